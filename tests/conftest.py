"""Shared fixtures: a real SQLite-backed service on a temporary file."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.service import GameService


def no_render(view):
    """Skip Pillow in service tests that do not look at images."""
    return None, ""


@pytest.fixture
def db_path(tmp_path: Path) -> str:
    return str(tmp_path / "game.sqlite3")


@pytest.fixture
async def service(db_path: str):
    svc = await GameService.open(db_path, render=no_render)
    yield svc
    await svc.close()
