"""``--dice`` is checked against the game at start and used in the documented order; ``dday verify --seed``.

Every refusal is one sentence with exit code 2, never a traceback.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from bot.cli import main
from bot.console import DiceError, parse_dice
from rules.core import registry
from rules.core.dice import Dice
from rules.core.errors import RuleError, ScriptedDieError
from rules.core.kits import kit_of

DOCS = Path(__file__).resolve().parents[2] / "docs" / "console.md"


@pytest.mark.parametrize(
    ("game", "dice", "says"),
    [
        ("pegasus-bridge", "2,5", "tokens, 1 (failure) or 2 (success)"),
        ("pegasus-bridge", "0", "tokens, 1 (failure) or 2 (success)"),
        ("aa-dday", "1,7", "dice, from 1 to 6"),
        ("dday-dice", "6,6,9", "dice, from 1 to 6"),
        ("aa-dday", "1,x,3", "'x' is not one"),
        ("aa-dday", "1,-2", "'-2' is not one"),
    ],
)
def test_dice_that_do_not_fit_the_game_are_refused_at_start(game, dice, says, capsys) -> None:
    code = main(["console", game, "--seed", "1", "--dice", dice, "--autoplay", "--quiet"])
    captured = capsys.readouterr()
    assert code == 2
    assert says in captured.err and captured.err.startswith("Refused: --dice")
    assert "Traceback" not in captured.err and captured.out == "", "refused before any game was created"


def test_a_refused_dice_list_prints_no_traceback_from_the_command_line(tmp_path: Path) -> None:
    result = subprocess.run([sys.executable, "-m", "bot.cli", "console", "pegasus-bridge", "--dice", "3", "--autoplay"],
                            capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert result.returncode == 2 and "Traceback" not in result.stderr and "1 (failure) or 2" in result.stderr


def test_parse_dice_reads_commas_and_spaces_and_keeps_the_order() -> None:
    assert parse_dice("1, 4,6", "aa-dday") == [1, 4, 6]
    assert parse_dice("2 1 2", "pegasus") == [2, 1, 2]
    with pytest.raises(DiceError, match="cannot be used"):
        parse_dice("6", "pegasus-bridge")


def test_every_game_documents_its_dice_order_in_help_and_docs(capsys) -> None:
    docs = DOCS.read_text(encoding="utf-8")
    with pytest.raises(SystemExit):
        main(["console", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    for engine in registry.all_games():
        kit = kit_of(engine.spec.id)
        assert kit is not None and kit.dice_order, f"{engine.spec.id}: say in which order --dice values are used"
        assert " ".join(kit.dice_order.split())[:60] in help_text
        assert f"`{engine.spec.id}`" in docs and f"**{engine.spec.name.split(' (')[0]}**" in docs


def _export(tmp_path: Path, game: str, dice: str, *extra: str) -> dict:
    out = tmp_path / f"{game}.json"
    code = main(["console", game, "--seed", "11", "--dice", dice, "--autoplay", "--quiet", "--export", str(out), *extra])
    assert code == (1 if "--max-actions" in extra else 0)  # 1: autoplay stopped early, as asked
    return json.loads(out.read_text(encoding="utf-8"))


def _rolled(record: dict, kinds: tuple[str, ...] | None = None) -> list[int]:
    return [d for entry in record["actions"] for e in entry["events"]
            if e["dice"] and (kinds is None or e["kind"] in kinds) for d in e["dice"]]


def test_pegasus_tokens_take_the_scripted_values_in_the_order_they_are_tossed(tmp_path: Path) -> None:
    scripted = [2, 1, 1, 2, 2, 1, 2, 2]
    record = _export(tmp_path, "pegasus-bridge", ",".join(map(str, scripted)))
    assert _rolled(record, ("toss",))[: len(scripted)] == scripted
    assert _rolled(record)[: len(scripted)] == scripted, "nothing but the tosses takes scripted values"


def test_aa_dice_take_the_scripted_values_first_in_the_order_rolled(tmp_path: Path) -> None:
    scripted = [6, 5, 4, 3, 2, 1, 6, 6, 1, 1]
    record = _export(tmp_path, "aa-dday", ",".join(map(str, scripted)), "--max-actions", "40")
    assert _rolled(record)[: len(scripted)] == scripted


def test_a_scripted_value_that_does_not_fit_a_roll_is_a_refusal_not_a_crash() -> None:
    with pytest.raises(ScriptedDieError, match="from 1 to 3") as caught:
        Dice(seed=1, script=(5,)).roll(1, sides=3)
    assert isinstance(caught.value, RuleError)


def test_verify_checks_a_console_game_in_progress_when_given_its_seed(tmp_path: Path, capsys) -> None:
    script = tmp_path / "s.txt"
    script.write_text("allies: done\n", encoding="utf-8")
    record = tmp_path / "game.json"
    assert main(["console", "aa-dday", "--seed", "7", "--script", str(script), "--export", str(record)]) == 0
    assert f"dday verify {record} --seed 7" in capsys.readouterr().out
    assert json.loads(record.read_text(encoding="utf-8"))["seed"] is None, "the seed stays secret in the record"

    assert main(["verify", str(record)]) == 1
    assert "--seed" in capsys.readouterr().err
    assert main(["verify", str(record), "--seed", "7"]) == 0
    assert "still in progress" in capsys.readouterr().out
    assert main(["verify", str(record), "--seed", "8"]) == 1
    assert "does not match the commitment" in capsys.readouterr().err


def test_verify_refuses_a_seed_that_contradicts_a_finished_record(tmp_path: Path, capsys) -> None:
    out = tmp_path / "done.json"
    assert main(["console", "aa-dday", "--seed", "3", "--autoplay", "--quiet", "--export", str(out)]) == 0
    capsys.readouterr()
    assert main(["verify", str(out)]) == 0
    assert main(["verify", str(out), "--seed", "3"]) == 0
    assert main(["verify", str(out), "--seed", "4"]) == 1
    assert "played with seed 3, not 4" in capsys.readouterr().err


@pytest.mark.slow  # an Overlord campaign autoplayed for 40 actions: some 3 to 6 s
def test_a_korean_overlord_table_s_console_speaks_korean(capsys):
    """``dday console dday-dice --language ko``: the posts, each move's note and the last line are Korean, Teams'
    names and the Raid's title included; only printed names, notation and the console's seat handles stay Latin."""
    from tests.bot.korean_scan import english_words
    from tests.i18n.dice_printed import without_printed_names

    code = main(["console", "dday-dice", "--language", "ko", "--seed", "3", "--autoplay", "--max-actions", "40",  # 1: stopped
                 "--option", "players=4", "--option", "campaign=a"])
    out = capsys.readouterr().out
    assert code == 1 and "베이커 팀" in out and out.strip().splitlines()[-1].startswith("결과: ")
    lines = [re.sub(r"@t\du\d", " ", without_printed_names(line)) for line in out.splitlines()]
    english = {w: line for line in lines for w in english_words(line, {"D-Day", "Day", "Dice", "SHA", "A", "B", "C"})}
    assert not english, english
