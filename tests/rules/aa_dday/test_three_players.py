"""The three-player game: seats axis, uk and us; joint decisions of the Allies; each power's own units."""

from __future__ import annotations

import pytest

from rules.aa_dday import ENGINE as E
from rules.aa_dday import build_state
from rules.core.errors import IllegalActionError, NotYourTurnError
from tests.rules.aa_dday.helpers import kinds, prompt
from tests.typed import apply_text

THREE = {"players": "3"}
NO_AIR: dict[str, int] = {}


def waiting(state):
    return [p.seat for p in E.prompts(state)]


def bombard_state(**kw):
    return build_state({"14": "2 bh", "15": "1 bh", "16": "1 uk inf"}, card=2, options=THREE, airfield=NO_AIR, **kw)


def test_three_player_seats_and_initial_state() -> None:
    s, ev = E.initial_state(("axis", "uk", "us"), THREE, 4)
    assert s.seats == ("axis", "uk", "us")
    assert set(E.view(s, None).standing_orders) == {"axis", "uk", "us"}
    with pytest.raises(Exception, match="axis, uk, us"):
        E.initial_state(("axis", "allies"), THREE, 4)


def test_joint_decision_agreed_one_proposes_the_other_confirms() -> None:
    s, _ = bombard_state(dice_script=[1, 6, 6, 6, 1, 6])
    assert waiting(s) == ["uk", "us"]
    p = prompt(s, "uk")
    assert p.kind == "split" and "A decision for the Allies together" in p.text
    step = apply_text(E, s, "uk", "split uk 4 us 2")
    s2 = step.state
    assert "The U.K. proposes for the Allies: split uk 4 us 2" in kinds(step.events, "joint")[0].text
    assert waiting(s2) == ["us"]
    assert prompt(s2, "us").kind == "confirm" and [c.value for c in prompt(s2, "us").choices] == ["confirm", "refuse"]
    assert E.view(s2, None).proposal == "The U.K. proposes 'split uk 4 us 2' (waiting for confirmation)"
    with pytest.raises(NotYourTurnError):
        apply_text(E, s2, "uk", "confirm")
    with pytest.raises(NotYourTurnError):
        apply_text(E, s2, "axis", "split uk 0 us 6")
    step = apply_text(E, s2, "us", "confirm")
    rolls = kinds(step.events, "roll")
    assert [r.dice for r in rolls] == [(1, 6, 6, 6), (1, 6)]
    assert "the U.K., 4 dice" in rolls[0].text
    # the U.K.'s hit first: the U.K. picks among the blockhouses; the U.S. hit then falls on what is left
    assert waiting(step.state) == ["uk"] and prompt(step.state, "uk").kind == "hits"
    s3 = apply_text(E, step.state, "uk", "hits 15: 1 bh").state
    assert s3.units["14"] == {"de:bh": 1} and "de:bh" not in s3.units.get("15", {})


def test_joint_decision_disagreed_the_axis_decides() -> None:
    s, _ = bombard_state(dice_script=[6] * 6)
    s = apply_text(E, s, "us", "split uk 0 us 6").state
    step = apply_text(E, s, "uk", "refuse")
    assert "as the rules say, the Axis decides" in kinds(step.events, "joint")[0].text
    s2 = step.state
    assert waiting(s2) == ["axis"]
    p = prompt(s2, "axis")
    assert p.kind == "split" and "you decide for them" in p.text
    with pytest.raises(IllegalActionError):
        apply_text(E, s2, "axis", "confirm")
    step = apply_text(E, s2, "axis", "split uk 6 us 0")
    assert kinds(step.events, "joint")[0].text == "The Axis decides for the Allies: split uk 6 us 0."
    assert kinds(step.events, "roll")[0].dice == (6, 6, 6, 6, 6, 6)


def test_a_counter_proposal_is_a_disagreement() -> None:
    s, _ = bombard_state(dice_script=[6] * 6)
    s = apply_text(E, s, "uk", "split uk 4 us 2").state
    step = apply_text(E, s, "us", "split uk 2 us 4")
    assert "would rather 'split uk 2 us 4'" in step.events[0].text
    assert waiting(step.state) == ["axis"]
    assert "wanted 'split uk 2 us 4'" in prompt(step.state, "axis").text


def test_joint_decision_by_standing_orders_of_both_allied_players() -> None:
    s, ev = bombard_state(dice_script=[6] * 6, orders="default")
    so = kinds(ev, "standing_order")[0]
    assert so.text == "The standing orders of the U.K. and the U.S. (split: 3) decide: split uk 3 us 3."
    assert [r.dice for r in kinds(ev, "roll")][:2] == [(6, 6, 6), (6, 6, 6)]


def test_one_standing_order_proposes_and_the_other_player_confirms() -> None:
    s, ev = bombard_state(dice_script=[6] * 6, orders={"uk": {"split": "5"}, "us": {"split": "ask"}, "axis": {}})
    assert "The U.K.'s standing orders (split: 5) propose: split uk 5 us 1." in [e.text for e in ev]
    assert waiting(s) == ["us"] and prompt(s, "us").kind == "confirm"


def test_mixed_casualties_are_a_joint_decision_single_power_ones_are_not() -> None:
    s, _ = build_state({"30": "1 uk inf, 1 uk art, 1 us inf, 2 inf", "29": "2 us inf, 1 us art, 1 inf"}, card=13,
                       options=THREE, airfield=NO_AIR, dice_script=[1, 1, 6, 1, 1, 6, 6, 6])
    # Axis attacks in 29 (1 die) and 30 (2 dice) ... the Allies defend; every hit needs a choice
    ws = waiting(s)
    assert "us" in ws or "axis" in ws
    while "axis" in waiting(s) and prompt(s, "axis").kind == "hits":
        s = apply_text(E, s, "axis", prompt(s, "axis").default).state
    # the U.S. alone owns the units in zone 29; zone 30 mixes U.K. and U.S. units: a joint decision after it
    if "us" in waiting(s) and "uk" not in waiting(s):
        assert "29" in prompt(s, "us").text
        s = apply_text(E, s, "us", prompt(s, "us").default).state
    assert waiting(s) == ["uk", "us"]
    p = prompt(s, "uk")
    assert "A decision for the Allies together" in p.text and "Caen (30)" in p.text


def test_each_allied_seat_is_refused_when_acting_for_the_others_units() -> None:
    s, _ = build_state({"16": "1 uk inf, 1 us inf", "30": "1 inf"}, card=8, options=THREE, airfield=NO_AIR)
    assert waiting(s) == ["uk", "us"]
    before = E.dump_state(s)
    with pytest.raises(IllegalActionError, match="not yours to move: the U.S. decides"):
        apply_text(E, s, "uk", "move 1 us inf from 16 to 23")
    with pytest.raises(IllegalActionError, match="not yours to move: the U.K. decides"):
        apply_text(E, s, "us", "move 1 uk inf from 16 to 23")
    assert E.dump_state(s) == before
    assert all("uk " not in c.value for c in E.options(s, "us"))
    s = apply_text(E, s, "uk", "move 1 uk inf from 16 to 23").state
    assert waiting(s) == ["us"]  # nothing more the U.K. can move: its part of the card is over
    with pytest.raises(NotYourTurnError):
        apply_text(E, s, "uk", "move 1 uk inf from 23 to 29")
    # landing, patrols and reinforcements likewise
    s, _ = build_state({"gold": {"uk:inf": 1}, "utah": {"us:inf": 1}, "30": "1 inf"}, card=10, options=THREE,
                       airfield=NO_AIR)
    with pytest.raises(IllegalActionError, match="not yours to land"):
        apply_text(E, s, "us", "land all from gold")
    with pytest.raises(IllegalActionError, match="not yours to land"):
        apply_text(E, s, "uk", "land all from utah")
    s, _ = build_state({"30": "1 inf"}, card=3, options=THREE)
    with pytest.raises(IllegalActionError, match="not yours to send"):
        apply_text(E, s, "uk", "patrol 1 us fighter to 30")
    s = apply_text(E, s, "uk", "patrol 2 uk fighter to 30").state
    with pytest.raises(IllegalActionError, match="not yours to send"):
        apply_text(E, s, "us", "bomb uk to 30") if s.pending.kind == "bomb" else apply_text(E, s, "us", "patrol 1 uk fighter to 12")


def test_each_power_places_its_own_reinforcements() -> None:
    s, _ = build_state({"30": "1 inf"}, card=14, options=THREE, airfield=NO_AIR, charts={"us": 8, "uk": 0},
                       dice_script=[1, 1, 1, 1])
    assert waiting(s) == ["uk", "us"]
    with pytest.raises(IllegalActionError, match="not yours to place"):
        apply_text(E, s, "uk", "place us 1 in omaha")
    s = apply_text(E, s, "us", "place us 2 in omaha").state
    assert waiting(s) == ["uk"]


def test_allied_victory_names_both_allied_seats() -> None:
    s, ev = build_state({"2": "1 uk inf", "26": "1 us inf", "30": "1 uk inf"}, card=16, options={**THREE, "quick_victory": "on"},
                        airfield=NO_AIR)
    assert E.outcome(s).winners == ("uk", "us")
