"""Shared by the timer tests: a fake clock, a race game whose every decision has a default, a flaky renderer."""

from __future__ import annotations

from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

from pydantic import BaseModel

from bot.service import GameService
from db.rows import TimerRow
from rules.core import registry
from tests.bot import toy_game

RED, BLUE = 101, 202


class Clock:
    def __init__(self, start: float) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def utc(*parts: int) -> float:
    return datetime(*parts, tzinfo=ZoneInfo("UTC")).timestamp()


class PatientRace(toy_game.RaceEngine):
    """The toy race, long enough to last weeks, and every move has a default (advance 1): deadlines can act."""

    spec = toy_game.RaceEngine.spec.model_copy(
        update={"id": "toy-patient", "name": "Patient Race", "ruleset_version": "patient-1", "options": ()}
    )

    def prompts(self, state: Any) -> tuple[Any, ...]:
        return tuple(p.model_copy(update={"default": p.choices[0].value}) for p in super().prompts(state))

    def outcome(self, state: Any) -> Any:
        return None


def register_patient() -> PatientRace:
    engine = PatientRace()
    registry.register(engine)
    return engine


def unregister_patient(engine: PatientRace) -> None:
    registry._ENGINES.pop(engine.spec.id, None)


class FlakyRender:
    """Draws the toy board; raises while ``fail`` is above zero (counting down)."""

    def __init__(self) -> None:
        self.fail = 0
        self.calls = 0

    def __call__(self, view: BaseModel) -> tuple[bytes | None, str]:
        self.calls += 1
        if self.fail > 0:
            self.fail -= 1
            raise RuntimeError("the renderer broke")
        return toy_game.render(view)


async def race(svc: GameService, channel: int, **settings: int) -> None:
    """Open a patient race in ``channel``: Red (asked first) and Blue."""
    await svc.new_game(channel, 1, RED, "toy-patient", {}, settings=settings or None)
    await svc.join(channel, RED, "red")
    await svc.join(channel, BLUE, "blue")


async def open_timers(svc: GameService, channel: int) -> list[TimerRow]:
    table = await svc.store.latest_table(channel)
    assert table is not None
    return (await svc.store.timer_context(table.id)).timers


async def defaults_applied(svc: GameService, channel: int) -> list[tuple[float, str]]:
    """(when, seat) of every log entry a deadline made, from the log itself."""
    table = await svc.store.latest_table(channel)
    assert table is not None
    return [
        (datetime.fromisoformat(a.created_at).timestamp(), a.seat or "")
        for a in await svc.store.actions(table.id)
        if a.kind == "action" and a.user_id is None
    ]


async def deliver_all(svc: GameService, delivered: list[int]) -> None:
    """Post (record) every pending notice and mark it sent, as the bot does."""
    for notice in await svc.pending_notices(limit=1000):
        assert notice.id is not None
        delivered.append(notice.id)
        await svc.notice_sent(notice.id)


async def raw_sql(svc: GameService, sql: str) -> None:
    """Write behind the service's back (to make what an older version left behind)."""
    store = svc.store
    if hasattr(store, "_pool"):  # PostgreSQL
        await store._pool.execute(sql)
        return
    await store._call(lambda: store._db.execute(sql))
