"""The SQLite side of timers and the outbox (issue #15): reads, and the ops of :mod:`db.timer_ops`.

Mixed into :class:`db.store.Store`: the op handlers run inside ``Store.run``'s
one transaction, never on their own.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import Any

from db.contract import StaleTableError
from db.timer_ops import AddNotice, ClaimTimer, MarkNotice, NewTimer, SetTimer


@dataclass(frozen=True)
class TimerContext:
    """What planning a table's timers reads: its open timers, its vacations, its players' preferences."""

    timers: list[dict[str, Any]]
    vacations: list[dict[str, Any]]
    prefs: dict[int, dict[str, Any]]


def prefs_row(row: sqlite3.Row | None) -> dict[str, Any]:
    if row is None:
        return {"tz": "UTC", "quiet_start": None, "quiet_end": None, "dm": False}
    return {"tz": row["tz"], "quiet_start": row["quiet_start"], "quiet_end": row["quiet_end"], "dm": bool(row["dm"])}


class TimerStoreMixin:
    """Timer and outbox reads and op handlers for a store with ``_all(sql, args)`` and ``_execute(sql, args)``."""

    async def _all(self, sql: str, args: Any = ()) -> list[sqlite3.Row]:  # provided by the store
        raise NotImplementedError

    async def _execute(self, sql: str, args: Any = ()) -> Any:  # provided by the store (inside run's transaction)
        raise NotImplementedError

    async def timer_context(self, table_id: int) -> TimerContext:
        timers = await self._all("SELECT * FROM timers WHERE table_id = ? AND done_at IS NULL ORDER BY id", (table_id,))
        vacations = await self._all("SELECT * FROM vacations WHERE table_id = ? ORDER BY start_at", (table_id,))
        prefs = await self._all(
            "SELECT player_prefs.* FROM player_prefs JOIN seats ON seats.user_id = player_prefs.user_id"
            " WHERE seats.table_id = ?",
            (table_id,),
        )
        return TimerContext(
            timers=[dict(row) for row in timers],
            vacations=[dict(row) for row in vacations],
            prefs={row["user_id"]: prefs_row(row) for row in prefs},
        )

    async def active_tables(self) -> list[tuple[int, int]]:
        """(table id, channel id) of every game in play."""
        rows = await self._all("SELECT id, channel_id FROM game_tables WHERE status = 'active' ORDER BY id")
        return [(row["id"], row["channel_id"]) for row in rows]

    async def pending_notices(self, limit: int = 50) -> list[dict[str, Any]]:
        rows = await self._all(
            "SELECT * FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL ORDER BY id LIMIT ?", (limit,)
        )
        return [dict(row) for row in rows]

    async def notices(self, table_id: int | None = None) -> list[dict[str, Any]]:
        """Every outbox row (sent or not), oldest first: for tests and the operator."""
        if table_id is None:
            rows = await self._all("SELECT * FROM outbox ORDER BY id")
        else:
            rows = await self._all("SELECT * FROM outbox WHERE table_id = ? ORDER BY id", (table_id,))
        return [dict(row) for row in rows]

    async def _timer_op(self, op: Any) -> Any:
        """Apply one timer/outbox op inside the caller's transaction; return its result."""
        if isinstance(op, NewTimer):
            await self._execute(
                "INSERT INTO timers (table_id, kind, seat, prompt, since, started_at, due_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (op.table_id, op.kind, op.seat, op.prompt, op.since, op.started_at, op.due_at),
            )
            return None
        if isinstance(op, SetTimer):
            sql = "UPDATE timers SET due_at = ?, attempt = ?, last_at = ?, started_at = ?, prompt = ?, since = COALESCE(?, since)"
            sql += " WHERE id = ? AND done_at IS NULL"
            args: list[Any] = [op.due_at, op.attempt, op.last_at, op.started_at, op.prompt, op.since, op.timer_id]
            if op.expect_attempt is not None:
                sql += " AND attempt = ?"
                args.append(op.expect_attempt)
            if (await self._execute(sql, args)).rowcount != 1:
                raise StaleTableError(f"timer {op.timer_id} changed meanwhile")
            return None
        if isinstance(op, ClaimTimer):
            cur = await self._execute(
                "UPDATE timers SET done_at = ?, done_why = ? WHERE id = ? AND done_at IS NULL", (op.at, op.why, op.timer_id)
            )
            if cur.rowcount != 1:
                raise StaleTableError(f"timer {op.timer_id} is no longer open")
            return None
        if isinstance(op, AddNotice):
            cur = await self._execute(
                "INSERT INTO outbox (table_id, channel_id, dm_user_id, kind, seat, post_json, image, file, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (op.table_id, op.channel_id, op.dm_user_id, op.kind, op.seat, op.post_json, op.image, op.file, op.created_at),
            )
            return int(cur.lastrowid)
        if isinstance(op, MarkNotice):
            if op.sent_at is not None:
                cur = await self._execute(
                    "UPDATE outbox SET sent_at = ?, attempts = attempts + 1 WHERE id = ? AND sent_at IS NULL",
                    (op.sent_at, op.notice_id),
                )
                if cur.rowcount != 1:
                    raise StaleTableError(f"notice {op.notice_id} was already marked sent")
            else:
                await self._execute(
                    "UPDATE outbox SET attempts = attempts + 1, last_error = ?, failed_at = ? WHERE id = ?",
                    (op.error, op.at if op.give_up else None, op.notice_id),
                )
            return None
        raise TypeError(f"not a timer op: {op!r}")
