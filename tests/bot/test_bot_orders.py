"""``/orders`` and the advanced ``/aa`` commands through the real service, A&A D-Day engine and fake transport.

Every request is validated against Discord's OpenAPI spec (``check``).
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.discord.app import DdayBot
from bot.discord.cogs.orders import orders_text
from bot.service import GameService
from tests.bot.fake_discord import CHANNEL_ID, FakeDiscord, Payloads, Sent
from tests.bot.harness import Driver, logged_in, settings

RED, BLUE = 311_000_000_000_000_001, 312_000_000_000_000_002


def check(sent: list[Sent]) -> list[Sent]:
    for request in sent:
        request.validate()
    return sent


def _sub(commands: list[dict[str, Any]], group: str, name: str) -> dict[str, Any]:
    top = next(c for c in commands if c["name"] == group)
    return next(o for o in top["options"] if o["name"] == name)


@pytest.fixture
async def aa(api: FakeDiscord, tmp_path, payloads: Payloads):
    svc = await GameService.open(str(tmp_path / "orders.sqlite3"), render=lambda view: (None, ""))
    bot = DdayBot(settings(tmp_path), service=svc)
    await logged_in(bot)
    commands = api.requests("PUT")[-1].body
    for command in commands:
        payloads.command_ids[command["name"]] = command.get("id", "0")
    driver = Driver(bot, api, payloads)
    check(await driver.command("game new aa-dday", {"players": "2", "tactics": "on"}, user_id=RED))
    check(await driver.command("game join", {"seat": "axis"}, user_id=RED))
    check(await driver.command("game join", {"seat": "allies"}, user_id=BLUE))
    api.clear()
    yield driver, api, svc, commands
    await bot.close()
    await svc.close()


def test_orders_text_is_the_engine_grammar():
    assert orders_text(" casualties ", "inf art tank keep-one ") == "orders casualties inf art tank keep-one"


async def test_orders_and_advanced_aa_commands_are_registered(aa):
    _, _, _, commands = aa
    orders = next(c for c in commands if c["name"] == "orders")
    assert {o["name"] for o in orders["options"]} == {"show", "set"}
    kind = _sub(commands, "orders", "set")["options"][0]
    assert kind["name"] == "kind" and "tactics" in {c["value"] for c in kind["choices"]}
    for name in ("tactic", "choose", "reroll", "split", "confirm", "refuse"):
        assert _sub(commands, "aa", name)


async def test_orders_show_is_private_and_lists_the_defaults(aa):
    driver, api, _, _ = aa
    check(await driver.command("orders show", user_id=BLUE))
    assert api.public_messages == [] and len(api.ephemeral_messages) == 1
    text = api.ephemeral_messages[0].body["content"]
    assert "Standing orders of Allies (U.K. and U.S.)" in text and "casualties: `inf art tank keep-one`" in text
    assert "tactics: `ask` — you are asked" in text


async def test_orders_set_out_of_turn_is_logged_and_pings_nobody(aa):
    driver, api, svc, _ = aa
    loaded = await svc.inspect(CHANNEL_ID)
    waiting = {p.seat for p in loaded.engine.prompts(loaded.state)}
    other = RED if "allies" in waiting else BLUE
    seat = "axis" if other == RED else "allies"
    check(await driver.command("orders set", {"kind": "tactics", "value": "pass"}, user_id=other))
    # Nobody new must act: the live phase message is edited to say it (an edit never pings), no new post.
    assert api.public_messages == []
    (edit,) = api.edits()
    assert "orders tactics pass" in edit.body["content"]
    assert edit.body["allowed_mentions"].get("users", []) == []
    after = await svc.inspect(CHANNEL_ID)
    assert after.state.orders[seat]["tactics"] == "pass"
    api.clear()
    check(await driver.command("orders set", {"kind": "aa-fighters", "value": "us-first"}, user_id=BLUE))
    assert api.public_messages == [] and len(api.ephemeral_messages) == 1
    assert "not something the Allies decide" in api.ephemeral_messages[0].body["content"]


async def test_orders_value_autocomplete_offers_values_of_the_kind(aa):
    driver, api, _, _ = aa
    sent = await driver.autocomplete("orders set", {"kind": "placement", "value": ""}, "value", user_id=BLUE)
    check(sent)
    choices = sent[-1].body["data"]["choices"]
    assert {c["value"] for c in choices} >= {"fill", "spread", "ask", "default"}
