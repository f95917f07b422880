"""The Team threads of a table (issue #13) on both stores: written in one unit of work, read back, kept per channel."""

from __future__ import annotations

import pytest

from db.contract import CreateTable, SetTeamThread, StoreError
from db.stores import open_store
from tests.backends import both_backends

backend = both_backends

CH, OTHER = 501, 502


def _table(channel: int) -> CreateTable:
    return CreateTable(
        channel_id=channel, guild_id=1, game="dday-dice", ruleset_version="dday-dice/1", options={},
        creator_id=7, seed=1, dice_script=(), settings={"reminder_hours": 24, "deadline_hours": 0, "vacation_days": 14},
    )


async def test_team_threads_are_written_together_and_read_back(db_url: str) -> None:
    store = await open_store(db_url)
    try:
        (table,) = await store.run(_table(CH))
        assert await store.team_threads(table.id) == {}
        written = await store.run(
            SetTeamThread(table.id, CH, "Team Able", 9001), SetTeamThread(table.id, CH, "Team Baker", 9002)
        )
        assert written == (True, True)
        assert await store.team_threads(table.id) == {"Team Able": 9001, "Team Baker": 9002}
        # A thread that could not be created is remembered as such (None), and may be set later.
        await store.run(SetTeamThread(table.id, CH, "Team Charlie", None))
        assert (await store.team_threads(table.id))["Team Charlie"] is None
        await store.run(SetTeamThread(table.id, CH, "Team Charlie", 9003))
        assert (await store.team_threads(table.id))["Team Charlie"] == 9003
    finally:
        await store.close()


async def test_another_channel_cannot_record_a_thread_and_a_failed_unit_writes_nothing(db_url: str) -> None:
    store = await open_store(db_url)
    try:
        (table,) = await store.run(_table(CH))
        assert await store.run(SetTeamThread(table.id, OTHER, "Team Able", 9001)) == (False,)
        assert await store.team_threads(table.id) == {}
        with pytest.raises(StoreError):  # the second op fails (the table exists): the first is rolled back
            await store.run(SetTeamThread(table.id, CH, "Team Able", 9001), _table(CH))
        assert await store.team_threads(table.id) == {}
    finally:
        await store.close()


async def test_team_threads_hold_while_other_channels_write_at_the_same_moment(db_url: str) -> None:
    """Ten tables record their Team threads while each also logs an entry, all at once: every write lands."""
    import asyncio

    from db.contract import Append

    store = await open_store(db_url)
    try:
        tables = [t for (t,) in await asyncio.gather(*(store.run(_table(CH + 10 + i)) for i in range(10)))]

        def entry(table_id: int) -> Append:
            return Append(table_id, 1, seat="t1u1", user_id=7, kind="action", text="keep",
                          events=[{"kind": "kept", "text": "kept", "data": {}}])

        await asyncio.gather(
            *(store.run(SetTeamThread(t.id, t.channel_id, "Team Able", 9000 + i), SetTeamThread(t.id, t.channel_id,
              "Team Baker", 9100 + i)) for i, t in enumerate(tables)),
            *(store.run(entry(t.id)) for t in tables),
        )
        for i, t in enumerate(tables):
            assert await store.team_threads(t.id) == {"Team Able": 9000 + i, "Team Baker": 9100 + i}
            assert [a.seq for a in await store.actions(t.id)] == [1]
    finally:
        await store.close()
