"""The D-Day Dice table image: the Battle Map, one panel per Unit, the reserve.

Drawn only from a :class:`~rules.dday_dice.view.DDView` (public or a seat's
view: Medals the viewer may not see are already absent from it). The map is
drawn as on the table: the beach (row 1) at the bottom, the Bunker at the
top. Each Sector shows its number, DEF (one chip per Unit Marker face when
it changes: ``T1 9`` then ``T2+ 11``), Advance cost, MGF, its conditions and
gains, the Units in it with their marker face (chevrons), and the lines to
its neighbours with their Land Mines and Barriers, each drawn at the end of
the Sector that owns it (mines hit a Unit leaving that Sector).

Values the rulebooks do not print are our reconstruction: the image says so
in a striped band whenever the map is not printed fact.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from renderer.common import draw_pill, encode_png, font, pill_size, text_width
from renderer.dday_dice import dice as D
from renderer.dday_dice import panels as P
from renderer.dday_dice.alt import paras_label
from rules.dday_dice.view import DDView, EdgeView, SectorView, UnitView

WIDTH = 1600
MARGIN = 28
BG = (238, 232, 216)
INK = (28, 28, 28)
MUTED = (90, 86, 78)
SAND = (236, 220, 180)
START = (200, 226, 186)
BUNKER = (168, 170, 172)
IMPASSABLE = (120, 110, 100)
CARD = (252, 250, 244)
RED = (178, 34, 34)
UNIT_COLOURS = {"unit1": (74, 104, 44), "unit2": (150, 84, 30), "unit3": (24, 120, 140), "unit4": (112, 60, 150)}
TEAM_COLOURS = {"1": (74, 104, 44), "2": (150, 84, 30), "3": (24, 120, 140)}
"""Overlord seats ``tCuN``: one colour per Team (Able, Baker, Charlie)."""


def unit_colour(seat: str) -> tuple[int, int, int]:
    if seat.startswith("t") and seat[1:2] in TEAM_COLOURS:
        return TEAM_COLOURS[seat[1]]
    return UNIT_COLOURS.get(seat, (60, 60, 60))


def token_label(seat: str) -> str:
    """``1`` for unit1; ``A2`` for Team Able's Unit 2."""
    if seat.startswith("unit"):
        return seat[4:]
    return "ABC"[int(seat[1]) - 1] + seat[3:]
STATUS_WORD = {"active": "", "conquered": "CONQUERED the Bunker", "eliminated": "ELIMINATED", "safe": "IN SAFETY",
               "down": "ELIMINATED, may Keep Going"}
ROW_GAP = 62
NOTE = 22
"""Sector notes (conditions, gains): the smallest text a player must read on the map."""
CHIP = 21
CHIP_ROW = 38
BODY = 21
SMALL = 18
PROVENANCE_WORD = {"inferred": "inferred from the expansions' rulebooks", "reconstruction": "our reconstruction",
                   "placeholder": "a placeholder"}


def wrap(text: str, fnt, width: int) -> list[str]:
    """Greedy word wrap of ``text`` into lines no wider than ``width``."""
    out: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split():
            trial = f"{line} {word}".strip()
            if line and fnt.getlength(trial) > width:
                out.append(line)
                line = word
            else:
                line = trial
        out.append(line)
    return out


def line_h(fnt) -> int:
    a, d = fnt.getmetrics()
    return a + d + 2


@dataclass
class Canvas:
    img: Image.Image
    d: ImageDraw.ImageDraw

    def text(self, xy, text, size=20, bold=False, fill=INK, anchor="la") -> None:
        self.d.text(xy, text, font=font(size, bold), fill=fill, anchor=anchor)

    def para(self, x: int, y: int, text: str, width: int, size: int = 20, bold: bool = False, fill=INK) -> int:
        f = font(size, bold)
        for ln in wrap(text, f, width):
            self.d.text((x, y), ln, font=f, fill=fill)
            y += line_h(f)
        return y


def _stripes(c: Canvas, x: int, y: int, w: int, h: int) -> None:
    c.d.rectangle((x, y, x + w, y + h), fill=(250, 204, 21))
    for sx in range(x - h, x + w, 34):
        c.d.polygon([(sx, y + h), (sx + 17, y + h), (sx + 17 + h, y), (sx + h, y)], fill=(30, 30, 30))
    c.d.rectangle((x, y, x + w, y + h), outline=(30, 30, 30), width=2)


def header(c: Canvas, v: DDView, y: int) -> int:
    c.text((MARGIN, y), v.title, 40, True)
    y += 52
    c.text((MARGIN, y), v.phase_label.split(" · ", 1)[-1], 26, True, fill=(60, 60, 60))
    y += 38
    if v.outcome:
        y = c.para(MARGIN, y, "Game over: " + v.outcome, WIDTH - 2 * MARGIN, 24, True, fill=RED) + 4
    elif v.waiting_for:
        names = {u.seat: u.name for u in v.units} | {"german": "German player"}
        y = c.para(MARGIN, y, "Waiting for: " + ", ".join(names.get(s, s) for s in v.waiting_for),
                   WIDTH - 2 * MARGIN, 24, True, fill=(20, 80, 150)) + 4
    if v.map.provenance != "rulebook":
        _stripes(c, MARGIN, y, WIDTH - 2 * MARGIN, 14)
        y += 20
        what = PROVENANCE_WORD.get(v.map.provenance, v.map.provenance)
        y = c.para(MARGIN, y, f"RECONSTRUCTED MAP ({what}), not the printed Battle Map: {v.map.reason}",
                   WIDTH - 2 * MARGIN, 20, True)
        _stripes(c, MARGIN, y + 4, WIDTH - 2 * MARGIN, 14)
        y += 26
    return y + 6


# -- the Battle Map --------------------------------------------------------------------------------


def _def_chips(s: SectorView) -> list[str]:
    vals = s.defence
    if not vals:
        return ["DEF –"]
    if len(set(vals)) == 1:
        return [f"DEF {vals[0]}"]
    chips = []
    for i, val in enumerate(vals, 1):
        chips.append(f"T{i}{'+' if i == len(vals) else ''}: DEF {val}")
    return chips


def _stat_chips(s: SectorView, v: DDView | None = None) -> list[tuple[str, tuple, tuple]]:
    chips = [(t, (40, 40, 40), (255, 255, 255)) for t in _def_chips(s)]
    if s.advance:
        chips.append((f"Advance {s.advance} Courage", (190, 120, 20), (255, 255, 255)))
    if s.mgf:
        g = v.german if v is not None else None
        left = s.mgf - (g.removed_mgf.get(s.id, 0) if g else 0)
        if g is None or (g.mgf_active and left > 0):
            chips.append((f"MGF {left}", RED, (255, 255, 255)))
        else:
            chips.append((f"MGF {s.mgf} " + ("removed" if left <= 0 else "inactive"), (150, 150, 150), INK))
    return chips


SHORT_CHIPS = (("Advance ", "Adv. "), (" Courage", ""))
"""How a chip too wide for a narrow Sector is shortened, step by step (``Advance 4 Courage`` -> ``Adv. 4``)."""


def _fit_chip(chip: tuple[str, tuple, tuple], width: int, fnt) -> tuple[str, tuple, tuple]:
    text = chip[0]
    for long, short in SHORT_CHIPS:
        if pill_size(text, fnt, 8, 4)[0] <= width:
            break
        text = text.replace(long, short)
    return (text, *chip[1:])


def _note_lines(s: SectorView, width: int) -> list[str]:
    f = font(NOTE)
    notes = [n for n in s.notes if n != "Start"]
    if s.pool:
        notes.append("Waiting here: " + ", ".join(x.replace("-", " ").title() for x in s.pool))
    out: list[str] = []
    for n in notes:
        out += wrap("• " + n, f, width)
    return out


def _layout_chips(chips, width: int, fnt) -> list[list[tuple[str, tuple, tuple]]]:
    rows: list[list] = [[]]
    used = 0
    for chip in chips:
        w = pill_size(chip[0], fnt, 8, 4)[0] + 6
        if rows[-1] and used + w > width:
            rows.append([])
            used = 0
        rows[-1].append(chip)
        used += w
    return rows


TOKEN = 54


def _lateral_marks(v: DDView, s: SectorView) -> list[tuple[str, tuple, tuple]]:
    """Land Mines and Barriers on the lateral lines this Sector owns, named by the neighbour they lead to."""
    out = []
    for e in v.map.edges:
        if e.kind != "lateral" or s.id not in (e.a, e.b):
            continue
        other = e.b if e.a == s.id else e.a
        out += [(f"{t} to {other}", bg, fg) for t, bg, fg in _marks(e, s.id, v)]
    return out


def _sector_height(s: SectorView, w: int, v: DDView | None = None) -> int:
    chip_rows = len(_layout_chips(_stat_chips(s, v), w - 80, font(CHIP, True)))
    notes = len(_note_lines(s, w - 20))
    h = 16 + max(48, chip_rows * CHIP_ROW) + notes * line_h(font(NOTE)) + 8
    if s.units:
        h += TOKEN + 36
    if v is not None and _lateral_marks(v, s):
        h += 34
    return max(h, 130)


def _box(v: DDView, s: SectorView, cw: float) -> tuple[int, int]:
    x = int(MARGIN + s.col * cw + 14)
    return x, int(s.span * cw - 28)


def _chevrons(c: Canvas, x: int, y: int, n: int, colour) -> None:
    for i in range(min(n, 4)):
        yy = y + i * 9
        c.d.line((x, yy, x + 11, yy + 8, x + 22, yy), fill=colour, width=4, joint="curve")


def _token(c: Canvas, u: UnitView, x: int, y: int) -> int:
    """A Unit Marker (number, chevrons for its turn face) with its caption below; returns the width used."""
    label = "conquered" if u.status == "conquered" else f"turn {u.marker}" + (f"/{u.max_stay}" if u.max_stay else "")
    wide = max(TOKEN, text_width(label, font(SMALL, True)))
    tx = x + (wide - TOKEN) // 2
    col = unit_colour(u.seat)
    c.d.rounded_rectangle((tx, y, tx + TOKEN, y + TOKEN), radius=8, fill=col, outline=(20, 20, 20), width=2)
    c.text((tx + TOKEN / 2, y + 18), token_label(u.seat), 26 if u.seat.startswith("unit") else 22, True,
           fill=(255, 255, 255), anchor="mm")
    _chevrons(c, tx + TOKEN / 2 - 11, y + 32, max(1, u.marker), (255, 230, 120))
    c.text((x + wide / 2, y + TOKEN + 4), label, SMALL, True, anchor="ma")
    return wide


def draw_sector(c: Canvas, v: DDView, s: SectorView, x: int, y: int, w: int, h: int) -> None:
    fill = BUNKER if s.bunker else IMPASSABLE if s.impassable else START if s.start else SAND
    here = [u for u in v.units if u.sector == s.id and u.status not in ("eliminated", "safe")]
    outline = (20, 80, 150) if any(u.waiting for u in here) else (70, 60, 40)
    c.d.rounded_rectangle((x, y, x + w, y + h), radius=12, fill=fill, outline=outline, width=3)
    if s.bunker:
        lab = s.label.upper()
        f = font(26, True)
        if text_width(lab, f) + 40 > w:  # a narrow Bunker of a wide Battle Map: its Column letter and number
            lab = s.id.upper() if text_width(s.id.upper(), f) + 40 <= w else "B"
        pw = text_width(lab, f) + 20
        c.d.rounded_rectangle((x + 10, y + 10, x + 10 + pw, y + 52), radius=8, fill=(50, 50, 50))
        c.text((x + 10 + pw / 2, y + 31), lab, 26, True, fill=(255, 255, 255), anchor="mm")
        left = x + 20 + pw
    else:
        c.d.ellipse((x + 10, y + 10, x + 58, y + 58), fill=(255, 255, 255), outline=INK, width=3)
        c.text((x + 34, y + 34), str(s.number), 26, True, anchor="mm")
        left = x + 68
        if s.start:
            c.text((x + 10, y + 62), "START", SMALL, True, fill=(30, 90, 30))
    f = font(CHIP, True)
    cy = y + 12
    room = x + w - left - 8
    for row in _layout_chips([_fit_chip(chip, room, f) for chip in _stat_chips(s, v)], room, f):
        cx = left
        for text, bg, fg in row:
            pw, _ = draw_pill(c.d, (cx, cy), text, f, bg, fg, pad_x=8, pad_y=4)
            cx += pw + 6
        cy += CHIP_ROW
    ny = max(cy, y + 80 if s.start and not s.bunker else y + 64)
    fn = font(NOTE)
    for ln in _note_lines(s, w - 20):
        c.d.text((x + 12, ny), ln, font=fn, fill=INK)
        ny += line_h(fn)
    marks = _lateral_marks(v, s)
    if marks:
        mx = x + 12
        for text, bg, fg in marks:
            pw, _ = draw_pill(c.d, (mx, y + h - 34), text, font(SMALL, True), bg, fg, outline=INK, pad_x=6, pad_y=3)
            mx += pw + 8
    if here:
        tx = x + 12
        ty = y + h - TOKEN - 30 - (34 if marks else 0)
        for u in here:
            tx += _token(c, u, tx, ty) + 12


def _mid_overlap(a: tuple[int, int], b: tuple[int, int]) -> float | None:
    lo, hi = max(a[0], b[0]), min(a[1], b[1])
    return (lo + hi) / 2 if hi - lo > 20 else None


def _edge_pill(c: Canvas, cx: float, cy: float, text: str, bg, fg) -> None:
    f = font(SMALL, True)
    w, h = pill_size(text, f, 6, 3)
    draw_pill(c.d, (cx - w / 2, cy - h / 2), text, f, bg, fg, outline=(20, 20, 20), pad_x=6, pad_y=3)


def _marks(e: EdgeView, owner: str, v: DDView | None = None) -> list[tuple[str, tuple, tuple]]:
    out = []
    if owner in e.mines:
        if v is not None and v.german is not None and not v.german.mines_active:
            out.append(("mines off", (150, 150, 150), INK))
        else:
            out.append(("MINES", RED, (255, 255, 255)))
    if owner in e.barrier:
        out.append(("BARRIER", (250, 204, 21), (20, 20, 20)))
    return out


def _rows(v: DDView, y: int) -> tuple[dict[int, int], dict[int, int], int]:
    """Row heights and tops (the highest row first), and the map's bottom edge."""
    m = v.map
    cw = (WIDTH - 2 * MARGIN) / max(1, m.columns)
    heights: dict[int, int] = {}
    for s in m.sectors:
        heights[s.row] = max(heights.get(s.row, 0), _sector_height(s, _box(v, s, cw)[1], v))
    tops: dict[int, int] = {}
    yy = y
    for r in range(m.rows, 0, -1):
        tops[r] = yy
        yy += heights.get(r, 0) + (ROW_GAP if r > 1 else 0)
    return heights, tops, yy


def battle_map(c: Canvas, v: DDView, y: int) -> int:
    m = v.map
    cw = (WIDTH - 2 * MARGIN) / max(1, m.columns)
    heights, tops, bottom = _rows(v, y)
    boxes: dict[str, tuple[int, int, int, int]] = {}
    for s in m.sectors:
        x, w = _box(v, s, cw)
        boxes[s.id] = (x, tops[s.row], w, heights[s.row])
    # lines first, under the Sectors
    lateral = []
    for e in m.edges:
        ax, ay, aw, ah = boxes[e.a]
        bx, by, bw, bh = boxes[e.b]
        if e.kind == "lateral" or ay == by:
            lateral.append(e)
            continue
        lo, hi = (e.a, e.b) if ay > by else (e.b, e.a)
        lx, ly, lw, lh = boxes[lo]
        ux, uy, uw, uh = boxes[hi]
        mid = _mid_overlap((lx, lx + lw), (ux, ux + uw))
        x0 = x1 = mid if mid is not None else None
        if mid is None:
            x0, x1 = lx + lw / 2, ux + uw / 2
        y0, y1 = ly, uy + uh
        c.d.line((x0, y0, x1, y1), fill=(60, 50, 30), width=7)
        c.d.line((x0, y0, x1, y1), fill=(250, 245, 230), width=3)
        for owner, (px, py) in ((lo, (x0, y0 - 14)), (hi, (x1, y1 + 14))):
            for k, (t, bg, fg) in enumerate(_marks(e, owner, v)):
                _edge_pill(c, px + (k * 90 - 45 * (len(_marks(e, owner, v)) - 1)), py, t, bg, fg)
    for s in m.sectors:
        x, sy, w, h = boxes[s.id]
        draw_sector(c, v, s, x, sy, w, h)
    for e in lateral:
        ax, bx = boxes[e.a][0], boxes[e.b][0]
        left, right = (e.a, e.b) if ax < bx else (e.b, e.a)
        lx, ly, lw, lh = boxes[left]
        rx = boxes[right][0]
        gx = (lx + lw + rx) / 2
        gy = ly + lh / 2
        c.d.rounded_rectangle((gx - 21, gy - 15, gx + 21, gy + 15), radius=10, fill=(250, 245, 230),
                              outline=(60, 50, 30), width=3)
        c.d.line((gx - 12, gy, gx + 12, gy), fill=INK, width=3)
        c.d.polygon([(gx - 16, gy), (gx - 8, gy - 6), (gx - 8, gy + 6)], fill=INK)
        c.d.polygon([(gx + 16, gy), (gx + 8, gy - 6), (gx + 8, gy + 6)], fill=INK)
    legend = ("Lines: a white line joins Sectors you may advance between; ⇄ marks a lateral move. "
              "MINES / BARRIER sit at the end of the Sector that owns them.")
    if v.map.columns > 6:  # a campaign's row of boards: narrow Sectors shorten their chips
        legend += " Adv. N: Courage to advance into the Sector."
    y2 = bottom + 8
    for ln in wrap(legend, font(20), WIDTH - 2 * MARGIN):
        c.text((MARGIN, y2), ln, 20, fill=MUTED)
        y2 += line_h(font(20))
    return y2 + 8


# -- the Units --------------------------------------------------------------------------------------


def _resource(c: Canvas, x: int, y: int, kind: str, value: int, label: str) -> int:
    box = 46
    c.d.rounded_rectangle((x, y, x + box, y + box), radius=8, fill=(60, 60, 60))
    cx, cy, r = x + box / 2, y + box / 2, box * 0.34
    if kind == "soldiers":
        D._soldier(c.d, cx, cy, r, (255, 255, 255), (60, 60, 60))
    elif kind == "courage":
        D._heart(c.d, cx, cy, r * 0.95, (240, 90, 90))
    elif kind == "stars":
        D._star(c.d, cx, cy, r * 1.1, (250, 204, 21))
    else:
        c.text((cx, cy), "IP", 20, True, fill=(255, 255, 255), anchor="mm")
    c.text((x + box + 8, y - 2), str(value), 32, True)
    vw = text_width(str(value), font(32, True))
    c.text((x + box + 8, y + 34), label, SMALL, fill=MUTED)
    return box + 8 + max(vw, text_width(label, font(SMALL))) + 22


def _dice_caption(u: UnitView, v: DDView) -> str:
    if not u.dice:
        return "Dice: not rolled yet"
    if u.final:
        return "Final Tally"
    if v.phase == 1:
        left = f"{u.rolls_left} reroll{'s' if u.rolls_left != 1 else ''} left"
        return f"Roll ({left})"
    return "Dice"


DIE = 76


def dice_row(c: Canvas, u: UnitView, x: int, y: int, width: int, size: int = DIE, gap: int = 18) -> int:
    """The Unit's dice in one row; more than six (results added by effects) shrink to fit ``width``."""
    n = max(1, len(u.dice))
    step = min(size + gap, width // n)
    size = min(size, step - 10)
    for i, die in enumerate(u.dice):
        dx = x + i * step
        D.draw_die(c.d, dx, y, size, die.colour, die.face, locked=die.locked, role=die.role, added=die.added)
        c.text((dx + size / 2, y + size + 8), f"d{die.number}", SMALL, True, fill=MUTED, anchor="ma")
    return y + size + 30


def _unit_lines(u: UnitView) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for cl in u.claims:
        dice = " ".join(f"d{n}" for n in cl.dice)
        out.append(("Bonus", f"{cl.name}: {cl.label} ({dice}){' – given up' if cl.given_up else ''}"))
    out.append(("Specialists", ", ".join(f"{s.name} ({s.stars}★)" for s in u.specialists) or "none"))
    items = []
    for it in u.items:
        items.append(it.name + (" (used)" if it.id in u.used_items else ""))
    out.append(("Items", ", ".join(items) or "none"))
    secret = u.medal_count - len(u.medals)
    medals = [m.name for m in u.medals] + ([f"{secret} face down"] if secret else [])
    out.append(("Medals", ", ".join(medals) or "none"))
    if u.vehicle:
        out.append(("Vehicle", u.vehicle))
    if u.hand:
        out.append(("To rally", ", ".join(f"{s.name} {s.stars}★" for s in u.hand)))
    if u.lost:
        out.append(("Lost Officers", ", ".join(f"{s.name} {s.stars}★" for s in u.lost)))
    if u.paras:
        out.append(("Lost Paras", paras_label(u.paras)))
    if u.queue:
        out.append(("Answered ahead", "; ".join(u.queue)))
    return out


def _panel_height(u: UnitView, w: int) -> int:
    f = font(BODY)
    h = 58 + 32 + 66 + 30 + DIE + 30
    for k, val in _unit_lines(u):
        h += len(_wrapped(k, val, w)) * line_h(f)
    return h + 16


def _wrapped(k: str, val: str, w: int) -> list[str]:
    """The lines of one ``Key: value`` entry (the key is bold: measured in bold, so nothing overflows)."""
    return wrap(f"{k}: {val}", font(BODY, True), w - 36)


def unit_panel(c: Canvas, v: DDView, u: UnitView, x: int, y: int, w: int, h: int) -> None:
    col = unit_colour(u.seat)
    c.d.rounded_rectangle((x, y, x + w, y + h), radius=14, fill=CARD, outline=col, width=4)
    c.d.rounded_rectangle((x, y, x + w, y + 50), radius=14, fill=col)
    c.d.rectangle((x, y + 30, x + w, y + 50), fill=col)
    c.text((x + 14, y + 25), u.name, 28, True, fill=(255, 255, 255), anchor="lm")
    tag = STATUS_WORD.get(u.status, u.status)
    if u.status == "active":
        tag = "TO ACT" if u.waiting else ("done" if u.done else "")
    if tag:
        f = font(SMALL + 2, True)
        tw = text_width(tag, f) + 16
        bg = (255, 255, 255) if u.status == "active" else (RED if u.status == "eliminated" else (250, 204, 21))
        draw_pill(c.d, (x + w - tw - 12, y + 11), tag, f, bg, INK, pad_x=8, pad_y=4)
    yy = y + 58
    where = f"{u.sector_label}" + (f" · marker turn {u.marker} of {u.max_stay}" if u.max_stay else
                                   f" · marker turn {u.marker}")
    c.text((x + 14, yy), where, 20, True)
    yy += 32
    rx = x + 14
    for kind, val, lab in (("soldiers", u.soldiers, "Soldiers"), ("courage", u.courage, "Courage"),
                           ("stars", u.stars, "Stars"), ("ip", u.ip, "Item Points")):
        rx += _resource(c, rx, yy, kind, val, lab)
    yy += 66
    c.text((x + 14, yy), _dice_caption(u, v), 20, True)
    yy += 30
    if u.dice:
        yy = dice_row(c, u, x + 24, yy, w - 48)
    else:
        yy += DIE + 30
    f = font(BODY)
    fb = font(BODY, True)
    for k, val in _unit_lines(u):
        lines = _wrapped(k, val, w)
        for i, ln in enumerate(lines):
            if i == 0:
                c.d.text((x + 14, yy), k + ":", font=fb, fill=INK)
                c.d.text((x + 14 + text_width(k + ": ", fb), yy), ln[len(k) + 2:], font=f, fill=INK)
            else:
                c.d.text((x + 14, yy), ln, font=f, fill=INK)
            yy += line_h(f)


def _panel_grid(v: DDView) -> tuple[int, int, int]:
    """(columns, gap, panel width) of the Unit panels."""
    cols = 1 if len(v.units) == 1 else 2
    gap = 20
    return cols, gap, (WIDTH - 2 * MARGIN - gap * (cols - 1)) // cols


def _units_height(v: DDView) -> int:
    cols, gap, w = _panel_grid(v)
    return sum(max(_panel_height(u, w) for u in v.units[i:i + cols]) + gap for i in range(0, len(v.units), cols))


def units(c: Canvas, v: DDView, y: int) -> int:
    cols, gap, w = _panel_grid(v)
    for i in range(0, len(v.units), cols):
        row = v.units[i:i + cols]
        h = max(_panel_height(u, w) for u in row)
        for j, u in enumerate(row):
            unit_panel(c, v, u, MARGIN + j * (w + gap), y, w, h)
        y += h + gap
    return y


def footer(c: Canvas, v: DDView, y: int) -> int:
    width = WIDTH - 2 * MARGIN
    items = ", ".join(f"{i.name} {i.ip} IP" + (f" ×{i.count}" if i.count > 1 else "") for i in v.reserve_items)
    specs = ", ".join(f"{s.name} {s.stars}★" for s in v.reserve_specialists)
    y = c.para(MARGIN, y, "Reserve Items: " + (items or "none"), width, 20)
    y = c.para(MARGIN, y, "Ranking Specialists: " + (specs or "none"), width, 20)
    y = c.para(MARGIN, y, f"Medals left: {v.medals_left} · Vehicles left: {v.vehicles_left}", width, 20)
    y += 6
    y = c.para(MARGIN, y, v.data_note, width, 20, fill=MUTED)
    return y + MARGIN


def draw_image(view: DDView) -> Image.Image:
    # A canvas just taller than needed (header and footer bounded by their longest texts), cropped at the end.
    text = len(view.map.reason) + len(view.data_note) + sum(len(i.name) + 12 for i in view.reserve_items) + \
        sum(len(x.name) + 6 for x in view.reserve_specialists)
    inner = WIDTH - 2 * MARGIN
    bound = 400 + _rows(view, 0)[2] + 40 + _units_height(view) + 200 + 30 * (text // 80 + 1) + \
        P.german_height(view, inner) + P.battle_height(view, inner)
    img = Image.new("RGB", (WIDTH, bound), BG)
    c = Canvas(img, ImageDraw.Draw(img))
    y = header(c, view, MARGIN)
    y = P.draw_battle(c.d, view, MARGIN, y + 8, inner)
    y = battle_map(c, view, y + 8)
    y = units(c, view, y)
    y = P.draw_german(c.d, view, MARGIN, y, inner)
    y = footer(c, view, y)
    return img.crop((0, 0, WIDTH, min(y, img.height)))


def render(view: DDView) -> bytes:
    """PNG bytes of the table after a phase (or now)."""
    return encode_png(draw_image(view))


# -- the dice tray of one Unit ----------------------------------------------------------------------

TRAY_DIE = 180


def draw_tray(view: DDView, seat: str, selected: frozenset[int] = frozenset(), action: str = "reroll"
              ) -> Image.Image:
    """One Unit's current roll, big: each die drawn, numbered, locked dice framed, ``selected`` ringed."""
    u = next(x for x in view.units if x.seat == seat)
    n = max(6, len(u.dice))
    gap = 56
    w = max(WIDTH, 2 * MARGIN + n * TRAY_DIE + (n - 1) * gap)
    img = Image.new("RGB", (w, 420), (44, 70, 52))
    c = Canvas(img, ImageDraw.Draw(img))
    c.text((MARGIN, 22), f"{u.name} · {u.sector_label}", 32, True, fill=(255, 255, 255))
    c.text((MARGIN, 64), _tray_caption(view, u, selected, action), 22, fill=(230, 230, 210))
    x0 = (w - (len(u.dice) * TRAY_DIE + (len(u.dice) - 1) * gap)) // 2
    for i, die in enumerate(u.dice):
        x = x0 + i * (TRAY_DIE + gap)
        D.draw_die(c.d, x, 120, TRAY_DIE, die.colour, die.face, locked=die.locked, role=die.role,
                   selected=die.number in selected, added=die.added)
        note = "locked" if die.locked else ("selected" if die.number in selected else "")
        c.text((x + TRAY_DIE / 2, 316), f"d{die.number} {D.FACE_WORD[die.face]}" if die.role != "off" else
               f"d{die.number}", 22, True, fill=(255, 255, 255), anchor="ma")
        if note:
            c.text((x + TRAY_DIE / 2, 348), note.upper(), 20, True,
                   fill=D.GOLD if die.locked else D.SELECT, anchor="ma")
    return img


def _tray_caption(view: DDView, u: UnitView, selected: frozenset[int], action: str) -> str:
    if not u.dice:
        return "No dice rolled yet."
    if u.final or view.phase != 1:
        return "Final Tally."
    pick = ", ".join(f"d{i}" for i in sorted(selected)) or "none"
    if action == "lock":
        return f"Tap two dice to lock, then Lock selected. Selected: {pick}."
    return f"{u.rolls_left} reroll{'s' if u.rolls_left != 1 else ''} left: tap dice to reroll, then Reroll selected " \
           f"(or Keep). Selected: {pick}."


def render_tray(view: DDView, seat: str, selected: frozenset[int] = frozenset(), action: str = "reroll") -> bytes:
    """PNG bytes of one Unit's dice tray."""
    return encode_png(draw_tray(view, seat, selected, action))
