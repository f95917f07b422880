"""Queued plays (issue #46, :mod:`bot.service.queued`): a Pegasus Bridge player's plan kept for later, played for
them while the opponent only lets their cards stand, set aside by anything else; private; durable; once; on both
stores."""

from __future__ import annotations

import random

import pytest

from bot.service import GameService
from bot.service.command import read
from bot.service.errors import ServiceError
from rules.core.errors import NotYourTurnError
from rules.pegasus_bridge.policy import choose
from tests.backends import both_backends, url_as_db_path
from tests.bot.handoff_autoplay import pegasus_plan
from tests.conftest import no_render

backend, db_path = both_backends, url_as_db_path

CH = 4601
BRIT, GER = 11, 12
USERS = {"british": BRIT, "german": GER}


async def _table(svc: GameService, seed: int = 3) -> None:
    await svc.new_game(CH, 1, BRIT, "pegasus-bridge", {"scenario": "1b"}, seed=seed)
    await svc.join(CH, BRIT, "british")
    await svc.join(CH, GER, "german")


async def _asked(svc: GameService) -> set[str]:
    loaded = await svc.tables.load(await svc.tables.table(CH))
    return set(loaded.engine.active_seats(loaded.state))


async def _play_until_british_events(svc: GameService) -> list[str]:
    """Play by the policy until the British Phase asks the British with at least two Events in hand; return the
    legal ``play`` actions then."""
    rng = random.Random(1)
    for _ in range(200):
        loaded = await svc.tables.load(await svc.tables.table(CH))
        seat = sorted(loaded.engine.active_seats(loaded.state))[0]
        prompts = [p for p in loaded.engine.prompts(loaded.state) if p.seat == seat]
        if seat == "british" and prompts and prompts[0].kind == "phase" and loaded.state.phase == "british":
            plays = [c.value for c in loaded.engine.options(loaded.state, seat, "") if c.value.startswith("play ")]
            if len(plays) >= 2:
                return plays
        await svc.submit(CH, USERS[seat], choose(loaded.engine, loaded.state, seat, rng))
    raise AssertionError("no British Phase with two Events")


@pytest.fixture
async def svc(db_path):
    service = await GameService.open(db_path, render=no_render)
    yield service
    await service.close()


async def test_a_plan_is_played_as_the_opponent_lets_each_card_stand(svc):
    await _table(svc)
    first, second = (await _play_until_british_events(svc))[:2]
    before = (await svc.inspect(CH)).version
    posts = await svc.submit_batch(CH, BRIT, f"{first}; {second}; done")
    assert (await svc.inspect(CH)).version == before + 1, "only the first card is played now"
    note = [p for p in posts if p.ephemeral and "Kept for later" in p.content]
    assert note and f"`{second}`" in note[0].content and "`done`" in note[0].content
    assert not any(second in p.content for p in posts if not p.ephemeral), "a queued line is private until played"
    assert await _asked(svc) == {"german"}
    shown = await svc.queue(CH, BRIT)
    assert shown.ephemeral and f"`{second}`; `done`" in shown.content
    assert "no plays queued" in (await svc.queue(CH, GER)).content

    posts = await svc.submit(CH, GER, "let it stand")
    actions = await svc.store.actions((await svc.inspect(CH)).table.id, after=before)
    assert [(a.seat, a.user_id, a.text) for a in actions[:3]] == [
        ("british", BRIT, first), ("german", GER, "let it stand"), ("british", None, second)
    ], "the British's second card is played for him, on his seat's behalf, right after the German's answer"
    history = (await svc.history(CH)).content
    assert f"Played from British's queue, as planned: {second}" in history
    assert not any(p.ephemeral for p in posts[1:]), "the queued play's private words never reach the German"
    assert await _asked(svc) == {"german"}
    await svc.submit(CH, GER, "let it stand")
    actions = await svc.store.actions((await svc.inspect(CH)).table.id, after=before)
    assert [a.text for a in actions][3:5] == ["let it stand", "done"]
    assert "no plays queued" in (await svc.queue(CH, BRIT)).content, "a queue played out is gone"


async def test_any_other_answer_sets_the_plan_aside_and_the_seat_is_asked_as_usual(svc):
    await _table(svc, seed=25)  # the German holds 1711, which answers the British's first Event
    first, second = (await _play_until_british_events(svc))[:2]
    await svc.submit_batch(CH, BRIT, f"{first}; {second}; done")
    version = (await svc.inspect(CH)).version
    await svc.submit(CH, GER, "play 1711")
    actions = await svc.store.actions((await svc.inspect(CH)).table.id, after=version)
    assert [a.seat for a in actions] == ["german"], "nothing of the plan was played"
    assert "no plays queued" in (await svc.queue(CH, BRIT)).content
    assert "british" in await _asked(svc)


async def test_a_move_by_hand_takes_the_seat_back_and_clear_sets_a_plan_aside(svc):
    await _table(svc)
    first, second = (await _play_until_british_events(svc))[:2]
    await svc.submit_batch(CH, BRIT, f"{first}; {second}")
    await svc.submit(CH, BRIT, "respond always")  # a standing setting, made out of turn: a move of his own
    assert "no plays queued" in (await svc.queue(CH, BRIT)).content
    await svc.submit_batch(CH, BRIT, second)
    assert f"`{second}`" in (await svc.queue(CH, BRIT)).content
    assert "were cleared" in (await svc.queue(CH, BRIT, clear=True)).content
    version = (await svc.inspect(CH)).version
    await svc.submit(CH, GER, "let it stand")
    actions = await svc.store.actions((await svc.inspect(CH)).table.id, after=version)
    assert [a.seat for a in actions] == ["german"], "a cleared plan is not played"


async def test_a_line_that_is_no_action_refuses_the_whole_batch_and_nothing_changes(svc):
    await _table(svc)
    first, _ = (await _play_until_british_events(svc))[:2]
    version = (await svc.inspect(CH)).version
    with pytest.raises(ServiceError, match="Line 2"):
        await svc.submit_batch(CH, BRIT, f"{first}; fly to the moon")
    with pytest.raises(ServiceError, match="Line 3 .*one seat"):
        await svc.submit_batch(CH, BRIT, f"{first}; pass; german: let it stand")
    assert (await svc.inspect(CH)).version == version
    assert "no plays queued" in (await svc.queue(CH, BRIT)).content


async def test_an_action_typed_out_of_turn_is_kept_and_the_timer_pass_plays_it_after_a_restart(db_path):
    svc = await GameService.open(db_path, render=no_render)
    await _table(svc)
    first, second = (await _play_until_british_events(svc))[:2]
    await svc.submit(CH, BRIT, first)
    posts = await svc.submit_batch(CH, BRIT, second)  # the German is asked: kept for later, nothing played
    assert [p.ephemeral for p in posts] == [True] and "Kept for later" in posts[0].content
    version = (await svc.inspect(CH)).version
    # The German's answer is written, then the process dies before the queued play (its command's tail).
    table = await svc.tables.table(CH)
    loaded = await svc.tables.load(table)
    applied = svc.entries.resolve(loaded, GER, read(loaded.engine, (), "let it stand", "german"))
    await svc.entries.write(loaded, GER, [(loaded.state, applied)])
    await svc.close()
    svc = await GameService.open(db_path, render=no_render)
    try:
        notices = await svc.computers_due()
        assert notices, "the queued play's post goes to the outbox"
        actions = await svc.store.actions((await svc.inspect(CH)).table.id, after=version)
        assert [(a.seat, a.text) for a in actions] == [("german", "let it stand"), ("british", second)]
        assert await svc.computers_due() == [], "played once"
    finally:
        await svc.close()


async def test_a_game_without_queues_still_refuses_an_action_out_of_turn(db_path):
    svc = await GameService.open(db_path, render=no_render)
    try:
        await svc.new_game(CH, 1, BRIT, "aa-dday", {}, seed=4)
        await svc.join(CH, BRIT, "axis")
        await svc.join(CH, GER, "allies")
        loaded = await svc.tables.load(await svc.tables.table(CH))
        seats = {"axis": BRIT, "allies": GER}
        idle = next(u for s, u in seats.items() if s not in loaded.engine.active_seats(loaded.state))
        with pytest.raises(NotYourTurnError):
            await svc.submit_batch(CH, idle, "done")
        with pytest.raises(ServiceError, match="keeps no queued plays"):
            await svc.queue(CH, idle)
    finally:
        await svc.close()


async def test_a_plan_also_waits_through_the_british_letting_a_german_units_loss_stand(svc):
    """The British's window when a German Unit is destroyed (``pass``: no card changes the count) leaves the
    German's plan standing, as ``let it stand`` does; a ``pass`` in a fight would not. Both players type plans."""
    await svc.new_game(CH, 1, BRIT, "pegasus-bridge", {"scenario": "1b"}, seed=1)
    await svc.join(CH, BRIT, "british")
    await svc.join(CH, GER, "german")
    rng = random.Random(1)
    for _ in range(300):
        loaded = await svc.tables.load(await svc.tables.table(CH))
        (seat, kind), *_ = loaded.engine.asked(loaded.state)
        plan = pegasus_plan(loaded.engine, loaded.state, seat, rng)
        version = loaded.version
        await svc.submit_batch(CH, USERS[seat], plan)
        if (seat, kind) == ("british", "destroyed") and plan.startswith("pass"):
            break
    else:
        raise AssertionError("the British never answered a German Unit's loss")
    actions = await svc.store.actions(loaded.table.id, after=version)
    assert [(a.seat, a.user_id) for a in actions[:2]] == [("british", BRIT), ("german", None)], (
        "the German's queued play followed the British's pass at once")


async def test_plans_in_many_channels_at_the_same_moment_each_play_once_in_their_own_game(svc):
    """Eight tables queue a plan and answer at the same moment: each plan plays in its own game, once, and its queue
    is gone (every queued play is one unit of work with its queue)."""
    import asyncio

    channels = [CH + 10 + i for i in range(8)]
    plans: dict[int, tuple[str, str]] = {}
    for ch in channels:
        await svc.new_game(ch, 1, BRIT, "pegasus-bridge", {"scenario": "1b"}, seed=3)
        await svc.join(ch, BRIT, "british")
        await svc.join(ch, GER, "german")
    for ch in channels:  # the same seed: each table reaches the same British Phase
        rng = random.Random(1)
        for _ in range(200):
            loaded = await svc.tables.load(await svc.tables.table(ch))
            seat = sorted(loaded.engine.active_seats(loaded.state))[0]
            plays = [c.value for c in loaded.engine.options(loaded.state, seat, "") if c.value.startswith("play ")]
            if seat == "british" and loaded.state.phase == "british" and len(plays) >= 2:
                plans[ch] = (plays[0], plays[1])
                break
            await svc.submit(ch, USERS[seat], choose(loaded.engine, loaded.state, seat, rng))
    before = {ch: (await svc.inspect(ch)).version for ch in channels}
    await asyncio.gather(*(svc.submit_batch(ch, BRIT, f"{a}; {b}") for ch, (a, b) in plans.items()))
    await asyncio.gather(*(svc.submit(ch, GER, "let it stand") for ch in channels))
    for ch, (first, second) in plans.items():
        actions = await svc.store.actions((await svc.inspect(ch)).table.id, after=before[ch])
        assert [(a.seat, a.text) for a in actions[:3]] == [
            ("british", first), ("german", "let it stand"), ("british", second)], ch
        assert "no plays queued" in (await svc.queue(ch, BRIT)).content
