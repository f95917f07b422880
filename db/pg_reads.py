"""The reads of :class:`db.pg_store.PgStore`: the SQLite store's queries, in PostgreSQL.

Each read runs on its own pool connection, so it sees committed data only; a read of
several statements runs in one REPEATABLE READ, read-only transaction (one picture).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Any, TypeVar

import asyncpg

from db.contract import ActionRow, EventRow, Replay, SnapshotRow, TableRow
from db.store import _action, _event, _request, _snapshot, _table

T = TypeVar("T")
Conn = asyncpg.Connection

TABLE_COLUMNS = (
    "*, (SELECT MAX(seq) FROM actions WHERE actions.table_id = game_tables.id) AS version,"
    " (SELECT json_object_agg(seat, user_id) FROM seats WHERE seats.table_id = game_tables.id)::text AS seats_json"
)
"""A table row together with its log version and its seats, in one query."""


class PgReadsMixin:
    """Reads for :class:`db.pg_store.PgStore` (which provides ``_pool``)."""

    _pool: asyncpg.Pool

    async def _read(self, fn: Callable[[Conn], Awaitable[T]]) -> T:
        """One consistent read of several statements: a REPEATABLE READ, read-only transaction."""
        async with self._pool.acquire() as conn, conn.transaction(isolation="repeatable_read", readonly=True):
            return await fn(conn)

    async def table(self, table_id: int) -> TableRow | None:
        row = await self._pool.fetchrow(f"SELECT {TABLE_COLUMNS} FROM game_tables WHERE id = $1", table_id)
        return _table(row) if row else None

    async def latest_table(self, channel_id: int) -> TableRow | None:
        """Return the live table of the channel, else its most recent finished or aborted one."""
        row = await self._pool.fetchrow(
            f"SELECT {TABLE_COLUMNS} FROM game_tables WHERE channel_id = $1"
            " ORDER BY status IN ('lobby', 'active') DESC, id DESC LIMIT 1",
            channel_id,
        )
        return _table(row) if row else None

    async def seats(self, table_id: int) -> dict[str, int]:
        rows = await self._pool.fetch(
            "SELECT seat, user_id FROM seats WHERE table_id = $1 ORDER BY joined_at, seat", table_id
        )
        return {row["seat"]: row["user_id"] for row in rows}

    async def version(self, table_id: int) -> int:
        value = await self._pool.fetchval("SELECT MAX(seq) FROM actions WHERE table_id = $1", table_id)
        return -1 if value is None else int(value)

    async def actions(self, table_id: int, after: int = -1) -> list[ActionRow]:
        rows = await self._pool.fetch(
            "SELECT * FROM actions WHERE table_id = $1 AND seq > $2 ORDER BY seq", table_id, after
        )
        return [_action(row) for row in rows]

    @staticmethod
    async def _events(conn: Any, table_id: int, after: int, upto: int | None) -> list[EventRow]:
        sql = "SELECT * FROM events WHERE table_id = $1 AND seq > $2"
        args: list[Any] = [table_id, after]
        if upto is not None:
            sql += " AND seq <= $3"
            args.append(upto)
        return [_event(r) for r in await conn.fetch(sql + " ORDER BY seq, idx", *args)]

    async def events(self, table_id: int, after: int = -1, upto: int | None = None) -> list[EventRow]:
        return await self._events(self._pool, table_id, after, upto)

    async def replay(self, table_id: int, seq: int) -> Replay | None:
        """Return the latest snapshot at or before ``seq`` and the log entries after it up to ``seq``."""

        async def read(conn: Conn) -> Replay | None:
            snap = await conn.fetchrow(
                "SELECT * FROM snapshots WHERE table_id = $1 AND seq <= $2 ORDER BY seq DESC LIMIT 1", table_id, seq
            )
            if snap is None:
                return None
            rows = await conn.fetch(
                "SELECT * FROM actions WHERE table_id = $1 AND seq > $2 AND seq <= $3 ORDER BY seq",
                table_id, snap["seq"], seq,
            )
            return Replay(_snapshot(snap), [_action(r) for r in rows])

        return await self._read(read)

    async def phase_events(self, table_id: int, seq: int) -> list[EventRow]:
        """Return the events logged after the last phase-end snapshot before ``seq``, up to ``seq - 1``."""

        async def read(conn: Conn) -> list[EventRow]:
            last = await conn.fetchval(
                "SELECT MAX(seq) FROM snapshots WHERE table_id = $1 AND boundary = 1 AND seq < $2", table_id, seq
            )
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
            rows = await conn.fetch(
                "SELECT * FROM actions WHERE table_id = $1 AND seq > $2 ORDER BY seq DESC",
                table_id, after if commit is None else int(commit),
            )
            return [_action(r) for r in rows]

        return await self._read(read)

    async def latest_snapshot(self, table_id: int) -> SnapshotRow | None:
        row = await self._pool.fetchrow(
            "SELECT * FROM snapshots WHERE table_id = $1 ORDER BY seq DESC LIMIT 1", table_id
        )
        return _snapshot(row) if row else None

    async def snapshot_at_or_before(self, table_id: int, seq: int) -> SnapshotRow | None:
        replay = await self.replay(table_id, seq)
        return replay.snapshot if replay else None

    async def snapshot_after_phase(self, table_id: int, turn: int, num: int) -> SnapshotRow | None:
        """Return the first snapshot recorded after order/phase ``num`` of ``turn`` was over."""
        row = await self._pool.fetchrow(
            "SELECT * FROM snapshots WHERE table_id = $1 AND (phase_turn > $2 OR (phase_turn = $2 AND phase_num > $3))"
            " ORDER BY seq LIMIT 1",
            table_id, turn, num,
        )
        return _snapshot(row) if row else None

    async def last_boundary_before(self, table_id: int, seq: int) -> int:
        value = await self._pool.fetchval(
            "SELECT MAX(seq) FROM snapshots WHERE table_id = $1 AND boundary = 1 AND seq < $2", table_id, seq
        )
        return int(value or 0)

    async def snapshots(self, table_id: int) -> list[SnapshotRow]:
        rows = await self._pool.fetch("SELECT * FROM snapshots WHERE table_id = $1 ORDER BY seq", table_id)
        return [_snapshot(row) for row in rows]

    async def last_seen(self, table_id: int, user_id: int) -> str | None:
        return await self._pool.fetchval(
            "SELECT MAX(t) FROM (SELECT MAX(created_at) AS t FROM actions WHERE table_id = $1 AND user_id = $2"
            " UNION ALL SELECT MAX(joined_at) FROM seats WHERE table_id = $1 AND user_id = $2) AS seen",
            table_id, user_id,
        )

    async def prefs(self, user_id: int) -> dict[str, Any]:
        row = await self._pool.fetchrow("SELECT * FROM player_prefs WHERE user_id = $1", user_id)
        if row is None:
            return {"tz": "UTC", "quiet_start": None, "quiet_end": None, "dm": False}
        return {"tz": row["tz"], "quiet_start": row["quiet_start"], "quiet_end": row["quiet_end"], "dm": bool(row["dm"])}

    async def vacations(self, table_id: int, user_id: int | None = None) -> list[dict[str, Any]]:
        sql = "SELECT * FROM vacations WHERE table_id = $1"
        args: list[Any] = [table_id]
        if user_id is not None:
            sql += " AND user_id = $2"
            args.append(user_id)
        return [dict(row) for row in await self._pool.fetch(sql + " ORDER BY start_at", *args)]

    async def request(self, request_id: int) -> dict[str, Any] | None:
        return _request(await self._pool.fetchrow("SELECT * FROM requests WHERE id = $1", request_id))

    async def paused_channels(self) -> list[int]:
        rows = await self._pool.fetch(
            "SELECT channel_id FROM game_tables WHERE paused_why IS NOT NULL AND status = 'active' ORDER BY id"
        )
        return [int(r[0]) for r in rows]

    async def post_failures(self, table_id: int) -> int:
        value = await self._pool.fetchval("SELECT post_failures FROM game_tables WHERE id = $1", table_id)
        return int(value) if value is not None else 0
