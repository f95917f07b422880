"""An engine's cheap ``active_seats`` and ``asked`` name exactly what its prompts name, in every position played."""

from __future__ import annotations

import random

import pytest

from rules.core import all_games
from tests.typed import apply_text


@pytest.mark.parametrize("engine", all_games(), ids=lambda e: e.spec.id)
def test_active_seats_agree_with_the_prompts(engine):
    for seed in range(3):
        rng = random.Random(seed)
        options = {o.key: o.default for o in engine.spec.options}
        state, _ = engine.initial_state(engine.seats_for(options), options, seed)
        for _ in range(400):
            prompts = engine.prompts(state)
            assert engine.active_seats(state) == frozenset(p.seat for p in prompts)
            assert engine.asked(state) == tuple((p.seat, p.kind) for p in prompts)
            if not prompts:
                break
            seat = rng.choice(sorted({p.seat for p in prompts}))
            choices = engine.options(state, seat, "")
            text = rng.choice(choices).value if choices else next(p.default for p in prompts if p.seat == seat)
            state = apply_text(engine, state, seat, text).state
