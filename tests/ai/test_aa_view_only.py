"""The A&A D-Day computer decides from its seat's knowledge only (issue #26).

A&A D-Day hides nothing but the dice: the seed (so every die to come) and a scripted run of forced results.
Over positions of seeded games (two and three players, the standard and the advanced game, every kind of
decision the computer is asked), both are replaced and the computer must answer the same, legally.
The count of dice already rolled is public (every roll is in the log), so it is kept.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import cache
from typing import Any

import pytest

from ai.aa_baseline import baseline_action
from ai.contract import choose, computer_for
from rules.core import find_game
from rules.core.dice import Dice
from rules.core.errors import RuleError
from tests.typed import apply_text

ENGINE = find_game("aa-dday")
CONFIGS = [
    {"players": "2"},
    {"players": "3"},
    {"players": "2", "fortune": "on", "tactics": "on"},
]


def positions(options: dict[str, str], seed: int, every: int, limit: int) -> list[tuple[Any, str]]:
    """Every ``every``-th decision of a seeded game played by the fixed-rule player (with some random steps)."""
    rng = random.Random(seed)
    state, _ = ENGINE.initial_state(ENGINE.seats_for(options), options, seed)
    out = []
    n = 0
    while ENGINE.outcome(state) is None and len(out) < limit:
        seat = sorted({p.seat for p in ENGINE.prompts(state)})[0]
        n += 1
        if n % every == 0:
            out.append((state, seat))
        text = baseline_action(state, seat)
        choices = [c.value for c in ENGINE.options(state, seat, "")]
        if choices and rng.random() < 0.3:
            text = rng.choice(choices)
        while True:
            try:
                state = apply_text(ENGINE, state, seat, text).state
                break
            except RuleError:  # a random step left a zone over the limit: step on at random
                text = rng.choice([c for c in choices if c != text])
    return out


def perturbed(state: Any, rng: random.Random) -> Any:
    script = tuple(rng.randint(1, 6) for _ in range(rng.randint(1, 8)))
    dice = Dice(seed=rng.randrange(1, 2**62), counter=state.dice.counter, script=script)
    return state.model_copy(update={"dice": dice})


FIRST = 6
"""Positions of each game the default run asks the computer about; the slow run asks about the rest (30 more a game,
the computer asked three times at each: about 0.4 s a game)."""


@cache
def game_positions(config: int) -> list[tuple[Any, str]]:
    """The positions of configuration ``config``'s game, found once per process for both its parts."""
    options = CONFIGS[config]
    return positions(options, seed=4 + len(options), every=7, limit=36)


def parts() -> list[Any]:
    """(configuration, start, stop) for each configuration: its first :data:`FIRST` positions, and the rest
    (slow-marked: the computer is asked three times at each)."""
    out = []
    for config, options in enumerate(CONFIGS):
        name = "-".join(f"{k}={v}" for k, v in options.items())
        out.append(pytest.param(config, 0, FIRST, id=f"{name}-first"))
        out.append(pytest.param(config, FIRST, None, id=f"{name}-rest", marks=pytest.mark.slow))
    return out


@pytest.mark.parametrize(("config", "start", "stop"), parts())
def test_decisions_ignore_the_hidden_dice(config: int, start: int, stop: int | None) -> None:
    """Over the positions from ``start`` to ``stop`` of a game (at least 20 in all, of three kinds or more, moves
    among them), the computer's knowledge and answer stay the same when the dice are replaced, and the answer is
    legal."""
    rng = random.Random(26 + start)
    computer = computer_for("aa-dday")
    found = game_positions(config)
    assert len(found) >= 20
    kinds = Counter(state.pending.kind if state.pending is not None else "" for state, _ in found)
    assert "move" in kinds and len(kinds) >= 3, kinds
    for state, seat in found[start:stop]:
        action = choose(ENGINE, state, seat)
        apply_text(ENGINE, state, seat, action)  # legal in the real state (raises otherwise)
        for _ in range(2):
            other = perturbed(state, rng)
            assert ENGINE.dump_state(other) != ENGINE.dump_state(state)  # the perturbation is real
            assert ENGINE.dump_state(computer.known(other, seat)) == ENGINE.dump_state(computer.known(state, seat))
            assert choose(ENGINE, other, seat) == action


def test_known_keeps_what_the_seat_sees() -> None:
    """The knowledge has new dice but the same count rolled, the same view and the same options."""
    state, seat = positions({"players": "2"}, seed=3, every=5, limit=4)[-1]
    known = computer_for("aa-dday").known(state, seat)
    assert known.dice.seed != state.dice.seed and known.dice.script == ()
    assert known.dice.counter == state.dice.counter
    assert ENGINE.view(known, seat) == ENGINE.view(state, seat)
    assert [c.value for c in ENGINE.options(known, seat, "")] == [c.value for c in ENGINE.options(state, seat, "")]
