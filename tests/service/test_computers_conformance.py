"""Conformance of the computer players (issue #26): in every game and mode, computers in every seat play a
full game through the service, which ends; its record replays and verifies (``dday verify``), and the
database, opened again, holds the same final position.

It plays the real computers of ``ai/`` in worker processes started as the service's own are (the product's
path: the state crosses as its dump string), on a small search budget (:mod:`tests.service.small_computers`):
the point is that every decision is legal and the game ends, not the strength of play. At the product's
budgets the Overlord campaign (three Raids, three computer Units) took five to seven minutes: 1,000 to 1,800
decisions, those of Phases 2, 4 and 5 searched with 6 to 20 two-turn playouts per candidate, up to the 1.2 s
cap; and that cap, cutting searches short on a busy machine, made the game itself (so its length) depend on
the load. :func:`test_at_the_products_budgets` plays a few short modes at those budgets, in the product's own
pool. A game whose computer does not exist yet is skipped, naming it.

The default run plays the cheapest mode of each game; ``-m slow`` plays the others:

    .venv/bin/python -m pytest tests/service/test_computers_conformance.py -m ""
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from concurrent.futures import Executor
from pathlib import Path

import pytest

from bot.service import GameService
from bot.service.common import is_computer
from bot.service.computers import default_pool, has_computer
from bot.service.export import verify_export
from rules.core import find_game
from tests.conftest import no_render
from tests.service.small_computers import SharedPool

CH = 900
CREATOR = 501_000_000_000_000_001
PASSES = 200
"""Calls of the catch-up pass (each lets the computers make up to ``MOVES_PER_CALL`` moves) before giving up."""

SLOW = pytest.mark.slow
"""A mode played only with ``-m slow``: a longer game of a game whose cheapest mode the default run plays."""


def mode(game: str, options: dict[str, str], *marks: pytest.MarkDecorator) -> object:
    return pytest.param(game, options, marks=marks, id=f"{game}-{'-'.join(options.values())}")


MODES = [
    mode("aa-dday", {"players": "2"}),  # the default run's A&A D-Day game (its computer has no budget: the product's play)
    mode("aa-dday", {"players": "3"}, SLOW),
    mode("pegasus-bridge", {"scenario": "1a"}),  # the default run's Pegasus Bridge game (about 190 decisions)
    mode("pegasus-bridge", {"scenario": "1b"}, SLOW),
    mode("pegasus-bridge", {"scenario": "2"}, SLOW),
    mode("pegasus-bridge", {"scenario": "3"}, SLOW),
    mode("pegasus-bridge", {"scenario": "campaign"}, SLOW),  # the four scenarios in a row
    mode("dday-dice", {"players": "1"}),  # co-op, one Unit: the default run's D-Day Dice game
    mode("dday-dice", {"players": "2"}, SLOW),  # co-op, two Units
    mode("dday-dice", {"players": "1", "german": "player"}, SLOW),  # Atlantikwall: the German is a seat
    mode("dday-dice", {"mode": "german-solo"}, SLOW),  # Atlantikwall: the German alone
    mode("dday-dice", {"campaign": "a", "players": "3"}, SLOW),  # Overlord: three Raids, one Unit per Team
]


@pytest.fixture(scope="module")
def small_pool() -> Iterator[SharedPool]:
    """One worker process for the module's games, its computers on the small budgets."""
    pool = SharedPool()
    try:
        yield pool
    finally:
        pool.end()


async def play_through(path: str, game: str, options: dict[str, str], pool: Executor | Callable[[], Executor]) -> None:
    """Computers take every seat of a new ``game``; it must end, replay, export, verify and read back the same."""
    if not has_computer(game):
        pytest.skip(f"{game} has no computer player yet (ai/{game.replace('-', '_')}.py)")
    svc = await GameService.open(path, render=no_render, computer_pool=pool)
    try:
        await svc.new_game(CH, 1, CREATOR, game, options, seed=2026)
        for seat in find_game(game).seats_for((await svc.store.latest_table(CH)).options):
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


@pytest.mark.parametrize(("game", "options"), MODES)
async def test_computers_in_every_seat_end_the_game_which_replays_exports_and_verifies(
    tmp_path: Path, game: str, options: dict[str, str], small_pool: SharedPool
):
    """Every mode, the computers on small budgets (the slowest, the Overlord campaign: 30 to 50 s)."""
    await play_through(str(tmp_path / "conformance.sqlite3"), game, options, small_pool)


@pytest.mark.slow  # whole games at up to 1.5 s a decision (Pegasus 1A: half a minute); the default run's are cheap
@pytest.mark.parametrize(
    ("game", "options"),
    [
        mode("pegasus-bridge", {"scenario": "1a"}),
        mode("dday-dice", {"players": "1"}),
        mode("dday-dice", {"mode": "german-solo"}),
    ],
)
async def test_at_the_products_budgets(tmp_path: Path, game: str, options: dict[str, str]):
    """The same at the computers' own budgets and time caps, in the product's pool (two spawned workers): the
    full searches (Pegasus's may overrule its rule layer), the Units' and the German's, end legal games."""
    await play_through(str(tmp_path / "conformance.sqlite3"), game, options, default_pool)
