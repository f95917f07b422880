"""Across the server (issue #50): ``/game mine`` and ``/game list`` through the bot's Discord layer.

A real service on a file and the logged-in bot over the fake transport (every request checked against Discord's
OpenAPI spec). Games are opened in several channels of the fake server; ``/game list`` reads the server's roles and
channels from the API (``GET /guilds/{id}`` and ``/channels``), as the bot does on Discord.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.service import GameService
from tests.bot.fake_discord import GUILD_ID, FakeDiscord, Payloads, Sent
from tests.bot.harness import Driver, real_table
from tests.conftest import no_render

ANN, BOB, CLEO = 801_000_000_000_000_001, 802_000_000_000_000_002, 803_000_000_000_000_003
AA, PB, DICE, SECRET = 900_000_000_000_000_011, 900_000_000_000_000_012, 900_000_000_000_000_013, 900_000_000_000_000_014
OFFICERS = 990_000_000_000_000_001


@pytest.fixture
async def table(api: FakeDiscord, tmp_path: Path, payloads: Payloads):
    async for driver, svc in real_table(api, tmp_path, payloads, no_render, "lists.sqlite3"):
        yield driver, svc


def answer(sent: list[Sent]) -> dict[str, Any]:
    """The one private answer a list command gives (its text with its embeds, and its buttons)."""
    for request in sent:
        request.validate()
    (message,) = [s for s in sent if s.message is not None and s.message.get("content")]
    assert message.ephemeral, "a list is the asker's alone"
    body = message.message or {}
    text = "\n".join([body.get("content") or "", *[e.get("description") or "" for e in body.get("embeds") or []]])
    buttons = [c for row in body.get("components") or [] for c in row.get("components", [])]
    return {"text": text, "buttons": buttons}


async def seat_games(svc: GameService, api: FakeDiscord) -> None:
    """Ann is the Axis at A&A (Bob's Allies decide first), the British at Pegasus Bridge with Bob (both decide
    their starting hands), and waits in a D-Day Dice lobby for a second player."""
    for channel in (AA, PB, DICE, SECRET):
        api.guild.open_channel(channel)
    await svc.new_game(AA, GUILD_ID, ANN, "aa-dday", {"players": "2"}, seed=3)
    await svc.join(AA, ANN, "axis")
    await svc.join(AA, BOB, "allies")
    await svc.new_game(PB, GUILD_ID, BOB, "pegasus-bridge", {"scenario": "1b"}, seed=3)
    await svc.join(PB, BOB, "german")
    await svc.join(PB, ANN, "british")
    await svc.new_game(DICE, GUILD_ID, ANN, "dday-dice", {"players": "2"}, seed=3)
    await svc.join(DICE, ANN, "unit1")


async def test_mine_lists_each_game_once_with_the_ones_waiting_for_you_first(table: tuple[Driver, GameService]) -> None:
    driver, svc = table
    await seat_games(svc, driver.api)
    asked = {c: {p.seat for p in (await svc.inspect(c)).engine.prompts((await svc.inspect(c)).state)} for c in (AA, PB)}
    assert asked == {AA: {"allies"}, PB: {"british", "german"}}, "Bob's Allies decide first; both keep or redraw hands"
    got = answer(await driver.command("game mine", user_id=ANN))
    text = got["text"]
    assert text.startswith("**Your games**: 3 games, 1 waiting for you.")
    for channel in (AA, PB, DICE):
        assert text.count(f"<#{channel}>") == 1
    yours, waiting, lobby = (text.split("__Your turn__")[1].split("__Waiting for someone else__")[0],
                             text.split("__Waiting for someone else__")[1].split("__In the lobby__")[0],
                             text.split("__In the lobby__")[1])
    assert f"<#{PB}>" in yours and f"<#{AA}>" in waiting and f"<#{DICE}>" in lobby and "1 seat free" in lobby
    # a link button jumps to each channel, in the order listed: the game waiting for Ann first
    urls = [b["url"] for b in got["buttons"]]
    assert urls == [f"https://discord.com/channels/{GUILD_ID}/{c}" for c in (PB, AA, DICE)]
    # Cleo sits nowhere
    assert "no game on this server" in answer(await driver.command("game mine", user_id=CLEO))["text"]


async def test_mine_shows_who_is_waited_for_and_an_ended_game_only_when_asked(table: tuple[Driver, GameService]) -> None:
    driver, svc = table
    await seat_games(svc, driver.api)
    loaded = await svc.inspect(AA)
    asked = {p.seat for p in loaded.engine.prompts(loaded.state)}
    assert asked == {"allies"}, "A&A: the Allies decide first"
    line = next(x for x in answer(await driver.command("game mine", user_id=ANN))["text"].splitlines() if f"<#{AA}>" in x)
    assert f"you play Axis (Germany) · waiting for Allies (U.K. and U.S.) (<@{BOB}>) since <t:" in line
    line = next(x for x in answer(await driver.command("game mine", user_id=BOB))["text"].splitlines() if f"<#{AA}>" in x)
    assert "you play Allies (U.K. and U.S.) · asked <t:" in line
    await svc.abort(AA, ANN)  # a game in play, aborted: it ended
    assert f"<#{AA}>" not in answer(await driver.command("game mine", user_id=ANN))["text"]
    text = answer(await driver.command("game mine", {"ended": True}, user_id=ANN))["text"]
    ended = text.split("__Ended in the last 30 days__")[1]
    assert f"<#{AA}>" in ended and "ended <t:" in ended
    # an aborted lobby was never a game: it is not listed as ended
    await svc.abort(DICE, ANN)
    assert f"<#{DICE}>" not in answer(await driver.command("game mine", {"ended": True}, user_id=ANN))["text"]


async def test_list_shows_only_tables_in_channels_the_person_can_view(table: tuple[Driver, GameService]) -> None:
    driver, svc = table
    await seat_games(svc, driver.api)
    driver.api.guild.roles[OFFICERS] = ("Officers", 0)
    driver.api.guild.private_channel(SECRET, role_id=OFFICERS)
    await svc.new_game(SECRET, GUILD_ID, CLEO, "aa-dday", {"players": "2"}, seed=4)
    outsider = answer(await driver.command("game list", user_id=BOB))["text"]
    assert f"<#{SECRET}>" not in outsider and f"<@{CLEO}>" not in outsider
    assert "1 open, 2 in play" in outsider
    assert [line for line in outsider.splitlines() if f"<#{DICE}>" in line][0].count("1 seat free") == 1
    driver.payloads.roles[CLEO] = [OFFICERS]
    officer = answer(await driver.command("game list", user_id=CLEO))["text"]
    assert f"<#{SECRET}>" in officer and "2 open, 2 in play" in officer
    # the filters: one game, one kind of table
    only = answer(await driver.command("game list", {"game": "pegasus-bridge"}, user_id=CLEO))["text"]
    assert f"<#{PB}>" in only and f"<#{AA}>" not in only and f"<#{SECRET}>" not in only
    lobbies = answer(await driver.command("game list", {"show": "open"}, user_id=CLEO))["text"]
    assert f"<#{DICE}>" in lobbies and f"<#{SECRET}>" in lobbies and f"<#{AA}>" not in lobbies
    # a page past the end is refused in a sentence
    sent = await driver.command("game list", {"page": 9}, user_id=CLEO)
    assert any("There is no page 9" in (s.message or {}).get("content", "") for s in sent if s.message)


async def test_a_korean_reader_gets_korean_lists(table: tuple[Driver, GameService]) -> None:
    driver, svc = table
    await seat_games(svc, driver.api)
    driver.payloads.locale = "ko"
    text = answer(await driver.command("game mine", user_id=ANN))["text"]
    assert text.startswith("**내 게임**: 3개") and "대기실" in text
    text = answer(await driver.command("game list", user_id=ANN))["text"]
    assert text.startswith("**이 서버의 테이블**")


async def test_mygames_in_a_direct_message_lists_every_server(table: tuple[Driver, GameService]) -> None:
    """``/game`` is a server's; in a DM with the bot ``/mygames`` answers instead, for every server."""
    from tests.bot.test_bot_contexts import in_dm

    driver, svc = table
    await seat_games(svc, driver.api)
    await svc.new_game(SECRET, GUILD_ID + 1, BOB, "pegasus-bridge", {"scenario": "1a"}, seed=4)  # another server
    await svc.join(SECRET, BOB, "german")
    await svc.join(SECRET, ANN, "british")
    text = answer(await driver.dispatch(in_dm(driver.payloads.command("mygames", user_id=ANN), ANN)))["text"]
    assert text.startswith("**Your games**: 4 games") and f"<#{SECRET}>" in text


async def test_list_says_so_when_discord_does_not_tell_the_channels(table: tuple[Driver, GameService]) -> None:
    """No list rather than one that could show a channel the asker cannot see: a typed sentence, nothing else."""
    driver, svc = table
    await seat_games(svc, driver.api)
    driver.api.outage("GET", "/guilds/{guild_id}/channels", status=503)
    sent = await driver.command("game list", user_id=ANN)
    driver.api.heal()
    for request in sent:
        request.validate()
    texts = [(s.message or {}).get("content", "") for s in sent if s.message]
    assert any("Discord did not tell me which channels" in x for x in texts), texts
    assert not any(f"<#{c}>" in x for x in texts for c in (AA, PB, DICE))
    assert f"<#{AA}>" in answer(await driver.command("game list", user_id=ANN))["text"], "and once Discord answers, it lists"
