"""Oracle for the Maximum Units in a Zone lookahead: the shortcut of :meth:`ZoneCapacity.after_move` (the lazy
groups, the "nothing over 8" answer, the reuse of one placement) answers like the straightforward check,
which builds the position after the move and solves its flow from scratch.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from rules.aa_dday import ENGINE as E
from rules.aa_dday import build_state
from rules.aa_dday.board import BOARD
from rules.aa_dday.pending import Move as MoveDecision
from rules.aa_dday.reach import check_path, movable, own_mobile_keys
from rules.aa_dday.state import AAState
from rules.aa_dday.zone_capacity import ZoneCapacity, settles
from tests.typed import apply_text


def _after(w: AAState, p: MoveDecision, frm: str, to: str, want: dict[str, int]) -> tuple[AAState, MoveDecision]:
    """The position after ``want`` moved from ``frm`` to ``to`` and stays there, built whole."""
    units = {z: dict(u) for z, u in w.units.items()}
    src, dst = units.setdefault(frm, {}), units.setdefault(to, {})
    for key, n in want.items():
        src[key] -= n
        if not src[key]:
            del src[key]
        dst[key] = dst.get(key, 0) + n
    moved = {z: dict(u) for z, u in p.moved.items()}
    arrived = moved.setdefault(to, {})
    for key, n in want.items():
        arrived[key] = arrived.get(key, 0) + n
    return w.model_copy(update={"units": units}), p.evolve(moved=moved)


def _candidates(w: AAState, p: MoveDecision) -> list[tuple[str, str, dict[str, int]]]:
    """Every one-step move of one unit kind (one unit, or all that may move) the path rules allow."""
    out = []
    for frm in BOARD.zone_ids:
        for key in own_mobile_keys(p.side):
            can = movable(w, p, frm, key) if w.units.get(frm, {}).get(key) else 0
            for to in BOARD.adj[frm]:
                if to not in BOARD.zone_set or check_path(w, p, frm, None, to, key.endswith(":tank")) is not None:
                    continue
                for n in sorted({1, can}) if can else ():
                    out.append((frm, to, {key: n}))
    return out


def _check(w: AAState) -> int:
    p = w.pending
    if p is None or p.kind != "move" or p.out is not None:
        return 0
    settler = ZoneCapacity(w, p)
    assert settler.ok() == settles(w, p)
    checked = 0
    for frm, to, want in _candidates(w, p):
        after_w, after_p = _after(w, p, frm, to, want)
        assert settler.after_move(frm, to, want) == settles(after_w, after_p), (frm, to, want)
        assert ZoneCapacity(w, p).after_move(frm, to, want) == settles(after_w, after_p), (frm, to, want)
        checked += 1
    return checked


@pytest.mark.parametrize("seeds", [
    # A playout is 2-5 s: -m slow plays them; the default run checks the crowded positions below.
    pytest.param(range(1), id="seed-0", marks=pytest.mark.slow),
    pytest.param(range(1, 4), id="seeds-1-3", marks=pytest.mark.slow),  # 3 more playouts, about 15 s
])
def test_after_move_matches_a_fresh_flow_in_random_playouts(seeds: range) -> None:
    checked = 0
    for seed in seeds:
        rng = random.Random(seed)
        state, _ = E.initial_state(E.spec.seats, {}, seed)
        for _ in range(400):
            if E.outcome(state) is not None:
                break
            checked += _check(state)
            prompts = E.prompts(state)
            seat = rng.choice(sorted({q.seat for q in prompts}))
            choices = E.options(state, seat, "")
            if choices:
                text = rng.choice(choices).value
            else:
                text = next(q.default for q in prompts if q.seat == seat)
            state = apply_text(E, state, seat, text).state
    assert checked > 250 * len(seeds)


def test_after_move_matches_a_fresh_flow_in_crowded_positions() -> None:
    # Random crowds around full zones: the cases where the flow, not the quick answer, decides.
    rng = random.Random(7)
    zones = [z for z in BOARD.zone_ids if 20 <= int(z) <= 40]
    checked = 0
    for _ in range(60):
        picked = rng.sample(zones, 5)
        locations: dict[str, Any] = {z: {"de:inf": rng.randint(5, 9), "de:tank": rng.randint(0, 2)} for z in picked}
        locations = {z: {k: n for k, n in u.items() if n} for z, u in locations.items()}
        locations["42"] = "1 inf"
        state, _ = build_state(locations, card=12, airfield={})
        if state.pending is None or state.pending.kind != "move":
            continue
        checked += _check(state)
        # a move made already (its units stay) changes what can still settle
        options = [c.value for c in E.options(state, "axis", "") if c.value.startswith("move")]
        if options:
            checked += _check(apply_text(E, state, "axis", rng.choice(options)).state)
    assert checked > 500
