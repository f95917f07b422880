"""The A&A D-Day board's canvas geometry and small drawing pieces: the frame, unit pills, stars, arrows, panels,
zone labels (pure helpers of :mod:`.draw`)."""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from rules.aa_dday.view import AAView

from ..common import draw_pill, font, pill_size, text_width
from . import geometry as geo
from .style import (
    CONTROL_FILL,
    F_CITY,
    F_PANEL_TITLE,
    F_PILL,
    F_ZONE,
    INK,
    LAND,
    NATION_FILL,
    NATION_OUTLINE,
    NATION_TAG,
    NATION_TEXT,
    NATIONS,
    PANEL_BG,
    PANEL_BORDER,
    SEA,
    UNIT_LETTER,
    UNIT_TYPES,
)


class Frame:
    """Board space -> canvas pixels."""

    def __init__(self, lay: dict, header: int, band: int = 0) -> None:
        c = lay["canvas"]
        self.scale = float(c["scale"])
        self.margin = int(c["margin"])
        bw, bh = lay["board_size"]
        self.map_w = int(round(bw * self.scale))
        self.map_h = int(round(bh * self.scale))
        self.ox = self.margin
        self.oy = header
        self.width = self.map_w + 2 * self.margin
        self.footer = int(c["footer"])
        self.band_top = self.oy + self.map_h + self.footer
        """Top of the close-up band (:mod:`.inset`), ``band`` pixels high."""
        self.height = self.band_top + band

    def pt(self, p) -> tuple[float, float]:
        return (self.ox + p[0] * self.scale, self.oy + p[1] * self.scale)

    def poly(self, poly) -> list[tuple[float, float]]:
        return [self.pt(p) for p in poly]


def header_height(view: AAView, lay: dict) -> int:
    c = lay["canvas"]
    return int(c["header"]) + (int(c["outcome_band"]) if view.outcome else 0)


@lru_cache(maxsize=4)
def base_map(scale: float, map_w: int, map_h: int) -> Image.Image:
    """Sea plus neutral land; copied for every render."""
    img = Image.new("RGB", (map_w, map_h), SEA)
    d = ImageDraw.Draw(img)
    land = geo.layout()["land"]
    d.polygon([(x * scale, y * scale) for x, y in land], fill=LAND)
    return img


@lru_cache(maxsize=4)
def stripe_pattern(map_w: int, map_h: int) -> Image.Image:
    """Diagonal Axis/Allies stripes for contested zones."""
    img = Image.new("RGB", (map_w, map_h), CONTROL_FILL["allies"])
    d = ImageDraw.Draw(img)
    step = 22
    for k in range(-map_h, map_w + map_h, step):
        d.line([(k, 0), (k + map_h, map_h)], fill=CONTROL_FILL["axis"], width=9)
    return img


@lru_cache(maxsize=4)
def cells_px(scale: float) -> dict[int, list[tuple[float, float]]]:
    """Zone polygons in map-image pixels (before the frame offset)."""
    return {i: [(x * scale, y * scale) for x, y in poly] for i, poly in geo.zone_polygons().items()}


@lru_cache(maxsize=1)
def sea_segments():
    lay = geo.layout()
    return tuple(geo.sea_segments([tuple(p) for p in lay["land"]], tuple(lay["board_size"])))


def span_at(poly, y: float, x: float) -> tuple[float, float]:
    """The horizontal extent of ``poly`` at height ``y`` around ``x``."""
    xs = []
    n = len(poly)
    for k in range(n):
        (x1, y1), (x2, y2) = poly[k], poly[(k + 1) % n]
        if (y1 > y) != (y2 > y):
            xs.append(x1 + (y - y1) * (x2 - x1) / (y2 - y1))
    xs.sort()
    for k in range(0, len(xs) - 1, 2):
        if xs[k] <= x <= xs[k + 1]:
            return xs[k], xs[k + 1]
    return x - 60, x + 60


def boundary_hit(poly, a, b):
    """First point where segment a->b crosses the boundary of ``poly`` (or b)."""
    best, best_t = None, 2.0
    n = len(poly)
    for k in range(n):
        p, q = poly[k], poly[(k + 1) % n]
        d1 = (b[0] - a[0], b[1] - a[1])
        d2 = (q[0] - p[0], q[1] - p[1])
        den = d1[0] * d2[1] - d1[1] * d2[0]
        if abs(den) < 1e-9:
            continue
        t = ((p[0] - a[0]) * d2[1] - (p[1] - a[1]) * d2[0]) / den
        u = ((p[0] - a[0]) * d1[1] - (p[1] - a[1]) * d1[0]) / den
        if 0 <= t <= 1 and 0 <= u <= 1 and t < best_t:
            best, best_t = (a[0] + t * d1[0], a[1] + t * d1[1]), t
    return best or b


# --------------------------------------------------------------------------
# Units
# --------------------------------------------------------------------------

def split_units(units: dict[str, int]) -> dict[str, dict[str, int]]:
    """``{"de:inf": 2}`` -> ``{"de": {"inf": 2}}`` (zero counts dropped)."""
    out: dict[str, dict[str, int]] = {}
    for key, n in units.items():
        if n <= 0:
            continue
        nation, _, kind = key.partition(":")
        out.setdefault(nation, {})
        out[nation][kind] = out[nation].get(kind, 0) + n
    return out


def nation_order(nations) -> list[str]:
    return [n for n in NATIONS if n in nations] + sorted(n for n in nations if n not in NATIONS)


def type_order(kinds) -> list[str]:
    return [k for k in UNIT_TYPES if k in kinds] + sorted(k for k in kinds if k not in UNIT_TYPES)




def units_text(kinds: dict[str, int]) -> str:
    """``{"inf": 4, "art": 3}`` -> ``"4I 3A"``."""
    return " ".join(f"{kinds[k]}{UNIT_LETTER.get(k, k)}" for k in type_order(kinds) if kinds[k] > 0)


def pill_texts(units: dict[str, int]) -> list[tuple[str, str]]:
    """One badge per nation: (nation, text)."""
    split = split_units(units)
    return [(n, f"{NATION_TAG.get(n, n.upper())} {units_text(split[n])}") for n in nation_order(split)]


def draw_unit_pill(d: ImageDraw.ImageDraw, xy, nation: str, text: str) -> tuple[int, int]:
    return draw_pill(d, xy, text, font(F_PILL, True), NATION_FILL.get(nation, (120, 60, 120)),
                     NATION_TEXT.get(nation, (255, 255, 255)), NATION_OUTLINE.get(nation, (255, 255, 255)))


def layout_pills(items: list[tuple[str, str]], max_w: float, gap: int = 4):
    """Greedy rows of badges that fit ``max_w``: [(row_width, [(nation, text, w, h)])]."""
    f = font(F_PILL, True)
    rows: list[tuple[int, list]] = []
    cur: list = []
    cur_w = 0
    for nation, text in items:
        w, h = pill_size(text, f)
        if cur and cur_w + gap + w > max_w:
            rows.append((cur_w, cur))
            cur, cur_w = [], 0
        cur_w = w if not cur else cur_w + gap + w
        cur.append((nation, text, w, h))
    if cur:
        rows.append((cur_w, cur))
    return rows


# --------------------------------------------------------------------------
# Drawing pieces
# --------------------------------------------------------------------------

def draw_star(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill, outline) -> None:
    pts = []
    for k in range(10):
        ang = -math.pi / 2 + k * math.pi / 5
        rr = r if k % 2 == 0 else r * 0.45
        pts.append((cx + rr * math.cos(ang), cy + rr * math.sin(ang)))
    d.polygon(pts, fill=fill, outline=outline)


def draw_arrow(d: ImageDraw.ImageDraw, pts, colour, width: int, head: int, outline=None) -> None:
    """Polyline with a triangular head at the last point."""
    if len(pts) < 2:
        return
    (x1, y1), (x2, y2) = pts[-2], pts[-1]
    ang = math.atan2(y2 - y1, x2 - x1)
    base = (x2 - head * math.cos(ang), y2 - head * math.sin(ang))
    body = list(pts[:-1]) + [base]
    left = (base[0] + head * 0.6 * math.cos(ang + math.pi / 2), base[1] + head * 0.6 * math.sin(ang + math.pi / 2))
    right = (base[0] + head * 0.6 * math.cos(ang - math.pi / 2), base[1] + head * 0.6 * math.sin(ang - math.pi / 2))
    if outline is not None:
        d.line(body, fill=outline, width=width + 4, joint="curve")
        d.polygon([(x2 + 2.5 * math.cos(ang), y2 + 2.5 * math.sin(ang)), left, right], fill=outline)
    d.line(body, fill=colour, width=width, joint="curve")
    d.polygon([(x2, y2), left, right], fill=colour)


def trim_segment(a, b, da: float, db: float):
    """Shorten segment a->b by ``da`` at a and ``db`` at b (never reversing it)."""
    L = math.dist(a, b)
    if L < 1e-6 or da + db >= L * 0.8:
        k = 0.1
        return (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k), (b[0] - (b[0] - a[0]) * k, b[1] - (b[1] - a[1]) * k)
    ux, uy = (b[0] - a[0]) / L, (b[1] - a[1]) / L
    return (a[0] + ux * da, a[1] + uy * da), (b[0] - ux * db, b[1] - uy * db)


def draw_panel(d: ImageDraw.ImageDraw, box, title: str | None) -> float:
    """A framed panel; returns the y where content starts."""
    x0, y0, x1, y1 = box
    d.rounded_rectangle(box, radius=8, fill=PANEL_BG, outline=PANEL_BORDER, width=2)
    if title:
        d.text((x0 + 10, y0 + 6), title, font=font(F_PANEL_TITLE, True), fill=INK)
        return y0 + 6 + 26
    return y0 + 8


def label_lines(num: int, name: str, max_w: float, victory: bool):
    """Zone label as one or two lines that fit ``max_w``: [(text, font)], name first line starts with number."""
    f = font(F_CITY if victory else F_ZONE, victory)
    first = f"{num} {name}"
    if text_width(first, f) <= max_w or victory:
        return [first], f
    # break at a hyphen or a space nearest the middle
    best = None
    for k, ch in enumerate(name):
        if ch in "- " and 0 < k < len(name) - 1:
            head = name[:k + 1] if ch == "-" else name[:k]
            tail = name[k + 1:]
            cost = max(text_width(f"{num} {head}", f), text_width(tail, f))
            if best is None or cost < best[0]:
                best = (cost, [f"{num} {head}", tail])
    if best is not None:
        return best[1], f
    return [first], f


class NullDraw:
    """Swallows drawing calls: lets the block layout run once without painting."""

    def __getattr__(self, name):
        return lambda *args, **kwargs: None
