"""The discord-free service: everything the Discord layer and the console do goes through it.

Nothing in this package imports discord (``tests/test_architecture.py`` checks it). The map of its files
(docs/architecture.md draws how they import each other):

- ``core.py`` — :class:`GameService`, the facade: every public call, each marked ``@entry_point``, each one line
  handing the call to a part or a feature it built in ``__init__``;
- ``edge.py`` — the input bounds of the entry points, read from their annotations;
- ``custom_ids.py`` — the custom ids of buttons, menus and forms: one encode and one parse per kind;
- parts: ``tables.py`` (locks, bounded caches, load and replay, commit), ``timers.py`` (the plan of reminders and
  deadlines, the outbox; ``clock.py`` the time arithmetic), ``posts.py`` (phase and progress posts, the live
  message, images, Team-thread posts; ``live_message.py`` and ``teams.py`` their pure functions), ``entries.py``
  (resolve an action, the one write);
- features: ``lobby.py``, ``play.py``, ``looking.py`` (status, board), ``longplay.py`` (preferences, vacations,
  undo, replace), ``records.py``, ``team_threads.py``, ``firing.py`` (due timers, a channel that is gone);
- ``batch.py`` — orders in one go (``submit_batch``): lines checked one after the other, all logged at once;
- ``export.py`` — the export's format and ``dday verify``;
- ``private.py`` — a seat's ephemeral private view and menus;
- ``extensions.py`` — what a game adds (``GameExtension``), found through the game's kit (``rules/<game>/kit.py``):
  ``planner.py`` (A&A's move planner), ``pegasus_hand.py`` (Pegasus Bridge's hand), ``dice_tray.py``
  (D-Day Dice's trays and Medals);
- ``db_copy.py`` — ``dday db copy``: every game to an empty database (SQLite <-> PostgreSQL), verified;
- ``reference.py`` — the /rules texts and the glossary.

What callers use is re-exported here: ``from bot.service import GameService, Post, ServiceError``.
Modules inside the package import each other by their own names, never this package.
"""

from bot.service.common import Committed, Loaded, Post, PostButton, PostImage, clip, mention
from bot.service.core import GameService, render_view
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
    UncertainError,
    UnfinishedError,
    UnreachableError,
)
from bot.service.firing import GONE_CODES
from bot.service.viewer import PageNotFound

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
    "PageNotFound",
    "PermissionDeniedError",
    "Post",
    "PostButton",
    "PostImage",
    "SeatError",
    "ServiceError",
    "StaleVersionError",
    "UncertainError",
    "UnfinishedError",
    "UnreachableError",
    "clip",
    "mention",
    "render_view",
]
