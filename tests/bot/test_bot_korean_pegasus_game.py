"""A seeded Pegasus Bridge game of each scenario (1A, 1B, 2, 3 and the Tonga campaign) at a Korean table through the
Discord layer, for three turns (issue #48).

Two Korean-client players sit at a table the server's Korean locale opened; each decision is the seeded sensible
player's (``rules.pegasus_bridge.policy.choose``) typed as ``/pb do``, and each player asks for their hand
(``/hand``) at every new turn. Everything the bot sends (public posts and edits, private replies, buttons, menus,
embeds, the board's alt text) is checked against Discord's OpenAPI spec and read for English (as
``tests/bot/test_bot_korean_aa_game.py`` does, the game's own texts NOT blanked): once mentions, links, timestamps and
code spans (the action notation a player types) are set aside, a Latin word must be a printed card name's or on
:data:`ALLOWED`. The boards are stand-in pictures with the real alt text.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import renderer.pegasus_bridge
from rules.pegasus_bridge.cards import load_table
from rules.pegasus_bridge.engine import ENGINE as E
from rules.pegasus_bridge.policy import choose
from tests.bot import toy_game
from tests.bot.fake_discord import FakeDiscord, Payloads
from tests.bot.harness import real_table
from tests.bot.korean_scan import WORD, Reader

BRIT, GERM = 631_000_000_000_000_001, 632_000_000_000_000_002
USER = {"british": BRIT, "german": GERM}
TURNS = 3

PRINTED = {w for c in load_table().cards.values() if c.provenance != "placeholder" for w in WORD.findall(c.name)}
"""The words of the printed card names: printed facts, the same at every table (the Korean gloss is in the glossary)."""
ALLOWED = PRINTED | {
    # the game's printed title, kept as printed ("Opération Commando: Pegasus Bridge")
    *WORD.findall("Opération Commando: Pegasus Bridge"),
    # the game's slash command group, named as Discord's menu names it ("/pb 영웅카드")
    "pb",
    # the face letter of a two-faced Terrain's printed number ("1014A", "1015B"), read apart from its digits
    "A", "B",
    # the platform's names and units
    "D-Day", "Day", "SHA", "UTC",
}
"""Latin words a Korean post may hold, each for the reason given beside it."""


async def play(api: FakeDiscord, tmp_path: Path, payloads: Payloads, scenario: str) -> tuple[Reader, int]:
    payloads.guild_locale, payloads.locale = "ko", "ko"
    reader = Reader(ALLOWED)
    rng = random.Random(48)
    moves = 0
    async for driver, svc in real_table(api, tmp_path, payloads, None, "korean-pegasus.sqlite3"):
        reader.read(await driver.command("game new pegasus-bridge", {"scenario": scenario}, user_id=BRIT))
        reader.read(await driver.command("game join", {"seat": "british"}, user_id=BRIT))
        reader.read(await driver.command("game join", {"seat": "german"}, user_id=GERM))
        turn = 0
        for _ in range(2000):
            loaded = await svc.inspect_any(payloads.channel_id)
            if E.outcome(loaded.state) is not None or loaded.state.turn > TURNS:
                break
            if loaded.state.turn != turn:
                turn = loaded.state.turn
                for user in USER.values():
                    reader.read(await driver.command("hand", {}, user_id=user))
                reader.read(await driver.command("game status", {}, user_id=BRIT))
            seat = rng.choice(sorted({p.seat for p in E.prompts(loaded.state)}))
            text = choose(E, loaded.state, seat, rng)
            reader.read(await driver.command("pb do", {"action": text}, user_id=USER[seat]))
            after = await svc.inspect_any(payloads.channel_id)
            assert after.version == loaded.version + 1, f"{seat}: '{text}' was refused"
            moves += 1
        other = "german" if seat == "british" else "british"
        reader.read(await driver.command("pb do", {"action": "pass"}, user_id=USER[other]))  # refused, privately
        reader.read(await driver.command("pb do", {"action": "zz top"}, user_id=USER[seat]))  # unreadable
        reader.read(await driver.command("game history", {}, user_id=GERM))
    return reader, moves


@pytest.mark.slow  # some 60 moves through the Discord layer, each with its posts: about 5 s a scenario
@pytest.mark.parametrize("scenario", ["1a", "1b", "2", "3", "campaign"])
async def test_three_turns_of_a_korean_pegasus_game_through_discord_speak_korean(
    api: FakeDiscord, tmp_path: Path, payloads: Payloads, monkeypatch: pytest.MonkeyPatch, scenario: str
):
    def stand_in(view: object, lang: str = "en") -> bytes:
        return toy_game.tiny_png()

    monkeypatch.setattr(renderer.pegasus_bridge, "render", stand_in)
    reader, moves = await play(api, tmp_path, payloads, scenario)
    assert moves > 20 and reader.seen > moves
    assert not reader.found, "English words in a Korean Pegasus Bridge game: " + reader.report()
