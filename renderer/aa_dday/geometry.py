"""Board geometry for the A&A D-Day renderer, computed from data.

Nothing here is traced from anyone's artwork. The inputs are

* the zone centres of ``rules/aa_dday/data/board.json`` (reconstructed: real
  towns projected into the 2950x2000 board space),
* a coarse land outline of our own design (``renderer/data/aa_dday_layout.json``,
  key ``land``): the Cotentin peninsula and the Calvados coast, land running
  south to the bottom edge and east to the right edge,
* one weight per zone and small nudges of some generator points (keys
  ``weights`` and ``site_offsets``), fitted once by
  ``renderer/data/build_layout.py`` so that the drawn borders agree with the
  rules' adjacency graph and coastal flags.

Each zone is its cell of the *power diagram* (a weighted Voronoi diagram) of
the (nudged) centres, intersected with the land outline: the land polygon is clipped by
one half-plane per other zone (Sutherland-Hodgman; the clip regions are
convex, the land polygon need not be). Pure Python, no numpy/scipy, and no
Pillow: the build script and the tests use it too.
"""

from __future__ import annotations

import json
import math
from functools import lru_cache
from importlib import resources
from typing import Iterable

Point = tuple[float, float]
Polygon = list[Point]

#: Two cells count as neighbours when their shared border is at least this long
#: (board units); shorter contacts are corners where three or four cells meet.
MIN_SHARED_BORDER = 40.0


@lru_cache(maxsize=1)
def board() -> dict:
    """The rules' board data (zone centres, names, boxes): read-only."""
    text = resources.files("rules.aa_dday").joinpath("data/board.json").read_text("utf-8")
    return json.loads(text)


@lru_cache(maxsize=1)
def layout() -> dict:
    """The renderer's own layout data (land outline, weights, box positions)."""
    text = resources.files("renderer").joinpath("data/aa_dday_layout.json").read_text("utf-8")
    return json.loads(text)


def centres(board_data: dict | None = None) -> dict[int, Point]:
    data = board_data if board_data is not None else board()
    return {int(z["id"]): (float(z["center"][0]), float(z["center"][1])) for z in data["zones"]}


def fitted_sites(centre_map: dict[int, Point], lay: dict) -> dict[int, Point]:
    """The generator point of each cell: its centre, nudged by ``site_offsets``."""
    offsets = lay.get("site_offsets", {})
    out = {}
    for i, (x, y) in centre_map.items():
        dx, dy = offsets.get(str(i), (0, 0))
        out[i] = (x + dx, y + dy)
    return out


def clip_half_plane(poly: Polygon, a: float, b: float, c: float) -> Polygon:
    """Keep the part of ``poly`` where ``a*x + b*y <= c``."""
    out: Polygon = []
    n = len(poly)
    for i in range(n):
        p = poly[i]
        q = poly[(i + 1) % n]
        fp = a * p[0] + b * p[1] - c
        fq = a * q[0] + b * q[1] - c
        if fp <= 0:
            out.append(p)
        if (fp < 0 < fq) or (fq < 0 < fp):
            t = fp / (fp - fq)
            out.append((p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])))
    return _dedupe(out)


def _dedupe(poly: Polygon, eps: float = 1e-6) -> Polygon:
    out: Polygon = []
    for p in poly:
        if not out or abs(p[0] - out[-1][0]) > eps or abs(p[1] - out[-1][1]) > eps:
            out.append(p)
    while len(out) > 1 and abs(out[0][0] - out[-1][0]) <= eps and abs(out[0][1] - out[-1][1]) <= eps:
        out.pop()
    return out


def bisector(ci: Point, wi: float, cj: Point, wj: float) -> tuple[float, float, float]:
    """Half-plane ``a*x + b*y <= c`` of points nearer (in power distance) to i than j."""
    a = cj[0] - ci[0]
    b = cj[1] - ci[1]
    c = (cj[0] ** 2 + cj[1] ** 2 - ci[0] ** 2 - ci[1] ** 2 + wi - wj) / 2.0
    return a, b, c


def power_cells(sites: dict[int, Point], weights: dict[int, float], land: Polygon) -> dict[int, Polygon]:
    cells: dict[int, Polygon] = {}
    for i, ci in sites.items():
        poly = list(land)
        wi = weights.get(i, 0.0)
        for j, cj in sites.items():
            if i == j:
                continue
            poly = clip_half_plane(poly, *bisector(ci, wi, cj, weights.get(j, 0.0)))
            if not poly:
                break
        cells[i] = poly
    return cells


def shared_border(i: int, j: int, sites: dict[int, Point], weights: dict[int, float], cells: dict[int, Polygon]) -> float:
    """Length of the border between cells i and j (0 if they do not touch)."""
    a, b, c = bisector(sites[i], weights.get(i, 0.0), sites[j], weights.get(j, 0.0))
    norm = math.hypot(a, b)
    on_line = [p for p in cells[i] if abs(a * p[0] + b * p[1] - c) / norm < 0.01]
    if len(on_line) < 2:
        return 0.0
    return max(math.dist(p, q) for p in on_line for q in on_line)


def drawn_adjacency(sites: dict[int, Point], weights: dict[int, float], cells: dict[int, Polygon],
                    min_len: float = MIN_SHARED_BORDER) -> set[tuple[int, int]]:
    ids = sorted(sites)
    out = set()
    for k, i in enumerate(ids):
        for j in ids[k + 1:]:
            if shared_border(i, j, sites, weights, cells) >= min_len:
                out.add((i, j))
    return out


def rules_adjacency(board_data: dict | None = None) -> set[tuple[int, int]]:
    data = board_data if board_data is not None else board()
    out = set()
    for a, ns in data["adjacency"].items():
        for b in ns:
            i, j = int(a), int(b)
            out.add((min(i, j), max(i, j)))
    return out


def sea_segments(land: Polygon, size: tuple[float, float]) -> list[tuple[Point, Point]]:
    """The edges of the land outline that face the sea (not the map edge)."""
    w, h = size

    def on_edge(p: Point) -> bool:
        return p[0] <= 0.5 or p[1] <= 0.5 or p[0] >= w - 0.5 or p[1] >= h - 0.5

    out = []
    n = len(land)
    for k in range(n):
        p, q = land[k], land[(k + 1) % n]
        if not (on_edge(p) and on_edge(q)):
            out.append((p, q))
    return out


def _dist_to_segment(p: Point, a: Point, b: Point) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    L2 = dx * dx + dy * dy
    t = 0.0 if L2 == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / L2))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def coast_length(poly: Polygon, sea: list[tuple[Point, Point]]) -> float:
    """How much of the polygon's outline runs along the sea."""
    total = 0.0
    n = len(poly)
    for k in range(n):
        p, q = poly[k], poly[(k + 1) % n]
        for a, b in sea:
            if _dist_to_segment(p, a, b) < 0.01 and _dist_to_segment(q, a, b) < 0.01:
                total += math.dist(p, q)
                break
    return total


def point_in_polygon(p: Point, poly: Iterable[Point]) -> bool:
    pts = list(poly)
    x, y = p
    inside = False
    n = len(pts)
    for k in range(n):
        x1, y1 = pts[k]
        x2, y2 = pts[(k + 1) % n]
        if (y1 > y) != (y2 > y):
            xi = x1 + (y - y1) * (x2 - x1) / (y2 - y1)
            if xi > x:
                inside = not inside
    return inside


@lru_cache(maxsize=1)
def zone_polygons() -> dict[int, tuple[Point, ...]]:
    """Zone id -> polygon in board space (cached; computed once per process).

    ``layout["zone_polygons"]`` may override single zones with hand-entered
    polygons (for an owner of the printed board)."""
    lay = layout()
    sites = fitted_sites(centres(), lay)
    weights = {int(k): float(v) for k, v in lay.get("weights", {}).items()}
    land = [tuple(map(float, p)) for p in lay["land"]]
    cells = power_cells(sites, weights, land)
    for k, poly in lay.get("zone_polygons", {}).items():
        cells[int(k)] = [tuple(map(float, p)) for p in poly]
    return {i: tuple(poly) for i, poly in cells.items()}


def label_anchor(poly: Polygon, near: Point, aspect: float = 2.0, pull: float = 0.25, steps: int = 24) -> Point:
    """A good spot for a wide label inside ``poly``, not far from ``near``.

    Maximises the largest inscribed ellipse (``aspect`` times wider than tall,
    since text is) minus ``pull`` times the distance to ``near`` (the zone's
    town), on a grid refined twice: a cheap "pole of inaccessibility".
    """
    xs = [p[0] for p in poly]
    ys = [p[1] for p in poly]
    squashed = [(x / aspect, y) for x, y in poly]
    n = len(poly)

    def clearance(x: float, y: float) -> float:
        if not point_in_polygon((x, y), poly):
            return -math.inf
        q = (x / aspect, y)
        room = min(_dist_to_segment(q, squashed[k], squashed[(k + 1) % n]) for k in range(n))
        return room - pull * math.dist((x, y), near)

    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    best = (-math.inf, (near[0], near[1]))
    for _ in range(3):
        dx, dy = (x1 - x0) / steps, (y1 - y0) / steps
        for a in range(steps + 1):
            for b in range(steps + 1):
                x, y = x0 + a * dx, y0 + b * dy
                c = clearance(x, y)
                if c > best[0]:
                    best = (c, (x, y))
        bx, by = best[1]
        x0, x1, y0, y1 = bx - 2 * dx, bx + 2 * dx, by - 2 * dy, by + 2 * dy
    return (round(best[1][0], 1), round(best[1][1], 1))


@lru_cache(maxsize=1)
def zone_anchors() -> dict[int, Point]:
    """Where each zone's label and units go (board space).

    ``layout["label_at"]`` (written by build_layout.py, editable by hand) wins;
    zones missing there get :func:`label_anchor` computed on the fly."""
    pinned = layout().get("label_at", {})
    cs = centres()
    out = {}
    for i, poly in zone_polygons().items():
        if str(i) in pinned:
            out[i] = tuple(map(float, pinned[str(i)]))
        elif len(poly) >= 3:
            out[i] = label_anchor(list(poly), cs[i])
        else:
            out[i] = cs[i]
    return out
