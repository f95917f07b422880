"""A SQLite database that fails under the service (issue #52): every answer typed, and true to the log.

The faults: a database locked by another process, a read-only one (``PRAGMA query_only``), a full one
(``PRAGMA max_page_count``), and a failing file (the store's sqlite3 connection wrapped so that it fails on
demand: every statement, or one COMMIT that is lost or that lands but reports a disk I/O error). After each
answer the log is read: "nothing was changed" only when nothing was, a success only when the entry is there.
"""

from __future__ import annotations

import random
import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from bench.common import USERS, random_action
from bench.common import new_table as _new_table
from bot.service import (
    BusyError,
    GameService,
    ServiceError,
    UncertainError,
    UnfinishedError,
    UnreachableError,
)
from db.store import Store
from rules.core import RuleError
from tests.conftest import no_render

CHANNEL, OTHER = 5, 6
DAY = 86_400.0


class FailingFile:
    """The store's sqlite3 connection, failing on demand like a disk that went away.

    ``down``: every statement fails ("disk I/O error"). ``commit``: the next write's COMMIT fails, either
    ``"lost"`` (not committed) or ``"landed"`` (committed, then the error reported); ``down_after`` then
    takes the file away for what follows.
    """

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db
        self.down = False
        self.commit: str | None = None
        self.down_after = False
        self.down_after_write = False
        self._writing = False

    def _fail(self) -> None:
        raise sqlite3.OperationalError("disk I/O error")

    def execute(self, sql: str, *args: Any) -> Any:
        if self.down:
            self._fail()
        if sql.startswith("BEGIN"):
            self._writing = sql == "BEGIN IMMEDIATE"
        if sql == "COMMIT" and self._writing:
            if self.commit is not None:
                how, self.commit = self.commit, None
                if how == "landed":
                    self.db.execute(sql)
                self.down = self.down_after
                self._fail()
            if self.down_after_write:
                result = self.db.execute(sql)
                self.down, self.down_after_write = True, False
                return result
        return self.db.execute(sql, *args)

    def executemany(self, sql: str, rows: Any) -> Any:
        if self.down:
            self._fail()
        return self.db.executemany(sql, rows)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.db, name)


class Game:
    """A service on a SQLite file with two A&A D-Day tables, and a clock the test moves."""

    def __init__(self, svc: GameService, store: Store, path: Path, now: list[float]) -> None:
        self.svc, self.store, self.path, self.now = svc, store, path, now
        self.rng = random.Random(52)
        self.file = FailingFile(store._db)
        store._db = self.file  # type: ignore[assignment]  # the wrapper stands in for the connection

    async def pick(self, channel: int = CHANNEL) -> tuple[int, str, str, int]:
        loaded = await self.svc.inspect(channel)
        found = random_action(loaded.engine, loaded.state, self.rng)
        assert found is not None
        seat, text = found
        return USERS[seat], text, seat, loaded.version

    async def logged(self, channel: int = CHANNEL) -> int:
        """The table's log version, read from the file itself (not through the service's caches)."""
        with sqlite3.connect(self.path) as db:
            row = db.execute(
                "SELECT MAX(seq) FROM actions WHERE table_id = (SELECT MAX(id) FROM game_tables WHERE channel_id = ?)",
                (channel,),
            ).fetchone()
        return int(row[0])


@pytest.fixture
async def game(tmp_path: Path) -> AsyncIterator[Game]:
    path = tmp_path / "faults.sqlite3"
    now = [1_750_000_000.0]
    store = await Store.open(str(path), clock=lambda: now[0], busy_timeout_ms=50)
    svc = GameService(store, render=no_render, clock=lambda: now[0])
    svc.tables.settle_delays = (0.01, 0.01)
    for channel in (CHANNEL, OTHER):
        await _new_table(svc, channel, seed=channel)
    yield Game(svc, store, path, now)
    await svc.close()


async def test_a_commit_lost_on_its_way_is_settled_from_the_log_and_nothing_was_changed(game: Game) -> None:
    user, text, seat, version = await game.pick()
    game.file.commit = "lost"
    with pytest.raises(UnreachableError):
        await game.svc.submit(CHANNEL, user, text, seat=seat)
    assert await game.logged() == version  # "nothing was changed" is true
    await game.svc.submit(CHANNEL, user, text, seat=seat)  # and the same move goes through now
    assert await game.logged() == version + 1


async def test_a_commit_that_landed_but_lost_its_answer_is_a_success_posted_as_usual(game: Game) -> None:
    user, text, seat, version = await game.pick()
    game.file.commit = "landed"
    posts = await game.svc.submit(CHANNEL, user, text, seat=seat)
    assert posts and await game.logged() == version + 1
    assert (await game.svc.inspect(CHANNEL)).version == version + 1
    user, text, seat, version = await game.pick()  # the table acts on
    await game.svc.submit(CHANNEL, user, text, seat=seat)
    assert await game.logged() == version + 1


@pytest.mark.parametrize("how", ["lost", "landed"])
async def test_a_commit_not_known_while_the_file_stays_away_is_said_so(game: Game, how: str) -> None:
    user, text, seat, version = await game.pick()
    game.file.commit, game.file.down_after = how, True
    with pytest.raises(UncertainError) as raised:
        await game.svc.submit(CHANNEL, user, text, seat=seat)
    assert "nothing was changed" not in str(raised.value)
    game.file.down = False
    assert await game.logged() == version + (how == "landed")
    assert (await game.svc.inspect(CHANNEL)).version == version + (how == "landed")  # the cache was dropped


async def test_a_read_failing_after_the_commit_says_the_command_was_recorded(game: Game) -> None:
    user, text, seat, version = await game.pick()
    game.file.down_after_write = True
    with pytest.raises(UnfinishedError) as raised:
        await game.svc.submit(CHANNEL, user, text, seat=seat)
    assert "nothing was changed" not in str(raised.value)
    game.file.down = False
    assert await game.logged() == version + 1


async def test_a_rule_refusal_stays_the_answer_when_the_re_read_fails(game: Game) -> None:
    user, text, seat, _ = await game.pick()
    await game.svc.submit(CHANNEL, user, text, seat=seat)  # the table's row is now kept in memory
    user, _, seat, version = await game.pick()
    game.file.down = True
    with pytest.raises(RuleError):
        await game.svc.submit(CHANNEL, user, "move 99 nowhere to nowhere", seat=seat)
    game.file.down = False
    assert await game.logged() == version


async def test_every_entry_point_answers_typed_while_the_file_is_away(game: Game) -> None:
    user, text, seat, version = await game.pick()
    game.file.down = True
    calls: dict[str, Callable[[], Awaitable[Any]]] = {
        "submit": lambda: game.svc.submit(CHANNEL, user, text, seat=seat),
        "inspect_any": lambda: game.svc.inspect_any(CHANNEL),
        "status": lambda: game.svc.status(CHANNEL),
        "history": lambda: game.svc.history(CHANNEL),
        "prefs_of": lambda: game.svc.prefs_of(user),
        "set_prefs": lambda: game.svc.set_prefs(user, tz="UTC"),
        "fire_due_timers": game.svc.fire_due_timers,
        "computers_due": game.svc.computers_due,
        "pending_notices": game.svc.pending_notices,
        "notice_sent": lambda: game.svc.notice_sent(1),
        "new_game": lambda: game.svc.new_game(99, None, 1, "aa-dday"),
    }
    answers = {}
    for name, call in calls.items():
        try:
            await call()
        except Exception as exc:  # noqa: BLE001 - what the test looks at
            answers[name] = type(exc).__name__
    assert answers == dict.fromkeys(calls, "UnreachableError")
    game.file.down = False
    assert await game.logged() == version
    await game.svc.submit(CHANNEL, user, text, seat=seat)
    assert await game.logged() == version + 1


async def test_a_locked_database_is_busy_and_nothing_was_changed(game: Game) -> None:
    user, text, seat, version = await game.pick()
    other = sqlite3.connect(game.path, isolation_level=None)
    try:
        other.execute("BEGIN IMMEDIATE")  # another process writing, for longer than the store waits
        with pytest.raises(BusyError) as raised:
            await game.svc.submit(CHANNEL, user, text, seat=seat)
        assert not isinstance(raised.value, UnreachableError)
        other.execute("ROLLBACK")
    finally:
        other.close()
    assert await game.logged() == version
    await game.svc.submit(CHANNEL, user, text, seat=seat)
    assert await game.logged() == version + 1


@pytest.mark.parametrize("pragma", ["query_only = ON", "max_page_count = {pages}"], ids=["read-only", "full"])
async def test_a_read_only_or_full_database_is_unreachable_and_nothing_was_changed(game: Game, pragma: str) -> None:
    user, text, seat, version = await game.pick()
    pages = game.file.db.execute("PRAGMA page_count").fetchone()[0]
    game.file.db.execute("PRAGMA " + pragma.format(pages=pages))
    with pytest.raises(UnreachableError):
        for _ in range(20):  # a move may fit in the file's free pages: play until one needs a new page
            user, text, seat, version = await game.pick()
            await game.svc.submit(CHANNEL, user, text, seat=seat)
    assert await game.logged() == version
    game.file.db.execute("PRAGMA query_only = OFF")
    game.file.db.execute("PRAGMA max_page_count = 1073741823")
    await game.svc.submit(CHANNEL, user, text, seat=seat)
    assert await game.logged() == version + 1


async def outbox(store: Store) -> list[tuple[Any, ...]]:
    return sorted((n["table_id"], n["kind"], n["seat"], n["created_at"]) for n in await store.notices())


async def test_timers_resume_when_the_file_is_back_none_twice_none_skipped(game: Game, tmp_path: Path) -> None:
    """The same games and clock without a fault are the reference: the same notices, each once."""
    ref_now = [game.now[0]]
    ref_store = await Store.open(str(tmp_path / "reference.sqlite3"), clock=lambda: ref_now[0])
    ref = GameService(ref_store, render=no_render, clock=lambda: ref_now[0])
    try:
        for channel in (CHANNEL, OTHER):
            await _new_table(ref, channel, seed=channel)
        for hours in (30, 60, 200):
            game.now[0] = ref_now[0] = game.now[0] + hours * 3600
            game.file.down = True
            with pytest.raises(UnreachableError):
                await game.svc.fire_due_timers()
            game.file.down = False
            game.file.commit = "lost"  # and the first unit of the pass loses its COMMIT
            with pytest.raises((UnreachableError, UncertainError)):  # a reminder logs nothing: not known
                await game.svc.fire_due_timers()
            assert game.svc.firing.failures == {}  # the database's fault is no table's
            await game.svc.fire_due_timers()
            await ref.fire_due_timers()
            await game.svc.fire_due_timers()  # a second pass finds nothing more to fire
            assert await outbox(game.store) == await outbox(ref_store)
            assert [await game.logged(c) for c in (CHANNEL, OTHER)] == [
                (await ref.inspect(c)).version for c in (CHANNEL, OTHER)
            ]
        assert len(await outbox(game.store)) >= 4
    finally:
        await ref.close()


async def test_the_timer_entry_points_are_typed_while_a_commit_is_unknown(game: Game) -> None:
    game.now[0] += 30 * 3600
    game.file.commit, game.file.down_after = "landed", True
    with pytest.raises(ServiceError) as raised:
        await game.svc.fire_due_timers()
    assert isinstance(raised.value, UncertainError)
    game.file.down = False
    before = await outbox(game.store)
    await game.svc.fire_due_timers()
    await game.svc.fire_due_timers()
    after = await outbox(game.store)
    assert len(set(after)) == len(after) and set(before) <= set(after)  # the landed one is not fired again
