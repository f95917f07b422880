"""Korean Pegasus Bridge and D-Day Dice tables through the Discord layer: the platform speaks Korean (issue #28).

This test checks the platform's frame: everything around the games' own texts (the lobby, seats, headers, timers,
/help's frame, status, history, undo, errors, buttons of the platform) must be Korean. The games' own texts are
Korean too since issue #48; the whole-game tests read them (tests/bot/test_bot_korean_pegasus_game.py,
test_bot_korean_dice_game.py). Each
case plays a seeded game as Korean-client players type it (``/pb do``, ``/dice do``), asks the platform's commands
mid-game, and reads everything the bot sent (validated against Discord's OpenAPI spec). The default run plays short
tables (:data:`SHORT` moves, then the players stop); the full ones are marked slow.

What is the game's text is recorded while it is made, not guessed from the output: every string the game's
engine returns (its spec, prompts, choices, labels, events, outcome and refusals), the game's extension
(:mod:`bot.service.pegasus_hand`, :mod:`bot.service.dice_tray`: the hand, the trays, the table's extra buttons),
its English ``/help`` lines, its ``/rules`` entries and its images' alt text. Those strings are set aside in
what was sent; any Latin word left is the platform's, and fails the test. Separately, no text may name a command
by its English path (a Korean menu shows ``/게임 참가``, not ``/game join``), game text or not.
"""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

from bot.service import reference
from bot.service.extensions import extension_of
from bot.service.teams import short_seat
from bot.service.viewer import describe_view
from rules.core import Step, find_game
from rules.dday_dice.policy import choose as dice_choice
from rules.pegasus_bridge.policy import choose as pegasus_choice
from tests.bot import toy_game
from tests.bot.fake_discord import FakeDiscord, Payloads, Sent
from tests.bot.harness import real_table
from tests.bot.korean_scan import Reader, texts
from tests.i18n.dice_printed import without_printed_names

ALLOWED = {
    # the bot's subject, a proper name kept as written ("D-Day 보드게임"), and the game's printed title ("D-Day Dice
    # (2판)": its edition in the reader's words, game-title-dday-dice)
    "D-Day", "Day", "Dice",
    # the time zone a player chose, by its IANA name
    "UTC",
    # the dice commitment: a hash's name
    "SHA",
    # Pegasus Bridge's secret letters of the heroic cards in reserve, which a player types to take one
    "A", "B", "C", "D",
}
"""Latin words a Korean post may hold outside the game's own texts, each for the reason given beside it."""

CASES: dict[str, tuple[str, dict[str, str], int]] = {
    "pegasus-bridge": ("pegasus-bridge", {"scenario": "1b"}, 99),
    "dday-dice co-op": ("dday-dice", {"players": "2"}, 99),
    "atlantikwall": ("dday-dice", {"players": "1", "map": "omaha-beach", "german": "player"}, 99),
    "overlord": ("dday-dice", {"players": "3", "campaign": "a"}, 2),
}
"""Per case: the game, its ``/game new`` options, and the turns to play (99: the whole game)."""
SHORT = 30
"""The moves of a short table (the default run): the platform's commands are asked after the 12th, then the players
stop (a resignation ends the game). The whole tables play hundreds of moves each (a run of every case takes about 20 s
of CPU), so they are marked slow; the short ones check the same points on fewer moves."""
WHOLE = [pytest.param(case, None, id=f"{case}-full", marks=pytest.mark.slow) for case in CASES]
"""Every case played for its turns (:data:`CASES`): slow (see :data:`SHORT`)."""


def short(case: str) -> Any:
    """The short table of ``case`` (the default run's)."""
    return pytest.param(case, SHORT, id=f"{case}-{SHORT}-moves")

HANGUL = re.compile(r"[\uac00-\ud7a3]")
FIRST_USER = 631_000_000_000_000_001
ENGLISH_PATH = re.compile(r"(?<![\w/<:.])/(?:game|help|rules|prefs|hand|orders|pb|dice|aa)(?: [a-z]+)*")


class GameTexts:
    """The strings a game made during the run: set aside as its own texts when a message is read."""

    def __init__(self) -> None:
        self.strings: set[str] = set()
        self._sorted: list[str] | None = None
        self._added: set[str] = set()
        """Every string already split into :attr:`strings` (a game says the same things again and again)."""
        self._patterns: dict[str, re.Pattern[str]] = {}
        self._by_head: dict[str, list[str]] | None = None
        """The strings of 12 characters or more by their first 12, longest first (:meth:`_cut_tail`)."""

    def add(self, value: Any, depth: int = 0) -> Any:
        """Record every string inside ``value`` (models, dataclasses, mappings, sequences); returns ``value``."""
        if depth > 12 or value is None or isinstance(value, (bytes, bool, int, float)):
            return value
        if isinstance(value, str):
            if value in self._added:
                return value
            self._added.add(value)
            for line in value.splitlines():
                for part in re.split(r"\s*\*\*\s*|(?<=\s)_|_(?=\s|$)|^_|^\s*[•·-]\s*", line):
                    part = part.strip()
                    if len(part) > 1:  # as made, and as a Korean reader gets it: commands named in Korean
                        self.strings |= {part, reference.menu_names(part, "ko")}
                        if ": " in part:  # "Unit 1 (U.S.): your dice are ...", shown after the seat's name
                            self.strings.add(part.split(": ", 1)[1])
                        self._sorted = self._by_head = None
        elif isinstance(value, Step):
            self.add(value.events, depth + 1)  # its events' lines; not the whole new state
        elif isinstance(value, BaseModel):
            for name in type(value).model_fields:
                self.add(getattr(value, name, None), depth + 1)
        elif dataclasses.is_dataclass(value) and not isinstance(value, type):
            for field in dataclasses.fields(value):
                self.add(getattr(value, field.name, None), depth + 1)
        elif isinstance(value, dict):
            for k, v in value.items():
                self.add(k, depth + 1)
                self.add(v, depth + 1)
        elif isinstance(value, (list, tuple, set, frozenset)):
            for item in value:
                self.add(item, depth + 1)
        return value

    def remove(self, text: str) -> str:
        """``text`` without the game's strings (whole words only): every place any of them covers is blanked at
        once, so overlapping strings never leave a piece of one another behind (the result is the same in any
        order)."""
        if self._sorted is None:
            self._sorted = sorted(self.strings, key=lambda s: (-len(s), s))
        text = self._cut_tail(text)  # any text may have been clipped (and its last space stripped)
        covered = bytearray(len(text))
        for s in self._sorted:
            if s in text:
                for m in self._pattern(s).finditer(text):
                    covered[m.start() : m.end()] = b"\x01" * (m.end() - m.start())
        return "".join(" " if c else ch for ch, c in zip(text, covered, strict=True))

    def _pattern(self, s: str) -> re.Pattern[str]:
        """``s`` as a whole word (compiled once: far more strings than the ``re`` module's cache holds)."""
        found = self._patterns.get(s)
        if found is None:
            found = self._patterns[s] = re.compile(r"(?<![A-Za-z])" + re.escape(s) + r"(?![A-Za-z])")
        return found

    def _cut_tail(self, text: str) -> str:
        """``text`` without a game string cut short at its end (a button's label clipped to Discord's 80 characters,
        a menu choice's to 100):
        cut where the earliest such string begins, so the longest clipped string goes whole."""
        end = text.rstrip("…").rstrip()
        if self._by_head is None:
            self._by_head = {}
            for s in self._sorted or ():
                if len(s) >= 12:
                    self._by_head.setdefault(s[:12], []).append(s)
        # The earliest place where the rest of the text is the beginning of a game string (12 characters at least).
        for at in range(len(end) - 11):
            heads = self._by_head.get(end[at : at + 12])
            if heads and any(s.startswith(end[at:]) for s in heads):
                return text[:at]
        return text

    def wrap(self, monkeypatch: pytest.MonkeyPatch, owner: Any, name: str) -> None:
        """Record what ``owner.name`` returns, and the message of whatever it raises."""
        inner = getattr(owner, name)

        def recorded(*args: Any, **kwargs: Any) -> Any:
            try:
                result = inner(*args, **kwargs)
            except Exception as error:
                self.add(str(error))
                raise
            if hasattr(result, "__await__"):
                return self._later(result)
            return self.add(result)

        monkeypatch.setattr(owner, name, recorded)

    async def _later(self, awaitable: Any) -> Any:
        return self.add(await awaitable)

    def wrap_events(self, monkeypatch: pytest.MonkeyPatch, owner: Any, name: str) -> None:
        """Record the events of what ``owner.name`` returns, ``(state, events)``, not the state: a game's setup
        says things too (its campaign, its Teams, its reserves), as messages whose arguments are its own words."""
        inner = getattr(owner, name)

        def recorded(*args: Any, **kwargs: Any) -> Any:
            state, events = inner(*args, **kwargs)
            self.add(list(events))
            return state, events

        monkeypatch.setattr(owner, name, recorded)


STATES = ("initial_state", "load_state", "dump_state")
"""The engine's methods that make or read a state: the state is not the game's words (``initial_state``'s events
are: :meth:`GameTexts.wrap_events`)."""
EXTENSION_TEXTS = ("start_posts", "entry_posts", "private_view", "private_blocks", "press_control", "control_shown", "controls",
                   "extra_choices")


def recording(game: str, monkeypatch: pytest.MonkeyPatch) -> tuple[GameTexts, Callable[[Any], tuple[bytes, str]]]:
    """The recorder of ``game``'s texts, wrapped around its engine, extension, help and glossary; and a renderer
    that draws a stand-in image with the game's real alt text (recorded too)."""
    found = GameTexts()
    engine = find_game(game)
    found.add(engine.spec)
    for name in dir(type(engine)):
        if not name.startswith("_") and name not in STATES and callable(getattr(type(engine), name)):
            found.wrap(monkeypatch, type(engine), name)
    found.wrap_events(monkeypatch, type(engine), "initial_state")
    found.add(printed_names())
    extension = extension_of(game)
    for name in EXTENSION_TEXTS:
        found.wrap(monkeypatch, type(extension), name)
    found.wrap(monkeypatch, reference, "act_help")
    found.wrap(monkeypatch, reference, "entry_words")

    def render(view: Any) -> tuple[bytes, str]:
        return toy_game.tiny_png(), found.add(describe_view(view))

    return found, render


def printed_names() -> list[str]:
    """The printed names a Korean sentence keeps as printed, before their gloss (issue #48): each game's Korean
    glossary writes them ``-term = Printed Name(풀이)``."""
    names = []
    for path in sorted((Path(__file__).parents[2] / "i18n" / "locales" / "ko").glob("*glossary.ftl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            found = re.match(r"^-[\w-]+ = ([^(\n]*[A-Za-z][^(\n]*)\(", line)
            if found:
                names.append(found.group(1).strip())
    return names


def game_text(case: str, found: GameTexts) -> Callable[[str], str]:
    """What to set aside in a text of ``case``: the game's recorded strings, and for D-Day Dice the printed names a
    Korean sentence keeps as printed (a Sector's label, a board's or a Raid's name: issue #48 words them inside Korean
    sentences, where they are no longer one of the recorded English strings)."""
    if CASES[case][0] != "dday-dice":
        return found.remove
    return lambda text: without_printed_names(found.remove(text))


def english_paths(text: str) -> list[str]:
    """The commands ``text`` names by their English path (a Korean reader's menu names them in Korean)."""
    return [m.group(0) for m in ENGLISH_PATH.finditer(text) if reference.menu_names(m.group(0), "ko") != m.group(0)]


async def play(
    case: str, api: FakeDiscord, tmp_path: Path, payloads: Payloads, found: GameTexts, render: Any, table: str,
    limit: int | None = None,
) -> tuple[list[Sent], int]:
    """Play ``case`` at a table in language ``table`` with players whose Discord speaks ``payloads.locale``: the
    requests the bot made, and the moves played. The platform's commands are asked once, mid-game. ``limit``: the
    players stop after that many moves (None: they play the case's turns)."""
    game, options, turns = CASES[case]
    payloads.guild_locale = "ko" if table == "ko" else "en-US"  # /game new without a language: the server's
    rng = random.Random(2026)
    command = "pb do" if game == "pegasus-bridge" else "dice do"
    read: list[Sent] = []
    moves = 0
    async for driver, svc in real_table(api, tmp_path, payloads, render, f"table-{table}.sqlite3"):
        read += await driver.command(f"game new {game}", options, user_id=FIRST_USER)
        lobby = await svc.store.latest_table(payloads.channel_id)
        assert lobby is not None and lobby.settings.get("language", "en") == table
        seats = find_game(game).seats_for(lobby.options)
        found.add([short_seat(name) for name in find_game(game).seat_names_for(lobby.options).values()])  # buttons
        user = {seat: FIRST_USER + i for i, seat in enumerate(seats)}
        for seat in seats:
            read += await driver.command("game join", {"seat": seat}, user_id=user[seat])
        asked = False
        for _ in range(3000):
            loaded = await svc.inspect_any(payloads.channel_id)
            state, engine = loaded.state, loaded.engine
            if engine.outcome(state) is not None or state.turn > turns or (limit is not None and moves >= limit):
                break
            seat = rng.choice(engine.prompts(state)).seat
            text = (pegasus_choice if game == "pegasus-bridge" else dice_choice)(engine, state, seat, rng)
            if not asked and moves >= 12:  # the platform's commands, mid-game
                asked = True
                idle = next((s for s in seats if s not in {p.seat for p in engine.prompts(state)}), None)
                own = ("hand",) if game == "pegasus-bridge" else ("dice medals", "dice tray")
                for path, given, who in (
                    ("game status", {}, user[seat]), ("game status", {"share": True}, user[seat]),
                    ("game history", {}, user[seat]), ("game history", {"page": 999}, user[seat]),
                    ("game board", {"turn": 1}, user[seat]), ("game board", {"turn": 1, "share": True}, user[seat]),
                    ("help", {}, user[seat]),
                    ("rules", {"term": "token" if game == "pegasus-bridge" else "medal"}, user[seat]),
                    (command, {"action": "nonsense"}, user[seat]),  # refused by the rules, privately
                    *(((command, {"action": text}, user[idle]),) if idle is not None else ()),  # out of turn
                    ("game undo", {}, user[seat]), ("game link", {}, user[seat]), ("game export", {}, user[seat]),
                    ("prefs show", {}, user[seat]),
                    *((p, {}, user[seat]) for p in own),
                ):
                    read += await driver.command(path, given, user_id=who)
                    if path != "dice tray":  # a fresh tray is a post, not an entry
                        assert (await svc.inspect_any(payloads.channel_id)).version == loaded.version, path
            read += await driver.command(command, {"action": text}, user_id=user[seat])
            assert (await svc.inspect_any(payloads.channel_id)).version == loaded.version + 1, f"{seat}: {text!r}"
            moves += 1
        assert asked, "the game ended before the platform's commands were asked"
        # The end of a game the players stop: a resignation (co-op games: the Units give up together).
        if engine.outcome((await svc.inspect_any(payloads.channel_id)).state) is None:
            read += await driver.command("game resign", {}, user_id=FIRST_USER)
        read += await driver.command("game history", {}, user_id=FIRST_USER)  # the end, as the log tells it
        for event in await svc.store.events(lobby.id):  # the engine's lines as the log keeps them
            if event.key is None or not event.key.startswith("events-"):
                found.add(event.text)
            found.add(event.phase)  # the phase's label, as headings show it
    return read, moves


# The default run plays a short Pegasus Bridge and Atlantikwall table (the Units and the German seat); the short
# co-op and Overlord tables, like every whole one, run with -m slow.
@pytest.mark.parametrize(("case", "limit"), [
    *(short(c) if c in ("pegasus-bridge", "atlantikwall") else pytest.param(*short(c).values, id=short(c).id,
                                                                         marks=pytest.mark.slow) for c in CASES),
    *WHOLE])
async def test_a_korean_table_of_each_game_speaks_korean_around_the_game(
    case: str, limit: int | None, api: FakeDiscord, tmp_path: Path, payloads: Payloads, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Korean players at a Korean table: every text they read (public or their own) is Korean around the game's."""
    found, render = recording(CASES[case][0], monkeypatch)
    payloads.locale = "ko"
    read, moves = await play(case, api, tmp_path, payloads, found, render, "ko", limit)
    reader = Reader(ALLOWED, game_text(case, found))
    reader.read(read)
    paths = [path for request in read for text in texts(request.body) for path in english_paths(text)]
    assert moves > 20 and reader.seen > moves
    assert not paths, f"English command paths in a Korean game: {sorted(set(paths))}"
    assert not reader.found, f"English words around a Korean {case} game: " + reader.report()


# The default run plays a short table of each game here (Pegasus Bridge, and D-Day Dice with Units and the German
# seat: Atlantikwall); every case's full tables are slow (see SHORT).
@pytest.mark.parametrize(("case", "limit"), [short("pegasus-bridge"), short("atlantikwall"), *WHOLE])
async def test_what_the_channel_sees_speaks_the_tables_language_whoever_acts(
    case: str, limit: int | None, api: FakeDiscord, tmp_path: Path, payloads: Payloads, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Players whose Discord speaks English at a Korean table: every public post and edit is Korean (their own
    private replies are English); and Korean players at an English table: no Korean in the channel."""
    found, render = recording(CASES[case][0], monkeypatch)
    payloads.locale = "en-US"
    read, _ = await play(case, api, tmp_path, payloads, found, render, "ko", limit)
    public = [request for request in read if not request.ephemeral]
    private = [request for request in read if request.ephemeral]
    reader = Reader(ALLOWED, game_text(case, found))
    reader.read(public)
    assert public and not reader.found, f"English in public at a Korean {case} table: " + reader.report()
    korean = [t for r in private for t in texts(r.body) if HANGUL.search(t)]
    assert private and not korean, f"Korean in an English reader's own replies: {korean[:3]}"

    api.clear()
    payloads.locale = "ko"
    read, _ = await play(case, api, tmp_path, payloads, found, render, "en", limit)
    hangul = [t for r in read if not r.ephemeral for t in texts(r.body) if HANGUL.search(t)]
    assert not hangul, f"Korean in public at an English {case} table: {hangul[:3]}"
    assert any(HANGUL.search(t) for r in read if r.ephemeral for t in texts(r.body)), "Korean readers' own replies"
