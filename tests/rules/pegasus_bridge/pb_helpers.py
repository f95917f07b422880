"""Shared helpers for the Pegasus Bridge rules tests."""

from __future__ import annotations

import random
from typing import Any

from rules.pegasus_bridge.engine import ENGINE
from rules.pegasus_bridge.flow import Game
from rules.pegasus_bridge.state import PBState
from tests.typed import apply_text

E = ENGINE
SEATS = ("british", "german")


def new(scenario: str = "1A", seed: int = 1, script: tuple[int, ...] = ()) -> PBState:
    state, _ = E.initial_state(SEATS, {"scenario": scenario}, seed, script)
    return state


def act(state: PBState, seat: str, text: str) -> PBState:
    return apply_text(E, state, seat, text).state


def step(state: PBState, seat: str, text: str):
    return apply_text(E, state, seat, text)


def seat_of(state: PBState) -> str:
    return E.prompts(state)[0].seat


def drive(state: PBState, until, rng: random.Random | None = None, limit: int = 3000) -> PBState:
    """Answer every prompt with its default until ``until(state)`` holds."""
    for _ in range(limit):
        if until(state):
            return state
        p = E.prompts(state)[0]
        state = act(state, p.seat, p.default)
    raise AssertionError("condition never reached")


def rework(state: PBState, **fields: Any) -> PBState:
    """A copy of ``state`` with fields replaced (no rules run)."""
    return PBState.model_validate({**dict(state), **fields})


def rerun(state: PBState, step_name: str, **fields: Any) -> tuple[PBState, list]:
    """Copy ``state``, replace fields, set the flow at ``step_name`` and run the rules to the next decision."""
    s = rework(state, **fields, step=step_name, pending=None)
    g = Game(s, E.table(s))
    g.advance()
    return g.s, g.events


def random_game(scenario: str, seed: int, record: bool = False):
    """A seeded random playout; returns (final state, [(seat, text), ...])."""
    rng = random.Random(seed)
    state = new(scenario, seed)
    log: list[tuple[str, str]] = []
    states = [state]
    for _ in range(5000):
        if E.outcome(state) is not None:
            break
        seat = rng.choice(sorted({p.seat for p in E.prompts(state)}))
        text = rng.choice(E.options(state, seat, "")).value
        state = act(state, seat, text)
        log.append((seat, text))
        if record:
            states.append(state)
    else:  # pragma: no cover
        raise AssertionError("random game did not end")
    return (state, log, states) if record else (state, log)
