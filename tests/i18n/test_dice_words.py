"""D-Day Dice's words come from the catalogues (issue #48): every event and refusal of played games of each mode
(solo, co-op, Atlantikwall with a German player, German solitaire, Overlord in Teams) names its message, the
English catalogue gives back exactly the engine's English words, and the Korean catalogue words it in Hangul."""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest

import i18n.dice  # noqa: F401  (registers the dice- formatter)
from rules.core import find_game
from rules.core.errors import RuleError
from tests.i18n import keyed
from tests.typed import apply_text

REPO = Path(__file__).resolve().parents[2]
ENGINE = find_game("dday-dice")
MODES = {
    "solo": ({"players": "1"}, 1),
    "coop": ({"players": "3", "nations": "uk,fr,ca", "mulligan": "on"}, 2),
    "atlantikwall-german": ({"players": "2", "german": "player", "mulligan": "on", "battle_conditions": "on",
                             "badges": "on", "fire": "on"}, 3),
    "german-solo": ({"mode": "german-solo", "battle_conditions": "on"}, 4),
    "overlord-teams": ({"players": "3", "campaign": "a"}, 5),
}
BAD = ("done", "keep", "reroll 1 2 3", "lock 1 2", "give unit2 soldiers 9", "give t1u2 stars 9", "award 3", "spend 9",
       "cancel 1", "move 9", "move 2", "stay", "rally medic", "find bazooka", "use bazooka", "use field-radio",
       "wound 1", "assault unit1 unit2", "straight", "mulligan", "rwb courage free", "reorder 1 2", "nonsense")
"""Actions tried now and then, by every seat: most are refused, each for its own reason."""


NOTATION = re.compile(r"'[ -&(-~]+'")
"""What a player types, quoted (``'give unit2 soldiers 3'``): English by design, like chess notation."""


def korean_ok(key: str, korean: str) -> bool:
    """Korean words hold Hangul; a choice named by its notation alone (``dice-choice-notation``) is that notation,
    quoted."""
    return keyed.has_hangul(key, korean) or (key == "dice-choice-notation" and bool(NOTATION.fullmatch(korean)))


class Seen(keyed.Seen):
    def __init__(self) -> None:
        super().__init__(korean_ok)
        self.worded = 0
        """Prompts that have words (a message name)."""


def play(options: dict[str, str], seed: int, seen: Seen, moves: int = 300) -> None:
    rng = random.Random(seed)
    state, events = ENGINE.initial_state(ENGINE.seats_for(options), options, seed)
    for e in events:
        seen.check("event", e.key, e.args, e.text)
    for _ in range(moves):
        prompts = ENGINE.prompts(state)
        if ENGINE.outcome(state) is not None or not prompts:
            break
        seat = rng.choice(sorted({p.seat for p in prompts}))
        offered = ENGINE.options(state, seat, "")
        for p in prompts:  # the prompts and their choices that have words (issue #48): English exactly
            if p.key:
                seen.check("prompt", p.key, p.args, p.text)
            seen.worded += bool(p.key)
            for c in (*p.choices, *offered):
                if c.key:
                    seen.check("choice", c.key, c.args, c.label)
        if rng.random() < 0.15:
            for bad in BAD:
                for who in sorted(set(state.seats) | {seat}):
                    try:
                        apply_text(ENGINE, state, who, bad)
                    except RuleError as err:
                        seen.check("refusal", err.key, err.params, err.message)
        values = [c.value for c in offered] or [next(p.default for p in prompts if p.seat == seat)]
        if values == [None]:
            break
        step = apply_text(ENGINE, state, seat, rng.choice(values))
        for e in step.events:
            seen.check("event", e.key, e.args, e.text)
        state = step.state


@pytest.mark.parametrize("mode", sorted(MODES))
def test_played_games_speak_english_exactly_and_korean(mode: str) -> None:
    """Every event and refusal of a random game of ``mode`` names its message, whose English is the engine's words
    and whose Korean is Hangul."""
    options, seed = MODES[mode]
    seen = Seen()
    play(options, seed, seen)
    assert not seen.wrong, "\n".join(seen.wrong[:20])
    assert not seen.missing, f"{len(seen.missing)} texts without a key: {list(seen.missing.items())[:15]}"
    assert len(seen.keys) > 10 and seen.worded > 5


def test_events_and_refusals_of_the_engine_name_their_message() -> None:
    """No ``g.emit(...)``, ``refuse(...)`` or rule error in rules/dday_dice without ``key=``."""
    bare: list[str] = []
    for path in sorted((REPO / "rules" / "dday_dice").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
            asked = name in ("emit", "refuse") or (
                name.endswith("Error") and name not in ("ValueError", "KeyError", "TypeError", "RuntimeError", "AssertionError"))
            if asked and node.args and not any(k.arg == "key" for k in node.keywords):
                bare.append(f"{path.relative_to(REPO)}:{node.lineno}")
    assert not bare, f"{len(bare)} without key=: {bare[:30]}"


def test_the_dice_catalogues_name_their_messages_by_what_they_say() -> None:
    """No message of the dice catalogues (either language) is told apart from another by a number at its end
    (``dice-ev-raid-rule-37``): each name says what its message is."""
    numbered = [f"{path.relative_to(REPO)}: {key}"
                for path in sorted((REPO / "i18n" / "locales").glob("*/dice*.ftl"))
                for key in re.findall(r"^(-?[a-z][\w-]*) =", path.read_text(encoding="utf-8"), re.M)
                if re.search(r"-\d+$", key)]
    assert not numbered, f"{len(numbered)} numbered names: {numbered[:20]}"
