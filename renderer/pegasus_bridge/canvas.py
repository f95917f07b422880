"""The Pegasus Bridge table's styles, text helpers, card names and the recording :class:`Canvas` (every text drawn
is noted with its box; see :mod:`renderer.pegasus_bridge.draw` for the layout and :mod:`renderer.legibility`)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from PIL import Image, ImageDraw

from .. import common
from ..common import glyph_font, ink_height, text_bbox
from .words import Words

if TYPE_CHECKING:  # only types: importing the rules package here would register its game early
    from rules.pegasus_bridge.view import CardView, PBView, TerrainView


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
SIDE_COLOUR = {"british": (128, 30, 50), "german": (72, 82, 72)}
SIDE_LIGHT = {"british": (244, 226, 228), "german": (226, 230, 224)}
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


@lru_cache(maxsize=4096)
def _korean_has(size: int, bold: bool, ch: str) -> bool:
    """True when the Korean font has a glyph for ``ch`` (accented Latin letters, "é" of "Bénouville", it has not)."""
    ko = common.hangul_font(size, bold)
    return ch.isspace() or (ko.getmask(ch).size, bytes(ko.getmask(ch))) != (
        ko.getmask("\ue000").size, bytes(ko.getmask("\ue000")))


def runs(text: str, fnt) -> list[str]:
    """``text`` in runs each drawn in one font that has all its glyphs: a text with Hangul is drawn in the Korean
    font, except the words with a letter it lacks (a printed French name's accents in a Korean sentence: "Bénouville"),
    drawn whole in ``fnt``.
    A text without Hangul is one run (English images do not change)."""
    ko = glyph_font(text, fnt)
    if ko is fnt:
        return [text]
    bold = "Bold" in (fnt.font.style or "")
    out: list[str] = []
    last: bool | None = None
    for word in re.split(r"(\s+)", text):
        here = last if word.isspace() or not word else all(_korean_has(int(fnt.size), bold, ch) for ch in word)
        if out and here == last:
            out[-1] += word
        else:
            out.append(word)
        last = here
    return [run for run in out if run]


def length(text: str, fnt) -> float:
    """How wide ``text`` is drawn in ``fnt`` (a text with Hangul in the Korean font it is drawn in, run by run)."""
    return sum(glyph_font(run, fnt).getlength(run) for run in runs(text, fnt))


def wrap(text: str, fnt, width: int, max_lines: int | None = None) -> list[str]:
    """Greedy word wrap; the last kept line ends with an ellipsis when text was cut."""
    words = text.split()
    lines: list[str] = []
    line = ""
    for word in words:
        trial = f"{line} {word}".strip()
        if length(trial, fnt) <= width or not line:
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
    if length(text, fnt) <= width and not (force and not text.endswith("…")):
        return text
    text = text.rstrip(" …")
    while text and length(text + "…", fnt) > width:
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


def label(view_names: dict[str, tuple[str, str]], number: str, say: Words | None = None) -> str:
    """``"1502 Patrouille"``: a card's number and name (a placeholder's by its gloss where ``say``'s language has one;
    in English as the data has it)."""
    name = view_names.get(number) or _builtin_names().get(number)
    if not name:
        return number
    return f"{number} {name[0] if say is None or say.english else say.card_name(number, name[0])}"


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

    def __init__(self, height: int = 1400, width: int = WIDTH, bg=BG, say: Words | None = None) -> None:
        self.say = say or Words()
        """The image's words (its language's)."""
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
        parts = runs(text, fnt)
        if len(parts) > 1:
            return self._mixed(xy, parts, fnt, fill, anchor, key)
        self.d.text(xy, text, font=fnt, fill=fill, anchor=anchor)
        x0, y0, x1, y1 = text_bbox(text, fnt, anchor)
        box = (int(xy[0] + x0), int(xy[1] + y0), int(xy[0] + x1) + 1, int(xy[1] + y1) + 1)
        self.labels.append(Label(text, box, key, ink_height(text, fnt)))
        return box

    def _mixed(self, xy, parts: list[str], fnt, fill, anchor: str, key: bool) -> Box:
        """Draw a text of several runs (:func:`runs`) side by side, placed as one text by ``anchor``."""
        widths = [glyph_font(p, fnt).getlength(p) for p in parts]
        x = xy[0] - sum(widths) * {"l": 0.0, "m": 0.5, "r": 1.0}[anchor[0]]
        start = x
        top, bottom = 10**6, -(10**6)
        for part, width in zip(parts, widths, strict=True):
            self.d.text((x, xy[1]), part, font=fnt, fill=fill, anchor="l" + anchor[1])
            _, y0, _, y1 = text_bbox(part, fnt, "l" + anchor[1])
            top, bottom = min(top, y0), max(bottom, y1)
            x += width
        text = "".join(parts)
        box = (int(start), int(xy[1] + top), int(x) + 1, int(xy[1] + bottom) + 1)
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
