"""Handing a Unit over within its Team (issue #13): to a teammate or a newcomer, never to another Team's player."""

from __future__ import annotations

import pytest

from bot.service import GameService, PermissionDeniedError, SeatError
from bot.service.longplay import DAY
from tests.conftest import no_render
from tests.service.overlord_table import CH, NEWCOMER, USERS, start_table


class Clock:
    def __init__(self) -> None:
        self.now = 1_780_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
async def table(db_path: str):
    clock = Clock()
    svc = await GameService.open(db_path, render=no_render, clock=clock)
    await start_table(svc)
    yield svc, clock
    await svc.close()


async def seats(svc: GameService) -> dict[str, int]:
    return dict((await svc.inspect(CH)).seats)


async def last_action(svc: GameService):
    loaded = await svc.inspect(CH)
    return (await svc.store.actions(loaded.table.id))[-1]


async def test_a_teammate_takes_over_the_unit_of_a_player_who_left(table) -> None:
    svc, clock = table
    mate, gone = USERS["t1u3"], USERS["t1u2"]
    clock.now += 8 * DAY  # the Unit's player has not been seen for a week
    posts = await svc.replace(CH, mate, "t1u2", mate, is_manager=False, force=True)
    held = await seats(svc)
    assert held["t1u2"] == held["t1u3"] == mate
    entry = await last_action(svc)
    assert entry.kind == "replace" and entry.seat == "t1u2" and f"<@{gone}>" in entry.text, "logged with the seat"
    assert posts[0].mention_user_ids == [mate], "the new holder is asked: pinged"
    # One player, two Units of the same Team: each acts by naming its Unit.
    await svc.submit(CH, mate, "t1u2: keep")
    await svc.submit(CH, mate, "keep", seat="t1u3")
    loaded = await svc.inspect(CH)
    assert {"t1u2", "t1u3"}.isdisjoint(p.seat for p in loaded.engine.prompts(loaded.state))


async def test_a_teammate_asks_and_the_units_player_agrees(table) -> None:
    svc, _ = table
    mate, holder = USERS["t2u1"], USERS["t2u4"]
    (request,) = await svc.replace(CH, mate, "t2u4", mate, is_manager=False)
    assert request.mention_user_ids == [holder] and len(request.buttons) == 2
    request_id = int(request.buttons[0].custom_id.split(":")[4])
    await svc.decide(CH, holder, request_id, True)
    assert (await seats(svc))["t2u4"] == mate


async def test_a_newcomer_may_take_a_unit(table) -> None:
    svc, _ = table
    await svc.replace(CH, USERS["t3u2"], "t3u2", NEWCOMER, is_manager=False)  # its own player hands it on
    assert (await seats(svc))["t3u2"] == NEWCOMER


async def test_a_player_of_another_team_may_not_take_a_unit(table) -> None:
    svc, clock = table
    version = (await svc.inspect(CH)).version
    rival = USERS["t2u1"]
    for asker, force, manager in ((USERS["t1u1"], False, False), (USERS["t1u2"], False, False), (99, True, True)):
        clock.now += 8 * DAY
        with pytest.raises(SeatError) as refused:
            await svc.replace(CH, asker, "t1u2", rival, is_manager=manager, force=force)
        assert "Team Baker" in str(refused.value) and "Team Able" in str(refused.value)
    loaded = await svc.inspect(CH)
    assert loaded.version == version and loaded.seats["t1u2"] == USERS["t1u2"], "nothing changed"


async def test_only_a_teammate_the_creator_a_manager_or_the_holder_may_ask(table) -> None:
    svc, _ = table
    with pytest.raises(PermissionDeniedError):
        await svc.replace(CH, USERS["t3u1"], "t1u2", NEWCOMER, is_manager=False)  # another Team's player
    (request,) = await svc.replace(CH, USERS["t1u4"], "t1u2", NEWCOMER, is_manager=False)  # a teammate
    assert request.mention_user_ids == [USERS["t1u2"]]
