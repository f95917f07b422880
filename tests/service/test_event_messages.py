"""Events keep the name of their message (issue #28): stored with the log, read back, shown in the table's language.

An engine names each event's message (``Event.key``) and gives its arguments (``Event.args``); the store keeps
both next to the English ``text`` (migration 0010), and wherever an event is shown its words are chosen in the
table's language (``settings["language"]``): the phase post, ``/game history``, the web viewer's log. A table
with no language, and every event logged before (no key), read exactly as before.

Played on a toy race whose events are named (the words are a test catalogue, added beside the real ones).
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

import db.pg_store as pg_store_module
import db.store as store_module
import i18n
from bot.service import GameService
from bot.service.common import event_text, row_event
from bot.service.db_copy import copy_database
from bot.service.export import game_record, verify_export
from bot.service.viewer import log_entries
from db.contract import Append, CreateTable
from db.stores import open_store
from rules.core import Event, registry
from rules.core.contract import Step
from tests.backends import both_backends, url_as_db_path
from tests.bot.toy_game import RaceEngine, RaceState
from tests.conftest import no_render

backend, db_path = both_backends, url_as_db_path

CH = 2828
RED, BLUE = 11, 22
EN = """
toy-begins = The race begins.
toy-moved = { $seat } advanced to { $zone }.
"""
KO = """
toy-begins = 경주가 시작되었습니다.
toy-moved = { $seat } 부대가 { $zone }번 칸으로 전진했습니다.
"""


class WordedRace(RaceEngine):
    """The toy race, its events naming their message; its English ``text`` is the race's own, word for word."""

    spec = RaceEngine.spec.model_copy(update={"id": "toy-worded", "name": "Worded Race"})

    def initial_state(self, seats: Sequence[str], options: Any, seed: int, dice_script: Sequence[int] = ()):
        state, events = super().initial_state(seats, options, seed, dice_script)
        return state, tuple(e.model_copy(update={"key": "toy-begins"}) for e in events)

    def apply(self, state: RaceState, seat: str, action: Any) -> Step:
        step = super().apply(state, seat, action)
        events = tuple(e.model_copy(update={"key": "toy-moved", "args": {"seat": seat, "zone": action.end}})
                       for e in step.events)
        return Step(state=step.state, events=events)


@pytest.fixture
def worded(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[WordedRace]:
    """The worded race registered, and the catalogues holding its messages (the real ones, plus toy.ftl)."""
    root = tmp_path / "locales"
    shutil.copytree(i18n.LOCALES, root)
    (root / "en" / "toy.ftl").write_text(EN, encoding="utf-8")
    (root / "ko" / "toy.ftl").write_text(KO, encoding="utf-8")
    i18n.bundle.cache_clear()
    monkeypatch.setattr(i18n, "LOCALES", root)
    engine = WordedRace()
    registry.register(engine)
    yield engine
    registry._ENGINES.pop(engine.spec.id, None)
    i18n.bundle.cache_clear()  # the real catalogues again (LOCALES is restored after this)


async def set_language(svc: GameService, db_url: str, lang: str) -> GameService:
    """The channel's table speaks ``lang`` (written in the store, as ``/game new language:`` will); reopened."""
    table = await svc.store.latest_table(CH)
    await svc.close()
    settings = json.dumps({**table.settings, "language": lang})
    if db_url.startswith("sqlite:///"):
        with sqlite3.connect(db_url.removeprefix("sqlite:///")) as db:
            db.execute("UPDATE game_tables SET settings_json = ? WHERE id = ?", (settings, table.id))
    else:
        import asyncpg

        conn = await asyncpg.connect(db_url)
        try:
            await conn.execute("UPDATE game_tables SET settings_json = $1 WHERE id = $2", settings, table.id)
        finally:
            await conn.close()
    return await GameService.open(db_url, render=no_render)


async def race(db_path: str, lang: str | None) -> GameService:
    svc = await GameService.open(db_path, render=no_render)
    await svc.new_game(CH, 1, RED, "toy-worded", {})
    if lang is not None:
        svc = await set_language(svc, db_path, lang)
    await svc.join(CH, RED, "red")
    await svc.join(CH, BLUE, "blue")
    return svc


def text_of(posts: Sequence[Any]) -> str:
    return "\n".join(p.content + "".join(p.embeds) for p in posts)


# -- stored and read back -----------------------------------------------------------------------------------------


async def test_an_events_message_is_stored_and_read_back(db_url: str) -> None:
    store = await open_store(db_url)
    try:
        (table,) = await store.run(CreateTable(CH, 1, "toy-race", "toy-1", {}, RED, 5))
        events = [
            {"kind": "moved", "text": "red advanced to 2.", "phase": "Turn 1", "key": "toy-moved",
             "args": {"zone": 2, "seat": "red", "units": ["inf", "inf"]}},
            {"kind": "note", "text": "No message named.", "phase": "Turn 1"},
            {"kind": "secret", "text": "Only red.", "seat": "red", "key": "toy-secret", "args": {}},
        ]
        await store.run(Append(table.id, 0, None, None, "start", "start"))
        await store.run(Append(table.id, 1, "red", RED, "action", "move 1 inf from 0 to 2", events=events))
        first, second, third = await store.events(table.id)
        assert (first.key, first.args) == ("toy-moved", {"zone": 2, "seat": "red", "units": ["inf", "inf"]})
        assert (second.key, second.args) == ("", {})
        assert (third.key, third.args, third.seat) == ("toy-secret", {}, "red")
        assert first.text == "red advanced to 2."  # the English line stays, for exports and logs
        assert await store.phase_events(table.id, 2) == [first, second, third]
        event = row_event(first)
        assert (event.key, event.args) == ("toy-moved", first.args)
    finally:
        await store.close()


async def test_migration_0010_keeps_older_events_without_a_message(db_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A store written at schema 9 gets the two columns; its events read back as before (key "", args {})."""
    everything, pg_everything = store_module._migrations, pg_store_module.pg_migrations
    monkeypatch.setattr(store_module, "_migrations", lambda: [m for m in everything() if m[0] <= 9])
    monkeypatch.setattr(pg_store_module, "pg_migrations", lambda: [m for m in pg_everything() if m[0] <= 9])
    store = await open_store(db_url)
    try:
        assert await store.schema_version() == 9
        (table,) = await store.run(CreateTable(CH, 1, "toy-race", "toy-1", {}, RED, 5))
        # Written as the store before 0010 wrote it: the columns it knew.
        rows = [(table.id, 0, 0, "started", "The race begins.", "{}", "[]", None, "Turn 1")]
        if db_url.startswith("sqlite:///"):
            with sqlite3.connect(db_url.removeprefix("sqlite:///")) as db:
                db.execute("INSERT INTO actions (table_id, seq, kind, text, created_at) VALUES (?, 0, 'start', 'start', 'now')",
                           (table.id,))
                db.executemany("INSERT INTO events (table_id, seq, idx, kind, text, data_json, dice_json, seat, phase)"
                               " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
        else:
            async with store._pool.acquire() as conn:
                await conn.execute("INSERT INTO actions (table_id, seq, kind, text, created_at)"
                                   " VALUES ($1, 0, 'start', 'start', 'now')", table.id)
                await conn.executemany("INSERT INTO events (table_id, seq, idx, kind, text, data_json, dice_json,"
                                       " seat, phase) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)", rows)
    finally:
        await store.close()

    monkeypatch.setattr(store_module, "_migrations", everything)
    monkeypatch.setattr(pg_store_module, "pg_migrations", pg_everything)
    store = await open_store(db_url)
    try:
        assert await store.schema_version() >= 10
        (after,) = await store.events(table.id)
        assert (after.seq, after.idx, after.kind, after.text, after.data, after.dice, after.seat, after.phase) == (
            0, 0, "started", "The race begins.", {}, (), None, "Turn 1")
        assert (after.key, after.args) == ("", {})
        assert event_text(after, "ko") == "The race begins."  # no message named: its English text, in any table
        await store.run(Append(table.id, 1, "red", RED, "action", "move 1 inf from 0 to 1",
                               events=[{"kind": "moved", "text": "red advanced to 1.", "phase": "Turn 1",
                                        "key": "toy-moved", "args": {"seat": "red", "zone": 1}}]))
        old, new = await store.events(table.id)
        assert old == after and (new.key, new.args) == ("toy-moved", {"seat": "red", "zone": 1})
    finally:
        await store.close()


# -- shown in the table's language ---------------------------------------------------------------------------------


async def test_a_korean_table_shows_its_events_in_korean(db_path: str, db_url: str, worded: WordedRace) -> None:
    svc = await race(db_path, "ko")
    try:
        posts = await svc.submit(CH, RED, "move 1 inf from 0 to 2", seat="red")
        shown = text_of(posts)
        assert "red 부대가 2번 칸으로 전진했습니다." in shown
        assert "red advanced to 2." not in shown
        history = (await svc.history(CH, shared=True)).content  # posted for the channel: the table's words
        assert "경주가 시작되었습니다." in history and "red 부대가 2번 칸으로 전진했습니다." in history
        assert "advanced" not in history and "The race begins." not in history
        mine = (await svc.history(CH)).content  # only its reader sees it: the reader's words (English here)
        assert "red advanced to 2." in mine and "전진" not in mine
        # The record keeps the English line, with the message's name beside it; it still verifies.
        table = await svc.store.latest_table(CH)
        actions, events = await svc.store.actions(table.id), await svc.store.events(table.id)
        record = game_record(table, await svc.store.seats(table.id), actions, events, reveal=True)
        moved = record["actions"][1]["events"][0]
        assert (moved["text"], moved["key"], moved["args"]) == ("red advanced to 2.", "toy-moved", {"seat": "red", "zone": 2})
        assert verify_export(record).ok
        assert [e["text"] for e in log_entries(actions, events, {}, "ko")[1]["events"]] == [
            "red 부대가 2번 칸으로 전진했습니다."]
    finally:
        await svc.close()


async def test_a_table_with_no_language_reads_as_before(db_path: str, worded: WordedRace) -> None:
    svc = await race(db_path, None)
    try:
        posts = await svc.submit(CH, RED, "move 1 inf from 0 to 2", seat="red")
        assert "• red advanced to 2." in text_of(posts)
        history = (await svc.history(CH)).content
        assert "  • The race begins." in history and "  • red advanced to 2." in history
        assert "전진" not in text_of(posts) + history
    finally:
        await svc.close()


async def test_an_english_table_reads_the_same_as_the_unnamed_race(db_path: str, worded: WordedRace) -> None:
    """The catalogue's English is the engine's text: a named event and its unnamed twin read the same."""
    named = await race(db_path, "en")
    try:
        posts = text_of(await named.submit(CH, RED, "move 1 inf from 0 to 2", seat="red"))
        history = (await named.history(CH)).content
    finally:
        await named.close()
    engine = RaceEngine()
    registry.register(engine)
    try:
        plain = await GameService.open(db_path, render=no_render)
        try:
            await plain.new_game(CH + 1, 1, RED, "toy-race", {})
            await plain.join(CH + 1, RED, "red")
            await plain.join(CH + 1, BLUE, "blue")
            plain_posts = text_of(await plain.submit(CH + 1, RED, "move 1 inf from 0 to 2", seat="red"))
            plain_history = (await plain.history(CH + 1)).content
        finally:
            await plain.close()
    finally:
        registry._ENGINES.pop(engine.spec.id, None)
    assert history == plain_history
    assert posts.replace("Worded Race", "Toy Race") == plain_posts.replace(str(CH), str(CH + 1))


def test_an_events_words_fall_back_to_its_text(worded: WordedRace) -> None:
    keyed = Event(kind="moved", text="red advanced to 3.", key="toy-moved", args={"seat": "red", "zone": 3})
    assert event_text(keyed, "ko") == "red 부대가 3번 칸으로 전진했습니다."
    assert event_text(keyed, "en") == "red advanced to 3."
    with i18n.speaking("ko"):
        assert event_text(keyed) == "red 부대가 3번 칸으로 전진했습니다."  # no language given: the context's
    assert event_text(keyed) == "red advanced to 3."
    gone = Event(kind="moved", text="An older line.", key="toy-renamed-since", args={})
    assert event_text(gone, "ko") == "An older line."  # a message no catalogue holds any more: the stored text
    assert event_text(Event(kind="x", text="Plain."), "ko") == "Plain."


async def test_the_services_own_events_speak_the_tables_language(db_path: str, db_url: str, worded: WordedRace) -> None:
    """A seat handed over and an abort are events the service logs: named too, shown in Korean at a Korean table."""
    svc = await race(db_path, "ko")
    try:
        await svc.submit(CH, RED, "move 1 inf from 0 to 2", seat="red")
        posts = await svc.replace(CH, RED, "red", 33, is_manager=False)  # the seat's own player hands it over
        assert "🔁 Red Army 자리가 <@11>님에게서 <@33>님에게 넘어갔습니다(교체한 사람: <@11>님)." in text_of(posts)
        await svc.abort(CH, 1, is_manager=True)
        table = await svc.store.latest_table(CH)
        pages = await svc.records.pages(table, "ko")
        history = "\n".join(body for _, body in pages)
        assert (await svc.history(CH, shared=True)).content.endswith("• <@1>님이 게임을 중단했습니다.")
        assert "Result: <@1>님이 게임을 중단했습니다." in (await svc.status(CH)).content
        assert "<@1>님이 게임을 중단했습니다." in history and "Red Army 자리가" in history
        assert "aborted" not in history and "seat passed" not in history
        texts = {e.key: e.text for e in await svc.store.events(table.id)}
        assert texts["events-aborted"] == "The game was aborted by <@1>."  # the log keeps the English line
        assert texts["events-replaced"] == "The Red Army seat passed from <@11> to <@33> (by <@11>)."
    finally:
        await svc.close()


def test_the_services_messages_say_in_english_what_its_events_text_says() -> None:
    """The English catalogue reproduces the lines the service wrote before its events were named."""
    assert i18n.t("events-undo", lang="en", who="<@1>", count=1, first="4", last="4") == "<@1> took back 1 entry (#4–#4)."
    assert i18n.t("events-undo-approved", lang="en", who="<@1>", count=2, first="1234", last="1235",
                  approvers="<@2>, <@3>") == "<@1> took back 2 entries (#1234–#1235) (approved by <@2>, <@3>)."
    assert i18n.t("events-deadline", lang="en", seat="Axis", when="<t:9:f>", default="done") == (
        "The deadline for Axis passed (<t:9:f>); the default was applied: done")
    assert i18n.t("events-undo", lang="ko", who="<@1>", count=2, first="1", last="2") == (
        "<@1>님이 기록 2개를 되돌렸습니다(#1–#2).")


async def test_dday_db_copy_carries_the_messages(db_path: str, db_url: str, tmp_path: Path, worded: WordedRace) -> None:
    """``dday db copy`` (here from the store under test to a SQLite file) keeps each event's message and arguments."""
    svc = await race(db_path, "ko")
    try:
        await svc.submit(CH, RED, "move 1 inf from 0 to 2", seat="red")
        table = await svc.store.latest_table(CH)
        before = await svc.store.events(table.id)
    finally:
        await svc.close()
    target = f"sqlite:///{tmp_path / 'copy.sqlite3'}"
    report = await copy_database(db_url, target)
    assert report.verified == 1
    store = await open_store(target)
    try:
        after = await store.events(table.id)
        assert after == before and [e.key for e in after] == ["toy-begins", "toy-moved"]
        assert after[1].args == {"seat": "red", "zone": 2}
    finally:
        await store.close()
