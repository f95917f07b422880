"""How good a D-Day Dice position is for one side, in [0, 1]: the playouts' score (:func:`value`).

An ended game scores 1 for a win and 0 for a loss (Overlord: the seat's Team alone among the winners; a lead shared
with another Team scores half). A game cut off before its end is scored by the Units' progress: a Unit that took
its Bunker (or is in safety) is nearly a win, except in an Overlord Raid, where a Unit put in safety (Call for
Help) has left the race for 5 Performance Points less and scores 0, and a fallen Unit, which Keeps Going from a
Sector or two lower, half of what it had standing; an eliminated one is the loss the rules make it; an active Unit
counts by how far up the map it is and how many Soldiers it keeps for the road left; with a German player, half of
it is how its forces (Soldiers plus one per Specialist) compare with his, which decides the Assault in the Final
Bunker. The German scores the reverse.

In an Overlord Raid that every other Team has left without taking its Bunker (its Units in safety or out), the
seat's Team wins outright by taking its own, however late (a fallen Unit Keeps Going), so a position still in
the race scores above the half a win that leaving it too would bring (:func:`rivals_out`). Before this (December
2026) a computer Unit stuck falling at its Bunker called for help once its rival had, and drew a Raid it would
have won: on the bench's 100 games against a random Team it now wins 94, draws 5 and loses 1 (0.965; 91, 8 and 1
before), and against the simple policy's Team, whose Units never leave a Raid, nothing changed (0.62).

How far up the map an active Unit is counts the rows left to the top, except where its Team may take two Bunkers at
different heights: Charlie in A-3 and C-3 may take C-B1, in the fourth row of seven, as well as C-B2 in the top row
(in C-3, any Team whose Follow Me! objective is Column Charlie). There it counts the moves left into the nearer one
(:func:`moves_to_bunker`). Counted by rows, a Charlie Unit one move from C-B1 scored as if three rows from the top,
so the search saw nothing to gain by going in, and the Unit walked past C-B1 towards C-B2, or sideways into Baker's
Column (tuning seed 3003, C-3: at C-7 with 17 Soldiers, beside C-B1, it turned away, and lost a Raid of 783
decisions; with the moves counted it still lost that one, in 612). Every other Unit (one Bunker, or all of them in
one row) scores as before, to the bit. Measured (issue #51, December 2026, against the simple policy's Team, host at
load 4-15 on 2 cores): on the tuning seeds, the computer as Charlie (seeds 3001-3019, odd) won A-3 7.5 of 10 where
it won 6.5, and C-3 6 of 10 where 4 (five games up, one down: A-3 on seed 3009, won before, lost in 984 decisions);
as Baker in C-3 (seeds 3000-3010, even) 4.5 of 6 as before, same results game for game. On the reporting seeds, the
25 A-3 and C-3 games of the bench's plan (``--parts=overlord --games=100 --rivals=policy``; the other 75 are
unchanged: see :mod:`bench.ai_dice`): A-3 0.731 (9.5 of 13; first Team's seat 0.71, second's 0.75) where 0.654, C-3
0.625 (7.5 of 12; 0.50 and 0.75) where 0.542.
Tried and dropped (December 2026): the moves left into the nearest Bunker for every Unit, not only where two sit at
different heights, since in B-1 a computer Unit wandered sideways through the other Columns for twenty turns (the
rows measure charges nothing for a sideways move). In B-1 on tuning seeds 3000-3011, sides in turn, against the
simple policy's Team: 6 of 12 where the rows measure scores 8 (seed 3000 lost, 3005 and 3008 drawn or lost where
won or drawn; no game better). Counted against the road from the bottom row of the Unit's own Column rather than the
rows (so that a Unit below the top is never scored as arrived), on tuning seeds 3020-3035, sides in turn: B-1 8 of 16
where the rows measure scores 8.5 (three games better, five worse), B-2 10 of 16 as before, game for game.

Also tried and dropped (issue #51, December 2026; against the simple policy's Team, sides in turn):

- The Novice Officer's bonus counted while he is still with the Unit (B-2 and C-3 pay 2 PP for a Bunker taken with
  him; 0.05 a PP in the score): the computer traded him for a Specialist (``promote``) or paid Stars to send him
  away (``dismiss``) where the simple policy keeps him and takes the 2 PP. On B-2 and C-3, tuning seeds
  3000-3023: 33 of 48 where these rules score 34 (first Team's seat 20.5 where 17, second's 12.5 where 17). He costs
  a Soldier a turn, and the games turned on other things (tuning seed 3005, B-2: with the bonus it kept him two
  turns longer, then traded him all the same, and fell at the shared Bunker four times where it had won).
- The race: a playout scored as the chance of winning it, a logistic of the Team's progress less the best rival
  Team's (scale 0.15 and 0.3). On the 127 tuning games 3020-3035 (every Raid): 87.5 and 88 where these rules score
  94.5; A-3 better (six games up, one or two down), B-1 worse (five or six down, one up) and C-1 (four down).
- A Unit's strength counted up to what its Bunker costs as the Raid sets it (its DEF, the Raid's change to it, the
  mean machine-gun fire, one Soldier to spare: 36 in A-3 with Synchronized Fire's 15, 39-46 in C-2 with the Bunker
  Sentries' 24, 21 in B-1 and B-2) rather than up to :data:`SOLDIERS_FULL`, with the Novice Officer's bonus above:
  on the 127 tuning games, 97.5 where these rules score 94.5 (A-3 three up, three down; B-1 three up, four down;
  C-3 four up, two down); on the next 16 seeds (3036-3051, every Raid, 104 of the 128 paired games played before
  the screen was stopped), 79.5 where the Novice Officer's bonus alone scores 81.5. Not a gain.
"""

from __future__ import annotations

import math

from ai.dday_dice_errands import targets
from rules.dday_dice.context import Working, current_map
from rules.dday_dice.engine import ENGINE
from rules.dday_dice.policy import crosses_barriers, onward
from rules.dday_dice.state import GERMAN, DDState, Unit

SOLDIERS_FULL = 15
"""Soldiers past which more add nothing to an active Unit's score."""
DOWN_SHARE = 0.5
"""Overlord: a fallen Unit's share of the score it had standing where it fell (it comes back, a little lower).

A fallen Unit comes back with Soldiers made up and keeps its Courage, Stars and Items, so a fall may be worth more
than half. Tried at 0.75 (issue #51, December 2026, against the simple policy's Team, every Blitzkrieg Raid, sides
in turn): on tuning seeds 3020-3027, 49.5 of 64 where 0.5 scores 48; on 3028-3035, 47.0 of 64 where 47.5 (B-1 lost
twice where won, C-3 won twice where drawn); 96.5 of 128 where 95.5 in all, no better. Not kept."""
FORCE_SCALE = 4.0
"""Atlantikwall: how many forces (Soldiers and Specialists) ahead of the German make a Unit's Assault likely won."""


def value(state: DDState, side: str, seat: str) -> float:
    """The score of ``state`` for ``side`` (``units`` or ``german``) as seen by ``seat``."""
    if state.outcome is not None:
        winners = set(state.outcome["winners"])
        if state.campaign is not None:  # a lead shared with another Team is half a win
            mine = set(state.campaign.team_of(seat).seats)
            return 0.0 if not mine & winners else 1.0 if winners <= mine else 0.5
        if side == GERMAN:
            return float(GERMAN in winners)
        return float(bool(winners) and GERMAN not in winners)
    if state.campaign is not None:
        team = state.campaign.team_of(seat).seats
        units = [u for u in state.units if u.seat in team]
    else:
        units = list(state.units)
    if any(u.status == "eliminated" for u in units) and state.campaign is None:
        progress = 0.0
    else:
        progress = sum(_unit(state, u) for u in units) / max(1, len(units))
    if state.campaign is not None and rivals_out(state, seat):
        return 0.5 + 0.5 * progress
    return 1.0 - progress if side == GERMAN else progress


def rivals_out(state: DDState, seat: str) -> bool:
    """Overlord: has every Unit of the other Teams left the Raid without taking its Bunker (in safety, or out)?"""
    mine = state.campaign.team_of(seat).seats if state.campaign is not None else ()
    others = [u for u in state.units if u.seat not in mine]
    return bool(others) and all(u.status in ("safe", "eliminated") for u in others)


def _unit(state: DDState, u: Unit) -> float:
    campaign = state.campaign is not None
    if u.status == "conquered" or (u.status == "safe" and not campaign):
        return 0.95
    if u.status in ("eliminated", "destroyed", "safe") or (u.status == "down" and not campaign):
        return 0.0
    if u.status == "down":  # Overlord: it Keeps Going from a Sector or two lower, its Soldiers made up again
        return DOWN_SHARE * _active(state, u)
    return _active(state, u)


def _active(state: DDState, u: Unit) -> float:
    m = current_map(state, ENGINE.data(state), ENGINE.campaign)
    rows = [s.row for s in m.sectors]
    low, top = min(rows), max(rows)
    left = top - m.sector(u.sector).row
    if state.campaign is not None and not state.campaign.solo:
        g = Working(state, ENGINE.data(state), ENGINE.campaign)
        mine = targets(g, u)
        if len({m.sector(b).row for b in mine}) > 1:  # a lower Bunker beside the top one: count the road to it
            steps = moves_to_bunker(g, u, mine)
            left = left if steps is None else steps
    climb = max(0, top - low - left) / max(1, top - low)
    strength = min(u.soldiers + len(u.specialists), SOLDIERS_FULL) / SOLDIERS_FULL
    score = 0.1 + 0.45 * climb + 0.35 * strength
    gs = state.german
    if gs is None:
        return score
    ahead = u.soldiers + len(u.specialists) - gs.soldiers - len(gs.specialists)
    return 0.5 * score + 0.5 / (1.0 + math.exp(-ahead / FORCE_SCALE))


def moves_to_bunker(g: Working, u: Unit, mine: set[str]) -> int | None:
    """The fewest moves from ``u``'s Sector into one of the Bunkers ``mine``, as a Unit may move (never down,
    never back into a Sector it visited, not across a Barrier it cannot cross), or ``None`` with no such road."""
    m = g.map
    cross = crosses_barriers(u)
    seen = set(u.visited) | {u.sector}
    level = [u.sector]
    steps = 0
    while level:
        steps += 1
        nxt = []
        for cur in level:
            for n, _ in onward(m, cur, cross):
                if n in seen:
                    continue
                if m.sector(n).bunker:
                    if n in mine:
                        return steps
                    continue
                seen.add(n)
                nxt.append(n)
        level = nxt
    return None
