"""Fixtures for the Discord layer: a real DdayBot whose only fake is the HTTP transport."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import aiohttp
import pytest

from bot.discord.app import DdayBot
from bot.discord.cogs import guard
from bot.service import GameService
from rules.core import registry
from tests.bot import toy_game
from tests.bot.fake_discord import FakeDiscord, Payloads
from tests.bot.harness import Driver, bot_over


@pytest.fixture
def toy_engine():
    """Register the toy race game for one test, played through /aa (its group), then remove it again."""
    engine = toy_game.RaceEngine()
    registry.register(engine)
    guard.plays("aa", engine.spec.id)
    yield engine
    guard.release("aa", engine.spec.id)
    registry._ENGINES.pop(engine.spec.id, None)


@pytest.fixture
def api(monkeypatch: pytest.MonkeyPatch) -> FakeDiscord:
    """Discord's HTTP API, faked at the aiohttp session that discord.py creates on login."""
    fake = FakeDiscord()
    monkeypatch.setattr(aiohttp, "ClientSession", fake.session_factory)
    return fake


@pytest.fixture
def payloads() -> Payloads:
    return Payloads()


@pytest.fixture
async def service(tmp_path: Path, toy_engine) -> AsyncIterator[GameService]:
    svc = await GameService.open(str(tmp_path / "game.sqlite3"), render=toy_game.render)
    yield svc
    await svc.close()


@pytest.fixture
async def bot(api: FakeDiscord, service: GameService, tmp_path: Path, payloads: Payloads) -> AsyncIterator[DdayBot]:
    """A logged-in DdayBot over the real GameService (toy game registered); requests recorded by ``api``."""
    async for driver in bot_over(api, tmp_path, payloads, service):
        yield driver.bot


@pytest.fixture
def driver(bot: DdayBot, api: FakeDiscord, payloads: Payloads) -> Driver:
    return Driver(bot, api, payloads)
