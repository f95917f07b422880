"""The contract of a computer player, where each game's is (its kit's ``computer``), and :func:`choose`, the one way
to ask one."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable
from typing import Any, Protocol

from rules.core.engine import GameEngine
from rules.core.kits import kit_of, resolve


class Computer(Protocol):
    """A game's computer player. Pure: no I/O, no clock, no global randomness (only the ``rng`` it is given)."""

    game: str
    """The engine id it plays (``GameSpec.id``)."""

    def known(self, state: Any, seat: str) -> Any:
        """Return a full state of the engine holding only what ``seat`` may know.

        Every part the seat may not see (other players' hands, face-down Medals or Awards, the order of
        a deck, the dice seed and so the dice still to come) is replaced by a value that depends only on
        what the seat sees, so two states the seat cannot tell apart give the same result. The seat's own
        legal actions are the same in it as in the real state.
        """
        ...

    def decide(self, known: Any, seat: str, rng: random.Random) -> str:
        """Return one action, as the engine's notation (``engine.parse_action`` reads it), for ``seat`` to play
        in ``known``; it must be legal there, and so in the real state. Searches may sample other hidden parts
        with ``rng``."""
        ...


_FACTORIES: dict[str, Callable[[], Computer]] = {}
_BUILT: dict[str, Computer] = {}


def register(game: str, factory: Callable[[], Computer]) -> None:
    """Give ``game`` a computer player: one without a kit (a test's game); a kit names its own (``computer``)."""
    _FACTORIES[game] = factory


def computer_for(game: str) -> Computer:
    """Return the game's computer player (built once): the factory its kit names (imported on first use), else one
    registered; ``KeyError`` when the game has none."""
    if game not in _BUILT:
        if game not in _FACTORIES:
            kit = kit_of(game)
            if kit is not None and kit.computer is not None:
                _FACTORIES[game] = resolve(kit.computer)
        _BUILT[game] = _FACTORIES[game]()
    return _BUILT[game]


def choose(engine: GameEngine, state: Any, seat: str) -> str:
    """Ask the game's computer for ``seat``'s action in ``state``: from the seat's knowledge only.

    The random generator is seeded from that knowledge, so the same knowledge always gives the same action
    (a test perturbs the hidden parts of ``state`` and expects the same answer).
    """
    computer = computer_for(engine.spec.id)
    known = computer.known(state, seat)
    digest = hashlib.sha256(f"{seat}\n{engine.dump_state(known)}".encode()).digest()
    return computer.decide(known, seat, random.Random(int.from_bytes(digest[:8], "big")))
