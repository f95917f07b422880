"""Autoplayed Pegasus Bridge turns through the bot's Discord layer, counted per turn (issue #25).

A sensible random player for each side (``rules.pegasus_bridge.policy.choose``) types every decision as
``/pb do``; the bot runs on the fake transport, and every request it makes is checked against Discord's
OpenAPI spec. Per game turn (the turn of the position a move leads to), :func:`autoplay` counts the new
public messages (edits of the live message and private replies are not new public messages) and the
players each of them pings. Used by ``tests/bot/test_bot_pegasus_table.py`` and ``python -m bench``.
"""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path
from typing import Any

from bot.service import GameService
from rules.pegasus_bridge.engine import ENGINE as E
from rules.pegasus_bridge.policy import choose
from tests.bot import toy_game
from tests.bot.fake_discord import CHANNEL_ID, FakeDiscord, Payloads
from tests.bot.harness import Driver, real_table

BRIT, GERM = 401_000_000_000_000_001, 402_000_000_000_000_002
USER = {"british": BRIT, "german": GERM}
SEAT = {user: seat for seat, user in USER.items()}


def tiny_render(view: Any) -> tuple[bytes | None, str]:
    return toy_game.tiny_png(), ""


async def start(driver: Driver, scenario: str = "1b") -> None:
    """``/game new`` and both ``/game join``, as the players type them."""
    await driver.command("game new pegasus-bridge", {"scenario": scenario}, user_id=BRIT)
    await driver.command("game join", {"seat": "british"}, user_id=BRIT)
    await driver.command("game join", {"seat": "german"}, user_id=GERM)


async def autoplay(driver: Driver, svc: GameService, api: FakeDiscord, *, seed: int, turns: int) -> dict[int, Counter[str]]:
    """Play the channel's game until turn ``turns`` is over (or the game is); per turn: ``posts`` (new public
    messages), ``british`` / ``german`` (pings of each player), ``edits`` and ``moves``."""
    rng = random.Random(seed)
    per_turn: dict[int, Counter[str]] = {}
    for _ in range(5000):
        loaded = await svc.inspect_any(CHANNEL_ID)
        if E.outcome(loaded.state) is not None or loaded.state.turn > turns:
            return per_turn
        seat = rng.choice(sorted({p.seat for p in E.prompts(loaded.state)}))
        text = choose(E, loaded.state, seat, rng)
        first = len(api.sent)
        await driver.command("pb do", {"action": text}, user_id=USER[seat])
        after = await svc.inspect_any(CHANNEL_ID)
        assert after.version == loaded.version + 1, f"'{text}' was refused"
        counts = per_turn.setdefault(after.state.turn, Counter())
        counts["moves"] += 1
        for sent in api.sent[first:]:
            sent.validate()
            if sent.creates_message and not sent.ephemeral:
                counts["posts"] += 1
                for user in sent.body.get("allowed_mentions", {}).get("users", []):
                    counts[SEAT[int(user)]] += 1
            elif sent.method == "PATCH" and sent.template == "/channels/{channel_id}/messages/{message_id}":
                counts["edits"] += 1
    raise AssertionError("the game never reached the end of the turns asked for")


async def figures(tmp: Path, seeds: range, turns: int) -> dict[str, float]:
    """``pegasus_public_posts_per_turn`` and ``pegasus_pings_per_turn`` (per player), mean and worst, over whole
    turns 1..``turns`` of scenario 1B autoplayed with each seed."""
    import aiohttp

    posts: list[int] = []
    pings: list[int] = []
    for seed in seeds:
        api = FakeDiscord()
        real_session = aiohttp.ClientSession
        aiohttp.ClientSession = api.session_factory  # type: ignore[misc]
        try:
            async for driver, svc in real_table(api, tmp, Payloads(), tiny_render, f"pegasus-{seed}.sqlite3"):
                await start(driver)
                per_turn = await autoplay(driver, svc, api, seed=seed, turns=turns)
        finally:
            aiohttp.ClientSession = real_session  # type: ignore[misc]
        for turn, counts in per_turn.items():
            if 1 <= turn <= turns:
                posts.append(counts["posts"])
                pings += [counts["british"], counts["german"]]
    return {
        "pegasus_public_posts_per_turn": sum(posts) / len(posts),
        "pegasus_public_posts_per_turn_max": max(posts),
        "pegasus_pings_per_turn": sum(pings) / len(pings),
        "pegasus_pings_per_turn_max": max(pings),
    }
