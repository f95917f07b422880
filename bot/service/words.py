"""The engines' words in the language of the context (issue #28): prompts, choices, refusals, phases, seats.

Engines keep English in ``text``/``label``/``message`` and name the catalogue's message beside it
(``key``/``args``, ``key``/``params``); these functions pick the words where the service shows them, in the
language :func:`i18n.speaking` set (the reader's for a private reply, the table's for a public post). A thing
without a key (Pegasus Bridge's and D-Day Dice's game texts today) is shown in its English words.

Imports nothing of the service (the bottom, like :mod:`bot.service.common`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.service.game_words import phase_reader, prefix_of
from bot.service.reference import menu_names, rule_words
from i18n import DEFAULT, current, has, option_name, t, t_or
from rules.core import Choice, GameEngine, Prompt
from rules.core.errors import RuleError


def english_context() -> bool:
    """:func:`english`, for functions whose own local is named ``english``."""
    return current() == DEFAULT


def english() -> bool:
    """True when the context speaks English: an engine's own words are shown as they are (the English catalogue
    reproduces them exactly, tests/i18n/test_aa_words.py), without formatting them again."""
    return current() == DEFAULT


def prompt_text(prompt: Prompt) -> str:
    """What a prompt asks, in the context's language."""
    return prompt.text if english() else t_or(prompt.key, prompt.text, **prompt.args)


def choice_label(choice: Choice) -> str:
    """A choice's label (menus, buttons, autocomplete), in the context's language."""
    return choice.label if english() else t_or(choice.key, choice.label, **choice.args)


def worded(choices: list[Choice]) -> list[Choice]:
    """``choices`` with their labels in the context's language (the same objects when nothing changes)."""
    return [c if not c.key else c.model_copy(update={"label": choice_label(c)}) for c in choices]


def refusal_text(error: RuleError) -> str:
    """A rules refusal's sentence in the context's language, with its rulebook section as ``str(error)`` has it."""
    if not error.key or english():
        return str(error)
    try:
        words = t(error.key, **error.params)
    except KeyError:  # a name the catalogue lacks (its tests catch that): the English sentence, never nothing
        return str(error)
    return words if error.rule is None else f"{words} ({rule_words(error.rule)})"


def phase_text(engine: GameEngine, state: Any) -> str:
    """Where the game is ("Turn 3 · Order 08 Allies Move"), in the context's language."""
    found = engine.phase_words(state)
    if found is None:
        return engine.phase_label(state)
    key, args = found
    return t(key, **args)


def outcome_reason(engine: GameEngine, state: Any, english: str) -> str:
    """How a finished game ended, in the context's language (``english``: the outcome's own reason)."""
    found = engine.outcome_words(state)
    if found is None:
        return english
    key, args = found
    return t(key, **args)


def seat_names(engine: GameEngine, options: Mapping[str, str]) -> dict[str, str]:
    """The seats' display names in the context's language (a game whose names have no message: English)."""
    english = dict(engine.seat_names_for(options))
    words = engine.seat_words(options) if not english_context() else None
    if words is not None:
        return {seat: t(key, **args) if key else english.get(seat, seat) for seat, (key, args) in words.items()}
    prefix = prefix_of(engine.spec.id)
    if prefix is None:
        return english
    out = {}
    for seat, name in english.items():
        key = f"{prefix}-seat-name-{seat}"
        out[seat] = t(key) if has(key) else name
    return out


def team_label(engine: GameEngine, team: str) -> str:
    """A Team's name (as the rules name it, "Team Able") in the context's language; English, or a game whose Teams'
    names have no message: as it is."""
    found = engine.team_words(team) if not english_context() else None
    return team if found is None else t(found[0], **found[1])


def notes_at_start(engine: GameEngine, options: Mapping[str, str]) -> list[str]:
    """The notes under a game's start post (reconstructed data, ...), in the context's language; a game whose
    notes have no message keeps its English ones, the commands they name as the reader's menu shows them."""
    english = engine.start_notes(options)
    words = engine.start_note_words(options) if not english_context() else None
    if words is not None:
        return [t(key, **args) if key else menu_names(note) for note, (key, args) in zip(english, words, strict=True)]
    prefix = prefix_of(engine.spec.id)
    if prefix is None:
        return [menu_names(note) for note in english]
    return [t(f"{prefix}-start-note-{i}") if has(f"{prefix}-start-note-{i}") else note for i, note in enumerate(english)]


def phase_heading(game: str, label: str, lang: str | None = None) -> str:
    """A phase's heading in a post or the history (``label``: the English one stored with the events), in
    ``lang`` (default: the context's); a game whose phases have no message keeps ``label``."""
    prefix, reader = prefix_of(game), phase_reader(game)
    phase = reader(label) if reader is not None else None
    if isinstance(phase, tuple):  # the reader names the heading's message itself: (key, args)
        return t(phase[0], lang=lang, **phase[1])
    return label if phase is None or prefix is None else t(f"{prefix}-phase-label", lang=lang, phase=phase)


def option_value_words(game: str, key: str, value: str, label: str | None = None) -> str:
    """A value of a game option in the context's language: the catalogue's ``option-label-<game>-<key>-<value>``,
    else ``option-value-<value>`` (on/off) outside English, else ``label`` (the game's own words) or the value."""
    lang = current()
    specific = f"option-label-{game}-{key}-{value}"
    if lang != DEFAULT and has(specific, lang):
        return t(specific)
    if lang != DEFAULT and has(f"option-value-{value}", lang):
        return t(f"option-value-{value}")
    return label or value


def options_line(engine: GameEngine, options: Mapping[str, str]) -> str:
    """A table's chosen options in one line, in the context's language: ``players=2, fortune=off`` as typed in
    English; elsewhere each option by the name the reader's ``/game new`` menu gives it (``option-name-<game>-<key>``
    for one the menu has no option of its own for) and each value in words
    (e.g. ``인원 2인, 운수카드 끔``), or as typed (a code span) where it has none. Empty when there are none."""
    if english():
        return ", ".join(f"{k}={v}" for k, v in options.items())
    words = []
    for (name, shown), value in zip(option_pairs(engine, options), options.values(), strict=True):
        if shown == value and not value.isdigit():  # no words for it: the value as typed in the menu, as notation
            shown = f"`{value}`"
        words.append(t("option-pair", name=name, value=shown))
    return ", ".join(words)


def option_pairs(engine: GameEngine, options: Mapping[str, str]) -> list[tuple[str, str]]:
    """Each chosen option as (name, value) in the context's language: the name the reader's ``/game new`` menu
    gives it (``option-name-<game>-<key>`` for one set through the free-text ``options`` only, else the key in
    words), the value in words where the catalogue or the game has them, else as typed."""
    lang, game = current(), engine.spec.id
    labels = {o.key: o.labels for o in engine.spec.options}
    pairs = []
    for key, value in options.items():
        name = option_name(f"game new {game}", key, lang)
        if name == key and has(f"option-name-{game}-{key}", lang):
            name = t(f"option-name-{game}-{key}")
        shown = option_value_words(game, key, value, labels.get(key, {}).get(value) or value)
        pairs.append((key.replace("_", " ") if name == key else name, shown))
    return pairs
