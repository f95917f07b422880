"""The A&A board's labels (issue #46): each casualty, placement and move label lies in its zone or is joined to it
by a leader line, covers no zone's name or number, badge, panel or other label; the close-up shows only map and
never cuts a label. Checked on positions of seeded games played at random by the engine, and on hand-made ones
(the labels of Courseulles, Isigny and Barfleur that once lay across their neighbours)."""

from __future__ import annotations

import random
from functools import cache

import aa_dday_views as views
import pytest

from renderer.aa_dday import draw, geometry, labels, style
from renderer.common import font
from rules.aa_dday import ENGINE as E
from tests.typed import apply_text

GAMES = (("2", 11), ("3", 12), ("2", 13), ("3", 14))
"""(players, seed) of the games played."""


@cache
def played(players: str, seed: int, steps: int = 160) -> tuple:
    """The distinct positions of a game played at random in which the last card changed something."""
    rng = random.Random(seed)
    seats = ("axis", "allies") if players == "2" else ("axis", "uk", "us")
    state, _ = E.initial_state(seats, {"players": players}, seed)
    out, seen = [], set()
    for _ in range(steps):
        prompts = E.prompts(state)
        if E.outcome(state) is not None or not prompts:
            break
        p = prompts[0]
        values = [c.value for c in E.options(state, p.seat, "")]
        moves = [x for x in values if x.startswith("move ")]
        pick = rng.choice(moves) if moves and rng.random() < 0.7 else p.default
        state = apply_text(E, state, p.seat, pick).state
        view = E.view(state, None)
        h = view.highlights
        if h.changed_locations() and repr(h) not in seen:
            seen.add(repr(h))
            out.append(view)
    return tuple(out)


def drawn(view) -> draw.Renderer:
    r = draw.Renderer(view)
    r.draw()
    return r


def area(r: draw.Renderer, location: str) -> list[tuple[float, float]]:
    """The polygon a location's labels belong to: its zone's cell, an airborne box's zone, a beachhead's box."""
    box = next((b for b in r.view.boxes if b.id == location), None)
    if box is not None and box.kind == "beachhead":
        x0, y0, x1, y1 = r.loc_box[location]
        return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
    return r.cell(box.zone if box is not None else int(location))


def on_outline(p, box) -> bool:
    x, y = p
    x0, y0, x1, y1 = box
    within = x0 - 1 <= x <= x1 and y0 - 1 <= y <= y1
    return within and min(abs(x - x0), abs(x - (x1 - 1)), abs(y - y0), abs(y - (y1 - 1))) <= 1


def check(r: draw.Renderer) -> None:
    """Every rule of the labels' layout, on one drawn board."""
    names = list(r.name_box.items())
    badges = [(zid, b) for zid, bs in r.badges.items() for b in bs]
    for k, lab in enumerate(r.labels):
        where = f"{lab.kind} label {lab.text!r} of {lab.location}"
        if lab.location is not None:
            poly = area(r, lab.location)
            assert geometry.point_in_polygon(lab.anchor, poly), f"{where}: its anchor lies outside its location"
            if lab.leader is None:
                x0, y0, x1, y1 = lab.box
                corners = [(x0, y0), (x1 - 1, y0), (x0, y1 - 1), (x1 - 1, y1 - 1)]
                assert all(geometry.point_in_polygon(c, poly) for c in corners), f"{where}: neither in nor joined"
        if lab.leader is not None:
            start, end = lab.leader
            assert on_outline(start, lab.box) and end == lab.anchor, f"{where}: its leader does not join it"
        for zid, box in names:
            assert not labels.overlap(lab.box, box), f"{where} covers the name of zone {zid}"
        for zid, box in badges:
            assert not labels.overlap(lab.box, box), f"{where} covers a badge of zone {zid}"
        for box in r.panel_boxes():
            assert not labels.overlap(lab.box, box), f"{where} covers a panel"
        assert labels.inside(lab.box, r.map_box()), f"{where} leaves the map"
        for other in r.labels[k + 1:]:
            assert not labels.overlap(lab.box, other.box), f"{where} covers the label {other.text!r}"
    if r.crop is not None:
        assert labels.inside(r.crop, r.map_box()), "the close-up shows more than the map"
        for box in r.panel_boxes():
            assert not labels.overlap(r.crop, box), "the close-up shows a panel"
        for lab in r.labels:
            if labels.overlap(lab.extent(), r.crop):
                assert labels.inside(lab.extent(), r.crop), f"the close-up cuts the label {lab.text!r}"


def with_highlights(**changes):
    busy = views.busy_view()
    return busy.model_copy(update={"highlights": busy.highlights.model_copy(update=changes)})


@pytest.fixture(scope="module")
def courseulles():
    """The position of issue #46: Courseulles' long label once lay across Bayeux and Creully, Isigny's on
    Bayeux; Barfleur's close-up was half reinforcement table."""
    return with_highlights(
        card=11, moves=[], combat_zones=[16, 14],
        casualties={"16": {"de:inf": 1, "de:bh": 1, "uk:inf": 2}, "14": {"de:inf": 2, "us:inf": 1, "us:art": 1},
                    "4": {"de:bh": 1}, "sword": {"uk:tank": 1}},
        placed={"23": {"uk:inf": 2, "uk:tank": 1}})


def test_the_labels_of_courseulles_isigny_and_barfleur_keep_to_their_zones(courseulles):
    r = drawn(courseulles)
    told = {lab.location for lab in r.labels if lab.kind != "move"}
    assert told == {"16", "14", "4", "sword", "23"}
    check(r)
    # the long label is laid out on several lines where it fits, never over Bayeux's or Creully's name
    cours = next(lab for lab in r.labels if lab.location == "16")
    assert cours.text.replace(" ", "") == "−1 DE inf −1 DE blockhouse −2 UK inf".replace(" ", "")


@pytest.mark.parametrize("only", ["4", "16", "14"])
def test_a_close_up_of_one_zone_shows_only_map_and_its_whole_label(courseulles, only):
    view = with_highlights(card=11, moves=[], combat_zones=[], placed={},
                           casualties={only: courseulles.highlights.casualties[only]})
    r = drawn(view)
    check(r)
    (lab,) = r.labels
    assert r.crop is not None and labels.inside(lab.extent(), r.crop), "the close-up shows the zone's label"


def test_the_layout_is_the_same_every_time(courseulles):
    first, again = draw.Renderer(courseulles), draw.Renderer(courseulles.model_copy(deep=True))
    assert first.labels == again.labels and first.block_shift == again.block_shift


def test_a_label_with_no_room_in_its_zone_goes_outside_with_a_leader():
    zid = 4  # Barfleur, small and crowded by its name and badges
    many = {f"de:{k}": 1 for k in ("inf", "art", "tank", "bh")} | {f"us:{k}": 2 for k in ("inf", "art", "tank")}
    r = drawn(with_highlights(card=11, moves=[], combat_zones=[], placed={}, casualties={str(zid): many}))
    check(r)
    (lab,) = r.labels
    assert lab.leader is not None and len(lab.lines) >= 1


def test_wrapping_keeps_parts_whole_and_balances_lines():
    f = font(style.F_TAG, True)
    parts = ["−1 DE inf", "−1 DE blockhouse", "−2 UK inf"]
    got = labels.wrap_variants(parts, f)
    assert got[0] == (" ".join(parts),)
    assert got[1] == ("−1 DE inf −1 DE blockhouse", "−2 UK inf") or got[1] == ("−1 DE inf", "−1 DE blockhouse −2 UK inf")
    assert got[2] == tuple(parts)
    assert all(" ".join(v).split() == " ".join(parts).split() for v in got)


@pytest.mark.parametrize("players,seed", GAMES[:2])
def test_labels_of_played_positions_keep_their_place(players, seed):
    positions = [v for v in played(players, seed) if v.highlights.casualties][:3]
    assert len(positions) == 3, "the game lost units on several cards"
    for view in positions:
        check(drawn(view))


@pytest.mark.slow
def test_labels_of_every_played_position_keep_their_place():
    kinds = set()
    for players, seed in GAMES:
        for view in played(players, seed, 400)[::6]:
            r = drawn(view)
            check(r)
            kinds |= {lab.kind for lab in r.labels}
    assert kinds == {"lost", "placed", "move"}
