"""Raid A-3S, Spearhead (solo Campaign A): every Sector 10, the howitzers, every Bunker, the prisoners home.

- Prepare the Guns: entering a Sector 10 leaves a gun token there; once every Column's Sector 10 has
  one, the howitzers fire at the next Phase 3: 3 Courage per token, the tokens go, and only then can a
  Bunker be entered (before it, none can: the Raid cannot be won).
- Don't Shoot!: a Resistance prisoner waits in the highest-numbered Sector of each Column. Each RWB
  obtained (our reading: each RWB bonus claimed from the Final Tally, used or held) moves one prisoner of
  the player's choice one Sector down its Column (to the next lower number, past any Bunker, whatever the
  lines): in Phase 4 the Unit owes ``prisoner SECTOR`` once per RWB, while a prisoner is still above
  Sector 1. A Sector holding a prisoner has 2 more DEF.
- All or Nothing: the Raid is won when every Bunker of the map is taken and every prisoner is in Sector
  1. After each Bunker the Unit goes on from it; once all are taken it waits in the last one (fighting
  no more) while its RWBs bring the prisoners home. A Raid that ends otherwise is lost: its "each Bunker
  taken" PP are cancelled (our reading of the Raid lost).
- Battle Map Notes: Marefontaine's two Bunkers both count (above). Château de Vaumicel: our boards are
  reconstructions whose Bunkers lead nowhere, so our reading of the note's passage between Bunkers is:
  from a Bunker it has taken the Unit may go, in Phase 5, to a linked Bunker with ``bunker SECTOR``, an
  Advance costing 5 Courage (less Advance discounts; free with a free Advance). The Final Bunkers of
  neighbouring Columns are linked (Able - Baker - Charlie), and the Bunkers of one board with each other;
  so the Baker Bunker is visited twice on the way across, the second time as a passage (taken, it is not
  fought again).
"""

from __future__ import annotations

from rules.dday_dice.campaign_state import ScoreLine
from rules.dday_dice.context import Working, refuse
from rules.dday_dice.overlord import solo_a
from rules.dday_dice.overlord.battle_map import PREFIX, column_of, local_id
from rules.dday_dice.overlord.raid_rule import Order, RaidRule, register
from rules.dday_dice.state import Unit
from rules.dday_dice.why import Why

RAID = ("a3s",)
GUN = "gun"
PRISONER = "prisoner"
GUN_COURAGE = 3
PRISONER_DEF = 2
LINK_COST = 5
MOVES = "prisoner_moves:"


# -- Prepare the Guns -----------------------------------------------------------------------------------------

def _tens(g: Working) -> list[str]:
    ids = {s.id for s in g.map.sectors}
    return [f"{PREFIX[c]}-10" for c in g.s.campaign.board_columns if f"{PREFIX[c]}-10" in ids]


def fired(g: Working) -> bool:
    return "guns" in solo_a.flags(g)


def _gun_arrive(g: Working, seat: str) -> None:
    here = g.unit(seat).sector
    if fired(g) or here not in _tens(g) or here in solo_a.tokens(g, GUN):
        return
    c = g.s.campaign
    solo_a.set_tokens(g, c.raid_tokens + ((here, GUN),))
    g.emit("raid_rule", f"Prepare the Guns: a token marks {g.map.sector(here).label} ({len(solo_a.tokens(g, GUN))} of "
         f"{len(_tens(g))}).", unit=seat,
         key="dice-ev-prepare-guns-token", args={"label": g.map.sector(here).label, "count": len(solo_a.tokens(g, GUN)),
         "count2": len(_tens(g))})


def _fire(g: Working, phase: int) -> None:
    if phase != 3 or fired(g) or set(solo_a.tokens(g, GUN)) != set(_tens(g)):
        return
    n = len(solo_a.tokens(g, GUN))
    c = g.s.campaign
    solo_a.set_tokens(g, tuple(t for t in c.raid_tokens if t[1] != GUN))
    solo_a.set_flags(g, add=("guns",))
    for u in g.active():
        g.update(u.seat, courage=u.courage + GUN_COURAGE * n)
    g.emit("raid_rule", f"Prepare the Guns: the howitzers fire; {GUN_COURAGE * n} Courage; the Bunkers can be attacked.",
         key="dice-ev-prepare-guns-fire", args={"n": GUN_COURAGE * n})


def _guns_objective(g: Working, u: Unit, bunker: str) -> str | None:
    if not fired(g):
        return Why("the howitzers have not fired yet (a token in every Sector 10 first)", "dice-raid-why-howitzers")
    if bunker in solo_a.taken(g):
        label = g.map.sector(bunker).label
        return Why(f"you have taken the {label} already", "dice-raid-why-taken", label=label)
    return None


# -- Don't Shoot! ---------------------------------------------------------------------------------------------

def _column_numbers(g: Working, column: str) -> list[int]:
    p = PREFIX[column] + "-"
    return sorted(int(local_id(s.id)) for s in g.map.sectors if s.id.startswith(p) and not s.bunker)


def _prisoners_start(g: Working) -> None:
    placed = [f"{PREFIX[c]}-{_column_numbers(g, c)[-1]}" for c in g.s.campaign.board_columns]
    c = g.s.campaign
    solo_a.set_tokens(g, c.raid_tokens + tuple((p, PRISONER) for p in placed))
    g.emit("raid_rule", "Don't Shoot!: Resistance prisoners wait in " + ", ".join(g.map.sector(p).label for p in placed)
         + "; bring them all to Sector 1.",
         key="dice-ev-prisoners-waiting", args={"join": ", ".join(g.map.sector(p).label for p in placed)})


def prisoners_home(g: Working) -> bool:
    return all(local_id(p) == "1" for p in solo_a.tokens(g, PRISONER))


def _count_rwb(g: Working, phase: int) -> None:
    if phase != 4:
        return
    old = solo_a.flag_value(g, MOVES)
    n = sum(sum(1 for x in u.claims if x.face != "straight") for u in g.active())
    solo_a.set_flags(g, add=(MOVES + str(n),) if n else (), drop=(MOVES + old,) if old else ())


def _moves_left(g: Working) -> int:
    return int(solo_a.flag_value(g, MOVES) or 0)


def _prisoner_legal(g: Working, u: Unit) -> list[tuple[str, ...]]:
    if not _moves_left(g):
        return []
    return [(p,) for p in dict.fromkeys(solo_a.tokens(g, PRISONER)) if local_id(p) != "1"]


def _prisoner_owed(g: Working, u: Unit) -> bool:
    return bool(_prisoner_legal(g, u))


def _prisoner_apply(g: Working, seat: str, words: tuple[str, ...], text: str) -> None:
    open_ = [w[0] for w in _prisoner_legal(g, g.unit(seat))]
    if len(words) != 1 or words[0] not in open_:
        why = "no RWB left to move a prisoner with" if not _moves_left(g) else "name a prisoner's Sector: " + ", ".join(open_)
        raise refuse(text, why + ".", "Don't Shoot!", key="dice-no-reason", args={"why": why})
    here = words[0]
    col = column_of(here)
    lower = [n for n in _column_numbers(g, col) if n < int(local_id(here))]
    to = f"{PREFIX[col]}-{lower[-1]}"
    c = g.s.campaign
    tokens = list(c.raid_tokens)
    tokens[tokens.index((here, PRISONER))] = (to, PRISONER)
    solo_a.set_tokens(g, tuple(tokens))
    left = _moves_left(g) - 1
    solo_a.set_flags(g, add=(MOVES + str(left),) if left else (), drop=(MOVES + str(left + 1),))
    g.emit("raid_rule", f"Don't Shoot!: a Resistance prisoner slips down to {g.map.sector(to).label}.", unit=seat,
         key="dice-ev-prisoner-slips", args={"label": g.map.sector(to).label})
    _maybe_won(g, seat)


def _prisoner_defence(g: Working, u: Unit) -> int:
    return PRISONER_DEF if u.sector in solo_a.tokens(g, PRISONER) else 0


# -- All or Nothing -------------------------------------------------------------------------------------------

def bunkers(g: Working) -> list[str]:
    """Every Bunker of the map that can be entered: all of them are to be taken."""
    return [s.id for s in g.map.sectors if s.bunker and not s.impassable]


def won(g: Working) -> bool:
    return set(bunkers(g)) <= set(solo_a.taken(g)) and prisoners_home(g)


def _maybe_won(g: Working, seat: str) -> None:
    u = g.unit(seat)
    if u.status == "active" and won(g) and solo_a.waits_in_taken_bunker(g, u):
        g.update(seat, status="conquered", done=True, queue=())
        g.emit("raid_rule", "All or Nothing: every Bunker is taken and every prisoner is home.", unit=seat,
             key="dice-ev-all-or-nothing-done")


def _conquered(g: Working, seat: str) -> None:
    if not solo_a.note_taken(g, seat) or won(g):
        return
    solo_a.go_on(g, seat)
    left = [b for b in bunkers(g) if b not in solo_a.taken(g)]
    g.emit("raid_rule", f"All or Nothing: {g.name(seat)} holds {g.sector(g.unit(seat)).label}; "
         + (f"still to take: {', '.join(g.map.sector(b).label for b in left)}." if left
            else "the prisoners must still reach Sector 1."), unit=seat,
         key="dice-ev-all-or-nothing-held", args={"unit": g.who(seat), "label": g.sector(g.unit(seat)).label,
         "join": ', '.join(g.map.sector(b).label for b in left), "if_left": bool(left)})


def _lost(g: Working) -> list[ScoreLine]:
    n = len(solo_a.taken(g))
    if won(g) or not n:
        return []
    team = g.s.campaign.teams[0]
    return [ScoreLine(team=team.number, pp=-5 * n, text="All or Nothing: the Raid is lost, its Bunkers count for nothing",
                      seat=team.seats[0])]


# -- Battle Map Notes: the passage between Bunkers ------------------------------------------------------------

def links(g: Working) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {b: set() for b in bunkers(g)}
    finals = []
    for col in g.s.campaign.board_columns:
        own = [s for s in g.map.sectors if s.id in out and column_of(s.id) == col]
        for a in own:
            out[a.id] |= {b.id for b in own if b.id != a.id}
        if own:
            finals.append(max(own, key=lambda s: s.row).id)
    for a, b in zip(finals, finals[1:]):
        out[a].add(b)
        out[b].add(a)
    return out


def _link_cost(u: Unit) -> int:
    return 0 if u.flags.free_advance else max(0, LINK_COST - u.flags.advance_discount)


def _link_refusal(g: Working, u: Unit, to: str) -> str | None:
    if not solo_a.waits_in_taken_bunker(g, u):
        return Why("you go from Bunker to Bunker only from one you have taken", "dice-raid-why-bunker-link")
    if to not in links(g).get(u.sector, set()):
        return Why(f"{to} is not a Bunker linked to {g.sector(u).label}", "dice-raid-why-not-linked", to=to,
                   label=g.sector(u).label)
    if to not in solo_a.taken(g):
        why = _guns_objective(g, u, to)
        if why:
            return why
    if _link_cost(u) > u.courage:
        label = g.map.sector(to).label
        return Why(f"going to {label} costs {_link_cost(u)} Courage; you have {u.courage}", "dice-raid-why-link-cost",
                   label=label, cost=_link_cost(u), have=u.courage)
    return None


def _link_legal(g: Working, u: Unit) -> list[tuple[str, ...]]:
    if not solo_a.waits_in_taken_bunker(g, u):
        return []
    return [(b,) for b in sorted(links(g).get(u.sector, set())) if _link_refusal(g, u, b) is None]


def _link_apply(g: Working, seat: str, words: tuple[str, ...], text: str) -> None:
    u = g.unit(seat)
    why = "name one linked Bunker" if len(words) != 1 else _link_refusal(g, u, words[0])
    if why:
        raise refuse(text, why + ".", "Battle Map Notes", key="dice-no-reason", args={"why": why})
    to, cost = words[0], _link_cost(u)
    g.update(seat, courage=u.courage - cost, sector=to, marker=1, stay_bonus=0, visited=u.visited + (to,), done=True)
    g.emit("moved", f"{g.name(seat)} advanced from {g.sector(u).label} to {g.map.sector(to).label} for {cost} Courage.",
         unit=seat, to=to, cost=cost,
         key="dice-ev-advanced-for-courage", args={"unit": g.who(seat), "label": g.sector(u).label,
         "label2": g.map.sector(to).label, "cost": cost})


register(RaidRule("Battle Map Notes", RAID, phase=solo_a.hold_marker, sits_out=solo_a.waits_in_taken_bunker,
                  orders=(Order("bunker", "bunker SECTOR", (5,), _link_legal, _link_apply),)))
register(RaidRule("Prepare the Guns", RAID, arrive=_gun_arrive, phase=_fire, objective=_guns_objective))
register(RaidRule("Don't Shoot!", RAID, start=_prisoners_start, phase=_count_rwb, defence=_prisoner_defence,
                  orders=(Order("prisoner", "prisoner SECTOR", (4,), _prisoner_legal, _prisoner_apply,
                                owed=_prisoner_owed),)))
register(RaidRule("All or Nothing", RAID, conquered=_conquered, score=_lost))
