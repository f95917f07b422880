"""What a played game's engine said, checked message by message (issues #28, #47, #48): shared by the words tests of
each game (``test_aa_words``, ``test_pb_words``, ``test_dice_words``).

Every text the engine makes must be named by a message key with plain JSON arguments; the English catalogue must
give back the engine's English exactly, and the Korean one must be Korean (by default: it holds Hangul).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from i18n import t

HANGUL = re.compile("[\uac00-\ud7a3]")


def has_hangul(key: str, korean: str) -> bool:
    """The default test of a Korean text: it holds Hangul."""
    return bool(HANGUL.search(korean))


class Seen:
    """The messages seen so far: ``missing`` (English texts without a key, by their start), ``wrong`` (a catalogue
    that does not give back the engine's English, or a Korean text that fails ``korean_ok``), every ``keys`` seen, and
    how many texts of each kind (``counts``)."""

    def __init__(self, korean_ok: Callable[[str, str], bool] = has_hangul) -> None:
        self.missing: dict[str, str] = {}
        self.wrong: list[str] = []
        self.keys: set[str] = set()
        self.counts: dict[str, int] = {}
        self.korean_ok = korean_ok

    def check(self, what: str, key: str, args: Any, english: str) -> None:
        self.counts[what] = self.counts.get(what, 0) + 1
        if not key:
            self.missing.setdefault(english[:70], what)
            return
        self.keys.add(key)
        json.dumps(dict(args))  # plain JSON values: ids, counts, dice (stored with the event)
        got = t(key, lang="en", **dict(args))
        if got != english:
            self.wrong.append(f"{what} {key}: {got!r} != {english!r}")
        ko = t(key, lang="ko", **dict(args))
        if not self.korean_ok(key, ko):
            self.wrong.append(f"{what} {key}: not Korean enough: {ko!r}")
