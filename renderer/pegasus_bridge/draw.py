"""Draw a :class:`~rules.pegasus_bridge.view.PBView` as a card table (pure: view in, PNG bytes out).

Top to bottom:

1. header: game, scenario, turn and phase, whose decision it is, the Turn
   token and the British Strength Points (a red banner once the game is over);
2. the scenario's objective track (bridges, guns, Dives piles, campaign score);
3. one row per Terrain in play: the Terrain card (size, draws, German Unit
   limit with its modifiers) and, for each German Unit in the order played,
   a column with its Combat Actions, the combat values with their modifiers
   and the British Unit facing it with his Combat Actions. A destroyed Unit
   is turned (tilted, greyed, stamped DESTROYED);
4. Terrains revealed for a choice, and cards waiting in a cancellation window;
5. each side: hand / draw pile / discard pile counts, tokens, heroic cards,
   objectives, cards seen going to the discard pile; the Reserve;
6. a legend for placeholder cards and the data note.

The image is 1000 px wide, its height follows the content, so a phone shows
it at 40 %: the numbers a player decides on (the Strength Points, each side's
hand and tokens, the number and value of every card in play, the Terrain's
size, draws and German Unit limit, the assault's values) are drawn in
:data:`F_KEY` type or larger and recorded as *key* labels, 8 px high or more
on a phone showing the image 400 px wide (issue 25; :mod:`renderer.legibility`).
Every text drawn is recorded with its box (:attr:`Canvas.labels`), so a test
checks that no two overlap. Every text is DejaVu Sans at 16 px or more
(``renderer/common.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from PIL import Image, ImageDraw

from .. import common
from ..common import font, ink_height, text_bbox, text_width

if TYPE_CHECKING:  # only types: importing the rules package here would register its game early
    from rules.pegasus_bridge.view import CardView, FightView, FrontView, PBView, TableCard, TerrainView

WIDTH = 1000
"""A phone shows the image 400 px wide: text ``h`` px high here reads ``0.4 h`` px high there."""
MARGIN = 20
GAP = 14

BG = (36, 60, 46)
BG_DARK = (26, 44, 34)
PANEL = (246, 242, 230)
PANEL_EDGE = (120, 110, 90)
INK = (24, 24, 24)
DIM = (96, 96, 96)
WHITE = (255, 255, 255)
LIGHT = (214, 226, 214)
HEADER_BG = (20, 32, 26)
BANNER = (170, 24, 24)
GOLD = (212, 166, 40)
STRIPE_Y = (246, 204, 38)
STRIPE_K = (24, 24, 24)
TERRAIN_BG = (226, 234, 206)
TERRAIN_EDGE = (96, 118, 60)
TOKEN = {"normal": (176, 120, 60), "plus3": (238, 196, 40), "plus3h": (238, 196, 40), "thornton": (70, 150, 70)}
TOKEN_NAME = {"normal": "normal", "plus3": "+3", "plus3h": "+3 (heroic)", "thornton": "Thornton"}

SIDE_NAME = {"british": "British", "german": "German"}
SIDE_COLOUR = {"british": (128, 30, 50), "german": (72, 82, 72)}
SIDE_LIGHT = {"british": (244, 226, 228), "german": (226, 230, 224)}
TYPE_NAME = {"unit": "Unit", "combat_action": "Combat Action", "event": "Event", "terrain": "Terrain"}
PLAYED_AS = {"ca": "Combat Action", "action": "Unit played as a Combat Action", "event": "Event", "unit": "Unit"}
WAIT_KIND = {
    "mulligan": "keep or new hand",
    "heroic": "choose a heroic card",
    "build": "build the Terrain piles",
    "pile": "choose a pile",
    "terrain": "choose the Terrain",
    "approach": "keep or redraw the Approach",
    "blue": "blue campaign token",
    "phase": "own phase",
    "place_g": "play a Unit",
    "place_b": "play a Unit",
    "raise": "raise",
    "destroyed": "a Unit was destroyed",
    "respond": "answer the card just played",
    "choice": "choose the card's option",
    "reserve": "counter-attack reserve",
}
TURN_NAME = {
    "g_init": "German initiative",
    "b_place": "British to place a Unit",
    "british": "British raising",
    "german": "German raising",
}
UNIT_STATE = {"destroyed": "DESTROYED", "won": "won", "absorbed": "absorbed (Strength Point lost)", "fighting": ""}
BRIDGE_NAMES = {"1014A": "Bénouville", "1014B": "Pegasus Bridge", "1015A": "Ranville", "1015B": "Horsa Bridge"}

F_TITLE = 30
F_SUB = 22
F_H = 22
F_BODY = 20
F_SMALL = 16
F_KEY = 30
"""The numbers a player decides on: digits 22 px high, 8.8 px on a phone (the figure of issue 25 asks for 8)."""
F_VALUE = F_KEY
F_BIG = 44

COLS = 3
UNIT_H = 176
FIGHT_H = 150
CHIP_H = 72
CHIP_TEXT_H = 124
"""A chip with its card's text on two lines (the cards waiting for an answer, whose effect the other side must
weigh)."""


# --------------------------------------------------------------------------
# Text helpers
# --------------------------------------------------------------------------


def strip_placeholder(name: str) -> str:
    return name.removeprefix("Placeholder: ")


def wrap(text: str, fnt, width: int, max_lines: int | None = None) -> list[str]:
    """Greedy word wrap; the last kept line ends with an ellipsis when text was cut."""
    words = text.split()
    lines: list[str] = []
    line = ""
    for word in words:
        trial = f"{line} {word}".strip()
        if fnt.getlength(trial) <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    lines = [ellipsize(x, fnt, width) for x in lines]
    if max_lines is not None and len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = ellipsize(lines[-1] + " …", fnt, width, force=True)
    return lines


def ellipsize(text: str, fnt, width: int, force: bool = False) -> str:
    if fnt.getlength(text) <= width and not (force and not text.endswith("…")):
        return text
    text = text.rstrip(" …")
    while text and fnt.getlength(text + "…") > width:
        text = text[:-1]
    return text.rstrip() + "…"


def line_h(fnt) -> int:
    asc, desc = fnt.getmetrics()
    return asc + desc + 2


@lru_cache(maxsize=1)
def _builtin_names() -> dict[str, tuple[str, str]]:
    from rules.pegasus_bridge.cards import builtin_table

    return {n: (c.name, c.provenance) for n, c in builtin_table().cards.items()}


def names_of(view: PBView) -> dict[str, tuple[str, str]]:
    """Number -> (name, provenance) from the view's own card records, else the shipped card file."""
    out: dict[str, tuple[str, str]] = {}

    def add(c: CardView | TerrainView) -> None:
        out.setdefault(c.number, (c.name, c.provenance))

    for t in [*view.terrain, *view.revealed]:
        add(t)
    for f in view.fronts:
        add(f.terrain)
        for e in f.table:
            add(e.card)
    for e in view.stack:
        add(e.card)
    return out


def label(view_names: dict[str, tuple[str, str]], number: str) -> str:
    name = view_names.get(number) or _builtin_names().get(number)
    return f"{number} {name[0]}" if name else number


def is_placeholder(view_names: dict[str, tuple[str, str]], number: str) -> bool:
    rec = view_names.get(number) or _builtin_names().get(number)
    return bool(rec and rec[1] == "placeholder")


# --------------------------------------------------------------------------
# Canvas
# --------------------------------------------------------------------------


Box = tuple[int, int, int, int]


@dataclass(frozen=True)
class Label:
    """One text drawn on the table: its ink box (``x1``/``y1`` exclusive), whether it is a *key* number (what a
    player reads to decide) and the height of its digits (of its capitals when it has none)."""

    text: str
    box: Box
    key: bool = False
    height: float = 0.0


class Canvas:
    """A canvas that grows downwards as sections are drawn, then is cropped to its content; it notes every text
    drawn (:attr:`labels`)."""

    def __init__(self, height: int = 1400, width: int = WIDTH, bg=BG) -> None:
        self.img = Image.new("RGB", (width, height), bg)
        self.d = common.FastDraw(self.img)
        self.placeholder_seen = False
        self.labels: list[Label] = []

    def need(self, bottom: int) -> None:
        if bottom <= self.img.height:
            return
        h = self.img.height
        while h < bottom:
            h *= 2
        bigger = Image.new("RGB", (self.img.width, h), BG)
        bigger.paste(self.img, (0, 0))
        self.img = bigger
        self.d = common.FastDraw(self.img)

    def text(self, xy, text: str, fnt, fill=INK, anchor: str = "la", key: bool = False) -> Box:
        """Draw ``text`` and record it (``key``: a number a player decides on); returns its ink box."""
        self.d.text(xy, text, font=fnt, fill=fill, anchor=anchor)
        x0, y0, x1, y1 = text_bbox(text, fnt, anchor)
        box = (int(xy[0] + x0), int(xy[1] + y0), int(xy[0] + x1) + 1, int(xy[1] + y1) + 1)
        self.labels.append(Label(text, box, key, ink_height(text, fnt)))
        return box

    def add(self, other: Canvas, x: int, y: int) -> None:
        """Record the labels of ``other``, pasted at ``(x, y)``."""
        self.labels.extend(
            Label(lab.text, (lab.box[0] + x, lab.box[1] + y, lab.box[2] + x, lab.box[3] + y), lab.key, lab.height)
            for lab in other.labels
        )

    def stripes(self, box: tuple[int, int, int, int], step: int = 14) -> None:
        """Yellow-and-black hazard stripes: the placeholder mark."""
        x0, y0, x1, y1 = box
        band = Image.new("RGB", (x1 - x0, y1 - y0), STRIPE_Y)
        bd = ImageDraw.Draw(band)
        h = y1 - y0
        for x in range(-h, x1 - x0 + h, step * 2):
            bd.polygon([(x, h), (x + step, h), (x + step + h, 0), (x + h, 0)], fill=STRIPE_K)
        self.img.paste(band, (x0, y0))
        self.placeholder_seen = True


# --------------------------------------------------------------------------
# Cards
# --------------------------------------------------------------------------


def _placeholder_band(c: Canvas, x: int, y: int, w: int, h: int = 26) -> None:
    c.stripes((x, y, x + w, y + h))
    f = font(F_SMALL, True)
    tw = text_width("PLACEHOLDER", f) + 16
    c.d.rectangle((x + (w - tw) // 2, y + 2, x + (w + tw) // 2, y + h - 2), fill=STRIPE_Y)
    c.text((x + w // 2, y + h // 2), "PLACEHOLDER", f, fill=STRIPE_K, anchor="mm")


def card_image(card: CardView, side: str, w: int, h: int, played_as: str = "unit") -> Image.Image:
    """One card (a Unit, or any card drawn full size) as its own image."""
    return card_canvas(card, side, w, h, played_as).img


def card_canvas(card: CardView, side: str, w: int, h: int, played_as: str = "unit") -> Canvas:
    """One card on a canvas of its own: its kind, its number and value large (key labels), its name, its text."""
    c = Canvas(h, w, SIDE_LIGHT.get(side, PANEL))
    edge = GOLD if card.heroic else SIDE_COLOUR.get(side, PANEL_EDGE)
    band = 28
    if card.provenance == "placeholder":
        _placeholder_band(c, 0, 0, w, band)
    else:
        c.d.rectangle((0, 0, w, band), fill=SIDE_COLOUR.get(side, PANEL_EDGE))
        kind = TYPE_NAME.get(card.type, card.type).upper()
        if played_as == "action":
            kind = "UNIT AS COMBAT ACTION"
        room = w - 16
        if card.provenance == "inferred":
            c.text((w - 8, band // 2), "inferred", font(F_SMALL), fill=LIGHT, anchor="rm")
            room -= text_width("inferred", font(F_SMALL)) + 10
        c.text((8, band // 2), ellipsize(kind, font(F_SMALL, True), room), font(F_SMALL, True), fill=WHITE,
               anchor="lm")
    c.d.rectangle((0, 0, w - 1, h - 1), outline=edge, width=4 if card.heroic else 3)
    right = w - 12
    fk = font(F_KEY, True)
    if card.value is not None:
        r = 26
        cx, cy = w - 12 - r, band + 8 + r
        c.d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=SIDE_COLOUR.get(side, INK), outline=WHITE, width=2)
        c.text((cx, cy), str(card.value), font(F_VALUE, True), fill=WHITE, anchor="mm", key=True)
        right = cx - r - 6
    y = band + 6
    c.text((10, y), card.number, fk, key=True)
    if card.unit_type:
        fs = font(F_SMALL)
        x = 10 + text_width(card.number, fk) + 10
        c.text((x, y + line_h(fk) - 8), ellipsize(card.unit_type, fs, max(8, right - x)), fs, fill=DIM, anchor="ld")
    y += line_h(fk)
    name = strip_placeholder(card.name) + (" ★" if card.heroic else "")
    fn = font(F_BODY, True)
    for ln in wrap(name, fn, right - 10 if y < band + 8 + 52 else w - 20, 2):
        c.text((10, y), ln, fn)
        y += line_h(fn)
    fs = font(F_SMALL)
    for ln in wrap(card.text, fs, w - 20, max(1, (h - y - 6) // line_h(fs))):
        if y + line_h(fs) > h - 4:
            break
        c.text((10, y), ln, fs)
        y += line_h(fs)
    return c


TURN_DEGREES = 4
"""A destroyed Unit is turned by this angle (and greyed, and stamped DESTROYED)."""


def unit_slot_height(entry: TableCard | None, w: int) -> int:
    """Height a Unit takes in its column: more for a turned (destroyed) card."""
    if entry is None or entry.state != "destroyed":
        return UNIT_H
    return _turned_size(w)[1]


@lru_cache(maxsize=16)
def _turned_size(w: int) -> tuple[int, int]:
    mask = Image.new("L", (w - 12, UNIT_H), 255).rotate(TURN_DEGREES, expand=True)
    return mask.size


def paste_unit(c: Canvas, entry: TableCard, x: int, y: int, w: int, h: int) -> int:
    """Paste a Unit card; a destroyed one is turned and greyed. Returns the height used."""
    if entry.card.provenance == "placeholder":
        c.placeholder_seen = True
    if entry.state != "destroyed":
        card = card_canvas(entry.card, entry.side, w, h, entry.played_as)
        c.img.paste(card.img, (x, y))
        c.add(card, x, y)
        return h
    cw = w - 12
    img = card_image(entry.card, entry.side, cw, h, entry.played_as)
    grey = Image.blend(img, Image.new("RGB", img.size, (120, 120, 120)), 0.4)
    gd = ImageDraw.Draw(grey)
    f = font(F_H, True)
    tw = text_width("DESTROYED", f) + 20
    gd.rectangle((cw - tw - 8, h - 40, cw - 8, h - 8), fill=BANNER)
    gd.text((cw - 8 - tw // 2, h - 24), "DESTROYED", font=f, fill=WHITE, anchor="mm")
    turned = grey.rotate(TURN_DEGREES, resample=Image.Resampling.BICUBIC, expand=True)
    mask = Image.new("L", grey.size, 255).rotate(TURN_DEGREES, resample=Image.Resampling.BICUBIC, expand=True)
    px = x + (w - turned.width) // 2
    c.img.paste(turned, (px, y), mask)
    # A Unit out of play: its texts are recorded as one label, the turned card (none of them is key).
    c.labels.append(Label(f"{entry.card.number} DESTROYED", (px, y, px + turned.width, y + turned.height)))
    return turned.height


def chip_height(with_text: bool = False) -> int:
    return CHIP_TEXT_H if with_text else CHIP_H


def draw_chip(c: Canvas, entry: TableCard, x: int, y: int, w: int, note: str = "", with_text: bool = False) -> int:
    """A Combat Action (or Event, or Unit played as an action) as a strip: its number and value large (key labels),
    its name and how it was played, and (``with_text``) its effect; returns its height."""
    card = entry.card
    side = entry.side
    h = chip_height(with_text)
    c.d.rectangle(
        (x, y, x + w, y + h - 4),
        fill=SIDE_LIGHT.get(side, PANEL),
        outline=GOLD if card.heroic else SIDE_COLOUR.get(side, PANEL_EDGE),
        width=2,
    )
    ph = card.provenance == "placeholder"
    if ph:
        c.stripes((x + 2, y + 2, x + 14, y + h - 6), step=6)
    else:
        c.d.rectangle((x + 2, y + 2, x + 12, y + h - 6), fill=SIDE_COLOUR.get(side, PANEL_EDGE))
    fk, fb = font(F_KEY, True), font(F_SMALL, True)
    xx = x + 20
    c.text((xx, y + 3), card.number, fk, key=True)
    xx += text_width(card.number, fk) + 12
    if card.value is not None:
        value = f"({card.value})"
        c.text((xx, y + 3), value, fk, key=True)
        xx += text_width(value, fk) + 12
    if card.heroic:
        c.text((xx, y + 8), "★", font(F_H, True), fill=GOLD)
    kind = PLAYED_AS.get(entry.played_as, entry.played_as)
    if entry.played_as == "action":
        kind = "as Combat Action"
    head = strip_placeholder(card.name) + " · " + (note + " · " if note else "") + kind
    yy = y + 3 + line_h(fk)
    c.text((x + 20, yy), ellipsize(head, fb, w - 26), fb, fill=(110, 20, 20) if ph else INK)
    if with_text:
        ft = font(F_BODY)
        yy += line_h(fb)
        for ln in wrap(card.text, ft, w - 26, 2):
            c.text((x + 20, yy), ln, ft, fill=INK)
            yy += line_h(ft)
    return h


def terrain_card(c: Canvas, t: TerrainView, x: int, y: int, w: int, front: FrontView | None, caption: str = "") -> int:
    """Draw a Terrain card with its numbers (and the front's limit) large; returns its height."""
    fh, fb, fs, fk = font(F_SUB, True), font(F_BODY), font(F_SMALL), font(F_KEY, True)
    lines: list[tuple[str, object, tuple[int, int, int], bool]] = []

    def add(text: str, f, colour=INK, most: int = 3, key: bool = False) -> None:
        lines.extend((ln, f, colour, key) for ln in wrap(text, f, w - 24, most))

    add(strip_placeholder(t.name), fh, most=2)
    add("no Assault" if t.size is None else f"Size {t.size}", fk, key=t.size is not None)
    if front is None and t.size is not None:
        add("the number of German Units allowed", fs, DIM, most=1)
    add(f"Draws: British {t.draw_british} · German {t.draw_german}", fk, key=True)
    if front is not None:
        mods = []
        if front.limit_modifier_cards:
            mods.append(f"cards {front.limit_modifier_cards:+d}")
        if front.limit_modifier_scenario:
            mods.append(f"scenario {front.limit_modifier_scenario:+d}")
        add(f"German Units {front.units_played} of {front.limit}", fk, SIDE_COLOUR["german"], key=True)
        if mods:
            add("German Unit limit: " + ", ".join(mods), font(F_BODY, True), SIDE_COLOUR["german"])
        add(f"Fought here: German {front.german_fought} · British {front.british_fought}", fb)
        kind = {"hold": "Bridge: a lost fight costs a Strength Point", "ranville": "Ranville bridge"}.get(front.kind)
        if kind:
            add(kind, fs, DIM)
        if front.closed:
            add(
                f"Assault over: {SIDE_NAME.get(front.closed, front.closed)} won",
                font(F_BODY, True),
                SIDE_COLOUR.get(front.closed, INK),
            )
    for ln in wrap(t.text, fs, w - 24, 4):
        lines.append((ln, fs, INK, False))
    placeholder = t.provenance == "placeholder"
    band = 28
    h = band + 8 + sum(line_h(f) for _, f, _, _ in lines) + 10 + (line_h(fs) if caption else 0) + (
        line_h(fs) if placeholder else 0)
    c.need(y + h + MARGIN)
    c.d.rectangle((x, y, x + w, y + h), fill=TERRAIN_BG, outline=TERRAIN_EDGE, width=3)
    if placeholder:
        _placeholder_band(c, x + 3, y + 3, w - 6, band - 3)
    else:
        c.d.rectangle((x + 3, y + 3, x + w - 3, y + band), fill=TERRAIN_EDGE)
        c.text((x + 10, y + 3 + band // 2), f"TERRAIN {t.number}", font(F_SMALL, True), fill=WHITE, anchor="lm")
        if t.provenance == "inferred":
            c.text((x + w - 10, y + 3 + band // 2), "inferred", fs, fill=LIGHT, anchor="rm")
    yy = y + band + 8
    if caption:
        c.text((x + 12, yy), caption, font(F_SMALL, True), fill=BANNER)
        yy += line_h(fs)
    for text, f, colour, key in lines:
        c.text((x + 12, yy), text, f, fill=colour, key=key)
        yy += line_h(f)
    if placeholder:
        c.text((x + w - 10, yy + 2), f"Terrain {t.number}", fs, fill=DIM, anchor="ra")
    return h


# --------------------------------------------------------------------------
# Sections
# --------------------------------------------------------------------------


def _phase_tail(label_text: str) -> str:
    parts = [p for p in label_text.split(" · ") if not p.startswith(("Scenario", "Campaign"))]
    return " · ".join(parts) or label_text


def _waiting_text(v: PBView) -> str:
    parts = [f"{SIDE_NAME.get(w.seat, w.seat)}: {WAIT_KIND.get(w.kind, w.kind)}" for w in v.waiting_for]
    return "Waiting for " + " · ".join(parts) if parts else ""


def header(c: Canvas, v: PBView, y: int) -> int:
    """The game, scenario and phase; the Strength Points (a key number) and the Turn token; who must act."""
    inner = WIDTH - 2 * MARGIN
    fw = font(F_BODY, True)
    waiting = wrap(_waiting_text(v), fw, inner - 24, 3) if v.waiting_for else []
    stats = v.strength_points is not None or bool(v.turn_token)
    h = 118 + (56 if stats else 0) + (len(waiting) * line_h(fw) + 24 if waiting else 0) + 4
    c.need(y + h + MARGIN)
    c.d.rectangle((0, y, WIDTH, y + h), fill=HEADER_BG)
    ft = font(F_TITLE, True)
    c.text((MARGIN, y + 12), ellipsize("Opération Commando: Pegasus Bridge", ft, inner), ft, fill=WHITE)
    scen = f"Scenario {v.scenario} · {v.scenario_name}"
    if v.mode == "campaign":
        scen = "Campaign (Operation Tonga) · " + scen
    c.text((MARGIN, y + 54), ellipsize(scen, font(F_SUB), inner), font(F_SUB), fill=LIGHT)
    c.text((MARGIN, y + 84), ellipsize(_phase_tail(v.phase_label), font(F_SUB, True), inner), font(F_SUB, True),
           fill=WHITE)
    yy = y + 118
    if stats:
        mid = yy + 24
        fb, fk = font(F_BODY, True), font(F_KEY, True)
        if v.strength_points is not None:
            n = v.strength_points
            c.text((MARGIN, mid), "Strength Points", fb, fill=WHITE, anchor="lm")
            x = MARGIN + text_width("Strength Points", fb) + 12
            c.text((x, mid), str(n), fk, fill=WHITE, anchor="lm", key=True)
            x += text_width(str(n), fk) + 14
            r = 13
            for i in range(max(3, n)):
                cx = x + r + i * (2 * r + 8)
                fill = SIDE_COLOUR["british"] if i < n else HEADER_BG
                c.d.ellipse((cx - r, mid - r, cx + r, mid + r), fill=fill, outline=WHITE, width=2)
        if v.turn_token:
            r = 24
            cx = WIDTH - MARGIN - r
            c.d.ellipse((cx - r, mid - r, cx + r, mid + r), fill=SIDE_COLOUR[v.turn_token], outline=GOLD, width=3)
            c.text((cx, mid), v.turn_token[0].upper(), font(F_SUB, True), fill=WHITE, anchor="mm")
            c.text((cx - r - 10, mid), f"Turn token: {SIDE_NAME[v.turn_token]} face", fb, fill=WHITE, anchor="rm")
        yy += 56
    if waiting:
        seat = v.waiting_for[0].seat
        c.d.rounded_rectangle((MARGIN, yy, WIDTH - MARGIN, yy + len(waiting) * line_h(fw) + 14), radius=8,
                              fill=SIDE_COLOUR.get(seat, BANNER), outline=WHITE, width=2)
        ly = yy + 7
        for ln in waiting:
            c.text((MARGIN + 12, ly), ln, fw, fill=WHITE)
            ly += line_h(fw)
    y += h
    if v.outcome:
        winners = " and ".join(SIDE_NAME.get(s, s) for s in v.winners) or "Nobody"
        f = font(F_SUB, True)
        lines = wrap(f"Game over — {winners} win. {v.outcome}", f, WIDTH - 2 * MARGIN, 3)
        bh = 16 + len(lines) * line_h(f)
        c.need(y + bh + MARGIN)
        c.d.rectangle((0, y, WIDTH, y + bh), fill=BANNER)
        yy = y + 8
        for ln in lines:
            c.text((MARGIN, yy), ln, f, fill=WHITE)
            yy += line_h(f)
        y += bh
    return y


def _box(
    c: Canvas,
    x: int,
    y: int,
    w: int,
    h: int,
    title: str,
    lines: list[str],
    colour=PANEL,
    edge=PANEL_EDGE,
    done: bool | None = None,
) -> None:
    c.d.rounded_rectangle((x, y, x + w, y + h), radius=8, fill=colour, outline=edge, width=3 if done else 2)
    fb, fs = font(F_BODY, True), font(F_SMALL)
    mark = "" if done is None else ("✓ " if done else "")
    c.text((x + 10, y + 8), ellipsize(mark + title, fb, w - 20), fb, fill=INK)
    yy = y + 8 + line_h(fb)
    for ln in lines:
        c.text((x + 10, yy), ellipsize(ln, fs, w - 20), fs, fill=INK)
        yy += line_h(fs)


def objectives(c: Canvas, v: PBView, y: int, names: dict[str, tuple[str, str]]) -> int:
    """The scenario's objective track: one row of boxes."""
    y += GAP
    c.text((MARGIN, y), "Objectives", font(F_H, True), fill=WHITE)
    y += 30
    boxes: list[tuple[str, list[str], bool | None, tuple[int, int, int]]] = []
    letter = {"1A": "P", "1B": "P", "2": "M", "3": "D"}[v.scenario]
    taken = set(v.bridges_taken)
    done_colour = (222, 240, 214)
    if letter == "P":
        left = v.terrain_piles.get("terrain", 0)
        boxes.append(("Approach", [f"{left} Terrain card(s) left in the pile", "then the bridge(s)"], None, PANEL))
        ben = "1014A" in taken
        boxes.append(
            (
                f"{BRIDGE_NAMES['1014A']} bridge (1014A)",
                ["taken by the British" if ben else "held by the German", "objective of the British"],
                ben,
                done_colour if ben else PANEL,
            )
        )
        if v.scenario == "1B":
            face = v.ranville_face
            horsa = face == "1015B"
            boxes.append(
                (
                    "Ranville bridge (1015)",
                    [
                        f"face: {BRIDGE_NAMES.get(face or '', face or 'not yet fought')}",
                        "British took it: −1 German Unit" if horsa else "German holds: +1 German Unit",
                    ],
                    horsa,
                    done_colour if horsa else PANEL,
                )
            )
            boxes.append(
                (
                    f"{BRIDGE_NAMES['1014B']} (1014B)",
                    ["the final bridge, after Bénouville", "taken with Strength Points left"],
                    None,
                    PANEL,
                )
            )
    elif letter == "M":
        g = v.guns_destroyed or 0
        boxes.append(
            (
                f"Guns destroyed: {g} of 3",
                ["the British wins with 3 guns", "(casemates 1016, 1022, 1023)"],
                g >= 3,
                done_colour if g >= 3 else PANEL,
            )
        )
        piles = v.terrain_piles
        boxes.append(
            (
                "Terrain piles",
                [
                    f"Approach {piles.get('approach', 0)} · Objectives {piles.get('objectives', 0)}",
                    f"Battery {piles.get('battery', 0)}",
                ],
                None,
                PANEL,
            )
        )
        bunker = "1024" in v.sides["british"].objectives
        boxes.append(("Bunker (1024)", ["taken" if bunker else "not taken"], bunker, done_colour if bunker else PANEL))
    else:
        for p in v.dives_piles:
            bridge = p.get("bridge")
            title = f"Pile {p['position']}: " + (label(names, bridge) if bridge else "face-down bridge")
            owner = (
                "destroyed by the British"
                if bridge in v.sides["british"].objectives
                else "protected by the German"
                if bridge in v.sides["german"].objectives
                else ""
            )
            boxes.append(
                (
                    title,
                    [f"{p['cards_left']} Terrain card(s) left", owner],
                    True if bridge in v.sides["british"].objectives else None,
                    done_colour if bridge in v.sides["british"].objectives else PANEL,
                )
            )
        b = len([x for x in v.sides["british"].objectives if x in ("1028", "1030", "1031", "1032")])
        g = len([x for x in v.sides["german"].objectives if x in ("1028", "1030", "1031", "1032")])
        boxes.append(("Bridges", [f"British destroyed {b} (needs 3)", f"German protected {g} (needs 2)"], None, PANEL))
    if v.campaign is not None:
        cp = v.campaign
        played = (
            ", ".join(f"{r['scenario']} {SIDE_NAME.get(r['winner'], r['winner'])} ({r['vp']} VP)" for r in cp.results)
            or "none yet"
        )
        blue = f"German {cp.blue_tokens_german}, British {cp.blue_tokens_british}, lost {cp.blue_tokens_lost}"
        if cp.blue_on:
            blue += f" · one on {label(names, cp.blue_on)}"
        total = f" · final total {cp.total}" if cp.total is not None else ""
        campaign = (
            f"Campaign (Operation Tonga): scenario {cp.stage + 1} of {len(cp.scenarios)} ({' → '.join(cp.scenarios)})",
            [f"Victory Points so far: {cp.vp_so_far}{total} · scenarios played: {played}", f"Blue tokens: {blue}"]
            + ([cp.band] if cp.band else []),
        )
    else:
        campaign = None
    per_row = 1 if len(boxes) == 1 else 2
    w = (WIDTH - 2 * MARGIN - (per_row - 1) * GAP) // per_row
    fb, fs = font(F_BODY, True), font(F_SMALL)
    h = 8 + line_h(fb) + max(len(b[1]) for b in boxes) * line_h(fs) + 10
    for i, (title, lines, done, colour) in enumerate(boxes):
        if i and i % per_row == 0:
            y += h + GAP // 2
        c.need(y + h + MARGIN)
        _box(c, MARGIN + (i % per_row) * (w + GAP), y, w, h, title, lines, colour=colour, done=done)
    y += h
    if campaign is not None:
        y += GAP // 2
        ch = 8 + line_h(fb) + len(campaign[1]) * line_h(fs) + 10
        c.need(y + ch + MARGIN)
        _box(c, MARGIN, y, WIDTH - 2 * MARGIN, ch, campaign[0], campaign[1], colour=(236, 232, 246))
        y += ch
    return y


def _columns(front: FrontView) -> list[list[TableCard]]:
    """Group the table in play order: a new column at each German Unit (with the British facing it)."""
    cols: list[list[TableCard]] = []
    for e in front.table:
        if (e.side == "german" and e.played_as == "unit") or not cols:
            cols.append([])
        cols[-1].append(e)
    return cols


def _fight_panel(c: Canvas, fight: FightView, col: list[TableCard], x: int, y: int, w: int) -> int:
    """Combat values with their modifiers (printed value + everything else) and whose move it is."""
    h = FIGHT_H
    c.d.rounded_rectangle((x, y, x + w, y + h), radius=8, fill=(252, 248, 236), outline=GOLD, width=3)
    g_unit = next((e for e in col if e.side == "german" and e.played_as == "unit"), None)
    b_unit = next((e for e in col if e.side == "british" and e.played_as == "unit"), None)
    fb, fs, fv = font(F_SMALL, True), font(F_SMALL), font(F_BIG, True)
    half = w // 2
    for i, (side, total, unit) in enumerate(
        (("german", fight.german_value, g_unit), ("british", fight.british_value, b_unit))
    ):
        cx = x + half // 2 + i * half
        colour = SIDE_COLOUR[side]
        c.text((cx, y + 18), SIDE_NAME[side], fb, fill=colour, anchor="mm")
        if total is None:
            c.text((cx, y + 62), "–", fv, fill=colour, anchor="mm")
            c.text((cx, y + 102), ellipsize("no Unit yet", fs, half - 8), fs, fill=DIM, anchor="mm")
            continue
        c.text((cx, y + 62), str(total), fv, fill=colour, anchor="mm", key=True)
        printed = unit.card.value if unit is not None and unit.card.value is not None else None
        if printed is not None:
            mod = f"printed {printed}, {total - printed:+d}"
            c.text((cx, y + 102), ellipsize(mod, fs, half - 8), fs, fill=INK, anchor="mm")
    c.text((x + half, y + 62), "vs", fb, fill=DIM, anchor="mm")
    turn = TURN_NAME.get(fight.turn, fight.turn)
    if fight.tokens_banned:
        turn += " · no tokens: " + ", ".join(SIDE_NAME.get(s, s) for s in fight.tokens_banned)
    c.text((x + half, y + 132), ellipsize(turn, fb, w - 16), fb, fill=INK, anchor="mm")
    return h


def _units(col: list[TableCard]) -> tuple[TableCard | None, TableCard | None]:
    g_unit = next((e for e in col if e.side == "german" and e.played_as == "unit"), None)
    b_unit = next((e for e in col if e.side == "british" and e.played_as == "unit"), None)
    return g_unit, b_unit


def _column_height(col: list[TableCard], active: bool, w: int) -> int:
    g_unit, b_unit = _units(col)
    g_ca = sum(1 for e in col if e.side == "german" and e.played_as != "unit")
    b_ca = sum(1 for e in col if e.side == "british" and e.played_as != "unit")
    return (
        unit_slot_height(g_unit, w)
        + 8
        + g_ca * CHIP_H
        + (FIGHT_H + 8 if active else 40)
        + unit_slot_height(b_unit, w)
        + 8
        + b_ca * CHIP_H
    )


def draw_column(c: Canvas, col: list[TableCard], fight: FightView | None, x: int, y: int, w: int) -> int:
    start = y
    g_unit, b_unit = _units(col)
    active = (
        fight is not None
        and g_unit is not None
        and g_unit.card.number == fight.german
        and (g_unit.state in (None, "fighting"))
    )
    c.need(y + _column_height(col, active, w) + MARGIN)
    y += _side_half(c, col, "german", g_unit, "no German Unit", x, y, w)
    if active and fight is not None:
        y += _fight_panel(c, fight, col, x, y, w) + 8
    else:
        y += _result_line(c, g_unit, b_unit, x, y, w) + 8
    y += _side_half(c, col, "british", b_unit, "no British Unit facing it", x, y, w)
    return y - start


def _side_half(
    c: Canvas, col: list[TableCard], side: str, unit: TableCard | None, empty: str, x: int, y: int, w: int
) -> int:
    """Draw one side of a fight column: its Unit (or an empty slot), then its other cards; return the height."""
    start = y
    if unit is not None:
        y += paste_unit(c, unit, x, y, w, UNIT_H)
    else:
        _empty(c, x, y, w, UNIT_H, empty)
        y += UNIT_H
    y += 8
    for e in col:
        if e.side == side and e.played_as != "unit":
            y += draw_chip(c, e, x, y, w)
    return y - start


def _result_line(c: Canvas, g: TableCard | None, b: TableCard | None, x: int, y: int, w: int) -> int:
    parts = []
    for e in (g, b):
        if e is not None and e.state and UNIT_STATE.get(e.state):
            parts.append(f"{SIDE_NAME[e.side]}: {UNIT_STATE[e.state]}")
    text = " · ".join(parts) or "fight over"
    c.d.rounded_rectangle((x, y, x + w, y + 32), radius=6, fill=BG_DARK)
    c.text(
        (x + w // 2, y + 16), ellipsize(text, font(F_SMALL, True), w - 12), font(F_SMALL, True), fill=WHITE, anchor="mm"
    )
    return 40 - 8


def _empty(c: Canvas, x: int, y: int, w: int, h: int, text: str) -> None:
    for i in range(x, x + w, 16):
        c.d.line((i, y, min(i + 8, x + w), y), fill=LIGHT, width=2)
        c.d.line((i, y + h, min(i + 8, x + w), y + h), fill=LIGHT, width=2)
    for j in range(y, y + h, 16):
        c.d.line((x, j, x, min(j + 8, y + h)), fill=LIGHT, width=2)
        c.d.line((x + w, j, x + w, min(j + 8, y + h)), fill=LIGHT, width=2)
    c.text((x + w // 2, y + h // 2), ellipsize(text, font(F_SMALL), w - 12), font(F_SMALL), fill=LIGHT, anchor="mm")


def fronts(c: Canvas, v: PBView, y: int) -> int:
    """One block per Terrain in play: the Terrain card across the image, then the fights in the order played, three
    a row."""
    inner = WIDTH - 2 * MARGIN
    shown = {f.terrain.number for f in v.fronts}
    rows: list[tuple[TerrainView, FrontView | None]] = [(f.terrain, f) for f in v.fronts]
    rows += [(t, None) for t in v.terrain if t.number not in shown]
    fh = font(F_H, True)
    for t, front in rows:
        y += GAP
        c.need(y + 80)
        c.text((MARGIN, y), ellipsize(f"Terrain in play: {strip_placeholder(t.name)}", fh, inner), fh, fill=WHITE)
        y += line_h(fh) + 4
        y += terrain_card(c, t, MARGIN, y, inner, front) + GAP
        if t.provenance == "placeholder":
            c.placeholder_seen = True
        cols = _columns(front) if front is not None else []
        per_row = 2 if len(cols) <= 2 else COLS
        col_w = (inner - (per_row - 1) * GAP) // per_row
        if not cols:
            note = "No Unit played here yet." if front is not None else "No Assault under way on this Terrain."
            c.need(y + 40 + MARGIN)
            c.text((MARGIN, y), note, font(F_BODY), fill=LIGHT)
            y += line_h(font(F_BODY))
        for i in range(0, len(cols), per_row):
            row_h = 0
            for j, col in enumerate(cols[i : i + per_row]):
                fight = front.fight if front is not None else None
                row_h = max(row_h, draw_column(c, col, fight, MARGIN + j * (col_w + GAP), y, col_w))
            y += row_h + GAP
    if v.revealed:
        y += GAP
        c.need(y + 40)
        c.text((MARGIN, y), "Revealed Terrains: the choice of where to advance", fh, fill=WHITE)
        y += line_h(fh) + 4
        w = (inner - GAP) // 2
        for i in range(0, min(len(v.revealed), 4), 2):
            hmax = 0
            for j, t in enumerate(v.revealed[i : i + 2]):
                hmax = max(hmax, terrain_card(c, t, MARGIN + j * (w + GAP), y, w, None))
                if t.provenance == "placeholder":
                    c.placeholder_seen = True
            y += hmax + GAP
    if v.stack:
        y += GAP
        c.need(y + 40 + CHIP_TEXT_H * len(v.stack) + MARGIN)
        c.text((MARGIN, y), "Waiting for an answer (top card last):", fh, fill=WHITE)
        y += line_h(fh) + 4
        for i, e in enumerate(v.stack):
            note = "top" if i == len(v.stack) - 1 else ""
            y += draw_chip(c, e, MARGIN, y, inner, with_text=True,
                           note=f"played by the {SIDE_NAME[e.side]}" + (" · " + note if note else ""))
            if e.card.provenance == "placeholder":
                c.placeholder_seen = True
    return y


TOKEN_R = 13
TOKEN_STEP = 30


def _token_rows(tokens: dict[str, int], w: int) -> list[list[tuple[str, int]]]:
    """The side's tokens laid out in rows no wider than ``w``: per kind its discs, its count (key), its name."""
    fb, fk, fs = font(F_BODY, True), font(F_KEY, True), font(F_BODY)
    rows: list[list[tuple[str, int]]] = [[]]
    x = text_width("Tokens:", fb) + 12
    for kind, n in tokens.items():
        need = min(n, 10) * TOKEN_STEP + 8 + text_width(str(n), fk) + 8 + text_width(TOKEN_NAME.get(kind, kind), fs) + 24
        if rows[-1] and x + need > w:
            rows.append([])
            x = text_width("Tokens:", fb) + 12
        rows[-1].append((kind, n))
        x += need
    return rows


def _tokens_line(c: Canvas, tokens: dict[str, int], x: int, y: int, w: int) -> int:
    """Each kind of token: its discs, then its count (a key number) and its name; returns the height used."""
    fb, fk, fs = font(F_BODY, True), font(F_KEY, True), font(F_BODY)
    row_h = 40
    c.text((x, y + row_h // 2), "Tokens:", fb, anchor="lm")
    x0 = x + text_width("Tokens:", fb) + 12
    if not tokens:
        c.text((x0, y + row_h // 2), "none", fs, fill=DIM, anchor="lm")
        return row_h
    rows = _token_rows(tokens, w)
    for r, row in enumerate(rows):
        mid = y + r * row_h + row_h // 2
        xx = x0
        for kind, n in row:
            colour = TOKEN.get(kind, DIM)
            for _ in range(min(n, 10)):
                c.d.ellipse((xx, mid - TOKEN_R, xx + 2 * TOKEN_R, mid + TOKEN_R), fill=colour, outline=INK, width=1)
                if kind in ("plus3", "plus3h"):
                    c.text((xx + TOKEN_R, mid), "+3", font(F_SMALL, True), fill=INK, anchor="mm")
                xx += TOKEN_STEP
            xx += 8
            c.text((xx, mid), str(n), fk, anchor="lm", key=True)
            xx += text_width(str(n), fk) + 8
            name = TOKEN_NAME.get(kind, kind)
            c.text((xx, mid), name, fs, anchor="lm")
            xx += text_width(name, fs) + 24
    return row_h * len(rows)


def _side_lines(v: PBView, side: str, names: dict[str, tuple[str, str]], w: int) -> list[str]:
    s = v.sides[side]
    fs = font(F_BODY)
    lines: list[str] = []
    hero = f"Heroic cards still to choose: {s.heroic_available}"
    if s.heroic_in_hand:
        hero = f"{s.heroic_in_hand} heroic ★ in hand · " + hero
    if s.heroic_lost:
        hero += f" · removed unseen: {s.heroic_lost}"
    lines.extend(wrap(hero, fs, w, 2))
    if s.heroic_played:
        lines.extend(wrap("Heroic played: " + ", ".join(label(names, n) for n in s.heroic_played), fs, w, 2))
    if s.objectives:
        lines.extend(wrap("Objectives: " + ", ".join(label(names, n) for n in s.objectives), fs, w, 2))
    if s.seen_discards:
        latest = list(reversed(s.seen_discards))
        lines.extend(wrap(f"Seen going to discard ({len(latest)}), latest first: "
                          + ", ".join(label(names, n) for n in latest), fs, w, 2))
    if s.mulligan_left and v.scenario_turn == 0:
        lines.append("May still take a new starting hand")
    return lines


def sides(c: Canvas, v: PBView, y: int, names: dict[str, tuple[str, str]]) -> int:
    """Each side, one under the other: its hand, draw and discard piles and tokens (key numbers), then the rest."""
    w = WIDTH - 2 * MARGIN
    fs, fh, fk = font(F_BODY), font(F_H, True), font(F_KEY, True)
    for side in ("british", "german"):
        y += GAP
        s = v.sides[side]
        lines = _side_lines(v, side, names, w - 24)
        token_h = 40 * max(1, len(_token_rows(s.tokens, w - 24))) if s.tokens else 40
        h = 40 + 8 + line_h(fk) + token_h + len(lines) * line_h(fs) + 12
        c.need(y + h + 60 + MARGIN)
        c.d.rounded_rectangle((MARGIN, y, MARGIN + w, y + h), radius=10, fill=SIDE_LIGHT[side],
                              outline=SIDE_COLOUR[side], width=3)
        c.d.rounded_rectangle((MARGIN, y, MARGIN + w, y + 40), radius=10, fill=SIDE_COLOUR[side])
        c.d.rectangle((MARGIN, y + 24, MARGIN + w, y + 40), fill=SIDE_COLOUR[side])
        c.text((MARGIN + 12, y + 20), SIDE_NAME[side], fh, fill=WHITE, anchor="lm")
        yy = y + 48
        c.text((MARGIN + 12, yy), f"Hand {s.hand} · Draw pile {s.draw_pile} · Discard {s.discard_pile}", fk,
               key=True)
        yy += line_h(fk)
        yy += _tokens_line(c, s.tokens, MARGIN + 12, yy, w - 24)
        for ln in lines:
            c.text((MARGIN + 12, yy), ln, fs)
            yy += line_h(fs)
        y += h
    y += 10
    specials = ", ".join(f"{TOKEN_NAME.get(k, k)} ×{n}" for k, n in v.special_tokens.items()) or "none"
    extra = f" · Counter-attack pile: {v.counter_pile} card(s), face down" if v.counter_pile else ""
    fb = font(F_BODY)
    for ln in wrap(f"Reserve: {v.reserve} tokens · Special tokens left: {specials}{extra}", fb, w):
        c.need(y + line_h(fb) + MARGIN)
        c.text((MARGIN, y), ln, fb, fill=WHITE)
        y += line_h(fb)
    return y


def footer(c: Canvas, v: PBView, y: int) -> int:
    y += GAP
    fs = font(F_SMALL)
    lines = []
    if c.placeholder_seen:
        lines.append(
            "PLACEHOLDER (striped): our own design for a card whose printed text is unknown — not the printed card."
        )
    if v.data_note:
        lines.extend(wrap(v.data_note, fs, WIDTH - 2 * MARGIN - 60, 3))
    if not lines:
        return y
    h = 12 + len(lines) * line_h(fs) + 8
    c.need(y + h + MARGIN)
    c.d.rectangle((0, y, WIDTH, y + h), fill=BG_DARK)
    if c.placeholder_seen:
        c.stripes((MARGIN, y + 10, MARGIN + 44, y + 10 + line_h(fs)), step=6)
    yy = y + 10
    for ln in lines:
        c.text((MARGIN + 60, yy), ln, fs, fill=LIGHT)
        yy += line_h(fs)
    return y + h


def draw_canvas(view: PBView) -> Canvas:
    """The card table on a :class:`Canvas` that knows every text it drew (and which are key numbers)."""
    c = Canvas()
    names = names_of(view)
    y = header(c, view, 0)
    y = objectives(c, view, y, names)
    y = fronts(c, view, y)
    y = sides(c, view, y, names)
    y = footer(c, view, y)
    c.need(y + MARGIN)
    c.img = c.img.crop((0, 0, WIDTH, y + MARGIN))
    return c


def draw_image(view: PBView) -> Image.Image:
    return draw_canvas(view).img


def render(view: PBView) -> bytes:
    """PNG bytes of the public card table (deterministic: the same view gives the same bytes)."""
    return common.encode_png(draw_image(view))
