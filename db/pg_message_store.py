"""The PostgreSQL side of the messages a table keeps up to date and of its Team threads: the op writers and reads.

The same contract as :mod:`db.message_store` (SQLite): :class:`~db.contract.SetMessage` writes only
for the table's own channel and never moves a record back to an older version; :meth:`story` reads
the record and the events of the phase it shows in one consistent read.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, TypeAlias

import asyncpg

from db.contract import EventRow, MessageRow, ReadStory, SetMessage, SetTeamThread
from db.pg_reads import PgReadsMixin
from db.sql import PG as SQL

Conn: TypeAlias = asyncpg.Connection


class PgMessageStoreMixin(PgReadsMixin):
    """Reads and the :class:`~db.contract.SetMessage` writer for :class:`db.pg_store.PgStore`."""

    # Provided by PgStore (an annotation only: the mixin must not shadow it).
    _now: Callable[[], str]

    def _message_writers(self) -> dict[type, Callable[[Conn, Any], Awaitable[Any]]]:
        return {SetMessage: self._set_message, SetTeamThread: self._set_team_thread, ReadStory: self._read_story}

    async def _set_team_thread(self, conn: Conn, op: SetTeamThread) -> bool:
        status = await conn.execute(
            SQL.SET_TEAM_THREAD,
            op.team, op.thread_id, self._now(), op.table_id, op.channel_id,
        )
        return int(status.split()[-1]) > 0

    async def thread_home(self, thread_id: int) -> tuple[int, str] | None:
        """As :meth:`db.message_store.MessageStoreMixin.thread_home`."""

        async def read(conn: Conn) -> tuple[int, str] | None:
            row = await conn.fetchrow(SQL.THREAD_HOME, thread_id)
            return None if row is None else (int(row["channel_id"]), row["team"])

        return await self._read(read)

    async def team_threads(self, table_id: int) -> dict[str, int | None]:
        """As :meth:`db.message_store.MessageStoreMixin.team_threads`."""

        async def read(conn: Conn) -> dict[str, int | None]:
            rows = await conn.fetch(SQL.TEAM_THREADS, table_id)
            return {r["team"]: None if r["thread_id"] is None else int(r["thread_id"]) for r in rows}

        return await self._read(read)

    async def _set_message(self, conn: Conn, op: SetMessage) -> bool:
        status = await conn.execute(
            SQL.SET_MESSAGE,
            op.role, op.message_id, op.seq, self._now(), op.table_id, op.channel_id,
        )
        return int(status.split()[-1]) > 0

    async def message(self, table_id: int, role: str) -> MessageRow | None:
        """The message recorded for ``role`` of the table, if any."""
        return (await self.story(table_id, role, -1, -1))[0]

    async def story(
        self, table_id: int, role: str, upto: int, base: int | None = None
    ) -> tuple[MessageRow | None, list[EventRow]]:
        """As :meth:`db.message_store.MessageStoreMixin.story`: the record, and the events its phase message tells."""

        return await self._read(lambda conn: self._story(conn, table_id, role, upto, base))

    async def _story(
        self, conn: Conn, table_id: int, role: str, upto: int, base: int | None
    ) -> tuple[MessageRow | None, list[EventRow]]:
        found = await conn.fetchrow(SQL.MESSAGE, table_id, role)
        message = None if found is None else MessageRow(
            table_id=int(found["table_id"]), role=found["role"], message_id=int(found["message_id"]),
            seq=int(found["seq"]),
        )
        start = base if base is not None else message.seq if message is not None and message.seq >= 0 else upto
        last = await conn.fetchval(SQL.LAST_BOUNDARY_BEFORE, table_id, start)
        after = -1 if last is None else int(last)
        return message, await self._events(conn, table_id, after, upto) if after < upto else []

    async def _read_story(self, conn: Conn, op: ReadStory) -> tuple[MessageRow | None, list[EventRow]]:
        return await self._story(conn, op.table_id, op.role, op.upto, op.base)
