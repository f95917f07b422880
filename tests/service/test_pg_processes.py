"""Three bot processes on one PostgreSQL server (issue #14), each owning a third of 300 channels.

They open games, seat players and play random moves (1,100 acknowledged joins and moves
each) while every process's timer task fires reminders and deadlines and delivers the outbox
(the default run: 60 channels, 200 each, a game day in 1.5 wall-clock seconds; ``-m slow``: the full size).
Half-way through, process 0 is killed with SIGKILL right after it leased due timers. Then:

- nothing acknowledged is lost: every join is in its seats, every move at its seq with its text;
- no timer fired twice, no notice was delivered twice, and every firing committed one notice;
- the timers the dead process had leased were fired by the others once its lease ran out, and at
  the end no due timer of a game in play is left waiting;
- every table's position (as the service loads it: snapshot + replay) equals a replay of its whole
  log from the seed.
"""

from __future__ import annotations

import asyncio
import collections
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from bot.service import GameService
from rules.core import find_game
from tests.service.test_crash import fresh_replay

REPO = Path(__file__).resolve().parents[2]
PROCESSES = 3
LEASE = 1.5
"""Wall-clock seconds a lease lasts."""
SIZES = [
    # channels, joins and moves a process, wall-clock seconds a game day lasts, and how long each process
    # keeps firing after its own work (its timers caught up). The small run's days are shorter, so that timers
    # come due while the processes still play (process 0 is killed before or after the end of its own work,
    # as in the full run).
    pytest.param(60, 200, 1.5, 3.0, id="60-channels"),
    # The full size with -m slow only (3,300 joins and moves, about 20 s): the small one above takes the same
    # paths (leases, a kill, its leases taken over, every table replayed) at a fifth of the work.
    pytest.param(300, 1100, 6.0, 6.0, id="300-channels", marks=pytest.mark.slow),
]


@pytest.fixture(params=["postgresql"])
def backend(request: pytest.FixtureRequest) -> str:
    """PostgreSQL only; as a parameter, so that tests/conftest.py marks the test ``pg``."""
    return request.param


def speed(day_s: float) -> float:
    """How much faster game time runs when a day of reminders lasts ``day_s`` wall-clock seconds."""
    return 24 * 3600 / day_s


class Child:
    def __init__(self, url: str, index: int, t0: float, channels: int, ops: int, day_s: float, drain_s: float) -> None:
        args = [url, index, PROCESSES, channels, ops, t0, speed(day_s), LEASE, drain_s]
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "tests.service.pg_worker", *map(str, args)], cwd=REPO,
            env={**os.environ, "PYTHONPATH": str(REPO)}, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        )
        self.lines: list[str] = []
        self.acks = 0
        self.ops = ops
        self.leased_after_half = threading.Event()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            line = line.rstrip("\n")
            self.lines.append(line)
            if line.startswith("ack "):
                self.acks += 1
            elif line.startswith("leased ") and self.acks >= self.ops // 2 and len(line.split()) > 3:
                self.leased_after_half.set()

    def of(self, kind: str) -> list[list[str]]:
        return [line.split(" ")[1:] for line in list(self.lines) if line.split(" ", 1)[0] == kind]


async def leased_by(url: str, owner: str, now: float) -> list[int]:
    import asyncpg

    conn = await asyncpg.connect(url)
    try:
        rows = await conn.fetch(
            "SELECT id FROM timers WHERE lease_owner = $1 AND done_at IS NULL AND due_at <= $2", owner, now
        )
        return [r["id"] for r in rows]
    finally:
        await conn.close()


async def check_store(url: str, children: list[Child], orphans: list[int], killed_at: float) -> dict[str, int]:
    svc = await GameService.open(url, render=lambda view: (None, ""))
    try:
        store = svc.store
        tables = {r["channel_id"]: r["id"] for r in await store.dump_rows("game_tables")}
        seats = collections.defaultdict(dict)
        for r in await store.dump_rows("seats"):
            seats[r["table_id"]][r["seat"]] = r["user_id"]
        actions = collections.defaultdict(dict)
        for r in await store.dump_rows("actions"):
            actions[r["table_id"]][r["seq"]] = r
        acked = 0
        for child in children:
            for ch, kind, *rest in child.of("ack"):
                acked += 1
                table = tables.get(int(ch))
                assert table is not None, f"channel {ch}'s acknowledged game is lost"
                if kind == "join":
                    assert seats[table].get(rest[0]) == int(rest[1]), f"an acknowledged join in {ch} is lost"
                elif kind == "act":
                    logged = actions[table].get(int(rest[0]))
                    assert logged is not None and logged["text"] == " ".join(rest[1:]), f"move {rest} of {ch} lost"
        firings = [tuple(f) for child in children for f in child.of("fire")]
        twice = [f for f, n in collections.Counter(firings).items() if n > 1]
        who = {f: [i for i, child in enumerate(children) if list(f) in child.of("fire")] for f in twice}
        assert twice == [], f"timers fired twice: {who}"
        sent = [n for child in children for (n,) in child.of("sent")]
        assert len(sent) == len(set(sent)), "a notice was delivered twice"
        assert not any(child.of("twice") for child in children), "a notice was delivered twice"
        notices = [r for r in await store.dump_rows("outbox") if r["kind"] in ("reminder", "deadline", "no-default")]
        # Every firing committed one notice; the killed process may have died before printing its last one.
        assert len(firings) <= len(notices) <= len(firings) + 1
        timers = {r["id"]: r for r in await store.dump_rows("timers")}
        for timer_id in orphans:  # leased by the dead process, still due when it died: taken over since
            row = timers[timer_id]
            assert row["done_at"] is not None or row["due_at"] > killed_at, f"timer {timer_id} was never taken over"
        # Each survivor's clock stopped when its own work was done; by then everything due had to be fired.
        now = min(float(t) for child in children[1:] for (t,) in child.of("frozen"))
        live = {r["id"] for r in await store.dump_rows("game_tables") if r["status"] == "active"}
        late = [t for t in timers.values() if t["done_at"] is None and t["table_id"] in live and t["due_at"] < now]
        assert late == [], f"{len(late)} due timers were left waiting"
        for channel, table_id in tables.items():  # every table's position is its log, replayed from the seed
            table = await store.table(table_id)
            if table.version < 0:
                continue
            engine = find_game(table.game)
            loaded = await svc.inspect_any(channel)
            logged = await store.actions(table_id)
            assert engine.dump_state(loaded.state) == engine.dump_state(fresh_replay(engine, table, logged))
        return {"acked": acked, "firings": len(firings), "notices": len(notices), "tables": len(tables)}
    finally:
        await svc.close()


@pytest.mark.parametrize(("channels", "ops", "day_s", "drain_s"), SIZES)
def test_three_processes_share_one_database_and_a_killed_ones_timers_are_taken_over(
    db_url, channels, ops, day_s, drain_s
):
    """What the module's docstring lists, on ``channels`` channels with ``ops`` joins and moves a process."""
    t0 = time.time()
    children = [Child(db_url, i, t0, channels, ops, day_s, drain_s) for i in range(PROCESSES)]
    try:
        doomed = children[0]
        assert doomed.leased_after_half.wait(120), "process 0 never leased a due timer half-way through"
        doomed.proc.send_signal(signal.SIGKILL)
        doomed.proc.wait(30)
        killed_at = t0 + (time.time() - t0) * speed(day_s)
        (owner,) = doomed.of("owner")[0]
        orphans = asyncio.run(leased_by(db_url, owner, killed_at))
        assert orphans, "the killed process held no due timer (it was killed too late to test a take-over)"
        time.sleep(LEASE + 1)  # the dead process's leases run out (on the survivors' running clocks) ...
        for child in children[1:]:  # ... and only then may the survivors stop their clocks and catch up
            assert child.proc.stdin is not None
            child.proc.stdin.write("freeze\n")
            child.proc.stdin.flush()
        for child in children[1:]:
            assert child.proc.wait(300) == 0
            child.reader.join(10)
            assert child.lines[-1] == "done"
        doomed.reader.join(10)
        figures = asyncio.run(check_store(db_url, children, orphans, killed_at))
    finally:
        for child in children:
            if child.proc.poll() is None:
                child.proc.kill()
                child.proc.wait()
    assert figures["tables"] == channels
    # Every survivor acknowledged all its work and the killed one at least half of its own. Firings are
    # not counted against a fixed total: game time runs with the wall clock, so a faster service fires
    # fewer timers for the same work (the timers the dead process held were fired: check_store).
    assert figures["acked"] >= (PROCESSES - 1) * ops + ops // 2, figures
    assert figures["firings"] >= len(orphans) > 0, figures
