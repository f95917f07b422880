"""The pure time model: wall clocks across daylight-saving nights, a seat's paused clock, the timer plan."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from bot.service.clock import (
    DAY,
    HOUR,
    Quiet,
    Timer,
    active_until,
    away_between,
    check_zone,
    deadline_due,
    plan_timers,
    quiet_window,
    reminder_due,
    settle,
    wall_instant,
    whole_number,
)

UTC = ZoneInfo("UTC")
PARIS, LA, SEOUL = ZoneInfo("Europe/Paris"), ZoneInfo("America/Los_Angeles"), ZoneInfo("Asia/Seoul")


def at(zone: ZoneInfo, *parts: int, fold: int = 0) -> float:
    return datetime(*parts, tzinfo=zone, fold=fold).timestamp()


def utc(*parts: int) -> float:
    return datetime(*parts, tzinfo=UTC).timestamp()


@pytest.mark.parametrize(
    ("zone", "night", "jump_utc"),
    [(PARIS, date(2026, 3, 29), utc(2026, 3, 29, 1, 0)), (LA, date(2026, 3, 8), utc(2026, 3, 8, 10, 0))],
)
def test_a_skipped_wall_time_is_the_instant_the_clock_jumps(zone, night, jump_utc):
    assert wall_instant(night, 2 * 60 + 30, zone) == jump_utc, "02:30 does not exist: the clock reads 03:00 then"
    assert datetime.fromtimestamp(jump_utc, zone).strftime("%H:%M") == "03:00"
    assert wall_instant(night, 1 * 60 + 30, zone) == jump_utc - 30 * 60


def test_a_repeated_wall_time_is_its_first_occurrence():
    night = date(2026, 10, 25)  # Paris: 03:00 summer time goes back to 02:00
    first = wall_instant(night, 2 * 60 + 30, PARIS)
    assert first == utc(2026, 10, 25, 0, 30)
    assert first == at(PARIS, 2026, 10, 25, 2, 30, fold=0)
    assert first + HOUR == at(PARIS, 2026, 10, 25, 2, 30, fold=1)


@pytest.mark.parametrize("zone", [PARIS, LA])
def test_quiet_hours_ending_in_the_skipped_hour_end_when_the_clock_jumps(zone):
    quiet = Quiet(22 * 60, 2 * 60 + 30, zone.key)
    night = date(2026, 3, 29) if zone is PARIS else date(2026, 3, 8)
    inside = at(zone, night.year, night.month, night.day, 1, 45)
    window = quiet_window(quiet, inside)
    assert window is not None
    end = datetime.fromtimestamp(window[1], zone)
    assert end.strftime("%H:%M") == "03:00", "not 03:30"
    assert quiet_window(quiet, window[1]) is None


def test_quiet_hours_ending_in_the_repeated_hour_last_while_the_wall_clock_reads_quiet():
    quiet = Quiet(22 * 60, 2 * 60 + 30, "Europe/Paris")
    second_end = utc(2026, 10, 25, 1, 30)  # 02:30 winter time, after the hour repeated
    assert wall_instant(date(2026, 10, 25), 150, PARIS, last=True) == second_end
    window = (at(PARIS, 2026, 10, 24, 22, 0), second_end)
    for minute in range(0, 150, 5):  # 00:30 UTC (the first 02:30) to 01:25 UTC (the second 02:25)
        t = utc(2026, 10, 24, 23, 0) + minute * 60
        assert quiet_window(quiet, t) == window
        assert window[1] > t, "the end is never in the past"
    assert quiet_window(quiet, second_end) is None


def test_quiet_hours_in_seoul_have_no_daylight_saving_and_wrap_midnight():
    quiet = Quiet(23 * 60, 8 * 60, "Asia/Seoul")
    window = quiet_window(quiet, at(SEOUL, 2026, 6, 1, 3, 0))
    assert window == (at(SEOUL, 2026, 5, 31, 23, 0), at(SEOUL, 2026, 6, 1, 8, 0))
    assert quiet_window(quiet, at(SEOUL, 2026, 6, 1, 8, 0)) is None
    assert quiet_window(Quiet(9 * 60, 17 * 60, "Asia/Seoul"), at(SEOUL, 2026, 6, 1, 12, 0)) is not None


def test_a_seats_clock_does_not_count_time_away():
    away = [(10 * HOUR, 20 * HOUR)]
    assert active_until(0.0, 5 * HOUR, away) == 5 * HOUR
    assert active_until(0.0, 12 * HOUR, away) == 22 * HOUR
    assert active_until(15 * HOUR, 1 * HOUR, away) == 21 * HOUR, "asked while away: the clock starts on return"
    assert active_until(0.0, 10 * HOUR, away) == 20 * HOUR, "running out as a vacation begins waits for its end"
    assert away_between(0.0, 30 * HOUR, away + [(12 * HOUR, 25 * HOUR)]) == 15 * HOUR


def test_reminders_grow_and_skip_quiet_hours_and_vacations():
    timer = Timer(id=1, kind="reminder", seat="a", prompt="move", asked_at=0.0)
    assert reminder_due(timer, 24, [], Quiet(None, None)) == 24 * HOUR
    sent = Timer(id=1, kind="reminder", seat="a", prompt="move", asked_at=0.0, attempt=1, last_at=25 * HOUR)
    assert reminder_due(sent, 24, [], Quiet(None, None)) == 73 * HOUR, "twice as long after the last one"
    quiet = Quiet(22 * 60, 7 * 60, "UTC")
    late = Timer(id=1, kind="reminder", seat="a", prompt="move", asked_at=utc(2026, 1, 1, 0, 0))
    assert reminder_due(late, 23, [], quiet) == utc(2026, 1, 2, 7, 0)
    away = [(utc(2026, 1, 2, 6, 0), utc(2026, 1, 2, 8, 0))]
    assert reminder_due(late, 23, away, quiet) == utc(2026, 1, 2, 8, 0)
    assert settle(utc(2026, 1, 2, 23, 0), [(utc(2026, 1, 3, 6, 0), utc(2026, 1, 3, 9, 0))], quiet) == utc(2026, 1, 3, 9)


def test_deadlines_ignore_quiet_hours_but_not_vacations():
    timer = Timer(id=2, kind="deadline", seat="a", prompt="move", asked_at=1 * HOUR)
    assert deadline_due(timer, 12, [(0.0, 5 * DAY)]) == 5 * DAY + 12 * HOUR


def test_the_plan_gives_every_asked_prompt_its_own_timers():
    open_timers = [
        Timer(id=1, kind="reminder", seat="allies", prompt="patrol", asked_at=0.0),
        Timer(id=2, kind="deadline", seat="allies", prompt="patrol", asked_at=0.0),
        Timer(id=3, kind="reminder", seat="axis", prompt="hits", asked_at=0.0),
    ]
    asked = [("allies", "bomb"), ("axis", "hits")]
    plan = plan_timers(open_timers, asked, ["reminder", "deadline"], restart=["allies"])
    assert plan.close == ((1, "answered"), (2, "answered"))
    assert plan.restart == ()
    assert set(plan.add) == {
        ("reminder", "allies", "bomb"), ("deadline", "allies", "bomb"), ("deadline", "axis", "hits")
    }
    again = plan_timers(open_timers, [("allies", "patrol")], ["reminder", "deadline"], restart=["allies"], why="x")
    assert again.restart == ((1, "patrol"), (2, "patrol")) and again.close == ((3, "x"),) and again.add == ()
    off = plan_timers(open_timers, [("allies", "patrol")], ["reminder"])
    assert off.close == ((2, "off"), (3, "answered"))


def test_the_plan_adopts_rows_from_before_prompts_were_tracked():
    legacy = [Timer(id=7, kind="reminder", seat="allies", prompt=None, asked_at=5.0)]
    plan = plan_timers(legacy, [("allies", "bomb")], ["reminder", "deadline"])
    assert plan.adopt == ((7, "bomb"),) and plan.add == (("deadline", "allies", "bomb"),), "a lost deadline comes back"


def test_only_real_zone_names_and_whole_numbers():
    assert check_zone("europe/paris") == "Europe/Paris"
    assert check_zone(" UTC ") == "UTC"
    for bad in ("localtime", "Factory", "posixrules", "Mars/Olympus", "posix/Europe/Paris", ""):
        with pytest.raises(ValueError, match="IANA"):
            check_zone(bad)
    assert whole_number("reminder_hours", "12", 1, 720, "hours") == 12
    assert whole_number("reminder_hours", 12.0, 1, 720, "hours") == 12
    for bad in (1.9, "abc", "1.9", True, None):
        with pytest.raises(ValueError, match="whole number") as err:
            whole_number("reminder_hours", bad, 1, 720, "hours")
        assert "invalid literal" not in str(err.value)
    with pytest.raises(ValueError, match="between 1 and 720"):
        whole_number("reminder_hours", 0, 1, 720, "hours")
