"""Issue #8's reproductions at the service's edge: stale buttons of another game, bad input, gone channels."""

from __future__ import annotations

import math

import pytest

from bot.service import (
    GameService,
    NotPlayerError,
    ServiceError,
    StaleVersionError,
)
from tests.backends import both_backends, url_as_db_path
from tests.conftest import no_render
from tests.service.test_longplay import START, Clock

backend, db_path = both_backends, url_as_db_path  # every test here runs on SQLite and PostgreSQL

CH = 4242
AXIS, ALLIES, BRITISH, GERMAN = 11, 22, 33, 44
QUIET_DICE = [6] * 40
BIG = 2**63 + 5


async def aa_game(svc: GameService, **settings) -> None:
    await svc.new_game(CH, 1, AXIS, "aa-dday", {}, seed=3, dice_script=QUIET_DICE, settings=settings or None)
    await svc.join(CH, AXIS, "axis")
    await svc.join(CH, ALLIES, "allies")


def ids(posts, kind: str) -> list[str]:
    return [b.custom_id for p in posts for b in p.buttons if b.custom_id.startswith(f"dday:{kind}:")]


async def log_of(svc: GameService) -> list[tuple[int, str, str]]:
    table = await svc.store.latest_table(CH)
    return [(a.seq, a.kind, a.text) for a in await svc.store.actions(table.id)]


async def test_a_button_of_the_previous_game_does_nothing_in_the_next_one(service):
    """Issue #8, 3: abort A&A, start Pegasus Bridge, press an old A&A button: no British mulligan."""
    lobby = await service.new_game(CH, 1, AXIS, "aa-dday", {}, seed=3, dice_script=QUIET_DICE)
    old_join = ids(lobby, "join")
    await service.join(CH, AXIS, "axis")
    posts = await service.join(CH, ALLIES, "allies")
    old_act = ids(posts, "act")
    assert old_act
    await service.abort(CH, AXIS)
    await service.new_game(CH, 1, BRITISH, "pegasus-bridge", {"scenario": "1A"}, seed=5)
    with pytest.raises(StaleVersionError, match="earlier game"):  # the old lobby's join button
        _, _, channel, table, seat = old_join[0].split(":")
        await service.join(int(channel), BRITISH, seat, table_id=int(table))
    await service.join(CH, BRITISH, "british")
    posts = await service.join(CH, GERMAN, "german")
    loaded = await service.inspect(CH)
    before = await log_of(service)
    for custom_id in old_act:
        _, _, channel, table, version, index = custom_id.split(":")
        for user in (BRITISH, GERMAN):
            with pytest.raises(StaleVersionError, match="earlier game"):
                await service.press(int(channel), user, loaded.version, int(index), table_id=int(table))
    assert await log_of(service) == before
    # The new game's own buttons still work.
    new_act = ids(posts, "act")
    _, _, channel, table, version, index = new_act[0].split(":")
    assert int(table) == loaded.table.id


async def test_a_hand_menu_of_another_game_is_refused(service):
    await aa_game(service)
    old_table = (await service.inspect(CH)).table.id
    await service.abort(CH, AXIS)
    await service.new_game(CH, 1, BRITISH, "pegasus-bridge", {"scenario": "1A"}, seed=5)
    await service.join(CH, BRITISH, "british")
    await service.join(CH, GERMAN, "german")
    loaded = await service.inspect(CH)
    menu = (await service.private_post(CH, BRITISH)).menus
    before = await log_of(service)
    value = menu[0].options[0].value if menu else "mulligan"
    with pytest.raises(StaleVersionError):
        await service.submit(CH, BRITISH, value, loaded.version, seat="british", table_id=old_table)
    assert await log_of(service) == before


async def test_a_request_button_of_another_game_is_refused(db_path):
    clock = Clock(START)
    svc = await GameService.open(db_path, render=no_render, clock=clock)
    try:
        await aa_game(svc)
        old_table = (await svc.inspect(CH)).table.id
        await svc.submit(CH, ALLIES, "done")
        await svc.abort(CH, AXIS)
        await aa_game(svc)
        with pytest.raises(StaleVersionError, match="earlier game"):
            await svc.decide(CH, AXIS, 1, True, table_id=old_table)
    finally:
        await svc.close()


@pytest.mark.parametrize(
    "call",
    [
        lambda s: s.set_prefs(AXIS, tz="a/" * 500 + "b"),
        lambda s: s.set_prefs(AXIS, tz="Europe/" + "x" * 5000),
        lambda s: s.set_prefs(AXIS, tz="../../etc/passwd"),
        lambda s: s.set_prefs(AXIS, quiet="2" * 10_000),
        lambda s: s.board(CH, turn=BIG),
        lambda s: s.board(CH, phase=BIG),
        lambda s: s.board(CH, turn=-1),
        lambda s: s.decide(CH, ALLIES, BIG, True),
        lambda s: s.history(CH, page=BIG),
        lambda s: s.press(CH, ALLIES, BIG, 0),
        lambda s: s.press(CH, ALLIES, 0, BIG),
        lambda s: s.submit(CH, BIG, "done"),
        lambda s: s.submit(CH, ALLIES, "done", BIG),
        lambda s: s.submit(CH, ALLIES, "x" * 100_000),
        lambda s: s.submit(BIG, ALLIES, "done"),
        lambda s: s.join(CH, ALLIES, "s" * 10_000),
        lambda s: s.vacation(CH, ALLIES, BIG),
        lambda s: s.request_undo(CH, ALLIES, BIG),
        lambda s: s.replace(CH, AXIS, "allies", BIG, is_manager=False),
        lambda s: s.new_game(CH + 1, None, AXIS, "aa-dday", {}, settings={"reminder_hours": math.inf}),
        lambda s: s.new_game(CH + 1, None, AXIS, "aa-dday", {}, settings={"reminder_hours": math.nan}),
        lambda s: s.new_game(CH + 1, None, AXIS, "aa-dday", {}, settings={"deadline_hours": 1e300}),
        lambda s: s.new_game(CH + 1, None, AXIS, "aa-dday", {}, settings={"vacation_days": 2.5}),
        lambda s: s.new_game(CH + 1, None, AXIS, "aa-dday", {"o" * 1000: "x"}),
        lambda s: s.new_game(CH + 1, None, AXIS, "g" * 1000, {}),
        lambda s: s.new_game(CH + 1, BIG, AXIS, "aa-dday", {}),
        lambda s: s.complete(CH, ALLIES, "move", "from", {}, "x" * 1000),
    ],
)
async def test_bad_input_is_a_typed_refusal_that_changes_nothing(service, call):
    """Issue #8, 4: RecursionError in ZoneInfo, OverflowError from ids above 2^63 and inf hours."""
    await aa_game(service)
    before = (await log_of(service), await service.store.prefs(AXIS), await service.store.latest_table(CH + 1))
    with pytest.raises(ServiceError) as caught:
        await call(service)
    assert len(str(caught.value)) < 300
    after = (await log_of(service), await service.store.prefs(AXIS), await service.store.latest_table(CH + 1))
    assert after == before


async def test_good_edge_values_still_pass(service):
    await service.set_prefs(AXIS, tz="America/Argentina/Buenos_Aires", quiet="22-7")
    await service.set_prefs(AXIS, tz="Etc/GMT+5")
    await service.set_prefs(AXIS, tz="UTC")
    await service.new_game(CH, 2**63 - 1, 2**63 - 1, "aa-dday", {}, settings={"reminder_hours": 720.0})
    assert (await service.store.latest_table(CH)).settings["reminder_hours"] == 720


async def test_acting_for_a_seat_you_do_not_hold_names_the_seat(service):
    """Issue #8, 6: 'allies: ...' from the Axis player used to read 'Could not read'."""
    await aa_game(service)
    before = await log_of(service)
    with pytest.raises(NotPlayerError, match="do not hold the allies seat"):
        await service.submit(CH, AXIS, "allies: done")
    assert await log_of(service) == before


async def test_a_gone_channel_pauses_its_game_and_resumes_when_it_is_back(db_path):
    """Issue #8, 5: after a few failed posts no reminder fires and no default moves pieces."""
    clock = Clock(START)
    svc = await GameService.open(db_path, render=no_render, clock=clock)
    try:
        await aa_game(svc, reminder_hours=1, deadline_hours=2)
        version = (await svc.inspect(CH)).version
        assert not await svc.channel_failed(CH, 50035)  # a bad request is not the channel's fault
        assert not await svc.channel_failed(CH, 10003)
        assert not await svc.channel_failed(CH, 10003)
        assert await svc.channel_failed(CH, 10003)  # the third failure pauses
        assert await svc.paused_channels() == [CH]
        status = await svc.status(CH)
        assert "Paused" in status.content and "Unknown Channel" in status.content
        clock.advance(30 * 24 * 3600)
        assert await svc.fire_due_timers() == []
        assert (await svc.inspect(CH)).version == version, "no deadline default while paused"
        assert await svc.channel_back(CH)
        assert await svc.paused_channels() == []
        assert await svc.fire_due_timers() == [], "every clock restarted when the game resumed"
        clock.advance(1 * 3600 + 1)
        notices = await svc.fire_due_timers()
        assert notices and "waiting for you" in notices[0].post.content
        clock.advance(1 * 3600)
        await svc.fire_due_timers()
        assert (await svc.inspect(CH)).version > version, "the deadline runs again once resumed"
    finally:
        await svc.close()


async def test_the_position_cache_is_bounded(db_path):
    svc = await GameService.open(db_path, render=no_render, cache_tables=3)
    try:
        for ch in range(10, 20):
            await svc.new_game(ch, None, AXIS, "aa-dday", {}, seed=ch, dice_script=QUIET_DICE)
            await svc.start(ch, AXIS)
            await svc.submit(ch, AXIS, "allies: done")
        assert len(svc.tables.positions) <= 3 and len(svc.tables.rows) <= 3 and len(svc.tables.snapshots) <= 3
        for ch in range(10, 20):  # an evicted game reloads from its log, identical
            loaded = await svc.inspect(ch)
            assert loaded.version == 1
    finally:
        await svc.close()


def reference_tail(actions, events, snapshots, user_id, mine, after):
    """The undo tail as the service computed it before #8: every row of the window read and walked."""
    boundaries = {s.seq for s in snapshots if s.boundary}
    by_seq: dict[int, list] = {}
    for e in events:
        by_seq.setdefault(e.seq, []).append(e)
    tail = []
    for action in reversed([a for a in actions if a.seq > after]):
        evs = by_seq.get(action.seq, [])
        if (
            action.kind != "action"
            or action.user_id != user_id
            or action.seq in boundaries
            or any(e.dice for e in evs)
            or any(e.seat is not None and e.seat not in mine for e in evs)
        ):
            break
        tail.append(action)
    return tail


async def test_the_undo_tail_query_matches_walking_the_whole_log(service):
    """Undo reads only the latest commit point's seq; it must agree with reading every row."""
    import random

    await aa_game(service)
    rng = random.Random(4)
    table_id = (await service.inspect(CH)).table.id
    for _ in range(80):
        loaded = await service.inspect(CH)
        if loaded.engine.outcome(loaded.state) is not None:
            break
        seat = rng.choice(sorted(loaded.engine.active_seats(loaded.state)))
        options = [c.value for c in loaded.engine.options(loaded.state, seat, "")]
        await service.act(CH, loaded.seats[seat], rng.choice(options), seat=seat)
        loaded = await service.inspect(CH)
        actions, events = await service.store.actions(table_id), await service.store.events(table_id)
        snapshots = await service.store.snapshots(table_id)
        for user in (AXIS, ALLIES):
            mine = sorted(s for s, u in loaded.seats.items() if u == user)
            for after in (0, max(0, loaded.version - 5)):
                got = await service.store.undoable_tail(table_id, user, mine, after)
                assert got == reference_tail(actions, events, snapshots, user, set(mine), after)


async def test_a_bad_value_of_an_option_with_many_values_is_described_not_listed(tmp_path) -> None:
    from bot.service import GameService
    from rules.core.errors import InvalidOptionError

    svc = await GameService.open(str(tmp_path / "o.sqlite3"))
    try:
        with pytest.raises(InvalidOptionError) as err:
            await svc.new_game(77, 1, 5, "dday-dice", {"nations": "us,xx"})
        text = str(err.value)
        assert "us,xx" in text and "us, uk, fr, ca" in text and len(text) < 200
        assert (await svc.channel_game(77)) == (None, None)
    finally:
        await svc.close()


async def test_dday_dice_seats_are_named_after_their_nation_from_the_lobby_on(tmp_path) -> None:
    from bot.service import GameService

    svc = await GameService.open(str(tmp_path / "n.sqlite3"), render=no_render)
    try:
        posts = await svc.new_game(78, 1, 5, "dday-dice", {"players": "2", "nations": "us,uk"})
        assert "Unit 1 (U.S.) (`unit1`)" in posts[0].content and "Unit 2 (U.K.) (`unit2`)" in posts[0].content
        assert [b.label for b in posts[0].buttons][:2] == ["Join as Unit 1 (U.S.)", "Join as Unit 2 (U.K.)"]
        joined = await svc.join(78, 5, "unit2")
        assert "takes the Unit 2 (U.K.) seat" in joined[0].content
        started = await svc.join(78, 6, "unit1")
        assert any("Unit 1 (U.S.): <@6>" in p.content for p in started)
        assert "Unit 2 (U.K.): <@5>" in (await svc.status(78)).content
        loaded = await svc.inspect(78)
        assert loaded.seat_names == {"unit1": "Unit 1 (U.S.)", "unit2": "Unit 2 (U.K.)"}
        assert [c.label for c in await svc.game_seats(78)] == ["Unit 1 (U.S.) (unit1)", "Unit 2 (U.K.) (unit2)"]
    finally:
        await svc.close()


def test_a_game_nobody_won_says_so() -> None:
    from bot.service.common import result_text

    assert result_text({"axis": "Axis (Germany)"}, ("axis",)) == "Axis (Germany) win"
    assert result_text({"unit1": "Unit 1 (U.S.)"}, ()) == "nobody wins"
