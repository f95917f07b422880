"""Action text: parse/format round trip over every offered option, and clear errors."""

import random

import pytest

from rules.core.errors import InvalidActionError
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.notation import format_action, parse_action
from tests.typed import apply_text

SAMPLES = ["lock 1 3", "reroll 2 4 5", "keep", "mulligan", "rwb star add red-courage", "rwb courage free",
           "rwb soldier1 hold", "straight", "cancel 4", "done", "rally medic", "find bazooka", "give unit2 courage 2",
           "give unit2 bazooka", "stay", "move 5", "move B2", "use binoculars d3=star",
           "use gallantry-medal red-star white-star unit2:blue-courage", "use lieutenant d3 unit2:d5",
           "lock 1 2; reroll 3 4 5 6; keep; done"]


@pytest.mark.parametrize("text", SAMPLES)
def test_round_trip(text):
    assert format_action(parse_action(text)) == text


def test_aliases_and_errors():
    assert format_action(parse_action("RWB S2 soldiers")) == "rwb soldier2 soldiers"
    assert format_action(parse_action("move bunker")) == "move B"
    for bad in ("fly 3", "lock", "rwb purple x", "give unit9 courage", "cancel 1 2", "move 3 4", "reroll 1 1"):
        with pytest.raises(InvalidActionError):
            parse_action(bad)


def test_every_offered_option_round_trips():
    rng = random.Random(4)
    state, _ = E.initial_state(("unit1", "unit2"), {"players": "2"}, 4)
    for _ in range(300):
        if E.outcome(state) is not None:
            break
        seat = rng.choice(sorted({p.seat for p in E.prompts(state)}))
        offered = E.options(state, seat)
        for c in offered:
            assert format_action(parse_action(c.value)) == c.value
        state = apply_text(E, state, seat, rng.choice(offered).value).state
