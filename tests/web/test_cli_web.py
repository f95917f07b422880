"""``dday web`` (issue #49): the viewer served on its own from a game database, without Discord, each game's link
printed; and its refusal of a database that is not there."""

from __future__ import annotations

import asyncio
import socket
from pathlib import Path

import aiohttp

from bot.cli import main
from bot.service import GameService
from bot.web.serve import serve
from tests.web.games import GAMES, no_render, play

PEGASUS = GAMES[1]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def test_web_serves_each_games_page_and_prints_its_link(tmp_path: Path) -> None:
    path = tmp_path / "web.sqlite3"
    svc = await GameService.open(str(path), render=no_render)
    try:
        await play(svc, PEGASUS)
    finally:
        await svc.close()
    lines: list[str] = []
    stop = asyncio.Event()
    port = free_port()
    task = asyncio.create_task(serve(f"sqlite:///{path}", "127.0.0.1", port, None, say=lines.append, stop=stop))
    try:
        for _ in range(200):
            if len(lines) >= 2 or task.done():
                break
            await asyncio.sleep(0.05)
        assert lines[0] == f"The web viewer is listening on 127.0.0.1:{port} (1 game)."
        (link,) = [line for line in lines if f"channel {PEGASUS.channel}" in line]
        address = link.rsplit(": ", 1)[1]
        assert address.startswith(f"http://localhost:{port}/g/")
        async with aiohttp.ClientSession() as http, http.get(address.replace("localhost", "127.0.0.1")) as r:
            assert r.status == 200 and r.headers["Server"] == "dday-viewer"
            assert "Pegasus Bridge" in await r.text()
    finally:
        stop.set()
        await task


def test_web_refuses_a_database_that_is_not_there(tmp_path: Path, capsys) -> None:
    assert main(["web", "--database", str(tmp_path / "none.sqlite3")]) == 2
    assert "there is no database at" in capsys.readouterr().err
