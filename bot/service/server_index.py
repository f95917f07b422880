"""A server's public index (issue #50): its open tables, games in play and recently ended, and its leaderboards, on
the web viewer at ``{DDAY_WEB_URL}/s/{token}``, showing only the channels the server made public.

Nothing is public until a server manager says so, channel by channel: ``/game viewer public:True`` in a channel puts
its games on the index (under the channel's name as it was then), ``public:False`` takes them off. The first
channel made public gives the server its index: an unguessable token, and the language the page speaks (the
server's). The page holds only what a visitor of those channels could read in Discord: each game's name, status,
seats and players' names (as stored with the game's web link; a player without one is "a player"), a link to the
game's own page, and the leaderboards computed from the games of those channels only. A server that turned the
viewer off (``/game viewer enabled:False``) has no index either; an unknown token is the same bare 404.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.service.errors import PermissionDeniedError, ServiceError
from bot.service.lists import ENDED_DAYS, free_seats, game_name, iso, names_of
from bot.service.ratings import ranking
from bot.service.standings import Standings
from bot.service.tables import Tables
from bot.service.viewer import PageNotFound
from bot.service.weblinks import WebLinks
from db.contract import GameStore, OpenIndex, SetPublicChannel, TableRow
from i18n import speaking, t

TABLES = 60
"""Tables the page lists at most (open ones first, then those in play, then the most recently ended)."""
TOP = 10


class ServerIndex:
    """The public index of a server (see the module docstring)."""

    def __init__(self, store: GameStore, tables: Tables, links: WebLinks, standings: Standings,
                 clock: Callable[[], float]) -> None:
        self.store = store
        self.tables = tables
        self.links = links
        self.standings = standings
        self.clock = clock

    async def publish(self, guild_id: int, channel_id: int, name: str, public: bool, is_manager: bool,
                      lang: str) -> str:
        """Show this channel's games on the server's index (``public``) or stop; a server manager only."""
        if self.links.web_url is None:
            raise ServiceError(t("web-not-set-up"))
        if not is_manager:
            raise PermissionDeniedError(t("index-who"))
        if await self.links.is_off(guild_id):
            raise ServiceError(t("web-off-here"))
        token, _ = await self.tables.commit(
            None, OpenIndex(guild_id, self.links.token_source(), lang),
            SetPublicChannel(guild_id, channel_id, name[:100], public),
        )
        address = f"{self.links.web_url}/s/{token}"
        return t("index-public" if public else "index-private", channel=f"<#{channel_id}>", address=address)

    async def page(self, token: str) -> dict[str, Any]:
        """The index's data: its tables and leaderboards, in the server's language (:class:`PageNotFound` if none)."""
        found = await self.store.index_by_token(token)
        if found is None:
            raise PageNotFound()
        guild_id, lang = found
        if await self.store.web_off(guild_id):
            raise PageNotFound()
        channels = dict(await self.store.public_channels(guild_id))
        since = iso(self.clock() - ENDED_DAYS * 86_400)
        listing = await self.store.guild_tables(
            guild_id, list(channels), ("lobby", "active", "finished", "aborted"), None, since, TABLES, 0
        ) if channels else None
        rows = listing.tables if listing is not None else []
        names: dict[int, str] = {}
        entries = []
        with speaking(lang):  # the seats' names in the index's language
            for table in rows:
                link = await self.store.web_link(table.id)
                if link is not None:
                    names.update(link.names)
                entries.append(await self._entry(table, channels.get(table.channel_id, ""), link.names if link else {},
                                                 lang))
        boards = []
        for game in sorted({tb.game for tb in rows if tb.status in ("finished", "aborted")}):
            rated = await self.standings.ratings(guild_id, game, list(channels))
            people = ranking(rated, computers=False)[:TOP]
            if people:
                boards.append({
                    "game": game_name(game),
                    "rows": [{"name": names.get(r.user_id) or t("index-a-player", lang=lang),
                              "rating": round(r.glicko.rating), "rd": round(r.glicko.rd), "games": r.games}
                             for r in people],
                })
        return {"lang": lang, "channels": sorted(channels.values()), "tables": entries, "boards": boards}

    async def _entry(self, table: TableRow, channel: str, names: dict[int, str], lang: str) -> dict[str, Any]:
        seat_words = names_of(table)
        address = None
        if table.status != "lobby" and table.version >= 0 and self.links.web_url is not None:
            address = self.links.address(await self.links.token(table))
        return {
            "game": game_name(table.game), "channel": channel, "status": table.status,
            "seats": [{"seat": seat_words.get(s, s), "player": names.get(u) or t("index-a-player", lang=lang)}
                      for s, u in table.seats.items()],
            "free": free_seats(table) if table.status == "lobby" else 0, "ended_at": table.ended_at, "link": address,
        }
