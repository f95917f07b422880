"""Per-Unit clocks at a table of 12 (issue #13): each Unit's reminders and deadline run on its own clock.

Campaign A for 12 (seed 5): all 12 Units roll at once in Phase 1; Phase 2 asks ten of them. Time is a fake
clock; the timers are the service's own (bot/service/clock.py, planned in each entry's unit of work).
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from bot.service import GameService
from bot.service.longplay import HOUR
from tests.backends import both_backends, url_as_db_path
from tests.conftest import no_render
from tests.service.overlord_table import CH, USERS, keep_all, start_table

backend, db_path = both_backends, url_as_db_path

ALL = list(USERS)
START = datetime(2026, 6, 6, 8, 0, tzinfo=ZoneInfo("UTC")).timestamp()
PHASE_TWO = set(ALL) - {"t1u1", "t1u4"}


class Clock:
    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> float:
        return self.now

    def at(self, hours: float) -> None:
        """Move to ``hours`` after the start."""
        assert START + hours * HOUR >= self.now
        self.now = START + hours * HOUR


@pytest.fixture
async def table(db_path: str):
    clock = Clock()
    svc = await GameService.open(db_path, render=no_render, clock=clock)
    yield svc, clock
    await svc.close()


def reminded(notices) -> set[str]:
    seats = {n.seat for n in notices if n.kind == "reminder"}
    for n in notices:
        if n.kind == "reminder":
            assert n.post.mention_user_ids == [USERS[n.seat]], "a reminder pings its own Unit's player only"
    return seats


async def asked_now(svc: GameService) -> set[str]:
    loaded = await svc.inspect(CH)
    return {p.seat for p in loaded.engine.prompts(loaded.state)}


async def test_each_unit_is_reminded_on_its_own_clock_from_when_it_was_asked(table) -> None:
    svc, clock = table
    first = (await start_table(svc, settings={"reminder_hours": 10}))[1]
    threads = {"Team Able": 8001, "Team Baker": 8002, "Team Charlie": 8003}
    await svc.record_threads(CH, first.team_threads[0].table_id, threads)
    clock.at(5)
    early = ALL[:6]  # Team Able, t2u1, t2u2
    await keep_all(svc, early)
    clock.at(9.9)
    assert await svc.fire_due_timers() == []
    clock.at(10)
    notices = await svc.fire_due_timers()
    assert reminded(notices) == set(ALL[6:]), "only the Units still rolling are reminded"
    by_seat = {n.seat: n for n in notices}
    assert by_seat["t2u3"].post.channel_id == threads["Team Baker"], "a reminder goes to the Unit's Team thread"
    assert by_seat["t3u4"].post.channel_id == threads["Team Charlie"]
    clock.at(11)
    await keep_all(svc, ALL[6:])  # Phase 2 asks ten Units, now
    assert await asked_now(svc) == PHASE_TWO
    clock.at(20.9)
    assert reminded(await svc.fire_due_timers()) == set(), "Phase 2's clocks started at 11 h, not at the start"
    clock.at(21)
    assert reminded(await svc.fire_due_timers()) == PHASE_TWO


async def test_a_unit_on_vacation_pauses_only_its_own_clock(table) -> None:
    svc, clock = table
    await start_table(svc, settings={"reminder_hours": 10})
    await svc.vacation(CH, USERS["t2u3"], 1)  # away from 0 h to 24 h
    clock.at(10)
    assert reminded(await svc.fire_due_timers()) == set(ALL) - {"t2u3"}
    clock.at(33.9)
    assert "t2u3" not in reminded(await svc.fire_due_timers())
    clock.at(34)  # 10 h of its own clock: from 24 h, when the vacation ended
    assert "t2u3" in reminded(await svc.fire_due_timers())


async def test_a_deadline_default_moves_only_the_late_unit(table) -> None:
    svc, clock = table
    await start_table(svc, settings={"reminder_hours": 100, "deadline_hours": 24})
    await svc.vacation(CH, USERS["t3u1"], 1)  # t3u1's deadline is 24 h later than the others'
    late = {"t2u3", "t3u1"}
    clock.at(2)
    await keep_all(svc, [s for s in ALL if s not in late])
    table_id = (await svc.inspect(CH)).table.id
    before = len(await svc.store.actions(table_id))
    clock.at(24)
    notices = await svc.fire_due_timers()
    assert {n.kind for n in notices} == {"deadline"}
    actions = (await svc.store.actions(table_id))[before:]
    assert [(a.seat, a.user_id, a.text) for a in actions] == [("t2u3", None, "keep")], "only the late Unit moved"
    assert await asked_now(svc) == {"t3u1"}, "the Unit on vacation still has its time"
    clock.at(47.9)
    assert await svc.fire_due_timers() == []
    clock.at(48)
    await svc.fire_due_timers()
    actions = (await svc.store.actions(table_id))[before:]
    assert [(a.seat, a.user_id) for a in actions] == [("t2u3", None), ("t3u1", None)]
    assert await asked_now(svc) == PHASE_TWO
