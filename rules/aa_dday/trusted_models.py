"""The events and steps of the rules, built from trusted values without validation (they run on every action).

:func:`event` and :func:`step` give exactly what ``Event.model_construct(kind=…, text=…, data=…,
dice=…, phase=…, key=…, args=…)`` and ``Step.model_construct(state=…, events=…)`` give (the same fields in
field order, the same fields set, no extra and no private values), through pydantic's own copy of a blank
model (``model_copy(update=...)``), which costs less than ``model_construct`` walking every field's aliases and
defaults on each call. ``tests/rules/aa_dday/test_fast_paths.py`` holds them equal (a new field, or a pydantic
release that changes what either sets, fails it).
"""

from __future__ import annotations

from typing import Any

from rules.core.contract import Event, Step

_EVENT = Event.model_construct(kind="", text="", data={}, dice=(), phase="", key="", args={})
"""A blank event with the fields :func:`event` sets (``seat`` left unset): each event is a copy of it."""
_STEP = Step.model_construct(state=None, events=())


def event(
    kind: str, text: str, data: dict[str, Any], dice: tuple[int, ...], phase: str, key: str = "",
    args: dict[str, Any] | None = None,
) -> Event:
    """``Event.model_construct(kind=kind, text=text, data=data, dice=dice, phase=phase, key=key, args=args)``
    (``seat`` left unset)."""
    return _EVENT.model_copy(update={"kind": kind, "text": text, "data": data, "dice": dice, "phase": phase,
                                     "key": key, "args": args if args is not None else {}})


def step(state: Any, events: tuple[Event, ...]) -> Step:
    """``Step.model_construct(state=state, events=events)``."""
    return _STEP.model_copy(update={"state": state, "events": events})
