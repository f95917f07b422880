"""The course of an A&A D-Day game in figures, for the web viewer's chart (one point per position).

Read from the public view only (every seat sees the same board in this game), so a figure never
tells more than the board image does. Units count wherever they are in play: the zones, the
beachhead and airborne boxes, and the airfield (Allied aircraft between missions); units still
waiting on a reinforcement chart are not in play yet and do not count.

- ``Axis units`` and ``Allied units``: every unit of each side in play, blockhouses included;
- ``Allied units ashore``: Allied infantry, artillery and tanks standing in a zone (landed);
- ``Axis blockhouses`` and ``Allied aircraft`` (fighters and bombers, wherever they are).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rules.aa_dday.view import AAView

AXIS = "de"
GROUND = ("inf", "art", "tank")
AIRCRAFT = ("fighter", "bomber")
NAMES = ("Axis units", "Allied units", "Allied units ashore", "Axis blockhouses", "Allied aircraft")
"""The figures, in the order the chart lists them."""


def _count(places: Iterable[Mapping[str, int]], *, axis: bool, types: tuple[str, ...] | None = None) -> int:
    total = 0
    for units in places:
        for key, n in units.items():
            nation, typ = key.split(":")
            if (nation == AXIS) == axis and (types is None or typ in types):
                total += n
    return total


def chart_figures(view: AAView) -> dict[str, float]:
    """The figures of one position (see the module docs), named as in :data:`NAMES`."""
    zones = [z.units for z in view.zones]
    everywhere = [*zones, *(b.units for b in view.boxes), view.airfield]
    figures = (
        _count(everywhere, axis=True),
        _count(everywhere, axis=False),
        _count(zones, axis=False, types=GROUND),
        _count(everywhere, axis=True, types=("bh",)),
        _count(everywhere, axis=False, types=AIRCRAFT),
    )
    return {name: float(n) for name, n in zip(NAMES, figures, strict=True)}
