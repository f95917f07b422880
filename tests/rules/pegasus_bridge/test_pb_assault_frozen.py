"""The Assault is written copy-on-write like the rest of the state: an apply never changes the state it was given."""

from __future__ import annotations

import random

import pytest
from pb_helpers import E, new

SCEN = ["1A", "1B", "2", "3", "campaign"]


@pytest.mark.parametrize("scen", SCEN)
@pytest.mark.parametrize("seed", [3, 4])
def test_apply_leaves_the_assault_it_was_given_as_it_was(scen: str, seed: int) -> None:
    """At every decision of a random game, the chosen action; during an Assault, every option of either seat:
    the state given must dump as it did before (an Assault's fronts, fights, tables and tokens out included)."""
    rng = random.Random(seed)
    state = new(scen, seed)
    tried = 0
    for _ in range(5000):
        if E.outcome(state) is not None:
            break
        before = E.dump_state(state)
        seats = sorted({p.seat for p in E.prompts(state)})
        if state.assault is not None:
            for seat in seats:
                for c in E.options(state, seat, ""):
                    E.apply(state, seat, E.parse_action(c.value))
                    tried += 1
            assert E.dump_state(state) == before
        seat = rng.choice(seats)
        state = E.apply(state, seat, E.parse_action(rng.choice(E.options(state, seat, "")).value)).state
        assert E.load_state(E.dump_state(state)) == state
    assert E.outcome(state) is not None and tried > 20
