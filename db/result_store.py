"""The SQLite side of each ended game's result (issue #50): the :class:`~db.result_ops.RecordResults` writer and
the reads of ``/game stats``, ``/game leaderboard`` and ``dday ratings rebuild``.

Mixed into :class:`db.store.Store`: the writer runs on the database thread inside ``Store.run``'s one transaction
(it reads the table's log there to time each seat's answers); each read is one job of that thread.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Collection
from typing import Any, TypeVar

from db.result_ops import RecordResults, ResultRow, act_times, result_values
from db.sql import SQLITE as SQL

T = TypeVar("T")


class ResultStoreMixin:
    """``record_results``'s writer, ``unrecorded``, ``ended_tables``, ``results_mark``, ``game_results``,
    ``user_results`` and ``all_results`` for :class:`db.store.Store`."""

    async def _read(self, fn: Callable[[sqlite3.Connection], T]) -> T:  # provided by the store
        raise NotImplementedError

    def _result_writers(self) -> dict[type, Callable[[sqlite3.Connection, Any], Any]]:
        return {RecordResults: self._record_results}

    def _record_results(self, db: sqlite3.Connection, op: RecordResults) -> None:
        entries = [tuple(row) for row in db.execute(SQL.RESULT_ENTRIES, (op.table_id,)).fetchall()]
        db.executemany(SQL.RECORD_RESULT, result_values(op, act_times(entries)))

    async def unrecorded(self, limit: int) -> list[int]:
        """Ids of ended tables (that had started) without their results, oldest first."""
        rows = await self._read(lambda db: db.execute(SQL.UNRECORDED, (limit,)).fetchall())
        return [int(r[0]) for r in rows]

    async def ended_tables(self) -> list[int]:
        """Ids of every ended table that had started."""
        return [int(r[0]) for r in await self._read(lambda db: db.execute(SQL.ENDED_TABLES).fetchall())]

    async def results_mark(self, guild_id: int, game: str, channel_ids: Collection[int]) -> tuple[int, str, int]:
        """(how many, latest ended_at, highest id) of the server's ended tables of ``game`` in ``channel_ids``."""
        args = (guild_id, game, json.dumps(sorted(channel_ids)))
        row = await self._read(lambda db: db.execute(SQL.RESULTS_MARK, args).fetchone())
        return int(row[0]), str(row[1] or ""), int(row[2] or 0)

    async def game_results(self, guild_id: int, game: str, channel_ids: Collection[int]) -> list[ResultRow]:
        """Every seat's result of the server's ended tables of ``game`` in ``channel_ids``, by (ended_at, table id)."""
        args = (guild_id, game, json.dumps(sorted(channel_ids)))
        rows = await self._read(lambda db: db.execute(SQL.GAME_RESULTS, args).fetchall())
        return [ResultRow._make(row) for row in rows]

    async def user_results(
        self, user_id: int, guild_id: int, channel_ids: Collection[int], game: str | None
    ) -> list[ResultRow]:
        """The results of ``user_id``'s seats at the server's ended tables in ``channel_ids`` (of ``game`` or any)."""
        args = (user_id, guild_id, json.dumps(sorted(channel_ids)), game, game)
        rows = await self._read(lambda db: db.execute(SQL.USER_RESULTS, args).fetchall())
        return [ResultRow._make(row) for row in rows]

    async def all_results(self) -> list[ResultRow]:
        """Every recorded result, by (ended_at, table id)."""
        return [ResultRow._make(row) for row in await self._read(lambda db: db.execute(SQL.ALL_RESULTS).fetchall())]
