"""PostgreSQL figures (issue #14), printed by ``python -m bench`` when a server can be had.

- ``pg_submit_ms``: one action through the service on PostgreSQL (load, validate, apply, persist in one
  transaction under the table's advisory lock), the median of a batch, minimum over the repetitions;
- ``pg_submit_vs_bare_commit``: each submit divided by one bare INSERT+COMMIT timed next to it on the same
  server (alternating, so both see the same load; the pair's order alternates too, as in
  ``bench_submit``), the median, minimum over the repetitions;
- ``pg_submits_per_s_3_processes``: three service processes (no gateway), each playing its own tables at
  full speed on the same server: submits per second of the three together, best repetition.

The server is ``DDAY_BENCH_PG_URL`` (or ``DDAY_TEST_PG_URL``) when set, else a throwaway cluster started
here with fsync ON (``db.pg_cluster``): the figures are about durable commits, like SQLite's FULL sync.
Without one, the figures are skipped with the reason printed.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib.util
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

REPS = 5
PROCESSES = 3

CHILD = r"""
import asyncio, random, sys, time
from bench.common import USERS, new_table, random_action
from bot.service import GameService
from rules.core import find_game

async def main(url, index, per_rep, reps):
    svc = await GameService.open(url, render=lambda view: (None, ""))
    engine, rng = find_game("aa-dday"), random.Random(index)
    channels = [100_000 * (index + 1) + i for i in range(20)]
    for ch in channels:
        await new_table(svc, ch, seed=ch)
    print("ready", flush=True)
    for _ in range(reps):
        sys.stdin.readline()
        done = 0
        while done < per_rep:
            ch = rng.choice(channels)
            loaded = await svc.inspect(ch)
            pick = random_action(engine, loaded.state, rng)
            if pick is None:
                channels.remove(ch)
                channels.append(ch + 50)
                await new_table(svc, ch + 50, seed=ch)
                continue
            await svc.act(ch, USERS[pick[0]], pick[1], seat=pick[0])
            done += 1
        print("done", flush=True)
    await svc.close()

asyncio.run(main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])))
"""


@contextlib.contextmanager
def pg_server() -> Iterator[str]:
    """The URL of a server to measure on; raises RuntimeError (the reason) when there is none."""
    url = os.environ.get("DDAY_BENCH_PG_URL") or os.environ.get("DDAY_TEST_PG_URL")
    if importlib.util.find_spec("asyncpg") is None:
        raise RuntimeError("the asyncpg package is not installed")
    from db.pg_cluster import ClusterError, start, stop

    if url:
        yield url
        return
    root = Path(tempfile.mkdtemp(prefix="dday-bench-pg-"))
    try:
        cluster = start(root, durable=True)
    except (ClusterError, OSError) as exc:
        stop(root)
        raise RuntimeError(str(exc)) from exc
    try:
        yield cluster.url
    finally:
        stop(root)


def bench_processes(url: str, per_rep: int, reps: int = REPS) -> float:
    """Submits per second of three processes playing at once on one server (best of ``reps``)."""
    repo = Path(__file__).resolve().parents[1]
    env = {**os.environ, "PYTHONPATH": str(repo)}
    children = [
        subprocess.Popen([sys.executable, "-c", CHILD, url, str(i), str(per_rep), str(reps)], cwd=repo, env=env,
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        for i in range(PROCESSES)
    ]
    try:
        for child in children:
            assert child.stdout is not None and child.stdout.readline().strip() == "ready"
        best = 0.0
        for _ in range(reps):
            start = time.perf_counter()
            for child in children:
                assert child.stdin is not None
                child.stdin.write("go\n")
                child.stdin.flush()
            for child in children:
                assert child.stdout is not None and child.stdout.readline().strip() == "done"
            best = max(best, PROCESSES * per_rep / (time.perf_counter() - start))
        for child in children:
            child.wait(60)
        return best
    finally:
        for child in children:
            if child.poll() is None:
                child.kill()
                child.wait()


def figures(quick: bool) -> dict[str, float]:
    """The three figures on one server (raises RuntimeError when there is none)."""
    from bench.common import bench_submit
    from db.pg_cluster import create_database

    with pg_server() as server:
        with tempfile.TemporaryDirectory(prefix="dday-bench-") as tmp:
            s = asyncio.run(bench_submit(Path(tmp), 20 if quick else 60, url=create_database(server, "dday_bench")))
        rate = bench_processes(create_database(server, "dday_bench"), 40 if quick else 150)
    return {
        "pg_submit_ms": s["submit_ms"],
        "pg_bare_commit_ms": s["bare_commit_ms"],
        "pg_submit_vs_bare_commit": s["submit_vs_bare_commit"],
        "pg_submits_per_s_3_processes": rate,
    }


def print_figures(quick: bool) -> None:
    try:
        found = figures(quick)
    except RuntimeError as exc:
        for name in ("pg_submit_ms", "pg_submit_vs_bare_commit", "pg_submits_per_s_3_processes"):
            print(f"{name}: skipped (no PostgreSQL server: {exc})", flush=True)
        return
    for name, value in found.items():
        print(f"{name}: {value:.2f}", flush=True)
