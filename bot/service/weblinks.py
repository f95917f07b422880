"""WebLinks (a part): the web address of each table, and whether a server turned the web viewer off (issue #27).

The web viewer shows a game at ``{DDAY_WEB_URL}/g/{token}``; the token is the only key to the page, so it
is unguessable (:func:`secrets.token_urlsafe`, 32 characters) and made the first time it is needed: a
``/game link``, or a phase post's "View on the web" button. A new token ends the old address.

Both what is stored (the token per table, the switch per server) is read through small bounded caches:
a phase post asks for its table's address without a database read once it is known. This process's own
writes keep the caches right; a switch changed by another process (PostgreSQL) is seen when its entry
falls out of the cache. Imports the bottom of the package only.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Mapping

from bot.service.tables import LRU, Tables
from db.contract import GameStore, SetWebLink, SetWebOff, TableRow

TOKEN_CHARS = 32
"""The length of a token: :func:`secrets.token_urlsafe` of 24 bytes (192 bits)."""


def new_token() -> str:
    """A fresh unguessable token of :data:`TOKEN_CHARS` url-safe characters."""
    return secrets.token_urlsafe(TOKEN_CHARS * 3 // 4)


class WebLinks:
    """The tables' web tokens and the servers' switches (see the module docstring)."""

    def __init__(
        self, store: GameStore, tables: Tables, web_url: str | None, cache_tables: int,
        token_source: Callable[[], str] = new_token,
    ) -> None:
        self.store = store
        self.tables = tables
        self.web_url = web_url.rstrip("/") if web_url else None
        """The public address of the viewer (no trailing slash); None: the viewer is not set up."""
        self.token_source = token_source
        self.tokens: LRU[int, str] = LRU(cache_tables)
        """Per table: its token, once read or made here."""
        self.off: LRU[int, bool] = LRU(cache_tables)
        """Per server: whether the viewer is off there, once read or set here."""

    def address(self, token: str, seq: int | None = None) -> str:
        """The page of a token (``seq``: opened at that position); only when the viewer is set up."""
        assert self.web_url is not None
        return f"{self.web_url}/g/{token}" + ("" if seq is None else f"#p={seq}")

    async def is_off(self, guild_id: int | None) -> bool:
        """Whether the web viewer is off for the server (a game outside any server: never)."""
        if guild_id is None:
            return False
        known = self.off.get(guild_id)
        if known is None:
            known = self.off[guild_id] = await self.store.web_off(guild_id)
        return known

    async def set_off(self, guild_id: int, off: bool) -> None:
        """Turn the viewer off (or back on) for every game of the server: one write."""
        await self.tables.commit(None, SetWebOff(guild_id, off))
        self.off[guild_id] = off

    async def token(self, table: TableRow, names: Mapping[int, str] | None = None, *, renew: bool = False) -> str:
        """The table's token, made on first use (one write); ``names`` (user id -> display name) stored with it
        when given; ``renew``: a new token, which ends the old one."""
        known = self.tokens.get(table.id)
        if known is not None and names is None and not renew:
            return known
        (token,) = await self.tables.commit(None, SetWebLink(table.id, self.token_source(), names, renew=renew))
        self.tokens[table.id] = str(token)
        return str(token)

    async def known_token(self, table_id: int) -> str | None:
        """The table's token if one was made (no write)."""
        known = self.tokens.get(table_id)
        if known is None:
            link = await self.store.web_link(table_id)
            if link is None:
                return None
            known = self.tokens[table_id] = link.token
        return known

    async def button_address(self, table: TableRow, seq: int) -> str | None:
        """The address a phase post's link button opens at position ``seq``; None when the viewer is not set up
        or is off for the table's server. Makes the table's token the first time."""
        if self.web_url is None or await self.is_off(table.guild_id):
            return None
        token = await self.known_token(table.id) or await self.token(table)
        return self.address(token, seq)
