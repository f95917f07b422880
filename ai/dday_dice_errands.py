"""Overlord errands: what a Raid's own rules make a Unit do somewhere on the map before its Team may enter its
Bunker, and the road there (:func:`choose`).

The simple policy and two-turn playouts only know "up the map to a Bunker", so a Raid whose Bunker stays shut
until something is fetched elsewhere is never won by either:

- Fanatical Defenders (A-1): the Team's first Unit into its Bunker carries the Team's Flame-Thrower, found only in
  one Sector of the neighbouring Column (``find flame-thrower`` in Phase 4, 18 Item Points; with fewer, an empty
  one that makes the Bunker 10 DEF harder: taken all the same, since that Sector is no place to wait for Tools);
- Colonel von Kraut and Halt! Password! (C-2): nobody enters before the Team gives its Password at its Column's
  Sentries (``password`` in Phase 2), and the Password comes from a Colonel captured in a second-row Sector of
  another Column (``kraut`` in Phase 4, 4 Stars);
- Run, Couriers, Run! (A-2): not a condition but Performance Points on the way (3 to the first Team that captures
  a courier, 2 to the second): while the courier in the Team's own Column waits and a road through it is at most
  a Sector longer than the straight one (:data:`COURIER_DETOUR`), that road is the Unit's. No order is given there (standing in the Sector at a Phase 6 captures it), so the search
  still decides when to move on, among the moves that keep the courier on the road (:func:`road_moves`).

An errand is a Sector (any of several) and the order to give there. :func:`route` finds the cheapest road that
runs through each errand in turn and then into a Bunker the Unit may take (its Team's, or the one a Raid rule
names), as the rules let a Unit move: never down, never back into a Sector visited since it last fell, not across
a Barrier it cannot cross nor where a Raid rule keeps it out (Minophobia's Land Mines); only where an errand leaves
it in a corner, by falling there and Keeping Going from below. A Sector's cost is the Soldiers a turn there takes
(its DEF and the mean of its machine-gun fire). :func:`choose` walks that road: it gives the order on the spot,
waits there until it can (Stars for the Colonel), keeps its Item Points for the Flame-Thrower and its Stars for
the Colonel on the way, and moves on only with the Soldiers to spare that the simple policy asks for (else it
gathers where it stands when that is cheap). In every Raid, :func:`road_moves` drops the moves that leave no road
(the simple policy counts any Bunker, and walks into the dead end below another Team's), :func:`cornered` sends a
Unit with no road left where it falls soonest, and :func:`retreat` brings a fallen Unit back with the Stars its
road's Specialists cost. Everything it reads is public: the map, the Raid's marks, the Unit's own card.

The courier (issue #51, December 2026): a computer Unit first into its Bunker lost A-2 to a simple rival that came
in later with more Soldiers and Courage and the courier it passed on the way (tuning seed 3009: 10 PP to 12; with
the courier's road, 15 to 9). On the 13 A-2 games of the tuning seeds (3001-3097, against the simple policy's Team,
sides in turn): 0.846 where it scored 0.615 (first Team's seat 0.75 where 0.25; second's 0.93 as before), no game
worse; with any detour allowed, 0.81 (tuning seed 3049: a Charlie two Sectors off its courier waited, walked there
and drew a Raid it won going straight in).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.dday_dice import policy
from rules.dday_dice.context import Working
from rules.dday_dice.overlord import fanatical_defenders as FD
from rules.dday_dice.overlord import keep_going, raid_c2, raids
from rules.dday_dice.overlord.battle_map import column_of
from rules.dday_dice.overlord.raid_flags import flags
from rules.dday_dice.state import Unit

MAX_NODES = 5000
"""Road search bound, per search (a Raid's map has a few dozen Sectors; this is a safety net)."""
FALL = "fall"
"""In a road, where the Unit falls and Keeps Going (the Sector after it is where it comes back)."""
FALL_COST = 30.0
"""What a fall costs a road (only roads that must fall are weighed against each other)."""


COURIER_RAID = "a2"
"""Run, Couriers, Run! (A-2): a courier still waiting in the Team's own Column is on the road (:func:`errands`)."""
COURIER_DETOUR = 1
"""Sectors a road through the courier may add to the straight road (more, and the rival takes the first Unit's
lines meanwhile: on tuning seed 3049 a Charlie two Sectors off its courier waited, walked there and drew a Raid it won
going straight in)."""

ERRAND_RULES = (raid_c2.HALT,)
"""Raid rules whose entry conditions are errands (:func:`errands`), so a road may plan past them."""


@dataclass(frozen=True)
class Errand:
    sectors: frozenset[str]
    """Where it may be done (any one of them)."""
    order: str
    """The option to give there; empty for a Sector that is only walked through (A-2's courier, taken by standing
    there)."""
    ready: bool
    """``False`` while the Unit cannot give the order yet (it waits on the spot)."""


def errands(g: Working, u: Unit) -> tuple[Errand, ...]:
    """The errands still open to ``u``'s Team, in the order they must be run."""
    c = g.s.campaign
    if c is None or c.solo or u.status != "active":
        return ()
    team = c.team_of(u.seat)
    if FD.in_play(g):
        if f"ft_found:{team.number}" in flags(g) or FD.FT in u.items:
            return ()
        return (Errand(frozenset({FD.ft_sector(g, team.column)}), f"find {FD.FT}", True),)
    if c.raid_id == raid_c2.RAID and raid_c2.matched(g, team.number) is None:
        out: list[Errand] = []
        if raid_c2.password(g, team.number) is None:
            rows = frozenset(s.id for s in g.map.sectors if s.row == 2 and column_of(s.id) != team.column)
            out.append(Errand(rows, "kraut", u.stars >= raid_c2.KRAUT_STARS))
        spot = raid_c2.sentries(g).get(team.column)
        if spot is not None:
            out.append(Errand(frozenset({spot}), "password", True))
        return tuple(out)
    if c.raid_id == COURIER_RAID:
        spots = frozenset(s for s, kind in c.raid_tokens if kind == "courier" and column_of(s) == team.column)
        leg = Errand(spots, "", True)
        if spots and u.sector not in spots:
            via = _route(g, u, (leg,), False, True)
            direct = _route(g, u, (), False, True)
            if via is not None and (direct is None or len(via) <= len(direct) + COURIER_DETOUR):
                return (leg,)
    return ()


def _cost(g: Working, u: Unit, sid: str) -> float:
    return policy.expected_loss(g, u, sid) + (2.0 if set(g.map.sector(sid).require) - set(u.specialists) else 0.0)


def route(g: Working, u: Unit, legs: tuple[Errand, ...]) -> list[str] | None:
    """The cheapest road (the Sectors to enter, in order) through every errand of ``legs`` and then into a Bunker
    ``u`` may take (:func:`targets`), or ``None`` if there is none. Only if no road walks it all, one that falls once where an
    errand leaves the Unit in a corner (:data:`FALL`, then the Sector it comes back to)."""
    for falls in (False, True) if legs else (False,):
        for prune in (True, False):
            road = _route(g, u, legs, falls, prune)
            if road is not None:
                return road
    return None


def targets(g: Working, u: Unit) -> set[str]:
    """The Bunkers ``u`` may take: its Team's Column's, unless a Raid rule names others (Tonga, Tonga, Tonga!)."""
    bunkers = [s.id for s in g.map.sectors if s.bunker]
    if raids.has_objective(g):
        return {b for b in bunkers if raids.objective_refusal(g, u, b) is None}
    assert g.s.campaign is not None
    column = g.s.campaign.team_of(u.seat).column
    return {b for b in bunkers if column_of(b) == column}


def _route(g: Working, u: Unit, legs: tuple[Errand, ...], falls: bool, prune: bool) -> list[str] | None:
    """A depth-first search of the roads; with ``prune``, a Sector reached again at the same stage of the errands
    for no less than before is not explored again (fast, and right but for a road that must spare the Sectors the
    cheaper arrival visited: :func:`route` then searches without it)."""
    m = g.map
    mine = targets(g, u)
    cross = policy.crosses_barriers(u)
    best: list[tuple[float, list[str]]] = []
    nodes = 0
    refused: dict[tuple[str, str], bool] = {}

    def barred(cur: str, n: str) -> bool:
        """A Raid rule keeps the Unit out of ``n`` from ``cur`` (Minophobia's Land Mines, Tonga's Barriers), but
        for the conditions the errands meet on the way."""
        if (cur, n) not in refused:
            refused[cur, n] = raids.enter_refusal(g, u.model_copy(update={"sector": cur}), n, ERRAND_RULES) is not None
        return refused[cur, n]

    def done_legs(sid: str, i: int) -> int:
        while i < len(legs) and sid in legs[i].sectors:
            i += 1
        return i

    reached: dict[tuple[str, int, bool], float] = {}

    def walk(cur: str, i: int, seen: set[str], cost: float, path: list[str], fell: bool) -> None:
        nonlocal nodes
        nodes += 1
        if nodes > MAX_NODES or (best and cost >= best[0][0]):
            return
        if prune:
            if reached.get((cur, i, fell), float("inf")) <= cost:
                return
            reached[cur, i, fell] = cost
        if i == len(legs) and cur in mine:
            best[:] = [(cost, list(path))]
            return
        here = m.sector(cur)
        if here.bunker:
            return
        if not fell and i > 0 and cur in legs[i - 1].sectors:
            for back in _landings(g, cur):  # an errand run into a corner: fall there, Keep Going from below
                walk(back, i, {back}, cost + FALL_COST, path + [FALL, back], True)
        for n, _ in policy.onward(m, cur, cross):
            if n in seen or barred(cur, n):
                continue
            if m.sector(n).bunker and (n not in mine or i < len(legs)):
                continue
            seen.add(n)
            path.append(n)
            walk(n, done_legs(n, i), seen, cost + _cost(g, u, n), path, fell)
            path.pop()
            seen.discard(n)

    walk(u.sector, done_legs(u.sector, 0), set(u.visited) | {u.sector}, 0.0, [], not falls)
    return best[0][1] if best else None


def choose(g: Working, u: Unit, options: list[str], base: str) -> str | None:
    """The errand's step for ``u`` now, or ``None`` when no errand is open (or none can be run from here: the
    computer's other rules decide). ``base`` is the simple policy's pick, overruled where it would spend what the
    errand needs: no other find before the Flame-Thrower's, no rally before the Colonel's capture."""
    legs = errands(g, u)
    if not legs or u.owed:
        return None
    first = legs[0]
    if not first.order:
        return None  # a courier: the search walks there, among the moves that keep it on the road (road_moves)
    here = u.sector in first.sectors
    if here and first.ready and first.order in options:
        return first.order
    if g.s.phase == 4 and first.order != base and (
            (first.order.startswith("find ") and base.startswith("find "))
            or (first.order == "kraut" and base.startswith("rally "))):
        return "done" if "done" in options else None  # Item Points or Stars kept for the errand
    if here:
        if g.s.phase == 5 and "stay" in options:
            return "stay"  # wait here for the Stars or the dice the order needs
        return None
    if g.s.phase != 5:
        return None
    road = route(g, u, legs)
    if not road:
        return None
    if road[0] == FALL:
        return cornered(g, u, options)
    step = f"move {road[0]}"
    if step not in options:
        return "stay" if "stay" in options else None  # a Specialist to rally first, or Courage to gather
    if "stay" not in options:
        return step
    return "stay" if policy.builds_up(g, u, road[0]) else step


def on_road(g: Working, u: Unit, dest: str) -> bool:
    """Whether moving ``u`` to ``dest`` keeps a road open through its errands into a Bunker it may take (the simple
    policy counts any Bunker, and walks into a dead end below another Team's)."""
    moved = u.model_copy(update={"sector": dest, "visited": (*u.visited, dest)})
    return route(g, moved, errands(g, u)) is not None


def road_moves(g: Working, u: Unit, options: list[str]) -> list[str]:
    """``options`` without the moves that leave no road to a Bunker ``u`` may take. While a road is open from here but
    its next step is not (a Specialist to rally first), that may leave only ``stay``; with no road from here,
    ``options`` unchanged."""
    moves = [o for o in options if o.startswith("move ")]
    dead = [o for o in moves if not on_road(g, u, o.split()[1])]
    if not dead or (len(dead) == len(moves) and ("stay" not in options or route(g, u, errands(g, u)) is None)):
        return options
    return [o for o in options if o not in dead]


def retreat(g: Working, u: Unit, options: list[str], base: str) -> str | None:
    """Keep Going!: the simple policy's return (where the most Soldiers are gained), with as much of the Sector's
    number in Stars as rallying the Specialists its road asks for will cost (the simple policy takes it all in
    Courage, and then cannot rally the Medic or Scout a Sector on the road requires)."""
    words = base.split()
    if len(words) < 2 or words[0] != "retreat" or words[1] == "none" or "stars" in words:
        return None
    dest = words[1]
    back = u.model_copy(update={"sector": dest, "visited": (dest,), "status": "active"})
    road = route(g, back, errands(g, back)) or []
    held = set(u.specialists) | ({words[words.index("keep") + 1]} if "keep" in words else set())
    wanted = {r for sid in road if sid != FALL for r in g.map.sector(sid).require if r not in held}
    cost = sum(g.d.specialists[r].stars for r in wanted if r in g.d.specialists) - u.stars
    for n in range(max(0, cost), 0, -1):
        if f"{base} stars {n}" in options:
            return f"{base} stars {n}"
    return None


def _landings(g: Working, sid: str) -> list[str]:
    """Where a Unit fallen in ``sid`` may Keep Going from: a Sector or two below it, in its Column."""
    return keep_going.landings(g, keep_going.down(g, sid))


def cornered(g: Working, u: Unit, options: list[str]) -> str | None:
    """No road into a Bunker it may take is left from here (every way on was visited, or leads elsewhere) but one
    opens after a fall: the Unit goes where it falls soonest, to Keep Going from lower down with its visits wiped.
    ``None`` if it has a road, or a fall would not open one either (a Barrier it cannot cross)."""
    if g.s.phase != 5 or route(g, u, ()) is not None:
        return None
    if not any(route(g, u.model_copy(update={"sector": x, "visited": (x,)}), ()) is not None
               for x in _landings(g, u.sector)):
        return None
    ways = [o for o in options if o == "stay" or o.startswith("move ")]
    if not ways:
        return None

    def loss(o: str) -> float:
        return policy.staying_loss(g, u) if o == "stay" else policy.expected_loss(g, u, o.split()[1])

    return max(ways, key=loss)
