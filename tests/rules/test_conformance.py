"""Every registered game obeys the engine contract, checked by seeded random playouts to the end.

For each game: random players pick uniformly among ``options(state, seat, "")``
of a prompted seat (the prompt default when there is none) until the game ends.
Along the way: prompts exist until there is an outcome; offered options apply;
actions survive a text round trip; states survive a JSON round trip; the view
never shows the seed; and replaying the log from the same seed gives the very
same final state.
"""

from __future__ import annotations

import random

import pytest

from rules.core import all_games

GAMES = all_games()
PLAYOUTS = 50
MAX_ACTIONS = 6000
CHECK_ALL_OPTIONS_EVERY = 10
CHECK_STATE_EVERY = 40

CASES = [(engine, i) for engine in GAMES for i in range(PLAYOUTS)]


def _check_state(engine, state, seed: int) -> None:
    text = engine.dump_state(state)
    loaded = engine.load_state(text)
    assert loaded == state
    assert engine.dump_state(loaded) == text
    view_json = engine.view(state, None).model_dump_json()
    assert str(seed) not in view_json
    for seat in engine.spec.seats:
        assert str(seed) not in engine.view(state, seat).model_dump_json()


@pytest.mark.parametrize(("engine", "index"), CASES, ids=[f"{e.spec.id}-{i:02d}" for e, i in CASES])
def test_random_playout_to_the_end(engine, index: int) -> None:
    seed = 7_319_000_000_000 + index * 104_729
    rng = random.Random(seed)
    seats = engine.spec.seats
    options = {o.key: o.default for o in engine.spec.options}
    state, _ = engine.initial_state(seats, options, seed)
    log: list[tuple[str, str]] = []
    for step in range(MAX_ACTIONS):
        if engine.outcome(state) is not None:
            break
        prompts = engine.prompts(state)
        assert prompts, f"no prompt and no outcome at {engine.phase_label(state)}"
        prompt = rng.choice(prompts)
        offered = engine.options(state, prompt.seat, "")
        if step % CHECK_ALL_OPTIONS_EVERY == 0:
            for choice in offered:
                engine.apply(state, prompt.seat, choice.value)  # every offered option applies
        text = rng.choice(offered).value if offered else prompt.default
        assert text, f"nothing to play at {engine.phase_label(state)}"
        action = engine.parse_action(text)
        canonical = engine.format_action(action)
        assert engine.parse_action(canonical) == action
        result = engine.apply(state, prompt.seat, action)
        log.append((prompt.seat, canonical))
        state = result.state
        if step % CHECK_STATE_EVERY == 0:
            _check_state(engine, state, seed)
    else:
        pytest.fail(f"no outcome after {MAX_ACTIONS} actions ({engine.phase_label(state)})")
    assert engine.prompts(state) == ()
    _check_state(engine, state, seed)

    replay, _ = engine.initial_state(seats, options, seed)
    for seat, text in log:
        replay = engine.apply(replay, seat, text).state
    assert replay == state
    assert engine.dump_state(replay) == engine.dump_state(state)
