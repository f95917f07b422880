"""What sharing one PostgreSQL server between processes adds (issue #14): table locks, stale caches, leases.

Every test here runs on PostgreSQL only (the shared tests run on both back ends elsewhere); each
"process" is a service or store of its own, with its own connection pool, as separate processes have.
"""

from __future__ import annotations

import asyncio

import pytest

from bot.service import BusyError, GameService
from db.contract import Append
from db.stores import open_store
from db.timer_ops import AddNotice, NewTimer
from tests.conftest import no_render
from tests.service.test_store_concurrency import ALLIES, AXIS, new_table, start_aa


@pytest.fixture
def backend() -> str:
    return "postgresql"


async def blocker(db_url: str):
    """A raw connection of 'another process'."""
    import asyncpg

    return await asyncpg.connect(db_url)


def next_move(loaded) -> tuple[str, str, int]:
    """(seat, choice, user) of the first prompt of the position."""
    seat = sorted(loaded.engine.active_seats(loaded.state))[0]
    choice = next(p for p in loaded.engine.prompts(loaded.state) if p.seat == seat).choices[0].value
    return seat, choice, loaded.seats[seat]


async def test_a_unit_of_work_waits_for_another_process_holding_its_table_and_only_that_table(db_url):
    svc = await GameService.open(db_url, render=no_render)
    other = await blocker(db_url)
    try:
        await start_aa(svc, 1)
        await start_aa(svc, 2)
        t1, t2 = (await svc.inspect(1)).table.id, (await svc.inspect(2)).table.id
        v1, v2 = (await svc.inspect(1)).version, (await svc.inspect(2)).version
        tx = other.transaction()
        await tx.start()
        await other.execute("SELECT pg_advisory_xact_lock($1::bigint)", t1)  # mid-way through a unit of work on t1
        waiting = asyncio.create_task(svc.act(1, ALLIES + 1, "done"))
        await svc.act(2, ALLIES + 2, "done")  # another table is not held up
        assert (await svc.store.version(t2)) == v2 + 1
        await asyncio.sleep(0.2)
        assert not waiting.done() and await svc.store.version(t1) == v1, "table 1's write waits its turn"
        await tx.commit()
        await asyncio.wait_for(waiting, 10)
        assert await svc.store.version(t1) == v1 + 1
    finally:
        await other.close()
        await svc.close()


async def test_a_table_held_too_long_is_a_typed_refusal_that_changes_nothing(db_url):
    from db.pg_store import PgStore

    svc = GameService(await PgStore.open(db_url, lock_timeout_ms=100), render=no_render)
    other = await blocker(db_url)
    try:
        await start_aa(svc, 1)
        loaded = await svc.inspect(1)
        await other.execute("SELECT pg_advisory_lock($1::bigint)", loaded.table.id)
        with pytest.raises(BusyError, match="busy"):
            await svc.submit(1, ALLIES + 1, "done")
        await other.execute("SELECT pg_advisory_unlock($1::bigint)", loaded.table.id)
        svc.tables.positions.clear()
        assert (await svc.inspect(1)).version == loaded.version
        await svc.submit(1, ALLIES + 1, "done")
        assert (await svc.inspect(1)).version == loaded.version + 1
    finally:
        await other.close()
        await svc.close()


async def test_a_process_with_a_stale_cached_position_reloads_instead_of_refusing_the_player(db_url):
    one = await GameService.open(db_url, render=no_render)
    two = await GameService.open(db_url, render=no_render)
    try:
        await start_aa(one, 1)
        before = await two.inspect(1)  # the second process has the position in memory
        await one.act(1, ALLIES + 1, "done")  # ... and the first moves the game on
        moved = await one.inspect(1)
        seat, choice, user = next_move(moved)
        assert two.tables.positions.get(before.table.id)[0] == before.version, "the second process's cache is stale"
        done = await two.act(1, user, choice, seat=seat)
        assert done.after.version == before.version + 2
        fresh = await GameService.open(db_url, render=no_render)
        try:
            assert [a.text for a in await fresh.store.actions(before.table.id)][-2:] == ["done", done.text]
        finally:
            await fresh.close()
    finally:
        await one.close()
        await two.close()


async def test_a_warm_submit_is_one_transaction(service, monkeypatch):
    """The PostgreSQL twin of the SQLite 'one trip to the database thread': one pool connection, one BEGIN."""
    await start_aa(service, 1)
    await service.inspect(1)
    trips: list[str] = []

    class CountedPool:
        """The store's pool, counting every connection taken (a query of the pool's own takes one too)."""

        def __init__(self, pool):
            self._real = pool

        def __getattr__(self, name):
            if name in ("acquire", "fetch", "fetchrow", "fetchval", "execute", "executemany"):
                trips.append(name)
            return getattr(self._real, name)

    monkeypatch.setattr(service.store, "_pool", CountedPool(service.store._pool))
    await service.act(1, ALLIES + 1, "done")
    assert trips == ["acquire"]


async def _table_with_notices(store, channel: int, n: int) -> int:
    table = await new_table(store, channel)
    await store.run(*(AddNotice(table.id, channel, None, "{}", None, None, float(i)) for i in range(n)))
    return table.id


async def test_due_timers_are_leased_to_one_process_and_a_dead_processs_lease_runs_out(db_url):
    now = 1_000_000.0
    one, two = await open_store(db_url, clock=lambda: now), await open_store(db_url, clock=lambda: now)
    try:
        ids = []
        for ch in range(10):
            table = await new_table(one, ch)
            ids.append(table.id)
            await one.run(NewTimer(table.id, "deadline", "axis", "orders", 0, now - 100, now - 1))
        first, second = await asyncio.gather(one.due_timers(now), two.due_timers(now))
        mine, theirs = {r.table_id for r in first}, {r.table_id for r in second}
        assert mine | theirs == set(ids) and not mine & theirs, "each due table goes to one process"
        assert {r.table_id for r in await one.due_timers(now + 1)} == mine, "a process keeps its own lease"
        assert {r.table_id for r in await two.due_timers(now + 1)} == theirs
        # 'one' dies without a word: its tables wait for its lease to run out, then 'two' takes them over.
        assert {r.table_id for r in await two.due_timers(now + one.lease_seconds - 1)} == theirs
        assert {r.table_id for r in await two.due_timers(now + one.lease_seconds + 1)} == set(ids)
    finally:
        await one.close()
        await two.close()


async def test_a_process_that_stops_gives_its_leases_back_at_once(db_url):
    now = 1_000_000.0
    one, two = await open_store(db_url, clock=lambda: now), await open_store(db_url, clock=lambda: now)
    try:
        table = await new_table(one, 1)
        await one.run(NewTimer(table.id, "deadline", "axis", "orders", 0, now - 100, now - 1))
        await _table_with_notices(one, 2, 3)
        assert len(await one.due_timers(now)) == 1 and len(await one.pending_notices()) == 3
        assert await two.due_timers(now) == [] and await two.pending_notices() == []
        await one.close()
        assert len(await two.due_timers(now)) == 1 and len(await two.pending_notices()) == 3
    finally:
        await two.close()


async def test_one_channels_notices_go_to_one_process_in_order(db_url):
    one, two = await open_store(db_url), await open_store(db_url)
    try:
        await _table_with_notices(one, 1, 5)
        await _table_with_notices(one, 2, 5)
        a = await one.pending_notices(limit=3)  # a limit that cuts channel 1 in the middle
        b = await two.pending_notices(limit=50)
        assert {r["channel_id"] for r in a} == {1} and [r["created_at"] for r in a] == [0.0, 1.0, 2.0]
        assert {r["channel_id"] for r in b} == {2}, "the rest of channel 1 stays with the process posting it"
        assert [r["created_at"] for r in await one.pending_notices(limit=50)] == [float(i) for i in range(5)]
    finally:
        await one.close()
        await two.close()


async def test_the_log_key_refuses_a_second_writer_of_the_same_seq_from_another_process(db_url):
    one, two = await open_store(db_url), await open_store(db_url)
    try:
        table = await new_table(one, 1)
        await one.run(Append(table.id, 0, seat=None, user_id=1, kind="start", text="start"))
        results = await asyncio.gather(
            one.run(Append(table.id, 1, seat="axis", user_id=AXIS, kind="action", text="a")),
            two.run(Append(table.id, 1, seat="axis", user_id=AXIS, kind="action", text="b")),
            return_exceptions=True,
        )
        from db.contract import SeqTakenError

        assert sorted(type(r).__name__ for r in results) == ["SeqTakenError", "tuple"]
        assert any(isinstance(r, SeqTakenError) for r in results)
        assert len(await one.actions(table.id)) == 2
    finally:
        await one.close()
        await two.close()


async def test_a_process_still_posting_a_channel_keeps_its_lease(db_url):
    now = [1_000_000.0]
    one = await open_store(db_url, clock=lambda: now[0])
    two = await open_store(db_url, clock=lambda: now[0])
    try:
        await _table_with_notices(one, 1, 3)
        first, *rest = await one.pending_notices()
        now[0] += one.lease_seconds - 1
        from db.timer_ops import MarkNotice

        await one.run(MarkNotice(first["id"], sent_at=now[0]))  # posting on: the lease runs on from here
        now[0] += 2  # past the first lease, inside the renewed one
        assert await two.pending_notices() == []
        now[0] += one.lease_seconds  # 'one' stalled for a whole lease: 'two' takes the channel over
        assert [r["id"] for r in await two.pending_notices()] == [r["id"] for r in rest]
    finally:
        await one.close()
        await two.close()
