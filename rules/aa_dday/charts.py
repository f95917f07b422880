"""The reinforcement charts: which units still wait on a chart, in the order they enter play.

``state.charts`` holds the first waiting slot of each chart and
``state.chart_out`` the later slots already gone (tactics 01 takes infantry out
of order, tactics 02 destroys the next unit, tactics 16 puts infantry back).
"""

from __future__ import annotations

from typing import Any

from rules.aa_dday.board import BOARD
from rules.aa_dday.state import AAState


def chart_label(chart: str) -> str:
    return {"uk": "U.K.", "us": "U.S.", "rennes-chartres": "Rennes/Chartres", "rouen-chartres": "Rouen/Chartres"}[chart]


def chart_waiting(w: AAState, chart: str) -> list[int]:
    """Slots of ``chart`` still waiting, in the order they enter play."""
    idx = w.charts.get(chart, 0)
    out = w.chart_out.get(chart) if w.chart_out else None
    if not out:
        return list(range(idx, BOARD.chart_len[chart]))
    gone = set(out)
    return [i for i in range(idx, BOARD.chart_len[chart]) if i not in gone]


def chart_left(w: AAState, chart: str) -> int:
    return len(chart_waiting(w, chart))


def chart_take(w: AAState, chart: str, slots: list[int]) -> dict[str, Any]:
    """The fields that mark ``slots`` as gone from the chart (``charts`` = first waiting slot, ``chart_out`` = later
    gaps), for ``Run.replace``."""
    idx = w.charts.get(chart, 0)
    gone = set(w.chart_out.get(chart, [])) | set(slots)
    while idx in gone:
        gone.discard(idx)
        idx += 1
    co = {k: v for k, v in w.chart_out.items() if k != chart}
    if gone:
        co[chart] = tuple(sorted(gone))
    return {"charts": {**w.charts, chart: idx}, "chart_out": w.chart_out if co == w.chart_out else co}


def chart_return(w: AAState, chart: str, slots: list[int]) -> dict[str, Any]:
    """The fields that put units back in the given slots (tactics 16), for ``Run.replace``."""
    idx = w.charts.get(chart, 0)
    gone = set(range(idx)) | set(w.chart_out.get(chart, []))
    gone -= set(slots)
    new_idx = 0
    while new_idx in gone:
        new_idx += 1
    co = {k: v for k, v in w.chart_out.items() if k != chart}
    rest = tuple(sorted(i for i in gone if i > new_idx))
    if rest:
        co[chart] = rest
    return {"charts": {**w.charts, chart: new_idx}, "chart_out": w.chart_out if co == w.chart_out else co}


def next_types(w: AAState, chart: str, n: int) -> list[str]:
    """Types of the next ``n`` units of ``chart``."""
    return [BOARD.chart_types[chart][i] for i in chart_waiting(w, chart)[:n]]
