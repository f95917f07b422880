"""rules/aa_dday/move_lists.py: a move list derived from the one before the move equals the list read whole.

Seeded random games (every option set, both player counts) ask each move position for its options twice: as
play asks (the table derived move by move from the position before, through ``movement.apply_move``) and with
the memo emptied (the table read zone by zone); the lists, coarse and fine, must be the same. The derived
table's other answers are checked against what they stand for: :meth:`MoveTable.free` against
:meth:`ZoneCapacity._groups`, :meth:`MoveTable.any_group` against :func:`movement.any_movable`, and the phase's
shared reach memo against a fresh :class:`ZoneCapacity`.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from rules.aa_dday import ENGINE as E
from rules.aa_dday import memo
from rules.aa_dday.common import seat_nations
from rules.aa_dday.move_lists import MoveTable, _read
from rules.aa_dday.movement import any_movable
from rules.aa_dday.reach import flooded, own_mobile_keys
from rules.aa_dday.state import AAState
from rules.aa_dday.zone_capacity import ZoneCapacity
from tests.typed import apply_text

OPTIONS: tuple[tuple[tuple[str, ...], dict[str, str]], ...] = (
    ((), {}),
    ((), {"fortune": "on", "tactics": "on"}),
    (("axis", "uk", "us"), {"players": "3"}),
    ((), {"fortune": "on"}),
    (("axis", "uk", "us"), {"players": "3", "fortune": "on", "tactics": "on"}),
)


def _read_whole(w: AAState, seat: str, partial: str) -> list[str]:
    """The options of ``w`` with the memo emptied (nothing carried from the position before), memo restored."""
    kept = memo._memo, memo._next
    memo._memo, memo._next = (None, {}), (None, {})
    try:
        return [c.value for c in E.options(w, seat, partial)]
    finally:
        memo._memo, memo._next = kept


def _same_as_read(w: AAState, t: MoveTable) -> None:
    """``t``'s per-zone figures and groups are those of the table of ``w`` read zone by zone."""
    p = w.pending
    assert p is not None and p.kind == "move" and t.p is p and t.derives
    flood = flooded(w, p) if w.effects else None
    read = _read(w, p, own_mobile_keys(p.side), False, flood, True)
    assert (t.count, t.room, t.enemy, t.over, t.full) == (read.count, read.room, read.enemy, read.over, read.full)
    assert t.srcs == read.srcs and list(t.srcs) == list(read.srcs)


def _check_table(w: AAState, t: MoveTable) -> None:
    _same_as_read(w, t)
    p = w.pending
    assert p is not None and p.kind == "move"
    assert t.free() == ZoneCapacity(w, p)._groups()
    for seat in w.seats:
        nations = seat_nations(w, seat)
        assert t.any_group(nations) == any_movable(w, p, nations), seat
    fresh = ZoneCapacity(w, p)
    for group, found in t.reach.items():
        assert fresh.reach(group) == found, group


def _check_placement(w: AAState, flow: dict[Any, int], used: dict[str, int], token: object,
                     placed: tuple[dict[str, int], dict[Any, dict[str, int]]], free: Any) -> None:
    """A placement carried to ``w`` (``ZoneCapacity.placement_after``) is a way to end its move: every unit free
    to move placed once, each in its own zone or one it reaches, no zone given more than its room; and what the
    lists read of it (``by_placement``: the room it leaves per zone, its units per group) is read off it."""
    p = w.pending
    assert p is not None and p.kind == "move"
    fresh = ZoneCapacity(w, p)
    supply, room, stuck = fresh._groups()
    assert not stuck and free == (supply, room, stuck)  # (the groups and rooms carried with it too)
    sent: dict[Any, int] = {}
    held: dict[str, int] = {}
    for (group, zone), n in flow.items():
        assert n > 0 and zone in fresh.reach(group), (group, zone)
        sent[group] = sent.get(group, 0) + n
        held[zone] = held.get(zone, 0) + n
    assert sent == supply
    assert {z: n for z, n in used.items() if n} == held
    assert all(n <= room[z] for z, n in held.items())
    slack, groups = placed
    assert slack == {z: room[z] - held.get(z, 0) for z in room}
    assert groups == {g: {z: n for (h, z), n in flow.items() if h == g} for g in sent}


def _play(seed: int, steps: int) -> tuple[int, int]:
    """Plays one seeded random game (at most ``steps`` actions); returns the move positions checked and how many
    had a derived table. A lookahead placement carried to a position is checked too (:func:`_check_placement`), and
    so are the spill rooms carried to it (equal to the position's own)."""
    seats, options = OPTIONS[seed % len(OPTIONS)]
    rng = random.Random(seed)
    state, _ = E.initial_state(seats, options, seed)
    checked = derived = 0
    for _ in range(steps):
        if E.outcome(state) is not None:
            break
        waiting = sorted(E.active_seats(state))
        if not waiting:
            break
        moving = state.pending is not None and state.pending.kind == "move"
        if moving:
            carried = memo._next[1].get("move_table_after") if memo._next[0] is state else None
            placed = memo._next[1].get("placement_after") if memo._next[0] is state else None
            if placed is not None and placed[1] is state.pending:
                _check_placement(state, *placed[0])
                PLACEMENTS.append(seed)
            spills = memo._next[1].get("spills_after") if memo._next[0] is state else None
            if spills is not None and spills[1] is state.pending:
                fresh = ZoneCapacity(state, state.pending)
                assert {z: fresh._spill_room(z) for z in spills[0][0]} == {
                    z: (room, spills[0][1][z]) for z, room in spills[0][0].items()}
                SPILLS.extend(spills[0][0])
            for seat in waiting:
                got = [c.value for c in E.options(state, seat, "")]
                assert got == _read_whole(state, seat, ""), (seed, seat)
                assert [c.value for c in E.options(state, seat, "move 1")] == _read_whole(state, seat, "move 1")
            table: Any = memo.peek(state, "move_table")
            if carried is not None and table is carried[0]:
                _check_table(state, table)
                derived += 1
            checked += 1
        seat = rng.choice(waiting)
        choices = E.options(state, seat, "")
        if choices:
            text = rng.choice(choices).value
        else:
            text = next(q.default for q in E.prompts(state) if q.seat == seat)
            if text is None:
                break
        state = apply_text(E, state, seat, text).state
    return checked, derived


@pytest.mark.parametrize(("seeds", "steps"), [
    pytest.param(range(1), 300, id="seed-0"),
    pytest.param(range(1, 10), 5000, id="seeds-1-9", marks=pytest.mark.slow),
])
def test_derived_move_lists_equal_lists_read_whole(seeds: range, steps: int) -> None:
    checked = derived = 0
    PLACEMENTS.clear()
    SPILLS.clear()
    for seed in seeds:
        c, d = _play(seed, steps)
        checked, derived = checked + c, derived + d
    assert checked > 100 * len(seeds) and derived > checked // 2
    assert PLACEMENTS and SPILLS  # placements and spill rooms were carried (and checked)


PLACEMENTS: list[int] = []
"""The seed of each position :func:`_play` found a carried placement at."""
SPILLS: list[str] = []
"""Each spill room (its zone) carried to a position :func:`_play` checked."""


def test_tables_derived_from_one_table_keep_their_own_lists() -> None:
    """Two moves applied to one position (as a search tries them) derive two tables from its table, which share
    its lists until they list a group again: each asks its own list after the other has, and both equal the
    lists read whole (a zone's lists are replaced, never changed in place)."""
    rng = random.Random(4)
    state, _ = E.initial_state((), {}, 4)
    while state.pending is None or state.pending.kind != "move" or len(E.options(state, "axis", "")) < 10:
        seat = sorted(E.active_seats(state))[0]
        choices = E.options(state, seat, "")
        state = apply_text(E, state, seat, rng.choice(choices[1:] or choices).value).state
    seat = sorted(E.active_seats(state))[0]
    moves = [c.value for c in E.options(state, seat, "") if c.value.startswith("move ")]
    origin = memo._memo  # the position's memo, with its table, put back before each move below
    t0 = memo.peek(state, "move_table")
    assert t0 is not None
    first = apply_text(E, state, seat, moves[0]).state
    carried = memo._next
    t1 = carried[1]["move_table_after"][0]
    shared = 0
    for text in moves[1:20]:
        memo._memo = origin
        second = apply_text(E, state, seat, text).state
        t2 = memo._next[1]["move_table_after"][0]
        shared += bool(set(t1.one) & set(t2.one))  # lists shared from the position before
        assert [c.value for c in E.options(second, seat, "")] == _read_whole(second, seat, ""), text
        _same_as_read(second, t2)
    assert shared
    memo._next = carried  # the first move's position asked next, its derived table with it
    assert [c.value for c in E.options(first, seat, "")] == _read_whole(first, seat, "")
    assert memo.peek(first, "move_table") is t1
    _same_as_read(first, t1)
