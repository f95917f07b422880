"""The Pegasus Bridge table's styles, text helpers, card names and the recording :class:`Canvas` (every text drawn
is noted with its box; see :mod:`renderer.pegasus_bridge.draw` for the layout and :mod:`renderer.legibility`)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from PIL import Image, ImageDraw

from .. import common
from ..common import ink_height, text_bbox

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
