"""The benchmark's direct set-up of many tables uses the same operations as a real start.

``python -m bench`` is not run by the suite (figures, not tests), but its set-up writes through
the store and service internals, which change: this keeps it working and honest.
"""

from __future__ import annotations

from bench.__main__ import _many_tables
from bot.service import GameService
from tests.conftest import no_render


async def test_many_tables_start_like_real_games_with_their_timers(tmp_path) -> None:
    path = str(tmp_path / "many.sqlite3")
    await _many_tables(path, 3)
    svc = await GameService.open(path, render=no_render)
    try:
        for channel in (10_000, 10_001, 10_002):
            loaded = await svc.inspect(channel)
            assert loaded.version == 0 and loaded.table.status == "active"
            assert loaded.engine.prompts(loaded.state)
    finally:
        await svc.close()


def test_public_posts_per_turn_counts_new_messages_not_edits() -> None:
    """Issue #11: a move inside a phase edits the live message; new public messages per A&A turn stay at most 8."""
    from bench.public_posts import figures

    found = figures(1)
    assert 0 < found["aa_public_posts_per_turn"] <= 8
    assert found["aa_public_edits_per_turn"] > found["aa_public_posts_per_turn"], "most moves are edits"
