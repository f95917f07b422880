"""Fanatical Defenders (Overlord, Raid A-1).

- No Flame-Thrower can be found from the reserve in this Raid. Each Team has its own, waiting in the
  neighbouring Column on its left (Team Able: on its right; where there is no Column on that side, the
  other side), in the Sector furthest from the board's third row. Our reading of that place, the
  printed diagram being unavailable: the highest-numbered Sector of the top row below the Bunker.
- A Unit of the Team in that Sector finds it in Phase 4 with ``find flame-thrower`` (our reading: the
  first Unit of the Team to do so is the one the Team designated), paying its Item Points; one that
  cannot pay finds an empty Flame-Thrower instead, for 0 Item Points. A Team finds only its own, once.
- The first Unit of a Team into its Bunker must carry the Team's Flame-Thrower (or the empty one); it
  uses it as it enters (the real one lowers the Bunker's DEF for it that turn as its Item does; the
  empty one adds 10 to the DEF of the Team's Bunker for the rest of the Raid). The Team's other Units
  then enter normally.
- Several reserves: each Team's Flame-Thrower comes from its own reserve, so every Team may find one.
  A single reserve has only one: the Units of several Teams that find it in the same turn all get it (the
  rulebook's green tokens); a Team that comes for it in a later turn finds it no longer available, which
  is an empty Flame-Thrower.
"""

from __future__ import annotations

from rules.dday_dice.context import Working
from rules.dday_dice.overlord import reserves
from rules.dday_dice.overlord.battle_map import PREFIX, column_of
from rules.dday_dice.overlord.boards import board
from rules.dday_dice.overlord.raid_flags import add as _flag
from rules.dday_dice.overlord.raid_flags import flags as _flags
from rules.dday_dice.overlord.raid_rule import RaidRule, register
from rules.dday_dice.state import Unit
from rules.dday_dice.why import Why

RULE = "Fanatical Defenders"
RAIDS = ("a1",)
FT = "flame-thrower"
EMPTY_DEF = 10


def in_play(g: Working) -> bool:
    c = g.s.campaign
    return c is not None and c.raid_id in RAIDS and not c.solo


def ft_sector(g: Working, team_column: str) -> str:
    cols = g.s.campaign.board_columns
    i = cols.index(team_column)
    side = i + 1 if team_column == "able" else i - 1
    if not 0 <= side < len(cols):
        side = i - 1 if team_column == "able" else i + 1
    col = cols[side]
    m = board(g.d, dict(g.map.boards)[col])
    top = max(s.row for s in m.sectors if not s.bunker)
    best = max((s for s in m.sectors if s.row == top and not s.bunker), key=lambda s: int(s.id))
    return f"{PREFIX[col]}-{best.id}"


def _start(g: Working) -> None:
    if not in_play(g):
        return
    reserves.withhold(g, "items", FT)
    spots = {t.number: ft_sector(g, t.column) for t in g.s.campaign.teams}
    g.emit("raid_rule", "Fanatical Defenders: each Team's first Unit into its Bunker needs the Team's Flame-Thrower, "
         "found only in " + ", ".join(f"{g.map.sector(v).label} (Team {k})" for k, v in spots.items()) + ".",
         key="dice-ev-fanatical-defenders",
         args={"join": {"pieces": [{"key": "dice-flame-spot", "args": {"where": g.map.sector(v).label, "team": k}}
                                   for k, v in spots.items()]}})


def find_here(g: Working, u: Unit) -> bool:
    """Whether ``u`` may find its Team's Flame-Thrower now."""
    if not in_play(g):
        return False
    team = g.s.campaign.team_of(u.seat)
    return f"ft_found:{team.number}" not in _flags(g) and u.sector == ft_sector(g, team.column)


def refusal(g: Working, u: Unit) -> str | None:
    if not in_play(g) or find_here(g, u):
        return None
    team = g.s.campaign.team_of(u.seat)
    if f"ft_found:{team.number}" in _flags(g):
        return Why("your Team has found its Flame-Thrower already (Fanatical Defenders)", "dice-raid-why-ft-found")
    label = g.map.sector(ft_sector(g, team.column)).label
    return Why(f"Fanatical Defenders: your Team's Flame-Thrower is found only in {label}", "dice-raid-why-ft-where",
               label=label)


def gone(g: Working) -> bool:
    """One reserve: its only Flame-Thrower went to another Team in an earlier turn (several reserves: each Team
    has its own, never gone)."""
    if reserves.several(g.s):
        return False
    turns = [f.split(":", 1)[1] for f in _flags(g) if f.startswith("ft_taken:")]
    return bool(turns) and turns[0] != str(g.s.turn)


def find(g: Working, seat: str) -> None:
    u = g.unit(seat)
    team = g.s.campaign.team_of(seat)
    cost = g.d.items[FT].ip
    missing = gone(g)
    _flag(g, f"ft_found:{team.number}")
    if u.ip >= cost and not missing:
        g.put(u.model_copy(update={"ip": u.ip - cost, "items": u.items + (FT,)}))
        if not reserves.several(g.s) and not any(f.startswith("ft_taken:") for f in _flags(g)):
            _flag(g, f"ft_taken:{g.s.turn}")
        g.emit("found", f"{g.name(seat)} finds its Team's Flame-Thrower for {g.res(cost, 'ip')}.", unit=seat, what=FT,
             key="dice-ev-flame-thrower-bought", args={"unit": g.who(seat), "cost": cost})
        return
    _flag(g, f"empty_ft:{seat}")
    why = ("the single reserve's Flame-Thrower went to another Team in an earlier turn" if missing
           else f"it has only {g.res(u.ip, 'ip')}")
    g.emit("found", f"{g.name(seat)} finds an empty Flame-Thrower: {why} (the Bunker will be {EMPTY_DEF} DEF harder "
         "for its Team).", unit=seat,
         key="dice-ev-flame-thrower-empty-found", args={"unit": g.who(seat), "why": why, "empty_def": EMPTY_DEF})


def bunker_refusal(g: Working, u: Unit, dest: str) -> str | None:
    if not in_play(g):
        return None
    team = g.s.campaign.team_of(u.seat)
    if f"ft_in:{team.number}" in _flags(g) or FT in u.items or f"empty_ft:{u.seat}" in _flags(g):
        return None
    return Why("Fanatical Defenders: your Team's first Unit into its Bunker must carry the Team's Flame-Thrower",
               "dice-raid-why-ft-carry")


def entered(g: Working, seat: str) -> None:
    """``seat`` has just moved into a Bunker: the Team's first uses its Flame-Thrower."""
    if not in_play(g) or not g.sector(g.unit(seat)).bunker:
        return
    team = g.s.campaign.team_of(seat)
    if f"ft_in:{team.number}" in _flags(g):
        return
    _flag(g, f"ft_in:{team.number}")
    u = g.unit(seat)
    if FT in u.items:
        items = list(u.items)
        items.remove(FT)
        reduce = g.d.items[FT].effect.def_reduce
        g.put(u.model_copy(update={"items": tuple(items), "used_items": u.used_items + (FT,),
                                   "flags": u.flags.model_copy(update={"def_reduce": u.flags.def_reduce + reduce})}))
        g.emit("used", f"{g.name(seat)} storms the Bunker with the Flame-Thrower (DEF {reduce} less this turn).", unit=seat,
             key="dice-ev-flame-thrower-used", args={"unit": g.who(seat), "reduce": reduce})
    else:
        _flag(g, f"empty_bunker:{team.number}")
        g.emit("used", f"{g.name(seat)} storms the Bunker with an empty Flame-Thrower: the Bunker is {EMPTY_DEF} DEF "
             "harder for its Team.", unit=seat,
             key="dice-ev-flame-thrower-empty-used", args={"unit": g.who(seat), "empty_def": EMPTY_DEF})


def _defence(g: Working, u: Unit) -> int:
    team = g.s.campaign.team_of(u.seat)
    sec = g.sector(u)
    harder = sec.bunker and column_of(sec.id) == team.column and f"empty_bunker:{team.number}" in _flags(g)
    return EMPTY_DEF if harder else 0


register(RaidRule(RULE, RAIDS, start=_start, defence=_defence))
