"""An image's words in its language (issue #28, #48): the base of each game's ``Words`` (``renderer/<game>/words.py``).

Catalogue messages in ``lang``, and the view's English names said again in ``lang`` where the catalogue has them.
"""

from __future__ import annotations

from typing import Any

import i18n
from i18n import DEFAULT, has


class ImageWords:
    """The image's words in ``lang``; a game's ``Words`` adds how it names its own things."""

    def __init__(self, lang: str = DEFAULT) -> None:
        self.lang = lang

    @property
    def english(self) -> bool:
        return self.lang == DEFAULT

    def __call__(self, key: str, **args: Any) -> str:
        return i18n.t(key, lang=self.lang, **args)

    def named(self, key: str, english: str) -> str:
        """``english`` (the view's own words) in English; else message ``key`` when the catalogue has it."""
        if self.english or not has(key, self.lang):
            return english
        return self(key)

    def known(self, key: str, fallback: str) -> str:
        """Message ``key`` (a word the image names by id), or ``fallback`` for an id the catalogue lacks."""
        return self(key) if has(key, DEFAULT) else fallback
