"""The discord-free service: everything the Discord layer and the console do goes through it.

Nothing in this package imports discord (``tests/test_architecture.py`` checks it). The map of its files
(docs/architecture.md draws how they import each other):

- ``core.py`` — :class:`GameService`, the facade: every public call, each marked ``@entry_point``; the entry
  path (resolve an action, the one write, the one present) and the phase posts;
- ``edge.py`` — the input bounds of the entry points, read from their annotations;
- ``custom_ids.py`` — the custom ids of buttons, menus and forms: one encode and one parse per kind;
- ``tables.py`` — per-channel locks, the bounded caches, load and replay, commit with error mapping;
- ``host.py`` — the typing-only view of the service its parts are given;
- ``timers.py`` — reminders and deadlines: planning, firing, the outbox; ``clock.py`` the time arithmetic;
- ``longplay.py`` — playing over weeks: preferences, vacations, undo with consent, replacing a player;
- ``tableau.py`` — the live phase message and the image cache; ``teams.py`` — games played in Teams;
- ``batch.py`` — orders in one go (``submit_batch``): lines checked one after the other, all logged at once;
- ``records.py`` — history pages and the JSON export; ``export.py`` — its format and ``dday verify``;
- ``private.py`` — a seat's ephemeral private view and menus;
- ``extensions.py`` — what a game adds (``GameExtension``), registered by game id in ``games.py``:
  ``planner.py`` (A&A's move planner), ``pegasus_hand.py`` (Pegasus Bridge's hand), ``dice_tray.py``
  (D-Day Dice's trays and Medals);
- ``db_copy.py`` — ``dday db copy``: every game to an empty database (SQLite <-> PostgreSQL), verified;
- ``reference.py`` — the /rules texts and the glossary.

What callers use is re-exported here: ``from bot.service import GameService, Post, ServiceError``.
Modules inside the package import each other by their own names, never this package.
"""

from bot.service import games as _games  # noqa: F401  (registers the built-in per-game extensions)
from bot.service.common import Committed, Loaded, Post, PostButton, clip, mention
from bot.service.core import GONE_CODES, GameService, render_view
from bot.service.errors import (
    BusyError,
    GameExistsError,
    InvalidInputError,
    NoGameError,
    NotPlayerError,
    PermissionDeniedError,
    SeatError,
    ServiceError,
    StaleVersionError,
)

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
