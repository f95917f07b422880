"""A Korean A&A D-Day table played through the Discord layer (issue #28): what each player reads.

The server's preferred locale is Korean, so ``/game new aa-dday`` opens a Korean table; its channel posts and
board are Korean whoever acts; each refusal speaks its reader's own Discord locale.
"""

from __future__ import annotations

import re
from pathlib import Path

from bot.service.common import table_language
from tests.bot.fake_discord import FakeDiscord, Payloads, Sent
from tests.bot.harness import real_table

HANGUL = re.compile(r"[\uac00-\ud7a3]")
AXIS_PLAYER, ALLIED_PLAYER = 611_000_000_000_000_001, 612_000_000_000_000_002


def check(sent: list[Sent]) -> list[Sent]:
    for request in sent:
        request.validate()
    return sent


async def test_a_korean_aa_table_through_discord(api: FakeDiscord, tmp_path: Path, payloads: Payloads) -> None:
    payloads.guild_locale = "ko"
    async for driver, svc in real_table(api, tmp_path, payloads, None, "korean-aa.sqlite3"):
        payloads.locale = "en-US"  # the creator's client is English: the table follows the server
        check(await driver.command("game new aa-dday", {"players": "2"}, user_id=AXIS_PLAYER))
        assert table_language(await svc.tables.table(payloads.channel_id)) == "ko"
        lobby = api.public_messages[-1].body
        assert "주축군(독일)" in lobby["content"] and HANGUL.search(lobby["components"][0]["components"][0]["label"])
        check(await driver.command("game join", {"seat": "axis"}, user_id=AXIS_PLAYER))
        payloads.locale = "ko"
        check(await driver.command("game join", {"seat": "allies"}, user_id=ALLIED_PLAYER))
        board = api.public_messages[-1]
        assert board.files and board.files[0][2].startswith(b"\x89PNG")
        content = board.body["content"]
        assert "**지금:**" in content and "1턴" in content and "Turn 1" not in content
        for attachment in board.body.get("attachments", []):
            assert HANGUL.search(attachment.get("description", "")), attachment  # the board's alt text

        api.clear()  # the Allied player (Korean client) sends a move the rules refuse: Korean, to them alone
        check(await driver.command("aa move", {"from": "16", "units": "9 uk inf", "to": "30"}, user_id=ALLIED_PLAYER))
        assert api.public_messages == [] and len(api.ephemeral_messages) == 1
        said = api.ephemeral_messages[0].body["content"]
        assert HANGUL.search(said) and "정찰" in said  # the rules' own refusal (card 03 waits for patrols), in Korean

        api.clear()  # the Axis player (English client) acts out of turn: English, to them alone
        payloads.locale = "en-GB"
        check(await driver.command("aa done", {}, user_id=AXIS_PLAYER))
        assert api.public_messages == [] and len(api.ephemeral_messages) == 1
        said = api.ephemeral_messages[0].body["content"]
        assert "not your turn" in said and not HANGUL.search(said)
