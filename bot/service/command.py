"""The one typed command of play (issue #47): what a player asked, read once, and the one reading of a line.

Every way of playing (an action typed or built by a slash command, a batch of orders, a phase-message button, a
dice tray's button) reaches :class:`~bot.service.play.Play` as one :class:`Command`: the channel and, when the
caller knows it, the game (``table_id``), the player, the seat it acts for, the version it was shown, and what it
said (:data:`Said`). :meth:`Play.run <bot.service.play.Play.run>` then takes every command down the same path:
the channel's lock, load, the expected version, resolve, the one write, present; then the computers.

A typed line becomes an :class:`Order` in ONE place, :func:`read`: its ``seat:`` prefix (``british: pass``) and its
action, parsed once by the game's ``parse_action`` (the parser's refusal is kept with it and said where the
rules' checks reach it, so the order of refusals stays as players know it). A batch is split and read once
(:func:`bot.service.batch.read_orders`); resolve, the queues and the computers take the orders as they are.

Imports only :mod:`bot.service.common` and the rules' contract: the bottom of the package.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from bot.service.common import addressed
from rules.core import GameEngine, RuleError


@dataclass(frozen=True, slots=True)
class Text:
    """A player's text: one action (``batch`` False), or several, one per line or separated by ``;``."""

    text: str
    batch: bool = False


@dataclass(frozen=True, slots=True)
class Pressed:
    """The phase-message button at ``index`` of the buttons shown at the command's version."""

    index: int


@dataclass(frozen=True, slots=True)
class TrayPressed:
    """A press on ``seat``'s dice tray: a die toggled (``t<n>``), or the selection ``mask`` locked/rerolled, kept."""

    seat: str
    mask: int
    op: str


Said = Text | Pressed | TrayPressed
"""How a command gives its action(s)."""


@dataclass(frozen=True, slots=True)
class Command:
    """One player's command, built once at the service's edge and carried whole down :meth:`Play.run`."""

    channel_id: int
    user_id: int
    said: Said
    expected_version: int | None = None
    """The log version the player saw (a button's, a menu's): another one is refused as stale, nothing written."""
    seat: str | None = None
    """The seat it acts for, when the caller names it (a menu, a tray, the console); else read from the line."""
    table_id: int | None = None
    """The game it was made for (a button's, a menu's): refused as stale when the channel's game is another."""


@dataclass(frozen=True, slots=True)
class Order:
    """One action of a command, read: its line, the seat it acts for and the action, or the parser's refusal."""

    line: str
    """As given (a batch's refusal names it; a queue keeps it)."""
    body: str
    """The line without its ``seat:`` prefix."""
    seat: str | None
    named: bool
    """The seat came from the line's own ``seat:`` prefix (not from the command)."""
    action: Any = None
    error: RuleError | None = None

    def typed(self) -> Any:
        """The action; the parser's refusal when the line read as none."""
        if self.error is not None:
            raise self.error
        return self.action


def parse(engine: GameEngine, body: str) -> tuple[Any, RuleError | None]:
    """``body`` read by the game's own parser: (the action, None) or (None, its refusal)."""
    try:
        return engine.parse_action(body), None
    except RuleError as exc:
        return None, exc


def read(engine: GameEngine, seats: Collection[str], line: str, seat: str | None = None) -> Order:
    """THE reading of a typed line: a ``seat:`` prefix naming one of ``seats`` (when the command names no
    ``seat``), then the action, parsed once."""
    named, body = (None, line.strip()) if seat is not None else addressed(line, seats)
    action, error = parse(engine, body)
    return Order(line, body, seat if named is None else named, named is not None, action, error)


def given(engine: GameEngine, action: Any, seat: str | None) -> Order:
    """An order of an action already typed (a button's choice, a tray's press, a computer's move)."""
    line = engine.format_action(action)
    return Order(line, line, seat, False, action)
