"""Raid C-3, FUBAR (Overlord, Campaign C): Follow Me!, Quartermaster's Nightmare, Battle Map Notes.

- Follow Me!: the first time a Unit of a Team enters a third-row Sector, the Team rolls its objective:
  1-2 Bunker Able, 3-4 Baker, 5-6 Charlie (our reading on a Medium or Small layout: a Column not on the map
  is rolled again). Until then no Bunker is open to it; then only that one. Teams sharing an objective
  leave no Specialists by it to help (every man for himself: the help they would give is cancelled).
  At the end of the Raid a Team whose objective is in the next Column earns 1 PP, two Columns away 3 PP.
  The note on the Panzer of Achtung Panzer! (each Team neutralises it for itself) changes nothing here:
  our board models the Panzer as its Sector's DEF and fire, with nothing to neutralise once for all.
- Quartermaster's Nightmare, by the Teams' sizes: every Team of several Units (4 players in 2 Teams
  included): no Unit keeps an Item it paid Item Points for: at the start of Phase 5 it hands each one to
  any other Unit it picks, wherever that Unit is, ``supply binoculars t3u1`` (owed before it moves; not a
  trade; with nobody else on the map it keeps it; one that fell in Phase 5 before it was asked gives it to the
  first other Unit on the map: ours). Every Team a single Unit (one reserve): the Regular
  and Special Items are shuffled into two face-up piles, only the top of each can be found (the
  two-pile mechanism of :mod:`rules.dday_dice.chaotic_supply`; no Legendary Items here). Teams of both
  kinds: the rule is ignored.
- Battle Map Notes (Château de Vaumicel): its Flame-Thrower is in the reserve like any Special Item (and in
  the piles above); entering its Sector 12 draws a Medal at random. The Legendary Flame-Thrower Operator is
  not in this game.
"""

from __future__ import annotations

from rules.dday_dice.campaign_state import ScoreLine
from rules.dday_dice.chaotic_supply import CHAOTIC
from rules.dday_dice.context import Working, refuse
from rules.dday_dice.medals import draw
from rules.dday_dice.overlord.battle_map import column_of, local_id
from rules.dday_dice.overlord.raid_flags import add as _add
from rules.dday_dice.overlord.raid_flags import drop as _drop
from rules.dday_dice.overlord.raid_flags import flags as _flags
from rules.dday_dice.overlord.raid_rule import Order, RaidRule, register
from rules.dday_dice.overlord.records import COLUMNS
from rules.dday_dice.overlord.teams import team_name
from rules.dday_dice.state import Unit
from rules.dday_dice.why import Why

RAID = "c3"
OBJECTIVE_OF_ROLL = {1: "able", 2: "able", 3: "baker", 4: "baker", 5: "charlie", 6: "charlie"}
DISTANCE_PP = {0: 0, 1: 1, 2: 3}
VAUMICEL = "chateau-de-vaumicel"
MEDAL_SECTOR = "12"


# -- Follow Me! -------------------------------------------------------------------------------------------------

def objective(g: Working, team: int) -> str | None:
    mark = f"objective:{team}:"
    return next((f[len(mark):] for f in _flags(g) if f.startswith(mark)), None)


def _roll_objective(g: Working) -> str:
    on_map = set(g.s.campaign.board_columns)
    for _ in range(50):
        (v,) = g.roll(1)
        if OBJECTIVE_OF_ROLL[v] in on_map:
            return OBJECTIVE_OF_ROLL[v]
    return sorted(on_map)[0]  # pragma: no cover - fifty rolls off the map


def _follow_arrive(g: Working, seat: str) -> None:
    u = g.unit(seat)
    team = g.s.campaign.team_of(seat)
    if g.sector(u).row != 3 or objective(g, team.number) is not None:
        return
    col = _roll_objective(g)
    _add(g, f"objective:{team.number}:{col}")
    g.emit("follow_me", f"Follow Me!: {team_name(team.column)} reaches the third row; its new commander sends it "
         f"against the Bunker of Column {col.title()}.", unit=seat,
         key="dice-ev-follow-me", args={"team_name": team_name(team.column), "title": col.title()})


def _follow_objective(g: Working, u: Unit, bunker: str) -> str | None:
    col = objective(g, g.s.campaign.team_of(u.seat).number)
    if col is None:
        return Why("Follow Me!: your Team's objective is rolled when one of its Units reaches the third row",
                   "dice-raid-why-follow-rolled")
    if column_of(bunker) != col:
        return Why(f"Follow Me!: your Team's objective is the Bunker of Column {col.title()}", "dice-raid-why-follow-column",
                   column=col.title())
    return None


def _shared(g: Working, col: str) -> bool:
    return sum(1 for t in g.s.campaign.teams if objective(g, t.number) == col) > 1


def _no_help(g: Working, u: Unit) -> int:
    """Teams sharing an objective give no help: cancel what their Specialists by that Bunker would take off."""
    sec = g.sector(u)
    if not sec.bunker or not _shared(g, column_of(sec.id)):
        return 0
    return int(g.d.rule("bunker_help")) * len(g.s.bunker_pool.get(sec.id, ()))


def _follow_score(g: Working) -> list[ScoreLine]:
    out = []
    for t in g.s.campaign.teams:
        col = objective(g, t.number)
        if col is None:
            continue
        pp = DISTANCE_PP[abs(COLUMNS.index(col) - COLUMNS.index(t.column))]
        if pp:
            where = "two Columns away" if pp == DISTANCE_PP[2] else "in the next Column"
            out.append(ScoreLine(team=t.number, pp=pp, text=f"Follow Me!: an objective {where}"))
    return out


# -- Quartermaster's Nightmare ----------------------------------------------------------------------------------

def variant(g: Working) -> str:
    """``gift`` (every Team several Units), ``piles`` (every Team one Unit) or ``none`` (mixed)."""
    sizes = {len(t.seats) > 1 for t in g.s.campaign.teams}
    return "gift" if sizes == {True} else "piles" if sizes == {False} else "none"


def piles_start(g: Working, why: str) -> None:
    """Turn on the two face-up piles for this Raid (dealt by the campaign once the Raid's rules are set)."""
    if CHAOTIC not in g.s.extras:
        g.s = g.s.model_copy(update={"extras": g.s.extras + (CHAOTIC,)})
    g.emit("raid_rule", f"{why}: the Items are shuffled into two face-up piles; only their top cards can be found.",
         key="dice-ev-face-up-item-piles", args={"why": why})


def _qm_start(g: Working) -> None:
    v = variant(g)
    if v == "piles":
        piles_start(g, "Quartermaster's Nightmare")
    elif v == "gift":
        g.emit("raid_rule", "Quartermaster's Nightmare: every Item bought with Item Points goes to another Unit "
             "('supply ITEM UNIT' at the start of Phase 5).", key="dice-ev-quartermaster")
    else:
        g.emit("raid_rule", "Quartermaster's Nightmare is ignored: some Teams have one Unit, others several.",
             key="dice-ev-quartermaster-ignored")


def _owed_items(g: Working, seat: str) -> list[str]:
    return [f.split(":")[2] for f in _flags(g) if f.startswith(f"supply:{seat}:")]


def _qm_phase(g: Working, phase: int) -> None:
    if variant(g) != "gift" or phase != 5:
        return
    for u in g.active():
        for o in u.orders:
            if o.kind == "find" and o.paid > 0 and o.what in u.items and o.what not in _owed_items(g, u.seat):
                _add(g, f"supply:{u.seat}:{o.what}")


def _takers(g: Working, seat: str) -> list[str]:
    return [x.seat for x in g.active() if x.seat != seat]


def _owes(g: Working, u: Unit) -> bool:
    return g.s.phase == 5 and bool(_owed_items(g, u.seat)) and bool(_takers(g, u.seat))


def _supply_legal(g: Working, u: Unit) -> list[tuple[str, ...]]:
    if not _owes(g, u):
        return []
    item = _owed_items(g, u.seat)[0]
    return [(item, t) for t in _takers(g, u.seat)]


def _supply(g: Working, seat: str, words: tuple[str, ...], text: str) -> None:
    rule = "Quartermaster's Nightmare"
    owed = _owed_items(g, seat)
    if not owed:
        raise refuse(text, "you have no Item to hand over.", rule, key="dice-no-you-have-no-item-hand")
    if len(words) != 2 or words[0].lower() not in owed or words[1].lower() not in _takers(g, seat):
        raise refuse(text, f"name the Item and another Unit on the map: 'supply {owed[0]} UNIT'.", rule,
                     key="dice-no-name-item-another-unit-on", args={"owed": owed[0]})
    item, to = words[0].lower(), words[1].lower()
    u = g.unit(seat)
    items = list(u.items)
    items.remove(item)
    g.put(u.model_copy(update={"items": tuple(items)}))
    g.update(to, items=g.unit(to).items + (item,))
    _drop(g, f"supply:{seat}:{item}")
    g.emit("supply", f"{g.name(seat)}'s {g.d.items[item].name} goes to {g.name(to)} (Quartermaster's Nightmare).",
         unit=seat, to=to,
         key="dice-ev-supply", args={"unit": g.who(seat), "name": g.d.items[item].name, "unit2": g.who(to)})


def _qm_arrive(g: Working, seat: str) -> None:
    if _owes(g, g.unit(seat)):
        g.update(seat, done=False)


def _qm_combat(g: Working) -> None:
    """A Unit that could not be asked (it fell in Phase 5 first) hands its Items to the first other Unit (ours)."""
    for f in [f for f in _flags(g) if f.startswith("supply:")]:
        _, seat, item = f.split(":")
        _drop(g, f)
        takers = _takers(g, seat)
        if takers and item in g.unit(seat).items:
            items = list(g.unit(seat).items)
            items.remove(item)
            g.update(seat, items=tuple(items))
            g.update(takers[0], items=g.unit(takers[0]).items + (item,))
            g.emit("supply", f"{g.name(seat)}'s {g.d.items[item].name} goes to {g.name(takers[0])} "
                 "(Quartermaster's Nightmare).", unit=seat, to=takers[0],
                 key="dice-ev-supply", args={"unit": g.who(seat), "name": g.d.items[item].name,
                 "unit2": g.who(takers[0])})


# -- Battle Map Notes (Château de Vaumicel) ---------------------------------------------------------------------

def _vaumicel_arrive(g: Working, seat: str) -> None:
    u = g.unit(seat)
    col = column_of(u.sector)
    if dict(g.map.boards).get(col) == VAUMICEL and local_id(u.sector) == MEDAL_SECTOR:
        draw(g, seat, 1, "entering Sector 12 of the Château de Vaumicel")


SUPPLY = Order(verb="supply", usage="supply ITEM UNIT", phases=(5,), legal=_supply_legal, apply=_supply, owed=_owes)

register(RaidRule("Follow Me!", (RAID,), arrive=_follow_arrive, objective=_follow_objective, defence=_no_help,
                  score=_follow_score))
register(RaidRule("Quartermaster's Nightmare", (RAID,), start=_qm_start, phase=_qm_phase, arrive=_qm_arrive,
                  combat=_qm_combat, orders=(SUPPLY,)))
register(RaidRule("Battle Map Notes", (RAID,), arrive=_vaumicel_arrive))
