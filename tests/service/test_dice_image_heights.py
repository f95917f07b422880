"""Every image of a D-Day Dice game a phone can read (issue #46): short seeded games of each family played through
the service with the real renderer (:func:`bench.image_heights.played_heights`: the lobby, the Team threads, random
moves, private ``/game status`` and ``/game board`` answers); every image posted or answered decodes and is at most
2,400 px tall. The whole table image of these games is 2,500 to 5,000 px tall: each is posted in parts."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from bench.image_heights import heights, played_heights
from bot.service import GameService, render_view
from renderer.dday_dice.parts import MAX_HEIGHT

FAMILIES = {
    "solo": ({"players": "1", "map": "vierville-draw"}, 10),
    "co-op": ({"players": "4", "map": "vierville-draw", "nations": "us,uk,fr,ca"}, 8),
    "atlantikwall": ({"players": "2", "map": "omaha-beach", "german": "player", "battle_conditions": "on"}, 8),
    "overlord": ({"campaign": "a", "players": "2", "layout": "small"}, 6),
    "overlord-9": ({"campaign": "a", "players": "9"}, 6),
}
SLOW = {"solo", "co-op", "overlord", "overlord-9"}
"""Over a second each: run with -m slow. The default run plays Atlantikwall here, looks at the four-Unit table below,
and measures the Overlord images the service draws in tests/service/test_overlord_images.py."""


@pytest.fixture
async def svc(tmp_path):
    service = await GameService.open(str(tmp_path / "heights.sqlite3"), render=render_view)
    yield service
    await service.close()


@pytest.mark.parametrize("family", [pytest.param(f, marks=[pytest.mark.slow] if f in SLOW else []) for f in FAMILIES])
async def test_every_image_of_a_played_dice_game_is_at_most_2400_px_tall(svc: GameService, family: str) -> None:
    options, moves = FAMILIES[family]
    got = await played_heights(svc, 4_600, "dday-dice", options, 7, moves)
    assert len(got) >= 10, "the game posted its board, its trays and the looks"
    assert max(got) <= MAX_HEIGHT, sorted(got)[-5:]


async def test_a_private_look_at_a_four_unit_table_comes_in_parts_a_phone_reads(svc: GameService) -> None:
    """/game status and /game board of a four-Unit base game: the map, then the Units' panels, each with its alt
    text, none taller than 2,400 px (the table in one image is about 4,800 px tall)."""
    options, _ = FAMILIES["co-op"]
    await played_heights(svc, 4_601, "dday-dice", options, 7, 0)
    for answer in (await svc.status(4_601), await svc.board(4_601)):
        images = answer.all_images()
        assert [i.name.split("-", 4)[-1] for i in images] == ["map.png", "units-1-2.png", "units-3-4.png"]
        assert all(i.alt_text for i in images) and "Unit 4" in images[2].alt_text
        assert max(heights([answer])) <= MAX_HEIGHT
        assert all(Image.open(io.BytesIO(i.data)).width == 1000 for i in images)
