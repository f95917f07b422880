"""The web viewer's "show everything" switch (issue #49): a finished game reveals, position by position, what each
seat's own view held and what each seat alone was told; a game in progress or aborted reveals nothing, its reveal
addresses answering exactly like an unknown token's.

The games are played by a service that draws nothing (tests/web/games.py); a service with the real renderers is
opened on the same file only where an image is compared.
"""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.service import GameService
from bot.service.core import render_view
from bot.service.reveal import bare, plain, revealed_parts
from bot.service.viewer import PageNotFound, part_key
from bot.web import server
from rules.core import find_game
from tests.web.games import BASE_USER, GAMES, no_render, play

WEB_URL = "https://dday.example"
PEGASUS, DICE = GAMES[1], GAMES[2]


async def _token(svc: GameService, channel: int, user: int) -> str:
    return (await svc.web_link(channel, user, {})).rsplit("/", 1)[-1]


@pytest.fixture
async def svc(tmp_path: Path):
    service = await GameService.open(str(tmp_path / "reveal.sqlite3"), render=no_render, web_url=WEB_URL)
    yield service
    await service.close()


def test_plain_drops_the_chat_markup_and_keeps_the_words():
    assert plain("• `1102` **Sapeurs** (3) · Unit: _(inferred)_") == "1102 Sapeurs (3) · Unit: (inferred)"
    assert plain("unit_1 keeps its_name") == "unit_1 keeps its_name"


def test_the_revealed_board_takes_each_seat_s_version_of_a_part_only_where_it_differs():
    public = [("map", {"m": 1}), ("unit:a", {"medals": []}), ("unit:b", {"medals": []})]
    seat_a = [("map", {"m": 1}), ("unit:a", {"medals": ["Bronze Star"]}), ("unit:b", {"medals": []})]
    seat_b = [("map", {"m": 1}), ("unit:a", {"medals": []}), ("unit:b", {"medals": ["Purple Heart"]})]
    got = revealed_parts(public, [seat_a, seat_b], "en")
    assert [(name, view) for _, name, view in got] == [
        ("map", {"m": 1}), ("unit:a", {"medals": ["Bronze Star"]}), ("unit:b", {"medals": ["Purple Heart"]})]
    assert got[0][0] == part_key("en", {"m": 1})
    assert revealed_parts(public, [public, public], "en") == [(part_key("en", v), n, v) for n, v in public]


async def test_a_finished_pegasus_game_reveals_each_hand_and_what_each_seat_alone_was_told(svc: GameService):
    users = await play(svc, PEGASUS)
    token = await _token(svc, PEGASUS.channel, users["british"])
    loaded = await svc.inspect_any(PEGASUS.channel)
    engine, table = loaded.engine, loaded.table
    assert table.status == "finished"
    events = await svc.store.events(table.id)
    positions = (await svc.web_page(token))["positions"]
    told_any = 0
    for position in positions[::4] + positions[-1:]:
        seq = position["seq"]
        got = await svc.web_revealed(token, seq)
        state = await svc.tables.state_at(table, engine, seq)
        assert [s["seat"] for s in got["seats"]] == list(engine.spec.seats)
        for seat in got["seats"]:
            hand = engine.view(state, seat["seat"]).private.hand
            first = seat["groups"][0]
            assert first["title"] == f"Hand ({len(hand)} card{'' if len(hand) == 1 else 's'})"
            if hand:
                assert [line.split()[0] for line in first["lines"]] == [c.number for c in hand]
                assert all("**" not in line and "`" not in line for line in first["lines"])
        alone = [(e.seat, e.text) for e in events if e.seq == seq and e.seat is not None]
        assert [(t["seat"], t["text"]) for t in got["told"]] == alone
        told_any += bool(alone)
        # Pegasus Bridge draws no secret: its revealed board is its public one
        assert got["parts"] == await svc.web_parts(token, seq)
    assert told_any, "some position told a seat its cards privately"
    with pytest.raises(PageNotFound):
        await svc.web_revealed(token, table.version + 1)
    with pytest.raises(PageNotFound):
        await svc.web_revealed("x" * 32, positions[-1]["seq"])


async def _going(svc: GameService, steps: int) -> tuple[dict[str, int], str]:
    """A Pegasus Bridge game in progress after ``steps`` random actions, and its token."""
    game = dataclasses.replace(PEGASUS, channel=PEGASUS.channel + 7)
    engine = find_game(game.game)
    options = {o.key: o.default for o in engine.spec.options}
    seats = list(engine.seats_for(options))
    users = {seat: BASE_USER + i + 1 for i, seat in enumerate(seats)}
    await svc.new_game(game.channel, 1, users[seats[0]], game.game, options, seed=game.seed)
    for seat in seats:
        await svc.join(game.channel, users[seat], seat)
    rng = random.Random(3)
    for _ in range(steps):
        loaded = await svc.inspect_any(game.channel)
        prompt = engine.prompts(loaded.state)[0]
        offered = engine.options(loaded.state, prompt.seat, "")
        text = rng.choice(offered).value if offered else prompt.default
        await svc.act(game.channel, users[prompt.seat], text, seat=prompt.seat)
    return users, await _token(svc, game.channel, users[seats[0]])


async def test_a_game_in_progress_or_aborted_reveals_nothing_by_any_address(svc: GameService):
    users, token = await _going(svc, 12)
    data = await svc.web_page(token)
    assert data["status"] == "active"
    seqs = [p["seq"] for p in data["positions"]]
    for seq in seqs:
        with pytest.raises(PageNotFound):
            await svc.web_revealed(token, seq)
        with pytest.raises(PageNotFound):
            await svc.web_revealed_part(token, seq, 0)
    async with TestClient(TestServer(server.make_app(svc))) as client:
        unknown = await client.get(f"/g/{'Z' * 32}/r/{seqs[-1]}.json")
        for path in (f"r/{seqs[-1]}.json", f"r/{seqs[0]}.json", f"r/{seqs[-1]}/0.webp", f"r/{seqs[1]}/1.webp"):
            reply = await client.get(f"/g/{token}/{path}")
            assert reply.status == 404 and await reply.text() == await unknown.text() == server.NOT_FOUND
        page = await (await client.get(f"/g/{token}")).text()
        assert "id=reveal" not in page and "id=hidden-box" not in page
        # aborted: over, its seed given, but not finished: still nothing revealed
        await svc.abort(PEGASUS.channel + 7, 1, is_manager=True)
        assert (await svc.web_page(token))["status"] == "aborted"
        assert (await client.get(f"/g/{token}/r/{seqs[-1]}.json")).status == 404


@pytest.mark.parametrize("drawn", [False, pytest.param(True, marks=pytest.mark.slow)])
async def test_a_finished_dice_game_shows_its_face_down_medals_on_the_units_panel(tmp_path: Path, drawn: bool):
    """The revealed board's Unit panel is drawn from its owner's view; ``drawn``: its image is compared too (with the
    real renderers, 0.5 s more)."""
    path = str(tmp_path / "dice.sqlite3")
    quiet = await GameService.open(path, render=no_render, web_url=WEB_URL)
    try:
        users = await play(quiet, DICE)
    finally:
        await quiet.close()
    svc = await GameService.open(path, render=render_view if drawn else no_render, web_url=WEB_URL)
    try:
        token = await _token(svc, DICE.channel, users["unit1"])
        loaded = await svc.inspect_any(DICE.channel)
        engine, table = loaded.engine, loaded.table
        for position in reversed((await svc.web_page(token))["positions"]):
            state = await svc.tables.state_at(table, engine, position["seq"])
            if state.unit("unit1").medals:
                break
        else:
            pytest.fail("the game's Unit never held a Medal")
        seq = position["seq"]
        medals = [m.name for m in engine.view(state, "unit1").private.medals]
        assert not engine.view(state, None).units[0].medals, "face down: the public view names none"
        got = await svc.web_revealed(token, seq)
        assert got["seats"][0]["groups"][0]["lines"] == [f"{m.name}: {m.text}" for m in
                                                         engine.view(state, "unit1").private.medals]
        public = await svc.viewer.parts_at(table, seq)
        revealed, _ = await svc.revealer.at(table, seq)
        assert [name for _, name, _ in revealed] == [name for _, name, _ in public]
        changed = [i for i, (a, b) in enumerate(zip(public, revealed, strict=True)) if a[0] != b[0]]
        assert [public[i][1] for i in changed] == ["unit:unit1"]
        panel = revealed[changed[0]][2]
        assert [m.name for m in panel.table.units[0].medals] == medals
        assert bare(engine.view(state, "unit1")).private is None
        if not drawn:
            return
        shown, _ = await svc.web_revealed_part(token, seq, changed[0])
        hidden, _ = await svc.web_part(token, seq, changed[0])
        assert shown != hidden, "the revealed panel is drawn with the Medal's name"
        assert (await svc.web_revealed_part(token, seq, 0))[0] == (await svc.web_part(token, seq, 0))[0]
    finally:
        await svc.close()
