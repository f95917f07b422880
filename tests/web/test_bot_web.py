"""The web viewer from the Discord side (issue #27): ``/game export format:html`` through the real discord.py stack
over the fake transport (every request checked against Discord's OpenAPI spec), and the bot starting and stopping
the web server with ``DDAY_WEB_PORT``.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from bot.discord.app import DdayBot
from bot.service import GameService
from tests.bot.fake_discord import CHANNEL_ID, FakeDiscord, Payloads, Sent
from tests.bot.harness import bot_over, logged_in, settings
from tests.web.games import GAMES, no_render, play

PEGASUS = dataclasses.replace(GAMES[1], channel=CHANNEL_ID)


def check(sent: list[Sent]) -> list[Sent]:
    for request in sent:
        request.validate()
    return sent


@pytest.fixture
async def finished(api: FakeDiscord, tmp_path: Path, payloads: Payloads):
    """A finished Pegasus Bridge game in the test channel, and a bot over it drawing real boards."""
    path = str(tmp_path / "export.sqlite3")
    quiet = await GameService.open(path, render=no_render)
    try:
        users = await play(quiet, PEGASUS)
    finally:
        await quiet.close()
    svc = await GameService.open(path)
    try:
        await svc.export_html(CHANNEL_ID)  # draws every board once (seconds): the command below then fits settle()
        async for driver in bot_over(api, tmp_path, payloads, svc):
            yield driver, users
    finally:
        await svc.close()


async def test_game_export_format_html_attaches_the_page(finished, api: FakeDiscord):
    driver, users = finished
    user = next(iter(users.values()))
    # Every position drawn, in worker processes: seconds when the machine is idle, longer when it is busy.
    sent = await driver.command("game export", {"format": "html"}, user_id=user, wait=90)
    (reply,) = [s for s in check(sent) if s.files]
    ((_field, name, body),) = reply.files
    assert name == f"pegasus-bridge-{CHANNEL_ID}.html" and body.startswith(b"<!doctype html>")
    assert "web page" in reply.body["content"] and "works offline" in reply.body["content"]
    page = body.decode()
    data = json.loads(page.split("id=dday-data>", 1)[1].split("</script>", 1)[0])
    assert data["format"] == "dday-viewer/1" and data["status"] == "finished" and data["seed"] is not None
    assert all(p["board"] for p in data["positions"]) and "data:image/webp;base64," in page  # every board, tiled
    # without a format, the JSON record as before
    api.clear()
    (record,) = [s for s in check(await driver.command("game export", user_id=user)) if s.files]
    assert record.files[0][1].endswith(".json")


@pytest.mark.slow
async def test_a_page_too_big_for_discord_is_a_sentence_not_a_file(tmp_path: Path):
    path = str(tmp_path / "big.sqlite3")
    quiet = await GameService.open(path, render=no_render)
    try:
        await play(quiet, PEGASUS)
    finally:
        await quiet.close()
    svc = await GameService.open(path)
    try:
        post = await svc.web_export.export_html(CHANNEL_ID, limit=50_000)  # as if Discord took 50 KB
        assert post.file is None and "more than the 1 MB Discord takes" in post.content
        assert "dday export --html FILE" in post.content
        saved = await svc.export_html_file(CHANNEL_ID)  # as a file to save: the whole page
        assert saved.file is not None and saved.file.startswith(b"<!doctype html>")
    finally:
        await svc.close()


def get(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=10) as reply:
            return reply.status, reply.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


async def test_the_bot_serves_the_viewer_while_web_port_is_set(api: FakeDiscord, tmp_path: Path, unused_tcp_port: int):
    port = unused_tcp_port
    svc = await GameService.open(str(tmp_path / "served.sqlite3"), render=no_render)
    bot = DdayBot(settings(tmp_path, web_port=port), service=svc)
    try:
        await logged_in(bot)
        assert bot.web is not None and bot.web.port == port
        assert await asyncio.to_thread(get, f"http://127.0.0.1:{port}/healthz") == (200, "ok\n")
        assert (await asyncio.to_thread(get, f"http://127.0.0.1:{port}/g/{'A' * 32}"))[0] == 404
    finally:
        await bot.close()
        await svc.close()
    assert bot.web is None
    with pytest.raises(urllib.error.URLError):
        await asyncio.to_thread(get, f"http://127.0.0.1:{port}/healthz")


async def test_no_web_port_no_server(api: FakeDiscord, tmp_path: Path):
    svc = await GameService.open(str(tmp_path / "plain.sqlite3"), render=no_render)
    bot = DdayBot(settings(tmp_path), service=svc)
    try:
        await logged_in(bot)
        assert bot.web is None
    finally:
        await bot.close()
        await svc.close()
