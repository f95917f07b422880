"""Counted nouns in what players read (issue #46): no "(s)", and a number meets the right grammatical number.

The nouns are read from the English catalogues' plural selectors (``[one] { $n } card`` / ``*[other] { $n } cards``:
every noun the catalogues count) and the games' own counted things (:data:`GAME_NOUNS`: the units, tokens and
resources their sentences count). :func:`problems` finds "(s)", "1 Soldiers", "2 Soldier" ... in a text once code
spans (the notation a player types) are set aside. Used by the whole-game scans (tests/bot/korean_scan.py's
:class:`Reader`, tests/bot/test_bot_long_posts.py), which read every message of their played games.
"""

from __future__ import annotations

import re
from functools import cache

from i18n import LOCALES

GAME_NOUNS: tuple[tuple[str, str], ...] = (
    # A&A D-Day's units and what its sentences count
    ("unit", "units"), ("fighter", "fighters"), ("bomber", "bombers"), ("hit", "hits"), ("city", "cities"),
    # Pegasus Bridge: cards, tokens, guns, bridges, Strength Points
    ("card", "cards"), ("token", "tokens"), ("gun", "guns"), ("Strength Point", "Strength Points"),
    # D-Day Dice: a Unit's resources and the German player's
    ("Soldier", "Soldiers"), ("Star", "Stars"), ("Item Point", "Item Points"), ("Award", "Awards"),
    ("Active Skull", "Active Skulls"), ("Medal", "Medals"), ("Specialist", "Specialists"), ("Tool", "Tools"),
)
SELECTOR = re.compile(r"\[one\] \{ \$(\w+) \} ([A-Za-z][A-Za-z ]*?)\s*\n\s*\*\[other\] \{ \$\1 \} ([A-Za-z][A-Za-z ]*?)\s*\n")
CODE = re.compile(r"`[^`]*`|'[^'\n]*'")
NAMED = re.compile(r"\+3 token")
"""Names that hold a number without counting: Pegasus Bridge's yellow "+3 token" (one token, whose value is +3)."""


@cache
def nouns() -> tuple[tuple[str, str], ...]:
    """(singular, plural) of every counted noun: the English catalogues' selectors, then :data:`GAME_NOUNS`."""
    found: dict[str, str] = {}
    for path in sorted((LOCALES / "en").glob("*.ftl")):
        for _, one, other in SELECTOR.findall(path.read_text(encoding="utf-8")):
            if one != other:  # "log entry" / "log entries"
                found.setdefault(one, other)
    found.update(dict(GAME_NOUNS))
    return tuple(found.items())


@cache
def _patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    singular = "|".join(sorted((re.escape(one) for one, _ in nouns()), key=len, reverse=True))
    plural = "|".join(sorted((re.escape(other) for _, other in nouns()), key=len, reverse=True))
    one_with_plural = re.compile(rf"(?<![\d.,/#-])\b1 (?:{plural})\b")
    # a noun that begins a longer one ("Item" of "Item Points") is not the longer one cut short
    longer = sorted({w[len(one):] for one, _ in nouns() for pair in nouns() for w in pair
                     if w.startswith(one + " ")}, key=len, reverse=True)
    tail = "|".join(re.escape(x) + r"\b" for x in longer) or "(?!)"
    # up to three digits: four are a printed card's number ("1024 Bunker de commandement"), not a count
    many_with_singular = re.compile(rf"(?<![\d.,/#-])\b(?:0|[2-9]|\d\d\d?)(?!\d) (?:{singular})\b(?![-']|{tail})")
    return one_with_plural, many_with_singular


def problems(text: str) -> list[str]:
    """What ``text`` counts wrongly: each "(s)" and each number followed by the wrong grammatical number."""
    bare = NAMED.sub(" ", CODE.sub(" ", text))
    found = [bare[max(0, m.start() - 30) : m.end()] for m in re.finditer(r"\(s\)", bare)]
    for pattern in _patterns():
        found += [m.group(0) for m in pattern.finditer(bare)]
    return found
