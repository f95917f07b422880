"""Raid A-2S, Breakthrough (solo Campaign A): every Advance dodges one Column to the right.

- Stay Between the Lines!: no Scatter! in this Raid (no sideways move from one board to another).
- Battle Map Notes (WN-68, Column Able): the Lieutenant joins only in Sector 9 Able (that Sector's free
  rally); he cannot be rallied any other way in this Raid.
- Dodging Bullets: an Advance into a Sector of the board lands in the Sector with the same number one
  Column to the right (Charlie's right is Able: our reading, the Battle Map being three Columns wide and
  the Unit needing more Advances than two). The Courage paid is that of the Sector advanced into on the
  board left; Land Mines and Barriers count on the lines of the Sector left alone (the Mont Fleury trench
  too: only from its own Sectors 9-11); the Sector landed in must be allowed (not visited, not blocked, its own
  conditions met, a Bunker the Unit may take). A number the next board lacks cannot be advanced into.
  Lateral moves within a row are not Advances and do not dodge.
- Rommel's Obstacles: at the start, one 1d6+5 per Column: that Sector of the Column is blocked, neither
  advanced into nor landed in (so a blocked Sector 9 Able keeps the Lieutenant away).
- Hurry!: the marker shows its chevron face (2) on arrival and at the start (and after a Keep Going!
  retreat, from Phase 2): one turn fewer in every Sector, and a Sector's first DEF value is never fought.
- The First One Is the Right One: the first Bunker taken, any of them, ends the Raid (the solo player's
  usual objective: nothing sends him on).
"""

from __future__ import annotations

from rules.dday_dice.context import Working
from rules.dday_dice.overlord import solo_a
from rules.dday_dice.overlord.battle_map import PREFIX, column_of, local_id
from rules.dday_dice.overlord.raid_rule import RaidRule, register
from rules.dday_dice.state import Unit
from rules.dday_dice.why import Why

RAID = ("a2s",)
LIEUTENANT = "lieutenant"
LIEUTENANT_SECTOR = "A-9"
CHEVRON = 2
BLOCKED = "blocked"


def _no_scatter(g: Working, u: Unit, sector: str) -> str | None:
    if g.map.scatter(u.sector, sector):
        return Why("Stay Between the Lines!: no moving from one board to another in this Raid", "dice-raid-why-lines")
    return None


def _lieutenant(g: Working, u: Unit, specialist: str) -> str | None:
    if specialist == LIEUTENANT:
        return Why("the Lieutenant joins only in Sector 9 Able in this Raid", "dice-raid-why-lieutenant")
    return None


def right_of(g: Working, column: str) -> str:
    cols = g.s.campaign.board_columns
    return cols[(cols.index(column) + 1) % len(cols)]


def _dodge(g: Working, u: Unit, dest: str) -> str | None:
    return f"{PREFIX[right_of(g, column_of(dest))]}-{local_id(dest)}"


def _obstacles(g: Working) -> None:
    placed = []
    ids = {s.id for s in g.map.sectors}
    for col in g.s.campaign.board_columns:
        (roll,) = g.roll(1)
        sector = f"{PREFIX[col]}-{roll + 5}"
        if sector in ids:
            placed.append(sector)
        g.emit("raid_rule", f"Rommel's Obstacles: {col.title()} rolls {roll}: Sector {roll + 5} is blocked.", dice=(roll,),
             key="dice-ev-rommel-obstacles", args={"title": col.title(), "roll": roll, "n": roll + 5})
    c = g.s.campaign
    solo_a.set_tokens(g, c.raid_tokens + tuple((p, BLOCKED) for p in placed))


def _blocked(g: Working, u: Unit, sector: str) -> str | None:
    if sector in solo_a.tokens(g, BLOCKED):
        label = g.map.sector(sector).label
        return Why(f"Rommel's Obstacles: {label} is blocked", "dice-raid-why-obstacles", label=label)
    return None


def _hurry_start(g: Working) -> None:
    for u in g.s.units:
        g.update(u.seat, marker=CHEVRON)
    g.emit("raid_rule", "Hurry!: the Unit Marker shows its chevron face: one turn fewer in every Sector.",
         key="dice-ev-hurry")


def _hurry_arrive(g: Working, seat: str) -> None:
    g.update(seat, marker=CHEVRON)


def _hurry_phase(g: Working, phase: int) -> None:
    """A marker on 1 by Phase 2 is a Unit just back by Keep Going! (a new Sector too): chevron face."""
    if phase != 2:
        return
    for u in g.active():
        if u.marker < CHEVRON:
            g.update(u.seat, marker=CHEVRON)


register(RaidRule("Stay Between the Lines!", RAID, enter=_no_scatter))
register(RaidRule("Battle Map Notes", RAID, rally=_lieutenant))
register(RaidRule("Dodging Bullets", RAID, transport=_dodge))
register(RaidRule("Rommel's Obstacles", RAID, start=_obstacles, enter=_blocked))
register(RaidRule("Hurry!", RAID, start=_hurry_start, arrive=_hurry_arrive, phase=_hurry_phase))
register(RaidRule("The First One Is the Right One", RAID))
