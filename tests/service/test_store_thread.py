"""The store runs on aiosqlite: every unit of work is one job of the connection's own thread.

aiosqlite runs a connection's jobs in order on one worker thread. The store gives that thread a
whole unit of work at once through the connection's job queue, so this test pins what it relies
on: an aiosqlite release that changes it fails here, not in a channel.
"""

from __future__ import annotations

import threading

import aiosqlite

from db.store import Store


async def test_every_job_runs_on_the_aiosqlite_connection_thread(tmp_path) -> None:
    store = await Store.open(str(tmp_path / "t.sqlite3"))
    try:
        assert isinstance(store._conn, aiosqlite.Connection)
        seen: list[str] = []

        def job() -> int:
            seen.append(threading.current_thread().name)
            return store._db.execute("SELECT COUNT(*) FROM game_tables").fetchone()[0]

        assert await store._call(job) == 0
        assert await store._call(job) == 0
        worker = store._conn._thread if hasattr(store._conn, "_thread") else store._conn
        assert seen == [worker.name, worker.name]
        assert worker.name != threading.current_thread().name
        # The same sqlite3 connection aiosqlite's own execute() uses.
        async with store._conn.execute("PRAGMA journal_mode") as cur:
            assert (await cur.fetchone())[0] == "wal"
        assert store._db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    finally:
        await store.close()
