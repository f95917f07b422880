"""What any store of the bot must provide: row types, typed errors, write operations, and the contract.

The unit of work is ONE call: :meth:`GameStore.run` takes one or more write
operations (plain frozen dataclasses below) and applies them in one transaction,
all or nothing, with nothing from any other caller in between. A second
implementation (PostgreSQL, issue #14) implements the same :class:`GameStore`
protocol: it interprets the same operations inside its own ``BEGIN .. COMMIT``.

Reads see committed data only: a read never runs inside another caller's
open transaction.
"""

from __future__ import annotations

import json
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from db.result_ops import RecordResults, ResultRow
from db.rows import DueTimer, Listing, RequestRow, TimerContext, TimerRow, VacationRow, Wait
from db.timer_ops import AddNotice, ClaimTimer, DropReminders, MarkNotice, NewTimer, Replan, SetTimer

# -- errors --------------------------------------------------------------------


class StoreError(Exception):
    """Base of every refusal the store raises (the unit of work changed nothing; but see :class:`CommitUnknownError`)."""


class TableExistsError(StoreError):
    """The channel already has a game in its lobby or in play."""


class SeqTakenError(StoreError):
    """Another writer appended that sequence number first."""


class SeatTakenError(StoreError):
    """The seat already has a player."""


class StaleTableError(StoreError):
    """The table is not in the status (or the seats are not held by the players) the writer expected."""


class StoreBusyError(StoreError):
    """The database could not do the work now (nothing was changed): it stayed locked by another process for
    longer than the store waits, or it could not be reached (:class:`StoreUnreachableError`)."""


class StoreUnreachableError(StoreBusyError):
    """The database could not be reached, or the connection to it broke before the unit of work's COMMIT was
    sent (issue #52): nothing was changed (a read changes nothing)."""


class CommitUnknownError(StoreError):
    """The connection broke while the unit of work's COMMIT was on its way: it may or may not have been applied.

    Not a :class:`StoreBusyError`, so that no caller says "nothing was changed" by mistake: the caller finds
    out from what it wrote (a log entry's primary key, :func:`bot.service.faults.settle`)."""


# -- rows ------------------------------------------------------------------------


_SORTED_JSON = json.JSONEncoder(sort_keys=True).encode
_JSON = json.JSONEncoder().encode
"""``json.dumps(x, sort_keys=True)`` and ``json.dumps(x)`` (the same text) without rebuilding an encoder per call."""


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
    paused: str | None = None
    """Why the table's timers are stopped (e.g. its channel is gone), or None."""
    ended_at: str | None = None
    """When a finished or aborted game ended (its last log entry's time, issue #50), else None."""

    def at_version(self, version: int, status: str) -> TableRow:
        """This row once log entry ``version`` is written (with the table's new ``status``).

        Same as ``dataclasses.replace(row, version=..., status=...)``, but a submit does it every time and a
        shallow copy setting two fields costs a fraction of rebuilding all of them.
        """
        row = object.__new__(TableRow)
        row.__dict__.update(self.__dict__)
        object.__setattr__(row, "version", version)
        object.__setattr__(row, "status", status)
        return row


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
    key: str = ""
    """The catalogue's name of ``text`` (issue #28), "" for events logged before it was stored (shown by ``text``)."""
    args: dict[str, Any] = field(default_factory=dict)
    """The message's arguments (plain JSON values)."""


@dataclass(frozen=True)
class MessageRow:
    """A Discord message the bot keeps up to date for a table (see :class:`SetMessage`)."""

    table_id: int
    role: str
    message_id: int
    seq: int


@dataclass(frozen=True)
class SnapshotRow:
    seq: int
    turn: int
    num: int
    label: str
    boundary: bool
    """True when the snapshot was taken because a phase ended (not just to speed up loading)."""
    state_json: str


@dataclass(frozen=True)
class Replay:
    """What rebuilding a state needs: the latest snapshot at or before a seq, and the entries after it."""

    snapshot: SnapshotRow
    actions: list[ActionRow]


# -- write operations (the unit of work is a sequence of these) -----------------


@dataclass(frozen=True)
class CreateTable:
    """Open a lobby; result: the new :class:`TableRow`. Raises :class:`TableExistsError`."""

    channel_id: int
    guild_id: int | None
    game: str
    ruleset_version: str
    options: Mapping[str, str]
    creator_id: int
    seed: int
    dice_script: tuple[int, ...] = ()
    settings: Mapping[str, Any] | None = None


@dataclass(frozen=True)
class Expect:
    """Guard: the table has one of ``status`` and each seat in ``seats`` is held by that user.

    Raises :class:`StaleTableError` (so a writer that acted on an old picture of the table fails whole).
    """

    table_id: int
    status: tuple[str, ...] = ()
    seats: Mapping[str, int] | None = None


@dataclass(frozen=True)
class AddSeat:
    """Seat a player; raises :class:`SeatTakenError` if the seat has one."""

    table_id: int
    seat: str
    user_id: int


@dataclass(frozen=True)
class ReplaceSeat:
    """Hand a seat to another player; with ``previous``, only if that player still holds it."""

    table_id: int
    seat: str
    user_id: int
    previous: int | None = None


@dataclass(frozen=True)
class SetStatus:
    table_id: int
    status: str


@dataclass(frozen=True)
class SetPaused:
    """Stop (a reason) or restart (None) a table's timers; ``failures`` counts failed posts."""

    table_id: int
    why: str | None
    failures: int = 0


@dataclass(frozen=True)
class Append:
    """One log entry with its events, optional snapshot and status change (timers: :class:`~db.timer_ops.Replan`).

    Raises :class:`SeqTakenError` if ``seq`` is already logged.
    """

    table_id: int
    seq: int
    seat: str | None
    user_id: int | None
    kind: str
    text: str
    events: Sequence[Mapping[str, Any]] = ()
    snapshot: tuple[int, int, str, str, bool] | None = None
    """(turn, phase number, label, state JSON, boundary)."""
    status: str | None = None
    shown: str | None = None

    event_rows: list[tuple[int, str, str, str, str, str | None, str, str, str]] = field(
        init=False, repr=False, compare=False
    )
    """``(idx, kind, text, data JSON, dice JSON, seat, phase, message key, args JSON)`` of each event, as every
    store writes them.

    Encoded when the entry is built (on the event loop's thread), so the database thread that runs the unit
    of work only runs SQL.
    """

    def __post_init__(self) -> None:
        rows = [
            (idx, e["kind"], e["text"], _SORTED_JSON(data) if (data := e.get("data")) else "{}",
             _JSON(list(dice)) if (dice := e.get("dice")) else "[]", e.get("seat"), e.get("phase") or "",
             e.get("key") or "", _SORTED_JSON(args) if (args := e.get("args")) else "{}")
            for idx, e in enumerate(self.events)
        ]
        object.__setattr__(self, "event_rows", rows)


@dataclass(frozen=True)
class SetPrefs:
    user_id: int
    prefs: Mapping[str, Any]


@dataclass(frozen=True)
class OpenIndex:
    """Give a server its public index (issue #50) if it has none; result: the index's token (the one it had, if any)."""

    guild_id: int
    token: str
    lang: str


@dataclass(frozen=True)
class SetPublicChannel:
    """Show a channel's games on its server's public index (``public``), under ``name``, or stop; result: None."""

    guild_id: int
    channel_id: int
    name: str
    public: bool


@dataclass(frozen=True)
class ClaimDigest:
    """Move a player's next daily digest from ``due_at`` to ``next_at`` (issue #50); the unit's result is whether it
    moved: only the process whose claim moved it sends that digest."""

    user_id: int
    due_at: float
    next_at: float | None


@dataclass(frozen=True)
class AddVacation:
    table_id: int
    user_id: int
    start_at: float
    end_at: float
    days: int


@dataclass(frozen=True)
class EndVacation:
    table_id: int
    user_id: int
    at: float


@dataclass(frozen=True)
class AddRequest:
    """Result: the new request's id."""

    table_id: int
    kind: str
    requester: int
    seat: str
    target: int
    at_version: int
    approvers: Sequence[int]


@dataclass(frozen=True)
class UpdateRequest:
    """Record an answer; with ``expect``, only if the request is still in that status (else StaleTableError)."""

    request_id: int
    status: str
    approved_by: Sequence[int]
    decided_by: int | None
    expect: str | None = None


@dataclass(frozen=True)
class SetMessage:
    """Remember which Discord message shows ``role`` of a table (issue #11); result: True if it was written.

    Only the table's own channel counts (``channel_id`` must be the table's), and a record never moves
    back: a message posted for an older ``seq`` than the one recorded leaves the record as it is.
    """

    table_id: int
    channel_id: int
    role: str
    message_id: int
    seq: int


@dataclass(frozen=True)
class SetQueue:
    """Keep ``lines`` as the plays ``user_id`` queued for ``seat`` (issue #46), counting others' moves from log version
    ``since``; no lines deletes the queue. Result: None."""

    table_id: int
    seat: str
    user_id: int
    lines: tuple[str, ...]
    since: int


@dataclass(frozen=True)
class QueueRow:
    """The plays a player queued for a seat (see :class:`SetQueue`)."""

    table_id: int
    seat: str
    user_id: int
    lines: tuple[str, ...]
    since: int


@dataclass(frozen=True)
class SetTeamThread:
    """Remember a Team's private thread of a table (issue #13); result: True if it was written.

    ``thread_id`` None records that the thread could not be created (the bot lacks the permission), so
    the game says so once and plays on in the channel. Only the table's own channel counts.
    """

    table_id: int
    channel_id: int
    team: str
    thread_id: int | None


@dataclass(frozen=True)
class WebLink:
    """A table's web address (issue #27): its token, the players' display names, when the token was made."""

    table_id: int
    token: str
    names: dict[int, str]
    """User id -> display name, as the server knew them when the link was last asked for."""
    created_at: str


@dataclass(frozen=True)
class Boundary:
    """A phase-end snapshot of a table without its state: where it is in the log and what it is called."""

    seq: int
    turn: int
    num: int
    label: str


@dataclass(frozen=True)
class SetWebLink:
    """Give a table its web address (issue #27); result: the token in effect afterwards.

    ``renew`` False: keep the table's token if it has one (else take ``token``), and store ``names`` unless
    None (None keeps the names stored); ``renew`` True: replace the token with ``token`` (the old address
    stops working), keeping the names already stored (``names`` are stored only when the table had no link).
    """

    table_id: int
    token: str
    names: Mapping[int, str] | None = None
    renew: bool = False


@dataclass(frozen=True)
class SetWebOff:
    """Turn the web viewer off (``off`` True) or back on for every game of a server; result: True."""

    guild_id: int
    off: bool


@dataclass(frozen=True)
class ReadStory:
    """A read inside the unit of work, after its writes: what ``story(table_id, role, upto, base)`` returns
    (the message recorded for ``role`` and the events its phase message tells). It lets an action and the
    read its post needs share one call of the database thread."""

    table_id: int
    role: str
    upto: int
    base: int | None = None


Op = (
    CreateTable | Expect | AddSeat | ReplaceSeat | SetStatus | SetPaused | Append | SetPrefs | ClaimDigest
    | OpenIndex | SetPublicChannel
    | AddVacation | EndVacation | AddRequest | UpdateRequest
    | NewTimer | SetTimer | ClaimTimer | AddNotice | MarkNotice | DropReminders | Replan | SetMessage | SetQueue
    | SetTeamThread | ReadStory | SetWebLink | SetWebOff | RecordResults
)


class GameStore(Protocol):
    """The contract the service relies on: every store method it calls (and a few reads the tests share).

    :class:`db.store.Store` (SQLite) and :class:`db.pg_store.PgStore` (PostgreSQL) implement it;
    ``tests/service/test_store_contract.py`` holds the service's calls, this list and both stores together.
    """

    async def run(self, *ops: Op) -> tuple[Any, ...]:
        """Apply ``ops`` in order in ONE transaction; return one result per op (None for most).

        Any error rolls every op back and is raised as a :class:`StoreError` subclass.
        """

    async def close(self) -> None: ...

    async def table(self, table_id: int) -> TableRow | None: ...

    async def latest_table(self, channel_id: int) -> TableRow | None: ...

    async def seats(self, table_id: int) -> dict[str, int]:
        """Seat -> user id, in the order the seats were taken."""
        ...

    async def version(self, table_id: int) -> int:
        """The highest seq logged for the table, or -1 before the game started."""
        ...

    async def replay(self, table_id: int, seq: int) -> Replay | None: ...

    async def actions(self, table_id: int, after: int = -1) -> list[ActionRow]: ...

    async def events(self, table_id: int, after: int = -1, upto: int | None = None) -> list[EventRow]: ...

    async def phase_events(self, table_id: int, seq: int) -> list[EventRow]: ...

    async def undoable_tail(self, table_id: int, user_id: int, seats: Sequence[str], after: int) -> list[ActionRow]: ...

    async def latest_snapshot(self, table_id: int) -> SnapshotRow | None: ...

    async def snapshot_after_phase(self, table_id: int, turn: int, num: int) -> SnapshotRow | None: ...

    async def last_seen(self, table_id: int, user_id: int) -> str | None: ...

    async def prefs(self, user_id: int) -> dict[str, Any]: ...

    def planned_context(self, table_id: int) -> tuple[object, TimerContext] | None:
        """``(token, context)`` the table's last timer plan left, to plan the next one ahead; None to not."""
        ...

    async def timer_context(self, table_id: int) -> TimerContext:
        """The table's open timers, vacations and players' preferences, in one consistent read."""
        ...

    async def open_timers(self, table_id: int) -> list[TimerRow]: ...

    async def due_timers(self, now: float) -> list[DueTimer]:
        """Open timers that are due, of tables that are not paused (PostgreSQL: leased to this process)."""
        ...

    async def active_tables(self) -> list[tuple[int, int]]:
        """(table id, channel id) of every game in play."""
        ...

    async def tables_of(self, user_id: int) -> list[tuple[int, int]]:
        """(table id, channel id) of every game in play where ``user_id`` holds a seat."""
        ...

    async def pending_notices(self, limit: int = 50) -> list[dict[str, Any]]:
        """Committed notices not yet delivered, oldest first (outbox rows; PostgreSQL: leased by channel)."""
        ...

    async def queued_plays(self, table_id: int) -> dict[str, QueueRow]:
        """The plays queued at the table (issue #46), by seat."""
        ...

    async def tables_with_queues(self) -> list[tuple[int, int]]:
        """(table id, channel id) of the active tables where some player has plays queued."""
        ...

    async def public_channels(self, guild_id: int) -> list[tuple[int, str]]:
        """(channel id, name) of the channels a server made public on its index, by name."""
        ...

    async def index_by_token(self, token: str) -> tuple[int, str] | None:
        """(server id, language) of the public index behind ``token``; None for a token no index has."""
        ...

    async def digests_due(self, now: float, limit: int) -> list[tuple[int, dict[str, Any]]]:
        """(user id, preferences) of the players whose daily digest is due at ``now``, the longest due first."""
        ...

    async def games_of(self, user_id: int, guild_id: int | None, ended_since: str, limit: int) -> list[TableRow]:
        """The tables where ``user_id`` sits (on one server, or any): in the lobby, in play, or ended since
        ``ended_since`` (ISO time); newest first (issue #50, ``/game mine``)."""
        ...

    async def waits_of(self, table_ids: Collection[int]) -> list[Wait]:
        """The open waits (timers) of these tables: who is asked, since when, until when."""
        ...

    async def guild_tables(
        self, guild_id: int, channel_ids: Collection[int], statuses: Sequence[str], game: str | None,
        ended_since: str, limit: int, offset: int,
    ) -> Listing:
        """A page of a server's tables in ``channel_ids`` (``/game list``, issue #50) and their counts by status."""
        ...

    async def vacations(self, table_id: int, user_id: int | None = None) -> list[VacationRow]: ...

    async def request(self, request_id: int) -> RequestRow | None: ...

    async def post_failures(self, table_id: int) -> int: ...

    async def paused_channels(self) -> list[int]: ...

    async def message(self, table_id: int, role: str) -> MessageRow | None: ...

    async def story(
        self, table_id: int, role: str, upto: int, base: int | None = None
    ) -> tuple[MessageRow | None, list[EventRow]]: ...

    async def team_threads(self, table_id: int) -> dict[str, int | None]: ...

    async def thread_home(self, thread_id: int) -> tuple[int, str] | None: ...

    # -- the web viewer (issue #27) --

    async def web_link(self, table_id: int) -> WebLink | None:
        """The table's web address, if one was made."""
        ...

    async def web_link_by_token(self, token: str) -> WebLink | None:
        """The web address holding ``token`` (None for a token never made or since replaced)."""
        ...

    async def web_off(self, guild_id: int) -> bool:
        """Whether a manager turned the web viewer off for the server."""
        ...

    async def boundary_snapshots(self, table_id: int) -> list[Boundary]:
        """Every phase-end snapshot of the table in log order, without its state."""
        ...

    # -- each ended game's result (issue #50, :mod:`db.result_ops`) --

    async def unrecorded(self, limit: int) -> list[int]:
        """Ids of ended tables (that had started) without their results, oldest first."""
        ...

    async def ended_tables(self) -> list[int]: ...

    async def results_mark(self, guild_id: int, game: str, channel_ids: Collection[int]) -> tuple[int, str, int]:
        """(how many, latest ended_at, highest id) of the server's ended tables of ``game`` in ``channel_ids``."""
        ...

    async def game_results(self, guild_id: int, game: str, channel_ids: Collection[int]) -> list[ResultRow]: ...

    async def user_results(
        self, user_id: int, guild_id: int, channel_ids: Collection[int], game: str | None
    ) -> list[ResultRow]: ...

    async def all_results(self) -> list[ResultRow]: ...

    # -- whole tables (``dday db copy``, :mod:`db.rows`) --

    async def dump_rows(self, name: str) -> list[dict[str, Any]]:
        """Every row of one table of the game data, in key order, as plain dicts."""
        ...

    async def row_count(self) -> int:
        """How many rows the game data holds in all (0: an empty store)."""
        ...

    async def load_rows(self, tables: Mapping[str, Sequence[Mapping[str, Any]]]) -> None:
        """Insert whole tables (keys kept) in ONE transaction; the store must be empty."""
        ...

    # -- the benchmark's baseline (``bench/common.py``: what one write costs with nothing else around it) --

    async def bare_insert_commit(self, table_id: int, seq: int) -> None:
        """One INSERT and COMMIT of a minimal action row of ``table_id``, and nothing else."""
        ...
