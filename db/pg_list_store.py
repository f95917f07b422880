"""The PostgreSQL side of the server-wide lists (issue #50): :mod:`db.list_store`'s reads, in PostgreSQL."""

from __future__ import annotations

import json
from collections.abc import Collection, Sequence
from typing import Any

import asyncpg

from db.contract import TableRow
from db.decode import prefs_row, table_row
from db.rows import Listing, Wait
from db.sql import PG as SQL


class PgListStoreMixin:
    """``digests_due``, ``games_of``, ``waits_of`` and ``guild_tables`` for :class:`db.pg_store.PgStore`."""

    _pool: asyncpg.Pool

    async def digests_due(self, now: float, limit: int) -> list[tuple[int, dict[str, Any]]]:
        rows = await self._pool.fetch(SQL.DIGESTS_DUE, now, limit)
        return [(int(row["user_id"]), prefs_row(row)) for row in rows]

    async def games_of(self, user_id: int, guild_id: int | None, ended_since: str, limit: int) -> list[TableRow]:
        rows = await self._pool.fetch(SQL.GAMES_OF, user_id, guild_id, guild_id, ended_since, limit)
        return [table_row(row) for row in rows]

    async def waits_of(self, table_ids: Collection[int]) -> list[Wait]:
        if not table_ids:
            return []
        rows = await self._pool.fetch(SQL.WAITS_OF, json.dumps(sorted(table_ids)))
        return [Wait(*row) for row in rows]

    async def guild_tables(
        self, guild_id: int, channel_ids: Collection[int], statuses: Sequence[str], game: str | None,
        ended_since: str, limit: int, offset: int,
    ) -> Listing:
        filters = (guild_id, json.dumps(sorted(channel_ids)), game, game, json.dumps(list(statuses)), ended_since)
        async with self._pool.acquire() as conn, conn.transaction(isolation="repeatable_read", readonly=True):
            rows = await conn.fetch(SQL.GUILD_TABLES, *filters, limit, offset)
            counts = await conn.fetch(SQL.GUILD_COUNTS, *filters)
        return Listing([table_row(row) for row in rows], {row["status"]: int(row["n"]) for row in counts})
