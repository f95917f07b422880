"""Where each thing goes inside one Sector of the Battle Map, before anything is drawn.

A Sector's box holds, top to bottom: its number (a disc) or its Bunker name, beside it and below it the
chips (START, DEF per Unit Marker face, Advance cost, MGF), its notes, its pills (Land Mines and Barriers
on the lines it owns, and the lateral moves to Sectors drawn elsewhere), then the Unit Markers in it. Each
part is placed in rows that flow within the box's width, so nothing is cut off or covered: the box grows
instead (its row on the map takes the height of its tallest Sector). A chip too wide for the box is
shortened step by step (``Advance 4 Courage`` -> ``Adv. 4``, ``T1: DEF 9`` -> ``T1 9``).

:class:`MapStyle` holds the sizes: the full table image keeps the sizes it always had, the channel and Team
images of an Overlord game use larger ones so that their numbers read on a phone.
"""

from __future__ import annotations

from dataclasses import dataclass

from renderer.common import MIN_FONT_SIZE, fit_font, font, pill_size, text_width
from renderer.dday_dice.canvas import line_h, wrap
from renderer.dday_dice.words import say
from rules.dday_dice.view import DDView, EdgeView, SectorView, UnitView

RED = (178, 34, 34)
INK = (28, 28, 28)
WHITE = (255, 255, 255)
Chip = tuple[str, tuple, tuple]


@dataclass(frozen=True)
class MapStyle:
    """The sizes of the Battle Map's parts, in pixels."""

    number: int = 26
    """Sector numbers (in a disc) and Bunker names."""
    chip: int = 21
    note: int = 22
    mark: int = 18
    token: int = 54
    token_font: int = 22
    caption: int = 18
    pad: int = 8
    hgap: int = 36
    """Between two Sectors side by side: room for a ⇄ marker."""
    row_gap: int = 44
    lateral: tuple[int, int] = (30, 22)
    """Width and height of a ⇄ marker."""
    gap: int = 6


FULL = MapStyle()
LARGE = MapStyle(number=30, chip=29, note=24, mark=24, token=64, token_font=30, caption=29, pad=10, hgap=40,
                 row_gap=44, lateral=(34, 26), gap=8)
"""The Overlord channel and Team images (about 1000 px wide)."""


@dataclass(frozen=True)
class Item:
    """One thing drawn in a Sector, at ``(x, y)`` from the box's top-left corner."""

    kind: str
    text: str
    x: int
    y: int
    w: int
    h: int
    size: int = 20
    bold: bool = True
    bg: tuple = (40, 40, 40)
    fg: tuple = WHITE
    key: bool = False
    unit: UnitView | None = None


def def_chips(s: SectorView) -> list[str]:
    vals = s.defence
    w = say()
    if not w.english:
        if not vals or len(set(vals)) == 1:
            return [w("dice-img-chip-def", value=vals[0] if vals else "–")]
        return [w("dice-img-chip-def-turn", turn=i, on="yes" if i == len(vals) else "no", value=val)
                for i, val in enumerate(vals, 1)]
    if not vals:
        return ["DEF –"]
    if len(set(vals)) == 1:
        return [f"DEF {vals[0]}"]
    return [f"T{i}{'+' if i == len(vals) else ''}: DEF {val}" for i, val in enumerate(vals, 1)]


def stat_chips(s: SectorView, v: DDView | None = None) -> list[Chip]:
    chips: list[Chip] = [(t, (40, 40, 40), WHITE) for t in def_chips(s)]
    w = say()
    if s.advance:
        chips.append((f"Advance {s.advance} Courage" if w.english else w("dice-img-chip-advance", n=s.advance),
                      (190, 120, 20), WHITE))
    if s.mgf:
        g = v.german if v is not None else None
        left = s.mgf - (g.removed_mgf.get(s.id, 0) if g else 0)
        if g is None or (g.mgf_active and left > 0):
            chips.append((f"MGF {left}" if w.english else w("dice-img-chip-mgf", n=left), RED, WHITE))
        else:
            off = "removed" if left <= 0 else "inactive"
            chips.append((f"MGF {s.mgf} {off}" if w.english else w("dice-img-chip-mgf-off", n=s.mgf, off=off),
                          (150, 150, 150), INK))
    return chips


SHORT_CHIPS = (("Advance ", "Adv. "), (" Courage", ""), (": DEF ", " DEF "), (" removed", " gone"),
               (" inactive", " off"), (" DEF ", " "))
"""How a chip too wide for a narrow Sector is shortened, step by step (``Advance 4 Courage`` -> ``Adv. 4``)."""


def fit_chip(chip: Chip, width: int, fnt) -> Chip:
    text = chip[0]
    if not say().english:  # the Korean words are short already: a chip too wide takes a smaller font
        return chip
    for long, short in SHORT_CHIPS:
        if pill_size(text, fnt, 8, 4)[0] <= width:
            break
        text = text.replace(long, short)
    return (text, *chip[1:])


def marks(e: EdgeView, owner: str, v: DDView | None = None) -> list[Chip]:
    """The Land Mines and Barrier a Sector owns on one line."""
    out: list[Chip] = []
    w = say()
    if owner in e.mines:
        if v is not None and v.german is not None and not v.german.mines_active:
            out.append((w("dice-img-mark", mark="mines-off"), (150, 150, 150), INK))
        else:
            out.append((w("dice-img-mark", mark="mines"), RED, WHITE))
    if owner in e.barrier:
        out.append((w("dice-img-mark", mark="barrier"), (250, 204, 21), (20, 20, 20)))
    return out


def sector_pills(v: DDView, s: SectorView, elsewhere: frozenset[str]) -> list[Chip]:
    """Each line's Land Mines and Barrier owned by ``s``, named by the Sector it leads to, and the lateral
    moves to Sectors in ``elsewhere`` (drawn on another board of the image, or not drawn)."""
    out: list[Chip] = []
    links: list[str] = []
    for e in v.map.edges:
        if s.id not in (e.a, e.b):
            continue
        other = e.b if e.a == s.id else e.a
        out += [(say()("dice-img-mark-to", mark=t, sector=other), bg, fg) for t, bg, fg in marks(e, s.id, v)]
        if e.kind == "lateral" and other in elsewhere:
            links.append(other)
    out += [("⇄ " + other, (250, 245, 230), INK) for other in links]
    return out


SHORT_PILLS = ((" to ", " "), ("BARRIER", "BARR."), ("mines off", "off"))
"""How a pill too wide for a narrow Sector is shortened (``BARRIER to B-5`` -> ``BARRIER B-5`` -> ``BARR. B-5``)."""


def fit_pill(text: str, width: int, size: int):
    """The text and font of a pill that fits in ``width`` (shortened first, then a smaller font)."""
    f = font(size, True)
    for long, short in SHORT_PILLS if say().english else ():
        if pill_size(text, f, 6, 3)[0] <= width:
            break
        text = text.replace(long, short)
    return text, f if pill_size(text, f, 6, 3)[0] <= width else fit_font(text, width - 14, size, True)


def note_lines(s: SectorView, width: int, size: int) -> tuple[list[str], int]:
    """The Sector's notes wrapped to ``width``, and the type size that lets every line fit (a long word in a
    narrow Sector takes a smaller size, down to the smallest allowed, and is cut only below that)."""
    w = say()
    notes = [w.note(n) for n in s.notes if n != "Start"]
    if s.pool:
        notes.append(w("dice-img-note-pool", names=", ".join(x.replace("-", " ").title() for x in s.pool)))
    for sz in range(size, MIN_FONT_SIZE - 1, -1):
        f = font(sz)
        out = [ln for n in notes for ln in wrap(f"{w('dice-img-bullet')} {n}", f, width)]
        if all(text_width(ln, f) <= width for ln in out):
            return out, sz
    f = font(MIN_FONT_SIZE)
    cut: list[str] = []
    for ln in out:
        while text_width(ln, f) > width:
            k = max(1, max(i for i in range(1, len(ln) + 1) if text_width(ln[:i], f) <= width))
            cut.append(ln[:k])
            ln = ln[k:]
        cut.append(ln)
    return cut, MIN_FONT_SIZE


def bunker_title(s: SectorView, width: int, size: int) -> str:
    f = font(size, True)
    lab = s.label.upper() if say().english else say().sector(s.label)  # Hangul has no capitals
    if text_width(lab, f) + 24 > width:  # a narrow Bunker: its Column letter and number
        lab = s.id.upper() if text_width(s.id.upper(), f) + 24 <= width else "B"
    return lab


def token_caption(u: UnitView) -> str:
    w = say()
    if u.status == "conquered":
        return w("dice-img-token-conquered")
    return w("dice-img-token-turn", marker=u.marker, max=u.max_stay or 0)


def units_here(v: DDView, s: SectorView) -> list[UnitView]:
    return [u for u in v.units if u.sector == s.id and u.status not in ("eliminated", "safe")]


class _Flow:
    """Rows of boxes from left to right, wrapped at ``right``; rows level with the head start at ``beside``."""

    def __init__(self, st: MapStyle, left: int, right: int, top: int, beside: int = 0, head_bottom: int = 0):
        self.st, self.left, self.right, self.beside, self.head_bottom = st, left, right, beside, head_bottom
        self.y = top
        self.row_h = 0
        self.x = self._start(top)

    def _start(self, y: int) -> int:
        return self.beside if self.beside and y < self.head_bottom else self.left

    def place(self, w: int, h: int) -> tuple[int, int]:
        if self.x > self._start(self.y) and self.x + w > self.right:
            self.newline()
        if self.x + w > self.right and self.x != self.left:  # too wide beside the head: below it
            self.y = max(self.y + self.row_h + (self.st.gap if self.row_h else 0), self.head_bottom + self.st.gap)
            self.row_h = 0
            self.x = self.left
        at = (self.x, self.y)
        self.x += w + self.st.gap
        self.row_h = max(self.row_h, h)
        return at

    def newline(self) -> None:
        self.y += self.row_h + self.st.gap
        self.row_h = 0
        self.x = self._start(self.y)

    def bottom(self) -> int:
        return self.y + self.row_h


def layout_sector(v: DDView, s: SectorView, w: int, st: MapStyle, elsewhere: frozenset[str] = frozenset(),
                  chip_room: int | None = None) -> tuple[list[Item], int]:
    """The items of Sector ``s`` in a box ``w`` wide, and the height the box needs.

    ``chip_room``: the width chips are shortened to fit (the narrowest Sector's, so that every Sector of a map
    words its chips alike); the box's own width by default."""
    p = st.pad
    inner = w - 2 * p
    room = min(inner, chip_room or inner)
    items: list[Item] = []
    if s.bunker:
        title = bunker_title(s, inner, st.number)
        hw, hh = pill_size(title, font(st.number, True), 10, 6)
        items.append(Item("bunker", title, p, p, hw, hh, st.number, key=any(c.isdigit() for c in title)))
    else:
        hw = hh = round(st.number * 1.8)
        items.append(Item("number", str(s.number), p, p, hw, hh, st.number, key=True))
    cf = font(st.chip, True)
    start = say()("dice-img-chip-start")
    chips: list[Chip] = ([(start, (30, 110, 40), WHITE)] if s.start and not s.bunker else []) + stat_chips(s, v)
    flow = _Flow(st, p, w - p, p, p + hw + st.gap, p + hh)
    fitted = [fit_chip(chip, room, cf) for chip in chips]
    if say().english and any(t.startswith("T") and " DEF " not in t and t != "START" for t, _, _ in fitted):  # word DEF chips alike
        fitted = [(t.replace(": DEF ", " ").replace(" DEF ", " ") if t.startswith("T") else t, bg, fg)
                  for t, bg, fg in fitted]
    for text, bg, fg in fitted:
        f = cf if pill_size(text, cf, 8, 4)[0] <= inner else fit_font(text, inner - 16, st.chip, True)
        cw, ch = pill_size(text, f, 8, 4)
        x, y = flow.place(cw + 1, ch + 1)
        items.append(Item("chip", text, x, y, cw, ch, f.size, bg=bg, fg=fg, key=text != start))
    y = max(flow.bottom(), p + hh) + st.gap
    lines, size = note_lines(s, inner, st.note)
    nf = font(size)
    for ln in lines:
        lw = text_width(ln, nf)
        items.append(Item("note", ln, p, y, lw, line_h(nf), size, bold=False, fg=INK))
        y += line_h(nf)
    pills = sector_pills(v, s, elsewhere)
    if pills:
        flow = _Flow(st, p, w - p, y + st.gap // 2)
        for text, bg, fg in pills:
            text, f = fit_pill(text, inner - 1, st.mark)
            pw, ph = pill_size(text, f, 6, 3)
            x, yy = flow.place(pw + 1, ph + 1)
            items.append(Item("pill", text, x, yy, pw, ph, f.size, bg=bg, fg=fg))
        y = flow.bottom() + st.gap
    here = units_here(v, s)
    if here:
        capf = font(st.caption, True)
        flow = _Flow(st, p, w - p, y + st.gap // 2)
        for u in here:
            cap = token_caption(u)
            tw = max(st.token, text_width(cap, capf))
            th = st.token + 4 + line_h(capf)
            x, yy = flow.place(tw + st.gap, th)
            items.append(Item("token", cap, x, yy, tw, th, st.caption, unit=u, key=True))
        y = flow.bottom() + st.gap
    return items, max(y + p - st.gap, p + hh + p + 10)
