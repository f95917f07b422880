"""The SQLite side of the messages a table keeps up to date (issue #11), of its Team threads (issue #13)
and of its web address (issue #27).

Mixed into :class:`db.store.Store` like :mod:`db.timer_store`: the writer runs on the database
thread inside ``Store.run``'s one transaction, never on its own.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, TypeVar

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
from db.sql import SQLITE as SQL

T = TypeVar("T")


class MessageStoreMixin:
    """Reads and the :class:`~db.contract.SetMessage` writer for :class:`db.store.Store`."""

    _clock: Callable[[], float]
    _events: Callable[[sqlite3.Connection, int, int, int | None], list[EventRow]]  # the store's event reader

    async def _read(self, fn: Callable[[sqlite3.Connection], T]) -> T:  # provided by the store
        raise NotImplementedError

    def _message_writers(self) -> dict[type, Callable[[sqlite3.Connection, Any], Any]]:
        return {
            SetMessage: self._set_message, SetTeamThread: self._set_team_thread, ReadStory: self._read_story,
            SetWebLink: self._set_web_link, SetWebOff: self._set_web_off, SetQueue: self._set_queue,
        }

    def _set_queue(self, db: sqlite3.Connection, op: SetQueue) -> None:
        if not op.lines:
            db.execute(SQL.DROP_QUEUE, (op.table_id, op.seat))
            return
        now = datetime.fromtimestamp(self._clock(), UTC).isoformat(timespec="seconds")
        db.execute(SQL.SET_QUEUE, (op.table_id, op.seat, op.user_id, json.dumps(list(op.lines)), op.since, now))

    async def queued_plays(self, table_id: int) -> dict[str, QueueRow]:
        """The plays queued at the table (issue #46), by seat."""
        rows = await self._read(lambda db: db.execute(SQL.QUEUES, (table_id,)).fetchall())
        return {r["seat"]: queue_row(r) for r in rows}

    async def tables_with_queues(self) -> list[tuple[int, int]]:
        """(table id, channel id) of the active tables where some player has plays queued."""
        rows = await self._read(lambda db: db.execute(SQL.TABLES_WITH_QUEUES).fetchall())
        return [(int(r[0]), int(r[1])) for r in rows]

    def _set_web_link(self, db: sqlite3.Connection, op: SetWebLink) -> str:
        now = datetime.fromtimestamp(self._clock(), UTC).isoformat(timespec="seconds")
        names = json.dumps({str(k): v for k, v in (op.names or {}).items()}, sort_keys=True)
        sql = SQL.NEW_WEB_LINK if op.renew else SQL.ADD_WEB_LINK if op.names is None else SQL.KEEP_WEB_LINK
        try:
            db.execute(sql, (op.table_id, op.token, names, now))
        except sqlite3.IntegrityError:  # another table holds that token (or the table does not exist)
            raise StoreError("that web token is taken") from None
        return str(db.execute(SQL.WEB_LINK, (op.table_id,)).fetchone()["token"])

    def _set_web_off(self, db: sqlite3.Connection, op: SetWebOff) -> bool:
        now = datetime.fromtimestamp(self._clock(), UTC).isoformat(timespec="seconds")
        db.execute(SQL.SET_WEB_OFF, (op.guild_id, int(op.off), now))
        return True

    async def web_link(self, table_id: int) -> WebLink | None:
        """The table's web address, if one was made."""
        row = await self._read(lambda db: db.execute(SQL.WEB_LINK, (table_id,)).fetchone())
        return None if row is None else web_link_row(row)

    async def web_link_by_token(self, token: str) -> WebLink | None:
        """The web address holding ``token`` (None for a token never made or since replaced)."""
        row = await self._read(lambda db: db.execute(SQL.WEB_LINK_BY_TOKEN, (token,)).fetchone())
        return None if row is None else web_link_row(row)

    async def web_off(self, guild_id: int) -> bool:
        """Whether a manager turned the web viewer off for the server."""
        row = await self._read(lambda db: db.execute(SQL.WEB_OFF, (guild_id,)).fetchone())
        return row is not None and bool(row[0])

    async def boundary_snapshots(self, table_id: int) -> list[Boundary]:
        """Every phase-end snapshot of the table in log order, without its state."""
        rows = await self._read(lambda db: db.execute(SQL.BOUNDARY_SNAPSHOTS, (table_id,)).fetchall())
        return [boundary_row(r) for r in rows]

    def _set_team_thread(self, db: sqlite3.Connection, op: SetTeamThread) -> bool:
        now = datetime.fromtimestamp(self._clock(), UTC).isoformat(timespec="seconds")
        cursor = db.execute(
            SQL.SET_TEAM_THREAD,
            (op.team, op.thread_id, now, op.table_id, op.channel_id),
        )
        return cursor.rowcount > 0

    async def thread_home(self, thread_id: int) -> tuple[int, str] | None:
        """``(channel id, Team)`` when ``thread_id`` is a Team thread of a game still played, else None."""
        row = await self._read(lambda db: db.execute(SQL.THREAD_HOME, (thread_id,)).fetchone())
        return None if row is None else (int(row[0]), row[1])

    async def team_threads(self, table_id: int) -> dict[str, int | None]:
        """Each Team's private thread of the table (None: it could not be created); empty if none was tried."""
        rows = await self._read(lambda db: db.execute(SQL.TEAM_THREADS, (table_id,)).fetchall())
        return {r["team"]: None if r["thread_id"] is None else int(r["thread_id"]) for r in rows}

    def _set_message(self, db: sqlite3.Connection, op: SetMessage) -> bool:
        now = datetime.fromtimestamp(self._clock(), UTC).isoformat(timespec="seconds")
        cursor = db.execute(
            SQL.SET_MESSAGE,
            (op.role, op.message_id, op.seq, now, op.table_id, op.channel_id),
        )
        return cursor.rowcount > 0

    async def message(self, table_id: int, role: str) -> MessageRow | None:
        """The message recorded for ``role`` of the table, if any."""
        return (await self.story(table_id, role, -1, -1))[0]

    async def story(
        self, table_id: int, role: str, upto: int, base: int | None = None
    ) -> tuple[MessageRow | None, list[EventRow]]:
        """The message recorded for ``role``, and the events a phase message posted at ``base`` tells, in one read.

        Those events are every one after the last phase end strictly before ``base`` (from the start of the
        game when there is none) up to ``upto``. ``base`` None: the recorded message's own version (or
        ``upto`` without a message recorded for a position of the game).
        """

        return await self._read(lambda db: self._story(db, table_id, role, upto, base))

    def _story(
        self, db: sqlite3.Connection, table_id: int, role: str, upto: int, base: int | None
    ) -> tuple[MessageRow | None, list[EventRow]]:
        found = db.execute(SQL.MESSAGE, (table_id, role)).fetchone()
        message = None if found is None else MessageRow(
            table_id=found["table_id"], role=found["role"], message_id=int(found["message_id"]), seq=found["seq"]
        )
        start = base if base is not None else message.seq if message is not None and message.seq >= 0 else upto
        row = db.execute(SQL.LAST_BOUNDARY_BEFORE, (table_id, start)).fetchone()
        after = -1 if row[0] is None else int(row[0])
        return message, self._events(db, table_id, after, upto) if after < upto else []

    def _read_story(self, db: sqlite3.Connection, op: ReadStory) -> tuple[MessageRow | None, list[EventRow]]:
        return self._story(db, op.table_id, op.role, op.upto, op.base)

