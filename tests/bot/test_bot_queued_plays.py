"""Queued plays through the bot's Discord layer (issue #46): a Pegasus Bridge plan typed with ``/pb do``, kept
privately, played as the opponent lets each card stand; nothing of it, nor of the planner's news, reaches anyone else
before it is played; ``/pb queue`` answers only its owner."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import aiohttp

from rules.core import find_game
from rules.pegasus_bridge.policy import choose
from tests.bot import toy_game
from tests.bot.fake_discord import FakeDiscord, Payloads, Sent
from tests.bot.harness import real_table

BRIT, GER = 712_000_000_000_000_001, 712_000_000_000_000_002
USERS = {"british": BRIT, "german": GER}


def _said(sent: list[Sent]) -> str:
    """Every text the requests carried: contents, edits and embeds."""
    out = []
    for s in sent:
        body = s.body or {}
        out.append(str(body.get("content") or ""))
        out += [str(e) for e in body.get("embeds") or []]
        out += [str((body.get("data") or {}).get("content") or "")]
    return "\n".join(out)


async def _to_british_events(driver: Any, svc: Any, channel: int) -> list[str]:
    rng = random.Random(1)
    for _ in range(200):
        loaded = await svc.inspect_any(channel)
        engine, state = loaded.engine, loaded.state
        seat = sorted(engine.active_seats(state))[0]
        if seat == "british" and state.phase == "british":
            plays = [c.value for c in engine.options(state, seat, "") if c.value.startswith("play ")]
            if len(plays) >= 2:
                return plays
        await driver.command("pb do", {"action": choose(engine, state, seat, rng)}, user_id=USERS[seat])
    raise AssertionError("no British Phase with two Events")


async def test_a_plan_typed_with_pb_do_is_kept_privately_and_played_when_the_german_lets_the_card_stand(
    tmp_path: Path,
) -> None:
    api, payloads = FakeDiscord(), Payloads()
    real_session = aiohttp.ClientSession
    aiohttp.ClientSession = api.session_factory  # type: ignore[misc]
    try:
        async for driver, svc in real_table(api, tmp_path, payloads, lambda v: (toy_game.tiny_png(), ""), "queued.sqlite3",
                                              seed_source=lambda: 3):
            await driver.command("game new pegasus-bridge", {"scenario": "1b"}, user_id=BRIT)
            await driver.command("game join", {"seat": "british"}, user_id=BRIT)
            await driver.command("game join", {"seat": "german"}, user_id=GER)
            channel = payloads.channel_id
            first, second = (await _to_british_events(driver, svc, channel))[:2]
            card = second.split()[1]
            start = len(api.sent)
            await driver.command("pb do", {"action": f"{first}; {second}; done"}, user_id=BRIT)
            mine = [s for s in api.sent[start:] if s.ephemeral]
            assert any("Kept for later" in _said([s]) and f"`{second}`" in _said([s]) for s in mine)
            shown = _said([s for s in api.sent[start:] if not s.ephemeral])
            assert f"`{first}`" in shown or f"played {first.split()[1]}" in shown
            assert second not in shown and "queue" not in shown, "a queued play stays secret until played"
            assert (await svc.inspect_any(channel)).state.phase == "british"

            start = len(api.sent)
            await driver.command("pb queue", {}, user_id=GER)
            assert "no plays queued" in _said(api.sent[start:]) and card not in _said(api.sent[start:])

            start = len(api.sent)
            await driver.command("pb do", {"action": "let it stand"}, user_id=GER)
            answer = api.sent[start:]
            public = _said([s for s in answer if not s.ephemeral])
            assert f"Played from British's queue, as planned: {second}" in public and card in public, (
                "the queued card is played and said")
            assert "British, only you see this" not in _said([s for s in answer if s.ephemeral]), (
                "the planner's private news never reaches the German's reply")
            assert BRIT not in {int(u) for s in answer for u in ((s.body or {}).get("allowed_mentions") or {}).get(
                "users", [])}, "the British is not pinged: he is not asked"
            loaded = await svc.inspect_any(channel)
            assert find_game("pegasus-bridge").active_seats(loaded.state) == {"german"}

            start = len(api.sent)
            await driver.command("pb queue", {}, user_id=BRIT)
            assert all(s.ephemeral for s in api.sent[start:] if s.creates_message)
            assert "`done`" in _said(api.sent[start:])
            return
    finally:
        aiohttp.ClientSession = real_session  # type: ignore[misc]
