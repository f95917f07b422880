"""The web viewer's data (issue #27): the page of a game and its images, public information only, behind a token.

Seeded games of each family are played through the real service (random legal choices) to their end; an A&A
game, too long for a test, ends with a resignation. The page must list every phase end and the final position,
tell every log entry once with only its public text and public events, keep the seed a commitment until the
end, and refuse (without saying why) an unknown or replaced token or a server that turned the viewer off.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

import pytest

from bot.service import GameService, ServiceError
from bot.service.errors import InvalidInputError, NoGameError, PermissionDeniedError
from bot.service.viewer import FORMAT, PageNotFound
from rules.core import find_game
from tests.conftest import no_render

URL = "https://dday.example/viewer"
GUILD, CREATOR = 77, 4_200_000_000_000_000_100
"""Large ids: a user id on the page would stand out."""
SEED = 987_654_321_987
"""A seed whose digits appear in no other text of a game."""


async def open_service(tmp_path: Path, *, web_url: str | None = URL, render: Any = no_render) -> GameService:
    return await GameService.open(str(tmp_path / "viewer.sqlite3"), render=render, web_url=web_url)


async def play(svc: GameService, channel: int, game: str, options: dict[str, str], moves: int, seed: int = SEED) -> None:
    """A seeded game played by random legal choices for at most ``moves`` entries."""
    engine = find_game(game)
    await svc.new_game(channel, GUILD, CREATOR, game, options, seed=seed)
    for i, seat in enumerate(engine.seats_for(options)):
        await svc.join(channel, CREATOR + i, seat)
    rng = random.Random(channel)
    for _ in range(moves):
        loaded = await svc.inspect_any(channel)
        state = loaded.state
        if engine.outcome(state) is not None or loaded.table.status != "active":
            return
        prompt = rng.choice(engine.prompts(state))
        offered = engine.options(state, prompt.seat, "")
        text = rng.choice(offered).value if offered else prompt.default
        await svc.submit(channel, loaded.seats[prompt.seat], text, seat=prompt.seat)


def token_of(address: str) -> str:
    assert address.startswith(URL + "/g/")
    return address.rsplit("/", 1)[1]


FAMILIES = [
    ("pegasus-bridge", {}, 400, False),
    ("dday-dice", {"players": "2"}, 400, False),
    ("aa-dday", {}, 40, True),
]


@pytest.mark.parametrize(("game", "options", "moves", "resign"), FAMILIES, ids=[f[0] for f in FAMILIES])
async def test_a_finished_game_shows_every_phase_end_and_every_entry_once_public_only(
    tmp_path: Path, game: str, options: dict[str, str], moves: int, resign: bool
) -> None:
    svc = await open_service(tmp_path)
    try:
        channel = 5000 + len(game)
        await play(svc, channel, game, options, moves)
        if resign:
            await svc.resign(channel, CREATOR)
        loaded = await svc.inspect_any(channel)
        table = loaded.table
        assert table.status == "finished", "the game reached its end"
        address = await svc.web_link(channel, CREATOR, {CREATOR: "Ann"})
        page = await svc.web_page(token_of(address))
        json.dumps(page)  # JSON-able as it is
        assert page["format"] == FORMAT and page["game"] == game and page["status"] == "finished"
        assert page["result"]
        assert all("_" not in name for name, _ in page["options"]), "option names are in words, not raw keys"
        # Positions: the start and one after every log entry, in order; the phase ends and the last one marked.
        marks = await svc.store.boundary_snapshots(table.id)
        actions = await svc.store.actions(table.id)
        seqs = [p["seq"] for p in page["positions"]]
        assert seqs == sorted({0} | {a.seq for a in actions}) and seqs[-1] == table.version
        assert {p["seq"] for p in page["positions"] if p["end"]} == {m.seq for m in marks} | {table.version}
        assert [p["index"] for p in page["positions"]] == list(range(len(seqs)))
        assert all(p["alt"] and p["label"] for p in page["positions"])
        # Replayed once in order, each position is the state the log rebuilds there (every 7th one checked).
        engine = find_game(game)
        for position in page["positions"][::7]:
            state = await svc.tables.state_at(table, engine, position["seq"])
            assert (position["turn"], position["phase"]) == tuple(engine.phase_key(state)[:2])
            assert position["label"] == engine.phase_label(state), position["seq"]
            assert position["alt"] == svc.viewer.describe(engine.view(state, None), "en"), position["seq"]
        # The log: every entry once, in order, under the first position at or after it, with its public text.
        logged = [entry for p in page["positions"] for entry in p["log"]]
        assert [e["seq"] for e in logged] == [a.seq for a in actions]
        assert [e["text"] for e in logged] == [a.public for a in actions]
        for position in page["positions"]:
            assert all(e["seq"] <= position["seq"] for e in position["log"])
        # Only the events told to everyone, with their dice.
        events = await svc.store.events(table.id)
        public = [(e.text, list(e.dice)) for e in events if e.seat is None]
        assert [(ev["text"], ev["dice"]) for e in logged for ev in e["events"]] == public
        private = {e.text for e in events if e.seat is not None} - {t for t, _ in public}
        dumped = json.dumps(page, ensure_ascii=False)
        for text in private:
            assert text not in dumped, f"a private event is on the page: {text}"
        secret = {a.text for a in actions if a.shown is not None and a.shown != a.text}
        for text in secret:
            assert json.dumps(text, ensure_ascii=False) not in dumped
        # The seed, revealed at the end, with the text whose SHA-256 is the commitment.
        assert page["seed"] == SEED
        assert hashlib.sha256(page["commitment_of"].encode()).hexdigest() == page["commitment"]
        # Seats with the names the server gave, else "Player N"; never a user id.
        assert page["seats"][0]["player"] == "Ann" and page["seats"][1]["player"] == "Player 2"
        assert str(CREATOR + 1) not in dumped
        assert len(page["course"]["values"]) == len(seqs)
    finally:
        await svc.close()


async def test_a_game_in_progress_keeps_its_seed_and_private_events_off_the_page(tmp_path: Path) -> None:
    svc = await open_service(tmp_path)
    try:
        await play(svc, 11, "pegasus-bridge", {}, 12)
        assert (await svc.inspect_any(11)).table.status == "active"
        page = await svc.web_page(token_of(await svc.web_link(11, CREATOR, {})))
        assert page["status"] == "active" and page["result"] is None
        assert page["seed"] is None and page["commitment_of"] is None
        assert str(SEED) not in json.dumps(page)
        # The current position closes the list even when it is not a phase end.
        assert page["positions"][-1]["seq"] == (await svc.inspect_any(11)).version
        # A private event exists in this game (the hands), and none is on the page.
        events = await svc.store.events((await svc.inspect_any(11)).table.id)
        assert any(e.seat is not None for e in events)
        assert all(ev["text"] in {e.text for e in events if e.seat is None}
                   for p in page["positions"] for entry in p["log"] for ev in entry["events"])
    finally:
        await svc.close()


async def test_unknown_replaced_and_closed_tokens_find_nothing_and_say_nothing(tmp_path: Path) -> None:
    svc = await open_service(tmp_path)
    try:
        await play(svc, 12, "pegasus-bridge", {}, 3)
        old = token_of(await svc.web_link(12, CREATOR, {}))
        assert token_of(await svc.web_link(12, CREATOR + 1, {})) == old, "the same link for everyone"
        assert len(old) == 32
        await svc.web_page(old)
        with pytest.raises(PageNotFound) as unknown:
            await svc.web_page("x" * 32)
        assert str(unknown.value) == "Not found."
        new = token_of(await svc.new_web_link(12, CREATOR))
        assert new != old
        with pytest.raises(PageNotFound):
            await svc.web_page(old)
        with pytest.raises(PageNotFound):
            await svc.web_image(old, 0)
        assert (await svc.web_page(new))["positions"]
        # The server turns the viewer off: the page is gone (same answer), and back on at the same address.
        await svc.set_server_viewer(GUILD, False, is_manager=True)
        with pytest.raises(PageNotFound) as closed:
            await svc.web_page(new)
        assert str(closed.value) == str(unknown.value)
        with pytest.raises(PageNotFound):
            await svc.web_image(new, 0)
        await svc.set_server_viewer(GUILD, True, is_manager=True)
        assert (await svc.web_page(new))["positions"]
        # Anything that is not a token is refused before any read.
        for bad in ("short", "a" * 65, "a" * 31 + "/", "../../etc/passwd" + "a" * 10, 12345):
            with pytest.raises(InvalidInputError):
                await svc.web_page(bad)
    finally:
        await svc.close()


async def test_refusals_of_the_commands(tmp_path: Path) -> None:
    off = await GameService.open(str(tmp_path / "off.sqlite3"), render=no_render)
    try:
        await play(off, 13, "pegasus-bridge", {}, 2)
        with pytest.raises(ServiceError, match="DDAY_WEB_URL"):
            await off.web_link(13, CREATOR, {})
    finally:
        await off.close()
    svc = await open_service(tmp_path)
    try:
        with pytest.raises(NoGameError):
            await svc.web_link(14, CREATOR, {})
        await svc.new_game(14, GUILD, CREATOR, "pegasus-bridge", {}, seed=SEED)
        with pytest.raises(ServiceError, match="not started"):
            await svc.web_link(14, CREATOR, {})
        await svc.join(14, CREATOR, "british")
        await svc.join(14, CREATOR + 1, "german")
        with pytest.raises(PermissionDeniedError):
            await svc.new_web_link(14, CREATOR + 1)
        assert await svc.new_web_link(14, CREATOR + 1, is_manager=True)
        assert await svc.new_web_link(14, CREATOR)
        with pytest.raises(PermissionDeniedError):
            await svc.set_server_viewer(GUILD, False, is_manager=False)
        await svc.set_server_viewer(GUILD, False, is_manager=True)
        with pytest.raises(ServiceError, match="turned off"):
            await svc.web_link(14, CREATOR, {})
        with pytest.raises(InvalidInputError):
            await svc.web_link(14, CREATOR, {"not an id": "Ann"})
    finally:
        await svc.close()


async def test_the_stored_names_follow_the_latest_link_asked_for(tmp_path: Path) -> None:
    svc = await open_service(tmp_path)
    try:
        await play(svc, 15, "pegasus-bridge", {}, 2)
        token = token_of(await svc.web_link(15, CREATOR, {CREATOR: "Ann", CREATOR + 1: "Bob"}))
        assert [s["player"] for s in (await svc.web_page(token))["seats"]] == ["Ann", "Bob"]
        await svc.web_link(15, CREATOR, {CREATOR: "Annie"})
        assert [s["player"] for s in (await svc.web_page(token))["seats"]] == ["Annie", "Player 2"]
    finally:
        await svc.close()


async def test_images_are_webp_of_the_page_positions_only(tmp_path: Path) -> None:
    from bot.service import render_view

    svc = await open_service(tmp_path, render=render_view)
    try:
        await play(svc, 16, "pegasus-bridge", {}, 6)
        token = token_of(await svc.web_link(16, CREATOR, {}))
        page = await svc.web_page(token)
        first, last = page["positions"][0], page["positions"][-1]
        data, alt = await svc.web_image(token, first["seq"])
        assert data[:4] == b"RIFF" and data[8:12] == b"WEBP" and alt == first["alt"]
        again, _ = await svc.web_image(token, first["seq"])
        assert again == data
        other, other_alt = await svc.web_image(token, last["seq"])
        assert other != data and other_alt == last["alt"]
        seqs = {p["seq"] for p in page["positions"]}
        missing = next(s for s in range(1, last["seq"] + 2) if s not in seqs)
        with pytest.raises(PageNotFound):
            await svc.web_image(token, missing)
        with pytest.raises(PageNotFound):
            await svc.web_image(token, 10**6)
    finally:
        await svc.close()


async def test_the_course_holds_a_games_figures_at_every_position(tmp_path: Path, monkeypatch) -> None:
    from bot.service import viewer
    from bot.service.extensions import GameExtension

    class Counting(GameExtension):
        def chart_figures(self, engine: Any, view: Any) -> dict[str, float]:
            return {"turn": float(view.turn)} if hasattr(view, "turn") else {"one": 1.0}

    monkeypatch.setattr(viewer, "extension_of", lambda game: Counting())
    svc = await open_service(tmp_path)
    try:
        await play(svc, 17, "pegasus-bridge", {}, 20)
        page = await svc.web_page(token_of(await svc.web_link(17, CREATOR, {})))
        course = page["course"]
        assert len(course["names"]) == 1
        assert len(course["values"]) == len(page["positions"]) and all(len(v) == 1 for v in course["values"])
        if course["names"] == ["turn"]:
            assert [v[0] for v in course["values"]] == sorted(v[0] for v in course["values"])
    finally:
        await svc.close()


async def test_phase_posts_link_to_their_position_only_while_the_viewer_is_on(tmp_path: Path) -> None:
    svc = await open_service(tmp_path)
    try:
        posts = await svc.new_game(18, GUILD, CREATOR, "pegasus-bridge", {}, seed=SEED)
        await svc.join(18, CREATOR, "british")
        posts = await svc.join(18, CREATOR + 1, "german")  # the start: the first phase post
        (link,) = [b for p in posts for b in p.buttons if b.url]
        token = token_of(link.url.split("#")[0])
        assert link.url.endswith("#p=0") and link.label == "View on the web" and not link.custom_id
        loaded = await svc.inspect(18)
        (again,) = await svc.posts.web_button(loaded)
        assert again.url == f"{URL}/g/{token}#p={loaded.version}", "the same token, the position's version"
        await svc.set_server_viewer(GUILD, False, is_manager=True)
        assert await svc.posts.web_button(loaded) == []
        await svc.set_server_viewer(GUILD, True, is_manager=True)
        assert len(await svc.posts.web_button(loaded)) == 1
    finally:
        await svc.close()
    plain = await open_service(tmp_path, web_url=None)
    try:
        assert await plain.posts.web_button(await plain.inspect(18)) == []
    finally:
        await plain.close()


async def test_an_edited_live_message_keeps_its_link_to_the_position_it_was_posted_for(tmp_path: Path) -> None:
    svc = await open_service(tmp_path)
    try:
        await svc.new_game(19, GUILD, CREATOR, "aa-dday", {}, seed=SEED)
        await svc.join(19, CREATOR, "axis")
        posts = await svc.join(19, CREATOR + 1, "allies")
        rng, edits, message = random.Random(3), 0, 1_000
        for _ in range(40):
            for post in posts:
                if post.track is not None and post.track.edit_id is None and not post.ephemeral:
                    message += 1  # the discord layer reports each new live message
                    await svc.record_message(19, post.track.table_id, "live", post.track.seq, message)
                if post.track is not None and post.track.edit_id is not None and not post.track.unchanged:
                    edits += 1
                    links = [b.url for b in post.buttons if b.url]
                    assert len(links) == 1 and links[0].endswith(f"#p={post.track.seq}"), links
            loaded = await svc.inspect(19)
            prompt = rng.choice(loaded.engine.prompts(loaded.state))
            offered = loaded.engine.options(loaded.state, prompt.seat, "")
            text = rng.choice(offered).value if offered else prompt.default
            posts = await svc.submit(19, loaded.seats[prompt.seat], text, seat=prompt.seat)
        assert edits >= 3, "moves inside a phase edited the live message"
    finally:
        await svc.close()


async def test_an_undo_in_the_log_is_a_position_showing_the_board_it_went_back_to(tmp_path: Path) -> None:
    svc = await open_service(tmp_path)
    try:
        engine = find_game("aa-dday")
        await svc.new_game(12, GUILD, CREATOR, "aa-dday", {}, seed=3)
        await svc.join(12, CREATOR, "axis")
        await svc.join(12, CREATOR + 1, "allies")
        before = await svc.inspect(12)
        await svc.submit(12, CREATOR + 1, "patrol 1 uk fighter to 12")
        posts = await svc.request_undo(12, CREATOR + 1)
        request_id = int(next(b for b in posts[0].buttons if b.custom_id.endswith(":yes")).custom_id.split(":")[4])
        await svc.decide(12, CREATOR, request_id, True)
        await svc.submit(12, CREATOR + 1, "patrol 1 us fighter to 13")
        table = (await svc.inspect(12)).table
        page = await svc.web_page(token_of(await svc.web_link(12, CREATOR, {})))
        actions = await svc.store.actions(table.id)
        undo = next(a for a in actions if a.kind == "undo")
        by_seq = {p["seq"]: p for p in page["positions"]}
        assert set(by_seq) == {0} | {a.seq for a in actions}
        undone = svc.viewer.describe(engine.view(before.state, None), "en")
        assert by_seq[undo.seq]["alt"] == undone != by_seq[undo.seq - 1]["alt"]
        last = await svc.inspect(12)
        assert page["positions"][-1]["alt"] == svc.viewer.describe(engine.view(last.state, None), "en")
    finally:
        await svc.close()


async def test_the_next_page_of_a_game_in_progress_replays_only_the_new_entries(tmp_path: Path) -> None:
    svc = await open_service(tmp_path)
    try:
        await play(svc, 13, "pegasus-bridge", {}, 10)
        token = token_of(await svc.web_link(13, CREATOR, {}))
        described: list[str] = []
        words = svc.viewer.describe
        svc.viewer.describe = lambda view, lang: described.append(lang) or words(view, lang)
        before = await svc.web_page(token)
        assert len(described) == len(before["positions"]) > 5  # cold: every position once
        loaded = await svc.inspect_any(13)
        engine = loaded.engine
        prompt = engine.prompts(loaded.state)[0]
        offered = engine.options(loaded.state, prompt.seat, "")
        await svc.submit(13, loaded.seats[prompt.seat], offered[0].value if offered else prompt.default,
                         seat=prompt.seat)
        described.clear()
        after = await svc.web_page(token)
        assert len(after["positions"]) == len(before["positions"]) + 1 and len(described) == 1
        assert after["positions"][:-2] == before["positions"][:-1]
        # the old last position is a phase end only if the log says so; the new last one closes the list
        ends = {m.seq for m in await svc.store.boundary_snapshots(loaded.table.id)}
        assert after["positions"][-2]["end"] == (after["positions"][-2]["seq"] in ends)
        assert after["positions"][-1]["end"] and before["positions"][-1]["end"]
    finally:
        await svc.close()
