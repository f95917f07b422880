"""Every game's words module, imported once so its argument formatter is registered (issue #28).

The package imports it at its end, so every caller of ``i18n.t`` finds the formatters registered.
"""

from __future__ import annotations

import i18n.aa_dday  # noqa: F401  (A&A D-Day: zones, units, dice, seats, cards)
