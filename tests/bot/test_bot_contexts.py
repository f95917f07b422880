"""Where commands work, private commands stay private, and a mention gets a pointer (fake transport, OpenAPI).

Game commands are offered in server channels only; /help, /rules and /prefs in a DM with the bot too
(the synced ``contexts``). /orders show and /prefs defer ephemerally: the channel never sees
"is thinking". A message that mentions the bot gets one line pointing to /help, and nothing is logged
as an error.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import pytest

from bot.discord.app import DdayBot
from bot.service import GameService, Post, reference
from bot.service.errors import ServiceError
from bot.service.game_words import command_root
from rules.core import registry
from rules.core.kits import all_kits
from tests.bot import openapi
from tests.bot.fake_discord import (
    BOT_USER_ID,
    CHANNEL_ID,
    DM_CHANNEL_ID,
    GUILD_ID,
    FakeDiscord,
    Payloads,
    Sent,
    now_iso,
    settle,
    user_json,
)
from tests.bot.harness import Driver, logged_in, settings, strict_service

ALICE, BOB = 411_000_000_000_000_001, 412_000_000_000_000_002
CALLBACK = "/interactions/{interaction_id}/{interaction_token}/callback"
PRIVATE_DEFER = {"type": 5, "data": {"flags": 64}}
SERVERS, DMS = 0, 1
EVERYWHERE = {"help", "rules", "prefs", "mygames"}


def check(sent: list[Sent]) -> list[Sent]:
    for request in sent:
        request.validate()
    return sent


@pytest.fixture
async def mocked(api: FakeDiscord, tmp_path, payloads: Payloads) -> tuple[Driver, Any, list[dict[str, Any]]]:
    svc = strict_service([e.spec for e in registry.all_games()])
    bot = DdayBot(settings(tmp_path), service=svc)
    await logged_in(bot)
    commands = api.requests("PUT")[-1].body
    for command in commands:
        payloads.command_ids[command["name"]] = command.get("id", "0")
    api.clear()
    yield Driver(bot, api, payloads), svc, commands
    await bot.close()


def in_dm(payload: dict[str, Any], user_id: int) -> dict[str, Any]:
    """The same interaction sent from a DM with the bot (no guild, no member; context 1)."""
    for key in ("guild_id", "guild", "guild_locale", "member"):
        payload.pop(key, None)
    payload["user"] = user_json(user_id)
    payload["channel_id"] = str(DM_CHANNEL_ID)
    payload["channel"] = {"id": str(DM_CHANNEL_ID), "type": 1, "last_message_id": None, "flags": 0,
                          "recipients": [user_json(user_id)]}
    payload["context"] = DMS
    payload["authorizing_integration_owners"] = {"0": str(GUILD_ID)}
    return payload


# -- where commands work -----------------------------------------------------------------------


async def test_game_commands_are_for_servers_and_help_rules_prefs_also_for_dms(mocked) -> None:
    _, _, commands = mocked
    contexts = {c["name"]: c.get("contexts") for c in commands}
    assert set(contexts) >= EVERYWHERE | {"game", "aa", "pb", "dice", "hand", "orders"}
    for name, where in contexts.items():
        assert where == ([SERVERS, DMS] if name in EVERYWHERE else [SERVERS]), name
    assert all(c.get("integration_types") == [0] for c in commands), "installed to servers"
    assert all(c["dm_permission"] is False for c in commands if c["name"] not in EVERYWHERE)


async def test_the_synced_contexts_are_what_the_openapi_spec_accepts(api: FakeDiscord, mocked) -> None:
    _, _, commands = mocked
    path = "/applications/1/commands"
    assert openapi.errors("PUT", path, commands) == []
    broken = [{**commands[0], "contexts": [7]}]
    assert openapi.errors("PUT", path, broken), "the spec checks the contexts field (7 is no context)"


# -- /help in every context ---------------------------------------------------------------------


def private_reply(api: FakeDiscord, sent: list[Sent]) -> str:
    check(sent)
    assert sent[0].template == CALLBACK and sent[0].body == PRIVATE_DEFER
    assert api.public_messages == []
    (reply,) = api.ephemeral_messages
    mentions = reply.body["allowed_mentions"]
    assert mentions["parse"] == [] and mentions.get("users", []) == [], "pings nobody"
    return reply.body["content"]


@pytest.mark.parametrize("game", [None, "aa-dday", "pegasus-bridge", "dday-dice"])
@pytest.mark.parametrize("waiting", [None, "**Now:** <@412000000000000002> (Axis): choose casualties in 30 Caen.",
                                     "**Now:** " + "waiting for everyone " * 200])
async def test_help_fits_one_message_in_every_channel_context(mocked, api: FakeDiscord, game, waiting) -> None:
    driver, svc, _ = mocked
    svc.channel_game.return_value = (game, waiting if game else None)
    content = private_reply(api, await driver.command("help", user_id=ALICE))
    assert len(content) <= 2000
    assert "**Looking things up: /rules**" in content, "the last topic is never cut off"
    if game is not None:
        assert f"{command_root(game)} " in content
    if waiting and game and len(waiting) < 200:
        assert content.endswith(waiting)


async def test_help_in_a_dm_says_where_games_are_played(mocked, api: FakeDiscord, payloads: Payloads) -> None:
    driver, svc, _ = mocked
    svc.channel_game.return_value = (None, None)
    sent = await driver.dispatch(in_dm(payloads.command("help", user_id=ALICE), ALICE))
    content = private_reply(api, sent)
    assert len(content) <= 2000 and reference.DM_NOTE in content
    assert all(root in content for root in ("`/aa`", "`/pb`", "`/dice`"))
    svc.channel_game.assert_awaited_once_with(DM_CHANNEL_ID)


def test_help_text_in_every_context_is_whole_and_within_one_message() -> None:
    for game in (None, *(kit.id for kit in all_kits())):
        for dm in (False, True):
            for line in (None, "Axis: choose casualties", "x" * 3000):
                text = reference.help_text(game, line, in_dm=dm)
                assert len(text) <= 2000 and "**Looking things up: /rules**" in text, (game, dm)


# -- private commands defer privately -------------------------------------------------------------


async def test_prefs_show_and_set_defer_privately_and_never_show_in_the_channel(mocked, api: FakeDiscord) -> None:
    driver, svc, _ = mocked
    svc.prefs_of.return_value = Post(content="Time zone: UTC.", ephemeral=True)
    assert private_reply(api, await driver.command("prefs show", user_id=ALICE)) == "Time zone: UTC."
    api.clear()
    svc.set_prefs.return_value = Post(content="Time zone: Europe/Paris.", ephemeral=False)  # even a public post
    reply = private_reply(api, await driver.command("prefs set", {"timezone": "Europe/Paris"}, user_id=ALICE))
    assert reply == "Time zone: Europe/Paris."
    svc.set_prefs.assert_awaited_once_with(ALICE, tz="Europe/Paris", quiet=None, dm=None, handoff=None, digest=None)


async def test_a_refused_private_command_is_private_too(mocked, api: FakeDiscord) -> None:
    driver, svc, _ = mocked
    svc.set_prefs.side_effect = ServiceError("'Mars/Olympus' is not a time zone.")
    reply = private_reply(api, await driver.command("prefs set", {"timezone": "Mars/Olympus"}, user_id=ALICE))
    assert "not a time zone" in reply


async def test_prefs_work_in_a_dm(mocked, api: FakeDiscord, payloads: Payloads) -> None:
    driver, svc, _ = mocked
    svc.prefs_of.return_value = Post(content="Reminders: in the channel.", ephemeral=True)
    sent = await driver.dispatch(in_dm(payloads.command("prefs show", user_id=ALICE), ALICE))
    assert private_reply(api, sent) == "Reminders: in the channel."


async def test_orders_show_defers_privately_with_a_real_game(api: FakeDiscord, tmp_path, payloads: Payloads) -> None:
    svc = await GameService.open(str(tmp_path / "o.sqlite3"), render=lambda view: (None, ""))
    bot = DdayBot(settings(tmp_path), service=svc)
    try:
        await logged_in(bot)
        for command in api.requests("PUT")[-1].body:
            payloads.command_ids[command["name"]] = command.get("id", "0")
        driver = Driver(bot, api, payloads)
        check(await driver.command("game new aa-dday", {}, user_id=ALICE))
        check(await driver.command("game join", {"seat": "axis"}, user_id=ALICE))
        check(await driver.command("game join", {"seat": "allies"}, user_id=BOB))
        api.clear()
        reply = private_reply(api, await driver.command("orders show", user_id=BOB))
        assert "Standing orders of Allies" in reply
    finally:
        await bot.close()
        await svc.close()


# -- integer options and the time zone ---------------------------------------------------------------


def _sub(commands: list[dict[str, Any]], group: str, name: str) -> dict[str, Any]:
    top = next(c for c in commands if c["name"] == group)
    return next(o for o in top["options"] if o["name"] == name)


async def test_counts_and_positions_are_integer_options_with_ranges(mocked) -> None:
    _, _, commands = mocked
    expected = {
        ("aa", "place", "count"): (1, 30), ("aa", "reroll", "die"): (1, 6), ("aa", "split", "uk"): (0, 6),
        ("pb", "toss", "count"): (1, 20), ("pb", "spend", "count"): (1, 20), ("pb", "terrain", "pile"): (1, 3),
        ("dice", "give", "amount"): (1, 99), ("game", "undo", "steps"): (1, 50), ("game", "vacation", "days"): (0, 90),
    }
    for (group, sub, option), (low, high) in expected.items():
        found = next(o for o in _sub(commands, group, sub)["options"] if o["name"] == option)
        assert (found["type"], found["min_value"], found["max_value"]) == (4, low, high), (group, sub, option)


async def test_an_integer_option_autocompletes_the_engines_numbers(mocked, api: FakeDiscord) -> None:
    from rules.core import Choice

    driver, svc, _ = mocked
    svc.channel_game.return_value = ("pegasus-bridge", None)  # /pb completes only in a Pegasus Bridge channel
    svc.complete.return_value = [Choice(value="2", label="2 tokens"), Choice(value="all", label="not a number")]
    sent = check(await driver.autocomplete("pb toss", {"token": "normal"}, "count", user_id=ALICE))
    assert sent[-1].body["data"]["choices"] == [{"name": "2 tokens", "value": 2}]


async def test_the_time_zone_autocompletes_iana_names(mocked, api: FakeDiscord) -> None:
    driver, _, commands = mocked
    timezone = next(o for o in _sub(commands, "prefs", "set")["options"] if o["name"] == "timezone")
    assert timezone.get("autocomplete") is True
    sent = check(await driver.autocomplete("prefs set", {"timezone": "pari"}, "timezone", user_id=ALICE))
    assert sent[-1].body["data"]["choices"] == [{"name": "Europe/Paris", "value": "Europe/Paris"}]
    sent = check(await driver.autocomplete("prefs set", {"timezone": "america/"}, "timezone", user_id=ALICE))
    names = [c["value"] for c in sent[-1].body["data"]["choices"]]
    assert len(names) == 25 and all(n.startswith("America/") for n in names)
    sent = check(await driver.autocomplete("prefs set", {}, "timezone", user_id=ALICE))
    assert "UTC" in [c["value"] for c in sent[-1].body["data"]["choices"]]


# -- a mention gets a pointer --------------------------------------------------------------------------


def message_payload(content: str, *, author: dict[str, Any], mentions: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "id": "1400000000000000001", "channel_id": str(CHANNEL_ID), "guild_id": str(GUILD_ID),
        "author": author, "content": content, "timestamp": now_iso(), "edited_timestamp": None, "tts": False,
        "mention_everyone": False, "mentions": mentions, "mention_roles": [], "attachments": [], "embeds": [],
        "pinned": False, "type": 0,
    }


async def _deliver(driver: Driver, payload: dict[str, Any]) -> None:
    """Hand the gateway's MESSAGE_CREATE to discord.py and wait for the bot's on_message to finish."""
    driver.bot._connection.parse_message_create(payload)
    await asyncio.sleep(0)
    handlers = [t for t in asyncio.all_tasks() if "on_message" in t.get_name() and not t.done()]
    if handlers:
        await asyncio.wait(handlers, timeout=10)
    await settle()


async def test_a_mention_gets_one_line_pointing_to_help_and_no_error(mocked, api: FakeDiscord, caplog) -> None:
    driver, _, _ = mocked
    caplog.set_level(logging.INFO)
    bot_user = user_json(BOT_USER_ID, "dday-bot", bot=True)
    await _deliver(driver, message_payload(f"<@{BOT_USER_ID}> how do I start?", author=user_json(ALICE),
                                           mentions=[bot_user]))
    (reply,) = check(api.sent)
    assert reply.method == "POST" and reply.path == f"/channels/{CHANNEL_ID}/messages"
    assert reply.body["content"] == reference.MENTION_REPLY and "\n" not in reference.MENTION_REPLY
    assert "/help" in reply.body["content"] and reply.body["allowed_mentions"] == {"parse": []}
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]


async def test_other_messages_get_no_answer(mocked, api: FakeDiscord, caplog) -> None:
    driver, _, _ = mocked
    bot_user = user_json(BOT_USER_ID, "dday-bot", bot=True)
    await _deliver(driver, message_payload("nice move", author=user_json(ALICE), mentions=[]))
    # a reply to one of the bot's posts lists the bot among the mentions, but does not name it
    await _deliver(driver, message_payload("agreed", author=user_json(ALICE), mentions=[bot_user]))
    await _deliver(driver, message_payload(f"<@{BOT_USER_ID}>", author=user_json(BOB, bot=True), mentions=[bot_user]))
    assert api.sent == []
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]


async def test_a_mention_in_a_channel_the_bot_cannot_post_in_is_not_an_error(mocked, api: FakeDiscord, caplog) -> None:
    driver, _, _ = mocked
    api.fail_next("POST", "/channels/{channel_id}/messages", status=403, code=50013)
    await _deliver(driver, message_payload(f"<@!{BOT_USER_ID}> hi", author=user_json(ALICE),
                                           mentions=[user_json(BOT_USER_ID, bot=True)]))
    assert len(api.sent) == 1
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
