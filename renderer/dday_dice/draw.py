"""The D-Day Dice table image: the Battle Map, one panel per Unit, the reserve; and one Unit's dice tray.

Drawn only from a :class:`~rules.dday_dice.view.DDView` (public or a seat's
view: Medals the viewer may not see are already absent from it). The map is
drawn as on the table: the beach (row 1) at the bottom, the Bunker at the
top (:mod:`.battle_map`; what goes inside a Sector: :mod:`.sector_layout`).
Each Sector shows its number, DEF (one chip per Unit Marker face when it
changes: ``T1: DEF 9`` then ``T2+: DEF 11``), Advance cost, MGF, its
conditions and gains, its Land Mines and Barriers, the Units in it with their
marker face (chevrons). The Unit panels are drawn by :mod:`.unit_panel`.

Values the rulebooks do not print are our reconstruction: the image says so
in a striped band whenever the map is not printed fact.
"""

from __future__ import annotations

from PIL import Image

from renderer.common import FastDraw, encode_png, fit_font, font
from renderer.dday_dice import dice as D
from renderer.dday_dice import panels as P
from renderer.dday_dice.battle_map import boards, draw_map, legend, plan_map, token_label, unit_colour
from renderer.dday_dice.canvas import Canvas, line_h, wrap
from renderer.dday_dice.sector_layout import FULL, LARGE, fit_chip, marks, stat_chips
from renderer.dday_dice.unit_panel import FULL_PANEL, LARGE_PANEL, STATUS_WORD, draw_panels, panels_height, unit_lines
from renderer.dday_dice.words import say, speaking
from rules.dday_dice.view import DDView, UnitView

WIDTH = 1600
MARGIN = 28
BG = (238, 232, 216)
INK = (28, 28, 28)
MUTED = (90, 86, 78)
RED = (178, 34, 34)
CHIP = FULL.chip
PROVENANCE_WORD = {"inferred": "inferred from the expansions' rulebooks", "reconstruction": "our reconstruction",
                   "placeholder": "a placeholder"}

# Names the tests and older callers use.
_stat_chips = stat_chips
_marks = marks
_fit_chip = fit_chip
_unit_lines = unit_lines
__all__ = ["CHIP", "STATUS_WORD", "WIDTH", "MARGIN", "draw_image", "draw_table", "draw_tray", "header", "line_h",
           "render", "render_tray", "token_label", "unit_colour", "wrap", "font"]


def stripes(c: Canvas, x: int, y: int, w: int, h: int) -> None:
    c.d.rectangle((x, y, x + w, y + h), fill=(250, 204, 21))
    for sx in range(x - h, x + w, 34):
        pts = [(sx, y + h), (sx + 17, y + h), (sx + 17 + h, y), (sx + h, y)]
        c.d.polygon([(min(max(px, x), x + w), py) for px, py in pts], fill=(30, 30, 30))
    c.d.rectangle((x, y, x + w, y + h), outline=(30, 30, 30), width=2)


def waiting_text(v: DDView) -> str:
    w = say()
    return w("dice-img-waiting-for", who=", ".join(w.seat(v, s) for s in v.waiting_for))


def band_text(v: DDView) -> str:
    """The striped notice's words: the map is not the printed one, and why."""
    what = PROVENANCE_WORD.get(v.map.provenance)
    w = say()
    return w("dice-img-band", what=w("dice-img-provenance", what=v.map.provenance) if what else v.map.provenance,
             reason=w.reason(v)).rstrip()


def header(c: Canvas, v: DDView, y: int, width: int = WIDTH, waiting: str | None = None, band: bool = True) -> int:
    """The title, the phase, who must act (or the result) and, when ``band``, the striped notice of a map that is
    not the printed one; returns the bottom."""
    inner = width - 2 * MARGIN
    title = say().title(v)
    if say().english:
        c.text((MARGIN, y), title, 40, True)
    else:  # a printed name and its gloss: a long one in a smaller type, on the same line
        c.d.text((MARGIN, y), title, font=fit_font(title, inner, 40, True), fill=INK)
    y += 52
    c.text((MARGIN, y), say().phase(v), 26, True, fill=(60, 60, 60))
    y += 38
    if v.outcome:
        y = c.para(MARGIN, y, say().outcome(v), inner, 24, True, fill=RED) + 4
    elif v.waiting_for:
        y = c.para(MARGIN, y, waiting or waiting_text(v), inner, 24, True, fill=(20, 80, 150)) + 4
    if band and v.map.provenance != "rulebook":
        stripes(c, MARGIN, y, inner, 14)
        y += 20
        y = c.para(MARGIN, y, band_text(v), inner, 20, True)
        stripes(c, MARGIN, y + 4, inner, 14)
        y += 26
    return y + 6


def header_height(v: DDView, width: int = WIDTH, waiting: str | None = None, band: bool = True) -> int:
    """The height :func:`header` takes with the same arguments (measured without drawing)."""
    inner = width - 2 * MARGIN
    h = 52 + 38
    if v.outcome or v.waiting_for:
        text = say().outcome(v) if v.outcome else waiting or waiting_text(v)
        h += len(wrap(text, font(24, True), inner)) * line_h(font(24, True)) + 4
    if band and v.map.provenance != "rulebook":
        reason = band_text(v)
        h += 20 + len(wrap(reason, font(20, True), inner)) * line_h(font(20, True)) + 26
    return h + 6


def _panel_grid(v: DDView, width: int = WIDTH) -> tuple[int, int, int]:
    """(columns, gap, panel width) of the Unit panels: one a row on the phone-width image."""
    cols = 1 if len(v.units) == 1 or width < WIDTH else 2
    gap = 20
    return cols, gap, (width - 2 * MARGIN - gap * (cols - 1)) // cols


def footer_texts(v: DDView) -> list[str]:
    """The footer's lines: the reserve's Items and ranking Specialists, what is left of the decks, the data's note."""
    w = say()
    items = ", ".join(w("dice-img-reserve-item", name=w.name("item", i.id, i.name), ip=i.ip, count=i.count,
                        many="yes" if i.count > 1 else "no") for i in v.reserve_items)
    specs = ", ".join(w("dice-img-stars", name=w.name("specialist", s.id, s.name), stars=s.stars)
                      for s in v.reserve_specialists)
    return [w("dice-img-reserve-items", items=items or w("dice-img-none")),
            w("dice-img-reserve-specialists", specialists=specs or w("dice-img-none")),
            w("dice-img-left", medals=v.medals_left, vehicles=v.vehicles_left), w.data_note(v.data_note)]


def footer(c: Canvas, v: DDView, y: int, image_width: int = WIDTH) -> int:
    width = image_width - 2 * MARGIN
    *lines, note = footer_texts(v)
    for text in lines:
        y = c.para(MARGIN, y, text, width, 20)
    y += 6
    y = c.para(MARGIN, y, note, width, 20, fill=MUTED)
    return y + MARGIN


def footer_height(v: DDView, image_width: int = WIDTH) -> int:
    """The height :func:`footer` takes (measured without drawing)."""
    width = image_width - 2 * MARGIN
    f = font(20)
    return sum(len(wrap(t, f, width)) for t in footer_texts(v)) * line_h(f) + 6 + MARGIN


def text_bound(v: DDView, width: int) -> int:
    """A height the header's and footer's texts cannot exceed (the canvas is cropped after drawing)."""
    text = len(v.map.reason) + len(v.data_note) + sum(len(i.name) + 12 for i in v.reserve_items) + \
        sum(len(x.name) + 6 for x in v.reserve_specialists) + 40 * len(v.waiting_for)
    if not say().english:  # Hangul is about twice as wide as a Latin letter, and printed names carry their gloss
        text *= 2
    return 400 + 30 * (text * 1600 // (80 * width) + 1)


PHONE_WIDTH = 1000
"""The width of the table image of a game on one board: a phone shows it 400 px wide, so the Sectors' and the
Unit panels' numbers, drawn in the large styles (:data:`~.sector_layout.LARGE`,
:data:`~.unit_panel.LARGE_PANEL`), read 8 px high or more there (issue 25), as on the Overlord channel image."""


def draw_table(view: DDView, lang: str | None = None) -> Canvas:
    """The whole table image on a :class:`Canvas` that knows where each label went.

    A map on one board is drawn :data:`PHONE_WIDTH` px wide in large type, one Unit panel a row. An Overlord Raid
    of several boards is drawn side by side, :data:`WIDTH` px wide: the overview of the whole Raid (the channel
    and Team images of :mod:`.overlord` are the ones a phone reads). Its words in ``lang`` (:func:`.words.speaking`)."""
    with speaking(lang):
        return _draw_table(view)


def _draw_table(view: DDView) -> Canvas:
    phone = len(boards(view)) < 2
    width = PHONE_WIDTH if phone else WIDTH
    style, panel = (LARGE, LARGE_PANEL) if phone else (FULL, FULL_PANEL)
    inner = width - 2 * MARGIN
    cols, gap, w = _panel_grid(view, width)
    plan = plan_map(view, view.map.sectors, MARGIN, inner, style)
    bound = text_bound(view, width) + plan.height + 120 + panels_height(view.units, cols, w, gap, panel) + 200 + \
        P.german_height(view, inner) + P.battle_height(view, inner)
    img = Image.new("RGB", (width, bound), BG)
    c = Canvas(img, FastDraw(img))
    y = header(c, view, MARGIN, width)
    y = P.draw_battle(c.d, view, MARGIN, y + 8, inner)
    y = draw_map(c, view, plan, y + 8, style)
    y = legend(c, view, MARGIN, y + 8, inner, 22 if phone else 20) + 8
    y = draw_panels(c, view, view.units, MARGIN, y, cols, w, gap, panel)
    y = P.draw_german(c, view, MARGIN, y, inner)
    y = footer(c, view, y, width)
    c.img = img.crop((0, 0, width, min(y, img.height)))
    return c


def draw_image(view: DDView, lang: str | None = None) -> Image.Image:
    return draw_table(view, lang).img


def render(view: DDView, lang: str | None = None) -> bytes:
    """PNG bytes of the table after a phase (or now), its words in ``lang`` (English by default)."""
    return encode_png(draw_image(view, lang))


# -- the dice tray of one Unit ----------------------------------------------------------------------

TRAY_DIE = 180
TRAY_H = 440
TRAY_NUMBER = 48
"""The dice captions' type size: their digits are 35 px high, 8.7 px on a phone showing the 1600 px tray 400 px
wide (issue 25)."""


def draw_tray(view: DDView, seat: str, selected: frozenset[int] = frozenset(), action: str = "reroll",
              lang: str | None = None) -> Image.Image:
    """One Unit's current roll, big: each die drawn, numbered, locked dice framed, ``selected`` ringed."""
    return tray_canvas(view, seat, selected, action, lang).img


def tray_canvas(view: DDView, seat: str, selected: frozenset[int] = frozenset(), action: str = "reroll",
                lang: str | None = None) -> Canvas:
    """The dice tray on a :class:`Canvas` that records each die's caption (the number a command names)."""
    with speaking(lang):
        return _tray_canvas(view, seat, selected, action)


def _tray_canvas(view: DDView, seat: str, selected: frozenset[int], action: str) -> Canvas:
    w_ = say()
    u = next(x for x in view.units if x.seat == seat)
    n = max(6, len(u.dice))
    gap = 56
    w = max(WIDTH, 2 * MARGIN + n * TRAY_DIE + (n - 1) * gap)
    img = Image.new("RGB", (w, TRAY_H), (44, 70, 52))
    c = Canvas(img, FastDraw(img))
    c.text((MARGIN, 20), w_("dice-img-tray-head", unit=w_.unit(u), sector=w_.sector(u.sector_label)), 36, True,
           fill=(255, 255, 255))
    c.text((MARGIN, 66), _tray_caption(view, u, selected, action), 24, fill=(230, 230, 210))
    x0 = (w - (len(u.dice) * TRAY_DIE + (len(u.dice) - 1) * gap)) // 2
    for i, die in enumerate(u.dice):
        x = x0 + i * (TRAY_DIE + gap)
        D.draw_die(c.d, x, 112, TRAY_DIE, die.colour, die.face, locked=die.locked, role=die.role,
                   selected=die.number in selected, added=die.added)
        # The number a command names, large (a key label); the face in words under it, as the picture shows it.
        c.label((x + TRAY_DIE / 2, 306), f"d{die.number}", font(TRAY_NUMBER, True), fill=(255, 255, 255),
                anchor="ma", kind="die", key=True)
        if die.role != "off":
            c.label((x + TRAY_DIE / 2, 362), w_.face(die.face, D.FACE_WORD[die.face]), font(24, True), fill=(230, 230, 210),
                    anchor="ma", kind="face")
        note = "locked" if die.locked else ("selected" if die.number in selected else "")
        if note:
            c.label((x + TRAY_DIE / 2, 396), w_("dice-img-tray-note", note=note), font(22, True),
                    fill=D.GOLD if die.locked else D.SELECT, anchor="ma", kind="note")
    return c


def _tray_caption(view: DDView, u: UnitView, selected: frozenset[int], action: str) -> str:
    w = say()
    if not u.dice:
        return w("dice-img-tray-no-roll")
    if u.final or view.phase != 1:
        return w("dice-img-tray-final")
    pick = ", ".join(f"d{i}" for i in sorted(selected)) or w("dice-img-none")
    if action == "lock":
        return w("dice-img-tray-lock", picked=pick)
    return w("dice-img-tray-reroll", left=u.rolls_left, picked=pick)


def render_tray(view: DDView, seat: str, selected: frozenset[int] = frozenset(), action: str = "reroll",
                lang: str | None = None) -> bytes:
    """PNG bytes of one Unit's dice tray, its words in ``lang``."""
    return encode_png(draw_tray(view, seat, selected, action, lang))
