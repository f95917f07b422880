"""The search budget (issue #51: bounded by work, not by the clock): an Overlord Raid's decision, as a co-op one, plays
exactly its computer's playout count for each of at most its number of candidates (:data:`ai.dday_dice.PLAYOUTS`,
:data:`ai.dday_dice.MAX_CANDIDATES` by default; twice the playouts were measured in Overlord and gained nothing, see
:mod:`ai.dday_dice`); a computer built with small budgets keeps them in every game."""

from __future__ import annotations

import random
from functools import cache
from typing import Any

from ai import dday_dice
from ai.dday_dice import DiceComputer
from rules.dday_dice import policy
from rules.dday_dice.engine import ENGINE as E
from tests.typed import apply_text


class Counting(DiceComputer):
    def __init__(self, **kw: Any) -> None:
        super().__init__(**kw)
        self.runs: list[str] = []

    def _playout(self, known: Any, seat: str, text: str, seed: int, horizon: int) -> float:
        self.runs.append(text)
        return super()._playout(known, seat, text, seed, horizon)


@cache
def searched(opts: tuple[tuple[str, str], ...], seed: int) -> tuple[Any, str]:
    """The first Phase 5 position of a game between simple players where the computer searches a Unit's move."""
    options = dict(opts)
    state, _ = E.initial_state(E.seats_for(options), options, seed)
    probe = Counting(playouts={5: 1}, max_candidates=2, horizon=1)
    for _ in range(600):
        seat = min(p.seat for p in E.prompts(state))
        known = probe.known(state, seat)
        if known.phase == 5 and seat != "german":
            probe.runs.clear()
            probe.decide(known, seat, random.Random(1))
            if len(set(probe.runs)) >= 2:
                return state, seat
        state = apply_text(E, state, seat, policy.choose(E, state, seat)).state
    raise AssertionError("no searched Phase 5 decision came up")


OVERLORD = (("blitzkrieg", "a3"), ("players", "2"))
COOP = (("map", "omaha-beach"), ("players", "1"))


def runs(computer: Counting, opts: tuple[tuple[str, str], ...]) -> list[str]:
    state, seat = searched(opts, 5)
    computer.decide(computer.known(state, seat), seat, random.Random(3))
    return computer.runs


def test_an_overlord_decision_and_a_coop_one_play_their_computers_budget():
    def make(n: int) -> Counting:
        return Counting(playouts={5: n}, max_candidates=n, horizon=1)

    raid = runs(make(2), OVERLORD)
    candidates = set(raid)
    assert len(raid) == 2 * len(candidates)  # two playouts per candidate
    assert len(candidates) == 2
    coop = runs(make(3), COOP)
    assert len(coop) == 3 * len(set(coop)) and 2 <= len(set(coop)) <= 3


def test_the_default_budgets_and_a_small_test_computer():
    default = DiceComputer()
    assert default.playouts == dday_dice.PLAYOUTS and default.max_candidates == dday_dice.MAX_CANDIDATES
    small = DiceComputer(playouts={5: 2}, max_candidates=2)
    assert small.playouts == {5: 2} and small.max_candidates == 2
