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

Once every other Team's Unit is done with the Raid (in its Bunker, in safety or out), what they score is settled
and the seat's Team's entry decides the Raid: a position scores half by progress and half by the result if the
Team's Units entered their Bunker now (:func:`entering_now`, the rules' own Performance lines). Before this (issue
#51) a Unit second into its Bunker was scored by its climb and strength alone: on tuning seed 3000 (A-3, as Baker)
the rival entered on turn 8 with 4 Soldiers and 11 Courage, ours stood lower on the map with 27 and 14, climbed and
gathered for 16 more turns and drew the Raid 10-10 (it lacked one line: every Regular Specialist rallied, or 20
Item Points). With it, that game is still drawn (no line within two turns' reach wins it), and three other tuning
games (A-3, seeds 3003-3004) end as before: its effect is in the reporting figures of :mod:`bench.ai_dice`.
"""

from __future__ import annotations

import math

from ai.dday_dice_errands import targets
from rules.dday_dice.context import Working, current_map
from rules.dday_dice.engine import ENGINE
from rules.dday_dice.overlord import campaign
from rules.dday_dice.policy import expected_loss
from rules.dday_dice.state import GERMAN, DDState, Unit

SOLDIERS_FULL = 15
"""Soldiers past which more add nothing to an active Unit's score."""
DOWN_SHARE = 0.5
"""Overlord: a fallen Unit's share of the score it had standing where it fell (it comes back, a little lower)."""
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
    if state.campaign is not None and rivals_done(state, seat):
        return 0.5 * entering_now(state, seat) + 0.5 * progress
    return 1.0 - progress if side == GERMAN else progress


def rivals_out(state: DDState, seat: str) -> bool:
    """Overlord: has every Unit of the other Teams left the Raid without taking its Bunker (in safety, or out)?"""
    mine = state.campaign.team_of(seat).seats if state.campaign is not None else ()
    others = [u for u in state.units if u.seat not in mine]
    return bool(others) and all(u.status in ("safe", "eliminated") for u in others)


def rivals_done(state: DDState, seat: str) -> bool:
    """Overlord: is every Unit of the other Teams done with the Raid (its Bunker taken, in safety, or out), so that
    what they score is settled and only the seat's own Team's entry is still to come?"""
    mine = state.campaign.team_of(seat).seats if state.campaign is not None else ()
    others = [u for u in state.units if u.seat not in mine]
    return bool(others) and all(u.status in ("conquered", "safe", "eliminated") for u in others)


def entering_now(state: DDState, seat: str) -> float:
    """Overlord, every rival done (:func:`rivals_done`): the Raid's result for the seat's Team (1 won, 1/2 a shared
    lead, 0 lost) if each of its Units still racing took its Bunker this turn, with what it holds less the Soldiers a
    turn in that Bunker should cost, and the Raid were scored by the rules' own lines. The race is over, so the
    Team's entry decides the Raid: enter while that wins, build up Soldiers, Courage, Item Points while it does not
    (measured: a Unit second by 16 turns drew a Raid it held more Soldiers and Courage for from its rival's entry
    on, having gathered for the Bunker's climb instead of entering)."""
    g = Working(state, ENGINE.data(state))
    c = state.campaign
    assert c is not None
    for u in state.units:
        if u.seat not in c.team_of(seat).seats or u.status not in ("active", "down"):
            continue
        mine = sorted(targets(g, u)) or [s.id for s in g.map.sectors if s.bunker]
        cost = expected_loss(g, u, mine[0]) if u.status == "active" else float(u.soldiers)
        g.update(u.seat, status="conquered", done=True, bunker=mine[0], soldiers=max(1, int(u.soldiers - cost)))
    if any(u.status in ("active", "down") for u in g.s.units):
        return 0.0
    campaign.check(g)
    if g.s.outcome is None:
        return 0.0
    winners = set(g.s.outcome["winners"])
    team = set(c.team_of(seat).seats)
    return 0.0 if not team & winners else 1.0 if winners <= team else 0.5


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
    m = current_map(state, ENGINE.data(state))
    rows = [s.row for s in m.sectors]
    low, top = min(rows), max(rows)
    climb = (m.sector(u.sector).row - low) / max(1, top - low)
    strength = min(u.soldiers + len(u.specialists), SOLDIERS_FULL) / SOLDIERS_FULL
    score = 0.1 + 0.45 * climb + 0.35 * strength
    gs = state.german
    if gs is None:
        return score
    ahead = u.soldiers + len(u.specialists) - gs.soldiers - len(gs.specialists)
    return 0.5 * score + 0.5 / (1.0 + math.exp(-ahead / FORCE_SCALE))
