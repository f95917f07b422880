"""Where the A&A board's labels go, and the record of where they went (issue #46).

What the last order card did is told by labels: per location, a red one listing the units lost there and a
green one listing the units placed there; per move, one beside its arrow saying what moved. Each label is put
at the first good position of a fixed list of candidates, so a view always gets the same picture:

1. inside its location: a zone's polygon (the label kept :data:`MARGIN` pixels off the border, where a combat
   outline runs), the positions nearest the zone's name and badges first, on one line and then wrapped onto
   more (:func:`wrap_variants`); a move's label on its arrow;
2. else the nearest free spot outside it, joined to a point just inside it by a leader line.

A position is good when it covers no zone's name or number, no unit badge, beachhead box, panel, turn track or
marker tag, no label or leader placed before it, and stays on the map (:class:`Occupancy`: those things are
painted into a mask the size of the canvas, and a candidate costs one crop of it). Arrows, sea names and combat
outlines are covered only when no clear position is left.

Every label placed is recorded as a :class:`Label` (its box, location, anchor and leader): the layout tests
read them, and the close-up (:mod:`.inset`) keeps every label it shows whole.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations

from PIL import Image, ImageDraw, ImageFont

from ..common import glyph_font, text_width

Point = tuple[float, float]
Box = tuple[int, int, int, int]
"""``(x0, y0, x1, y1)`` in canvas pixels, ``x1``/``y1`` exclusive."""

MARGIN = 5
"""How far a label inside its zone keeps from the zone's border (a combat outline reaches 3 px inside it)."""
GAP = 2
"""The least room between a label and anything it must not cover."""
LEADER_IN = 12
"""How far a leader line reaches inside its location's border."""
REACH = 300
"""How far (pixels) beyond its location's nearest border a label outside it is looked for."""
STEP_IN, STEP_OUT = 4, 6
"""The grid steps of the candidate positions: inside a zone, around it."""
MAX_LINES = 4
PAD_X, PAD_Y = 6, 3


@dataclass(frozen=True)
class Label:
    """One label drawn on the map."""

    kind: str
    """``lost``, ``placed`` or ``move``."""
    lines: tuple[str, ...]
    box: Box
    location: str | None
    """The zone number (as text) or box id it reports on; ``None`` for a move's label."""
    anchor: Point
    """The point it belongs to: its box's centre when inside its location, else the end of its leader."""
    leader: tuple[Point, Point] | None = None
    """From the edge of its box to :attr:`anchor`, when the box lies outside its location."""

    @property
    def text(self) -> str:
        return " ".join(self.lines)

    def extent(self) -> Box:
        """The box, and the leader with its end dot: everything drawn for the label."""
        x0, y0, x1, y1 = self.box
        if self.leader is not None:
            ax, ay = self.leader[1]
            x0, y0 = min(x0, math.floor(ax) - 5), min(y0, math.floor(ay) - 5)
            x1, y1 = max(x1, math.ceil(ax) + 6), max(y1, math.ceil(ay) + 6)
        return x0, y0, x1, y1


def to_box(x0: float, y0: float, x1: float, y1: float, pad: int = 0) -> Box:
    """The pixel box covering a rectangle of real coordinates, grown by ``pad``."""
    return math.floor(x0) - pad, math.floor(y0) - pad, math.ceil(x1) + pad, math.ceil(y1) + pad


def overlap(a: Sequence[float], b: Sequence[float]) -> bool:
    """Whether two boxes share any area (touching edges do not count)."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def inside(a: Sequence[float], b: Sequence[float]) -> bool:
    """Whether box ``a`` lies within box ``b``."""
    return a[0] >= b[0] and a[1] >= b[1] and a[2] <= b[2] and a[3] <= b[3]


# --------------------------------------------------------------------------- text


def line_step(fnt: ImageFont.FreeTypeFont) -> int:
    asc, desc = fnt.getmetrics()
    return asc + desc - 2


def label_size(lines: Sequence[str], fnt: ImageFont.FreeTypeFont) -> tuple[int, int]:
    """The box of a label of ``lines`` (outline included)."""
    return (max(text_width(t, fnt) for t in lines) + 2 * PAD_X + 1,
            len(lines) * line_step(fnt) + 2 * PAD_Y + 3)


def wrap_variants(parts: Sequence[str], fnt: ImageFont.FreeTypeFont, split: bool = True) -> list[tuple[str, ...]]:
    """A label's parts on one line, then shared out over 2, 3, ... lines (parts whole, in order, the widest line
    as narrow as it can be); last, for a short label and if ``split``, each part broken after its number."""
    out: list[tuple[str, ...]] = [(" ".join(parts),)]
    n = len(parts)
    for k in range(2, min(n, MAX_LINES) + 1):
        best: tuple[int, tuple[str, ...]] | None = None
        for cuts in combinations(range(1, n), k - 1):
            bounds = (0, *cuts, n)
            lines = tuple(" ".join(parts[a:b]) for a, b in zip(bounds, bounds[1:]))
            wide = max(text_width(t, fnt) for t in lines)
            if best is None or wide < best[0]:
                best = (wide, lines)
        assert best is not None
        out.append(best[1])
    # last, each part on its own line, its number apart from its words (for a zone narrower than a part)
    broken = tuple(line for part in parts for line in part.split(" ", 1))
    if split and len(broken) > len(out[-1]) and len(broken) <= MAX_LINES + 1:
        out.append(broken)
    return out


def draw_label(d: ImageDraw.ImageDraw, lab: Label, fnt: ImageFont.FreeTypeFont, fill, ink, rim, tie) -> None:
    """A rounded badge of one or more centred lines, with its leader (in ``tie``, drawn first) if it has one."""
    if lab.leader is not None:
        (qx, qy), (ax, ay) = lab.leader
        d.line([(qx, qy), (ax, ay)], fill=(255, 255, 255), width=5)
        d.line([(qx, qy), (ax, ay)], fill=tie, width=2)
        d.ellipse((ax - 4, ay - 4, ax + 4, ay + 4), fill=tie, outline=(255, 255, 255), width=1)
    x0, y0, x1, y1 = lab.box
    d.rounded_rectangle((x0, y0, x1 - 1, y1 - 1), radius=5, fill=fill, outline=rim, width=2)
    step = line_step(fnt)
    cx = (x0 + x1 - 1) / 2
    for k, text in enumerate(lab.lines):
        d.text((cx, y0 + PAD_Y + 1 + k * step + step / 2), text, font=glyph_font(text, fnt), fill=ink, anchor="mm")


# --------------------------------------------------------------------------- room


class Occupancy:
    """What labels must leave uncovered (hard: rectangles, kept in buckets of :data:`BUCKET` pixels) or had
    better leave uncovered (soft: a mask the size of the canvas)."""

    def __init__(self, size: tuple[int, int], bounds: Box) -> None:
        self.size = size
        self.bounds = bounds
        """Where labels may go: the map, less its frame."""
        self.rects: list[Box] = []
        self.owners: list[object] = []
        self._buckets: dict[tuple[int, int], list[int]] = {}
        self.soft = Image.new("L", size, 0)
        self._soft = ImageDraw.Draw(self.soft)

    def block(self, box: Sequence[float], pad: int = GAP, owner: object = None) -> None:
        """Keep labels off ``box`` (grown by ``pad``), which belongs to ``owner`` (a zone's name and badges)."""
        b = to_box(*box, pad=pad)
        k = len(self.rects)
        self.rects.append(b)
        self.owners.append(owner)
        for key in _buckets_of(b):
            self._buckets.setdefault(key, []).append(k)

    def line(self, pts: Sequence[Point], width: int) -> None:
        """A soft line (an arrow, an outline)."""
        if len(pts) >= 2:
            self._soft.line(list(pts), fill=255, width=width, joint="curve")

    def cover(self, box: Sequence[float]) -> None:
        """A soft rectangle (a sea name)."""
        x0, y0, x1, y1 = to_box(*box)
        self._soft.rectangle((x0, y0, x1 - 1, y1 - 1), fill=255)

    def fits(self, box: Box, ignore: object = None) -> bool:
        """On the map, covering nothing hard (but what belongs to ``ignore``)."""
        if not inside(box, self.bounds):
            return False
        rects = self.rects
        for key in _buckets_of(box):
            for k in self._buckets.get(key, ()):
                if overlap(rects[k], box) and (ignore is None or self.owners[k] != ignore):
                    return False
        return True

    def hard_at(self, x: float, y: float) -> bool:
        for k in self._buckets.get((int(x) // BUCKET, int(y) // BUCKET), ()):
            r = self.rects[k]
            if r[0] <= x < r[2] and r[1] <= y < r[3]:
                return True
        return False

    def soft_cost(self, box: Box) -> int:
        """How many pixels of soft things ``box`` covers."""
        return sum(self.soft.crop(box).histogram()[1:])

    def clear_path(self, a: Point, b: Point, stop: float = 0.0) -> bool:
        """Whether the segment a->b crosses nothing hard (sampled every 2 px, from ``a`` excluded to ``stop``
        pixels short of ``b``)."""
        length = math.dist(a, b)
        n = max(1, int(length / 2))
        for k in range(1, n + 1):
            if length * (1 - k / n) < stop:
                break
            if self.hard_at(a[0] + (b[0] - a[0]) * k / n, a[1] + (b[1] - a[1]) * k / n):
                return False
        return True

    def buried(self, a: Point, b: Point) -> float:
        """How far from ``a`` towards ``b`` hard things cover the segment (0 when ``a`` is free)."""
        length = math.dist(a, b)
        d = 0.0
        while d < length and self.hard_at(a[0] + (b[0] - a[0]) * d / length, a[1] + (b[1] - a[1]) * d / length):
            d += 2
        return d

    def take(self, lab: Label) -> None:
        """Keep later labels off ``lab`` and its leader (blocked in small squares along it)."""
        self.block(lab.box)
        if lab.leader is not None:
            (qx, qy), (ax, ay) = lab.leader
            n = max(1, int(math.dist((qx, qy), (ax, ay)) / 3))
            for k in range(n + 1):
                x, y = qx + (ax - qx) * k / n, ay if n == 0 else qy + (ay - qy) * k / n
                self.block((x - 3, y - 3, x + 3, y + 3), pad=0)
            self.block((ax - 5, ay - 5, ax + 5, ay + 5), pad=0)


BUCKET = 64


def _buckets_of(b: Box) -> Iterator[tuple[int, int]]:
    for i in range(b[0] // BUCKET, (b[2] - 1) // BUCKET + 1):
        for j in range(b[1] // BUCKET, (b[3] - 1) // BUCKET + 1):
            yield i, j


class Region:
    """A location's area (a zone's polygon, a box's rectangle), painted into a mask around it."""

    def __init__(self, poly: Sequence[Point], centre: Point, roomy: bool = True) -> None:
        self.poly = list(poly)
        self.centre = centre
        """Where leaders aim: the location's name and badges."""
        self.roomy = roomy
        """Whether a label may go inside it (a zone: yes; a beachhead box, full of text: no)."""
        xs, ys = [p[0] for p in poly], [p[1] for p in poly]
        self.ox, self.oy = math.floor(min(xs)) - 1, math.floor(min(ys)) - 1
        self.bbox: Box = (self.ox, self.oy, math.ceil(max(xs)) + 2, math.ceil(max(ys)) + 2)
        self.mask = Image.new("L", (self.bbox[2] - self.ox, self.bbox[3] - self.oy), 0)
        ImageDraw.Draw(self.mask).polygon([(x - self.ox, y - self.oy) for x, y in poly], fill=255)

    def _crop(self, box: Box, pad: int) -> Image.Image:
        x0, y0, x1, y1 = box
        return self.mask.crop((x0 - pad - self.ox, y0 - pad - self.oy, x1 + pad - self.ox, y1 + pad - self.oy))

    def holds(self, box: Box, margin: int = MARGIN) -> bool:
        """Whether ``box``, grown by ``margin``, lies inside."""
        x0, y0, x1, y1 = to_box(*box, pad=margin)
        if not inside((x0, y0, x1, y1), self.bbox):
            return False
        if not all(self.contains(p) for p in ((x0, y0), (x1 - 1, y0), (x0, y1 - 1), (x1 - 1, y1 - 1))):
            return False
        return self._crop(box, margin).getextrema() == (255, 255)

    def clear_of(self, box: Box, gap: int = GAP) -> bool:
        """Whether ``box``, grown by ``gap``, lies wholly outside."""
        x0, y0, x1, y1 = to_box(*box, pad=gap)
        if not overlap((x0, y0, x1, y1), self.bbox):
            return True
        if any(self.contains(p) for p in ((x0, y0), (x1 - 1, y0), (x0, y1 - 1), (x1 - 1, y1 - 1))):
            return False
        return self._crop(box, gap).getbbox() is None

    def inner_radius(self) -> float:
        """How far from :attr:`centre` the border is at its nearest (0 when the centre is outside)."""
        if not self.contains(self.centre):
            return 0.0
        n = len(self.poly)
        return min(_dist_to_segment(self.centre, self.poly[k], self.poly[(k + 1) % n]) for k in range(n))

    def contains(self, p: Point) -> bool:
        x, y = int(p[0]) - self.ox, int(p[1]) - self.oy
        return 0 <= x < self.mask.width and 0 <= y < self.mask.height and self.mask.getpixel((x, y)) == 255

    def entry(self, q: Point) -> tuple[Point, Point]:
        """Where a leader from ``q`` towards :attr:`centre` crosses into the region, and its end a little inside."""
        c = self.centre
        last, best_t = q, -1.0
        n = len(self.poly)
        dx, dy = c[0] - q[0], c[1] - q[1]
        for k in range(n):
            p, r = self.poly[k], self.poly[(k + 1) % n]
            ex, ey = r[0] - p[0], r[1] - p[1]
            den = dx * ey - dy * ex
            if abs(den) < 1e-9:
                continue
            t = ((p[0] - q[0]) * ey - (p[1] - q[1]) * ex) / den
            u = ((p[0] - q[0]) * dy - (p[1] - q[1]) * dx) / den
            if 0 <= t <= 1 and 0 <= u <= 1 and t > best_t:
                best_t, last = t, (q[0] + t * dx, q[1] + t * dy)
        rest = math.dist(last, c)
        if rest < 1e-6:
            return last, c
        reach = min(LEADER_IN, rest * 0.6)
        end = (last[0] + (c[0] - last[0]) * reach / rest, last[1] + (c[1] - last[1]) * reach / rest)
        return last, end if self.contains(end) else c


# --------------------------------------------------------------------------- placing


def _dist_to_segment(p: Point, a: Point, b: Point) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    L2 = dx * dx + dy * dy
    t = 0.0 if L2 == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / L2))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def nearest_on(box: Sequence[float], p: Point) -> Point:
    """The point of ``box`` (its outline when ``p`` is outside) nearest ``p``."""
    return (min(max(p[0], box[0]), box[2] - 1), min(max(p[1], box[1]), box[3] - 1))


def _grid(x0: int, y0: int, x1: int, y1: int, step: int) -> Iterator[tuple[int, int]]:
    for y in range(y0, y1 + 1, step):
        for x in range(x0, x1 + 1, step):
            yield x, y


def _inside_spots(region: Region, w: int, h: int) -> list[tuple[int, int]]:
    """Top-left corners of a w x h box inside the region's bounding box, nearest its centre first."""
    bx0, by0, bx1, by1 = region.bbox
    cx, cy = region.centre
    spots = list(_grid(bx0, by0, bx1 - w, by1 - h, STEP_IN))
    spots.sort(key=lambda s: (math.hypot(s[0] + w / 2 - cx, s[1] + h / 2 - cy), s[1], s[0]))
    return spots


def _outside_spots(target: Point, w: int, h: int, start: float, reach: float, step: int
                   ) -> Iterator[tuple[float, int, int]]:
    """``(distance, x, y)``: top-left corners of a w x h box whose nearest point lies ``distance`` from
    ``target``, ring after ring from ``start`` out to ``reach`` (each ring clockwise from the top)."""
    tx, ty = target
    d = start
    while d <= reach:
        n = max(8, int(2 * math.pi * d / step))
        for k in range(n):
            a = -math.pi / 2 + 2 * math.pi * k / n
            c, s = math.cos(a), math.sin(a)
            qx, qy = tx + d * c, ty + d * s
            yield d, int(round(qx - w * (1 - c) / 2)), int(round(qy - h * (1 - s) / 2))
        d += step


@dataclass(frozen=True)
class Spot:
    lines: tuple[str, ...]
    box: Box
    anchor: Point
    leader: tuple[Point, Point] | None


Variants = Sequence[tuple[tuple[str, ...], int, int]]
"""A label's text laid out in several ways: (lines, width, height), fewest lines first."""


def inside_spot(occ: Occupancy, variants: Variants, region: Region) -> Spot | None:
    """The free position inside ``region`` nearest its centre: one clear of soft things if there is one (fewest
    lines first), else the one covering least of them."""
    best: tuple[int, int, Spot] | None = None
    for vi, (lines, w, h) in enumerate(variants):
        for x, y in _inside_spots(region, w, h):
            box = (x, y, x + w, y + h)
            if not (occ.fits(box) and region.holds(box)):
                continue
            cost = occ.soft_cost(box)
            if best is None or (cost, vi) < best[:2]:
                best = (cost, vi, Spot(lines, box, ((x + x + w) / 2, (y + y + h) / 2), None))
            if cost == 0:
                return best[2]
    return best[2] if best is not None else None


STACK_REACH, STACK_STEP = 45, 3
"""How far (pixels) and on what grid a zone's name and badges may move to make room for its label."""
STACK_LINE_COST = 10
"""A line more in the label weighs as much as moving the name this many pixels further."""


def _shifts(reach: int, step: int) -> list[tuple[float, int, int]]:
    out = [(math.hypot(dx, dy), dy, dx) for dy in range(-reach, reach + 1, step)
           for dx in range(-reach, reach + 1, step) if math.hypot(dx, dy) <= reach]
    out.sort()
    return out


SHIFTS = _shifts(STACK_REACH, STACK_STEP)


def stacked_spot(occ: Occupancy, variants: Variants, region: Region, block: Box, parts: Sequence[Box],
                 owner: object) -> tuple[tuple[int, int], Spot] | None:
    """A place for the label in one column with its zone's name and badges (``block``, made of ``parts``),
    under them or over them, the column moved as little as it can be (a line more in the label counting as
    :data:`STACK_LINE_COST` pixels of move): ``((dx, dy), spot)``, how far the name and badges move; ``None``
    when no such column fits. The label must lie in the zone; a moved name or badge must cover nothing else,
    and stay in the zone if it was."""
    cx = (block[0] + block[2]) / 2
    y0, y1 = min(b[1] for b in parts), max(b[3] for b in parts)
    gap = 2 * GAP
    held = [region.holds(b, 1) for b in parts]
    order = sorted((dist + STACK_LINE_COST * vi, vi, dy, dx) for vi in range(len(variants)) for dist, dy, dx in SHIFTS)
    for _, vi, dy, dx in order:
        lines, w, h = variants[vi]
        left = int(round(cx + dx - w / 2))
        half = (h + gap) // 2
        for side in (1, -1):  # the label under the badges, else over the name, the column centred as before
            shift = (dx, dy - side * half)
            top = y1 + shift[1] + gap if side == 1 else y0 + shift[1] - gap - h
            box = (left, top, left + w, top + h)
            if not (region.holds(box) and occ.fits(box, ignore=owner)):
                continue
            moved = [(b[0] + shift[0], b[1] + shift[1], b[2] + shift[0], b[3] + shift[1]) for b in parts]
            if all(occ.fits(b, ignore=owner) and not overlap(to_box(*b, pad=GAP), box) and (not ok or region.holds(b, 1))
                   for b, ok in zip(moved, held)):
                return shift, Spot(lines, box, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), None)
    return None


def place(occ: Occupancy, variants: Variants, target: Point, region: Region | None = None,
          spots: Iterable[Point] = ()) -> Spot:
    """The first good position of a label (its text laid out as each of ``variants``).

    Inside ``region`` first (:func:`inside_spot`; without a region, at ``spots``: top-left corners of the
    first variant on its arrow), then outside with a leader to the region, or to ``target`` without one: the
    nearest position clear of soft things, else the nearest at all, else (hemmed in by other leaders) the
    nearest whose leader crosses something."""
    if region is not None and region.roomy:
        found = inside_spot(occ, variants, region)
        if found is not None:
            return found
    elif region is None and variants:
        lines, w, h = variants[0]
        best: tuple[int, Spot] | None = None
        for x, y in spots:
            box = (int(round(x)), int(round(y)), int(round(x)) + w, int(round(y)) + h)
            if occ.fits(box):
                cost = occ.soft_cost(box)
                if best is None or cost < best[0]:
                    best = (cost, Spot(lines, box, target, None))
        if best is not None:
            return best[1]
    found = _outside(occ, variants, target, region)
    if found is not None:
        return found
    lines, w, h = variants[0]
    x, y = int(target[0] - w / 2), int(target[1] - h / 2)
    return Spot(lines, (x, y, x + w, y + h), target, None)


SETTLE = 60
"""Once a lesser position is found, how much further (pixels) a better one is looked for."""


def _outside(occ: Occupancy, variants: Variants, target: Point, region: Region | None) -> Spot | None:
    """The nearest position outside the region (within :data:`REACH` of its nearest border) on the map and
    covering nothing hard, ranked: clear of soft things with a leader crossing nothing hard, else with such a
    leader, else any (hemmed in by other leaders); a lesser rank is taken only when no better one lies within
    :data:`SETTLE` pixels further out."""
    aim = region.centre if region is not None else target
    start = region.inner_radius() if region is not None else 0.0
    best: list[tuple[float, int, Spot] | None] = [None, None, None]  # per rank: (distance, variant, spot)
    for vi, (lines, w, h) in enumerate(variants):
        for ring, x, y in _outside_spots(aim, w, h, start, start + REACH, STEP_OUT):
            found = [b for b in best if b is not None]
            if best[0] is not None and ring > best[0][0] or found and ring > min(b[0] for b in found) + SETTLE:
                break
            box = (x, y, x + w, y + h)
            if not occ.fits(box) or (region is not None and not region.clear_of(box)):
                continue
            q = nearest_on(box, aim)
            dist = math.dist(q, aim)
            if region is None:  # a move's arrow: the leader may end on a name or badge the arrow passes
                end, ok = target, occ.clear_path(q, target, stop=occ.buried(target, q) + 2)
            else:
                cross, end = region.entry(q)
                # into a zone the whole leader must be clear; a box is full of its own text: up to its rim
                ok = occ.clear_path(q, end) if region.roomy else occ.clear_path(q, cross, stop=GAP + 2)
            rank = 2 if not ok else 1 if occ.soft_cost(box) else 0
            if best[rank] is None or (dist, vi) < best[rank][:2]:  # type: ignore[index]
                leader = None if dist < 1 else (q, end)  # a move's label may find room on its arrow after all
                best[rank] = (dist, vi, Spot(lines, box, end, leader))
    for b in best:
        if b is not None:
            return b[2]
    return None
