"""The legal moves of a move phase (order cards 08 and 12), kept up to date as moves are made.

:func:`move_options` lists ``done``, every group of one unit type moved one step (tanks also two), and with
``fine`` single units. A random playout or a search makes hundreds of moves in one phase, and a move changes
two zones only: the units in its start and end zones, and what arrived in the end zone. So what the list is
made of is kept in a :class:`MoveTable`, per position: each zone's count of the mover's land units, its room
(8 less the units that can no longer leave), the groups that may still move, and each group's moves. The
table of the position after a move is derived from the table before it (:meth:`MoveTable.after`): the two
zones are read again, and only the groups whose moves start in them or end in them are listed again.

A group's list is reused only when it was decided by counting alone: a move that needed the lookahead of
:mod:`.zone_capacity` (a zone over the limit somewhere, or the destination filled beyond it) depends on the
whole board, so its list is made again on every position. Tables are derived only where they do not depend
on the seat or on moves made elsewhere: not with fortune 08/12 "6" (``out``), and not for the Allies of the
three-player game; there each position's table is read whole. ``tests/rules/aa_dday/test_move_lists.py``
holds a derived table's list equal to a list read whole, at every step of random games.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import chain
from typing import Any

from rules.aa_dday.board import BOARD
from rules.aa_dday.common import LIMIT, ZONES, seat_nations, three
from rules.aa_dday.memo import cached, note, peek
from rules.aa_dday.movement import fixed_after
from rules.aa_dday.pending import Move as MoveDecision
from rules.aa_dday.reach import flooded, movable, own_mobile_keys, two_steps
from rules.aa_dday.state import VALID_UNIT_KEYS, AAState
from rules.aa_dday.versions import looks_ahead
from rules.aa_dday.zone_capacity import ZoneCapacity, settles

_ENEMY_KEYS = {
    "axis": frozenset(own_mobile_keys("allies")),
    "allies": frozenset((*own_mobile_keys("axis"), "de:bh")),
}
"""The unit keys that lock a zone for the mover (enemy land units, blockhouses for the Allies)."""

_OWN_KEYS = {side: frozenset(own_mobile_keys(side)) for side in ("axis", "allies")}

if list(ZONES) != sorted(ZONES, key=int):
    raise RuntimeError("move_options lists sources in the order of ZONES, which must be the zones' numeric order")
if any(d not in BOARD.zone_set for z in ZONES for d in BOARD.adj[z]):
    raise RuntimeError("a MoveTable reads every neighbour of a zone as a zone: the board says otherwise")

_TWO_STEPS = {
    z: tuple((via, tuple(to for to in BOARD.adj[via] if to != z and to not in BOARD.adj_set[z])) for via in BOARD.adj[z])
    for z in BOARD.zone_ids
}
"""Per zone: each adjacent zone, with the zones beyond it that are neither the start nor adjacent to it."""

_ONE_NEAR = {x: frozenset(z for z in ZONES if x in BOARD.adj[z]) for x in ZONES}
"""Per zone ``x``: the zones whose one-step lists end in ``x``."""
_TWO_NEAR = {x: frozenset(z for z in ZONES if any(x in beyond for _, beyond in _TWO_STEPS[z])) for x in ZONES}
"""Per zone ``x``: the zones whose two-step lists end in ``x``."""

_TANKS = frozenset(k for side in ("axis", "allies") for k in own_mobile_keys(side) if k.endswith(":tank"))


def ustr(key: str) -> str:
    nation, typ = key.split(":")
    return typ if nation == "de" else f"{nation} {typ}"


_UNIT_WORD = {key: ustr(key) for key in VALID_UNIT_KEYS}
""":func:`ustr` of every unit key, read in the option lists' loops."""

Entry = tuple[int, list[str], bool, tuple[tuple[str, str], ...]]
"""One group's list: the units that may move, the texts, whether the lookahead was asked, and (two steps) the
``(via, to)`` of each text."""


class MoveTable:
    """What the move list of one position is made of (see the module docs): per zone (every zone, in order) the
    mover's land units (``count``) and ``room``; the zones locked by enemy land units; per zone the groups that
    may move, ``(unit key, how many)``; whether a zone is over the limit; and the groups' lists found so far
    (``one``: one step, ``two``: two steps), by ``(zone, unit key)``."""

    __slots__ = ("p", "count", "room", "enemy", "srcs", "full", "one", "two")

    def __init__(self, p: MoveDecision, count: dict[str, int], room: dict[str, int], enemy: frozenset[str],
                 srcs: dict[str, tuple[tuple[str, int], ...]], one: dict[tuple[str, str], Entry],
                 two: dict[tuple[str, str], Entry]) -> None:
        self.p, self.count, self.room, self.enemy, self.srcs = p, count, room, enemy, srcs
        self.full = any(c > LIMIT for c in count.values())
        self.one, self.two = one, two

    def after(self, w: AAState, p: MoveDecision, zones: tuple[str, str]) -> MoveTable:
        """The table of ``w``, this table's position after a move between ``zones`` (from, to; ``p``: its
        decision).

        The lists kept are those of groups that neither start in the zone moved from (fewer units may go) nor
        lead to the zone moved to (less room there, more units). The zone moved from has fewer of the mover's
        units and the same room (what arrived there is unchanged): a list that reached it by counting alone
        reaches it the same way, and a list that asked the lookahead is never reused.
        """
        count, room, srcs = dict(self.count), dict(self.room), dict(self.srcs)
        enemy = self.enemy
        side = p.side
        flood = flooded(w, p) if w.effects else None
        mover, locking, keys = _OWN_KEYS[side], _ENEMY_KEYS[side], own_mobile_keys(side)
        frm, to = zones
        for z in zones:
            own, e, fixed, groups = _zone(w, p, z, w.units.get(z), mover, locking, keys, False)
            count[z], room[z] = own, (0 if z == flood else LIMIT - fixed)
            if e != (z in enemy):
                enemy = enemy ^ {z}
            if groups:
                srcs[z] = groups
            else:
                srcs.pop(z, None)
        one_near, two_near = _ONE_NEAR[to], _TWO_NEAR[to]
        one = {g: e for g, e in self.one.items() if g[0] != frm and g[0] not in one_near}
        two = {g: e for g, e in self.two.items() if g[0] != frm and g[0] not in two_near}
        return MoveTable(p, count, room, enemy, srcs, one, two)


def _zone(w: AAState, p: MoveDecision, z: str, units: dict[str, int] | None, mover: frozenset[str],
          locking: frozenset[str], src_keys: tuple[str, ...], limited: bool) -> tuple[int, bool, int, tuple[tuple[str, int], ...]]:
    """Zone ``z``: the mover's land units, whether enemy land units lock it, how many of the mover's units can
    no longer leave it, and the groups of ``src_keys`` that may move out, ``(unit key, how many)``."""
    if units is None:
        return 0, False, 0, ()
    own = 0
    e = False
    for k, n in units.items():
        if k in mover:
            own += n
        elif k in locking:
            e = True
    if e:
        return own, True, own, ()
    mz = p.moved.get(z)
    # fortune 08/12 "6": every unit there counts as staying (a safe subset of moves)
    fixed = own if limited else sum(mz.values()) if mz else 0
    groups: list[tuple[str, int]] = []
    if own:
        for key in src_keys:
            m = units.get(key, 0) - (mz.get(key, 0) if mz else 0)
            if m > 0 and limited:
                m = min(m, movable(w, p, z, key))
            if m > 0:
                groups.append((key, m))
    return own, False, fixed, tuple(groups)


def _read(w: AAState, p: MoveDecision, src_keys: tuple[str, ...], limited: bool, flood: str | None) -> MoveTable:
    """The table of ``w``, read zone by zone."""
    side = p.side
    mover, locking = _OWN_KEYS[side], _ENEMY_KEYS[side]
    count: dict[str, int] = {}
    room: dict[str, int] = {}
    enemy: set[str] = set()
    srcs: dict[str, tuple[tuple[str, int], ...]] = {}
    units_at = w.units.get
    for z in ZONES:
        own, e, fixed, groups = _zone(w, p, z, units_at(z), mover, locking, src_keys, limited)
        count[z], room[z] = own, LIMIT - fixed
        if e:
            enemy.add(z)
        if groups:
            srcs[z] = groups
    if side == "allies" and three(w) and not limited:
        for z in w.units:
            if z in BOARD.zone_set and z not in enemy:
                room[z] = LIMIT - fixed_after(w, p, z, 0)
    if flood is not None:
        room[flood] = 0
    return MoveTable(p, count, room, frozenset(enemy), srcs, {}, {})


def _table(w: AAState, p: MoveDecision, src_keys: tuple[str, ...], limited: bool, flood: str | None) -> MoveTable:
    """The table of ``w``: derived from the one before the move that made ``w``, when the memo holds it
    (:func:`.movement.apply_move` leaves it there), else read whole."""
    derives = not limited and not (p.side == "allies" and three(w)) and src_keys == own_mobile_keys(p.side)
    if not derives:
        return _read(w, p, src_keys, limited, flood)

    def make() -> MoveTable:
        before = peek(w, "move_after")  # (the table before, the decision after the move, the zones it changed)
        if before is not None and before[1] is p:
            return before[0].after(w, p, before[2])  # type: ignore[no-any-return]
        return _read(w, p, src_keys, limited, flood)

    return cached(w, "move_table", make)  # type: ignore[no-any-return]


def _one_step(z: str, key: str, m: int, t: MoveTable, anyway: bool, by_count: bool, check: Any) -> Entry:
    """Group ``(z, key)``'s ``m`` units to each neighbour, as many as may go."""
    tail = f" {_UNIT_WORD[key]} from {z} to "
    room, count = t.room, t.count
    texts: list[str] = []
    asked = False
    for dest in BOARD.adj[z]:
        k = room[dest]
        if k > m:
            k = m
        if k >= 1:
            if anyway or (by_count and count[dest] + k <= LIMIT):
                texts.append(f"move {k}{tail}{dest}")
            else:
                asked = True
                if check(z, key, dest, k):
                    texts.append(f"move {k}{tail}{dest}")
    return m, texts, asked, ()


def _two_steps(z: str, key: str, m: int, t: MoveTable, flood: str | None, anyway: bool, by_count: bool,
               check: Any) -> Entry:
    """Group ``(z, key)``'s ``m`` units to each zone two steps away, through the first zone that allows it."""
    tail = f" {_UNIT_WORD[key]} from {z} via "
    room, count, enemy = t.room, t.count, t.enemy
    texts: list[str] = []
    routes: list[tuple[str, str]] = []
    asked = False
    seen: set[str] = set()
    for via, beyond in _TWO_STEPS[z]:
        if via in enemy or via == flood:
            continue
        for to in beyond:
            if to in seen:
                continue
            k = room[to]
            if k > m:
                k = m
            if k < 1:
                continue
            if anyway or (by_count and count[to] + k <= LIMIT):
                ok = True
            else:
                asked = True
                ok = check(z, key, to, k)
            if ok:
                seen.add(to)
                routes.append((via, to))
                texts.append(f"move {k}{tail}{via} to {to}")
    return m, texts, asked, tuple(routes)


def move_options(w: AAState, seat: str, fine: bool = True, want: str = "") -> Iterator[str]:
    """Legal moves: ``done``, whole groups of one type one step, tanks two steps; with ``fine`` also single units.

    ``want``: a typed prefix the caller keeps only matches of; when no move can match it (``done`` is
    looked for), the moves are not searched (each may need a lookahead), which leaves the matches unchanged.
    """
    p = w.pending
    assert isinstance(p, MoveDecision)
    side = p.side
    keys = own_mobile_keys(side)
    src_keys = keys
    if side == "allies":
        mine = seat_nations(w, seat)
        src_keys = tuple(k for k in keys if k[:2] in mine)
    limited = p.out is not None
    flood = flooded(w, p) if w.effects else None
    two = two_steps(w, p)
    t = _table(w, p, src_keys, limited, flood)
    count, full = t.count, t.full
    ahead = looks_ahead(w)
    settler: list[ZoneCapacity] = []  # built at the first move that needs it

    def ok(z: str, key: str, dest: str, k: int) -> bool:
        """The move keeps an end to the phase (:mod:`rules.aa_dday.zone_capacity`); only asked when a zone may overflow."""
        if not ahead or (not full and count[dest] + k <= LIMIT):
            return True
        if not settler:
            settler.append(cached(w, "settler", lambda: ZoneCapacity(w, p, counts=count)))
        return settler[0].move_ok(z, key, dest, k)

    # the same answer for every seat: Engine.apply's move of this state asks it again (movement.apply_move)
    note(w, "move_ok", ok)

    out: list[str] = []
    # movement.must_fix(w, p, seat) from the counts at hand: a zone over the limit where the seat could move units
    if not full or not any(
        movable(w, p, z, k) > 0 for z in ZONES if count[z] > LIMIT for k in keys if k[:2] in seat_nations(w, seat)
    ):
        if not (full and ahead and side == "allies" and three(w)) or settles(w, p, done_seat=seat):
            out.append("done")
    if want and not want.startswith("move ") and not "move ".startswith(want):
        return iter(out)
    # ok() answered without the lookahead where it can: no lookahead, or no zone over the limit and the
    # destination not over it after the move; a list that asked the lookahead is not reused
    anyway = not ahead
    by_count = ahead and not full
    reuse = anyway or not full
    srcs = t.srcs
    groups = [(z, key, m) for z in ZONES if z in srcs for key, m in srcs[z]]
    ones, twos = t.one, t.two
    seconds: list[str] = []
    for z, key, m in groups:
        e = ones.get((z, key))
        if e is None or e[0] != m or e[2] or not reuse:
            e = ones[(z, key)] = _one_step(z, key, m, t, anyway, by_count, ok)
        out += e[1]
        if two or key in _TANKS:
            e = twos.get((z, key))
            if e is None or e[0] != m or e[2] or not reuse:
                e = twos[(z, key)] = _two_steps(z, key, m, t, flood, anyway, by_count, ok)
            seconds += e[1]
    out += seconds
    if not fine:
        return iter(out)
    coarse_tanks = {(z, key, via, to) for z, key, _ in groups if (z, key) in twos for via, to in twos[(z, key)][3]}
    return chain(out, _finer_moves(groups, t.room, ok, t.enemy, flood, two, coarse_tanks))


def _finer_moves(
    sources: list[tuple[str, str, int]],
    room: dict[str, int],
    ok: Any,
    enemy: frozenset[str],
    flood: str | None,
    two: bool,
    coarse_tanks: set[tuple[str, str, str, str]],
) -> Iterator[str]:
    """:func:`move_options`' single units (asked lazily: a typed prefix usually needs only a few)."""
    adj = BOARD.adj
    for z, key, m in sources:
        u = ustr(key)
        for dest in adj[z]:
            k = min(m, room[dest])
            for n in range(k - 1, 0, -1):
                if ok(z, key, dest, n):
                    yield f"move {n} {u} from {z} to {dest}"
    for z, key, m in sources:
        if key.endswith(":tank") or two:
            u = ustr(key)
            for via in adj[z]:
                if via in enemy or via == flood:
                    continue
                for to in adj[via]:
                    if to == z:
                        continue
                    k = min(m, room[to])
                    first = k - 1 if (z, key, via, to) in coarse_tanks else k
                    for n in range(first, 0, -1):
                        if ok(z, key, to, n):
                            yield f"move {n} {u} from {z} via {via} to {to}"
