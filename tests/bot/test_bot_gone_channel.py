"""A deleted (or unreadable) channel pauses its game; a button of the old format is refused, never applied."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.discord.app import DdayBot
from bot.service import GameService, Post, PostButton
from tests.bot import toy_game
from tests.bot.fake_discord import CHANNEL_ID, FakeDiscord
from tests.bot.harness import Driver, logged_in, settings
from tests.bot.test_bot_payloads import _message_with_buttons
from tests.service.test_longplay import Clock

RED, BLUE = 301_000_000_000_000_001, 302_000_000_000_000_002
HOUR = 3600.0
POST = ("POST", "/channels/{channel_id}/messages")


@pytest.fixture
async def timed(tmp_path: Path, api: FakeDiscord, toy_engine):
    clock = Clock(1_780_000_000.0)
    svc = await GameService.open(str(tmp_path / "t.sqlite3"), render=toy_game.render, clock=clock)
    bot = DdayBot(settings(tmp_path), service=svc)
    await logged_in(bot)
    await svc.new_game(CHANNEL_ID, None, RED, "toy-race", {}, settings={"reminder_hours": 1, "deadline_hours": 48})
    await svc.join(CHANNEL_ID, RED, "red")
    await svc.join(CHANNEL_ID, BLUE, "blue")
    api.clear()
    yield bot, svc, clock
    await bot.close()
    await svc.close()


async def test_a_deleted_channel_pauses_the_game_after_three_failed_posts(timed, api: FakeDiscord):
    bot, svc, clock = timed
    version = (await svc.inspect(CHANNEL_ID)).version
    for _ in range(10):
        api.fail_next(*POST, status=404, code=10003)
    for _ in range(3):
        clock.now += 20 * HOUR
        assert await bot.deliver_due() == 0
        if await svc.paused_channels():
            break
    assert len(api.requests(*POST)) == 3, "paused at the third refused post"
    assert await svc.paused_channels() == [CHANNEL_ID]
    api.failures.clear()
    api.clear()
    clock.now += 30 * 24 * HOUR  # far past the deadline: no default applied, nothing posted
    api.fail_next("GET", "/channels/{channel_id}", status=404, code=10003)
    assert await bot.deliver_due() == 0
    assert api.requests(*POST) == []
    assert (await svc.inspect(CHANNEL_ID)).version == version
    assert "Paused" in (await svc.status(CHANNEL_ID)).content
    # The channel can be seen again (access restored): the next probe resumes the game.
    assert await bot.probe_paused(every=0) == [CHANNEL_ID]
    assert await svc.paused_channels() == []
    clock.now += 1 * HOUR + 1
    # What was committed before the pause is still said (the outbox, issue #15): the note that the
    # 48 h deadline passed without a default; stale reminders were withdrawn, the new one goes out.
    assert await bot.deliver_due() == 2
    note, reminder = api.requests(*POST)
    assert "no default" in note.body["content"] and "waiting for you" in reminder.body["content"]
    for sent in (note, reminder):
        sent.validate()


async def test_a_missing_access_failure_counts_and_a_post_that_gets_through_starts_over(timed, api: FakeDiscord):
    bot, svc, clock = timed
    table_id = (await svc.inspect(CHANNEL_ID)).table.id
    for _ in range(2):
        api.fail_next(*POST, status=403, code=50001)
    counts = []
    while api.failures.get(POST) or not counts or counts[-1]:
        clock.now += 40 * HOUR
        delivered = await bot.deliver_due()
        counts.append(await svc.store.post_failures(table_id))
        assert counts[-1] == 0 or not delivered
    assert max(counts) >= 1 and counts[-1] == 0  # failures counted, then a post got through: starts over
    assert await svc.paused_channels() == []


async def test_a_button_of_the_old_format_is_refused_as_stale(driver: Driver, api: FakeDiscord):
    await driver.command("game new toy-race", {}, user_id=RED)
    await driver.command("game join", {"seat": "red"}, user_id=RED)
    await driver.command("game join", {"seat": "blue"}, user_id=BLUE)
    version = (await driver.bot.service.inspect(CHANNEL_ID)).version
    api.clear()
    legacy = f"dday:act:{CHANNEL_ID}:{version}:0"
    button = PostButton(label="Old", custom_id=f"dday:act:{CHANNEL_ID}:1:{version}:0")
    message = _message_with_buttons(api, Post(content="old", buttons=[button]))
    message["components"][0]["components"][0]["custom_id"] = legacy
    sent = await driver.press(legacy, message, user_id=RED)
    for request in sent:
        request.validate()
    assert api.public_messages == []
    (reply,) = api.ephemeral_messages
    assert "earlier version of the bot" in reply.body["content"]
    assert (await driver.bot.service.inspect(CHANNEL_ID)).version == version
