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

from collections.abc import Callable

from rules.aa_dday.board import BOARD
from rules.aa_dday.common import LIMIT, nation_seat
from rules.aa_dday.flows import Flow, Group, augment, max_flow
from rules.aa_dday.pending import Move as MoveDecision
from rules.aa_dday.reach import flooded, locked, out_key, own_mobile_keys, two_steps
from rules.aa_dday.state import AAState, enemy_land, stack_count

if any(d not in BOARD.zone_set for z in BOARD.zone_ids for d in BOARD.adj[z]):
    raise RuntimeError("ZoneCapacity.reach reads every neighbour of a zone as a zone: the board says otherwise")

Placed = tuple[dict[str, int], dict[Group, dict[str, int]]]
""":meth:`ZoneCapacity.by_placement`'s reading of a placement: the room it leaves per zone, its units per group."""
Free = tuple[dict[Group, int], dict[str, int], bool]
""":meth:`ZoneCapacity._groups`: the groups free to move, each zone's room, whether some zone is stuck."""
Carried = tuple[Flow, dict[str, int], object | None, Placed, Free]
"""A placement (its flow and units per zone), its token, its :data:`Placed` and the position's :data:`Free`,
carried to the position after a move."""
Spills = tuple[dict[str, int], dict[str, frozenset[str]]]
""":meth:`ZoneCapacity._spill_room`'s answers per zone, and the zones each read, carried to the position after a move."""


def _still_moving(w: AAState, p: MoveDecision, key: str, done_seat: str | None) -> bool:
    """Whether units of ``key`` may still move: their player has not said ``done`` (three players)."""
    if p.side != "allies":
        return True
    seat = nation_seat(w, key[:2])
    return seat != done_seat and (w.options.get("players") != "3" or seat in p.seats)


def _out_closed(p: MoveDecision, out: dict[str, tuple[str, ...]], side: str, z: str, key: str) -> bool:
    """Fortune 08/12 "6": ``key``'s power has moved out of as many zones as it may, ``z`` not among them."""
    used = out.get(out_key(side, key), ())
    return z not in used and len(used) >= p.out_limit


class ZoneCapacity:
    """One position of a move phase, ready to answer :func:`settles` for it and for moves from it.

    The groups still free to move, each zone's room and where each group may go are read once; a
    candidate move only takes its units out of their group and the room of its destination (they
    arrive and stay), so an option list asks about hundreds of moves for the price of a few flows.
    """

    def __init__(
        self, w: AAState, p: MoveDecision, done_seat: str | None = None, counts: dict[str, int] | None = None,
        free: Callable[[], tuple[dict[Group, int], dict[str, int], bool]] | None = None,
        reach: dict[Group, list[str]] | None = None, placement: Carried | None = None,
        spills: Spills | None = None, over: frozenset[str] | None = None,
    ) -> None:
        """``counts``: the mover's land units in each zone of the board that holds units, when the caller has
        them (the option lists count them anyway); ``free``: what :meth:`_groups` reads, when the caller can
        tell it for less (the option lists' table, :meth:`.move_lists.MoveTable.free`); ``reach``: a memo of
        :meth:`reach` to read and fill, shared with other positions of the phase with the same enemy land units
        (:attr:`.move_lists.MoveTable.reach`); ``placement``: a way to end this position's move, carried from the
        position before it (:meth:`placement_after`), taken as :meth:`_placement` instead of a flow; ``spills``:
        :meth:`_spill_room`'s answers carried from the position before it (:meth:`spills_after`); ``over``: the
        zones of ``counts`` over the limit, when the caller has them (the option lists' table does)."""
        self.w, self.p, self.side = w, p, p.side
        self.done_seat = done_seat
        zones, side = BOARD.zone_set, self.side
        if over is not None:
            self.over_zones = sorted(over, key=int)
        elif counts is not None:
            self.over_zones = [z for z, c in counts.items() if c > LIMIT]
        else:
            # A zone's count of the mover's land units is at most all its units: only zones holding more
            # than 8 units of any kind need counting to find those over the limit (the others on demand).
            self.over_zones = [
                z for z, u in w.units.items() if z in zones and sum(u.values()) > LIMIT and stack_count(u, side) > LIMIT
            ]
        self.over = bool(self.over_zones)
        self._counts: dict[str, int] | None = None
        self._reach: dict[Group, list[str]] = reach if reach is not None else {}
        self._base: tuple[Flow, dict[str, int]] | None | bool = False
        self._carried = placement
        self.token: object | None = None
        """Names the placement :meth:`_placement` found: the one it was carried from, when it was carried (so a
        list held by the placement of the position before is known to be held by this one too: see
        :meth:`placement_after`)."""
        # what _groups reads (carried with a placement)
        self._free: Free | None = placement[4] if placement is not None and done_seat is None else None
        self._read_free = free
        self._in_zone: dict[str, list[tuple[Group, int]]] | None = None  # the placement's units per zone
        self._count: dict[str, int] = dict(counts) if counts is not None else {}  # count(), per zone asked about
        self._asked: dict[tuple[str, str, str, int], bool] = {}  # move_ok()'s answers that took more than a look
        # _spill_room() per zone, and the zones each read (whose units or room it depends on); carried ones first
        self._spills: dict[str, int] = dict(spills[0]) if spills is not None else {}
        self._spill_reads: dict[str, frozenset[str]] = dict(spills[1]) if spills is not None else {}
        self._out = p.out is not None
        # after_move's reading of a position with a zone over the limit: (groups free to move, room per zone,
        # one placement's flow and units per zone or None when there is none); None until needed
        self._table: tuple[dict[Group, int], dict[str, int], Flow | None, dict[str, int]] | None = None
        self._by_placement: Placed | None | bool = False

    @property
    def counts(self) -> dict[str, int]:
        """The mover's land units per zone that holds units (read once, when a flow needs them)."""
        if self._counts is None:
            zones, side = BOARD.zone_set, self.side
            self._counts = {z: stack_count(u, side) for z, u in self.w.units.items() if z in zones}
        return self._counts

    def count(self, z: str) -> int:
        """The mover's land units in zone ``z`` (0 outside the board's zones)."""
        c = self._count.get(z)
        if c is None:
            units = self.w.units.get(z)
            c = self._count[z] = stack_count(units, self.side) if units and z in BOARD.zone_set else 0
        return c

    def _groups(self) -> tuple[dict[Group, int], dict[str, int], bool]:
        """The groups still free to move, each zone's room, and whether some zone is stuck (read once).

        Only a position with a zone over the limit needs them: a move that leaves every zone at 8 or
        less settles at once (:meth:`after_move`), so most moves never pay for this.
        """
        if self._free is None and self._read_free is not None and self.done_seat is None:
            self._free = self._read_free()
        if self._free is None:
            w, p, side = self.w, self.p, self.side
            supply: dict[Group, int] = {}
            room: dict[str, int] = {}
            stuck = False
            # reach.movable for every zone and key, with what does not change from zone to zone read once
            mobile = own_mobile_keys(side)  # also exactly the kinds stack_count counts
            keys = [key for key in mobile if _still_moving(w, p, key, self.done_seat)]
            moved, out = p.moved, p.out
            for z in BOARD.zone_ids:
                units = w.units.get(z)
                if not units or units.keys().isdisjoint(mobile):  # none of the mover's land units: all room
                    room[z] = LIMIT
                    continue
                free = 0
                if not locked(units, side):
                    mz = moved.get(z) or {}
                    for key in keys:
                        n = units.get(key, 0)
                        if not n or (out is not None and _out_closed(p, out, side, z, key)):
                            continue
                        n -= mz.get(key, 0)
                        if n > 0:
                            supply[(z, key)] = n
                            free += n
                room[z] = LIMIT - (stack_count(units, side) - free)
                if room[z] < 0:
                    stuck = True
            self._free = (supply, room, stuck)
        return self._free

    @property
    def supply(self) -> dict[Group, int]:
        """Units that may still move, per group (zone, unit key)."""
        return self._groups()[0]

    @property
    def room(self) -> dict[str, int]:
        """Per zone: how many more units may end the move there, beyond those that can no longer move."""
        return self._groups()[1]

    @property
    def stuck(self) -> bool:
        """More than 8 units that can no longer leave some zone: nothing can settle it."""
        return self._groups()[2]

    def reach(self, group: Group) -> list[str]:
        """Where units of ``group`` may end this move: their own zone, or one move they could make now.

        Paths depend on enemy units, floods and fortune, never on the mover's own units, so the
        answer holds for every position of the phase reached by the mover's moves.
        """
        found = self._reach.get(group)
        if found is None:
            # reach.check_path's answers, read off directly: every neighbour of a zone is a zone (checked at
            # import), a step is refused only into a flooded zone, two steps also through a flooded zone or one
            # holding enemy land units, or back to the start. The order is check_path's loops' order.
            w, p = self.w, self.p
            z, key = group
            adj = BOARD.adj
            flood = flooded(w, p) if w.effects else None
            found = [z]
            for d in adj[z]:
                if d != flood:
                    found.append(d)
            if key.endswith(":tank") or two_steps(w, p):
                side, units_of = self.side, w.units
                for via in adj[z]:
                    if via == flood or enemy_land(units_of.get(via) or {}, side):
                        continue
                    for d in adj[via]:
                        if d != z and d != flood and d not in found:
                            found.append(d)
            self._reach[group] = found
        return found

    def _solves(self, supply: dict[Group, int], room: dict[str, int]) -> bool:
        return max_flow(supply, self.reach, room)[0] == sum(supply.values())

    def _placement(self) -> tuple[Flow, dict[str, int]] | None:
        """One way to end this position's move (None: there is none), found once."""
        if self._base is False:
            self._base = None
            supply, room, stuck = self._groups()
            if not stuck:
                if self._carried is not None:
                    flow, used, self.token, _, _ = self._carried
                    self._base = (flow, used)
                    return self._base
                total, flow, used = max_flow(supply, self.reach, room)
                if total == sum(supply.values()):
                    self._base = (flow, used)
                    self.token = object()
        return self._base

    def placement_after(self, frm: str, key: str, to: str, n: int) -> Carried | None:
        """A way to end the move of the position after ``n`` units of ``key`` move from ``frm`` to ``to``, read off
        this position's placement when it still holds after that move (None: it does not, or the option lists
        read no placement here, see :meth:`by_placement`).

        The movers leave their group (those the placement had put in ``to`` first) and stay in ``to``: every other
        unit stays where the placement puts it, which fits when ``to`` has room for the movers beyond the units
        it keeps there (what :meth:`move_ok` answers True by). Every zone then has as much room left as before
        or more, ``to`` excepted. The placement keeps its :attr:`token`."""
        placed = self._by_placement
        if not isinstance(placed, tuple) or self._table is None:
            return None
        slack, groups = placed
        flow, used = self._table[2], self._table[3]
        assert flow is not None
        g = (frm, key)
        mine = groups.get(g, {})
        here = min(mine.get(to, 0), n)
        if n - here > slack[to]:
            return None
        supply, space, _ = self._groups()
        flow, used, slack, left = dict(flow), dict(used), dict(slack), dict(mine)
        slack[to] -= n  # (the movers stay there)
        take = n
        for z in sorted(mine, key=lambda z: z != to):  # (``to`` first, the others in the placement's order)
            if not take:
                break
            f = mine[z]
            d = min(f, take)
            if d == f:
                del flow[(g, z)], left[z]
            else:
                flow[(g, z)] = left[z] = f - d
            used[z] -= d
            slack[z] += d
            take -= d
        if take:
            return None
        groups, supply, space = dict(groups), dict(supply), dict(space)
        if left:
            groups[g] = left
            supply[g] -= n
        else:
            del groups[g], supply[g]
        space[to] -= n
        return flow, used, self.token, (slack, groups), (supply, space, False)

    def spill(self, to: str, n: int) -> bool:
        """With no zone over the limit, a quick sufficient test for :meth:`after_move` of ``n`` units into ``to``
        (which they fill beyond it): True when enough of the mover's free units in ``to`` reach, directly,
        zones with room. Everybody else staying, that is a way to end the move (False: not shown this way)."""
        room = self._spills.get(to)
        if room is None:
            room, self._spill_reads[to] = self._spill_room(to)
            self._spills[to] = room
        return self.count(to) + n - LIMIT <= room

    def _spill_room(self, to: str) -> tuple[int, frozenset[str]]:
        """How many of the mover's free units in ``to`` find room, one step away, in zones they reach (taken
        greedily: group by group, zone by zone; every zone counted as it stands, the movers' own start zone
        included, which is on the safe side). :meth:`spill` compares what must leave with it. Also the zones
        whose units it read: ``to`` and every zone its units reach."""
        w, p, side = self.w, self.p, self.side
        units = w.units.get(to)
        if not units or locked(units, side):
            return 0, frozenset((to,))
        mz = p.moved.get(to) or {}
        taken: dict[str, int] = {}
        out = 0
        reads = {to}
        for key in own_mobile_keys(side):
            f = units.get(key, 0) - mz.get(key, 0)
            if f <= 0 or not _still_moving(w, p, key, self.done_seat):
                continue
            reach = self.reach((to, key))
            reads.update(reach)
            for d in reach:
                if d == to:
                    continue
                spare = LIMIT - self.count(d) - taken.get(d, 0)
                if spare > 0:
                    m = min(spare, f)
                    taken[d] = taken.get(d, 0) + m
                    f -= m
                    out += m
                    if not f:
                        break
        return out, frozenset(reads)

    def spills_after(self, frm: str, to: str) -> Spills:
        """:meth:`_spill_room`'s answers that still hold after a move from ``frm`` to ``to`` (the mover's units
        change in those two zones only, and what arrived in ``to``): those that read neither. For a position
        whose free groups and reach are derived from this one's (:class:`.move_lists.MoveTable`)."""
        reads = self._spill_reads
        keep = {z: r for z, r in self._spills.items() if frm not in reads[z] and to not in reads[z]}
        return keep, {z: reads[z] for z in keep}

    def _hop(self, group: Group, k: int, to: str, here: int) -> bool:
        """A quick sufficient test for :meth:`_reroute`: True when the units of this position's placement that
        the movers push out of ``to`` each find room in a zone they reach directly (False: not shown this way).
        A placement found proves the move settles, so a True here is what the flow would answer."""
        base = self._placement()
        assert base is not None
        _, used = base
        space = self._groups()[1]
        left = space.get(to, LIMIT) - k
        if left < 0:
            return False
        need = used.get(to, 0) - here - left
        if self._in_zone is None:
            self._in_zone = {}
            for (g, z), f in base[0].items():
                self._in_zone.setdefault(z, []).append((g, f))
        taken: dict[str, int] = {}
        for g, f in self._in_zone.get(to, ()):
            if g == group:
                f -= here
            for d in self.reach(g):
                if f <= 0:
                    break
                if d == to:
                    continue
                spare = space.get(d, LIMIT) - used.get(d, 0) - taken.get(d, 0)
                if spare > 0:
                    m = min(spare, f, need)
                    taken[d] = taken.get(d, 0) + m
                    f -= m
                    need -= m
                    if not need:
                        return True
        return False

    def _reroute(self, group: Group, k: int, to: str, here: int) -> bool:
        """:meth:`after_move` of ``k`` units of ``group`` to ``to`` when this position's placement has no room
        for them there: start from that placement (the movers taken out of it, ``here`` of them from ``to``
        first, then as many units placed in ``to`` as the movers need put back to be placed again) and augment
        it. A maximum flow is the same from any start, so this answers as a flow from scratch would."""
        base = self._placement()
        assert base is not None
        flow, base_used = base
        free, space, _ = self._groups()
        supply = dict(free)
        left = supply[group] - k
        if left > 0:
            supply[group] = left
        else:
            del supply[group]
        room = dict(space)
        room[to] = room.get(to, LIMIT) - k  # they arrive and stay
        if room[to] < 0:
            return False
        placed: dict[str, dict[Group, int]] = {}
        sent: dict[Group, int] = {}
        for (g, z), f in flow.items():
            placed.setdefault(z, {})[g] = f
            sent[g] = sent.get(g, 0) + f
        used = dict(base_used)
        take = k  # the movers leave the placement: those placed in ``to`` first
        if here:
            placed[to][group] -= here
            used[to] -= here
            take -= here
        for z, gs in placed.items():
            if not take:
                break
            f = gs.get(group, 0)
            if f:
                d = min(f, take)
                gs[group] = f - d
                used[z] -= d
                take -= d
        sent[group] -= k
        excess = used.get(to, 0) - room[to]  # units placed in ``to`` that must now go elsewhere
        if excess > 0:
            at = placed[to]
            for g, f in at.items():
                if f > 0:
                    d = min(f, excess)
                    at[g] = f - d
                    sent[g] -= d
                    used[to] -= d
                    excess -= d
                    if not excess:
                        break
        total = sum(sent.values())
        return augment(supply, self.reach, room, placed, used, sent, total) == sum(supply.values())

    def ok(self) -> bool:
        """:func:`settles` for this position."""
        if not self.over:
            return True  # every unit may simply stay
        return not self.stuck and self._solves(self.supply, self.room)

    def move_ok(self, frm: str, key: str, to: str, n: int) -> bool:
        """:meth:`after_move` of ``n`` units of ``key`` (the option lists ask it for every move they offer)."""
        count = self._count.get(to)
        if count is None:
            count = self.count(to)
        over = self.over_zones
        if count + n <= LIMIT and (not over or (over == [frm] and self.count(frm) - n <= LIMIT)):
            return True  # no zone over 8 after the move: every unit may simply stay
        table = self._table
        if table is not None and table[2] is not None:
            free, space, flow, used = table
            here = flow.get(((frm, key), to), 0)
            if here > n:
                here = n
            if used.get(to, 0) - here + n <= space.get(to, LIMIT):
                return True  # this position's placement still works (see after_move)
        t = (frm, key, to, n)
        found = self._asked.get(t)
        if found is None:
            found = self._asked[t] = self.after_move(frm, to, {key: n})
        return found

    def _read_table(self) -> tuple[dict[Group, int], dict[str, int], Flow | None, dict[str, int]]:
        """:attr:`_table`, read once: the groups free to move, the room per zone, and one placement's flow and
        units per zone (None and nothing when there is none, or when some zone is stuck)."""
        table = self._table
        if table is None:
            free, space, stuck = self._groups()
            base = None if stuck else self._placement()
            table = self._table = (free, space, base[0] if base else None, base[1] if base else {})
        return table

    def by_placement(self) -> Placed | None:
        """What :meth:`move_ok` reads of this position's placement, for the option lists to read first: per zone the
        room the placement leaves (its room less the units it places there), and per group the units it places
        in each zone. A move of ``n`` units of a group to ``to`` that finds ``n`` less those placed in ``to`` within
        that room keeps the placement a way to end the move (True, as :meth:`move_ok` answers). None where
        :meth:`move_ok` reads no placement: no zone over the limit, fortune 08/12 "6", or no placement at all."""
        if self._by_placement is not False:
            return self._by_placement
        self._by_placement = None
        if not self.over or self._out:
            return None
        _, space, flow, used = self._read_table()
        if flow is None:
            return None
        if self._carried is not None and flow is self._carried[0]:  # (read off as it was carried)
            self._by_placement = self._carried[3]
            return self._by_placement
        slack = {z: space.get(z, LIMIT) - used.get(z, 0) for z in BOARD.zone_ids}
        groups: dict[Group, dict[str, int]] = {}
        for (g, z), f in flow.items():
            at = groups.get(g)
            if at is None:
                groups[g] = {z: f}
            else:
                at[z] = f
        self._by_placement = (slack, groups)
        return self._by_placement

    def after_move(self, frm: str, to: str, want: dict[str, int]) -> bool:
        """:func:`settles` for the position after ``want`` (unit key -> count) moves from ``frm`` to ``to``."""
        if len(want) == 1:
            ((key, n),) = want.items()
        else:
            key, n = "", sum(want.values())
        count = self._count.get(to)
        if count is None:
            count = self.count(to)
        over = self.over_zones
        if count + n <= LIMIT and (not over or (over == [frm] and self.count(frm) - n <= LIMIT)):
            return True  # no zone over 8 after the move: every unit may simply stay
        if self._out:
            return _settles_moved(self.w, self.p, frm, to, want)  # moving out of a zone changes who may move
        if not over and self.spill(to, n):
            return True
        free, space, flow, used = self._read_table()
        if flow is None and self.stuck:
            return False
        if flow is not None and key:
            # The way found for this position still works if the destination has room for the movers
            # beyond what it gives the others: take the movers out of it (those placed there first).
            here = flow.get(((frm, key), to), 0)
            if here > n:
                here = n
            if used.get(to, 0) - here + n <= space.get(to, LIMIT):
                return True
            if n <= free.get((frm, key), 0):
                return self._hop((frm, key), n, to, here) or self._reroute((frm, key), n, to, here)
        supply, room = dict(free), dict(space)
        for key, k in want.items():
            left = supply.get((frm, key), 0) - k
            if left > 0:
                supply[(frm, key)] = left
            else:
                supply.pop((frm, key), None)
        room[to] = room.get(to, LIMIT) - n  # they arrive and stay
        return room[to] >= 0 and self._solves(supply, room)


def settles(w: AAState, p: MoveDecision, done_seat: str | None = None) -> bool:
    """True when the mover can still end this move with at most 8 land units in every zone.

    ``done_seat``: a player whose units are counted as staying (the check of that player's ``done``).
    """
    return ZoneCapacity(w, p, done_seat).ok()


def settles_after_move(w: AAState, p: MoveDecision, frm: str, to: str, want: dict[str, int]) -> bool:
    """:func:`settles` for the position after ``want`` (unit key -> count) moves from ``frm`` to ``to``."""
    return ZoneCapacity(w, p).after_move(frm, to, want)


def _settles_moved(w: AAState, p: MoveDecision, frm: str, to: str, want: dict[str, int]) -> bool:
    """:func:`settles` on the position after the move, built whole (fortune 08/12 "6" limits who may move)."""
    side = p.side
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
    moved = dict(p.moved)
    arrived = dict(moved.get(to) or {})
    for key, n in want.items():
        arrived[key] = arrived.get(key, 0) + n
    moved[to] = arrived
    out = {k: list(v) for k, v in p.out.items()}
    for key in want:
        used = out.setdefault(out_key(side, key), [])
        if frm not in used:
            used.append(frm)
    return settles(w.model_copy(update={"units": units}), {**p, "moved": moved, "out": out})
