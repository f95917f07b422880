"""Pydantic models built from trusted values without pydantic's per-field work (they run on every action).

:func:`event` and :func:`step` give exactly what ``Event.model_construct(kind=…, text=…, data=…,
dice=…, phase=…)`` and ``Step.model_construct(state=…, events=…)`` give (the same ``__dict__`` in
field order, the same fields set, no extra and no private values), for a fraction of the cost:
``model_construct`` walks every field's aliases and defaults on each call. The models' shapes are
checked at import, so a new field (or a validator or post-init hook) fails loudly here instead of
being left out silently. ``tests/rules/aa_dday/test_fast_paths.py`` holds them equal (a pydantic release that changes
what ``model_construct`` sets fails it).
"""

from __future__ import annotations

from typing import Any

from rules.core.contract import Event, Step

_set = object.__setattr__
_EVENT_FIELDS = ("kind", "text", "data", "dice", "seat", "phase", "key", "args")
_STEP_FIELDS = ("state", "events")


def _check_shape(model: type[Any], fields: tuple[str, ...]) -> None:
    if tuple(model.model_fields) != fields or model.__pydantic_post_init__ or model.__pydantic_root_model__:
        raise RuntimeError(f"rules.aa_dday.trusted_models builds {model.__name__} by hand: update it for its new shape")


_check_shape(Event, _EVENT_FIELDS)
_check_shape(Step, _STEP_FIELDS)


def event(
    kind: str, text: str, data: dict[str, Any], dice: tuple[int, ...], phase: str, key: str = "",
    args: dict[str, Any] | None = None,
) -> Event:
    """``Event.model_construct(kind=kind, text=text, data=data, dice=dice, phase=phase, key=key, args=args)``
    (``seat`` left unset)."""
    e = Event.__new__(Event)
    _set(e, "__dict__", {"kind": kind, "text": text, "data": data, "dice": dice, "seat": None, "phase": phase,
                         "key": key, "args": args if args is not None else {}})
    _set(e, "__pydantic_fields_set__", {"kind", "text", "data", "dice", "phase", "key", "args"})
    _set(e, "__pydantic_extra__", None)
    _set(e, "__pydantic_private__", None)
    return e


def step(state: Any, events: tuple[Event, ...]) -> Step:
    """``Step.model_construct(state=state, events=events)``."""
    s = Step.__new__(Step)
    _set(s, "__dict__", {"state": state, "events": events})
    _set(s, "__pydantic_fields_set__", {"state", "events"})
    _set(s, "__pydantic_extra__", None)
    _set(s, "__pydantic_private__", None)
    return s

