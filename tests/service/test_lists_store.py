"""The server-wide lists' reads (issue #50) on both stores: a player's games, open waits, a server's tables by
channel, game and status, and when a game ended (the trigger of migration 0012)."""

from __future__ import annotations

import pytest

from bot.service import GameService
from tests.backends import both_backends, url_as_db_path

backend, db_path = both_backends, url_as_db_path

GUILD, OTHER = 11, 12
ANN, BOB = 1001, 1002


@pytest.fixture
async def svc(db_path):
    service = await GameService.open(db_path)
    yield service
    await service.close()


async def test_games_of_waits_and_a_servers_tables(svc: GameService) -> None:
    store = svc.store
    await svc.new_game(1, GUILD, ANN, "aa-dday", {"players": "2"}, seed=1)
    await svc.join(1, ANN, "axis")
    await svc.join(1, BOB, "allies")
    await svc.new_game(2, GUILD, BOB, "dday-dice", {"players": "2"}, seed=1)
    await svc.join(2, BOB, "unit1")
    await svc.new_game(3, OTHER, ANN, "pegasus-bridge", {"scenario": "1a"}, seed=1)
    await svc.join(3, ANN, "british")
    await svc.join(3, BOB, "german")
    a, b, c = [await store.latest_table(ch) for ch in (1, 2, 3)]
    assert a is not None and b is not None and c is not None
    # Ann's games: on one server, or on any (newest first); an ended one only when asked for
    assert [t.id for t in await store.games_of(ANN, GUILD, "9999", 10)] == [a.id]
    assert [t.id for t in await store.games_of(ANN, None, "9999", 10)] == [c.id, a.id]
    waits = await store.waits_of([a.id, c.id])
    assert {(w.table_id, w.seat) for w in waits if w.kind == "reminder"} == {(a.id, "allies"),
                                                                             (c.id, "british"),
                                                                             (c.id, "german")}
    assert await store.waits_of([]) == []
    # a server's tables: only the channels given, by status, by game
    page = await store.guild_tables(GUILD, [1, 2], ("lobby", "active", "finished", "aborted"), None, "1970", 10, 0)
    assert [t.id for t in page.tables] == [b.id, a.id] and page.counts == {"lobby": 1, "active": 1}
    page = await store.guild_tables(GUILD, [2], ("lobby", "active"), None, "1970", 10, 0)
    assert [t.id for t in page.tables] == [b.id]
    page = await store.guild_tables(GUILD, [1, 2], ("active",), "aa-dday", "1970", 10, 0)
    assert [t.id for t in page.tables] == [a.id]
    assert (await store.guild_tables(GUILD, [1, 2], ("lobby",), "aa-dday", "1970", 10, 0)).tables == []
    # ending a game records when: its last log entry's time
    await svc.abort(1, ANN)
    ended = await store.table(a.id)
    assert ended is not None and ended.status == "aborted"
    last = (await store.actions(a.id))[-1]
    assert ended.ended_at == last.created_at
    assert [t.id for t in await store.games_of(ANN, GUILD, "9999", 10)] == []
    assert [t.id for t in await store.games_of(ANN, GUILD, "1970", 10)] == [a.id]
    page = await store.guild_tables(GUILD, [1, 2], ("finished", "aborted"), None, "1970", 10, 0)
    assert [t.id for t in page.tables] == [a.id] and page.counts == {"aborted": 1}
    assert (await store.guild_tables(GUILD, [1, 2], ("finished", "aborted"), None, "9999", 10, 0)).tables == []


async def test_a_digest_is_claimed_once(svc: GameService) -> None:
    from db.contract import ClaimDigest

    store = svc.store
    await svc.set_prefs(ANN, digest="08:00")
    due_at = (await store.prefs(ANN))["digest_at"]
    assert due_at is not None and await store.digests_due(due_at - 1, 10) == []
    ((user, prefs),) = await store.digests_due(due_at, 10)
    assert user == ANN and prefs["digest"] == 8 * 60
    assert await store.run(ClaimDigest(ANN, due_at, due_at + 86_400)) == (True,)
    assert await store.run(ClaimDigest(ANN, due_at, due_at + 86_400)) == (False,), "claimed already"
    assert await store.digests_due(due_at, 10) == []


async def test_two_processes_claiming_one_digest_and_opening_one_index_at_once_agree(svc: GameService, db_path) -> None:
    """Two bot processes on one database (issue #50): a due digest is claimed by one only, and a server's index,
    opened by both at the same moment (two managers in two channels), has one token, with both channels on it."""
    import asyncio

    from db.contract import ClaimDigest, OpenIndex, SetPublicChannel

    other = await GameService.open(db_path)
    try:
        await svc.set_prefs(BOB, digest="07:00")
        due_at = (await svc.store.prefs(BOB))["digest_at"]
        claims = await asyncio.gather(*(s.store.run(ClaimDigest(BOB, due_at, due_at + 86_400)) for s in (svc, other)))
        assert sorted(moved for (moved,) in claims) == [False, True]
        opened = await asyncio.gather(
            svc.store.run(OpenIndex(GUILD, "a" * 32, "en"), SetPublicChannel(GUILD, 1, "one", True)),
            other.store.run(OpenIndex(GUILD, "b" * 32, "en"), SetPublicChannel(GUILD, 2, "two", True)),
        )
        (first, _), (second, _) = opened
        assert first == second and first in ("a" * 32, "b" * 32)
        assert await other.store.public_channels(GUILD) == [(1, "one"), (2, "two")]
        assert await svc.store.index_by_token(first) == (GUILD, "en")
    finally:
        await other.close()
