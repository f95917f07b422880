"""Slash commands in Korean (issue #28): the synced tree carries Korean names, descriptions and choices from
``commands.ftl`` through :class:`bot.discord.translator.CatalogueTranslator`, within Discord's rules and schema."""

from __future__ import annotations

from typing import Any

import discord
import pytest
from discord import app_commands

import i18n
from bot.discord.app import DdayBot
from bot.discord.translator import LOCALISE_NAMES, CatalogueTranslator, message_key
from rules.core import registry
from tests.bot.fake_discord import FakeDiscord
from tests.bot.harness import logged_in, settings, strict_service
from tests.bot.test_bot_commands import limit_problems

GAMES = [e.spec for e in registry.all_games()]
NAME = r"^[-_\w]{1,32}$"


@pytest.fixture
async def synced(api: FakeDiscord, tmp_path) -> Any:
    bot = DdayBot(settings(tmp_path), service=strict_service(GAMES))
    await logged_in(bot)
    put = api.requests("PUT")[-1]
    yield bot, put
    await bot.close()


def nodes(commands: list[dict[str, Any]]) -> list[tuple[str, dict[str, Any]]]:
    """Every command, group, subcommand and parameter of the tree, with its path."""
    out: list[tuple[str, dict[str, Any]]] = []

    def walk(node: dict[str, Any], where: str) -> None:
        out.append((where, node))
        for option in node.get("options") or []:
            walk(option, f"{where} {option['name']}")

    for command in commands:
        walk(command, "/" + command["name"])
    return out


async def test_every_command_option_and_choice_has_korean_words_within_discords_rules(synced) -> None:
    import re

    _, put = synced
    put.validate()  # the OpenAPI schema of a bulk overwrite, localisations included
    assert limit_problems(put.body) == []
    problems: list[str] = []
    for where, node in nodes(put.body):
        name = (node.get("name_localizations") or {}).get("ko")
        description = (node.get("description_localizations") or {}).get("ko")
        if LOCALISE_NAMES and (name is None or not re.match(NAME, name) or name != name.lower()):
            problems.append(f"{where}: Korean name {name!r}")
        if not LOCALISE_NAMES and name is not None:
            problems.append(f"{where}: a Korean name {name!r} although names stay English")
        if description is None or not 1 <= len(description) <= 100:
            problems.append(f"{where}: Korean description {description!r}")
        for choice in node.get("choices") or []:
            words = (choice.get("name_localizations") or {}).get("ko")
            if words is None or not 1 <= len(words) <= 100:
                problems.append(f"{where} choice {choice['value']}: {words!r}")
        if LOCALISE_NAMES and node.get("options"):
            names = [(o.get("name_localizations") or {}).get("ko") for o in node["options"]]
            if len(set(names)) != len(names):
                problems.append(f"{where}: two options share a Korean name {names}")
    assert problems == []
    game = next(c for c in put.body if c["name"] == "game")
    assert (game.get("name_localizations") or {}).get("ko") == ("게임" if LOCALISE_NAMES else None)
    assert game["description_localizations"]["ko"] == i18n.t("cmd-game-description", lang="ko")
    assert set(game["description_localizations"]) == {"ko"}, "only the languages we speak; English is the default"


def test_the_korean_command_names_in_the_catalogue_follow_discords_name_rule() -> None:
    """Names stay English today (LOCALISE_NAMES); the Korean ones kept for the day they are used must be valid."""
    import re

    from tests.i18n.test_catalogue import messages

    names = {k: m for k, m in messages("ko").items() if k.startswith("cmd-") and k.endswith("-name")}
    assert len(names) > 50
    for key in names:
        words = i18n.t(key, lang="ko")
        assert re.match(NAME, words) and words == words.lower(), (key, words)


@pytest.mark.parametrize("locale", [discord.Locale.american_english, discord.Locale.british_english, discord.Locale.french])
def test_english_and_locales_we_do_not_speak_keep_the_codes_words(locale) -> None:
    command = app_commands.Command(name="x", description="y", callback=_noop)
    context = app_commands.TranslationContext(app_commands.TranslationContextLocation.command_description, command)
    assert CatalogueTranslator.words(locale, context) is None


def test_a_message_name_comes_from_where_the_string_sits() -> None:
    group = app_commands.Group(name="game", description="g")
    sub = app_commands.Group(name="new", description="n", parent=group)
    command = app_commands.Command(name="aa-dday", description="d", callback=_noop, parent=sub)
    where = app_commands.TranslationContextLocation
    assert message_key(app_commands.TranslationContext(where.command_description, command)) == (
        "cmd-game-new-aa-dday-description"
    )
    choice: app_commands.Choice[str] = app_commands.Choice(name="json", value="json")
    assert message_key(app_commands.TranslationContext(where.choice_name, choice)) == "cmd-choice-json"
    missing = app_commands.Command(name="nothing-here", description="d", callback=_noop)
    assert CatalogueTranslator.words(discord.Locale.korean, app_commands.TranslationContext(where.command_name, missing)) is None


async def _noop(interaction: discord.Interaction) -> None:
    return None
