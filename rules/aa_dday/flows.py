"""The transport problem of :mod:`.zone_capacity`'s lookahead, solved exactly as a small maximum flow: groups of
interchangeable units (a zone and a unit key), each sent to zones it reaches, within each zone's room."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any

Group = tuple[str, str]
"""A zone and a unit key: units of one kind in one zone, interchangeable for the limit."""

Flow = dict[tuple[Group, str], int]
"""A placement: units of each group placed in each zone."""


def max_flow(
    supply: dict[Group, int], reach: Callable[[Group], list[str]], room: dict[str, int]
) -> tuple[int, Flow, dict[str, int]]:
    """Units of ``supply`` that can be placed in zones ``reach(group)`` within ``room`` (augmenting paths).

    ``reach`` is asked only about the groups the search gets to (most stay where they are).

    Returns how many, the placement (group, zone) -> units, and the units placed per zone.
    """
    placed: dict[str, dict[Group, int]] = {}
    used: dict[str, int] = {}
    sent: dict[Group, int] = {}
    total = 0
    # Start from "everybody stays" as far as each zone has room: only the excess is left to route.
    for g, s in supply.items():
        z = g[0]
        keep = min(s, room.get(z, 0) - used.get(z, 0))
        if keep > 0:
            placed.setdefault(z, {})[g] = keep
            used[z] = used.get(z, 0) + keep
            sent[g] = keep
            total += keep
    total = augment(supply, reach, room, placed, used, sent, total)
    return total, {(g, z): f for z, gs in placed.items() for g, f in gs.items() if f > 0}, used


def augment(
    supply: dict[Group, int],
    reach: Callable[[Group], list[str]],
    room: dict[str, int],
    placed: dict[str, dict[Group, int]],
    used: dict[str, int],
    sent: dict[Group, int],
    total: int,
) -> int:
    """Augment a feasible placement (``placed``: zone -> group -> units; ``used``, ``sent`` and ``total`` its
    sums) in place until no unit of ``supply`` left unplaced can be placed; return how many are placed then:
    the maximum, whatever placement it starts from (Ford-Fulkerson)."""
    while True:
        # Breadth-first search over the residual graph: a group may go to any zone it reaches, and a zone
        # may hand back a group placed in it. It ends at a zone with room left.
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
                for z in reach(node[1]):
                    key = ("z", z)
                    if key not in parent:
                        parent[key] = node
                        if used.get(z, 0) < room.get(z, 0):
                            end = key
                            break
                        queue.append(key)
            else:
                for g, f in placed.get(node[1], {}).items():
                    if f > 0 and ("g", g) not in parent:
                        parent[("g", g)] = node
                        queue.append(("g", g))
        if end is None:
            return total
        path = []
        node = end
        while node is not None:
            path.append(node)
            node = parent[node]
        path.reverse()
        start_group = path[0][1]
        amount = min(supply[start_group] - sent.get(start_group, 0), room[end[1]] - used.get(end[1], 0))
        for x, y in zip(path, path[1:]):
            if x[0] == "z":  # a zone hands back part of a group placed in it
                amount = min(amount, placed[x[1]][y[1]])
        for x, y in zip(path, path[1:]):
            if x[0] == "g":
                at = placed.setdefault(y[1], {})
                at[x[1]] = at.get(x[1], 0) + amount
            else:
                placed[x[1]][y[1]] -= amount
        sent[start_group] = sent.get(start_group, 0) + amount
        used[end[1]] = used.get(end[1], 0) + amount
        total += amount
