"""The SQLite side of timers and the outbox (issue #15): reads, and the ops of :mod:`db.timer_ops`.

Mixed into :class:`db.store.Store`: the op writers run on the database thread
inside ``Store.run``'s one transaction, never on their own.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from typing import Any, TypeVar

from db.contract import StaleTableError
from db.decode import prefs_row
from db.plan_cache import PlanCache
from db.rows import TimerContext, TimerRow, VacationRow
from db.sql import SQLITE as SQL
from db.timer_ops import AddNotice, ClaimTimer, DropReminders, MarkNotice, NewTimer, Replan, SetTimer

T = TypeVar("T")

_PLANNABLE = frozenset({NewTimer, SetTimer, ClaimTimer, AddNotice, MarkNotice, DropReminders})
"""What a timer plan may write: the timer and outbox ops, never another plan."""


class TimerStoreMixin:
    """Timer and outbox reads and op writers for :class:`db.store.Store` (``_read`` runs one read on its thread)."""

    _writers: dict[type, Callable[[sqlite3.Connection, Any], Any]]  # the store's op writers, these among them
    _plans: PlanCache  # the store's contexts of the tables' last plans

    async def _read(self, fn: Callable[[sqlite3.Connection], T]) -> T:  # provided by the store
        raise NotImplementedError

    def _timer_writers(self) -> dict[type, Callable[[sqlite3.Connection, Any], Any]]:
        """The op writers this mixin adds to the store's unit of work."""
        return {
            NewTimer: self._new_timer,
            SetTimer: self._set_timer,
            ClaimTimer: self._claim_timer,
            AddNotice: self._add_notice,
            MarkNotice: self._mark_notice,
            DropReminders: self._drop_reminders,
            Replan: self._replan,
        }

    async def timer_context(self, table_id: int) -> TimerContext:
        """The table's open timers, vacations and players' preferences, in one consistent read."""
        return await self._read(lambda db: self._context(db, table_id))

    @staticmethod
    def _open_timers(db: sqlite3.Connection, table_id: int) -> list[TimerRow]:
        make = TimerRow._make
        return [make(row) for row in db.execute(SQL.OPEN_TIMERS, (table_id,)).fetchall()]

    @staticmethod
    def _context(db: sqlite3.Connection, table_id: int) -> TimerContext:
        timer_rows = TimerStoreMixin._open_timers(db, table_id)
        vacation_rows = [VacationRow._make(row) for row in db.execute(SQL.VACATIONS, (table_id,)).fetchall()]
        prefs = db.execute(
            "SELECT player_prefs.* FROM player_prefs JOIN seats ON seats.user_id = player_prefs.user_id"
            " WHERE seats.table_id = ?",
            (table_id,),
        ).fetchall()
        return TimerContext(timer_rows, vacation_rows, {row["user_id"]: prefs_row(row) for row in prefs})

    async def active_tables(self) -> list[tuple[int, int]]:
        """(table id, channel id) of every game in play."""
        rows = await self._read(lambda db: db.execute(SQL.ACTIVE_TABLES).fetchall())
        return [(row["id"], row["channel_id"]) for row in rows]

    async def tables_of(self, user_id: int) -> list[tuple[int, int]]:
        """(table id, channel id) of every game in play where ``user_id`` holds a seat."""
        rows = await self._read(lambda db: db.execute(SQL.TABLES_OF, (user_id,)).fetchall())
        return [(row["id"], row["channel_id"]) for row in rows]

    async def pending_notices(self, limit: int = 50) -> list[dict[str, Any]]:
        """Committed notices not yet delivered (nor given up), oldest first."""
        rows = await self._read(
            lambda db: db.execute(
                "SELECT * FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL ORDER BY id LIMIT ?", (limit,)
            ).fetchall()
        )
        return [dict(row) for row in rows]

    async def notices(self, table_id: int | None = None) -> list[dict[str, Any]]:
        """Every outbox row (sent or not), oldest first: for tests and the operator."""
        sql, args = (SQL.NOTICES, ()) if table_id is None else (SQL.NOTICES_OF, (table_id,))
        return [dict(row) for row in await self._read(lambda db: db.execute(sql, args).fetchall())]

    # -- writers: run inside Store.run's one transaction ---------------------------

    def _new_timer(self, db: sqlite3.Connection, op: NewTimer) -> None:
        db.execute(
            SQL.NEW_TIMER,
            (op.table_id, op.kind, op.seat, op.prompt, op.since, op.started_at, op.due_at, op.attempt),
        )

    def _set_timer(self, db: sqlite3.Connection, op: SetTimer) -> None:
        args = (op.due_at, op.attempt, op.last_at, op.started_at, op.prompt, op.since, op.timer_id)
        if op.expect_attempt is None:
            cur = db.execute(SQL.SET_TIMER, args)
        else:
            cur = db.execute(SQL.SET_TIMER_AT_ATTEMPT, (*args, op.expect_attempt))
        if cur.rowcount != 1:
            raise StaleTableError(f"timer {op.timer_id} changed meanwhile")

    def _claim_timer(self, db: sqlite3.Connection, op: ClaimTimer) -> None:
        cur = db.execute(SQL.CLAIM_TIMER, (op.at, op.why, op.timer_id))
        if cur.rowcount != 1:
            raise StaleTableError(f"timer {op.timer_id} is no longer open")

    def _add_notice(self, db: sqlite3.Connection, op: AddNotice) -> int:
        cur = db.execute(
            SQL.ADD_NOTICE,
            (op.table_id, op.channel_id, op.dm_user_id, op.kind, op.seat, op.post_json, op.image, op.file,
             op.created_at),
        )
        return int(cur.lastrowid or 0)

    def _mark_notice(self, db: sqlite3.Connection, op: MarkNotice) -> None:
        if op.sent_at is not None:
            cur = db.execute(SQL.NOTICE_SENT, (op.sent_at, op.notice_id))
            if cur.rowcount != 1:
                raise StaleTableError(f"notice {op.notice_id} was already marked sent")
            return
        db.execute(SQL.NOTICE_FAILED, (op.error, op.at if op.give_up else None, op.notice_id))

    def _drop_reminders(self, db: sqlite3.Connection, op: DropReminders) -> None:
        db.execute(SQL.DROP_REMINDERS, (op.at, op.table_id, op.seat))

    def _replan(self, db: sqlite3.Connection, op: Replan) -> int:
        writers = self._writers
        ahead = self._plans.made_ahead(op)
        if ahead is not None:
            context, planned = ahead
        else:
            context = self._context(db, op.table_id)
            planned = list(op.planner(context))
        for sub in planned:
            if type(sub) not in _PLANNABLE:
                raise TypeError(f"a timer plan cannot contain {type(sub).__name__}")
            writers[type(sub)](db, sub)
        # What the next plan of this table starts from, read back after this plan's writes.
        self._plans.leave(op.table_id, TimerContext(self._open_timers(db, op.table_id), context.vacations, context.prefs))
        return len(planned)

    def planned_context(self, table_id: int) -> tuple[object, TimerContext] | None:
        """``(token, context)`` the table's last plan left, to plan the next one ahead (:mod:`db.plan_cache`)."""
        return self._plans.context(table_id)
