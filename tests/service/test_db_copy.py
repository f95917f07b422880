"""``dday db copy`` (issue #14): SQLite -> PostgreSQL and back, every table verified, a non-empty target refused."""

from __future__ import annotations

import random

import pytest

from bot.cli import main
from bot.service import GameService
from bot.service.db_copy import CopyFailed, CopyRefused, copy_database
from db.rows import COPY_ORDER
from db.stores import open_store
from tests.conftest import no_render
from tests.service.test_store_concurrency import AXIS, start_aa


@pytest.fixture
def backend() -> str:
    return "postgresql"


async def play(svc: GameService, channel: int, moves: int, rng: random.Random) -> None:
    for _ in range(moves):
        loaded = await svc.inspect(channel)
        engine, state = loaded.engine, loaded.state
        if engine.outcome(state) is not None:
            return
        seat = rng.choice(sorted({p.seat for p in engine.prompts(state)}))
        options = [c.value for c in engine.options(state, seat, "")]
        text = rng.choice(options) if options else next(p.default for p in engine.prompts(state) if p.seat == seat)
        await svc.act(channel, loaded.seats[seat], text, seat=seat)


async def fill(url: str) -> None:
    """A bit of everything: games in play, a lobby, an aborted game, preferences, timers, notices, requests."""
    svc = await GameService.open(url, render=no_render)
    try:
        rng = random.Random(14)
        for ch in (1, 2, 3):
            await start_aa(svc, ch)
            await play(svc, ch, 12, rng)
        await svc.new_game(4, 1, AXIS, "aa-dday", {})  # a lobby
        await start_aa(svc, 5)
        await svc.abort(5, AXIS)
        await svc.new_game(6, 1, AXIS, "pegasus-bridge", {}, seed=6)
        await svc.start(6, AXIS)
        await play(svc, 6, 10, rng)
        await svc.set_prefs(AXIS, tz="Europe/Paris", quiet="22-7", dm=True)
    finally:
        await svc.close()


async def dumps(url: str) -> dict[str, list[dict]]:
    store = await open_store(url)
    try:
        return {name: await store.dump_rows(name) for name in COPY_ORDER}
    finally:
        await store.close()


async def test_sqlite_to_postgresql_and_back_copies_every_row_and_replays_every_game(sqlite_file, db_url, tmp_path):
    source = f"sqlite:///{sqlite_file}"
    await fill(source)
    report = await copy_database(source, db_url)
    original = await dumps(source)
    assert report.rows == {name: len(rows) for name, rows in original.items()}
    assert report.rows["actions"] > 40 and report.rows["timers"] > 0
    assert report.verified == 5 and report.lobbies == 1 and report.skipped == []
    assert await dumps(db_url) == original

    back = f"sqlite:///{tmp_path / 'back.sqlite3'}"
    again = await copy_database(db_url, back)
    assert again.verified == 5 and await dumps(back) == original

    # The copy is a working store: the games go on, and new tables get new ids.
    svc = await GameService.open(db_url, render=no_render)
    try:
        before = (await svc.inspect(1)).version
        await play(svc, 1, 1, random.Random(1))
        assert (await svc.inspect(1)).version == before + 1
        await svc.new_game(7, 1, AXIS, "aa-dday", {})
        ids = [r["id"] for r in await svc.store.dump_rows("game_tables")]
        assert ids[-1] == max(r["id"] for r in original["game_tables"]) + 1
    finally:
        await svc.close()


async def test_a_target_that_holds_games_is_refused_and_left_alone(sqlite_file, db_url):
    source = f"sqlite:///{sqlite_file}"
    await fill(source)
    await copy_database(source, db_url)
    held = await dumps(db_url)
    with pytest.raises(CopyRefused, match="already holds .* nothing was copied"):
        await copy_database(source, db_url)
    assert await dumps(db_url) == held
    with pytest.raises(CopyRefused, match="same database"):
        await copy_database(source, source)


async def test_a_log_that_does_not_replay_is_reported_by_table(sqlite_file, db_url):
    source = f"sqlite:///{sqlite_file}"
    await fill(source)
    store = await open_store(source)
    try:  # one logged roll is changed behind the bot's back
        await store._call(lambda: store._db.execute(
            "UPDATE events SET dice_json = '[1, 1, 1, 1, 1, 1, 1]' WHERE (table_id, seq, idx) = ("
            " SELECT table_id, seq, idx FROM events WHERE table_id = 2 AND dice_json != '[]' ORDER BY seq DESC LIMIT 1)"
        ))
    finally:
        await store.close()
    with pytest.raises(CopyFailed, match="table 2 .* does not replay on the target"):
        await copy_database(source, db_url)


async def test_the_command_copies_then_refuses_a_second_copy(sqlite_file, db_url, capsys):
    source = f"sqlite:///{sqlite_file}"
    await fill(source)
    import asyncio

    loop = asyncio.get_running_loop()
    assert await loop.run_in_executor(None, main, ["db", "copy", "--from", source, "--to", db_url]) == 0
    out = capsys.readouterr().out
    assert "actions:" in out and "5 games replayed" in out
    assert await loop.run_in_executor(None, main, ["db", "copy", "--from", source, "--to", db_url]) == 1
    assert "already holds" in capsys.readouterr().err


async def test_the_copy_knows_every_table_of_both_schemas(sqlite_file, db_url):
    """A table a later migration adds must be added to db.rows.COPY_ORDER too, or db copy would leave it behind."""
    sqlite = await open_store(f"sqlite:///{sqlite_file}")
    pg = await open_store(db_url)
    try:
        rows = await sqlite._read(lambda db: db.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall())
        in_sqlite = {r[0] for r in rows} - {"schema_migrations", "sqlite_sequence"}
        in_pg = {r[0] for r in await pg._pool.fetch(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"
        )} - {"schema_migrations"}
    finally:
        await sqlite.close()
        await pg.close()
    assert in_sqlite == set(COPY_ORDER) == in_pg
