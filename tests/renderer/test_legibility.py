"""Legibility as a figure (issue 25): the key numbers of the Overlord channel and Team images are at least
8 px high when a phone shows them 400 px wide; the measurement itself is checked on the other kinds."""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pytest
from PIL import ImageDraw

sys.path.insert(0, str(Path(__file__).parent))

from dday_dice_layouts import views  # noqa: E402

from renderer.common import FastDraw  # noqa: E402
from renderer.legibility import KINDS, TARGET, at_phone, key_text_px_at_400, recorded_text  # noqa: E402

CASES = ["campaign=a-players=9", "campaign=c-players=12", "campaign=b-players=2", "campaign=a-players=1-solo=on",
         "blitzkrieg=a2-players=4", "blitzkrieg=b1-players=4"]


@pytest.mark.parametrize("key", CASES)
def test_the_overlord_channel_and_team_images_read_on_a_phone(key):
    for v in views(key):
        assert key_text_px_at_400("overlord_channel", v) >= TARGET, v.map.id
        assert key_text_px_at_400("overlord_team", v) >= TARGET, v.map.id


def test_the_full_table_is_measured_too_and_is_what_the_phone_images_replace():
    v = views("campaign=a-players=9")[0]
    assert 2 <= key_text_px_at_400("overlord_full", v) < TARGET
    assert key_text_px_at_400("dice_tray", v) > 0


def test_every_kind_of_the_other_games_is_measured(opening, busy):
    import aa_dday_views  # noqa: F401  (the fixtures' module)

    board = key_text_px_at_400("aa_board", busy)
    assert board > 0
    closeup = key_text_px_at_400("aa_closeup", busy)
    assert math.isnan(closeup) or closeup == pytest.approx(2 * board)
    assert set(KINDS) >= {"aa_board", "aa_closeup", "pegasus_board", "dday_dice_board", "dice_tray",
                          "overlord_full", "overlord_channel", "overlord_team"}
    with pytest.raises(ValueError):
        key_text_px_at_400("chess_board", busy)


def test_recording_text_leaves_pillow_as_it_was():
    before = (ImageDraw.ImageDraw.text, FastDraw.text)
    with recorded_text():
        assert ImageDraw.ImageDraw.text is not before[0]
    assert (ImageDraw.ImageDraw.text, FastDraw.text) == before
    assert at_phone(20, 1000) == 8
