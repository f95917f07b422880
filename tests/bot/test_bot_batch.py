"""Orders in one go through the fake Discord transport: the orders form (a modal) and ``/aa do a; b``.

Real ``DdayBot`` and real service on a file for A&A; only the aiohttp session is fake. Every request is
validated against Discord's OpenAPI spec in ``tests/bot/discord_api/``, the modal included.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.discord.app import DdayBot
from bot.service import GameService, Post
from bot.service.batch import OrdersForm
from tests.bot import toy_game
from tests.bot.fake_discord import CHANNEL_ID, FakeDiscord, Payloads, Sent
from tests.bot.harness import Driver, logged_in, real_table, settings, strict_service

AXIS, ALLIES = 111_111_111_111_111_111, 222_222_222_222_222_222
QUIET_DICE = [6] * 40
CALLBACK = "/interactions/{interaction_id}/{interaction_token}/callback"


def no_board(view: Any) -> tuple[bytes | None, str]:
    return toy_game.tiny_png(), "board"


@pytest.fixture
async def real(api: FakeDiscord, tmp_path, payloads: Payloads):
    async for pair in real_table(api, tmp_path, payloads, no_board, "batch.sqlite3"):
        yield pair


async def start_aa(svc: GameService) -> int:
    await svc.new_game(CHANNEL_ID, 1, AXIS, "aa-dday", {}, seed=3, dice_script=QUIET_DICE)
    await svc.join(CHANNEL_ID, AXIS, "axis")
    await svc.join(CHANNEL_ID, ALLIES, "allies")
    return (await svc.inspect(CHANNEL_ID)).table.id


def modal_submit(payloads: Payloads, custom_id: str, value: str, *, user_id: int) -> dict[str, Any]:
    """What the gateway delivers when the user submits the form (interaction type 5)."""
    payload = payloads._base(5, user_id, 0)
    payload["data"] = {
        "custom_id": custom_id,
        "components": [{"type": 18, "id": 1, "component": {"type": 4, "id": 2, "custom_id": "orders", "value": value}}],
    }
    return payload


def the_modal(sent: list[Sent]) -> dict[str, Any]:
    assert [s.validate() for s in sent] == [CALLBACK]
    (callback,) = sent
    assert callback.body["type"] == 9, "a modal is the first and only answer to the command"
    return callback.body["data"]


def text_input(modal: dict[str, Any]) -> dict[str, Any]:
    (row,) = modal["components"]
    return row.get("component") or row["components"][0]


async def test_aa_orders_opens_a_form_whose_submission_applies_every_line_at_once(real):
    driver, svc = real
    table_id = await start_aa(svc)
    modal = the_modal(await driver.command("aa orders", user_id=ALLIES))
    assert modal["custom_id"] == f"dday:orders:{CHANNEL_ID}:{table_id}"
    assert len(modal["title"]) <= 45
    field = text_input(modal)
    assert field["type"] == 4 and field["style"] == 2 and field["max_length"] == 4000
    assert len(field["placeholder"]) <= 100 and "patrol" in field["placeholder"]

    orders = "patrol 1 uk fighter to 1\npatrol 1 uk fighter to 2\ndone"
    sent = await driver.dispatch(modal_submit(driver.payloads, modal["custom_id"], orders, user_id=ALLIES))
    [s.validate() for s in sent]
    public = [s for s in sent if s.creates_message and not s.ephemeral]
    assert len(public) == 1, "one message for the whole batch"
    assert "gave 3 orders" in public[0].message["content"]
    assert (await svc.inspect(CHANNEL_ID)).version == 3
    actions = await svc.store.actions(table_id)
    assert [a.text for a in actions[1:]] == ["patrol 1 uk fighter to 1", "patrol 1 uk fighter to 2", "done"]


async def test_a_refused_form_answers_privately_naming_the_line_and_changes_nothing(real):
    driver, svc = real
    table_id = await start_aa(svc)
    orders = "patrol 1 uk fighter to 1\npatrol 1 uk fighter to 2\nmove 9 tank from 1 to 2"
    sent = await driver.dispatch(modal_submit(driver.payloads, f"dday:orders:{CHANNEL_ID}:{table_id}", orders, user_id=ALLIES))
    [s.validate() for s in sent]
    shown = [s for s in sent if s.creates_message]
    assert len(shown) == 1 and shown[0].ephemeral
    assert shown[0].message["content"].startswith("Line 3 of 3, `move 9 tank from 1 to 2`, was refused")
    assert (await svc.inspect(CHANNEL_ID)).version == 0


async def test_a_form_of_an_earlier_game_is_refused_as_stale(real):
    driver, svc = real
    table_id = await start_aa(svc)
    sent = await driver.dispatch(modal_submit(driver.payloads, f"dday:orders:{CHANNEL_ID}:{table_id + 5}", "done", user_id=ALLIES))
    shown = [s for s in sent if s.creates_message]
    assert len(shown) == 1 and shown[0].ephemeral and "earlier game" in shown[0].message["content"]
    assert (await svc.inspect(CHANNEL_ID)).version == 0


async def test_aa_do_with_semicolons_is_one_batch_and_one_message(real):
    driver, svc = real
    await start_aa(svc)
    sent = await driver.command("aa do", {"action": "patrol 1 uk fighter to 1; done; bomb uk to 3"}, user_id=ALLIES)
    [s.validate() for s in sent]
    public = [s for s in sent if s.creates_message and not s.ephemeral]
    assert len(public) == 1
    assert (await svc.inspect(CHANNEL_ID)).version == 3


async def test_orders_without_a_game_or_a_seat_is_a_private_refusal_not_a_form(real):
    driver, svc = real
    sent = await driver.command("aa orders", user_id=ALLIES)
    [s.validate() for s in sent]
    assert sent[0].body["type"] == 4 and sent[0].ephemeral and "no game" in sent[0].body["data"]["content"]
    await start_aa(svc)
    sent = await driver.command("aa orders", user_id=333)
    assert sent[0].body["type"] == 4 and sent[0].ephemeral and "not playing" in sent[0].body["data"]["content"]


@pytest.fixture
async def mocked(api: FakeDiscord, tmp_path, payloads: Payloads, toy_engine):
    svc = strict_service([toy_engine.spec])
    bot = DdayBot(settings(tmp_path), service=svc)
    await logged_in(bot)
    api.clear()
    yield Driver(bot, api, payloads), svc
    await bot.close()


@pytest.mark.parametrize("command", ["pb orders", "dice orders"])
async def test_pegasus_and_dday_dice_open_the_same_form(mocked, command):
    driver, svc = mocked
    svc.channel_game.return_value = ({"pb orders": "pegasus-bridge", "dice orders": "dday-dice"}[command], None)
    svc.orders_form.return_value = OrdersForm(table_id=7, title="Orders: a game", placeholder="e.g. play 1502 / done")
    modal = the_modal(await driver.command(command, user_id=AXIS))
    assert modal["custom_id"] == f"dday:orders:{CHANNEL_ID}:7"
    assert text_input(modal)["placeholder"] == "e.g. play 1502 / done"
    svc.submit_batch.return_value = [Post(content="Done: 2 orders.")]
    sent = await driver.dispatch(modal_submit(driver.payloads, modal["custom_id"], "play 1502\ndone", user_id=AXIS))
    [s.validate() for s in sent]
    svc.submit_batch.assert_awaited_once_with(CHANNEL_ID, AXIS, "play 1502\ndone", table_id=7)
