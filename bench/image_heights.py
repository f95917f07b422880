"""``image_max_height_px``: the tallest image the bot posts or answers over a played game of each family (issue #46:
at most 2,400 px, so that a phone opening it fits it by its width), with ``image_max_height_px_<family>`` for each.

Each game is played through the service with the real renderer (:func:`bot.service.render_view`): the lobby, a
seat per player (the Team threads of an Overlord game opened and recorded as the bot does), then random legal
moves (one prompted seat at random, one of its options at random), with a private ``/game status`` and
``/game board`` every few moves and at the end. Every image of every post and answer (phase and progress posts,
Team-thread posts, dice trays, the looks) is decoded and measured: the images the service's own picture paths
draw, not a renderer called by hand. :func:`played_heights` is what the test of issue #46 plays too.
"""

from __future__ import annotations

import asyncio
import io
import random
import tempfile
from pathlib import Path
from typing import Any

from PIL import Image

from bot.service import GameService, Post, ServiceError, render_view
from rules.core import find_game

FAMILIES: dict[str, tuple[str, dict[str, str], int]] = {
    "aa": ("aa-dday", {}, 30),
    "pegasus": ("pegasus-bridge", {"scenario": "1B"}, 30),
    "dday_dice": ("dday-dice", {"players": "4", "map": "vierville-draw", "nations": "us,uk,fr,ca"}, 60),
    "atlantikwall": ("dday-dice", {"players": "2", "map": "omaha-beach", "german": "player",
                                   "battle_conditions": "on"}, 60),
    "overlord": ("dday-dice", {"campaign": "a", "players": "9"}, 40),
}
"""Each family's game, options and the moves played (a few turns: the images of a turn repeat after it)."""
LOOK_EVERY = 15
"""A private ``/game status`` and ``/game board`` after this many moves (and at the end)."""


def heights(posts: list[Post]) -> list[int]:
    """The height of every image of ``posts``, each decoded in full (a broken image raises)."""
    out = []
    for post in posts:
        for image in post.all_images():
            with Image.open(io.BytesIO(image.data)) as img:
                img.load()
                out.append(img.height)
    return out


def _pick(engine: Any, state: Any, rng: random.Random) -> tuple[str, str] | None:
    prompts = engine.prompts(state)
    if not prompts:
        return None
    seat = rng.choice(sorted({p.seat for p in prompts}))
    choices = [c.value for c in engine.options(state, seat, "")]
    if "retreat none" in choices and rng.random() < 0.5:  # a random Unit that always Keeps Going never ends a Raid
        return seat, "retreat none"
    if choices:
        return seat, rng.choice(choices)
    default = next(p.default for p in prompts if p.seat == seat)
    return (seat, default) if default is not None else None


async def played_heights(svc: GameService, channel: int, game: str, options: dict[str, str], seed: int,
                         moves: int) -> list[int]:
    """Play ``moves`` random moves of a new game in ``channel``; the heights of every image posted or answered."""
    engine = find_game(game)
    seats = engine.seats_for(options)
    users = {seat: 70_000 + i for i, seat in enumerate(seats)}
    posts = await svc.new_game(channel, None, users[seats[0]], game, options, seed=seed)
    for seat in seats:
        posts += await svc.join(channel, users[seat], seat)
    table = await svc.inspect(channel)
    for post in list(posts):
        if post.team_threads:  # the bot opens the Teams' threads and reports them: their first posts and images
            opened = {t.team: 90_000 + n for n, t in enumerate(post.team_threads)}
            posts += await svc.record_threads(channel, table.table.id, opened)
    seen = heights(posts)
    rng = random.Random(seed)
    for move in range(1, moves + 1):
        loaded = await svc.inspect_any(channel)
        pick = None if engine.outcome(loaded.state) is not None else _pick(engine, loaded.state, rng)
        if pick is None:
            break
        seat, text = pick
        try:
            seen += heights(await svc.submit(channel, users[seat], text, seat=seat))
        except ServiceError:  # an option the service refuses (none should be): skip it, the game goes on
            continue
        if move % LOOK_EVERY == 0:
            seen += heights([await svc.status(channel), await svc.board(channel)])
    seen += heights([await svc.status(channel), await svc.board(channel)])
    return seen


async def _family(name: str, seed: int) -> int:
    game, options, moves = FAMILIES[name]
    with tempfile.TemporaryDirectory(prefix="dday-heights-") as tmp:
        svc = await GameService.open(str(Path(tmp) / "heights.sqlite3"), render=render_view)
        try:
            return max(await played_heights(svc, 9_400, game, options, seed, moves))
        finally:
            await svc.close()


def figures(seed: int = 3) -> dict[str, float]:
    """``image_max_height_px`` and each family's ``image_max_height_px_<family>`` (one seeded game each)."""
    got = {f"image_max_height_px_{name}": float(asyncio.run(_family(name, seed))) for name in FAMILIES}
    return {"image_max_height_px": max(got.values()), **got}


if __name__ == "__main__":
    for key, value in figures().items():
        print(f"{key}: {value:.0f}")
