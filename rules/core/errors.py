"""Typed refusals. Every refusal a player can see is a :class:`RuleError`.

Each class has a stable ``code`` (for tests, logs and the service layer) and a
message written for players: it echoes what they typed and, where a rule is
involved, cites the rulebook section in ``rule``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class RuleError(ValueError):
    """A refused action. ``str(err)`` is the player-facing sentence."""

    code = "rule"

    def __init__(
        self, message: str, *, rule: str | None = None, key: str = "", params: Mapping[str, Any] | None = None
    ) -> None:
        self.message = message
        self.rule = rule
        self.key = key
        """The catalogue's name of ``message`` (issue #28), with ``params``: shown in the reader's language
        (``message`` stays the English sentence)."""
        self.params: dict[str, Any] = dict(params or {})
        super().__init__(message if rule is None else f"{message} ({rule})")


class ScriptedDieError(RuleError):
    """A scripted die (``dday console --dice``) does not fit the roll it is used for."""

    code = "scripted_die"


class InvalidActionError(RuleError):
    """The text could not be read as an action at all (syntax)."""

    code = "invalid_action"


class IllegalActionError(RuleError):
    """The action is well formed but the rules forbid it now."""

    code = "illegal_action"


class NotYourTurnError(RuleError):
    """The seat has nothing to decide at the moment."""

    code = "not_your_turn"


class GameOverError(RuleError):
    """The game has ended; nothing more can be played."""

    code = "game_over"


class UnknownGameError(RuleError):
    """No registered game has that id or alias."""

    code = "unknown_game"


class InvalidOptionError(RuleError):
    """A game option key or value is not offered by the game."""

    code = "invalid_option"
