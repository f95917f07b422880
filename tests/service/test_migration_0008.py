"""Migration 0008 keeps every logged event while it rebuilds ``events`` in key order (SQLite).

A database written before it (schema 7) is opened by today's store: the migration runs, the events read
back the same, the table has no rowid any more, and the game goes on from where it was.
"""

from __future__ import annotations

import sqlite3

import db.store as store_module
from bot.service import GameService
from tests.conftest import no_render

CH = 8008
NEW_ADD_EVENT = store_module.SQL.ADD_EVENT
OLD_ADD_EVENT = (
    "INSERT INTO events (table_id, seq, idx, kind, text, data_json, dice_json, seat, phase)"
    " SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ? IS NOT NULL AND ? IS NOT NULL"
)


async def _play(svc: GameService, moves: int) -> None:
    for _ in range(moves):
        loaded = await svc.inspect(CH)
        prompt = loaded.engine.prompts(loaded.state)[0]
        user = loaded.seats[prompt.seat]
        await svc.act(CH, user, prompt.choices[0].value, seat=prompt.seat)


async def test_events_survive_the_rebuild_and_the_game_goes_on(tmp_path, monkeypatch):
    path = str(tmp_path / "before.sqlite3")
    everything = store_module._migrations
    monkeypatch.setattr(store_module, "_migrations", lambda: [m for m in everything() if m[0] <= 7])
    # The store of schema 7 wrote no message name with an event (0010 added them): its statement, taking the two
    # values today's store gives (never NULL) and leaving them out.
    monkeypatch.setattr(store_module.SQL, "ADD_EVENT", OLD_ADD_EVENT)
    svc = await GameService.open(path, render=no_render)
    await svc.new_game(CH, 1, 11, "aa-dday", {}, seed=8)
    await svc.join(CH, 11, "axis")
    await svc.join(CH, 22, "allies")
    await _play(svc, 12)
    table = await svc.store.latest_table(CH)
    before = await svc.store.events(table.id)
    assert await svc.store.schema_version() == 7 and len(before) > 12
    await svc.close()

    monkeypatch.setattr(store_module, "_migrations", everything)
    monkeypatch.setattr(store_module.SQL, "ADD_EVENT", NEW_ADD_EVENT)
    svc = await GameService.open(path, render=no_render)
    assert await svc.store.schema_version() >= 8
    assert await svc.store.events(table.id) == before
    await _play(svc, 3)
    assert len(await svc.store.events(table.id)) > len(before)
    await svc.close()

    with sqlite3.connect(path) as db:
        (sql,) = db.execute("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'events'").fetchone()
        assert "WITHOUT ROWID" in sql
        assert db.execute("PRAGMA foreign_key_check").fetchall() == []
        indexed = {row[2] for row in db.execute("PRAGMA index_info('timers_open')")}
        assert indexed == {"done_at"}
