"""Every game's words module, imported once so its argument formatter is registered (issue #28).

The package imports it at its end, so every caller of ``i18n.t`` finds the formatters registered.
"""

from __future__ import annotations

import i18n.aa_dday  # noqa: F401  (A&A D-Day: zones, units, dice, seats, cards)

PREFIX: dict[str, str] = {"aa-dday": "aa"}
"""A game id -> the prefix of its messages, for the games whose game words are in the catalogues (issue #28:
A&A D-Day; Pegasus Bridge's and D-Day Dice's words stay English for now)."""
