"""The D-Day Dice renderer draws an Overlord Raid: three boards side by side, Team-coloured Unit Markers."""

from __future__ import annotations

import io

from PIL import Image

from renderer.dday_dice import alt_text, render
from renderer.dday_dice.draw import token_label, unit_colour
from rules.dday_dice.engine import ENGINE as E


def test_twelve_player_raid_renders_one_image_with_every_unit():
    opts = {"campaign": "a", "players": "12"}
    state, _ = E.initial_state(E.seats_for(opts), opts, 3)
    view = E.view(state, None)
    png = render(view)
    img = Image.open(io.BytesIO(png))
    assert img.width >= 1200 and len(png) < 10 * 1024 * 1024
    text = alt_text(view)
    assert "Team Charlie, Unit 4" in text and "Raid A-1: Bridgehead" in text


def test_team_markers_are_labelled_and_coloured_by_team():
    assert token_label("t1u2") == "A2" and token_label("t3u4") == "C4" and token_label("unit3") == "3"
    assert unit_colour("t2u1") == unit_colour("t2u4") != unit_colour("t3u1")
