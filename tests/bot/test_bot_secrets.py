"""Secrets reach their owner (issue #24), through the real discord.py stack over the fake transport.

A private event (``Event.seat`` set) is told to that seat's player alone, at once: in the ephemeral part of
the reply when their own command drew it; behind a 🔒 button on the public post when someone else's action
did (only they may press it; anyone else is refused privately); by DM too when they chose DMs in /prefs,
and never in the channel if that DM fails. Every request is validated against Discord's OpenAPI spec.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import rules.aa_dday  # noqa: F401  (registered first, as the registry does)
from bot.service import GameService
from bot.service.custom_ids import SecretId
from rules.core import Event
from rules.dday_dice.engine import ENGINE as DICE
from rules.dday_dice.policy import choose as dice_choose
from rules.pegasus_bridge.engine import ENGINE as PB
from rules.pegasus_bridge.policy import choose as pb_choose
from tests.bot import toy_game
from tests.bot.fake_discord import CHANNEL_ID, DM_CHANNEL_ID, FakeDiscord, Payloads, Sent
from tests.bot.harness import real_table
from tests.typed import apply_text

BRIT, GERM, WATCHER = 401_000_000_000_000_001, 402_000_000_000_000_002, 403_000_000_000_000_003
U1, U2, JERRY = 501_000_000_000_000_001, 502_000_000_000_000_002, 509_000_000_000_000_009
PB_USER = {"british": BRIT, "german": GERM}
DICE_USER = {"unit1": U1, "unit2": U2, "german": JERRY}
MESSAGES = "/channels/{channel_id}/messages"


def check(sent: list[Sent]) -> list[Sent]:
    for request in sent:
        request.validate()
    return sent


def buttons(message: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for row in message.get("components") or [] for c in row.get("components", []) if c["type"] == 2]


def secret_buttons(api: FakeDiscord) -> list[tuple[dict[str, Any], dict[str, Any], SecretId]]:
    """(message, button, key) of every reveal button on a message as it stands now (posted or edited)."""
    out = []
    for message in api.messages.values():
        for b in buttons(message):
            key = SecretId.parse(b.get("custom_id", ""))
            if key is not None:
                out.append((message, b, key))
    return out


def public_text(api: FakeDiscord) -> str:
    """Everything the channel can read: public posts, edits of them, button labels and ids, alt texts."""
    parts = []
    for sent in api.sent:
        if sent.ephemeral or sent.method not in ("POST", "PATCH") or not isinstance(sent.body, dict):
            continue
        if sent.path.startswith(f"/channels/{DM_CHANNEL_ID}/"):
            continue  # a direct message: one reader
        if sent.template.startswith("/interactions/") and (sent.body.get("data") or {}).get("flags", 0) & 64:
            continue
        body = sent.body.get("data", sent.body) if sent.template.startswith("/interactions/") else sent.body
        parts.append(body.get("content") or "")
        parts += [b.get("label", "") + " " + b.get("custom_id", "") for b in buttons(body)]
        parts += [a.get("description") or "" for a in body.get("attachments") or []]
    return "\n".join(parts)


def _render(view: Any) -> tuple[bytes | None, str]:
    return toy_game.tiny_png(), ""


@pytest.fixture
async def real(api: FakeDiscord, tmp_path, payloads: Payloads):
    async for pair in real_table(api, tmp_path, payloads, _render, "secrets.sqlite3"):
        yield pair


async def advance_to(svc: GameService, engine: Any, users: dict[str, int], choose: Any, wanted: Any,
                     seed: int = 1, limit: int = 800) -> tuple[str, str, list[Event]]:
    """Play (through the service) until the next move, found by trying it on the engine, makes private events
    that ``wanted(actor, events)`` accepts; return (actor, its text, those events) without playing it."""
    rng = random.Random(seed)
    for _ in range(limit):
        state = (await svc.inspect(CHANNEL_ID)).state
        seat = rng.choice(sorted({p.seat for p in engine.prompts(state)}))
        text = choose(engine, state, seat)
        private = [e for e in apply_text(engine, state, seat, text).events if e.seat is not None]
        if private and wanted(seat, private):
            return seat, text, private
        await svc.submit(CHANNEL_ID, users[seat], text, seat=seat)
    raise AssertionError("no such move came up")


async def pegasus(svc: GameService) -> tuple[str, str, list[Event]]:
    """A Pegasus Bridge game at the move of one player that deals cards to the other (the card draw)."""
    await svc.new_game(CHANNEL_ID, 1, BRIT, "pegasus-bridge", {"scenario": "1A"}, seed=4)
    await svc.join(CHANNEL_ID, BRIT, "british")
    await svc.join(CHANNEL_ID, GERM, "german")
    return await advance_to(svc, PB, PB_USER, lambda e, s, seat: pb_choose(e, s, seat, random.Random(2)),
                            lambda actor, evs: all(e.seat != actor for e in evs))


async def test_cards_dealt_by_anothers_move_are_behind_a_button_only_their_owner_can_press(real, api: FakeDiscord):
    driver, svc = real
    actor, text, private = await pegasus(svc)
    (owner,) = {e.seat for e in private}
    api.clear()
    check(await driver.command("pb do", {"action": text}, user_id=PB_USER[actor]))
    version = (await svc.inspect(CHANNEL_ID)).version
    # The channel never reads the cards; the actor's reply holds nothing private either.
    channel = public_text(api)
    assert all(e.text not in channel for e in private)
    assert all(e.text not in (m.body.get("content") or "") for m in api.ephemeral_messages for e in private)
    found = [(m, b, k) for m, b, k in secret_buttons(api) if k.seat == owner]
    assert found, "the public post carries the owner's button"
    message, button, key = found[-1]
    assert button["label"] == f"🔒 {owner.capitalize()}: show me"
    # Anyone else pressing it is refused privately; nothing changes, nothing is posted.
    for user in (PB_USER[actor], WATCHER):
        api.clear()
        check(await driver.press(button["custom_id"], message, user_id=user))
        assert api.public_messages == [] and api.requests("PATCH") == []
        (refusal,) = api.ephemeral_messages
        assert "alone" in refusal.body["content"] and all(e.text not in refusal.body["content"] for e in private)
        assert refusal.body["allowed_mentions"]["parse"] == []
    # Its owner reads the cards, privately.
    api.clear()
    check(await driver.press(button["custom_id"], message, user_id=PB_USER[owner]))
    assert api.public_messages == []
    (shown,) = api.ephemeral_messages
    assert all(e.text in shown.body["content"] for e in private)
    assert (await svc.inspect(CHANNEL_ID)).version == version


async def test_a_secret_drawn_by_ones_own_command_comes_in_its_private_reply(real, api: FakeDiscord):
    """D-Day Dice, Omaha Beach: a Medal drawn face down is named to its owner at once, and nowhere else."""
    driver, svc = real
    await svc.new_game(CHANNEL_ID, 1, U1, "dday-dice", {"players": "2", "map": "omaha-beach"}, seed=0)
    await svc.join(CHANNEL_ID, U1, "unit1")
    await svc.join(CHANNEL_ID, U2, "unit2")
    actor, text, private = await advance_to(svc, DICE, DICE_USER, dice_choose,
                                            lambda actor, evs: any(e.kind == "medal_secret" for e in evs), seed=0)
    (medal,) = [e.data["medal"] for e in private if e.kind == "medal_secret"]
    state = (await svc.inspect(CHANNEL_ID)).state
    name = DICE.data(state).medals[medal].name
    api.clear()
    check(await driver.command("dice do", {"action": text}, user_id=DICE_USER[actor]))
    mine = [m.body["content"] for m in api.ephemeral_messages if name in m.body["content"]]
    assert len(mine) == 1 and "only you see this" in mine[0]
    assert name not in public_text(api) and medal not in public_text(api)
    assert not [k for _, _, k in secret_buttons(api) if k.seat == actor], "told in the reply: no button"


async def test_the_german_players_award_is_named_to_him_privately(real, api: FakeDiscord):
    """Atlantikwall with a German player: 'drew an Award' in the channel; which one, only in his reply."""
    driver, svc = real
    opts = {"players": "2", "map": "omaha-beach", "german": "player"}
    await svc.new_game(CHANNEL_ID, 1, U1, "dday-dice", opts, seed=0)
    for seat in DICE.seats_for(opts):
        await svc.join(CHANNEL_ID, DICE_USER[seat], seat)
    actor, text, private = await advance_to(svc, DICE, DICE_USER, dice_choose,
                                            lambda actor, evs: any(e.kind == "award_drawn_private" for e in evs), seed=0)
    assert actor == "german"
    api.clear()
    check(await driver.command("dice do", {"action": text}, user_id=JERRY))
    told = [m.body["content"] for m in api.ephemeral_messages]
    assert any(e.text in t for e in private for t in told)
    assert all(e.text not in public_text(api) for e in private)


async def test_a_player_who_chose_dms_also_gets_the_secret_by_dm_and_never_in_the_channel(real, api: FakeDiscord):
    driver, svc = real
    actor, text, private = await pegasus(svc)
    (owner,) = {e.seat for e in private}
    await svc.set_prefs(PB_USER[owner], dm=True)
    await svc.set_prefs(PB_USER[actor], dm=True)  # the actor's own news is in their reply, not a DM
    check(await driver.command("pb do", {"action": text}, user_id=PB_USER[actor]))
    queued = [n for n in await svc.pending_notices() if n.kind == "secret"]
    assert [n.dm_user_id for n in queued] == [PB_USER[owner]]
    api.clear()
    assert await driver.bot.deliver_due() >= 1
    assert api.requests("POST", "/users/@me/channels")[0].body == {"recipient_id": PB_USER[owner]}
    (dm,) = [s for s in api.requests("POST", MESSAGES) if s.path == f"/channels/{DM_CHANNEL_ID}/messages"]
    assert all(e.text in dm.body["content"] for e in private)
    assert all(s.path != f"/channels/{CHANNEL_ID}/messages" for s in api.requests("POST", MESSAGES))
    check(api.sent)


async def test_a_secret_dm_that_fails_is_never_posted_in_the_channel(real, api: FakeDiscord):
    driver, svc = real
    actor, text, private = await pegasus(svc)
    (owner,) = {e.seat for e in private}
    await svc.set_prefs(PB_USER[owner], dm=True)
    check(await driver.command("pb do", {"action": text}, user_id=PB_USER[actor]))
    api.clear()
    api.fail_next("POST", MESSAGES, status=403, code=50007)  # Cannot send messages to this user
    await driver.bot.deliver_due()
    assert all(s.path != f"/channels/{CHANNEL_ID}/messages" for s in api.requests("POST", MESSAGES))
    assert all(e.text not in public_text(api) for e in private)
    assert not [n for n in await svc.pending_notices() if n.kind == "secret"], "dropped, not retried in the channel"


class Clock:
    def __init__(self) -> None:
        self.now = 1_780_000_000.0

    def __call__(self) -> float:
        return self.now


async def test_a_secret_dealt_by_a_deadlines_default_is_behind_its_owners_button(api: FakeDiscord, tmp_path,
                                                                                  payloads: Payloads):
    """A timer's default has no interaction to reply to: the owner's news goes behind a 🔒 button, even their own."""
    from bot.discord.app import DdayBot
    from tests.bot.harness import Driver, logged_in, settings

    clock = Clock()
    svc = await GameService.open(str(tmp_path / "timed.sqlite3"), render=_render, clock=clock)
    bot = DdayBot(settings(tmp_path), service=svc)
    try:
        await logged_in(bot)
        driver = Driver(bot, api, payloads)
        await svc.new_game(CHANNEL_ID, 1, BRIT, "pegasus-bridge", {"scenario": "1A"}, seed=4,
                           settings={"reminder_hours": 24, "deadline_hours": 1})
        await svc.join(CHANNEL_ID, BRIT, "british")
        await svc.join(CHANNEL_ID, GERM, "german")
        rng = random.Random(5)
        for _ in range(400):
            state = (await svc.inspect(CHANNEL_ID)).state
            defaults = [p for p in PB.prompts(state) if p.default is not None]
            if len(defaults) == 1 and any(e.seat for e in apply_text(PB, state, defaults[0].seat, defaults[0].default).events):
                break
            seat = rng.choice(sorted({p.seat for p in PB.prompts(state)}))
            await svc.submit(CHANNEL_ID, PB_USER[seat], pb_choose(PB, state, seat, rng), seat=seat)
        else:
            raise AssertionError("no default dealt a card")
        private = [e for e in apply_text(PB, state, defaults[0].seat, defaults[0].default).events if e.seat]
        api.clear()
        clock.now += 2 * 3600
        assert await bot.deliver_due() >= 1
        assert (await svc.inspect(CHANNEL_ID)).version > 0
        assert all(e.text not in public_text(api) for e in private)
        for owner in {e.seat for e in private}:
            found = [(m, b) for m, b, k in secret_buttons(api) if k.seat == owner]
            assert found, f"no button for {owner}"
            message, button = found[-1]
            api.clear()
            check(await driver.press(button["custom_id"], message, user_id=PB_USER[owner]))
            (shown,) = api.ephemeral_messages
            assert all(e.text in shown.body["content"] for e in private if e.seat == owner)
        check(api.sent)
    finally:
        await bot.close()
        await svc.close()
