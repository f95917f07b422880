"""The close-up under the A&A board: the zones the last card changed, at triple scale.

On a phone the whole board is shrunk to the width of the screen; the band
under the footer repeats the part of the map where the last order card acted
(casualties, placements, moves and landings, combat zones: the view's
``highlights.changed_locations()``) :data:`SCALE` times as large, so the action is readable
without zooming: the map's smallest numbers (16 px type) come out 8 px high or more on a phone
showing the board 400 px wide (issue 25). The band has a fixed size (a third of the map's width by
:data:`SOURCE_H` pixels, tripled), so the canvas size is known before drawing;
the window is placed to hold as many of the changed locations as fit, and a
frame on the map shows where it comes from.

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


def choose_window(rects: Sequence[Rect], w: float, h: float, bounds: Rect) -> tuple[int, int]:
    """Top-left corner of a ``w`` x ``h`` window inside ``bounds`` holding as many of ``rects`` as possible.

    Candidates centre the window on the union of all rectangles, then on each
    rectangle in turn; the first with the most rectangles wholly inside wins
    (ties: the most area inside).
    """
    bx0, by0, bx1, by1 = bounds

    def clamp(cx: float, cy: float) -> tuple[int, int]:
        x = min(max(cx - w / 2, bx0), bx1 - w)
        y = min(max(cy - h / 2, by0), by1 - h)
        return int(round(x)), int(round(y))

    def score(x: int, y: int) -> tuple[int, float]:
        inside, area = 0, 0.0
        for r in rects:
            if r[0] >= x and r[1] >= y and r[2] <= x + w and r[3] <= y + h:
                inside += 1
            ix = min(r[2], x + w) - max(r[0], x)
            iy = min(r[3], y + h) - max(r[1], y)
            if ix > 0 and iy > 0:
                area += ix * iy
        return inside, area

    u = _union(rects)
    centres = [((u[0] + u[2]) / 2, (u[1] + u[3]) / 2)] + [((r[0] + r[2]) / 2, (r[1] + r[3]) / 2) for r in rects]
    best: tuple[tuple[int, float], tuple[int, int]] | None = None
    for cx, cy in centres:
        pos = clamp(cx, cy)
        sc = score(*pos)
        if best is None or sc > best[0]:
            best = (sc, pos)
    assert best is not None
    return best[1]


def draw_inset(img: Image.Image, view: AAView, map_box: Rect, band_top: int,
               rect_of: Callable[[str], Rect | None], name_of: Callable[[str], str], lang: str = DEFAULT) -> None:
    """Paint the close-up into the band starting at ``band_top``, and its frame on the map.

    ``map_box`` is the map's area on the canvas; ``rect_of(location)`` its
    drawn extent (cell and badges), ``name_of(location)`` its name (in ``lang``, the words' language).
    """
    locs = view.highlights.changed_locations()
    rects = [r for r in (rect_of(loc) for loc in locs) if r is not None]
    if not rects:
        return
    mx0, my0, mx1, my1 = map_box
    w = int((mx1 - mx0) // SCALE)
    h = SOURCE_H
    x, y = choose_window([(r[0] - 6, r[1] - 6, r[2] + 6, r[3] + 6) for r in rects], w, h, map_box)
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
