"""A whole A&A D-Day game autoplayed in Korean through the Discord layer (issue #28).

Two Korean-client players sit at a table the server's Korean locale opened; each decision is a seeded random
legal action typed as ``/aa do``, as a player may type any action. Everything the bot sends on the way (public
posts and edits, private replies, buttons, menus, embeds, the board's alt text) is checked against Discord's
OpenAPI spec and read for English: once mentions, links, timestamps and code spans (the action notation a
player types stays English, like chess notation) are set aside, a Latin word must be on :data:`ALLOWED`.
Mid-game, the platform commands a player uses are asked in Korean too: status, history, an earlier board,
/help, a /rules entry, an out-of-turn move, a refused move and an undo request.
"""

from __future__ import annotations

import random
from pathlib import Path

from bench.__main__ import random_action
from rules.aa_dday.engine import ENGINE as E
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


async def test_a_whole_korean_aa_game_through_discord_speaks_korean(api: FakeDiscord, tmp_path: Path, payloads: Payloads):
    payloads.guild_locale, payloads.locale = "ko", "ko"
    reader = Reader(ALLOWED)
    rng = random.Random(2026)
    async for driver, svc in real_table(api, tmp_path, payloads, None, "korean-game.sqlite3"):
        reader.read(await driver.command("game new aa-dday", {"players": "2"}, user_id=AXIS))
        reader.read(await driver.command("game join", {"seat": "axis"}, user_id=AXIS))
        reader.read(await driver.command("game join", {"seat": "allies"}, user_id=ALLIES))
        moves = 0
        asked = False
        for _ in range(3000):
            loaded = await svc.inspect_any(payloads.channel_id)
            if E.outcome(loaded.state) is not None:
                break
            picked = random_action(E, loaded.state, rng)
            assert picked is not None, "a game not over always asks someone"
            seat, text = picked
            if not asked and loaded.state.turn >= 2:  # the platform's commands, mid-game, in Korean
                asked = True
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
        assert E.outcome((await svc.inspect_any(payloads.channel_id)).state) is not None, "the game did not end"
    assert asked and moves > 100 and reader.seen > moves
    assert not reader.found, "English words in a Korean game: " + reader.report()
