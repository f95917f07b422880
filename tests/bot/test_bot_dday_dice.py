"""``/dice`` and the D-Day Dice trays through the real discord.py stack; only the HTTP transport is fake.

Every request is validated against Discord's OpenAPI spec. The command-text
tests use a strict autospec of the service; the tray flows (a tray per Unit,
toggling, locking, rerolling, keeping, stale and foreign presses, restarts,
pings, secret Medals) run a real two-player game on SQLite.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest

import renderer
import rules.aa_dday  # noqa: F401  (registered first, as the registry does)
from bot.discord.app import DdayBot
from bot.discord.cogs.dday_dice import dice_list, give_text, rwb_text, use_text
from bot.service import GameService, Post
from bot.service.custom_ids import TRAY_TEMPLATE
from bot.service.dice_tray import TrayPost, mode
from renderer import dday_dice as dd
from renderer import dday_dice_part
from rules.core import Choice
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.policy import choose
from tests.bot import toy_game
from tests.bot.fake_discord import CHANNEL_ID, FakeDiscord, Payloads, Sent
from tests.bot.harness import Driver, logged_in, real_table, settings, strict_service

U1, U2, WATCHER = 501_000_000_000_000_001, 502_000_000_000_000_002, 503_000_000_000_000_003
USER = {"unit1": U1, "unit2": U2}
CALLBACK = "/interactions/{interaction_id}/{interaction_token}/callback"
ORIGINAL = "/webhooks/{webhook_id}/{webhook_token}/messages/@original"


def check(sent: list[Sent]) -> list[Sent]:
    for request in sent:
        request.validate()
    return sent


def buttons(message: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for row in message.get("components") or [] for c in row.get("components", []) if c["type"] == 2]


def tray_buttons(message: dict[str, Any]) -> list[dict[str, Any]]:
    return [b for b in buttons(message) if re.fullmatch(TRAY_TEMPLATE, b.get("custom_id", ""))]


def op_of(button: dict[str, Any]) -> str:
    return button["custom_id"].rsplit(":", 1)[1]


def find(message: dict[str, Any], op: str) -> dict[str, Any]:
    return next(b for b in tray_buttons(message) if op_of(b) == op)


def latest_tray(api: FakeDiscord, seat: str) -> dict[str, Any]:
    """The newest message carrying ``seat``'s tray buttons (a post or the edit of one)."""
    return next(
        m for m in reversed(list(api.messages.values())) if any(f":{seat}:" in b["custom_id"] for b in tray_buttons(m))
    )


# -- command texts (strict mocked service) ------------------------------------------------------------


@pytest.fixture
async def mocked(api: FakeDiscord, tmp_path, payloads: Payloads):
    svc = strict_service([E.spec])
    bot = DdayBot(settings(tmp_path), service=svc)
    await logged_in(bot)
    api.clear()
    yield Driver(bot, api, payloads), svc
    await bot.close()


@pytest.mark.parametrize(
    ("command", "options", "text"),
    [
        ("dice lock", {"dice": "1, 3"}, "lock 1 3"),
        ("dice lock", {"dice": "d2 d5"}, "lock 2 5"),
        ("dice reroll", {"dice": "2 4 5"}, "reroll 2 4 5"),
        ("dice keep", {}, "keep"),
        ("dice mulligan", {}, "mulligan"),
        ("dice rwb", {"face": "star", "option": "hold"}, "rwb star hold"),
        ("dice straight", {}, "straight"),
        ("dice cancel", {"die": "4"}, "cancel 4"),
        ("dice use", {"what": "binoculars", "details": "d3=star"}, "use binoculars d3=star"),
        ("dice use", {"what": "field-radio"}, "use field-radio"),
        ("dice rally", {"what": "medic"}, "rally medic"),
        ("dice find", {"what": "bazooka"}, "find bazooka"),
        ("dice give", {"to": "unit2", "what": "courage", "amount": "2"}, "give unit2 courage 2"),
        ("dice give", {"to": "unit2", "what": "bazooka"}, "give unit2 bazooka"),
        ("dice done", {}, "done"),
        ("dice stay", {}, "stay"),
        ("dice move", {"to": "5"}, "move 5"),
        ("dice do", {"action": " lock 1 2; reroll 3 4 5 6; keep "}, "lock 1 2; reroll 3 4 5 6; keep"),
    ],
)
async def test_each_dice_command_submits_the_engines_text_form(mocked, command, options, text):
    driver, svc = mocked
    svc.submit.return_value = [Post(content="ok")]
    sent = check(await driver.command(command, options, user_id=U1))
    assert sent[0].template == CALLBACK and sent[0].body == {"type": 5}
    svc.submit.assert_awaited_once_with(CHANNEL_ID, U1, text)
    assert E.parse_action(text) is not None  # every text the commands build is one the engine reads


def test_text_builders_round_trip_through_the_engine():
    for text in (f"lock {dice_list('d1, 4')}", rwb_text("Star", "hold"), use_text("binoculars", " d3=star "),
                 give_text("unit2", "ip", "3"), give_text("unit2", "stars", "1")):
        action = E.parse_action(text)
        assert E.parse_action(E.format_action(action)) == action


@pytest.mark.parametrize(
    ("command", "focused", "kind", "field"),
    [
        ("dice lock", "dice", "lock", "dice"),
        ("dice reroll", "dice", "reroll", "dice"),
        ("dice rwb", "face", "rwb", "face"),
        ("dice cancel", "die", "cancel", "die"),
        ("dice use", "what", "use", "what"),
        ("dice rally", "what", "rally", "what"),
        ("dice find", "what", "find", "what"),
        ("dice give", "to", "give", "to"),
        ("dice move", "to", "move", "to"),
    ],
)
async def test_autocomplete_asks_the_service_with_the_engines_kind_and_field(mocked, command, focused, kind, field):
    driver, svc = mocked
    svc.complete.return_value = [Choice(value=str(i), label=f"choice {i}") for i in range(30)]
    sent = check(await driver.autocomplete(command, {}, focused, user_id=U1))
    svc.complete.assert_awaited_once_with(CHANNEL_ID, U1, kind, field, {}, "")
    assert sent[0].body["type"] == 8 and len(sent[0].body["data"]["choices"]) == 25


async def test_rwb_option_autocomplete_passes_the_face_already_typed(mocked):
    driver, svc = mocked
    svc.complete.return_value = []
    check(await driver.autocomplete("dice rwb", {"face": "star"}, "option", user_id=U1))
    svc.complete.assert_awaited_once_with(CHANNEL_ID, U1, "rwb", "option", {"face": "star"}, "")


async def test_the_engines_field_choices_fill_the_lock_autocomplete(tmp_path):
    """The values offered really are the engine's: after the first roll, pairs of dice to lock."""
    svc = await GameService.open(str(tmp_path / "ac.sqlite3"), render=lambda view: (None, ""))
    try:
        await start(svc, players=1)
        choices = await svc.complete(CHANNEL_ID, U1, "lock", "dice", {}, "")
        assert choices and all(len(c.value.split()) == 2 for c in choices)
        assert all(E.parse_action(f"lock {c.value}") for c in choices)
    finally:
        await svc.close()


# -- a real game ----------------------------------------------------------------------------------------


def _render(view: Any) -> tuple[bytes | None, str]:
    """Trays drawn for real (the test looks at them), boards as a tiny stand-in."""
    if view.game == "dday-dice-tray":
        return renderer.render(view), renderer.alt_text(view)
    if view.game == "dday-dice-part":  # a part of the board (its map, its Units' panels): its own alt text
        return toy_game.tiny_png(), dday_dice_part.alt_text(view)
    return toy_game.tiny_png(), dd.alt_text(view)


@pytest.fixture
async def real(api: FakeDiscord, tmp_path, payloads: Payloads):
    async for pair in real_table(api, tmp_path, payloads, _render, "dice.sqlite3"):
        yield pair


async def start(svc: GameService, players: int = 2, seed: int = 7, last: bool = True, **options: str) -> list[Post]:
    await svc.new_game(CHANNEL_ID, 1, U1, "dday-dice", {"players": str(players), **options}, seed=seed)
    posts = await svc.join(CHANNEL_ID, U1, "unit1")
    if players == 2 and last:
        posts = await svc.join(CHANNEL_ID, U2, "unit2")
    return posts


async def test_the_start_posts_one_public_tray_per_unit_that_pings_nobody(real, api: FakeDiscord):
    driver, svc = real
    await start(svc, last=False)
    sent = check(await driver.command("game join", {"seat": "unit2"}, user_id=U2))
    assert api.ephemeral_messages == []
    public = api.public_messages
    trays = [s for s in public if tray_buttons(s.body)]
    assert len(trays) == 2
    for seat, tray in zip(("unit1", "unit2"), trays):
        assert tray.body["allowed_mentions"]["users"] == []
        assert [f[2] for f in tray.files][0][:8] == b"\x89PNG\r\n\x1a\n"
        assert [f[1] for f in tray.files] == [f"tray-{seat}.png"]
        ops = [op_of(b) for b in tray_buttons(tray.body)]
        assert ops == ["t1", "t2", "t3", "t4", "t5", "t6", "go", "keep"]
        assert all(f":{seat}:" in b["custom_id"] for b in tray_buttons(tray.body))
        # The tray draws the dice; its labels and the attachment's description say the faces too.
        assert tray.body["attachments"][0]["description"].startswith("Dice tray of Unit")
    # The start post pings both players (both must roll), once each; the trays ping nobody.
    pinged = [int(u) for s in public for u in s.body["allowed_mentions"].get("users", [])]
    assert sorted(pinged) == [U1, U2]
    assert sent[0].template == CALLBACK


async def test_toggle_lock_reroll_and_keep_through_the_tray(real, api: FakeDiscord):
    driver, svc = real
    await start(svc)
    check(await driver.command("dice tray", user_id=U1))
    tray = latest_tray(api, "unit1")
    before = await svc.inspect(CHANNEL_ID)
    # Toggle die 1, then die 3: each press only redraws the tray, in place; nothing is logged.
    api.clear()
    sent = check(await driver.press(find(tray, "t1")["custom_id"], tray, user_id=U1))
    assert sent[0].template == CALLBACK and sent[0].body["type"] == 6
    (edit,) = api.requests("PATCH", ORIGINAL)
    assert edit.files and find(edit.body, "t1")["label"].startswith("✔ d1")
    assert find(edit.body, "go")["label"] == "Lock selected (1)"
    assert api.new_messages == []
    assert (await svc.inspect(CHANNEL_ID)).version == before.version
    tray = latest_tray(api, "unit1")
    check(await driver.press(find(tray, "t3")["custom_id"], tray, user_id=U1))
    tray = latest_tray(api, "unit1")
    assert find(tray, "go")["label"] == "Lock selected (2)"
    # Lock the two selected dice: one action in the log, the tray redrawn for the rerolls.
    api.clear()
    check(await driver.press(find(tray, "go")["custom_id"], tray, user_id=U1))
    after = await svc.inspect(CHANNEL_ID)
    assert after.version == before.version + 1
    dice = after.state.unit("unit1").dice
    assert [i for i, d in enumerate(dice, 1) if d.locked] == [1, 3]
    tray = latest_tray(api, "unit1")
    assert [op_of(b) for b in tray_buttons(tray)] == ["t2", "t4", "t5", "t6", "go", "keep"]
    assert find(tray, "go")["label"] == "Reroll selected (0)"
    notes = [s for s in api.public_messages if "lock 1 3" in (s.body.get("content") or "")]
    assert notes and all(s.body["allowed_mentions"]["users"] == [] for s in notes)
    # Reroll dice 2 and 5.
    check(await driver.press(find(tray, "t2")["custom_id"], tray, user_id=U1))
    tray = latest_tray(api, "unit1")
    check(await driver.press(find(tray, "t5")["custom_id"], tray, user_id=U1))
    tray = latest_tray(api, "unit1")
    check(await driver.press(find(tray, "go")["custom_id"], tray, user_id=U1))
    rolled = await svc.inspect(CHANNEL_ID)
    assert rolled.version == after.version + 1 and rolled.state.unit("unit1").rolls == 2
    assert "`reroll 2 5`" in (await svc.history(CHANNEL_ID)).content
    # Keep: the roll is over, the tray shows the Final Tally with no buttons left.
    tray = latest_tray(api, "unit1")
    api.clear()
    check(await driver.press(find(tray, "keep")["custom_id"], tray, user_id=U1))
    kept = await svc.inspect(CHANNEL_ID)
    assert kept.state.unit("unit1").done
    (edit,) = api.requests("PATCH", ORIGINAL)
    assert tray_buttons(edit.body) == [] and "Final Tally" in edit.body["content"]
    assert api.ephemeral_messages == []


async def test_a_stale_press_is_refused_privately_and_changes_nothing(real, api: FakeDiscord):
    driver, svc = real
    await start(svc)
    check(await driver.command("dice tray", user_id=U1))
    old = latest_tray(api, "unit1")
    check(await driver.command("dice lock", {"dice": "1 2"}, user_id=U1))  # the roll changes under the old tray
    version = (await svc.inspect(CHANNEL_ID)).version
    for op in ("t3", "go", "keep"):
        api.clear()
        check(await driver.press(find(old, op)["custom_id"], old, user_id=U1))
        assert api.public_messages == [] and api.requests("PATCH", ORIGINAL) == []
        (refusal,) = api.ephemeral_messages
        assert "earlier roll" in refusal.body["content"]
        assert (await svc.inspect(CHANNEL_ID)).version == version
    # /dice lock posted a fresh tray; that one works.
    fresh = latest_tray(api, "unit1")
    assert [op_of(b) for b in tray_buttons(fresh)][:4] == ["t3", "t4", "t5", "t6"]


async def test_a_korean_player_reads_a_trays_refusals_in_korean(real, api: FakeDiscord, payloads: Payloads):
    """Issue #48: the tray's own refusals (a press with nothing chosen, an earlier roll's tray, a roll that is over)
    are said in the reader's language, with no English word."""
    driver, svc = real
    await start(svc)
    payloads.locale = "ko"
    check(await driver.command("dice tray", user_id=U1))
    old = latest_tray(api, "unit1")
    said = []
    api.clear()
    check(await driver.press(find(old, "go")["custom_id"], old, user_id=U1))  # nothing chosen
    said += [m.body["content"] for m in api.ephemeral_messages]
    check(await driver.command("dice lock", {"dice": "1 2"}, user_id=U1))
    api.clear()
    check(await driver.press(find(old, "t3")["custom_id"], old, user_id=U1))  # the roll changed under it
    said += [m.body["content"] for m in api.ephemeral_messages]
    check(await driver.command("dice keep", {}, user_id=U1))
    api.clear()
    check(await driver.press(find(old, "keep")["custom_id"], old, user_id=U1))  # the roll is over
    said += [m.body["content"] for m in api.ephemeral_messages]
    assert len(said) == 3 and "주사위" in said[0] and "트레이" in said[1] and "굴림은 끝났습니다" in said[2], said
    assert not any(re.search("[A-Za-z]{2,}", s.replace("D-Day Dice", "")) for s in said), said


async def test_another_units_action_does_not_spoil_a_tray(real, api: FakeDiscord):
    driver, svc = real
    await start(svc)
    check(await driver.command("dice tray", user_id=U1))
    tray = latest_tray(api, "unit1")
    check(await driver.command("dice lock", {"dice": "5 6"}, user_id=U2))
    check(await driver.press(find(tray, "t1")["custom_id"], tray, user_id=U1))
    tray = latest_tray(api, "unit1")
    check(await driver.press(find(tray, "t2")["custom_id"], tray, user_id=U1))
    tray = latest_tray(api, "unit1")
    api.clear()
    check(await driver.press(find(tray, "go")["custom_id"], tray, user_id=U1))
    assert api.ephemeral_messages == []
    state = (await svc.inspect(CHANNEL_ID)).state
    assert [i for i, d in enumerate(state.unit("unit1").dice, 1) if d.locked] == [1, 2]


async def test_only_the_units_player_may_press_its_tray(real, api: FakeDiscord):
    driver, svc = real
    await start(svc)
    check(await driver.command("dice tray", user_id=U1))
    tray = latest_tray(api, "unit1")
    version = (await svc.inspect(CHANNEL_ID)).version
    for user in (U2, WATCHER):
        api.clear()
        check(await driver.press(find(tray, "t1")["custom_id"], tray, user_id=user))
        assert api.public_messages == [] and api.requests("PATCH", ORIGINAL) == []
        (refusal,) = api.ephemeral_messages
        assert "only they can roll it" in refusal.body["content"]
        assert refusal.body["allowed_mentions"]["parse"] == []
    assert (await svc.inspect(CHANNEL_ID)).version == version


async def test_pressing_go_with_nothing_selected_is_a_private_hint(real, api: FakeDiscord):
    driver, svc = real
    await start(svc)
    check(await driver.command("dice tray", user_id=U1))
    tray = latest_tray(api, "unit1")
    api.clear()
    check(await driver.press(find(tray, "go")["custom_id"], tray, user_id=U1))
    (hint,) = api.ephemeral_messages
    assert "Tap the two dice to lock first" in hint.body["content"]
    assert api.public_messages == []


async def test_the_selection_and_the_tray_survive_a_restart(real, api: FakeDiscord, payloads: Payloads, tmp_path):
    driver, svc = real
    await start(svc)
    check(await driver.command("dice tray", user_id=U1))
    tray = latest_tray(api, "unit1")
    check(await driver.press(find(tray, "t4")["custom_id"], tray, user_id=U1))
    tray = latest_tray(api, "unit1")
    check(await driver.press(find(tray, "t6")["custom_id"], tray, user_id=U1))
    tray = latest_tray(api, "unit1")
    await driver.bot.close()
    again = DdayBot(settings(tmp_path), service=svc)
    await logged_in(again)
    try:
        api.clear()
        check(await Driver(again, api, payloads).press(find(tray, "go")["custom_id"], tray, user_id=U1))
        state = (await svc.inspect(CHANNEL_ID)).state
        assert [i for i, d in enumerate(state.unit("unit1").dice, 1) if d.locked] == [4, 6]
        assert api.ephemeral_messages == []
    finally:
        await again.close()


async def test_a_tray_of_an_earlier_game_is_refused(real, api: FakeDiscord):
    driver, svc = real
    await start(svc)
    check(await driver.command("dice tray", user_id=U1))
    tray = latest_tray(api, "unit1")
    await svc.abort(CHANNEL_ID, U1)
    await start(svc, seed=8)
    api.clear()
    check(await driver.press(find(tray, "t1")["custom_id"], tray, user_id=U1))
    (refusal,) = api.ephemeral_messages
    assert "earlier game" in refusal.body["content"]


async def test_dice_tray_for_a_spectator_is_a_private_refusal(real, api: FakeDiscord):
    driver, svc = real
    await start(svc)
    check(await driver.command("dice tray", user_id=WATCHER))
    assert api.public_messages == []
    (refusal,) = api.ephemeral_messages
    assert "no Unit" in refusal.body["content"]


async def test_medals_are_shown_only_to_their_owner_and_only_ephemerally(real, api: FakeDiscord):
    driver, svc = real
    await start(svc)
    loaded = await svc.inspect(CHANNEL_ID)
    # Hand Unit 1 a secret Medal (as a first visit would), straight into the cached state.
    medal = loaded.state.medal_deck[0]
    unit = loaded.state.unit("unit1").model_copy(update={"medals": (medal,)})
    svc.tables.positions[loaded.table.id] = (loaded.version, loaded.state.with_unit(unit))
    name = E.data(loaded.state).medals[medal].name
    check(await driver.command("dice medals", user_id=U1))
    assert api.public_messages == []
    (mine,) = api.ephemeral_messages
    assert name in mine.body["content"] and medal in mine.body["content"]
    api.clear()
    check(await driver.command("dice medals", user_id=U2))
    (theirs,) = api.ephemeral_messages
    assert name not in theirs.body["content"]
    api.clear()
    check(await driver.command("game board", {"share": True}, user_id=WATCHER))  # posted for everyone
    for sent in api.public_messages:
        assert name not in (sent.body.get("content") or "")
        assert all(name not in (a.get("description") or "") for a in sent.body.get("attachments", []))


async def test_a_whole_game_pings_only_who_must_act_and_trays_ping_nobody(tmp_path):
    """Through the service: every post pings only players newly asked (never the actor); trays ping nobody."""
    svc = await GameService.open(str(tmp_path / "pings.sqlite3"), render=lambda view: (None, ""))
    try:
        posts = await start(svc)
        assert sum(isinstance(p, TrayPost) for p in posts) == 2
        rng = random.Random(3)
        trays = 0
        for _ in range(600):
            loaded = await svc.inspect_any(CHANNEL_ID)
            if E.outcome(loaded.state) is not None:
                break
            before = {(p.seat, p.kind) for p in E.prompts(loaded.state)}
            seat = rng.choice(sorted({p.seat for p in E.prompts(loaded.state)}))
            posts = await svc.submit(CHANNEL_ID, USER[seat], choose(E, loaded.state, seat), seat=seat)
            after = await svc.inspect_any(CHANNEL_ID)
            now = {(p.seat, p.kind) for p in E.prompts(after.state)}
            asked = {USER[s] for s, _ in now - before} - {USER[seat]}
            view = E.view(after.state, None)
            for post in posts:
                assert not post.ephemeral
                if E.outcome(after.state) is not None and "🏁 **Game over" in post.content:
                    assert sorted(post.mention_user_ids) == sorted(USER.values())  # the end pings everyone (#24)
                    continue
                assert set(post.mention_user_ids) <= asked
                if isinstance(post, TrayPost):
                    trays += 1
                    assert post.mention_user_ids == [] and mode(view, post.seat) is not None
                    assert post.image is None and "\nd1 " in post.content  # no images here: faces in words
        assert E.outcome((await svc.inspect_any(CHANNEL_ID)).state) is not None
        assert trays >= 4
    finally:
        await svc.close()


async def test_help_in_a_dice_channel_explains_the_tray_and_the_commands(real, api: FakeDiscord):
    driver, svc = real
    await start(svc)
    check(await driver.command("help", user_id=WATCHER))
    assert api.public_messages == []
    (reply,) = api.ephemeral_messages
    text = reply.body["content"]
    assert "/dice tray" in text and "Reroll selected" in text and "/dice move" in text
    assert len(text) <= 2000 and "D-Day Dice" in text


async def test_when_the_last_unit_keeps_its_tray_the_phase_moves_on_with_the_table(real, api: FakeDiscord):
    driver, svc = real
    await start(svc)
    check(await driver.command("dice tray", user_id=U1))
    check(await driver.command("dice tray", user_id=U2))
    one, two = latest_tray(api, "unit1"), latest_tray(api, "unit2")
    check(await driver.press(find(one, "keep")["custom_id"], one, user_id=U1))
    assert (await svc.inspect(CHANNEL_ID)).state.phase == 1  # still waiting for Unit 2
    api.clear()
    check(await driver.press(find(two, "keep")["custom_id"], two, user_id=U2))
    after = await svc.inspect(CHANNEL_ID)
    assert after.state.phase >= 2
    boards = [s for s in api.public_messages if any(f[1].startswith("turn-") for f in s.files)]
    assert len(boards) == 1 and "Final Tally" in boards[0].body["content"]
    waiting = {USER[s] for s in E.active_seats(after.state)}
    assert {int(u) for u in boards[0].body["allowed_mentions"]["users"]} == waiting - {U2}
    assert api.ephemeral_messages == []


async def test_the_optional_mulligan_is_a_tray_button_only_while_it_is_legal(real, api: FakeDiscord):
    driver, svc = real
    await start(svc, mulligan="on")
    check(await driver.command("dice tray", user_id=U1))
    tray = latest_tray(api, "unit1")
    before = (await svc.inspect(CHANNEL_ID)).state.unit("unit1")
    check(await driver.press(find(tray, "mull")["custom_id"], tray, user_id=U1))
    after = (await svc.inspect(CHANNEL_ID)).state.unit("unit1")
    assert after.mulligan and after.soldiers < before.soldiers
    assert "mull" not in [op_of(b) for b in tray_buttons(latest_tray(api, "unit1"))]


async def test_no_mulligan_button_when_the_rule_is_off(real, api: FakeDiscord):
    driver, svc = real
    await start(svc)
    check(await driver.command("dice tray", user_id=U1))
    assert "mull" not in [op_of(b) for b in tray_buttons(latest_tray(api, "unit1"))]


# -- the German player's dice (Atlantikwall, issue #24) ------------------------------------------------

JERRY = 504_000_000_000_000_004


async def start_german(svc: GameService) -> None:
    await svc.new_game(CHANNEL_ID, 1, U1, "dday-dice", {"players": "1", "map": "omaha-beach", "german": "player"},
                       seed=1)
    await svc.join(CHANNEL_ID, U1, "unit1")
    await svc.join(CHANNEL_ID, JERRY, "german")


async def test_the_german_player_rolls_with_a_tray_of_his_own_dice(real, api: FakeDiscord):
    driver, svc = real
    await start_german(svc)
    api.clear()
    check(await driver.command("dice tray", user_id=JERRY))
    # His tray is live (the start posted it): /dice tray answers him alone with a copy, which he plays on.
    assert [s for s in api.public_messages if tray_buttons(s.body)] == []
    assert len([s for s in api.ephemeral_messages if tray_buttons(s.body)]) == 1
    tray = latest_tray(api, "german")
    assert tray["content"].startswith("🎲 **Dice tray: German player**")
    german = E.view((await svc.inspect(CHANNEL_ID)).state, None).german
    labels = [b["label"] for b in tray_buttons(tray)]
    assert labels[:6] == [f"d{d.number} {d.colour} {d.face_label}" for d in german.dice]  # each die with its face
    assert all(":german:" in b["custom_id"] for b in tray_buttons(tray))
    # The Unit's player may not roll his dice.
    api.clear()
    check(await driver.press(find(tray, "t1")["custom_id"], tray, user_id=U1))
    (refusal,) = api.ephemeral_messages
    assert "only they can roll it" in refusal.body["content"]
    # He locks two dice with it; the tray comes back for his rerolls.
    check(await driver.press(find(tray, "t1")["custom_id"], tray, user_id=JERRY))
    tray = latest_tray(api, "german")
    check(await driver.press(find(tray, "t2")["custom_id"], tray, user_id=JERRY))
    tray = latest_tray(api, "german")
    check(await driver.press(find(tray, "go")["custom_id"], tray, user_id=JERRY))
    state = (await svc.inspect(CHANNEL_ID)).state
    assert [i for i, d in enumerate(state.german.dice, 1) if d.locked] == [1, 2]
    tray = latest_tray(api, "german")
    assert [op_of(b) for b in tray_buttons(tray)] == ["t3", "t4", "t5", "t6", "go", "keep"]
    assert "2 rerolls left" in tray["content"]


async def test_the_start_posts_the_german_players_tray_too(real, api: FakeDiscord):
    driver, svc = real
    await svc.new_game(CHANNEL_ID, 1, U1, "dday-dice", {"players": "1", "map": "omaha-beach", "german": "player"},
                       seed=1)
    await svc.join(CHANNEL_ID, U1, "unit1")
    api.clear()
    check(await driver.command("game join", {"seat": "german"}, user_id=JERRY))
    trays = {b["custom_id"].split(":")[5] for s in api.public_messages for b in tray_buttons(s.body)}
    assert trays == {"unit1", "german"}


async def test_the_german_players_lock_choices_name_each_dies_face(real, api: FakeDiscord):
    driver, svc = real
    await start_german(svc)
    german = E.view((await svc.inspect(CHANNEL_ID)).state, None).german
    sent = check(await driver.autocomplete("dice lock", {}, "dice", user_id=JERRY))
    choices = sent[0].body["data"]["choices"]
    assert choices
    for choice in choices:
        a, b = (int(n) for n in choice["value"].split())
        faces = {d.number: f"{d.colour} {d.face_label}" for d in german.dice}
        assert choice["name"] == f"lock {a} {b} — {a}:{faces[a]}, {b}:{faces[b]}"


async def test_a_tray_button_for_a_side_without_dice_is_a_plain_refusal(real, api: FakeDiscord):
    """A forged or old tray id naming the German in a game without a German player: refused in words."""
    driver, svc = real
    await start(svc)
    check(await driver.command("dice tray", user_id=U1))
    tray = latest_tray(api, "unit1")
    message = json.loads(json.dumps(tray).replace(":unit1:", ":german:"))
    for user in (U1, WATCHER):
        api.clear()
        check(await driver.press(find(message, "t1")["custom_id"], message, user_id=user))
        (refusal,) = api.ephemeral_messages
        assert "Something went wrong" not in refusal.body["content"]
        assert "german" in refusal.body["content"]
