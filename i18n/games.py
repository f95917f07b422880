"""Every game's words module, imported once so its argument formatter is registered (issue #28).

The service's words (``bot.service.words``, under every part that shows a game's words) import it, so a game's
message never meets its arguments unformatted.
"""

from __future__ import annotations

import i18n
import i18n.aa_dday  # noqa: F401  (A&A D-Day: zones, units, dice, seats, cards)
import i18n.dice  # noqa: F401  (D-Day Dice's counted events: Units and their nations)
import i18n.pegasus  # noqa: F401  (Pegasus Bridge's counted events: sides, special tokens)

PREFIX: dict[str, str] = {"aa-dday": "aa"}
"""A game id -> the prefix of its messages, for the games whose game words are in the catalogues (issue #28:
A&A D-Day). Of Pegasus Bridge's and D-Day Dice's words only the events that count something have messages so far
(``pb-ev-``, ``dice-ev-``: issue #46); their names, prompts and cards stay English."""


def _as_given(name: str, value: object, lang: str) -> object:
    """The board image's messages (``aa-img-``): the renderer turns its arguments into words itself."""
    return value


i18n.register_formatter("aa-img-", _as_given)
