"""Every example action the games show players is one their parser accepts, with that game's seat names.

A player copies what a prompt, a refusal, a glossary entry or an option's help shows them; if the
copy is refused, the text taught them something false (issue 24: Overlord's prompt taught
``give unitN WHAT N`` though its seats are ``t1u2``). This test plays a random game of each kind,
gathers every player-facing text on the way (the prompts at every position, the refusals of bad and
out-of-turn inputs at some positions, the events, the glossary, the option helps and start notes),
takes every quoted snippet (``'...'`` or a backquoted one) that starts with a word the game's
notation knows, fills the placeholders a template uses (``N``, ``NAME``, ``unitN`` ...) and parses
it with the game's own ``parse_action``. A snippet that names a Unit must name a seat of that game.
"""

from __future__ import annotations

import random
import re

import pytest

from rules.core import find_game
from rules.core.errors import RuleError
from rules.core.glossary import load_glossary
from tests.typed import apply_text

CASES = [
    ("dday-dice", {"players": "2"}, 4000),
    ("dday-dice", {"players": "2", "german": "player", "badges": "on", "battle_conditions": "on"}, 4000),
    ("dday-dice", {"players": "1", "mode": "german-solo"}, 4000),
    ("dday-dice", {"campaign": "a", "players": "4"}, 500),
    ("dday-dice", {"campaign": "b", "players": "6"}, 500),
    ("pegasus-bridge", {}, 4000),
    ("pegasus-bridge", {"scenario": "3"}, 4000),
    ("aa-dday", {}, 600),
]
PROBE_EVERY = 15
PROBES = ("done", "keep", "badge", "give", "give x", "lock", "use", "move", "assault", "rally", "find", "share",
          "carry", "retreat", "wound", "award", "reorder", "play", "toss", "choose", "land", "patrol", "bomb",
          "hits", "place", "orders", "tactic", "reroll", "xyzzy")
"""Inputs that are refused somewhere: their refusals teach the right form."""

QUOTED = re.compile(r"(?<![\w'])'([a-z][^'\n]*?)'(?![\w])|`([a-z][^`\n]*?)`")
SEAT_WORD = re.compile(r"^(unit[0-9]+|t[0-9]+u[0-9]+)$")
PLACEHOLDERS = {"N": "1", "AMOUNT": "1", "WHAT": "courage", "NAME": "medic", "SPECIALIST": "medic",
                "SECTOR": "A-5", "FACE": "star", "OPTION": "free", "COLOUR": "red", "unitN": "unit2",
                "<units>": "1 uk inf", "<zone>": "30", "<box>": "sword", "<nation>": "uk", "<n>": "1",
                "<m>": "1", "<chart>": "uk", "<die>": "1", "<location>": "30", "<beach>": "sword",
                "<fighters>": "1 uk fighter"}
"""What a player would type for each placeholder; ``unitN`` is the base game's form (so it must name a seat)."""
DICE_HEADS = ("lock", "reroll", "keep", "mulligan", "done")


def _texts(engine, options: dict[str, str], steps: int) -> tuple[list[tuple[str, str]], set[str], tuple[str, ...]]:
    """(text, what it echoes) pairs met in a seeded random game, the first words of every offered action, the seats."""
    seats = engine.seats_for(options)
    state, _ = engine.initial_state(seats, options, 20_240_606)
    rng = random.Random(24)
    texts: dict[tuple[str, str], None] = {}
    heads: set[str] = set()
    for n in range(steps):
        if engine.outcome(state) is not None:
            break
        prompts = engine.prompts(state)
        for p in prompts:
            texts[(p.text, "")] = None
        prompt = rng.choice(prompts)
        offered = [c.value for c in engine.options(state, prompt.seat, "")]
        heads |= {o.split()[0] for o in offered if o.strip()}
        if n % PROBE_EVERY == 0:
            for seat in seats:
                for probe in (*PROBES, *offered[:3]):
                    try:
                        apply_text(engine, state, seat, probe)
                    except RuleError as refusal:
                        texts[(str(refusal), probe)] = None
        step = apply_text(engine, state, prompt.seat, rng.choice(offered) if offered else prompt.default)
        for event in step.events:
            texts[(event.text, "")] = None
        state = step.state
    for entry in load_glossary(engine.spec.id):
        texts[(entry.text, "")] = None
    for note in engine.start_notes(options):
        texts[(note, "")] = None
    for spec in engine.spec.options:
        texts[(spec.help or "", "")] = None
    return list(texts), heads, seats


def _known_heads(game_id: str, seen: set[str]) -> set[str]:
    if game_id == "dday-dice":
        from rules.dday_dice.actions import RAID_VERBS
        from rules.dday_dice.notation import BUILT_IN_HEADS

        return set(BUILT_IN_HEADS) | set(RAID_VERBS) | seen
    return seen


def _fill(snippet: str, seats: tuple[str, ...]) -> list[str] | None:
    """The texts a player would type for ``snippet`` (each ``X OR Y`` alternative), or None for prose."""
    if "..." in snippet or "\u2026" in snippet:
        return None
    out = []
    units = [s for s in reversed(seats) if SEAT_WORD.match(s)]
    for alternative in snippet.split(" OR "):
        words, named = [], 0
        for word in alternative.replace("[", " ").replace("]", " ").split():
            prefix, _, rest = word.rpartition(":")
            key = rest.rstrip(",.")
            if key in PLACEHOLDERS:
                word = (prefix + ":" if prefix else "") + PLACEHOLDERS[key]
            elif key == "UNIT":
                if not units:
                    return None  # no Unit is played by a player here (the German solitaire)
                word = (prefix + ":" if prefix else "") + units[named % len(units)]
                named += 1
            elif any(c.isupper() for c in key) and not re.fullmatch(r"[A-C](-[0-9B]+)?|B[0-9]?", key):
                return None  # a quoted name or phrase, not a command
            words.append(word)
        out.append(" ".join(words))
    return out


def _problems(game_id: str, options: dict[str, str], steps: int) -> list[str]:
    engine = find_game(game_id)
    texts, seen, seats = _texts(engine, options, steps)
    heads = _known_heads(game_id, seen)
    problems: dict[str, str] = {}
    for text, echo in texts:
        for a, b in QUOTED.findall(text):
            snippet = a or b
            if echo and " ".join(snippet.split()) == " ".join(echo.split()):
                continue  # the refusal quoting what was typed
            if snippet.split()[0] not in heads:
                continue
            typed = _fill(snippet, seats)
            if typed is None:
                continue
            for line in typed:
                try:
                    action = engine.parse_action(line)
                except RuleError as refusal:
                    if len(line.split()) == 1:
                        continue  # a command named by its verb ("you may 'rally'"), not an example
                    problems.setdefault(f"{snippet!r} (typed {line!r}) is refused: {refusal}", text)
                    continue
                if echo:
                    try:
                        if action == engine.parse_action(echo):
                            continue  # the refusal quoting what was typed
                    except RuleError:
                        pass
                strangers = [w for part in line.split() for w in part.split(":")
                             if SEAT_WORD.match(w) and w not in seats]
                if strangers and game_id == "dday-dice":
                    problems.setdefault(f"{snippet!r} names {strangers}, not a seat of this game "
                                        f"({', '.join(seats)})", text)
    return [f"{problem} -- in: {text[:200]!r}" for problem, text in problems.items()]


@pytest.mark.parametrize(("game_id", "options", "steps"), CASES,
                         ids=[f"{g}-{','.join(f'{k}={v}' for k, v in o.items()) or 'default'}" for g, o, _ in CASES])
def test_every_example_in_the_texts_parses(game_id: str, options: dict[str, str], steps: int) -> None:
    problems = _problems(game_id, options, steps)
    assert not problems, "\n".join(problems)


def test_the_dice_examples_are_gathered() -> None:
    """The scan reads what it should: the Phase 4 prompt's ``give`` example is among the snippets it checks."""
    engine = find_game("dday-dice")
    texts, _, _ = _texts(engine, {"campaign": "a", "players": "4"}, 200)
    snippets = {a or b for text, _ in texts for a, b in QUOTED.findall(text)}
    assert any(s.startswith("give ") for s in snippets)
    assert {s.split()[0] for s in snippets} >= set(DICE_HEADS) - {"mulligan"}
