"""Test-only computer players for the toy race game (tests/bot/toy_game.py), registered and removed per test.

The product ships no stand-in: these exist only while a test runs. ``Advance`` always takes the furthest
step it is offered; ``Refuser`` answers with a move the rules refuse; ``Gate`` waits for the test to open it
(to show that another table never waits for a computer's decision). ``pegasus_policy_computer``
lends the rules' simple Pegasus policy to the German seat.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from typing import Any

from ai import contract
from rules.core import registry
from tests.bot import toy_game


class Advance:
    game = "toy-race"

    def __init__(self) -> None:
        self.asked: list[str] = []

    def known(self, state: Any, seat: str) -> Any:
        return state  # nothing is hidden in the race

    def decide(self, known: Any, seat: str, rng: random.Random) -> str:
        self.asked.append(seat)
        here = known.positions[seat]
        return f"move 1 inf from {here} to {here + 2}"


class Refuser(Advance):
    def decide(self, known: Any, seat: str, rng: random.Random) -> str:
        self.asked.append(seat)
        return "move 1 inf from 0 to 5"  # never a legal step


class Gate(Advance):
    def __init__(self) -> None:
        super().__init__()
        self.open = threading.Event()
        self.waiting = threading.Event()

    def decide(self, known: Any, seat: str, rng: random.Random) -> str:
        self.waiting.set()
        assert self.open.wait(10), "the test never opened the gate"
        return super().decide(known, seat, rng)


@contextmanager
def toy_computer(computer: Advance) -> Iterator[Advance]:
    """Register ``computer`` for the toy race (and the toy race itself when absent) for one test."""
    engine = None
    if "toy-race" not in registry._ENGINES:
        engine = toy_game.RaceEngine()
        registry.register(engine)
    contract.register("toy-race", lambda: computer)
    contract._BUILT.pop("toy-race", None)
    try:
        yield computer
    finally:
        contract._FACTORIES.pop("toy-race", None)
        contract._BUILT.pop("toy-race", None)
        if engine is not None:
            registry._ENGINES.pop("toy-race", None)


def thread_pool() -> ThreadPoolExecutor:
    """The tests' workers: threads, so the computers registered here are the ones asked."""
    return ThreadPoolExecutor(max_workers=2)


@contextmanager
def lent(game: str, factory: Callable[[], Any]) -> Iterator[None]:
    """``factory`` plays ``game`` for one test; the game's real computer (if any) is restored after."""
    saved = contract._FACTORIES.get(game), contract._BUILT.pop(game, None)
    contract.register(game, factory)
    try:
        yield
    finally:
        contract._BUILT.pop(game, None)
        if saved[0] is not None:
            contract.register(game, saved[0])
        else:
            contract._FACTORIES.pop(game, None)
        if saved[1] is not None:
            contract._BUILT[game] = saved[1]


class FirstOption:
    """Any game: the first legal option of the seat (or its prompt's default). Test-only."""

    def __init__(self, game: str) -> None:
        self.game = game

    def known(self, state: Any, seat: str) -> Any:
        return state

    def decide(self, known: Any, seat: str, rng: random.Random) -> str:
        from rules.core import find_game

        engine = find_game(self.game)
        options = engine.options(known, seat, "")
        if options:
            return options[0].value
        return next(p.default for p in engine.prompts(known) if p.seat == seat and p.default is not None)


@contextmanager
def pegasus_policy_computer() -> Iterator[None]:
    """The rules' simple Pegasus policy as the German computer, for this test only (the real one restored)."""

    class Policy:
        game = "pegasus-bridge"

        def known(self, state: Any, seat: str) -> Any:
            return state

        def decide(self, known: Any, seat: str, rng: random.Random) -> str:
            from rules.pegasus_bridge import policy
            from rules.pegasus_bridge.engine import ENGINE

            return policy.choose(ENGINE, known, seat, rng)

    with lent("pegasus-bridge", Policy):
        yield
