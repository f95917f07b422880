"""The background task delivers reminders: in the channel, or by DM when asked; payloads valid per the spec."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.discord.app import DdayBot
from bot.service import GameService
from tests.bot import toy_game
from tests.bot.fake_discord import CHANNEL_ID, DM_CHANNEL_ID, FakeDiscord
from tests.bot.harness import logged_in, settings

RED, BLUE = 301_000_000_000_000_001, 302_000_000_000_000_002
HOUR = 3600.0


class Clock:
    def __init__(self) -> None:
        self.now = 1_780_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
async def timed(tmp_path: Path, api: FakeDiscord, toy_engine):
    clock = Clock()
    svc = await GameService.open(str(tmp_path / "t.sqlite3"), render=toy_game.render, clock=clock)
    bot = DdayBot(settings(tmp_path), service=svc)
    await logged_in(bot)
    await svc.new_game(CHANNEL_ID, None, RED, "toy-race", {}, settings={"reminder_hours": 2})
    await svc.join(CHANNEL_ID, RED, "red")
    await svc.join(CHANNEL_ID, BLUE, "blue")
    api.clear()
    yield bot, svc, clock
    await bot.close()
    await svc.close()


async def test_a_due_reminder_is_posted_in_the_channel_pinging_only_that_player(timed, api: FakeDiscord):
    bot, _svc, clock = timed
    assert await bot.deliver_due() == 0
    clock.now += 2 * HOUR
    assert await bot.deliver_due() == 1
    posts = api.requests("POST", "/channels/{channel_id}/messages")
    assert len(posts) == 1 and posts[0].path == f"/channels/{CHANNEL_ID}/messages"
    posts[0].validate()
    assert posts[0].body["allowed_mentions"] == {"parse": [], "users": [RED]}
    assert f"<@{RED}>" in posts[0].body["content"]
    assert await bot.deliver_due() == 0, "the next reminder waits longer"


async def test_a_player_who_asked_for_dms_is_reminded_privately(timed, api: FakeDiscord):
    bot, svc, clock = timed
    await svc.set_prefs(RED, dm=True)
    clock.now += 2 * HOUR
    assert await bot.deliver_due() == 1
    dm = api.requests("POST", "/users/@me/channels")
    assert dm and dm[0].body == {"recipient_id": RED}
    posts = api.requests("POST", "/channels/{channel_id}/messages")
    assert [p.path for p in posts] == [f"/channels/{DM_CHANNEL_ID}/messages"]
    for request in api.sent:
        request.validate()


async def test_a_notice_whose_post_fails_stays_queued_and_goes_out_once(timed, api: FakeDiscord):
    bot, svc, clock = timed
    clock.now += 2 * HOUR
    api.fail_next("POST", "/channels/{channel_id}/messages", status=400, code=50035)
    assert await bot.deliver_due() == 0, "Discord refused it"
    (waiting,) = await svc.pending_notices()
    assert waiting.kind == "reminder" and waiting.attempts == 1
    clock.now += 60
    assert await bot.deliver_due() == 1, "the next tick posts it"
    posts = api.requests("POST", "/channels/{channel_id}/messages")
    assert len(posts) == 2 and posts[0].body["content"] == posts[1].body["content"]
    assert posts[1].body["nonce"] == f"dday-notice-{waiting.id}" and posts[1].body["enforce_nonce"] is True
    posts[1].validate()
    assert await svc.pending_notices() == []
    clock.now += 60
    assert await bot.deliver_due() == 0, "and never again"
