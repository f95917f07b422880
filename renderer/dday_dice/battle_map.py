"""The Battle Map, drawn as on the table: the beach (row 1) at the bottom, the Bunker at the top.

:func:`draw_map` draws any set of Sectors (the whole map, one board of an Overlord Raid, a Team's Column)
as a grid of a given width in a given :class:`~.sector_layout.MapStyle`. The lines between Sectors are drawn
under them (red where they carry Land Mines, yellow with a Barrier; the Sector that owns them names them in a
pill); a ⇄ marker sits in the gap between two Sectors side by side joined by a lateral move, and a lateral
move to a Sector drawn elsewhere is a ``⇄ B-1`` pill in the Sector. What goes inside a Sector is placed by
:mod:`.sector_layout`; every text and marker is recorded on the :class:`~.canvas.Canvas`.
"""

from __future__ import annotations

from dataclasses import dataclass

from renderer.common import font
from renderer.dday_dice.canvas import Canvas, line_h, wrap
from renderer.dday_dice.sector_layout import INK, Item, MapStyle, layout_sector
from renderer.dday_dice.words import say
from rules.dday_dice.view import DDView, SectorView

SAND = (236, 220, 180)
START = (200, 226, 186)
BUNKER = (168, 170, 172)
IMPASSABLE = (120, 110, 100)
MUTED = (90, 86, 78)
WHITE = (255, 255, 255)
UNIT_COLOURS = {"unit1": (74, 104, 44), "unit2": (150, 84, 30), "unit3": (24, 120, 140), "unit4": (112, 60, 150)}
TEAM_COLOURS = {"1": (74, 104, 44), "2": (150, 84, 30), "3": (24, 120, 140)}
"""Overlord seats ``tCuN``: one colour per Team (Able, Baker, Charlie)."""
COLUMN_WORDS = {"A": "Able", "B": "Baker", "C": "Charlie"}


def unit_colour(seat: str) -> tuple[int, int, int]:
    if seat.startswith("t") and seat[1:2] in TEAM_COLOURS:
        return TEAM_COLOURS[seat[1]]
    return UNIT_COLOURS.get(seat, (60, 60, 60))


def token_label(seat: str) -> str:
    """``1`` for unit1; ``A2`` for Team Able's Unit 2."""
    if seat.startswith("unit"):
        return seat[4:]
    return "ABC"[int(seat[1]) - 1] + seat[3:]


def board_of(sector_id: str) -> str:
    """The board (an Overlord Raid's Column letter: ``A`` for ``A-5``) a Sector is on; ``""`` on a lone map."""
    head, sep, _ = sector_id.partition("-")
    return head if sep and head in COLUMN_WORDS else ""


def boards(v: DDView) -> list[tuple[str, list[SectorView]]]:
    """The map's boards from left to right, each with its Sectors (one board ``""`` outside Overlord)."""
    out: dict[str, list[SectorView]] = {}
    for s in v.map.sectors:
        out.setdefault(board_of(s.id), []).append(s)
    return sorted(out.items(), key=lambda kv: min(s.col for s in kv[1]))


def _line_colour(mines: bool, barrier: bool) -> tuple[int, int, int]:
    return (214, 60, 50) if mines else (250, 204, 21) if barrier else (250, 245, 230)


@dataclass(frozen=True)
class MapPlan:
    """Where each Sector of a map goes (``y`` from the map's top) and what it holds: laid out once, before the
    canvas is made (its height sizes the canvas), then drawn."""

    sectors: list[SectorView]
    boxes: dict[str, tuple[int, int, int, int]]
    """``(x, y, width, height)`` of each Sector's box."""
    items: dict[str, list[Item]]
    height: int


def plan_map(v: DDView, sectors: list[SectorView], x: int, width: int, st: MapStyle) -> MapPlan:
    """Lay out ``sectors`` as a grid ``width`` wide from ``x``."""
    c0 = min(s.col for s in sectors)
    c1 = max(s.col + s.span for s in sectors)
    cw = width / max(1, c1 - c0)
    shown = {s.id for s in sectors}
    elsewhere = frozenset(s.id for s in v.map.sectors if s.id not in shown)
    apart = _apart(v, sectors)
    spans = {}
    for s in sectors:
        bx = int(x + (s.col - c0) * cw + st.hgap / 2)
        spans[s.id] = (bx, int((s.col - c0 + s.span) * cw - st.hgap / 2) + x - bx)
    room = min(w for _, w in spans.values()) - 2 * st.pad
    items: dict[str, list[Item]] = {}
    heights: dict[int, int] = {}
    for s in sectors:
        bx, bw = spans[s.id]
        items[s.id], h = layout_sector(v, s, bw, st, elsewhere | apart.get(s.id, frozenset()), room)
        heights[s.row] = max(heights.get(s.row, 0), h)
    tops: dict[int, int] = {}
    yy = 0
    for r in sorted(heights, reverse=True):
        tops[r] = yy
        yy += heights[r] + st.row_gap
    boxes = {s.id: (spans[s.id][0], tops[s.row], spans[s.id][1], heights[s.row]) for s in sectors}
    return MapPlan(sectors, boxes, items, yy - st.row_gap)


def _apart(v: DDView, sectors: list[SectorView]) -> dict[str, frozenset[str]]:
    """For each Sector, the Sectors it has a lateral move to with another Sector of the row between them (no
    room for a ⇄ marker: each names the other in a pill instead)."""
    by = {s.id: s for s in sectors}
    out: dict[str, set[str]] = {}
    for e in v.map.edges:
        a, b = by.get(e.a), by.get(e.b)
        if e.kind != "lateral" or a is None or b is None:
            continue
        left, right = sorted((a, b), key=lambda s: s.col)
        lo, hi = left.col + left.span, right.col
        if any(s.row == a.row and s.col < hi and s.col + s.span > lo for s in sectors if s.id not in (a.id, b.id)):
            out.setdefault(a.id, set()).add(b.id)
            out.setdefault(b.id, set()).add(a.id)
    return {k: frozenset(x) for k, x in out.items()}


def draw_map(c: Canvas, v: DDView, plan: MapPlan, y: int, st: MapStyle) -> int:
    """Draw a planned map with its top at ``y``; returns the bottom of its lowest row."""
    sectors = plan.sectors
    boxes = {k: (bx, by + y, bw, bh) for k, (bx, by, bw, bh) in plan.boxes.items()}
    apart = _apart(v, sectors)
    lateral = []
    for e in v.map.edges:
        if e.a not in boxes or e.b not in boxes:
            continue
        ax, ay, aw, ah = boxes[e.a]
        bx, by, bw, bh = boxes[e.b]
        if e.kind == "lateral" or ay == by:
            if e.b not in apart.get(e.a, ()):
                lateral.append(e)
            continue
        lo, hi = (e.a, e.b) if ay > by else (e.b, e.a)
        lx, ly, lw, lh = boxes[lo]
        ux, uy, uw, uh = boxes[hi]
        a, b = max(lx, ux), min(lx + lw, ux + uw)
        x0, x1 = ((a + b) / 2,) * 2 if b - a > 20 else (lx + lw / 2, ux + uw / 2)
        c.d.line((x0, ly, x1, uy + uh), fill=(60, 50, 30), width=7)
        c.d.line((x0, ly, x1, uy + uh), fill=_line_colour(bool(e.mines), bool(e.barrier)), width=3)
    for s in sectors:
        bx, by, bw, bh = boxes[s.id]
        draw_sector(c, v, s, bx, by, bw, bh, plan.items[s.id], st)
    mw, mh = st.lateral
    for e in lateral:
        left, right = sorted((e.a, e.b), key=lambda k: boxes[k][0])
        lx, ly, lw, lh = boxes[left]
        gx = (lx + lw + boxes[right][0]) / 2
        gy = ly + min(lh, boxes[right][3]) / 2
        x0, y0 = int(gx - mw / 2), int(gy - mh / 2)
        c.d.rounded_rectangle((x0, y0, x0 + mw, y0 + mh), radius=mh // 2, fill=(250, 245, 230), outline=(60, 50, 30),
                              width=3)
        c.d.line((gx - mw * 0.3, gy, gx + mw * 0.3, gy), fill=INK, width=3)
        for sgn in (-1, 1):
            tip = gx + sgn * mw * 0.38
            c.d.polygon([(tip, gy), (tip - sgn * mw * 0.2, gy - mh * 0.25), (tip - sgn * mw * 0.2, gy + mh * 0.25)],
                        fill=INK)
        c.marker((x0, y0, x0 + mw + 1, y0 + mh + 1), "lateral", f"{e.a} ⇄ {e.b}")
    return y + plan.height


def draw_sector(c: Canvas, v: DDView, s: SectorView, x: int, y: int, w: int, h: int, items: list[Item],
                st: MapStyle) -> None:
    fill = BUNKER if s.bunker else IMPASSABLE if s.impassable else START if s.start else SAND
    waiting = any(it.unit is not None and it.unit.waiting for it in items)
    c.d.rounded_rectangle((x, y, x + w, y + h), radius=12, fill=fill, outline=(20, 80, 150) if waiting else (70, 60, 40),
                          width=3)
    c.sectors[s.id] = (x, y, x + w + 1, y + h + 1)
    for it in items:
        ix, iy = x + it.x, y + it.y
        box = (ix, iy, ix + it.w + 1, iy + it.h + 1)
        if it.kind == "number":
            c.d.ellipse(box[:2] + (ix + it.w, iy + it.h), fill=WHITE, outline=INK, width=3)
            c.label((ix + it.w / 2, iy + it.h / 2), it.text, font(it.size, True), anchor="mm", kind="number",
                    sector=s.id, key=True, box=box)
        elif it.kind == "bunker":
            c.d.rounded_rectangle((ix, iy, ix + it.w, iy + it.h), radius=8, fill=(50, 50, 50))
            c.label((ix + it.w / 2, iy + it.h / 2), it.text, font(it.size, True), fill=WHITE, anchor="mm",
                    kind="bunker", sector=s.id, key=it.key, box=box)
        elif it.kind == "chip":
            c.pill((ix, iy), it.text, font(it.size, True), it.bg, it.fg, pad_x=8, pad_y=4, kind="chip", sector=s.id,
                   key=it.key)
        elif it.kind == "note":
            c.label((ix, iy), it.text, font(it.size), kind="note", sector=s.id)
        elif it.kind == "pill":
            c.pill((ix, iy), it.text, font(it.size, True), it.bg, it.fg, outline=INK, pad_x=6, pad_y=3,
                   kind="link" if it.text.startswith("⇄") else "mark", sector=s.id)
        elif it.kind == "token" and it.unit is not None:
            _token(c, it.unit, ix, iy, it, s.id, st)


def _token(c: Canvas, u, x: int, y: int, it: Item, sector: str, st: MapStyle) -> None:
    """A Unit Marker (its label, chevrons for its turn face) with its caption below."""
    t = st.token
    tx = x + (it.w - t) // 2
    c.d.rounded_rectangle((tx, y, tx + t, y + t), radius=8, fill=unit_colour(u.seat), outline=(20, 20, 20), width=2)
    c.label((tx + t / 2, y + t * 0.34), token_label(u.seat), font(st.token_font, True), fill=WHITE, anchor="mm",
            kind="token", sector=sector, key=True, box=(tx, y, tx + t + 1, y + t + 1))
    n = min(max(1, u.marker), 4)
    top, room = y + t * 0.62, t * 0.38 - 10
    step = min(t * 0.17, room / max(1, n - 1)) if n > 1 else 0
    half = t * 0.2
    for i in range(n):
        yy = top + i * step
        c.d.line((tx + t / 2 - half, yy, tx + t / 2, yy + half * 0.7, tx + t / 2 + half, yy), fill=(255, 230, 120),
                 width=max(3, t // 16), joint="curve")
    c.label((x + it.w / 2, y + t + 4), it.text, font(it.size, True), anchor="ma", kind="caption", sector=sector,
            key=True)


LEGEND = ("Lines: a line joins Sectors you may advance between (red: Land Mines; yellow: a Barrier, named in the "
          "Sector that owns it); ⇄ marks a lateral move.")


def legend_text(v: DDView) -> str:
    w = say()
    if w.english:
        return LEGEND + (" Adv. N: Courage to advance into the Sector." if v.map.columns > 6 else "")
    return w("dice-img-legend") + (" " + w("dice-img-legend-advance") if v.map.columns > 6 else "")


def legend(c: Canvas, v: DDView, x: int, y: int, width: int, size: int = 20) -> int:
    f = font(size)
    for ln in wrap(legend_text(v), f, width):
        c.d.text((x, y), ln, font=f, fill=MUTED)
        y += line_h(f)
    return y
