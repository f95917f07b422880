"""The A&A Allies send each stack to the missing city that still needs it, not to the nearest one (issue #51)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ai import aa_eval
from ai.aa_assign import NEED_CAP, assigned_distance, force_needs
from ai.aa_dday import Sketch

CHERBOURG, ST_LO = "2", "26"


def test_a_city_needs_more_the_more_germans_hold_it_and_wait_next_door() -> None:
    empty = force_needs({}, {}, (CHERBOURG,))[0][1]
    held = force_needs({CHERBOURG: {"de:inf": 2, "de:bh": 2}}, {}, (CHERBOURG,))[0][1]
    refilled = force_needs({CHERBOURG: {"de:inf": 2, "de:bh": 2}}, {CHERBOURG: (3, 1, 0, 0)}, (CHERBOURG,))[0][1]
    assert 0 < empty < held < refilled
    full = force_needs({CHERBOURG: {"de:inf": 8}}, {CHERBOURG: (8, 0, 4, 0)}, (CHERBOURG,))[0][1]
    assert full == NEED_CAP  # two waves of the zone's limit at most


def test_a_stack_goes_on_to_the_city_whose_need_is_not_met() -> None:
    needs = ((CHERBOURG, 8.0), (ST_LO, 6.0))
    # eight U.S. units next to Cherbourg meet its need: four more two zones from it are sent on to St. Lô
    here = [("3", 8), ("7", 4)]
    toward_st_lo = [("3", 8), ("10", 4)]
    toward_cherbourg = [("3", 8), ("3", 4)]
    dist = aa_eval.DIST
    assert assigned_distance(toward_st_lo, needs, dist) < assigned_distance(here, needs, dist)
    assert assigned_distance(toward_cherbourg, needs, dist) > assigned_distance(here, needs, dist)
    # beyond every need, a unit counts its way to the nearest goal
    assert assigned_distance([("3", 20)], ((CHERBOURG, 8.0),), dist) == 20 * dist["3"][CHERBOURG]


def test_the_allies_progress_follows_the_assignment_and_the_axis_reading_does_not_change() -> None:
    w = _position({"2": {"de:inf": 2, "de:art": 1}, "3": {"us:inf": 8}, "7": {"us:inf": 4},
                   "26": {"de:inf": 4, "de:art": 2}, "30": {"uk:inf": 6}})
    to_st_lo = _position({**w.units, "7": {}, "10": {"us:inf": 4}})
    to_cherbourg = _position({**w.units, "7": {}, "6": {"us:inf": 4}})
    allied = aa_eval.ALLIED_WEIGHTS
    missing = aa_eval.goals(w, allied)
    assert set(missing) == {CHERBOURG, ST_LO}
    wants = aa_eval.needs(w, missing, allied)
    assert aa_eval.evaluate(to_st_lo, missing, allied, wants) > aa_eval.evaluate(to_cherbourg, missing, allied, wants)
    nearest = replace(allied, assign=False)  # as before: every unit toward the nearest missing city
    assert aa_eval.evaluate(to_st_lo, missing, nearest) < aa_eval.evaluate(to_cherbourg, missing, nearest)
    assert aa_eval.needs(w, missing, aa_eval.AXIS_WEIGHTS) is None
    assert aa_eval.evaluate(w, missing, aa_eval.AXIS_WEIGHTS, wants) == aa_eval.evaluate(w, missing, aa_eval.AXIS_WEIGHTS)


class _Turn:
    airfield: dict[str, int] = {}
    card, turn, pending = 8, 3, None


def _position(units: dict[str, dict[str, Any]]) -> Sketch:
    return Sketch(_Turn(), {z: u for z, u in units.items() if u}, None)
