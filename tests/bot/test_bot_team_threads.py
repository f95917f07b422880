"""Overlord in Discord (issue #13): the Team threads, through real discord.py over the fake transport.

A 12-player Campaign A: the last `/game join` starts it; the bot opens one private thread per Team
(``POST /channels/{id}/threads``, type 12, not invitable), adds each Team's players, welcomes them, and
each later phase writes each Team's prompts in its thread. Without the permission it says so once in the
channel and the game plays on there. Every request is validated against Discord's OpenAPI spec.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.discord.present import merge_posts
from bot.service import GameService, Post
from bot.service.common import Track
from bot.service.teams import NO_THREADS
from rules.core import find_game
from tests.bot.fake_discord import CHANNEL_ID, FakeDiscord, Payloads, Sent
from tests.bot.harness import Driver, real_table
from tests.bot.test_bot_dday_dice import CALLBACK, ORIGINAL, find, latest_tray, tray_buttons
from tests.conftest import no_render
from tests.service.overlord_table import USERS, create_table, overlord_options

THREADS = "/channels/{channel_id}/threads"
MEMBERS = "/channels/{channel_id}/thread-members/{user_id}"
SEND = "/channels/{channel_id}/messages"
TEAMS = {"Team Able": 1, "Team Baker": 2, "Team Charlie": 3}


def check(sent: list[Sent]) -> list[Sent]:
    for request in sent:
        request.validate()
    return sent


@pytest.fixture
async def table(api: FakeDiscord, tmp_path: Path, payloads: Payloads):
    async for pair in real_table(api, tmp_path, payloads, no_render, "teams.sqlite3"):
        driver, svc = pair
        await create_table(svc, channel=CHANNEL_ID)
        for seat in find_game("dday-dice").seats_for(overlord_options())[:-1]:
            await svc.join(CHANNEL_ID, USERS[seat], seat)
        yield driver, svc


async def start(driver: Driver) -> list[Sent]:
    return check(await driver.command("game join", {"seat": "t3u4"}, user_id=USERS["t3u4"]))


async def test_the_start_opens_a_private_thread_per_team_and_adds_its_players(table, api: FakeDiscord) -> None:
    driver, svc = table
    sent = await start(driver)
    opened = [s for s in sent if s.method == "POST" and s.template == THREADS]
    assert len(opened) == 3
    for request, team in zip(opened, TEAMS, strict=True):
        assert request.path == f"/channels/{CHANNEL_ID}/threads"
        assert request.body["type"] == 12 and request.body["invitable"] is False
        assert request.body["name"].startswith(team)
    ids = list(api.threads)
    assert [api.thread_members[i] for i in ids] == [
        [USERS[f"t{column}u{u}"] for u in range(1, 5)] for column in TEAMS.values()
    ]
    assert all(s.template == MEMBERS for s in sent if s.method == "PUT")
    # One welcome in each thread, then the first roll's trays of its Units there (with their buttons).
    in_threads = [s for s in sent if s.method == "POST" and s.template == SEND and int(s.path.split("/")[2]) in ids]
    welcomes = [s for s in in_threads if "private thread" in s.body["content"]]
    assert len(welcomes) == 3
    trays = [s for s in in_threads if tray_buttons(s.body)]
    assert len(trays) == 12, "one tray per Unit, none lost to merging"
    for tray in trays:
        seat = tray_buttons(tray.body)[0]["custom_id"].split(":")[5]
        assert int(tray.path.split("/")[2]) == ids[int(seat[1]) - 1], "each tray in its own Team's thread"
    assert not [s for s in sent if s.creates_message and s.template != SEND and tray_buttons(s.message or {})], (
        "no tray in the channel"
    )
    assert all(w.body["allowed_mentions"]["users"] == [] for w in welcomes), "a welcome pings nobody"
    table_id = (await svc.inspect(CHANNEL_ID)).table.id
    assert await svc.store.team_threads(table_id) == dict(zip(TEAMS, ids, strict=True))


async def test_each_phase_writes_each_teams_prompts_in_its_thread_and_pings_once_in_the_channel(table, api: FakeDiscord) -> None:
    driver, svc = table
    await start(driver)
    ids = list(api.threads)
    seats = find_game("dday-dice").seats_for(overlord_options())
    for seat in seats[:-1]:
        await svc.submit(CHANNEL_ID, USERS[seat], "keep")
    api.clear()
    sent = check(await driver.command("dice keep", {}, user_id=USERS["t3u4"]))
    posted = [s for s in sent if s.creates_message]
    in_threads = [s for s in posted if s.template == SEND and int(s.path.split("/")[2]) in ids]
    assert sorted(int(s.path.split("/")[2]) for s in in_threads) == sorted(ids)
    assert all(s.body["allowed_mentions"]["users"] == [] for s in in_threads), "no second ping in the threads"
    pinging = [s for s in posted if (s.message or {}).get("allowed_mentions", {}).get("users")]
    assert len(pinging) == 1, "one message pings, in the channel"
    users = {int(u) for u in pinging[0].message["allowed_mentions"]["users"]}
    assert users == {USERS[s] for s in seats if s not in ("t1u1", "t1u4", "t3u4")}


async def test_a_tray_pressed_in_a_thread_updates_the_channels_phase_message(table, api: FakeDiscord) -> None:
    driver, svc = table
    await start(driver)
    thread = list(api.threads)[0]
    in_thread = Driver(driver.bot, api, Payloads(channel_id=thread))
    tray = latest_tray(api, "t1u1")
    api.clear()
    sent = check(await in_thread.press(find(tray, "keep")["custom_id"], tray, user_id=USERS["t1u1"]))
    assert [s.template for s in sent if s.method == "PATCH"] == [ORIGINAL], (
        "the tray is redrawn; Team Able still waits for three Units: the channel's message is left as it is (issue #25)"
    )
    assert not [s for s in sent if s.creates_message] and api.ephemeral_messages == []
    loaded = await svc.inspect(CHANNEL_ID)
    assert "t1u1" not in {p.seat for p in loaded.engine.prompts(loaded.state)}
    for seat in ("t1u2", "t1u3"):
        await svc.submit(CHANNEL_ID, USERS[seat], "keep")
    tray = latest_tray(api, "t1u4")
    api.clear()
    sent = check(await in_thread.press(find(tray, "keep")["custom_id"], tray, user_id=USERS["t1u4"]))
    assert [s.template for s in sent if s.method == "PATCH"] == [ORIGINAL, "/channels/{channel_id}/messages/{message_id}"]
    live_edit = [s for s in sent if s.template == "/channels/{channel_id}/messages/{message_id}"][0]
    assert live_edit.path.startswith(f"/channels/{CHANNEL_ID}/"), "the live message is the channel's, edited there"
    now = live_edit.body["content"].split("**Now:**")[1]
    assert "Team Able" not in now and "Team Baker (in its thread)" in now, "Team Able is done: the channel says so"
    assert not [s for s in sent if s.creates_message], "nothing new posted: the tray and the phase message are edited"


async def test_a_command_typed_in_a_team_thread_plays_the_game_of_its_channel(table, api: FakeDiscord, payloads: Payloads) -> None:
    driver, svc = table
    await start(driver)
    thread = list(api.threads)[1]  # Team Baker's
    in_thread = Payloads(channel_id=thread, channel=api.threads[thread])
    in_thread.command_ids = payloads.command_ids
    api.clear()
    sent = check(await Driver(driver.bot, api, in_thread).command("dice keep", {}, user_id=USERS["t2u1"]))
    loaded = await svc.inspect(CHANNEL_ID)
    assert "t2u1" not in {p.seat for p in loaded.engine.prompts(loaded.state)}, "the keep was played"
    assert not [s for s in sent if s.creates_message and not s.ephemeral], "nothing new in the thread or the channel"
    assert not [s for s in sent if s.method == "PATCH"], "Team Baker still waits: the channel's message stays (issue #25)"
    (done,) = api.ephemeral_messages
    assert f"<#{CHANNEL_ID}>" in done.body["content"], "its author is told, privately, where the game's message is"
    assert [s.template for s in sent if s.method == "DELETE"] == [ORIGINAL], "the public placeholder goes"
    # Autocomplete there offers the Unit's own choices, from the channel's game.
    api.clear()
    await Driver(driver.bot, api, in_thread).autocomplete("dice lock", {"dice": ""}, "dice", user_id=USERS["t2u2"])
    (answer,) = [s for s in api.sent if s.template == CALLBACK]
    assert answer.body["type"] == 8 and answer.body["data"]["choices"], "legal locks offered in the thread"


async def test_without_the_permission_the_bot_says_so_once_and_plays_on(table, api: FakeDiscord) -> None:
    driver, svc = table
    api.fail_next("POST", THREADS, status=403, code=50013)
    sent = await start(driver)
    assert len([s for s in sent if s.template == THREADS]) == 1, "one refusal is the channel's: no second try"
    notes = [s for s in sent if s.creates_message and NO_THREADS in ((s.message or {}).get("content") or "")]
    assert len(notes) == 1 and notes[0].path == f"/channels/{CHANNEL_ID}/messages"
    table_id = (await svc.inspect(CHANNEL_ID)).table.id
    assert await svc.store.team_threads(table_id) == {team: None for team in TEAMS}
    trays = [s for s in sent if s.creates_message and tray_buttons(s.message or {})]
    assert len(trays) == 12 and all(s.path == f"/channels/{CHANNEL_ID}/messages" for s in trays), (
        "without threads, each tray is its own message in the channel"
    )
    posts = await svc.submit(CHANNEL_ID, USERS["t1u1"], "keep")
    assert all(p.channel_id is None for p in posts)


async def test_a_deleted_thread_falls_back_to_the_channel(table, api: FakeDiscord) -> None:
    driver, svc = table
    await start(driver)
    ids = list(api.threads)
    seats = find_game("dday-dice").seats_for(overlord_options())
    for seat in seats[:-1]:
        await svc.submit(CHANNEL_ID, USERS[seat], "keep")
    api.clear()
    api.fail_next("POST", SEND, status=404, code=10003)  # the first thread post: Unknown Channel
    sent = check(await driver.command("dice keep", {}, user_id=USERS["t3u4"]))
    sends = [s for s in sent if s.template == SEND]
    channels = [int(s.path.split("/")[2]) for s in sends]
    assert channels[:2] == [ids[0], CHANNEL_ID], "the refused thread post goes to the channel instead"
    assert sorted(channels[2:]) == sorted(ids[1:])
    assert not [s for s in sent if s.creates_message and "could not post" in ((s.message or {}).get("content") or "")]


def test_posts_for_a_named_channel_are_never_merged_nor_counted() -> None:
    phase = Post(content="phase", track=Track(table_id=1, seq=3))
    trays = [Post(content=f"tray {i}", channel_id=7000 + i % 3, buttons=[]) for i in range(12)]
    notes = [Post(content=f"note {i}") for i in range(6)]
    merged = merge_posts([phase, *trays, *notes])
    assert [p.content for p in merged if p.channel_id is not None] == [t.content for t in trays]
    assert len([p for p in merged if p.channel_id is None]) == 5, "the reply itself stays within five messages"


async def test_game_service_records_no_thread_for_another_channel(table) -> None:
    _, svc = table
    assert isinstance(svc, GameService)
    assert await svc.record_threads(CHANNEL_ID + 1, 1, {"Team Able": 5}) == []
