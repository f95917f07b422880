"""The serialised command tree: what ``tree.sync()`` PUTs is accepted by Discord's spec and limits."""

from __future__ import annotations

import re
import unicodedata
from typing import Any

import discord
import pytest
from discord import app_commands

from bot.discord import views
from bot.discord.app import DdayBot
from bot.discord.cogs.game import build_game_command, build_new_group, discord_name, parse_options
from bot.service import PostButton
from rules.core import GameSpec, OptionSpec
from rules.core.errors import InvalidOptionError
from tests.bot.fake_discord import APP_ID, FakeDiscord
from tests.bot.harness import logged_in, settings, strict_service

TOP_LEVEL = {"game", "aa", "orders", "pb", "dice", "hand", "prefs", "help", "rules", "mygames"}
"""Every top-level slash command the bot registers."""

GUILD = 1_234_567_890_123_456_789
SUBCOMMAND, GROUP = 1, 2


def limit_problems(commands: list[dict[str, Any]]) -> list[str]:
    """Discord's documented limits for a bulk overwrite of chat-input commands."""
    problems: list[str] = []
    if len(commands) > 100:
        problems.append(f"{len(commands)} top-level commands (max 100)")

    def name_ok(name: str) -> bool:
        return (
            1 <= len(name) <= 32
            and name == name.lower()
            and all(c in "-_" or unicodedata.category(c)[0] in "LN" for c in name)
        )

    def walk(node: dict[str, Any], where: str) -> int:
        size = len(node["name"]) + len(node.get("description", ""))
        if not name_ok(node["name"]):
            problems.append(f"{where}: bad name {node['name']!r}")
        if not 1 <= len(node.get("description", "")) <= 100:
            problems.append(f"{where}: description of {len(node.get('description', ''))} characters")
        options = node.get("options") or []
        if len(options) > 25:
            problems.append(f"{where}: {len(options)} options (max 25)")
        required_seen_optional = False
        for option in options:
            if option["type"] not in (SUBCOMMAND, GROUP):
                if option.get("required") and required_seen_optional:
                    problems.append(f"{where}: required option {option['name']} after an optional one")
                required_seen_optional |= not option.get("required", False)
            choices = option.get("choices") or []
            if len(choices) > 25:
                problems.append(f"{where} {option['name']}: {len(choices)} choices (max 25)")
            if choices and option.get("autocomplete"):
                problems.append(f"{where} {option['name']}: both choices and autocomplete")
            for choice in choices:
                size += len(choice["name"]) + len(str(choice["value"]))
                if not 1 <= len(choice["name"]) <= 100 or len(str(choice["value"])) > 100:
                    problems.append(f"{where} {option['name']}: choice {choice!r} out of range")
            size += walk(option, f"{where} {option['name']}")
        return size

    names = [c["name"] for c in commands]
    if len(names) != len(set(names)):
        problems.append("duplicate command names")
    for command in commands:
        total = walk(command, "/" + command["name"])
        if total > 8000:
            problems.append(f"/{command['name']}: {total} characters (max 8000)")
    return problems


@pytest.fixture
async def synced(api: FakeDiscord, tmp_path, toy_engine) -> tuple[DdayBot, list[dict[str, Any]]]:
    bot = DdayBot(settings(tmp_path), service=strict_service([toy_engine.spec]))
    await logged_in(bot)
    yield bot, api.requests("PUT")[-1].body
    await bot.close()


async def test_login_syncs_the_tree_globally_with_a_body_the_spec_accepts(api: FakeDiscord, synced):
    """setup_hook PUTs every global command once; every request of the login validates."""
    puts = api.requests("PUT")
    assert [p.template for p in puts] == ["/applications/{application_id}/commands"]
    assert puts[0].path == f"/applications/{APP_ID}/commands"
    for request in api.sent:
        request.validate()
    assert {c["name"] for c in puts[0].body} == TOP_LEVEL


async def test_the_serialised_tree_respects_discord_limits(synced):
    _, commands = synced
    assert limit_problems(commands) == []


def test_the_limit_checker_catches_violations():
    """Upper case, long names, long descriptions and too many choices are all reported."""
    bad = [
        {"name": "Game", "description": "x", "type": 1},
        {"name": "a" * 33, "description": "", "type": 1},
        {
            "name": "ok",
            "description": "d" * 101,
            "type": 1,
            "options": [{"type": 3, "name": "o", "description": "o", "choices": [{"name": str(i), "value": str(i)} for i in range(26)]}],
        },
    ]
    found = limit_problems(bad)
    assert len(found) == 5, found


async def test_dev_guild_setting_copies_the_commands_to_that_guild_only(api: FakeDiscord, tmp_path, toy_engine):
    bot = DdayBot(settings(tmp_path, dev_guild_id=GUILD), service=strict_service([toy_engine.spec]))
    await logged_in(bot)
    try:
        puts = api.requests("PUT")
        assert [p.template for p in puts] == ["/applications/{application_id}/guilds/{guild_id}/commands"]
        assert puts[0].path == f"/applications/{APP_ID}/guilds/{GUILD}/commands"
        puts[0].validate()
        assert limit_problems(puts[0].body) == []
        assert {c["name"] for c in puts[0].body} == TOP_LEVEL
    finally:
        await bot.close()


async def test_a_failed_sync_is_logged_and_the_bot_still_starts(api: FakeDiscord, tmp_path, toy_engine, caplog):
    api.fail_next("PUT", "/applications/{application_id}/commands", status=400)
    bot = DdayBot(settings(tmp_path), service=strict_service([toy_engine.spec]))
    await logged_in(bot)
    try:
        assert "Could not sync" in caplog.text
        assert bot.get_cog("GameCog") is not None and bot.get_cog("AaDdayCog") is not None
    finally:
        await bot.close()


def _sub(commands: list[dict[str, Any]], group: str, name: str) -> dict[str, Any]:
    top = next(c for c in commands if c["name"] == group)
    return next(o for o in top["options"] if o["name"] == name)


async def test_game_new_offers_each_game_option_with_its_playable_values(synced):
    """``/game new <game>`` (issue #28: one subcommand per game): one optional parameter per option of that game,
    autocompleted with its implemented values, the default marked (see tests/bot/test_bot_new_game.py); then the
    table settings, ``language`` (English or Korean) and ``computer`` (its seats, autocompleted)."""
    _, commands = synced
    new = _sub(commands, "game", "new")
    assert new["type"] == GROUP and all(o["type"] == SUBCOMMAND for o in new["options"])
    toy = next(o for o in new["options"] if o["name"] == "toy-race")
    options = {o["name"]: o for o in toy["options"]}
    assert "game" not in options and not any(o.get("required") for o in options.values())
    assert [c["value"] for c in options["language"]["choices"]] == ["en", "ko"]
    assert options["computer"].get("autocomplete") is True
    assert options["length"].get("autocomplete") is True and "choices" not in options["length"]
    assert not options["colour"].get("required")
    assert options["length"]["description"] == "How far to race"


async def test_aa_commands_take_the_documented_parameters(synced):
    _, commands = synced
    expected = {
        "move": ["from", "units", "to", "via"],
        "land": ["from", "units"],
        "patrol": ["units", "to"],
        "bomb": ["nation", "to"],
        "hits": ["where", "units"],
        "place": ["chart", "count", "where"],
        "done": [],
        "do": ["action"],
    }
    for name, params in expected.items():
        command = _sub(commands, "aa", name)
        options = command.get("options") or []
        assert [o["name"] for o in options] == params, name
        assert all(o.get("autocomplete") for o in options), name
    assert not next(o for o in _sub(commands, "aa", "move")["options"] if o["name"] == "via").get("required")


async def test_game_subcommands(synced):
    _, commands = synced
    game = next(c for c in commands if c["name"] == "game")
    assert {o["name"] for o in game["options"]} == {
        "new", "join", "start", "status", "board", "history", "resign", "abort", "export", "undo", "vacation", "replace",
        "computer", "takeback",  # issue #26
        "link", "viewer",  # issue #27: the web viewer
        "mine", "list", "stats", "leaderboard",  # issue #50: the server-wide lists, statistics and ratings
    }
    board = {o["name"]: o for o in _sub(commands, "game", "board")["options"]}
    assert board["turn"]["type"] == 4 and not board["turn"].get("required")
    assert _sub(commands, "game", "join")["options"][0]["autocomplete"] is True


def _serialise(command: Any) -> dict[str, Any]:
    tree = app_commands.CommandTree(discord.Client(intents=discord.Intents.none()))
    return command.to_dict(tree)


def _many_options_game() -> GameSpec:
    options = tuple(
        OptionSpec(key=f"rule-{i}", values=tuple(f"v{j}" for j in range(30 if i == 0 else 2)), default="v0", help=f"rule {i}")
        for i in range(30)
    )
    return GameSpec(id="big", name="Big Game", seats=("a", "b"), options=options, ruleset_version="1")


def test_game_new_stays_within_25_options_when_a_game_has_many():
    """Options beyond 19 go into one free-text ``options`` parameter; more than 25 values use autocomplete."""
    command = build_game_command(_many_options_game())
    payload = _serialise(command)
    assert len(payload["options"]) == 25
    assert payload["options"][-1]["name"] == "options"
    first = next(o for o in payload["options"] if o["name"] == "rule-0")
    assert first.get("autocomplete") and not first.get("choices")
    assert limit_problems([{"name": "game", "description": "g", "type": 1, "options": [{**payload, "type": 1}]}]) == []


async def test_the_free_options_text_autocompletes_key_value_pairs():
    command = build_game_command(_many_options_game())
    complete = command._params["options"].autocomplete
    assert [c.value for c in await complete(None, "rule-23")] == ["rule-23=v0", "rule-23=v1"]
    assert [c.value for c in await complete(None, "rule-23=v1 rule-24=")] == ["rule-23=v1 rule-24=v0", "rule-23=v1 rule-24=v1"]
    values = await command._params["option_0"].autocomplete(None, "v2")
    assert [c.value for c in values] == ["v2"] + [f"v{i}" for i in range(20, 30)]


def test_game_new_is_one_subcommand_per_game_each_with_its_own_options():
    games = [_many_options_game(), GameSpec(id="Small Game", name="Small", seats=("a",), ruleset_version="1")]
    payload = _serialise(build_new_group(games))
    assert [o["name"] for o in payload["options"]] == ["big", "small_game"]
    small = payload["options"][1]
    assert [o["name"] for o in small["options"]] == [
        "reminder_hours", "deadline_hours", "vacation_days", "language", "computer"
    ], "a game without options has no free options text"
    assert limit_problems([{"name": "game", "description": "g", "type": 1, "options": [{**payload, "type": 2}]}]) == []


@pytest.mark.parametrize(("key", "name"), [("quick_victory", "quick_victory"), ("Quick Victory!", "quick_victory"), ("x" * 40, "x" * 32)])
def test_option_keys_become_valid_discord_names(key, name):
    assert discord_name(key) == name


def test_free_text_options_are_parsed_and_refused_clearly():
    assert parse_options("players=3, fortune=on  tactics=off") == {"players": "3", "fortune": "on", "tactics": "off"}
    with pytest.raises(InvalidOptionError, match="key=value"):
        parse_options("players 3")


@pytest.mark.parametrize(
    "custom_id",
    [
        f"dday:act:{2**64 - 1}:{2**63 - 1}:{10**12}:24",
        f"dday:join:{2**64 - 1}:{2**63 - 1}:allies",
        f"dday:req:{2**64 - 1}:{2**63 - 1}:{2**63 - 1}:yes",
    ],
)
def test_custom_ids_of_the_largest_snowflakes_fit_and_round_trip(custom_id):
    """A button built from the service's custom_id keeps it verbatim, within 100 characters, and parses back."""
    item = views.item_for(PostButton(label="x" * 120, custom_id=custom_id))
    assert item is not None
    component = item.to_component_dict()
    assert component["custom_id"] == custom_id
    assert len(component["custom_id"]) <= 100
    assert len(component["label"]) <= 80
    assert item.template.fullmatch(custom_id)


def test_every_registered_seat_fits_the_join_template(toy_engine):
    from rules.core import all_games

    for engine in all_games():
        for seat in engine.spec.seats:
            custom_id = f"dday:join:{2**64 - 1}:{2**63 - 1}:{seat}"
            assert re.fullmatch(views.JOIN_TEMPLATE, custom_id), seat
            assert len(custom_id) <= 100, seat


async def test_dynamic_buttons_are_registered_on_setup(synced):
    bot, _ = synced
    registered = set(bot._connection._view_store._dynamic_items.values())
    assert {views.ActButton, views.JoinButton} <= registered


async def test_the_bot_opens_its_own_service_from_settings_and_closes_it(api: FakeDiscord, tmp_path, toy_engine):
    from bot.service import GameService

    bot = DdayBot(settings(tmp_path))
    await logged_in(bot)
    assert isinstance(bot.service, GameService)
    assert (tmp_path / "bot.sqlite3").exists()
    await bot.close()
    assert bot.service is None
    await bot.close()  # a second close is harmless
