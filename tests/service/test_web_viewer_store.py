"""The web viewer's storage (issue #27) on both stores: a table's token and players' names, a server's switch,
the phase-end snapshots' places; and ``dday db copy`` carries them."""

from __future__ import annotations

import pytest

from db.contract import Append, CreateTable, SetWebLink, SetWebOff, StoreError
from db.rows import COPY_ORDER
from db.stores import open_store
from tests.backends import both_backends

backend = both_backends

CH = 601
TOKEN_A, TOKEN_B, TOKEN_C = "a" * 32, "b" * 32, "c" * 32


def _table(channel: int) -> CreateTable:
    return CreateTable(
        channel_id=channel, guild_id=9, game="pegasus-bridge", ruleset_version="pegasus-bridge/2", options={},
        creator_id=7, seed=1, dice_script=(), settings={"reminder_hours": 24, "deadline_hours": 0, "vacation_days": 14},
    )


async def test_a_token_is_made_once_kept_with_new_names_and_replaced_on_request(db_url: str) -> None:
    store = await open_store(db_url)
    try:
        (table,) = await store.run(_table(CH))
        assert await store.web_link(table.id) is None
        assert await store.web_link_by_token(TOKEN_A) is None
        # First use without names: the token offered is taken, no names.
        assert await store.run(SetWebLink(table.id, TOKEN_A)) == (TOKEN_A,)
        link = await store.web_link(table.id)
        assert link is not None and (link.token, link.names, link.table_id) == (TOKEN_A, {}, table.id)
        # Asked again with names: the token stays, the names are stored (ids come back as numbers).
        assert await store.run(SetWebLink(table.id, TOKEN_B, {7: "Ann", 8: "Bob"})) == (TOKEN_A,)
        assert (await store.web_link_by_token(TOKEN_A)).names == {7: "Ann", 8: "Bob"}
        assert await store.web_link_by_token(TOKEN_B) is None
        # Without names again: the names stay.
        await store.run(SetWebLink(table.id, TOKEN_B))
        assert (await store.web_link(table.id)).names == {7: "Ann", 8: "Bob"}
        # Renewed: the new token replaces the old one, which finds nothing from now on; the names stay.
        assert await store.run(SetWebLink(table.id, TOKEN_C, renew=True)) == (TOKEN_C,)
        assert await store.web_link_by_token(TOKEN_A) is None
        renewed = await store.web_link_by_token(TOKEN_C)
        assert renewed is not None and renewed.table_id == table.id and renewed.names == {7: "Ann", 8: "Bob"}
    finally:
        await store.close()


async def test_two_tables_cannot_share_a_token_and_a_failed_unit_writes_nothing(db_url: str) -> None:
    store = await open_store(db_url)
    try:
        (one,) = await store.run(_table(CH))
        (two,) = await store.run(_table(CH + 1))
        await store.run(SetWebLink(one.id, TOKEN_A))
        with pytest.raises(StoreError):
            await store.run(SetWebLink(two.id, TOKEN_A))
        with pytest.raises(StoreError):  # the second op fails: the first is rolled back
            await store.run(SetWebLink(two.id, TOKEN_B), _table(CH))
        assert await store.web_link(two.id) is None
    finally:
        await store.close()


async def test_a_server_turns_the_viewer_off_and_on(db_url: str) -> None:
    store = await open_store(db_url)
    try:
        assert await store.web_off(9) is False
        assert await store.run(SetWebOff(9, True)) == (True,)
        assert await store.web_off(9) is True
        assert await store.web_off(10) is False
        await store.run(SetWebOff(9, False))
        assert await store.web_off(9) is False
    finally:
        await store.close()


async def test_the_phase_ends_are_read_in_order_without_their_states(db_url: str) -> None:
    store = await open_store(db_url)
    try:
        (table,) = await store.run(_table(CH))

        def entry(seq: int, snapshot: tuple | None) -> Append:
            return Append(table.id, seq, seat=None if seq == 0 else "british", user_id=7,
                          kind="start" if seq == 0 else "action", text="keep", events=[], snapshot=snapshot)

        await store.run(entry(0, (1, 0, "Setup", "{}", True)))
        await store.run(entry(1, None))
        await store.run(entry(2, (1, 1, "Turn 1 · Progression", "{}", True)))
        await store.run(entry(3, (1, 1, "Turn 1 · Progression", "{}", False)))  # a speed-up snapshot only
        marks = await store.boundary_snapshots(table.id)
        assert [(m.seq, m.turn, m.num, m.label) for m in marks] == [(0, 1, 0, "Setup"), (2, 1, 1, "Turn 1 · Progression")]
    finally:
        await store.close()


def test_db_copy_carries_the_new_tables():
    assert COPY_ORDER["web_links"] == "table_id" and COPY_ORDER["guild_settings"] == "guild_id"
    assert list(COPY_ORDER).index("web_links") > list(COPY_ORDER).index("game_tables")


async def test_db_copy_carries_a_tables_link_and_a_servers_switch(db_url: str, tmp_path) -> None:
    from bot.service import GameService
    from bot.service.db_copy import copy_database
    from tests.conftest import no_render

    source = f"sqlite:///{tmp_path / 'source.sqlite3'}"
    svc = await GameService.open(source, render=no_render, web_url="https://dday.example.org")
    try:
        await svc.new_game(CH, 9, 7, "pegasus-bridge", {}, seed=3)
        await svc.join(CH, 7, "british")
        await svc.join(CH, 8, "german")
        address = await svc.web_link(CH, 7, {7: "Ann"})
        await svc.set_server_viewer(9, False, is_manager=True)
    finally:
        await svc.close()
    report = await copy_database(source, db_url)
    assert report.rows["web_links"] == 1 and report.rows["guild_settings"] == 1 and report.verified == 1
    store = await open_store(db_url)
    try:
        link = await store.web_link_by_token(address.rsplit("/", 1)[1])
        assert link is not None and link.names == {7: "Ann"}
        assert await store.web_off(9) is True
    finally:
        await store.close()
