"""The Allied forces assigned to the goal each missing city needs (issue #51), for the progress term of
:func:`ai.aa_eval.evaluate` when the side's :attr:`ai.aa_eval.Weights.assign` is on (the Allies' only).

Without it every Allied land unit is pulled toward the *nearest* city still missing, so the U.S. army piled on
Cherbourg and then walked four or five turns to St. Lô, while Caen and St. Lô were attacked by whatever stood
nearest. Here each missing city first gets a **need** (:func:`force_needs`): the Allied land units it takes to clear
it and hold it, from its German defenders and the German reserve next door that refills it and counter-attacks,
capped at two waves of the zone's limit (an attack brings eight at most, a second wave follows). Then the Allied
stacks are **assigned** (:func:`assigned_distance`): nearest first, each (stack, city) pair cheapest in zones (so in
turns) fills that city's need until it is met; a stack counts toward one city per unit, so a U.S. stack near
Cherbourg fills Cherbourg's need and the next one goes on to St. Lô rather than join a force already large enough.
Units beyond every need go to the nearest missing city, as before.

The needs are fixed by the decision's starting position (as :func:`ai.aa_eval.goals` is), and the assignment is
recomputed for each candidate's units (a transport problem, solved greedily by distance): a move toward a city
whose need is not yet met lowers the summed distance, a move that only adds to a force already large enough does not.

**Measured** (issue #51, the mirror match on the tuning seeds, one process; the main branch before it: 147 Allied wins
of 400 on 5000-5399, St. Lô held at a turn's end in 266): with the progress weight as it was (0.18), 78 of 200 on
5000-5199 and 69 on 5200-5399, so 147 of 400 again, St. Lô in 293; read game by game, the British stacks beyond
Caen's need now went on to St. Lô and Caen fell later. Kept with the progress weighing 0.25
(:data:`ai.aa_eval.ALLIED_WEIGHTS`): 88 + 69 = 157 of 400 (+2.5 points, within the noise of 400 games), St. Lô in 296
(+7.5 points). The heavier progress pays only with the assignment: toward the nearest missing city at 0.25, 61 of
200 on 5000-5199, St. Lô in 126 (88 and 149 assigned). Tried and dropped: the British filling Caen's need first wherever they stand (72 of 200 on 5000-5199), the progress
weighing 0.32 (78 of 200). The needs are mostly at their cap from turn 3 on (all three cities hold or border eight
Germans), so the assignment splits the Allied army evenly over the cities still missing.

Also tried beside it (branch ``ai-aa7``): the computer placing the U.S. reinforcements itself (Utah while Cherbourg
is a goal, then the box nearest the missing city that needs them, Omaha for St. Lô). Alone, 153 of 400 where the
standing order's ``fill`` won 147 (St. Lô in 278); with this assignment, 157 of 400 as the assignment alone (St. Lô
in 301 where 296), so it was not merged. With the assignment, the Allies' trade weight at 1.15 won 152 of 400 and at
1.5 won 140 (1.3 kept: 157); the Allied bombers aimed at the missing cities and the zones next to them (twice the
weight) won 145 (St. Lô in 314).

Tried for tempo and dropped (issue #51, December 2026, the mirror on tuning seeds 5000-5134, stopped there since both
were clearly below; the main branch on the same 135 games: 58 wins, St. Lô held in 104): (a) each missing city's
reserve counting the German reinforcements expected at the next placement (about seven a chart, filling the entry
zones in board order) within two zones of it, so that St. Lô's need is at its cap from turn 1 and the stacks landed
at Utah, three zones from Cherbourg and from St. Lô, go toward St. Lô sooner: 53 wins, St. Lô in 95, and St. Lô first
held at a turn's end on turn 9.04 on average (a game that never held it counted as 11) where 8.87 (branch ``aa2``
measured a close variant on 200 games, the arrivals read into the needs and the later chance: see
:data:`ai.aa_eval.ALLIED_WEIGHTS`); (b) a city's need
capped at one wave of the zone's limit plus its free reserve (:data:`NEED_CAP` at most), so that Cherbourg, which no
German reinforcement reaches, draws fewer U.S. units than the cap of two waves: 52 wins, St. Lô in 100, Cherbourg
first held on turn 7.81 where 7.13 and St. Lô on 8.74 where 8.87: the U.S. units sent on from the Cotentin make
Cherbourg later by more than they make St. Lô sooner.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ai.aa_battle import LIMIT

NEED_DEFENDER = 2.0
"""Allied land units needed per German land unit in the city (a blockhouse counts half: it hits on 1)."""
NEED_RESERVE = 0.75
"""Allied land units needed per German unit of the reserve free to move into the city (:func:`ai.aa_eval._reserve`)."""
NEED_BASE = 2.0
"""Allied land units needed by any missing city, even an empty one: a garrison to hold it against a counter-attack."""
NEED_CAP = 2 * LIMIT
"""At most two waves of the zone's limit: one attack and the follow-up that replaces its losses."""


def force_needs(units: Mapping[str, Mapping[str, int]], reserve: Mapping[str, tuple[int, int, int, int]],
                missing: Sequence[str]) -> tuple[tuple[str, float], ...]:
    """Each city of ``missing`` with the Allied land units it needs: :data:`NEED_BASE`, :data:`NEED_DEFENDER` per
    German unit in it, :data:`NEED_RESERVE` per unit of its free German ``reserve``, at most :data:`NEED_CAP`."""
    out = []
    for c in missing:
        u = units.get(c) or {}
        g = u.get
        defenders = g("de:inf", 0) + g("de:art", 0) + g("de:tank", 0) + 0.5 * g("de:bh", 0)
        comers = sum(reserve.get(c, (0, 0, 0, 0))[:3])
        out.append((c, min(float(NEED_CAP), NEED_BASE + NEED_DEFENDER * defenders + NEED_RESERVE * comers)))
    return tuple(out)


def assigned_distance(allied_at: Sequence[tuple[str, int]], needs: tuple[tuple[str, float], ...],
                      dist: Mapping[str, Mapping[str, int]]) -> float:
    """The summed zones between the Allied land units ``allied_at`` (zone, count) and the city each is assigned to:
    pairs (units, city) nearest first, each filling what is left of the city's need; units beyond every need count
    their distance to the nearest city of ``needs``."""
    if not needs:
        return 0.0
    here: dict[str, int] = {}
    for z, n in allied_at:
        here[z] = here.get(z, 0) + n
    zones = sorted(here)
    left = [need for _, need in needs]
    pairs = sorted((dist[z][c], i, j) for i, z in enumerate(zones) for j, (c, _) in enumerate(needs))
    rem = [float(here[z]) for z in zones]
    total = 0.0
    for d, i, j in pairs:
        if rem[i] <= 0.0 or left[j] <= 0.0:
            continue
        take = min(rem[i], left[j])
        total += take * d
        rem[i] -= take
        left[j] -= take
    for i, z in enumerate(zones):
        if rem[i] > 0.0:
            total += rem[i] * min(dist[z][c] for c, _ in needs)
    return total

