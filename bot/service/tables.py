"""The tables part of the service: per-channel locks, the bounded caches, load and replay, commit.

:class:`Tables` is what every other part of :mod:`bot.service` builds on to reach a channel's game:

- ``lock(channel)``: the per-channel lock every change of a table runs under (idle ones are dropped);
- ``table(channel)``, ``on_table(channel, run)``: the channel's table row (kept in memory while live,
  checked again against the store when a write made on it is refused);
- ``load(table)``, ``state_at(table, engine, seq)``: the position at the table's version (cached) or at any
  log entry (the latest snapshot plus replay, undo entries included);
- ``commit(table, *ops)``: ONE unit of work of the store, its refusals mapped to the service's typed errors;
- ``seat_order(loaded)``, ``user_seats(loaded, user)``: the seats in play order (worked out once per options).

The caches are bounded (:class:`LRU`): ``positions`` (version, state) and ``snapshots`` (latest snapshot
seq) per table, ``rows`` per channel. Imports the bottom of the package only.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar, overload

from bot.service.common import Loaded
from bot.service.errors import (
    GameExistsError,
    NoGameError,
    SeatError,
    ServiceError,
    StaleVersionError,
)
from bot.service.faults import SETTLE_DELAYS, TROUBLE, refusal, settle, wrote
from db.contract import (
    CommitUnknownError,
    GameStore,
    Op,
    SeatTakenError,
    SeqTakenError,
    StaleTableError,
    StoreError,
    StoreUnreachableError,
    TableExistsError,
    TableRow,
)
from i18n import t
from rules.core import GameEngine, RuleError, find_game

T = TypeVar("T")
K = TypeVar("K")
V = TypeVar("V")
DEFAULT_CACHE_TABLES = 256
"""How many tables' positions (and rows) a service keeps in memory; the least recently used go first."""


class LRU(OrderedDict[K, V]):
    """A dict that keeps at most ``limit`` entries, dropping the least recently used."""

    def __init__(self, limit: int) -> None:
        super().__init__()
        self.limit = max(1, int(limit))

    @overload
    def get(self, key: K, default: None = None) -> V | None: ...
    @overload
    def get(self, key: K, default: V) -> V: ...
    @overload
    def get(self, key: K, default: T) -> V | T: ...
    def get(self, key: Any, default: Any = None) -> Any:
        try:
            self.move_to_end(key)  # the lookup and the refresh in one step (a few are made per submit)
        except KeyError:
            return default
        return OrderedDict.__getitem__(self, key)

    def __setitem__(self, key: K, value: V) -> None:
        OrderedDict.__setitem__(self, key, value)
        self.move_to_end(key)
        if len(self) > self.limit:
            while len(self) > self.limit:
                self.popitem(last=False)



class Recovered(tuple[Any, ...]):
    """What :meth:`Tables.commit` returns for a unit of work found applied after its COMMIT lost its answer: the
    ops' results were lost with the connection (each is None); the caller reads again what it needs."""

    __slots__ = ()


class Tables:
    """Locks, caches, loading and committing of the channels' tables (see the module docstring)."""

    def __init__(self, store: GameStore, cache_tables: int = DEFAULT_CACHE_TABLES) -> None:
        self.store = store
        self._locks: dict[int, asyncio.Lock] = {}
        self.positions: LRU[int, tuple[int, Any]] = LRU(cache_tables)
        """Per table: (version, state) of its latest position."""
        self.snapshots: LRU[int, int] = LRU(cache_tables)
        """Per table: the seq of its latest snapshot (known once loaded)."""
        self._orders: LRU[tuple[str, tuple[tuple[str, str], ...]], tuple[str, ...]] = LRU(64)
        self._table_orders: LRU[int, tuple[dict[str, str], tuple[str, ...]]] = LRU(cache_tables)
        """Per table: its options dict (that very object, kept alive here) and the seat order found for it."""
        self.rows: LRU[int, TableRow] = LRU(cache_tables)
        """Per channel: its live table row as this service last wrote or read it (see :meth:`on_table`)."""
        self.settle_delays: tuple[float, ...] = SETTLE_DELAYS
        """The pauses between reads of the log after a COMMIT that lost its answer (:func:`faults.settle`)."""

    def lock(self, channel_id: int) -> asyncio.Lock:
        lock = self._locks.get(channel_id)
        if lock is None:
            if len(self._locks) >= 4 * self.rows.limit:  # drop the idle locks of channels long quiet
                for key in [k for k, v in self._locks.items() if not v.locked()]:
                    del self._locks[key]
            lock = self._locks[channel_id] = asyncio.Lock()
        return lock

    def forget(self, table: TableRow) -> None:
        """Drop what is cached about a table (another writer changed it)."""
        self.positions.pop(table.id, None)
        self.snapshots.pop(table.id, None)
        self.rows.pop(table.channel_id, None)

    async def commit(self, table: TableRow | None, *ops: Op, row: TableRow | None = None) -> tuple[Any, ...]:
        """Run ``ops`` as ONE unit of work of the store; its refusals become the service's typed errors.

        ``row``: the table as it is once the ops committed (kept in memory); without it, the cached row of
        ``table`` is dropped, so the next call reads it again.

        A COMMIT whose answer was lost (issue #52) is settled from the log (:func:`~bot.service.faults.settle`):
        applied, it is a success whose results are :class:`Recovered` (Nones); not applied, "nothing was
        changed"; not known, the player is told to look before trying again (never that nothing changed).
        """
        try:
            results = await self.store.run(*ops)
        except (SeqTakenError, StaleTableError):
            if table is not None:
                self.forget(table)
            raise StaleVersionError(t("err-stale")) from None
        except SeatTakenError:
            raise SeatError(t("err-seat-race")) from None
        except TableExistsError:
            raise GameExistsError(t("err-game-exists")) from None
        except CommitUnknownError as exc:
            # The connection broke while COMMIT was on its way: the log says whether the unit went through.
            applied = await settle(self.store, ops, self.settle_delays)
            if table is not None:
                self.forget(table)
            if applied is None:
                raise refusal(exc) from exc
            if not applied:
                raise refusal(StoreUnreachableError(str(exc))) from exc
            results = Recovered(None for _ in ops)
        except StoreError as exc:  # busy, unreachable, or a new refusal of a store implementation: typed
            raise refusal(exc) from exc
        wrote()
        if table is not None:
            if row is not None and row.status in ("lobby", "active"):
                self.rows[table.channel_id] = row
            else:
                self.rows.pop(table.channel_id, None)
        return results

    @staticmethod
    def check_table(table: TableRow, table_id: int | None) -> None:
        """Refuse a button or menu made for another game of the channel (``table_id`` None: a typed command)."""
        if table_id is not None and table_id != table.id:
            raise StaleVersionError(t("err-old-button"))

    async def table(self, channel_id: int, *, live: bool = True) -> TableRow:
        """Read the channel's table from the store (and remember it, if live)."""
        table = await self.store.latest_table(channel_id)
        if table is not None and table.status in ("lobby", "active"):
            self.rows[channel_id] = table
        else:
            self.rows.pop(channel_id, None)
        if table is None and (home := await self.store.thread_home(channel_id)) is not None:
            raise NoGameError(t("err-team-thread", team=home[1], channel=f"<#{home[0]}>"))
        if table is None or (live and table.status not in ("lobby", "active")):
            raise NoGameError(t("err-no-game"))
        return table

    async def on_table(self, channel_id: int, run: Callable[[TableRow], Awaitable[T]]) -> T:
        """Run ``run`` on the channel's live table row kept in memory: no database read on the hot path.

        Another process sharing the file may have moved the table on. Every write is guarded (the log's
        primary key, :class:`~db.contract.Expect`), and a refusal made on the remembered row is checked
        against a fresh read: if the table changed, ``run`` is tried once more on the fresh row. A refusal
        changes nothing, so the retry is safe.
        """
        table = self.rows.get(channel_id)
        if table is None:
            return await run(await self.table(channel_id))
        try:
            return await run(table)
        except (ServiceError, RuleError) as refused:
            if isinstance(refused, TROUBLE):
                raise  # the database failed (or may have taken the write): trying again here could do it twice
            try:
                fresh = await self.table(channel_id)
            except StoreError:
                raise refused from None  # the refusal is the answer, whatever happened to the re-read
            if fresh == table:
                raise
            return await run(fresh)

    async def load(self, table: TableRow) -> Loaded:
        engine = find_game(table.game)
        seats = dict(table.seats)
        version = table.version
        if version < 0:
            raise ServiceError(t("err-not-started"))
        cached = self.positions.get(table.id)
        if cached is not None and cached[0] == version:
            return Loaded(table, engine, cached[1], version, seats)
        if not engine.spec.plays(table.ruleset_version):
            raise ServiceError(t("err-ruleset", played=str(table.ruleset_version), runs=str(engine.spec.ruleset_version)))

        state = await self.state_at(table, engine, version)
        self.positions[table.id] = (version, state)
        return Loaded(table, engine, state, version, seats)

    async def state_at(self, table: TableRow, engine: GameEngine, seq: int) -> Any:
        """Return the state right after log entry ``seq``: the latest snapshot at or before it, plus replay."""
        replay = await self.store.replay(table.id, seq)
        assert replay is not None, "seq 0 always has a snapshot"
        snap = replay.snapshot
        if seq == table.version:
            self.snapshots[table.id] = snap.seq
        state = engine.load_state(snap.state_json)
        for row in replay.actions:
            if row.kind == "action":
                state = engine.apply(state, row.seat or "", engine.parse_action(row.text)).state
            elif row.kind == "undo":
                state = await self.state_at(table, engine, undo_target(row.text))
        return state

    def user_seats(self, loaded: Loaded, user_id: int) -> list[str]:
        return [s for s in self.seat_order(loaded) if loaded.seats.get(s) == user_id]

    def seat_order(self, loaded: Loaded) -> tuple[str, ...]:
        """The table's seats in play order (computed once per game and options: checking options is not free).

        The rows of one table written by this service share one options dict: while it is the same object,
        the order found for it holds without sorting the options again.
        """
        options = loaded.table.options
        known = self._table_orders.get(loaded.table.id)
        if known is not None and known[0] is options:
            return known[1]
        key = (loaded.engine.spec.id, tuple(sorted(options.items())))
        order = self._orders.get(key)
        if order is None:
            order = self._orders[key] = tuple(loaded.engine.seats_for(options))
        self._table_orders[loaded.table.id] = (options, order)
        return order


def undo_target(text: str) -> int:
    """Return N from an undo entry's text ``undo to #N``."""
    return int(text.rsplit("#", 1)[1])
