"""An engine's cheap ``active_seats`` and ``asked`` name exactly what its prompts name, in every position played."""

from __future__ import annotations

import random

import pytest

from rules.core import all_games
from rules.core.contract import active_seats, asked, seats_for


@pytest.mark.parametrize("engine", [e for e in all_games() if hasattr(e, "active_seats")], ids=lambda e: e.spec.id)
def test_active_seats_agree_with_the_prompts(engine):
    for seed in range(3):
        rng = random.Random(seed)
        options = {o.key: o.default for o in engine.spec.options}
        state, _ = engine.initial_state(seats_for(engine, options), options, seed)
        for _ in range(400):
            prompts = engine.prompts(state)
            assert active_seats(engine, state) == frozenset(p.seat for p in prompts)
            assert asked(engine, state) == tuple((p.seat, p.kind) for p in prompts)
            if not prompts:
                break
            seat = rng.choice(sorted({p.seat for p in prompts}))
            choices = engine.options(state, seat, "")
            text = rng.choice(choices).value if choices else next(p.default for p in prompts if p.seat == seat)
            state = engine.apply(state, seat, engine.parse_action(text)).state
