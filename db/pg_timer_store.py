"""The PostgreSQL side of timers and the outbox: the SQLite store's, plus leases for several processes.

With several processes on one server, each due timer and each notice must be handled by
one of them. :meth:`PgTimerStoreMixin.due_timers` claims whole tables: it locks the rows of
tables with due, unleased timers with ``FOR NO KEY UPDATE SKIP LOCKED`` (a table another
process is claiming at the same moment is skipped, not waited for) and leases their due
timers to this process for ``lease_seconds``. A process that dies holding a lease loses it
when it runs out, and the next pass of any process takes the timers over. The firing itself
stays guarded (``ClaimTimer``: ``done_at IS NULL``), so a timer fires once even if a lease
runs out while its first owner is still at work. :meth:`pending_notices` leases whole
channels the same way (under one advisory lock), so one channel's notices keep their order;
each notice marked sent renews its channel's lease, so a process still posting keeps it.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import Any, TypeAlias

import asyncpg

from db.contract import StaleTableError
from db.decode import prefs_row
from db.pg_reads import PgReadsMixin
from db.rows import DUE_COLUMNS, DueTimer, TimerContext, TimerRow, VacationRow
from db.sql import PG as SQL
from db.timer_ops import AddNotice, ClaimTimer, DropReminders, MarkNotice, NewTimer, Replan, SetTimer

Conn: TypeAlias = asyncpg.Connection
_TIMER_ARRAY = "json_build_array(" + ", ".join(f"t.{name}" for name in TimerRow._fields) + ")"
_VACATION_ARRAY = "json_build_array(" + ", ".join(f"v.{name}" for name in VacationRow._fields) + ")"
"""The columns of a :class:`~db.rows.TimerRow` / :class:`~db.rows.VacationRow` as one JSON array per row."""
OUTBOX_LOCK = (0x0DDA, 2)
"""The advisory lock held while a process leases channels of the outbox."""
_ADD_NOTICE = SQL.ADD_NOTICE + " RETURNING id"
TABLES_PER_CLAIM = 200
"""At most this many tables' due timers are leased in one pass (the rest wait for the next one)."""


def _changed(status: str) -> int:
    return int(status.rsplit(" ", 1)[-1]) if status and status[-1].isdigit() else 0


LEASE_TRIES = 3
"""How often one pass tries to lease its due timers when the database undoes the lease (a deadlock)."""


class PgTimerStoreMixin(PgReadsMixin):
    """Timer and outbox reads, leases and op writers for :class:`db.pg_store.PgStore`."""

    _pool: asyncpg.Pool
    owner: str
    lease_seconds: float
    _clock: Callable[[], float]

    def _timer_writers(self) -> dict[type, Callable[[Conn, Any], Awaitable[Any]]]:
        return {
            NewTimer: self._new_timer,
            SetTimer: self._set_timer,
            ClaimTimer: self._claim_timer,
            AddNotice: self._add_notice,
            MarkNotice: self._mark_notice,
            DropReminders: self._drop_reminders,
            Replan: self._replan,
        }

    async def timer_context(self, table_id: int) -> TimerContext:
        return await self._read(lambda conn: self._context(conn, table_id))

    @staticmethod
    async def _context(conn: Conn, table_id: int) -> TimerContext:
        """The three reads of a timer plan in ONE round trip (a plan runs inside every submit's transaction)."""
        timers, vacations, prefs = await conn.fetchrow(
            "SELECT"
            f" (SELECT COALESCE(json_agg({_TIMER_ARRAY} ORDER BY t.id), '[]') FROM timers AS t"
            "   WHERE t.table_id = $1 AND t.done_at IS NULL)::text,"
            f" (SELECT COALESCE(json_agg({_VACATION_ARRAY} ORDER BY v.start_at), '[]') FROM vacations AS v"
            "   WHERE v.table_id = $1)::text,"
            " (SELECT COALESCE(json_agg(p), '[]') FROM player_prefs AS p"
            "   WHERE p.user_id IN (SELECT user_id FROM seats WHERE seats.table_id = $1))::text",
            table_id,
        )
        return TimerContext([TimerRow._make(row) for row in json.loads(timers)],
                            [VacationRow._make(row) for row in json.loads(vacations)],
                            {row["user_id"]: prefs_row(row) for row in json.loads(prefs)})

    def planned_context(self, table_id: int) -> None:
        """Nothing: on PostgreSQL every plan reads its context inside its transaction (see :mod:`db.plan_cache`).

        Several processes write one database there all the time, so a context kept by one would rarely
        still hold, and the round trip it would save is not on a database thread of this process.
        """
        return None

    async def open_timers(self, table_id: int) -> list[TimerRow]:
        return [TimerRow._make(row) for row in await self._pool.fetch(SQL.OPEN_TIMERS, table_id)]

    async def due_timers(self, now: float) -> list[DueTimer]:
        """Lease the due timers of tables nobody else is firing (not paused) to this process; return them.

        A lease that loses a deadlock or a serialisation race all the same is tried again (the database undid
        it whole); after the last try nothing is leased this pass and the timers stay due for the next one."""
        for _ in range(LEASE_TRIES):
            try:
                return await self._lease_due(now)
            except (asyncpg.exceptions.DeadlockDetectedError, asyncpg.exceptions.SerializationError):
                continue
        return []

    async def _lease_due(self, now: float) -> list[DueTimer]:
        async with self._pool.acquire() as conn, conn.transaction():
            tables = await conn.fetch(
                "SELECT g.id FROM game_tables AS g WHERE g.paused_why IS NULL AND EXISTS ("
                " SELECT 1 FROM timers AS t WHERE t.table_id = g.id AND t.done_at IS NULL AND t.due_at <= $1"
                "  AND (t.lease_until IS NULL OR t.lease_until <= $1 OR t.lease_owner = $2))"
                " ORDER BY g.id LIMIT $3 FOR NO KEY UPDATE OF g SKIP LOCKED",
                now, self.owner, TABLES_PER_CLAIM,
            )
            if not tables:
                return []
            # A write holds its tables' advisory locks (PgStore._lock_tables) before it touches their rows; a
            # table whose lock is held is being written now and is left for the next pass. Taking the lock
            # without waiting keeps this lease from deadlocking with such a write (which locks the timer rows,
            # then the table's row, the other way round from here).
            tables = await conn.fetch(
                "SELECT id FROM unnest($1::bigint[]) AS id WHERE pg_try_advisory_xact_lock(id)",
                sorted(r["id"] for r in tables),
            )
            if not tables:
                return []
            # The lease condition is checked again on each row as it is updated, so a timer leased by a
            # process that committed in the meantime is left to it.
            leased = await conn.fetch(
                "UPDATE timers SET lease_owner = $2, lease_until = $3 WHERE table_id = ANY($4::bigint[])"
                " AND done_at IS NULL AND due_at <= $1"
                " AND (lease_until IS NULL OR lease_until <= $1 OR lease_owner = $2) RETURNING id",
                now, self.owner, now + self.lease_seconds, [r["id"] for r in tables],
            )
            rows = await conn.fetch(
                f"SELECT {DUE_COLUMNS} FROM timers JOIN game_tables ON game_tables.id = timers.table_id"
                " WHERE timers.id = ANY($1::bigint[]) ORDER BY timers.due_at, timers.id",
                [r["id"] for r in leased],
            )
        return [DueTimer._make(row) for row in rows]

    async def release_leases(self) -> None:
        """Give back every timer and notice this process leased and has not finished."""
        async with self._pool.acquire() as conn, conn.transaction():
            for name in ("timers", "outbox"):
                await conn.execute(
                    f"UPDATE {name} SET lease_owner = NULL, lease_until = NULL WHERE lease_owner = $1", self.owner
                )

    async def active_tables(self) -> list[tuple[int, int]]:
        rows = await self._pool.fetch(SQL.ACTIVE_TABLES)
        return [(row["id"], row["channel_id"]) for row in rows]

    async def tables_of(self, user_id: int) -> list[tuple[int, int]]:
        rows = await self._pool.fetch(SQL.TABLES_OF, user_id)
        return [(row["id"], row["channel_id"]) for row in rows]

    async def pending_notices(self, limit: int = 50) -> list[dict[str, Any]]:
        """Lease the channels whose undelivered notices nobody else holds; return their notices, oldest first."""
        now = self._clock()
        async with self._pool.acquire() as conn, conn.transaction():
            await conn.execute("SELECT pg_advisory_xact_lock($1, $2)", *OUTBOX_LOCK)
            rows = await conn.fetch(
                "SELECT * FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL AND channel_id IN ("
                " SELECT channel_id FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL GROUP BY channel_id"
                "  HAVING bool_and(lease_until IS NULL OR lease_until <= $1 OR lease_owner = $2))"
                " ORDER BY id LIMIT $3",
                now, self.owner, limit,
            )
            if rows:  # every waiting notice of those channels is now this process's (also those past the limit)
                await conn.execute(
                    "UPDATE outbox SET lease_owner = $1, lease_until = $2"
                    " WHERE channel_id = ANY($3::bigint[]) AND sent_at IS NULL AND failed_at IS NULL",
                    self.owner, now + self.lease_seconds, sorted({r["channel_id"] for r in rows}),
                )
        return [dict(row) for row in rows]

    async def notices(self, table_id: int | None = None) -> list[dict[str, Any]]:
        """Every outbox row (sent or not), oldest first: for tests and the operator."""
        if table_id is None:
            rows = await self._pool.fetch(SQL.NOTICES)
        else:
            rows = await self._pool.fetch(SQL.NOTICES_OF, table_id)
        return [dict(row) for row in rows]

    # -- writers: run inside PgStore.run's one transaction -------------------------------

    async def _new_timer(self, conn: Conn, op: NewTimer) -> None:
        await conn.execute(
            SQL.NEW_TIMER,
            op.table_id, op.kind, op.seat, op.prompt, op.since, op.started_at, op.due_at, op.attempt,
        )

    async def _set_timer(self, conn: Conn, op: SetTimer) -> None:
        args = (op.due_at, op.attempt, op.last_at, op.started_at, op.prompt, op.since, op.timer_id)
        if op.expect_attempt is None:
            status = await conn.execute(SQL.SET_TIMER, *args)
        else:
            status = await conn.execute(SQL.SET_TIMER_AT_ATTEMPT, *args, op.expect_attempt)
        if _changed(status) != 1:
            raise StaleTableError(f"timer {op.timer_id} changed meanwhile")

    async def _claim_timer(self, conn: Conn, op: ClaimTimer) -> None:
        status = await conn.execute(SQL.CLAIM_TIMER, op.at, op.why, op.timer_id)
        if _changed(status) != 1:
            raise StaleTableError(f"timer {op.timer_id} is no longer open")

    async def _add_notice(self, conn: Conn, op: AddNotice) -> int:
        return int(await conn.fetchval(
            _ADD_NOTICE,
            op.table_id, op.channel_id, op.dm_user_id, op.kind, op.seat, op.post_json, op.image, op.file,
            op.created_at,
        ))

    async def _mark_notice(self, conn: Conn, op: MarkNotice) -> None:
        if op.sent_at is not None:
            status = await conn.execute(SQL.NOTICE_SENT, op.sent_at, op.notice_id)
            if _changed(status) != 1:
                raise StaleTableError(f"notice {op.notice_id} was already marked sent")
            # Still delivering this channel: its lease runs on from now, so no other process takes over
            # the rest of it while this one keeps posting (only a process that stalls for a whole lease does).
            await conn.execute(
                "UPDATE outbox SET lease_until = $1 WHERE channel_id = (SELECT channel_id FROM outbox WHERE id = $2)"
                " AND lease_owner = $3 AND sent_at IS NULL AND failed_at IS NULL",
                self._clock() + self.lease_seconds, op.notice_id, self.owner,
            )
            return
        await conn.execute(SQL.NOTICE_FAILED, op.error, op.at if op.give_up else None, op.notice_id)

    async def _drop_reminders(self, conn: Conn, op: DropReminders) -> None:
        await conn.execute(SQL.DROP_REMINDERS, op.at, op.table_id, op.seat)

    async def _replan(self, conn: Conn, op: Replan) -> int:
        writers = self._timer_writers()
        planned = list(op.planner(await self._context(conn, op.table_id)))
        for sub in planned:
            if isinstance(sub, Replan):
                raise TypeError("a plan cannot contain another plan")
            await writers[type(sub)](conn, sub)
        return len(planned)
