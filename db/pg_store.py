"""The PostgreSQL store (asyncpg): the same contract, ops and rows as :class:`db.store.Store`, for several processes.

Rules of the house (the SQLite store's, plus what sharing one server between processes needs):
- a unit of work is ONE PostgreSQL transaction: :meth:`PgStore.run` takes a pool
  connection, BEGINs, applies every op of :mod:`db.contract` in order and COMMITs,
  all or nothing;
- per-table serialisation across processes: before its first write, the unit of work
  takes ``pg_advisory_xact_lock(table_id)`` for every game table it touches, in id
  order (an op that names only a timer, notice or request is resolved to its table
  first), so two processes never interleave one table's unit of work, and never
  deadlock on each other's tables. The lock is released by COMMIT or ROLLBACK;
- ``(table_id, seq)`` stays the log's primary key, so a process whose cached
  position is stale cannot append over a newer entry: it gets :class:`SeqTakenError`,
  and the service re-reads the table and tries once more (``GameService._on_table``);
- a lock wait longer than :data:`LOCK_TIMEOUT_MS` or a deadlock is :class:`StoreBusyError`
  (nothing was changed); deadlocks and serialisation failures are retried a few times first;
- a connection that cannot be made or breaks is :class:`StoreUnreachableError` (nothing was
  changed), on every call (:func:`db.faults.translating`), except a write whose COMMIT was on
  its way: :class:`CommitUnknownError` (see :meth:`PgStore.run`);
- reads see committed data only (each runs on its own pool connection; reads of several
  statements run in one REPEATABLE READ, read-only transaction).
"""

from __future__ import annotations

import json
import logging
import time
import uuid
from collections.abc import Awaitable, Callable, Sequence
from importlib import resources
from typing import Any, TypeAlias, TypeVar

import asyncpg

from db.contract import (
    AddRequest,
    AddSeat,
    AddVacation,
    Append,
    ClaimDigest,
    CommitUnknownError,
    CreateTable,
    EndVacation,
    Expect,
    Op,
    ReplaceSeat,
    SeatTakenError,
    SeqTakenError,
    SetPaused,
    SetPrefs,
    SetStatus,
    StaleTableError,
    StoreBusyError,
    StoreError,
    StoreUnreachableError,
    TableExistsError,
    TableRow,
    UpdateRequest,
)
from db.decode import table_row
from db.faults import translating
from db.pg_list_store import PgListStoreMixin
from db.pg_message_store import PgMessageStoreMixin
from db.pg_reads import PgReadsMixin
from db.pg_result_store import PgResultStoreMixin
from db.pg_timer_store import PgTimerStoreMixin
from db.rows import PgRowsMixin
from db.sql import PG as SQL
from db.store import iso
from db.timer_ops import ClaimTimer, MarkNotice, SetTimer

T = TypeVar("T")
Conn: TypeAlias = asyncpg.Connection
log = logging.getLogger(__name__)
_WRITING, _COMMITTING, _COMMITTED = "writing", "committing", "committed"
"""How far a unit of work of :meth:`PgStore.run` got (what a lost connection means depends on it)."""

LOCK_TIMEOUT_MS = 10_000
"""How long a unit of work waits for another process's lock on the same table before giving up."""
LEASE_SECONDS = 120.0
"""How long a due timer or a channel's notices stay with the process that claimed them (two bot ticks)."""
RETRIES = 4
"""How often a unit of work that lost a deadlock or a serialisation race is tried again."""
MIGRATION_LOCK = (0x0DDA, 1)
"""The advisory lock (two-key form, apart from the table locks) held while migrating."""
_RETRYABLE = (asyncpg.exceptions.DeadlockDetectedError, asyncpg.exceptions.SerializationError)
_BUSY = (
    asyncpg.exceptions.LockNotAvailableError,
    asyncpg.exceptions.QueryCanceledError,
    asyncpg.exceptions.TooManyConnectionsError,
    *_RETRYABLE,
)
"""The server answered, but could not do the work now: another process's locks, a cancelled statement, no room."""
_LOST = (
    OSError,  # the socket is gone (FileNotFoundError, ConnectionRefusedError, ...) or a timeout (TimeoutError)
    asyncpg.exceptions.PostgresConnectionError,  # class 08: ConnectionDoesNotExistError, ConnectionFailureError, ...
    asyncpg.exceptions.CannotConnectNowError,  # 57P03: starting up, shutting down, in recovery
    asyncpg.exceptions.AdminShutdownError,  # 57P01: terminated by a fast or immediate shutdown
    asyncpg.exceptions.CrashShutdownError,  # 57P02: another server process crashed
    asyncpg.exceptions.InterfaceError,  # "the underlying connection is closed", "pool is closing", ...
    asyncpg.exceptions.InternalClientError,  # "cannot switch to state ...": a protocol broken by a lost connection
)
"""The connection could not be made, or broke: the server cannot be reached now."""


def pg_fault(exc: BaseException) -> StoreError | None:
    """The PostgreSQL store's reading of a driver failure (see :mod:`db.faults`); None for any other error."""
    if isinstance(exc, _BUSY):
        return StoreBusyError(f"the database did not do the work in time ({type(exc).__name__})")
    if isinstance(exc, _LOST):
        return StoreUnreachableError(f"the PostgreSQL server cannot be reached ({type(exc).__name__}: {exc})")
    return None
_BY_ID = {ClaimTimer: ("timers", "timer_id"), SetTimer: ("timers", "timer_id"), MarkNotice: ("outbox", "notice_id"),
          UpdateRequest: ("requests", "request_id")}
"""Ops that name a row of a table's own data, not the table: the game table is looked up to lock it."""
_CREATE_TABLE = SQL.CREATE_TABLE + " RETURNING id"
_ADD_REQUEST = SQL.ADD_REQUEST + " RETURNING id"


def pg_migrations() -> list[tuple[int, str]]:
    found = []
    for entry in resources.files("db.pg_migrations").iterdir():
        name = entry.name
        if name.endswith(".sql") and name[:4].isdigit():
            found.append((int(name[:4]), entry.read_text(encoding="utf-8")))
    return sorted(found)


def changed(status: str) -> int:
    """Rows touched, from asyncpg's command tag ('UPDATE 1', 'INSERT 0 3')."""
    return int(status.rsplit(" ", 1)[-1]) if status and status[-1].isdigit() else 0


@translating(pg_fault)
class PgStore(
    PgRowsMixin, PgTimerStoreMixin, PgMessageStoreMixin, PgReadsMixin, PgListStoreMixin, PgResultStoreMixin
):
    """PostgreSQL implementation of :class:`db.contract.GameStore` on an asyncpg connection pool."""

    def __init__(
        self, pool: asyncpg.Pool, clock: Callable[[], float] = time.time, *, lease_seconds: float = LEASE_SECONDS
    ) -> None:
        self._pool = pool
        self._clock = clock
        self.lease_seconds = lease_seconds
        """How long a due timer or a notice claimed by this process stays its own (a dead process's runs out)."""
        self.owner = uuid.uuid4().hex
        """Who this store is, in the leases it takes."""
        self._writers: dict[type, Callable[[Conn, Any], Awaitable[Any]]] = {
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
        return iso(self._clock())

    @classmethod
    async def open(
        cls,
        url: str,
        *,
        clock: Callable[[], float] = time.time,
        lock_timeout_ms: int = LOCK_TIMEOUT_MS,
        lease_seconds: float = LEASE_SECONDS,
        pool_size: int = 10,
    ) -> PgStore:
        """Connect to the database at ``url`` (``postgresql://...``) and run pending migrations."""
        pool = await asyncpg.create_pool(
            url, min_size=1, max_size=pool_size, command_timeout=60,
            server_settings={"lock_timeout": str(int(lock_timeout_ms)), "application_name": "dday"},
        )
        store = cls(pool, clock, lease_seconds=lease_seconds)
        try:
            await store._migrate()
        except BaseException:
            await pool.close()
            raise
        return store

    async def close(self) -> None:
        """Give back this process's leases (another process may take its timers at once), then disconnect."""
        try:
            await self.release_leases()
        except StoreBusyError:
            pass  # the server is gone: the leases run out by themselves
        await self._pool.close()

    # -- units of work ---------------------------------------------------------------

    async def run(self, *ops: Op) -> tuple[Any, ...]:
        """Apply ``ops`` in ONE transaction (see :mod:`db.contract`), under the advisory locks of their tables.

        How far the unit got decides what a lost connection means: before COMMIT was sent, nothing was
        changed (:class:`StoreUnreachableError`); while COMMIT was on its way, nobody knows yet
        (:class:`CommitUnknownError`); once COMMIT returned, the unit is applied, and a failure after it (the
        pool resetting the connection it takes back) is no failure of the unit: its results are returned.
        """
        for attempt in range(RETRIES + 1):
            stage = _WRITING
            results: tuple[Any, ...] = ()
            try:
                async with self._pool.acquire() as conn:
                    async with conn.transaction():
                        await self._lock_tables(conn, ops)
                        results = tuple([await self._writers[type(op)](conn, op) for op in ops])
                        stage = _COMMITTING
                    stage = _COMMITTED
                return results
            except Exception as exc:
                if stage is _COMMITTED:
                    log.warning("The connection failed after a COMMIT that went through (%s)", type(exc).__name__)
                    return results
                if isinstance(exc, _RETRYABLE) and attempt < RETRIES:
                    continue
                fault = pg_fault(exc)
                if fault is None:
                    raise
                if stage is _COMMITTING and isinstance(fault, StoreUnreachableError):
                    raise CommitUnknownError(
                        f"the connection was lost while COMMIT was on its way ({type(exc).__name__})"
                    ) from exc
                raise fault from exc
        raise AssertionError("unreachable")

    async def _lock_tables(self, conn: Conn, ops: Sequence[Op]) -> None:
        """Take the transaction's advisory lock of every game table the ops touch, lowest id first."""
        found = (getattr(op, "table_id", None) for op in ops)
        ids: set[int] = {table_id for table_id in found if isinstance(table_id, int)}
        by_row: dict[str, list[int]] = {}
        for op in ops:
            if type(op) in _BY_ID:
                name, attr = _BY_ID[type(op)]
                by_row.setdefault(name, []).append(getattr(op, attr))
        for name, row_ids in by_row.items():
            rows = await conn.fetch(f"SELECT DISTINCT table_id FROM {name} WHERE id = ANY($1::bigint[])", row_ids)
            ids.update(int(r[0]) for r in rows)
        for table_id in sorted(ids):
            await conn.execute("SELECT pg_advisory_xact_lock($1::bigint)", table_id)

    async def _migrate(self) -> None:
        async with self._pool.acquire() as conn:
            await conn.execute("SELECT pg_advisory_lock($1, $2)", *MIGRATION_LOCK)
            try:
                await conn.execute(SQL.CREATE_MIGRATIONS)
                done = {r[0] for r in await conn.fetch("SELECT version FROM schema_migrations")}
                for version, sql in pg_migrations():
                    if version in done:
                        continue
                    async with conn.transaction():
                        await conn.execute(sql)
                        await conn.execute(SQL.ADD_MIGRATION, version, self._now())
            finally:
                await conn.execute("SELECT pg_advisory_unlock($1, $2)", *MIGRATION_LOCK)

    async def schema_version(self) -> int:
        return int(await self._pool.fetchval(SQL.SCHEMA_VERSION))

    # -- writers (each runs inside the transaction of :meth:`run`) -------------------

    async def _create_table(self, conn: Conn, op: CreateTable) -> TableRow:
        try:
            table_id = await conn.fetchval(
                _CREATE_TABLE,
                op.channel_id, op.guild_id, op.game, op.ruleset_version,
                json.dumps(dict(op.options), sort_keys=True), op.creator_id, str(op.seed),
                json.dumps(list(op.dice_script)), self._now(), json.dumps(dict(op.settings or {}), sort_keys=True),
            )
        except asyncpg.exceptions.UniqueViolationError as exc:
            raise TableExistsError(str(exc)) from exc
        # The new table is locked like any other before the ops after this one write to it.
        await conn.execute("SELECT pg_advisory_xact_lock($1::bigint)", table_id)
        return table_row(await conn.fetchrow(SQL.TABLE, table_id))

    async def _expect(self, conn: Conn, op: Expect) -> None:
        status = await conn.fetchval(SQL.TABLE_STATUS, op.table_id)
        if status is None or (op.status and status not in op.status):
            raise StaleTableError(f"table {op.table_id} is {status or 'gone'}")
        if op.seats:
            rows = await conn.fetch(SQL.HELD_SEATS, op.table_id)
            held = {r["seat"]: r["user_id"] for r in rows}
            for seat, user in op.seats.items():
                if held.get(seat) != user:
                    raise StaleTableError(f"seat {seat} of table {op.table_id} changed hands")

    async def _add_seat(self, conn: Conn, op: AddSeat) -> None:
        try:
            await conn.execute(SQL.ADD_SEAT, op.table_id, op.seat, op.user_id, self._now())
        except asyncpg.exceptions.UniqueViolationError as exc:
            raise SeatTakenError(f"seat {op.seat} of table {op.table_id} is taken") from exc

    async def _replace_seat(self, conn: Conn, op: ReplaceSeat) -> None:
        if op.previous is None:
            status = await conn.execute(SQL.REPLACE_SEAT, op.user_id, op.table_id, op.seat)
        else:
            status = await conn.execute(SQL.REPLACE_SEAT_HELD_BY, op.user_id, op.table_id, op.seat, op.previous)
        if changed(status) != 1:
            raise StaleTableError(f"seat {op.seat} of table {op.table_id} is not held as expected")

    async def _set_status(self, conn: Conn, op: SetStatus) -> None:
        await conn.execute(SQL.SET_STATUS, op.status, op.table_id)

    async def _set_paused(self, conn: Conn, op: SetPaused) -> None:
        await conn.execute(SQL.SET_PAUSED, op.why, op.failures, op.table_id)

    async def _append(self, conn: Conn, op: Append) -> None:
        try:
            await conn.execute(
                SQL.ADD_ACTION,
                op.table_id, op.seq, op.seat, op.user_id, op.kind, op.text, self._now(),
                None if op.shown == op.text else op.shown,
            )
        except asyncpg.exceptions.UniqueViolationError as exc:
            raise SeqTakenError(f"seq {op.seq} of table {op.table_id} is taken") from exc
        if op.events:
            await conn.executemany(SQL.ADD_EVENT, [(op.table_id, op.seq, *row) for row in op.event_rows])
        if op.snapshot is not None:
            turn, num, label, state_json, boundary = op.snapshot
            await conn.execute(SQL.ADD_SNAPSHOT, op.table_id, op.seq, turn, num, label, int(boundary), state_json)
        if op.status is not None:
            await conn.execute(SQL.SET_STATUS, op.status, op.table_id)

    async def _set_prefs(self, conn: Conn, op: SetPrefs) -> None:
        p = op.prefs
        await conn.execute(
            SQL.SET_PREFS,
            op.user_id, p["tz"], p["quiet_start"], p["quiet_end"], int(bool(p["dm"])), p.get("handoff"), p.get("digest"),
            p.get("digest_at"), self._now(),
        )

    async def _claim_digest(self, conn: Conn, op: ClaimDigest) -> bool:
        return changed(await conn.execute(SQL.CLAIM_DIGEST, op.next_at, op.user_id, op.due_at)) == 1

    async def _add_vacation(self, conn: Conn, op: AddVacation) -> None:
        await conn.execute(SQL.ADD_VACATION, op.table_id, op.user_id, op.start_at, op.end_at, op.days, self._now())

    async def _end_vacation(self, conn: Conn, op: EndVacation) -> None:
        await conn.execute(SQL.END_VACATION, op.at, op.table_id, op.user_id, op.at)

    async def _add_request(self, conn: Conn, op: AddRequest) -> int:
        return int(await conn.fetchval(
            _ADD_REQUEST,
            op.table_id, op.kind, op.requester, op.seat, op.target, op.at_version,
            json.dumps(sorted(op.approvers)), self._now(),
        ))

    async def _update_request(self, conn: Conn, op: UpdateRequest) -> None:
        args = (op.status, json.dumps(sorted(op.approved_by)), op.decided_by, op.request_id)
        if op.expect is None:
            status = await conn.execute(SQL.UPDATE_REQUEST, *args)
        else:
            status = await conn.execute(SQL.UPDATE_REQUEST_IN, *args, op.expect)
        if changed(status) != 1:
            raise StaleTableError(f"request {op.request_id} was answered meanwhile")

    # -- the benchmark's baseline ------------------------------------------------------

    async def bare_insert_commit(self, table_id: int, seq: int) -> None:
        """One INSERT + COMMIT of a minimal action row on a pool connection: nothing else."""
        async with self._pool.acquire() as conn, conn.transaction():
            await conn.execute(SQL.BARE_ACTION, table_id, seq)
