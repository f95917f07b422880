"""What the web viewer serves of a game, cut into the pieces the leak scans check (issue #27).

The scans (test_hidden_information.py for Pegasus hands, test_hidden_information_dice.py for Medals and Awards,
test_hidden_information_viewer.py for images and A&A) read a game's page the way a browser gets it: the
``dday-viewer/1`` data behind its token (``GameService.web_page``), the HTML the server builds from it
(:func:`renderer.webpage.build`, as ``bot/web/server.py`` does), and the offline file of ``/game export
format:html`` (``GameService.export_html``). Each is cut into pieces that carry the log position they tell of:

- each position's alt text and label (at that position's seq);
- each log entry's public text and its public events with their dice (at that entry's seq);
- everything else (seats, options, result, the course's names, and the HTML around the data) at the current
  position (``None``).

The "show everything" switch's addresses (``web_revealed``, ``web_revealed_part``) must refuse every position of a
game that is not finished: :func:`served` asks for each before it cuts the pieces.

The data embedded in a page's HTML is read back and must be exactly the data scanned piecewise, so nothing in the
HTML goes unscanned: the rest of the document (its template, the last position's alt text, the course table) is
scanned whole, with the images' ``data:`` URIs, the page's own script and its sentences (the catalogue's, in the
``dday-words`` block) left out (they hold no game text).
"""

from __future__ import annotations

import html
import io
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from PIL import Image

from bot.service import GameService
from bot.service.viewer import PageNotFound
from renderer import webpage

WEB_URL = "https://dday.example"
"""The address the scans' services give their pages (``GameService(web_url=...)``)."""
DATA = re.compile(r"<script type=application/json id=dday-data>(.*?)</script>", re.S)
IMAGES = re.compile(r"<script type=application/json id=dday-images>.*?</script>", re.S)
WORDS = re.compile(r"<script type=application/json id=dday-words>.*?</script>", re.S)
SCRIPT = re.compile(r"<script>.*?</script>", re.S)
STYLE = re.compile(r"<style>.*?</style>", re.S)
DATA_URI = re.compile(r"data:image/[a-z]+;base64,[A-Za-z0-9+/=]+")


@dataclass
class Piece:
    """A text the viewer serves: ``seq`` the log position it tells of (None: the current one); ``entry``: a log
    entry's text (told at ``seq``: a card may have been public then), else what stands at that position."""

    seq: int | None
    text: str
    where: str
    entry: bool = False


def _blank_png() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (8, 8), "white").save(out, "PNG")
    return out.getvalue()


BLANK = _blank_png()


def blank_render(view: Any) -> tuple[bytes, str]:
    """A render hook that draws every board as the same small blank picture: the offline file's text is what
    these scans read (the images are compared in test_hidden_information_viewer.py)."""
    return BLANK, ""


async def token_of(svc: Any, channel: int, user: int) -> str:
    """The token of the channel's game page (made on first use, as ``/game link`` does)."""
    address = await svc.web_link(channel, user, {})
    assert address.startswith(WEB_URL + "/g/"), address
    return address.rsplit("/", 1)[1]


def data_pieces(data: dict[str, Any], where: str) -> Iterator[Piece]:
    """The page data cut into pieces (module docstring); the log entries of every position included."""
    rest = {k: v for k, v in data.items() if k != "positions"}
    yield Piece(None, json.dumps(rest, ensure_ascii=False), f"{where}: page data")
    for p in data.get("positions") or []:
        yield Piece(p["seq"], f"{p.get('label', '')}\n{p.get('alt', '')}", f"{where}: position #{p['seq']} alt text")
        for entry in p.get("log") or []:
            told = " ".join(f"{e['text']} {e.get('dice', [])}" for e in entry.get("events") or [])
            yield Piece(entry["seq"], f"{entry.get('who')}: {entry.get('text')}\n{told}",
                        f"{where}: log entry #{entry['seq']}", entry=True)


def split_html(document: str) -> tuple[dict[str, Any], str]:
    """The data a page embeds, and the rest of the document as plain text (scripts, style and images out)."""
    found = DATA.findall(document)
    assert len(found) == 1, "a page embeds its data exactly once"
    data = json.loads(found[0])
    rest = DATA.sub(" ", document)
    rest = IMAGES.sub(" ", rest)
    rest = WORDS.sub(" ", rest)
    rest = SCRIPT.sub(" ", rest)
    rest = STYLE.sub(" ", rest)
    rest = DATA_URI.sub(" ", rest)
    return data, html.unescape(rest)


def html_pieces(document: str, data: dict[str, Any] | None, where: str) -> Iterator[Piece]:
    """A page's HTML cut into pieces; ``data``: what it must embed (None: any, e.g. the offline file's own)."""
    embedded, rest = split_html(document)
    if data is not None:
        assert embedded == json.loads(json.dumps(data)), f"{where}: the page embeds other data than it was given"
    yield Piece(None, rest, f"{where}: HTML")
    yield from data_pieces(embedded, where)


async def served(svc: Any, channel: int, user: int, *, offline: bool = True) -> list[Piece]:
    """Every text the viewer serves of the channel's game: the page data, its HTML, and the offline file.

    The offline file is made by a second facade over the same store whose render hook draws blank boards
    (:func:`blank_render`): the scans' own hooks draw few real images, and the export needs one per position.
    """
    token = await token_of(svc, channel, user)
    data = await svc.web_page(token)
    if data.get("status") != "finished":  # the "show everything" switch (issue #49): nothing of it before the end
        for position in data.get("positions") or []:
            with pytest.raises(PageNotFound):
                await svc.web_revealed(token, position["seq"])
            with pytest.raises(PageNotFound):
                await svc.web_revealed_part(token, position["seq"], 0)
    pieces = list(data_pieces(data, "the web page"))
    pieces += html_pieces(webpage.build(data, None), data, "the web page")
    if offline:
        drafts = GameService(svc.store, render=blank_render, web_url=WEB_URL)
        post = await drafts.export_html(channel)
        assert post.file, "the offline export gave no file"
        pieces += html_pieces(post.file.decode("utf-8"), None, "the offline file")
    return pieces
