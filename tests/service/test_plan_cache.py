"""Timer plans made ahead (db/plan_cache.py) write exactly what plans made inside the transaction write.

Two services on two files live the same weeks: submits, time passing, reminders and deadlines firing,
quiet hours and vacations changing. One plans ahead, the other never does; after every step both files
hold the same timers and the same outbox. Then each way a kept context can go stale (another connection,
a write behind the store, a unit that rolls back) is shown to be noticed.
"""

from __future__ import annotations

import random

import pytest

from bot.service import GameService, ServiceError
from db.contract import Append, SeqTakenError
from db.rows import TimerRow
from db.timer_ops import Replan
from rules.core import RuleError
from tests.conftest import no_render
from tests.service.test_longplay import ALLIES, AXIS, CH, START, Clock, start_game
from tests.service.timer_tools import raw_sql

HOUR = 3600.0
USERS = {"axis": AXIS, "allies": ALLIES}


def _timers(rows: list[TimerRow]) -> list[tuple]:
    return [(r.id, r.kind, r.seat, r.prompt, r.since, r.started_at, r.due_at, r.attempt, r.last_at) for r in rows]


def _outbox(rows: list[dict]) -> list[tuple]:
    return [(r["id"], r["kind"], r["seat"], r["created_at"], r["sent_at"], r["failed_at"], r["last_error"])
            for r in rows]


async def _snapshot(svc: GameService) -> tuple:
    table = await svc.store.latest_table(CH)
    assert table is not None
    return _timers(await svc.store.open_timers(table.id)), _outbox(await svc.store.notices(table.id))


async def _step(svc: GameService, clock: Clock, rng: random.Random) -> None:
    roll = rng.random()
    if roll < 0.55:
        loaded = await svc.inspect(CH)
        prompts = loaded.engine.prompts(loaded.state)
        if prompts:
            prompt = prompts[0]
            choice = rng.choice(prompt.choices).value if prompt.choices else prompt.default
            try:
                await svc.act(CH, USERS[prompt.seat], choice, seat=prompt.seat)
            except (ServiceError, RuleError):
                pass
    elif roll < 0.8:
        clock.advance(rng.choice([1, 5, 11, 23, 30]) * HOUR)
        await svc.fire_due_timers()
    elif roll < 0.9:
        user = rng.choice([AXIS, ALLIES])
        await svc.set_prefs(user, quiet=rng.choice(["off", "22:00-07:00", "01:00-09:30"]),
                            tz=rng.choice(["UTC", "Asia/Seoul", "America/Los_Angeles"]))
    else:
        try:
            await svc.vacation(CH, rng.choice([AXIS, ALLIES]), rng.choice([0, 1, 2]))
        except ServiceError:
            pass


@pytest.mark.parametrize("seed", [1, 2, 3])
async def test_planning_ahead_writes_what_planning_inside_writes(tmp_path, seed):
    clocks = [Clock(START), Clock(START)]
    ahead = await GameService.open(str(tmp_path / "ahead.sqlite3"), render=no_render, clock=clocks[0])
    inside = await GameService.open(str(tmp_path / "inside.sqlite3"), render=no_render, clock=clocks[1])
    inside.store.planned_context = lambda table_id: None  # type: ignore[method-assign]
    try:
        for svc in (ahead, inside):
            await start_game(svc, reminder_hours=10, deadline_hours=30)
        rngs = [random.Random(seed), random.Random(seed)]
        for _ in range(120):
            for svc, clock, rng in zip((ahead, inside), clocks, rngs, strict=True):
                await _step(svc, clock, rng)
            assert await _snapshot(ahead) == await _snapshot(inside)
        assert ahead.store._plans.ahead > 20, "the plans made ahead were really used"
        assert inside.store._plans.ahead == 0
    finally:
        await ahead.close()
        await inside.close()


async def _warm(svc: GameService) -> None:
    await start_game(svc, reminder_hours=10)
    await svc.act(CH, ALLIES, "done")
    table = await svc.store.latest_table(CH)
    assert svc.store.planned_context(table.id) is not None


async def test_quiet_hours_set_through_another_connection_are_planned_with(tmp_path):
    clock = Clock(START)
    path = str(tmp_path / "shared.sqlite3")
    one = await GameService.open(path, render=no_render, clock=clock)
    other = await GameService.open(path, render=no_render, clock=clock)
    try:
        await _warm(one)
        await other.set_prefs(AXIS, quiet="00:00-23:00", tz="UTC")  # quiet almost all day
        before = one.store._plans.ahead
        loaded = await one.inspect(CH)
        seat = loaded.engine.prompts(loaded.state)[0].seat
        await one.act(CH, USERS[seat], loaded.engine.prompts(loaded.state)[0].choices[0].value, seat=seat)
        assert one.store._plans.ahead == before, "the kept context was dropped, not used"
        table = await one.store.latest_table(CH)
        for row in await one.store.open_timers(table.id):
            if row.seat == "axis" and row.kind == "reminder":
                hour = (row.due_at - START) % (24 * HOUR) / HOUR
                assert hour >= 23 or hour == 0, "the reminder waits for the end of the quiet hours"
    finally:
        await one.close()
        await other.close()


async def test_a_write_behind_the_stores_back_drops_every_kept_context(tmp_path):
    svc = await GameService.open(str(tmp_path / "behind.sqlite3"), render=no_render, clock=Clock(START))
    try:
        await _warm(svc)
        await raw_sql(svc, "UPDATE timers SET attempt = 3")
        table = await svc.store.latest_table(CH)
        assert svc.store.planned_context(table.id) is None
    finally:
        await svc.close()


async def test_a_unit_of_work_that_rolls_back_keeps_the_context_it_found(tmp_path):
    svc = await GameService.open(str(tmp_path / "rollback.sqlite3"), render=no_render, clock=Clock(START))
    try:
        await _warm(svc)
        table = await svc.store.latest_table(CH)
        kept = svc.store.planned_context(table.id)
        timers = await svc.store.open_timers(table.id)
        taken = Append(table.id, table.version, seat="allies", user_id=ALLIES, kind="action", text="again")
        with pytest.raises(SeqTakenError):
            await svc.store.run(Replan(table.id, lambda context: []), taken)  # the Append's seq is taken
        assert svc.store.planned_context(table.id) is kept
        assert await svc.store.open_timers(table.id) == timers
    finally:
        await svc.close()


async def test_an_op_that_may_change_what_plans_read_drops_the_kept_contexts(tmp_path):
    svc = await GameService.open(str(tmp_path / "vacation.sqlite3"), render=no_render, clock=Clock(START))
    try:
        await _warm(svc)
        table = await svc.store.latest_table(CH)
        await svc.vacation(CH, AXIS, 1)  # AddVacation, then a plan of its own in the same unit of work
        kept = svc.store.planned_context(table.id)
        assert kept is not None and [v.user_id for v in kept[1].vacations] == [AXIS]
    finally:
        await svc.close()
