"""The offline page's boards as tiles on a few sheets (issue #49): every position of a long game in a few MB.

A position's board is a list of part images (:mod:`renderer.dday_dice.web` cuts a D-Day Dice table into small
parts; another game's board is one part). Two positions in a row differ in a few places only (one Unit's dice, a
token that moved), so each part image is cut into tiles of :data:`TILE` pixels, equal tiles are kept once, and
the tiles kept are packed onto sheets (lossless WebP, :data:`SHEET_ROWS` rows of :data:`SHEET_COLUMNS` tiles): a
sheet packs its tiles far better than the tiles one by one (the encoder reuses what repeats across them: glyphs,
dice, backgrounds). The page draws a part by copying its tiles from the sheets onto a canvas.

Measured on the largest game we have (a 4-player Overlord Campaign A, 1,807 positions, 3,436 distinct part images,
December 2026): tiles of 1000x64 (whole rows) came to 9.3 MB of sheets, 250x64 to 4.6 MB, 200x48 to 4.2 MB with
twice the references; 250x64 it is. Finding the equal tiles compares each image with the previous image of the
same part (same size: only the tiles inside the box of what changed are hashed), so the work follows the
changes, not the pixels.

Pure: Pillow and the standard library. :func:`tile_streams` is what a worker process runs.
"""

from __future__ import annotations

import hashlib
import io
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from PIL import Image, ImageChops

TILE = (250, 64)
"""A tile's width and height in pixels (module docstring)."""
SHEET_COLUMNS = 8
SHEET_ROWS = 120
"""A sheet is 8 tiles wide (2,000 px) and up to 120 high (7,680 px): under WebP's 16,383 px, and a browser
decodes it in a few milliseconds."""
FILL = (238, 232, 216)
"""The colour a part's last row and column of tiles is padded with (D-Day Dice's background)."""
WEBP = {"lossless": True, "quality": 60, "method": 4}


@dataclass
class Tiled:
    """What one worker made: each image's shape by key, its tiles' numbers, and the sheets holding them."""

    shapes: dict[str, tuple[int, int, list[int]]] = field(default_factory=dict)
    """key -> (width, height, tile numbers row by row); a tile number n is slot n % per-sheet of sheet n //."""
    sheets: list[bytes] = field(default_factory=list)


def tiles_of(image: Image.Image, size: tuple[int, int] = TILE) -> list[tuple[int, int, int, int]]:
    """The boxes of ``image``'s tiles, row by row."""
    tw, th = size
    return [(x, y, x + tw, y + th) for y in range(0, image.height, th) for x in range(0, image.width, tw)]


def _tile(image: Image.Image, box: tuple[int, int, int, int]) -> Image.Image:
    tile = image.crop(box)  # past the edge: black, painted over below
    x0, y0, x1, y1 = box
    if x1 > image.width or y1 > image.height:
        padded = Image.new("RGB", (x1 - x0, y1 - y0), FILL)
        padded.paste(image.crop((x0, y0, min(x1, image.width), min(y1, image.height))))
        return padded
    return tile


def _inside(box: tuple[int, int, int, int], changed: tuple[int, int, int, int]) -> bool:
    return box[0] < changed[2] and changed[0] < box[2] and box[1] < changed[3] and changed[1] < box[3]


class Packer:
    """Equal tiles kept once, on sheets encoded as they fill up."""

    def __init__(self, size: tuple[int, int] = TILE) -> None:
        self.size = size
        self.numbers: dict[bytes, int] = {}
        self.slots: list[Image.Image] = []
        self.sheets: list[bytes] = []
        self.previous: dict[str, tuple[Image.Image, list[int]]] = {}

    @property
    def per_sheet(self) -> int:
        return SHEET_COLUMNS * SHEET_ROWS

    def number(self, tile: Image.Image) -> int:
        digest = hashlib.blake2b(tile.tobytes(), digest_size=16).digest()
        found = self.numbers.get(digest)
        if found is None:
            found = self.numbers[digest] = len(self.sheets) * self.per_sheet + len(self.slots)
            self.slots.append(tile)
            if len(self.slots) == self.per_sheet:
                self.flush()
        return found

    def add(self, stream: str, image: Image.Image) -> list[int]:
        """The tile numbers of ``image``, the next image of part ``stream`` (compared with the one before it)."""
        image = image.convert("RGB")
        boxes = tiles_of(image, self.size)
        before = self.previous.get(stream)
        if before is not None and before[0].size == image.size:
            changed = ImageChops.difference(before[0], image).getbbox()
            numbers = [before[1][i] if changed is None or not _inside(box, changed) else self.number(_tile(image, box))
                       for i, box in enumerate(boxes)]
        else:
            numbers = [self.number(_tile(image, box)) for box in boxes]
        self.previous[stream] = (image, numbers)
        return numbers

    def flush(self) -> None:
        """Encode the sheet being filled (a no-op when it is empty)."""
        if not self.slots:
            return
        tw, th = self.size
        rows = (len(self.slots) + SHEET_COLUMNS - 1) // SHEET_COLUMNS
        sheet = Image.new("RGB", (SHEET_COLUMNS * tw, rows * th), FILL)
        for i, tile in enumerate(self.slots):
            sheet.paste(tile, ((i % SHEET_COLUMNS) * tw, (i // SHEET_COLUMNS) * th))
        out = io.BytesIO()
        sheet.save(out, format="WEBP", **WEBP)
        self.sheets.append(out.getvalue())
        self.slots = []


Job = tuple[str, str, Any]
"""(image key, stream: the part it is an image of, the view to draw)."""


def tile_streams(jobs: Iterable[Job], draw: Callable[[Any], Image.Image], size: tuple[int, int] = TILE) -> Tiled:
    """Draw each job's view (in order: a stream's images one after the other) and tile it (module docstring)."""
    packer = Packer(size)
    out = Tiled()
    for key, stream, view in jobs:
        image = draw(view)
        out.shapes[key] = (image.width, image.height, packer.add(stream, image))
    packer.flush()
    out.sheets = packer.sheets
    return out


def merged(parts: Sequence[Tiled]) -> tuple[dict[str, tuple[int, int, list[int]]], list[bytes]]:
    """Several workers' tiles as one set: each worker's tile numbers moved past the sheets of those before it."""
    shapes: dict[str, tuple[int, int, list[int]]] = {}
    sheets: list[bytes] = []
    per_sheet = SHEET_COLUMNS * SHEET_ROWS
    for part in parts:
        shift = len(sheets) * per_sheet
        for key, (w, h, numbers) in part.shapes.items():
            shapes[key] = (w, h, [n + shift for n in numbers])
        sheets += part.sheets
    return shapes, sheets


__all__ = ["FILL", "SHEET_COLUMNS", "SHEET_ROWS", "TILE", "Packer", "Tiled", "merged", "tile_streams", "tiles_of"]
