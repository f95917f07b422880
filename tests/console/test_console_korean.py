"""The console at a Korean table (issue #48): ``dday console GAME --language ko`` speaks Korean, its own words included.

A session in each game types the console's commands (help, options, status, hand, history, board, undo), a few
mistakes (an unknown command, a wrong page, a button that is not there, a line the game cannot read) and a few
moves by button, and reads everything it printed for English, as the Discord-layer tests do
(``tests/bot/korean_scan.py``): once code spans and quoted notation are set aside, a Latin word must be a command or
seat a player types, a printed name, or on :data:`ALLOWED`.
"""

from __future__ import annotations

import io
import re

import pytest

from bot.cli import main
from bot.console import META
from tests.bot.korean_scan import WORD, english_words
from tests.bot.test_bot_korean_dice_game import without_printed_names as without_dice_names
from tests.bot.test_bot_korean_pegasus_game import PRINTED as PEGASUS_PRINTED

SEATS = {"aa-dday": ("allies", "axis"), "pegasus-bridge": ("british", "german"), "dday-dice": ("unit1",)}
ALLOWED = {
    *META, *(seat for seats in SEATS.values() for seat in seats),
    # the console's command arguments as its help writes them, and the file kind and option it names
    "SEAT", "START", "FILE", "PAGE", "N", "PNG", "db",
    # the games' printed titles, kept as printed, and a Pegasus scenario's letter (1A)
    *WORD.findall("Opération Commando: Pegasus Bridge D-Day Dice Axis & Allies"), "Day", "A",
    # the file that lists the reconstructed board's choices, by its name
    "README",
    # A&A's order cards 04 and 06 in Korean, as Korean writes a match-up (고사포 vs. 전투기)
    "vs",
    # the dice commitment's hash
    "SHA",
    # a Discord menu the console has no equivalent of is named by the platform's name
    "Discord",
    # the action words a refusal gives as examples of what to type (notation, like chess's)
    "done", "move", "land", "patrol", "bomb", "hits", "place", "tactic", "choose", "reroll", "split", "confirm",
    "refuse", "orders",
}
"""Latin words a Korean console may print, each for the reason given beside it."""
PATH = re.compile(r"(?<![`\w])/(?:[\w.-]+/)+[\w.-]+")
"""A file's path, as the system names it."""
PROMPT = re.compile(r"^(?:\[[\w, ]*\] > )+")
"""The console's prompt, the seats asked by the ids a player types (``[british, german] > ``)."""
MENTION = re.compile(r"@\w+")
"""A player, as the console names the stand-in player of a seat (@unit1)."""
OPTION = re.compile(r"^\s*(?:" + "|".join(s for seats in SEATS.values() for s in seats) + r"): [^—]*")
"""An option as ``options`` lists it: ``  seat: TEXT — words``; the seat and the text are what a player types (notation)."""
LINES = ["help", "/fly", "/", "history x", "hand a b", "99", "zzz", "options", "status", "1", "1", "history", "undo",
         "board"]
"""The session: the commands, four mistakes, two presses of the first button, then the record and the board."""


def session(monkeypatch, capsys, tmp_path, game: str) -> str:
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join([*LINES, "quit"]) + "\n"))
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    code = main(["console", game, "--seed", "3", "--language", "ko", "--db", str(tmp_path / "ko.sqlite3"),
                 "--images", str(tmp_path / "images")])
    out = capsys.readouterr().out
    assert code == 0, out[-2000:]
    return out


@pytest.mark.slow  # three whole console sessions with their boards drawn: about 3 s each
@pytest.mark.parametrize("game", sorted(SEATS))
def test_a_korean_console_prints_no_english(game: str, monkeypatch, capsys, tmp_path) -> None:
    out = session(monkeypatch, capsys, tmp_path, game)
    replies = out.split("] > ")
    assert len(replies) > len(LINES), out[-2000:]
    found: dict[str, str] = {}
    for line in out.splitlines():
        text = PATH.sub(" ", MENTION.sub(" ", OPTION.sub(" ", PROMPT.sub("", line))))
        if game == "dday-dice":
            text = without_dice_names(text)
        words = english_words(text, ALLOWED | (PEGASUS_PRINTED if game == "pegasus-bridge" else set()))
        for word in words:
            found.setdefault(word, line)
    assert not found, f"English in a Korean {game} console: {found}"
    assert "콘솔 명령" in replies[1] and "'fly'라는 콘솔 명령은 없습니다" in replies[2]
    assert "버튼은 없습니다" in replies[6]
