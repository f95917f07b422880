"""Counted nouns in the engines' English words (issue #46): "1 Soldier", "2 Soldiers", never "Soldier(s)".

Every engine sentence that puts a number before a noun writes it with :func:`count` (or :func:`noun` when the
number stands apart), so the noun agrees with the number. A regular plural adds "s"; an irregular one is given
explicitly (``count(n, "die", "dice")``, ``count(n, "entry", "entries")``). A noun with no plural form
("Courage", "PP", "VP") is written as it is, with no helper.

A game whose events were logged before its words agreed replays them exactly: :class:`Counted` is the one switch
(its ``old`` flag comes from the state's ruleset, e.g. ``old_words(state)`` of each engine), and ``was`` names the
words that game was logged with at that place: ``OLD_S`` ("3 Soldier(s)", the default), ``PLURAL`` ("1 Soldiers":
the plural whatever the number), or a text of its own. These are English words only: a game's message key in the
catalogues (``i18n/locales``) says the same in every language with Fluent's plural selectors.
"""

from __future__ import annotations

OLD_S = "(s)"
"""``was``: the old words wrote the noun with "(s)" after it ("3 Soldier(s)")."""
PLURAL = "plural"
"""``was``: the old words wrote the plural whatever the number ("1 Stars")."""
SINGULAR = "singular"
"""``was``: the old words wrote the singular whatever the number ("2 Specialist")."""


def noun(n: int, one: str, other: str | None = None) -> str:
    """``one`` for 1 (and -1, as the catalogues' plural rules have it), else the plural (``other``, or ``one`` +
    "s")."""
    return one if abs(n) == 1 else (other if other is not None else one + "s")


def count(n: int, one: str, other: str | None = None) -> str:
    """The number with its noun: ``count(1, "Soldier")`` is "1 Soldier", ``count(0, "die", "dice")`` "0 dice"."""
    return f"{n} {noun(n, one, other)}"


class Counted:
    """:func:`count` and :func:`noun`, or the old words of a game logged before they agreed (``old``)."""

    __slots__ = ("old",)

    def __init__(self, old: bool) -> None:
        self.old = old

    def __call__(self, n: int, one: str, other: str | None = None, *, was: str = OLD_S) -> str:
        """``count(n, one, other)``; under the old words the number and the noun as that game logged them."""
        return f"{n} {self.noun(n, one, other, was=was)}"

    def noun(self, n: int, one: str, other: str | None = None, *, was: str = OLD_S) -> str:
        """:func:`noun`; under the old words the noun as that game logged it (``was``: see the module)."""
        if not self.old:
            return noun(n, one, other)
        if was == OLD_S:
            return f"{one}(s)"
        if was == PLURAL:
            return other if other is not None else one + "s"
        if was == SINGULAR:
            return one
        return was

    def text(self, new: str, old: str) -> str:
        """A whole phrase whose old words differ otherwise than by a noun's number."""
        return old if self.old else new


CURRENT = Counted(False)
"""The words of every game begun under a ruleset whose counted nouns agree."""
