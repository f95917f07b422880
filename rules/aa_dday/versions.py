"""The A&A rulesets this engine plays: the current one, and the older ones it still replays exactly.

A stored game or an export keeps the ``ruleset_version`` it was started under, and its state keeps
it in ``state.ruleset``. When a rule reading changes, the version moves on, and the old reading
stays here for the games that began under it, so they can be continued and verified to their end.

- ``aa-dday/2`` (before issue 16): with fortune cards, order card 07 (16) stayed for one more pass
  after the last bomber (fighter) fell, so its fortune card could bring one back (the reading now
  offered as ``last_aircraft=return``); tactics 16 wrote "citys". Such a game has no
  ``last_aircraft`` option: its options are exactly the ones it was started with.
- ``aa-dday/3`` (before issue 11): the same rules, but the state did not remember where the fighters
  patrolled, so it offers no "patrol as last turn".
- ``aa-dday/4``: the current ruleset; the state keeps each turn's patrols (``AAState.patrols``) for
  "patrol as last turn", and a move (or a three-player ``done``) after which the mover could no longer
  bring every zone back to 8 land units is refused (:mod:`rules.aa_dday.zone_capacity`). Under aa-dday/3 such
  a move was accepted and the phase could then never end; those games replay as they were played.
"""

from __future__ import annotations

from typing import Any

CURRENT = "aa-dday/4"
REPLAYS: tuple[str, ...] = ("aa-dday/3", "aa-dday/2")
"""Older rulesets whose games this engine replays and continues exactly."""

NEW_OPTIONS: dict[str, tuple[str, ...]] = {"aa-dday/2": ("last_aircraft",)}
"""Options a game of that ruleset never had (they did not exist when it started)."""
WITHOUT_PATROL_MEMORY = frozenset({"aa-dday/2", "aa-dday/3"})
"""Rulesets whose states never recorded the patrols (their replays must give the very same state)."""
WITHOUT_LOOKAHEAD = frozenset({"aa-dday/2", "aa-dday/3"})
"""Rulesets that accepted a move leaving a zone over the limit with no way out (see :mod:`rules.aa_dday.zone_capacity`)."""


def last_aircraft(w: Any) -> str:
    """The ``last_aircraft`` reading of this game (``return`` for every game begun under aa-dday/2)."""
    return str(w.options.get("last_aircraft", "return" if w.ruleset == "aa-dday/2" else "leave"))


def remembers_patrols(w: Any) -> bool:
    """Whether this game keeps each turn's patrols in its state (every game begun under aa-dday/4 or later)."""
    return str(w.ruleset) not in WITHOUT_PATROL_MEMORY


def looks_ahead(w: Any) -> bool:
    """Whether moves are checked to leave the move phase an end (every game begun under aa-dday/4 or later)."""
    return str(w.ruleset) not in WITHOUT_LOOKAHEAD


def cities_word(w: Any) -> str:
    """The plural the tactics 16 message uses (aa-dday/2 wrote "citys", and its replays must match)."""
    return "citys" if w.ruleset == "aa-dday/2" else "cities"
