"""Games begun before counted nouns agreed (issue #46) keep the words they were logged with: they verify.

The fixtures were exported by the code of rulesets ``pegasus-bridge/2`` and ``dday-dice/1`` (before issue #46):
finished autoplayed games whose events say "card(s)", "Soldier(s)", "1 Stars", "rerolled 1 dice" ... The engines now
play ``pegasus-bridge/3`` and ``dday-dice/2`` and replay the old ones exactly (``rules/core/words.py``'s ``Counted``,
switched by each engine's ``old_words(state)``). Replayed as the new ruleset, the same records no longer match:
proof that the fixtures reach the changed words.
"""

from __future__ import annotations

import gzip
import json
import random
from pathlib import Path
from typing import Any

import pytest

from bot.service.export import verify_export
from rules.core import find_game
from rules.core.engine import start_state
from tests.typed import apply_text

LEGACY = Path(__file__).resolve().parents[1] / "data" / "legacy"
NEW = {"pegasus-bridge": "pegasus-bridge/3", "dday-dice": "dday-dice/2"}
FIXTURES = [
    pytest.param("pegasus-bridge-2-campaign-seed1", "pegasus-bridge/2", id="pegasus-campaign"),
    pytest.param("dday-dice-1-solo-seed1", "dday-dice/1", id="dice-solo"),
    pytest.param("dday-dice-1-atlantikwall-seed1", "dday-dice/1", id="dice-atlantikwall"),
    pytest.param("dday-dice-1-german-solo-seed2", "dday-dice/1", id="dice-german-solo"),
    # An Overlord campaign A of 4,255 actions: about 2 s to replay twice, so -m slow.
    pytest.param("dday-dice-1-overlord-a-seed2", "dday-dice/1", id="dice-overlord", marks=pytest.mark.slow),
]


def _record(name: str) -> dict[str, Any]:
    with gzip.open(LEGACY / f"{name}-export.json.gz", "rt", encoding="utf-8") as f:
        return json.load(f)


def _texts(record: dict[str, Any]) -> list[str]:
    return [e["text"] for a in record["actions"] for e in a["events"]]


@pytest.mark.parametrize(("name", "ruleset"), FIXTURES)
def test_an_export_of_the_old_words_verifies_and_differs_under_the_new(name: str, ruleset: str) -> None:
    record = _record(name)
    assert record["ruleset_version"] == ruleset
    assert any("(s)" in text or " 1 Stars" in text or "1 dice" in text for text in _texts(record))
    result = verify_export(record)
    assert result.ok, result.message
    assert result.checked > 20
    record["ruleset_version"] = NEW[record["game"]]
    again = verify_export(record)
    assert not again.ok, "the fixture never reaches a counted noun whose words changed"


@pytest.mark.parametrize(("game", "options", "old"), [
    ("pegasus-bridge", {"scenario": "1B"}, "pegasus-bridge/1"),
    ("pegasus-bridge", {"scenario": "1B"}, "pegasus-bridge/2"),
    ("dday-dice", {"players": "2", "german": "player", "mulligan": "on"}, "dday-dice/1"),
])
def test_a_game_of_an_old_ruleset_is_played_on_in_its_words_and_names_no_message(
    game: str, options: dict[str, str], old: str
) -> None:
    """Started under an old ruleset, a game keeps it (``state.ruleset``) and logs no message key: its English line is
    the old one, which no catalogue message reproduces; the same game under the current ruleset names its counts."""
    engine = find_game(game)
    seats = engine.seats_for(options)
    for ruleset, keyed in ((old, False), (engine.spec.ruleset_version, True)):
        state, events = start_state(engine, ruleset, seats, options, 7)
        assert state.ruleset == ruleset
        logged = list(events)
        rng = random.Random(7)
        for _ in range(150):
            prompts = engine.prompts(state)
            if engine.outcome(state) is not None or not prompts:
                break
            seat = rng.choice(sorted({p.seat for p in prompts}))
            offered = [c.value for c in engine.options(state, seat, "")] or [
                next(p.default for p in prompts if p.seat == seat)]
            step = apply_text(engine, state, seat, rng.choice(offered))
            state, logged = step.state, logged + list(step.events)
        assert state.ruleset == ruleset
        assert any(e.key for e in logged) == keyed, ruleset
