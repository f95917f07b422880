"""The service's refusals: each a typed error whose ``str`` is a sentence for players.

The bottom of :mod:`bot.service`: it imports nothing of the project, so every part may raise them.
"""

from __future__ import annotations


class ServiceError(Exception):
    """A refusal by the service (not by the rules); ``str(err)`` is for players."""

    code = "service"

    def __init__(self, message: str) -> None:
        self.message = message
        super().__init__(message)


class NoGameError(ServiceError):
    code = "no_game"


class GameExistsError(ServiceError):
    code = "game_exists"


class NotPlayerError(ServiceError):
    code = "not_player"


class SeatError(ServiceError):
    code = "seat"


class PermissionDeniedError(ServiceError):
    code = "permission"


class StaleVersionError(ServiceError):
    code = "stale"


class BusyError(ServiceError):
    """The database could not do the work now; nothing was changed."""

    code = "busy"


class UnreachableError(BusyError):
    """The database could not be reached (issue #52); nothing was changed."""

    code = "unreachable"


class UncertainError(ServiceError):
    """The connection to the database broke while a write was being committed, and whether it was applied could
    not be read back in time: the player is told to look before trying again, never that nothing changed."""

    code = "uncertain"


class UnfinishedError(ServiceError):
    """The command was recorded, but the database failed before the answer to it was ready."""

    code = "unfinished"


class InvalidInputError(ServiceError):
    """A parameter out of its bounds (too long, too large, wrong type): refused before anything is read."""

    code = "input"


class BatchRefusedError(ServiceError):
    """A line of a batch of orders was refused, so none was applied; the message names the line and why."""

    code = "batch"

    def __init__(self, message: str, *, number: int, line: str, reason: str) -> None:
        super().__init__(message)
        self.number = number
        self.line = line
        self.reason = reason
