"""A timer plan (``Replan``) may only write timers and the outbox; anything else rolls its unit of work back."""

from __future__ import annotations

import pytest

from db.contract import Append
from db.stores import open_store
from db.timer_ops import NewTimer, Replan
from tests.backends import both_backends
from tests.service.test_store_concurrency import _two_tables

backend = both_backends


async def test_a_plan_that_writes_a_log_entry_is_refused_and_writes_nothing(db_url):
    store = await open_store(db_url)
    try:
        table_id, _ = await _two_tables(store)

        def sneaky(context):
            return [NewTimer(table_id, "reminder", "axis", "move", 0, 0.0, 10.0),
                    Append(table_id, 1, seat="axis", user_id=1, kind="action", text="smuggled")]

        with pytest.raises((TypeError, KeyError)):
            await store.run(Replan(table_id, sneaky))
        assert await store.version(table_id) == 0
        assert await store.open_timers(table_id) == []
        (planned,) = await store.run(Replan(table_id, lambda context: sneaky(context)[:1]))
        assert planned == 1 and len(await store.open_timers(table_id)) == 1
    finally:
        await store.close()
