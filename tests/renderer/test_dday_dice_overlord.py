"""The D-Day Dice renderer draws an Overlord Raid: the full table (three boards side by side), the channel
image (every board and each Team in large type) and each Team's image (its Column and its Units)."""

from __future__ import annotations

import io

import pytest
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


def _view(opts, seed=3):
    state, _ = E.initial_state(E.seats_for(opts), opts, seed)
    return E.view(state, None)


def test_the_channel_image_has_every_board_and_team_but_no_unit_panel():
    from renderer.dday_dice import channel_alt_text, render_channel
    from renderer.dday_dice.overlord import draw_channel

    view = _view({"campaign": "a", "players": "9"})
    c = draw_channel(view)
    assert c.img.width == 1000
    assert set(c.sectors) == {s.id for s in view.map.sectors}
    assert not any(lab.kind.startswith("panel") for lab in c.labels)
    assert {lab.text for lab in c.labels if lab.kind == "team"} == {"Team Able", "Team Baker", "Team Charlie"}
    assert Image.open(io.BytesIO(render_channel(view))).size == c.img.size
    text = channel_alt_text(view)
    assert "Team Baker: B1, B3 in Baker Sector 1 · B2 in Baker Sector 2" in text and len(text) <= 1024
    assert "Waiting for: Team Able (A1, A2, A3); Team Baker" in text


def test_a_team_image_has_its_own_column_and_its_units_panels():
    from renderer.dday_dice import render_team, team_alt_text, teams
    from renderer.dday_dice.overlord import draw_team

    view = _view({"campaign": "c", "players": "12"})
    assert [t for t, _ in teams(view)] == ["Team Able", "Team Baker", "Team Charlie"]
    c = draw_team(view, "Team Baker")
    assert c.img.width == 1000 and {s[:2] for s in c.sectors} == {"B-"}
    assert len([lab for lab in c.labels if lab.kind == "panel-where"]) == 4
    assert any(lab.kind == "link" for lab in c.labels)  # lateral moves to Able and Charlie, named in pills
    assert Image.open(io.BytesIO(render_team(view, "Team Baker"))).width == 1000
    text = team_alt_text(view, "Team Baker")
    assert "Team Baker, Unit 4" in text and "Team Able, Unit" not in text
    with pytest.raises(ValueError):
        draw_team(view, "Team Dog")


def test_a_one_team_game_shows_every_board_in_its_team_image():
    from renderer.dday_dice.overlord import draw_team, teams

    view = _view({"campaign": "a", "players": "1", "solo": "on"})
    (team, units), = teams(view)
    assert set(draw_team(view, team).sectors) == {s.id for s in view.map.sectors}


def test_the_channel_and_team_images_come_in_parts_a_phone_fits_by_width():
    from renderer.dday_dice import render_channel_images, render_team_images
    from renderer.dday_dice.overlord import channel_parts, draw_channel, draw_team, team_parts
    from renderer.dday_dice.parts import MAX_HEIGHT
    from renderer.legibility import TARGET, canvas_key_px

    view = _view({"campaign": "a", "players": "9"})
    assert channel_parts(view) == ["summary", "A", "B", "C"]
    parts = render_channel_images(view)
    assert len(parts) == 4
    for png, alt in parts:
        img = Image.open(io.BytesIO(png))
        assert img.width == 1000 and img.height < 2000 and 0 < len(alt) <= 1024
    assert "Column Baker: Sector 1: DEF 3, B1, B3 here" in parts[2][1]
    for part in channel_parts(view):
        assert canvas_key_px(draw_channel(view, part)) >= TARGET
    assert set(draw_channel(view, "C").sectors) == {s.id for s in view.map.sectors if s.id.startswith("C-")}
    assert not draw_channel(view, "summary").sectors
    # three Units' panels are too tall for one image a phone reads: two, then one
    assert team_parts(view, "Team Able") == ["map", "units-a1-a2", "units-a3"]
    (col, col_alt), (units, units_alt), (more, more_alt) = render_team_images(view, "Team Able")
    assert "Column Able" in col_alt and "Team Able, Unit 3" not in col_alt + units_alt and "Team Able, Unit 3" in more_alt
    assert "Team Able, Unit 1" in units_alt and "Team Able, Unit 2" in units_alt
    assert not draw_team(view, "Team Able", "units-a3").sectors and draw_team(view, "Team Able", "map").sectors
    for png in (col, units, more):
        assert Image.open(io.BytesIO(png)).height <= MAX_HEIGHT
    with pytest.raises(ValueError):
        draw_channel(view, "D")
