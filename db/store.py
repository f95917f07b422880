"""The SQLite store behind the service (aiosqlite, WAL, numbered migrations).

Rules of the house:
- the action and event log is append-only; nothing is ever updated in place
  except a table's ``status`` (lobby, active, finished, aborted);
- one accepted action is one transaction: the action row, its events and an
  optional snapshot commit together or not at all;
- ``(table_id, seq)`` is the primary key of ``actions``, so two writers that
  both think they are appending seq N cannot both succeed (:class:`SeqTakenError`).
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from importlib import resources
from typing import Any

import aiosqlite


class TableExistsError(Exception):
    """The channel already has a game in its lobby or in play."""


class SeqTakenError(Exception):
    """Another writer appended that sequence number first."""


@dataclass(frozen=True)
class TableRow:
    id: int
    channel_id: int
    guild_id: int | None
    game: str
    ruleset_version: str
    options: dict[str, str]
    creator_id: int
    seed: int
    dice_script: tuple[int, ...]
    status: str
    created_at: str
    settings: dict[str, Any]


@dataclass(frozen=True)
class ActionRow:
    seq: int
    seat: str | None
    user_id: int | None
    kind: str
    text: str
    created_at: str


@dataclass(frozen=True)
class EventRow:
    seq: int
    idx: int
    kind: str
    text: str
    data: dict[str, Any]
    dice: tuple[int, ...]
    seat: str | None
    phase: str


@dataclass(frozen=True)
class SnapshotRow:
    seq: int
    turn: int
    num: int
    label: str
    boundary: bool
    """True when the snapshot was taken because a phase ended (not just to speed up loading)."""
    state_json: str


def iso(seconds: float) -> str:
    """Return a UTC ISO-8601 time for a Unix time (how the log stores times)."""
    return datetime.fromtimestamp(seconds, UTC).isoformat(timespec="seconds")


def _migrations() -> list[tuple[int, str]]:
    found = []
    for entry in resources.files("db.migrations").iterdir():
        name = entry.name
        if name.endswith(".sql") and name[:4].isdigit():
            found.append((int(name[:4]), entry.read_text(encoding="utf-8")))
    return sorted(found)


class Store:
    """One aiosqlite connection; every public method is a complete unit of work."""

    def __init__(self, conn: aiosqlite.Connection, clock: Callable[[], float] = time.time) -> None:
        self._conn = conn
        self._clock = clock

    def _now(self) -> str:
        return iso(self._clock())

    @classmethod
    async def open(cls, path: str, *, clock: Callable[[], float] = time.time) -> Store:
        """Open (creating if needed) the database at ``path`` and run pending migrations."""
        conn = await aiosqlite.connect(path, isolation_level=None)
        conn.row_factory = sqlite3.Row
        await conn.execute("PRAGMA foreign_keys = ON")
        if path != ":memory:":
            await conn.execute("PRAGMA journal_mode = WAL")
            # WAL + NORMAL survives a killed process; only an OS crash could lose the last commit.
            await conn.execute("PRAGMA synchronous = NORMAL")
        await conn.execute("PRAGMA busy_timeout = 5000")
        store = cls(conn, clock)
        await store._migrate()
        return store

    async def close(self) -> None:
        await self._conn.close()

    async def _migrate(self) -> None:
        await self._conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)")
        async with self._conn.execute("SELECT version FROM schema_migrations") as cur:
            done = {row[0] for row in await cur.fetchall()}
        for version, sql in _migrations():
            if version in done:
                continue
            await self._conn.execute("BEGIN IMMEDIATE")
            try:
                code = "\n".join(line.split("--", 1)[0] for line in sql.splitlines())
                for statement in code.split(";"):
                    if statement.strip():
                        await self._conn.execute(statement)
                await self._conn.execute(
                    "INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)", (version, self._now())
                )
                await self._conn.execute("COMMIT")
            except BaseException:
                await self._conn.execute("ROLLBACK")
                raise

    async def schema_version(self) -> int:
        async with self._conn.execute("SELECT MAX(version) FROM schema_migrations") as cur:
            row = await cur.fetchone()
        return int(row[0] or 0)

    # -- tables and seats -------------------------------------------------

    async def create_table(
        self,
        *,
        channel_id: int,
        guild_id: int | None,
        game: str,
        ruleset_version: str,
        options: dict[str, str],
        creator_id: int,
        seed: int,
        dice_script: tuple[int, ...] = (),
        settings: dict[str, Any] | None = None,
    ) -> TableRow:
        try:
            cur = await self._conn.execute(
                "INSERT INTO game_tables (channel_id, guild_id, game, ruleset_version, options_json, creator_id,"
                " seed, dice_script, status, created_at, settings_json)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'lobby', ?, ?)",
                (
                    channel_id,
                    guild_id,
                    game,
                    ruleset_version,
                    json.dumps(options, sort_keys=True),
                    creator_id,
                    str(seed),
                    json.dumps(list(dice_script)),
                    self._now(),
                    json.dumps(settings or {}, sort_keys=True),
                ),
            )
        except sqlite3.IntegrityError as exc:
            raise TableExistsError(str(exc)) from exc
        table = await self.table(cur.lastrowid)
        assert table is not None
        return table

    def _table(self, row: sqlite3.Row) -> TableRow:
        return TableRow(
            id=row["id"],
            channel_id=row["channel_id"],
            guild_id=row["guild_id"],
            game=row["game"],
            ruleset_version=row["ruleset_version"],
            options=json.loads(row["options_json"]),
            creator_id=row["creator_id"],
            seed=int(row["seed"]),
            dice_script=tuple(json.loads(row["dice_script"])),
            status=row["status"],
            created_at=row["created_at"],
            settings=json.loads(row["settings_json"]),
        )

    async def table(self, table_id: int) -> TableRow | None:
        async with self._conn.execute("SELECT * FROM game_tables WHERE id = ?", (table_id,)) as cur:
            row = await cur.fetchone()
        return self._table(row) if row else None

    async def latest_table(self, channel_id: int) -> TableRow | None:
        """Return the live table of the channel, else its most recent finished or aborted one."""
        async with self._conn.execute(
            "SELECT * FROM game_tables WHERE channel_id = ?"
            " ORDER BY status IN ('lobby', 'active') DESC, id DESC LIMIT 1",
            (channel_id,),
        ) as cur:
            row = await cur.fetchone()
        return self._table(row) if row else None

    async def set_status(self, table_id: int, status: str) -> None:
        await self._conn.execute("UPDATE game_tables SET status = ? WHERE id = ?", (status, table_id))

    async def seats(self, table_id: int) -> dict[str, int]:
        async with self._conn.execute(
            "SELECT seat, user_id FROM seats WHERE table_id = ? ORDER BY joined_at, seat", (table_id,)
        ) as cur:
            return {row["seat"]: row["user_id"] for row in await cur.fetchall()}

    async def add_seat(self, table_id: int, seat: str, user_id: int) -> bool:
        """Seat ``user_id``; return False if the seat was already taken."""
        try:
            await self._conn.execute(
                "INSERT INTO seats (table_id, seat, user_id, joined_at) VALUES (?, ?, ?, ?)",
                (table_id, seat, user_id, self._now()),
            )
        except sqlite3.IntegrityError:
            return False
        return True

    # -- the log ---------------------------------------------------------

    async def version(self, table_id: int) -> int:
        """Return the highest seq logged for the table, or -1 before the game started."""
        async with self._conn.execute("SELECT MAX(seq) FROM actions WHERE table_id = ?", (table_id,)) as cur:
            row = await cur.fetchone()
        return -1 if row[0] is None else int(row[0])

    async def append(
        self,
        table_id: int,
        seq: int,
        *,
        seat: str | None,
        user_id: int | None,
        kind: str,
        text: str,
        events: list[dict[str, Any]],
        snapshot: tuple[int, int, str, str, bool] | None = None,
        status: str | None = None,
    ) -> None:
        """Append one action with its events (and optionally a snapshot and a status change), atomically."""
        await self._conn.execute("BEGIN IMMEDIATE")
        try:
            try:
                await self._conn.execute(
                    "INSERT INTO actions (table_id, seq, seat, user_id, kind, text, created_at)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (table_id, seq, seat, user_id, kind, text, self._now()),
                )
            except sqlite3.IntegrityError as exc:
                raise SeqTakenError(f"seq {seq} of table {table_id} is taken") from exc
            if events:
                await self._conn.executemany(
                    "INSERT INTO events (table_id, seq, idx, kind, text, data_json, dice_json, seat, phase)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    [
                        (
                            table_id,
                            seq,
                            idx,
                            e["kind"],
                            e["text"],
                            json.dumps(e.get("data") or {}, sort_keys=True),
                            json.dumps(list(e.get("dice") or ())),
                            e.get("seat"),
                            e.get("phase") or "",
                        )
                        for idx, e in enumerate(events)
                    ],
                )
            if snapshot is not None:
                turn, num, label, state_json, boundary = snapshot
                await self._conn.execute(
                    "INSERT INTO snapshots (table_id, seq, phase_turn, phase_num, label, boundary, state_json)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (table_id, seq, turn, num, label, int(boundary), state_json),
                )
            if status is not None:
                await self._conn.execute("UPDATE game_tables SET status = ? WHERE id = ?", (status, table_id))
            await self._conn.execute("COMMIT")
        except BaseException:
            await self._conn.execute("ROLLBACK")
            raise

    def _action(self, row: sqlite3.Row) -> ActionRow:
        return ActionRow(
            seq=row["seq"],
            seat=row["seat"],
            user_id=row["user_id"],
            kind=row["kind"],
            text=row["text"],
            created_at=row["created_at"],
        )

    async def actions(self, table_id: int, after: int = -1) -> list[ActionRow]:
        async with self._conn.execute(
            "SELECT * FROM actions WHERE table_id = ? AND seq > ? ORDER BY seq", (table_id, after)
        ) as cur:
            return [self._action(row) for row in await cur.fetchall()]

    async def events(self, table_id: int, after: int = -1, upto: int | None = None) -> list[EventRow]:
        sql = "SELECT * FROM events WHERE table_id = ? AND seq > ?"
        args: list[Any] = [table_id, after]
        if upto is not None:
            sql += " AND seq <= ?"
            args.append(upto)
        async with self._conn.execute(sql + " ORDER BY seq, idx", args) as cur:
            rows = await cur.fetchall()
        return [
            EventRow(
                seq=r["seq"],
                idx=r["idx"],
                kind=r["kind"],
                text=r["text"],
                data=json.loads(r["data_json"]),
                dice=tuple(json.loads(r["dice_json"])),
                seat=r["seat"],
                phase=r["phase"],
            )
            for r in rows
        ]

    def _snapshot(self, row: sqlite3.Row) -> SnapshotRow:
        return SnapshotRow(
            seq=row["seq"],
            turn=row["phase_turn"],
            num=row["phase_num"],
            label=row["label"],
            boundary=bool(row["boundary"]),
            state_json=row["state_json"],
        )

    async def latest_snapshot(self, table_id: int) -> SnapshotRow | None:
        async with self._conn.execute(
            "SELECT * FROM snapshots WHERE table_id = ? ORDER BY seq DESC LIMIT 1", (table_id,)
        ) as cur:
            row = await cur.fetchone()
        return self._snapshot(row) if row else None

    async def snapshot_at_or_before(self, table_id: int, seq: int) -> SnapshotRow | None:
        async with self._conn.execute(
            "SELECT * FROM snapshots WHERE table_id = ? AND seq <= ? ORDER BY seq DESC LIMIT 1", (table_id, seq)
        ) as cur:
            row = await cur.fetchone()
        return self._snapshot(row) if row else None

    async def snapshot_after_phase(self, table_id: int, turn: int, num: int) -> SnapshotRow | None:
        """Return the first snapshot recorded after order/phase ``num`` of ``turn`` was over."""
        async with self._conn.execute(
            "SELECT * FROM snapshots WHERE table_id = ? AND (phase_turn > ? OR (phase_turn = ? AND phase_num > ?))"
            " ORDER BY seq LIMIT 1",
            (table_id, turn, turn, num),
        ) as cur:
            row = await cur.fetchone()
        return self._snapshot(row) if row else None

    async def last_boundary_before(self, table_id: int, seq: int) -> int:
        """Return the seq of the last phase-boundary snapshot strictly before ``seq`` (0 if none)."""
        async with self._conn.execute(
            "SELECT MAX(seq) FROM snapshots WHERE table_id = ? AND boundary = 1 AND seq < ?", (table_id, seq)
        ) as cur:
            row = await cur.fetchone()
        return int(row[0] or 0)

    async def snapshots(self, table_id: int) -> list[SnapshotRow]:
        async with self._conn.execute("SELECT * FROM snapshots WHERE table_id = ? ORDER BY seq", (table_id,)) as cur:
            return [self._snapshot(row) for row in await cur.fetchall()]

    async def replace_seat(self, table_id: int, seat: str, user_id: int) -> None:
        await self._conn.execute("UPDATE seats SET user_id = ? WHERE table_id = ? AND seat = ?", (user_id, table_id, seat))

    async def last_seen(self, table_id: int, user_id: int) -> str | None:
        """Return when ``user_id`` last acted in the table, or took a seat there (ISO time), if ever."""
        async with self._conn.execute(
            "SELECT MAX(t) FROM (SELECT MAX(created_at) AS t FROM actions WHERE table_id = ? AND user_id = ?"
            " UNION ALL SELECT MAX(joined_at) FROM seats WHERE table_id = ? AND user_id = ?)",
            (table_id, user_id, table_id, user_id),
        ) as cur:
            row = await cur.fetchone()
        return row[0]

    # -- player preferences ------------------------------------------------

    async def prefs(self, user_id: int) -> dict[str, Any]:
        async with self._conn.execute("SELECT * FROM player_prefs WHERE user_id = ?", (user_id,)) as cur:
            row = await cur.fetchone()
        if row is None:
            return {"tz": "UTC", "quiet_start": None, "quiet_end": None, "dm": False}
        return {"tz": row["tz"], "quiet_start": row["quiet_start"], "quiet_end": row["quiet_end"], "dm": bool(row["dm"])}

    async def set_prefs(self, user_id: int, prefs: dict[str, Any]) -> None:
        await self._conn.execute(
            "INSERT INTO player_prefs (user_id, tz, quiet_start, quiet_end, dm, updated_at) VALUES (?, ?, ?, ?, ?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET tz = excluded.tz, quiet_start = excluded.quiet_start,"
            " quiet_end = excluded.quiet_end, dm = excluded.dm, updated_at = excluded.updated_at",
            (user_id, prefs["tz"], prefs["quiet_start"], prefs["quiet_end"], int(bool(prefs["dm"])), self._now()),
        )

    # -- timers ----------------------------------------------------------------

    async def open_timers(self, table_id: int) -> list[dict[str, Any]]:
        async with self._conn.execute(
            "SELECT * FROM timers WHERE table_id = ? AND done_at IS NULL ORDER BY id", (table_id,)
        ) as cur:
            return [dict(row) for row in await cur.fetchall()]

    async def add_timer(self, table_id: int, kind: str, seat: str, since: int, started_at: float, due_at: float) -> None:
        await self._conn.execute(
            "INSERT INTO timers (table_id, kind, seat, since, started_at, due_at) VALUES (?, ?, ?, ?, ?, ?)",
            (table_id, kind, seat, since, started_at, due_at),
        )

    async def close_timer(self, timer_id: int, at: float, why: str) -> None:
        await self._conn.execute(
            "UPDATE timers SET done_at = ?, done_why = ? WHERE id = ? AND done_at IS NULL", (at, why, timer_id)
        )

    async def reschedule_timer(self, timer_id: int, due_at: float, attempt: int) -> None:
        await self._conn.execute("UPDATE timers SET due_at = ?, attempt = ? WHERE id = ?", (due_at, attempt, timer_id))

    async def due_timers(self, now: float) -> list[dict[str, Any]]:
        async with self._conn.execute(
            "SELECT timers.*, game_tables.channel_id FROM timers JOIN game_tables ON game_tables.id = timers.table_id"
            " WHERE timers.done_at IS NULL AND timers.due_at <= ? ORDER BY timers.due_at, timers.id",
            (now,),
        ) as cur:
            return [dict(row) for row in await cur.fetchall()]

    # -- vacations ---------------------------------------------------------------

    async def add_vacation(self, table_id: int, user_id: int, start_at: float, end_at: float, days: int) -> None:
        await self._conn.execute(
            "INSERT INTO vacations (table_id, user_id, start_at, end_at, days, created_at) VALUES (?, ?, ?, ?, ?, ?)",
            (table_id, user_id, start_at, end_at, days, self._now()),
        )

    async def end_vacation(self, table_id: int, user_id: int, at: float) -> None:
        await self._conn.execute(
            "UPDATE vacations SET end_at = ? WHERE table_id = ? AND user_id = ? AND end_at > ?", (at, table_id, user_id, at)
        )

    async def vacations(self, table_id: int, user_id: int | None = None) -> list[dict[str, Any]]:
        sql = "SELECT * FROM vacations WHERE table_id = ?"
        args: list[Any] = [table_id]
        if user_id is not None:
            sql += " AND user_id = ?"
            args.append(user_id)
        async with self._conn.execute(sql + " ORDER BY start_at", args) as cur:
            return [dict(row) for row in await cur.fetchall()]

    # -- requests (undo, replace) ----------------------------------------------

    async def add_request(
        self, table_id: int, kind: str, requester: int, seat: str, target: int, at_version: int, approvers: list[int]
    ) -> int:
        cur = await self._conn.execute(
            "INSERT INTO requests (table_id, kind, requester, seat, target, at_version, approvers, status, created_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?)",
            (table_id, kind, requester, seat, target, at_version, json.dumps(sorted(approvers)), self._now()),
        )
        return int(cur.lastrowid)

    async def request(self, request_id: int) -> dict[str, Any] | None:
        async with self._conn.execute("SELECT * FROM requests WHERE id = ?", (request_id,)) as cur:
            row = await cur.fetchone()
        if row is None:
            return None
        out = dict(row)
        out["approvers"] = json.loads(out["approvers"])
        out["approved_by"] = json.loads(out["approved_by"])
        return out

    async def update_request(self, request_id: int, *, status: str, approved_by: list[int], decided_by: int | None) -> None:
        await self._conn.execute(
            "UPDATE requests SET status = ?, approved_by = ?, decided_by = ? WHERE id = ?",
            (status, json.dumps(sorted(approved_by)), decided_by, request_id),
        )

    async def bare_insert_commit(self, table_id: int, seq: int) -> None:
        """One INSERT + COMMIT of a minimal action row: the benchmark's baseline, nothing else."""
        await self._conn.execute("BEGIN IMMEDIATE")
        await self._conn.execute(
            "INSERT INTO actions (table_id, seq, seat, user_id, kind, text, created_at) VALUES (?, ?, NULL, NULL, 'bench', '', '')",
            (table_id, seq),
        )
        await self._conn.execute("COMMIT")
