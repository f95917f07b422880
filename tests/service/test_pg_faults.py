"""A PostgreSQL server restarted under a running service (issue #52): every answer typed and true to the log.

A throwaway cluster of its own (durable: fsync and synchronous commits on, so an acknowledged commit survives
an immediate shutdown), stopped and started while several tables submit at once and the timer entry points
run in a loop. Afterwards the log is the judge: no acknowledged action lost, every "nothing was changed"
true (the table's log read again before its driver goes on), no untyped exception anywhere, and every table
acting again after the last restart. Timers: fired once each, as by a service whose server never stopped.
"""

from __future__ import annotations

import asyncio
import random
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from bench.common import USERS, random_action
from bench.common import new_table as _new_table
from bot.service import BusyError, GameService, ServiceError, UncertainError, UnfinishedError
from db.contract import StoreError
from rules.core import RuleError
from tests.conftest import no_render

pytest.importorskip("asyncpg")
pytestmark = [pytest.mark.slow, pytest.mark.pg]

TABLES = 4


@pytest.fixture(scope="module")
def cluster() -> Iterator[Any]:
    """A server of this module's own: stopping the shared test server would fail other tests running meanwhile."""
    from db.pg_cluster import ClusterError, start, stop

    root = Path(tempfile.mkdtemp(prefix="dday-faults-pg-"))
    try:
        found = start(root, durable=True)
    except (ClusterError, OSError) as exc:
        stop(root)
        pytest.skip(f"no throwaway PostgreSQL server: {exc}")
    yield found
    stop(root)


@pytest.fixture
def db_url(cluster: Any) -> Iterator[str]:
    from db.pg_cluster import create_database, drop_database

    url = create_database(cluster.url, "dday_faults")
    yield url
    drop_database(cluster.url, url)


async def in_thread(fn: Any, *args: Any, **kwargs: Any) -> None:
    await asyncio.get_running_loop().run_in_executor(None, lambda: fn(*args, **kwargs))


@dataclass
class Tally:
    acked: list[tuple[int, int, str]] = field(default_factory=list)
    """(table id, seq, text) of every submit the service acknowledged."""
    answers: Counter[str] = field(default_factory=Counter)
    untyped: list[str] = field(default_factory=list)
    lies: list[str] = field(default_factory=list)
    last_ack: dict[int, float] = field(default_factory=dict)


async def logged_version(svc: GameService, table_id: int) -> int:
    """The table's log version, once the database answers (a driver waits here while the server is down)."""
    for _ in range(1200):
        try:
            return await svc.store.version(table_id)
        except StoreError:
            await asyncio.sleep(0.05)
    raise AssertionError("the database never came back")


async def again(svc: GameService, channel: int, rng: random.Random, tally: Tally) -> None:
    """A new game in the channel whose game ended (random play finishes games), its steps one by one: a step the
    database refused is tried again on the next call, one already done (the game or a seat exists) is refused, typed,
    and the next goes on."""
    seed = rng.randrange(10**6)
    for name, step in (("new", lambda: svc.new_game(channel, None, 1, "aa-dday", {}, seed=seed)),
                       ("axis", lambda: svc.join(channel, 1, "axis")), ("allies", lambda: svc.join(channel, 2, "allies"))):
        try:
            await step()
            tally.answers[f"{name}:ok"] += 1
        except (ServiceError, RuleError) as exc:
            tally.answers[f"{name}:{type(exc).__name__}"] += 1
        except Exception as exc:  # noqa: BLE001 - what the test counts
            tally.untyped.append(f"{name}: {exc!r}")
    await asyncio.sleep(0.02)


async def drive(svc: GameService, channel: int, tally: Tally, stop: asyncio.Event) -> None:
    """One table's player: a random legal move after another, each answer checked against the log."""
    rng = random.Random(channel)
    while not stop.is_set():
        try:
            loaded = await svc.inspect(channel)
        except (BusyError, UncertainError, UnfinishedError) as exc:  # the database is away
            tally.answers[f"inspect:{type(exc).__name__}"] += 1
            await asyncio.sleep(0.02)
            continue
        except ServiceError:  # no game in play (it ended) or a lobby not yet full: the table plays a new one
            await again(svc, channel, rng, tally)
            continue
        except RuleError as exc:
            tally.answers[f"inspect:{type(exc).__name__}"] += 1
            await asyncio.sleep(0.02)
            continue
        except Exception as exc:  # noqa: BLE001 - what the test counts
            tally.untyped.append(f"inspect: {exc!r}")
            await asyncio.sleep(0.02)
            continue
        found = random_action(loaded.engine, loaded.state, rng)
        if found is None:
            await again(svc, channel, rng, tally)
            continue
        seat, text = found
        table_id, version = loaded.table.id, loaded.version
        try:
            await svc.submit(channel, USERS[seat], text, seat=seat)
        except BusyError as exc:  # "nothing was changed": the log must say the same
            tally.answers[type(exc).__name__] += 1
            now = await logged_version(svc, table_id)
            if now != version:
                tally.lies.append(f"table {table_id}: told nothing changed at {version}, the log is at {now}")
        except (UncertainError, UnfinishedError, ServiceError, RuleError) as exc:
            tally.answers[type(exc).__name__] += 1
        except Exception as exc:  # noqa: BLE001 - what the test counts
            tally.untyped.append(f"submit: {exc!r}")
        else:
            tally.answers["ok"] += 1
            row = svc.tables.rows.get(channel)
            # A game that just ended is no longer kept live (and inspect() would refuse it): its entry is the one after
            # the position it was played from, since each table has one writer here and no deadline applies defaults.
            tally.acked.append((table_id, row.version if row else version + 1, text))
            tally.last_ack[channel] = time.monotonic()


async def timer_loop(svc: GameService, tally: Tally, stop: asyncio.Event) -> None:
    """The bot's timer pass, over and over: each entry point may refuse, typed, and never raise anything else."""
    while not stop.is_set():
        for name, call in (("fire_due_timers", svc.fire_due_timers), ("computers_due", svc.computers_due),
                           ("pending_notices", svc.pending_notices)):
            try:
                await call()
            except ServiceError as exc:
                tally.answers[f"{name}:{type(exc).__name__}"] += 1
            except Exception as exc:  # noqa: BLE001 - what the test counts
                tally.untyped.append(f"{name}: {exc!r}")
        await asyncio.sleep(0.02)


async def test_restarts_under_concurrent_submits_lose_nothing_and_say_only_the_truth(cluster: Any, db_url: str) -> None:
    from db.pg_cluster import start_server, stop_server

    svc = await GameService.open(db_url, render=no_render)
    channels = [7_000 + i for i in range(TABLES)]
    for channel in channels:
        await _new_table(svc, channel, seed=channel)
    tally, stop = Tally(), asyncio.Event()
    tasks = [asyncio.create_task(drive(svc, c, tally, stop)) for c in channels]
    tasks.append(asyncio.create_task(timer_loop(svc, tally, stop)))
    try:
        await asyncio.sleep(1.0)
        for mode, down in (("fast", 0.0), ("immediate", 0.0), ("fast", 2.0)):
            await in_thread(stop_server, cluster, mode)
            await asyncio.sleep(down)
            await in_thread(start_server, cluster, durable=True)
            await asyncio.sleep(1.0)
        back = time.monotonic()
        await asyncio.sleep(1.5)
    finally:
        stop.set()
        await asyncio.gather(*tasks)
    try:
        assert tally.untyped == []
        assert tally.lies == []
        assert tally.answers["ok"] > 50, "submits went through"
        refused = sum(n for k, n in tally.answers.items() if k != "ok" and not k.endswith(":ok"))
        assert refused > 0, "the restarts were never seen: the test proves nothing"
        for table_id in {t for t, _, _ in tally.acked}:
            log = {a.seq: a.text for a in await svc.store.actions(table_id)}
            mine = [(seq, text) for t, seq, text in tally.acked if t == table_id]
            assert [(seq, text) for seq, text in mine if log.get(seq) != text] == []  # none lost
        assert all(tally.last_ack.get(c, 0.0) > back for c in channels)  # every table acted after the last restart
    finally:
        print(dict(tally.answers))
        await svc.close()


async def outbox(svc: GameService) -> list[tuple[Any, ...]]:
    rows = await svc.store.notices()  # type: ignore[attr-defined]  # both stores have it (tests, the operator)
    return sorted((r["channel_id"], r["kind"], r["seat"], r["created_at"]) for r in rows)


async def test_timers_resume_after_a_restart_none_twice_none_skipped(cluster: Any, db_url: str) -> None:
    from db.pg_cluster import create_database, drop_database, start_server, stop_server

    now = [1_750_000_000.0]
    svc = await GameService.open(db_url, render=no_render, clock=lambda: now[0])
    ref_url = create_database(cluster.url, "dday_faults_ref")
    ref = await GameService.open(ref_url, render=no_render, clock=lambda: now[0])
    try:
        for service in (svc, ref):
            for channel in range(8_000, 8_000 + TABLES):
                await _new_table(service, channel, seed=channel)
        for hours in (30, 60, 200):
            now[0] += hours * 3600
            await in_thread(stop_server, cluster, "immediate")
            try:
                with pytest.raises(ServiceError):
                    await svc.fire_due_timers()
                assert svc.firing.failures == {}
            finally:
                await in_thread(start_server, cluster, durable=True)
            for _ in range(5):  # the pool's connections broke with the server: a few passes may meet them
                try:
                    await svc.fire_due_timers()
                    break
                except ServiceError:
                    await asyncio.sleep(0.1)
            await svc.fire_due_timers()
            await ref.fire_due_timers()
            assert await outbox(svc) == await outbox(ref)
        assert len(await outbox(svc)) >= 2 * TABLES
    finally:
        await svc.close()
        await ref.close()
        drop_database(cluster.url, ref_url)
