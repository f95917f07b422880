"""Issue #15, case by case, with a fake clock: deadlines on every decision, timers that survive crashes and errors,
vacations that pause the clock, quiet hours across daylight-saving nights, settings checked."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from bot.service import GameService, ServiceError
from bot.service.clock import DAY, HOUR
from tests.backends import both_backends, url_as_db_path
from tests.conftest import no_render
from tests.service.test_longplay import ALLIES, CH, START, start_game
from tests.service.timer_tools import (
    BLUE,
    RED,
    Clock,
    FlakyRender,
    defaults_applied,
    deliver_all,
    open_timers,
    race,
    raw_sql,
    register_patient,
    unregister_patient,
    utc,
)

backend, db_path = both_backends, url_as_db_path  # every test here runs on SQLite and PostgreSQL

CH2 = 778
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def patient():
    engine = register_patient()
    yield engine
    unregister_patient(engine)


@pytest.fixture
def clock() -> Clock:
    return Clock(START)


async def run_for(svc: GameService, clock: Clock, seconds: float, step: float) -> list:
    notices = []
    end = clock.now + seconds
    while clock.now + step <= end + 1e-6:
        clock.advance(step)
        notices += await svc.fire_due_timers()
    return notices


# 1 ---------------------------------------------------------------------------


async def test_a_week_with_nobody_acting_applies_one_default_per_deadline_period(db_path, clock):
    svc = await GameService.open(db_path, render=no_render, clock=clock)
    await start_game(svc, deadline_hours=12)
    notices = await run_for(svc, clock, 7 * DAY, 600)
    applied = await defaults_applied(svc, CH)
    assert [round((when - START) / HOUR, 3) for when, _ in applied] == [12.0 * k for k in range(1, 15)]
    assert len({seat for _, seat in applied}) == 2, "both sides' decisions got deadlines"
    assert sum(n.kind == "deadline" for n in notices) >= 14, "every default is announced"
    await svc.close()


# 2 ---------------------------------------------------------------------------

CRASH = textwrap.dedent(
    """
    import asyncio, os, sys
    from bot.service import GameService
    from tests.conftest import no_render

    async def main():
        svc = await GameService.open(sys.argv[1], render=no_render, clock=lambda: float(sys.argv[2]))
        closed = []

        def trace(sql):
            if closed:
                os._exit(17)  # killed between closing the deadline and applying its default
            if sql.lstrip().startswith("UPDATE timers SET done_at") and "'deadline'" in sql:
                closed.append(sql)

        store = svc.store
        if hasattr(store, "_call"):  # SQLite: the hook is set on the database thread, where every statement runs
            await store._call(store._db.set_trace_callback, trace)
        else:  # PostgreSQL: die right after the deadline's UPDATE, inside the unit of work's transaction
            from db.timer_ops import ClaimTimer
            claim = store._writers[ClaimTimer]

            async def claim_then_die(conn, op):
                await claim(conn, op)
                if op.why == "deadline":
                    os._exit(17)

            store._writers[ClaimTimer] = claim_then_die
        await svc.fire_due_timers()
        os._exit(0)

    asyncio.run(main())
    """
)


async def test_a_process_killed_between_closing_a_deadline_and_applying_its_default_loses_nothing(
    db_path, clock, backend
):
    svc = await GameService.open(db_path, render=no_render, clock=clock)
    await start_game(svc, deadline_hours=12)
    version = (await svc.inspect(CH)).version
    await svc.close()
    clock.advance(12 * HOUR)
    child = subprocess.run(
        [sys.executable, "-c", CRASH, db_path, repr(clock.now)], cwd=ROOT, capture_output=True, text=True, timeout=120,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert child.returncode == 17, child.stderr
    if backend == "postgresql":  # the killed process leased the timer: the lease runs out before anyone takes it
        from db.pg_store import LEASE_SECONDS

        clock.advance(LEASE_SECONDS + 1)
    again = await GameService.open(db_path, render=no_render, clock=clock)
    assert (await again.inspect(CH)).version == version, "nothing of the killed unit of work is left"
    assert any(t.kind == "deadline" for t in await open_timers(again, CH)), "the deadline is still open"
    await again.fire_due_timers()
    assert (await again.inspect(CH)).version == version + 1, "after the restart the default is applied"
    assert [n.kind for n in await again.pending_notices()] == ["deadline"], "and announced"
    await again.fire_due_timers()
    assert (await again.inspect(CH)).version == version + 1, "exactly once"
    await again.close()


# 3 ---------------------------------------------------------------------------


async def test_one_tables_error_loses_no_other_tables_notice_and_is_retried(db_path, clock, patient):
    render = FlakyRender()
    svc = await GameService.open(db_path, render=render, clock=clock)
    await race(svc, CH, reminder_hours=2)  # table A: a reminder at 2 h
    await race(svc, CH2, reminder_hours=24, deadline_hours=1)  # table B: a deadline at 1 h
    b_version = (await svc.inspect(CH2)).version
    clock.advance(2 * HOUR)
    render.fail = 1  # drawing B's board after its default raises
    notices = await svc.fire_due_timers()
    assert [(n.channel_id, n.kind) for n in notices] == [(CH, "reminder")]
    assert (await svc.inspect(CH2)).version == b_version, "B's unit of work rolled back whole"
    assert any(t.kind == "deadline" for t in await open_timers(svc, CH2))
    delivered: list[int] = []
    await deliver_all(svc, delivered)
    assert len(delivered) == 1
    clock.advance(5 * 60)
    notices = await svc.fire_due_timers()
    assert [(n.channel_id, n.kind) for n in notices] == [(CH2, "deadline")], "B is retried and announced"
    assert (await svc.inspect(CH2)).version == b_version + 1
    await deliver_all(svc, delivered)
    assert len(delivered) == len(set(delivered)) == 2
    assert await svc.pending_notices() == []
    await svc.close()


# 4 and 5 ---------------------------------------------------------------------


async def test_a_pass_rereads_what_it_acts_on(db_path, clock):
    svc = await GameService.open(db_path, render=no_render, clock=clock)
    await start_game(svc, reminder_hours=12, deadline_hours=11)
    clock.advance(13 * HOUR)  # a late pass (the bot was down): deadline and reminder both due
    notices = await svc.fire_due_timers()
    assert [n.kind for n in notices] == ["deadline"], "nobody is reminded of a decision that just began"
    loaded = await svc.inspect(CH)
    assert {p.seat for p in loaded.engine.prompts(loaded.state)} == {"allies"}
    (reminder,) = [t for t in await open_timers(svc, CH) if t.kind == "reminder"]
    assert reminder.started_at == clock.now and reminder.attempt == 0
    assert reminder.due_at == clock.now + 12 * HOUR, "the next reminder counts from the new decision"
    await svc.close()


async def test_a_deadline_that_settles_a_decision_suppresses_its_reminder(db_path, clock):
    svc = await GameService.open(db_path, render=no_render, clock=clock)
    await start_game(svc, reminder_hours=12, deadline_hours=12)
    clock.advance(12 * HOUR)
    notices = await svc.fire_due_timers()
    assert notices and all(n.kind == "deadline" for n in notices)
    assert not any("waiting for you" in n.post.content for n in notices)
    assert len(await defaults_applied(svc, CH)) == 1
    await svc.close()


# 6, 7, 8 -------------------------------------------------------------------------


async def test_a_vacation_pauses_the_seats_clock_instead_of_shifting_its_timers(db_path, clock, patient):
    svc = await GameService.open(db_path, render=no_render, clock=clock)
    await race(svc, CH, reminder_hours=24, deadline_hours=12)
    await svc.vacation(CH, BLUE, 5)
    clock.advance(1 * HOUR)
    await svc.submit(CH, RED, "move 1 inf from 0 to 1")  # the decision reaches Blue, who is away
    notices = await run_for(svc, clock, 5 * DAY + 10 * HOUR, HOUR)  # up to 5 d 11 h
    assert await defaults_applied(svc, CH) == [], "no default at their return"
    assert not [n for n in notices if n.seat == "blue"], "no reminder while away or at the return"
    clock.advance(1 * HOUR)  # 5 d 12 h: twelve hours of presence since they were asked
    notices = await svc.fire_due_timers()
    assert await defaults_applied(svc, CH) == [(START + 5 * DAY + 12 * HOUR, "blue")]
    assert [n.kind for n in notices] == ["deadline"]
    await svc.close()


async def test_ending_a_vacation_early_resumes_the_clock_and_returns_the_unused_days(db_path, clock, patient):
    svc = await GameService.open(db_path, render=no_render, clock=clock)
    await race(svc, CH, reminder_hours=24, deadline_hours=12, vacation_days=14)
    await svc.vacation(CH, BLUE, 10)
    clock.advance(1 * HOUR)
    await svc.submit(CH, RED, "move 1 inf from 0 to 1")
    clock.advance(2 * DAY - HOUR)  # day 2 of 10
    back = await svc.vacation(CH, BLUE, 0)
    assert "again" in back[0].content and "left in this game: 12" in back[0].content
    deadline = next(t for t in await open_timers(svc, CH) if t.kind == "deadline" and t.seat == "blue")
    assert deadline.due_at == START + 2 * DAY + 12 * HOUR, "the clock resumes where it paused"
    await run_for(svc, clock, 11 * HOUR, HOUR)
    assert await defaults_applied(svc, CH) == []
    await run_for(svc, clock, 1 * HOUR, HOUR)
    assert await defaults_applied(svc, CH) == [(START + 2 * DAY + 12 * HOUR, "blue")]
    with pytest.raises(ServiceError, match="12 left"):
        await svc.vacation(CH, BLUE, 13)
    assert "left in this game: 0" in (await svc.vacation(CH, BLUE, 12))[0].content
    await svc.close()


async def test_ending_a_vacation_that_is_not_running_is_refused(db_path, clock, patient):
    svc = await GameService.open(db_path, render=no_render, clock=clock)
    await race(svc, CH)
    with pytest.raises(ServiceError, match="not on vacation"):
        await svc.vacation(CH, BLUE, 0)
    with pytest.raises(ServiceError, match="whole number"):
        await svc.vacation(CH, BLUE, 1.5)
    await svc.close()


# 9 ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("zone", "due", "expected"),
    [
        # 23:00 local on the night the clocks jump from 02:00 to 03:00; quiet hours end at 02:30, which does not exist
        ("Europe/Paris", utc(2026, 3, 28, 22, 0), utc(2026, 3, 29, 1, 0)),
        ("America/Los_Angeles", utc(2026, 3, 8, 7, 0), utc(2026, 3, 8, 10, 0)),
    ],
)
async def test_quiet_hours_ending_at_a_skipped_time_end_when_the_clock_jumps(db_path, patient, zone, due, expected):
    clock = Clock(due - HOUR)
    svc = await GameService.open(db_path, render=no_render, clock=clock)
    await svc.set_prefs(RED, tz=zone, quiet="22:00-02:30")
    await race(svc, CH, reminder_hours=1)
    sent: list[float] = []
    while not sent:
        clock.advance(5 * 60)
        sent += [clock.now for n in await svc.fire_due_timers() if n.kind == "reminder"]
    assert sent == [expected], "03:00 local, not 03:30"
    await svc.close()


async def test_quiet_hours_ending_in_the_repeated_hour_never_reschedule_into_the_past(db_path, patient):
    due = utc(2026, 10, 25, 1, 5)  # Paris, fall-back night: the second 02:05 (winter time)
    clock = Clock(due - HOUR)
    svc = await GameService.open(db_path, render=no_render, clock=clock)
    await svc.set_prefs(RED, tz="Europe/Paris", quiet="22:00-02:30")
    await race(svc, CH, reminder_hours=1)
    sent: list[float] = []
    while clock.now < utc(2026, 10, 25, 3, 0):
        clock.advance(60)
        sent += [clock.now for n in await svc.fire_due_timers() if n.kind == "reminder"]
        for timer in await open_timers(svc, CH):
            assert timer.due_at > clock.now, "a due time is never in the past"
    assert sent == [utc(2026, 10, 25, 1, 30)], "once, when the wall clock reads 02:30 for the last time"
    await svc.close()


# 10 --------------------------------------------------------------------------


async def test_only_real_zones_and_whole_numbers_are_accepted(db_path, clock):
    svc = await GameService.open(db_path, render=no_render, clock=clock)
    for fake in ("localtime", "Factory", "posixrules"):
        with pytest.raises(ServiceError, match="time zone"):
            await svc.set_prefs(ALLIES, tz=fake)
    assert "Asia/Seoul" in (await svc.set_prefs(ALLIES, tz="asia/seoul")).content
    for bad in (1.9, "abc", "1.9"):
        with pytest.raises(ServiceError, match="whole number") as err:
            await svc.new_game(CH, 1, ALLIES, "aa-dday", {}, settings={"reminder_hours": bad})
        assert "invalid literal" not in str(err.value) and "reminder_hours" in str(err.value)
    await svc.new_game(CH, 1, ALLIES, "aa-dday", {}, settings={"reminder_hours": "12"})
    await svc.close()


# restart ---------------------------------------------------------------------


async def test_a_restart_replans_and_brings_back_a_lost_deadline(db_path, clock, patient):
    svc = await GameService.open(db_path, render=no_render, clock=clock)
    await race(svc, CH, deadline_hours=12)
    # What the old code left behind: the deadline row closed, no deadline for the open decision.
    await raw_sql(svc, "UPDATE timers SET done_at = 1, done_why = 'deadline' WHERE kind = 'deadline'")
    await raw_sql(svc, "UPDATE timers SET prompt = NULL")
    await svc.close()
    clock.advance(3 * HOUR)
    again = await GameService.open(db_path, render=no_render, clock=clock)
    await run_for(again, clock, 9 * HOUR, HOUR)
    assert await defaults_applied(again, CH) == [(START + 12 * HOUR, "red")], "counted from the ask, not the restart"
    await again.close()


async def test_changing_quiet_hours_moves_a_waiting_reminder(db_path, patient):
    clock = Clock(utc(2026, 1, 1, 21, 0))
    svc = await GameService.open(db_path, render=no_render, clock=clock)
    await svc.set_prefs(RED, tz="UTC", quiet="22:00-07:00")
    await race(svc, CH, reminder_hours=2)  # due at 23:00: inside quiet hours, so at 07:00
    (reminder,) = [t for t in await open_timers(svc, CH) if t.kind == "reminder"]
    assert reminder.due_at == utc(2026, 1, 2, 7, 0)
    await svc.set_prefs(RED, quiet="off")
    (reminder,) = [t for t in await open_timers(svc, CH) if t.kind == "reminder"]
    assert reminder.due_at == utc(2026, 1, 1, 23, 0)
    await svc.close()


async def test_a_new_player_in_a_seat_gets_the_whole_delay(db_path, clock, patient):
    svc = await GameService.open(db_path, render=no_render, clock=clock)
    await race(svc, CH, reminder_hours=24, deadline_hours=12)
    clock.advance(10 * HOUR)
    await svc.replace(CH, RED, "red", 303, is_manager=False)  # Red hands over their own seat
    for timer in await open_timers(svc, CH):
        assert timer.seat == "red" and timer.started_at == clock.now
    await run_for(svc, clock, 11 * HOUR, HOUR)
    assert await defaults_applied(svc, CH) == [], "not at 12 h after the first player was asked"
    await run_for(svc, clock, 1 * HOUR, HOUR)
    assert await defaults_applied(svc, CH) == [(START + 22 * HOUR, "red")]
    await svc.close()
