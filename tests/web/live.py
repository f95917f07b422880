"""The real web server over a real service, in a thread of its own (Selenium's calls block; the server must not).

:class:`Live` opens a SQLite file, plays the finished games of :mod:`tests.web.games` with a renderer that draws
nothing, reopens the file with the real renderers, and serves it on a free localhost port. Its ``run`` hands a
coroutine to the server's event loop and waits for the result.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Coroutine
from pathlib import Path
from typing import Any, TypeVar

from bot.service import GameService
from bot.web.server import WebServer
from tests.web.games import GAMES, Game, no_render, play

T = TypeVar("T")
WEB_URL = "http://viewer.invalid"
"""The address the service writes in its links; the tests keep only the token and use the real port."""


class Live:
    def __init__(self, path: Path, games: tuple[Game, ...] = GAMES) -> None:
        self.path = path
        self.games = games
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="web-viewer-test", daemon=True)
        self.thread.start()
        self.users: dict[str, dict[str, int]] = {}
        self.tokens: dict[str, str] = {}
        self.service: GameService | None = None
        self.server: WebServer | None = None

    def run(self, coro: Coroutine[Any, Any, T], timeout: float = 600) -> T:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    async def _open(self) -> None:
        quiet = await GameService.open(str(self.path), render=no_render)
        try:
            for game in self.games:
                self.users[game.name] = await play(quiet, game)
        finally:
            await quiet.close()
        self.service = await GameService.open(str(self.path), web_url=WEB_URL)
        for game in self.games:
            self.tokens[game.name] = await self.token(game)
        self.server = await WebServer.start(self.service, 0, host="127.0.0.1")

    async def token(self, game: Game) -> str:
        assert self.service is not None
        users = self.users[game.name]
        names = {user: f"Player {seat}" for seat, user in users.items()}
        address = await self.service.web_link(game.channel, next(iter(users.values())), names)
        return address.rsplit("/", 1)[-1]

    def start(self) -> Live:
        try:
            self.run(self._open())
        except BaseException:
            self.close()
            raise
        return self

    @property
    def base(self) -> str:
        assert self.server is not None
        return f"http://127.0.0.1:{self.server.port}"

    def url(self, name: str) -> str:
        return f"{self.base}/g/{self.tokens[name]}"

    def game(self, name: str) -> Game:
        return next(g for g in self.games if g.name == name)

    async def _close(self) -> None:
        if self.server is not None:
            await self.server.stop()
        if self.service is not None:
            await self.service.close()

    def close(self) -> None:
        try:
            self.run(self._close(), timeout=60)
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(10)
            self.loop.close()
