"""Messages per turn of autoplayed D-Day Dice games, counted the way the discord layer treats the service's posts
(issue #25): ``overlord_channel_posts_per_turn``, ``overlord_channel_edits_per_turn``,
``overlord_thread_posts_per_turn`` (Campaign A, 9 players in three Teams, each with its thread) and
``dice_public_posts_per_turn`` (a one-player game of the base map, its tray in the channel).

Random players (one legal action of a prompted Unit at random; a fallen Unit stays out half the time, as in
:mod:`bench.overlord`) play through :meth:`GameService.submit`, as a command typed in the Unit's Team thread.
The stand-in for the discord layer (as :mod:`bench.public_posts`): an ephemeral reply is private (not counted); a
post naming a thread is a new message there; a tracked post with ``edit_id`` edits the channel's live message
(none when it is marked ``unchanged``); any other public post is a new channel message, whose id is reported back
when tracked. The first post's Team threads are opened and recorded as the bot does. No images are drawn.
"""

from __future__ import annotations

import asyncio
import itertools
import random
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from bot.service import GameService, Post

OVERLORD = {"campaign": "a", "players": "9"}
BASE = {"players": "1"}
CHANNEL = 8_100


def _no_render(view: Any) -> tuple[None, str]:
    return None, ""


class Counts:
    """The discord layer, counted: new channel messages, edits of the channel's live message, thread messages."""

    def __init__(self, svc: GameService, channel_id: int, ids: Iterator[int]) -> None:
        self.svc, self.channel_id, self.ids = svc, channel_id, ids
        self.threads: set[int] = set()
        self.created = self.edited = self.in_threads = 0

    async def show(self, posts: list[Post]) -> None:
        for post in posts:
            if post.ephemeral:
                continue
            if post.channel_id not in (None, self.channel_id):
                self.in_threads += 1
                continue
            track = post.track
            if track is not None and track.edit_id is not None:
                self.edited += 0 if track.unchanged else 1
            else:
                self.created += 1
                if track is not None:
                    await self.svc.record_message(self.channel_id, track.table_id, track.role, track.seq, next(self.ids))
            if post.team_threads:
                opened = {t.team: next(self.ids) for t in post.team_threads}
                self.threads |= set(opened.values())
                await self.show(await self.svc.record_threads(self.channel_id, post.team_threads[0].table_id, opened))


def _pick(engine: Any, state: Any, rng: random.Random) -> tuple[str, str]:
    prompt = rng.choice(engine.prompts(state))
    choices = [c.value for c in engine.options(state, prompt.seat, "")]
    text = "retreat none" if "retreat none" in choices and rng.random() < 0.5 else (
        rng.choice(choices) if choices else prompt.default)
    return prompt.seat, text


async def _game(svc: GameService, options: dict[str, str], seed: int, turns: int, ids: Iterator[int]) -> tuple[Counts, int]:
    """Play ``turns`` turns (or to the end); return the counts and the turns played."""
    channel = CHANNEL + seed
    counts = Counts(svc, channel, ids)
    seats = _engine().seats_for(options)
    users = {seat: 50_000 + i for i, seat in enumerate(seats)}
    await counts.show(await svc.new_game(channel, None, users[seats[0]], "dday-dice", options, seed=seed))
    for seat in seats:
        await counts.show(await svc.join(channel, users[seat], seat))
    rng = random.Random(seed)
    seen: set[tuple[int, int]] = set()
    while True:
        loaded = await svc.inspect_any(channel)
        state = loaded.state
        if loaded.engine.outcome(state) is not None or not loaded.engine.prompts(state):
            break
        turn = (getattr(getattr(state, "campaign", None), "raid", 0) or 0, state.turn)
        if turn not in seen:
            if len(seen) == turns:
                break
            seen.add(turn)
        seat, text = _pick(loaded.engine, state, rng)
        await counts.show(await svc.submit(channel, users[seat], text, seat=seat))
    return counts, len(seen)


def _engine() -> Any:
    from rules.core import find_game

    return find_game("dday-dice")


async def _measure(options: dict[str, str], games: int, turns: int) -> tuple[float, float, float]:
    with tempfile.TemporaryDirectory() as tmp:
        svc = await GameService.open(str(Path(tmp) / "overlord-posts.sqlite3"), render=_no_render)
        ids = itertools.count(3_000_000)
        created = edited = threads = played = 0
        try:
            for n in range(games):
                counts, t = await _game(svc, options, 11 + n, turns, ids)
                created, edited, threads = created + counts.created, edited + counts.edited, threads + counts.in_threads
                played += t
        finally:
            await svc.close()
    played = max(played, 1)
    return created / played, edited / played, threads / played


def figures(games: int = 2, turns: int = 4) -> dict[str, float]:
    """The per-turn counts of messages (issue #25: at most one channel edit per Unit's turn, 9 a turn here)."""
    posts, edits, threads = asyncio.run(_measure(OVERLORD, games, turns))
    dice, _, _ = asyncio.run(_measure(BASE, games, turns))
    return {
        "overlord_channel_posts_per_turn": posts,
        "overlord_channel_edits_per_turn": edits,
        "overlord_thread_posts_per_turn": threads,
        "dice_public_posts_per_turn": dice,
    }


if __name__ == "__main__":
    for name, value in figures(1).items():
        print(f"{name}: {value:.2f}")
