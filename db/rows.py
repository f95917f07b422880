"""Rows of the database: the typed records the service reads, and whole tables for ``dday db copy``.

The records (:class:`TimerRow`, :class:`DueTimer`, :class:`VacationRow`, :class:`RequestRow`,
:class:`TimerContext`) are what both stores return for timers, vacations and undo or replacement
requests: named tuples of the columns their readers use, built straight from the selected columns
(:data:`TIMER_COLUMNS`, :data:`VACATION_COLUMNS`), in the same order on both back ends.

Whole tables: every table holds data keyed by a game table's id (or a player's id), so a copy is a
plain row-for-row copy in :data:`COPY_ORDER` (parents before the rows that refer to them). Columns
are matched by name: a column one back end has and the other has not (the PostgreSQL
leases) is left to its default.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple, TypeVar

T = TypeVar("T")


class TimerRow(NamedTuple):
    """An open timer: a reminder or deadline of one seat's prompt (``timers`` row, without its closing)."""

    id: int
    table_id: int
    kind: str
    seat: str
    prompt: str | None
    """The kind of decision it waits for (None on rows written before prompts were tracked)."""
    since: int
    started_at: float
    due_at: float
    attempt: int
    last_at: float | None


class Wait(NamedTuple):
    """A seat's open wait as the server-wide lists read it (issue #50): an open timer of its prompt, which every
    person asked has (a reminder at least), from ``started_at`` (when they were asked) to ``due_at``."""

    table_id: int
    seat: str
    kind: str
    started_at: float
    due_at: float


class Listing(NamedTuple):
    """One page of a server's tables (``/game list``, issue #50): its tables, and how many match by status."""

    tables: list[Any]
    """The page's :class:`db.contract.TableRow` rows: open lobbies first, then games in play, then ended ones."""
    counts: dict[str, int]


class DueTimer(NamedTuple):
    """A due timer as a timer pass finds it: the timer's columns and its table's channel."""

    id: int
    table_id: int
    kind: str
    seat: str
    prompt: str | None
    since: int
    started_at: float
    due_at: float
    attempt: int
    last_at: float | None
    channel_id: int


class VacationRow(NamedTuple):
    """A player's time away from one table (``vacations`` row, without when it was asked for)."""

    table_id: int
    user_id: int
    start_at: float
    end_at: float
    days: int


class RequestRow(NamedTuple):
    """An undo or replacement request (``requests`` row, its JSON lists read)."""

    id: int
    table_id: int
    kind: str
    requester: int
    seat: str
    target: int
    at_version: int
    approvers: list[int]
    status: str
    approved_by: list[int]
    decided_by: int | None


class TimerContext(NamedTuple):
    """What planning a table's timers reads: its open timers, its vacations, its players' preferences."""

    timers: list[TimerRow]
    vacations: list[VacationRow]
    prefs: dict[int, dict[str, Any]]


TIMER_COLUMNS = ", ".join(TimerRow._fields)
"""The selected columns a :class:`TimerRow` is made from (``TimerRow._make(row)``)."""
DUE_COLUMNS = ", ".join(f"timers.{name}" for name in TimerRow._fields) + ", game_tables.channel_id"
"""The selected columns of a :class:`DueTimer` (``timers`` joined with ``game_tables``)."""
VACATION_COLUMNS = ", ".join(VacationRow._fields)
REQUEST_COLUMNS = ", ".join(RequestRow._fields)

COPY_ORDER: dict[str, str] = {
    "game_tables": "id",
    "seats": "table_id, seat",
    "actions": "table_id, seq",
    "events": "table_id, seq, idx",
    "snapshots": "table_id, seq",
    "player_prefs": "user_id",
    "timers": "id",
    "vacations": "table_id, user_id, start_at",
    "requests": "id",
    "outbox": "id",
    "messages": "table_id, role",
    "team_threads": "table_id, team",
    "queued_plays": "table_id, seat",
    "web_links": "table_id",
    "guild_settings": "guild_id",
    "game_results": "table_id, seat",
    "server_indexes": "guild_id",
    "public_channels": "guild_id, channel_id",
}
"""Every table of the game data, in an order that inserts parents first, with its key (the row order)."""
IDENTITY = ("game_tables", "timers", "requests", "outbox")
"""Tables whose ``id`` the database assigns (their counters move past the copied ids)."""
LEASES = ("lease_owner", "lease_until")
"""Per-process claims (PostgreSQL only): never copied, a copy starts with nothing claimed."""


def _check(name: str) -> str:
    if name not in COPY_ORDER:
        raise ValueError(f"{name!r} is not a table of the game data")
    return name


class SqliteRowsMixin:
    """Dump and load whole tables on :class:`db.store.Store`."""

    _read: Callable[..., Any]
    _call: Callable[..., Any]
    _transaction: Callable[..., Any]

    async def dump_rows(self, name: str) -> list[dict[str, Any]]:
        """Every row of one table of the game data, in key order, as plain dicts."""
        sql = f"SELECT * FROM {_check(name)} ORDER BY {COPY_ORDER[name]}"
        rows = await self._read(lambda db: db.execute(sql).fetchall())
        return [{k: v for k, v in dict(r).items() if k not in LEASES} for r in rows]

    async def row_count(self) -> int:
        """How many rows the game data holds in all (0: an empty store)."""

        def count(db: sqlite3.Connection) -> int:
            return sum(db.execute(f"SELECT COUNT(*) FROM {name}").fetchone()[0] for name in COPY_ORDER)

        return int(await self._read(count))

    async def load_rows(self, tables: Mapping[str, Sequence[Mapping[str, Any]]]) -> None:
        """Insert whole tables (keys kept) in ONE transaction; the store must be empty."""

        def load(db: sqlite3.Connection) -> None:
            for name in COPY_ORDER:
                rows = tables.get(name) or ()
                if not rows:
                    continue
                have = {r[1] for r in db.execute(f"PRAGMA table_info({name})").fetchall()}
                cols = [c for c in rows[0] if c in have]
                db.executemany(
                    f"INSERT INTO {name} ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))})",
                    [tuple(row[c] for c in cols) for row in rows],
                )

        await self._call(self._transaction, load, "IMMEDIATE")


class PgRowsMixin:
    """Dump and load whole tables on :class:`db.pg_store.PgStore`."""

    _pool: Any

    async def dump_rows(self, name: str) -> list[dict[str, Any]]:
        rows = await self._pool.fetch(f"SELECT * FROM {_check(name)} ORDER BY {COPY_ORDER[name]}")
        return [{k: v for k, v in dict(r).items() if k not in LEASES} for r in rows]

    async def row_count(self) -> int:
        async with self._pool.acquire() as conn:
            return sum([int(await conn.fetchval(f"SELECT COUNT(*) FROM {name}")) for name in COPY_ORDER])

    async def load_rows(self, tables: Mapping[str, Sequence[Mapping[str, Any]]]) -> None:
        async with self._pool.acquire() as conn, conn.transaction():
            for name in COPY_ORDER:
                rows = tables.get(name) or ()
                if not rows:
                    continue
                have = {
                    r[0] for r in await conn.fetch(
                        "SELECT column_name FROM information_schema.columns"
                        " WHERE table_schema = current_schema() AND table_name = $1", name
                    )
                }
                cols = [c for c in rows[0] if c in have]
                marks = ", ".join(f"${i + 1}" for i in range(len(cols)))
                await conn.executemany(
                    f"INSERT INTO {name} ({', '.join(cols)}) VALUES ({marks})",
                    [tuple(row[c] for c in cols) for row in rows],
                )
            for name in IDENTITY:
                await conn.execute(
                    f"SELECT setval(pg_get_serial_sequence('{name}', 'id'), COALESCE(MAX(id), 0) + 1, false) FROM {name}"
                )
