"""Pegasus Bridge ``/hand`` shows every card's effect, however many cards, for both sides (issue #25).

Real discord.py and a real service on SQLite; only the HTTP transport is fake, and every request is
validated against Discord's OpenAPI spec. The effects come as embeds under the hand's text; each
message keeps Discord's limits (a description of 4,096 characters, 10 embeds and 6,000 characters
in all per message, the text 2,000), and everything stays private.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from bot.discord.cogs.pegasus import MAX_EMBED_TOTAL, MAX_EMBEDS, embed_pages
from bot.service.pegasus_hand import pack
from bot.service.private import MAX_BLOCK, Block
from rules.pegasus_bridge.engine import ENGINE as E
from rules.pegasus_bridge.policy import choose
from tests.bot.fake_discord import CHANNEL_ID, FakeDiscord, Payloads, Sent
from tests.bot.harness import real_table
from tests.conftest import no_render

BRIT, GERM = 701_000_000_000_000_001, 702_000_000_000_000_002
USER = {"british": BRIT, "german": GERM}


def check(sent: list[Sent]) -> list[Sent]:
    for request in sent:
        request.validate()
    return sent


def embeds_of(message: dict[str, Any]) -> list[dict[str, Any]]:
    return list(message.get("embeds") or [])


def within_limits(message: dict[str, Any]) -> None:
    embeds = embeds_of(message)
    assert len(message.get("content") or "") <= 2000
    assert len(embeds) <= 10
    assert all(len(e.get("description") or "") <= 4096 and len(e.get("title") or "") <= 256 for e in embeds)
    assert sum(len(e.get("title") or "") + len(e.get("description") or "") for e in embeds) <= 6000
    assert not any(e.get("fields") for e in embeds), "no fields used (1,024 characters, 25 each)"


@pytest.fixture
async def real(api: FakeDiscord, tmp_path: Path, payloads: Payloads):
    async for pair in real_table(api, tmp_path, payloads, no_render, "hand.sqlite3"):
        yield pair


async def start(svc, scenario: str, seed: int) -> None:
    await svc.new_game(CHANNEL_ID, 1, BRIT, "pegasus-bridge", {"scenario": scenario}, seed=seed)
    await svc.join(CHANNEL_ID, BRIT, "british")
    await svc.join(CHANNEL_ID, GERM, "german")


async def advance_until(svc, done, limit: int = 800) -> Any:
    rng = random.Random(3)
    for _ in range(limit):
        loaded = await svc.inspect(CHANNEL_ID)
        if done(loaded.state):
            return loaded
        seat = rng.choice(sorted({p.seat for p in E.prompts(loaded.state)}))
        await svc.submit(CHANNEL_ID, USER[seat], choose(E, loaded.state, seat, rng), seat=seat)
    raise AssertionError("never reached")


async def hand_messages(driver, api: FakeDiscord, user: int) -> list[dict[str, Any]]:
    api.clear()
    sent = check(await driver.command("hand", user_id=user))
    assert sent[0].body["type"] == 5 and sent[0].body["data"]["flags"] & 64, "deferred privately"
    assert api.public_messages == [], "nothing in the channel"
    messages = [s.message for s in api.ephemeral_messages]
    assert messages and all(s.ephemeral for s in api.ephemeral_messages)
    for message in messages:
        within_limits(message)
    return messages


def every_effect_shown(messages: list[dict[str, Any]], cards: list[Any]) -> None:
    """Each card once, with its effect, in the blocks (issue #46: not listed in the text and again under it)."""
    shown = "\n".join(e.get("description") or "" for m in messages for e in embeds_of(m))
    lines = shown.splitlines()
    for card in cards:
        (line,) = [ln for ln in lines if f"`{card.number}`" in ln] if cards.count(card) == 1 else [None]
        if line is not None:
            assert card.name.removeprefix("Placeholder: ") in line and line.endswith(
                (card.text, f"{card.text} _(inferred)_")), line
        else:
            assert shown.count(f"`{card.number}`") == cards.count(card), card.number
    text = messages[0]["content"]
    assert not any(f"`{card.number}`" in text for card in cards), "the text does not list them again"


@pytest.mark.parametrize("seat", ["british", "german"])
async def test_a_hand_of_six_and_more_shows_every_effect_for_both_sides(real, api: FakeDiscord, seat):
    driver, svc = real
    await start(svc, "3", 4)
    loaded = await advance_until(svc, lambda s: len(s.hand["british"]) >= 8 and len(s.hand["german"]) >= 6)
    table = E.table(loaded.state)
    cards = [table[n] for n in loaded.state.hand[seat]]
    assert len(cards) >= 6
    messages = await hand_messages(driver, api, USER[seat])
    every_effect_shown(messages, cards)
    other = "german" if seat == "british" else "british"
    secret = set(loaded.state.hand[other]) - set(loaded.state.hand[seat]) - set(loaded.state.discard[seat])
    secret -= set(loaded.state.heroic[seat])
    everything = "\n".join(
        (m.get("content") or "") + "".join((e.get("description") or "") + (e.get("title") or "") for e in embeds_of(m))
        for m in messages
    )
    shown_numbers = {n for n in secret if f"`{n}`" in everything}
    public = E.view(loaded.state, None).model_dump_json()
    assert not {n for n in shown_numbers if n not in public}, "never a card of the other side's hand"


async def test_however_many_cards_every_effect_is_shown_over_several_private_messages(real, api: FakeDiscord):
    driver, svc = real
    await start(svc, "1A", 4)
    loaded = await svc.inspect(CHANNEL_ID)
    table = E.table(loaded.state)
    every_german = sorted(n for n, c in table.cards.items() if c.side == "german" and c.type != "terrain")
    # Deal the German every German card three times over (far beyond what one message can hold).
    huge = every_german * 3
    state = loaded.state.model_copy(update={"hand": {**loaded.state.hand, "german": huge}})
    svc.tables.positions[loaded.table.id] = (loaded.version, state)
    messages = await hand_messages(driver, api, GERM)
    assert len(messages) >= 2, "more than one message's worth of embeds"
    every_effect_shown(messages, [table[n] for n in huge])
    text = messages[0]["content"]
    assert "**Cancellation window:**" in text, "the hand's own lines survive"
    assert text.splitlines()[-1].startswith(("Pick a card", "No card", "It is not your decision")), "and it ends whole"
    assert not any(m.get("components") for m in messages[1:]), "the menu stays with the hand's text"


def test_pack_never_cuts_a_line_and_keeps_every_block_within_its_limit():
    lines = [f"`{1000 + i}` **Card {i}**: " + "x" * (37 * (i % 9) + 5) for i in range(400)]
    blocks = pack("Your cards' effects", lines)
    assert [b for _, b in blocks] and all(len(b) <= MAX_BLOCK for _, b in blocks)
    assert "\n".join(b for _, b in blocks).split("\n") == lines, "every line, whole and in order"
    assert blocks[0][0] == "Your cards' effects" and all(t.endswith("(continued)") for t, _ in blocks[1:])
    pages = embed_pages([Block(title=t, text=b) for t, b in blocks])
    assert all(len(p) <= MAX_EMBEDS for p in pages)
    assert all(sum(len(e.title or "") + len(e.description or "") for e in p) <= MAX_EMBED_TOTAL for p in pages)
    assert [e.description for p in pages for e in p] == [b for _, b in blocks]
