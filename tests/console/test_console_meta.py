"""A newcomer's console (issue #24): meta-commands, numbered buttons, options in words, and ``--help``.

Each test drives a whole interactive session with scripted input, in every game where the point applies,
and reads what it printed: the reply to the n-th typed line is what follows the n-th prompt ("] > ").
"""

from __future__ import annotations

import io
import json
import re
import tempfile
from pathlib import Path

import pytest

from bot.cli import main
from bot.console import META
from i18n import t
from rules.core import RuleError, find_game
from rules.dday_dice.actions import RAID_VERBS

QUIET = ",".join(["6"] * 40)
"""A&A: forty misses, so nothing is hit and the Allies decide first (as tests/console/test_console.py)."""

GAMES = {
    "aa-dday": ["--dice", QUIET],
    "pegasus-bridge": [],
    "dday-dice": [],
}


def session(monkeypatch, capsys, game: str, lines: list[str], *args: str) -> list[str]:
    """Play ``lines`` at the prompt of a new ``game``; return the startup output and then one reply per line."""
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join([*lines, "quit"]) + "\n"))
    code = main(["console", game, "--seed", "1", *GAMES[game], *args])
    out = capsys.readouterr().out
    assert code == 0, out[-2000:]
    replies = out.split("] > ")
    assert len(replies) >= len(lines) + 1, f"the session stopped early:\n{out[-2000:]}"
    return replies


# -- help, and the rule that keeps meta-commands from hiding actions -------------------------------------


@pytest.mark.parametrize("game", sorted(GAMES))
def test_help_lists_every_command_in_every_game_and_each_prefix_reaches_it(game, monkeypatch, capsys):
    META_HELP = t("console-help", lang="en")
    replies = session(monkeypatch, capsys, game, ["help", "/help", ":help", "/fly", "/"])
    for reply in replies[1:4]:
        assert META_HELP in reply
    for word in META:
        if word != "exit":
            assert f"  {word}" in META_HELP, f"help does not explain '{word}'"
    assert "leading / or :" in META_HELP and "number" in META_HELP and ";" in META_HELP
    assert "There is no console command 'fly'" in replies[4]
    assert "Type a console command after / or :" in replies[5]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_no_game_reads_a_meta_command_as_an_action_today(game):
    """The bare words work because no game reads them; the next test shows what happens the day one does."""
    engine = find_game(game)
    for line in [*META, "hand allies", "hand unit1", "history 2", "undo 1", "undo axis 2", "options move", "board x.png"]:
        with pytest.raises(RuleError):
            engine.parse_action(line)


def test_a_game_word_that_equals_a_meta_command_stays_the_action_and_the_slash_form_reaches_the_command(
    monkeypatch, capsys, tmp_path: Path
):
    # An Overlord Raid rule adds its own first word to the notation (RAID_VERBS): here one named 'history'.
    monkeypatch.setitem(RAID_VERBS, "history", "history")
    record = tmp_path / "game.json"
    replies = session(monkeypatch, capsys, "dday-dice", ["history", "/history", ":history"], "--export", str(record))
    assert "Refused:" in replies[1] and "History" not in replies[1], "the game's word went to the rules"
    assert replies[2].startswith("**History ") and replies[3].startswith("**History ")
    assert len(json.loads(record.read_text(encoding="utf-8"))["actions"]) == 1, "nothing was applied"


# -- status, board, history -----------------------------------------------------------------------------


@pytest.mark.parametrize("game", sorted(GAMES))
def test_status_names_the_game_the_position_and_who_must_act(game, monkeypatch, capsys):
    replies = session(monkeypatch, capsys, game, ["status"])
    name = find_game(game).spec.name
    assert replies[1].startswith(f"**{name}** — active")
    assert "Position: " in replies[1] and "**Now:** @" in replies[1]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_board_draws_the_position_without_images_and_prints_the_file(game, monkeypatch, capsys, tmp_path: Path):
    (tmp_path / "tmp").mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))  # where a board without FILE goes
    target = tmp_path / "mine" / "board.png"
    replies = session(monkeypatch, capsys, game, ["board", f"board {target}"])
    default = re.search(r"Board image: (\S+)", replies[1])
    assert default is not None and "Current position: " in replies[1]
    assert Path(default.group(1)).parent == tmp_path / "tmp" / "dday-console"
    assert Path(default.group(1)).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert f"Board image: {target}" in replies[2]
    assert target.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_board_into_a_folder_that_cannot_be_written_is_one_sentence(monkeypatch, capsys, tmp_path: Path):
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    replies = session(monkeypatch, capsys, "pegasus-bridge", [f"board {blocker}/board.png"])
    assert "Board image:" not in replies[1]
    assert "Could not write the board to" in replies[1] and "Traceback" not in replies[1]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_history_shows_a_page_and_refuses_a_page_that_does_not_exist(game, monkeypatch, capsys):
    replies = session(monkeypatch, capsys, game, ["history", "history 1", "history 999", "history two"])
    last = re.match(r"\*\*History (\d+)/(\d+) — ", replies[1])
    assert last is not None and last.group(1) == last.group(2)
    assert replies[2].startswith(f"**History 1/{last.group(2)} — ")
    assert f"Refused: There are {last.group(2)} history pages" in replies[3]
    assert "history takes one page number" in replies[4]


# -- hand -----------------------------------------------------------------------------------------------


def test_pegasus_hand_shows_each_seat_its_own_cards_and_its_playable_cards_are_pressed_by_number(
    monkeypatch, capsys, tmp_path: Path
):
    record = tmp_path / "game.json"
    replies = session(
        monkeypatch, capsys, "pegasus-bridge",
        ["hand", "hand british", "hand german", "hand nobody", "british: keep", "german: keep",
         "choose terrain 1007", "hand british"],
        "--export", str(record),
    )
    assert "Whose hand? Type 'hand SEAT'" in replies[1]
    assert "Your hand — British" in replies[2] and "Your hand — German" not in replies[2]
    assert "Your hand — German" in replies[3] and "Your hand — British" not in replies[3]
    assert "There is no seat 'nobody'" in replies[4]
    menu = re.findall(r"\[(\d+)\] (\d{4}) ", replies[8])
    assert menu, f"the British hand offers no card to play now:\n{replies[8]}"
    number, card = menu[0]

    lines = ["british: keep", "german: keep", "choose terrain 1007", "hand british", number]
    replies = session(monkeypatch, capsys, "pegasus-bridge", lines, "--export", str(record))
    texts = [a["text"] for a in json.loads(record.read_text(encoding="utf-8"))["actions"]]
    assert texts[-1].startswith(f"play {card}"), f"pressing [{number}] played {texts[-1]!r}, not card {card}"
    assert "Refused" not in replies[5]


def test_dice_hand_shows_the_units_medals_and_the_german_players_awards(monkeypatch, capsys):
    replies = session(monkeypatch, capsys, "dday-dice", ["hand unit1", "hand german", "hand"], "--option", "german=player")
    assert "(private to unit1)" in replies[1] and "Unit 1 (U.S.): your Medals" in replies[1]
    assert "(private to german)" in replies[2] and "German player: your Awards" in replies[2]
    assert "Whose hand?" in replies[3], "two seats are asked: the console does not guess whose hand to show"


def test_aa_hand_says_there_is_nothing_hidden(monkeypatch, capsys):
    replies = session(monkeypatch, capsys, "aa-dday", ["hand allies", "hand"])
    assert "(private to allies)" in replies[1] and "no hidden hand" in replies[1]
    assert "no hidden hand" in replies[2], "one seat is asked: 'hand' alone shows that seat's"


# -- undo -----------------------------------------------------------------------------------------------


def test_aa_undo_names_who_must_agree_and_their_button_takes_the_action_back(monkeypatch, capsys, tmp_path: Path):
    record = tmp_path / "game.json"
    replies = session(
        monkeypatch, capsys, "aa-dday",
        ["patrol 1 uk fighter to 30", "undo", "1", "undo"],
        "--export", str(record),
    )
    assert "asks to take back 1 action: `patrol 1 uk fighter to 30`" in replies[2]
    assert "Taking back needs the agreement of axis. Type 1 to approve as axis, or 2 to refuse." in replies[2]
    assert "took back 1 entry" in replies[3] and "approved by @axis" in replies[3]
    assert "Refused: Nothing to take back" in replies[4]
    actions = json.loads(record.read_text(encoding="utf-8"))["actions"]
    assert [a["kind"] for a in actions[-2:]] == ["action", "undo"]


def test_pegasus_undo_can_be_refused_and_nothing_changes(monkeypatch, capsys, tmp_path: Path):
    record = tmp_path / "game.json"
    replies = session(monkeypatch, capsys, "pegasus-bridge", ["british: keep", "undo british", "2"], "--export", str(record))
    assert "Taking back needs the agreement of german" in replies[2]
    assert "refused the undo" in replies[3]
    assert [a["kind"] for a in json.loads(record.read_text(encoding="utf-8"))["actions"]][-1] == "action"


def test_dice_solo_undo_needs_nobody_and_applies_at_once(monkeypatch, capsys, tmp_path: Path):
    record = tmp_path / "game.json"
    replies = session(monkeypatch, capsys, "dday-dice", ["undo", "lock 1 2", "undo"], "--export", str(record))
    assert "Nothing to take back: no seat has acted yet." in replies[1]
    assert "took back 1 entry" in replies[3] and "agreement" not in replies[3]
    assert [a["kind"] for a in json.loads(record.read_text(encoding="utf-8"))["actions"]][-1] == "undo"


# -- numbered buttons -----------------------------------------------------------------------------------


def test_aa_phase_button_is_pressed_by_its_number(monkeypatch, capsys, tmp_path: Path):
    record = tmp_path / "game.json"
    replies = session(monkeypatch, capsys, "aa-dday", ["7", "1"], "--export", str(record))
    assert "   [1] Allies: Done: these fighters patrol" in replies[0]
    assert "There is no button 7: the latest buttons are numbered 1 to 1." in replies[1]
    assert [a["text"] for a in json.loads(record.read_text(encoding="utf-8"))["actions"]][1:] == ["done"]


def test_pegasus_button_is_pressed_as_its_seat_and_another_seat_is_refused(monkeypatch, capsys, tmp_path: Path):
    record = tmp_path / "game.json"
    replies = session(monkeypatch, capsys, "pegasus-bridge", ["german: 1", "1", "1"], "--export", str(record))
    assert "Refused: That button is for @british (british), not you." in replies[1]
    assert "The British kept their starting hand." in replies[2]
    assert "The German kept their starting hand." in replies[3], "the renumbered [1] is the German's Keep"
    assert [a["text"] for a in json.loads(record.read_text(encoding="utf-8"))["actions"]][1:] == ["keep", "keep"]


def test_dice_tray_buttons_select_dice_and_lock_them(monkeypatch, capsys, tmp_path: Path):
    record = tmp_path / "game.json"
    start = session(monkeypatch, capsys, "dday-dice", [])[0]
    d1 = re.search(r"\[(\d+)\] d1 ", start)
    assert d1 is not None, start[-1500:]
    # Each press shows the tray again, numbered from 1: the dice d1-d6, then Lock selected and Keep.
    replies = session(monkeypatch, capsys, "dday-dice", [d1.group(1), "4", "7"], "--export", str(record))
    assert "   [1] ✔ d1 " in replies[1] and "   [7] Lock selected (1)" in replies[1]
    assert "   [4] ✔ d4 " in replies[2] and "   [7] Lock selected (2)" in replies[2]
    assert "Refused" not in "".join(replies[1:])
    assert [a["text"] for a in json.loads(record.read_text(encoding="utf-8"))["actions"]][1:] == ["lock 1 4"]


# -- options in words -----------------------------------------------------------------------------------


def test_aa_options_name_every_zone_they_mention(monkeypatch, capsys):
    from rules.aa_dday.board import BOARD

    replies = session(monkeypatch, capsys, "aa-dday", ["options", "options patrol 4 us"])
    lines = [line for line in replies[1].splitlines() if line.startswith("  allies: patrol")]
    assert len(lines) == 39 and "  allies: done\n" in replies[1] and "… and " in replies[1] and "'options patrol" in replies[1]
    for line in lines:
        zone = re.match(r"  allies: patrol \d+ u[sk] fighter to (\d+) — ", line)
        assert zone is not None, line
        assert f"{BOARD.zone_name[zone.group(1)]} ({zone.group(1)})" in line
    narrowed = [line for line in replies[2].splitlines() if line.startswith("  allies: ") and "more;" not in line]
    assert narrowed and all(line.startswith("  allies: patrol 4 us fighter to ") for line in narrowed)
    assert "4 U.S. fighters patrol over Caen (30)" in replies[2]


def test_pegasus_and_dice_options_carry_card_and_dice_names(monkeypatch, capsys):
    replies = session(monkeypatch, capsys, "pegasus-bridge", ["british: keep", "german: keep", "options"])
    assert re.search(r"british: choose terrain (\d{4}) — \1 \S+", replies[3])
    replies = session(monkeypatch, capsys, "dday-dice", ["options"])
    assert re.search(r"unit1: lock 1 2 — 1:(red|white|blue) ", replies[1])


# -- --help ---------------------------------------------------------------------------------------------


def test_help_explains_a_session_before_the_dice_and_names_every_deck_that_takes_dice(capsys):
    with pytest.raises(SystemExit):
        main(["console", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    session_at = text.index("A console session plays one game")
    dice_at = text.index("--dice values are used before the seeded dice")
    assert session_at < dice_at
    intro = text[session_at:dice_at]
    for needed in ("hot seat", "--option players=2", "\"axis: done\"", "separated by \";\"", "numbered",
                   "help, options", "hand SEAT", "history [PAGE]", "undo", "with / or :"):
        assert needed in intro, needed
    decks = text[text.index("Deck shuffles and card draws:"):]
    for deck in ("Awards", "Badges", "Battle Conditions", "Chaotic Supply", "Medal", "Vehicle", "Lost Officers",
                 "SNAFU", "second seeded source", "N-1 values"):
        assert deck in decks, deck


def test_html_writes_the_games_page_at_the_end(monkeypatch, capsys, tmp_path: Path):
    """``--html FILE`` (issue #49): the game's page, every position drawn inside, from the console too."""
    page = tmp_path / "game.html"
    replies = session(monkeypatch, capsys, "pegasus-bridge", ["british: keep", "german: keep"], "--html", str(page))
    html = page.read_text(encoding="utf-8")
    assert html.startswith("<!doctype html>") and "Pegasus Bridge" in html
    import json
    import re

    data = json.loads(re.search(r"id=dday-data>(.*?)</script>", html).group(1))
    tiles = json.loads(re.search(r"id=dday-images>(.*?)</script>", html).group(1))["tiles"]
    assert len(data["positions"]) >= 3 and all(p["board"] for p in data["positions"]), "every position, its board"
    assert tiles["sheets"] and all(uri.startswith("data:image/webp;base64,") for uri in tiles["sheets"]), \
        "the boards are inside the file"
    assert f"{page}: " in replies[-1]
