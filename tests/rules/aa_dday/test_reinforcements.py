"""Reinforcements (rulebook "Reinforcements") and order cards 14 and 15."""

from __future__ import annotations

import pytest

from rules.aa_dday import ENGINE as E
from rules.aa_dday import build_state
from rules.aa_dday.board import BOARD
from rules.core.errors import IllegalActionError
from tests.typed import apply_text

NO_AIR: dict[str, int] = {}
DONE = {c: BOARD.chart_len[c] for c in BOARD.chart_ids}
ENEMY = {"30": "1 inf", "4": "1 uk inf"}


def charts(**left_out):
    """Chart positions: every chart finished except those given (chart id -> position)."""
    out = dict(DONE)
    out.update({k.replace("_", "-"): v for k, v in left_out.items()})
    return out


def test_order_card_14_rolls_both_nations_before_placing() -> None:
    s, ev = build_state(ENEMY, card=14, airfield=NO_AIR, charts=charts(uk=0, us=6), dice_script=[1, 2, 2, 2])
    rolls = [e for e in ev if e.kind == "roll"]
    assert [r.data["chart"] for r in rolls] == ["uk", "us"]
    assert [r.data["available"] for r in rolls] == [3, 4]
    p = E.prompts(s)[0]
    assert p.seat == "allies" and p.kind == "place"
    view = E.view(s, None)
    assert {c.id: c.available for c in view.charts}["uk"] == 3


def test_order_card_14_places_in_chart_order_into_the_nations_boxes() -> None:
    s, _ = build_state(ENEMY, card=14, airfield=NO_AIR, charts=charts(uk=0, us=8), dice_script=[1, 2, 1, 1])
    for bad, why in [
        ("place uk 2 in omaha", "U.K. reinforcements go only"),
        ("place uk 4 in gold", "Only 3 more units"),
        ("place rennes-chartres 1 in 32", "not placing"),
    ]:
        before = E.dump_state(s)
        with pytest.raises(IllegalActionError) as err:
            apply_text(E, s, "allies", bad)
        assert why in str(err.value), (bad, str(err.value))
        assert E.dump_state(s) == before
    s = apply_text(E, s, "allies", "place uk 2 in sword").state  # art, art
    assert s.units["sword"] == {"uk:art": 2}
    assert s.charts["uk"] == 2
    s = apply_text(E, s, "allies", "place uk 1 in gold").state  # inf
    assert s.units["gold"] == {"uk:inf": 1}
    # U.S. rows from 8 on may use either American box: both rolled 2
    s = apply_text(E, s, "allies", "place us 2 in utah").state
    assert s.units["utah"] == {"us:inf": 2}
    assert s.card != 14


def test_reinforcements_restricted_unit_holds_up_the_rest() -> None:
    # Utah is full and the next U.S. unit may land only at Utah: nothing behind it comes in either
    s, ev = build_state({**ENEMY, "utah": {"us:inf": 4}}, card=14, airfield=NO_AIR, charts=charts(us=0),
                        dice_script=[3, 3])
    assert s.charts["us"] == 0
    assert "omaha" not in s.units
    assert any("6 units of the U.S. chart found no room" in e.text for e in ev)


def test_reinforcements_forced_units_are_placed_by_themselves() -> None:
    # one place left at Utah: the first (Utah-only) unit goes there, the second is held up
    s, ev = build_state({**ENEMY, "utah": {"us:inf": 3}}, card=14, airfield=NO_AIR, charts=charts(us=0),
                        dice_script=[1, 1])
    assert s.units["utah"] == {"us:inf": 4}
    assert s.charts["us"] == 1
    assert any(e.kind == "place" and "only place with room" in e.text for e in ev)


def test_reinforcements_units_that_fit_must_be_placed() -> None:
    s, _ = build_state(ENEMY, card=14, airfield=NO_AIR, charts=charts(uk=0), dice_script=[1, 1])
    with pytest.raises(IllegalActionError) as err:
        apply_text(E, s, "allies", "done")
    assert "must be placed" in str(err.value) and err.value.rule == "Reinforcements"


def test_reinforcements_unplaced_units_stay_on_the_chart() -> None:
    # U.K. boxes hold 18; with 17 units already in them only one of six rolled units fits
    boxes = {"gold": {"uk:inf": 7}, "juno": {"uk:inf": 5}, "sword": {"uk:inf": 5}}
    s, ev = build_state({**ENEMY, **boxes}, card=14, airfield=NO_AIR, charts=charts(uk=0), dice_script=[3, 3])
    assert s.units["sword"] == {"uk:inf": 5, "uk:art": 1}
    assert s.charts["uk"] == 1
    view = E.view(s, None)
    uk = next(c for c in view.charts if c.id == "uk")
    assert uk.available == 0 and len(uk.waiting) == BOARD.chart_len["uk"] - 1


def test_order_card_15_axis_reinforcements_respect_the_limit_and_marker_zones() -> None:
    s, ev = build_state(
        {"30": "1 uk inf", "36": "7 inf, 1 bh"}, card=15, airfield=NO_AIR,
        charts=charts(rennes_chartres=0, rouen_chartres=0), dice_script=[1, 1, 1, 2],
    )
    p = E.prompts(s)[0]
    assert p.seat == "axis" and p.kind == "place"
    with pytest.raises(IllegalActionError) as err:
        apply_text(E, s, "axis", "place rennes-chartres 2 in 36")  # one place left in 36
    assert "Only 1 unit" in str(err.value)
    with pytest.raises(IllegalActionError) as err:
        apply_text(E, s, "axis", "place rennes-chartres 1 in 39")  # a Rouen zone
    assert "enter only in" in str(err.value)
    s = apply_text(E, s, "axis", "place rennes-chartres 1 in 36").state
    assert s.units["36"]["de:tank"] == 1
    s = apply_text(E, s, "axis", "place rennes-chartres 1 in 40").state
    s = apply_text(E, s, "axis", "place rouen-chartres 3 in 42").state
    assert s.units["42"] == {"de:tank": 3}
    assert s.card != 15


def test_order_card_15_reinforcements_entering_enemy_zones_and_strafed_by_fighters() -> None:
    # two fighters patrol Granville (32), where British infantry also stand; 2 units arrive
    s, ev = build_state(
        {"32": "1 uk inf, 2 uk fighter"}, card=15, airfield=NO_AIR,
        charts=charts(rennes_chartres=0), dice_script=[1, 1, 6, 6, 1, 6],
    )
    step = apply_text(E, s, "axis", "place rennes-chartres 2 in 32")
    strafe = [e for e in step.events if e.kind == "strafe"]
    assert len(strafe) == 1 and strafe[0].dice == (6, 6, 1, 6)  # each fighter rolls once per unit
    assert strafe[0].data["destroyed"] == {"de:tank": 1}
    assert step.state.destroyed == {"de:tank": 1}


def test_order_cards_14_and_15_leave_the_deck_when_their_charts_are_empty() -> None:
    s, ev = build_state(ENEMY, card=13, airfield=NO_AIR, charts=DONE)
    removed = {e.data["card"] for e in ev if e.kind == "card_removed"}
    assert {14, 15} <= removed
