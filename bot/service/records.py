"""The records feature: a game's history pages and its JSON export (``/game history``, ``/game export``).

A feature class taking the parts it needs (:class:`~bot.service.tables.Tables`); the facade
(:class:`bot.service.core.GameService`) holds the guarded entry points and calls it. Reads only:
nothing here writes to the store.
"""

from __future__ import annotations

from typing import Any

from bot.service.common import Post, clip, said_to_all, shown_to
from bot.service.errors import ServiceError
from bot.service.export import dumps, game_record, state_hash
from bot.service.live_message import history_names, history_pages
from bot.service.tables import Tables
from bot.service.words import phase_heading
from db.contract import TableRow
from i18n import current, t
from rules.core import find_game


class Records:
    """History pages and the export record of a channel's latest game."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables

    async def history(self, channel_id: int, page: int | None = None, shared: bool = False) -> Post:
        """One page of the channel's latest game's history (the last one without ``page``), in the reader's language
        (``shared``: posted for the channel, in the table's)."""
        table = await self.tables.table(channel_id, live=False)
        with shown_to(table, shared):
            lang = current()
        pages = await self.pages(table, lang)
        number = len(pages) if page is None else page
        if pages and not 1 <= number <= len(pages):
            raise ServiceError(t("err-history-page", pages=str(len(pages))))  # a refusal: the reader's alone
        with shown_to(table, shared):
            if not pages:
                return Post(content=t("history-empty"))
            title, body = pages[number - 1]
            title = phase_heading(table.game, title)
            return Post(content=clip(t("history-title", number=str(number), pages=str(len(pages)), title=title) + f"\n{body}"))

    async def pages(self, table: TableRow, lang: str) -> list[tuple[str, str]]:
        """The game's history pages in ``lang``: the table's for the channel (the same pages its posts' summaries
        name), the reader's for a page only they see."""
        actions, events = await self.tables.store.actions(table.id), await self.tables.store.events(table.id)
        names = history_names(find_game(table.game), table.options, lang)
        return [(title, body) for title, body, _ in history_pages(actions, events, lang, names)]

    async def export(self, channel_id: int) -> dict[str, Any]:
        """Return the channel's latest game as a ``dday-export/1`` record (the seed only once it is over)."""
        table = await self.tables.table(channel_id, live=False)
        engine = find_game(table.game)
        over = table.status in ("finished", "aborted")
        seats = await self.tables.store.seats(table.id)
        actions = await self.tables.store.actions(table.id)
        record = game_record(table, seats, actions, await self.tables.store.events(table.id), reveal=over)
        if table.status != "lobby":
            record["final_state_sha256"] = state_hash(engine, (await self.tables.load(table)).state)
        return record

    async def export_post(self, channel_id: int) -> Post:
        """Return the game record as an attached JSON file (the seed is in it only once the game is over)."""
        record = await self.export(channel_id)
        over = record["seed"] is not None
        with said_to_all(await self.tables.table(channel_id, live=False)):  # posted for the channel
            note = t("export-seed-included") if over else t("export-seed-secret")
            content = t("export-record", entries=str(len(record["actions"]))) + f" {note}"
        name = f"{record['game']}-{channel_id}-v{len(record['actions']) - 1}.json"
        return Post(content=content, file=dumps(record).encode(), file_name=name)

