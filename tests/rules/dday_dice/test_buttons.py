"""The D-Day Dice prompts mark the whole answers worth a button; lock and reroll stay on the dice tray."""

from __future__ import annotations

import random

from rules.core import find_game
from rules.dday_dice.legal import BUTTON_KINDS
from tests.typed import apply_text


def test_marked_choices_are_whole_answers_that_apply() -> None:
    engine = find_game("dday-dice")
    state, _ = engine.initial_state(("unit1", "unit2"), {"players": "2"}, 3)
    rng = random.Random(2)
    marked, unmarked = set(), set()
    for _ in range(300):
        prompts = engine.prompts(state)
        if not prompts:
            break
        for p in prompts:
            for c in p.choices:
                kind = c.value.split(" ", 1)[0]
                (marked if c.button else unmarked).add(kind)
                if c.button:
                    assert kind in BUTTON_KINDS
                    apply_text(engine, state, p.seat, c.value)  # applies as it stands
        p = prompts[0]
        state = apply_text(engine, state, p.seat, rng.choice(engine.options(state, p.seat)).value).state
    assert {"keep", "move"} <= marked
    assert {"lock", "reroll"} <= unmarked and not ({"lock", "reroll"} & marked)
