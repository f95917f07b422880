"""Option texts with their cards named: ``use bazooka`` -> "Bazooka", ``give t2u1 courage 3`` -> "Team Baker, Unit 1".

Most D-Day Dice options already carry their words (``lock 1 2 — 1:red Star, 2:red Star``, ``rally scout —
Scout, 2 Stars``); the ones that name a card, a Specialist or a Unit only by its id (``use``, ``give``,
``carry``, ``retreat ... keep``, ``share``, ``lose``, ``redraw``) get here the names a player reads on the
cards. :func:`option_words` is pure: it reads the text and the game's data (the packaged records, with the
owner's entries when ``DDAY_DICE_DATA`` gives them), and changes no state, event or action text (the
console shows it beside each option; :mod:`bot.console`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from rules.dday_dice.badges import badges
from rules.dday_dice.german_records import german_data
from rules.dday_dice.overlord.teams import seat_name
from rules.dday_dice.overrides import load_data
from rules.dday_dice.state import GERMAN

NAMING = frozenset({"use", "give", "carry", "retreat", "share", "lose", "redraw", "pick", "sacrifice"})
"""The first words of options whose other words may be ids of cards, Specialists or Units."""

_UNIT = re.compile(r"^unit([1-4])$")
_TEAM_UNIT = re.compile(r"^t[1-3]u[1-4]$")


@lru_cache(maxsize=1)
def _names() -> dict[str, str]:
    """Every id of a card or Specialist the options use, with its printed name (the Allies' records first)."""
    d, g = load_data(), german_data()
    names: dict[str, str] = {}
    for table in (d.items, d.specialists, d.medals, d.vehicles, g.specialists, g.items, g.awards, badges()):
        for rid, record in table.items():
            names.setdefault(rid, record.name)
    return names


def _word(word: str) -> str | None:
    if m := _UNIT.match(word):
        return f"Unit {m.group(1)}"
    if _TEAM_UNIT.match(word):
        return seat_name(word)
    if word == GERMAN:
        return "the German player"
    return _names().get(word)


def option_words(text: str) -> str:
    """The names of the cards, Specialists and Units that ``text`` gives only by id, joined by " · "
    ("" when it names none, or when its option already says them in words)."""
    words = text.split()
    if not words or words[0] not in NAMING:
        return ""
    named = [n for n in (_word(w) for w in words[1:]) if n is not None]
    return " · ".join(dict.fromkeys(named))
