"""``dday console GAME --computer SEAT``: a person at the terminal against the computer (issue #26).

The computer is test-only (tests/service/computer_players.py) and runs in threads here, so the test holds
whatever the real games' computers decide.
"""

from __future__ import annotations

import asyncio
import io
from pathlib import Path

import pytest

from bot.cli import build_parser
from bot.console import run_console
from rules.core import registry
from tests.bot import toy_game
from tests.service.computer_players import Advance, thread_pool, toy_computer


@pytest.fixture(autouse=True)
def race():
    engine = toy_game.RaceEngine()
    registry.register(engine)
    yield engine
    registry._ENGINES.pop(engine.spec.id, None)


def run(argv: list[str], stdin: str = "") -> tuple[int, str]:
    out = io.StringIO()
    args = build_parser().parse_args(["console", *argv])
    code = asyncio.run(run_console(args, out=out, stdin=io.StringIO(stdin), computer_pool=thread_pool))
    return code, out.getvalue()


def test_a_script_plays_red_while_the_computer_plays_blue(tmp_path: Path):
    script = tmp_path / "red.txt"
    script.write_text("red: move 1 inf from 0 to 1\nred: move 1 inf from 1 to 2\nred: move 1 inf from 2 to 3\n", encoding="utf-8")
    with toy_computer(Advance()) as cpu:
        code, out = run(["toy-race", "--seed", "1", "--computer", "blue", "--script", str(script)])
    assert code == 0, out
    assert cpu.asked == ["blue"] * 3
    assert "Blue Army: Computer" in out and "blue advanced to 6." in out
    assert out.strip().splitlines()[-1] == "Outcome: Blue Army win. First to the goal."


def test_interactive_play_prompts_only_the_persons_seat(tmp_path: Path):
    with toy_computer(Advance()):
        code, out = run(["toy-race", "--seed", "1", "--computer", "red"], stdin="move 1 inf from 0 to 1\nquit\n")
    assert code == 0
    assert "red advanced to 2." in out and "red advanced to 4." in out  # before and after blue's one move
    assert "[blue] > " in out and "[red]" not in out


def test_computers_in_every_seat_play_the_game_to_its_end():
    with toy_computer(Advance()) as cpu:
        code, out = run(["toy-race", "--seed", "1", "--computer", "red", "--computer", "blue", "--quiet"])
    assert code == 0 and len(cpu.asked) == 5
    assert out.strip().splitlines()[-1].startswith("Outcome: Red Army win.")


def test_a_seat_the_game_does_not_have_or_a_game_without_a_computer_is_refused(capsys):
    with toy_computer(Advance()):
        code, _ = run(["toy-race", "--computer", "green", "--autoplay"])
    assert code == 2 and "--computer green: not a seat" in capsys.readouterr().err
    code, _ = run(["toy-race", "--computer", "blue", "--autoplay"])
    assert code == 2 and "has no computer player yet" in capsys.readouterr().err
