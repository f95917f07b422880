"""Deterministic, replayable dice.

A :class:`Dice` value lives inside a game state. Each die is derived from
``sha256(seed, counter)`` so that anyone who knows the seed (revealed when the
game ends) can re-derive every roll from the log. A *script* of forced results
(tests, ``dday console --dice``) is consumed first; the script is part of the
state, so a scripted game replays exactly too.
"""

from __future__ import annotations

import hashlib

from pydantic import BaseModel, ConfigDict

from rules.core.errors import ScriptedDieError


def seed_commitment(seed: int) -> str:
    """Return the public hash of a secret seed (posted at game start)."""
    return hashlib.sha256(f"dday-seed:{seed}".encode()).hexdigest()


def derive_die(seed: int, counter: int, sides: int = 6) -> int:
    """Return the die (1..sides) numbered ``counter`` for ``seed``: unbiased, by rejection."""
    attempt = 0
    limit = (2**64 // sides) * sides
    while True:
        digest = hashlib.sha256(f"{seed}:{counter}:{attempt}".encode()).digest()
        value = int.from_bytes(digest[:8], "big")
        if value < limit:
            return value % sides + 1
        attempt += 1  # pragma: no cover - happens with probability < 1e-18


class Dice(BaseModel):
    """Seed, how many dice were drawn, and any scripted results still to come."""

    model_config = ConfigDict(frozen=True)

    seed: int
    counter: int = 0
    script: tuple[int, ...] = ()

    def roll(self, n: int, sides: int = 6) -> tuple[Dice, tuple[int, ...]]:
        """Return the advanced dice and ``n`` results."""
        if n <= 0:
            return self, ()
        results: list[int] = []
        script = list(self.script)
        counter = self.counter
        for _ in range(n):
            if script:
                value = script.pop(0)
                if not 1 <= value <= sides:
                    raise ScriptedDieError(
                        f"The next scripted die is {value}, but this roll needs a value from 1 to {sides}; "
                        "nothing was changed (the --dice values are used in order)."
                    )
            else:
                value = derive_die(self.seed, counter, sides)
            counter += 1
            results.append(value)
        return Dice(seed=self.seed, counter=counter, script=tuple(script)), tuple(results)
