"""One bot process of the several-processes test (tests/service/test_pg_processes.py), without a gateway.

    python -m tests.service.pg_worker URL INDEX PROCESSES CHANNELS OPS T0 SPEED LEASE_S DRAIN_S

It owns the channels ``c`` with ``c % PROCESSES == INDEX``: opens their games, seats their players
and plays random legal moves (four workers at once), while its timer task fires due timers and
"delivers" the outbox, as the bot's timer loop does. Time runs ``SPEED`` times faster than the wall
clock from ``T0`` (the same for every process), so reminders and deadlines come due during the run.
A third of its channels are only seated, never played: their timers keep firing.

It prints one line per fact the parent checks, after the unit of work committed:
``owner ID``, ``ack CHANNEL KIND DETAIL`` (a join or move acknowledged), ``fire TIMER KEY`` (a
reminder or deadline fired), ``sent NOTICE`` (a notice delivered), ``leased IDS`` (timers leased),
``twice NOTICE`` (a notice found already delivered), ``frozen TIME`` when, its own work done, the parent
says so on stdin (its clock stops there, so its timer task can catch up with everything due), and
``done`` at the end.
"""

from __future__ import annotations

import asyncio
import random
import sys
import time

from bot.service import GameService, ServiceError
from db.pg_store import PgStore
from db.timer_ops import ClaimTimer, SetTimer
from rules.core import RuleError

SETTINGS = {"reminder_hours": 24, "deadline_hours": 48, "vacation_days": 14}
WORKERS = 4


def axis_of(ch: int) -> int:
    return 100_000 + ch


def allies_of(ch: int) -> int:
    return 200_000 + ch


def say(line: str) -> None:
    print(line, flush=True)


def instrument(store: PgStore) -> None:
    """Print every firing and every lease once its unit of work committed."""
    run, due = store.run, store.due_timers

    async def reporting_run(*ops):
        result = await run(*ops)
        for op in ops:
            if isinstance(op, ClaimTimer) and op.why == "deadline":
                say(f"fire {op.timer_id} deadline")
            elif isinstance(op, SetTimer) and op.expect_attempt is not None and op.attempt == op.expect_attempt + 1:
                say(f"fire {op.timer_id} reminder:{op.started_at!r}:{op.expect_attempt}")
        return result

    async def reporting_due(now):
        rows = await due(now)
        if rows:
            say("leased " + " ".join(str(r.id) for r in rows))
        return rows

    store.run = reporting_run  # type: ignore[method-assign]
    store.due_timers = reporting_due  # type: ignore[method-assign]


async def step(svc: GameService, ch: int, rng: random.Random, started: set[int], seated: dict[int, int]) -> str:
    """One acknowledged thing for channel ``ch``: open it, seat its next player, or play a move."""
    if ch not in started:
        await svc.new_game(ch, 1, axis_of(ch), "aa-dday", {}, seed=ch, settings=SETTINGS)
        started.add(ch)
        return f"new {axis_of(ch)}"
    if seated.get(ch, 0) < 2:
        seat, user = ("axis", axis_of(ch)) if seated.get(ch, 0) == 0 else ("allies", allies_of(ch))
        await svc.join(ch, user, seat)
        seated[ch] = seated.get(ch, 0) + 1
        return f"join {seat} {user}"
    loaded = await svc.inspect(ch)
    engine, state = loaded.engine, loaded.state
    if engine.outcome(state) is not None:
        raise ServiceError("game over")
    seat = rng.choice(sorted({p.seat for p in engine.prompts(state)}))
    options = [c.value for c in engine.options(state, seat, "")]
    text = rng.choice(options) if options else next(p.default for p in engine.prompts(state) if p.seat == seat)
    if text is None:
        raise ServiceError("nothing to play")
    done = await svc.act(ch, loaded.seats[seat], text, seat=seat)
    return f"act {done.after.version} {done.text}"


async def worker(svc: GameService, channels: list[int], idle: set[int], ops: int, seed: int) -> None:
    rng = random.Random(seed)
    started: set[int] = set()
    seated: dict[int, int] = {}
    acked = 0
    while acked < ops:
        todo = [c for c in channels if c not in idle or seated.get(c, 0) < 2]
        ch = rng.choice(todo) if todo else rng.choice(channels)
        if ch in idle and seated.get(ch, 0) >= 2:
            continue
        try:
            what = await step(svc, ch, rng, started, seated)
        except (ServiceError, RuleError):
            continue  # refused (a deadline moved the game on meanwhile): nothing was acknowledged
        say(f"ack {ch} {what}")
        acked += 1


async def timers(svc: GameService, stop: asyncio.Event) -> None:
    while not stop.is_set():
        await svc.fire_due_timers()
        for notice in await svc.pending_notices():  # as many at once as the bot takes
            try:
                await svc.notice_sent(notice.id or 0)
            except ServiceError:
                say(f"twice {notice.id}")
                continue
            say(f"sent {notice.id}")
        try:
            await asyncio.wait_for(stop.wait(), 0.1)
        except TimeoutError:
            pass


async def main(argv: list[str]) -> None:
    url = argv[0]
    index, processes, channels, ops = (int(a) for a in argv[1:5])
    t0, speed, lease, drain = (float(a) for a in argv[5:9])

    frozen: list[float] = []

    def clock() -> float:
        return frozen[0] if frozen else t0 + (time.time() - t0) * speed

    store = await PgStore.open(url, clock=clock, lease_seconds=lease * speed)
    instrument(store)
    svc = GameService(store, render=lambda view: (None, ""), clock=clock)
    svc.firing.synced = True  # nothing was written before this run: no start-up re-plan of every table
    say(f"owner {store.owner}")
    mine = [c for c in range(1, channels + 1) if c % processes == index]
    idle = set(mine[::3])
    stop = asyncio.Event()
    ticking = asyncio.create_task(timers(svc, stop))
    parts = [mine[w::WORKERS] for w in range(WORKERS)]
    await asyncio.gather(*(worker(svc, part, idle, ops // WORKERS, 1000 * index + w) for w, part in enumerate(parts)))
    # Its own work done, it waits for the parent's word (sent once a killed process's leases have run
    # out), then its time stops: the timer task catches up with everything due by then.
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
    frozen.append(clock())
    say(f"frozen {frozen[0]!r}")
    await asyncio.sleep(drain)  # keep firing: timers of a process that died are taken over
    stop.set()
    await ticking
    await svc.close()
    say("done")


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1:]))
