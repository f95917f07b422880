"""The offline page (issues #27, #49): a channel's game as one self-contained HTML file (``dday export --html FILE``,
``dday console --html``, ``dday export --html FILE --record RECORD.json``, ``/game export format:html``).

A feature reading through the Viewer's public calls: the page's data (``page_for_table``) and every position's
board in parts (``board_parts``). The file holds EVERY position, each with its board, within :data:`LIMIT` bytes
and in about a minute for the largest game we have (bench/web.py):

1. every distinct part is drawn once (a part's key is the view it is drawn from: an action that rolls one Unit's
   dice redraws that Unit's panel only), over :data:`WORKERS` worker processes, each taking whole parts (the
   images of one part one after the other, so each is compared with the one before it);
2. each image is cut into tiles, equal tiles kept once, packed onto a few lossless WebP sheets
   (:mod:`renderer.web_tiles`); the page copies a part's tiles onto a canvas.

Should that still not fit (a game far longer than any we have), the file keeps the phase ends, then only the key
positions (the first, each turn's last, the final one), then fewer of those, evenly spread; the others are named
on the page as left out, their log entries going with the next position kept.

The file shows public information only, even for a finished game: the "show everything" switch of the live page
(:mod:`bot.service.reveal`) is not in it. Measured on the largest game (the 1,806-entry, four-player Overlord
campaign of bench/web.py): revealing one position (its state, four seats' views and their board parts) costs about
0.10 CPU-s, so about 186 CPU-s for every position, three times the whole file's 60 s budget (issue #49).

The file travels as a file: saved by ``dday export``, sent by whatever means players share files. Discord takes
attachments up to :data:`DISCORD_LIMIT`: ``/game export format:html`` sends the file when it fits, and otherwise
says in one sentence that it is too big for Discord and how to make it instead.
"""

from __future__ import annotations

import asyncio
import base64
import io
import multiprocessing
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from PIL import Image

from bot.service.common import Post, said_to_all, table_language
from bot.service.errors import ServiceError
from bot.service.tables import Tables
from bot.service.viewer import Part
from db.contract import TableRow
from i18n import speaking, t
from renderer import picture, webpage
from renderer.web_tiles import SHEET_COLUMNS, SHEET_ROWS, TILE, Job, Packer, Tiled, merged

LIMIT = 15 * 1000 * 1000
"""Bytes the whole file may take (issue #49)."""
DISCORD_LIMIT = 8 * 1024 * 1024 - 64 * 1024
"""Discord's smallest upload limit (8 MiB), less a margin for the message: the most ``/game export`` attaches."""
WORKERS = 2
"""Worker processes drawing the parts (the machine we measure on has two cores)."""


class PageSource(Protocol):
    """What the export reads: the Viewer's calls for a table (no token needed)."""

    async def page_and_boards(self, table: TableRow, boards: Callable[[list[Part]], None] | None = None
                              ) -> tuple[dict[str, Any], list[list[Part]]]: ...


Draw = Callable[[Any, str], "Image.Image | None"]
"""A view drawn in a language as RGB pixels (None: a game without a renderer)."""


def shrink(image: bytes, width: int, quality: int) -> bytes:
    """``image`` (any format Pillow reads) as a lossy WebP at most ``width`` pixels wide."""
    with Image.open(io.BytesIO(image)) as im:
        im.load()
        pic = im.convert("RGBA" if "A" in im.getbands() else "RGB")
    if pic.width > width:
        pic = pic.resize((width, max(1, round(pic.height * width / pic.width))), Image.Resampling.LANCZOS)
    out = io.BytesIO()
    pic.save(out, "WEBP", quality=quality, method=4)
    return out.getvalue()


def data_uri(webp: bytes) -> str:
    return "data:image/webp;base64," + base64.b64encode(webp).decode("ascii")


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
    """The indexes of the phase ends (the page's ``end`` marks), with the key positions."""
    keys = set(key_positions(positions))
    return [i for i, p in enumerate(positions) if p.get("end") or i in keys]


def drawn_by_renderer(view: Any, lang: str) -> Image.Image | None:
    """The real renderer's pixels of a view (what the worker processes run)."""
    return picture(view, lang)


def drawn_by(render: Callable[[Any], tuple[bytes | None, str]]) -> Draw:
    """How the service's own renderer (a test's, the console's) draws a view in a language, as pixels."""
    def draw(view: Any, lang: str) -> Image.Image | None:
        with speaking(lang):
            png, _ = render(view)
        if png is None:
            return None
        with Image.open(io.BytesIO(png)) as image:
            return image.convert("RGB")

    return draw


def _worker(inbox: Any, outbox: Any, lang: str) -> None:
    """A worker process: draws and tiles the jobs it is sent, in order, until None; then sends back its tiles."""
    packer = Packer()
    out = Tiled()
    while (jobs := inbox.get()) is not None:
        for key, stream, view in jobs:
            image = drawn_by_renderer(view, lang) or Image.new("RGB", (1, 1))
            out.shapes[key] = (image.width, image.height, packer.add(stream, image))
    packer.flush()
    out.sheets = packer.sheets
    outbox.put(out)


class Drawers:
    """The parts of a game's positions drawn and tiled as they are found (:meth:`feed`, from the replay's thread).

    ``draw`` None, the real renderer: the first :data:`AT_HOME` parts are drawn here (a short game needs no
    worker); past them (a long game) the new ones go to :data:`WORKERS` worker processes, each part's images to
    the same worker (a new part to the worker with fewest), in batches, so they draw while the positions are still
    being replayed. ``draw`` given (a test's renderer): everything here."""

    BATCH = 64
    AT_HOME = 40
    """Parts drawn in this process before workers are started (a short game is done before they would be up)."""

    def __init__(self, lang: str, draw: Draw | None, workers: int = WORKERS) -> None:
        self.lang = lang
        self.draw: Draw = draw or drawn_by_renderer
        self.workers = 0 if draw is not None else max(0, workers)
        self.order: dict[str, int] = {}
        """Each part's key -> its number in the page (in the order found)."""
        self.owner: dict[str, int] = {}
        self.load: list[int] = []
        self.batches: list[list[Job]] = []
        self.home = Packer()
        self.tiled = Tiled()
        self.processes: list[Any] = []
        self.inboxes: list[Any] = []
        self.outbox: Any = None

    def _start(self) -> None:
        context = multiprocessing.get_context("spawn")  # no fork of a process running threads
        self.outbox = context.Queue()
        self.inboxes = [context.Queue() for _ in range(self.workers)]
        self.processes = [context.Process(target=_worker, args=(box, self.outbox, self.lang), daemon=True)
                          for box in self.inboxes]
        for process in self.processes:
            process.start()
        self.load = [0] * self.workers
        self.batches = [[] for _ in range(self.workers)]

    def feed(self, parts: Sequence[Part]) -> None:
        """One position's parts: those not seen yet are drawn."""
        for key, name, view in parts:
            if key in self.order:
                continue
            self.order[key] = len(self.order)
            if self.workers < 2 or len(self.order) <= self.AT_HOME:
                image = self.draw(view, self.lang) or Image.new("RGB", (1, 1))
                self.tiled.shapes[key] = (image.width, image.height, self.home.add(name, image))
                continue
            if not self.processes:
                self._start()
            worker = self.owner.setdefault(name, min(range(self.workers), key=self.load.__getitem__))
            self.load[worker] += 1
            self.batches[worker].append((key, name, view))
            if len(self.batches[worker]) >= self.BATCH:
                self.inboxes[worker].put(self.batches[worker])
                self.batches[worker] = []

    def finish(self) -> tuple[dict[str, tuple[int, int, list[int]]], list[bytes]]:
        """Wait for the workers: every part's shape (width, height, tile numbers) by key, and the sheets."""
        self.home.flush()
        self.tiled.sheets = self.home.sheets
        done = [self.tiled]
        try:
            for box, batch in zip(self.inboxes, self.batches, strict=True):
                if batch:
                    box.put(batch)
                box.put(None)
            done += [self.outbox.get() for _ in self.processes]
        finally:
            self.close()
        return merged(done)

    def close(self) -> None:
        for process in self.processes:
            process.join(timeout=5)
            if process.is_alive():
                process.kill()
        self.processes = []


def tiles_block(order: dict[str, int], shapes: dict[str, tuple[int, int, list[int]]], sheets: list[bytes]
                ) -> dict[str, Any]:
    """The tiles' block of the page (:func:`renderer.webpage.build`): shape ``n`` is the part numbered ``n``."""
    return {
        "tile": list(TILE), "columns": SHEET_COLUMNS, "per_sheet": SHEET_COLUMNS * SHEET_ROWS,
        "sheets": [data_uri(sheet) for sheet in sheets],
        "shapes": [list(shapes[key]) for key in sorted(order, key=order.__getitem__)],
    }


async def tiled_boards(boards: Sequence[Sequence[Part]], lang: str, draw: Draw | None
                       ) -> tuple[list[list[int]], dict[str, Any]]:
    """Each position's board as shape numbers, and the tiles' block of the page (all positions known already)."""
    drawers = Drawers(lang, draw)
    try:
        for parts in boards:
            drawers.feed(parts)
        shapes, sheets = await asyncio.to_thread(drawers.finish)
    finally:
        drawers.close()
    return [[drawers.order[key] for key, _, _ in parts] for parts in boards], tiles_block(drawers.order, shapes, sheets)


def with_boards(data: dict[str, Any], numbers: Sequence[list[int]], tiles: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """The page of ``data`` whose positions' boards are ``numbers`` (shapes of ``tiles``), and the data it shows."""
    shown = dict(data, positions=[dict(p, board=n) for p, n in zip(data["positions"], numbers, strict=True)])
    return webpage.build(shown, tiles=tiles), shown


async def fit(data: dict[str, Any], boards: Sequence[Sequence[Part]], lang: str, draw: Draw | None,
              limit: int = LIMIT, whole: tuple[str, dict[str, Any]] | None = None) -> tuple[str, dict[str, Any]]:
    """The page of ``data`` with every position when it fits ``limit`` bytes, else with fewer (module docstring),
    and the data it shows; ``whole``: the page with every position, made already."""
    positions = data["positions"]

    async def page(keep: Sequence[int]) -> tuple[str, dict[str, Any]]:
        if whole is not None and len(keep) == len(positions):
            return whole
        shown = thin(data, keep) if len(keep) < len(positions) else data
        numbers, tiles = await tiled_boards([boards[i] for i in keep], lang, draw)
        return with_boards(shown, numbers, tiles)

    keys = key_positions(positions)
    tries: list[Sequence[int]] = [range(len(positions))]
    ends = phase_ends(positions)
    tries += [ends] if len(ends) < len(positions) else []
    tries += [keys] if len(keys) < len(ends) else []
    for keep in tries:
        html, shown = await page(keep)
        if len(html.encode()) <= limit:
            return html, shown
    count = len(keys)
    while count > 1:  # still too big: fewer key positions, evenly spread
        count = max(1, count * 3 // 4)
        html, shown = await page(spread(keys, count))
        if len(html.encode()) <= limit:
            break
    return html, shown


class WebExport:
    """A channel's game as a self-contained page (the offline copy of the web viewer)."""

    def __init__(self, tables: Tables, viewer: PageSource, draw: Draw | None = None) -> None:
        self.tables = tables
        self.viewer = viewer
        self.draw = draw
        """None: the real renderer, in worker processes; else how a test's renderer draws a view."""

    async def page_html(self, channel_id: int, limit: int = LIMIT) -> tuple[str, dict[str, Any]]:
        """The page of the channel's latest game as one HTML file, and the data it shows."""
        table = await self.tables.table(channel_id, live=False)
        drawers = Drawers(table_language(table), self.draw)
        try:
            data, boards = await self.viewer.page_and_boards(table, drawers.feed)
            if not data.get("positions"):
                raise ServiceError(t("web-no-position"))
            shapes, sheets = await asyncio.to_thread(drawers.finish)
        finally:
            drawers.close()
        numbers = [[drawers.order[key] for key, _, _ in parts] for parts in boards]
        whole = with_boards(data, numbers, tiles_block(drawers.order, shapes, sheets))
        return await fit(data, boards, table_language(table), self.draw, limit, whole)

    async def export_file(self, channel_id: int) -> Post:
        """The page as a file to save (the command line, the console): up to :data:`LIMIT` bytes."""
        return await self.export_html(channel_id, LIMIT)

    async def export_html(self, channel_id: int, limit: int = DISCORD_LIMIT) -> Post:
        """The page as an attached file (``limit``: the most the file may take where it goes; Discord's by
        default), with a line saying what is in it; a sentence saying it is too big when it does not fit."""
        html, shown = await self.page_html(channel_id)
        body = html.encode()
        table = await self.tables.table(channel_id, live=False)
        if len(body) > limit:
            with said_to_all(table):
                return Post(content=t("web-page-too-big", size=str(len(body) // (1024 * 1024) + 1),
                                      limit=str(limit // (1024 * 1024) + 1)))
        left = len(shown.get("left_out") or [])
        kept = len(shown["positions"])
        with said_to_all(table):  # posted for the channel
            note = " " + (t("web-page-fit", kept=str(kept), left=str(left)) if left else t("web-page-all", kept=str(kept)))
            over = "" if shown.get("seed") is None else " " + t("web-page-seed")
            said = t("web-page-file", size=str(len(body) // 1024)) + f"{note}{over}"
        name = "".join(c for c in str(shown.get("game") or "game") if c.isascii() and (c.isalnum() or c == "-"))
        return Post(
            content=said,
            file=body,
            file_name=f"{name or 'game'}-{channel_id}.html",
        )
