"""The computer German's rule layer (ai/dday_dice_german.py): its habits, each against the simple German's choice
in the same position, and its edge over the simple German in fast games on fixed seeds."""

from __future__ import annotations

import pytest

from ai import dday_dice_german as layer
from rules.dday_dice import policy
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.state import GERMAN
from tests.rules.dday_dice.aw_helpers import at_phase, aw, gdice, gput
from tests.typed import apply_text


def both(state) -> tuple[str, str]:
    """The layer's and the simple German's action texts in ``state``."""
    return layer.choose(E, state, GERMAN), policy.choose(E, state, GERMAN)


def test_it_locks_the_dice_worth_most_in_soldiers():
    dice = gdice("red-mgf", "white-mgf", "black-star", "red-s1", "white-s2", "black-tool")
    s = gput(at_phase(aw(), 1, dice), rolls=1)
    mine, simple = both(s)
    assert mine == "lock 4 5"
    assert simple != mine  # the simple German locks for MGF faces and Stars


def test_it_rerolls_mgf_faces_with_skulls_and_tools():
    dice = gdice("red-s2", "white-mgf", "black-skull", "red-tool", "white-star", "black-s1")
    s = gput(at_phase(aw(), 1, dice), rolls=2)
    s = gput(s, dice=tuple(d.model_copy(update={"locked": i in (0, 5)}) for i, d in enumerate(s.german.dice)))
    mine, simple = both(s)
    assert mine == "reroll 2 3 4"
    assert simple == "reroll 3 4"


def test_the_unteroffizier_rerolls_the_skull_before_it_cancels_a_die():
    s = at_phase(aw(), 2, gdice("red-s2", "white-star", "black-skull", "red-s1", "white-s2", "black-star"))
    mine, simple = both(s)
    assert mine == "use unteroffizier d3"
    assert simple == "cancel 4"  # the simple German lets the Skull cancel a die, then rerolls die 1


def test_the_unteroffizier_is_kept_when_no_die_is_weak():
    s = at_phase(aw(), 2, gdice("red-s2", "white-star", "black-s1", "red-s1", "white-s2", "black-star"))
    mine, simple = both(s)
    assert not mine.startswith("use unteroffizier")
    assert simple == "use unteroffizier d1"


def _german_wins(german, seed: int, map_id: str) -> bool:
    opts = {"players": "1", "map": map_id, "german": "player"}
    state, _ = E.initial_state(E.seats_for(opts), opts, seed)
    while E.outcome(state) is None:
        seat = min(p.seat for p in E.prompts(state))
        text = german(E, state, seat) if seat == GERMAN else policy.choose(E, state, seat)
        state = apply_text(E, state, seat, text).state
    return GERMAN in E.outcome(state).winners


@pytest.mark.slow  # 80 whole games (about 3 s); the habits above check the layer in the default run
def test_it_wins_more_than_the_simple_german_on_the_same_games():
    """Fixed seeds, the same games for both Germans against one simple Unit (the layer's docstring gives the
    400-game figures)."""
    games = [(seed, m) for seed in range(9100, 9110) for m in ("exercise-tiger", "omaha-beach", "pointe-du-hoc", "sword-beach")]
    mine = sum(_german_wins(layer.choose, seed, m) for seed, m in games)
    simple = sum(_german_wins(policy.choose, seed, m) for seed, m in games)
    assert mine >= simple + 4, (mine, simple)
