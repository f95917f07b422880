"""Option texts with their cards named: ``use bazooka`` -> "Bazooka", ``give t2u1 courage 3`` -> "Team Baker, Unit 1".

Most D-Day Dice options already carry their words (``lock 1 2 — 1:red Star, 2:red Star``, ``rally scout —
Scout, 2 Stars``); the ones that name a card, a Specialist or a Unit only by its id (``use``, ``give``,
``carry``, ``retreat ... keep``, ``share``, ``lose``, ``redraw``) get here the names a player reads on the
cards. :func:`option_message` is pure: it reads the text and the game's data (the packaged records, with the
owner's entries when ``DDAY_DICE_DATA`` gives them), and changes no state, event or action text (the
console shows it beside each option; :mod:`bot.console`).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from rules.dday_dice.badges import badges
from rules.dday_dice.german_records import german_data
from rules.dday_dice.overrides import load_data
from rules.dday_dice.state import GERMAN

NAMING = frozenset({"use", "give", "carry", "retreat", "share", "lose", "redraw", "pick", "sacrifice"})
"""The first words of options whose other words may be ids of cards, Specialists or Units."""

_UNIT = re.compile(r"^unit([1-4])$")
_TEAM_UNIT = re.compile(r"^t([1-3])u([1-4])$")


@lru_cache(maxsize=1)
def _names() -> dict[str, str]:
    """Every id of a card or Specialist the options use, with its printed name (the Allies' records first)."""
    d, g = load_data(), german_data()
    names: dict[str, str] = {}
    for table in (d.items, d.specialists, d.medals, d.vehicles, g.specialists, g.items, g.awards, badges()):
        for rid, record in table.items():
            names.setdefault(rid, record.name)
    return names


Message = tuple[str, dict[str, Any]]
"""A message of the catalogues (``i18n/locales/*/dice.ftl``, ``dice-option-…``) and its arguments."""


def _part(word: str) -> Message | None:
    if m := _UNIT.match(word):
        return "dice-option-unit", {"number": m.group(1)}
    if m := _TEAM_UNIT.match(word):
        return "dice-option-team-unit", {"team_no": m.group(1), "number": m.group(2)}
    if word == GERMAN:
        return "dice-option-german", {}
    name = _names().get(word)
    return None if name is None else ("dice-option-printed", {"name": name})


def option_message(text: str) -> Message | None:
    """The names of the cards, Specialists and Units that ``text`` gives only by id, as one message (their words
    joined by " · "); None when it names none, or when its option already says them in words."""
    words = text.split()
    if not words or words[0] not in NAMING:
        return None
    named = [n for n in (_part(w) for w in dict.fromkeys(words[1:])) if n is not None]
    unique = list({(key, tuple(args.items())): (key, args) for key, args in named}.values())
    return ("dice-option-names", {"named": [{"key": k, "args": a} for k, a in unique]}) if unique else None
