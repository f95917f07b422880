"""The service on real SQLite: lobby, submit, refusals, restart, races, history, permissions."""

from __future__ import annotations

import asyncio

import pytest

from bot.service import (
    GameExistsError,
    GameService,
    NoGameError,
    NotPlayerError,
    PermissionDeniedError,
    SeatError,
    StaleVersionError,
)
from bot.service.command import read
from rules.core import RuleError
from rules.core.dice import seed_commitment
from rules.core.errors import InvalidActionError, InvalidOptionError, NotYourTurnError
from tests.backends import both_backends, url_as_db_path
from tests.conftest import no_render
from tests.typed import apply_text

backend, db_path = both_backends, url_as_db_path  # every test here runs on SQLite and PostgreSQL

CH = 555
AXIS, ALLIES, STRANGER = 11, 22, 33
QUIET_DICE = [6] * 40  # nobody hits: the opening runs to the first Allied decision


async def started(svc: GameService, dice=QUIET_DICE, seed=7):
    await svc.new_game(CH, 1, AXIS, "aa-dday", {}, seed=seed, dice_script=dice)
    await svc.join(CH, AXIS, "axis")
    return await svc.join(CH, ALLIES, "allies")


async def dump(svc: GameService) -> tuple[int, str]:
    loaded = await svc.inspect(CH)
    return loaded.version, loaded.engine.dump_state(loaded.state)


async def test_joining_every_seat_starts_the_game_and_pings_only_who_must_act(service):
    posts = await started(service)
    start = posts[-1]
    assert "begins" in start.content
    assert seed_commitment(7) in start.content
    loaded = await service.inspect(CH)
    prompted = {p.seat for p in loaded.engine.prompts(loaded.state)}
    expected = {AXIS if s == "axis" else ALLIES for s in prompted}
    assert start.mention_user_ids == sorted(expected)
    assert STRANGER not in start.mention_user_ids


async def test_second_game_in_a_channel_is_refused(service):
    await started(service)
    with pytest.raises(GameExistsError):
        await service.new_game(CH, 1, STRANGER, "aa-dday", {})


async def test_unknown_and_unimplemented_options_are_refused(service):
    with pytest.raises(InvalidOptionError, match="no option"):
        await service.new_game(CH, 1, AXIS, "aa-dday", {"weather": "rain"})
    with pytest.raises(InvalidOptionError, match="cannot be 'maybe'"):
        await service.new_game(CH, 1, AXIS, "aa-dday", {"fortune": "maybe"})
    with pytest.raises(NoGameError):
        await service.status(CH)


async def test_taken_seat_and_unknown_seat_are_refused(service):
    await service.new_game(CH, 1, AXIS, "aa-dday", {})
    assert [c.value for c in await service.open_seats(CH)] == ["axis", "allies"]
    await service.join(CH, AXIS, "axis")
    assert [c.value for c in await service.open_seats(CH)] == ["allies"]
    with pytest.raises(SeatError, match="taken"):
        await service.join(CH, STRANGER, "axis")
    with pytest.raises(SeatError, match="not a seat"):
        await service.join(CH, STRANGER, "luftwaffe")


async def test_refused_actions_change_nothing(service):
    await started(service)
    before = await dump(service)
    with pytest.raises(InvalidActionError):
        await service.submit(CH, ALLIES, "fly to the moon")
    with pytest.raises(NotPlayerError):
        await service.submit(CH, STRANGER, "done")
    loaded = await service.inspect(CH)
    idle = next(s for s in loaded.engine.spec.seats if s not in {p.seat for p in loaded.engine.prompts(loaded.state)})
    with pytest.raises(NotYourTurnError):
        await service.submit(CH, AXIS if idle == "axis" else ALLIES, "done")
    assert await dump(service) == before


async def test_a_restart_loses_nothing_and_gives_the_identical_state(db_path):
    svc = await GameService.open(db_path, render=no_render)
    await started(svc)
    await svc.submit(CH, ALLIES, "done")
    await svc.submit(CH, ALLIES, "done")
    before = await dump(svc)
    await svc.close()
    again = await GameService.open(db_path, render=no_render)
    try:
        assert await dump(again) == before
    finally:
        await again.close()


async def test_loading_replays_actions_after_the_last_snapshot(db_path):
    """A cold load (no cache) rebuilds the state from snapshot + log and equals the live one."""
    svc = await GameService.open(db_path, render=no_render)
    await started(svc)
    for _ in range(3):
        await svc.submit(CH, ALLIES, "done")
    live = await dump(svc)
    svc.tables.positions.clear()
    assert await dump(svc) == live
    await svc.close()


async def test_stale_version_is_refused(service):
    await started(service)
    version, _ = await dump(service)
    with pytest.raises(StaleVersionError, match="moved on"):
        await service.submit(CH, ALLIES, "done", expected_version=version - 1)


async def test_concurrent_double_submit_applies_exactly_one(service):
    await started(service)
    version, _ = await dump(service)
    results = await asyncio.gather(
        service.submit(CH, ALLIES, "done", expected_version=version),
        service.submit(CH, ALLIES, "done", expected_version=version),
        return_exceptions=True,
    )
    errors = [r for r in results if isinstance(r, Exception)]
    assert len(errors) == 1 and isinstance(errors[0], StaleVersionError)
    assert (await dump(service))[0] == version + 1


async def test_two_processes_appending_the_same_seq_apply_exactly_one(db_path):
    """Two services on one file (two bot processes): the log's primary key lets only one win."""
    one = await GameService.open(db_path, render=no_render)
    two = await GameService.open(db_path, render=no_render)
    try:
        await started(one)
        stale = await two.inspect(CH)  # process two has loaded the position ...
        await one.submit(CH, ALLIES, "done")  # ... when process one appends first
        with pytest.raises(StaleVersionError):
            done = two.entries.resolve(stale, ALLIES, read(stale.engine, (), "done"))
            await two.entries.write(stale, ALLIES, [(stale.state, done)])
        assert (await dump(one))[0] == stale.version + 1
        two.tables.positions.clear()
        assert await dump(two) == await dump(one)
    finally:
        await one.close()
        await two.close()


async def test_buttons_apply_the_prompt_choice_and_stale_buttons_are_refused(service):
    posts = await started(service)
    buttons = posts[-1].buttons
    assert buttons, "the phase message offers the common choices as buttons"
    _, _, channel, table, version, index = buttons[0].custom_id.split(":")
    assert int(table) == (await service.inspect(CH)).table.id
    assert int(channel) == CH
    loaded = await service.inspect(CH)
    seat = next(s for s in loaded.engine.spec.seats if buttons[0].label.lower().startswith(loaded.engine.spec.seat_names[s].split(" ")[0].lower()))
    user = AXIS if seat == "axis" else ALLIES
    with pytest.raises(NotPlayerError):
        await service.press(CH, STRANGER if user != STRANGER else AXIS, int(version), int(index))
    await service.press(CH, user, int(version), int(index))
    with pytest.raises(StaleVersionError):
        await service.press(CH, user, int(version), int(index))


async def test_history_pages_show_actions_and_dice(service):
    await started(service)
    await service.submit(CH, ALLIES, "done")
    last = await service.history(CH)
    total = int(last.content.split("/", 1)[1].split(" ", 1)[0])
    pages = [(await service.history(CH, n)).content for n in range(1, total + 1)]
    assert pages[-1] == last.content
    assert "Order 01" in pages[0] and "roll 6 6 6" in pages[0], "the dice are in the history"
    assert any("`done`" in p and "allies" in p for p in pages), "the action appears with its author"
    assert all(len(p) <= 2000 for p in pages)
    with pytest.raises(Exception, match="history pages"):
        await service.history(CH, 999)


async def test_board_of_a_past_phase_comes_from_the_log(service):
    await started(service)
    for _ in range(3):
        await service.submit(CH, ALLIES, "done")
    past = await service.board(CH, turn=1, phase=3)
    assert "turn 1, phase 3" in past.content
    with pytest.raises(Exception, match="not over yet"):
        await service.board(CH, turn=5, phase=1)


async def test_only_the_creator_or_a_manager_can_abort_and_the_game_stays_reviewable(service):
    await started(service)
    with pytest.raises(PermissionDeniedError):
        await service.abort(CH, STRANGER, is_manager=False)
    await service.abort(CH, STRANGER, is_manager=True)
    status = await service.status(CH)
    assert "aborted" in status.content
    assert "aborted" in (await service.history(CH)).content
    with pytest.raises(NoGameError):
        await service.submit(CH, ALLIES, "done")


async def test_resigning_ends_the_game_and_reveals_the_seed(service):
    await started(service, seed=4242)
    with pytest.raises(NotPlayerError):
        await service.resign(CH, STRANGER)
    posts = await service.resign(CH, AXIS)
    assert "4242" in posts[0].content and "Allies" in posts[0].content
    status = (await service.status(CH)).content
    assert "finished" in status and "Result: Axis (Germany) resigned" in status


async def test_status_names_the_position_without_internal_counters(service):
    """Players read the phase, never the log's version number (issue #46)."""
    await started(service)
    await service.submit(CH, ALLIES, "done")
    status = (await service.status(CH)).content
    assert "Position: " in status
    assert "version" not in status.lower()


async def test_autocomplete_offers_only_legal_choices_capped_at_25(service):
    await started(service)
    choices = await service.complete_action(CH, ALLIES, "")
    loaded = await service.inspect(CH)
    assert 0 < len(choices) <= 25
    for choice in choices:
        seat = next(p.seat for p in loaded.engine.prompts(loaded.state))
        apply_text(loaded.engine, loaded.state, seat, choice.value)
    assert await service.complete_action(CH, STRANGER, "") == []


async def test_rule_errors_are_player_sentences(service):
    await started(service)
    with pytest.raises(RuleError) as info:
        await service.submit(CH, ALLIES, "move 99 inf from 1 to 2")
    assert "Traceback" not in str(info.value) and len(str(info.value)) < 300


async def test_a_three_player_game_seats_axis_uk_and_us_and_starts_when_all_three_join(service):
    posts = await service.new_game(CH, 1, AXIS, "aa-dday", {"players": "3"}, seed=2, dice_script=QUIET_DICE)
    assert [b.custom_id.rsplit(":", 1)[1] for b in posts[0].buttons] == ["axis", "uk", "us"]
    await service.join(CH, AXIS, "axis")
    with pytest.raises(SeatError, match="not a seat"):
        await service.join(CH, ALLIES, "allies")
    await service.join(CH, ALLIES, "uk")
    started = await service.join(CH, STRANGER, "us")
    assert "begins" in started[-1].content
    loaded = await service.inspect(CH)
    waiting = {p.seat for p in loaded.engine.prompts(loaded.state)}
    assert waiting and waiting <= {"uk", "us"}
    users = {"uk": ALLIES, "us": STRANGER}
    assert set(started[-1].mention_user_ids) == {users[s] for s in waiting}
    assert "players=3" in (await service.status(CH)).content
