"""Whole flows through the real GameService on SQLite, driven by raw interaction payloads.

The toy race game (tests/bot/toy_game.py) stands in for a real engine. Only
the HTTP transport is fake; every request is validated against the spec.
"""

from __future__ import annotations

from typing import Any

from bot.discord import present
from bot.discord.app import DdayBot
from bot.service import GameService
from tests.bot import toy_game
from tests.bot.fake_discord import CHANNEL_ID, FakeDiscord, Payloads, Sent
from tests.bot.harness import Driver, logged_in, settings

RED, BLUE, WATCHER = 301_000_000_000_000_001, 302_000_000_000_000_002, 303_000_000_000_000_003


def check(sent: list[Sent]) -> list[Sent]:
    for request in sent:
        request.validate()
    return sent


def mentions_only(sent: list[Sent], allowed: set[int]) -> None:
    """Every message body pings nobody outside ``allowed`` and never parses @everyone/roles."""
    for request in sent:
        message = request.message
        if not request.creates_message or message is None:
            continue
        mentions = message.get("allowed_mentions")
        assert mentions is not None, f"{request.method} {request.path} has no allowed_mentions"
        assert mentions.get("parse") == [], mentions
        assert "roles" not in mentions or mentions["roles"] == []
        assert set(mentions.get("users", [])) <= allowed, mentions


async def start_race(driver: Driver) -> list[Sent]:
    """``/game new``, then Red and Blue ``/game join``; returns the requests of Blue's join."""
    check(await driver.command("game new toy-race", {}, user_id=RED))
    check(await driver.command("game join", {"seat": "red"}, user_id=RED))
    return check(await driver.command("game join", {"seat": "blue"}, user_id=BLUE))


def phase_message(api: FakeDiscord) -> dict[str, Any]:
    """The newest public message with buttons, as Discord stored it."""
    return next(m for m in reversed(list(api.messages.values())) if m["components"] and not m["flags"] & 64)


def test_the_toy_engine_follows_the_current_engine_contract(toy_engine):
    """It subclasses the engine base and implements every required method (if the contract grows, building the toy
    engine fails, naming the method it must add)."""
    from rules.core.engine import GameEngine

    assert isinstance(toy_engine, GameEngine)
    assert type(toy_engine).__abstractmethods__ == frozenset()


async def test_new_game_and_two_joins_post_the_board_and_ping_only_who_must_act(driver: Driver, api: FakeDiscord):
    sent = await start_race(driver)
    posts = [s for s in sent if s.creates_message]
    assert not any(p.ephemeral for p in posts)
    board = posts[-1]
    assert board.files and board.files[0][2] == toy_game.tiny_png()
    assert board.body["attachments"][0]["description"].startswith("Race track")
    assert board.body["allowed_mentions"] == {"parse": [], "users": [RED]}
    assert f"<@{RED}>" in board.body["content"]
    labels = [b["label"] for row in board.body["components"] for b in row["components"]]
    assert len(labels) == 2 and all("Advance" in label for label in labels)


async def test_the_new_game_post_offers_join_buttons_that_work(driver: Driver, api: FakeDiscord):
    check(await driver.command("game new toy-race", {"colour": "bright"}, user_id=RED))
    lobby = phase_message(api)
    ids = [b["custom_id"] for row in lobby["components"] for b in row["components"]]
    table_id = (await driver.bot.service.store.latest_table(CHANNEL_ID)).id
    assert ids == [f"dday:join:{CHANNEL_ID}:{table_id}:red", f"dday:join:{CHANNEL_ID}:{table_id}:blue"]
    check(await driver.press(ids[0], lobby, user_id=RED))
    sent = check(await driver.press(ids[1], lobby, user_id=BLUE))
    assert sent[0].body == {"type": 6}
    assert any(s.files for s in sent if s.creates_message), "the game started with a board"


async def test_a_bad_move_is_one_ephemeral_error_and_nothing_public(driver: Driver, api: FakeDiscord, service: GameService):
    await start_race(driver)
    api.clear()
    check(await driver.command("aa move", {"from": "3", "units": "1 inf", "to": "5"}, user_id=RED))
    assert api.public_messages == []
    (error,) = api.ephemeral_messages
    assert "zone 0, not 3" in error.body["content"]
    assert (await service.inspect(CHANNEL_ID)).version == 0, "nothing was changed"


async def test_a_move_out_of_turn_is_refused_privately(driver: Driver, api: FakeDiscord):
    await start_race(driver)
    api.clear()
    check(await driver.command("aa move", {"from": "0", "units": "1 inf", "to": "1"}, user_id=BLUE))
    assert api.public_messages == []
    assert "not your turn" in api.ephemeral_messages[0].body["content"].lower()


async def test_a_good_move_posts_the_next_board_and_pings_the_other_player(driver: Driver, api: FakeDiscord):
    await start_race(driver)
    api.clear()
    sent = check(await driver.command("aa move", {"from": "0", "units": "1 inf", "to": "2"}, user_id=RED))
    (post,) = [s for s in sent if s.creates_message]
    assert not post.ephemeral and post.files
    assert post.body["allowed_mentions"] == {"parse": [], "users": [BLUE]}


async def test_autocomplete_offers_the_services_legal_values(driver: Driver, api: FakeDiscord):
    await start_race(driver)
    api.clear()
    sent = check(await driver.autocomplete("aa move", {"from": "0", "units": "1 inf"}, "to", user_id=RED))
    assert sent[0].body == {"type": 8, "data": {"choices": [{"name": "Zone 1", "value": "1"}, {"name": "Zone 2", "value": "2"}]}}
    sent = check(await driver.autocomplete("aa move", {}, "to", user_id=BLUE))
    assert sent[0].body["data"]["choices"] == [], "not Blue's turn: nothing to offer"
    sent = check(await driver.autocomplete("aa do", {"action": "move"}, "action", user_id=RED))
    assert [c["value"] for c in sent[0].body["data"]["choices"]] == ["move 1 inf from 0 to 1", "move 1 inf from 0 to 2"]


async def test_a_button_press_plays_and_the_same_stale_button_is_refused(driver: Driver, api: FakeDiscord):
    await start_race(driver)
    message = phase_message(api)
    advance_two = message["components"][0]["components"][1]["custom_id"]
    api.clear()

    check(await driver.press(advance_two, message, user_id=RED))
    assert len(api.public_messages) == 1 and api.public_messages[0].body["allowed_mentions"]["users"] == [BLUE]

    api.clear()
    sent = check(await driver.press(advance_two, message, user_id=RED))
    assert sent[0].body == {"type": 6}
    assert api.public_messages == []
    (refusal,) = api.ephemeral_messages
    assert "earlier position" in refusal.body["content"]


async def test_a_spectator_pressing_a_button_is_refused_privately(driver: Driver, api: FakeDiscord):
    await start_race(driver)
    message = phase_message(api)
    api.clear()
    check(await driver.press(message["components"][0]["components"][0]["custom_id"], message, user_id=WATCHER))
    assert api.public_messages == []
    (refusal,) = api.ephemeral_messages
    assert refusal.body["content"] != present.GENERIC_ERROR  # the service's own sentence
    assert refusal.body["allowed_mentions"] == {"parse": []}  # it may name the player, but pings nobody


async def test_buttons_still_work_after_a_restart(api: FakeDiscord, tmp_path, toy_engine, payloads: Payloads):
    """A new bot process on the same database handles a button from a message the old one posted."""
    path = str(tmp_path / "game.sqlite3")
    first = await GameService.open(path, render=toy_game.render)
    bot = DdayBot(settings(tmp_path), service=first)
    await logged_in(bot)
    await start_race(Driver(bot, api, payloads))
    message = phase_message(api)
    await bot.close()
    await first.close()

    second = await GameService.open(path, render=toy_game.render)
    again = DdayBot(settings(tmp_path), service=second)
    await logged_in(again)
    try:
        api.clear()
        check(await Driver(again, api, payloads).press(message["components"][0]["components"][0]["custom_id"], message, user_id=RED))
        assert len(api.public_messages) == 1 and api.ephemeral_messages == []
    finally:
        await again.close()
        await second.close()


async def test_status_board_history_and_abort(driver: Driver, api: FakeDiscord):
    await start_race(driver)
    check(await driver.command("aa move", {"from": "0", "units": "1 inf", "to": "1"}, user_id=RED))
    check(await driver.command("aa move", {"from": "0", "units": "1 inf", "to": "1"}, user_id=BLUE))
    api.clear()
    check(await driver.command("game status", {"share": True}, user_id=WATCHER))  # shared: private by default
    check(await driver.command("game board", {"turn": 1, "share": True}, user_id=WATCHER))
    check(await driver.command("game history", {"share": True}, user_id=WATCHER))
    assert len(api.public_messages) == 3 and api.ephemeral_messages == []
    assert api.public_messages[0].files and api.public_messages[1].files  # status and the past board show the map

    api.clear()
    check(await driver.command("game abort", user_id=WATCHER))
    assert api.public_messages == [] and "creator" in api.ephemeral_messages[0].body["content"]
    api.clear()
    check(await driver.command("game abort", user_id=RED))
    assert "aborted" in api.public_messages[0].body["content"]


async def test_nobody_but_the_players_is_ever_pinged(driver: Driver, api: FakeDiscord):
    """Across a whole game, every message's allowed_mentions lists only players and parses nothing."""
    await start_race(driver)
    for turn in range(3):
        for user, here in ((RED, 2 * turn), (BLUE, 2 * turn)):
            check(await driver.command("aa move", {"from": str(here), "units": "1 inf", "to": str(here + 2)}, user_id=user))
    check(await driver.command("aa move", {"from": "9", "units": "1 inf", "to": "1"}, user_id=WATCHER))
    mentions_only(api.sent, {RED, BLUE})
    assert any("Game over" in (m.body.get("content") or "") for m in api.public_messages)
    assert len(api.requests("POST", "/interactions/{interaction_id}/{interaction_token}/callback")) >= 9


async def test_a_real_aa_dday_game_starts_with_its_board_and_refuses_a_bad_move(api: FakeDiscord, tmp_path, payloads: Payloads):
    """The registered A&A D-Day engine and renderer, end to end through Discord payloads."""
    svc = await GameService.open(str(tmp_path / "aa.sqlite3"))
    bot = DdayBot(settings(tmp_path), service=svc)
    await logged_in(bot)
    driver = Driver(bot, api, payloads)
    try:
        new = _sub(api.requests("PUT")[-1].body, "game", "new")
        aa = next(o for o in new["options"] if o["name"] == "aa-dday")
        assert {"players", "fortune", "tactics", "quick_victory"} <= {o["name"] for o in aa["options"]}
        api.clear()
        check(await driver.command("game new aa-dday", {"players": "2"}, user_id=RED))
        check(await driver.command("game join", {"seat": "axis"}, user_id=RED))
        check(await driver.command("game join", {"seat": "allies"}, user_id=BLUE))
        board = api.public_messages[-1]
        assert board.files and board.files[0][2].startswith(b"\x89PNG")
        pinged = set(board.body["allowed_mentions"]["users"])
        assert pinged and pinged <= {RED, BLUE}
        assert all(f"<@{user}>" in board.body["content"] for user in pinged)

        api.clear()
        check(await driver.command("aa move", {"from": "nowhere", "units": "99 tank", "to": "moon"}, user_id=next(iter(pinged))))
        assert api.public_messages == [] and len(api.ephemeral_messages) == 1
        assert api.ephemeral_messages[0].body["content"] != present.GENERIC_ERROR
        mentions_only(api.sent, {RED, BLUE})
    finally:
        await bot.close()
        await svc.close()


def _sub(commands: list[dict[str, Any]], group: str, name: str) -> dict[str, Any]:
    top = next(c for c in commands if c["name"] == group)
    return next(o for o in top["options"] if o["name"] == name)
