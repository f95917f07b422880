"""Helpers shared by every game renderer: fonts, text, badges, PNG encoding.

Fonts are loaded only from this package (``renderer/fonts``), never from
system paths, so a fresh machine renders the same image. DejaVu Sans is
shipped with its licence (``renderer/fonts/LICENSE-DejaVu.txt``); it covers
the accented French names (St. Lô, Ste-Mère-Église, Périers...) that Pillow's
bitmap default font draws as boxes. DejaVu has no Hangul: a text with Hangul (a Korean table, issue #28)
is drawn in NanumSquare (Regular/Bold, SIL OFL, ``renderer/fonts/LICENSE-Nanum.txt``) instead, text by
text: :func:`glyph_font` picks the font, and every measuring and drawing helper here (and
:class:`FastDraw`) goes through it, so Latin labels keep DejaVu and English images do not change.
"""

from __future__ import annotations

import io
import math
import re
from collections import OrderedDict
from functools import lru_cache
from importlib import resources
from typing import Any

from PIL import Image, ImageColor, ImageDraw, ImageFont

REGULAR = "DejaVuSans.ttf"
BOLD = "DejaVuSans-Bold.ttf"
HANGUL_REGULAR = "NanumSquareR.ttf"
HANGUL_BOLD = "NanumSquareB.ttf"
#: Smallest font size any renderer may use (pixels): text must stay readable
#: when a phone shrinks the image.
MIN_FONT_SIZE = 16

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"

# Encoder settings, shared by every image and by bare_png() (the benchmark
# compares a render against a bare encode of the same canvas). Renders are
# flat colours plus anti-aliased text, so a 256-colour palette loses nothing
# visible and keeps files small. The palette is chosen from every third pixel
# of every third row (the flat colours are everywhere and text edges repeat),
# then the whole image is mapped onto it: several times faster than building
# the palette from every pixel, for the same mean error. zlib level 3
# is three times faster than 6 on these images for about a quarter more bytes
# (well under the size budget).
PALETTE_COLOURS = 256
PALETTE_SAMPLE = 3
PNG_COMPRESS_LEVEL = 3


@lru_cache(maxsize=None)
def font_bytes(name: str) -> bytes:
    """The bytes of a font shipped in ``renderer/fonts``."""
    return resources.files("renderer").joinpath("fonts", name).read_bytes()


@lru_cache(maxsize=None)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """DejaVu Sans (or Bold) at ``size`` pixels, from the package directory."""
    if size < MIN_FONT_SIZE:
        raise ValueError(f"font size {size} is below the readable minimum {MIN_FONT_SIZE}")
    return ImageFont.truetype(io.BytesIO(font_bytes(BOLD if bold else REGULAR)), size)


@lru_cache(maxsize=None)
def hangul_font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """NanumSquare (or Bold) at ``size`` pixels: the font of a text with Hangul."""
    if size < MIN_FONT_SIZE:
        raise ValueError(f"font size {size} is below the readable minimum {MIN_FONT_SIZE}")
    return ImageFont.truetype(io.BytesIO(font_bytes(HANGUL_BOLD if bold else HANGUL_REGULAR)), size)


def has_hangul(text: str) -> bool:
    """True when ``text`` holds a Hangul syllable or letter (a Korean word)."""
    return any("\uac00" <= ch <= "\ud7a3" or "\u3131" <= ch <= "\u318e" or "\u1100" <= ch <= "\u11ff"
               for ch in text)


@lru_cache(maxsize=8192)
def glyph_font(text: str, fnt: ImageFont.FreeTypeFont) -> ImageFont.FreeTypeFont:
    """The font ``text`` is drawn in when asked for ``fnt``: ``fnt`` itself, or, for a text with Hangul and a
    DejaVu font, NanumSquare of the same size and weight (DejaVu would draw Hangul as boxes)."""
    if not has_hangul(text) or fnt.font.family != "DejaVu Sans":
        return fnt
    return hangul_font(int(fnt.size), "Bold" in (fnt.font.style or ""))


_HANGUL_RUN = re.compile(r"(\s+|[\uac00-\ud7a3\u3131-\u318e\u1100-\u11ff]+)")


@lru_cache(maxsize=4096)
def hangul_has(ch: str, size: int, bold: bool = False) -> bool:
    """True when NanumSquare draws ``ch``: it has no accented Latin letter ("ü" of "Schütze": a box) and draws "•"
    and "⇄" as nothing."""
    if ch.isspace():
        return True
    ko = hangul_font(size, bold)
    mask = ko.getmask(ch)
    if not any(bytes(mask)):
        return False
    missing = ko.getmask("\ue000")
    return (mask.size, bytes(mask)) != (missing.size, bytes(missing))


@lru_cache(maxsize=8192)
def text_runs(text: str, fnt: ImageFont.FreeTypeFont) -> tuple[tuple[str, ImageFont.FreeTypeFont], ...]:
    """``text`` in runs, each with the font it is drawn in: one run in :func:`glyph_font`'s font, unless a text with
    Hangul holds a character NanumSquare lacks (a printed German or French name's "ü", "é"; "•"): then each word
    without Hangul that has such a character is drawn in DejaVu, the rest in NanumSquare."""
    if not has_hangul(text):
        return ((text, fnt),)
    size, bold = int(fnt.size), "Bold" in (fnt.font.style or "")
    ko = hangul_font(size, bold)
    if all(hangul_has(ch, size, bold) for ch in text):
        return ((text, glyph_font(text, fnt)),)
    latin = fnt if fnt.font.family == "DejaVu Sans" else font(size, bold)
    out: list[list] = []
    for piece in _HANGUL_RUN.split(text):
        if not piece:
            continue
        if piece.isspace() and out:
            out[-1][0] += piece
            continue
        f = ko if has_hangul(piece) or all(hangul_has(ch, size, bold) for ch in piece) else latin
        if out and out[-1][1] is f:
            out[-1][0] += piece
        else:
            out.append([piece, f])
    return tuple((t, f) for t, f in out)


def font_for(text: str, size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The font ``text`` is drawn in at ``size``: DejaVu Sans, NanumSquare when it has Hangul."""
    return glyph_font(text, font(size, bold))


@lru_cache(maxsize=8192)
def text_width(text: str, fnt: ImageFont.FreeTypeFont) -> int:
    """Width of ``text`` in pixels; memoised, as the same labels and badges are measured render after render."""
    runs = text_runs(text, fnt)
    if len(runs) == 1:
        return int(round(glyph_font(text, fnt).getlength(text)))
    return int(round(sum(f.getlength(t) for t, f in runs)))


@lru_cache(maxsize=8192)
def text_bbox(text: str, fnt: ImageFont.FreeTypeFont, anchor: str = "la") -> tuple[int, int, int, int]:
    """``fnt.getbbox(text, anchor=anchor)``, memoised: the same labels are recorded render after render (a text in
    several fonts, :func:`text_runs`: the box of its runs side by side)."""
    runs = text_runs(text, fnt)
    if len(runs) == 1:
        return glyph_font(text, fnt).getbbox(text, anchor=anchor)
    starts, _ = _run_starts(runs, anchor)
    out = [(x0 + dx, y0, x1 + dx, y1) for dx, (t, f) in zip(starts, runs)
           for x0, y0, x1, y1 in [f.getbbox(t, anchor="l" + anchor[1])]]
    return (int(min(b[0] for b in out)), int(min(b[1] for b in out)), int(round(max(b[2] for b in out))),
            int(max(b[3] for b in out)))


def _run_starts(runs, anchor: str) -> tuple[list[float], float]:
    """Where each run starts, from the anchor point (its horizontal part: left, middle or right), and the width."""
    widths = [f.getlength(t) for t, f in runs]
    total = sum(widths)
    x = {"l": 0.0, "m": -total / 2, "r": -total}.get(anchor[0], 0.0)
    starts = []
    for w in widths:
        starts.append(x)
        x += w
    return starts, total


@lru_cache(maxsize=512)
def _glyph_height(fnt: ImageFont.FreeTypeFont, sample: str) -> float:
    x0, y0, x1, y1 = fnt.getbbox(sample, anchor="ls")
    return float(y1 - y0)


def ink_height(text: str, fnt: ImageFont.FreeTypeFont) -> float:
    """The height of ``text``'s digits in ``fnt`` (of a capital if it has no digit): what a reader must make out."""
    return _glyph_height(fnt, "0" if any(ch.isdigit() for ch in text) else "H")


def fit_font(text: str, max_width: int, size: int, bold: bool = False, min_size: int = MIN_FONT_SIZE
             ) -> ImageFont.FreeTypeFont:
    """The largest font from ``size`` down to ``min_size`` in which ``text`` fits."""
    for s in range(size, min_size - 1, -1):
        f = font_for(text, s, bold)
        if f.getlength(text) <= max_width:
            return f
    return font_for(text, min_size, bold)


def draw_text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str,
              fnt: ImageFont.FreeTypeFont, fill="black", anchor: str = "la",
              halo=None, halo_width: int = 2) -> None:
    """Text with an optional contrasting halo (outline) for legibility on busy ground."""
    fnt = glyph_font(text, fnt)
    if halo is not None:
        draw.text(xy, text, font=fnt, fill=fill, anchor=anchor, stroke_width=halo_width, stroke_fill=halo)
    else:
        draw.text(xy, text, font=fnt, fill=fill, anchor=anchor)


def pill_size(text: str, fnt: ImageFont.FreeTypeFont, pad_x: int = 6, pad_y: int = 3) -> tuple[int, int]:
    asc, desc = fnt.getmetrics()  # the line height of the requested font: badges keep one height
    return text_width(text, fnt) + 2 * pad_x, asc + desc + 2 * pad_y - 4


def draw_pill(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, fnt: ImageFont.FreeTypeFont,
              fill, text_fill, outline=None, pad_x: int = 6, pad_y: int = 3, radius: int = 5
              ) -> tuple[int, int]:
    """A rounded badge with its top-left corner at ``xy``; returns its size."""
    w, h = pill_size(text, fnt, pad_x, pad_y)
    x, y = int(round(xy[0])), int(round(xy[1]))
    draw.rounded_rectangle((x, y, x + w, y + h), radius=radius, fill=fill, outline=outline,
                           width=2 if outline is not None else 0)
    draw.text((x + w / 2, y + h / 2), text, font=glyph_font(text, fnt), fill=text_fill, anchor="mm")
    return w, h


GLYPH_CACHE_SIZE = 4096


class FastDraw(ImageDraw.ImageDraw):
    """An ImageDraw that keeps the rendered masks of single-line texts and stamps them again.

    Rasterising text is most of the cost of drawing a board, and the same
    labels and badges come back at the same (sub-pixel) offsets render after
    render. For a single line of text in a FreeType font it renders the mask
    once (``font.getmask2`` with the same anchor, stroke and sub-pixel start
    that :meth:`ImageDraw.ImageDraw.text` uses) and draws it as Pillow does, so
    the pixels are the same (``tests/renderer`` checks this against plain
    ``ImageDraw``). Anything else (several lines, other fonts, extra options)
    goes to Pillow unchanged. A text with Hangul is drawn in :func:`glyph_font`'s font.
    """

    _masks: OrderedDict[tuple[Any, ...], tuple[Any, tuple[int, int]]] = OrderedDict()

    def text(self, xy, text, fill=None, font=None, anchor=None, *args, stroke_width=0, stroke_fill=None,
             **kwargs) -> None:  # type: ignore[override]
        if isinstance(text, str) and isinstance(font, ImageFont.FreeTypeFont):
            runs = text_runs(text, font)
            if len(runs) > 1 and "\n" not in text:  # a Korean text with a letter its font lacks: run by run
                starts, _ = _run_starts(runs, anchor or "la")
                for dx, (run, f) in zip(starts, runs):
                    self.text((xy[0] + dx, xy[1]), run, fill, f, "l" + (anchor or "la")[1], *args,
                              stroke_width=stroke_width, stroke_fill=stroke_fill, **kwargs)
                return
            font = glyph_font(text, font)
        simple = (not args and not kwargs and isinstance(text, str) and "\n" not in text and fill is not None
                  and isinstance(font, ImageFont.FreeTypeFont) and self.fontmode == "L" and self.mode == "RGB"
                  and isinstance(stroke_width, int))
        if not simple:
            super().text(xy, text, fill, font, anchor, *args, stroke_width=stroke_width, stroke_fill=stroke_fill,
                         **kwargs)
            return
        anchor = anchor or "la"
        ink = self._ink(fill)
        if stroke_width:
            stroke_ink = self._ink(stroke_fill) if stroke_fill is not None else ink
            self._stamp(xy, text, font, anchor, stroke_width, stroke_ink)
            if ink != stroke_ink:
                self._stamp(xy, text, font, anchor, 0, ink)
        else:
            self._stamp(xy, text, font, anchor, 0, ink)

    def _ink(self, colour) -> int:
        if isinstance(colour, str):
            colour = ImageColor.getcolor(colour, self.mode)
        return self.draw.draw_ink(colour)

    def _stamp(self, xy, text: str, font: ImageFont.FreeTypeFont, anchor: str, stroke_width: int, ink: int) -> None:
        start = (math.modf(xy[0])[0], math.modf(xy[1])[0])
        key = (text, font, anchor, stroke_width, start)
        masks = FastDraw._masks
        got = masks.get(key)
        if got is None:
            if stroke_width:
                try:
                    got = font.getmask2(text, "L", None, None, None, stroke_width, anchor, ink, start,
                                        stroke_filled=True)
                except TypeError:  # Pillow before 11.2 fills strokes without being asked
                    got = font.getmask2(text, "L", None, None, None, stroke_width, anchor, ink, start)
            else:
                got = font.getmask2(text, "L", None, None, None, 0, anchor, ink, start)
            masks[key] = got
            if len(masks) > GLYPH_CACHE_SIZE:
                masks.popitem(last=False)
        mask, offset = got
        self.draw.draw_bitmap((int(xy[0]) + offset[0], int(xy[1]) + offset[1]), mask, ink)


def encode_png(image: Image.Image) -> bytes:
    """PNG bytes of an RGB image with the project's encoder settings."""
    if image.mode != "P":
        image = image.quantize(palette=palette_for(image), dither=Image.Dither.NONE)
    buf = io.BytesIO()
    image.save(buf, format="PNG", compress_level=PNG_COMPRESS_LEVEL)
    return buf.getvalue()


def palette_for(image: Image.Image) -> Image.Image:
    """A palette image of at most PALETTE_COLOURS colours for an RGB ``image`` (from a pixel sample)."""
    k = PALETTE_SAMPLE
    sample = image
    if image.width >= 4 * k and image.height >= 4 * k:
        sample = image.resize((image.width // k, image.height // k), Image.Resampling.NEAREST)
    return sample.quantize(colors=PALETTE_COLOURS, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


def bare_png(width: int, height: int, colour=(255, 255, 255)) -> bytes:
    """A blank canvas encoded exactly as a render would be (benchmark baseline)."""
    return encode_png(Image.new("RGB", (width, height), colour))
