"""Every game's words module, imported once so its argument formatter is registered (issue #28).

The service imports this module (``import i18n.games``) before it shows a game's events, prompts or refusals.
"""

from __future__ import annotations

import i18n.aa_dday  # noqa: F401  (A&A D-Day: zones, units, dice, seats, cards)
