"""Where the cards plug into the turn: registries filled when the card modules are imported.

The order-card sequence (:mod:`.phases`), hit assignment (:mod:`.hits`) and
the dispatch of decisions (:mod:`.decisions`) never import a card module; each
card module registers what it adds here, at import time, and
:mod:`.engine` imports every card module once. So a card that changes a phase
(a fortune or tactics card) is found next to the card, not inside the phase,
and the imports point one way only: cards -> phases -> common.

- :data:`START`: order card number (1-16, and 17 for the victory check) ->
  the function that starts resolving it.
- :data:`STAGE_START`: ``"fortune"`` / ``"tactics"`` -> the function that
  draws that card of the current slot (advanced game).
- :data:`AFTER_HITS`: a hits context (``pending.ctx``) -> what follows once
  every hit is assigned; contexts not listed end their order card.
- :data:`DECISIONS`: a decision kind of the advanced game -> (accepted action
  types, handler). The standard game's kinds are dispatched by
  :func:`.decisions.dispatch_as` itself.
- :data:`AUTO_STEP`: the standing-orders step :func:`.phases.advance` tries
  before waiting for a player (one entry, from :mod:`.decisions`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rules.aa_dday.common import Run

START: dict[int, Callable[[Run], None]] = {}
STAGE_START: dict[str, Callable[[Run], None]] = {}
AFTER_HITS: dict[str, Callable[[Run, dict[str, Any]], None]] = {}
DECISIONS: dict[str, tuple[tuple[type, ...], Callable[[Run, str, Any], None]]] = {}
AUTO_STEP: list[Callable[[Run], bool]] = []
