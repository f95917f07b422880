"""The console reads several actions on one line, separated by ``;``, the way ``/aa do`` does (issue #11)."""

from __future__ import annotations

import io
import json
from pathlib import Path

from bot.cli import main

QUIET = ",".join(["6"] * 40)


def test_a_script_line_may_hold_a_whole_phase_and_each_action_is_logged(tmp_path: Path, capsys):
    script = tmp_path / "batch.txt"
    script.write_text("allies: patrol 1 uk fighter to 1; patrol 1 uk fighter to 2; done\nallies: done\n", encoding="utf-8")
    record = tmp_path / "game.json"
    code = main(["console", "aa-dday", "--seed", "1", "--dice", QUIET, "--script", str(script), "--export", str(record)])
    out = capsys.readouterr().out
    assert code == 0
    assert "gave 3 orders" in out
    texts = [a["text"] for a in json.loads(record.read_text(encoding="utf-8"))["actions"]]
    assert texts[1:5] == ["patrol 1 uk fighter to 1", "patrol 1 uk fighter to 2", "done", "done"]


def test_a_refused_part_refuses_the_whole_line_and_names_it(tmp_path: Path, capsys):
    script = tmp_path / "bad.txt"
    script.write_text("allies: patrol 1 uk fighter to 1; patrol 1 uk fighter to 2; move 9 tank from 1 to 2\n", encoding="utf-8")
    record = tmp_path / "game.json"
    code = main(["console", "aa-dday", "--seed", "1", "--dice", QUIET, "--script", str(script), "--export", str(record)])
    err = capsys.readouterr().err
    assert code == 1
    assert "line 1" in err and "Line 3 of 3, `move 9 tank from 1 to 2`, was refused" in err
    assert len(json.loads(record.read_text(encoding="utf-8"))["actions"]) == 1, "nothing of the line was applied"


def test_interactive_lines_are_read_the_same_way(monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO("patrol 1 uk fighter to 1; done\nquit\n"))
    code = main(["console", "aa-dday", "--seed", "1", "--dice", QUIET])
    out = capsys.readouterr().out
    assert code == 0
    assert "gave 2 orders" in out and "Order 05" in out.splitlines()[-1]
