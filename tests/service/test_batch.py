"""Orders in one go (issue #11): a batch is checked line by line, then logged as separate entries at once."""

from __future__ import annotations

import asyncio
import sqlite3

import pytest

from bot.service import GameService, InvalidInputError, ServiceError, StaleVersionError
from bot.service.batch import MAX_LINES, split_orders
from bot.service.errors import BatchRefusedError
from bot.service.export import verify_export
from rules.core import find_game
from rules.core.errors import NotYourTurnError
from tests.conftest import no_render

CH = 4242
AXIS, ALLIES = 11, 22
QUIET_DICE = [6] * 40  # nobody hits: the first decision is the Allies' fighter patrol

PATROLS = "patrol 1 uk fighter to 1\npatrol 1 uk fighter to 2"


async def start(svc: GameService, channel: int = CH) -> None:
    await svc.new_game(channel, 1, AXIS, "aa-dday", {}, seed=3, dice_script=QUIET_DICE)
    await svc.join(channel, AXIS, "axis")
    await svc.join(channel, ALLIES, "allies")


def rows(path: str) -> dict[str, list[tuple]]:
    db = sqlite3.connect(path)
    try:
        names = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")]
        return {n: sorted(map(tuple, db.execute(f"SELECT * FROM {n}")), key=repr) for n in names}
    finally:
        db.close()


@pytest.fixture
async def svc(db_path):
    service = await GameService.open(db_path, render=no_render)
    await start(service)
    yield service
    await service.close()


async def test_a_batch_refused_on_its_third_line_changes_nothing_and_names_the_line(svc, db_path):
    before = rows(db_path)
    with pytest.raises(BatchRefusedError) as refused:
        await svc.submit_batch(CH, ALLIES, PATROLS + "\npatrol 9 uk fighter to 3")
    err = refused.value
    assert err.number == 3 and err.line == "patrol 9 uk fighter to 3"
    text = str(err)
    assert text.startswith("Line 3 of 3, `patrol 9 uk fighter to 3`, was refused")
    assert "Nothing was applied." in text
    assert "Legal now, for example: `patrol" in text  # legal actions of the same kind come first
    assert len(text) <= 2000
    assert rows(db_path) == before
    assert (await svc.inspect(CH)).version == 0


async def test_the_refusal_is_checked_against_the_position_the_earlier_lines_made(svc):
    """Four fighters ready: the fifth patrol of the batch is what the rules refuse, not the first four."""
    lines = [f"patrol 1 uk fighter to {z}" for z in (1, 2, 3, 4, 5)]
    with pytest.raises(BatchRefusedError) as refused:
        await svc.submit_batch(CH, ALLIES, "; ".join(lines))
    assert refused.value.number == 5
    assert (await svc.inspect(CH)).version == 0


async def test_an_accepted_batch_is_one_entry_per_line_in_one_transaction_and_one_post(svc):
    calls = []
    run = svc.store.run

    async def counting(*ops):
        calls.append(ops)
        return await run(*ops)

    svc.store.run = counting
    posts = await svc.submit_batch(CH, ALLIES, PATROLS + "\ndone")
    svc.store.run = run
    assert len(calls) == 1, "one unit of work for the whole batch"
    assert len(posts) == 1, "one message for the whole batch"
    assert "gave 3 orders" in posts[0].content
    actions = await svc.store.actions((await svc.inspect(CH)).table.id)
    assert [(a.seq, a.seat, a.text) for a in actions[1:]] == [
        (1, "allies", "patrol 1 uk fighter to 1"),
        (2, "allies", "patrol 1 uk fighter to 2"),
        (3, "allies", "done"),
    ]
    loaded = await svc.inspect(CH)
    assert loaded.version == 3
    assert "Bombers" in loaded.engine.phase_label(loaded.state)
    last = await svc.history(CH)
    pages = int(last.content.split("/", 1)[1].split(" ", 1)[0])
    history = "\n".join([(await svc.history(CH, n)).content for n in range(1, pages + 1)])
    assert all(f"`#{n}` allies" in history for n in (1, 2, 3)), "history shows each line as its own entry"


async def test_a_batch_gives_the_same_state_as_the_same_actions_one_by_one(tmp_path):
    one = await GameService.open(str(tmp_path / "one.sqlite3"), render=no_render, seed_source=lambda: 5)
    many = await GameService.open(str(tmp_path / "many.sqlite3"), render=no_render, seed_source=lambda: 5)
    try:
        for s in (one, many):
            await start(s)
        lines = [*PATROLS.splitlines(), "done", "bomb uk to 3", "done"]
        await one.submit_batch(CH, ALLIES, "\n".join(lines))
        for line in lines:
            await many.submit(CH, ALLIES, line)
        a, b = await one.inspect(CH), await many.inspect(CH)
        assert a.version == b.version == 5
        assert a.engine.dump_state(a.state) == b.engine.dump_state(b.state)
        # and the state read back from the log (no cache) is the same too
        fresh = await GameService.open(str(tmp_path / "one.sqlite3"), render=no_render)
        c = await fresh.inspect(CH)
        assert c.engine.dump_state(c.state) == a.engine.dump_state(a.state)
        await fresh.close()
    finally:
        await one.close()
        await many.close()


async def test_an_accepted_batch_replays_in_the_export(svc):
    await svc.submit_batch(CH, ALLIES, PATROLS + "\ndone\nbomb uk to 3; done")
    await svc.resign(CH, AXIS)  # the seed is in the record once the game is over
    record = await svc.export(CH)
    assert [a["text"] for a in record["actions"][1:6]] == [
        "patrol 1 uk fighter to 1", "patrol 1 uk fighter to 2", "done", "bomb uk to 3", "done",
    ]
    result = verify_export(record)
    assert result.ok, result.message


async def test_undo_takes_a_batch_back_one_action_at_a_time(db_path):
    """Each line is its own entry: undo one step takes back the last line only; two steps take back two."""
    svc = await GameService.open(db_path, render=no_render)
    reference = await GameService.open(db_path + "-ref", render=no_render)
    try:
        for s in (svc, reference):
            await s.new_game(CH, 1, AXIS, "aa-dday", {}, seed=3, dice_script=QUIET_DICE)
            await s.start(CH, AXIS)  # one player holds both seats: an undo needs nobody's consent
        await reference.submit(CH, AXIS, "allies: patrol 1 uk fighter to 1")
        expected = (await reference.inspect(CH)).engine.dump_state((await reference.inspect(CH)).state)

        def state_of(loaded):
            return loaded.engine.dump_state(loaded.state)

        await svc.submit_batch(CH, AXIS, "allies: patrol 1 uk fighter to 1; allies: patrol 1 uk fighter to 2")
        assert (await svc.inspect(CH)).version == 2
        await svc.request_undo(CH, AXIS, 1)
        assert state_of(await svc.inspect(CH)) == expected, "one step took back only the last line"

        await svc.submit_batch(CH, AXIS, "allies: patrol 1 uk fighter to 2\nallies: patrol 1 uk fighter to 3")
        await svc.request_undo(CH, AXIS, 2)
        assert state_of(await svc.inspect(CH)) == expected, "two steps took back both lines of the second batch"
    finally:
        await svc.close()
        await reference.close()


async def test_a_batch_for_an_old_version_or_another_game_is_stale(svc):
    with pytest.raises(StaleVersionError):
        await svc.submit_batch(CH, ALLIES, PATROLS, expected_version=7)
    table = (await svc.inspect(CH)).table
    with pytest.raises(StaleVersionError):
        await svc.submit_batch(CH, ALLIES, PATROLS, 0, table_id=table.id + 1)
    await svc.submit_batch(CH, ALLIES, PATROLS, 0, table_id=table.id)
    assert (await svc.inspect(CH)).version == 2


async def test_the_batch_bounds_are_typed_refusals(svc):
    with pytest.raises(InvalidInputError):
        await svc.submit_batch(CH, ALLIES, " \n# only a comment\n")
    with pytest.raises(InvalidInputError):
        await svc.submit_batch(CH, ALLIES, "\n".join(["done"] * (MAX_LINES + 1)))
    with pytest.raises(InvalidInputError):
        await svc.submit_batch(CH, ALLIES, "x" * 4001)
    with pytest.raises(InvalidInputError):
        await svc.submit_batch(CH, ALLIES, "patrol " + "1" * 1200)
    assert (await svc.inspect(CH)).version == 0


async def test_a_line_out_of_turn_is_named_too(svc):
    """The Allies patrol first: the Axis' 'done' is refused as line 1, and a line after the Allies' turn as line 4."""
    with pytest.raises(NotYourTurnError):  # one action alone: refused as a single submit is
        await svc.submit_batch(CH, AXIS, "done")
    with pytest.raises(BatchRefusedError) as refused:
        await svc.submit_batch(CH, AXIS, "done; done")
    assert refused.value.number == 1 and "not your turn" in str(refused.value)
    with pytest.raises(BatchRefusedError) as refused:  # patrol, bombers, landing: then the Axis moves
        await svc.submit_batch(CH, ALLIES, "done\ndone\ndone\ndone")
    assert refused.value.number == 4 and "not your turn" in str(refused.value)
    assert (await svc.inspect(CH)).version == 0


async def test_batches_in_several_channels_at_once(db_path):
    svc = await GameService.open(db_path, render=no_render)
    try:
        channels = [CH + i for i in range(1, 7)]
        for channel in channels:
            await start(svc, channel)
        results = await asyncio.gather(
            *(svc.submit_batch(c, ALLIES, PATROLS + "\ndone\nbomb uk to 3") for c in channels),
            *(svc.submit_batch(c, ALLIES, PATROLS) for c in channels),  # the second one per channel comes too late
            return_exceptions=True,
        )
        errors = [r for r in results if isinstance(r, Exception)]
        versions = [(await svc.inspect(c)).version for c in channels]
        for channel, version in zip(channels, versions, strict=True):
            actions = await svc.store.actions((await svc.inspect(channel)).table.id)
            assert [a.seq for a in actions] == list(range(version + 1))
            assert version in (4, 6), "each batch applied whole or not at all"
        assert all(isinstance(e, BatchRefusedError) for e in errors)
    finally:
        await svc.close()


def test_split_orders_keeps_a_semicolon_that_belongs_to_one_action():
    aa = find_game("aa-dday")
    seats = ("axis", "allies")
    assert split_orders(aa, seats, "move 1 inf from 1 to 2; done") == ["move 1 inf from 1 to 2", "done"]
    assert split_orders(aa, seats, "hits 30: 1 inf; 31: 1 art; done") == ["hits 30: 1 inf; 31: 1 art", "done"]
    assert split_orders(aa, seats, "axis: done;allies: done\n\n# a note\n done ") == ["axis: done", "allies: done", "done"]
    dice = find_game("dday-dice")
    assert split_orders(dice, ("p1",), "lock 1 2; reroll 3 4 5 6; keep") == ["lock 1 2; reroll 3 4 5 6; keep"]


@pytest.mark.parametrize(("game", "options"), [("aa-dday", {}), ("pegasus-bridge", {}), ("dday-dice", {"players": "2"})])
async def test_the_orders_form_of_every_game_fits_discord(db_path, game, options):
    svc = await GameService.open(db_path, render=no_render)
    try:
        await svc.new_game(CH, 1, AXIS, game, options, seed=4, dice_script=QUIET_DICE if game == "aa-dday" else ())
        await svc.start(CH, AXIS)  # one player holds every seat
        form = await svc.orders_form(CH, AXIS)
        assert form.table_id == (await svc.inspect(CH)).table.id
        assert 0 < len(form.placeholder) <= 100 and form.placeholder.startswith("e.g. ")
        assert len(form.title) <= 45
        with pytest.raises(ServiceError):
            await svc.orders_form(CH, ALLIES)  # holds no seat
    finally:
        await svc.close()


async def test_autocomplete_of_several_actions_completes_the_last_from_the_position_the_others_make(svc):
    """Four fighters: after three patrols to zone 1 only one more may go there."""
    choices = await svc.complete_action(CH, ALLIES, "patrol 3 uk fighter to 1; patrol")
    values = [c.value for c in choices]
    assert values and all(v.startswith("patrol 3 uk fighter to 1; patrol ") for v in values)
    assert not any(v.endswith("patrol 2 uk fighter to 2") for v in values), "only one U.K. fighter is left"
    assert all(len(v) <= 100 for v in values) and len(values) <= 25
    assert await svc.complete_action(CH, ALLIES, "fly away; patrol") == []
    assert (await svc.inspect(CH)).version == 0
