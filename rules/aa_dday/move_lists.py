"""The legal moves of a move phase (order cards 08 and 12), kept up to date as moves are made.

:func:`move_options` lists ``done``, every group of one unit type moved one step (tanks also two), and with
``fine`` single units. A random playout or a search makes hundreds of moves in one phase, and a move changes
two zones only: the units in its start and end zones, and what arrived in the end zone. So what the list is
made of is kept in a :class:`MoveTable`, per position: each zone's count of the mover's land units, its room
(8 less the units that can no longer leave), the groups that may still move, and each group's moves. The
table of the position after a move is derived from the table before it (:meth:`MoveTable.after`): the two
zones are read again, and only the groups whose moves start in them or end in them are listed again.

A group's list is reused when it was decided by counting alone. A move that needed the lookahead of
:mod:`.zone_capacity` (a zone over the limit somewhere, or the destination filled beyond it) depends on the
whole board, so its list is made again on every position, with one exception: with a zone over the limit,
the lists read the lookahead's placement first (a way to end the move), and a list whose every move it held
is marked with the placement's token. The placement is carried to the position after a move it holds
(:meth:`.zone_capacity.ZoneCapacity.placement_after`: the movers taken out of it), where every zone but the
one entered keeps as much room or more, so a marked list that does not lead there still holds, and is reused
while the token is the same. Tables are derived only where they do not depend
on the seat or on moves made elsewhere: not with fortune 08/12 "6" (``out``), and not for the Allies of the
three-player game; there each position's table is read whole. ``tests/rules/aa_dday/test_move_lists.py``
holds a derived table's list equal to a list read whole, at every step of random games.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import chain
from typing import Any

from rules.aa_dday.board import BOARD
from rules.aa_dday.common import LIMIT, ZONES, seat_nations, three
from rules.aa_dday.memo import cached, carry, note, peek
from rules.aa_dday.pending import Move as MoveDecision
from rules.aa_dday.reach import fixed_after, flooded, movable, own_mobile_keys, two_steps
from rules.aa_dday.state import VALID_UNIT_KEYS, AAState, Counts
from rules.aa_dday.versions import looks_ahead
from rules.aa_dday.zone_capacity import ZoneCapacity, settles
from rules.core.contract import Choice

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

Entry = tuple[int, list[Choice], object, tuple[tuple[str, str], ...]]
"""One group's list: the units that may move, its options, whether the lookahead was asked (False; True; or, when
the lookahead's placement held every move asked about, the placement's token), and (two steps) the ``(via, to)``
of each option."""
_NONE: dict[str, Entry] = {}

_CHOICES: dict[str, Choice] = {}
_CHOICES_MAX = 50_000


def choice_of(text: str) -> Choice:
    """The option ``text`` (kept: the same texts come back state after state, and a Choice never changes)."""
    c = _CHOICES.get(text)
    if c is None:
        if len(_CHOICES) >= _CHOICES_MAX:
            _CHOICES.clear()
        c = _CHOICES[text] = Choice(value=text, label=text)
    return c


def choices_of(texts: Iterable[str]) -> list[Choice]:
    """``[choice_of(t) for t in texts]``, the known ones read without a call."""
    known = _CHOICES.get
    return [known(t) or choice_of(t) for t in texts]


class MoveTable:
    """What the move list of one position is made of (see the module docs): per zone (every zone, in order) the
    mover's land units (``count``) and ``room``; the zones locked by enemy land units; per zone the groups that
    may move, ``(unit key, how many)``; the zones over the limit; and the groups' lists found so far (``one``:
    one step, ``two``: two steps), by zone and unit key. ``derives``: the table follows the moves (no
    fortune 08/12 "6", not the Allies of three players), and its groups are the lookahead's too (:meth:`free`)."""

    __slots__ = ("p", "count", "room", "enemy", "srcs", "over", "full", "one", "two", "derives", "reach")

    def __init__(self, p: MoveDecision, count: dict[str, int], room: dict[str, int], enemy: frozenset[str],
                 srcs: dict[str, tuple[tuple[str, int], ...]], over: frozenset[str],
                 one: dict[str, dict[str, Entry]], two: dict[str, dict[str, Entry]], derives: bool,
                 reach: dict[tuple[str, str], list[str]]) -> None:
        self.p, self.count, self.room, self.enemy, self.srcs = p, count, room, enemy, srcs
        self.over, self.full = over, bool(over)
        self.one, self.two, self.derives = one, two, derives
        self.reach = reach
        """:meth:`.zone_capacity.ZoneCapacity.reach`'s answers, shared by the tables of one phase that derive from
        each other while no zone gains or loses enemy land units (what they depend on, with the phase's flood
        and fortune; the mover's own units never change them)."""

    def any_group(self, nations: tuple[str, ...]) -> bool:
        """:func:`.movement.any_movable` for units of ``nations`` (a table that ``derives`` only)."""
        for groups in self.srcs.values():
            for key, _ in groups:
                if key[:2] in nations:
                    return True
        return False

    def free(self) -> tuple[dict[tuple[str, str], int], dict[str, int], bool]:
        """:meth:`.zone_capacity.ZoneCapacity._groups` read off this table (a table that ``derives`` only, every
        player still moving): the groups free to move, each zone's room beyond the units that must stay, and
        whether some zone is stuck over the limit."""
        supply: dict[tuple[str, str], int] = {}
        room: dict[str, int] = {}
        srcs, count = self.srcs, self.count
        stuck = False
        for z in ZONES:
            r = LIMIT - count[z]
            groups = srcs.get(z)
            if groups:
                for key, m in groups:
                    supply[(z, key)] = m
                    r += m
            room[z] = r
            if r < 0:
                stuck = True
        return supply, room, stuck

    def after(self, w: AAState, p: MoveDecision, zones: tuple[str, str]) -> MoveTable:
        """The table of ``w``, this table's position after a move between ``zones`` (from, to; ``p``: its
        decision).

        The lists kept are those of groups that neither start in the zone moved from (fewer units may go) nor
        lead to the zone moved to (less room there, more units). The zone moved from has fewer of the mover's
        units and the same room (what arrived there is unchanged): a list that reached it by counting alone
        reaches it the same way, and a list that asked the lookahead is reused only as the module docs say.
        """
        count, room, srcs = dict(self.count), dict(self.room), dict(self.srcs)
        enemy, over = self.enemy, self.over
        side = p.side
        flood = flooded(w, p) if w.effects else None
        mover, locking, keys = _OWN_KEYS[side], _ENEMY_KEYS[side], own_mobile_keys(side)
        frm, to = zones
        for z in zones:
            own, e, fixed, groups = _zone(w, p, z, w.units.get(z), mover, locking, keys, False)
            count[z], room[z] = own, (0 if z == flood else LIMIT - fixed)
            if e != (z in enemy):
                enemy = enemy ^ {z}
            if (own > LIMIT) != (z in over):
                over = over ^ {z}
            if not groups:
                srcs.pop(z, None)
            elif z in srcs:
                srcs[z] = groups
            else:  # (kept in the zones' order)
                srcs[z] = groups
                srcs = {x: srcs[x] for x in ZONES if x in srcs}
        one, two = dict(self.one), dict(self.two)  # (a zone's lists are replaced, never changed: see _move_list)
        one.pop(frm, None)
        two.pop(frm, None)
        for z in _ONE_NEAR[to]:
            one.pop(z, None)
        for z in _TWO_NEAR[to]:
            two.pop(z, None)
        return MoveTable(p, count, room, enemy, srcs, over, one, two, True, self.reach if enemy is self.enemy else {})


def _zone(w: AAState, p: MoveDecision, z: str, units: Counts | None, mover: frozenset[str],
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


def _read(w: AAState, p: MoveDecision, src_keys: tuple[str, ...], limited: bool, flood: str | None,
          derives: bool) -> MoveTable:
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
    over = frozenset(z for z, c in count.items() if c > LIMIT)
    return MoveTable(p, count, room, frozenset(enemy), srcs, over, {}, {}, derives, {})


def _table(w: AAState, p: MoveDecision, src_keys: tuple[str, ...], limited: bool, flood: str | None) -> MoveTable:
    """The table of ``w``: derived from the one before the move that made ``w``, when the memo holds it
    (:func:`.movement.apply_move` leaves it there), else read whole."""
    derives = not limited and not (p.side == "allies" and three(w)) and src_keys == own_mobile_keys(p.side)
    if not derives:
        return _read(w, p, src_keys, limited, flood, False)

    def make() -> MoveTable:
        after = peek(w, "move_table_after")  # (the table follow() derived, the decision it was derived for)
        if after is not None and after[1] is p:
            return after[0]  # type: ignore[no-any-return]
        return _read(w, p, src_keys, limited, flood, True)

    return cached(w, "move_table", make)  # type: ignore[no-any-return]


def follow(origin: AAState, w: AAState, p: MoveDecision, frm: str, to: str, want: dict[str, int]) -> MoveTable | None:
    """The table of ``w``, ``origin`` after ``want`` (unit key -> count) moved from ``frm`` to ``to`` (``p``: its
    decision now), derived from the table of ``origin`` if its option list was made, and kept for ``w``'s (None:
    there was none). The lookahead's placement of ``origin``, when its list read one and it still holds after
    the move, is kept for ``w``'s lookahead too (:meth:`.zone_capacity.ZoneCapacity.placement_after`), and so
    are its spill rooms that read neither zone (:meth:`.zone_capacity.ZoneCapacity.spills_after`)."""
    before = peek(origin, "move_table")
    if before is None:
        return None
    t: MoveTable = before.after(w, p, (frm, to))
    carry(w, "move_table_after", (t, p))
    settler = peek(origin, "settler")
    if settler is not None and before.derives:
        if len(want) == 1:
            ((key, n),) = want.items()
            placement = settler.placement_after(frm, key, to, n)
            if placement is not None:
                carry(w, "placement_after", (placement, p))
        if t.reach is before.reach:  # (the same reach: what the spill rooms read besides the units)
            carry(w, "spills_after", (settler.spills_after(frm, to), p))
    return t


_NO_FLOW: dict[str, int] = {}
Placed = tuple[dict[str, int], dict[tuple[str, str], dict[str, int]]] | None
""":meth:`.zone_capacity.ZoneCapacity.by_placement` of the position, when the lists ask the lookahead about it."""


_ONE_ROWS: dict[tuple[str, str], tuple[tuple[str, list[Choice | None]], ...]] = {}
"""Per group ``(zone, unit key)``: each neighbour, with the options ``move k <units> from <zone> to <neighbour>``
by ``k`` (1 to 8, made when first listed). A zone's room is at most 8, so no list moves more at once."""


def _one_row(z: str, key: str) -> tuple[tuple[str, list[Choice | None]], ...]:
    row = _ONE_ROWS[(z, key)] = tuple((dest, [None] * (LIMIT + 1)) for dest in BOARD.adj[z])
    return row


def _one_choice(made: list[Choice | None], k: int, z: str, key: str, dest: str) -> Choice:
    c = choice_of(f"move {k} {_UNIT_WORD[key]} from {z} to {dest}")
    if k <= LIMIT:
        made[k] = c
    return c


def _one_step(z: str, key: str, m: int, t: MoveTable, anyway: bool, by_count: bool, check: Any,
              placed: Placed = None, token: object | None = None) -> Entry:
    """Group ``(z, key)``'s ``m`` units to each neighbour, as many as may go. ``placed``: the lookahead's placement,
    read before ``check`` is asked (a move it still holds is one ``check`` allows); when it holds every move
    asked about, the list is marked with the placement's ``token`` instead of ``True``."""
    room, count = t.room, t.count
    texts: list[Choice] = []
    asked = False
    held = True
    slack, flow = (placed[0], placed[1].get((z, key), _NO_FLOW)) if placed is not None else (None, _NO_FLOW)
    for dest, made in _ONE_ROWS.get((z, key)) or _one_row(z, key):
        k = room[dest]
        if k > m:
            k = m
        if k >= 1:
            if anyway or (by_count and count[dest] + k <= LIMIT):
                pass
            else:
                asked = True
                if slack is None or k - min(flow.get(dest, 0), k) > slack[dest]:
                    held = False
                    if not check(z, key, dest, k):
                        continue
            texts.append((made[k] if k <= LIMIT else None) or _one_choice(made, k, z, key, dest))
    return m, texts, (token or True) if asked and held else asked, ()


def _two_steps(z: str, key: str, m: int, t: MoveTable, flood: str | None, anyway: bool, by_count: bool,
               check: Any, placed: Placed = None, token: object | None = None) -> Entry:
    """Group ``(z, key)``'s ``m`` units to each zone two steps away, through the first zone that allows it
    (``placed``: as for :func:`_one_step`)."""
    tail = f" {_UNIT_WORD[key]} from {z} via "
    room, count, enemy = t.room, t.count, t.enemy
    texts: list[Choice] = []
    known = _CHOICES.get
    routes: list[tuple[str, str]] = []
    asked = False
    seen: set[str] = set()
    held = True
    slack, flow = (placed[0], placed[1].get((z, key), _NO_FLOW)) if placed is not None else (None, _NO_FLOW)
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
                ok = slack is not None and k - min(flow.get(to, 0), k) <= slack[to]
                if not ok:
                    held = False
                    ok = check(z, key, to, k)
            if ok:
                seen.add(to)
                routes.append((via, to))
                text = f"move {k}{tail}{via} to {to}"
                texts.append(known(text) or choice_of(text))
    return m, texts, (token or True) if asked and held else asked, tuple(routes)


def move_options(w: AAState, seat: str, fine: bool = True, want: str = "") -> Iterator[str]:
    """Legal moves: ``done``, whole groups of one type one step, tanks two steps; with ``fine`` also single units.

    ``want``: a typed prefix the caller keeps only matches of; when no move can match it (``done`` is
    looked for), the moves are not searched (each may need a lookahead), which leaves the matches unchanged.
    """
    coarse, finer = _move_list(w, seat, fine, want)
    texts = (c.value for c in coarse)
    return chain(texts, finer) if finer is not None else texts


def move_choices(w: AAState, seat: str) -> list[Choice]:
    """:func:`move_options` without ``fine``, as the options themselves (a new list)."""
    return _move_list(w, seat, False, "")[0]


def _move_list(w: AAState, seat: str, fine: bool, want: str) -> tuple[list[Choice], Iterator[str] | None]:
    """The coarse options, and with ``fine`` the single units' texts that follow them (lazily)."""
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

    def capacity() -> ZoneCapacity:
        # what the position before carried (see follow), each with the decision it was carried for
        carried = peek(w, "placement_after") if t.derives else None
        spills = peek(w, "spills_after") if t.derives else None
        return ZoneCapacity(w, p, counts=count, over=t.over, free=t.free if t.derives else None, reach=t.reach,
                            placement=carried[0] if carried is not None and carried[1] is p else None,
                            spills=spills[0] if spills is not None and spills[1] is p else None)

    def ok(z: str, key: str, dest: str, k: int) -> bool:
        """The move keeps an end to the phase (:mod:`rules.aa_dday.zone_capacity`); only asked when a zone may overflow."""
        if not ahead or (not full and count[dest] + k <= LIMIT):
            return True
        if not settler:
            settler.append(cached(w, "settler", capacity))
        s = settler[0]
        # move_ok's first test when no zone is over the limit (asked here directly: most moves pass it)
        return (not full and not limited and s.spill(dest, k)) or s.move_ok(z, key, dest, k)

    # the same answer for every seat: Engine.apply's move of this state asks it again (movement.apply_move)
    note(w, "move_ok", ok)

    out: list[Choice] = []
    # movement.must_fix(w, p, seat) from the counts at hand: a zone over the limit where the seat could move units
    if not full or not any(
        movable(w, p, z, k) > 0 for z in t.over for k in keys if k[:2] in seat_nations(w, seat)
    ):
        if not (full and ahead and side == "allies" and three(w)) or settles(w, p, done_seat=seat):
            out.append(choice_of("done"))
    if want and not want.startswith("move ") and not "move ".startswith(want):
        return out, None
    # ok() answered without the lookahead where it can: no lookahead, or no zone over the limit and the
    # destination not over it after the move (the lookahead itself, asked directly, when a zone is over it);
    # a list that asked the lookahead is not reused
    anyway = not ahead
    by_count = ahead and not full
    check: Any = ok
    placed: Placed = None
    token: object | None = None  # the placement's (see _one_step): lists it held on the position before still hold
    if ahead and full:
        if not settler:
            settler.append(cached(w, "settler", capacity))
        check = settler[0].move_ok
        placed = settler[0].by_placement()
        if placed is not None:
            token = settler[0].token
    reuse = anyway or not full
    srcs = t.srcs
    groups = [(z, key, m) for z, gs in srcs.items() for key, m in gs]  # (in the zones' order)
    ones, twos = t.one, t.two
    seconds: list[Choice] = []
    for z, key, m in groups:
        e = (ones.get(z) or _NONE).get(key)
        if e is None or e[0] != m or (e[2] if reuse else token is None or e[2] is not token):
            e = _one_step(z, key, m, t, anyway, by_count, check, placed, token)
            ones[z] = {**ones.get(z, _NONE), key: e}  # a new dict: the one before may be another table's too
        out += e[1]
        if two or key in _TANKS:
            e = (twos.get(z) or _NONE).get(key)
            if e is None or e[0] != m or (e[2] if reuse else token is None or e[2] is not token):
                e = _two_steps(z, key, m, t, flood, anyway, by_count, check, placed, token)
                twos[z] = {**twos.get(z, _NONE), key: e}
            seconds += e[1]
    out += seconds
    if not fine:
        return out, None
    coarse_tanks = {(z, key, via, to) for z, key, _ in groups if key in twos.get(z, _NONE) for via, to in twos[z][key][3]}
    return out, _finer_moves(groups, t.room, ok, t.enemy, flood, two, coarse_tanks)


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
