"""Every store call answers in the store's own terms (issue #52): the translation of each driver's failures.

Unit tests, no server: each exception a driver raises when its database goes away is read by the store's
``fault`` function, every public coroutine method of both stores is wrapped, and :meth:`PgStore.run` tells
how far a unit of work got (a fake pool fails it at each stage). The same faults on real databases are in
``test_db_faults.py`` (SQLite) and ``test_pg_faults.py`` (a PostgreSQL server stopped and started).
"""

from __future__ import annotations

import inspect
import sqlite3
from typing import Any

import pytest

from db.contract import (
    CommitUnknownError,
    GameStore,
    SetPrefs,
    StoreBusyError,
    StoreError,
    StoreUnreachableError,
)
from db.faults import is_translated, translating
from db.store import Store, sqlite_fault

asyncpg = pytest.importorskip("asyncpg")
from db.pg_store import PgStore, pg_fault  # noqa: E402  (after the skip: asyncpg may be missing)

PREFS = {"tz": "UTC", "quiet_start": None, "quiet_end": None, "dm": False, "handoff": None}
E = asyncpg.exceptions

PG_LOST = [
    FileNotFoundError(2, "No such file or directory"),  # the unix socket is gone: the server is stopped
    ConnectionRefusedError(111, "Connection refused"),
    TimeoutError(),
    OSError(104, "Connection reset by peer"),
    E.CannotConnectNowError("the database system is shutting down"),
    E.ConnectionDoesNotExistError("connection was closed in the middle of operation"),
    E.ConnectionFailureError("connection failure"),
    E.AdminShutdownError("terminating connection due to administrator command"),
    E.CrashShutdownError("terminating connection because of crash of another server process"),
    E.InternalClientError("cannot switch to state 15; another operation (None) is in progress"),
    E.InterfaceError("cannot call Connection.fetch(): the underlying connection is closed"),
]
PG_BUSY = [
    E.LockNotAvailableError("canceling statement due to lock timeout"),
    E.QueryCanceledError("canceling statement due to statement timeout"),
    E.TooManyConnectionsError("sorry, too many clients already"),
    E.DeadlockDetectedError("deadlock detected"),
    E.SerializationError("could not serialize access"),
]
PG_OTHER = [E.UniqueViolationError("duplicate key"), E.UndefinedTableError("relation does not exist"), ValueError()]


@pytest.mark.parametrize("exc", PG_LOST, ids=lambda e: type(e).__name__)
def test_a_lost_postgresql_connection_of_every_kind_is_unreachable(exc: Exception) -> None:
    assert isinstance(pg_fault(exc), StoreUnreachableError)


@pytest.mark.parametrize("exc", PG_BUSY, ids=lambda e: type(e).__name__)
def test_a_server_that_answers_but_cannot_do_the_work_now_is_busy(exc: Exception) -> None:
    fault = pg_fault(exc)
    assert isinstance(fault, StoreBusyError) and not isinstance(fault, StoreUnreachableError)


@pytest.mark.parametrize("exc", PG_OTHER, ids=lambda e: type(e).__name__)
def test_a_postgresql_error_that_is_no_fault_of_the_connection_stays_itself(exc: Exception) -> None:
    assert pg_fault(exc) is None


def sqlite_error(kind: type[sqlite3.Error], text: str, code: int | None) -> sqlite3.Error:
    exc = kind(text)
    if code is not None:
        exc.sqlite_errorcode = code  # what sqlite3 sets on the errors it raises
    return exc


@pytest.mark.parametrize(
    ("exc", "expected"),
    [
        (sqlite_error(sqlite3.OperationalError, "database is locked", sqlite3.SQLITE_BUSY), StoreBusyError),
        (sqlite_error(sqlite3.OperationalError, "database table is locked", sqlite3.SQLITE_LOCKED), StoreBusyError),
        (sqlite_error(sqlite3.OperationalError, "database is locked", None), StoreBusyError),  # no code: by its words
        (sqlite_error(sqlite3.OperationalError, "attempt to write a readonly database", sqlite3.SQLITE_READONLY),
         StoreUnreachableError),
        (sqlite_error(sqlite3.OperationalError, "disk I/O error", sqlite3.SQLITE_IOERR | (3 << 8)), StoreUnreachableError),
        (sqlite_error(sqlite3.OperationalError, "database or disk is full", sqlite3.SQLITE_FULL), StoreUnreachableError),
        (sqlite_error(sqlite3.OperationalError, "unable to open database file", sqlite3.SQLITE_CANTOPEN),
         StoreUnreachableError),
        (sqlite_error(sqlite3.DatabaseError, "database disk image is malformed", sqlite3.SQLITE_CORRUPT),
         StoreUnreachableError),
        (sqlite_error(sqlite3.OperationalError, "disk I/O error", None), StoreUnreachableError),
        (PermissionError(13, "Permission denied"), StoreUnreachableError),
        (ValueError("no active connection"), StoreUnreachableError),  # aiosqlite once the connection is closed
    ],
    ids=lambda v: str(v)[:40] if isinstance(v, BaseException) else v.__name__,
)
def test_sqlite_failures_of_the_file_are_the_stores_own(exc: Exception, expected: type[StoreError]) -> None:
    fault = sqlite_fault(exc)
    assert type(fault) is expected


@pytest.mark.parametrize(
    "exc",
    [sqlite3.OperationalError("no such table: nope"), sqlite3.IntegrityError("UNIQUE constraint failed"), ValueError()],
    ids=str,
)
def test_a_sqlite_error_that_is_no_fault_of_the_file_stays_itself(exc: Exception) -> None:
    assert sqlite_fault(exc) is None


def contract_methods() -> list[str]:
    return sorted(
        name for name, member in inspect.getmembers(GameStore)
        if not name.startswith("_") and inspect.iscoroutinefunction(member)
    )


@pytest.mark.parametrize("store", [Store, PgStore], ids=["sqlite", "postgresql"])
def test_every_public_coroutine_method_of_both_stores_is_translated(store: type) -> None:
    public = [
        name for name in dir(store)
        if not name.startswith("_") and inspect.iscoroutinefunction(getattr(store, name))
    ]
    assert set(contract_methods()) <= set(public)  # the whole contract, and the stores' own extras
    assert [name for name in public if not is_translated(getattr(store, name))] == []


async def test_the_wrapper_keeps_the_stores_own_errors_and_lets_a_bug_through() -> None:
    calls: list[str] = []

    def fault(exc: BaseException) -> StoreError | None:
        calls.append(type(exc).__name__)
        return StoreUnreachableError("gone") if isinstance(exc, OSError) else None

    @translating(fault)
    class Thing:
        async def lost(self) -> None:
            raise FileNotFoundError(2, "socket")

        async def refused(self) -> None:
            raise StoreBusyError("locked")

        async def bug(self) -> None:
            raise KeyError("typo")

        async def _private(self) -> None:
            raise FileNotFoundError(2, "socket")

    thing = Thing()
    with pytest.raises(StoreUnreachableError) as lost:
        await thing.lost()
    assert isinstance(lost.value.__cause__, FileNotFoundError)  # the driver's error stays as the cause
    with pytest.raises(StoreBusyError):
        await thing.refused()
    with pytest.raises(KeyError):
        await thing.bug()
    with pytest.raises(FileNotFoundError):
        await thing._private()  # only the public methods are the store's answers
    assert calls == ["FileNotFoundError", "KeyError"]


# -- PgStore.run: how far the unit of work got decides what a lost connection means ---------------------------


class FakeConn:
    """An asyncpg connection that fails where a test says: in a statement, or at COMMIT (before or after it)."""

    def __init__(self, pool: FakePool) -> None:
        self.pool = pool

    def transaction(self) -> FakeTransaction:
        return FakeTransaction(self.pool)

    async def execute(self, *args: Any) -> str:
        if self.pool.statement is not None:
            raise self.pool.statement
        self.pool.written.append(args[0])
        return "INSERT 0 1"


class FakeTransaction:
    def __init__(self, pool: FakePool) -> None:
        self.pool = pool

    async def __aenter__(self) -> None:
        return None

    async def __aexit__(self, kind: Any, exc: Any, tb: Any) -> bool:
        if kind is None:
            if self.pool.commit_lost is not None:
                raise self.pool.commit_lost
            self.pool.committed += 1
        return False


class FakeAcquire:
    def __init__(self, pool: FakePool) -> None:
        self.pool = pool

    async def __aenter__(self) -> FakeConn:
        if self.pool.connect is not None:
            raise self.pool.connect
        return FakeConn(self.pool)

    async def __aexit__(self, *exc: Any) -> bool:
        if self.pool.reset is not None:
            raise self.pool.reset
        return False


class FakePool:
    def __init__(self) -> None:
        self.connect: BaseException | None = None
        self.statement: BaseException | None = None
        self.commit_lost: BaseException | None = None
        self.reset: BaseException | None = None
        self.written: list[str] = []
        self.committed = 0

    def acquire(self) -> FakeAcquire:
        return FakeAcquire(self)


@pytest.mark.parametrize("where", ["connect", "statement"])
async def test_a_connection_lost_before_commit_changed_nothing(where: str) -> None:
    pool = FakePool()
    setattr(pool, where, FileNotFoundError(2, "No such file or directory") if where == "connect"
            else E.ConnectionDoesNotExistError("connection was closed in the middle of operation"))
    with pytest.raises(StoreUnreachableError) as raised:
        await PgStore(pool).run(SetPrefs(7, PREFS))  # type: ignore[arg-type]  # the fake pool
    assert pool.committed == 0 and not isinstance(raised.value, CommitUnknownError)


async def test_a_connection_lost_while_commit_is_on_its_way_is_not_known() -> None:
    pool = FakePool()
    pool.commit_lost = E.ConnectionDoesNotExistError("connection was closed in the middle of operation")
    with pytest.raises(CommitUnknownError) as raised:
        await PgStore(pool).run(SetPrefs(7, PREFS))  # type: ignore[arg-type]
    assert not isinstance(raised.value, StoreBusyError)  # never read as "nothing was changed"
    assert len(pool.written) == 1


async def test_a_failure_after_commit_went_through_is_a_success() -> None:
    pool = FakePool()
    pool.reset = E.InternalClientError("cannot switch to state 15; another operation (None) is in progress")
    assert await PgStore(pool).run(SetPrefs(7, PREFS)) == (None,)  # type: ignore[arg-type]
    assert pool.committed == 1


async def test_a_lock_timeout_at_commit_is_busy_not_unknown() -> None:
    pool = FakePool()
    pool.commit_lost = E.LockNotAvailableError("canceling statement due to lock timeout")
    with pytest.raises(StoreBusyError):
        await PgStore(pool).run(SetPrefs(7, PREFS))  # type: ignore[arg-type]


async def test_a_read_on_a_server_that_is_gone_is_unreachable() -> None:
    pool = FakePool()

    async def fetchrow(*args: Any) -> None:
        raise E.CannotConnectNowError("the database system is starting up")

    pool.fetchrow = fetchrow  # type: ignore[attr-defined]
    with pytest.raises(StoreUnreachableError) as raised:
        await PgStore(pool).table(1)  # type: ignore[arg-type]
    assert isinstance(raised.value.__cause__, E.CannotConnectNowError)
