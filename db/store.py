"""The SQLite store behind the service (WAL, numbered migrations, one database thread).

Rules of the house:
- the action and event log is append-only; nothing is ever updated in place
  except a table's ``status`` (lobby, active, finished, aborted) and pause state
  (and, outside the log, timers, the outbox and which Discord message shows a table);
- a unit of work is ONE call on the database thread: :meth:`Store.run` applies a
  sequence of write operations (:mod:`db.contract`) between ``BEGIN IMMEDIATE``
  and ``COMMIT`` in a single job of that thread, so nothing from another
  coroutine (whatever channel it serves) can run inside it, and it commits whole
  or not at all. Reads are single jobs too, so they only ever see committed data;
- ``(table_id, seq)`` is the primary key of ``actions``, so two writers that
  both think they are appending seq N cannot both succeed (:class:`SeqTakenError`),
  even from two processes sharing the file.
"""

from __future__ import annotations

import json
import math
import sqlite3
import time
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from importlib import resources
from typing import Any, NoReturn, TypeVar

import aiosqlite

from db.contract import (
    ActionRow,
    AddRequest,
    AddSeat,
    AddVacation,
    Append,
    ClaimDigest,
    CommitUnknownError,
    CreateTable,
    EndVacation,
    EventRow,
    Expect,
    Op,
    ReplaceSeat,
    Replay,
    SeatTakenError,
    SeqTakenError,
    SetPaused,
    SetPrefs,
    SetStatus,
    SnapshotRow,
    StaleTableError,
    StoreBusyError,
    StoreError,
    StoreUnreachableError,
    TableExistsError,
    TableRow,
    UpdateRequest,
)
from db.decode import action_row, event_row, prefs_row, request_row, snapshot_row, table_row
from db.faults import translating
from db.list_store import ListStoreMixin
from db.message_store import MessageStoreMixin
from db.plan_cache import PlanCache
from db.result_store import ResultStoreMixin
from db.rows import (
    DUE_COLUMNS,
    DueTimer,
    RequestRow,
    SqliteRowsMixin,
    TimerRow,
    VacationRow,
)
from db.sql import SQLITE as SQL
from db.timer_store import TimerStoreMixin

__all__ = [
    "ActionRow",
    "EventRow",
    "SeatTakenError",
    "SeqTakenError",
    "SnapshotRow",
    "StaleTableError",
    "Store",
    "StoreBusyError",
    "TableExistsError",
    "TableRow",
    "iso",
]

T = TypeVar("T")
DB = sqlite3.Connection

BUSY_TIMEOUT_MS = 10_000
"""How long a writer waits for another process's transaction on the same file before giving up."""


def iso(seconds: float) -> str:
    """Return a UTC ISO-8601 time for a Unix time (how the log stores times)."""
    return datetime.fromtimestamp(seconds, UTC).isoformat(timespec="seconds")


class IsoClock:
    """``iso(clock())``, formatted once per second: every log entry is stamped inside its transaction.

    The text names the whole second, so the one formatted for an instant serves every later instant of
    the same second. ``fromtimestamp`` rounds to the microsecond first, so an instant within half a
    microsecond of the next second is formatted on its own (it may read as that next second).
    """

    def __init__(self, clock: Callable[[], float]) -> None:
        self._clock = clock
        self._second: int | None = None
        self._text = ""

    def __call__(self) -> str:
        seconds = self._clock()
        whole = math.floor(seconds)
        if seconds - whole >= 0.9999995:
            return iso(seconds)
        if whole != self._second:
            self._second, self._text = whole, iso(whole)
        return self._text


def _migrations() -> list[tuple[int, str]]:
    found = []
    for entry in resources.files("db.migrations").iterdir():
        name = entry.name
        if name.endswith(".sql") and name[:4].isdigit():
            found.append((int(name[:4]), entry.read_text(encoding="utf-8")))
    return sorted(found)


def statements(sql: str) -> list[str]:
    """The statements of a migration, each whole: a trigger's body keeps the semicolons inside it (SQLite's own
    :func:`sqlite3.complete_statement` says where each ends); comments are left out."""
    out, part = [], ""
    for line in sql.splitlines():
        part += line.split("--", 1)[0] + "\n"
        if part.strip() and sqlite3.complete_statement(part):
            out.append(part.strip())
            part = ""
    if part.strip():
        out.append(part.strip())
    return out


def _busy(exc: sqlite3.OperationalError) -> bool:
    text = str(exc).lower()
    return "locked" in text or "busy" in text


_UNREACHABLE_CODES = frozenset({
    sqlite3.SQLITE_READONLY, sqlite3.SQLITE_IOERR, sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_FULL,
    sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_PROTOCOL, sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_NOMEM,
})
"""SQLite's primary result codes of a file the store cannot use now (read-only, disk I/O, full, unopenable)."""
_UNREACHABLE_WORDS = ("readonly", "read-only", "disk i/o", "disk is full", "unable to open", "malformed",
                      "not a database", "out of memory")


def sqlite_fault(exc: BaseException) -> StoreError | None:
    """The SQLite store's reading of a failure of the file or of its connection (see :mod:`db.faults`)."""
    if isinstance(exc, sqlite3.Error):
        code = getattr(exc, "sqlite_errorcode", None)
        primary = code & 0xFF if isinstance(code, int) else None
        text = str(exc).lower()
        if primary in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED) or (
            isinstance(exc, sqlite3.OperationalError) and _busy(exc)
        ):
            return StoreBusyError(f"the database stayed locked by another writer ({exc})")
        if primary in _UNREACHABLE_CODES or any(word in text for word in _UNREACHABLE_WORDS):
            return StoreUnreachableError(f"the database file cannot be used now ({exc})")
        return None
    if isinstance(exc, OSError):
        return StoreUnreachableError(f"the database file cannot be reached ({type(exc).__name__}: {exc})")
    if isinstance(exc, ValueError) and "no active connection" in str(exc):  # aiosqlite, once closed
        return StoreUnreachableError("the database connection is closed")
    return None


def _raise_ours(exc: sqlite3.Error) -> NoReturn:
    """Raise the store's own error for ``exc`` (from it), or ``exc`` itself when it is no fault of the file."""
    fault = sqlite_fault(exc)
    if fault is None:
        raise exc
    raise fault from exc


@translating(sqlite_fault)
class Store(SqliteRowsMixin, TimerStoreMixin, MessageStoreMixin, ListStoreMixin, ResultStoreMixin):
    """SQLite implementation of :class:`db.contract.GameStore`: one aiosqlite connection, whose own
    thread runs every unit of work as one job.

    aiosqlite gives each connection one worker thread that runs its jobs in order; its public
    ``execute`` puts one statement on that thread per call. A unit of work here must be ONE job
    (BEGIN, every statement, COMMIT), so the store hands the whole function to that thread with
    the connection's job queue (``Connection._execute``) and works on the thread's own sqlite3
    connection. ``tests/service/test_store_thread.py`` checks that both exist and that every job
    runs on the connection's thread, so an aiosqlite release that changes them fails the suite
    instead of the bot.
    """

    def __init__(self, conn: aiosqlite.Connection, clock: Callable[[], float] = time.time) -> None:
        self._conn = conn
        self._db: DB = conn._conn
        self._clock = clock
        self._stamp = IsoClock(clock)
        self._plans = PlanCache()
        self._writers: dict[type, Callable[[DB, Any], Any]] = {
            CreateTable: self._create_table,
            Expect: self._expect,
            AddSeat: self._add_seat,
            ReplaceSeat: self._replace_seat,
            SetStatus: self._set_status,
            SetPaused: self._set_paused,
            Append: self._append,
            SetPrefs: self._set_prefs,
            ClaimDigest: self._claim_digest,
            AddVacation: self._add_vacation,
            EndVacation: self._end_vacation,
            AddRequest: self._add_request,
            UpdateRequest: self._update_request,
            **self._timer_writers(),
            **self._message_writers(),
            **self._result_writers(),
            **self._list_writers(),
        }

    def _now(self) -> str:
        return self._stamp()

    @classmethod
    async def open(
        cls, path: str, *, clock: Callable[[], float] = time.time, busy_timeout_ms: int = BUSY_TIMEOUT_MS
    ) -> Store:
        """Open (creating if needed) the database at ``path`` and run pending migrations."""
        conn = await aiosqlite.connect(path, isolation_level=None, check_same_thread=False)
        try:
            conn.row_factory = sqlite3.Row
            await conn.execute("PRAGMA foreign_keys = ON")
            await conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
            if path != ":memory:":
                await conn.execute("PRAGMA journal_mode = WAL")
                # FULL: an acknowledged action is on disk before the player is told so, even if the
                # machine (not only the process) dies.
                await conn.execute("PRAGMA synchronous = FULL")
            store = cls(conn, clock)
            await store._call(store._migrate)
        except BaseException:
            await conn.close()
            raise
        return store

    async def close(self) -> None:
        await self._conn.close()

    # -- the database thread ------------------------------------------------------

    async def _call(self, fn: Callable[..., T], *args: Any) -> T:
        """Run ``fn(*args)`` as one job of the connection's thread.

        A job that is not one of the store's own units of work may write anything: the timer plans kept
        for planning ahead are forgotten before it runs (:mod:`db.plan_cache`).
        """

        def job() -> T:
            self._plans.forget()
            return fn(*args)

        return await self._conn._execute(job)

    def _transaction(self, fn: Callable[[DB], T], mode: str) -> T:
        """On the database thread: run ``fn`` between BEGIN and COMMIT; roll back on any error.

        A write (``IMMEDIATE``) whose COMMIT itself fails for the file's sake (disk I/O, a full disk) may or may
        not be on disk (SQLite may have written the commit before the error): :class:`CommitUnknownError`.
        """
        db = self._db
        try:
            if db.in_transaction:  # a rollback that failed with the file earlier: finish it first
                db.execute("ROLLBACK")
            db.execute(f"BEGIN {mode}")
        except sqlite3.Error as exc:
            _raise_ours(exc)
        try:
            result = fn(db)
        except BaseException as exc:
            self._roll_back(db)
            if isinstance(exc, sqlite3.Error):
                _raise_ours(exc)
            raise
        try:
            db.execute("COMMIT")
        except sqlite3.Error as exc:
            self._roll_back(db)
            if mode == "IMMEDIATE" and isinstance(sqlite_fault(exc), StoreUnreachableError):
                raise CommitUnknownError(f"the COMMIT failed; the write may or may not be on disk ({exc})") from exc
            _raise_ours(exc)
        return result

    @staticmethod
    def _roll_back(db: DB) -> None:
        """Undo what is left of a failed transaction; a rollback that fails too (the file is gone) is left to SQLite."""
        if db.in_transaction:
            try:
                db.execute("ROLLBACK")
            except sqlite3.Error:
                pass  # the error that made us roll back is the one to report

    async def _read(self, fn: Callable[[DB], T]) -> T:
        """One consistent read: one job of the database thread inside a read transaction."""
        return await self._conn._execute(self._transaction, fn, "DEFERRED")

    async def run(self, *ops: Op) -> tuple[Any, ...]:
        """Apply ``ops`` in ONE transaction, in one job of the database thread (see :mod:`db.contract`)."""
        plans, writers = self._plans, self._writers

        def work(db: DB) -> tuple[Any, ...]:
            plans.begin(db)
            results = []
            for op in ops:
                plans.before(op)
                results.append(writers[type(op)](db, op))
            return tuple(results)

        def unit() -> tuple[Any, ...]:
            try:
                results = self._transaction(work, "IMMEDIATE")
            except BaseException:
                plans.rolled_back()
                raise
            plans.committed()
            return results

        return await self._conn._execute(unit)

    def _migrate(self) -> None:
        db = self._db
        db.execute(SQL.CREATE_MIGRATIONS)
        for version, sql in _migrations():

            def apply(db: DB, version: int = version, sql: str = sql) -> None:
                if db.execute("SELECT 1 FROM schema_migrations WHERE version = ?", (version,)).fetchone():
                    return  # another process got there first
                for statement in statements(sql):
                    db.execute(statement)
                db.execute(SQL.ADD_MIGRATION, (version, self._now()))

            self._transaction(apply, "IMMEDIATE")

    async def schema_version(self) -> int:
        row = await self._read(lambda db: db.execute(SQL.SCHEMA_VERSION).fetchone())
        return int(row[0])

    # -- writers (each runs inside the transaction of :meth:`run`) -----------------

    def _create_table(self, db: DB, op: CreateTable) -> TableRow:
        try:
            cur = db.execute(
                SQL.CREATE_TABLE,
                (
                    op.channel_id,
                    op.guild_id,
                    op.game,
                    op.ruleset_version,
                    json.dumps(dict(op.options), sort_keys=True),
                    op.creator_id,
                    str(op.seed),
                    json.dumps(list(op.dice_script)),
                    self._now(),
                    json.dumps(dict(op.settings or {}), sort_keys=True),
                ),
            )
        except sqlite3.IntegrityError as exc:
            raise TableExistsError(str(exc)) from exc
        row = db.execute(SQL.TABLE, (cur.lastrowid,)).fetchone()
        return table_row(row)

    def _expect(self, db: DB, op: Expect) -> None:
        row = db.execute(SQL.TABLE_STATUS, (op.table_id,)).fetchone()
        if row is None or (op.status and row[0] not in op.status):
            raise StaleTableError(f"table {op.table_id} is {row[0] if row else 'gone'}")
        if op.seats:
            held = dict(db.execute(SQL.HELD_SEATS, (op.table_id,)).fetchall())
            for seat, user in op.seats.items():
                if held.get(seat) != user:
                    raise StaleTableError(f"seat {seat} of table {op.table_id} changed hands")

    def _add_seat(self, db: DB, op: AddSeat) -> None:
        try:
            db.execute(SQL.ADD_SEAT, (op.table_id, op.seat, op.user_id, self._now()))
        except sqlite3.IntegrityError as exc:
            raise SeatTakenError(f"seat {op.seat} of table {op.table_id} is taken") from exc

    def _replace_seat(self, db: DB, op: ReplaceSeat) -> None:
        args = (op.user_id, op.table_id, op.seat)
        if op.previous is None:
            cur = db.execute(SQL.REPLACE_SEAT, args)
        else:
            cur = db.execute(SQL.REPLACE_SEAT_HELD_BY, (*args, op.previous))
        if cur.rowcount != 1:
            raise StaleTableError(f"seat {op.seat} of table {op.table_id} is not held as expected")

    def _set_status(self, db: DB, op: SetStatus) -> None:
        db.execute(SQL.SET_STATUS, (op.status, op.table_id))

    def _set_paused(self, db: DB, op: SetPaused) -> None:
        db.execute(SQL.SET_PAUSED, (op.why, op.failures, op.table_id))

    def _append(self, db: DB, op: Append) -> None:
        try:
            db.execute(
                SQL.ADD_ACTION,
                (op.table_id, op.seq, op.seat, op.user_id, op.kind, op.text, self._now(),
                 None if op.shown == op.text else op.shown),
            )
        except sqlite3.IntegrityError as exc:
            raise SeqTakenError(f"seq {op.seq} of table {op.table_id} is taken") from exc
        if op.events:
            db.executemany(SQL.ADD_EVENT, [(op.table_id, op.seq, *row) for row in op.event_rows])
        if op.snapshot is not None:
            turn, num, label, state_json, boundary = op.snapshot
            db.execute(SQL.ADD_SNAPSHOT, (op.table_id, op.seq, turn, num, label, int(boundary), state_json))
        if op.status is not None:
            db.execute(SQL.SET_STATUS, (op.status, op.table_id))

    def _set_prefs(self, db: DB, op: SetPrefs) -> None:
        p = op.prefs
        db.execute(
            SQL.SET_PREFS,
            (op.user_id, p["tz"], p["quiet_start"], p["quiet_end"], int(bool(p["dm"])), p.get("handoff"), p.get("digest"),
             p.get("digest_at"), self._now()),
        )

    def _claim_digest(self, db: DB, op: ClaimDigest) -> bool:
        return db.execute(SQL.CLAIM_DIGEST, (op.next_at, op.user_id, op.due_at)).rowcount == 1

    def _add_vacation(self, db: DB, op: AddVacation) -> None:
        db.execute(SQL.ADD_VACATION, (op.table_id, op.user_id, op.start_at, op.end_at, op.days, self._now()))

    def _end_vacation(self, db: DB, op: EndVacation) -> None:
        db.execute(SQL.END_VACATION, (op.at, op.table_id, op.user_id, op.at))

    def _add_request(self, db: DB, op: AddRequest) -> int:
        cur = db.execute(
            SQL.ADD_REQUEST,
            (op.table_id, op.kind, op.requester, op.seat, op.target, op.at_version,
             json.dumps(sorted(op.approvers)), self._now()),
        )
        if cur.lastrowid is None:
            raise AssertionError("an INSERT always sets lastrowid")
        return cur.lastrowid

    def _update_request(self, db: DB, op: UpdateRequest) -> None:
        args = (op.status, json.dumps(sorted(op.approved_by)), op.decided_by, op.request_id)
        if op.expect is None:
            cur = db.execute(SQL.UPDATE_REQUEST, args)
        else:
            cur = db.execute(SQL.UPDATE_REQUEST_IN, (*args, op.expect))
        if cur.rowcount != 1:
            raise StaleTableError(f"request {op.request_id} was answered meanwhile")

    # -- reads (each one job of the database thread) -------------------------------

    async def table(self, table_id: int) -> TableRow | None:
        row = await self._read(lambda db: db.execute(SQL.TABLE, (table_id,)).fetchone())
        return table_row(row) if row else None

    async def latest_table(self, channel_id: int) -> TableRow | None:
        """Return the live table of the channel, else its most recent finished or aborted one."""
        row = await self._read(lambda db: db.execute(SQL.LATEST_TABLE, (channel_id,)).fetchone())
        return table_row(row) if row else None

    async def seats(self, table_id: int) -> dict[str, int]:
        rows = await self._read(lambda db: db.execute(SQL.SEATS, (table_id,)).fetchall())
        return {row["seat"]: row["user_id"] for row in rows}

    async def version(self, table_id: int) -> int:
        """Return the highest seq logged for the table, or -1 before the game started."""
        row = await self._read(lambda db: db.execute(SQL.VERSION, (table_id,)).fetchone())
        return -1 if row[0] is None else int(row[0])

    async def actions(self, table_id: int, after: int = -1) -> list[ActionRow]:
        rows = await self._read(lambda db: db.execute(SQL.ACTIONS_AFTER, (table_id, after)).fetchall())
        return [action_row(row) for row in rows]

    @staticmethod
    def _events(db: DB, table_id: int, after: int, upto: int | None) -> list[EventRow]:
        if upto is None:
            rows = db.execute(SQL.EVENTS_AFTER, (table_id, after)).fetchall()
        else:
            rows = db.execute(SQL.EVENTS_BETWEEN, (table_id, after, upto)).fetchall()
        return [event_row(r) for r in rows]

    async def events(self, table_id: int, after: int = -1, upto: int | None = None) -> list[EventRow]:
        return await self._read(lambda db: self._events(db, table_id, after, upto))

    async def replay(self, table_id: int, seq: int) -> Replay | None:
        """Return the latest snapshot at or before ``seq`` and the log entries after it up to ``seq``."""

        def read(db: DB) -> Replay | None:
            snap = db.execute(SQL.SNAPSHOT_AT_OR_BEFORE, (table_id, seq)).fetchone()
            if snap is None:
                return None
            rows = db.execute(SQL.ACTIONS_BETWEEN, (table_id, snap["seq"], seq)).fetchall()
            return Replay(snapshot_row(snap), [action_row(r) for r in rows])

        return await self._read(read)

    async def phase_events(self, table_id: int, seq: int) -> list[EventRow]:
        """Return the events logged after the last phase-end snapshot before ``seq``, up to ``seq - 1``."""

        def read(db: DB) -> list[EventRow]:
            row = db.execute(SQL.LAST_BOUNDARY_BEFORE, (table_id, seq)).fetchone()
            first = int(row[0] or 0) + 1
            return self._events(db, table_id, first - 1, seq - 1) if first < seq else []

        return await self._read(read)

    async def undoable_tail(self, table_id: int, user_id: int, seats: Sequence[str], after: int) -> list[ActionRow]:
        """Return ``user_id``'s latest entries (newest first) after the last commit point, looking back to ``after``.

        A commit point is an entry that is not an action of that user, ended a phase (a boundary
        snapshot), rolled dice, or told a seat other than ``seats`` something privately. Only the
        seq of the latest commit point is looked up (three index-bounded MAX queries), then the
        few entries after it are read: flat however long the log.
        """
        marks = ",".join("?" * len(seats)) or "NULL"

        def read(db: DB) -> list[ActionRow]:
            row = db.execute(
                "SELECT MAX(s) FROM ("
                " SELECT MAX(seq) AS s FROM actions WHERE table_id = ? AND seq > ?"
                "  AND (kind != 'action' OR user_id IS NOT ?)"
                " UNION ALL SELECT MAX(seq) FROM snapshots WHERE table_id = ? AND boundary = 1 AND seq > ?"
                " UNION ALL SELECT MAX(seq) FROM events WHERE table_id = ? AND seq > ?"
                f"  AND (dice_json != '[]' OR (seat IS NOT NULL AND seat NOT IN ({marks}))))",
                (table_id, after, user_id, table_id, after, table_id, after, *seats),
            ).fetchone()
            commit = after if row[0] is None else int(row[0])
            rows = db.execute(SQL.ACTIONS_AFTER_NEWEST_FIRST, (table_id, commit)).fetchall()
            return [action_row(r) for r in rows]

        return await self._read(read)

    async def latest_snapshot(self, table_id: int) -> SnapshotRow | None:
        row = await self._read(lambda db: db.execute(SQL.LATEST_SNAPSHOT, (table_id,)).fetchone())
        return snapshot_row(row) if row else None

    async def snapshot_at_or_before(self, table_id: int, seq: int) -> SnapshotRow | None:
        replay = await self.replay(table_id, seq)
        return replay.snapshot if replay else None

    async def snapshot_after_phase(self, table_id: int, turn: int, num: int) -> SnapshotRow | None:
        """Return the first snapshot recorded after order/phase ``num`` of ``turn`` was over."""
        row = await self._read(lambda db: db.execute(SQL.SNAPSHOT_AFTER_PHASE, (table_id, turn, turn, num)).fetchone())
        return snapshot_row(row) if row else None

    async def last_boundary_before(self, table_id: int, seq: int) -> int:
        """Return the seq of the last phase-boundary snapshot strictly before ``seq`` (0 if none)."""
        row = await self._read(lambda db: db.execute(SQL.LAST_BOUNDARY_BEFORE, (table_id, seq)).fetchone())
        return int(row[0] or 0)

    async def snapshots(self, table_id: int) -> list[SnapshotRow]:
        rows = await self._read(lambda db: db.execute(SQL.SNAPSHOTS, (table_id,)).fetchall())
        return [snapshot_row(row) for row in rows]

    async def last_seen(self, table_id: int, user_id: int) -> str | None:
        """Return when ``user_id`` last acted in the table, or took a seat there (ISO time), if ever."""
        row = await self._read(
            lambda db: db.execute(SQL.LAST_SEEN, (table_id, user_id, table_id, user_id)).fetchone()
        )
        return row[0]

    async def prefs(self, user_id: int) -> dict[str, Any]:
        return prefs_row(await self._read(lambda db: db.execute(SQL.PREFS, (user_id,)).fetchone()))

    async def open_timers(self, table_id: int) -> list[TimerRow]:
        return await self._read(lambda db: self._open_timers(db, table_id))

    async def due_timers(self, now: float) -> list[DueTimer]:
        """Open timers that are due, of tables that are not paused."""
        rows = await self._read(
            lambda db: db.execute(
                f"SELECT {DUE_COLUMNS} FROM timers JOIN game_tables ON game_tables.id = timers.table_id"
                " WHERE timers.done_at IS NULL AND timers.due_at <= ? AND game_tables.paused_why IS NULL"
                " ORDER BY timers.due_at, timers.id",
                (now,),
            ).fetchall()
        )
        return [DueTimer._make(row) for row in rows]

    async def vacations(self, table_id: int, user_id: int | None = None) -> list[VacationRow]:
        args: tuple[int, ...]
        if user_id is None:
            sql, args = SQL.VACATIONS, (table_id,)
        else:
            sql, args = SQL.VACATIONS_OF, (table_id, user_id)
        rows = await self._read(lambda db: db.execute(sql, args).fetchall())
        return [VacationRow._make(row) for row in rows]

    async def request(self, request_id: int) -> RequestRow | None:
        row = await self._read(lambda db: db.execute(SQL.REQUEST, (request_id,)).fetchone())
        return request_row(row)

    async def paused_channels(self) -> list[int]:
        rows = await self._read(lambda db: db.execute(SQL.PAUSED_CHANNELS).fetchall())
        return [int(r[0]) for r in rows]

    async def post_failures(self, table_id: int) -> int:
        row = await self._read(lambda db: db.execute(SQL.POST_FAILURES, (table_id,)).fetchone())
        return int(row[0]) if row else 0

    # -- the benchmark's baseline -------------------------------------------------

    async def bare_insert_commit(self, table_id: int, seq: int) -> None:
        """One INSERT + COMMIT of a minimal action row in one job of the database thread: nothing else."""

        def insert(db: DB) -> None:
            db.execute(SQL.BARE_ACTION, (table_id, seq))

        # It writes one log row of a table nobody plays: no timer plan reads that, so plans are kept.
        await self._conn._execute(self._transaction, insert, "IMMEDIATE")
