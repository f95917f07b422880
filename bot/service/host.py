"""What the parts of the service see of the service that holds them: a typing-only Protocol.

The parts (:mod:`bot.service.longplay`, :mod:`bot.service.tableau`, :mod:`bot.service.teams`, and the
helpers :mod:`bot.service.batch`, :mod:`bot.service.planner`, :mod:`bot.service.dice_tray`) are given
the service (``self`` of a mixin, ``svc`` of a helper) typed as :class:`Host`, never as
``GameService``: nothing below :mod:`bot.service.core` imports it, not even under ``TYPE_CHECKING``,
so the imports point one way (``tests/test_architecture.py`` counts ``TYPE_CHECKING`` imports too).
Imports the bottom of the package only.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import Any, Protocol

from bot.service.common import Applied, Committed, Loaded, Post, PostButton, Track
from bot.service.tables import LRU, Tables
from rules.core import Event, GameEngine


class Host(Protocol):
    """The members of the service its parts use (see the module docstring)."""

    store: Any
    tables: Tables
    records: Any
    _clock: Callable[[], float]
    _render: Callable[[Any], tuple[bytes | None, str]]
    _images: Any
    _thread_ids: LRU[int, dict[str, int | None]]
    _timers_synced: bool
    _fire_failures: dict[int, int]
    _retry_at: dict[int, float]

    # -- entries (bot.service.core) --
    def _resolve(self, loaded: Loaded, user_id: int, text: str, seat: str | None) -> Applied: ...
    async def _act(self, loaded: Loaded, user_id: int, text: str, seat: str | None, *, prefetch: bool = False) -> Committed: ...
    async def _write(
        self, loaded: Loaded, user_id: int | None, steps: Sequence[tuple[Any, Applied]], *,
        notes: Sequence[Event] = (), also: Sequence[Any] = (), announce: str | None = None, prefetch: bool = False,
    ) -> Committed: ...
    async def _present(self, c: Committed) -> list[Post]: ...

    # -- posts (bot.service.core, bot.service.tableau) --
    def _waiting_line(self, loaded: Loaded, *, ping: bool, threaded: Collection[str] = ()) -> str: ...
    def _buttons(self, loaded: Loaded) -> list[PostButton]: ...
    async def _phase_post(
        self, loaded: Loaded, events: Sequence[Any], *, actor: int | None, header: str = "", new_prompts: bool,
        track: Track | None = None, fresh: Collection[str] | None = None, threaded: Collection[str] | None = None,
    ) -> Post: ...
    async def _progress_post(self, c: Committed) -> Post: ...
    async def _tell(self, loaded: Loaded, head: str, story: Sequence[Any], tail: str, *, over: bool = False) -> Any: ...
    async def _new_live(self, loaded: Loaded, old: Any = True) -> Track: ...
    async def _image(self, table_id: int, version: int, view: Callable[[], Any]) -> Any: ...

    # -- teams (bot.service.teams) --
    async def _threads(self, loaded: Loaded) -> dict[str, int | None]: ...
    async def _thread_posts(self, loaded: Loaded) -> list[Post]: ...
    async def _in_threads(self, loaded: Loaded, posts: list[Post]) -> list[Post]: ...
    async def _thread_of_seat(self, loaded: Loaded, seat: str) -> int | None: ...

    # -- timers (bot.service.longplay) --
    def _replan_op(self, table: Any, seats: dict[str, int], asked: Sequence[tuple[str, str]], *, now: float,
                   since: int, restart: Collection[str] = frozenset(), why: str = "answered") -> Any: ...
    @staticmethod
    def _asking(engine: GameEngine, state: Any) -> tuple[tuple[str, str], ...]: ...
    def _asked(self, loaded: Loaded) -> Any: ...
    async def resync_timers(self) -> int: ...
