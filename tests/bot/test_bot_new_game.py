"""``/game new <game>`` with every registered game: only that game's options and values, in words, never cut.

One subcommand per game (issue #28 made room for ``language`` and ``computer``): each option's values are
autocompleted in words, Pegasus scenarios by name, the default marked; every description is the game's own help
whole; the options that do not fit (D-Day Dice) are typed as key=value in ``options``, offered by autocomplete.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.discord.app import DdayBot
from bot.discord.cogs.game import option_params, value_choices, value_words
from rules.core import GameSpec, OptionSpec, registry
from tests.bot.fake_discord import FakeDiscord, Payloads, Sent
from tests.bot.harness import Driver, logged_in, settings, strict_service

ALICE = 511_000_000_000_000_001
GAMES = [e.spec for e in registry.all_games()]


@pytest.fixture
async def driver(api: FakeDiscord, tmp_path, payloads: Payloads) -> Any:
    bot = DdayBot(settings(tmp_path), service=strict_service(GAMES))
    await logged_in(bot)
    commands = api.requests("PUT")[-1].body
    for command in commands:
        payloads.command_ids[command["name"]] = command.get("id", "0")
    api.clear()
    yield Driver(bot, api, payloads), commands
    await bot.close()


def new_options(commands: list[dict[str, Any]], game_id: str) -> dict[str, dict[str, Any]]:
    game = next(c for c in commands if c["name"] == "game")
    new = next(o for o in game["options"] if o["name"] == "new")
    sub = next(o for o in new["options"] if o["name"] == game_id)
    return {o["name"]: o for o in sub["options"]}


async def complete(driver: Driver, game: str, option: str, typed: str = "", **others: str) -> list[dict[str, Any]]:
    sent: list[Sent] = await driver.autocomplete(f"game new {game}", {**others, option: typed}, option, user_id=ALICE)
    for request in sent:
        request.validate()
    (answer,) = sent
    assert answer.body["type"] == 8
    return answer.body["data"]["choices"]


async def test_every_option_description_fits_whole(driver) -> None:
    _, commands = driver
    for spec in GAMES:
        for name, option in new_options(commands, spec.id).items():
            assert 1 <= len(option["description"]) <= 100 and not option["description"].endswith("…"), name
    for spec in GAMES:
        for opt in spec.options:
            assert all(len(label) <= 90 for label in opt.labels.values()), (spec.id, opt.key)
            assert set(opt.labels) <= set(opt.values), (spec.id, opt.key)


async def test_option_values_are_those_of_the_chosen_game_only(driver) -> None:
    drv, commands = driver
    for spec in GAMES:
        options = new_options(commands, spec.id)
        own = {o.key for o in spec.options}
        assert set(options) - own <= {"options", "language", "computer", "reminder_hours", "deadline_hours",
                                      "vacation_days"}, spec.id
        if "options" in options:  # the options that have no parameter of their own: key=value, this game's only
            offered = [c["value"].split("=", 1)[0] for c in await complete(drv, spec.id, "options")]
            assert offered and set(offered) <= own, (spec.id, offered)
        for opt in spec.options:
            playable = list(opt.implemented if opt.implemented is not None else opt.values)
            if opt.key in options:
                values = [c["value"] for c in await complete(drv, spec.id, opt.key)]
            else:  # no parameter of its own (Discord allows 25): typed as key=value in "options"
                typed = [c["value"] for c in await complete(drv, spec.id, "options", f"{opt.key}=")]
                values = [t.split("=", 1)[1] for t in typed]
            assert values == playable[:25], (spec.id, opt.key)


async def test_pegasus_scenarios_are_offered_by_name_with_the_default_marked(driver) -> None:
    drv, _ = driver
    choices = await complete(drv, "pegasus-bridge", "scenario")
    names = {c["value"]: c["name"] for c in choices}
    assert names["1a"] == "1A The Bénouville Bridge (introductory) (default)"
    assert names["3"] == "3 Bridges on the Dives" and names["campaign"].startswith("Campaign: Operation Tonga")
    assert [c["value"] for c in await complete(drv, "pegasus-bridge", "scenario", "merville")] == ["2"]


async def test_each_game_describes_and_offers_its_own_values(driver) -> None:
    drv, commands = driver
    assert "U.K." in new_options(commands, "aa-dday")["players"]["description"]
    aa = await complete(drv, "aa-dday", "players")
    assert [c["value"] for c in aa] == ["2", "3"] and "U.K." in aa[0]["name"] and aa[0]["name"].endswith("(default)")
    assert [c["value"] for c in await complete(drv, "dday-dice", "players")] == [str(n) for n in range(1, 13)]


async def test_the_computer_option_offers_the_seats_of_the_game_with_the_options_typed(driver) -> None:
    drv, _ = driver
    assert [c["value"] for c in await complete(drv, "aa-dday", "computer")] == ["axis", "allies"]
    three = await complete(drv, "aa-dday", "computer", players="3")
    assert [c["value"] for c in three] == ["axis", "uk", "us"]
    more = await complete(drv, "aa-dday", "computer", "axis,u", players="3")
    assert [c["value"] for c in more] == ["axis,uk", "axis,us"], "comma-separated: the next seat, the first kept"


async def test_values_without_labels_read_as_words(driver) -> None:
    drv, _ = driver
    maps = {c["value"]: c["name"] for c in await complete(drv, "dday-dice", "map")}
    assert maps["omaha-beach"] == "Omaha Beach" and maps["pointe-du-hoc"] == "Pointe du Hoc"
    assert value_words("on") == "on"


def test_a_long_help_is_replaced_by_a_short_description_never_cut() -> None:
    long_help = "x " * 80
    spec = GameSpec(id="g", name="Long Game", seats=("a",), ruleset_version="1",
                    options=(OptionSpec(key="variant", values=("a", "b"), default="a", help=long_help,
                                        labels={"a": "Variant A, the usual one"}),))
    (param,), _ = option_params([spec])
    assert param.description == "Long Game: the variant option"
    assert [(c.name, c.value) for c in value_choices(param, "g")] == [("Variant A, the usual one (default)", "a"),
                                                                      ("b", "b")]
    assert value_choices(param, "another-game") == []


async def test_no_description_or_choice_in_the_synced_tree_is_cut(driver) -> None:
    """Every game registered: each description and fixed choice name is whole (a cut one ends in '…')."""
    _, commands = driver
    cut: list[str] = []

    def walk(node: dict[str, Any], where: str) -> None:
        if node.get("description", "").endswith("…"):
            cut.append(f"{where}: {node['description']}")
        cut.extend(f"{where} choice: {c['name']}" for c in node.get("choices") or [] if c["name"].endswith("…"))
        for option in node.get("options") or []:
            walk(option, f"{where} {option['name']}")

    for command in commands:
        walk(command, "/" + command["name"])
    assert cut == []
