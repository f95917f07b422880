"""A side or a player is 'they' in the games' words: "The British kept their starting hand".

Random games of Pegasus Bridge (every scenario) and D-Day Dice with the German player (and the German
solitaire) are played; no prompt, event or glossary text may call a side or a player he, his or him.
In D-Day Dice only the German player's own texts are scanned: a Specialist is a person, and stays one.
"""

from __future__ import annotations

import random
import re

import pytest

from rules.core import find_game
from rules.core.glossary import load_glossary
from tests.typed import apply_text

PRONOUN = re.compile(r"\b(he|his|him|himself)\b", re.IGNORECASE)
CASES = [("pegasus-bridge", {"scenario": s}) for s in ("1A", "1B", "2", "3", "campaign")] + [
    ("dday-dice", {"players": "2", "german": "player", "german_start": "blind", "badges": "on",
                   "battle_conditions": "on", "advanced_observation": "on"}),
    ("dday-dice", {"players": "1", "mode": "german-solo"}),
]
GERMAN_TEXT = re.compile(r"^(The German|Blind Start: the German|Advanced Observation: the German)")


def _texts(game_id: str, options: dict[str, str], seed: int) -> list[str]:
    engine = find_game(game_id)
    seats = engine.seats_for(options)
    state, events = engine.initial_state(seats, options, seed)
    rng = random.Random(seed)
    texts = [e.text for e in events]
    for _ in range(3000):
        if engine.outcome(state) is not None:
            break
        prompts = engine.prompts(state)
        texts += [p.text for p in prompts]
        prompt = rng.choice(prompts)
        offered = [c.value for c in engine.options(state, prompt.seat, "")]
        step = apply_text(engine, state, prompt.seat, rng.choice(offered) if offered else prompt.default)
        texts += [e.text for e in step.events]
        state = step.state
    if game_id == "dday-dice":
        return [t for t in texts if GERMAN_TEXT.match(t)]
    return texts + [e.text for e in load_glossary(game_id) if e.kind == "rule"]


@pytest.mark.parametrize(("game_id", "options"), CASES, ids=[f"{g}-{'-'.join(o.values())}" for g, o in CASES])
def test_no_side_or_player_is_he(game_id: str, options: dict[str, str]) -> None:
    found = {t for seed in (5, 6) for t in _texts(game_id, options, seed) if PRONOUN.search(t)}
    assert not found, "\n".join(sorted(found))


def test_the_british_kept_their_starting_hand() -> None:
    engine = find_game("pegasus-bridge")
    state, _ = engine.initial_state(("british", "german"), {"scenario": "1A"}, 3)
    seat = next(p.seat for p in engine.prompts(state) if "keep" in {c.value for c in engine.options(state, p.seat)})
    events = apply_text(engine, state, seat, "keep").events
    assert f"The {'British' if seat == 'british' else 'German'} kept their starting hand." in [e.text for e in events]
