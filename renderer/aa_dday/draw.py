"""Draw an :class:`~rules.aa_dday.view.AAView` as a PNG (pure: view in, bytes out).

Everything positional lives in ``renderer/data/aa_dday_layout.json`` (board
space, 2950x2000) or is derived from it in :mod:`.geometry`; this module only
decides colours, fonts and the order things are drawn in.

Words (issue #28) come from the catalogue (``i18n/locales/<lang>/aa-image.ftl``, messages ``aa-img-*``) in the
image's language ``lang``. The names the view carries in English (zones, boxes, charts, the card, the phase, the
outcome, the fortune, a proposal) are the engine's words: English draws them as they are, so the English image
does not change; another language names them again from their ids (:class:`.words.Words`). Text with Hangul is drawn
in the Korean font by :mod:`renderer.common`.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from i18n import DEFAULT
from rules.aa_dday.view import AAView, BoxView, ZoneView

from .. import common
from ..common import draw_pill, draw_text, font, pill_size, text_width
from . import geometry as geo
from . import inset
from . import labels as lb
from .words import Words

# --------------------------------------------------------------------------
# Style
# --------------------------------------------------------------------------

SEA = (150, 192, 228)
SEA_TEXT = (20, 45, 80)
COAST = (40, 80, 120)
BORDER = (95, 90, 80)
LAND = (238, 230, 206)
CONTROL_FILL = {"axis": (186, 186, 186), "allies": (205, 216, 156)}
HEADER_BG = (30, 40, 52)
HEADER_FG = (255, 255, 255)
HEADER_DIM = (200, 210, 220)
PANEL_BG = (250, 249, 243)
PANEL_BORDER = (60, 70, 80)
INK = (20, 20, 20)
DIM = (90, 90, 90)
RED = (200, 20, 20)
GREEN = (0, 120, 40)
MOVE = (235, 110, 0)
MOVE_LANE = 7  # pixels a move arrow keeps to the right of the straight path
BEACH_ARROW = (255, 246, 214)
VICTORY = (180, 20, 20)

NATIONS = ("de", "us", "uk")
NATION_TAG = {"de": "DE", "us": "US", "uk": "UK"}
NATION_FILL = {"de": (40, 40, 40), "us": (84, 104, 40), "uk": (214, 180, 120)}
NATION_TEXT = {"de": (255, 255, 255), "us": (255, 255, 255), "uk": (20, 20, 20)}
NATION_OUTLINE = {"de": (255, 255, 255), "us": (255, 255, 255), "uk": (70, 55, 30)}
AIRBORNE_BORDER = {"de": (40, 40, 40), "us": (84, 104, 40), "uk": (160, 120, 50)}
SIDE_OF = {"de": "axis", "us": "allies", "uk": "allies"}

UNIT_TYPES = ("inf", "art", "tank", "bh", "fighter", "bomber")
UNIT_LETTER = {"inf": "I", "art": "A", "tank": "T", "bh": "B", "fighter": "F", "bomber": "Bm"}

F_ZONE = 17          # zone names
F_NUM = 17           # zone numbers
F_CITY = 20          # victory city names
F_PILL = 16          # unit badges
F_BOX_TITLE = 17     # beachhead titles
F_PANEL_TITLE = 18
F_PANEL = 16
F_HEADER = 26
F_SUB = 19
F_TAG = 16


# --------------------------------------------------------------------------
# Canvas geometry
# --------------------------------------------------------------------------

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


def _header_height(view: AAView, lay: dict) -> int:
    c = lay["canvas"]
    return int(c["header"]) + (int(c["outcome_band"]) if view.outcome else 0)


@lru_cache(maxsize=4)
def _base_map(scale: float, map_w: int, map_h: int) -> Image.Image:
    """Sea plus neutral land; copied for every render."""
    img = Image.new("RGB", (map_w, map_h), SEA)
    d = ImageDraw.Draw(img)
    land = geo.layout()["land"]
    d.polygon([(x * scale, y * scale) for x, y in land], fill=LAND)
    return img


@lru_cache(maxsize=4)
def _stripes(map_w: int, map_h: int) -> Image.Image:
    """Diagonal Axis/Allies stripes for contested zones."""
    img = Image.new("RGB", (map_w, map_h), CONTROL_FILL["allies"])
    d = ImageDraw.Draw(img)
    step = 22
    for k in range(-map_h, map_w + map_h, step):
        d.line([(k, 0), (k + map_h, map_h)], fill=CONTROL_FILL["axis"], width=9)
    return img


@lru_cache(maxsize=4)
def _cells_px(scale: float) -> dict[int, list[tuple[float, float]]]:
    """Zone polygons in map-image pixels (before the frame offset)."""
    return {i: [(x * scale, y * scale) for x, y in poly] for i, poly in geo.zone_polygons().items()}


@lru_cache(maxsize=1)
def _sea_segments():
    lay = geo.layout()
    return tuple(geo.sea_segments([tuple(p) for p in lay["land"]], tuple(lay["board_size"])))


def _span_at(poly, y: float, x: float) -> tuple[float, float]:
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


def _boundary_hit(poly, a, b):
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


def _nation_order(nations) -> list[str]:
    return [n for n in NATIONS if n in nations] + sorted(n for n in nations if n not in NATIONS)


def _type_order(kinds) -> list[str]:
    return [k for k in UNIT_TYPES if k in kinds] + sorted(k for k in kinds if k not in UNIT_TYPES)




def units_text(kinds: dict[str, int]) -> str:
    """``{"inf": 4, "art": 3}`` -> ``"4I 3A"``."""
    return " ".join(f"{kinds[k]}{UNIT_LETTER.get(k, k)}" for k in _type_order(kinds) if kinds[k] > 0)


def pill_texts(units: dict[str, int]) -> list[tuple[str, str]]:
    """One badge per nation: (nation, text)."""
    split = split_units(units)
    return [(n, f"{NATION_TAG.get(n, n.upper())} {units_text(split[n])}") for n in _nation_order(split)]


def _draw_unit_pill(d: ImageDraw.ImageDraw, xy, nation: str, text: str) -> tuple[int, int]:
    return draw_pill(d, xy, text, font(F_PILL, True), NATION_FILL.get(nation, (120, 60, 120)),
                     NATION_TEXT.get(nation, (255, 255, 255)), NATION_OUTLINE.get(nation, (255, 255, 255)))


def _layout_pills(items: list[tuple[str, str]], max_w: float, gap: int = 4):
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

def _star(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill, outline) -> None:
    pts = []
    for k in range(10):
        ang = -math.pi / 2 + k * math.pi / 5
        rr = r if k % 2 == 0 else r * 0.45
        pts.append((cx + rr * math.cos(ang), cy + rr * math.sin(ang)))
    d.polygon(pts, fill=fill, outline=outline)


def _arrow(d: ImageDraw.ImageDraw, pts, colour, width: int, head: int, outline=None) -> None:
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


def _trim(a, b, da: float, db: float):
    """Shorten segment a->b by ``da`` at a and ``db`` at b (never reversing it)."""
    L = math.dist(a, b)
    if L < 1e-6 or da + db >= L * 0.8:
        k = 0.1
        return (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k), (b[0] - (b[0] - a[0]) * k, b[1] - (b[1] - a[1]) * k)
    ux, uy = (b[0] - a[0]) / L, (b[1] - a[1]) / L
    return (a[0] + ux * da, a[1] + uy * da), (b[0] - ux * db, b[1] - uy * db)


def _panel(d: ImageDraw.ImageDraw, box, title: str | None) -> float:
    """A framed panel; returns the y where content starts."""
    x0, y0, x1, y1 = box
    d.rounded_rectangle(box, radius=8, fill=PANEL_BG, outline=PANEL_BORDER, width=2)
    if title:
        d.text((x0 + 10, y0 + 6), title, font=font(F_PANEL_TITLE, True), fill=INK)
        return y0 + 6 + 26
    return y0 + 8


def _label_lines(num: int, name: str, max_w: float, victory: bool):
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


class _NullDraw:
    """Swallows drawing calls: lets the block layout run once without painting."""

    def __getattr__(self, name):
        return lambda *args, **kwargs: None


class Renderer:
    def __init__(self, view: AAView, lang: str = DEFAULT) -> None:
        self.view = view
        self.w = Words(lang)
        self.lay = geo.layout()
        self.fr = Frame(self.lay, _header_height(view, self.lay), inset.band_height(view))
        self.img = Image.new("RGB", (self.fr.width, self.fr.height), HEADER_BG)
        self.d = common.FastDraw(self.img)
        self.cells = _cells_px(self.fr.scale)
        self.centres = geo.centres()
        self.anchors = geo.zone_anchors()
        self.zone_by_id = {z.id: z for z in view.zones}
        # location key -> canvas point (for arrows and tags); zone blocks fill in their extents
        self.loc_pt: dict[str, tuple[float, float]] = {}
        self.loc_box: dict[str, tuple[float, float, float, float]] = {}
        self.name_box: dict[int, lb.Box] = {}
        """Each zone's number and name (and a victory city's star), as drawn."""
        self.badges: dict[int, list[lb.Box]] = {}
        """Each zone's unit badges and airborne boxes, as drawn."""
        self.labels: list[lb.Label] = []
        """What the last card did, as drawn (:mod:`.labels`)."""
        self.crop: lb.Box | None = None
        """The map window the close-up shows (set by :meth:`close_up`)."""
        self.block_shift: dict[int, tuple[int, int]] = {}
        """How far (right, down) a zone's name and badges move to make room for a label in the zone."""
        self.zone_blocks(_NullDraw())
        self._plan_labels()

    # -- helpers ----------------------------------------------------------
    def cell(self, zid: int):
        ox, oy = self.fr.ox, self.fr.oy
        return [(x + ox, y + oy) for x, y in self.cells.get(zid, [])]

    def zone_pt(self, zid: int):
        c = self.anchors.get(zid) or self.centres.get(zid)
        if c is None:
            return None
        return self.fr.pt(c)

    # -- layers -----------------------------------------------------------
    def draw(self) -> Image.Image:
        self.map_layer()
        self.panels()
        self.turn_track()
        self.beach_arrows()
        self.moves()
        self.beachheads()
        self.zone_blocks()
        self.marker_tags()
        self.labels_layer()
        self.header()
        self.footer()
        self.close_up()
        return self.img

    def close_up(self) -> None:
        fr = self.fr
        if fr.height == fr.band_top:
            return
        names = {str(z.id): self.w.zone(z.id, z.name) for z in self.view.zones}
        names.update({b.id: self.w.box(b) for b in self.view.boxes})
        told: dict[str, list[lb.Box]] = {}
        for lab in self.labels:
            if lab.location is not None:
                told.setdefault(lab.location, []).append(lab.extent())

        def rect_of(loc: str):
            # a location's name and badges with its labels, else its whole cell
            rects = list(told.get(loc, []))
            if loc in self.loc_box:
                rects.append(self.loc_box[loc])
            elif loc.isdigit() and len(self.cell(int(loc))) >= 3:
                poly = self.cell(int(loc))
                xs, ys = [p[0] for p in poly], [p[1] for p in poly]
                rects.append((min(xs), min(ys), max(xs), max(ys)))
            if not rects:
                return None
            return (min(r[0] for r in rects), min(r[1] for r in rects),
                    max(r[2] for r in rects), max(r[3] for r in rects))

        self.crop = inset.draw_inset(self.img, self.view, self.map_box(), fr.band_top, rect_of,
                                     lambda loc: names.get(loc, loc), self.w.lang,
                                     avoid=self.panel_boxes(), whole=[lab.extent() for lab in self.labels])

    def map_box(self) -> lb.Box:
        fr = self.fr
        return (fr.ox, fr.oy, fr.ox + fr.map_w, fr.oy + fr.map_h)

    def panel_boxes(self) -> list[lb.Box]:
        """What is drawn over the sea but is not map: the panels and the turn track (outlines included)."""
        fr = self.fr
        out = [lb.to_box(*fr.pt(r[:2]), *fr.pt(r[2:]), pad=2) for r in self.lay["panels"].values()]
        x, y = fr.pt(self.lay["turn_track"]["at"])
        cw, ch = self.lay["turn_track"]["cell"]
        out.append(lb.to_box(x - 6, y - 34, x + cw + 6, y + max(self.view.max_turns, 1) * ch + 6, pad=2))
        return out

    def map_layer(self) -> None:
        fr, d = self.fr, self.d
        base = _base_map(fr.scale, fr.map_w, fr.map_h)
        self.img.paste(base, (fr.ox, fr.oy))
        stripes = None
        for z in self.view.zones:
            poly = self.cell(z.id)
            if len(poly) < 3:
                continue
            if z.contested:
                if stripes is None:
                    stripes = _stripes(fr.map_w, fr.map_h)
                xs = [p[0] for p in poly]
                ys = [p[1] for p in poly]
                bx0, by0 = int(min(xs)), int(min(ys))
                bx1, by1 = int(math.ceil(max(xs))) + 1, int(math.ceil(max(ys))) + 1
                mask = Image.new("L", (bx1 - bx0, by1 - by0), 0)
                ImageDraw.Draw(mask).polygon([(x - bx0, y - by0) for x, y in poly], fill=255)
                tile = stripes.crop((bx0 - fr.ox, by0 - fr.oy, bx1 - fr.ox, by1 - fr.oy))
                self.img.paste(tile, (bx0, by0), mask)
            elif z.control in CONTROL_FILL:
                d.polygon(poly, fill=CONTROL_FILL[z.control])
        for zid in self.cells:
            poly = self.cell(zid)
            if len(poly) >= 3:
                d.line(poly + [poly[0]], fill=BORDER, width=2)
        # coastline: only the sea-facing edges of the land outline
        for a, b in _sea_segments():
            d.line([fr.pt(a), fr.pt(b)], fill=COAST, width=4)
        # map frame
        d.rectangle((fr.ox - 2, fr.oy - 2, fr.ox + fr.map_w + 1, fr.oy + fr.map_h + 1), outline=PANEL_BORDER, width=2)
        for zid in self.view.highlights.combat_zones:
            poly = self.cell(zid)
            if len(poly) >= 3:
                d.line(poly + [poly[0], poly[1]], fill=RED, width=6, joint="curve")
        # sea names
        for name, pos in self.lay.get("sea_labels", {}).items():
            d.text(fr.pt(pos), self.w.sea(name), font=font(20, False), fill=SEA_TEXT, anchor="mm")

    def beach_arrows(self) -> None:
        """The big light arrow from each beachhead box into its landing zone."""
        for box in self.view.boxes:
            if box.kind != "beachhead":
                continue
            (x0, y0, x1, y1), _ = self._beach_rect(box)
            cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
            target = self.zone_pt(box.zone)
            if target is not None:
                edge = _boundary_hit(self.cell(box.zone), (cx, cy), target)
                ang = math.atan2(target[1] - cy, target[0] - cx)
                tip = (edge[0] + 26 * math.cos(ang), edge[1] + 26 * math.sin(ang))
                _arrow(self.d, [(cx, cy), tip], BEACH_ARROW, 14, 26, outline=(110, 100, 70))

    def beachheads(self) -> None:
        d = self.d
        for box in self.view.boxes:
            if box.kind != "beachhead":
                continue
            (x0, y0, x1, y1), rows = self._beach_rect(box)
            cx = (x0 + x1) / 2
            nation = box.nation
            d.rounded_rectangle((x0, y0, x1, y1), radius=8, fill=PANEL_BG,
                                outline=NATION_FILL.get(nation, PANEL_BORDER), width=4)
            n = sum(v for v in box.units.values() if v > 0)
            cap = f" {n}/{box.capacity}" if box.capacity is not None else f" {n}"
            title = f"{self.w.box(box)}{cap}"
            over = box.capacity is not None and n > box.capacity
            d.text((cx, y0 + 6), title, font=font(F_BOX_TITLE, True), fill=RED if over else INK, anchor="ma")
            if rows:
                y = y0 + 30
                for row_w, row in rows:
                    x = cx - row_w / 2
                    for nat, text, pw, _ph in row:
                        _draw_unit_pill(d, (x, y), nat, text)
                        x += pw + 4
                    y += row[0][3] + 3
            else:
                d.text((cx, y0 + 32), self.w("aa-img-empty"), font=font(F_PANEL), fill=DIM, anchor="ma")

    def _beach_rect(self, box: BoxView):
        """The box's rectangle (grown downwards when its badges need more rows) and badge rows."""
        w, h = self.lay["canvas"]["beach_box"]
        cx, cy = self._beach_pt(box)
        rows = _layout_pills(pill_texts(box.units), w - 10)
        need = 30 + sum(r[1][0][3] + 3 for r in rows) + 5
        y0 = cy - h / 2
        return (cx - w / 2, y0, cx + w / 2, y0 + max(h, need)), rows

    def _beach_pt(self, box: BoxView) -> tuple[float, float]:
        pos = self.lay.get("beachheads", {}).get(box.id)
        if pos is None:
            c = self.centres.get(box.zone, (1475, 1000))
            pos = (c[0], c[1] - 260)
        return self.fr.pt(pos)

    def zone_blocks(self, d=None) -> None:
        d = d if d is not None else self.d
        airborne_by_zone: dict[int, list[BoxView]] = {}
        for box in self.view.boxes:
            if box.kind == "airborne":
                airborne_by_zone.setdefault(box.zone, []).append(box)
        for z in sorted(self.view.zones, key=lambda z: z.id):
            self._zone_block(d, z, [b for b in airborne_by_zone.get(z.id, []) if any(v > 0 for v in b.units.values())])
        for zid, boxes in airborne_by_zone.items():
            for b in boxes:
                self.loc_pt.setdefault(b.id, self.loc_pt.get(str(zid), self.zone_pt(zid) or (0, 0)))

    def _zone_block(self, d: ImageDraw.ImageDraw, z: ZoneView, airborne: list[BoxView]) -> None:
        c = self.zone_pt(z.id)
        if c is None:
            return
        dx, dy = self.block_shift.get(z.id, (0, 0))
        cx, cy = c[0] + dx, c[1] + dy
        poly = self.cell(z.id)
        # the room at the zone's own anchor sets the name's lines: a block moved for a label keeps its shape
        x0, x1 = _span_at(poly, c[1], c[0]) if len(poly) >= 3 else (c[0] - 80, c[0] + 80)
        avail = max(90.0, min(c[0] - x0, x1 - c[0]) * 2 - 12)
        lines, lf = _label_lines(z.id, self.w.zone(z.id, z.name), avail, z.victory_city)
        asc, desc = lf.getmetrics()
        line_h = asc + desc - 2
        label_h = line_h * len(lines)
        pill_rows = _layout_pills(pill_texts(z.units), max(avail, 96))
        pills_h = sum(r[1][0][3] + 3 for r in pill_rows)
        abn_h = 0
        abn_items = []
        for b in airborne:
            text = self.w("aa-img-airborne", units=" ".join(f"{NATION_TAG.get(n, n.upper())} {units_text(k)}"
                                                            for n, k in split_units(b.units).items()))
            w, h = pill_size(text, font(F_PILL, False), pad_x=6, pad_y=3)
            abn_items.append((b, text, w, h))
            abn_h += h + 4
        total = label_h + (4 + pills_h if pill_rows else 0) + (4 + abn_h if abn_items else 0)
        y = cy - total / 2
        top = y
        widest = 0.0
        contested = z.contested
        halo = (255, 255, 255) if contested else None
        inked: list[tuple[float, float, float, float]] = []  # the name's lines (and star), for self.name_box
        for k, line in enumerate(lines):
            if z.victory_city:
                tw = text_width(line, lf)
                sx = cx - tw / 2 - 14
                _star(d, sx, y + line_h / 2 + 1, 12, VICTORY, (255, 255, 255))
                d.ellipse((sx - 17, y + line_h / 2 - 16, sx + 17, y + line_h / 2 + 18), outline=VICTORY, width=2)
                draw_text(d, (cx + 6, y), line, lf, fill=VICTORY, anchor="ma", halo=(255, 255, 255), halo_width=2)
                widest = max(widest, tw + 40)
                inked += [(sx - 17, y + line_h / 2 - 16, sx + 18, y + line_h / 2 + 19),
                          (cx + 4 - tw / 2, y - 2, cx + 8 + tw / 2, y + asc + desc + 2)]
            else:
                if k == 0:
                    num = f"{z.id} "
                    nf = font(F_NUM, True)
                    rest = line[len(num):]
                    tw = text_width(num, nf) + text_width(rest, lf)
                    lx = cx - tw / 2
                    draw_text(d, (lx, y), num, nf, fill=INK, halo=halo)
                    draw_text(d, (lx + text_width(num, nf), y), rest, lf, fill=INK, halo=halo)
                else:
                    tw = text_width(line, lf)
                    draw_text(d, (cx, y), line, lf, fill=INK, anchor="ma", halo=halo)
                widest = max(widest, tw)
                inked.append((cx - tw / 2 - 2, y - 2, cx + tw / 2 + 2, y + asc + desc + 2))
            y += line_h
        self.name_box[z.id] = lb.to_box(min(b[0] for b in inked), min(b[1] for b in inked),
                                        max(b[2] for b in inked), max(b[3] for b in inked))
        badges = self.badges[z.id] = []
        if pill_rows:
            y += 4
            for row_w, row in pill_rows:
                x = cx - row_w / 2
                for nat, text, pw, ph in row:
                    _draw_unit_pill(d, (x, y), nat, text)
                    badges.append(lb.to_box(x, y, x + pw + 1, y + ph + 1))
                    x += pw + 4
                widest = max(widest, row_w)
                y += row[0][3] + 3
        if abn_items:
            y += 4
            for b, text, w, h in abn_items:
                bx = cx - w / 2
                col = AIRBORNE_BORDER.get(b.nation, PANEL_BORDER)
                d.rounded_rectangle((bx, y, bx + w, y + h), radius=4, fill=(255, 255, 255), outline=col, width=3)
                d.text((cx, y + h / 2), text, font=font(F_PILL, False), fill=INK, anchor="mm")
                self.loc_pt[b.id] = (cx, y + h / 2)
                self.loc_box[b.id] = (bx, y, bx + w, y + h)
                badges.append(lb.to_box(bx - 1, y - 1, bx + w + 2, y + h + 2))
                widest = max(widest, w)
                y += h + 4
        self.loc_pt[str(z.id)] = (cx, cy)
        self.loc_box[str(z.id)] = (cx - widest / 2, top, cx + widest / 2, y)

    def _marker_tag_items(self) -> list[tuple[str, float, float, int, int]]:
        """The map-edge tags of the reinforcement markers: (text, left, top, width, height)."""
        tags = self.lay.get("marker_tags", {})
        f = font(F_TAG, True)
        out = []
        for z in self.view.zones:
            if not z.marker:
                continue
            spec = tags.get(str(z.id))
            c = self.centres.get(z.id)
            if spec is None and c is None:
                continue
            pos = spec["at"] if spec else (c[0], 1965)
            arrow = (spec or {}).get("arrow", "▼")
            name = self.w.marker(z.marker)
            text = f"{arrow} {name}" if arrow in "◀▼" else f"{name} {arrow}"
            x, y = self.fr.pt(pos)
            w, h = pill_size(text, f)
            out.append((text, x - w / 2, y - h / 2, w, h))
        return out

    def marker_tags(self) -> None:
        for text, x, y, _w, _h in self._marker_tag_items():
            draw_pill(self.d, (x, y), text, font(F_TAG, True), (120, 20, 20), (255, 255, 255), (255, 255, 255))

    def panels(self) -> None:
        fr, d, v = self.fr, self.d, self.view
        P = self.lay["panels"]
        f = font(F_PANEL)
        fb = font(F_PANEL, True)

        w = self.w
        for key, title, units, empty in (
            ("airfield", w("aa-img-airfield"), v.airfield, w("aa-img-empty")),
            ("destroyed", w("aa-img-destroyed"), v.destroyed, w("aa-img-none-yet")),
        ):
            x0, y0 = fr.pt(P[key][:2])
            x1, y1 = fr.pt(P[key][2:])
            y = _panel(d, (x0, y0, x1, y1), title)
            split = split_units(units)
            x = x0 + 10
            if not split:
                d.text((x, y), empty, font=f, fill=DIM)
            for nat in _nation_order(split):
                text = f"{NATION_TAG.get(nat, nat.upper())} {units_text(split[nat])}"
                pw, _ = _draw_unit_pill(d, (x, y), nat, text)
                x += pw + 6

        # Reinforcement charts
        x0, y0 = fr.pt(P["charts"][:2])
        x1, y1 = fr.pt(P["charts"][2:])
        y = _panel(d, (x0, y0, x1, y1), w("aa-img-charts-title"))
        if not v.charts:
            d.text((x0 + 10, y), w("aa-img-none"), font=f, fill=DIM)
        names = [w.chart(ch) for ch in v.charts]
        name_w = max((text_width(n, fb) for n in names), default=0)
        tag_w = max((pill_size(t, font(F_PILL, True))[0] for t in NATION_TAG.values()), default=0)
        col_count = x0 + 10 + tag_w + 8 + name_w + 16
        col_ready = col_count + text_width(w("aa-img-chart-count", waiting="00", total="00"), f) + 16
        col_next = col_ready + text_width(w("aa-img-chart-ready", n="0"), fb) + 16
        label = w("aa-img-chart-next", units="")
        # the letters are drawn in the label's font (NanumSquare beside Hangul, wider than DejaVu)
        max_next = int((x1 - 10 - col_next - text_width(label, f)) // text_width("I ", common.glyph_font(label, f)))
        for ch, name in zip(v.charts, names):
            nat = ch.nation
            tag = NATION_TAG.get(nat, nat.upper())
            _, h = draw_pill(d, (x0 + 10, y), tag, font(F_PILL, True), NATION_FILL.get(nat, PANEL_BORDER),
                             NATION_TEXT.get(nat, (255, 255, 255)), NATION_OUTLINE.get(nat))
            d.text((x0 + 10 + tag_w + 8, y + 1), name, font=fb, fill=INK)
            d.text((col_count, y + 1), w("aa-img-chart-count", waiting=len(ch.waiting), total=ch.total), font=f,
                   fill=INK)
            ready = w("aa-img-chart-ready", n=ch.available)
            d.text((col_ready, y + 1), ready, font=fb if ch.available else f, fill=GREEN if ch.available else DIM)
            shown = ch.waiting[:max(max_next - 1, 1)]
            nxt = " ".join(UNIT_LETTER.get(t, t) for t in shown)
            if len(ch.waiting) > len(shown):
                nxt += " …"
            d.text((col_next, y + 1), w("aa-img-chart-next", units=nxt) if nxt else w("aa-img-chart-empty"), font=f,
                   fill=INK)
            y += h + 6

        # Cards removed (and victory-city count) under the charts
        if "cards" in P:
            x0, y0 = fr.pt(P["cards"][:2])
            x1, y1 = fr.pt(P["cards"][2:])
            y = _panel(d, (x0, y0, x1, y1), None)
            removed = ", ".join(str(c) for c in sorted(v.removed_cards)) or w("aa-img-none")
            parts = [w("aa-img-removed", cards=removed)]
            if v.fortune:
                parts.append(w("aa-img-fortune-in-force", fortune=w.fortune(v.fortune)))
            if v.tactics_used:
                parts.append(w("aa-img-tactics-used", cards=", ".join(f"{c:02d}" for c in sorted(v.tactics_used))))
            if v.proposal:
                parts.append(w("aa-img-proposed", proposal=w.proposal(v.proposal)))
            line = " · ".join(parts)
            while text_width(line, f) > x1 - x0 - 20 and len(line) > 1:
                line = line[:-2] + "…"
            d.text((x0 + 10, y), line, font=f, fill=INK)

    def turn_track(self) -> None:
        fr, d, v = self.fr, self.d, self.view
        spec = self.lay["turn_track"]
        x, y = fr.pt(spec["at"])
        cw, ch = spec["cell"]
        n = max(v.max_turns, 1)
        d.rounded_rectangle((x - 6, y - 34, x + cw + 6, y + n * ch + 6), radius=8, fill=PANEL_BG,
                            outline=PANEL_BORDER, width=2)
        d.text((x + cw / 2, y - 30), self.w("aa-img-turn"), font=font(F_PANEL_TITLE, True), fill=INK, anchor="ma")
        for t in range(1, n + 1):
            cy = y + (t - 1) * ch
            box = (x, cy, x + cw, cy + ch - 4)
            if t == v.turn:
                d.rectangle(box, fill=RED, outline=INK, width=2)
                d.text((x + cw / 2, cy + (ch - 4) / 2), str(t), font=font(22, True), fill=(255, 255, 255), anchor="mm")
            else:
                past = t < v.turn
                d.rectangle(box, fill=(205, 205, 205) if past else (255, 255, 255), outline=PANEL_BORDER, width=1)
                d.text((x + cw / 2, cy + (ch - 4) / 2), str(t), font=font(18, False), fill=DIM if past else INK,
                       anchor="mm")

    def _move_points(self, mv):
        """Path points, shifted a few pixels to the right of the direction of
        travel so that moves A->B and B->A run side by side, not on top."""
        pts = [self.loc_pt.get(k) or self._key_pt(k) for k in mv.path]
        pts = [p for p in pts if p is not None]
        if len(pts) < 2:
            return pts
        normals = []
        for a, b in zip(pts, pts[1:]):
            L = math.dist(a, b) or 1.0
            normals.append((-(b[1] - a[1]) / L, (b[0] - a[0]) / L))
        out = []
        for k, p in enumerate(pts):
            ns = normals[max(k - 1, 0):k + 1]
            nx = sum(n[0] for n in ns) / len(ns)
            ny = sum(n[1] for n in ns) / len(ns)
            out.append((p[0] + MOVE_LANE * nx, p[1] + MOVE_LANE * ny))
        return out

    def _arrow_path(self, mv) -> list[tuple[float, float]]:
        """A move arrow's points, its ends trimmed so the arrow stays clear of the badges."""
        pts = self._move_points(mv)
        if len(pts) < 2:
            return []
        a, _ = _trim(pts[0], pts[1], 22, 0)
        _, b = _trim(pts[-2], pts[-1], 0, 30)
        return [a] + pts[1:-1] + [b]

    def moves(self) -> None:
        """Move arrows, under the zone labels so those stay readable."""
        for mv in self.view.highlights.moves:
            pts = self._arrow_path(mv)
            if pts:
                _arrow(self.d, pts, MOVE, 6, 20, outline=(255, 255, 255))

    def _key_pt(self, key: str):
        if key.isdigit():
            return self.zone_pt(int(key))
        return None

    def _tag_parts(self, msg: str, units: dict[str, int]) -> list[str]:
        """``−1 DE inf``, ``+2 tank``...: one part per nation and unit type (the nation named when several)."""
        split = split_units(units)
        several = len(split) > 1
        parts = []
        for nat in _nation_order(split):
            for kind in _type_order(split[nat]):
                prefix = f"{NATION_TAG.get(nat, nat.upper())} " if several else ""
                parts.append(self.w(msg, n=split[nat][kind], unit=f"{prefix}{self.w.unit(kind)}"))
        return parts

    def _region(self, key: str) -> lb.Region | None:
        """Where a location's labels belong: a zone's cell (an airborne box's: its zone's), a beachhead's box."""
        beach = next((b for b in self.view.boxes if b.id == key and b.kind == "beachhead"), None)
        if beach is not None:
            x0, y0, x1, y1 = self._beach_rect(beach)[0]
            return lb.Region([(x0, y0), (x1, y0), (x1, y1), (x0, y1)], ((x0 + x1) / 2, (y0 + y1) / 2), roomy=False)
        airborne = next((b for b in self.view.boxes if b.id == key), None)
        zid = airborne.zone if airborne is not None else int(key) if key.isdigit() else None
        poly = self.cell(zid) if zid is not None else []
        if len(poly) < 3:
            return None
        block = self.loc_box.get(key) or self.loc_box.get(str(zid))
        centre = ((block[0] + block[2]) / 2, (block[1] + block[3]) / 2) if block else self.zone_pt(zid)
        return lb.Region(poly, centre)

    def _occupancy(self) -> lb.Occupancy:
        """What labels must leave uncovered: names, badges, boxes, panels, marker tags (hard); arrows, sea names,
        combat outlines (soft)."""
        fr = self.fr
        occ = lb.Occupancy((fr.width, fr.height), (fr.ox + 2, fr.oy + 2, fr.ox + fr.map_w - 2, fr.oy + fr.map_h - 2))
        for zid, box in self.name_box.items():
            occ.block(box, owner=zid)
        for zid, boxes in self.badges.items():
            for box in boxes:
                occ.block(box, owner=zid)
        for box in self.panel_boxes():
            occ.block(box)
        for _text, x, y, w, h in self._marker_tag_items():
            occ.block((x, y, x + w + 1, y + h + 1))
        for b in self.view.boxes:
            if b.kind == "beachhead":
                rect = self._beach_rect(b)[0]
                occ.block(rect)
                target = self.zone_pt(b.zone)
                if target is not None:
                    occ.line([((rect[0] + rect[2]) / 2, (rect[1] + rect[3]) / 2), target], 22)
        for mv in self.view.highlights.moves:
            occ.line(self._arrow_path(mv), 12)
        for zid in self.view.highlights.combat_zones:
            poly = self.cell(zid)
            if len(poly) >= 3:
                occ.line(poly + [poly[0]], 8)
        for name, pos in self.lay.get("sea_labels", {}).items():
            x, y = fr.pt(pos)
            x0, y0, x1, y1 = font(20).getbbox(self.w.sea(name), anchor="mm")
            occ.cover((x + x0, y + y0, x + x1, y + y1))
        return occ

    def _plan_labels(self) -> None:
        """Place every label of what the last card did (:mod:`.labels`): losses and placements, then moves.

        A zone label that finds no room beside its zone's name and badges gets it by moving them (one column
        of name, badges and label, :func:`.labels.stacked_spot`): the blocks are laid out again, then every
        label is placed."""
        for b in self.view.boxes:
            if b.kind == "beachhead":
                x0, y0, x1, y1 = self._beach_rect(b)[0]
                self.loc_pt[b.id] = ((x0 + x1) / 2, (y0 + y1) / 2)
                self.loc_box[b.id] = (x0, y0, x1, y1)
        hl = self.view.highlights
        if not (hl.casualties or hl.placed or hl.moves):
            return
        f = font(F_TAG, True)
        todo = []
        for kind, msg, data in (("lost", "aa-img-tag-lost", hl.casualties), ("placed", "aa-img-tag-placed", hl.placed)):
            for key, units in data.items():
                parts = self._tag_parts(msg, units)
                if parts and self._region(key) is not None:
                    todo.append((kind, key, [(lines, *lb.label_size(lines, f)) for lines in lb.wrap_variants(parts, f)]))
        occ = self._occupancy()
        reserved: dict[tuple[str, str], lb.Spot] = {}
        for kind, key, variants in todo:
            region = self._region(key)
            if not key.isdigit() or int(key) in self.block_shift or lb.inside_spot(occ, variants, region):
                continue
            zid = int(key)
            parts = [self.name_box[zid], *self.badges.get(zid, [])]
            found = lb.stacked_spot(occ, variants, region, lb.to_box(*self.loc_box[key]), parts, zid)
            if found is not None:
                self.block_shift[zid], reserved[(kind, key)] = found
        if self.block_shift:
            self.zone_blocks(_NullDraw())
            occ = self._occupancy()
            lost = [(kind, key) for (kind, key), spot in reserved.items()
                    if not (occ.fits(spot.box) and self._region(key).holds(spot.box))]
            for kind, key in lost:  # the column came out otherwise than planned: the name goes back
                del reserved[(kind, key)], self.block_shift[int(key)]
            if lost:
                self.zone_blocks(_NullDraw())
                occ = self._occupancy()

        def take(lab: lb.Label) -> None:
            occ.take(lab)
            self.labels.append(lab)

        for kind, key, variants in todo:
            region = self._region(key)
            spot = reserved.get((kind, key))
            if spot is None or not (occ.fits(spot.box) and region.holds(spot.box)):
                spot = lb.place(occ, variants, region.centre, region)
            take(lb.Label(kind, spot.lines, spot.box, key, spot.anchor, spot.leader))
        for mv in hl.moves:
            pts = self._move_points(mv)
            split = split_units(mv.units)
            parts = [f"{NATION_TAG.get(n, n.upper())} {units_text(split[n])}" for n in _nation_order(split)]
            if len(pts) < 2 or not parts:
                continue
            p, q = max(zip(pts, pts[1:]), key=lambda s: math.dist(*s))
            w, h = lb.label_size((" ".join(parts),), f)
            spots = []
            for t in (0.5, 0.35, 0.65, 0.2, 0.8):
                mx, my = p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t
                spots += [(mx - w / 2, my - h / 2), (mx + 8, my - h / 2), (mx - w - 8, my - h / 2),
                          (mx - w / 2, my - h - 6), (mx - w / 2, my + 6)]
            variants = [(lines, *lb.label_size(lines, f)) for lines in lb.wrap_variants(parts, f, split=False)]
            # a leader, if one is needed, ends on the arrow where it is not under a name or badge
            ends = [(p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t) for t in (0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8)]
            target = next((e for e in ends if not occ.hard_at(*e)), ends[0])
            spot = lb.place(occ, variants, target, None, spots)
            take(lb.Label("move", spot.lines, spot.box, None, spot.anchor, spot.leader))

    def labels_layer(self) -> None:
        f = font(F_TAG, True)
        white = (255, 255, 255)
        for lab in self.labels:
            if lab.kind == "move":
                lb.draw_label(self.d, lab, f, white, MOVE, MOVE, tie=MOVE)
            else:
                colour = RED if lab.kind == "lost" else GREEN
                lb.draw_label(self.d, lab, f, colour, white, white, tie=colour)

    def header(self) -> None:
        fr, d, v, w = self.fr, self.d, self.view, self.w
        x = fr.margin
        y = 8
        if v.outcome:
            band = int(self.lay["canvas"]["outcome_band"])
            d.rectangle((0, 0, fr.width, band - 6), fill=(150, 20, 20))
            banner = w("aa-img-game-over-banner", outcome=w.outcome(v.outcome))
            d.text((fr.width / 2, (band - 6) / 2), banner, font=common.fit_font(
                banner, fr.width - 40, 32, True), fill=(255, 255, 255), anchor="mm")
            y += band
        name = w.card_name(v)
        card = (w("aa-img-card-line", card=v.card, name=name) if v.card is not None
                else (name or w("aa-img-no-card")))
        line1 = w("aa-img-title", turn=v.turn, max=v.max_turns, card=card)
        d.text((x, y), line1, font=common.fit_font(line1, fr.map_w, F_HEADER, True), fill=HEADER_FG)
        waiting = ", ".join(w.seat(s) for s in v.waiting_for) or w("aa-img-nobody")
        cities = w("aa-img-cities", held=v.cities_held_by_allies)
        if v.allies_close_to_victory:
            cities = w("aa-img-cities-close", cities=cities)
        line2 = w("aa-img-status", phase=w.phase(v), waiting=waiting, cities=cities)
        d.text((x, y + 36), line2, font=common.fit_font(line2, fr.map_w, F_SUB, False), fill=HEADER_DIM)

    def footer(self) -> None:
        fr, d, v, w = self.fr, self.d, self.view, self.w
        y = fr.oy + fr.map_h + 10
        x = fr.margin
        f = font(F_PANEL)
        fb = font(F_PANEL, True)

        def swatch(x, fill, label, stripes=False):
            box = (x, y + 1, x + 26, y + 21)
            if stripes:
                tile = _stripes(40, 40).crop((0, 0, 27, 21))
                self.img.paste(tile, (int(x), int(y + 1)))
                d.rectangle(box, outline=HEADER_FG, width=1)
            else:
                d.rectangle(box, fill=fill, outline=HEADER_FG, width=1)
            d.text((x + 32, y + 1), label, font=f, fill=HEADER_FG)
            return x + 32 + text_width(label, f) + 18

        x = swatch(x, CONTROL_FILL["axis"], w("aa-img-legend-axis"))
        x = swatch(x, CONTROL_FILL["allies"], w("aa-img-legend-allies"))
        x = swatch(x, None, w("aa-img-legend-contested"), stripes=True)
        x = swatch(x, LAND, w("aa-img-legend-empty"))
        for nat in NATIONS:
            pw, _ = _draw_unit_pill(d, (x, y), nat, NATION_TAG[nat])
            name = w.nation(nat)
            d.text((x + pw + 6, y + 1), name, font=f, fill=HEADER_FG)
            x += pw + 6 + text_width(name, f) + 16
        d.text((x + 4, y + 1), w("aa-img-legend-letters"), font=fb, fill=HEADER_FG)
        y2 = y + 30
        x = fr.margin
        for key, colour in (("aa-img-tag-lost", RED), ("aa-img-tag-placed", GREEN)):
            text = w(key, n=2, unit=w.unit("inf"))
            pw, _ = draw_pill(d, (x, y2), text, font(F_TAG, True), colour, (255, 255, 255), (255, 255, 255))
            x += pw + 8
        marks, move, combat = w("aa-img-legend-marks"), w("aa-img-legend-move"), w("aa-img-legend-combat")
        d.text((x, y2 + 1), marks, font=f, fill=HEADER_FG)
        x += text_width(marks, f) + 20
        _arrow(d, [(x, y2 + 11), (x + 50, y2 + 11)], MOVE, 6, 16, outline=(255, 255, 255))
        d.text((x + 58, y2 + 1), move, font=f, fill=HEADER_FG)
        x += 58 + text_width(move, f) + 20
        d.rectangle((x, y2 + 1, x + 26, y2 + 21), outline=RED, width=4)
        d.text((x + 32, y2 + 1), combat, font=f, fill=HEADER_FG)
        x += 32 + text_width(combat, f) + 20
        if v.highlights.card is not None:
            d.text((x, y2 + 1), w("aa-img-legend-card", card=v.highlights.card), font=f, fill=HEADER_DIM)
        if v.reconstructed:
            note = w("aa-img-reconstructed-note")
            d.text((fr.margin, y2 + 30), note, font=common.fit_font(note, fr.map_w, F_PANEL), fill=HEADER_DIM)


def draw_image(view: AAView, lang: str = DEFAULT) -> Image.Image:
    """The board for ``view`` with its words in ``lang`` (a language code of :data:`i18n.LANGUAGES`)."""
    return Renderer(view, lang).draw()


def render(view: AAView, lang: str = DEFAULT) -> bytes:
    """PNG bytes of the board for ``view``, its words in ``lang``."""
    return common.encode_png(draw_image(view, lang))


def canvas_size(view: AAView) -> tuple[int, int]:
    lay = geo.layout()
    fr = Frame(lay, _header_height(view, lay), inset.band_height(view))
    return fr.width, fr.height
