"""``dday web``: the web viewer on its own, without Discord or a token (issue #49).

For a server admin who wants the pages served by another process than the bot, and for anyone trying the viewer
out on a console game's database: it opens the game database (SQLite file or URL), starts the same server the bot
runs (:mod:`bot.web.server`) on ``--host``/``--port`` (defaults: ``DDAY_WEB_HOST``, else 127.0.0.1; ``DDAY_WEB_PORT``,
else 8080), prints the address of each channel's latest started game (its token made on first use, as
``/game link`` makes it), and serves until interrupted. The links use ``--url`` (default ``DDAY_WEB_URL``, else
``http://HOST:PORT``). A server that turned the viewer off (``/game viewer``) stays off.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from bot.web.server import WebServer


async def serve(database: str, host: str, port: int, url: str | None, say: Callable[[str], None] = print,
                stop: asyncio.Event | None = None) -> None:
    """Serve the viewer over ``database`` until ``stop`` is set (or forever); ``say`` prints each line."""
    from bot.service import GameService

    shown_host = "localhost" if host in ("0.0.0.0", "::", "127.0.0.1") else host
    service = await GameService.open(database, web_url=url or f"http://{shown_host}:{port}")
    try:
        running = await WebServer.start(service, port, host)
        try:
            games = await service.web_addresses()
            say(f"The web viewer is listening on {host}:{running.port} ({len(games)} game{'' if len(games) == 1 else 's'}).")
            for channel_id, name, status, address in games:
                say(f"  {name} · channel {channel_id} · {status}: {address}")
            await (stop or asyncio.Event()).wait()
        finally:
            await running.stop()
    finally:
        await service.close()
