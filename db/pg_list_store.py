"""The PostgreSQL side of the server-wide lists (issue #50): :mod:`db.list_store`'s reads, in PostgreSQL."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Collection, Sequence
from typing import Any

import asyncpg

from db.contract import OpenIndex, SetPublicChannel, TableRow
from db.decode import prefs_row, table_row
from db.rows import Listing, Wait
from db.sql import PG as SQL


class PgListStoreMixin:
    """``digests_due``, ``games_of``, ``waits_of`` and ``guild_tables`` for :class:`db.pg_store.PgStore`."""

    _pool: asyncpg.Pool

    def _now(self) -> str:  # provided by the store: its clock's time, as the log writes times
        raise NotImplementedError

    def _list_writers(self) -> dict[type, Callable[[Any, Any], Awaitable[Any]]]:
        """The op writers this mixin adds to the store's unit of work (the server index, issue #50)."""
        return {OpenIndex: self._open_index, SetPublicChannel: self._set_public_channel}

    async def _open_index(self, conn: Any, op: OpenIndex) -> str:
        await conn.execute(SQL.OPEN_INDEX, op.guild_id, op.token, op.lang, self._now())
        return str(await conn.fetchval(SQL.INDEX_TOKEN, op.guild_id))

    async def _set_public_channel(self, conn: Any, op: SetPublicChannel) -> None:
        if op.public:
            await conn.execute(SQL.ADD_PUBLIC_CHANNEL, op.guild_id, op.channel_id, op.name, self._now())
        else:
            await conn.execute(SQL.DROP_PUBLIC_CHANNEL, op.guild_id, op.channel_id)

    async def public_channels(self, guild_id: int) -> list[tuple[int, str]]:
        rows = await self._pool.fetch(SQL.PUBLIC_CHANNELS, guild_id)
        return [(int(row["channel_id"]), str(row["name"])) for row in rows]

    async def index_by_token(self, token: str) -> tuple[int, str] | None:
        row = await self._pool.fetchrow(SQL.INDEX_BY_TOKEN, token)
        return None if row is None else (int(row["guild_id"]), str(row["lang"]))

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
