"""The console drives the same service: scripted games, autoplay to the end, images, and the CLI."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from bot.cli import main


def test_autoplay_reaches_an_outcome_and_prints_it_last(capsys):
    code = main(["console", "aa-dday", "--autoplay", "--seed", "3", "--quiet"])
    out = capsys.readouterr().out.strip().splitlines()
    assert code == 0
    assert out[-1].startswith("Outcome: ") and " win." in out[-1]


def test_script_plays_the_same_text_the_history_shows(tmp_path: Path, capsys):
    script = tmp_path / "opening.txt"
    script.write_text("# quiet dice: nobody hits, so the Allies decide first\nallies: done\nallies: done\n", encoding="utf-8")
    code = main(["console", "aa-dday", "--seed", "1", "--dice", ",".join(["6"] * 40), "--script", str(script)])
    out = capsys.readouterr().out
    assert code == 0
    assert "`done`" in out or "done" in out
    assert out.strip().splitlines()[-1].startswith("Outcome: none yet")


def test_script_stops_at_a_refused_line_and_names_it(tmp_path: Path, capsys):
    script = tmp_path / "bad.txt"
    script.write_text("allies: move 40 tank from 1 to 42\n", encoding="utf-8")
    code = main(["console", "aa-dday", "--seed", "1", "--dice", ",".join(["6"] * 40), "--script", str(script)])
    err = capsys.readouterr().err
    assert code == 1
    assert "line 1" in err and "refused" in err


def test_images_are_written_for_every_posted_board(tmp_path: Path, capsys):
    script = tmp_path / "s.txt"
    script.write_text("allies: done\n", encoding="utf-8")
    images = tmp_path / "img"
    code = main(["console", "aa-dday", "--seed", "1", "--dice", ",".join(["6"] * 40), "--script", str(script), "--images", str(images)])
    assert code == 0
    pngs = sorted(images.glob("*.png"))
    assert len(pngs) >= 2
    assert all(p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" for p in pngs)


def test_bad_option_is_refused_with_a_sentence(capsys):
    code = main(["console", "aa-dday", "--option", "fortune=maybe", "--autoplay"])
    assert code == 2
    assert "choose one of on, off" in capsys.readouterr().err


def test_bot_without_token_explains_how_to_get_one(tmp_path: Path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    env = {k: v for k, v in __import__("os").environ.items() if not k.startswith("DISCORD_")}
    result = subprocess.run(
        [sys.executable, "-m", "bot.cli", "bot"], capture_output=True, text=True, cwd=tmp_path, env=env, timeout=60
    )
    assert result.returncode == 2
    assert "DISCORD_TOKEN" in result.stderr and "dday console" in result.stderr
    assert "Traceback" not in result.stderr


def test_interactive_hot_seat_reads_actions_and_lists_options(monkeypatch, capsys):
    """Typed lines go to the one seat being asked; 'options' lists legal actions; bad lines are refused and kept going."""
    import io

    lines = io.StringIO("options\nfly away\nallies: done\nquit\n")
    monkeypatch.setattr("sys.stdin", lines)
    code = main(["console", "aa-dday", "--seed", "1", "--dice", ",".join(["6"] * 40)])
    out = capsys.readouterr().out
    assert code == 0
    assert "allies: done" in out, "the options listing shows legal actions with their seat"
    assert "Refused:" in out and "fly away" in out
    assert "Order 04" in out and "Order 05" in out.splitlines()[-1], "the typed action was applied"
