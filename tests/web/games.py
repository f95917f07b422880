"""Finished seeded games of each family, played through the service, for the web viewer's tests.

Each game is played with a renderer that draws nothing (fast); the tests then open the same database with the
real renderers, which draw only the positions a page asks for. A&A and Pegasus Bridge are played for a number of
random actions and then resigned (a finished game, its seed revealed, with enough positions to step through);
D-Day Dice is played to its end by its own policy.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from bot.service import GameService
from rules.core import find_game

BASE_USER = 700_000_000_000_000_000


@dataclass(frozen=True)
class Game:
    name: str
    game: str
    options: dict[str, str]
    seed: int
    actions: int
    channel: int
    language: str = "en"
    """The table's language (``/game new language:``): its posts and its web page speak it."""


GAMES = (
    Game("aa", "aa-dday", {}, 11, 160, 810_000_000_000_000_001),
    Game("pegasus", "pegasus-bridge", {}, 12, 120, 810_000_000_000_000_002),
    Game("dice", "dday-dice", {"players": "1", "map": "omaha-beach"}, 13, 3000, 810_000_000_000_000_003),
)


def no_render(view: Any) -> tuple[bytes | None, str]:
    return None, ""


def _pick(engine: Any, state: Any, rng: random.Random) -> tuple[str, str] | None:
    prompts = engine.prompts(state)
    if not prompts:
        return None
    seat = rng.choice(sorted({p.seat for p in prompts}))
    if engine.spec.id == "dday-dice":
        from rules.dday_dice.policy import choose

        return seat, choose(engine, state, seat)
    choices = engine.options(state, seat, "")
    if choices:
        return seat, rng.choice(choices).value
    default = next(p.default for p in prompts if p.seat == seat)
    return (seat, default) if default is not None else None


async def play(svc: GameService, game: Game) -> dict[str, int]:
    """Play ``game`` in its channel to a finish; return the users by seat."""
    engine = find_game(game.game)
    options = {o.key: o.default for o in engine.spec.options} | game.options
    seats = list(engine.seats_for(options))
    users = {seat: BASE_USER + i + 1 for i, seat in enumerate(seats)}
    await svc.new_game(game.channel, 1, users[seats[0]], game.game, options, seed=game.seed, language=game.language)
    for seat in seats:
        await svc.join(game.channel, users[seat], seat)
    rng = random.Random(game.seed)
    for _ in range(game.actions):
        loaded = await svc.inspect_any(game.channel)
        if engine.outcome(loaded.state) is not None:
            break
        pick = _pick(engine, loaded.state, rng)
        if pick is None:
            break
        seat, text = pick
        await svc.act(game.channel, users[seat], text, seat=seat)
    table = await svc.inspect_any(game.channel)
    if engine.outcome(table.state) is None:
        await svc.resign(game.channel, users[seats[-1]])
    return users
