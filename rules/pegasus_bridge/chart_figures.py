"""The course of a Pegasus Bridge game in figures, for the web viewer's chart (one point per position).

Read from the public view only (``PBView`` with ``private`` left out), so no figure depends on a hand,
a draw pile's order or a heroic card still to choose:

- ``Strength Points``: the British's Strength Points; left out while the scenario has none (scenario 3);
- ``British tokens`` and ``German tokens``: the normal tokens in front of each player;
- ``British special tokens`` and ``German special tokens``: the yellow +3 and green Thornton tokens
  each player holds;
- ``Reserve``: the normal tokens left on the Reserve card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rules.pegasus_bridge.view import PBView

SIDES = (("british", "British"), ("german", "German"))
NORMAL = "normal"
"""The tokens' kind in each side's ``tokens`` (the others are special tokens)."""


def chart_figures(view: PBView) -> dict[str, float]:
    """The figures of one position (see the module docs), in a stable order."""
    out: dict[str, float] = {}
    if view.strength_points is not None:
        out["Strength Points"] = float(view.strength_points)
    for seat, name in SIDES:
        out[f"{name} tokens"] = float(view.sides[seat].tokens.get(NORMAL, 0))
    for seat, name in SIDES:
        tokens = view.sides[seat].tokens
        out[f"{name} special tokens"] = float(sum(n for kind, n in tokens.items() if kind != NORMAL))
    out["Reserve"] = float(view.reserve)
    return out
