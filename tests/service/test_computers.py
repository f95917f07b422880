"""Computer seats in the service (issue #26): seated, playing by themselves, handed a seat only with consent.

Played on the toy race (tests/bot/toy_game.py) with test-only computers (tests/service/computer_players.py),
so these tests hold whatever the real games' computers decide.
"""

from __future__ import annotations

import asyncio
import random
import re
from pathlib import Path
from typing import Any

import pytest

from bot.service import GameService, PermissionDeniedError, SeatError, ServiceError
from bot.service.common import COMPUTER_IDS, is_computer
from bot.service.export import verify_export
from bot.service.longplay import DAY
from i18n import command_name
from rules.core import registry
from tests.bot import toy_game
from tests.conftest import no_render
from tests.service.computer_players import (
    Advance,
    FirstOption,
    Gate,
    Refuser,
    lent,
    pegasus_policy_computer,
    thread_pool,
    toy_computer,
)

CH, CH2 = 500, 501
RED, BLUE, OTHER = 11, 22, 33
BLUE_CPU = COMPUTER_IDS[1]  # blue is the second seat of the race
RED_CPU = COMPUTER_IDS[0]


class Clock:
    def __init__(self) -> None:
        self.now = 1_780_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture(autouse=True)
def race():
    """The toy race is a registered game for each test here (its computer only inside ``toy_computer``)."""
    engine = toy_game.RaceEngine()
    registry.register(engine)
    yield engine
    registry._ENGINES.pop(engine.spec.id, None)


@pytest.fixture
async def svc(tmp_path: Path, clock: Clock):
    service = await GameService.open(str(tmp_path / "cpu.sqlite3"), render=no_render, clock=clock, computer_pool=thread_pool)
    yield service
    await service.close()


def text_of(posts) -> str:
    return "\n".join(p.content + "".join(p.embeds) for p in posts)


def pinged(posts) -> set[int]:
    return {u for p in posts for u in p.mention_user_ids}


async def positions(svc: GameService, channel: int = CH) -> dict[str, int]:
    return dict((await svc.inspect(channel)).state.positions)


async def test_a_person_plays_the_computer_which_answers_each_move_by_itself(svc):
    with toy_computer(Advance()) as cpu:
        await svc.new_game(CH, 1, RED, "toy-race", {}, seed=1)
        await svc.join(CH, RED, "red")
        posts = await svc.computer(CH, RED, "blue")  # the last seat: the game starts; red moves first
        assert "The computer takes the Blue Army seat." in text_of(posts) and "Blue Army: Computer" in text_of(posts)
        assert f"<@{BLUE_CPU}>" not in text_of(posts)
        assert cpu.asked == []
        posts = await svc.submit(CH, RED, "move 1 inf from 0 to 1")
        assert cpu.asked == ["blue"]
        assert await positions(svc) == {"red": 1, "blue": 2}
        text = text_of(posts)
        assert "**Now:** Computer (Blue Army): Advance" in text and "blue advanced to 2." in text
        assert text.index("blue advanced to 2.") < text.rindex("**Now:** <@11> (Red Army)")
        assert RED in pinged(posts) and not any(is_computer(u) for u in pinged(posts))
        assert f"<@{BLUE_CPU}>" not in text
        log = await svc.store.actions((await svc.inspect(CH)).table.id)
        assert [(a.seat, a.user_id, a.text) for a in log[-2:]] == [
            ("red", RED, "move 1 inf from 0 to 1"), ("blue", BLUE_CPU, "move 1 inf from 0 to 2"),
        ]
        status = await svc.status(CH)
        assert "Computer" in status.content and f"<@{BLUE_CPU}>" not in status.content


async def test_a_computer_asked_at_the_start_moves_at_once(svc):
    with toy_computer(Advance()) as cpu:
        await svc.new_game(CH, 1, BLUE, "toy-race", {}, seed=1)
        await svc.computer(CH, BLUE, "red")
        posts = await svc.join(CH, BLUE, "blue")
        assert cpu.asked == ["red"]
        assert await positions(svc) == {"red": 2, "blue": 0}
        assert BLUE in pinged(posts) and "red advanced to 2." in text_of(posts)


async def test_computers_in_every_seat_finish_the_game_which_replays_exports_and_verifies(svc):
    with toy_computer(Advance()):
        await svc.new_game(CH, 1, RED, "toy-race", {}, seed=5)
        await svc.computer(CH, RED, "red")
        posts = await svc.computer(CH, RED, "blue")
        assert "Game over" in text_of(posts)
        assert not any(is_computer(u) for u in pinged(posts))
        record = await svc.export(CH)
        assert record["seats"] == {"red": RED_CPU, "blue": BLUE_CPU} or set(record["seats"]) == {"red", "blue"}
        assert verify_export(record).ok


async def test_only_the_creator_seats_a_computer_and_only_on_an_open_seat_of_a_game_that_has_one(svc):
    await svc.new_game(CH, 1, RED, "toy-race", {}, seed=1)
    with pytest.raises(ServiceError, match="no computer player"):
        await svc.computer(CH, RED, "blue")  # no computer registered for the race outside toy_computer
    with toy_computer(Advance()):
        with pytest.raises(PermissionDeniedError):
            await svc.computer(CH, OTHER, "blue")
        with pytest.raises(SeatError, match="not a seat"):
            await svc.computer(CH, RED, "green")
        await svc.join(CH, RED, "red")
        with pytest.raises(SeatError, match="taken"):
            await svc.computer(CH, RED, "red")


async def test_a_refused_computer_move_stops_that_computer_once_with_a_post(svc):
    with toy_computer(Refuser()) as cpu:
        await svc.new_game(CH, 1, RED, "toy-race", {}, seed=1)
        await svc.join(CH, RED, "red")
        await svc.computer(CH, RED, "blue")
        version = (await svc.inspect(CH)).version
        posts = await svc.submit(CH, RED, "move 1 inf from 0 to 1")
        assert cpu.asked == ["blue"]
        assert "stopped" in text_of(posts) and "refused" in text_of(posts)
        assert (await svc.inspect(CH)).version == version + 1  # the person's move only
        assert await svc.computers_due() == []  # paused: not asked again, no second post
        assert cpu.asked == ["blue"]


async def test_a_korean_table_reads_why_its_computer_stopped_in_korean(svc):
    with toy_computer(Refuser()):
        await svc.new_game(CH, 1, RED, "toy-race", {}, seed=1, language="ko")
        await svc.join(CH, RED, "red")
        await svc.computer(CH, RED, "blue")
        said = text_of(await svc.submit(CH, RED, "move 1 inf from 0 to 1"))
        assert "멈췄습니다" in said and "거부되었습니다" in said and command_name("game replace", "ko") in said
        assert "stopped" not in said and "/game replace" not in said


class Leaker:
    """A computer for any game whose move names the seat's secrets (its hand, its face-down Medals) and is refused."""

    def __init__(self, game: str) -> None:
        self.game = game
        self.secrets: list[str] = []

    def known(self, state: Any, seat: str) -> Any:
        return state

    def decide(self, known: Any, seat: str, rng: random.Random) -> str:
        hand = getattr(known, "hand", {}).get(seat, [])
        medals = [m for u in getattr(known, "units", ()) for m in u.medals]
        self.secrets = [*hand, *medals] or ["nothing-to-hide"]
        return "bogus " + " ".join(self.secrets)


@pytest.mark.parametrize(("game", "options", "person", "computer"), [
    ("pegasus-bridge", {"scenario": "1b"}, "british", "german"),
    ("dday-dice", {"players": "1", "german": "player"}, "unit1", "german"),
    ("dday-dice", {"players": "2"}, "unit1", "unit2"),
], ids=["pegasus-german", "atlantikwall-german", "dice-unit"])
async def test_a_refused_computer_move_names_no_secret_in_public(svc, caplog, game, options, person, computer):
    """The stop notice is public: the refused move and the refusal (which lists the seat's legal moves, so its
    cards) go to the server's log only (issue #46)."""
    leaker = Leaker(game)
    with lent(game, lambda: leaker):
        await svc.new_game(CH, 1, RED, game, options, seed=5)
        await svc.join(CH, RED, person)
        with caplog.at_level("ERROR", logger="bot.service.computers"):
            posts = await svc.computer(CH, RED, computer)
            for _ in range(30):
                if leaker.secrets:
                    break
                loaded = await svc.inspect_any(CH)
                (prompt, *_) = [p for p in loaded.engine.prompts(loaded.state) if p.seat == person]
                offered = loaded.engine.options(loaded.state, person, "")
                posts += await svc.submit(CH, RED, offered[0].value if offered else prompt.default)
        assert leaker.secrets, "the computer was never asked"
        said = text_of([p for p in posts if not p.ephemeral])
        assert "stopped" in said and "refused" in said
        assert "bogus" not in said and not any(secret in said for secret in leaker.secrets), said
        assert "bogus " + " ".join(leaker.secrets) in caplog.text, "the details are in the server's log"


async def test_no_reminder_or_deadline_is_planned_for_a_computer(svc, clock):
    with toy_computer(Gate()) as cpu:
        await svc.new_game(CH, 1, RED, "toy-race", {}, seed=1, settings={"reminder_hours": 1, "deadline_hours": 2})
        await svc.join(CH, RED, "red")
        await svc.computer(CH, RED, "blue")
        table_id = (await svc.inspect(CH)).table.id
        assert {t.seat for t in await svc.store.open_timers(table_id)} == {"red"}
        task = asyncio.create_task(svc.submit(CH, RED, "move 1 inf from 0 to 1"))
        await asyncio.get_running_loop().run_in_executor(None, cpu.waiting.wait, 5)
        assert await svc.store.open_timers(table_id) == []  # blue is asked, and a computer is never timed
        clock.now += 3 * 3600
        assert await svc.fire_due_timers() == []
        cpu.open.set()
        await task
        assert {t.seat for t in await svc.store.open_timers(table_id)} == {"red"}


async def test_after_a_crash_the_computer_plays_at_start_up_and_its_post_goes_to_the_outbox(tmp_path, clock):
    path = str(tmp_path / "crash.sqlite3")
    with toy_computer(Advance()) as cpu:
        first = await GameService.open(path, render=no_render, clock=clock, computer_pool=thread_pool)
        await first.new_game(CH, 1, RED, "toy-race", {}, seed=1)
        await first.join(CH, RED, "red")
        await first.computer(CH, RED, "blue")
        await first.play.act(CH, RED, "move 1 inf from 0 to 1")  # committed; the process dies before the computer
        await first.close()
        assert cpu.asked == []
        second = await GameService.open(path, render=no_render, clock=clock, computer_pool=thread_pool)
        try:
            notices = await second.computers_due()
            assert cpu.asked == ["blue"] and await positions(second) == {"red": 1, "blue": 2}
            assert notices and "blue advanced to 2." in text_of([n.post for n in notices])
            pending = await second.pending_notices()
            assert [n.id for n in pending] == [n.id for n in notices]
            assert await second.computers_due() == []  # nothing is asked of it now: nothing more
        finally:
            await second.close()


async def test_another_table_never_waits_for_a_computer_deciding(svc):
    with toy_computer(Gate()) as cpu:
        await svc.new_game(CH, 1, RED, "toy-race", {}, seed=1)
        await svc.join(CH, RED, "red")
        await svc.computer(CH, RED, "blue")
        await svc.new_game(CH2, 1, RED, "toy-race", {}, seed=2)
        await svc.join(CH2, RED, "red")
        await svc.join(CH2, BLUE, "blue")
        thinking = asyncio.create_task(svc.submit(CH, RED, "move 1 inf from 0 to 1"))
        await asyncio.get_running_loop().run_in_executor(None, cpu.waiting.wait, 5)
        await svc.submit(CH2, RED, "move 1 inf from 0 to 2")  # the other table plays on meanwhile
        await svc.submit(CH2, BLUE, "move 1 inf from 0 to 1")
        assert not thinking.done()
        cpu.open.set()
        await thinking
        assert await positions(svc, CH) == {"red": 1, "blue": 2}
        assert await positions(svc, CH2) == {"red": 2, "blue": 1}


async def test_several_tables_of_computers_play_at_once(svc):
    with toy_computer(Advance()):
        channels = [600 + i for i in range(4)]
        for ch in channels:
            await svc.new_game(ch, 1, RED, "toy-race", {}, seed=ch)
            await svc.computer(ch, RED, "red")
        results = await asyncio.gather(*(svc.computer(ch, RED, "blue") for ch in channels))
        for ch, posts in zip(channels, results, strict=True):
            assert "Game over" in text_of(posts)
            assert (await svc.inspect_any(ch)).table.status == "finished"


async def test_a_move_made_while_the_computer_thinks_makes_it_think_again(svc):
    """Both seats are the person's and the computer's turn passes while it decides: it asks again."""
    with toy_computer(Gate()) as cpu:
        await svc.new_game(CH, 1, RED, "toy-race", {}, seed=1)
        await svc.computer(CH, RED, "red")
        starting = asyncio.create_task(svc.join(CH, BLUE, "blue"))
        await asyncio.get_running_loop().run_in_executor(None, cpu.waiting.wait, 5)
        loaded = await svc.inspect(CH)
        assert loaded.state.to_move == "red" and loaded.version == 0
        cpu.open.set()
        await starting
        assert await positions(svc) == {"red": 2, "blue": 0}


# -- handing a seat to the computer and back ---------------------------------------------------


async def start_people(svc: GameService, **settings) -> None:
    await svc.new_game(CH, 1, RED, "toy-race", {}, seed=1, settings=settings or None)
    await svc.join(CH, RED, "red")
    await svc.join(CH, BLUE, "blue")


async def test_a_player_hands_their_own_seat_to_the_computer_and_takes_it_back(svc):
    with toy_computer(Advance()) as cpu:
        await start_people(svc)
        await svc.submit(CH, RED, "move 1 inf from 0 to 1")
        posts = await svc.computer(CH, BLUE, "blue")  # blue is asked: the computer moves at once
        assert cpu.asked == ["blue"] and await positions(svc) == {"red": 1, "blue": 2}
        assert "passed from <@22> to Computer" in text_of(posts)
        with pytest.raises(PermissionDeniedError, match="<@22>"):
            await svc.takeback(CH, RED, "blue")
        with pytest.raises(SeatError, match="not played by the computer"):
            await svc.takeback(CH, RED, "red")
        posts = await svc.takeback(CH, BLUE, "blue")
        assert "passed from Computer to <@22>" in text_of(posts)
        await svc.submit(CH, RED, "move 1 inf from 1 to 2")
        assert cpu.asked == ["blue"]  # the person plays blue again
        assert (await svc.inspect(CH)).seats["blue"] == BLUE


async def test_the_creator_hands_a_seat_over_only_with_the_players_consent(svc):
    with toy_computer(Advance()) as cpu:
        await start_people(svc)
        await svc.submit(CH, RED, "move 1 inf from 0 to 1")
        posts = await svc.computer(CH, RED, "blue")
        assert pinged(posts) == {BLUE} and (await svc.inspect(CH)).seats["blue"] == BLUE
        req = await svc.store.request(1)
        assert req is not None and req.kind == "replace" and is_computer(req.target)
        posts = await svc.decide(CH, BLUE, req.id, True)
        assert is_computer((await svc.inspect(CH)).seats["blue"])
        assert cpu.asked == ["blue"] and await positions(svc) == {"red": 1, "blue": 2}
        with pytest.raises(SeatError, match="already plays"):
            await svc.computer(CH, RED, "blue")


async def test_a_refused_consent_keeps_the_seat_and_a_stranger_cannot_ask(svc):
    with toy_computer(Advance()) as cpu:
        await start_people(svc)
        with pytest.raises(PermissionDeniedError):
            await svc.computer(CH, OTHER, "blue")
        await svc.computer(CH, RED, "blue")
        posts = await svc.decide(CH, BLUE, 1, False)
        assert "refused" in text_of(posts) and (await svc.inspect(CH)).seats["blue"] == BLUE
        assert cpu.asked == []


async def test_force_hands_the_seat_over_only_after_seven_days_without_acting(svc, clock):
    with toy_computer(Advance()) as cpu:
        await start_people(svc)
        await svc.submit(CH, RED, "move 1 inf from 0 to 1")
        clock.now += 6 * DAY
        with pytest.raises(PermissionDeniedError, match="7 days"):
            await svc.computer(CH, RED, "blue", force=True)
        clock.now += 2 * DAY
        await svc.computer(CH, RED, "blue", force=True)
        assert cpu.asked == ["blue"] and is_computer((await svc.inspect(CH)).seats["blue"])
        await svc.takeback(CH, BLUE, "blue")  # the absent player takes it back whenever they return
        assert (await svc.inspect(CH)).seats["blue"] == BLUE


async def test_a_computer_seated_in_the_lobby_has_nobody_to_take_it_back(svc):
    with toy_computer(Advance()):
        await svc.new_game(CH, 1, RED, "toy-race", {}, seed=1)
        await svc.join(CH, RED, "red")
        await svc.computer(CH, RED, "blue")
        with pytest.raises(SeatError, match="since the lobby"):
            await svc.takeback(CH, RED, "blue")


async def test_a_computers_private_news_is_never_posted_nor_queued_and_it_gets_no_reveal_button(svc):
    """Pegasus Bridge: the German computer's hand and draws stay private, on the command path and the catch-up."""
    from rules.pegasus_bridge import policy
    from rules.pegasus_bridge.engine import ENGINE as E

    rng = random.Random(3)
    brit = 401_000_000_000_000_001
    with pegasus_policy_computer():
        await svc.new_game(CH, 1, brit, "pegasus-bridge", {"scenario": "1b"}, seed=9)
        await svc.join(CH, brit, "british")
        await svc.computer(CH, brit, "german")
        posts: list = []
        private = 0
        for turn in range(40):
            loaded = await svc.inspect_any(CH)
            if loaded.table.status != "active":
                break
            assert {p.seat for p in E.prompts(loaded.state)} <= {"british"}
            text = policy.choose(E, loaded.state, "british", rng)
            await svc.play.act(CH, brit, text)  # the person's own move, written (their reply may well be private)
            if turn % 2:  # the command path: what follows the person's command (GameService.submit adds it)
                posts += await svc.computers.play(CH)
            else:  # a crash after the person's move: the catch-up queues the computer's posts
                await svc.computers_due()
            events = await svc.store.events(loaded.table.id)
            private += sum(1 for e in events if e.seat == "german")
        assert private, "the German computer had private news (a hand dealt or drawn)"
        queued = [n.post for n in await svc.pending_notices(500)]
        assert queued and not any(p.ephemeral for p in [*posts, *queued])
        buttons = [b.label for p in [*posts, *queued] for b in p.buttons]
        assert not any("🔒" in b and "German" in b for b in buttons)


async def test_a_computer_unit_in_overlord_is_no_member_of_its_teams_thread(svc):
    from tests.service.overlord_table import overlord_options

    people = {"t1u1": 601_000_000_000_000_001, "t3u1": 603_000_000_000_000_003}
    with lent("dday-dice", lambda: FirstOption("dday-dice")):
        await svc.new_game(CH, 1, people["t1u1"], "dday-dice", overlord_options(players="3"), seed=4)
        await svc.computer(CH, people["t1u1"], "t2u1")
        await svc.join(CH, people["t1u1"], "t1u1")
        posts = await svc.join(CH, people["t3u1"], "t3u1")
    threads = next(p.team_threads for p in posts if p.team_threads)
    members = {t.team: t.user_ids for t in threads}
    assert sorted(members.values()) == [[], [people["t1u1"]], [people["t3u1"]]]
    assert "Computer" in text_of(posts) and not any(is_computer(u) for u in pinged(posts))


async def test_a_dead_worker_pool_is_started_anew_once_and_the_computer_plays(tmp_path, clock):
    from concurrent.futures import BrokenExecutor, ThreadPoolExecutor

    class Broken(ThreadPoolExecutor):
        def submit(self, *args, **kwargs):
            raise BrokenExecutor("a worker died")

    made: list[ThreadPoolExecutor] = []

    def pools() -> ThreadPoolExecutor:
        made.append(Broken(1) if not made else ThreadPoolExecutor(1))
        return made[-1]

    service = await GameService.open(str(tmp_path / "b.sqlite3"), render=no_render, clock=clock, computer_pool=pools)
    try:
        with toy_computer(Advance()) as cpu:
            await service.new_game(CH, 1, RED, "toy-race", {}, seed=1)
            await service.join(CH, RED, "red")
            await service.computer(CH, RED, "blue")
            await service.submit(CH, RED, "move 1 inf from 0 to 1")
            assert cpu.asked == ["blue"] and len(made) == 2
            assert not service.computers.paused
    finally:
        await service.close()


async def test_the_creator_gives_a_computers_seat_to_a_person_without_asking_anyone(svc):
    with toy_computer(Refuser()):
        await svc.new_game(CH, 1, RED, "toy-race", {}, seed=1)
        await svc.join(CH, RED, "red")
        await svc.computer(CH, RED, "blue")
        posts = await svc.submit(CH, RED, "move 1 inf from 0 to 1")
        assert "stopped" in text_of(posts)  # the game waits: the creator hands the seat to a person
        with pytest.raises(PermissionDeniedError):
            await svc.replace(CH, OTHER, "blue", OTHER, is_manager=False)
        posts = await svc.replace(CH, RED, "blue", BLUE, is_manager=False)
        assert "passed from Computer to <@22>" in text_of(posts) and pinged(posts) == {BLUE}
        await svc.submit(CH, BLUE, "move 1 inf from 0 to 1")
        assert await positions(svc) == {"red": 1, "blue": 1}



async def test_a_computers_turn_of_several_decisions_is_one_write_shown_once(svc):
    """Pegasus Bridge: the German computer's decisions in a row are one batch, shown in one post or edit."""
    from rules.pegasus_bridge import policy
    from rules.pegasus_bridge.engine import ENGINE as E

    rng, brit = random.Random(3), 401_000_000_000_000_001
    with pegasus_policy_computer():
        await svc.new_game(CH, 1, brit, "pegasus-bridge", {"scenario": "1b"}, seed=9)
        await svc.join(CH, brit, "british")
        await svc.computer(CH, brit, "german")
        said: list[str] = []
        for _ in range(30):
            loaded = await svc.inspect_any(CH)
            if loaded.table.status != "active":
                break
            posts = await svc.submit(CH, brit, policy.choose(E, loaded.state, "british", rng))
            said += [p.track.note if p.track is not None and p.track.note else p.content for p in posts]
        batches = [s for s in said if "Computer (German) gave" in s or re.search(r"Computer \(German\): `[^`]*; ", s)]
        assert batches, "some German turn had several decisions"
        log = await svc.store.actions(loaded.table.id)
        german = [a for a in log if a.seat == "german"]
        assert german and all(is_computer(a.user_id) for a in german)
