"""Soak: tables over 5 simulated weeks, random moves, vacations and restarts, across daylight-saving nights.

The default run soaks 8 tables on SQLite (the same weeks, nights and restarts; a quarter of the moves);
``-m slow`` the full 30, on SQLite and on PostgreSQL.

Checked from the records alone, with arithmetic of its own (not the bot's):
no reminder while its player's wall clock shows quiet hours or while they are away,
no deadline earlier than its period of presence after the seat was asked, and every
committed notice delivered exactly once (reminders overtaken before delivery are withdrawn).
"""

from __future__ import annotations

import random
import shutil
import tempfile
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from bot.service import GameService, ServiceError
from bot.service.clock import DAY, HOUR
from tests.service.timer_tools import Clock, deliver_all, register_patient, unregister_patient, utc

TABLES = 30
"""The full soak's tables (each gets 60 reminders and 25 deadline defaults or so over the weeks; 10 of each at least)."""
RUNS = [
    pytest.param("sqlite", 8, id="sqlite-8-tables"),
    # The full soak, on both stores, with -m slow only (30 tables over 840 hourly passes: 4 s of CPU on SQLite,
    # 10 on PostgreSQL). The 8 tables take the same paths; on PostgreSQL the default run checks them case by case
    # (tests/service/test_timers_hold.py: deadlines, vacations, quiet hours, restarts on both stores).
    pytest.param("sqlite", TABLES, id="sqlite-30-tables", marks=pytest.mark.slow),
    pytest.param("postgresql", TABLES, id="postgresql-30-tables", marks=pytest.mark.slow),
]
WEEKS = 5
STEP = HOUR
ZONES = ("Europe/Paris", "America/Los_Angeles", "Asia/Seoul", "Australia/Sydney", "UTC")
QUIET = ("22:00-07:00", "22:00-02:30", "02:15-06:00", "01:30-03:30", "23:00-02:30", None)
START = utc(2026, 3, 1, 0, 0)  # five weeks over the spring nights of Los Angeles and Paris and Sydney's autumn one


@pytest.fixture
def patient():
    engine = register_patient()
    yield engine
    unregister_patient(engine)


def wall_quiet(tz: str, quiet: str, at: float) -> bool:
    """Does the player's own wall clock read a time inside their quiet hours at instant ``at``?"""
    (h1, m1), (h2, m2) = (map(int, part.split(":")) for part in quiet.split("-"))
    start, end = h1 * 60 + m1, h2 * 60 + m2
    local = datetime.fromtimestamp(at, ZoneInfo(tz))
    minute = local.hour * 60 + local.minute
    return start <= minute < end if start < end else (minute >= start or minute < end)


def overlap(start: float, end: float, spans: list[tuple[float, float]]) -> float:
    return sum(max(0.0, min(e, end) - max(s, start)) for s, e in spans)


@pytest.mark.parametrize(("backend", "tables"), RUNS)  # the store (``db_url``'s ``backend``) and the size
async def test_tables_over_five_weeks(tmp_path, patient, backend, request, tables):
    """No reminder in quiet hours or on vacation, no early or late deadline, every notice delivered once."""
    rng = random.Random(15)
    if backend != "sqlite":
        await soak(request.getfixturevalue("db_url"), rng, tables)
        return
    # The file goes to memory-backed storage when there is some: this test is about time, not fsync.
    where = Path(tempfile.mkdtemp(dir="/dev/shm")) if Path("/dev/shm").is_dir() else tmp_path
    path = str(where / "soak.sqlite3")
    try:
        await soak(path, rng, tables)
    finally:
        if where != tmp_path:
            shutil.rmtree(where, ignore_errors=True)


async def soak(path: str, rng: random.Random, count: int) -> None:
    clock = Clock(START)
    svc = await GameService.open(path, render=lambda view: (None, ""), clock=clock)
    tables = []
    prefs: dict[int, tuple[str, str | None]] = {}
    for i in range(count):
        channel, red, blue = 5000 + i, 1000 + 2 * i, 1001 + 2 * i
        settings = {
            "reminder_hours": rng.choice((1, 3, 8, 24)),
            "deadline_hours": rng.choice((0, 6, 12, 36)),
            "vacation_days": 14,
        }
        await svc.new_game(channel, 1, red, "toy-patient", {}, settings=settings)
        for user in (red, blue):
            tz, quiet = rng.choice(ZONES), rng.choice(QUIET)
            prefs[user] = (tz, quiet)
            await svc.set_prefs(user, tz=tz, quiet=quiet or "off")
        await svc.join(channel, red, "red")
        await svc.join(channel, blue, "blue")
        tables.append((channel, {"red": red, "blue": blue}, settings))

    delivered: list[int] = []
    restarts = 0
    next_restart = clock.now + rng.uniform(2, 6) * DAY
    while clock.now < START + WEEKS * 7 * DAY:
        clock.advance(STEP)
        await svc.fire_due_timers()
        for channel, seats, _ in tables:
            roll = rng.random()
            if roll < 0.06:  # the player who is asked plays
                loaded = await svc.inspect(channel)
                (prompt,) = loaded.engine.prompts(loaded.state)
                await svc.act(channel, seats[prompt.seat], rng.choice(prompt.choices).value)
            elif roll < 0.065:
                try:
                    await svc.vacation(channel, seats[rng.choice(("red", "blue"))], rng.randint(1, 4))
                except ServiceError:
                    pass  # already away, or out of days
            elif roll < 0.075:
                try:
                    await svc.vacation(channel, seats[rng.choice(("red", "blue"))], 0)
                except ServiceError:
                    pass  # was not away
        if rng.random() < 0.9:  # now and then the bot is too slow to post in the same tick
            await deliver_all(svc, delivered)
        if clock.now >= next_restart:  # a restart, with notices possibly still waiting in the outbox
            await svc.close()
            svc = await GameService.open(path, render=lambda view: (None, ""), clock=clock)
            restarts += 1
            next_restart = clock.now + rng.uniform(2, 6) * DAY
    await deliver_all(svc, delivered)
    assert restarts >= 5

    outbox = await svc.store.notices()
    vacations = {}
    reminders = deadlines = 0
    for channel, seats, settings in tables:
        table = await svc.store.latest_table(channel)
        assert table is not None
        vacations[channel] = {}
        for user in seats.values():
            vacations[channel][user] = [(v.start_at, v.end_at) for v in await svc.store.vacations(table.id, user)]
        # Deadlines: each default came at least its period of presence after the seat was asked.
        actions = await svc.store.actions(table.id)
        asked_at = datetime.fromisoformat(actions[0].created_at).timestamp()
        for action in actions[1:]:
            when = datetime.fromisoformat(action.created_at).timestamp()
            if action.kind == "action" and action.user_id is None:
                deadlines += 1
                away = overlap(asked_at, when, vacations[channel][seats[action.seat or ""]])
                present = when - asked_at - away
                assert settings["deadline_hours"] > 0
                assert present >= settings["deadline_hours"] * HOUR, (channel, action.seq)
                assert present <= settings["deadline_hours"] * HOUR + STEP, "and not late either"
            asked_at = when
        # Reminders: never inside the player's quiet hours (by their wall clock), never while away.
        for row in outbox:
            if row["table_id"] != table.id or row["kind"] != "reminder":
                continue
            reminders += 1
            user = seats[row["seat"]]
            tz, quiet = prefs[user]
            if quiet is not None:
                assert not wall_quiet(tz, quiet, row["created_at"]), (channel, row["id"], tz, quiet)
            assert not any(s < row["created_at"] < e for s, e in vacations[channel][user]), (channel, row["id"])
    assert reminders > 10 * count and deadlines > 10 * count, (reminders, deadlines)

    # Every committed notice was delivered exactly once; only reminders overtaken before delivery were withdrawn.
    assert len(delivered) == len(set(delivered))
    sent = {row["id"] for row in outbox if row["sent_at"] is not None}
    assert sent == set(delivered)
    for row in outbox:
        if row["sent_at"] is None:
            assert row["kind"] == "reminder" and row["last_error"] == "superseded", row
    assert await svc.pending_notices() == []
    await svc.close()
