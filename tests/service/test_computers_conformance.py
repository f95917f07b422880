"""Conformance of the computer players (issue #26): in every game and mode, computers in every seat play a
full game through the service, which ends; its record replays and verifies (``dday verify``), and the
database, opened again, holds the same final position.

It plays the real computers of ``ai/`` in the service's own worker processes (the product's path: the
state crosses as its dump string). A game whose computer does not exist yet is skipped, naming it, so this
goes green game by game as ``ai/aa_dday.py``, ``ai/pegasus_bridge.py`` and ``ai/dday_dice.py`` land.

Run it alone (whole games; each mode may take a few minutes on 2 cores):

    /work/main/.venv/bin/python -m pytest tests/service/test_computers_conformance.py -q -p no:randomly
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.service import GameService
from bot.service.common import is_computer
from bot.service.computers import has_computer
from bot.service.export import verify_export
from rules.core import find_game
from rules.core.contract import seats_for
from tests.conftest import no_render

CH = 900
CREATOR = 501_000_000_000_000_001
PASSES = 200
"""Calls of the catch-up pass (each lets the computers make up to ``MOVES_PER_CALL`` moves) before giving up."""

MODES = [
    ("aa-dday", {"players": "2"}),
    ("aa-dday", {"players": "3"}),
    ("pegasus-bridge", {"scenario": "1a"}),
    ("pegasus-bridge", {"scenario": "1b"}),
    ("pegasus-bridge", {"scenario": "2"}),
    ("pegasus-bridge", {"scenario": "3"}),
    ("pegasus-bridge", {"scenario": "campaign"}),
    ("dday-dice", {"players": "1"}),  # co-op, one Unit
    ("dday-dice", {"players": "2"}),  # co-op, two Units
    ("dday-dice", {"players": "1", "german": "player"}),  # Atlantikwall: the German is a seat
    ("dday-dice", {"mode": "german-solo"}),  # Atlantikwall: the German alone
    ("dday-dice", {"campaign": "a", "players": "3"}),  # Overlord, one Unit per Team
]


@pytest.mark.timeout(1800)
@pytest.mark.parametrize(("game", "options"), MODES, ids=[f"{g}-{'-'.join(o.values())}" for g, o in MODES])
async def test_computers_in_every_seat_end_the_game_which_replays_exports_and_verifies(
    tmp_path: Path, game: str, options: dict[str, str]
):
    if not has_computer(game):
        pytest.skip(f"{game} has no computer player yet (ai/{game.replace('-', '_')}.py)")
    path = str(tmp_path / "conformance.sqlite3")
    svc = await GameService.open(path, render=no_render)
    try:
        await svc.new_game(CH, 1, CREATOR, game, options, seed=2026)
        for seat in seats_for(find_game(game), (await svc.store.latest_table(CH)).options):
            await svc.computer(CH, CREATOR, seat)
        for _ in range(PASSES):
            table = await svc.store.latest_table(CH)
            if table.status != "active":
                break
            await svc.computers_due()
            assert not svc.computers.paused, "a computer's move was refused (see the log)"
        loaded = await svc.inspect_any(CH)
        assert loaded.table.status == "finished", f"no end after {loaded.version} moves"
        assert loaded.engine.outcome(loaded.state) is not None
        assert all(is_computer(u) for u in loaded.seats.values())
        actions = await svc.store.actions(loaded.table.id)
        assert all(is_computer(a.user_id) for a in actions if a.kind == "action")
        record = await svc.export(CH)
        result = verify_export(record)
        assert result.ok, result.message
        final = loaded.engine.dump_state(loaded.state)
    finally:
        await svc.close()
    again = await GameService.open(path, render=no_render)
    try:
        reread = await again.inspect_any(CH)
        assert reread.engine.dump_state(reread.state) == final
    finally:
        await again.close()
