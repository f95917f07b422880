"""``/help`` and ``/rules`` through the real bot, a fake transport, and a strict stand-in of the service.

Every request is validated against Discord's OpenAPI spec; both commands must
answer only the asker (ephemeral) and ping nobody.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.discord.app import DdayBot
from bot.service import reference
from tests.bot.fake_discord import CHANNEL_ID, FakeDiscord, Payloads, Sent
from tests.bot.harness import Driver, logged_in, settings, strict_service
from tests.bot.test_bot_commands import limit_problems

ALICE = 111_111_111_111_111_111
NOW = "**Now:** <@222222222222222222> (Axis (Germany)): Choose 2 casualties in 30 Caen."
CALLBACK = "/interactions/{interaction_id}/{interaction_token}/callback"


async def reference_bot(api: FakeDiscord, tmp_path, payloads: Payloads, toy_engine, game: str, now: str | None):
    """A logged-in bot over a stand-in service whose channel plays ``game`` (``now``: its waiting line): yields the
    driver, the service and the synced commands (for a fixture to yield from)."""
    svc = strict_service([toy_engine.spec])
    svc.channel_game.return_value = (game, now)
    bot = DdayBot(settings(tmp_path), service=svc)
    await logged_in(bot)
    commands = api.requests("PUT")[-1].body
    for command in commands:
        payloads.command_ids[command["name"]] = command.get("id", "0")
    api.clear()
    yield Driver(bot, api, payloads), svc, commands
    await bot.close()


@pytest.fixture
async def mocked(api: FakeDiscord, tmp_path, payloads: Payloads, toy_engine) -> tuple[Driver, Any, list[dict[str, Any]]]:
    async for made in reference_bot(api, tmp_path, payloads, toy_engine, "aa-dday", NOW):
        yield made


def private_reply(api: FakeDiscord, sent: list[Sent]) -> str:
    """Validate every request; check the reply was deferred ephemerally, seen by the asker only, pinging nobody."""
    for request in sent:
        request.validate()
    defer = sent[0]
    assert defer.template == CALLBACK and defer.body == {"type": 5, "data": {"flags": 64}}
    assert api.public_messages == []
    (reply,) = api.ephemeral_messages
    assert reply.body["allowed_mentions"] == {"parse": []}
    return reply.body["content"]


async def test_help_and_rules_are_in_the_synced_tree_within_discord_limits(mocked) -> None:
    _, _, commands = mocked
    by_name = {c["name"]: c for c in commands}
    assert {"help", "rules"} <= set(by_name)
    assert "options" not in by_name["help"] or by_name["help"]["options"] == []
    (term,) = by_name["rules"]["options"]
    assert term["name"] == "term" and term["required"] and term["autocomplete"] and term["max_length"] == 100
    assert limit_problems(commands) == []


async def test_rules_tank_replies_privately_with_the_unit_text(mocked, api: FakeDiscord) -> None:
    driver, svc, _ = mocked
    sent = await driver.command("rules", {"term": "tank"}, user_id=ALICE)
    content = private_reply(api, sent)
    assert content.startswith("**Tank** · unit")
    assert "Attack 3, defence 2 (German tanks defend on 3), move 2 zones" in content
    assert "Rulebook: The Combat Units — Tanks" in content
    svc.channel_game.assert_awaited_once_with(CHANNEL_ID)


async def test_rules_by_autocompleted_id_and_by_loose_name_give_the_same_card(mocked, api: FakeDiscord) -> None:
    driver, _, _ = mocked
    by_id = private_reply(api, await driver.command("rules", {"term": "order-08-allies-move"}, user_id=ALICE))
    api.clear()
    by_name = private_reply(api, await driver.command("rules", {"term": "order 8"}, user_id=ALICE))
    assert by_id == by_name and by_id.startswith("**Order 08 Allies Move** · order card")


async def test_rules_answers_fortune_cards_and_marks_bot_features(mocked, api: FakeDiscord) -> None:
    driver, _, _ = mocked
    content = private_reply(api, await driver.command("rules", {"term": "fortune 2"}, user_id=ALICE))
    assert content.startswith("**Fortune 02 Naval Bombardment**")
    assert reference.NOT_IMPLEMENTED_NOTE not in content
    api.clear()
    content = private_reply(api, await driver.command("rules", {"term": "standing orders"}, user_id=ALICE))
    assert reference.BOT_FEATURE_NOTE in content and "Rulebook:" not in content


async def test_rules_for_an_unknown_term_suggests_close_matches(mocked, api: FakeDiscord) -> None:
    driver, _, _ = mocked
    content = private_reply(api, await driver.command("rules", {"term": "tnak"}, user_id=ALICE))
    assert "nothing called 'tnak'" in content and "`Tank`" in content


async def test_rules_without_a_game_here_searches_every_registered_game(mocked, api: FakeDiscord) -> None:
    driver, svc, _ = mocked
    svc.channel_game.return_value = (None, None)
    content = private_reply(api, await driver.command("rules", {"term": "st lo"}, user_id=ALICE))
    assert content.startswith("**Victory** · rule")


async def test_rules_still_answers_when_the_service_fails(mocked, api: FakeDiscord) -> None:
    driver, svc, _ = mocked
    svc.channel_game.side_effect = RuntimeError("database is locked")
    content = private_reply(api, await driver.command("rules", {"term": "AA fire"}, user_id=ALICE))
    assert content.startswith("**Antiaircraft fire** · rule")


async def test_rules_autocomplete_offers_at_most_25_labelled_entries(mocked, api: FakeDiscord) -> None:
    driver, svc, _ = mocked
    sent = await driver.autocomplete("rules", {}, "term", user_id=ALICE)
    for request in sent:
        request.validate()
    (answer,) = sent
    assert answer.body["type"] == 8
    choices = answer.body["data"]["choices"]
    assert len(choices) == 25
    assert choices[0] == {"name": "Order 01 Airborne Assault (order card)", "value": "order-01-airborne-assault"}
    assert all(1 <= len(c["name"]) <= 100 and 1 <= len(c["value"]) <= 100 for c in choices)
    svc.channel_game.assert_awaited_with(CHANNEL_ID)

    api.clear()
    sent = await driver.autocomplete("rules", {"term": "allies mo"}, "term", user_id=ALICE)
    sent[0].validate()
    names = [c["name"] for c in sent[0].body["data"]["choices"]]
    assert names[0] == "Order 08 Allies Move (order card)"
    assert "Fortune 08 Allies Move (fortune card)" in names


async def test_rules_autocomplete_without_a_game_or_with_a_broken_service_never_raises(mocked, api: FakeDiscord) -> None:
    driver, svc, _ = mocked
    svc.channel_game.return_value = (None, None)
    sent = await driver.autocomplete("rules", {"term": "tank"}, "term", user_id=ALICE)
    sent[0].validate()
    assert sent[0].body["data"]["choices"][0] == {"name": "Tank (unit)", "value": "tank"}

    api.clear()
    svc.channel_game.side_effect = RuntimeError("boom")
    sent = await driver.autocomplete("rules", {"term": "tank"}, "term", user_id=ALICE)
    sent[0].validate()
    assert sent[0].body["data"]["choices"][0]["value"] == "tank"

    api.clear()
    svc.channel_game.side_effect = None
    svc.channel_game.return_value = ("toy-race", None)  # a game without a glossary: nothing to offer
    sent = await driver.autocomplete("rules", {"term": "tank"}, "term", user_id=ALICE)
    sent[0].validate()
    assert sent[0].body["data"]["choices"] == []


async def test_help_is_private_and_shows_what_the_game_here_waits_for(mocked, api: FakeDiscord) -> None:
    driver, svc, _ = mocked
    content = private_reply(api, await driver.command("help", user_id=ALICE))
    assert NOW in content
    assert "**Tables: /game**" in content and "/aa move" in content and "/rules" in content
    assert len(content) <= 2000
    svc.channel_game.assert_awaited_once_with(CHANNEL_ID)


async def test_help_without_a_game_explains_how_to_start_one(mocked, api: FakeDiscord) -> None:
    driver, svc, _ = mocked
    svc.channel_game.return_value = (None, None)
    content = private_reply(api, await driver.command("help", user_id=ALICE))
    assert "no game yet" in content and "`aa-dday`" in content
    assert "**Now:**" not in content


def test_help_text_stays_within_one_message_whatever_the_waiting_line() -> None:
    long_line = "**Now:** " + "x" * 5000
    text = reference.help_text("aa-dday", long_line)
    assert len(text) <= 2000 and "**Now:** xxx" in text
    assert reference.help_text("aa-dday", "Axis: choose casualties").endswith("**Now:** Axis: choose casualties")
    assert len(reference.help_text(None, None)) <= 2000


def test_rules_text_for_a_game_without_a_glossary() -> None:
    assert "no rules glossary" in reference.rules_text("no-such-game", "tank")
    assert "Name a card" in reference.rules_text("aa-dday", "   ")
    assert reference.RECONSTRUCTION_NOTE in reference.rules_text("aa-dday", "reconstructed board")


@pytest.mark.parametrize("game", [None, "aa-dday", "pegasus-bridge", "dday-dice"])
def test_help_fits_one_message_whole_in_every_context(game):
    """Nothing is cut: the /rules part (the last one) is always there, even with a long waiting line."""
    for line in (None, "Axis: choose casualties"):
        text = reference.help_text(game, line)
        assert len(text) <= 2000 and "**Looking things up: /rules**" in text
        assert text.endswith(("autocompletes.", "Axis: choose casualties"))  # not cut (a cut ends in "…")
    if game is None:
        assert all(root in reference.help_text(None, None) for root in ("`/aa`", "`/pb`", "`/dice`"))


def test_the_act_help_a_korean_reader_gets_names_the_commands_as_the_korean_menu_does() -> None:
    """Pegasus Bridge's and D-Day Dice's act help are Korean (issue #48), naming the commands and options through CMD
    and OPT as the menu does (the values stay as typed); an English reader gets the English lines unchanged. A game
    whose help had no Korean words would get its English lines with the commands named as the menu shows them."""
    import re

    from bot.service.reference import act_help, menu_names
    from i18n import command_name, has, option_name, speaking, t
    from rules.core.kits import kit_of

    english = t("pb-act-help", lang="en")
    assert menu_names(english, "ko") != english and menu_names(english, "en") == english
    for game in ("pegasus-bridge", "dday-dice"):
        key = (kit_of(game) or pytest.fail(game)).help or ""
        assert has(key, "ko") and act_help(game) == t(key, lang="en")
        with speaking("ko"):
            assert act_help(game) == t(key, lang="ko")
    with speaking("ko"):
        dice, pb = act_help("dday-dice") or "", act_help("pegasus-bridge") or ""
    assert not re.search(r"(?<![\w/<])/dice\b", dice), dice
    assert not re.search(r"(?<![\w/<])/(dice|hand)\b|/pb [a-z]", pb), pb
    lock, toss = command_name("dice lock", "ko"), command_name("pb toss", "ko")
    assert f"`{lock} {option_name('dice lock', 'dice', 'ko')}:1 3`" in dice
    assert f"{option_name('dice give', 'to', 'ko')}:<유닛> {option_name('dice give', 'what', 'ko')}:<…>" in dice
    assert f"`{toss} [{option_name('pb toss', 'token', 'ko')}] [{option_name('pb toss', 'count', 'ko')}]`" in pb
    assert f"{option_name('pb respond', 'setting', 'ko')}:always|never" in pb  # the values stay as typed
    assert f"(또는 `{option_name('pb terrain', 'pile', 'ko')}:`)" in pb  # an option of the command named last
    assert f"`{command_name('hand', 'ko')}` 내 카드" in pb
