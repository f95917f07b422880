"""The language of a table and of a reader (issue #28), through the Discord layer on the fake transport.

A table speaks its own language in its channel (``/game new <game> language:``; empty: the server's preferred
locale, else English); a private reply or a refusal speaks the reader's Discord locale. The words here come from a
tiny catalogue message (``language-name``: "English" / "한국어"), spliced into what the lobby writes where it
names a player (``mention``), so each test sees which language each post was composed in, whatever sentences
the catalogues hold by now.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

import bot.service.lobby as lobby_module
from bot.service import GameService
from bot.service.common import is_computer, table_language
from i18n import t
from tests.bot import toy_game
from tests.bot.fake_discord import FakeDiscord, Payloads, Sent
from tests.bot.harness import Driver, real_table
from tests.service.computer_players import Advance, toy_computer

RED, BLUE, GREY = 601_000_000_000_000_001, 602_000_000_000_000_002, 603_000_000_000_000_003


def check(sent: list[Sent]) -> list[Sent]:
    for request in sent:
        request.validate()
    return sent


def public(sent: list[Sent]) -> str:
    return "\n".join(str(s.message.get("content", "")) for s in sent if s.message and not s.ephemeral)


def private(sent: list[Sent]) -> str:
    return "\n".join(str(s.message.get("content", "")) for s in sent if s.message and s.ephemeral)


def marked(user_id: int) -> str:
    """A player's mention followed by the current context's language name: ``<@1>[한국어]``."""
    return f"<@{user_id}>[{t('language-name')}]"


@pytest.fixture
async def table(
    tmp_path: Path, api: FakeDiscord, payloads: Payloads, toy_engine, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[tuple[Driver, GameService]]:
    monkeypatch.setattr(lobby_module, "mention", marked)
    async for pair in real_table(api, tmp_path, payloads, toy_game.render, "language.sqlite3"):
        yield pair


async def test_a_korean_reader_gets_the_english_table_in_english_and_their_refusal_in_korean(table, payloads) -> None:
    driver, svc = table
    payloads.locale = "ko"
    lobby = check(await driver.command("game new toy-race", {"language": "en"}, user_id=RED))
    assert f"<@{RED}>[English]" in public(lobby) and "한국어" not in public(lobby)
    assert table_language(await svc.tables.table(payloads.channel_id)) == "en"
    check(await driver.command("game join", {"seat": "red"}, user_id=RED))
    refused = check(await driver.command("game join", {"seat": "red"}, user_id=BLUE))
    assert f"<@{RED}>[한국어]" in private(refused), "a refusal speaks its reader's locale"
    assert public(refused) == ""


async def test_a_korean_game_posts_in_korean_and_refuses_an_english_reader_in_english(table, payloads) -> None:
    driver, svc = table
    lobby = check(await driver.command("game new toy-race", {"language": "ko"}, user_id=RED))
    assert f"<@{RED}>[한국어]" in public(lobby)
    assert table_language(await svc.tables.table(payloads.channel_id)) == "ko"
    check(await driver.command("game join", {"seat": "red"}, user_id=RED))
    refused = check(await driver.command("game join", {"seat": "red"}, user_id=BLUE))
    assert f"<@{RED}>[English]" in private(refused)
    payloads.locale = "ko"  # the channel's posts do not follow whoever acts: the table's language
    started = check(await driver.command("game join", {"seat": "blue"}, user_id=GREY))
    assert "[한국어]" in public(started)


@pytest.mark.parametrize(("guild_locale", "expected"), [("ko", "ko"), ("en-US", "en"), ("fr", "en")])
async def test_a_new_game_without_a_language_speaks_the_servers_locale(table, payloads, guild_locale, expected) -> None:
    driver, svc = table
    payloads.guild_locale = guild_locale
    lobby = check(await driver.command("game new toy-race", {}, user_id=RED))
    assert table_language(await svc.tables.table(payloads.channel_id)) == expected
    assert f"[{t('language-name', lang=expected)}]" in public(lobby)


async def test_computer_seats_are_given_at_creation_and_a_wrong_one_is_refused_privately(table, payloads) -> None:
    driver, svc = table
    with toy_computer(Advance()):
        sent = check(await driver.command("game new toy-race", {"computer": "blue, nowhere"}, user_id=RED))
    table_row = await svc.tables.table(payloads.channel_id)
    assert table_row.status == "lobby" and is_computer((await svc.store.seats(table_row.id)).get("blue"))
    assert "The computer takes the" in public(sent)
    assert "nowhere" in private(sent), "the seat that is not one is refused to its author alone"
