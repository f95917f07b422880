"""Viewer (a feature): what the web viewer shows of a game, and the commands that hand out its address (issue #27).

A game's page is ``{DDAY_WEB_URL}/g/{token}`` (:mod:`bot.service.weblinks` keeps the tokens). This module builds
its data, discord-free and JSON-able (:meth:`Viewer.page`, format ``dday-viewer/1``), and the WebP image of each
of its positions (:meth:`Viewer.image`); the web server (``bot/discord/web``) and the offline HTML export only
serve them. Public information only, as a spectator sees the game:

- each position's board is ``engine.view(state, None)``, drawn by the game's renderer and described by its
  alt text;
- the log gives each entry's public text (``ActionRow.public``) and only the events told to everyone (seat
  None), with their dice;
- the dice seed stays a commitment until the game is over (finished or aborted), then it is given with the
  text whose SHA-256 the commitment is, so the page can check it.

The page speaks the table's language (issue #28): ``lang`` in the data, and every word the data carries in it
(seat names, position labels, options, the result, alt texts, the chart's figures); an English table's data is
what it always was. The positions are the start and one after every log entry (replayed once, in order, and kept
per table so a live game's next page replays only what is new); ``end`` marks the phase ends and the last one.
Once the game is over, :meth:`Viewer.record` gives its JSON record (the seed in it) without Discord ids. A token never made, replaced by a new one, or of a server that turned the viewer off gives
:class:`PageNotFound`, which says nothing of why (the server answers a bare 404).
"""

from __future__ import annotations

import asyncio
import hashlib
import io
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image as PILImage

from bot.service.common import event_text, result_text, speaks, table_language
from bot.service.errors import PermissionDeniedError, ServiceError
from bot.service.export import game_record, state_hash
from bot.service.extensions import extension_of
from bot.service.game_words import figure_reader, game_title, prefix_of
from bot.service.live_message import ImageCache, history_names
from bot.service.posts import Posts
from bot.service.tables import LRU, Tables, undo_target
from bot.service.weblinks import WebLinks
from bot.service.words import option_pairs, outcome_reason, phase_heading
from db.contract import ActionRow, EventRow, GameStore, TableRow
from i18n import DEFAULT, has, speaking, t
from renderer import module_for
from rules.core import find_game
from rules.core.dice import seed_commitment

FORMAT = "dday-viewer/1"
WEBP_EFFORT = (80, 4)
"""Lossless WebP, with this effort (Pillow's ``quality`` and ``method``): see :func:`to_webp` for why."""
WEBP_ITEMS = 256
WEBP_BYTES = 32 * 1024 * 1024
"""The WebP images kept in memory: at most this many, and this many bytes in all."""
PAGES = 32
"""The page data kept in memory, per (table, version, players' names)."""
PART_LISTS = 512
"""The positions whose parts (:meth:`Viewer.parts_at`) are kept in memory, per (table, seq)."""

Part = tuple[str, str, Any]
"""One part of a position's board: (its key, its name, the view drawn): two parts with one key are one image."""


def part_key(lang: str, view: Any) -> str:
    """The key of a part: a hash of the view it is drawn from, in the language of its words."""
    text = view.model_dump_json() if hasattr(view, "model_dump_json") else json.dumps(view, sort_keys=True, default=str)
    return hashlib.blake2b(f"{lang}|{text}".encode(), digest_size=12).hexdigest()


class PageNotFound(ServiceError):
    """No page: an unknown or replaced token, a game not started, a server with the viewer off (never says which)."""

    code = "not_found"

    def __init__(self) -> None:
        super().__init__("Not found.")


def to_webp(png: bytes, effort: tuple[int, int] = WEBP_EFFORT) -> bytes:
    """A board image (PNG) as lossless WebP.

    Measured on a late position of each game (the boards are drawn in a palette of few colours): lossless WebP
    is 40 to 53% of the PNG (A&A 151 -> 71 kB, Pegasus 76 -> 45 kB, D-Day Dice 137 -> 67 kB), while lossy
    WebP at quality 85 is LARGER than the PNG (225, 138, 253 kB) and blurs the small labels. Encoding takes
    0.3 to 0.7 s per image on one core, once per position (the bytes are cached).
    """
    quality, method = effort
    with PILImage.open(io.BytesIO(png)) as image:
        out = io.BytesIO()
        image.save(out, format="WEBP", lossless=True, quality=quality, method=method)
        return out.getvalue()


def describe_view(view: Any, lang: str = DEFAULT) -> str:
    """The alt text of a view without drawing it: its game renderer's words ("" for a game without them), in
    ``lang`` where the renderer speaks it (its ``alt_text`` takes ``lang``; the others describe in English, their
    game texts staying English for now, issue #28)."""
    module = module_for(str(getattr(view, "game", "")))
    if module is None:
        return ""
    describe = getattr(module, "alt_text", None)
    if describe is None:
        return ""
    words = describe(view, lang=lang) if lang != DEFAULT and speaks(describe) else describe(view)
    return str(words)[:1024]


def course_key(game: str, name: str) -> str | None:
    """The catalogue's message for a figure of a game's chart (the games name them in English): for a game whose
    words are in the catalogues, ``web-page-course-<its prefix>-<the name, hyphenated>``; else None (a game without
    a prefix may read its figures' names itself: its kit's ``chart_figure_words``)."""
    prefix = prefix_of(game)
    return None if prefix is None else f"web-page-course-{prefix}-" + "-".join(name.lower().split())


def game_title_in(spec: Any, lang: str) -> str:
    """A game's name on a page in ``lang`` (:func:`bot.service.game_words.game_title`)."""
    with speaking(lang):
        return game_title(spec)


def course_name(game: str, name: str, lang: str) -> str:
    """A figure of the chart as the page names it in ``lang`` (its English name where it has no message): the
    ``web-page-course-<prefix>-...`` message, or the one its kit's ``chart_figure_words`` reads the name as."""
    key = course_key(game, name)
    if lang == DEFAULT:
        return name
    if key is None:
        reader = figure_reader(game)
        said = reader(name) if reader is not None else None
        return t(said[0], lang=lang, **said[1]) if said is not None and has(said[0], lang) else name
    return t(key, lang=lang) if has(key, lang) else name


def options_of(engine: Any, options: Mapping[str, str]) -> list[list[str]]:
    """The game's options as [name, value] pairs: the key in words (``last_aircraft`` -> "last aircraft"), the value
    in words where the game gives words for it."""
    specs = {o.key: o for o in engine.spec.options}
    out = []
    for key, value in options.items():
        spec = specs.get(key)
        out.append([key.replace("_", " "), spec.labels.get(value, value) if spec is not None else value])
    return out


def options_in(engine: Any, options: Mapping[str, str], lang: str) -> list[list[str]]:
    """:func:`options_of` in ``lang``: each option by the name the reader's ``/game new`` menu gives it, each value
    in the catalogue's words (as :func:`bot.service.words.options_line` says them); English is :func:`options_of`."""
    if lang == DEFAULT:
        return options_of(engine, options)
    with speaking(lang):
        return [list(pair) for pair in option_pairs(engine, options)]


def log_entries(
    actions: Sequence[ActionRow], events: Sequence[EventRow], seat_names: Mapping[str, str], lang: str = "en"
) -> list[dict[str, Any]]:
    """Every log entry as the page shows it: the public text, who acted, and the events told to everyone (their
    lines in ``lang``, the table's language)."""
    told: dict[int, list[dict[str, Any]]] = {}
    for event in events:
        if event.seat is None:
            told.setdefault(event.seq, []).append({"text": event_text(event, lang), "dice": list(event.dice)})
    return [
        {
            "seq": a.seq,
            "seat": a.seat,
            "who": seat_names.get(a.seat, a.seat) if a.seat is not None else None,
            "text": a.public,
            "events": told.get(a.seq, []),
        }
        for a in actions
    ]


@dataclass(frozen=True)
class Replayed:
    """A game's positions as replayed so far (kept per table: the next version's page replays only what is new)."""

    version: int
    state: Any
    """The state at ``version``, where the next replay starts."""
    words: tuple[int, int, str, str, dict[str, float]] | None
    """The last position's turn, phase, label, alt text and chart figures (an entry moving nothing shares them)."""
    positions: list[dict[str, Any]]
    figures: list[dict[str, float]]
    boards: list[list[Part]] | None = None
    """Each position's parts, when asked for (the offline file): see :meth:`Viewer.page_and_boards`."""


class Viewer:
    """The web viewer's data and its Discord commands (see the module docstring)."""

    def __init__(
        self, store: GameStore, tables: Tables, posts: Posts, links: WebLinks, describe: Callable[[Any, str], str]
    ) -> None:
        self.store = store
        self.tables = tables
        self.posts = posts
        self.links = links
        self.describe = describe
        """A view's alt text in a language (its renderer's words for it, without drawing it)."""
        self.webp = ImageCache(WEBP_ITEMS, WEBP_BYTES)
        """Per (table, position's seq): the WebP image and its alt text."""
        self.pages: LRU[tuple[int, int, tuple[tuple[int, str], ...]], dict[str, Any]] = LRU(PAGES)
        self.replays: LRU[int, Replayed] = LRU(PAGES)
        """Per table: its positions replayed so far (a live game's next page replays only the new entries)."""
        self.part_lists: LRU[tuple[int, int], list[Part]] = LRU(PART_LISTS)
        """Per (table, seq): the parts of that position's board."""

    # -- the Discord commands --------------------------------------------------------------------

    def _configured(self) -> None:
        if self.links.web_url is None:
            raise ServiceError(t("web-not-set-up"))

    async def _linkable(self, channel_id: int) -> TableRow:
        self._configured()
        table = await self.tables.table(channel_id, live=False)
        if await self.links.is_off(table.guild_id):
            raise ServiceError(t("web-off-here"))
        if table.status == "lobby" or table.version < 0:
            raise ServiceError(t("web-not-started"))
        return table

    async def link(self, channel_id: int, user_id: int, names: Mapping[int, str]) -> str:
        """The address of the channel's latest game (its token made on first use); stores the players' names."""
        table = await self._linkable(channel_id)
        return self.links.address(await self.links.token(table, dict(names)))

    async def addresses(self) -> list[tuple[int, str, str, str]]:
        """(channel id, game name, status, address) of each channel's latest started game whose server has the viewer
        on (``dday web`` prints them): each game's token, made on first use; its players' names as stored."""
        self._configured()
        out = []
        for channel_id in sorted({int(row["channel_id"]) for row in await self.store.dump_rows("game_tables")}):
            table = await self.store.latest_table(channel_id)
            if table is None or table.status == "lobby" or table.version < 0 or await self.links.is_off(table.guild_id):
                continue
            name = find_game(table.game).spec.name
            out.append((channel_id, name, table.status, self.links.address(await self.links.token(table))))
        return out

    async def new_link(self, channel_id: int, user_id: int, is_manager: bool) -> str:
        """A new address for the channel's latest game (a server manager or the game's creator): the old one ends."""
        table = await self._linkable(channel_id)
        if not is_manager and user_id != table.creator_id:
            raise PermissionDeniedError(t("web-new-link-who"))
        return self.links.address(await self.links.token(table, renew=True))

    async def set_server_viewer(self, guild_id: int, on: bool, is_manager: bool) -> str:
        """Turn the web viewer on or off for every game of the server (Manage Server)."""
        if not is_manager:
            raise PermissionDeniedError(t("web-switch-who"))
        await self.links.set_off(guild_id, not on)
        if on:
            return t("web-on")
        return t("web-off")


    # -- the page ------------------------------------------------------------------------------

    async def _open(self, token: str) -> tuple[TableRow, dict[int, str]]:
        link = await self.store.web_link_by_token(token)
        if link is None:
            raise PageNotFound()
        table = await self.store.table(link.table_id)
        if table is None or table.version < 0 or table.status == "lobby":
            raise PageNotFound()
        if table.guild_id is not None and await self.store.web_off(table.guild_id):  # read fresh: closes at once
            raise PageNotFound()
        return table, link.names

    async def opened(self, token: str) -> TableRow:
        """The started game behind ``token`` (:class:`PageNotFound` as for its page): the reveal's door."""
        return (await self._open(token))[0]

    async def page(self, token: str) -> dict[str, Any]:
        """The page of the game behind ``token`` (:class:`PageNotFound` if there is none to show)."""
        table, names = await self._open(token)
        try:
            return await self.page_for_table(table, names)
        except ServiceError:  # e.g. rules this bot no longer replays: nothing to show, and no detail why
            raise PageNotFound() from None

    async def image(self, token: str, seq: int) -> tuple[bytes, str]:
        """(WebP bytes, alt text) of position ``seq`` of the game behind ``token``."""
        table, _ = await self._open(token)
        try:
            return await self.image_for_table(table, seq)
        except ServiceError:
            raise PageNotFound() from None

    async def parts(self, token: str, seq: int) -> list[str]:
        """The alt texts of the parts of position ``seq``'s board, in their order on the page (issue #49)."""
        table, _ = await self._open(token)
        try:
            return [self.describe(view, table_language(table)) for _, _, view in await self.parts_at(table, seq)]
        except ServiceError:
            raise PageNotFound() from None

    async def part(self, token: str, seq: int, index: int) -> tuple[bytes, str]:
        """(WebP bytes, alt text) of part ``index`` of position ``seq``'s board."""
        table, _ = await self._open(token)
        try:
            found = await self.parts_at(table, seq)
            if index >= len(found):
                raise PageNotFound()
            return await self.part_image(table, seq, found[index])
        except ServiceError:
            raise PageNotFound() from None

    async def record(self, token: str) -> dict[str, Any]:
        """The ``dday-export/1`` record of the game behind ``token`` once it is over (the seed in it, so ``dday
        verify`` checks every roll), without the players' Discord ids; a game going on has none here."""
        table, _ = await self._open(token)
        if table.status not in ("finished", "aborted"):
            raise PageNotFound()
        seats = await self.store.seats(table.id)
        actions, events = await self.store.actions(table.id), await self.store.events(table.id)
        record = game_record(table, seats, actions, events, reveal=True)
        record["seats"] = dict.fromkeys(seats)
        record["actions"] = [dict(a, user_id=None) for a in record["actions"]]
        try:
            loaded = await self.tables.load(table)
        except ServiceError:
            raise PageNotFound() from None
        record["final_state_sha256"] = state_hash(loaded.engine, loaded.state)
        return record

    async def _undone(self, table: TableRow, engine: Any, actions: Sequence[ActionRow]) -> dict[int, Any]:
        """The state each undo entry of the log went back to, by the undo's seq (read before replaying: undos are
        rare, and each is rebuilt from its nearest snapshot)."""
        return {
            a.seq: await self.tables.state_at(table, engine, undo_target(a.text)) for a in actions if a.kind == "undo"
        }

    async def _replayed(self, table: TableRow, engine: Any, seat_names: Mapping[str, str], lang: str,
                        boards: Callable[[list[Part]], None] | None = None) -> Replayed:
        """The positions of the page up to ``table.version``: those already replayed for this table (kept), and the
        entries after them replayed from the last state kept (from the first snapshot the first time).

        ``boards``: also each position's parts, handed to it as they are found (in a worker thread), and kept in
        the result; such a replay starts from the first snapshot and is not kept."""
        kept = None if boards is not None else self.replays.get(table.id)
        if kept is not None and kept.version > table.version:  # an older version asked for: not ours to keep
            kept = None
        if kept is not None and kept.version == table.version:
            return kept
        since = -1 if kept is None else kept.version
        if kept is None:
            first = await self.store.replay(table.id, 0)
            if first is None:
                raise PageNotFound()
            since, start = first.snapshot.seq, engine.load_state(first.snapshot.state_json)
        else:
            start = kept.state
        ends = {m.seq for m in await self.store.boundary_snapshots(table.id)}
        actions = [a for a in await self.store.actions(table.id) if a.seq <= table.version]
        events = [e for e in await self.store.events(table.id) if e.seq <= table.version]
        undone = await self._undone(table, engine, [a for a in actions if a.seq > since])
        extension = extension_of(table.game)

        def replay() -> Replayed:
            # CPU only (states, views, words): run off the event loop.
            out = [] if kept is None else list(kept.positions)
            figures = [] if kept is None else list(kept.figures)
            entries = log_entries(actions, events, seat_names, lang)
            state = start
            words = None if kept is None else kept.words
            parts: list[list[Part]] = []

            def add(seq: int, log: list[dict[str, Any]], moved: bool) -> None:
                nonlocal words
                if words is None or moved:
                    view = engine.view(state, None)
                    if boards is not None:
                        parts.append([(part_key(lang, v), name, v) for name, v in extension.web_views(view)])
                elif boards is not None:
                    parts.append(parts[-1])
                if boards is not None:
                    boards(parts[-1])
                if words is None or moved:
                    turn, num = engine.phase_key(state)[:2]
                    label = engine.phase_label(state)
                    label = label if lang == DEFAULT else phase_heading(table.game, label, lang)
                    words = (turn, num, label, self.describe(view, lang), extension.chart_figures(engine, view))
                turn, num, label, alt, course = words
                out.append({
                    "index": len(out), "seq": seq, "turn": turn, "phase": num, "label": label, "alt": alt,
                    "end": seq in ends, "log": log,
                })
                figures.append(course)

            if kept is None:
                add(since, [e for e in entries if e["seq"] <= since], True)
            for action, entry in zip(actions, entries, strict=True):
                if action.seq <= since:
                    continue
                if action.kind == "action":
                    state = engine.apply(state, action.seat or "", engine.parse_action(action.text)).state
                elif action.kind == "undo":
                    state = undone[action.seq]
                add(action.seq, [entry], action.kind in ("action", "undo"))
            return Replayed(table.version, state, words, out, figures, parts if boards is not None else None)

        replayed = await asyncio.to_thread(replay)
        if boards is None:
            self.replays[table.id] = replayed
        return replayed

    async def page_for_table(self, table: TableRow, names: Mapping[int, str] | None = None) -> dict[str, Any]:
        """The page data of a started game (also what the offline export writes); ``names``: user id -> name.

        A position after every log entry, the start's included: the states are replayed once, in order, from the
        first snapshot (an action applied to the state before it, an undo taking the state it went back to), never
        rebuilt per position; an entry that moves nothing (a seat handed over) shares its board's words with the
        position before. ``end`` marks the phase ends (and the last position), which the offline file keeps first.

        Built once per (table, version, names) and kept (a table's language is chosen when it is made and never
        changes, so it needs no place in the key): the dict returned is a fresh copy of the top level (replace
        a key freely), but its lists are shared with the cache (build new lists rather than change them).
        """
        if table.version < 0:
            raise PageNotFound()
        names = dict(names or {})
        key = (table.id, table.version, tuple(sorted(names.items())))
        cached = self.pages.get(key)
        if cached is not None:
            return dict(cached)  # the caller may replace a key (the offline file keeps fewer positions)
        page, _ = await self._page(table, names, None)
        self.pages[key] = page
        return dict(page)

    async def page_and_boards(self, table: TableRow, boards: Callable[[list[Part]], None] | None = None
                              ) -> tuple[dict[str, Any], list[list[Part]]]:
        """The page data (as :meth:`page_for_table`, without the players' names) and each position's parts, in one
        replay (the offline file draws them all): ``boards`` is handed each position's parts as they are found
        (from a worker thread), so their drawing may start before the replay ends. Nothing of it is kept."""
        if table.version < 0:
            raise PageNotFound()
        page, parts = await self._page(table, {}, boards or (lambda found: None))
        return page, parts or []

    async def _page(self, table: TableRow, names: Mapping[int, str], boards: Callable[[list[Part]], None] | None
                    ) -> tuple[dict[str, Any], list[list[Part]] | None]:
        loaded = await self.tables.load(table)
        engine = loaded.engine
        lang = table_language(table)
        seat_names = history_names(engine, table.options, lang) or engine.seat_names_for(table.options)
        replayed = await self._replayed(table, engine, seat_names, lang, boards)
        found = list(replayed.positions)
        found[-1] = dict(found[-1], end=True)  # the last position closes the list like a phase end
        figures = replayed.figures
        course_names = list(dict.fromkeys(name for f in figures for name in f))
        over = table.status in ("finished", "aborted")
        page = {
            "format": FORMAT,
            "lang": lang,
            "game": table.game,
            "game_name": engine.spec.name if lang == DEFAULT else game_title_in(engine.spec, lang),
            "ruleset_version": table.ruleset_version,
            "options": options_in(engine, table.options, lang),
            "status": table.status,
            "result": await self._result(table, loaded.state, engine, seat_names, lang),
            "seats": self._seats(engine, table, names, seat_names, lang),
            "created_at": table.created_at,
            "commitment": seed_commitment(table.seed),
            "seed": table.seed if over else None,
            "commitment_of": f"dday-seed:{table.seed}" if over else None,
            "positions": found,
            "course": {
                "names": [course_name(table.game, name, lang) for name in course_names],
                "values": [[float(f[n]) if n in f else None for n in course_names] for f in figures],
            },
        }
        return page, replayed.boards

    @staticmethod
    def _seats(
        engine: Any, table: TableRow, names: Mapping[int, str], seat_names: Mapping[str, str], lang: str
    ) -> list[dict[str, Any]]:
        out = []
        for number, seat in enumerate(engine.seats_for(table.options), start=1):
            user = table.seats.get(seat)
            player = None if user is None else names.get(user) or t("web-page-player", lang=lang, number=str(number))
            out.append({"seat": seat, "name": seat_names.get(seat, seat), "player": player})
        return out

    async def _result(
        self, table: TableRow, state: Any, engine: Any, seat_names: Mapping[str, str], lang: str
    ) -> str | None:
        """How the game ended, in ``lang`` (None while it goes on)."""
        outcome = engine.outcome(state)
        if outcome is not None:
            with speaking(lang):
                reason = outcome.reason if lang == DEFAULT else outcome_reason(engine, state, outcome.reason)
            return f"{result_text(seat_names, outcome.winners, lang)}. {reason}".strip()
        if table.status in ("finished", "aborted"):  # resigned or aborted: the last entry says how it ended
            events = await self.store.events(table.id)
            last = [event_text(e, lang) for e in events if e.seq == table.version and e.seat is None]
            return " ".join(last) or t("web-page-stopped", lang=lang)
        return None

    async def position_at(self, table: TableRow, seq: int) -> tuple[Any, Any]:
        """(engine, state) of position ``seq`` of a game's page: every entry of the log is one; any other is not
        found."""
        if seq < 0 or seq > table.version:
            raise PageNotFound()
        loaded = await self.tables.load(table)
        engine = loaded.engine
        return engine, loaded.state if seq == table.version else await self.tables.state_at(table, engine, seq)

    async def image_for_table(self, table: TableRow, seq: int) -> tuple[bytes, str]:
        """(WebP bytes, alt text) of position ``seq`` of a game (one of its page's positions, else not found)."""
        lang = table_language(table)
        key = (table.id, seq, "", lang)
        found = self.webp.get(key)
        if found is not None and found[0] is not None:
            return found[0], found[1]
        engine, state = await self.position_at(table, seq)
        png, alt = await self.posts.image(table.id, seq, lambda: engine.view(state, None), lang=lang)
        if png is None:  # a game without a renderer
            raise PageNotFound()
        data = await asyncio.to_thread(to_webp, png)
        self.webp.put(key, (data, alt))
        return data, alt


    async def parts_at(self, table: TableRow, seq: int) -> list[Part]:
        """The parts of position ``seq``'s board (a position of the page, else not found), kept per position."""
        found = self.part_lists.get((table.id, seq))
        if found is not None:
            return found
        engine, state = await self.position_at(table, seq)
        extension, lang = extension_of(table.game), table_language(table)
        views = await asyncio.to_thread(lambda: extension.web_views(engine.view(state, None)))
        found = [(part_key(lang, view), name, view) for name, view in views]
        self.part_lists[(table.id, seq)] = found
        return found

    async def part_image(self, table: TableRow, seq: int, part: Part) -> tuple[bytes, str]:
        """(WebP bytes, alt text) of one part of position ``seq``: drawn once per key while cached (the same part
        at another position is the same image)."""
        key, name, view = part
        lang = table_language(table)
        found = self.webp.get((table.id, -1, f"web:{key}", lang))
        if found is not None and found[0] is not None:
            return found[0], found[1]
        png, alt = await self.posts.image(table.id, seq, lambda: view, part=f"web:{name}", lang=lang)
        if png is None:  # a game without a renderer
            raise PageNotFound()
        data = await asyncio.to_thread(to_webp, png)
        self.webp.put((table.id, -1, f"web:{key}", lang), (data, alt))
        return data, alt


__all__ = ["FORMAT", "PageNotFound", "Part", "Viewer", "WebLinks", "describe_view", "log_entries", "part_key",
           "to_webp"]
