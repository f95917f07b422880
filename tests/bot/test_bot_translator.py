"""Slash commands in Korean (issue #28): the synced tree carries Korean names, descriptions and choices from
``commands.ftl`` through :class:`bot.discord.translator.CatalogueTranslator`, within Discord's rules and schema."""

from __future__ import annotations

import re
from typing import Any

import discord
import pytest
from discord import app_commands

import i18n
from bot.discord.app import DdayBot
from bot.discord.translator import CatalogueTranslator, message_key
from i18n.josa import josa
from rules.core import registry
from tests.bot.fake_discord import FakeDiscord, Payloads
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
        if i18n.COMMAND_NAMES_LOCALISED and (name is None or not re.match(NAME, name) or name != name.lower()):
            problems.append(f"{where}: Korean name {name!r}")
        if not i18n.COMMAND_NAMES_LOCALISED and name is not None:
            problems.append(f"{where}: a Korean name {name!r} although names stay English")
        if description is None or not 1 <= len(description) <= 100:
            problems.append(f"{where}: Korean description {description!r}")
        for choice in node.get("choices") or []:
            words = (choice.get("name_localizations") or {}).get("ko")
            if words is None or not 1 <= len(words) <= 100:
                problems.append(f"{where} choice {choice['value']}: {words!r}")
        if i18n.COMMAND_NAMES_LOCALISED and node.get("options"):
            names = [(o.get("name_localizations") or {}).get("ko") for o in node["options"]]
            if len(set(names)) != len(names):
                problems.append(f"{where}: two options or subcommands share a Korean name {names}")
    tops = [(c.get("name_localizations") or {}).get("ko") for c in put.body if c.get("type", 1) == 1]
    if i18n.COMMAND_NAMES_LOCALISED and len(set(tops)) != len(tops):
        problems.append(f"two top-level commands share a Korean name {tops}")
    assert problems == []
    game = next(c for c in put.body if c["name"] == "game")
    assert (game.get("name_localizations") or {}).get("ko") == ("게임" if i18n.COMMAND_NAMES_LOCALISED else None)
    assert game["description_localizations"]["ko"] == i18n.t("cmd-game-description", lang="ko")
    assert set(game["description_localizations"]) == {"ko"}, "only the languages we speak; English is the default"


def test_the_korean_command_names_in_the_catalogue_follow_discords_name_rule() -> None:
    """Every Korean command and option name of the catalogue is a valid Discord name (the sync leaves out one that is not)."""
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


CALL = re.compile(r'\b(CMD|OPT)\("([^"]*)"(?:\s*,\s*"([^"]*)")?')


def tree_paths(commands: list[dict[str, Any]]) -> dict[str, set[str]]:
    """``"game join" -> {"seat"}``: every command and group of the synced tree with its own options' names."""
    out: dict[str, set[str]] = {}

    def walk(node: dict[str, Any], path: str) -> None:
        options = node.get("options") or []
        out[path] = {o["name"] for o in options if o.get("type") not in (1, 2)}
        for o in options:
            if o.get("type") in (1, 2):
                walk(o, f"{path} {o['name']}")

    for command in commands:
        if command.get("type", 1) == 1:
            walk(command, command["name"])
    return out


async def test_every_command_a_sentence_names_exists_and_korean_sentences_name_them_as_the_menu_does(synced) -> None:
    """A Korean menu shows Korean command names, so a Korean sentence must name a command through ``CMD``/``OPT``
    (never its English path), and every command or option a catalogue names must exist in the synced tree."""
    _, put = synced
    paths = tree_paths(put.body)
    roots = sorted({p.split()[0] for p in paths}, key=len, reverse=True)
    raw = re.compile(r"(?<![\w/<])/(" + "|".join(map(re.escape, roots)) + r")(?![-\w])")
    problems: list[str] = []
    for lang in i18n.LANGUAGES:
        for path in sorted((i18n.LOCALES / lang).glob("*.ftl")):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if line.startswith("#"):
                    continue
                for kind, command, option in CALL.findall(line):
                    if command not in paths:
                        problems.append(f"{lang}/{path.name}:{number}: {kind} names no command {command!r}")
                    elif kind == "OPT" and option not in paths[command]:
                        problems.append(f"{lang}/{path.name}:{number}: /{command} has no option {option!r}")
                if lang != "en" and raw.search(CALL.sub("", line)):
                    problems.append(f"{lang}/{path.name}:{number}: an English command path: {line.strip()[:80]}")
    assert problems == []
    assert len(CALL.findall((i18n.LOCALES / "ko" / "help.ftl").read_text(encoding="utf-8"))) > 20


def test_a_korean_sentence_names_the_korean_command_with_the_particle_that_fits() -> None:
    with i18n.speaking("ko"):
        said = i18n.t("err-game-exists")
    abort = i18n.command_name("game abort", "ko")
    assert abort == "/" + " ".join(i18n.t(k, lang="ko") for k in ("cmd-game-name", "cmd-game-abort-name"))
    assert f"{abort}{josa(abort, '을')}" in said and "/game" not in said


def test_the_option_values_a_korean_menu_offers_are_korean() -> None:
    """``/game new aa-dday players:`` autocompletes in the reader's language (default marked), English unchanged."""
    from bot.discord.cogs.game import value_label
    from rules.core import find_game

    players = next(o for o in find_game("aa-dday").spec.options if o.key == "players")
    assert value_label(players, "2", "aa-dday") == "2 players: one runs both the U.K. and the U.S. (default)"
    with i18n.speaking("ko"):
        korean = value_label(players, "2", "aa-dday")
        fortune = value_label(next(o for o in find_game("aa-dday").spec.options if o.key == "fortune"), "on", "aa-dday")
    assert korean.startswith("2인") and korean.endswith("(기본)") and fortune == "켬"


def test_a_korean_name_that_breaks_discords_rule_is_left_out(monkeypatch: pytest.MonkeyPatch) -> None:
    """A name Discord would refuse (a space, upper case, too long) is left out, so the sync is never refused for it;
    a valid one goes through."""
    where = app_commands.TranslationContextLocation
    command = app_commands.Command(name="join", description="d", callback=_noop)
    context = app_commands.TranslationContext(where.command_name, command)
    monkeypatch.setattr(i18n, "has", lambda key, lang="en": True)
    for bad in ("게임 참가", "Join", "가" * 33):
        monkeypatch.setattr(i18n, "t", lambda key, lang=None, _w=bad, **_: _w)
        assert CatalogueTranslator.words(discord.Locale.korean, context) is None, bad
    monkeypatch.setattr(i18n, "t", lambda key, lang=None, **_: "참가")
    assert CatalogueTranslator.words(discord.Locale.korean, context) == "참가"


async def test_a_korean_table_and_a_korean_help_name_the_commands_as_the_korean_menu_does(
    api: FakeDiscord, tmp_path, payloads: Payloads
) -> None:
    """Through the Discord layer: a Korean table's lobby teaches the Korean join command, a Korean player's /help
    names Korean commands, and an English table's lobby still says `/game join` word for word."""
    from tests.bot.harness import real_table

    join = i18n.command_name("game join", "ko")
    assert join == "/게임 참가"
    async for driver, _svc in real_table(api, tmp_path, payloads, None, "names.sqlite3"):
        payloads.locale = "en-US"
        await driver.command("game new aa-dday", {"players": "2", "language": "en"}, user_id=701)
        english = api.public_messages[-1]
        english.validate()
        assert i18n.t("lobby-take-seat", lang="en") in english.body["content"]
        assert "`/game join`" in english.body["content"] and "게임" not in english.body["content"]
        await driver.command("game abort", {}, user_id=701)

        api.clear()
        await driver.command("game new aa-dday", {"players": "2", "language": "ko"}, user_id=701)
        korean = api.public_messages[-1]
        korean.validate()
        assert f"`{join}`" in korean.body["content"] and "/game" not in korean.body["content"]

        api.clear()
        payloads.locale = "ko"
        await driver.command("help", {}, user_id=702)
        said = " ".join(m.body.get("content") or "" for m in api.ephemeral_messages)
        for m in api.ephemeral_messages:
            m.validate()
        assert join in said and i18n.command_name("game start", "ko") in said, said[:300]
        renamed = [r for r in ("game", "aa", "pb", "dice", "orders", "prefs") if i18n.command_name(r, "ko") != "/" + r]
        assert "game" in renamed and "dice" in renamed  # (aa and pb keep their Latin names: see ko/commands.ftl)
        raw = re.compile(r"(?<![\w/<])/(" + "|".join(renamed) + r")(?![-\w])")
        assert not raw.search(said), raw.search(said)
