"""A whole A&A D-Day game autoplayed in Korean through the Discord layer (issue #28).

Two Korean-client players sit at a table the server's Korean locale opened; each decision is a seeded random
legal action typed as ``/aa do``, as a player may type any action. Everything the bot sends on the way (public
posts and edits, private replies, buttons, menus, embeds, the board's alt text) is checked against Discord's
OpenAPI spec and read for English: once mentions, links, timestamps and code spans (the action notation a
player types stays English, like chess notation) are set aside, a Latin word must be on :data:`ALLOWED`.
Mid-game, the platform commands a player uses are asked in Korean too: status, history, an earlier board,
/help, a /rules entry, an out-of-turn move, a refused move and an undo request.

The whole game (about 400 moves, a real board drawn for each post: some 20 s of CPU) is marked slow; the default run
plays its first turn and a part of the second the same way (the commands asked there too), then the Axis resigns.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import renderer.aa_dday
from bench.__main__ import random_action
from rules.aa_dday.engine import ENGINE as E
from tests.bot import toy_game
from tests.bot.fake_discord import FakeDiscord, Payloads
from tests.bot.harness import real_table
from tests.bot.korean_scan import Reader

AXIS, ALLIES = 621_000_000_000_000_001, 622_000_000_000_000_002
USER = {"axis": AXIS, "allies": ALLIES}

ALLOWED = {
    # unit and nation codes of the action notation, shown beside Korean names so a player can type them
    "inf", "art", "tank", "fighter", "bomber", "uk", "us", "ger", "aa",
    # the game's proper name, kept in Latin letters as printed ("Axis & Allies: D-Day")
    "Axis", "Allies", "D-Day", "Day",
    # the dice commitment: a hash's name; the file where the reconstructed data is explained
    "SHA", "README",
    # the Korean commentary's own card names: "고사포 vs. 전투기" (cards 04 and 06)
    "vs",
}
"""Latin words a Korean post may hold, each for the reason given beside it."""
AFTER = 10
"""The moves the short game plays after the platform's commands were asked (early in turn 2)."""


async def play(api: FakeDiscord, tmp_path: Path, payloads: Payloads, whole: bool) -> tuple[Reader, int, bool]:
    """Play the seeded Korean game (``whole``: to its end; else until :data:`AFTER` moves after the commands, then
    the Axis resigns); return what was read, the moves played, and whether the commands were asked."""
    payloads.guild_locale, payloads.locale = "ko", "ko"
    reader = Reader(ALLOWED)
    rng = random.Random(2026)
    async for driver, svc in real_table(api, tmp_path, payloads, None, "korean-game.sqlite3"):
        reader.read(await driver.command("game new aa-dday", {"players": "2"}, user_id=AXIS))
        reader.read(await driver.command("game join", {"seat": "axis"}, user_id=AXIS))
        reader.read(await driver.command("game join", {"seat": "allies"}, user_id=ALLIES))
        moves = 0
        asked = False
        asked_at = 0
        for _ in range(3000):
            loaded = await svc.inspect_any(payloads.channel_id)
            if E.outcome(loaded.state) is not None:
                break
            if not whole and asked and moves >= asked_at + AFTER:  # the players stop: the Axis resigns, in Korean
                reader.read(await driver.command("game resign", {}, user_id=AXIS))
                break
            picked = random_action(E, loaded.state, rng)
            assert picked is not None, "a game not over always asks someone"
            seat, text = picked
            if not asked and loaded.state.turn >= 2:  # the platform's commands, mid-game, in Korean
                asked, asked_at = True, moves
                other = ALLIES if seat == "axis" else AXIS
                for path, options, user in (
                    ("game status", {}, AXIS), ("game history", {}, ALLIES), ("game board", {"turn": 1}, AXIS),
                    ("help", {}, ALLIES), ("rules", {"term": "tank"}, AXIS),
                    ("aa do", {"action": text}, other),  # out of turn: refused, privately
                    ("aa move", {"from": "16", "units": "9 uk inf", "to": "30"}, USER[seat]),  # refused by the rules
                    ("game undo", {}, AXIS),
                ):
                    before = len(api.ephemeral_messages)
                    reader.read(await driver.command(path, options, user_id=user))
                    assert (await svc.inspect_any(payloads.channel_id)).version == loaded.version, path
                    if path in ("game status", "help", "rules", "aa do", "aa move"):
                        assert len(api.ephemeral_messages) > before, f"/{path} answered nothing privately"
            reader.read(await driver.command("aa do", {"action": text}, user_id=USER[seat]))
            after = await svc.inspect_any(payloads.channel_id)
            assert after.version == loaded.version + 1, f"{seat}: '{text}' was refused"
            moves += 1
        end = await svc.inspect_any(payloads.channel_id)
        assert E.outcome(end.state) is not None if whole else end.table.status == "finished", "the game did not end"
    return reader, moves, asked


@pytest.mark.slow  # the whole game: some 400 moves, each post with a real board (see the module's docstring)
async def test_a_whole_korean_aa_game_through_discord_speaks_korean(api: FakeDiscord, tmp_path: Path, payloads: Payloads):
    """The whole game, to its end, with the real boards: no English word around it."""
    reader, moves, asked = await play(api, tmp_path, payloads, whole=True)
    assert asked and moves > 100 and reader.seen > moves
    assert not reader.found, "English words in a Korean game: " + reader.report()
    assert not reader.miscounted, f"miscounted nouns (issue #46): {reader.miscounted.most_common(10)}"


async def test_the_first_turns_of_a_korean_aa_game_through_discord_speak_korean(
    api: FakeDiscord, tmp_path: Path, payloads: Payloads, monkeypatch: pytest.MonkeyPatch
):
    """The same game's first turn and a part of the second, the commands asked, then a resignation: no English word.

    The boards are stand-in pictures with the real alt text (the renderer's drawing alone is replaced): the words of
    the real Korean board are tests/renderer/test_aa_dday_korean.py's, and the whole game draws them all."""

    def stand_in(view: object, lang: str = "en") -> bytes:
        return toy_game.tiny_png()

    monkeypatch.setattr(renderer.aa_dday, "render", stand_in)
    reader, moves, asked = await play(api, tmp_path, payloads, whole=False)
    assert asked and moves > 30 and reader.seen > moves
    assert not reader.found, "English words in a Korean game: " + reader.report()
    assert not reader.miscounted, f"miscounted nouns (issue #46): {reader.miscounted.most_common(10)}"
