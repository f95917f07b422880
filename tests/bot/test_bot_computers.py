"""A person against the computer through the Discord layer (issue #26), on the fake transport.

The computers here are test-only (tests/service/computer_players.py for the toy race; for Pegasus Bridge
the rules' simple policy, registered only while the test runs), so the tests hold whatever the real
computers decide. Every request is checked against Discord's OpenAPI spec.
"""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.service import GameService
from bot.service.common import COMPUTER_IDS, is_computer
from rules.pegasus_bridge import policy
from tests.bot import toy_game
from tests.bot.fake_discord import CHANNEL_ID, FakeDiscord, Payloads, Sent
from tests.bot.harness import Driver, real_table
from tests.service.computer_players import Advance, pegasus_policy_computer, thread_pool, toy_computer

RED, BLUE = 301_000_000_000_000_001, 302_000_000_000_000_002
BRIT = 401_000_000_000_000_001


def check(sent: list[Sent]) -> list[Sent]:
    for request in sent:
        request.validate()
    return sent


def pings(sent: list[Sent]) -> set[int]:
    return {int(u) for s in sent if s.creates_message and s.message for u in s.message.get("allowed_mentions", {}).get("users", [])}


def texts(sent: list[Sent]) -> str:
    return "\n".join(str(s.message.get("content", "")) for s in sent if s.message and not s.ephemeral)


@pytest.fixture
async def table(tmp_path: Path, api: FakeDiscord, payloads: Payloads, toy_engine) -> AsyncIterator[tuple[Driver, GameService]]:
    async for pair in real_table(api, tmp_path, payloads, toy_game.render, "cpu.sqlite3", computer_pool=thread_pool):
        yield pair


async def test_the_commands_are_registered_with_their_seat_autocomplete(table, api: FakeDiscord):
    driver, _svc = table
    with toy_computer(Advance()):
        check(await driver.command("game new toy-race", {}, user_id=RED))
        sent = check(await driver.autocomplete("game computer", {"seat": ""}, "seat", user_id=RED))
        choices = sent[-1].body["data"]["choices"]
        assert [c["value"] for c in choices] == ["red", "blue"]


async def test_a_person_plays_the_toy_race_against_the_computer_in_the_channel(table, api: FakeDiscord):
    driver, svc = table
    with toy_computer(Advance()) as cpu:
        check(await driver.command("game new toy-race", {}, user_id=RED))
        check(await driver.command("game join", {"seat": "red"}, user_id=RED))
        sent = check(await driver.command("game computer", {"seat": "blue"}, user_id=RED))
        assert "The computer takes the Blue Army seat." in texts(sent) and "Blue Army: Computer" in texts(sent)
        for here in (0, 1, 2):
            sent = check(await driver.command("aa move", {"from": str(here), "units": "1 inf", "to": str(here + 1)}, user_id=RED))
            assert f"blue advanced to {2 * (here + 1)}." in texts(sent), "the computer's move is in the channel"
            assert pings(sent) <= {RED} and not any(is_computer(u) for u in pings(sent))
        assert cpu.asked == ["blue"] * 3
        loaded = await svc.inspect_any(CHANNEL_ID)
        assert loaded.table.status == "finished" and loaded.state.positions == {"red": 3, "blue": 6}
        every = texts(api.sent)
        assert "Game over" in every and not any(f"<@{u}>" in every for u in COMPUTER_IDS[:2])
        assert all(u == RED for u in pings(api.sent))


async def test_a_seat_handed_to_the_computer_with_consent_is_taken_back_by_its_player(table, api: FakeDiscord):
    driver, svc = table
    with toy_computer(Advance()) as cpu:
        check(await driver.command("game new toy-race", {}, user_id=RED))
        check(await driver.command("game join", {"seat": "red"}, user_id=RED))
        check(await driver.command("game join", {"seat": "blue"}, user_id=BLUE))
        check(await driver.command("aa move", {"from": "0", "units": "1 inf", "to": "1"}, user_id=RED))
        sent = check(await driver.command("game computer", {"seat": "blue"}, user_id=RED))
        assert pings(sent) == {BLUE} and cpu.asked == []  # asked, not taken
        request = next(s for s in sent if s.creates_message and s.message.get("components"))
        message = next(m for m in api.messages.values() if m.get("components") and "proposes" in m.get("content", ""))
        yes = request.message["components"][0]["components"][0]["custom_id"]
        sent = check(await driver.press(yes, message, user_id=BLUE))
        assert cpu.asked == ["blue"] and "blue advanced to 2." in texts(api.sent)
        sent = check(await driver.command("game takeback", {"seat": "blue"}, user_id=BLUE))
        assert "passed from Computer to" in texts(sent)
        assert (await svc.inspect(CHANNEL_ID)).seats["blue"] == BLUE


async def test_the_timer_loop_lets_a_computer_left_waiting_play_and_posts_its_move(table, api: FakeDiscord):
    driver, svc = table
    with toy_computer(Advance()) as cpu:
        check(await driver.command("game new toy-race", {}, user_id=RED))
        check(await driver.command("game join", {"seat": "red"}, user_id=RED))
        check(await driver.command("game computer", {"seat": "blue"}, user_id=RED))
        await svc.play.act(CHANNEL_ID, RED, "move 1 inf from 0 to 1")  # as if the bot died right after
        api.clear()
        assert await driver.bot.deliver_due() >= 1
        assert cpu.asked == ["blue"]
        check(api.sent)
        assert "blue advanced to 2." in texts(api.sent) and pings(api.sent) <= {RED}


async def test_a_british_player_against_the_german_computer_in_pegasus_bridge(table, api: FakeDiscord):
    from rules.pegasus_bridge.engine import ENGINE as E

    driver, svc = table
    rng = random.Random(7)
    with pegasus_policy_computer():
        check(await driver.command("game new pegasus-bridge", {"scenario": "1b"}, user_id=BRIT))
        check(await driver.command("game join", {"seat": "british"}, user_id=BRIT))
        check(await driver.command("game computer", {"seat": "german"}, user_id=BRIT))
        german = COMPUTER_IDS[list(E.spec.seats).index("german")]
        for _ in range(60):
            loaded = await svc.inspect_any(CHANNEL_ID)
            if E.outcome(loaded.state) is not None or loaded.state.turn > 2:
                break
            assert {p.seat for p in E.prompts(loaded.state)} <= {"british"}, "the computer never leaves the German asked"
            text = policy.choose(E, loaded.state, "british", rng)
            check(await driver.command("pb do", {"action": text}, user_id=BRIT))
            assert (await svc.inspect_any(CHANNEL_ID)).version > loaded.version, f"'{text}' was refused"
        log = await svc.store.actions(loaded.table.id)
        assert {a.seat for a in log if a.user_id == german} == {"german"}, "the German computer played"
        assert {a.user_id for a in log if a.seat == "british"} <= {BRIT, None}
        assert pings(api.sent) <= {BRIT}
        every = texts(api.sent)
        assert f"<@{german}>" not in every and "Computer" in every
        # No reminder nor hand-off ping (issue #46) is ever planned for the computer's seat.
        assert {t.seat for t in await svc.store.open_timers(loaded.table.id)} <= {"british"}
