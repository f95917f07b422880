"""The PostgreSQL side of the messages a table keeps up to date, its Team threads and its web address: writers, reads.

The same contract as :mod:`db.message_store` (SQLite): :class:`~db.contract.SetMessage` writes only
for the table's own channel and never moves a record back to an older version; :meth:`story` reads
the record and the events of the phase it shows in one consistent read.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import Any, TypeAlias

import asyncpg

from db.contract import (
    Boundary,
    EventRow,
    MessageRow,
    QueueRow,
    ReadStory,
    SetMessage,
    SetQueue,
    SetTeamThread,
    SetWebLink,
    SetWebOff,
    StoreError,
    WebLink,
)
from db.decode import boundary_row, queue_row, web_link_row
from db.pg_reads import PgReadsMixin
from db.sql import PG as SQL

Conn: TypeAlias = asyncpg.Connection


class PgMessageStoreMixin(PgReadsMixin):
    """Reads and the :class:`~db.contract.SetMessage` writer for :class:`db.pg_store.PgStore`."""

    # Provided by PgStore (an annotation only: the mixin must not shadow it).
    _now: Callable[[], str]

    def _message_writers(self) -> dict[type, Callable[[Conn, Any], Awaitable[Any]]]:
        return {
            SetMessage: self._set_message, SetTeamThread: self._set_team_thread, ReadStory: self._read_story,
            SetWebLink: self._set_web_link, SetWebOff: self._set_web_off, SetQueue: self._set_queue,
        }

    async def _set_queue(self, conn: Conn, op: SetQueue) -> None:
        if not op.lines:
            await conn.execute(SQL.DROP_QUEUE, op.table_id, op.seat)
            return
        await conn.execute(SQL.SET_QUEUE, op.table_id, op.seat, op.user_id, json.dumps(list(op.lines)), op.since,
                           self._now())

    async def queued_plays(self, table_id: int) -> dict[str, QueueRow]:
        """As :meth:`db.message_store.MessageStoreMixin.queued_plays`."""

        async def read(conn: Conn) -> dict[str, QueueRow]:
            return {r["seat"]: queue_row(r) for r in await conn.fetch(SQL.QUEUES, table_id)}

        return await self._read(read)

    async def tables_with_queues(self) -> list[tuple[int, int]]:
        """As :meth:`db.message_store.MessageStoreMixin.tables_with_queues`."""

        async def read(conn: Conn) -> list[tuple[int, int]]:
            return [(int(r[0]), int(r[1])) for r in await conn.fetch(SQL.TABLES_WITH_QUEUES)]

        return await self._read(read)

    async def _set_web_link(self, conn: Conn, op: SetWebLink) -> str:
        names = json.dumps({str(k): v for k, v in (op.names or {}).items()}, sort_keys=True)
        sql = SQL.NEW_WEB_LINK if op.renew else SQL.ADD_WEB_LINK if op.names is None else SQL.KEEP_WEB_LINK
        try:
            await conn.execute(sql, op.table_id, op.token, names, self._now())
        except asyncpg.IntegrityConstraintViolationError:  # another table holds that token (or no such table)
            raise StoreError("that web token is taken") from None
        return str((await conn.fetchrow(SQL.WEB_LINK, op.table_id))["token"])

    async def _set_web_off(self, conn: Conn, op: SetWebOff) -> bool:
        await conn.execute(SQL.SET_WEB_OFF, op.guild_id, int(op.off), self._now())
        return True

    async def web_link(self, table_id: int) -> WebLink | None:
        """As :meth:`db.message_store.MessageStoreMixin.web_link`."""

        async def read(conn: Conn) -> WebLink | None:
            row = await conn.fetchrow(SQL.WEB_LINK, table_id)
            return None if row is None else web_link_row(row)

        return await self._read(read)

    async def web_link_by_token(self, token: str) -> WebLink | None:
        """As :meth:`db.message_store.MessageStoreMixin.web_link_by_token`."""

        async def read(conn: Conn) -> WebLink | None:
            row = await conn.fetchrow(SQL.WEB_LINK_BY_TOKEN, token)
            return None if row is None else web_link_row(row)

        return await self._read(read)

    async def web_off(self, guild_id: int) -> bool:
        """As :meth:`db.message_store.MessageStoreMixin.web_off`."""

        async def read(conn: Conn) -> bool:
            return bool(await conn.fetchval(SQL.WEB_OFF, guild_id))

        return await self._read(read)

    async def boundary_snapshots(self, table_id: int) -> list[Boundary]:
        """As :meth:`db.message_store.MessageStoreMixin.boundary_snapshots`."""

        async def read(conn: Conn) -> list[Boundary]:
            return [boundary_row(r) for r in await conn.fetch(SQL.BOUNDARY_SNAPSHOTS, table_id)]

        return await self._read(read)

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
