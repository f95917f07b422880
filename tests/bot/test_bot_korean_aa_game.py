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
import re
from collections import Counter
from pathlib import Path
from typing import Any

from bench.__main__ import random_action
from rules.aa_dday.engine import ENGINE as E
from tests.bot.fake_discord import FakeDiscord, Payloads, Sent
from tests.bot.harness import real_table

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

MENTION = re.compile(r"<(?:@[!&]?|#|t:|a?:\w+:)[^>]*>")
URL = re.compile(r"https?://\S+")
CODE = re.compile(r"`[^`]*`|'[ -&(-~]+'")
"""Code spans and single-quoted ASCII: the action notation a player types ('done', `2 uk inf`), English by design."""
HEX = re.compile(r"\b[0-9a-f]{16,}\b")
CITATION = re.compile(r"\*규칙서: [^*\n]*\*")
"""A /rules entry's source: the section title of the (English) rulebook it paraphrases, cited by its own name."""
WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")


def texts(body: Any) -> list[str]:
    """Every string a player reads in a message body: content, embeds, components (labels, placeholders, option
    labels and descriptions), attachments' alt text."""
    if not isinstance(body, dict):
        return []
    out = [body.get("content") or ""]
    for embed in body.get("embeds") or []:
        out += [embed.get("title") or "", embed.get("description") or "", (embed.get("footer") or {}).get("text") or ""]
        out += [f"{f.get('name', '')} {f.get('value', '')}" for f in embed.get("fields") or []]
    stack = list(body.get("components") or [])
    while stack:
        c = stack.pop()
        stack += c.get("components") or []
        out += [c.get("label") or "", c.get("placeholder") or ""]
        out += [f"{o.get('label', '')} {o.get('description', '')}" for o in c.get("options") or []]
    out += [a.get("description") or "" for a in body.get("attachments") or []]
    data = body.get("data")
    if isinstance(data, dict):
        out += texts(data)
    return [s for s in out if s]


def english_words(text: str) -> list[str]:
    bare = CITATION.sub(" ", HEX.sub(" ", CODE.sub(" ", URL.sub(" ", MENTION.sub(" ", text)))))
    return [w for w in WORD.findall(bare) if w not in ALLOWED and w.strip("'-") not in ALLOWED]


class Reader:
    """Reads every request of the run: validates it and notes any English word with where it was."""

    def __init__(self) -> None:
        self.seen = 0
        self.found: Counter[str] = Counter()
        self.example: dict[str, str] = {}

    def read(self, sent: list[Sent]) -> None:
        for request in sent:
            request.validate()
            for text in texts(request.body):
                self.seen += 1
                for word in english_words(text):
                    self.found[word] += 1
                    at = text.find(word)
                    self.example.setdefault(word, text[max(0, at - 60) : at + 60])


async def test_a_whole_korean_aa_game_through_discord_speaks_korean(api: FakeDiscord, tmp_path: Path, payloads: Payloads):
    payloads.guild_locale, payloads.locale = "ko", "ko"
    reader = Reader()
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
    assert not reader.found, "English words in a Korean game: " + "; ".join(
        f"{w} ×{n}: {reader.example[w]!r}" for w, n in reader.found.most_common(60)
    )
