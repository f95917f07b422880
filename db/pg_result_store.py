"""The PostgreSQL side of each ended game's result (issue #50): :mod:`db.result_store`'s writer and reads."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Collection
from typing import Any

import asyncpg

from db.result_ops import RecordResults, ResultRow, act_times, result_values
from db.sql import PG as SQL


class PgResultStoreMixin:
    """The :class:`~db.result_ops.RecordResults` writer and the results' reads for :class:`db.pg_store.PgStore`."""

    _pool: asyncpg.Pool

    def _result_writers(self) -> dict[type, Callable[[asyncpg.Connection, Any], Awaitable[Any]]]:
        return {RecordResults: self._record_results}

    async def _record_results(self, conn: asyncpg.Connection, op: RecordResults) -> None:
        entries = [tuple(row) for row in await conn.fetch(SQL.RESULT_ENTRIES, op.table_id)]
        await conn.executemany(SQL.RECORD_RESULT, result_values(op, act_times(entries)))

    async def unrecorded(self, limit: int) -> list[int]:
        return [int(r[0]) for r in await self._pool.fetch(SQL.UNRECORDED, limit)]

    async def ended_tables(self) -> list[int]:
        return [int(r[0]) for r in await self._pool.fetch(SQL.ENDED_TABLES)]

    async def results_mark(self, guild_id: int, game: str, channel_ids: Collection[int]) -> tuple[int, str, int]:
        row = await self._pool.fetchrow(SQL.RESULTS_MARK, guild_id, game, json.dumps(sorted(channel_ids)))
        return int(row[0]), str(row[1] or ""), int(row[2] or 0)

    async def game_results(self, guild_id: int, game: str, channel_ids: Collection[int]) -> list[ResultRow]:
        rows = await self._pool.fetch(SQL.GAME_RESULTS, guild_id, game, json.dumps(sorted(channel_ids)))
        return [ResultRow(*row) for row in rows]

    async def user_results(
        self, user_id: int, guild_id: int, channel_ids: Collection[int], game: str | None
    ) -> list[ResultRow]:
        rows = await self._pool.fetch(SQL.USER_RESULTS, user_id, guild_id, json.dumps(sorted(channel_ids)), game, game)
        return [ResultRow(*row) for row in rows]

    async def all_results(self) -> list[ResultRow]:
        return [ResultRow(*row) for row in await self._pool.fetch(SQL.ALL_RESULTS)]
