"""Public messages the channel receives per A&A D-Day turn in autoplay (issue #11: at most 8).

Random players (as in ``python -m bench``: one legal action at random) play whole two-player games
through the service's presentation (:meth:`GameService.submit`, the posts a slash command shows).
The discord layer is stood in for the way it treats each public post: a post that edits the table's
live message (``Track.edit_id``) is an edit, not a new message; any other public post is a new
message, and when it is tracked its id is reported back (:meth:`GameService.record_message`), as the
bot does, so later moves of its phase edit it. Ephemeral replies are not public. The lobby and the
joins count too; the figure is new public messages divided by the game turns played.
"""

from __future__ import annotations

import asyncio
import itertools
import random
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from bench.common import random_action
from bot.service import GameService, Post

GAME = "aa-dday"
USERS = {"axis": 1, "allies": 2}


def _no_render(view: Any) -> tuple[None, str]:
    return None, ""


class Channel:
    """What the discord layer does with the service's posts, counted: new public messages and edits."""

    def __init__(self, svc: GameService, channel_id: int, ids: Iterator[int]) -> None:
        self.svc, self.channel_id, self.ids = svc, channel_id, ids
        self.created = self.edited = 0

    async def show(self, posts: list[Post]) -> None:
        for post in posts:
            if post.ephemeral:
                continue
            track = post.track
            if track is not None and track.edit_id is not None:
                self.edited += 1  # the recorded live message still exists here: the edit always works
                continue
            self.created += 1
            if track is not None:
                await self.svc.record_message(self.channel_id, track.table_id, track.role, track.seq, next(self.ids))


async def _game(svc: GameService, channel_id: int, seed: int, ids: Iterator[int]) -> tuple[int, int, int]:
    """One game; return (new public messages, edits, turns)."""
    rng = random.Random(seed)
    channel = Channel(svc, channel_id, ids)
    await channel.show(await svc.new_game(channel_id, None, USERS["axis"], GAME, {"players": "2"}, seed=seed))
    for seat, user in USERS.items():
        await channel.show(await svc.join(channel_id, user, seat))
    while True:
        loaded = await svc.inspect_any(channel_id)
        if loaded.engine.outcome(loaded.state) is not None:
            break
        pick = random_action(loaded.engine, loaded.state, rng)
        if pick is None:
            break
        seat, text = pick
        await channel.show(await svc.submit(channel_id, USERS[seat], text, seat=seat))
    return channel.created, channel.edited, loaded.state.turn


async def _measure(games: int) -> tuple[float, float]:
    with tempfile.TemporaryDirectory() as tmp:
        svc = await GameService.open(str(Path(tmp) / "posts.sqlite3"), render=_no_render)
        ids = itertools.count(1_000_000)
        created = edited = turns = 0
        try:
            for n in range(games):
                c, e, t = await _game(svc, 7_000 + n, 2_000 + n, ids)
                created, edited, turns = created + c, edited + e, turns + t
        finally:
            await svc.close()
    return created / turns, edited / turns


def figures(games: int = 5) -> dict[str, float]:
    """``aa_public_posts_per_turn`` (new public messages per turn; target at most 8) and the edits per turn."""
    posts, edits = asyncio.run(_measure(games))
    return {"aa_public_posts_per_turn": posts, "aa_public_edits_per_turn": edits}


if __name__ == "__main__":
    for name, value in figures(1).items():
        print(f"{name}: {value:.2f}")
