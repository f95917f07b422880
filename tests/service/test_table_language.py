"""A table's language (issue #28): stored with its settings, English when missing or not chosen, refused when
we do not speak it; the table's public posts are written in it whoever acts, and the lobby checks it first."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

import bot.service.posts as posts_module
from bot.service import GameService
from bot.service.common import table_language
from db.contract import TableRow
from i18n import speaking, t
from rules.core import registry
from rules.core.errors import InvalidOptionError
from tests.bot import toy_game

CHANNEL, RED, BLUE = 700, 7001, 7002


@pytest.fixture
async def svc(tmp_path: Path) -> AsyncIterator[GameService]:
    engine = toy_game.RaceEngine()
    registry.register(engine)
    service = await GameService.open(str(tmp_path / "lang.sqlite3"), render=toy_game.render)
    yield service
    await service.close()
    registry._ENGINES.pop(engine.spec.id, None)


async def test_the_language_is_stored_with_the_settings(svc: GameService) -> None:
    await svc.new_game(CHANNEL, None, RED, "toy-race", language="ko", settings={"reminder_hours": 5})
    table = await svc.tables.table(CHANNEL)
    assert table.settings["language"] == "ko" and table.settings["reminder_hours"] == 5
    assert table_language(table) == "ko"


async def test_no_language_is_english_and_an_unknown_one_is_refused(svc: GameService) -> None:
    with pytest.raises(InvalidOptionError, match="no language .fr."):
        await svc.new_game(CHANNEL, None, RED, "toy-race", language="fr")
    await svc.new_game(CHANNEL, None, RED, "toy-race")
    assert table_language(await svc.tables.table(CHANNEL)) == "en"


def test_a_table_stored_before_languages_is_english() -> None:
    old = TableRow(id=1, channel_id=1, guild_id=None, game="toy-race", ruleset_version="1", options={}, creator_id=1,
                   seed=1, dice_script=(), status="lobby", created_at=0.0, settings={"reminder_hours": 24})
    assert table_language(old) == "en"


async def test_the_phase_posts_speak_the_tables_language_whoever_acts(svc: GameService, monkeypatch) -> None:
    monkeypatch.setattr(posts_module, "mention", lambda user_id: f"<@{user_id}>[{t('language-name')}]")
    await svc.new_game(CHANNEL, None, RED, "toy-race", language="ko")
    await svc.join(CHANNEL, RED, "red")
    with speaking("en"):  # an English reader's interaction takes the last seat and starts the game
        posts = await svc.join(CHANNEL, BLUE, "blue")
    text = "\n".join(p.content for p in posts if not p.ephemeral)
    assert "[한국어]" in text and "[English]" not in text
