"""The figures of a D-Day Dice game's chart on its web page (issue #48), in the reader's words.

``rules/dday_dice/chart_figures.py`` names each figure in English ("Unit 1 Soldiers", "Team Able PP", "German
Courage"); :func:`figure_words` reads such a name back as its message (``dice-chart-figure``: the group, and what is
counted), so a Korean page says "유닛 1 병사". Pure: it imports nothing of the project but ``i18n``.
"""

from __future__ import annotations

import re
from typing import Any

FIGURE = re.compile(r"^(?:Unit (?P<unit>\d+)|Team (?P<team>Able|Baker|Charlie)|(?P<german>German)) "
                    r"(?P<measure>Soldiers|Courage|PP)$")


def figure_words(name: str) -> tuple[str, dict[str, Any]] | None:
    """The message saying chart figure ``name`` (``("dice-chart-figure", args)``), or None for another name."""
    found = FIGURE.match(name.strip())
    if found is None:
        return None
    group = "unit" if found["unit"] else "team" if found["team"] else "german"
    team = {"key": f"dice-team-{found['team'].lower()}", "args": {}} if found["team"] else ""
    return "dice-chart-figure", {"group": group, "number": found["unit"] or "", "team": team,
                                 "measure": found["measure"].lower()}
