"""Oracles for the hand-tuned hot paths of ``engine.apply`` (issue 8: a submit's cost): each answers like the
straightforward computation it replaced, on the positions of random playouts with every option set.

- :meth:`ZoneCapacity._groups`, ``over_zones`` and :meth:`ZoneCapacity.count` against :func:`reach.movable` and
  :func:`state.stack_count` zone by zone;
- :func:`movement.any_movable` against a scan of :func:`reach.movable`;
- :class:`common.Run`'s copy-on-write unit writes against the state they start from (left as it was, its other
  zones and fields shared), and the events and steps built by
  :meth:`common.Run.emit` and :meth:`engine.AADDayEngine.apply` against ``model_construct``.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from rules.aa_dday import ENGINE as E
from rules.aa_dday.board import BOARD
from rules.aa_dday.common import LIMIT, Run, phase_label, seat_nations
from rules.aa_dday.movement import any_movable
from rules.aa_dday.pending import Move as MoveDecision
from rules.aa_dday.reach import movable, own_mobile_keys
from rules.aa_dday.state import AAState, Fortune, stack_count
from rules.aa_dday.zone_capacity import ZoneCapacity, _still_moving, settles
from rules.core.contract import Event, Step
from tests.typed import apply_text

OPTIONS = (
    {},
    {"fortune": "on"},
    {"fortune": "on", "tactics": "on"},
    {"players": "3"},
    {"players": "3", "fortune": "on", "tactics": "on"},
)


def _playout(seed: int, options: dict[str, str], steps: int = 500) -> Iterator[AAState]:
    rng = random.Random(seed)
    state, _ = E.initial_state((), options, seed)
    for _ in range(steps):
        if E.outcome(state) is not None:
            return
        yield state
        prompts = E.prompts(state)
        if not prompts:
            return
        seat = rng.choice(sorted({q.seat for q in prompts}))
        choices = E.options(state, seat, "")
        text = rng.choice(choices).value if choices else next(q.default for q in prompts if q.seat == seat)
        if text is None:
            return
        state = apply_text(E, state, seat, text).state


def _positions(seeds: range) -> Iterator[AAState]:
    for seed in seeds:
        yield from _playout(seed, OPTIONS[seed % len(OPTIONS)])


def _seeds(fast: int, total: int) -> list[Any]:
    """The first ``fast`` seeds in the default run, the rest marked slow (several seconds of playouts)."""
    return [pytest.param(range(fast), id=f"seeds-0-{fast - 1}"),
            pytest.param(range(fast, total), id=f"seeds-{fast}-{total - 1}", marks=pytest.mark.slow)]


def _groups_by_hand(w: AAState, p: MoveDecision, done_seat: str | None) -> tuple[dict[Any, int], dict[str, int], bool]:
    side = p.side
    supply: dict[Any, int] = {}
    room: dict[str, int] = {}
    for z in BOARD.zone_ids:
        units = w.units.get(z)
        if not units:
            room[z] = LIMIT
            continue
        free = 0
        for key in own_mobile_keys(side):
            n = movable(w, p, z, key) if units.get(key) and _still_moving(w, p, key, done_seat) else 0
            if n > 0:
                supply[(z, key)] = n
                free += n
        room[z] = LIMIT - (stack_count(units, side) - free)
    return supply, room, any(r < 0 for r in room.values())


def _check_settler(w: AAState) -> int:
    p = w.pending
    assert p is not None
    side = p.side
    counts = {z: stack_count(u, side) for z, u in w.units.items() if z in BOARD.zone_set}
    checked = 0
    for done_seat in (None, *p.seats):
        s = ZoneCapacity(w, p, done_seat)
        assert s.over_zones == [z for z, c in counts.items() if c > LIMIT]
        for z in (*BOARD.zone_ids, *BOARD.box_ids):
            assert s.count(z) == counts.get(z, 0), z
        got = s._groups()
        want = _groups_by_hand(w, p, done_seat)
        assert got == want
        assert list(got[0]) == list(want[0])  # the same order: the flow visits groups in it
        assert s.counts == counts and s.count("13") == counts.get("13", 0)
        checked += 1
    return checked


def _check_any_movable(w: AAState) -> None:
    p = w.pending
    assert p is not None
    side = p.side
    nation_sets: list[tuple[str, ...] | None] = [None, *(seat_nations(w, s) for s in w.seats if s != "axis")]
    for nations in nation_sets:
        keys = [k for k in own_mobile_keys(side) if nations is None or k[:2] in nations]
        by_hand = any(movable(w, p, z, k) > 0 for z in w.units for k in keys)
        assert any_movable(w, p, nations) == by_hand, nations


def _check_writes(w: AAState) -> None:
    """Unit writes through :class:`Run` make new states: ``w`` stays as it was, and shares its other parts."""
    before = E.dump_state(w)
    r = Run(w)
    changed = list(w.units)[:3]
    for loc in changed:
        key = next(iter(w.units[loc]))
        r.remove_units(loc, key, 1)
        r.add_units(loc, key, 2)
        assert r.w.units[loc][key] == w.units[loc][key] + 1
    assert E.dump_state(w) == before
    for loc, units in w.units.items():
        assert (r.w.units[loc] is units) == (loc not in changed), loc
    for name in AAState.model_fields:
        assert name == "units" or getattr(r.w, name) is getattr(w, name), name


@pytest.mark.parametrize("seeds", _seeds(2, 10))
def test_hot_paths_match_the_straightforward_computations_in_random_playouts(seeds: range) -> None:
    moves = settlers = 0
    for w in _positions(seeds):
        _check_writes(w)
        if w.pending is not None and w.pending.kind == "move":
            _check_any_movable(w)
            settlers += _check_settler(w)
            moves += 1
    assert moves > 30 * len(seeds) and settlers > moves


def test_fast_models_equal_model_construct() -> None:
    """A&A's events (:meth:`Run.emit`) and steps are what ``model_construct`` gives for the same values."""
    rng = random.Random(3)
    state, _ = E.initial_state(("allies", "axis"), {}, 3)
    for _ in range(200):
        kind, text = rng.choice(("move", "info", "strafe")), f"text {rng.random()}"
        data = {"n": rng.randint(0, 9)} if rng.random() < 0.5 else {}
        dice = tuple(rng.randint(1, 6) for _ in range(rng.randint(0, 4)))
        key, args = (f"aa-{kind}", {"n": rng.randint(0, 9)}) if rng.random() < 0.5 else ("", {})
        run = Run(state)
        run.emit(kind, text, data, dice, key=key, args=args)
        (got,) = run.events
        phase = phase_label(state)
        ref = Event.model_construct(kind=kind, text=text, data=data, dice=dice, phase=phase, key=key, args=args)
        assert got == ref and list(got.__dict__) == list(ref.__dict__)
        assert got.model_fields_set == ref.model_fields_set and got.seat is None
        assert got.model_dump_json() == ref.model_dump_json()
    seat = E.prompts(state)[0].seat
    s_got = E.apply(state, seat, E.parse_action(E.options(state, seat, "")[0].value))
    s_ref = Step.model_construct(state=s_got.state, events=s_got.events)
    assert s_got == s_ref and s_got.model_fields_set == s_ref.model_fields_set


def test_inlined_unit_counts_match_their_definitions() -> None:
    from rules.aa_dday.reach import locked
    from rules.aa_dday.state import VALID_UNIT_KEYS, allied_land, axis_stack, enemy_land

    rng = random.Random(5)
    keys = sorted(VALID_UNIT_KEYS)
    for _ in range(2000):
        units = {k: rng.randint(1, 9) for k in rng.sample(keys, rng.randint(0, 6))}
        for side in ("axis", "allies"):
            assert locked(units, side) == (enemy_land(units, side) > 0)
            assert stack_count(units, side) == (axis_stack(units) if side == "axis" else allied_land(units))
            # what ZoneCapacity._groups relies on to pass over a zone without the mover's units
            assert stack_count(units, side) == sum(units.get(k, 0) for k in own_mobile_keys(side))


def test_units_phrase_matches_the_sorted_join() -> None:
    from rules.aa_dday.board import unit_phrase, unit_sort_key, units_phrase
    from rules.aa_dday.state import VALID_UNIT_KEYS

    rng = random.Random(9)
    keys = sorted(VALID_UNIT_KEYS)
    for _ in range(2000):
        units = {k: rng.randint(0, 12) for k in rng.sample(keys, rng.randint(0, 5))}
        items = sorted(((k, v) for k, v in units.items() if v > 0), key=lambda kv: unit_sort_key(kv[0]))
        assert units_phrase(units) == (", ".join(unit_phrase(v, k) for k, v in items) if items else "nothing")


def _check_move_ok(w: AAState) -> tuple[int, int]:
    """ZoneCapacity.move_ok, asked about every one-step move in the order an option list asks (one ZoneCapacity, its
    tables filled as it goes), against a fresh flow on the position after the move, built whole."""
    from tests.rules.aa_dday.test_zone_capacity_oracle import _after, _candidates

    p = w.pending
    if p is None or p.kind != "move" or p.out is not None:
        return 0, 0
    settler = ZoneCapacity(w, p)
    # as the option lists build it: with the counts they have (zones in numeric order)
    counted = ZoneCapacity(w, p, counts={z: stack_count(w.units[z], p.side) for z in BOARD.zone_ids if z in w.units})
    assert sorted(counted.over_zones) == sorted(settler.over_zones)
    checked = refused = 0
    for frm, to, want in _candidates(w, p):
        ((key, n),) = want.items()
        expected = settles(*_after(w, p, frm, to, want))
        assert settler.move_ok(frm, key, to, n) == expected, (frm, key, to, n)
        assert settler.move_ok(frm, key, to, n) == expected, (frm, key, to, n)  # answered again from its memo
        assert counted.move_ok(frm, key, to, n) == expected, (frm, key, to, n)
        checked += 1
        refused += not expected
    return checked, refused


@pytest.mark.parametrize("seeds", _seeds(1, 3))
def test_move_ok_matches_a_fresh_flow_in_playouts_and_crowds(seeds: range) -> None:
    from rules.aa_dday import build_state

    checked = refused = 0
    for seed in seeds:
        for w in _playout(seed, OPTIONS[seed], steps=300):
            c, r = _check_move_ok(w)
            checked, refused = checked + c, refused + r
    rng = random.Random(11)
    zones = [z for z in BOARD.zone_ids if 20 <= int(z) <= 40]
    for _ in range(40 if seeds.start == 0 else 0):  # the crowds once, with the first seeds
        crowd = {z: {"de:inf": rng.randint(5, 9), "de:tank": rng.randint(0, 2)} for z in rng.sample(zones, 5)}
        locations: dict[str, Any] = {z: {k: n for k, n in u.items() if n} for z, u in crowd.items()}
        locations["42"] = "1 inf"
        state, _ = build_state(locations, card=12, airfield={})
        for w in (state, *(apply_text(E, state, "axis", c.value).state for c in E.options(state, "axis", "")[1:4]
                           if state.pending and c.value.startswith("move"))):
            c, r = _check_move_ok(w)
            checked, refused = checked + c, refused + r
    assert checked > 600 * len(seeds) and (refused > 50 or seeds.start > 0)


def _reach_by_paths(w: AAState, p: MoveDecision, z: str, key: str) -> list[str]:
    """Where units of ``key`` in ``z`` may end the move, asking reach.check_path move by move (the straightforward
    computation ZoneCapacity.reach reads off directly), in the order it finds them."""
    from rules.aa_dday.reach import check_path, two_steps

    found = [z]
    for d in BOARD.adj[z]:
        if d in BOARD.zone_set and check_path(w, p, z, None, d, False) is None:
            found.append(d)
    if key.endswith(":tank") or two_steps(w, p):
        for via in BOARD.adj[z]:
            for d in BOARD.adj.get(via, ()):
                if d in BOARD.zone_set and d not in found and check_path(w, p, z, via, d, True) is None:
                    found.append(d)
    return found


@pytest.mark.parametrize("seeds", _seeds(1, 6))
def test_settler_reach_matches_check_path_move_by_move(seeds: range) -> None:
    from rules.aa_dday import build_state
    from rules.aa_dday.reach import flooded, two_steps

    flooded_seen = two_seen = checked = 0
    positions = [w for seed in seeds for w in _playout(seed, OPTIONS[seed % len(OPTIONS)], steps=400)]
    # a flooded coastal zone (tactics 07) and clear roads (fortune 08 "1") on a crowded board
    for card, effects, fortune in ((8, {"flood": {"card": 8, "zone": "13"}}, None),
                                   (8, {}, Fortune(card=8, die=1, result="good"))):
        state, _ = build_state({"13": "2 uk inf, 1 uk tank", "14": "3 inf", "12": "2 us tank", "30": "1 inf"},
                               card=card, options={"fortune": "on", "tactics": "on"}, effects=effects)
        if fortune:
            state = state.model_copy(update={"fortune": fortune})
        positions.append(state)
    for w in positions:
        p = w.pending
        if p is None or p.kind != "move":
            continue
        flooded_seen += flooded(w, p) is not None if w.effects else 0
        two_seen += two_steps(w, p)
        s = ZoneCapacity(w, p)
        for z in BOARD.zone_ids:
            for key in own_mobile_keys(p.side):
                assert s.reach((z, key)) == _reach_by_paths(w, p, z, key), (z, key)
                checked += 1
    assert checked > 1500 * len(seeds) and flooded_seen and two_seen
