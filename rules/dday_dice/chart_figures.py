"""The course of a D-Day Dice game in figures, for the web viewer's chart (one point per position).

Read from the public view only (``DDView`` of a spectator), so no figure depends on a face-down Medal
or an Award:

- a game of Units (1 to 4): ``Unit 1 Soldiers`` and ``Unit 1 Courage`` for each Unit;
- an Overlord campaign: per Team, the sum over its Units (``Team Able Soldiers``, ``Team Able Courage``)
  and its Performance Points so far (``Team Able PP``, the Raids already scored);
- Atlantikwall with a German player: ``German Soldiers`` and ``German Courage`` as well.

A chart stays readable with at most :data:`MAX_SERIES` lines: when the Units (or Teams) and the German
would give more, the Courage figures are left out and the Soldiers (and PP) kept.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rules.dday_dice.view import DDView, UnitView

MAX_SERIES = 8
TEAM_PREFIX = "Team "


def group_of(u: UnitView) -> str:
    """The Unit's Team in a campaign (``"Team Able"``), else the Unit itself (``"Unit 2"``)."""
    if u.name.startswith(TEAM_PREFIX) and "," in u.name:
        return u.name.split(",", 1)[0]
    return u.name.split(" (", 1)[0]


def chart_figures(view: DDView) -> dict[str, float]:
    """The figures of one position (see the module docs), in a stable order: group by group, then the German."""
    soldiers: dict[str, int] = {}
    courage: dict[str, int] = {}
    for u in view.units:
        g = group_of(u)
        soldiers[g] = soldiers.get(g, 0) + u.soldiers
        courage[g] = courage.get(g, 0) + u.courage
    groups: list[tuple[str, int, int]] = [(g, soldiers[g], courage[g]) for g in soldiers]
    if view.german is not None:
        groups.append(("German", view.german.soldiers, view.german.courage))
    pp = [g for g, _, _ in groups if g in view.performance]
    with_courage = 2 * len(groups) + len(pp) <= MAX_SERIES
    out: dict[str, float] = {}
    for g, s, c in groups:
        out[f"{g} Soldiers"] = float(s)
        if with_courage:
            out[f"{g} Courage"] = float(c)
        if g in view.performance:
            out[f"{g} PP"] = float(view.performance[g])
    return out
