"""ReadStory: the read a post needs, taken inside the action's own unit of work, equals the read after it (both stores)."""

from __future__ import annotations

import pytest

from db.contract import Append, CreateTable, ReadStory, SetMessage, StoreError
from db.stores import open_store
from tests.backends import both_backends

backend = both_backends
CH = 611


def _table() -> CreateTable:
    return CreateTable(
        channel_id=CH, guild_id=1, game="aa-dday", ruleset_version="aa-dday/4", options={},
        creator_id=7, seed=1, dice_script=(), settings={"reminder_hours": 24, "deadline_hours": 0, "vacation_days": 14},
    )


def _entry(table_id: int, seq: int, boundary: bool = False) -> Append:
    snap = (1, seq, f"label {seq}", "{}", True) if boundary else None
    return Append(table_id, seq, seat="axis", user_id=7, kind="action", text=f"move {seq}",
                  events=[{"kind": "moved", "text": f"step {seq}", "data": {}}], snapshot=snap)


async def test_a_story_read_in_the_unit_of_work_sees_its_writes_and_equals_the_read_after(db_url: str) -> None:
    store = await open_store(db_url)
    try:
        (table,) = await store.run(_table())
        await store.run(_entry(table.id, 1), _entry(table.id, 2, boundary=True), _entry(table.id, 3))
        await store.run(SetMessage(table.id, CH, "live", 9001, 3))
        _, inside = await store.run(_entry(table.id, 4), ReadStory(table.id, "live", 4))
        after = await store.story(table.id, "live", 4)
        assert inside == after
        message, events = inside
        assert message is not None and message.message_id == 9001 and [e.seq for e in events] == [3, 4]
        _, phase = await store.run(_entry(table.id, 5, boundary=True), ReadStory(table.id, "live", 4, base=5))
        assert phase == await store.story(table.id, "live", 4, base=5)
        # a unit that fails reads nothing and writes nothing
        with pytest.raises(StoreError):
            await store.run(ReadStory(table.id, "live", 5), _entry(table.id, 5))
        assert [e.seq for e in (await store.story(table.id, "live", 9))[1]] == [3, 4, 5]
    finally:
        await store.close()
