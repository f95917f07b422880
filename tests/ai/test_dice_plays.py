"""D-Day Dice computer (issue #26): computers in every seat end the game, and the computer plays better.

Full games with the computer in every seat (solo, two Units in co-op, Atlantikwall with the German seat, an
Overlord Blitzkrieg) end, replay from their log to the same state, and every action was legal. A small seeded
comparison (the bench runs the large one) shows the computer's Units win more than random Units and at least
as often as the simple policy's, and the computer's German beats a random German.
"""

from __future__ import annotations

import random

import pytest

import ai
from ai import contract
from ai.dday_dice import DiceComputer
from rules.dday_dice import policy
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.state import GERMAN
from tests.typed import apply_text

TINY = DiceComputer(playouts={2: 1, 4: 1, 5: 2}, max_candidates=2, horizon=1, german_horizon=1, time_cap=600)
"""Enough to run every path of a decision in a full game quickly."""
SMALL = DiceComputer(playouts={2: 3, 4: 3, 5: 8}, max_candidates=3, time_cap=600)
"""A cut-down budget (the bench measures the real one): fewer playouts, the same method; no time cap (on a loaded
machine it would make the result depend on time)."""


@pytest.fixture
def computer(monkeypatch):
    def use(c: DiceComputer) -> None:
        monkeypatch.setitem(contract._BUILT, "dday-dice", c)
    return use


def play(opts: dict[str, str], seed: int, who: dict[str, str], steps: int = 20000):
    """Play to the end: each seat by ``who`` (``ai``, ``policy`` or ``random``; missing: ``ai``). The last state and
    the log."""
    state, _ = E.initial_state(E.seats_for(opts), opts, seed)
    rng, log = random.Random(seed), []
    for _ in range(steps):
        if E.outcome(state) is not None:
            break
        seat = min(p.seat for p in E.prompts(state))
        kind = who.get(seat, "ai")
        if kind == "ai":
            text = ai.choose(E, state, seat)
        elif kind == "random":
            text = rng.choice(E.options(state, seat)).value
        else:
            text = policy.choose(E, state, seat)
        log.append((seat, text))
        state = apply_text(E, state, seat, text).state
    return state, log


def replay(opts: dict[str, str], seed: int, log: list[tuple[str, str]]):
    state, _ = E.initial_state(E.seats_for(opts), opts, seed)
    for seat, text in log:
        state = apply_text(E, state, seat, text).state
    return state


@pytest.mark.parametrize("opts", [pytest.param({"players": "1", "map": "exercise-fabius"}, id="solo"),
                                  pytest.param({"players": "2", "map": "exercise-tiger"}, id="co-op-2"),
                                  pytest.param({"players": "1", "map": "exercise-tiger", "german": "player"},
                                               id="atlantikwall"),
                                  # a Raid between computers: 37 turns, 309 decisions (2.5 s); the Overlord
                                  # computer's decisions are in the default run's view-only check
                                  pytest.param({"blitzkrieg": "a3", "players": "2"}, id="overlord-blitzkrieg",
                                               marks=pytest.mark.slow)])
def test_computers_in_every_seat_end_the_game(opts, computer):
    """The game ends, every seat played, the log replays to the same state, and the state survives a dump."""
    computer(TINY)
    state, log = play(opts, 5, {})
    assert E.outcome(state) is not None, f"no result after {len(log)} steps"
    assert {seat for seat, _ in log} == set(E.seats_for(opts))
    assert replay(opts, 5, log) == state
    assert E.load_state(E.dump_state(state)) == state


def units_won(state) -> bool:
    return bool(E.outcome(state).winners) and GERMAN not in E.outcome(state).winners


@pytest.mark.slow  # twelve whole games, four with a searching computer (several seconds)
def test_computer_units_beat_random_units_and_match_the_policy(computer):
    """Solo Omaha Beach on four seeds: the computer's Unit wins more than a random one, and no less than the simple
    policy's."""
    computer(SMALL)
    opts = {"players": "1", "map": "omaha-beach"}
    seeds = range(40, 44)
    won = {kind: sum(units_won(play(opts, s, {"unit1": kind})[0]) for s in seeds) for kind in ("ai", "policy", "random")}
    assert won["ai"] >= won["random"] + 2, won
    assert won["ai"] >= won["policy"], won


@pytest.mark.slow  # six whole Atlantikwall games, three with a searching German (several seconds)
def test_computer_german_beats_a_random_german(computer):
    """Three Atlantikwall games against a simple Unit: the computer German wins at least two more than a random
    German."""
    computer(SMALL)
    games = [({"players": "1", "map": m, "german": "player"}, seed)
             for m, seed in (("exercise-tiger", 3000), ("omaha-beach", 3001), ("pointe-du-hoc", 3002))]
    won = {kind: sum(GERMAN in E.outcome(play(opts, seed, {"unit1": "policy", GERMAN: kind})[0]).winners
                     for opts, seed in games) for kind in ("ai", "random")}
    assert won["ai"] >= won["random"] + 2, won
