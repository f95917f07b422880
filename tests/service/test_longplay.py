"""Playing over weeks, driven by a fake clock: reminders, quiet hours, deadlines, vacations, undo, replacement."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from bot.service import GameService, NotPlayerError, PermissionDeniedError, ServiceError, StaleVersionError
from bot.service.longplay import DAY, HOUR, parse_quiet, quiet_until
from tests.backends import both_backends, url_as_db_path
from tests.conftest import no_render

backend, db_path = both_backends, url_as_db_path  # every test here runs on SQLite and PostgreSQL

CH = 777
AXIS, ALLIES, STRANGER, SUB = 11, 22, 33, 44
QUIET_DICE = [6] * 40  # nobody hits: the first decision is the Allies' fighter patrol


class Clock:
    def __init__(self, start: float) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


# 2026-06-06 10:00 UTC
START = datetime(2026, 6, 6, 10, 0, tzinfo=ZoneInfo("UTC")).timestamp()


@pytest.fixture
def clock() -> Clock:
    return Clock(START)


async def open_service(db_path: str, clock: Clock) -> GameService:
    return await GameService.open(db_path, render=no_render, clock=clock)


async def start_game(svc: GameService, **settings) -> None:
    await svc.new_game(CH, 1, AXIS, "aa-dday", {}, seed=3, dice_script=QUIET_DICE, settings=settings or None)
    await svc.join(CH, AXIS, "axis")
    await svc.join(CH, ALLIES, "allies")


async def waiting_seats(svc: GameService) -> set[str]:
    loaded = await svc.inspect(CH)
    return {p.seat for p in loaded.engine.prompts(loaded.state)}


async def test_reminder_after_the_delay_then_at_a_growing_interval(db_path, clock):
    svc = await open_service(db_path, clock)
    await start_game(svc, reminder_hours=24)
    assert await waiting_seats(svc) == {"allies"}
    clock.advance(23 * HOUR)
    assert await svc.fire_due_timers() == []
    clock.advance(1 * HOUR)
    notes = await svc.fire_due_timers()
    assert len(notes) == 1 and notes[0].post.mention_user_ids == [ALLIES] and notes[0].dm_user_id is None
    assert "<t:" in notes[0].post.content, "times are Discord timestamps"
    clock.advance(47 * HOUR)
    assert await svc.fire_due_timers() == [], "the second reminder waits twice as long"
    clock.advance(1 * HOUR)
    assert len(await svc.fire_due_timers()) == 1
    await svc.close()


async def test_acting_answers_the_reminder_and_starts_the_next_players_clock(db_path, clock):
    svc = await open_service(db_path, clock)
    await start_game(svc, reminder_hours=10)
    clock.advance(5 * HOUR)
    await svc.submit(CH, ALLIES, "done")
    clock.advance(6 * HOUR)
    # The Allies acted 6 h ago: their old reminder (due at 10 h) must not fire for a wait that ended.
    notes = await svc.fire_due_timers()
    waiting = await waiting_seats(svc)
    users = {AXIS if s == "axis" else ALLIES for s in waiting}
    assert all(n.post.mention_user_ids[0] in users for n in notes)
    assert len(notes) == 0
    await svc.close()


async def test_reminders_survive_a_restart(db_path, clock):
    svc = await open_service(db_path, clock)
    await start_game(svc, reminder_hours=24)
    await svc.close()
    clock.advance(25 * HOUR)
    again = await open_service(db_path, clock)
    notes = await again.fire_due_timers()
    assert [n.post.mention_user_ids for n in notes] == [[ALLIES]]
    await again.close()


async def test_no_reminder_inside_quiet_hours_and_dm_when_asked(db_path, clock):
    svc = await open_service(db_path, clock)
    await svc.set_prefs(ALLIES, tz="Europe/Paris", quiet="22:00-07:00", dm=True)
    await start_game(svc, reminder_hours=11)  # due at 21:00 UTC = 23:00 in Paris (summer time)
    clock.advance(11 * HOUR)
    assert await svc.fire_due_timers() == []
    clock.advance(7 * HOUR)  # 04:00 UTC = 06:00 Paris: still quiet
    assert await svc.fire_due_timers() == []
    clock.advance(1 * HOUR)  # 05:00 UTC = 07:00 Paris
    notes = await svc.fire_due_timers()
    assert len(notes) == 1 and notes[0].dm_user_id == ALLIES
    await svc.close()


def test_quiet_hours_are_read_and_wrap_midnight():
    assert parse_quiet("22-7") == (22 * 60, 7 * 60)
    assert parse_quiet("off") == (None, None)
    with pytest.raises(ValueError):
        parse_quiet("25:00-07:00")
    prefs = {"tz": "UTC", "quiet_start": 22 * 60, "quiet_end": 7 * 60}
    night = datetime(2026, 1, 1, 23, 30, tzinfo=ZoneInfo("UTC")).timestamp()
    assert quiet_until(prefs, night) == datetime(2026, 1, 2, 7, 0, tzinfo=ZoneInfo("UTC")).timestamp()
    assert quiet_until(prefs, night - 3 * HOUR) is None


async def test_bad_preferences_are_refused(db_path, clock):
    svc = await open_service(db_path, clock)
    with pytest.raises(ServiceError, match="time zone"):
        await svc.set_prefs(ALLIES, tz="Mars/Olympus")
    with pytest.raises(ServiceError, match="quiet hours"):
        await svc.set_prefs(ALLIES, quiet="sometimes")
    assert "UTC" in (await svc.prefs_of(ALLIES)).content
    await svc.close()


async def test_the_hand_off_delay_is_kept_and_bounded(db_path, clock):
    """``/prefs set handoff`` (issue #46): kept by the store across a restart, shown by ``/prefs show``, 0 to 10."""
    svc = await open_service(db_path, clock)
    assert "within 3 minutes" in (await svc.prefs_of(ALLIES)).content  # the default
    await svc.set_prefs(ALLIES, handoff=7)
    await svc.set_prefs(ALLIES, tz="Europe/Paris")  # another setting keeps it
    await svc.close()
    again = await open_service(db_path, clock)
    assert (await again.store.prefs(ALLIES))["handoff"] == 7
    assert "within 7 minutes" in (await again.prefs_of(ALLIES)).content
    for bad in (-1, 11):
        with pytest.raises(ServiceError):
            await again.set_prefs(ALLIES, handoff=bad)
    await again.set_prefs(ALLIES, handoff=0)
    assert "at once" in (await again.prefs_of(ALLIES)).content
    await again.close()


async def test_deadline_applies_the_prompt_default_and_logs_it(db_path, clock):
    svc = await open_service(db_path, clock)
    await start_game(svc, deadline_hours=12)
    before = await svc.inspect(CH)
    default = next(p.default for p in before.engine.prompts(before.state) if p.seat == "allies")
    clock.advance(12 * HOUR)
    notes = await svc.fire_due_timers()
    after = await svc.inspect(CH)
    assert after.version == before.version + 1
    assert any("deadline" in n.post.content.lower() for n in notes)
    history = await svc.history(CH)
    pages = [(await svc.history(CH, n)).content for n in range(1, int(history.content.split("/")[1].split(" ")[0]) + 1)]
    assert any("deadline" in p and default in p for p in pages), "the history shows what the deadline decided"
    await svc.close()


async def test_vacation_pauses_reminders_and_deadlines_within_the_budget(db_path, clock):
    svc = await open_service(db_path, clock)
    await start_game(svc, reminder_hours=24, deadline_hours=48, vacation_days=5)
    posts = await svc.vacation(CH, ALLIES, 3)
    assert "<t:" in posts[0].content and "2" in posts[0].content
    with pytest.raises(ServiceError, match="left"):
        await svc.vacation(CH, ALLIES, 3)
    with pytest.raises(NotPlayerError):
        await svc.vacation(CH, STRANGER, 1)
    version = (await svc.inspect(CH)).version
    clock.advance(3.9 * DAY)  # the first reminder was due after 1 day; the clock paused for 3
    assert await svc.fire_due_timers() == []
    assert (await svc.inspect(CH)).version == version, "no deadline during a vacation"
    clock.advance(0.2 * DAY)
    notes = await svc.fire_due_timers()
    assert [n.post.mention_user_ids for n in notes] == [[ALLIES]]
    assert (await svc.inspect(CH)).version == version, "the deadline (2 days + 3 paused) is still ahead"
    await svc.close()


async def test_undo_with_approval(db_path, clock):
    svc = await open_service(db_path, clock)
    await start_game(svc)
    before = await svc.inspect(CH)
    start_state = before.engine.dump_state(before.state)
    await svc.submit(CH, ALLIES, "patrol 1 uk fighter to 12")
    posts = await svc.request_undo(CH, ALLIES)
    assert posts[0].mention_user_ids == [AXIS]
    yes = next(b for b in posts[0].buttons if b.custom_id.endswith(":yes"))
    request_id = int(yes.custom_id.split(":")[4])
    with pytest.raises(ServiceError, match="Only"):
        await svc.decide(CH, ALLIES, request_id, True)
    with pytest.raises(ServiceError, match="Only"):
        await svc.decide(CH, STRANGER, request_id, True)
    await svc.decide(CH, AXIS, request_id, True)
    after = await svc.inspect(CH)
    assert after.engine.dump_state(after.state) == start_state
    assert after.version == before.version + 2, "the undo is a new log entry"
    svc.tables.positions.clear()
    cold = await svc.inspect(CH)
    assert cold.engine.dump_state(cold.state) == start_state, "a cold load replays the undo"
    page = (await svc.history(CH)).content
    assert "took back" in page
    await svc.close()


async def test_undo_refused_by_the_opponent_changes_nothing(db_path, clock):
    svc = await open_service(db_path, clock)
    await start_game(svc)
    await svc.submit(CH, ALLIES, "patrol 1 uk fighter to 12")
    before = await svc.inspect(CH)
    posts = await svc.request_undo(CH, ALLIES)
    request_id = int(posts[0].buttons[0].custom_id.split(":")[4])
    await svc.decide(CH, AXIS, request_id, False)
    after = await svc.inspect(CH)
    assert after.version == before.version
    with pytest.raises(ServiceError, match="already refused"):
        await svc.decide(CH, AXIS, request_id, True)
    await svc.close()


async def test_undo_is_refused_past_a_roll(db_path, clock):
    svc = await open_service(db_path, clock)
    await start_game(svc)
    await svc.submit(CH, ALLIES, "done")  # ends the patrol phase: a commit point
    with pytest.raises(ServiceError, match="Nothing to take back"):
        await svc.request_undo(CH, ALLIES)
    with pytest.raises(NotPlayerError):
        await svc.request_undo(CH, STRANGER)
    await svc.close()


async def test_an_undo_request_lapses_when_the_game_moves_on(db_path, clock):
    svc = await open_service(db_path, clock)
    await start_game(svc)
    await svc.submit(CH, ALLIES, "patrol 1 uk fighter to 12")
    posts = await svc.request_undo(CH, ALLIES)
    request_id = int(posts[0].buttons[0].custom_id.split(":")[4])
    await svc.submit(CH, ALLIES, "patrol 1 us fighter to 13")
    with pytest.raises(StaleVersionError):
        await svc.decide(CH, AXIS, request_id, True)
    await svc.close()


async def test_hot_seat_undo_needs_no_approval(db_path, clock):
    svc = await open_service(db_path, clock)
    await svc.new_game(CH, 1, AXIS, "aa-dday", {}, seed=3, dice_script=QUIET_DICE)
    await svc.start(CH, AXIS)  # one person holds both seats
    before = await svc.inspect(CH)
    await svc.submit(CH, AXIS, "allies: patrol 1 uk fighter to 12")
    posts = await svc.request_undo(CH, AXIS)
    assert not any(b.custom_id.startswith("dday:req:") for b in posts[0].buttons), "nobody else to ask"
    after = await svc.inspect(CH)
    assert after.engine.dump_state(after.state) == before.engine.dump_state(before.state)
    await svc.close()


async def test_replacing_a_player_needs_the_creator_and_the_seats_consent(db_path, clock):
    svc = await open_service(db_path, clock)
    await start_game(svc)
    with pytest.raises(PermissionDeniedError):
        await svc.replace(CH, STRANGER, "allies", SUB, is_manager=False)
    with pytest.raises(PermissionDeniedError, match="days ago"):
        await svc.replace(CH, AXIS, "allies", SUB, is_manager=False, force=True)
    posts = await svc.replace(CH, AXIS, "allies", SUB, is_manager=False)
    assert posts[0].mention_user_ids == [ALLIES]
    request_id = int(posts[0].buttons[0].custom_id.split(":")[4])
    with pytest.raises(ServiceError, match="Only"):
        await svc.decide(CH, AXIS, request_id, True)
    done = await svc.decide(CH, ALLIES, request_id, True)
    assert done[0].mention_user_ids == [SUB], "the new player is pinged: it is their turn"
    await svc.submit(CH, SUB, "done")
    with pytest.raises(NotPlayerError):
        await svc.submit(CH, ALLIES, "done")
    last = await svc.history(CH)
    total = int(last.content.split("/")[1].split(" ")[0])
    pages = [(await svc.history(CH, n)).content for n in range(1, total + 1)]
    assert any("passed from" in p for p in pages), "the replacement is logged"
    await svc.close()


async def test_an_absent_player_can_be_replaced_without_consent(db_path, clock):
    svc = await open_service(db_path, clock)
    await start_game(svc)
    clock.advance(8 * DAY)
    posts = await svc.replace(CH, STRANGER, "allies", SUB, is_manager=True, force=True)
    assert "passed from" in posts[0].content
    assert (await svc.inspect(CH)).seats["allies"] == SUB
    await svc.close()


async def test_a_player_can_hand_over_their_own_seat(db_path, clock):
    svc = await open_service(db_path, clock)
    await start_game(svc)
    await svc.replace(CH, AXIS, "axis", SUB, is_manager=False)
    assert (await svc.inspect(CH)).seats["axis"] == SUB
    await svc.close()


async def test_table_settings_are_checked(db_path, clock):
    svc = await open_service(db_path, clock)
    with pytest.raises(ServiceError, match="between"):
        await svc.new_game(CH, 1, AXIS, "aa-dday", {}, settings={"reminder_hours": 0})
    with pytest.raises(ServiceError, match="no setting"):
        await svc.new_game(CH, 1, AXIS, "aa-dday", {}, settings={"snooze": 3})
    await svc.close()


async def test_a_reminder_still_waiting_in_the_outbox_is_withdrawn_when_its_player_acts(db_path, clock):
    svc = await open_service(db_path, clock)
    await start_game(svc, reminder_hours=10)
    clock.advance(10 * HOUR)
    (reminder,) = await svc.fire_due_timers()  # queued; Discord has not taken it yet
    await svc.submit(CH, ALLIES, "done")
    rows = {row["id"]: row for row in await svc.store.notices()}
    assert rows[reminder.id]["last_error"] == "superseded" and rows[reminder.id]["sent_at"] is None
    assert reminder.id not in {n.id for n in await svc.pending_notices()}, "a wait that ended is not reminded"
    await svc.close()


async def test_acting_before_any_reminder_went_out_withdraws_nothing(db_path, clock):
    svc = await open_service(db_path, clock)
    await start_game(svc, reminder_hours=10)
    clock.advance(9 * HOUR)
    assert await svc.fire_due_timers() == []
    await svc.submit(CH, ALLIES, "done")
    assert not any(row["last_error"] == "superseded" for row in await svc.store.notices())
    await svc.close()


async def test_a_vacation_started_at_the_instant_another_one_started_and_ended_is_refused(db_path, clock):
    svc = await open_service(db_path, clock)
    await start_game(svc, reminder_hours=10)
    await svc.vacation(CH, AXIS, 1)
    await svc.vacation(CH, AXIS, 0)
    with pytest.raises(ServiceError, match="this very moment"):
        await svc.vacation(CH, AXIS, 2)
    table = await svc.store.latest_table(CH)
    assert len(await svc.store.vacations(table.id, AXIS)) == 1
    clock.advance(1)
    await svc.vacation(CH, AXIS, 2)
    assert len(await svc.store.vacations(table.id, AXIS)) == 2
    await svc.close()
