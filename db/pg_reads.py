"""The reads of :class:`db.pg_store.PgStore`: the SQLite store's queries, in PostgreSQL.

Each read runs on its own pool connection, so it sees committed data only; a read of
several statements runs in one REPEATABLE READ, read-only transaction (one picture).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Any, TypeAlias, TypeVar

import asyncpg

from db.contract import ActionRow, EventRow, Replay, SnapshotRow, TableRow
from db.decode import action_row, event_row, prefs_row, request_row, snapshot_row, table_row
from db.rows import RequestRow, VacationRow
from db.sql import PG as SQL

T = TypeVar("T")
Conn: TypeAlias = asyncpg.Connection

class PgReadsMixin:
    """Reads for :class:`db.pg_store.PgStore` (which provides ``_pool``)."""

    _pool: asyncpg.Pool

    async def _read(self, fn: Callable[[Conn], Awaitable[T]]) -> T:
        """One consistent read of several statements: a REPEATABLE READ, read-only transaction."""
        async with self._pool.acquire() as conn, conn.transaction(isolation="repeatable_read", readonly=True):
            return await fn(conn)

    async def table(self, table_id: int) -> TableRow | None:
        row = await self._pool.fetchrow(SQL.TABLE, table_id)
        return table_row(row) if row else None

    async def latest_table(self, channel_id: int) -> TableRow | None:
        """Return the live table of the channel, else its most recent finished or aborted one."""
        row = await self._pool.fetchrow(SQL.LATEST_TABLE, channel_id)
        return table_row(row) if row else None

    async def seats(self, table_id: int) -> dict[str, int]:
        rows = await self._pool.fetch(SQL.SEATS, table_id)
        return {row["seat"]: row["user_id"] for row in rows}

    async def version(self, table_id: int) -> int:
        value = await self._pool.fetchval(SQL.VERSION, table_id)
        return -1 if value is None else int(value)

    async def actions(self, table_id: int, after: int = -1) -> list[ActionRow]:
        rows = await self._pool.fetch(SQL.ACTIONS_AFTER, table_id, after)
        return [action_row(row) for row in rows]

    @staticmethod
    async def _events(conn: Any, table_id: int, after: int, upto: int | None) -> list[EventRow]:
        if upto is None:
            rows = await conn.fetch(SQL.EVENTS_AFTER, table_id, after)
        else:
            rows = await conn.fetch(SQL.EVENTS_BETWEEN, table_id, after, upto)
        return [event_row(r) for r in rows]

    async def events(self, table_id: int, after: int = -1, upto: int | None = None) -> list[EventRow]:
        return await self._events(self._pool, table_id, after, upto)

    async def replay(self, table_id: int, seq: int) -> Replay | None:
        """Return the latest snapshot at or before ``seq`` and the log entries after it up to ``seq``."""

        async def read(conn: Conn) -> Replay | None:
            snap = await conn.fetchrow(SQL.SNAPSHOT_AT_OR_BEFORE, table_id, seq)
            if snap is None:
                return None
            rows = await conn.fetch(SQL.ACTIONS_BETWEEN, table_id, snap["seq"], seq)
            return Replay(snapshot_row(snap), [action_row(r) for r in rows])

        return await self._read(read)

    async def phase_events(self, table_id: int, seq: int) -> list[EventRow]:
        """Return the events logged after the last phase-end snapshot before ``seq``, up to ``seq - 1``."""

        async def read(conn: Conn) -> list[EventRow]:
            last = await conn.fetchval(SQL.LAST_BOUNDARY_BEFORE, table_id, seq)
            first = int(last or 0) + 1
            return await self._events(conn, table_id, first - 1, seq - 1) if first < seq else []

        return await self._read(read)

    async def undoable_tail(self, table_id: int, user_id: int, seats: Sequence[str], after: int) -> list[ActionRow]:
        """``user_id``'s latest entries after the last commit point (see :meth:`db.store.Store.undoable_tail`)."""

        async def read(conn: Conn) -> list[ActionRow]:
            commit = await conn.fetchval(
                "SELECT MAX(s) FROM ("
                " SELECT MAX(seq) AS s FROM actions WHERE table_id = $1 AND seq > $2"
                "  AND (kind != 'action' OR user_id IS DISTINCT FROM $3)"
                " UNION ALL SELECT MAX(seq) FROM snapshots WHERE table_id = $1 AND boundary = 1 AND seq > $2"
                " UNION ALL SELECT MAX(seq) FROM events WHERE table_id = $1 AND seq > $2"
                "  AND (dice_json != '[]' OR (seat IS NOT NULL AND NOT (seat = ANY($4::text[]))))) AS marks",
                table_id, after, user_id, list(seats),
            )
            rows = await conn.fetch(SQL.ACTIONS_AFTER_NEWEST_FIRST, table_id, after if commit is None else int(commit))
            return [action_row(r) for r in rows]

        return await self._read(read)

    async def latest_snapshot(self, table_id: int) -> SnapshotRow | None:
        row = await self._pool.fetchrow(SQL.LATEST_SNAPSHOT, table_id)
        return snapshot_row(row) if row else None

    async def snapshot_at_or_before(self, table_id: int, seq: int) -> SnapshotRow | None:
        replay = await self.replay(table_id, seq)
        return replay.snapshot if replay else None

    async def snapshot_after_phase(self, table_id: int, turn: int, num: int) -> SnapshotRow | None:
        """Return the first snapshot recorded after order/phase ``num`` of ``turn`` was over."""
        row = await self._pool.fetchrow(SQL.SNAPSHOT_AFTER_PHASE, table_id, turn, turn, num)
        return snapshot_row(row) if row else None

    async def last_boundary_before(self, table_id: int, seq: int) -> int:
        value = await self._pool.fetchval(SQL.LAST_BOUNDARY_BEFORE, table_id, seq)
        return int(value or 0)

    async def snapshots(self, table_id: int) -> list[SnapshotRow]:
        rows = await self._pool.fetch(SQL.SNAPSHOTS, table_id)
        return [snapshot_row(row) for row in rows]

    async def last_seen(self, table_id: int, user_id: int) -> str | None:
        return await self._pool.fetchval(SQL.LAST_SEEN, table_id, user_id, table_id, user_id)

    async def prefs(self, user_id: int) -> dict[str, Any]:
        return prefs_row(await self._pool.fetchrow(SQL.PREFS, user_id))

    async def vacations(self, table_id: int, user_id: int | None = None) -> list[VacationRow]:
        if user_id is None:
            rows = await self._pool.fetch(SQL.VACATIONS, table_id)
        else:
            rows = await self._pool.fetch(SQL.VACATIONS_OF, table_id, user_id)
        return [VacationRow._make(row) for row in rows]

    async def request(self, request_id: int) -> RequestRow | None:
        return request_row(await self._pool.fetchrow(SQL.REQUEST, request_id))

    async def paused_channels(self) -> list[int]:
        rows = await self._pool.fetch(SQL.PAUSED_CHANNELS)
        return [int(r[0]) for r in rows]

    async def post_failures(self, table_id: int) -> int:
        value = await self._pool.fetchval(SQL.POST_FAILURES, table_id)
        return int(value) if value is not None else 0
