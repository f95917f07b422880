"""Atlantikwall through the real service: the German seat is named, pinged when he must act, his Awards only in
his own ephemeral view; the solitaire seats the German alone; /game new refuses a bad Atlantikwall option."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.service import GameService
from bot.service.errors import ServiceError
from rules.core.errors import RuleError
from rules.dday_dice.engine import ENGINE as E

UNIT, GERMAN = 101, 201


@pytest.fixture
async def svc(tmp_path: Path):
    service = await GameService.open(str(tmp_path / "aw.sqlite3"), render=lambda view: (None, view.title))
    yield service
    await service.close()


async def _start(svc: GameService, channel: int, options: dict[str, str], seats: dict[str, int]) -> list:
    await svc.new_game(channel, 1, UNIT, "dday-dice", options, seed=4)
    posts = []
    for seat, user in seats.items():
        posts += await svc.join(channel, user, seat)
    return posts


async def test_the_german_seat_is_named_pinged_and_sees_his_awards_alone(svc):
    posts = await _start(svc, 1, {"players": "1", "german": "player"}, {"unit1": UNIT, "german": GERMAN})
    text = " ".join(p.content or "" for p in posts)
    assert "German player" in text and f"<@{GERMAN}>" in text
    loaded = await svc.inspect_any(1)
    state = loaded.state.model_copy(update={"german": loaded.state.german.model_copy(
        update={"awards": ("german-cross",)})})
    from bot.service.private import private_post

    mine = private_post(E, state, ["german"], channel_id=1, table_id=1, version=1)
    assert mine.ephemeral and "German Cross" in mine.content and "your Awards" in mine.content
    theirs = private_post(E, state, ["unit1"], channel_id=1, table_id=1, version=1)
    assert "German Cross" not in theirs.content
    status = await svc.status(1)
    assert "German player" in status.content


async def test_the_solitaire_seats_the_german_alone(svc):
    posts = await _start(svc, 2, {"mode": "german-solo"}, {"german": GERMAN})
    assert any(f"<@{GERMAN}>" in (p.content or "") for p in posts)
    loaded = await svc.inspect_any(2)
    assert loaded.state.german.solo and E.active_seats(loaded.state) == {"german"}


async def test_game_new_refuses_a_bad_atlantikwall_option(svc):
    with pytest.raises((ServiceError, RuleError)):
        await svc.new_game(3, 1, UNIT, "dday-dice", {"german": "maybe"}, seed=1)
