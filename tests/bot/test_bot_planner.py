"""The A&A move planner (issue #11): menus from the engine, a draft in the message, one batch on Send.

Service level first (what the menus hold, the draft, staleness, pages), then through the fake Discord
transport with every request validated against Discord's OpenAPI spec (``tests/bot/discord_api/``).
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.service import GameService, ServiceError, StaleVersionError
from bot.service.custom_ids import PLAN_BUTTON_TEMPLATE as BUTTON_TEMPLATE
from bot.service.custom_ids import PLAN_SELECT_TEMPLATE as SELECT_TEMPLATE
from bot.service.planner import PER_MENU, _menus, draft_lines
from rules.core import Choice
from tests.bot import toy_game
from tests.bot.fake_discord import CHANNEL_ID, MEMBER_PERMISSIONS, FakeDiscord, Payloads
from tests.bot.harness import real_table

AXIS, ALLIES = 111_111_111_111_111_111, 222_222_222_222_222_222
QUIET_DICE = [6] * 40


def no_board(view: Any) -> tuple[bytes | None, str]:
    return toy_game.tiny_png(), "board"


async def axis_to_move(svc: GameService) -> int:
    """A 2-player game at the Axis move (the Allies passed their three orders of turn 1)."""
    await svc.new_game(CHANNEL_ID, 1, AXIS, "aa-dday", {}, seed=3, dice_script=QUIET_DICE)
    await svc.join(CHANNEL_ID, AXIS, "axis")
    await svc.join(CHANNEL_ID, ALLIES, "allies")
    await svc.submit_batch(CHANNEL_ID, ALLIES, "done\ndone\ndone")
    loaded = await svc.inspect(CHANNEL_ID)
    assert {p.kind for p in loaded.engine.prompts(loaded.state)} == {"move"}
    return loaded.version


def step_of(custom_id: str) -> str:
    match = re.fullmatch(SELECT_TEMPLATE, custom_id) or re.fullmatch(BUTTON_TEMPLATE, custom_id)
    assert match is not None, custom_id
    return match["step"]


@pytest.fixture
async def svc(db_path):
    service = await GameService.open(db_path, render=no_board)
    yield service
    await service.close()


async def test_zone_then_units_then_destination_adds_a_line_and_the_next_menus_follow_the_draft(svc):
    version = await axis_to_move(svc)
    loaded = await svc.inspect(CHANNEL_ID)
    engine, state = loaded.engine, loaded.state
    post = await svc.plan(CHANNEL_ID, AXIS)
    assert post.ephemeral and post.draft == [] and post.buttons == []
    (zones,) = post.menus
    assert [o.value for o in zones.options] == [c.value for c in engine.field_choices(state, "axis", "move", "from", {})]
    assert zones.custom_id == f"dday:plan:{CHANNEL_ID}:{loaded.table.id}:{version}:0:z:0"

    post = await svc.plan(CHANNEL_ID, AXIS, post.content, step_of(zones.custom_id), "1", version)
    (units,) = post.menus
    assert [o.value for o in units.options] == ["1 inf", "1 tank", "all"]
    post = await svc.plan(CHANNEL_ID, AXIS, post.content, step_of(units.custom_id), "1 tank", version)
    (dests,) = post.menus
    values = [o.value for o in dests.options]
    assert "2" in values and "2>3" in values, "a tank may go one zone, or two via another"
    assert [b.label for b in post.buttons] == ["Back to zones"]

    post = await svc.plan(CHANNEL_ID, AXIS, post.content, step_of(dests.custom_id), "2>3", version)
    assert post.draft == ["move 1 tank from 1 via 2 to 3"] == draft_lines(post.content)
    assert [b.label for b in post.buttons] == ["Clear", "Send 1 order"]
    # The menus now come from the position the draft leads to: the tank has moved.
    post = await svc.plan(CHANNEL_ID, AXIS, post.content, step_of(post.menus[0].custom_id), "1", version)
    assert [o.value for o in post.menus[0].options] == ["1 inf", "all"]
    assert (await svc.inspect(CHANNEL_ID)).version == version, "planning writes nothing"

    cleared = await svc.plan(CHANNEL_ID, AXIS, post.content, "clear", None, version)
    assert cleared.draft == [] and draft_lines(cleared.content) == []


async def test_a_planner_of_an_earlier_position_or_game_is_stale_and_others_are_refused(svc):
    version = await axis_to_move(svc)
    table = (await svc.inspect(CHANNEL_ID)).table
    with pytest.raises(StaleVersionError):
        await svc.plan(CHANNEL_ID, AXIS, "", "z:0", "1", version - 1, table_id=table.id)
    with pytest.raises(StaleVersionError):
        await svc.plan(CHANNEL_ID, AXIS, "", "z:0", "1", version, table_id=table.id + 1)
    with pytest.raises(ServiceError):
        await svc.plan(CHANNEL_ID, 999, "", "z:0", None, version)
    post = await svc.plan(CHANNEL_ID, ALLIES)  # the Allies are not asked to move now
    assert post.menus == [] and "not asked to move" in post.content
    with pytest.raises(ServiceError):
        await svc.plan(CHANNEL_ID, AXIS, "", "x:9:1:2:3", None, version)


async def test_long_lists_are_spread_over_menus_and_pages_never_cut(svc):
    await axis_to_move(svc)
    loaded = await svc.inspect(CHANNEL_ID)
    many = [Choice(value=str(n), label=f"option {n}") for n in range(130)]
    menus, pages = _menus(loaded, "z", 0, [], many, "Zone")
    assert pages == 2 and [len(m.options) for m in menus] == [25, 25, 25, 25]
    second, _ = _menus(loaded, "z", 1, [], many, "Zone")
    assert [len(m.options) for m in second] == [25, 5]
    shown = [o.value for m in [*menus, *second] for o in m.options]
    assert shown == [c.value for c in many], "every choice is offered once, in order"
    assert len({m.custom_id for m in menus}) == len(menus) and all(len(m.custom_id) <= 100 for m in menus)
    assert all(len(m.options) <= PER_MENU for m in [*menus, *second])


# -- through Discord -------------------------------------------------------------------------------


@pytest.fixture
async def real(api: FakeDiscord, tmp_path, payloads: Payloads):
    async for pair in real_table(api, tmp_path, payloads, no_board, "planner.sqlite3"):
        yield pair


def components(message: dict[str, Any], kind: int) -> list[dict[str, Any]]:
    return [c for row in message.get("components") or [] for c in row.get("components", []) if c["type"] == kind]


def interaction(payloads: Payloads, data: dict[str, Any], message: dict[str, Any], user_id: int) -> dict[str, Any]:
    payload = payloads._base(3, user_id, MEMBER_PERMISSIONS)
    payload["data"] = data
    payload["message"] = message
    return payload


async def choose(driver: Any, message: dict[str, Any], menu: dict[str, Any], value: str, user_id: int) -> dict[str, Any]:
    """Pick ``value`` in ``menu``; return the planner message as the edit left it."""
    data = {"custom_id": menu["custom_id"], "component_type": 3, "values": [value]}
    sent = await driver.dispatch(interaction(driver.payloads, data, message, user_id))
    [s.validate() for s in sent]
    assert sent[0].body == {"type": 6}, "acknowledged as an update: nothing shows in the channel"
    (edit,) = [s for s in sent if s.method == "PATCH"]
    assert not [s for s in sent if s.creates_message]
    return {**message, "content": edit.body["content"], "components": edit.body.get("components") or []}


async def test_the_planner_through_discord_drafts_privately_and_sends_one_batch(real, api: FakeDiscord):
    driver, svc = real
    version = await axis_to_move(svc)
    sent = await driver.command("aa plan", user_id=AXIS)
    [s.validate() for s in sent]
    assert sent[0].body["type"] == 5 and sent[0].body["data"]["flags"] & 64, "deferred privately"
    (reply,) = [s for s in sent if s.creates_message]
    assert reply.ephemeral
    message = api.messages[max(api.messages)]
    (menu,) = components(message, 3)
    assert len(menu["options"]) <= 25

    message = await choose(driver, message, menu, "1", AXIS)
    message = await choose(driver, message, components(message, 3)[0], "1 tank", AXIS)
    message = await choose(driver, message, components(message, 3)[0], "2", AXIS)
    assert "move 1 tank from 1 to 2" in message["content"]
    message = await choose(driver, message, components(message, 3)[0], "1", AXIS)
    message = await choose(driver, message, components(message, 3)[0], "1 inf", AXIS)
    message = await choose(driver, message, components(message, 3)[0], "5", AXIS)
    assert draft_lines(message["content"]) == ["move 1 tank from 1 to 2", "move 1 inf from 1 to 5"]
    assert (await svc.inspect(CHANNEL_ID)).version == version

    send = next(b for b in components(message, 2) if b["label"].startswith("Send"))
    sent = await driver.dispatch(interaction(driver.payloads, {"custom_id": send["custom_id"], "component_type": 2}, message, AXIS))
    [s.validate() for s in sent]
    public = [s for s in sent if s.creates_message and not s.ephemeral]
    # One message for the batch: no live message is on record here, so the progress post is new.
    content = public[0].body["content"] if len(public) == 1 else ""
    assert len(public) == 1 and "`move 1 tank from 1 to 2; move 1 inf from 1 to 5`" in content, content
    closing = [s for s in sent if s.method == "PATCH"]
    assert closing and closing[-1].body["content"].startswith("Sent: 2 orders") and not closing[-1].body.get("components")
    actions = await svc.store.actions((await svc.inspect(CHANNEL_ID)).table.id)
    assert [a.text for a in actions[-2:]] == ["move 1 tank from 1 to 2", "move 1 inf from 1 to 5"]

    # The same planner, pressed again, belongs to an earlier position: refused privately, nothing applied.
    sent = await driver.dispatch(interaction(driver.payloads, {"custom_id": send["custom_id"], "component_type": 2}, message, AXIS))
    shown = [s for s in sent if s.creates_message]
    assert len(shown) == 1 and shown[0].ephemeral and "moved on" in shown[0].body["content"]
    assert (await svc.inspect(CHANNEL_ID)).version == version + 2


async def test_a_korean_player_drafts_in_korean_through_every_press(real, api: FakeDiscord, payloads: Payloads):
    """Issue #48: the planner's menus and buttons are its player's alone, so each press redraws it in the words of
    that player's Discord client, not only the first ``/aa plan``; the closing note after Send too."""
    driver, svc = real
    await axis_to_move(svc)
    payloads.locale = "ko"
    await driver.command("aa plan", user_id=AXIS)
    message = api.messages[max(api.messages)]
    hangul = re.compile("[\uac00-\ud7a3]")
    assert hangul.search(message["content"])
    for value in ("1", "1 tank", "2"):
        message = await choose(driver, message, components(message, 3)[0], value, AXIS)
        assert hangul.search(message["content"]) and "Move planner" not in message["content"], message["content"]
        labels = [b["label"] for b in components(message, 2)] + [components(message, 3)[0].get("placeholder") or ""]
        assert all(hangul.search(label) for label in labels if label), labels
    send = next(b for b in components(message, 2) if "보내기" in b["label"] or "전송" in b["label"])
    sent = await driver.dispatch(interaction(driver.payloads, {"custom_id": send["custom_id"], "component_type": 2}, message, AXIS))
    [s.validate() for s in sent]
    closing = [s for s in sent if s.method == "PATCH"]
    assert closing and hangul.search(closing[-1].body["content"]), closing[-1].body["content"]
