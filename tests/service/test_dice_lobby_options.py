"""/game new for D-Day Dice: a combination of options the rules refuse is refused before a lobby opens."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.service import GameService
from bot.service.errors import NoGameError
from rules.core.errors import InvalidOptionError


@pytest.fixture
async def svc(tmp_path: Path):
    service = await GameService.open(str(tmp_path / "lobby.sqlite3"), render=lambda view: (None, view.title))
    yield service
    await service.close()


@pytest.mark.parametrize(("options", "words"), [
    ({"teams": "2"}, "belongs to an Overlord campaign"),
    ({"badge_variant": "honour"}, "needs the Badges"),
    ({"german_start": "blind"}, "needs the German player"),
    ({"mode": "german-solo", "players": "2"}, "one automated Allied Unit"),
])
async def test_a_refused_combination_opens_no_lobby(svc, options, words):
    with pytest.raises(InvalidOptionError, match=words):
        await svc.new_game(7, 1, 101, "dday-dice", options, seed=1)
    with pytest.raises(NoGameError):
        await svc.status(7)
    await svc.new_game(7, 1, 101, "dday-dice", {"players": "2"}, seed=1)  # the channel is free for a good one
    assert "lobby" in (await svc.status(7)).content
