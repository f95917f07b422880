"""Each game's commands act only in a channel of that game (issue #24), through real discord.py over the fake transport.

A real service on SQLite plays each game family; ``/aa``, ``/pb``, ``/dice`` and ``/orders`` are tried,
every subcommand of each, in a channel of another game and in a channel without one: each is refused in
one private line naming the channel's game and the group to use, before anything is deferred, and the
table's log does not move. Their autocompletes offer nothing there. The orders form, opened for one
game, never acts on the next one. In an Overlord Team thread, every command the bot suggests there works.
Every request is validated against Discord's OpenAPI spec.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from discord import AppCommandOptionType, app_commands

from bot.discord.cogs.guard import NO_GAME, refusal_text
from bot.service import GameService
from bot.service.custom_ids import ActId, OrdersId
from rules.core import find_game
from tests.bot.fake_discord import CHANNEL_ID, FakeDiscord, Payloads, Sent
from tests.bot.harness import Driver, real_table
from tests.bot.test_bot_batch import modal_submit
from tests.conftest import no_render
from tests.service.overlord_table import USERS, create_table, overlord_options

FIRST, SECOND = 601_000_000_000_000_001, 602_000_000_000_000_002
CALLBACK = "/interactions/{interaction_id}/{interaction_token}/callback"
GAMES: dict[str, tuple[dict[str, str], str]] = {
    "aa-dday": ({}, "aa"),
    "pegasus-bridge": ({"scenario": "1a"}, "pb"),
    "dday-dice": ({"players": "2"}, "dice"),
}
"""Game -> (options of a small table, the group that plays it)."""
GROUPS = ("aa", "pb", "dice", "orders")
PLAYS = {"aa": "aa-dday", "pb": "pegasus-bridge", "dice": "dday-dice", "orders": "aa-dday"}


def check(sent: list[Sent]) -> list[Sent]:
    for request in sent:
        request.validate()
    return sent


@pytest.fixture
async def real(api: FakeDiscord, tmp_path: Path, payloads: Payloads):
    async for pair in real_table(api, tmp_path, payloads, no_render, "guard.sqlite3"):
        yield pair


async def start(svc: GameService, game: str, channel: int = CHANNEL_ID) -> None:
    options, _ = GAMES[game]
    await svc.new_game(channel, 1, FIRST, game, options, seed=4)
    engine = find_game(game)
    for seat, user in zip(engine.seats_for(options), (FIRST, SECOND), strict=True):
        await svc.join(channel, user, seat)


def subcommands(driver: Driver, group: str) -> list[app_commands.Command[Any, ..., Any]]:
    top = driver.bot.tree.get_command(group)
    assert isinstance(top, app_commands.Group)
    return [c for c in top.walk_commands() if isinstance(c, app_commands.Command)]


def sample(param: app_commands.Parameter) -> Any:
    """A value Discord would accept for ``param`` (the first choice, the lowest number, a word)."""
    if param.choices:
        return param.choices[0].value
    if param.type is AppCommandOptionType.integer:
        return int(param.min_value or 1)
    if param.type is AppCommandOptionType.boolean:
        return True
    return "1"


def filled(command: app_commands.Command[Any, ..., Any]) -> dict[str, Any]:
    return {p.display_name: sample(p) for p in command.parameters if p.required}


def path_of(command: app_commands.Command[Any, ..., Any]) -> str:
    return command.qualified_name


async def version(svc: GameService, channel: int = CHANNEL_ID) -> tuple[int, int] | None:
    table = await svc.store.latest_table(channel)
    return None if table is None else (table.id, table.version)


def refusal_of(sent: list[Sent]) -> str:
    """The one private line a refused command answers with (and nothing else happened)."""
    (only,) = sent
    assert only.template == CALLBACK and only.body["type"] == 4, "answered at once, never deferred"
    assert only.ephemeral
    return only.body["data"]["content"]


@pytest.mark.parametrize("game", list(GAMES))
async def test_every_other_games_command_is_refused_in_one_private_line_and_changes_nothing(real, api, game):
    driver, svc = real
    await start(svc, game)
    before = await version(svc)
    _, group_to_use = GAMES[game]
    expected = f"This channel plays {find_game(game).spec.name} — use /{group_to_use}."
    tried = 0
    for group in GROUPS:
        if PLAYS[group] == game:
            continue
        for command in subcommands(driver, group):
            api.clear()
            sent = check(await driver.command(path_of(command), filled(command), user_id=FIRST))
            assert refusal_of(sent) == expected, path_of(command)
            assert api.public_messages == []
            tried += 1
    assert tried >= 30, "every subcommand of the other games' groups"
    assert await version(svc) == before, "nothing was written"


async def test_the_reported_cases_keep_and_do_keep_in_pegasus_bridge(real, api):
    driver, svc = real
    await start(svc, "pegasus-bridge")
    before = await version(svc)
    for path, options in (("dice keep", {}), ("aa do", {"action": "keep"}), ("aa done", {}), ("dice tray", {})):
        api.clear()
        text = refusal_of(check(await driver.command(path, options, user_id=SECOND)))
        assert text == "This channel plays Opération Commando: Pegasus Bridge — use /pb."
        assert "kept" not in text
    assert (await version(svc)) == before
    # The game's own group still reaches the service (its refusal is the rules', not the check's).
    api.clear()
    sent = check(await driver.command("pb keep", {}, user_id=FIRST))
    assert sent[0].body["type"] == 5, "the right group is deferred and played"
    assert (await version(svc))[1] == before[1] + 1


@pytest.mark.parametrize("game", list(GAMES))
async def test_the_games_own_group_is_not_refused(real, api, game):
    driver, svc = real
    await start(svc, game)
    _, group = GAMES[game]
    api.clear()
    sent = check(await driver.command(f"{group} do", {"action": "no such action"}, user_id=FIRST))
    assert sent[0].body["type"] == 5, "deferred: the check let it through to the service"
    (reply,) = api.ephemeral_messages
    assert "This channel plays" not in reply.body["content"] and NO_GAME not in reply.body["content"]


async def test_without_a_game_every_game_command_points_to_game_new(real, api):
    driver, svc = real
    for group in GROUPS:
        for command in subcommands(driver, group):
            api.clear()
            sent = check(await driver.command(path_of(command), filled(command), user_id=FIRST))
            assert refusal_of(sent) == NO_GAME, path_of(command)
    assert await version(svc) is None


AUTOCOMPLETED = {
    "aa": ("aa do", "action"),
    "pb": ("pb do", "action"),
    "dice": ("dice do", "action"),
    "orders": ("orders set", "value"),
}


@pytest.mark.parametrize("game", list(GAMES))
async def test_autocomplete_offers_nothing_in_another_games_channel(real, api, game):
    driver, svc = real
    await start(svc, game)
    for group in GROUPS:
        for command in subcommands(driver, group):
            for param in command.parameters:
                if not param.autocomplete:
                    continue
                api.clear()
                options = {**filled(command), param.display_name: ""}
                if group == "orders":
                    options["kind"] = "tactics"
                sent = check(await driver.autocomplete(path_of(command), options, param.display_name, user_id=FIRST))
                (answer,) = sent
                assert answer.template == CALLBACK and answer.body["type"] == 8
                choices = answer.body["data"]["choices"]
                if PLAYS[group] != game:
                    assert choices == [], f"{path_of(command)} {param.display_name}"
    # In its own channel, the game's `do` offers the legal actions (the check can tell the two apart).
    path, focused = AUTOCOMPLETED[GAMES[game][1]]
    loaded = await svc.inspect(CHANNEL_ID)
    asked = {p.seat for p in loaded.engine.prompts(loaded.state)}
    seat_user = next(u for s, u in loaded.seats.items() if s in asked)
    api.clear()
    (answer,) = check(await driver.autocomplete(path, {focused: ""}, focused, user_id=seat_user))
    assert answer.body["data"]["choices"], "legal actions offered in the game's own channel"


async def test_the_orders_form_opens_only_through_the_games_group_and_never_acts_on_another_game(real, api):
    driver, svc = real
    await start(svc, "pegasus-bridge")
    api.clear()
    text = refusal_of(check(await driver.command("aa orders", user_id=FIRST)))
    assert text == "This channel plays Opération Commando: Pegasus Bridge — use /pb.", "no form opened"
    # The Pegasus form, opened in its channel...
    api.clear()
    (callback,) = check(await driver.command("pb orders", user_id=FIRST))
    assert callback.body["type"] == 9
    form = callback.body["data"]["custom_id"]
    # ...then the channel moves on to an A&A game: submitting it acts on nothing.
    await svc.abort(CHANNEL_ID, FIRST)
    await start(svc, "aa-dday")
    before = await version(svc)
    loaded = await svc.inspect(CHANNEL_ID)
    allies = loaded.seats["allies"]
    api.clear()
    sent = check(await driver.dispatch(modal_submit(driver.payloads, form, "done", user_id=allies)))
    shown = [s for s in sent if s.creates_message]
    assert len(shown) == 1 and shown[0].ephemeral and "earlier game" in shown[0].message["content"]
    assert await version(svc) == before


def test_a_game_without_a_group_of_its_own_is_named_with_what_the_group_is_for():
    assert refusal_text("pb", "chess") == "This channel plays chess; /pb is for Opération Commando: Pegasus Bridge."
    assert refusal_text("orders", "dday-dice") == "This channel plays D-Day Dice (2nd ed.) — use /dice."
    assert refusal_text("orders", "aa-dday") is None and refusal_text("aa", None) == NO_GAME


# -- an Overlord Team thread ---------------------------------------------------------------------------

COMMAND = re.compile(r"`?/([a-z]+)(?: ([a-z][a-z-]*))?")


@pytest.fixture
async def overlord(real, api: FakeDiscord, payloads: Payloads):
    driver, svc = real
    await create_table(svc, channel=CHANNEL_ID)
    seats = find_game("dday-dice").seats_for(overlord_options())
    for seat in seats[:-1]:
        await svc.join(CHANNEL_ID, USERS[seat], seat)
    check(await driver.command("game join", {"seat": seats[-1]}, user_id=USERS[seats[-1]]))
    thread = list(api.threads)[0]  # Team Able's
    in_thread = Payloads(channel_id=thread, channel=api.threads[thread])
    in_thread.command_ids = payloads.command_ids
    return driver, svc, Driver(driver.bot, api, in_thread), thread


async def test_dice_medals_typed_in_a_team_thread_shows_the_units_medals(overlord, api):
    driver, svc, in_thread, _ = overlord
    loaded = await svc.inspect(CHANNEL_ID)
    medal = loaded.state.medal_deck[0]
    unit = loaded.state.unit("t1u1").model_copy(update={"medals": (medal,)})
    svc.tables.positions[loaded.table.id] = (loaded.version, loaded.state.with_unit(unit))
    name = loaded.engine.data(loaded.state).medals[medal].name
    api.clear()
    check(await in_thread.command("dice medals", user_id=USERS["t1u1"]))
    assert api.public_messages == []
    (reply,) = api.ephemeral_messages
    assert name in reply.body["content"], "the Medal, named to its owner, in the thread"
    assert "thread" not in reply.body["content"]


async def test_another_games_group_in_a_team_thread_names_the_channels_game(overlord, api):
    _, svc, in_thread, _ = overlord
    before = await version(svc)
    api.clear()
    text = refusal_of(check(await in_thread.command("pb pass", user_id=USERS["t1u1"])))
    assert text == "This channel plays D-Day Dice (2nd ed.) — use /dice."
    assert await version(svc) == before


async def test_every_command_the_bot_suggests_in_a_thread_works_there(overlord, api):
    driver, svc, in_thread, thread = overlord
    # Play a phase so the thread holds the welcome, the trays and a phase's prompts.
    loaded = await svc.inspect(CHANNEL_ID)
    for seat in [p.seat for p in loaded.engine.prompts(loaded.state)][:-1]:
        await svc.submit(CHANNEL_ID, USERS[seat], "keep")
    last = [p.seat for p in loaded.engine.prompts(loaded.state)][-1]
    check(await driver.command("dice keep", user_id=USERS[last]))
    texts = [m["content"] for m in api.messages.values() if m["channel_id"] == str(thread)]
    suggested = {
        f"{top} {sub}" if sub and isinstance(driver.bot.tree.get_command(top), app_commands.Group) else top
        for text in texts
        for top, sub in COMMAND.findall(text)
        if driver.bot.tree.get_command(top) is not None
    }
    assert "dice medals" in suggested, "the welcome's suggestion"
    # And what a Team naturally types there: its tray, its form, the table, the help.
    suggested |= {"dice tray", "dice orders", "game status", "game board", "game history", "hand", "help"}
    for path in sorted(suggested):
        command = driver.bot.tree.get_command(path.split()[0])
        if isinstance(command, app_commands.Group):
            command = command.get_command(path.split()[1])
        assert isinstance(command, app_commands.Command), path
        api.clear()
        check(await in_thread.command(path, filled(command), user_id=USERS["t1u1"]))
        replies = [s.message.get("content") or "" for s in api.new_messages if s.message]
        for reply in replies:
            for wrong in ("private thread", NO_GAME, "This channel plays", "has no game", "Something went wrong"):
                assert wrong not in reply, f"{path}: {reply}"


async def test_buttons_and_menus_of_one_game_never_act_on_the_next_one(real, api, payloads):
    """Every component names its table (a table plays one game): after the channel moves on, each is refused."""
    from tests.bot.test_bot_pegasus import BRIT, advance_until, british_may_play, hand_message, select_payload, selects
    from tests.bot.test_bot_pegasus import start as start_pegasus

    driver, svc = real
    await start_pegasus(svc)
    await advance_until(svc, british_may_play)
    check(await driver.command("hand", user_id=BRIT))
    hand = hand_message(api)
    (menu,) = selects(hand)
    pegasus = await svc.inspect(CHANNEL_ID)
    # The phase message's first choice, as the bot encodes it (ActId), and a form of that game.
    act = ActId(CHANNEL_ID, pegasus.table.id, pegasus.version, 0).encode()
    form = OrdersId(CHANNEL_ID, pegasus.table.id).encode()
    await svc.abort(CHANNEL_ID, BRIT)
    await start(svc, "aa-dday")
    before = await version(svc)
    presses = [select_payload(payloads, menu["custom_id"], [menu["options"][0]["value"]], hand, BRIT)]
    phase = {**hand, "flags": 0, "components": [{"type": 1, "components": [
        {"type": 2, "style": 2, "label": "Keep", "custom_id": act}]}]}
    presses += [payloads.button(act, phase, user_id=BRIT), modal_submit(payloads, form, "done", user_id=BRIT)]
    for payload in presses:
        api.clear()
        check(await driver.dispatch(payload))
        assert api.public_messages == []
        (refusal,) = api.ephemeral_messages
        assert "earlier game" in refusal.message["content"]
    assert await version(svc) == before


def test_a_korean_refusal_names_the_group_as_the_korean_menu_does():
    """The group a refusal points to is named as the reader's menu shows it (``/주사위``), with the particle that fits."""
    import bot.discord.cogs.dday_dice  # noqa: F401  (each game cog declares its group on import)
    import bot.discord.cogs.orders  # noqa: F401
    import bot.discord.cogs.pegasus  # noqa: F401
    from i18n import command_name, speaking
    from i18n.josa import josa

    dice, orders = command_name("dice", "ko"), command_name("orders", "ko")
    assert dice != "/dice" and orders != "/orders"
    with speaking("ko"):
        assert refusal_text("orders", "dday-dice") == f"이 채널에서는 D-Day Dice (2nd ed.) 게임을 하고 있습니다 — {dice}{josa(dice, '을')} 사용하세요."
        said = refusal_text("orders", "chess") or ""
        assert f"{orders}{josa(orders, '은')} " in said and "/orders" not in said
    assert refusal_text("orders", "chess") == "This channel plays chess; /orders is for Axis & Allies: D-Day."
