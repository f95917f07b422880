"""The same move on any host (issue #51): the Pegasus Bridge and D-Day Dice searches are bounded by work (worlds,
playouts), so a decision from the same knowledge and seed does the same work and gives the same action when the
host is slow; only a CPU-time ceiling, a logged safety net, can cut a search short."""

from __future__ import annotations

import itertools
import logging
import random
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

import ai.pegasus_bridge as P
from ai.dday_dice import DiceComputer
from rules.dday_dice import policy
from rules.dday_dice.engine import ENGINE as DICE
from rules.pegasus_bridge.engine import ENGINE as PEG
from tests.typed import apply_text


def slow_wall_clocks(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every wall clock jumps a minute at each reading: a host so busy that any time limit is long past."""
    ticks = itertools.count()
    for name in ("perf_counter", "monotonic", "time"):
        base = getattr(time, name)
        monkeypatch.setattr(time, name, lambda base=base: base() + 60.0 * next(ticks))


@contextmanager
def busy_thread() -> Iterator[None]:
    """Another thread of the process spinning meanwhile (it takes the interpreter in turns with the search)."""
    stop = threading.Event()

    def spin() -> None:
        n = 0
        while not stop.is_set():
            n += 1

    t = threading.Thread(target=spin, daemon=True)
    t.start()
    try:
        yield
    finally:
        stop.set()
        t.join()


class CountingPegasus(P.PegasusComputer):
    def __init__(self, **kw: Any) -> None:
        super().__init__(**kw)
        self.worlds_dealt = 0

    def determinize(self, known: Any, seat: str, rng: random.Random) -> Any:
        self.worlds_dealt += 1
        return super().determinize(known, seat, rng)


class CountingDice(DiceComputer):
    def __init__(self, **kw: Any) -> None:
        super().__init__(**kw)
        self.playouts_run = 0

    def _playout(self, known: Any, seat: str, text: str, seed: int, horizon: int) -> float:
        self.playouts_run += 1
        return super()._playout(known, seat, text, seed, horizon)


def pegasus_decision(make: Callable[[], CountingPegasus]) -> tuple[str, int]:
    state, _ = PEG.initial_state(("british", "german"), {"scenario": "1A"}, 5)
    seat = PEG.prompts(state)[0].seat
    computer = make()
    action = computer.decide(computer.known(state, seat), seat, random.Random(7))
    return action, computer.worlds_dealt


def dice_position() -> tuple[Any, str]:
    """A co-op position where a Unit's choice is searched (Phase 5, stay or move on, several options)."""
    state, _ = DICE.initial_state(DICE.seats_for({"players": "1", "map": "omaha-beach"}),
                                  {"players": "1", "map": "omaha-beach"}, 21)
    probe = DiceComputer()
    for _ in range(400):
        seat = min(p.seat for p in DICE.prompts(state))
        known = probe.known(state, seat)
        if known.phase == 5 and len(DICE.options(known, seat, "")) > 2 and probe._searched(known, seat):
            return state, seat
        state = apply_text(DICE, state, seat, policy.choose(DICE, state, seat)).state
    raise AssertionError("no searched decision came up")


def dice_decision(make: Callable[[], CountingDice]) -> tuple[str, int]:
    state, seat = dice_position()
    computer = make()
    action = computer.decide(computer.known(state, seat), seat, random.Random(3))
    return action, computer.playouts_run


def test_a_pegasus_decision_does_the_same_work_on_a_slow_host(monkeypatch: pytest.MonkeyPatch) -> None:
    def make() -> CountingPegasus:
        return CountingPegasus(rollouts=12, worlds=3)

    idle = pegasus_decision(make)
    assert idle[1] >= 3
    with busy_thread():
        assert pegasus_decision(make) == idle
    slow_wall_clocks(monkeypatch)
    assert pegasus_decision(make) == idle


def test_a_dice_decision_does_the_same_work_on_a_slow_host(monkeypatch: pytest.MonkeyPatch) -> None:
    def make() -> CountingDice:
        return CountingDice(playouts={5: 3}, max_candidates=3, horizon=2)

    idle = dice_decision(make)
    assert idle[1] == 3 * 3
    with busy_thread():
        assert dice_decision(make) == idle
    slow_wall_clocks(monkeypatch)
    assert dice_decision(make) == idle


def test_the_cpu_ceiling_cuts_a_search_short_and_says_so(caplog: pytest.LogCaptureFixture) -> None:
    """The safety net: past its CPU-time ceiling (here none at all) a search stops after the work in hand, and
    logs a warning, the one case where the host's speed may change a decision."""
    with caplog.at_level(logging.WARNING, logger="ai.budget"):
        action, worlds = pegasus_decision(lambda: CountingPegasus(rollouts=12, worlds=3, time_limit=0.0))
    assert worlds == 1
    assert any("CPU-time ceiling" in r.getMessage() and "pegasus-bridge" in r.getMessage() for r in caplog.records)
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="ai.budget"):
        action, playouts = dice_decision(lambda: CountingDice(playouts={5: 3}, max_candidates=3, horizon=2,
                                                              time_cap=0.0))
    assert playouts == 3  # one seed's playouts, one per candidate, then the ceiling
    assert any("dday-dice" in r.getMessage() for r in caplog.records)
