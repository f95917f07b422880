"""Layout test of the D-Day Dice images (issue 25): on every board of every Overlord campaign layout, in the
full table image, the channel image and every Team's image, no label is cut off or covered.

The draw code records the box of every text label and marker it draws (:class:`renderer.dday_dice.canvas.Canvas`):
no two labels overlap, none leaves its Sector's box, and no ⇄ marker covers a label.
"""

from __future__ import annotations

import sys
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


@pytest.mark.parametrize("key", ["campaign=a-players=9", "campaign=b-players=2", "blitzkrieg=c2-players=4"])
def test_the_images_posted_in_parts_keep_their_labels_apart_too(key):
    from renderer.dday_dice.overlord import channel_parts

    for v in views(key):
        images = [draw_channel(v, part) for part in channel_parts(v)]
        images += [draw_team(v, team, part) for team, _ in teams(v) for part in ("map", "units")]
        for c in images:
            assert problems(c) == []
