"""Which units take hits when nobody has to choose: forced assignments and the default orders.

Pure functions on pools (``{location: {unit key: count}}``): :func:`forced`
finds the assignment when there is no real choice, :func:`auto_assign` the one
a standing order makes (cheapest own units first, or most valuable targets
first); :mod:`.hits` and :mod:`.standing` use them.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.aa_dday.board import BOARD
from rules.aa_dday.pending import HitGroup
from rules.aa_dday.state import AAState, at

#: Casualty order when the owner chooses (cheapest first).
CHEAP = {"axis": ("inf", "art", "tank", "bh"), "allies": ("inf", "art", "tank")}


#: Target order when the attacker chooses (most valuable first).
VALUE = {"axis": ("tank", "art", "bh", "inf"), "allies": ("tank", "art", "inf")}


def forced(n: int, pool: dict[str, dict[str, int]]) -> list[tuple[str, str, int]] | None:
    """The assignment when there is no real choice, else ``None``."""
    entries = [(loc, key, c) for loc, units in pool.items() for key, c in units.items() if c > 0]
    total = sum(c for _, _, c in entries)
    if n >= total:
        return entries
    if len(entries) == 1:
        loc, key, _ = entries[0]
        return [(loc, key, n)]
    return None


def pick_default(groups: Sequence[HitGroup], pick: str, seat_side: str) -> list[tuple[str, dict[str, int]]]:
    """The default assignment: cheapest own units first, or most valuable targets first."""
    order = CHEAP[seat_side] if pick == "cheap" else VALUE[seat_side]
    return auto_assign(groups, order)


def _loc_key(loc: str) -> tuple[int, int]:
    if loc.isdigit():
        return (0, int(loc))
    return (1, BOARD.box_ids.index(loc) if loc in BOARD.box_ids else 0)


def _default_loc_order(loc: str) -> tuple[int, int]:
    # naval bombardment: blockhouses that fire to sea are the most valuable targets
    arc = 0 if BOARD.arcs.get(loc) else 1
    return (arc, *_loc_key(loc))


def pool_from(w: AAState, locs: Sequence[str], keys: Sequence[str]) -> dict[str, dict[str, int]]:
    """The units a queued hit step may take (``keys`` at ``locs``), read from the board when the step comes up."""
    return {loc: {k: at(w, loc).get(k, 0) for k in keys} for loc in locs}


def pick_mode(ctx: str) -> str:
    """``cheap`` when the owner picks its losses, ``value`` when the shooter picks targets."""
    return "cheap" if ctx in ("airborne", "combat") else "value"


def auto_assign(
    groups: Sequence[HitGroup],
    order: tuple[str, ...],
    *,
    keep_one: bool = False,
    nation_first: str | None = None,
) -> list[tuple[str, dict[str, int]]]:
    """Assign every group's hits: by unit type in ``order``; places in board order (blockhouses with an
    arc first); with ``keep_one``, leave a unit in each place as long as possible; among nations,
    ``nation_first`` or else the one with the most units of the type."""
    out: dict[str, dict[str, int]] = {}
    types = order + tuple(t for t in ("inf", "art", "tank", "bh", "fighter", "bomber") if t not in order)
    for g in groups:
        n = g.n
        locs = sorted(g.pool, key=_default_loc_order)
        pools = {loc: dict(g.pool[loc]) for loc in locs}

        def take(loc: str, limit: int, pools: dict[str, dict[str, int]] = pools) -> int:
            pool = pools[loc]
            took = out.setdefault(loc, {})
            done = 0
            for typ in types:
                while done < limit:
                    if nation_first is not None and pool.get(f"{nation_first}:{typ}", 0) > 0:
                        key = f"{nation_first}:{typ}"
                    else:
                        cands = [(pool.get(f"{nat}:{typ}", 0), -i, nat) for i, nat in enumerate(("de", "uk", "us"))]
                        best = max(cands)
                        if best[0] <= 0:
                            break
                        key = f"{best[2]}:{typ}"
                    pool[key] -= 1
                    took[key] = took.get(key, 0) + 1
                    done += 1
            return done

        if keep_one and len(locs) > 1:
            for loc in locs:
                if n <= 0:
                    break
                n -= take(loc, min(n, sum(pools[loc].values()) - 1))
        for loc in locs:
            if n <= 0:
                break
            n -= take(loc, n)
    res = [(loc, d) for loc, d in out.items() if any(d.values())]
    res.sort(key=lambda kv: _loc_key(kv[0]))
    return res
