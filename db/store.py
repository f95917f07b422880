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
from dataclasses import dataclass, field
from datetime import UTC, datetime
from importlib import resources
from typing import Any

import aiosqlite

_TABLE_COLUMNS = (
    "*, (SELECT MAX(seq) FROM actions WHERE actions.table_id = game_tables.id) AS version,"
    " (SELECT json_group_object(seat, user_id) FROM seats WHERE seats.table_id = game_tables.id) AS seats_json"
)
"""A table row together with its log version and its seats, in one query."""


@dataclass(frozen=True)
class TimerPlan:
    """How one log entry changes the durable timers (applied in the entry's own transaction).

    Timers exist exactly for the seats the rules are waiting for: seats no longer
    waited for are closed, the acting seat's clock restarts, newly waited-for seats
    get new timers.
    """

    now: float
    close: tuple[str, ...] = ()
    reset: tuple[str, ...] = ()
    add: tuple[str, ...] = ()
    since: int = 0
    hours: tuple[tuple[str, float], ...] = ()
    """(kind, hours) for each kind of timer this table uses."""
    why: str = "answered"


from db.contract import SeqTakenError, TableExistsError  # noqa: E402
from db.timer_ops import TIMER_OPS  # noqa: E402
from db.timer_store import TimerStoreMixin  # noqa: E402


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
    version: int = -1
    """The highest seq logged when the row was read (-1 before the game started)."""
    seats: dict[str, int] = field(default_factory=dict)
    """Seat -> user id when the row was read."""


@dataclass(frozen=True)
class ActionRow:
    seq: int
    seat: str | None
    user_id: int | None
    kind: str
    text: str
    created_at: str
    shown: str | None = None
    """What other players may read, when it differs from ``text`` (a secret action)."""

    @property
    def public(self) -> str:
        return self.text if self.shown is None else self.shown


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


class Store(TimerStoreMixin):
    """One aiosqlite connection; every public method is a complete unit of work."""

    async def _execute(self, sql: str, args: Any = ()) -> Any:
        return await self._conn.execute(sql, args)

    async def run(self, *ops: Any) -> tuple[Any, ...]:
        """Apply ``ops`` in ONE transaction, all or nothing; one result per op."""
        from db import contract as c

        await self._conn.execute("BEGIN IMMEDIATE")
        try:
            results: list[Any] = []
            for op in ops:
                if isinstance(op, TIMER_OPS):
                    results.append(await self._timer_op(op))
                elif isinstance(op, c.Append):
                    await self._append_rows(op.table_id, op.seq, seat=op.seat, user_id=op.user_id, kind=op.kind,
                                            text=op.text, events=list(op.events), snapshot=op.snapshot,
                                            status=op.status, timers=op.timers, shown=op.shown)
                    results.append(None)
                elif isinstance(op, c.AddVacation):
                    await self._conn.execute(
                        "INSERT INTO vacations (table_id, user_id, start_at, end_at, days, created_at) VALUES (?, ?, ?, ?, ?, ?)",
                        (op.table_id, op.user_id, op.start_at, op.end_at, op.days, self._now()),
                    )
                    results.append(None)
                elif isinstance(op, c.EndVacation):
                    await self._conn.execute(
                        "UPDATE vacations SET end_at = ? WHERE table_id = ? AND user_id = ? AND end_at > ?",
                        (op.at, op.table_id, op.user_id, op.at),
                    )
                    results.append(None)
                elif isinstance(op, c.SetPrefs):
                    await self._set_prefs(op.user_id, dict(op.prefs))
                    results.append(None)
                elif isinstance(op, c.ReplaceSeat):
                    await self.replace_seat(op.table_id, op.seat, op.user_id)
                    results.append(None)
                else:
                    raise TypeError(f"unknown op {op!r}")
            await self._conn.execute("COMMIT")
        except BaseException:
            await self._conn.execute("ROLLBACK")
            raise
        return tuple(results)

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
            # FULL: an acknowledged action is on disk before the player is told so, even if the
            # machine (not only the process) dies. A game by post writes rarely; the fsync is cheap.
            await conn.execute("PRAGMA synchronous = FULL")
        await conn.execute("PRAGMA busy_timeout = 5000")
        store = cls(conn, clock)
        await store._migrate()
        return store

    async def close(self) -> None:
        await self._conn.close()

    async def _all(self, sql: str, args: Any = ()) -> list[sqlite3.Row]:
        """Run a query and fetch every row in one trip to the database thread."""
        return list(await self._conn.execute_fetchall(sql, args))

    async def _one(self, sql: str, args: Any = ()) -> sqlite3.Row | None:
        rows = await self._all(sql, args)
        return rows[0] if rows else None

    async def _migrate(self) -> None:
        await self._conn.execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)"
        )
        done = {row[0] for row in await self._all("SELECT version FROM schema_migrations")}
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
        row = await self._one("SELECT MAX(version) FROM schema_migrations")
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
            version=-1 if row["version"] is None else int(row["version"]),
            seats={seat: int(user) for seat, user in json.loads(row["seats_json"] or "{}").items()},
        )

    async def table(self, table_id: int) -> TableRow | None:
        row = await self._one(f"SELECT {_TABLE_COLUMNS} FROM game_tables WHERE id = ?", (table_id,))
        return self._table(row) if row else None

    async def latest_table(self, channel_id: int) -> TableRow | None:
        """Return the live table of the channel, else its most recent finished or aborted one."""
        row = await self._one(
            f"SELECT {_TABLE_COLUMNS} FROM game_tables WHERE channel_id = ?"
            " ORDER BY status IN ('lobby', 'active') DESC, id DESC LIMIT 1",
            (channel_id,),
        )
        return self._table(row) if row else None

    async def set_status(self, table_id: int, status: str) -> None:
        await self._conn.execute("UPDATE game_tables SET status = ? WHERE id = ?", (status, table_id))

    async def seats(self, table_id: int) -> dict[str, int]:
        return {
            row["seat"]: row["user_id"]
            for row in await self._all(
                "SELECT seat, user_id FROM seats WHERE table_id = ? ORDER BY joined_at, seat", (table_id,)
            )
        }

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
        row = await self._one("SELECT MAX(seq) FROM actions WHERE table_id = ?", (table_id,))
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
        timers: TimerPlan | None = None,
        shown: str | None = None,
    ) -> None:
        """Append one action with its events, and its snapshot, status change and timer changes, atomically."""
        await self._conn.execute("BEGIN IMMEDIATE")
        try:
            await self._append_rows(table_id, seq, seat=seat, user_id=user_id, kind=kind, text=text, events=events,
                                    snapshot=snapshot, status=status, timers=timers, shown=shown)
            await self._conn.execute("COMMIT")
        except BaseException:
            await self._conn.execute("ROLLBACK")
            raise

    async def _append_rows(self, table_id: int, seq: int, *, seat: str | None, user_id: int | None, kind: str,
                           text: str, events: list[dict[str, Any]], snapshot: Any, status: str | None,
                           timers: Any, shown: str | None) -> None:
        if True:
            try:
                await self._conn.execute(
                    "INSERT INTO actions (table_id, seq, seat, user_id, kind, text, created_at, shown)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (table_id, seq, seat, user_id, kind, text, self._now(), None if shown == text else shown),
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
            if timers is not None:
                await self._apply_timer_plan(table_id, timers)

    def _action(self, row: sqlite3.Row) -> ActionRow:
        return ActionRow(
            seq=row["seq"],
            seat=row["seat"],
            user_id=row["user_id"],
            kind=row["kind"],
            text=row["text"],
            created_at=row["created_at"],
            shown=row["shown"],
        )

    async def actions(self, table_id: int, after: int = -1) -> list[ActionRow]:
        return [
            self._action(row)
            for row in await self._all(
                "SELECT * FROM actions WHERE table_id = ? AND seq > ? ORDER BY seq", (table_id, after)
            )
        ]

    async def events(self, table_id: int, after: int = -1, upto: int | None = None) -> list[EventRow]:
        sql = "SELECT * FROM events WHERE table_id = ? AND seq > ?"
        args: list[Any] = [table_id, after]
        if upto is not None:
            sql += " AND seq <= ?"
            args.append(upto)
        rows = await self._all(sql + " ORDER BY seq, idx", args)
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
        row = await self._one("SELECT * FROM snapshots WHERE table_id = ? ORDER BY seq DESC LIMIT 1", (table_id,))
        return self._snapshot(row) if row else None

    async def snapshot_at_or_before(self, table_id: int, seq: int) -> SnapshotRow | None:
        row = await self._one(
            "SELECT * FROM snapshots WHERE table_id = ? AND seq <= ? ORDER BY seq DESC LIMIT 1", (table_id, seq)
        )
        return self._snapshot(row) if row else None

    async def snapshot_after_phase(self, table_id: int, turn: int, num: int) -> SnapshotRow | None:
        """Return the first snapshot recorded after order/phase ``num`` of ``turn`` was over."""
        row = await self._one(
            "SELECT * FROM snapshots WHERE table_id = ? AND (phase_turn > ? OR (phase_turn = ? AND phase_num > ?))"
            " ORDER BY seq LIMIT 1",
            (table_id, turn, turn, num),
        )
        return self._snapshot(row) if row else None

    async def last_boundary_before(self, table_id: int, seq: int) -> int:
        """Return the seq of the last phase-boundary snapshot strictly before ``seq`` (0 if none)."""
        row = await self._one(
            "SELECT MAX(seq) FROM snapshots WHERE table_id = ? AND boundary = 1 AND seq < ?", (table_id, seq)
        )
        return int(row[0] or 0)

    async def snapshots(self, table_id: int) -> list[SnapshotRow]:
        return [
            self._snapshot(row)
            for row in await self._all("SELECT * FROM snapshots WHERE table_id = ? ORDER BY seq", (table_id,))
        ]

    async def replace_seat(self, table_id: int, seat: str, user_id: int) -> None:
        await self._conn.execute(
            "UPDATE seats SET user_id = ? WHERE table_id = ? AND seat = ?", (user_id, table_id, seat)
        )

    async def last_seen(self, table_id: int, user_id: int) -> str | None:
        """Return when ``user_id`` last acted in the table, or took a seat there (ISO time), if ever."""
        row = await self._one(
            "SELECT MAX(t) FROM (SELECT MAX(created_at) AS t FROM actions WHERE table_id = ? AND user_id = ?"
            " UNION ALL SELECT MAX(joined_at) FROM seats WHERE table_id = ? AND user_id = ?)",
            (table_id, user_id, table_id, user_id),
        )
        return row[0]

    # -- player preferences ------------------------------------------------

    async def prefs(self, user_id: int) -> dict[str, Any]:
        row = await self._one("SELECT * FROM player_prefs WHERE user_id = ?", (user_id,))
        if row is None:
            return {"tz": "UTC", "quiet_start": None, "quiet_end": None, "dm": False}
        return {
            "tz": row["tz"],
            "quiet_start": row["quiet_start"],
            "quiet_end": row["quiet_end"],
            "dm": bool(row["dm"]),
        }

    async def _set_prefs(self, user_id: int, prefs: dict[str, Any]) -> None:
        await self._conn.execute(
            "INSERT INTO player_prefs (user_id, tz, quiet_start, quiet_end, dm, updated_at) VALUES (?, ?, ?, ?, ?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET tz = excluded.tz, quiet_start = excluded.quiet_start,"
            " quiet_end = excluded.quiet_end, dm = excluded.dm, updated_at = excluded.updated_at",
            (user_id, prefs["tz"], prefs["quiet_start"], prefs["quiet_end"], int(bool(prefs["dm"])), self._now()),
        )

    # -- timers ----------------------------------------------------------------

    async def open_timers(self, table_id: int) -> list[dict[str, Any]]:
        return [
            dict(row)
            for row in await self._all(
                "SELECT * FROM timers WHERE table_id = ? AND done_at IS NULL ORDER BY id", (table_id,)
            )
        ]

    async def _apply_timer_plan(self, table_id: int, plan: TimerPlan) -> None:
        if plan.close:
            await self._conn.executemany(
                "UPDATE timers SET done_at = ?, done_why = ? WHERE table_id = ? AND seat = ? AND done_at IS NULL",
                [(plan.now, plan.why, table_id, seat) for seat in plan.close],
            )
        if plan.reset:
            await self._conn.executemany(
                "UPDATE timers SET started_at = ?, due_at = ?, attempt = 0, since = ?"
                " WHERE table_id = ? AND seat = ? AND kind = ? AND done_at IS NULL",
                [
                    (plan.now, plan.now + hours * 3600.0, plan.since, table_id, seat, kind)
                    for seat in plan.reset
                    for kind, hours in plan.hours
                ],
            )
        if plan.add:
            await self._conn.executemany(
                "INSERT INTO timers (table_id, kind, seat, since, started_at, due_at) VALUES (?, ?, ?, ?, ?, ?)",
                [
                    (table_id, kind, seat, plan.since, plan.now, plan.now + hours * 3600.0)
                    for seat in plan.add
                    for kind, hours in plan.hours
                ],
            )

    async def add_timer(
        self, table_id: int, kind: str, seat: str, since: int, started_at: float, due_at: float
    ) -> None:
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
        return [
            dict(row)
            for row in await self._all(
                "SELECT timers.*, game_tables.channel_id FROM timers JOIN game_tables ON game_tables.id = timers.table_id"
                " WHERE timers.done_at IS NULL AND timers.due_at <= ? ORDER BY timers.due_at, timers.id",
                (now,),
            )
        ]

    # -- vacations ---------------------------------------------------------------

    async def add_vacation(self, table_id: int, user_id: int, start_at: float, end_at: float, days: int) -> None:
        await self._conn.execute(
            "INSERT INTO vacations (table_id, user_id, start_at, end_at, days, created_at) VALUES (?, ?, ?, ?, ?, ?)",
            (table_id, user_id, start_at, end_at, days, self._now()),
        )

    async def end_vacation(self, table_id: int, user_id: int, at: float) -> None:
        await self._conn.execute(
            "UPDATE vacations SET end_at = ? WHERE table_id = ? AND user_id = ? AND end_at > ?",
            (at, table_id, user_id, at),
        )

    async def vacations(self, table_id: int, user_id: int | None = None) -> list[dict[str, Any]]:
        sql = "SELECT * FROM vacations WHERE table_id = ?"
        args: list[Any] = [table_id]
        if user_id is not None:
            sql += " AND user_id = ?"
            args.append(user_id)
        return [dict(row) for row in await self._all(sql + " ORDER BY start_at", args)]

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
        row = await self._one("SELECT * FROM requests WHERE id = ?", (request_id,))
        if row is None:
            return None
        out = dict(row)
        out["approvers"] = json.loads(out["approvers"])
        out["approved_by"] = json.loads(out["approved_by"])
        return out

    async def update_request(
        self, request_id: int, *, status: str, approved_by: list[int], decided_by: int | None
    ) -> None:
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
