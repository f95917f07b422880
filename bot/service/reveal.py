"""Reveal (a feature): the web viewer's "show everything" switch of a finished game (issue #49).

Once a game is finished its whole record is public (its export gives the seed, so every hand could be dealt again),
and players reviewing it want to see what each of them was hiding. For a game whose status is ``finished`` only,
each position of its page has a revealed side, built from the engines' own per-seat views
(``engine.view(state, seat)``), never from the raw state:

- the board's parts: each public part (:meth:`GameExtension.web_views`) for which some seat's view draws something
  else (a D-Day Dice Unit's panel with its face-down Medals, in its owner's view) is replaced by those seats'
  versions; a game whose renderer draws no secret (Pegasus Bridge, A&A) keeps its public parts;
- each seat's hidden things in words, read from the seat's own view by its game's extension
  (:meth:`GameExtension.hidden`: the hand, heroic cards and their letters, the own discard pile, the German's Terrain
  piles, face-down Medals, the German's Awards), without the chat's markup;
- the events told to one seat only by the entry that made the position ("You drew ...").

A game in progress (or aborted, or not started) has no revealed side: every call answers :class:`PageNotFound`,
exactly like an unknown token, so nothing hidden can be asked for by a hand-made address.
"""

from __future__ import annotations

import asyncio
import re
from typing import Any

from bot.service.common import event_text, table_language
from bot.service.errors import ServiceError
from bot.service.extensions import extension_of
from bot.service.live_message import history_names
from bot.service.posts import Posts
from bot.service.tables import LRU, Tables
from bot.service.viewer import PageNotFound, Part, Viewer, part_key, to_webp
from db.contract import GameStore, TableRow
from i18n import speaking

REVEALED = 256
"""The revealed positions kept in memory, per (table, seq)."""
MARKUP = re.compile(r"\*\*|`|(?<!\w)_(?=\S)|(?<=\S)_(?!\w)")
"""Discord's bold, code and italic marks, which the page shows as plain text."""


def plain(text: str) -> str:
    """A private view's text without the chat's markup (bold, code, italic marks)."""
    return MARKUP.sub("", text).removeprefix("• ")


def bare(view: Any) -> Any:
    """A seat's view without what only names the seat (``seat``, ``private``): what its board parts would draw, so
    a part equal to the public one gets the public part's key."""
    fields = getattr(type(view), "model_fields", {})
    update = {name: None for name in ("seat", "private") if name in fields}
    return view.model_copy(update=update) if update else view


def revealed_parts(public: list[tuple[str, Any]], seats: list[list[tuple[str, Any]]], lang: str) -> list[Part]:
    """The revealed board: each public part, or in its place each seat's version of it that differs (in order)."""
    out: list[Part] = []
    for name, view in public:
        key = part_key(lang, view)
        others: dict[str, Part] = {}
        for seat_parts in seats:
            for other_name, other in seat_parts:
                other_key = part_key(lang, other) if other_name == name else key
                if other_key != key:
                    others.setdefault(other_key, (other_key, name, other))
        out += list(others.values()) or [(key, name, view)]
    return out


class Reveal:
    """The revealed side of a finished game's positions (module docstring)."""

    def __init__(self, store: GameStore, tables: Tables, posts: Posts, viewer: Viewer) -> None:
        self.store = store
        self.tables = tables
        self.posts = posts
        self.viewer = viewer
        self.found: LRU[tuple[int, int], tuple[list[Part], dict[str, Any]]] = LRU(REVEALED)
        """Per (table, seq): the revealed parts and the words of that position."""

    async def _finished(self, token: str) -> TableRow:
        table = await self.viewer.opened(token)
        if table.status != "finished":
            raise PageNotFound()
        return table

    async def position(self, token: str, seq: int) -> dict[str, Any]:
        """Position ``seq`` of a finished game revealed: ``parts`` (the alt texts of its board's parts, fetched as
        :meth:`part`), ``seats`` (each seat's hidden things: ``name`` and ``groups`` of ``title`` and ``lines``) and ``told`` (the events told
        to one seat by the entry that made it: ``name`` and ``text``)."""
        table = await self._finished(token)
        try:
            parts, words = await self.at(table, seq)
            lang = table_language(table)
            return dict(words, parts=[self.viewer.describe(view, lang) for _, _, view in parts])
        except ServiceError:
            raise PageNotFound() from None

    async def part(self, token: str, seq: int, index: int) -> tuple[bytes, str]:
        """(WebP bytes, alt text) of part ``index`` of position ``seq``'s revealed board."""
        table = await self._finished(token)
        try:
            parts, _ = await self.at(table, seq)
            if index >= len(parts):
                raise PageNotFound()
            key, name, view = parts[index]
            lang = table_language(table)
            cached = self.viewer.webp.get((table.id, -2, f"reveal:{key}", lang))
            if cached is not None and cached[0] is not None:
                return cached[0], cached[1]
            png, alt = await self.posts.image(table.id, seq, lambda: view, part=f"reveal:{key}", lang=lang)
            if png is None:
                raise PageNotFound()
            data = await asyncio.to_thread(to_webp, png)
            self.viewer.webp.put((table.id, -2, f"reveal:{key}", lang), (data, alt))
            return data, alt
        except ServiceError:
            raise PageNotFound() from None

    async def at(self, table: TableRow, seq: int) -> tuple[list[Part], dict[str, Any]]:
        """The revealed parts of position ``seq`` of ``table`` and its words (kept per position); whether the game
        may be revealed is the caller's to check (:meth:`position` and :meth:`part` do)."""
        found = self.found.get((table.id, seq))
        if found is not None:
            return found
        engine, state = await self.viewer.position_at(table, seq)
        events = [e for e in await self.store.events(table.id, after=seq - 1, upto=seq) if e.seat is not None]
        lang = table_language(table)
        names = history_names(engine, table.options, lang) or engine.seat_names_for(table.options)
        seats = list(engine.seats_for(table.options))
        extension = extension_of(table.game)

        def build() -> tuple[list[Part], dict[str, Any]]:
            views = {seat: engine.view(state, seat) for seat in seats}
            parts = revealed_parts(extension.web_views(engine.view(state, None)),
                                   [extension.web_views(bare(v)) for v in views.values()], lang)
            hidden = []
            with speaking(lang):
                for seat, view in views.items():
                    groups = [{"title": plain(title), "lines": [plain(line) for line in lines]}
                              for title, lines in extension.hidden(engine, view)]
                    if groups:
                        hidden.append({"seat": seat, "name": names.get(seat, seat), "groups": groups})
            told = [{"seat": e.seat, "name": names.get(e.seat or "", e.seat), "text": event_text(e, lang)}
                    for e in events]
            return parts, {"seq": seq, "seats": hidden, "told": told}

        found = await asyncio.to_thread(build)
        self.found[(table.id, seq)] = found
        return found


__all__ = ["Reveal", "bare", "plain", "revealed_parts"]
