"""Campaign A, The Longest Day: the Raid rules the bot plays (the others: :func:`raids.missing`).

- Cannon Fodder (A-1, A-1S): every Unit starts the Raid with 6 more Soldiers and 2 more Courage
  (our reading of "6 Soldiers and 2 additional Courage": both are added to the Starting Sector's).
- Combat Rations and Supply Depot: :mod:`.raid_starts`.
- Beach Clean-up (A-1): the last Unit(s) to conquer the Bunker earn 3 PP for their Team, once a Team.
- Run, Couriers, Run! (A-2): courier tokens in Sector 15 Able, 16 Baker and 16 Charlie; a Unit on a
  token at the start of a Phase 6 captures it for its Team (several at once: the tie rule); the first
  courier is worth 3 PP, the second 2, the third 1.
- Ammunition Crate (A-3): a Team gets the howitzer's ammunition when one of its Units, in a third-row
  Sector of another Column at the start of a Phase 6, gives up a held Special Find bonus.
- Synchronized Fire (A-3): the barrage is fired at the start of a Phase 6 when every Team has its
  ammunition and every Column's Sector 9 holds a Unit. Our reading of the penalty for a barrage
  never fired: until it is fired, every Bunker has 15 more DEF.
- The Race for the Flame-Thrower (A-3): no Flame-Thrower can be found; red tokens in Sector 12 Able,
  12 Baker and 13 Charlie; the first Unit on one at the start of a Phase 6 (tie rule) gets the only
  Flame-Thrower of the Raid for free, and the tokens go.
"""

from __future__ import annotations

from rules.dday_dice.campaign_state import ScoreLine
from rules.dday_dice.context import Working
from rules.dday_dice.overlord import reserves, tie_break
from rules.dday_dice.overlord.battle_map import PREFIX, column_of
from rules.dday_dice.overlord.raid_flags import add as _set_flag
from rules.dday_dice.overlord.raid_flags import has as _flag
from rules.dday_dice.overlord.raid_rule import RaidRule, register
from rules.dday_dice.overlord.teams import team_name
from rules.dday_dice.state import Unit
from rules.dday_dice.why import Why

COURIERS = {"able": "15", "baker": "16", "charlie": "16"}
COURIER_PP = (3, 2, 1)
BARRAGE_DEF = 15
RACE = ("A-12", "B-12", "C-13")
FLAME_THROWER = "flame-thrower"


def _cannon_fodder(g: Working) -> None:
    for u in g.s.units:
        g.update(u.seat, soldiers=u.soldiers + 6, courage=u.courage + 2)
    g.emit("raid_rule", "Cannon Fodder: every Unit starts with 6 more Soldiers and 2 more Courage.",
         key="dice-ev-cannon-fodder")


def _beach_cleanup(g: Working) -> list[ScoreLine]:
    c = g.s.campaign
    if not c.conquests:
        return []
    last = max(t for _, t in c.conquests)
    out, paid = [], set()
    for seat, turn in c.conquests:
        team = c.team_of(seat)
        if turn == last and team.number not in paid:
            paid.add(team.number)
            out.append(ScoreLine(team=team.number, pp=3, text="Beach Clean-up: last Unit to take the Bunker", seat=seat))
    return out


def _couriers_start(g: Working) -> None:
    m = g.map
    placed = [f"{PREFIX[col]}-{sid}" for col, sid in COURIERS.items() if f"{PREFIX[col]}-{sid}" in
              {s.id for s in m.sectors}]
    c = g.s.campaign
    g.s = g.s.model_copy(update={"campaign": c.model_copy(update={"raid_tokens": tuple((p, "courier") for p in placed)})})
    g.emit("raid_rule", "Run, Couriers, Run!: couriers wait in " + ", ".join(m.sector(p).label for p in placed) + ".",
         key="dice-ev-couriers", args={"join": ", ".join(m.sector(p).label for p in placed)})


def _couriers_combat(g: Working) -> None:
    for sector, kind in g.s.campaign.raid_tokens:
        if kind != "courier":
            continue
        here = [u for u in g.active() if u.sector == sector]
        if not here:
            continue
        first = tie_break.order(g, here, same_thing=True)[0]
        c = g.s.campaign
        n = sum(1 for x in c.raid_lines if x.text.startswith("Run, Couriers, Run!"))
        pp = COURIER_PP[min(n, len(COURIER_PP) - 1)]
        team = c.team_of(first.seat)
        line = ScoreLine(team=team.number, pp=pp, text="Run, Couriers, Run!: a courier captured", seat=first.seat)
        tokens = tuple(t for t in c.raid_tokens if t != (sector, kind))
        g.s = g.s.model_copy(update={"campaign": c.model_copy(update={"raid_tokens": tokens,
                                                                       "raid_lines": c.raid_lines + (line,)})})
        g.emit("courier", f"{g.name(first.seat)} captures the courier in {g.map.sector(sector).label}: {pp} PP for "
             f"{team_name(team.column)}.", unit=first.seat,
             key="dice-ev-courier", args={"unit": g.who(first.seat), "label": g.map.sector(sector).label, "pp": pp,
             "team_name": team_name(team.column)})


def _ammunition(g: Working) -> None:
    c = g.s.campaign
    for u in g.active():
        team = c.team_of(u.seat)
        flag = f"ammo:{team.number}"
        if _flag(g, flag) or column_of(u.sector) == team.column or g.sector(u).row != 3:
            continue
        rwb = g.d.nations[u.nation].rwb
        i = next((i for i, x in enumerate(u.claims) if x.option == "hold" and not x.given_up
                  and rwb[x.face].name == "Special Find"), None)
        if i is None:
            continue
        claims = list(u.claims)
        claims[i] = claims[i].model_copy(update={"given_up": True})
        g.put(u.model_copy(update={"claims": tuple(claims)}))
        _set_flag(g, flag)
        g.emit("ammunition", f"{g.name(u.seat)} gives up its Special Find: {team_name(team.column)} has the right "
             "ammunition for its howitzer.", unit=u.seat,
             key="dice-ev-ammunition", args={"unit": g.who(u.seat), "team_name": team_name(team.column)})


def _barrage(g: Working) -> None:
    if _flag(g, "barrage"):
        return
    c = g.s.campaign
    if not all(_flag(g, f"ammo:{t.number}") for t in c.teams):
        return
    nines = [f"{PREFIX[col]}-9" for col in c.board_columns]
    if all(any(u.sector == n for u in g.active()) for n in nines):
        _set_flag(g, "barrage")
        g.emit("barrage", "Synchronized Fire: every Sector 9 is held and the howitzers fire; the Bunkers lose the "
             f"{BARRAGE_DEF} DEF they had.", key="dice-ev-barrage", args={"barrage_def": BARRAGE_DEF})


def _race_start(g: Working) -> None:
    m = g.map
    ids = {s.id for s in m.sectors}
    placed = [s for s in RACE if s in ids]
    reserves.withhold(g, "items", FLAME_THROWER)
    c = g.s.campaign
    g.s = g.s.model_copy(update={
        "campaign": c.model_copy(update={"raid_tokens": c.raid_tokens + tuple((p, "flame-thrower") for p in placed),
                                         "raid_flags": c.raid_flags + ("withheld:" + FLAME_THROWER,)})})
    g.emit("raid_rule", "The Race for the Flame-Thrower: it cannot be found; the first Unit to reach "
         + ", ".join(m.sector(p).label for p in placed) + " finds it for free.",
         key="dice-ev-flame-thrower-race", args={"join": ", ".join(m.sector(p).label for p in placed)})


def _race_combat(g: Working) -> None:
    spots = [s for s, kind in g.s.campaign.raid_tokens if kind == "flame-thrower"]
    there = [u for u in g.active() if u.sector in spots]
    if not there:
        return
    first = tie_break.order(g, there, same_thing=True)[0]
    g.update(first.seat, items=first.items + (FLAME_THROWER,))
    c = g.s.campaign
    g.s = g.s.model_copy(update={"campaign": c.model_copy(
        update={"raid_tokens": tuple(t for t in c.raid_tokens if t[1] != "flame-thrower")})})
    g.emit("found", f"{g.name(first.seat)} wins the race and finds the Flame-Thrower for free.", unit=first.seat,
         what=FLAME_THROWER, key="dice-ev-flame-thrower-race-won", args={"unit": g.who(first.seat)})


def find_refusal(g: Working, item: str) -> str | None:
    """Why ``item`` cannot be found now (a Raid rule withholds it), or ``None``."""
    c = g.s.campaign
    if c is not None and "withheld:" + item in c.raid_flags:
        name = g.d.items[item].name
        return Why(f"the {name} cannot be found in this Raid: the first Unit on a red token gets it",
                   "dice-raid-why-withheld", name=name)
    return None


def _barrage_defence(g: Working, u: Unit) -> int:
    return BARRAGE_DEF if g.sector(u).bunker and not _flag(g, "barrage") else 0


register(RaidRule("Cannon Fodder", ("a1", "a1s"), start=_cannon_fodder))
register(RaidRule("Beach Clean-up", ("a1",), score=_beach_cleanup))
register(RaidRule("Run, Couriers, Run!", ("a2",), start=_couriers_start, combat=_couriers_combat))
register(RaidRule("Ammunition Crate", ("a3",), combat=_ammunition))
register(RaidRule("The Race for the Flame-Thrower", ("a3",), start=_race_start, combat=_race_combat))
register(RaidRule("Synchronized Fire", ("a3",), combat=_barrage, defence=_barrage_defence))
