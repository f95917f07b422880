"""Hurt Me (Overlord, Raid C-1S, optional, option ``hurt_me=on``): the hard variant of solo Raid C-1S.

On Battle Map version 1 the solo Unit starts in Column Able or Baker (its choice), one Tiger alone waits in
Column Baker (instead of Able's and Charlie's), and the Bunker to conquer is Column Baker's.

- The start: at its first Phase 1 of the Raid, before anything else, the Unit answers ``column able`` or
  ``column baker`` (Baker where the layout has no Able). Moving to Able puts it on Able's Starting Sector
  with that board's Starting Resources instead of Baker's (the Raid's own gains stay).
- The objective replaces Small Opening's "another Column than the one you started in": it is Baker's
  Bunker, wherever the Unit started. Changing Column still happens only between third-row Sectors.
- The lone Tiger follows the solo Tiger rules (moved down by each RWB, its die rolled for the Soldiers lost,
  a defeat if it reaches Sector 1); with one Tiger there is no other to discard.
"""

from __future__ import annotations

from rules.dday_dice.context import Working, refuse
from rules.dday_dice.overlord import raid_flags as RF
from rules.dday_dice.overlord.battle_map import PREFIX, column_of
from rules.dday_dice.overlord.boards import board
from rules.dday_dice.state import Unit

RULE = "Hurt Me"
CHOOSE = "hurt-me:choose"


def on(g: Working) -> bool:
    c = g.s.campaign
    return c is not None and c.hurt_me and c.raid_id == "c1s"


def tiger_columns(g: Working) -> list[str]:
    return ["baker"]


def start(g: Working) -> None:
    c = g.s.campaign
    if "able" in c.board_columns:
        RF.add(g, CHOOSE)
    g.emit("raid_rule", "Hurt Me: one Tiger alone waits in Column Baker, and Baker's Bunker is the objective"
         + ("; the Unit chooses to start in Column Able or Baker ('column able' or 'column baker')."
            if "able" in c.board_columns else "."),
         key="dice-ev-hurt-me", args={"if_cond": bool("able" in c.board_columns)})


def owed(g: Working, u: Unit) -> bool:
    return on(g) and RF.has(g, CHOOSE)


def legal(g: Working, u: Unit) -> list[tuple[str, ...]]:
    return [("able",), ("baker",)] if owed(g, u) else []


def apply(g: Working, seat: str, words: tuple[str, ...], text: str) -> None:
    if not owed(g, g.unit(seat)):
        raise refuse(text, "Hurt Me: the starting Column is chosen once, at the start of the Raid.", RULE,
                     key="dice-no-hurt-me-starting-column-chosen")
    if words not in (("able",), ("baker",)):
        raise refuse(text, "Hurt Me: start in Column Able or Baker: 'column able' or 'column baker'.", RULE,
                     key="dice-no-hurt-me-start-column-able")
    RF.drop(g, CHOOSE)
    u = g.unit(seat)
    if words == ("baker",):
        g.emit("raid_rule", f"Hurt Me: {g.name(seat)} starts in Column Baker.", unit=seat,
             key="dice-ev-hurt-me-start-baker", args={"unit": g.who(seat)})
        return
    boards = dict(g.map.boards)
    here, there = board(g.d, boards[column_of(u.sector)]), board(g.d, boards["able"])
    starts = [f"{PREFIX['able']}-{s.id}" for s in there.sectors if s.start]
    where = starts[0] if len(starts) == 1 else starts[g.roll(1, len(starts))[0] - 1]
    a, b = there.start_resources, here.start_resources
    g.put(u.model_copy(update={
        "sector": where, "visited": (where,),
        "soldiers": max(1, u.soldiers + a.soldiers - b.soldiers), "courage": max(0, u.courage + a.courage - b.courage),
        "stars": max(0, u.stars + a.stars - b.stars), "ip": max(0, u.ip + a.ip - b.ip)}))
    g.emit("raid_rule", f"Hurt Me: {g.name(seat)} starts in Column Able, in {g.map.sector(where).label}, with that "
         "board's Starting Resources.", unit=seat,
         key="dice-ev-hurt-me-start-able", args={"unit": g.who(seat), "label": g.map.sector(where).label})


def objective(g: Working, u: Unit, bunker: str) -> str | None:
    if column_of(bunker) != "baker":
        return "Hurt Me: your objective is the Bunker of Column Baker"
    return None
