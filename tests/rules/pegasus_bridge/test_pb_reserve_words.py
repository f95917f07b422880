"""Scenario 1B's counter-attack reserve names its count in words (issue #25); games of ruleset
``pegasus-bridge/1`` replay with the words they were logged with."""

from __future__ import annotations

import random

import pytest
from pb_helpers import SEATS, E

from rules.core.engine import start_state
from rules.core.errors import InvalidOptionError
from rules.pegasus_bridge.policy import choose
from tests.typed import apply_text


def _reserve_events(ruleset: str, seed: int) -> list[tuple[str, int]]:
    """(text, count) of every public reserve event of a random 1B game played under ``ruleset``."""
    state, _ = start_state(E, ruleset, SEATS, {"scenario": "1b"}, seed)
    assert state.ruleset == ruleset
    rng = random.Random(seed)
    found = []
    while E.outcome(state) is None:
        seat = rng.choice(sorted({p.seat for p in E.prompts(state)}))
        step = apply_text(E, state, seat, choose(E, state, seat, rng))
        found += [(e.text, e.data["count"]) for e in step.events if e.kind == "reserve" and e.seat is None]
        state = step.state
    return found


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_reserve_names_its_count_in_words(seed):
    events = [(text, n) for text, n in _reserve_events(E.spec.ruleset_version, seed) if n]
    assert events, "the sample sets cards aside"
    for text, n in events:
        assert "(s)" not in text
        wanted = "the British one card and set it" if n == 1 else f"the British {['', '', 'two'][n]} cards and set them"
        assert f"The German showed {wanted} face down" in text


def test_a_game_of_the_first_ruleset_keeps_its_words():
    assert E.spec.ruleset_version == "pegasus-bridge/3" and E.spec.replays == ("pegasus-bridge/2", "pegasus-bridge/1")
    old = [(text, n) for text, n in _reserve_events("pegasus-bridge/1", 1) if n]
    assert old and all(text.startswith(f"The German showed {n} card(s) to the British and set them") for text, n in old)
    new = [n for _, n in _reserve_events(E.spec.ruleset_version, 1) if n]
    assert new == [n for _, n in old], "only the words differ: the same seed plays the same game"
    with pytest.raises(InvalidOptionError):
        E.initial_state(SEATS, {"scenario": "1b"}, 1, ruleset="pegasus-bridge/9")
