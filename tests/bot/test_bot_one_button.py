"""One decision, one button (issue #46): in a D-Day Dice roll, each open decision is ONE button in the channel.

A Unit's live dice tray is where it answers (its Keep, its Mulligan): the phase message leaves those off, and
``/dice tray`` for a live tray answers privately rather than posting a second public tray. Every game starts
through ``/game join`` over the fake transport (each request checked against Discord's OpenAPI spec); the
buttons are counted by the decision they answer, over the messages the channel and its Team threads show.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from bot.service import GameService
from bot.service.custom_ids import ActId, TrayId
from bot.service.posts import button_choices
from rules.core import find_game
from tests.bot.fake_discord import CHANNEL_ID, FakeDiscord, Payloads, Sent
from tests.bot.harness import Driver, real_table
from tests.bot.test_bot_dday_dice import buttons, find
from tests.conftest import no_render
from tests.service.overlord_table import USERS as TEAM_USERS
from tests.service.overlord_table import create_table, overlord_options

U1, U2, JERRY = 501_000_000_000_000_001, 502_000_000_000_000_002, 504_000_000_000_000_004
TRAY_ACTION = {"keep": "keep", "mull": "mulligan"}
"""A tray's buttons that answer a decision of the phase (its toggles and Lock/Reroll make the roll itself)."""


def check(sent: list[Sent]) -> list[Sent]:
    for request in sent:
        request.validate()
    return sent


class Channel:
    """What the channel (and its Team threads) shows now: the fake's messages, minus those a press redrew.

    The fake records an interaction's edit of its own message as a new message; a press through :meth:`press`
    notes the pressed one as replaced, so each message is counted once, as it stands.
    """

    def __init__(self, driver: Driver, api: FakeDiscord, svc: GameService) -> None:
        self.driver, self.api, self.svc = driver, api, svc
        self.replaced: set[int] = set()

    def public(self) -> list[dict[str, Any]]:
        places = {CHANNEL_ID, *self.api.threads}
        return [
            m for i, m in self.api.messages.items()
            if i not in self.replaced and int(m["channel_id"]) in places and not int(m.get("flags") or 0) & 64
        ]

    def tray(self, seat: str) -> dict[str, Any]:
        """The public message holding ``seat``'s tray buttons (exactly one)."""
        (tray,) = [m for m in self.public() if any(TrayId.parse(b["custom_id"]) and f":{seat}:" in b["custom_id"]
                                                   for b in buttons(m))]
        return tray

    async def press(self, seat: str, op: str, user_id: int) -> list[Sent]:
        """Press ``op`` on ``seat``'s tray, where it is (the channel, or its Team's thread)."""
        tray = self.tray(seat)
        where = Payloads(channel_id=int(tray["channel_id"]))
        where.command_ids = self.driver.payloads.command_ids
        driver = Driver(self.driver.bot, self.api, where)
        sent = check(await driver.press(find(tray, op)["custom_id"], tray, user_id=user_id))
        self.replaced.add(int(tray["id"]))
        return sent

    async def open_decisions(self) -> set[tuple[str, str]]:
        """Every (seat, action) the position offers as a complete answer worth a button."""
        loaded = await self.svc.inspect(CHANNEL_ID)
        return {(seat, c.value) for seat, c in button_choices(loaded) if c.button}

    async def decisions_on_buttons(self) -> Counter[tuple[str, str]]:
        """How many buttons across the live messages answer each (seat, action)."""
        loaded = await self.svc.inspect(CHANNEL_ID)
        flat = button_choices(loaded)
        counted: Counter[tuple[str, str]] = Counter()
        for message in self.public():
            for button in buttons(message):
                act, tray = ActId.parse(button.get("custom_id", "")), TrayId.parse(button.get("custom_id", ""))
                if act is not None and act.table == loaded.table.id and act.version == loaded.version:
                    seat, choice = flat[act.index]
                    counted[(seat, choice.value)] += 1
                elif tray is not None and tray.table == loaded.table.id and tray.op in TRAY_ACTION:
                    counted[(tray.seat, TRAY_ACTION[tray.op])] += 1
        return counted

    async def assert_one_button_each(self) -> set[tuple[str, str]]:
        """Each open decision is one button, and no button answers anything else; returns the decisions."""
        open_now = await self.open_decisions()
        assert open_now, "a decision is open"
        assert await self.decisions_on_buttons() == Counter(dict.fromkeys(open_now, 1))
        return open_now


@pytest.fixture
async def dice(api: FakeDiscord, tmp_path: Path, payloads: Payloads):
    async for driver, svc in real_table(api, tmp_path, payloads, no_render, "one-button.sqlite3"):
        yield Channel(driver, api, svc)


async def open_game(channel: Channel, options: dict[str, str], seats: dict[str, int], seed: int = 7) -> None:
    """A D-Day Dice game whose last seat is taken with ``/game join``: its start posts go through Discord."""
    await channel.svc.new_game(CHANNEL_ID, 1, next(iter(seats.values())), "dday-dice", options, seed=seed)
    await open_game_at(channel, seats)


async def open_game_at(channel: Channel, seats: dict[str, int]) -> None:
    """Seat the players of the channel's lobby, the last one with ``/game join``."""
    *others, (last, last_user) = seats.items()
    for seat, user in others:
        await channel.svc.join(CHANNEL_ID, user, seat)
    check(await channel.driver.command("game join", {"seat": last}, user_id=last_user))


async def test_solo_the_roll_is_answered_on_the_tray_and_later_phases_on_the_phase_message(dice: Channel) -> None:
    await open_game(dice, {"players": "1"}, {"unit1": U1}, seed=8)
    assert await dice.assert_one_button_each() == {("unit1", "keep")}
    # Lock two dice on the tray: the roll goes on, its Keep stays the tray's alone.
    await dice.press("unit1", "t1", U1)
    await dice.press("unit1", "t2", U1)
    await dice.press("unit1", "go", U1)
    assert await dice.assert_one_button_each() == {("unit1", "keep")}
    # Keep: the roll is over; Phase 2's decisions have no tray, so the phase message carries them.
    await dice.press("unit1", "keep", U1)
    assert (await dice.svc.inspect(CHANNEL_ID)).state.phase == 2
    assert {a for _, a in await dice.assert_one_button_each()} == {"rwb skull specialist", "rwb skull hold"}
    assert all(TrayId.parse(b["custom_id"]) is None for m in dice.public() for b in buttons(m)), "no tray left live"


async def test_dice_tray_on_a_live_tray_answers_privately_and_posts_nothing(dice: Channel) -> None:
    await open_game(dice, {"players": "2"}, {"unit1": U1, "unit2": U2})
    before = await dice.assert_one_button_each()
    assert before == {("unit1", "keep"), ("unit2", "keep")}
    messages = len(dice.api.messages)
    dice.api.clear()
    check(await dice.driver.command("dice tray", user_id=U1))
    assert dice.api.public_messages == [], "no second public tray"
    (copy,) = dice.api.ephemeral_messages
    assert [TrayId.parse(b["custom_id"]).op for b in buttons(copy.body)] == ["t1", "t2", "t3", "t4", "t5", "t6", "go", "keep"]
    assert all(":unit1:" in b["custom_id"] for b in buttons(copy.body)), "the caller's own tray"
    assert "Only you see this copy" in copy.body["content"]
    assert len(dice.public()) == len([m for m in dice.api.messages.values() if not int(m.get("flags") or 0) & 64])
    assert len(dice.api.messages) == messages + 1
    assert await dice.assert_one_button_each() == before
    # Unit 2 keeps on its tray: Unit 1's roll is still one button, its tray's.
    await dice.press("unit2", "keep", U2)
    assert await dice.assert_one_button_each() == {("unit1", "keep")}


async def test_atlantikwall_the_german_player_and_the_unit_each_answer_on_their_own_tray(dice: Channel) -> None:
    options = {"players": "1", "map": "omaha-beach", "german": "player", "mulligan": "on"}
    await open_game(dice, options, {"unit1": U1, "german": JERRY}, seed=1)
    assert await dice.assert_one_button_each() == {("unit1", "keep"), ("unit1", "mulligan"), ("german", "keep")}
    await dice.press("german", "keep", JERRY)
    assert await dice.assert_one_button_each() == {("unit1", "keep"), ("unit1", "mulligan")}
    await dice.press("unit1", "mull", U1)  # rolls all six again: no Mulligan left, the Keep still the tray's
    assert await dice.assert_one_button_each() == {("unit1", "keep")}


THREADS = "/channels/{channel_id}/threads"


async def test_overlord_in_teams_each_units_keep_is_its_trays_in_its_teams_thread(dice: Channel) -> None:
    await create_table(dice.svc, channel=CHANNEL_ID)
    seats = find_game("dday-dice").seats_for(overlord_options())
    await open_game_at(dice, {seat: TEAM_USERS[seat] for seat in seats})
    roll = ("keep", "mulligan")  # Overlord plays with the Mulligan: the tray has both buttons
    assert await dice.assert_one_button_each() == {(seat, a) for seat in seats for a in roll}
    assert {int(dice.tray(seat)["channel_id"]) for seat in seats} == set(dice.api.threads), "the trays are in the threads"
    await dice.press("t1u1", "keep", TEAM_USERS["t1u1"])
    assert await dice.assert_one_button_each() == {(seat, a) for seat in seats[1:] for a in roll}


async def test_teams_without_threads_answer_on_their_trays_in_the_channel(dice: Channel) -> None:
    """Two Teams of one Unit (a Blitzkrieg Raid) whose threads could not be opened: before, their Keep was on the
    phase message too (ten or fewer Units get buttons there); now only on each tray, in the channel."""
    await dice.svc.new_game(CHANNEL_ID, 1, TEAM_USERS["t2u1"], "dday-dice", {"blitzkrieg": "a1", "players": "2"}, seed=5)
    dice.api.fail_next("POST", THREADS, status=403, code=50013)
    await open_game_at(dice, {"t2u1": TEAM_USERS["t2u1"], "t3u1": TEAM_USERS["t3u1"]})
    assert dice.api.threads == {}
    roll = ("keep", "mulligan")
    assert await dice.assert_one_button_each() == {(s, a) for s in ("t2u1", "t3u1") for a in roll}
    assert {int(dice.tray(s)["channel_id"]) for s in ("t2u1", "t3u1")} == {CHANNEL_ID}
    await dice.press("t3u1", "keep", TEAM_USERS["t3u1"])
    assert await dice.assert_one_button_each() == {("t2u1", "keep"), ("t2u1", "mulligan")}


def trays_of(channel: Channel, seat: str) -> list[dict[str, Any]]:
    """The public messages with ``seat``'s tray buttons."""
    return [m for m in channel.public()
            if any((tid := TrayId.parse(b["custom_id"])) is not None and tid.seat == seat for b in buttons(m))]


async def test_a_units_tray_is_one_message_replaced_when_its_roll_changes_and_gone_once_it_is_made(dice: Channel) -> None:
    """A typed roll posts the Unit's tray anew at the foot of the channel and deletes the one it replaces; once the
    roll is made, the tray goes (its dice are told by the phase message): the channel keeps one tray per roll open."""
    await open_game(dice, {"players": "2"}, {"unit1": U1, "unit2": U2})
    (first,) = trays_of(dice, "unit1")
    assert len(trays_of(dice, "unit2")) == 1
    check(await dice.driver.command("dice do", {"action": "lock 1 2"}, user_id=U1))
    (second,) = trays_of(dice, "unit1")
    assert second["id"] != first["id"] and int(first["id"]) not in dice.api.messages, "the old tray was deleted"
    assert "locked" in "\n".join(m.get("content") or "" for m in dice.public()), "the phase message tells the lock"
    check(await dice.driver.command("dice do", {"action": "keep"}, user_id=U1))
    assert trays_of(dice, "unit1") == [] and int(second["id"]) not in dice.api.messages, "a made roll's tray goes"
    assert len(trays_of(dice, "unit2")) == 1, "the other Unit's roll is still open"
    await dice.press("unit2", "keep", U2)
    assert (await dice.svc.inspect(CHANNEL_ID)).state.phase == 2
    assert trays_of(dice, "unit2") == []
    table_id = (await dice.svc.inspect(CHANNEL_ID)).table.id
    for seat in ("unit1", "unit2"):  # each record cleared once its tray went: nothing is deleted twice
        row = await dice.svc.store.message(table_id, f"control:{seat}")
        assert row is not None and row.message_id == 0
