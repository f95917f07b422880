"""The discord-free service: everything the Discord layer and the console do goes through it.

Nothing in this package imports discord (``tests/test_architecture.py`` checks it). The map of its files:

- ``core.py`` — :class:`GameService`: tables per channel, seats, ``submit``/``press``, boards, history,
  abort/resign, export, autocomplete, and the input bounds every entry point checks;
- ``longplay.py`` — playing over weeks: reminders, deadlines, vacations, undo with consent, replacing a
  player (a part of :class:`GameService`), with ``clock.py`` doing the time arithmetic;
- ``private.py`` — the ephemeral private views and menus of a seat (Pegasus Bridge's hand);
- ``dice_tray.py`` — D-Day Dice's private dice trays;
- ``export.py`` — the JSON game record and ``dday verify``;
- ``db_copy.py`` — ``dday db copy``: every game to an empty database (SQLite <-> PostgreSQL), verified;
- ``reference.py`` — the /rules texts and the glossary;
- ``batch.py`` — orders in one go (``submit_batch``): lines checked one after the other, all logged at once;
- ``planner.py`` — the A&A move planner (``plan``): menus built from the engine, a draft sent as one batch.

What callers use is re-exported here: ``from bot.service import GameService, Post, ServiceError``.
Modules inside the package import each other by their own names, never this package.
"""

from bot.service.core import (
    GONE_CODES,
    BusyError,
    Committed,
    GameExistsError,
    GameService,
    InvalidInputError,
    Loaded,
    NoGameError,
    NotPlayerError,
    PermissionDeniedError,
    Post,
    PostButton,
    SeatError,
    ServiceError,
    StaleVersionError,
    clip,
    mention,
    render_view,
)
from bot.service import games as _games  # noqa: F401  (registers the built-in per-game extensions)

__all__ = [
    "GONE_CODES",
    "BusyError",
    "Committed",
    "GameExistsError",
    "GameService",
    "InvalidInputError",
    "Loaded",
    "NoGameError",
    "NotPlayerError",
    "PermissionDeniedError",
    "Post",
    "PostButton",
    "SeatError",
    "ServiceError",
    "StaleVersionError",
    "clip",
    "mention",
    "render_view",
]
