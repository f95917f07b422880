"""The drawing surface of the D-Day Dice images: it draws, and it notes where every label and marker went.

Every text a player reads on the Battle Map (a Sector's number, its DEF, Advance and MGF chips, its notes,
its Land Mines, Barriers and links, the Unit Markers and their captions) and in the Unit panels' numbers is
drawn through :meth:`Canvas.label` or :meth:`Canvas.pill`, which record a :class:`Label`: its box, the Sector
it belongs to, whether it is a *key* number (what a player reads to decide) and the height of its digits.
The ⇄ lateral-move markers are recorded as markers. The layout test checks these boxes (no two overlap, none
leaves its Sector, no marker covers a label) and :mod:`renderer.legibility` reads the key heights.
Recording is a list append per label: it costs nothing worth measuring.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PIL import Image, ImageDraw, ImageFont

from renderer.common import draw_pill, font, ink_height, pill_size, text_bbox, text_width

Box = tuple[int, int, int, int]
"""``(x0, y0, x1, y1)`` in image pixels, ``x1``/``y1`` exclusive."""

INK = (28, 28, 28)


@dataclass(frozen=True)
class Label:
    """One text (or marker) drawn on an image."""

    kind: str
    text: str
    box: Box
    sector: str | None = None
    key: bool = False
    height: float = 0.0
    """Height of its digits (of its capitals when it has none), in image pixels."""
    marker: bool = False


def wrap(text: str, fnt, width: int) -> list[str]:
    """Greedy word wrap of ``text`` into lines no wider than ``width``."""
    out: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split():
            trial = f"{line} {word}".strip()
            if line and text_width(trial, fnt) > width:
                out.append(line)
                line = word
            else:
                line = trial
        out.append(line)
    return out


def line_h(fnt) -> int:
    a, d = fnt.getmetrics()
    return a + d + 2


def overlap(a: Box, b: Box) -> bool:
    """Whether two boxes share any area (touching edges do not count)."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def inside(a: Box, b: Box) -> bool:
    """Whether box ``a`` lies within box ``b``."""
    return a[0] >= b[0] and a[1] >= b[1] and a[2] <= b[2] and a[3] <= b[3]


@dataclass
class Canvas:
    img: Image.Image
    d: ImageDraw.ImageDraw
    labels: list[Label] = field(default_factory=list)
    sectors: dict[str, Box] = field(default_factory=dict)
    """Each Sector's drawn box, by Sector id."""

    def text(self, xy, text, size=20, bold=False, fill=INK, anchor="la") -> None:
        self.d.text(xy, text, font=font(size, bold), fill=fill, anchor=anchor)

    def para(self, x: int, y: int, text: str, width: int, size: int = 20, bold: bool = False, fill=INK) -> int:
        f = font(size, bold)
        for ln in wrap(text, f, width):
            self.d.text((x, y), ln, font=f, fill=fill)
            y += line_h(f)
        return y

    def label(self, xy: tuple[float, float], text: str, fnt: ImageFont.FreeTypeFont, fill=INK, anchor: str = "la",
              kind: str = "text", sector: str | None = None, key: bool = False, box: Box | None = None) -> Box:
        """Draw ``text`` and record it (its ink box, or ``box`` when the text stands for a drawn shape)."""
        self.d.text(xy, text, font=fnt, fill=fill, anchor=anchor)
        if box is None:
            x0, y0, x1, y1 = text_bbox(text, fnt, anchor)  # the font the text is drawn in (Hangul's)
            box = (int(xy[0] + x0), int(xy[1] + y0), int(xy[0] + x1) + 1, int(xy[1] + y1) + 1)
        self.labels.append(Label(kind, text, box, sector, key, ink_height(text, fnt)))
        return box

    def pill(self, xy: tuple[float, float], text: str, fnt: ImageFont.FreeTypeFont, bg, fg, outline=None,
             pad_x: int = 6, pad_y: int = 3, kind: str = "pill", sector: str | None = None, key: bool = False
             ) -> tuple[int, int]:
        """A rounded badge (its top-left corner at ``xy``), recorded with its whole box; returns its size."""
        w, h = draw_pill(self.d, xy, text, fnt, bg, fg, outline=outline, pad_x=pad_x, pad_y=pad_y)
        x, y = int(round(xy[0])), int(round(xy[1]))
        self.labels.append(Label(kind, text, (x, y, x + w + 1, y + h + 1), sector, key, ink_height(text, fnt)))
        return w, h

    def marker(self, box: Box, kind: str, text: str = "") -> None:
        """Record a drawn marker (no text of its own) that must not cover any label."""
        self.labels.append(Label(kind, text, box, None, False, 0.0, True))


def pill_box_size(text: str, fnt: ImageFont.FreeTypeFont, pad_x: int = 6, pad_y: int = 3) -> tuple[int, int]:
    """The size :meth:`Canvas.pill` will record for ``text`` (its outline included)."""
    w, h = pill_size(text, fnt, pad_x, pad_y)
    return w + 1, h + 1
