"""The events and steps of the rules, built on every action from the rules' own values.

:func:`event` and :func:`step` give exactly what ``Event.model_construct(kind=…, text=…, data=…,
dice=…, phase=…, key=…, args=…)`` and ``Step.model_construct(state=…, events=…)`` give (the same fields in
field order, the same fields set, no extra and no private values), through the models' own validating
constructors: pydantic-core checks these few plain fields for less than ``model_construct`` (which walks every
field's aliases and defaults in Python) or a ``model_copy`` of a blank model costs.
``tests/rules/aa_dday/test_fast_paths.py`` holds them equal.
"""

from __future__ import annotations

from typing import Any

from rules.core.contract import Event, Step


def event(
    kind: str, text: str, data: dict[str, Any], dice: tuple[int, ...], phase: str, key: str = "",
    args: dict[str, Any] | None = None,
) -> Event:
    """``Event.model_construct(kind=kind, text=text, data=data, dice=dice, phase=phase, key=key, args=args)``
    (``seat`` left unset)."""
    return Event(kind=kind, text=text, data=data, dice=dice, phase=phase, key=key, args=args if args is not None else {})


def step(state: Any, events: tuple[Event, ...]) -> Step:
    """``Step.model_construct(state=state, events=events)`` (the state is the rules' own: not checked)."""
    return Step(state=state, events=events)
