"""The offline page (issue #27): a channel's game as one self-contained HTML file (``/game export format:html``,
``dday export --html FILE``).

A feature reading through the Viewer's public calls (``page_for_table``, ``image_for_table``): the same data and
images as the live page, each embedded as a ``data:`` URI in :func:`renderer.webpage.build`. The file must go
through Discord's upload limit (:data:`LIMIT`), so:

1. every position (one per log entry), with the viewer's own images (lossless WebP, which the boards' flat
   colours keep small);
2. if that is too big: the phase ends only (:func:`phase_ends`); then only the key positions (the first, each
   turn's last, the final one); the others are listed on the page as left out, and their log entries go with the
   next position kept;
3. then the key positions with smaller, lossy images (:data:`SMALLER`); at the very last, fewer key positions,
   evenly spread (the final one always stays).

Boards are drawn only for the choices tried, key positions first (:func:`fit`).
"""

from __future__ import annotations

import asyncio
import base64
import io
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any, Protocol

from PIL import Image

from bot.service.common import Post, said_to_all
from bot.service.errors import ServiceError
from bot.service.tables import Tables
from db.contract import TableRow
from i18n import t
from renderer import webpage

LIMIT = 8 * 1024 * 1024 - 64 * 1024
"""Bytes the whole file may take: Discord's smallest upload limit (8 MiB), less a margin for the message."""
SMALLER: tuple[tuple[int, int], ...] = ((600, 45), (420, 35))
"""(largest width in pixels, lossy WebP quality) tried in turn when the key positions alone do not fit.

Measured on the boards of the three games (1000-1800 px wide): the viewer's own lossless WebP of a board is
45-70 KB, smaller than the same board scaled to 900 px and saved lossy at quality 70 (80-140 KB: scaling blurs
the flat colours that lossless WebP packs so well). So the file embeds the viewer's images untouched, and only
shrinks them once leaving out positions was not enough.
"""


class PageSource(Protocol):
    """What the export reads: the Viewer's calls for a table (no token needed)."""

    async def page_for_table(self, table: TableRow) -> dict[str, Any]: ...

    async def image_for_table(self, table: TableRow, seq: int) -> tuple[bytes, str]: ...


def shrink(image: bytes, width: int, quality: int) -> bytes:
    """``image`` (any format Pillow reads) as a lossy WebP at most ``width`` pixels wide."""
    with Image.open(io.BytesIO(image)) as im:
        im.load()
        picture = im.convert("RGBA" if "A" in im.getbands() else "RGB")
    if picture.width > width:
        picture = picture.resize((width, max(1, round(picture.height * width / picture.width))), Image.Resampling.LANCZOS)
    out = io.BytesIO()
    picture.save(out, "WEBP", quality=quality, method=4)
    return out.getvalue()


def data_uri(webp: bytes) -> str:
    return "data:image/webp;base64," + base64.b64encode(webp).decode("ascii")


def embedded(originals: dict[int, bytes], seqs: Sequence[int], width: int, quality: int) -> dict[int, str]:
    """The images of ``seqs``, shrunk, as ``data:`` URIs (run in a worker thread: it is the slow part)."""
    return {seq: data_uri(shrink(originals[seq], width, quality)) for seq in seqs}


def key_positions(positions: Sequence[dict[str, Any]]) -> list[int]:
    """The indexes always kept: the first position, the last of each turn, and the final one."""
    last = len(positions) - 1
    return [i for i, p in enumerate(positions) if i in (0, last) or positions[i + 1].get("turn") != p.get("turn")]


def spread(keep: Sequence[int], count: int) -> list[int]:
    """``count`` of ``keep``, evenly spread, always with the last one."""
    if count >= len(keep):
        return list(keep)
    if count <= 1:
        return [keep[-1]]
    step = (len(keep) - 1) / (count - 1)
    return sorted({keep[round(k * step)] for k in range(count)})


def thin(data: dict[str, Any], keep: Sequence[int]) -> dict[str, Any]:
    """``data`` with only the positions at indexes ``keep`` (sorted); the log of a position left out goes with the
    next one kept, its label into ``left_out``, and the course keeps the rows of the positions kept."""
    positions = data["positions"]
    kept = set(keep)
    out_positions: list[dict[str, Any]] = []
    left_out: list[str] = list(data.get("left_out") or [])
    carried: list[dict[str, Any]] = []
    for i, position in enumerate(positions):
        if i not in kept:
            carried += position.get("log") or []
            left_out.append(str(position.get("label", position.get("seq"))))
            continue
        out_positions.append(dict(position, index=len(out_positions), log=carried + list(position.get("log") or [])))
        carried = []
    thinned = dict(data, positions=out_positions, left_out=left_out)
    course = data.get("course") or {}
    if course.get("values") and len(course["values"]) == len(positions):
        thinned["course"] = dict(course, values=[row for i, row in enumerate(course["values"]) if i in kept])
    return thinned


def phase_ends(positions: Sequence[dict[str, Any]]) -> list[int]:
    """The indexes of the phase ends (the page's ``end`` marks), with the key positions: the next fallback after
    every position, as the page was before it had a position per log entry."""
    keys = set(key_positions(positions))
    return [i for i, p in enumerate(positions) if p.get("end") or i in keys]


Images = Mapping[int, bytes] | Callable[[int], Awaitable[bytes]]
"""Each position's image by seq: all drawn already, or drawn when first needed (the live viewer's images)."""


async def fit(data: dict[str, Any], originals: Images, limit: int = LIMIT) -> tuple[str, dict[str, Any]]:
    """The page of ``data`` that loses least and stays within ``limit`` bytes (see the module docstring), and the
    data it shows.

    Images are drawn when a choice needs them, the key positions first: a choice whose images are not all drawn
    yet is skipped when the ones drawn, on average, say it cannot fit (a long game's every position would take
    minutes to draw only to be left out)."""
    positions = data["positions"]
    keys = key_positions(positions)
    drawn: dict[int, bytes] = {}

    async def draw(seqs: Sequence[int]) -> None:
        for seq in seqs:
            if seq not in drawn:
                drawn[seq] = originals[seq] if isinstance(originals, Mapping) else await originals(seq)

    def hopeless(keep: Sequence[int]) -> bool:
        missing = [i for i in keep if positions[i]["seq"] not in drawn]
        if not missing or not drawn:
            return False
        mean = sum(len(b) for b in drawn.values()) / len(drawn)
        return mean * len(keep) * 4 / 3 > limit  # base64 makes four bytes of three

    async def page(keep: Sequence[int], size: tuple[int, int] | None) -> tuple[str, dict[str, Any]]:
        shown = thin(data, keep) if len(keep) < len(positions) else data
        seqs = [p["seq"] for p in shown["positions"]]
        await draw(seqs)
        if size is None:
            images = {seq: data_uri(drawn[seq]) for seq in seqs}
        else:
            images = await asyncio.to_thread(embedded, drawn, seqs, *size)
        return webpage.build(shown, images), shown

    await draw([positions[i]["seq"] for i in keys])
    ends = phase_ends(positions)
    tries: list[tuple[Sequence[int], tuple[int, int] | None]] = [(range(len(positions)), None)]
    if len(ends) < len(positions):
        tries.append((ends, None))
    if len(keys) < len(ends):
        tries.append((keys, None))
    tries += [(keys, size) for size in SMALLER]
    for keep, size in tries:
        if size is None and hopeless(keep):
            continue
        html, shown = await page(keep, size)
        if len(html.encode()) <= limit:
            return html, shown
    # Still too big at the smallest size: fewer key positions, evenly spread, until it fits.
    count = len(keys)
    while count > 1:
        count = max(1, count * 3 // 4)
        html, shown = await page(spread(keys, count), SMALLER[-1])
        if len(html.encode()) <= limit:
            break
    return html, shown


class WebExport:
    """A channel's game as a self-contained page (the offline copy of the web viewer)."""

    def __init__(self, tables: Tables, viewer: PageSource) -> None:
        self.tables = tables
        self.viewer = viewer

    async def page_html(self, channel_id: int, limit: int = LIMIT) -> tuple[str, dict[str, Any]]:
        """The page of the channel's latest game as one HTML file, and the data it shows."""
        table = await self.tables.table(channel_id, live=False)
        data = await self.viewer.page_for_table(table)
        if not data.get("positions"):
            raise ServiceError(t("web-no-position"))

        async def draw(seq: int) -> bytes:
            return (await self.viewer.image_for_table(table, seq))[0]

        return await fit(data, draw, limit)

    async def export_html(self, channel_id: int) -> Post:
        """The page as an attached file, with a line saying what is in it."""
        html, shown = await self.page_html(channel_id)
        body = html.encode()
        left = len(shown.get("left_out") or [])
        kept = len(shown["positions"])
        with said_to_all(await self.tables.table(channel_id, live=False)):  # posted for the channel
            note = " " + (t("web-page-fit", kept=str(kept), left=str(left)) if left else t("web-page-all", kept=str(kept)))
            over = "" if shown.get("seed") is None else " " + t("web-page-seed")
            said = t("web-page-file", size=str(len(body) // 1024)) + f"{note}{over}"
        name = "".join(c for c in str(shown.get("game") or "game") if c.isascii() and (c.isalnum() or c == "-"))
        return Post(
            content=said,
            file=body,
            file_name=f"{name or 'game'}-{channel_id}.html",
        )
