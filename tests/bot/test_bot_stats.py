"""Statistics and ratings (issue #50): ``/game stats`` and ``/game leaderboard`` through the bot's Discord layer.

A real service on a file and the logged-in bot over the fake transport (every request checked against Discord's
OpenAPI spec). Ann and Bob race (the toy race, tests/bot/toy_game.py) in a public channel and in a private one that
only the Officers can view; a person who cannot view the private channel never sees its game in anyone's record nor
in the ranking, which is computed from the games they can see.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.service import GameService
from tests.bot.fake_discord import GUILD_ID, FakeDiscord, Payloads, Picked
from tests.bot.harness import Driver, real_table
from tests.bot.test_bot_lists import answer
from tests.conftest import no_render

ANN, BOB, CLEO = 801_000_000_000_000_001, 802_000_000_000_000_002, 803_000_000_000_000_003
OPEN, SECRET = 900_000_000_000_000_021, 900_000_000_000_000_022
OFFICERS = 990_000_000_000_000_001
RED_WINS = ("0 to 2", "0 to 1", "2 to 4", "1 to 2", "4 to 6")


@pytest.fixture
async def table(api: FakeDiscord, tmp_path: Path, payloads: Payloads, toy_engine):
    async for driver, svc in real_table(api, tmp_path, payloads, no_render, "stats.sqlite3"):
        yield driver, svc


async def race(svc: GameService, channel: int, red: int, blue: int) -> None:
    """Red beats Blue in five moves."""
    await svc.new_game(channel, GUILD_ID, red, "toy-race", {}, seed=1)
    await svc.join(channel, red, "red")
    await svc.join(channel, blue, "blue")
    for i, step in enumerate(RED_WINS):
        await svc.submit(channel, red if i % 2 == 0 else blue, f"move 1 inf from {step}")


async def two_races(driver: Driver, svc: GameService) -> None:
    driver.api.guild.open_channel(OPEN)
    driver.api.guild.roles[OFFICERS] = ("Officers", 0)
    driver.api.guild.private_channel(SECRET, role_id=OFFICERS)
    await race(svc, OPEN, ANN, BOB)  # Ann wins in the open
    await race(svc, SECRET, BOB, ANN)  # Bob wins in private


async def test_stats_and_leaderboard_leave_out_a_private_channels_games(table: tuple[Driver, GameService]) -> None:
    driver, svc = table
    await two_races(driver, svc)
    outsider = answer(await driver.command("game stats", {"user": Picked(ANN)}, user_id=CLEO))["text"]
    assert outsider.startswith(f"**Record of <@{ANN}>** on this server")
    assert "1 played: 1 won, 0 lost, 0 drawn, 0 resigned" in outsider
    assert "__Toy Race__ · rating 1662? ± 290 (#1 of 2)" in outsider
    assert "- **Red Army**: 1 played: 1 won" in outsider and "Blue Army" not in outsider
    assert "to act on average (3 turns)" in outsider
    board = answer(await driver.command("game leaderboard", {"game": "toy-race"}, user_id=CLEO))["text"]
    assert "2 rated players" in board
    assert f"1. <@{ANN}> **1662? ± 290** · 1 game: 1 won, 0 lost, 0 drawn" in board
    assert f"2. <@{BOB}> **1338? ± 290** · 1 game: 0 won, 1 lost, 0 drawn" in board
    # an Officer sees both games: one each, so the ratings are those of a win and a loss
    driver.payloads.roles[CLEO] = [OFFICERS]
    officer = answer(await driver.command("game stats", {"user": Picked(ANN)}, user_id=CLEO))["text"]
    assert "2 played: 1 won, 1 lost" in officer and "- **Blue Army**: 1 played: 0 won, 1 lost" in officer
    board = answer(await driver.command("game leaderboard", {"game": "toy-race"}, user_id=CLEO))["text"]
    assert "1 game:" not in board and "2 games: 1 won, 1 lost, 0 drawn" in board
    assert "1662" not in board, "the ratings are computed from the games the reader can see"


async def test_own_stats_nothing_yet_and_korean(table: tuple[Driver, GameService]) -> None:
    driver, svc = table
    sent = await driver.command("game stats", user_id=CLEO)
    assert f"<@{CLEO}> has no ended game" in answer(sent)["text"]
    await two_races(driver, svc)
    mine = answer(await driver.command("game stats", user_id=BOB))["text"]
    assert mine.startswith(f"**Record of <@{BOB}>**") and "1 played: 0 won, 1 lost" in mine
    driver.payloads.locale = "ko"
    text = answer(await driver.command("game stats", user_id=BOB))["text"]
    assert text.startswith(f"**<@{BOB}>님의 전적**") and "1판: 승 0, 패 1" in text
    board = answer(await driver.command("game leaderboard", {"game": "toy-race"}, user_id=BOB))["text"]
    assert board.startswith("**순위표: Toy Race**") and "레이팅된 플레이어 2명" in board
