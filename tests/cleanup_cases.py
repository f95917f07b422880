"""Deliberately broken tests, run only by ``tests/test_cleanup.py`` (and ``.ci/run``) in a child pytest.

Each leaves something open the way a real failing test would: the child run must report every one
as failed and then exit by itself. The file name does not match ``test_*.py``, so the suite never
collects it; it runs only when named on the command line.
"""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest

from bot.service import GameService
from db.stores import open_store


async def test_fails_with_a_service_left_open(tmp_path: Path) -> None:
    service = await GameService.open(str(tmp_path / "left-open.sqlite3"))
    assert service.games() == [], "deliberately broken: the service is never closed"


def test_fails_after_its_event_loop_closed_with_a_store_left_open(tmp_path: Path) -> None:
    stores = []

    async def run() -> None:
        stores.append(await open_store(f"sqlite:///{tmp_path / 'orphan.sqlite3'}"))

    asyncio.run(run())
    assert not stores, "deliberately broken: the store outlives its event loop"


@pytest.mark.timeout(3)
def test_hangs() -> None:
    time.sleep(600)  # deliberately broken: the per-test time limit must end it and print this stack


async def test_passes_but_leaves_a_service_open(tmp_path: Path) -> None:
    await GameService.open(str(tmp_path / "leaky.sqlite3"))  # passes, and is reported as an error at teardown
