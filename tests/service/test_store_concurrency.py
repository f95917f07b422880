"""Many tables at once (issue #8): every write is one unit of work, nothing interleaves, nothing is lost.

Each test runs on the SQLite file store (WAL, synchronous=FULL) and on PostgreSQL (issue #14),
as the bot runs, except the last two: they are about SQLite's own lock and database thread.
"""

from __future__ import annotations

import asyncio

import pytest

from bot.service import GameService, ServiceError, StaleVersionError
from db.contract import AddSeat, Append, CreateTable, SeatTakenError, TableRow
from db.store import SeqTakenError, Store
from db.stores import open_store
from db.timer_ops import NewTimer
from tests.backends import both_backends
from tests.conftest import no_render

backend = both_backends

AXIS, ALLIES = 11, 22
QUIET_DICE = [6] * 40  # nobody hits: the opening runs to the first Allied decision


async def start_aa(svc: GameService, channel: int) -> None:
    await svc.new_game(channel, 1, AXIS, "aa-dday", {}, seed=channel, dice_script=QUIET_DICE)
    await svc.join(channel, AXIS, "axis")
    await svc.join(channel, ALLIES + channel, "allies")


async def test_two_channels_submitting_at_the_same_moment_both_apply(service):
    """Issue #8, 1: on one service, two channels' submits used to collide inside one transaction."""
    await start_aa(service, 1)
    await start_aa(service, 2)
    v1, v2 = (await service.inspect(1)).version, (await service.inspect(2)).version
    await asyncio.gather(service.submit(1, ALLIES + 1, "done"), service.submit(2, ALLIES + 2, "done"))
    assert (await service.inspect(1)).version == v1 + 1
    assert (await service.inspect(2)).version == v2 + 1


async def test_100_channels_submit_at_once_on_one_service(service):
    channels = range(100, 200)
    for ch in channels:
        await start_aa(service, ch)
    before = {ch: (await service.inspect(ch)).version for ch in channels}
    results = await asyncio.gather(*(service.submit(ch, ALLIES + ch, "done") for ch in channels), return_exceptions=True)
    assert [r for r in results if isinstance(r, BaseException)] == []
    service.tables.positions.clear()
    assert {ch: (await service.inspect(ch)).version for ch in channels} == {ch: before[ch] + 1 for ch in channels}


async def test_100_channels_submit_at_once_on_two_services_sharing_the_file(db_url):
    one = await GameService.open(db_url, render=no_render)
    two = await GameService.open(db_url, render=no_render)
    try:
        channels = range(300, 400)
        for ch in channels:
            await start_aa(one if ch % 2 else two, ch)
        before = {ch: (await one.inspect(ch)).version for ch in channels}
        # Half the submits reach the service that did NOT start the game (and has nothing cached).
        results = await asyncio.gather(
            *((one if ch % 3 else two).submit(ch, ALLIES + ch, "done") for ch in channels), return_exceptions=True
        )
        assert [r for r in results if isinstance(r, BaseException)] == []
        fresh = await GameService.open(db_url, render=no_render)
        try:
            assert {ch: (await fresh.inspect(ch)).version for ch in channels} == {ch: before[ch] + 1 for ch in channels}
        finally:
            await fresh.close()
    finally:
        await one.close()
        await two.close()


async def new_table(store: Store, channel: int) -> TableRow:
    """A lobby of its own unit of work, as the service opens one."""
    (table,) = await store.run(CreateTable(channel, None, "aa-dday", "x", {}, 1, 1))
    return table


async def add_seat(store: Store, table_id: int, seat: str, user_id: int) -> bool:
    """Seat a player in a unit of work of its own; False if the seat was taken."""
    try:
        await store.run(AddSeat(table_id, seat, user_id))
    except SeatTakenError:
        return False
    return True


async def _two_tables(store: Store) -> tuple[int, int]:
    ids = [(await new_table(store, ch)).id for ch in (1, 2)]
    await store.run(Append(ids[0], 0, seat=None, user_id=1, kind="start", text="start", events=[]))
    return ids[0], ids[1]


async def test_a_seat_taken_while_another_append_loses_its_race_is_kept(db_url):
    """Issue #8, 2: the seat used to join the append's transaction and be rolled back with it (50 of 50)."""
    store = await open_store(db_url)
    try:
        t1, t2 = await _two_tables(store)
        for i in range(50):
            results = await asyncio.gather(
                store.run(Append(t1, 0, seat=None, user_id=1, kind="action", text="late",
                                 events=[{"kind": "k", "text": "t"}])),
                add_seat(store, t2, f"seat{i}", 9),
                return_exceptions=True,
            )
            assert isinstance(results[0], SeqTakenError)
            assert results[1] is True
        assert len(await store.seats(t2)) == 50
    finally:
        await store.close()


async def test_a_hand_over_commits_its_seat_and_its_log_entry_together(db_url):
    from db.contract import ReplaceSeat

    store = await open_store(db_url)
    try:
        t1, _ = await _two_tables(store)
        await add_seat(store, t1, "axis", 5)
        with pytest.raises(SeqTakenError):  # the log entry cannot be written: the seat must not move either
            await store.run(ReplaceSeat(t1, "axis", 6, previous=5), Append(t1, 0, seat="axis", user_id=1, kind="replace", text="r"))
        assert await store.seats(t1) == {"axis": 5}
        await store.run(ReplaceSeat(t1, "axis", 6, previous=5), Append(t1, 1, seat="axis", user_id=1, kind="replace", text="r"))
        assert await store.seats(t1) == {"axis": 6}
        assert [a.kind for a in await store.actions(t1)] == ["start", "replace"]
    finally:
        await store.close()


async def test_joins_prefs_and_timer_writes_racing_appends_lose_nothing(db_url):
    one = await GameService.open(db_url, render=no_render)
    two = await GameService.open(db_url, render=no_render)
    try:
        playing = range(500, 520)
        for ch in playing:
            await start_aa(one, ch)
        lobbies = range(600, 620)
        for ch in lobbies:
            await one.new_game(ch, 1, AXIS, "aa-dday", {})
        table_ids = [(await one.store.latest_table(ch)).id for ch in playing]
        before = {ch: (await one.inspect(ch)).version for ch in playing}
        work = []
        for i, ch in enumerate(playing):
            # The same press reaching both services: exactly one of the two applies.
            work.append((one if i % 2 else two).submit(ch, ALLIES + ch, "done", expected_version=before[ch]))
            work.append((two if i % 2 else one).submit(ch, ALLIES + ch, "done", expected_version=before[ch]))
        for i, ch in enumerate(lobbies):
            work.append((one if i % 2 else two).join(ch, 7000 + i, "axis"))
        for user in range(8000, 8020):
            work.append((one if user % 2 else two).set_prefs(user, tz="Europe/Paris", quiet="22-7", dm=True))
        for i, table_id in enumerate(table_ids):
            timer = NewTimer(table_id, "reminder", "axis", "orders", 0, 0.0, 1e12 + i)
            work.append((one if i % 2 else two).store.run(timer))
        results = await asyncio.gather(*work, return_exceptions=True)
        unexpected = [r for r in results if isinstance(r, BaseException) and not isinstance(r, StaleVersionError)]
        assert unexpected == []
        assert sum(isinstance(r, StaleVersionError) for r in results) == len(playing)
        check = await open_store(db_url)
        try:
            for ch in lobbies:
                table = await check.latest_table(ch)
                assert table.seats == {"axis": 7000 + list(lobbies).index(ch)}
            for user in range(8000, 8020):
                assert await check.prefs(user) == {"tz": "Europe/Paris", "quiet_start": 22 * 60, "quiet_end": 7 * 60, "dm": True,
                                                  "handoff": None, "digest": None, "digest_at": None}
            for table_id in table_ids:
                # Every log entry re-plans its table's timers from the prompts (issue #15), so the racing
                # row may have been closed or adopted by the plan since; it must still be there, once.
                rows = [r for r in await check.dump_rows("timers") if r["table_id"] == table_id]
                assert sum(r["started_at"] == 0 for r in rows) == 1
            for ch in playing:
                assert (await check.latest_table(ch)).version == before[ch] + 1
        finally:
            await check.close()
    finally:
        await one.close()
        await two.close()


@pytest.mark.parametrize("backend", ["sqlite"])  # SQLite's file lock; PostgreSQL's table lock: test_pg_store.py
async def test_a_locked_database_is_a_typed_refusal_that_changes_nothing(db_path, backend):
    import sqlite3

    svc = GameService(await Store.open(db_path, busy_timeout_ms=50), render=no_render)
    try:
        await start_aa(svc, 1)
        version = (await svc.inspect(1)).version
        blocker = sqlite3.connect(db_path, isolation_level=None)  # another process holding the write lock
        blocker.execute("BEGIN IMMEDIATE")
        try:
            with pytest.raises(ServiceError, match="busy"):
                await svc.submit(1, ALLIES + 1, "done")
        finally:
            blocker.execute("ROLLBACK")
            blocker.close()
        svc.tables.positions.clear()
        assert (await svc.inspect(1)).version == version
        await svc.submit(1, ALLIES + 1, "done")
    finally:
        await svc.close()


@pytest.mark.parametrize("backend", ["sqlite"])  # its PostgreSQL twin: test_pg_store.py, one transaction
async def test_a_warm_submit_is_one_trip_to_the_database_thread(service, monkeypatch, backend):
    """Issue #8: a submit used to be about eight database-thread calls; now the table row and position
    are in memory and the action, its events, snapshot and timer plan are one unit of work."""
    await start_aa(service, 1)
    await service.inspect(1)
    calls: list[str] = []
    real = service.store._conn._execute  # every job of the database thread goes through here

    async def counted(fn, *args):
        calls.append(getattr(fn, "__qualname__", repr(fn)))
        return await real(fn, *args)

    unit = "Store.run.<locals>.unit"  # one unit of work: BEGIN, every op, COMMIT
    monkeypatch.setattr(service.store._conn, "_execute", counted)
    await service.act(1, ALLIES + 1, "done")
    assert calls == [unit]
    loaded = await service.inspect(1)
    seat = sorted(loaded.engine.active_seats(loaded.state))[0]
    choice = next(p for p in loaded.engine.prompts(loaded.state) if p.seat == seat).choices[0].value
    calls.clear()
    await service.submit(1, AXIS if seat == "axis" else ALLIES + 1, choice, seat=seat)
    assert calls[0] == unit and len(calls) <= 2  # the write, and the phase post's earlier events
