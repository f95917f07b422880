"""Layout test of the D-Day Dice images (issue 25): on every board of every Overlord campaign layout, in the
full table image, the channel image and every Team's image, no label is cut off or covered.

The draw code records the box of every text label and marker it draws (:class:`renderer.dday_dice.canvas.Canvas`):
no two labels overlap, none leaves its Sector's box, and no ⇄ marker covers a label.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from dday_dice_layouts import CASES, case_id, problems, views  # noqa: E402

from renderer.dday_dice.draw import draw_table  # noqa: E402
from renderer.dday_dice.overlord import draw_channel, draw_team, teams  # noqa: E402
from rules.dday_dice.engine import ENGINE as E  # noqa: E402


def _default(opts: dict[str, str], first_blitzkrieg: str) -> bool:
    """The cases the default run draws: per campaign three Units in Teams and solo, the Small layout, Campaign
    C's second Battle Map and one Blitzkrieg Raid (-m slow draws every case, the nine- and twelve-player ones
    too: one to two seconds each)."""
    if "blitzkrieg" in opts:
        return opts["blitzkrieg"] == first_blitzkrieg
    return opts.get("players") == "3" or "solo" in opts or "layout" in opts or "version" in opts


@pytest.mark.parametrize("key", [
    pytest.param(case_id(o), marks=[] if _default(o, next(c["blitzkrieg"] for c in CASES if "blitzkrieg" in c))
                 else [pytest.mark.slow])
    for o in CASES])
def test_no_label_is_cut_off_or_covered_on_any_board(key):
    seen = set()
    for v in views(key):
        seen.add(v.map.id)
        images = [("full", draw_table(v)), ("channel", draw_channel(v))]
        images += [(team, draw_team(v, team)) for team, _ in teams(v)]
        for name, c in images:
            assert c.labels and c.sectors, name
            assert set(c.sectors) <= {s.id for s in v.map.sectors}
            found = problems(c)
            assert found == [], f"{v.map.id}, {name} image: {found[:5]}"
    assert seen


def test_every_raid_of_a_campaign_is_checked():
    assert {v.map.id for v in views("campaign=a-players=9")} == {"raid-a1", "raid-a2", "raid-a3"}
    assert len({v.map.id for v in views("campaign=c-players=1-solo=on")}) == 3


def test_the_base_game_table_keeps_its_labels_apart_too():
    opts = {"players": "4", "map": "vierville-draw"}
    state, _ = E.initial_state(E.seats_for(opts), opts, 5)
    assert problems(draw_table(E.view(state, None))) == []


def _charlie_view():
    opts = {"campaign": "a", "players": "9"}
    state, _ = E.initial_state(E.seats_for(opts), opts, 3)
    return E.view(state, None)


@pytest.mark.parametrize("draw", [draw_table, draw_channel, lambda v: draw_team(v, "Team Charlie")])
def test_the_defects_of_issue_25_are_gone(draw):
    """Column Charlie of Raid A-1: Sector 5's two DEF values are read whole inside it; the MGF of Sectors 7 and 8
    are not under a ⇄ marker."""
    c = draw(_charlie_view())
    chips = [lab for lab in c.labels if lab.sector == "C-5" and lab.kind == "chip"]
    texts = " ".join(lab.text for lab in chips)
    assert "7" in texts and "T1" in texts and "T2+" in texts and texts.count("5") >= 1
    markers = [lab for lab in c.labels if lab.marker]
    for sid in ("C-7", "C-8"):
        mgf = [lab for lab in c.labels if lab.sector == sid and lab.text.startswith("MGF")]
        assert mgf and not any(m.box[0] < g.box[2] and g.box[0] < m.box[2] and m.box[1] < g.box[3]
                               and g.box[1] < m.box[3] for m in markers for g in mgf)


@pytest.mark.parametrize("key", ["campaign=a-players=9", "campaign=b-players=2", "blitzkrieg=c2-players=4",
                                 "campaign=a-players=2-layout=small"])
def test_the_images_posted_in_parts_keep_their_labels_apart_too(key):
    from renderer.dday_dice.overlord import channel_parts, team_parts
    from renderer.dday_dice.parts import MAX_HEIGHT

    for v in views(key):
        images = [draw_channel(v, part) for part in channel_parts(v)]
        images += [draw_team(v, team, part) for team, _ in teams(v) for part in team_parts(v, team)]
        for c in images:
            assert problems(c) == []
            assert c.img.height <= MAX_HEIGHT


@cache
def _one_board_views():
    """A four-Unit base game on the tallest map, and Atlantikwall with a German player and Battle Conditions, each
    at its start and after a stretch of play (Units gathered in one Sector, Items, Specialists)."""
    from dday_dice_layouts import played_with_policy

    out = []
    for opts in ({"players": "4", "map": "vierville-draw", "nations": "us,uk,fr,ca"},
                 {"players": "2", "map": "omaha-beach", "german": "player", "battle_conditions": "on"}):
        state, _ = E.initial_state(E.seats_for(opts), opts, 5)
        out += [E.view(state, None), E.view(played_with_policy(state, 160, 5), None)]
    return out


@pytest.mark.parametrize("n", range(4))
def test_the_parts_of_a_one_board_table_keep_their_labels_apart(n):
    """The base game and Atlantikwall are posted in parts (map, Units, German player): in each no label is cut off
    or covered, none is taller than a phone reads, and every Sector and Unit is in one of them."""
    from renderer.dday_dice.parts import MAX_HEIGHT, draw_part, table_parts

    v = _one_board_views()[n]
    names = table_parts(v)
    assert names[0] == "map" and any(p.startswith("units") for p in names)
    assert ("german" in names) == (v.german is not None)
    sectors: set[str] = set()
    for part in names:
        c = draw_part(v, part)
        assert problems(c) == [], part
        assert c.img.height <= MAX_HEIGHT, (part, c.img.height)
        assert not (sectors & set(c.sectors))
        sectors |= set(c.sectors)
    assert sectors == {s.id for s in v.map.sectors}


def test_the_measured_heading_and_footer_are_the_drawn_ones():
    """The parts are cut by heights measured before drawing: the heading's (with or without who must act and the
    reconstructed map's band) and the footer's are what drawing them takes."""
    from PIL import Image

    from renderer.common import FastDraw
    from renderer.dday_dice.canvas import Canvas
    from renderer.dday_dice.draw import MARGIN, footer, footer_height, header, header_height

    seen = set()
    tables = []
    for opts in ({"players": "4", "map": "vierville-draw"}, {"players": "1", "map": "exercise-tiger"},
                 {"players": "2", "map": "omaha-beach", "german": "player"}, {"campaign": "a", "players": "9"}):
        state, _ = E.initial_state(E.seats_for(opts), opts, 5)
        tables.append(E.view(state, None))
    tables.append(tables[0].model_copy(update={"outcome": "the Units took the Bunker"}))
    for v in tables:
        for width, waiting, band in ((1000, None, True), (1000, "Waiting for: Team Able (A1, A3)", True),
                                     (1000, None, False), (1600, None, True)):
            img = Image.new("RGB", (width, 3000))
            c = Canvas(img, FastDraw(img))
            drawn = header(c, v, MARGIN, width, waiting, band) - MARGIN
            assert drawn == header_height(v, width, waiting, band)
            seen.add(drawn)
            assert footer(c, v, 0, width) == footer_height(v, width)
    assert len(seen) > 2


def test_a_board_too_tall_for_one_image_is_cut_evenly_between_rows():
    """Column Baker of the Small layout, with its heading, is taller than 2,400 px: its Team's image shows it in two
    pieces of about the same height, each saying which Sectors it holds, every Sector in one of them."""
    from renderer.dday_dice.overlord import team_alt_text, team_parts
    from renderer.dday_dice.parts import MAX_HEIGHT

    v = views("campaign=a-players=2-layout=small")[0]
    assert team_parts(v, "Team Baker") == ["map", "map-2", "units"]
    pieces = [draw_team(v, "Team Baker", part) for part in ("map", "map-2")]
    heights = [c.img.height for c in pieces]
    assert max(heights) <= MAX_HEIGHT and min(heights) > 0.6 * max(heights), heights
    assert not set(pieces[0].sectors) & set(pieces[1].sectors)
    assert set(pieces[0].sectors) | set(pieces[1].sectors) == {s.id for s in v.map.sectors if s.id.startswith("B-")}
    assert "B-16" in pieces[0].sectors and "B-1" in pieces[1].sectors  # the Bunker's side first, the beach last
    assert "part 2 of 2" in team_alt_text(v, "Team Baker", "map-2")


def test_a_one_board_map_too_tall_for_one_image_is_cut_the_same_way(monkeypatch):
    """With a lower limit (no printed map is that tall yet), the base game's map is cut into pieces too: each part
    keeps its labels apart and within the limit, every Sector in one piece."""
    from renderer.dday_dice import parts

    monkeypatch.setattr(parts, "MAX_HEIGHT", 1500)
    v = _one_board_views()[1]
    names = parts.table_parts(v)
    maps = [n for n in names if n.startswith("map")]
    assert maps == ["map", "map-2"]
    drawn = [parts.draw_part(v, n) for n in maps]
    for c in drawn:
        assert problems(c) == [] and c.img.height <= 1500
    assert set(drawn[0].sectors) | set(drawn[1].sectors) == {s.id for s in v.map.sectors}
    assert "(part 1 of 2)" in parts.part_alt_text(v, "map")
