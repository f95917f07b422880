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


async def test_the_commands_figure_sends_real_batches_the_service_accepts(tmp_path) -> None:
    """``aa_commands_per_turn_2p`` counts batches that really went through ``submit_batch``, each its own entries."""
    from bench.aa_commands import CHANNEL, _play

    svc = await GameService.open(str(tmp_path / "c.sqlite3"), render=no_render)
    try:
        commands, decisions, turns = await _play(svc, CHANNEL, 3000)
        loaded = await svc.inspect_any(CHANNEL)
        assert loaded.engine.outcome(loaded.state) is not None and turns >= 1
        assert loaded.version == decisions, "every decision of every batch is its own log entry"
        assert 0 < commands < decisions
    finally:
        await svc.close()
