"""Legibility as a figure (issue 25): on several positions of every game, the key numbers of every image a player
reads to decide are at least 8 px high when a phone shows the image 400 px wide; the overview images (the whole
A&A map, the side-by-side table of an Overlord Raid) are measured too, and named as overviews."""

from __future__ import annotations

import math
import random
import sys
from functools import cache
from pathlib import Path

import pytest
from PIL import ImageDraw

sys.path.insert(0, str(Path(__file__).parent))

from dday_dice_layouts import views  # noqa: E402

from renderer.aa_dday import inset  # noqa: E402
from renderer.common import FastDraw  # noqa: E402
from renderer.legibility import (  # noqa: E402
    DECISION_KINDS,
    KINDS,
    OVERVIEW_KINDS,
    TARGET,
    at_phone,
    figure_name,
    key_text_px_at_400,
    recorded_text,
)
from tests.typed import apply_text

CASES = ["campaign=a-players=9", "campaign=c-players=12", "campaign=b-players=2", "campaign=a-players=1-solo=on",
         "blitzkrieg=a2-players=4", "blitzkrieg=b1-players=4"]


@cache
def played(game: str, options: tuple[tuple[str, str], ...], seed: int, steps: int) -> tuple:
    """Public views along a game played at random (every tenth position)."""
    from rules.core import find_game

    engine = find_game(game)
    opts = dict(options)
    seats = engine.seats_for(opts)
    state, _ = engine.initial_state(seats, opts, seed)
    rng = random.Random(seed)
    out = []
    for step in range(steps):
        if engine.outcome(state) is not None or not engine.prompts(state):
            break
        if step % 10 == 0:
            out.append(engine.view(state, None))
        seat = rng.choice(sorted({p.seat for p in engine.prompts(state)}))
        choices = engine.options(state, seat, "")
        text = rng.choice(choices).value if choices else next(p.default for p in engine.prompts(state) if p.seat == seat)
        state = apply_text(engine, state, seat, text).state
    out.append(engine.view(state, None))
    return tuple(out)


@pytest.mark.parametrize("key", CASES)
def test_the_overlord_channel_and_team_images_read_on_a_phone(key):
    for v in views(key):
        assert key_text_px_at_400("overlord_channel", v) >= TARGET, v.map.id
        assert key_text_px_at_400("overlord_team", v) >= TARGET, v.map.id


@pytest.mark.parametrize("seed", [1, 5, 9])
def test_the_a_and_a_close_up_reads_on_a_phone(seed, busy):
    got = [key_text_px_at_400("aa_closeup", v) for v in (busy, *played("aa-dday", (), seed, 300)[::4])]
    measured = [x for x in got if not math.isnan(x)]  # a position where the last card changed nothing has no band
    assert measured, "some positions show a close-up"
    assert min(measured) >= TARGET, got


@pytest.mark.parametrize("scenario", ["1A", "1B", "2", "3", "campaign"])
def test_the_pegasus_table_reads_on_a_phone(scenario):
    options = (("scenario", scenario),)
    for seed in (2, 7):
        for v in played("pegasus-bridge", options, seed, 160)[::2]:
            assert key_text_px_at_400("pegasus_board", v) >= TARGET, (scenario, seed, v.phase_label)


@pytest.mark.parametrize("options", [
    (("players", "4"), ("map", "vierville-draw"), ("nations", "us,uk,fr,ca")),
    (("players", "1"), ("map", "omaha-beach")),
    (("players", "2"), ("map", "pointe-du-hoc"), ("german", "player"), ("battle_conditions", "on")),
])
def test_the_dice_table_and_every_tray_read_on_a_phone(options):
    got = played("dday-dice", options, 4, 400)
    sampled = got[:: max(1, len(got) // 5)]
    for v in sampled:
        assert key_text_px_at_400("dday_dice_board", v) >= TARGET, v.phase_label
        if v is sampled[1] or v is sampled[-1]:  # the parts it is posted in: the same type, in other images
            parts = "atlantikwall_parts" if v.german is not None else "dday_dice_parts"
            assert key_text_px_at_400(parts, v) >= TARGET, v.phase_label
        for u in v.units:
            if u.dice:
                assert key_text_px_at_400("dice_tray", v, seat=u.seat) >= TARGET, (u.seat, v.phase_label)


def test_the_overview_kinds_are_measured_and_named_as_overviews(busy):
    overlord = views("campaign=a-players=9")[0]
    assert set(OVERVIEW_KINDS) == {"aa_board", "overlord_full"}
    assert set(DECISION_KINDS) | set(OVERVIEW_KINDS) == set(KINDS) and not set(DECISION_KINDS) & set(OVERVIEW_KINDS)
    board = key_text_px_at_400("aa_board", busy)
    assert 2 <= board < TARGET
    assert key_text_px_at_400("aa_closeup", busy) == pytest.approx(inset.SCALE * board)
    assert 2 <= key_text_px_at_400("overlord_full", overlord) < TARGET
    assert figure_name("aa_board") == "overview_text_px_at_400_aa_board"
    assert figure_name("overlord_full") == "overview_text_px_at_400_overlord_full"
    assert figure_name("pegasus_board") == "key_text_px_at_400_pegasus_board"
    with pytest.raises(ValueError):
        key_text_px_at_400("chess_board", busy)


def test_the_bench_prints_every_kind_under_its_name():
    from bench.legibility import figures

    got = figures()
    assert set(got) == {figure_name(k) for k in KINDS}
    for kind in DECISION_KINDS:
        assert got[figure_name(kind)] >= TARGET, kind


def test_recording_text_leaves_pillow_as_it_was():
    before = (ImageDraw.ImageDraw.text, FastDraw.text)
    with recorded_text():
        assert ImageDraw.ImageDraw.text is not before[0]
    assert (ImageDraw.ImageDraw.text, FastDraw.text) == before
    assert at_phone(20, 1000) == 8
