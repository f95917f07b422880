"""Commands per player and turn in a 2-player A&A D-Day game when each phase's decisions go in one batch.

Random players (as in ``python -m bench``: one of the legal actions at random) play whole games with
the default standing orders, through the real service on a temporary file. A player sends ONE
command (``/aa orders`` or ``/aa do a; b; c``, i.e. one ``svc.submit_batch``) for each stretch of
their own decisions that they can write in advance: consecutive decisions of the same seat in the
same phase (order card), the one that ends the phase included. A stretch also ends when an action
rolled dice, since the player then wants to see the roll before deciding on. Each command really
goes through ``submit_batch`` and must be accepted, so the count is of orders the bot takes.

- ``aa_commands_per_turn_2p``: the mean number of such commands per player per game turn (target <= 4);
- ``aa_commands_per_turn_2p_one_each``: the same games counted as today, one command per decision.
"""

from __future__ import annotations

import asyncio
import random
import tempfile
from pathlib import Path
from typing import Any

from bot.service import GameService
from rules.core import find_game

GAME = "aa-dday"
PLAYERS = 2
CHANNEL = 70_000


def _no_render(view: Any) -> tuple[bytes | None, str]:
    return None, ""


def _stretch(engine: Any, state: Any, seat: str, rng: random.Random) -> tuple[list[str], Any]:
    """The decisions ``seat`` writes in one go from ``state``; returns them and the state they lead to."""
    lines: list[str] = []
    key = engine.phase_key(state)
    while engine.outcome(state) is None:
        if seat not in {p.seat for p in engine.prompts(state)}:
            break
        choices = engine.options(state, seat, "")
        default = next((p.default for p in engine.prompts(state) if p.seat == seat), None)
        text = rng.choice(choices).value if choices else default
        if text is None:
            break
        step = engine.apply(state, seat, engine.parse_action(text))
        lines.append(text)
        state = step.state
        if engine.phase_key(state) != key or any(e.dice for e in step.events):
            break
    return lines, state


async def _play(svc: GameService, channel: int, seed: int) -> tuple[int, int, int]:
    """One game through the service; return (commands, decisions, turns)."""
    engine = find_game(GAME)
    rng = random.Random(seed)
    users = {"axis": 11, "allies": 22}
    await svc.new_game(channel, None, users["axis"], GAME, {"players": str(PLAYERS)}, seed=seed)
    for seat, user in users.items():
        await svc.join(channel, user, seat)
    commands = decisions = 0
    last: str | None = None
    while True:
        loaded = await svc.inspect_any(channel)
        state = loaded.state
        prompts = engine.prompts(state)
        if engine.outcome(state) is not None or not prompts:
            return commands, decisions, state.turn
        waiting = sorted({p.seat for p in prompts})
        seat = last if last in waiting else rng.choice(waiting)
        lines, _ = _stretch(engine, state, seat, rng)
        if not lines:
            raise RuntimeError(f"{seat} is asked but has no legal option and no default")
        await svc.submit_batch(channel, users[seat], "\n".join(lines), loaded.version, seat=seat)
        commands += 1
        decisions += len(lines)
        last = seat


async def _measure(games: int) -> tuple[float, float]:
    with tempfile.TemporaryDirectory(prefix="dday-bench-commands-") as tmp:
        svc = await GameService.open(str(Path(tmp) / "commands.sqlite3"), render=_no_render)
        try:
            commands = decisions = turns = 0
            for n in range(games):
                c, d, t = await _play(svc, CHANNEL + n, 3000 + n)
                commands, decisions, turns = commands + c, decisions + d, turns + t
        finally:
            await svc.close()
    per = max(1, turns) * PLAYERS
    return commands / per, decisions / per


def figures(games: int = 10) -> dict[str, float]:
    """The bench figures, by name."""
    batched, one_each = asyncio.run(_measure(games))
    return {"aa_commands_per_turn_2p": batched, "aa_commands_per_turn_2p_one_each": one_each}
