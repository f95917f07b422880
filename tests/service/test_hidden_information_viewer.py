"""The web viewer shows public information only (issue #27): its images, and A&A's one secret.

The two big scans read the viewer's texts (page data, HTML, offline file) while they play
(test_hidden_information.py, test_hidden_information_dice.py). Here, with the real renderers:

- the image the viewer serves for a position (``GameService.web_image``: WebP and alt text) is byte-identical
  to the one drawn for the same position with other hidden parts: Pegasus hands swapped with draw-pile cards,
  a D-Day Dice Unit's face-down Medal replaced by another, the German's secret Award replaced by another;
- A&A D-Day has no hand and no private event (every view is the same, every event told to all): its one secret
  is the dice seed, which no text of the viewer shows before the game is over, and which the page gives after;
- the scanner itself finds a leak, and refuses a page whose embedded data is not the data it scanned.

In the default run, the games whose images are compared are played by a service that draws nothing; the service that
serves their pages is opened afterwards on the same file, with the real renderers: the images it serves are drawn
then, from the positions as stored. The slow run also plays them with the real renderers, the images served being
those drawn for the posts during play (a real board for every post: about 2 s more of CPU for the three tests).
"""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

from bot.service import GameService
from bot.service.core import render_view
from bot.service.viewer import to_webp
from rules.core import find_game
from rules.dday_dice.policy import choose
from tests.conftest import no_render
from tests.service.test_hidden_information import Secrets, _swap_hidden
from tests.service.viewer_scan import WEB_URL, html_pieces, served, split_html, token_of

CHANNEL = 4_242


@pytest.fixture
async def svc(tmp_path: Path):
    service = await GameService.open(str(tmp_path / "viewer.sqlite3"), render=render_view, web_url=WEB_URL)
    yield service
    await service.close()


async def _start(svc: GameService, game: str, options: dict[str, str], seed: int) -> dict[str, int]:
    seats = find_game(game).seats_for(options)
    users = {seat: 600 + i for i, seat in enumerate(seats)}
    await svc.new_game(CHANNEL, 1, users[seats[0]], game, options, seed=seed)
    for seat in seats:
        await svc.join(CHANNEL, users[seat], seat)
    return users


async def _play(svc: GameService, users: dict[str, int], steps: int, rng: random.Random, policy: Any = None) -> None:
    """``steps`` random legal actions (``policy(engine, state, seat)`` picks them instead, when given)."""
    for _ in range(steps):
        loaded = await svc.inspect_any(CHANNEL)
        engine, state = loaded.engine, loaded.state
        if engine.outcome(state) is not None:
            return
        prompt = rng.choice(engine.prompts(state))
        seat, offered = prompt.seat, [c.value for c in engine.options(state, prompt.seat, "")]
        text = "retreat none" if "retreat none" in offered else rng.choice(offered) if offered else prompt.default
        text = policy(engine, state, seat) if policy is not None else text
        await svc.submit(CHANNEL, users[seat], text, seat=seat)


DRAWN = [pytest.param(False, id="drawn-when-served"), pytest.param(True, id="drawn-in-play", marks=pytest.mark.slow)]
"""Whether the images are drawn while the game is played (the service keeps them) or only when the page asks for them
(the module's docstring)."""


@asynccontextmanager
async def _served_after_play(
    tmp_path: Path, game: str, options: dict[str, str], seed: int, steps: int, policy: Any = None, drawn: bool = False
) -> AsyncIterator[tuple[GameService, dict[str, int]]]:
    """``steps`` moves of a seeded game (:func:`_play`); then the service that serves its page, with the real
    renderers, and the players by seat. ``drawn``: that service plays the game itself, drawing as it plays; else a
    service that draws nothing plays it, and the serving one is opened afterwards on the same file."""
    path = str(tmp_path / "played.sqlite3")
    if drawn:
        service = await GameService.open(path, render=render_view, web_url=WEB_URL)
        try:
            users = await _start(service, game, options, seed)
            await _play(service, users, steps, random.Random(seed), policy)
            yield service, users
        finally:
            await service.close()
        return
    quiet = await GameService.open(path, render=no_render, web_url=WEB_URL)
    try:
        users = await _start(quiet, game, options, seed)
        await _play(quiet, users, steps, random.Random(seed), policy)
    finally:
        await quiet.close()
    service = await GameService.open(path, render=render_view, web_url=WEB_URL)
    try:
        yield service, users
    finally:
        await service.close()


async def _positions(svc: GameService, user: int) -> tuple[str, list[int]]:
    token = await token_of(svc, CHANNEL, user)
    return token, [p["seq"] for p in (await svc.web_page(token))["positions"]]


async def _state_at(svc: GameService, seq: int) -> tuple[Any, Any]:
    loaded = await svc.inspect_any(CHANNEL)
    return loaded.engine, await svc.tables.state_at(loaded.table, loaded.engine, seq)


async def _same_image(svc: GameService, token: str, seq: int, engine: Any, other: Any) -> None:
    """The served image of ``seq`` is the one drawn from ``other`` (that position with other hidden parts)."""
    webp, alt = await svc.web_image(token, seq)
    png, other_alt = render_view(engine.view(other, None))
    assert png is not None
    assert to_webp(png) == webp, f"the image of position #{seq} depends on hidden parts"
    assert other_alt == alt


@pytest.mark.parametrize("drawn", DRAWN)
async def test_a_pegasus_image_does_not_depend_on_the_hands(tmp_path: Path, drawn: bool):
    """The image served for a position is the one drawn with other hands (swapped with draw-pile cards)."""
    async with _served_after_play(tmp_path, "pegasus-bridge", {"scenario": "1B"}, 11, 70, drawn=drawn) as (svc, users):
        token, seqs = await _positions(svc, users["british"])
        rng = random.Random(5)
        compared = 0
        for seq in (seqs[1], seqs[len(seqs) // 2], seqs[-1]):
            engine, state = await _state_at(svc, seq)
            other = _swap_hidden(state, rng)
            if other.hand == state.hand:
                continue
            assert engine.view(other, "british") != engine.view(state, "british")  # the hands really differ
            await _same_image(svc, token, seq, engine, other)
            compared += 1
    assert compared >= 2


def _swap_secrets(state: Any) -> Any:
    """``state`` with every face-down Medal a Unit holds, and every Award the German holds, exchanged for one still
    in its deck: other hidden parts, the same public position (the counts stay)."""
    deck = list(state.medal_deck)
    out = state
    for unit in state.units:
        held = list(unit.medals)
        for i, medal in enumerate(held):
            if deck:
                held[i], deck[-1] = deck[-1], medal
                deck.insert(0, deck.pop())
        out = out.with_unit(unit.model_copy(update={"medals": tuple(held)}))
    out = out.model_copy(update={"medal_deck": tuple(deck)})
    if state.german is not None:
        awards, held = list(state.german.award_deck), list(state.german.awards)
        for i, award in enumerate(held):
            if awards:
                held[i], awards[-1] = awards[-1], award
                awards.insert(0, awards.pop())
        out = out.model_copy(update={"german": out.german.model_copy(update={
            "awards": tuple(held), "award_deck": tuple(awards)})})
    return out


@pytest.mark.parametrize(("options", "seed"), [({"players": "2", "map": "omaha-beach", "german": "player"}, 9),
                                               pytest.param({"players": "3", "map": "sword-beach"}, 8,
                                                            marks=pytest.mark.slow)])  # 2.5 s each
@pytest.mark.parametrize("drawn", DRAWN)
async def test_a_dice_image_does_not_depend_on_a_face_down_medal_or_award(tmp_path: Path, options, seed, drawn: bool):
    """The image served for a position with a face-down Medal or the German's secret Award is the one drawn with
    other ones in their place (120 moves of the simple player: it draws Medals)."""
    async with _served_after_play(tmp_path, "dday-dice", options, seed, 120, choose, drawn) as (svc, users):
        token, seqs = await _positions(svc, users["unit1"])
        compared = 0
        for seq in reversed(seqs):
            engine, state = await _state_at(svc, seq)
            held = [u.seat for u in state.units if u.medals] + (["german"] if state.german and state.german.awards else [])
            if not held:
                continue
            other = _swap_secrets(state)
            assert any(engine.view(other, seat) != engine.view(state, seat) for seat in held)  # really other secrets
            await _same_image(svc, token, seq, engine, other)
            compared += 1
            if compared == 3:
                break
    assert compared >= 2, "too few positions with a face-down Medal or Award"


async def test_the_aa_seed_stays_hidden_until_the_game_is_over(svc):
    seed = 7_319_004_211
    users = await _start(svc, "aa-dday", {}, seed)
    await _play(svc, users, 40, random.Random(4))
    loaded = await svc.inspect_any(CHANNEL)
    for seat in loaded.engine.spec.seats:  # A&A has nothing else to hide: one view for all, every event public
        assert loaded.engine.view(loaded.state, seat) == loaded.engine.view(loaded.state, None)
    assert all(e.seat is None for e in await svc.store.events(loaded.table.id))
    pieces = await served(svc, CHANNEL, users["axis"])
    assert len(pieces) > 40
    for piece in pieces:
        assert str(seed) not in piece.text, f"the dice seed in {piece.where} before the end"
    await svc.resign(CHANNEL, users["axis"])
    after = await served(svc, CHANNEL, users["axis"])
    assert any(str(seed) in piece.text for piece in after), "the page gives the seed once the game is over"


async def test_the_scanner_finds_a_leak_and_a_page_with_other_data(svc):
    users = await _start(svc, "pegasus-bridge", {"scenario": "1A"}, 2)
    await _play(svc, users, 30, random.Random(2))
    loaded = await svc.inspect_any(CHANNEL)
    secrets = Secrets(loaded.state, set())
    card = next(c for c in loaded.state.hand["british"] if c in secrets.numbers)
    token = await token_of(svc, CHANNEL, users["british"])
    data = await svc.web_page(token)
    from renderer import webpage

    clean = [p for p in html_pieces(webpage.build(data, None), data, "page") if secrets.leaks(p.text)]
    assert clean == []
    leaky = dict(data, positions=[dict(data["positions"][-1], alt=f"The British holds {card}.")])
    found = [p for p in html_pieces(webpage.build(leaky, None), leaky, "page") if secrets.leaks(p.text)]
    assert found and all(p.seq is None or p.seq == data["positions"][-1]["seq"] for p in found)
    embedded, rest = split_html(webpage.build(data, None))
    assert embedded == data and "<script" not in rest
    with pytest.raises(AssertionError, match="other data"):
        list(html_pieces(webpage.build(leaky, None), data, "page"))
