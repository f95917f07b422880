"""A Korean table's A&A board (issue #28): the service draws it in the table's language, alt text included, and
its image caches keep one drawing per language."""

from __future__ import annotations

import json
import re
import sqlite3

from bot.service import GameService
from bot.service.common import table_language

CH_EN, CH_KO = 5101, 5102
AXIS, ALLIES = 11, 22
QUIET_DICE = [6] * 40
HANGUL = re.compile(r"[\uac00-\ud7a3]")


async def _start(svc: GameService, channel: int) -> None:
    await svc.new_game(channel, 1, AXIS, "aa-dday", {}, seed=3, dice_script=QUIET_DICE)
    await svc.join(channel, AXIS, "axis")
    await svc.join(channel, ALLIES, "allies")


def _speak_korean(path: str, channel: int) -> None:
    """The table's language setting, as ``/game new language:`` records it (written here directly)."""
    db = sqlite3.connect(path)
    try:
        (settings,) = db.execute("SELECT settings_json FROM game_tables WHERE channel_id = ?", (channel,)).fetchone()
        db.execute("UPDATE game_tables SET settings_json = ? WHERE channel_id = ?",
                   (json.dumps({**json.loads(settings), "language": "ko"}), channel))
        db.commit()
    finally:
        db.close()


async def test_a_korean_table_s_board_and_alt_text_are_korean(tmp_path):
    path = str(tmp_path / "ko.sqlite3")
    svc = await GameService.open(path)
    try:
        await _start(svc, CH_EN)
        await _start(svc, CH_KO)
    finally:
        await svc.close()
    _speak_korean(path, CH_KO)
    svc = await GameService.open(path)  # a fresh service reads the setting
    try:
        en, ko = await svc.board(CH_EN), await svc.board(CH_KO)
        assert en.image and ko.image and en.image != ko.image
        assert not HANGUL.search(en.alt_text) and "Axis & Allies: D-Day, turn 1" in en.alt_text
        assert HANGUL.search(ko.alt_text) and "액시스 앤 얼라이즈: D-Day, 1/10 턴" in ko.alt_text
        assert "세르부르" in ko.alt_text and "Cherbourg" not in ko.alt_text
        status = await svc.status(CH_KO)
        assert status.image == ko.image and status.alt_text == ko.alt_text
        # the cache keys on the language: the same table and version in English is another drawing
        table = await svc.tables.table(CH_KO, live=False)
        assert table_language(table) == "ko"
        loaded = await svc.tables.load(table)
        view = loaded.engine.view(loaded.state, None)
        again_ko = await svc.posts.image(table.id, loaded.version, lambda: None, lang="ko")
        assert again_ko == (ko.image, ko.alt_text)  # cached: not drawn again
        in_english = await svc.posts.image(table.id, loaded.version, lambda: view, lang="en")
        assert in_english[0] is not None and in_english[0] != ko.image  # another drawing, in English
        assert not HANGUL.search(in_english[1])
    finally:
        await svc.close()


def test_table_language_reads_the_setting():
    from db.contract import TableRow

    def row(settings):
        return TableRow(id=1, channel_id=1, guild_id=None, game="aa-dday", ruleset_version="1", options={},
                        creator_id=1, seed=1, dice_script=(), status="active", created_at="", settings=settings)

    assert table_language(row({})) == "en"
    assert table_language(row({"language": "ko"})) == "ko"
    assert table_language(row({"language": "fr"})) == "en"  # a language we lack
