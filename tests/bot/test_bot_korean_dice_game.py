"""D-Day Dice at a Korean table, the game's own words included (issue #48).

Seeded games played through the Discord layer by Korean-client players at a table the server's Korean locale
opened: a solo game (one Unit, no German player), a co-op game of two Units, an Atlantikwall game of one Unit
against a German player, German solitaire (the German player against an automated Unit), and an Overlord campaign
of four players in two Teams, each Unit acting in its Team's thread (the threads' names read too), three turns each.
Each decision is the seeded policy's, typed as ``/dice do``; on the way each seat asks the action menu's
autocomplete, its dice tray and its Medals, and the channel's status, history and /help are asked once. Everything
the bot sends (public posts and edits, private replies, buttons, menus, autocomplete choices, embeds, the images'
alt text) is checked against Discord's OpenAPI spec and read for English. Unlike tests/bot/test_bot_korean_tables.py
nothing of the game's is set aside: once mentions, links, timestamps, hashes and code spans (the action notation a
player types stays English, like chess notation) are removed, the only Latin words left may be the printed names
(Specialists, Items, Vehicles, cards, Sectors and maps, kept as printed, each with its Korean gloss) and the
words of :data:`ALLOWED`.

The images' own drawing is replaced by a stand-in (their words are the renderer's tests'); their alt text is real,
in the table's language (the service draws a table's images speaking its language).
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from bot.service.viewer import describe_view
from i18n import current
from rules.core import find_game
from rules.dday_dice.overlord.teams import column_of_seat, team_name, team_of
from rules.dday_dice.policy import choose
from tests.bot import toy_game
from tests.bot.fake_discord import FakeDiscord, Payloads, Sent
from tests.bot.harness import Driver, real_table
from tests.bot.korean_scan import Reader
from tests.i18n.dice_printed import without_printed_names

ENGINE = find_game("dday-dice")
FIRST_USER = 641_000_000_000_000_001
ALLOWED = {
    # the game's and the bot's proper name, kept as printed ("D-Day Dice", "D-Day 보드게임")
    "D-Day", "Day", "Dice",
    # the dice commitment: a hash's name; the time zone a player chose, by its IANA name
    "SHA", "UTC",
    # Overlord's Column letters as the boards print them: a Raid's code, a Sector's notation (B-2), a Unit's
    # token on the board (B1)
    "A", "B", "C",
}
"""Latin words a Korean D-Day Dice table may show besides the printed names, each for the reason given beside it."""
CASES = {
    "solo": ({"players": "1"}, 40),
    "co-op": ({"players": "2", "map": "omaha-beach"}, 41),
    "atlantikwall": ({"players": "1", "map": "omaha-beach", "german": "player"}, 42),
    "german-solitaire": ({"players": "1", "map": "omaha-beach", "mode": "german-solo"}, 43),
    "overlord-teams": ({"players": "4", "campaign": "a"}, 44),
}
"""Per case: the ``/game new`` options and the seed of its players' choices."""
TURNS = 3


async def play(case: str, api: FakeDiscord, tmp_path: Path, payloads: Payloads) -> tuple[Reader, int]:
    options, seed = CASES[case]
    payloads.guild_locale, payloads.locale = "ko", "ko"
    reader = Reader(ALLOWED, without_printed_names)

    def read(sent: list[Sent]) -> None:
        reader.read(sent)
    rng = random.Random(seed)

    def render(view: Any) -> tuple[bytes, str]:
        return toy_game.tiny_png(), describe_view(view, current())  # drawn in the table's language

    moves = 0
    async for home, svc in real_table(api, tmp_path, payloads, render, f"korean-{case}.sqlite3"):
        driver = home
        read(await driver.command("game new dday-dice", options, user_id=FIRST_USER))
        lobby = await svc.store.latest_table(payloads.channel_id)
        assert lobby is not None and lobby.settings.get("language") == "ko"
        seats = ENGINE.seats_for(lobby.options)
        user = {seat: FIRST_USER + i for i, seat in enumerate(seats)}
        for seat in seats:
            read(await driver.command("game join", {"seat": seat}, user_id=user[seat]))
        table_id = (await svc.inspect_any(payloads.channel_id)).table.id
        threads = await svc.store.team_threads(table_id)
        assert len(threads) == (2 if case == "overlord-teams" else 0)
        for name in (api.threads[thread]["name"] for thread in threads.values() if thread is not None):
            reader.note(name)  # a Team thread's name, which its players read in their channel list
        at: dict[str, Driver] = {}
        for team, thread in threads.items():
            there = Payloads(channel_id=thread, channel=api.threads[thread])
            there.command_ids, there.guild_locale, there.locale = payloads.command_ids, "ko", "ko"
            at[team] = Driver(driver.bot, api, there)
        asked: set[str] = set()
        for _ in range(600):
            loaded = await svc.inspect_any(payloads.channel_id)
            state = loaded.state
            if ENGINE.outcome(state) is not None or state.turn > TURNS:
                break
            seat = rng.choice(sorted({p.seat for p in ENGINE.prompts(state)}))
            text = choose(ENGINE, state, seat, rng)
            driver = at.get(team_name(column_of_seat(seat)), home) if team_of(seat) else home
            if seat not in asked:  # each seat's own views and the action menu, once
                asked.add(seat)
                read(await driver.autocomplete("dice do", {"action": ""}, "action", user_id=user[seat]))
                read(await driver.command("dice tray", {}, user_id=user[seat]))
                read(await driver.command("dice medals", {}, user_id=user[seat]))
                read(await driver.command("dice do", {"action": "nonsense"}, user_id=user[seat]))
                if len(asked) == 1:
                    for path, given in (("game status", {}), ("game history", {}), ("help", {}),
                                        ("game board", {"turn": 1})):
                        read(await driver.command(path, given, user_id=user[seat]))
            read(await driver.command("dice do", {"action": text}, user_id=user[seat]))
            assert (await svc.inspect_any(payloads.channel_id)).version == loaded.version + 1, f"{seat}: {text!r}"
            moves += 1
        assert (await svc.inspect_any(payloads.channel_id)).state.turn > TURNS or ENGINE.outcome(state) is not None
        read(await home.command("game history", {}, user_id=FIRST_USER))
    return reader, moves


@pytest.mark.slow  # five tables of three turns each through the Discord layer: some 2 to 9 s each
@pytest.mark.parametrize("case", sorted(CASES))
async def test_a_korean_dice_table_reads_no_english(case: str, api: FakeDiscord, tmp_path: Path, payloads: Payloads):
    """Three turns at a Korean table: nothing sent holds an English word but the printed names."""
    reader, moves = await play(case, api, tmp_path, payloads)
    assert moves > 10 and reader.seen > moves
    assert not reader.found, f"English words at a Korean {case} table: " + reader.report()
    assert not reader.miscounted, f"miscounted nouns (issue #46): {reader.miscounted.most_common(10)}"
