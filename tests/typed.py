"""The tests' one way to play an action written as text (issue #47): an engine's ``apply`` takes a typed action
only, so a test keeps its readable text and this reads it with the game's own notation first."""

from __future__ import annotations

from typing import Any

from rules.core.contract import Step
from rules.core.engine import GameEngine


def apply_text(engine: GameEngine, state: Any, seat: str, text: str) -> Step:
    """Apply the action ``text`` for ``seat``: :meth:`GameEngine.parse_action`, then :meth:`GameEngine.apply`."""
    return engine.apply(state, seat, engine.parse_action(text))
