"""``/game board``, ``/game status`` (issue #25) and ``/game history`` (issue #46) answer privately by default, and
``share:True`` posts them.

Real discord.py, a real service on SQLite, every game family; only the HTTP transport is fake, and every
request is validated against Discord's OpenAPI spec. Looking never changes the table.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.bot import toy_game
from tests.bot.fake_discord import CHANNEL_ID, FakeDiscord, Payloads, Sent
from tests.bot.harness import real_table
from tests.bot.test_bot_game_guard import CALLBACK, FIRST, GAMES, start, version

WATCHER = 609_000_000_000_000_009


def check(sent: list[Sent]) -> list[Sent]:
    for request in sent:
        request.validate()
    return sent


def board_png(view: Any) -> tuple[bytes | None, str]:
    return toy_game.tiny_png(), "the board, in words"


@pytest.fixture
async def real(api: FakeDiscord, tmp_path: Path, payloads: Payloads):
    async for pair in real_table(api, tmp_path, payloads, board_png, "look.sqlite3"):
        yield pair


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("look", [("game board", {}, True), ("game status", {}, True), ("game history", {}, False)])
async def test_looking_is_private_by_default_and_shared_on_request(real, api: FakeDiscord, game, look):
    driver, svc = real
    await start(svc, game)
    path, options, drawn = look
    before = await version(svc)
    api.clear()
    sent = check(await driver.command(path, options, user_id=WATCHER))
    assert sent[0].template == CALLBACK and sent[0].body["type"] == 5 and sent[0].body["data"]["flags"] & 64, (
        "the placeholder is private too: the channel never sees that someone looked"
    )
    assert api.public_messages == []
    (mine,) = api.ephemeral_messages
    assert bool(mine.files) == drawn, "the board image, to the asker only (a history page has none)"
    content = mine.message.get("content") or ""
    assert content

    api.clear()
    sent = check(await driver.command(path, {**options, "share": True}, user_id=WATCHER))
    assert sent[0].body == {"type": 5}, "shared: a public placeholder"
    assert api.ephemeral_messages == []
    (everyone,) = api.public_messages
    assert (everyone.message.get("content") or "") == content, "the same answer, now for the channel"
    assert bool(everyone.files) == bool(mine.files)
    assert everyone.message["allowed_mentions"].get("users", []) == [], "looking pings nobody"
    assert await version(svc) == before, "looking changes nothing"


async def test_share_is_offered_on_every_look(real, api: FakeDiscord):
    driver, _ = real
    game = driver.bot.tree.get_command("game")
    for name in ("board", "status", "history"):
        command = game.get_command(name)
        (share,) = [p for p in command.parameters if p.name == "share"]
        assert not share.required and "only you" in share.description
        assert "only you" in command.description


async def test_a_refusal_stays_private_whether_shared_or_not(real, api: FakeDiscord):
    driver, svc = real
    await svc.new_game(CHANNEL_ID, 1, FIRST, "aa-dday", {}, seed=1)  # a lobby: no board yet
    for options in ({}, {"share": True}):
        api.clear()
        check(await driver.command("game board", options, user_id=WATCHER))
        assert api.public_messages == []
        (refusal,) = api.ephemeral_messages
        assert "not started" in refusal.message["content"]
