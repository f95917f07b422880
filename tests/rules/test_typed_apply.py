"""Every engine's ``apply`` takes the game's typed action only (issue #47): text is refused at once, naming the
game's ``parse_action``, so a caller that forgot to parse fails loudly instead of passing text along."""

from __future__ import annotations

import pytest

from rules.core import all_games
from rules.core.engine import GameEngine


@pytest.mark.parametrize("engine", all_games(), ids=lambda e: e.spec.id)
def test_apply_refuses_text_and_takes_the_parsed_action(engine: GameEngine) -> None:
    state, _ = engine.initial_state(engine.seats_for({}), {}, 7)
    prompt = engine.prompts(state)[0]
    text = prompt.default or engine.options(state, prompt.seat, "")[0].value
    before = engine.dump_state(state)
    with pytest.raises(TypeError, match=r"takes a typed action, not the text .*parse_action"):
        engine.apply(state, prompt.seat, text)
    assert engine.dump_state(state) == before
    step = engine.apply(state, prompt.seat, engine.parse_action(text))  # the same action, read first, applies
    assert step.state != state
