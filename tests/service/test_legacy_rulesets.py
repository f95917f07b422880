"""Games begun under an older A&A ruleset keep their readings: they verify and can be played on.

The fixtures were made by the code of ruleset ``aa-dday/2`` (before the issue 16 card readings):
two finished autoplayed games with fortune and tactics cards, whose seeds 3 and 4 reach the
reading that changed (the last bomber or fighter shot down before order 07 or 16), and a database
holding a game of that ruleset in progress.
"""

from __future__ import annotations

import gzip
import json
import shutil
from pathlib import Path

import pytest

from bot.service import GameService
from bot.service.export import verify_export
from rules.core import find_game
from rules.core.engine import start_state
from rules.core.errors import InvalidOptionError

LEGACY = Path(__file__).resolve().parents[1] / "data" / "legacy"


def _export(seed: int) -> dict:
    with gzip.open(LEGACY / f"aa-dday-2-seed{seed}-export.json.gz", "rt", encoding="utf-8") as f:
        return json.load(f)


@pytest.mark.parametrize("seed", [3, 4])
def test_an_aa_dday_2_export_verifies_under_its_own_reading(seed: int) -> None:
    record = _export(seed)
    assert record["ruleset_version"] == "aa-dday/2"
    result = verify_export(record)
    assert result.ok, result.message
    assert result.checked > 300


@pytest.mark.parametrize("seed", [3, 4])
def test_the_same_game_under_the_current_reading_differs(seed: int) -> None:
    """Proof the fixtures reach the changed reading: replayed as aa-dday/3 an entry no longer matches."""
    record = _export(seed)
    record["ruleset_version"] = "aa-dday/3"
    result = verify_export(record)
    assert not result.ok
    assert "does not match" in result.message


def test_an_unknown_ruleset_is_refused_by_name() -> None:
    record = _export(3)
    record["ruleset_version"] = "aa-dday/1"
    result = verify_export(record)
    assert not result.ok and "aa-dday/1" in result.message
    engine = find_game("aa-dday")
    with pytest.raises(InvalidOptionError, match="aa-dday/1"):
        start_state(engine, "aa-dday/1", ("axis", "allies"), {}, 1)


def test_a_legacy_game_has_no_option_it_never_had() -> None:
    engine = find_game("aa-dday")
    state, _ = start_state(engine, "aa-dday/2", ("axis", "allies"), {"fortune": "on"}, 5)
    assert state.ruleset == "aa-dday/2" and "last_aircraft" not in state.options
    with pytest.raises(InvalidOptionError, match="last_aircraft"):
        start_state(engine, "aa-dday/2", ("axis", "allies"), {"last_aircraft": "leave"}, 5)
    current, _ = engine.initial_state(("axis", "allies"), {"fortune": "on"}, 5)
    assert current.ruleset == "aa-dday/4" and current.options["last_aircraft"] == "leave"


async def test_a_stored_aa_dday_2_game_is_continued_after_the_upgrade(tmp_path: Path) -> None:
    db = tmp_path / "old.sqlite3"
    with gzip.open(LEGACY / "aa-dday-2-in-progress.sqlite3.gz", "rb") as src, open(db, "wb") as dst:
        shutil.copyfileobj(src, dst)
    svc = await GameService.open(str(db))
    try:
        channel = 658627693
        loaded = await svc.inspect(channel)
        assert loaded.table.ruleset_version == "aa-dday/2"
        assert loaded.state.ruleset == "aa-dday/2"
        before = loaded.version
        prompt = loaded.engine.prompts(loaded.state)[0]
        user = loaded.seats[prompt.seat]
        choice = loaded.engine.options(loaded.state, prompt.seat)[0].value
        await svc.submit(channel, user, choice)
        after = await svc.inspect(channel)
        assert after.version == before + 1
        assert after.state.ruleset == "aa-dday/2"
    finally:
        await svc.close()
