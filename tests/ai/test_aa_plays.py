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
from tests.typed import apply_text

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
        state = apply_text(ENGINE, state, seat, text).state  # raises on an illegal action
        actions += 1
        assert actions < 5000
    return state, actions


@pytest.mark.parametrize("options", [
    pytest.param({"players": "2"}, id="2p"),
    # each game is played twice by computers (about 1.3 s): the default run plays the two-player one
    pytest.param({"players": "3"}, id="3p", marks=pytest.mark.slow),
    pytest.param({"players": "2", "fortune": "on", "tactics": "on"}, id="2p-advanced", marks=pytest.mark.slow),
])
def test_computers_in_every_seat_finish_the_game(options: dict[str, str]) -> None:
    """Computers in every seat end the game with a winner, and the same seed gives the same game again."""
    seats = frozenset(ENGINE.seats_for(options))
    state, actions = play(options, 7, seats)
    outcome = ENGINE.outcome(state)
    assert outcome is not None and outcome.winners
    assert actions > 100
    # the log replays: the same seed and the same choices give the same end
    again, _ = play(options, 7, seats)
    assert ENGINE.dump_state(again) == ENGINE.dump_state(state)


@pytest.mark.slow  # three to five whole games a side (about 2.5 s each side)
@pytest.mark.parametrize("side", ["allies", "axis"])
def test_it_beats_the_random_policy_from_either_side(side: str) -> None:
    """Against the random policy on fixed seeds, the computer wins every game (the Allies: all but one)."""
    seeds = range(100, 105) if side == "allies" else range(100, 103)  # random Allies take long to lose
    wins = 0
    for seed in seeds:
        state, _ = play({"players": "2"}, seed, frozenset({side}))
        wins += side in ENGINE.outcome(state).winners
    assert wins >= len(seeds) - (1 if side == "allies" else 0)


@pytest.mark.slow  # two to four whole games a side (about 1.7 s each side)
@pytest.mark.parametrize("side", ["allies", "axis"])
def test_it_beats_the_fixed_rule_player_on_its_sides_terms(side: str) -> None:
    """Against ``ai/aa_baseline.py`` (which plays legal whole games too): the Allies win by holding the three
    cities through a full turn, the Axis by keeping them from it to the end."""
    seeds = range(31, 35) if side == "allies" else range(31, 33)  # the Axis's games last all ten turns
    wins = 0
    for seed in seeds:
        state, _ = ENGINE.initial_state(("axis", "allies"), {}, seed)
        while ENGINE.outcome(state) is None:
            seat = sorted({p.seat for p in ENGINE.prompts(state)})[0]
            text = choose(ENGINE, state, seat) if seat == side else baseline_action(state, seat)
            state = apply_text(ENGINE, state, seat, text).state
        outcome = ENGINE.outcome(state)
        if outcome.winners == (side,):
            wins += 1
            assert ("through a full turn" if side == "allies" else "did not hold") in outcome.reason
    assert wins >= (len(seeds) - 1 if side == "allies" else len(seeds))
