"""Random campaign playouts for the Overlord tests: one legal step after another, from a seed, to the result.

Random players would Keep Going for ever, so half the time a fallen Unit stays out (``retreat none``).
Every ``check_every`` steps the state must survive a dump and load; ``try_all_every`` steps every offered
option is applied (each must be accepted).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from rules.dday_dice.engine import ENGINE as E
from tests.typed import apply_text

STEPS = 20000


def random_step(state: Any, rng: random.Random) -> tuple[str, str, list[str]]:
    """(seat, text, every option offered to that seat) of one random legal step."""
    p = rng.choice(E.prompts(state))
    choices = [c.value for c in E.options(state, p.seat, "")]
    text = "retreat none" if "retreat none" in choices and rng.random() < 0.5 else (
        rng.choice(choices) if choices else p.default)
    return p.seat, text, choices


def playout(opts: dict[str, str], seed: int, *, check_every: int = 97, try_all_every: int = 0,
            on_step: Callable[[Any], None] | None = None) -> tuple[Any, list[tuple[str, str]]]:
    """Play ``opts`` from ``seed`` to its result (at most :data:`STEPS` steps): the last state and the log.

    ``on_step`` sees each :class:`~rules.core.contract.Step` (its events) as it is applied.
    """
    s, _ = E.initial_state(E.seats_for(opts), opts, seed)
    rng, log = random.Random(seed), []
    for n in range(STEPS):
        if E.outcome(s) is not None:
            break
        seat, text, choices = random_step(s, rng)
        if try_all_every and n % try_all_every == 0:
            for c in choices:
                apply_text(E, s, seat, c)
        log.append((seat, text))
        step = apply_text(E, s, seat, text)
        s = step.state
        if on_step is not None:
            on_step(step)
        if len(log) % check_every == 0:
            assert E.load_state(E.dump_state(s)) == s
    return s, log


def replay(opts: dict[str, str], seed: int, log: list[tuple[str, str]]) -> Any:
    s, _ = E.initial_state(E.seats_for(opts), opts, seed)
    for seat, text in log:
        s = apply_text(E, s, seat, text).state
    return s


def first_fall(opts: dict[str, str], seed: int, steps: int = 5000) -> tuple[Any, str]:
    """The simple policies play from ``seed`` until a Unit falls: (that state, the fallen Unit's seat). Bounded, so
    that a change in the rules fails the caller instead of hanging it."""
    from rules.dday_dice import policy

    state, _ = E.initial_state(E.seats_for(opts), opts, seed)
    for _ in range(steps):
        down = [u.seat for u in state.units if u.status == "down"]
        if down:
            return state, down[0]
        seat = min(p.seat for p in E.prompts(state))
        state = apply_text(E, state, seat, policy.choose(E, state, seat)).state
    raise AssertionError(f"{opts} seed {seed}: no Unit fell in {steps} steps")
