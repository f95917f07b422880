"""The close-up under the A&A board: the zones the last card changed, at triple scale.

On a phone the whole board is shrunk to the width of the screen; the band
under the footer repeats the part of the map where the last order card acted
(casualties, placements, moves and landings, combat zones: the view's
``highlights.changed_locations()``) :data:`SCALE` times as large, so the action is readable
without zooming: the map's smallest numbers (16 px type) come out 8 px high or more on a phone
showing the board 400 px wide (issue 25). The band has a fixed size (a third of the map's width by
:data:`SOURCE_H` pixels, tripled), so the canvas size is known before drawing;
the window is placed to hold as many of the changed locations (their names, badges and labels) as fit, on
the map only (never over the panels or the turn track drawn on its sea) and never cutting a label in two
(issue #46), and a frame on the map shows where it comes from.

The close-up is the drawn map itself, enlarged pixel for pixel (nearest
neighbour): no new colours, so it costs little to encode and shows exactly
what the map shows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PIL import Image, ImageDraw

from i18n import DEFAULT, t
from rules.aa_dday.view import AAView

from ..common import draw_text, fit_font

SCALE = 3
SOURCE_H = 250
"""Height of the map window shown, in canvas pixels (its width is a third of the map's)."""
TITLE_H = 52
PAD = 10
FRAME = (235, 110, 0)
TITLE_FG = (255, 255, 255)

Rect = tuple[float, float, float, float]


def band_height(view: AAView) -> int:
    """Extra canvas height the close-up needs (0 when the last card changed nothing)."""
    return TITLE_H + SCALE * SOURCE_H + PAD if view.highlights.changed_locations() else 0


def _union(rects: Sequence[Rect]) -> Rect:
    return (min(r[0] for r in rects), min(r[1] for r in rects), max(r[2] for r in rects), max(r[3] for r in rects))


def choose_window(rects: Sequence[Rect], w: float, h: float, bounds: Rect, avoid: Sequence[Rect] = (),
                  whole: Sequence[Rect] = ()) -> tuple[int, int]:
    """Top-left corner of a ``w`` x ``h`` window inside ``bounds`` holding as many of ``rects`` as possible.

    The window never overlaps one of ``avoid`` (what is drawn over the map but is not map: the panels) and
    never cuts one of ``whole`` (the labels): each is wholly in it or wholly out. The candidates centre the
    window on the union of the rectangles and on each in turn, or put its edges just beside a rectangle, a
    label or a panel; the first with the most rectangles wholly inside wins (ties: the most area inside).
    Should every candidate cut a label, the one cutting the fewest wins.
    """
    bx0, by0, bx1, by1 = bounds
    u = _union(rects)
    xs: list[float] = [(u[0] + u[2]) / 2 - w / 2]
    ys: list[float] = [(u[1] + u[3]) / 2 - h / 2]
    for r in rects:
        xs += [(r[0] + r[2]) / 2 - w / 2, r[0], r[2] - w]
        ys += [(r[1] + r[3]) / 2 - h / 2, r[1], r[3] - h]
    for r in (*whole, *avoid):
        xs += [r[2] + 1, r[0] - w - 1]
        ys += [r[3] + 1, r[1] - h - 1]
    xs = list(dict.fromkeys(int(round(min(max(x, bx0), bx1 - w))) for x in xs))
    ys = list(dict.fromkeys(int(round(min(max(y, by0), by1 - h))) for y in ys))

    def score(x: int, y: int) -> tuple[int, int, float]:
        win = (x, y, x + w, y + h)
        cut = sum(1 for r in whole if _overlaps(r, win) and not _within(r, win))
        inside, area = 0, 0.0
        for r in rects:
            if _within(r, win):
                inside += 1
            ix = min(r[2], x + w) - max(r[0], x)
            iy = min(r[3], y + h) - max(r[1], y)
            if ix > 0 and iy > 0:
                area += ix * iy
        return -cut, inside, area

    best: tuple[tuple[int, int, float], tuple[int, int]] | None = None
    for y in ys:
        for x in xs:
            if any(_overlaps(a, (x, y, x + w, y + h)) for a in avoid):
                continue
            sc = score(x, y)
            if best is None or sc > best[0]:
                best = (sc, (x, y))
    if best is None:  # the panels leave no room: keep to the map all the same
        return xs[0], ys[0]
    return best[1]


def _overlaps(a: Rect, b: Rect) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _within(a: Rect, b: Rect) -> bool:
    return a[0] >= b[0] and a[1] >= b[1] and a[2] <= b[2] and a[3] <= b[3]


def draw_inset(img: Image.Image, view: AAView, map_box: Rect, band_top: int,
               rect_of: Callable[[str], Rect | None], name_of: Callable[[str], str], lang: str = DEFAULT,
               avoid: Sequence[Rect] = (), whole: Sequence[Rect] = ()) -> tuple[int, int, int, int] | None:
    """Paint the close-up into the band starting at ``band_top``, and its frame on the map; return the map
    window it shows (``x0, y0, x1, y1``, exclusive), or ``None`` when there is nothing to show.

    ``map_box`` is the map's area on the canvas, ``avoid`` what is drawn on it but is not map (the panels),
    ``whole`` the labels, which the window shows whole or not at all; ``rect_of(location)`` a location's
    drawn extent (name, badges and labels), ``name_of(location)`` its name (in ``lang``, the words' language).
    """
    locs = view.highlights.changed_locations()
    rects = [r for r in (rect_of(loc) for loc in locs) if r is not None]
    if not rects:
        return None
    mx0, my0, mx1, my1 = map_box
    w = int((mx1 - mx0) // SCALE)
    h = SOURCE_H
    x, y = choose_window([(r[0] - 6, r[1] - 6, r[2] + 6, r[3] + 6) for r in rects], w, h, map_box, avoid, whole)
    close = img.crop((x, y, x + w, y + h)).resize((w * SCALE, h * SCALE), Image.Resampling.NEAREST)
    d = ImageDraw.Draw(img)
    card = view.highlights.card
    what = t("aa-img-closeup-card", lang=lang, card=card) if card is not None else t("aa-img-closeup-last", lang=lang)
    shown = [loc for loc, r in zip(locs, (rect_of(loc) for loc in locs))
             if r is not None and r[0] < x + w and r[2] > x and r[1] < y + h and r[3] > y]
    names = ", ".join(dict.fromkeys(name_of(loc) for loc in shown))
    title = t("aa-img-closeup-title", lang=lang, scale=SCALE, what=what, names=names)
    fnt = fit_font(title, int(mx1 - mx0), 36, bold=True)
    draw_text(d, (mx0, band_top + 6), title, fnt, fill=TITLE_FG)
    top = band_top + TITLE_H
    img.paste(close, (int(mx0), top))
    d.rectangle((int(mx0) - 2, top - 2, int(mx0) + w * SCALE + 1, top + h * SCALE + 1), outline=FRAME, width=2)
    d.rectangle((x, y, x + w - 1, y + h - 1), outline=FRAME, width=3)
    tag = t("aa-img-closeup-tag", lang=lang, scale=SCALE)
    tf = fit_font(tag, 200, 22, bold=True)
    draw_text(d, (x + 6, y + h - 6), tag, tf, fill=FRAME, anchor="ld", halo=(255, 255, 255))
    return x, y, x + w, y + h
