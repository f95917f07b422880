"""Helpers for the Discord-layer tests: settings, login over the fake transport, a strict service, a driver."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Sequence
from pathlib import Path
from typing import Any
from unittest.mock import create_autospec

from bot.discord.app import DdayBot
from bot.service import GameService
from bot.settings import Settings
from rules.core import GameSpec
from tests.bot.fake_discord import FakeDiscord, Payloads, Sent, settle


def strict_service(games: Sequence[GameSpec]) -> Any:
    """A ``GameService`` stand-in that only has the real methods, with their real signatures."""
    svc = create_autospec(GameService, instance=True, spec_set=True)
    svc.games.return_value = list(games)
    svc.channel_game.return_value = (games[0].id if games else None, None)  # the channel plays the first game
    return svc


def settings(tmp_path: Path, **overrides: Any) -> Settings:
    return Settings(_env_file=None, db_path=str(tmp_path / "bot.sqlite3"), **overrides)


async def logged_in(bot: DdayBot) -> DdayBot:
    """Log in exactly as ``bot.start`` would (GET /users/@me, app info, setup_hook with the sync), minus the gateway."""
    bot.http.connector = object()  # the fake session ignores it; avoids a real TCPConnector
    await bot.login("fake-token")
    return bot


async def real_table(
    api: FakeDiscord, tmp_path: Path, payloads: Payloads, render: Callable[[Any], Any] | None, db_name: str,
    **open_options: Any,
) -> AsyncIterator[tuple[Driver, GameService]]:
    """A real service on a file and a logged-in bot over the fake transport (for a fixture to yield from);
    ``render`` None: the real renderers; ``open_options`` go to ``GameService.open`` (``web_url``, ...)."""
    if render is not None:
        open_options["render"] = render
    svc = await GameService.open(str(tmp_path / db_name), **open_options)
    try:
        async for driver in bot_over(api, tmp_path, payloads, svc):
            yield driver, svc
    finally:
        await svc.close()


async def bot_over(api: FakeDiscord, tmp_path: Path, payloads: Payloads, svc: GameService) -> AsyncIterator[Driver]:
    """A logged-in bot over the fake transport serving ``svc``, its commands' ids noted (closed afterwards)."""
    bot = DdayBot(settings(tmp_path), service=svc)
    try:
        await logged_in(bot)
        for command in api.requests("PUT")[-1].body:
            payloads.command_ids[command["name"]] = command.get("id", "0")
        api.clear()
        yield Driver(bot, api, payloads)
    finally:
        await bot.close()


class Driver:
    """Feed raw interaction payloads to the bot the way the gateway does, and wait for the replies."""

    def __init__(self, bot: DdayBot, api: FakeDiscord, payloads: Payloads) -> None:
        self.bot, self.api, self.payloads = bot, api, payloads

    async def dispatch(self, payload: dict[str, Any], *, wait: float = 10.0) -> list[Sent]:
        """``wait``: the seconds the interactions may take (a long export on a busy machine may want more)."""
        before = len(self.api.sent)
        self.bot._connection.parse_interaction_create(payload)
        await settle(wait)
        assert payload["token"] not in self.api.loading, "the deferred 'thinking' placeholder was never resolved"
        return self.api.sent[before:]

    async def command(
        self, path: str, options: dict[str, Any] | None = None, *, user_id: int, wait: float = 10.0, **kw: Any
    ) -> list[Sent]:
        return await self.dispatch(self.payloads.command(path, options, user_id=user_id, **kw), wait=wait)

    async def autocomplete(self, path: str, options: dict[str, Any], focused: str, *, user_id: int) -> list[Sent]:
        return await self.dispatch(self.payloads.command(path, options, user_id=user_id, focused=focused))

    async def press(self, custom_id: str, message: dict[str, Any], *, user_id: int) -> list[Sent]:
        return await self.dispatch(self.payloads.button(custom_id, message, user_id=user_id))
