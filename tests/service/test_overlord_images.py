"""The Overlord images a phone can read, drawn by the real renderer through the service's render hook (issue #25):
the channel's phase post carries the Teams' summary and one image per board, each Team's thread its Column and
its Units' panels (in two images: three panels are too tall for one, issue #46), each a PNG with its alt text; each part is drawn once per table and version."""

from __future__ import annotations

import pytest

from bench.image_heights import heights
from bot.service import GameService, render_view
from renderer.dday_dice.battle_map import boards
from renderer.dday_dice.parts import MAX_HEIGHT
from tests.service.overlord_table import CH, start_table

PNG = b"\x89PNG\r\n\x1a\n"
DRAWN: list[str] = []


def counting_render(view):
    DRAWN.append(type(view).__name__)
    return render_view(view)


@pytest.fixture
async def svc(tmp_path):
    service = await GameService.open(str(tmp_path / "images.sqlite3"), render=counting_render)
    yield service
    await service.close()


async def test_the_channel_and_each_team_get_their_own_images(svc: GameService) -> None:
    posts = await start_table(svc, players="9")
    phase = next(p for p in posts if p.team_threads)
    loaded = await svc.inspect(CH)
    letters = [letter for letter, _ in boards(loaded.engine.view(loaded.state, None))]
    images = phase.all_images()
    assert [i.name.rsplit("-", 1)[1] for i in images] == ["summary.png", *(f"{c.lower()}.png" for c in letters)]
    assert all(i.data.startswith(PNG) and i.alt_text for i in images)
    assert images[0].alt_text.startswith(loaded.engine.view(loaded.state, None).title)
    threads = {t.team: 7000 + n for n, t in enumerate(phase.team_threads)}
    asked = [p for p in await svc.record_threads(CH, loaded.table.id, threads) if "your Units to act" in p.content]
    assert len(asked) == 3
    for post in asked:
        team = next(t for t, i in threads.items() if i == post.channel_id)
        mark = team.split()[1][0].lower()
        # three Units' panels are taller than a phone reads in one image: two, then one
        names = [i.name.split(f"-{team.split()[1].lower()}-", 1)[1] for i in post.all_images()]
        assert names == ["map.png", f"units-{mark}1-{mark}2.png", f"units-{mark}3.png"]
        assert all(i.data.startswith(PNG) for i in post.all_images())
        assert team in post.all_images()[1].alt_text and f"{team}, Unit 3" in post.all_images()[2].alt_text
    drawn = len(DRAWN)
    again = await svc.posts.pictures(loaded)
    assert [i.data for i in again] == [i.data for i in images] and len(DRAWN) == drawn, "cached by table and version"
    # a private look answers with the channel's images, and no image is taller than a phone reads (issue #46)
    status, board = await svc.status(CH), await svc.board(CH)
    assert [i.data for i in status.all_images()] == [i.data for i in board.all_images()] == [i.data for i in images]
    assert max(heights([phase, *asked, status])) <= MAX_HEIGHT
