"""The A&A D-Day computer plays whole games (issue #26): every seat, two and three players, advanced rules too,
and it beats the random policy from either side on fixed seeds."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ai.aa_baseline import baseline_action
from ai.contract import choose
from bench.__main__ import random_action
from rules.core import find_game

ENGINE = find_game("aa-dday")


def play(options: dict[str, str], seed: int, computer: frozenset[str]) -> tuple[Any, int]:
    """A full game: the seats in ``computer`` ask ``ai.choose``, the others play at random. (state, actions)."""
    rng = random.Random(seed)
    state, _ = ENGINE.initial_state(ENGINE.seats_for(options), options, seed)
    actions = 0
    while ENGINE.outcome(state) is None:
        prompts = ENGINE.prompts(state)
        assert prompts, "the game waits for nobody but is not over"
        seat = sorted({p.seat for p in prompts})[0]
        if seat in computer:
            text = choose(ENGINE, state, seat)
        else:
            pick = random_action(ENGINE, state, rng)
            assert pick is not None
            seat, text = pick
        state = ENGINE.apply(state, seat, ENGINE.parse_action(text)).state  # raises on an illegal action
        actions += 1
        assert actions < 5000
    return state, actions


@pytest.mark.parametrize("options", [
    {"players": "2"},
    {"players": "3"},
    {"players": "2", "fortune": "on", "tactics": "on"},
], ids=["2p", "3p", "2p-advanced"])
def test_computers_in_every_seat_finish_the_game(options: dict[str, str]) -> None:
    seats = frozenset(ENGINE.seats_for(options))
    state, actions = play(options, 7, seats)
    outcome = ENGINE.outcome(state)
    assert outcome is not None and outcome.winners
    assert actions > 100
    # the log replays: the same seed and the same choices give the same end
    again, _ = play(options, 7, seats)
    assert ENGINE.dump_state(again) == ENGINE.dump_state(state)


@pytest.mark.parametrize("side", ["allies", "axis"])
def test_it_beats_the_random_policy_from_either_side(side: str) -> None:
    wins = 0
    for seed in range(100, 105):
        state, _ = play({"players": "2"}, seed, frozenset({side}))
        wins += side in ENGINE.outcome(state).winners
    assert wins >= 4


def test_the_allies_take_and_hold_the_cities_against_the_fixed_rule_axis() -> None:
    """The computer's Allies win on their terms: all three cities held through a full turn."""
    rng_seed = 31
    state, _ = ENGINE.initial_state(("axis", "allies"), {}, rng_seed)
    while ENGINE.outcome(state) is None:
        seat = sorted({p.seat for p in ENGINE.prompts(state)})[0]
        text = choose(ENGINE, state, seat) if seat == "allies" else baseline_action(state, seat)
        state = ENGINE.apply(state, seat, text).state
    assert ENGINE.outcome(state).winners == ("allies",)
    assert "through a full turn" in ENGINE.outcome(state).reason
