"""The SQLite side of the server-wide lists (issue #50): a player's games, and a server's tables by status.

Mixed into :class:`db.store.Store`. Each is one read (one job of the database thread), served by the indexes of
``db/migrations/0012_server_lists.sql``: seats by user, tables by server and status.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Collection, Sequence
from typing import Any, TypeVar

from db.contract import OpenIndex, SetPublicChannel, TableRow
from db.decode import prefs_row, table_row
from db.rows import Listing, Wait
from db.sql import SQLITE as SQL

T = TypeVar("T")


class ListStoreMixin:
    """``digests_due``, ``games_of``, ``waits_of`` and ``guild_tables`` for :class:`db.store.Store`."""

    async def _read(self, fn: Callable[[sqlite3.Connection], T]) -> T:  # provided by the store
        raise NotImplementedError

    def _now(self) -> str:  # provided by the store: its clock's time, as the log writes times
        raise NotImplementedError

    def _list_writers(self) -> dict[type, Callable[[sqlite3.Connection, Any], Any]]:
        """The op writers this mixin adds to the store's unit of work (the server index, issue #50)."""
        return {OpenIndex: self._open_index, SetPublicChannel: self._set_public_channel}

    def _open_index(self, db: sqlite3.Connection, op: OpenIndex) -> str:
        db.execute(SQL.OPEN_INDEX, (op.guild_id, op.token, op.lang, self._now()))
        return str(db.execute(SQL.INDEX_TOKEN, (op.guild_id,)).fetchone()[0])

    def _set_public_channel(self, db: sqlite3.Connection, op: SetPublicChannel) -> None:
        if op.public:
            db.execute(SQL.ADD_PUBLIC_CHANNEL, (op.guild_id, op.channel_id, op.name, self._now()))
        else:
            db.execute(SQL.DROP_PUBLIC_CHANNEL, (op.guild_id, op.channel_id))

    async def public_channels(self, guild_id: int) -> list[tuple[int, str]]:
        rows = await self._read(lambda db: db.execute(SQL.PUBLIC_CHANNELS, (guild_id,)).fetchall())
        return [(int(row["channel_id"]), str(row["name"])) for row in rows]

    async def index_by_token(self, token: str) -> tuple[int, str] | None:
        row = await self._read(lambda db: db.execute(SQL.INDEX_BY_TOKEN, (token,)).fetchone())
        return None if row is None else (int(row["guild_id"]), str(row["lang"]))

    async def digests_due(self, now: float, limit: int) -> list[tuple[int, dict[str, Any]]]:
        """(user id, preferences) of the players whose daily digest is due at ``now``, the longest due first."""
        rows = await self._read(lambda db: db.execute(SQL.DIGESTS_DUE, (now, limit)).fetchall())
        return [(int(row["user_id"]), prefs_row(row)) for row in rows]

    async def games_of(self, user_id: int, guild_id: int | None, ended_since: str, limit: int) -> list[TableRow]:
        """The tables where ``user_id`` holds a seat (on one server, or any when ``guild_id`` is None): in the lobby,
        in play, or ended at or after ``ended_since`` (ISO time); newest first, at most ``limit``."""
        args = (user_id, guild_id, guild_id, ended_since, limit)
        rows = await self._read(lambda db: db.execute(SQL.GAMES_OF, args).fetchall())
        return [table_row(row) for row in rows]

    async def waits_of(self, table_ids: Collection[int]) -> list[Wait]:
        """The open waits (timers) of these tables: who is asked, since when, until when."""
        if not table_ids:
            return []
        ids = json.dumps(sorted(table_ids))
        rows = await self._read(lambda db: db.execute(SQL.WAITS_OF, (ids,)).fetchall())
        return [Wait._make(row) for row in rows]

    async def guild_tables(
        self, guild_id: int, channel_ids: Collection[int], statuses: Sequence[str], game: str | None,
        ended_since: str, limit: int, offset: int,
    ) -> Listing:
        """A page of the server's tables in ``channel_ids`` with one of ``statuses`` (ended ones only since
        ``ended_since``), of ``game`` or any: open lobbies first, then games in play, then the most recently ended;
        and how many match, by status."""
        channels, kinds = json.dumps(sorted(channel_ids)), json.dumps(list(statuses))
        filters = (guild_id, channels, game, game, kinds, ended_since)

        def read(db: sqlite3.Connection) -> Listing:
            rows = db.execute(SQL.GUILD_TABLES, (*filters, limit, offset)).fetchall()
            counts = db.execute(SQL.GUILD_COUNTS, filters).fetchall()
            return Listing([table_row(row) for row in rows], {row["status"]: int(row["n"]) for row in counts})

        return await self._read(read)
