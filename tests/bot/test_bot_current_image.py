"""Every game: the image people look at is current (issue #25). An edited phase message carries the board as it
is now, and re-attaches it only when it changed (the same image is never uploaded twice).

Real service on SQLite, real A&A D-Day engine, real discord.py over the fake transport (every request validated
against Discord's OpenAPI spec). The "image" names the position it shows, so it changes when the board does.
That an unchanged image is not sent again: ``test_bot_live_message`` (its image never changes, and its edits carry
none).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.discord.app import DdayBot
from bot.service import GameService
from tests.bot.fake_discord import CHANNEL_ID, FakeDiscord, Payloads
from tests.bot.harness import Driver, logged_in, settings
from tests.bot.test_bot_live_message import BLUE, EDIT, RED, check, live_id, pick, play

DRAWN: list[str] = []


def render(view: Any) -> tuple[bytes, str]:
    """A different "image" for each position (its JSON), as Pillow's would be."""
    shown = view.model_dump_json()
    DRAWN.append(shown)
    return b"PNG" + str(hash(shown)).encode(), "The board now."


@pytest.fixture
async def table(api: FakeDiscord, tmp_path: Path, payloads: Payloads):
    svc = await GameService.open(str(tmp_path / "current.sqlite3"), render=render)
    bot = DdayBot(settings(tmp_path), service=svc)
    await logged_in(bot)
    for command in api.requests("PUT")[-1].body:
        payloads.command_ids[command["name"]] = command.get("id", "0")
    driver = Driver(bot, api, payloads)
    check(await driver.command("game new aa-dday", {"players": "2"}, user_id=RED))
    check(await driver.command("game join", {"seat": "axis"}, user_id=RED))
    check(await driver.command("game join", {"seat": "allies"}, user_id=BLUE))
    yield driver, svc
    await bot.close()
    await svc.close()


async def test_an_edited_phase_message_carries_the_board_as_it_is_now(table, api: FakeDiscord) -> None:
    driver, svc = table
    message_id = await live_id(svc)
    seat, action = await pick(svc, inside=True)
    api.clear()
    await play(driver, seat, action)
    (edit,) = api.edits()
    assert edit.template == EDIT and edit.path.endswith(f"/{message_id}")
    loaded = await svc.inspect(CHANNEL_ID)
    (file,) = edit.files
    assert file[2] == b"PNG" + str(hash(loaded.engine.view(loaded.state, None).model_dump_json())).encode(), (
        "the image of the position now"
    )
    assert [a["description"] for a in edit.body["attachments"]] == ["The board now."]
    assert "/game board" not in edit.body["content"], "no note that the image is old: it is not"
    assert [a["filename"] for a in api.messages[message_id]["attachments"]] == [edit.body["attachments"][0]["filename"]]
    # /game board of the same position draws nothing again: one drawing per position (cached by version).
    drawn = len(DRAWN)
    check(await driver.command("game board", {}, user_id=RED))
    assert len(DRAWN) == drawn
