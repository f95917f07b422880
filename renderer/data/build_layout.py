"""Fit the zone weights and site nudges of ``aa_dday_layout.json``.

Run by hand after changing the land outline or the zone centres; the
renderer itself only reads the result:

    .venv/bin/python renderer/data/build_layout.py

The renderer draws each zone as its power-diagram cell (weighted Voronoi) of
the zone centres, clipped to the hand-made land outline. Plain Voronoi cells
give a few borders that the rules' adjacency graph does not have and miss a
few it has. This script searches, deterministically (coordinate descent), for
per-zone weights and small nudges of the generator points such that

* the drawn borders (shared edges >= MIN_SHARED_BORDER) equal the rules'
  adjacency, each required border being at least GOOD_BORDER long;
* exactly the rules' coastal zones touch the sea;
* every zone centre stays well inside its own cell;

and writes them back into the layout file, together with ``label_at``: the
roomiest spot of each cell near its centre (where the label and units go).
Run with ``--labels`` to recompute only ``label_at`` for the current weights.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from renderer.aa_dday import geometry as g  # noqa: E402

LAYOUT = Path(__file__).with_name("aa_dday_layout.json")
GOOD_BORDER = 60.0  # board units a rules-adjacent pair should share at least
CENTRE_MARGIN = 80.0  # a centre should be this far inside its cell (room for its label)


class Problem:
    def __init__(self, layout: dict) -> None:
        self.centres = g.centres()
        self.land = [tuple(map(float, p)) for p in layout["land"]]
        self.rules = g.rules_adjacency()
        self.sea = g.sea_segments(self.land, tuple(layout["board_size"]))
        self.coastal = {int(z["id"]) for z in g.board()["zones"] if z["coastal"]}

    def sites(self, offsets):
        return {i: (x + offsets[i][0], y + offsets[i][1]) for i, (x, y) in self.centres.items()}

    def score(self, weights, offsets, report=False):
        sites = self.sites(offsets)
        cells = g.power_cells(sites, weights, self.land)
        bad = 0.0
        problems = []
        for i, poly in cells.items():
            if len(poly) < 3 or not g.point_in_polygon(self.centres[i], poly):
                bad += 10_000
                problems.append(f"centre {i} outside")
                continue
            margin = min(g._dist_to_segment(self.centres[i], poly[k], poly[(k + 1) % len(poly)])
                         for k in range(len(poly)))
            if margin < CENTRE_MARGIN:
                bad += 2 * (CENTRE_MARGIN - margin)
            coast = g.coast_length(poly, self.sea)
            if i in self.coastal and coast < GOOD_BORDER:
                bad += 1000
                problems.append(f"coastal {i} has {coast:.0f} of coast")
            elif i not in self.coastal and coast > 0:
                bad += 1000
                problems.append(f"inland {i} touches the sea")
        ids = sorted(sites)
        for k, i in enumerate(ids):
            for j in ids[k + 1:]:
                length = g.shared_border(i, j, sites, weights, cells) if cells[i] and cells[j] else 0.0
                if (i, j) in self.rules:
                    if length < GOOD_BORDER:
                        bad += 1000 if length < g.MIN_SHARED_BORDER else (GOOD_BORDER - length)
                        problems.append(f"border {i}-{j} only {length:.0f}")
                elif length > 0.0:
                    bad += 1000 if length >= g.MIN_SHARED_BORDER else 50 + length
                    problems.append(f"extra border {i}-{j} {length:.0f}")
        bad += sum(abs(w) for w in weights.values()) / 1e6
        bad += sum(abs(dx) + abs(dy) for dx, dy in offsets.values()) / 1e4
        return (bad, problems) if report else bad


def label_spots(layout: dict) -> dict[str, list[float]]:
    sites = g.fitted_sites(g.centres(), layout)
    weights = {int(k): float(v) for k, v in layout.get("weights", {}).items()}
    land = [tuple(map(float, p)) for p in layout["land"]]
    cells = g.power_cells(sites, weights, land)
    centres = g.centres()
    return {str(i): [round(c) for c in g.label_anchor(cells[i], centres[i])] for i in sorted(cells)}


def main() -> None:
    layout = json.loads(LAYOUT.read_text("utf-8"))
    if "--labels" in sys.argv:
        layout["label_at"] = label_spots(layout)
        LAYOUT.write_text(dumps(layout) + "\n", "utf-8")
        return
    prob = Problem(layout)
    weights = {i: 0.0 for i in prob.centres}
    offsets = {i: (0.0, 0.0) for i in prob.centres}
    best = prob.score(weights, offsets)
    print("start", round(best, 3))
    for wstep, ostep in ((20000.0, 40.0), (10000.0, 20.0), (5000.0, 10.0), (2500.0, 5.0)):
        improved = True
        while improved:
            improved = False
            for i in sorted(prob.centres):
                trials = []
                for d in (wstep, -wstep):
                    w2 = dict(weights)
                    w2[i] += d
                    trials.append((w2, offsets))
                for dx, dy in ((ostep, 0), (-ostep, 0), (0, ostep), (0, -ostep)):
                    o2 = dict(offsets)
                    o2[i] = (offsets[i][0] + dx, offsets[i][1] + dy)
                    trials.append((weights, o2))
                for w2, o2 in trials:
                    s = prob.score(w2, o2)
                    if s < best - 1e-9:
                        best, weights, offsets, improved = s, w2, o2, True
        print("steps", wstep, ostep, "score", round(best, 3))
    _, problems = prob.score(weights, offsets, report=True)
    print("remaining problems:", problems or "none")
    layout["weights"] = {str(i): round(w) for i, w in sorted(weights.items()) if round(w) != 0}
    layout["site_offsets"] = {str(i): [round(dx), round(dy)] for i, (dx, dy) in sorted(offsets.items())
                              if round(dx) or round(dy)}
    layout["label_at"] = label_spots(layout)
    LAYOUT.write_text(dumps(layout) + "\n", "utf-8")


def dumps(obj, indent: int = 0) -> str:
    """JSON with one key per line but short lists kept on one line."""
    pad = " " * (indent + 1)
    if isinstance(obj, dict):
        if not obj:
            return "{}"
        items = [f"{pad}{json.dumps(k)}: {dumps(v, indent + 1)}" for k, v in obj.items()]
        return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"
    if isinstance(obj, list) and obj and all(isinstance(x, list) for x in obj):
        rows = [", ".join(json.dumps(x) for x in obj[k:k + 8]) for k in range(0, len(obj), 8)]
        return "[\n" + ",\n".join(pad + r for r in rows) + "\n" + " " * indent + "]"
    if isinstance(obj, list) and obj and all(isinstance(x, dict) for x in obj):
        return "[\n" + ",\n".join(pad + dumps(x, indent + 1) for x in obj) + "\n" + " " * indent + "]"
    return json.dumps(obj, ensure_ascii=False)


if __name__ == "__main__":
    main()
