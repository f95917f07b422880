"""A position's figures for the web viewer's chart (issue #27), by game id. Game-agnostic, pure.

A game's kit (:mod:`rules.core.kits`) may name a ``chart_figures(view) -> dict[str, float]`` function: named figures read
from the public view of one position (``engine.view(state, None)``), in a stable order. The service asks for a
game's figures through this module and never imports a game package; a game without one has no figures.
"""

from __future__ import annotations

from typing import Any

from rules.core.kits import kit_of, resolve


def figures(game_id: str, view: Any) -> dict[str, float]:
    """The figures of one position of game ``game_id`` from its public ``view``; ``{}`` for a game without any."""
    kit = kit_of(game_id)
    if kit is None or kit.chart_figures is None:
        return {}
    return {str(k): float(v) for k, v in resolve(kit.chart_figures)(view).items()}
