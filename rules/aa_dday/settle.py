"""Maximum Units in a Zone during a move (order cards 08 and 12): never order a move the phase cannot end on.

While a side moves, the limit of 8 land units per zone is suspended, and it applies again when the
move ends. A player can therefore fill a zone beyond 8 on the way, as long as the extra units can
still leave. Without looking ahead, one could fill every way out of such a zone with units that
have already moved (and so stay): then no move is left that fixes the zone, ``done`` is refused
for the zone, and the phase can never end.

:func:`settles` answers "can the side still end this move legally?": every land unit that may
still move either stays or makes one move it could make now, and every zone must end with at most
8. That is a transport problem, solved exactly as a small maximum flow (groups of interchangeable
units to zones with room). A move, or a player's ``done`` in the three-player game, that turns a
position that settles into one that does not is refused, and the option lists leave it out.

Fortune 08/12 "6" (units may move out of only one or two zones) is not part of the flow: with it,
a solution the flow finds may need moves out of more zones than allowed, so the check is a
necessary condition only there. Games begun before ruleset aa-dday/4 do not look ahead
(:func:`rules.aa_dday.versions.looks_ahead`), so their logs replay unchanged.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from rules.aa_dday.board import BOARD
from rules.aa_dday.common import LIMIT, nation_seat
from rules.aa_dday.reach import check_path, movable, out_key, own_mobile_keys, two_steps
from rules.aa_dday.state import AAState, stack_count

Group = tuple[str, str]
"""A zone and a unit key: units of one kind in one zone, interchangeable for the limit."""


def _max_flow(supply: dict[Group, int], reach: dict[Group, list[str]], room: dict[str, int]) -> int:
    """Units of ``supply`` that can be placed in zones of ``reach`` within ``room`` (augmenting paths)."""
    flow: dict[tuple[Group, str], int] = {}
    used: dict[str, int] = {}
    sent: dict[Group, int] = {}
    total = 0
    while True:
        # Breadth-first search from the source over the residual graph; nodes are groups and zones.
        parent: dict[Any, Any] = {}
        queue: deque[Any] = deque()
        for g, s in supply.items():
            if sent.get(g, 0) < s:
                parent[("g", g)] = None
                queue.append(("g", g))
        end = None
        while queue and end is None:
            node = queue.popleft()
            if node[0] == "g":
                for z in reach[node[1]]:
                    key = ("z", z)
                    if key not in parent:
                        parent[key] = node
                        if used.get(z, 0) < room.get(z, 0):
                            end = key
                            break
                        queue.append(key)
            else:
                z = node[1]
                for (g, dz), f in flow.items():
                    if dz == z and f > 0 and ("g", g) not in parent:
                        parent[("g", g)] = node
                        queue.append(("g", g))
        if end is None:
            return total
        # Bottleneck along the path, then push it.
        path = []
        node = end
        while node is not None:
            path.append(node)
            node = parent[node]
        path.reverse()
        start_group = path[0][1]
        amount = min(supply[start_group] - sent.get(start_group, 0), room[end[1]] - used.get(end[1], 0))
        for a, b in zip(path, path[1:]):
            if a[0] == "z":  # a zone back to a group: undo part of that group's flow there
                amount = min(amount, flow[(b[1], a[1])])
        for a, b in zip(path, path[1:]):
            if a[0] == "g":
                flow[(a[1], b[1])] = flow.get((a[1], b[1]), 0) + amount
            else:
                flow[(b[1], a[1])] -= amount
        sent[start_group] = sent.get(start_group, 0) + amount
        used[end[1]] = used.get(end[1], 0) + amount
        total += amount


def _still_moving(w: AAState, p: dict[str, Any], key: str, done_seat: str | None) -> bool:
    """Whether units of ``key`` may still move: their player has not said ``done`` (three players)."""
    if p["side"] != "allies":
        return True
    seat = nation_seat(w, key[:2])
    return seat != done_seat and (w.options.get("players") != "3" or seat in p["seats"])


def settles(w: AAState, p: dict[str, Any], done_seat: str | None = None) -> bool:
    """True when the mover can still end this move with at most 8 land units in every zone.

    ``done_seat``: a player whose units are counted as staying (the check of that player's ``done``).
    """
    side = p["side"]
    zones = BOARD.zone_set
    if not any(z in zones and stack_count(u, side) > LIMIT for z, u in w.units.items()):
        return True  # every unit may simply stay
    keys = own_mobile_keys(side)
    supply: dict[Group, int] = {}
    room: dict[str, int] = {}
    for z in BOARD.zone_ids:
        units = w.units.get(z) or {}
        free = 0
        for key in keys:
            n = movable(w, p, z, key) if units.get(key) and _still_moving(w, p, key, done_seat) else 0
            if n > 0:
                supply[(z, key)] = n
                free += n
        room[z] = LIMIT - (stack_count(units, side) - free)
        if room[z] < 0:
            return False  # more than 8 that can no longer leave
    two = two_steps(w, p)
    reach: dict[Group, list[str]] = {}
    for (z, key) in supply:
        dests = [z]
        for d in BOARD.adj[z]:
            if d in zones and check_path(w, p, z, None, d, False) is None:
                dests.append(d)
        if key.endswith(":tank") or two:
            for via in BOARD.adj[z]:
                for d in BOARD.adj.get(via, ()):
                    if d in zones and d not in dests and check_path(w, p, z, via, d, True) is None:
                        dests.append(d)
        reach[(z, key)] = dests
    return _max_flow(supply, reach, room) == sum(supply.values())


def settles_after_move(w: AAState, p: dict[str, Any], frm: str, to: str, want: dict[str, int]) -> bool:
    """:func:`settles` for the position after ``want`` (unit key -> count) moves from ``frm`` to ``to``."""
    side = p["side"]
    n = sum(want.values())
    zones = BOARD.zone_set
    if stack_count(w.units.get(to) or {}, side) + n <= LIMIT and not any(
        z in zones and z != to and stack_count(u, side) > LIMIT + (n if z == frm else 0) for z, u in w.units.items()
    ):
        return True  # no zone over 8 after the move: every unit may simply stay (the common case, no copies)
    units = dict(w.units)
    src = dict(units.get(frm) or {})
    dst = dict(units.get(to) or {})
    for key, n in want.items():
        left = src.get(key, 0) - n
        if left > 0:
            src[key] = left
        else:
            src.pop(key, None)
        dst[key] = dst.get(key, 0) + n
    units[frm], units[to] = src, dst
    over = any(z in BOARD.zone_set and stack_count(u, side) > LIMIT for z, u in units.items())
    if not over:
        return True
    moved = dict(p["moved"])
    arrived = dict(moved.get(to) or {})
    for key, n in want.items():
        arrived[key] = arrived.get(key, 0) + n
    moved[to] = arrived
    q = {**p, "moved": moved}
    if p.get("out") is not None:
        out = {k: list(v) for k, v in p["out"].items()}
        for key in want:
            used = out.setdefault(out_key(side, key), [])
            if frm not in used:
                used.append(frm)
        q["out"] = out
    after = w.model_copy(update={"units": units})
    return settles(after, q)
