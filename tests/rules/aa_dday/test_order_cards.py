"""Order cards 01-07, 09, 10 and 16, and removing cards from the deck (rulebook, Appendix 1)."""

from __future__ import annotations

import pytest

from rules.aa_dday import ENGINE as E
from rules.aa_dday import build_state
from rules.aa_dday.engine import setup_units
from rules.core.errors import IllegalActionError
from tests.typed import apply_text

NO_AIR: dict[str, int] = {}
ALL_CHARTS_DONE = {"uk": 29, "us": 38, "rennes-chartres": 40, "rouen-chartres": 27}


def prompt(state, seat=None):
    ps = E.prompts(state)
    assert ps, "expected a prompt"
    if seat is None:
        assert len(ps) == 1
        return ps[0]
    return next(p for p in ps if p.seat == seat)


def texts(events, kind=None):
    return [e.text for e in events if kind is None or e.kind == kind]


def removed_events(events):
    return {e.data["card"] for e in events if e.kind == "card_removed"}


# --------------------------------------------------------------------------- 01


def test_order_card_01_airborne_assault_rolls_and_axis_chooses_casualties() -> None:
    # us-west (zone 10: inf + art): 1 6 6 -> 1 hit, a real choice;
    # us-east (zone 11: inf + bh): 1 1 1 -> 3 hits, only the infantry can be hit;
    # uk (zone 17: inf + 2 bh): 6 6 -> no hit.
    s, ev = build_state(setup_units(), card=1, seed=5, dice_script=[1, 6, 6, 1, 1, 1, 6, 6])  # every order: ask
    rolls = [e for e in ev if e.kind == "roll"]
    assert [e.dice for e in rolls] == [(1, 6, 6), (1, 1, 1), (6, 6)]
    assert rolls[0].phase == "Turn 1 · Order 01 Airborne Assault"
    assert "1 hit" in rolls[0].text
    assert s.units["11"] == {"de:bh": 1}  # the infantry fell, the blockhouse could not be chosen
    p = prompt(s, "axis")
    assert p.kind == "hits" and p.default == "hits 10: 1 inf"
    assert "us-west" in s.units  # paratroopers wait in their box until the casualties are chosen
    step = apply_text(E, s, "axis", "hits 10: 1 art")
    s2 = step.state
    assert s2.units["10"] == {"de:inf": 1, "us:inf": 3}
    assert not any(b in s2.units for b in ("us-west", "us-east", "uk"))
    assert s2.units["17"]["uk:inf"] == 2
    assert 1 in s2.removed and 1 in removed_events(step.events)
    assert s2.destroyed["de:art"] == 1


def test_order_card_01_blockhouses_cannot_be_chosen_as_casualties() -> None:
    s, _ = build_state({"us-west": {"us:inf": 3}, "10": "1 inf, 1 art, 1 bh"}, card=1, dice_script=[1, 6, 6])
    before = E.dump_state(s)
    with pytest.raises(IllegalActionError) as err:
        apply_text(E, s, "axis", "hits 10: 1 bh")
    assert "Blockhouses cannot be chosen" in str(err.value)
    assert err.value.rule == "Order card 01"
    assert E.dump_state(s) == before


def test_order_card_01_hits_without_a_target_are_lost() -> None:
    s, ev = build_state({"uk": {"uk:inf": 2}, "17": "2 bh"}, card=1, dice_script=[1, 1], removed=[2])
    assert s.units["17"] == {"de:bh": 2, "uk:inf": 2}
    assert any("lost" in t for t in texts(ev))


# --------------------------------------------------------------------------- 02


def test_order_card_02_naval_bombardment_allies_choose_the_blockhouses() -> None:
    s, ev = build_state({"14": "2 bh, 1 inf", "15": "2 bh"}, card=2, dice_script=[1, 2, 3, 4, 5, 6])
    assert "2 hits" in texts(ev, "roll")[0]
    p = prompt(s)
    assert p.seat == "allies" and p.kind == "hits"
    with pytest.raises(IllegalActionError):
        apply_text(E, s, "allies", "hits 14: 1 inf")  # bombardment targets blockhouses only
    with pytest.raises(IllegalActionError):
        apply_text(E, s, "allies", "hits 14: 2 bh; 15: 1 bh")  # three for two hits
    s2 = apply_text(E, s, "allies", "hits 14: 1 bh; 15: 1 bh").state
    assert s2.units["14"] == {"de:bh": 1, "de:inf": 1}
    assert s2.units["15"] == {"de:bh": 1}


def test_order_card_02_leaves_the_deck_when_no_blockhouse_remains() -> None:
    s, ev = build_state({"14": "1 bh", "30": "1 inf"}, card=2, dice_script=[1, 6, 6, 6, 6, 6], removed=[1])
    assert "14" not in s.units
    assert {2, 9} <= removed_events(ev)
    assert 2 in s.removed and 9 in s.removed


# --------------------------------------------------------------------------- 03 / 04


def test_order_card_03_fighters_patrol_at_most_four_per_zone() -> None:
    s, _ = build_state({"12": "1 inf"}, card=3)
    assert prompt(s).kind == "patrol"
    s = apply_text(E, s, "allies", "patrol 3 uk fighter, 1 us fighter to 12").state
    assert s.units["12"]["uk:fighter"] == 3 and s.airfield["uk:fighter"] == 1
    with pytest.raises(IllegalActionError) as err:
        apply_text(E, s, "allies", "patrol 1 us fighter to 12")
    assert err.value.rule == "Maximum Units in a Zone"
    with pytest.raises(IllegalActionError):
        apply_text(E, s, "allies", "patrol 5 us fighter to 13")  # only 3 left
    with pytest.raises(IllegalActionError) as err:
        apply_text(E, s, "allies", "patrol 1 fighter to 13")  # both nations still on the airfield
    assert "'uk fighter' or 'us fighter'" in str(err.value)


def test_order_card_04_antiaircraft_fire_axis_chooses_which_fighter() -> None:
    s, _ = build_state({"12": "2 art"}, card=3, dice_script=[1, 5])
    s = apply_text(E, s, "allies", "patrol 1 uk fighter, 1 us fighter to 12").state
    step = apply_text(E, s, "allies", "done")
    s = step.state
    p = prompt(s)
    assert p.seat == "axis" and p.kind == "hits"
    assert any(e.dice == (1, 5) for e in step.events)
    s = apply_text(E, s, "axis", "hits 12: 1 us fighter").state
    assert s.destroyed == {"us:fighter": 1}
    assert s.units["12"]["uk:fighter"] == 1


def test_order_cards_03_04_16_leave_the_deck_when_every_fighter_is_gone() -> None:
    s, _ = build_state({"12": "1 art", "13": "1 inf"}, card=3, airfield={"uk:fighter": 1}, dice_script=[1])
    step = apply_text(E, s, "allies", "patrol 1 uk fighter to 12")
    assert step.state.destroyed == {"uk:fighter": 1}
    assert {3, 4, 16} <= removed_events(step.events)


# --------------------------------------------------------------------------- 05 / 06 / 07


def test_order_card_05_bombers_may_not_enter_zones_with_allied_land_units() -> None:
    s, _ = build_state({"30": "1 inf, 1 tank", "31": "1 uk inf, 1 inf"}, card=5)
    assert prompt(s).kind == "bomb"
    with pytest.raises(IllegalActionError) as err:
        apply_text(E, s, "allies", "bomb uk to 31")
    assert err.value.rule == "Order card 05"


def test_order_card_05_bombers_strike_and_allies_choose_the_target() -> None:
    s, _ = build_state({"30": "1 inf, 1 tank, 1 bh"}, card=5, dice_script=[2, 6])
    s = apply_text(E, s, "allies", "bomb uk to 30").state
    step = apply_text(E, s, "allies", "bomb us to 30")
    s = step.state
    assert any(e.dice == (2, 6) and "1 hit" in e.text for e in step.events)
    p = prompt(s)
    assert p.seat == "allies" and p.default == "hits 30: 1 tank"  # the most valuable target
    s = apply_text(E, s, "allies", "hits 30: 1 bh").state
    assert s.units["30"]["de:tank"] == 1 and "de:bh" not in s.units["30"]


def test_order_card_06_antiaircraft_fire_on_bombers_and_07_bombers_return() -> None:
    s, _ = build_state({"30": "1 inf, 1 art"}, card=5, dice_script=[6, 6, 1])
    s = apply_text(E, s, "allies", "bomb uk to 30").state
    s = apply_text(E, s, "allies", "bomb us to 30").state  # strike 6 6: no hit; AA 1: one bomber falls
    p = prompt(s)
    assert p.seat == "axis" and "bomber" in p.default
    step = apply_text(E, s, "axis", "hits 30: 1 us bomber")
    s = step.state
    assert s.destroyed == {"us:bomber": 1}
    assert s.airfield.get("uk:bomber") == 1  # card 07 brought the survivor home
    assert "30" in s.units and "uk:bomber" not in s.units["30"]
    assert any(e.phase.endswith("Order 07 Bombers Return") for e in step.events)


def test_order_cards_05_06_07_leave_the_deck_when_every_bomber_is_gone() -> None:
    s, _ = build_state({"30": "1 inf, 1 art"}, card=5, airfield={"uk:bomber": 1}, dice_script=[6, 1])
    step = apply_text(E, s, "allies", "bomb uk to 30")
    assert step.state.destroyed == {"uk:bomber": 1}
    assert {5, 6, 7} <= removed_events(step.events)


# --------------------------------------------------------------------------- 09


def test_order_card_09_blockhouses_fire_to_sea_axis_chooses_targets() -> None:
    s, ev = build_state(
        {"14": "2 bh, 1 inf", "1": "1 bh", "omaha": {"us:inf": 3, "us:art": 1}, "30": "1 inf"},
        card=9, airfield=NO_AIR, dice_script=[1, 3],
    )
    rolls = [e for e in ev if e.kind == "roll"]
    assert len(rolls) == 1 and rolls[0].dice == (1, 3)  # the blockhouse of zone 1 has no arc
    p = prompt(s)
    assert p.seat == "axis" and p.default == "hits omaha: 1 us inf, 1 us art"
    s = apply_text(E, s, "axis", "hits omaha: 2 inf").state
    assert s.units["omaha"] == {"us:inf": 1, "us:art": 1}


def test_order_card_09_leaves_the_deck_once_every_allied_reinforcement_is_ashore() -> None:
    s, ev = build_state({"14": "2 bh", "15": "1 uk inf", "30": "1 inf"}, card=8, charts=ALL_CHARTS_DONE)
    assert {9, 10, 14, 15} <= removed_events(ev)


# --------------------------------------------------------------------------- 10


def test_order_card_10_allies_land_respects_the_eight_unit_limit_at_once() -> None:
    s, _ = build_state({"omaha": {"us:inf": 6, "us:art": 2}, "14": "5 us inf", "30": "1 inf"}, card=10)
    assert prompt(s).kind == "land"
    with pytest.raises(IllegalActionError) as err:
        apply_text(E, s, "allies", "land 4 us inf from omaha")
    assert err.value.rule == "Maximum Units in a Zone"
    with pytest.raises(IllegalActionError):
        apply_text(E, s, "allies", "land 1 inf from 14")  # land only from beachhead boxes
    step = apply_text(E, s, "allies", "land 2 inf, 1 art from omaha")  # fills zone 14: the step ends by itself
    s2 = step.state
    assert s2.units["14"] == {"us:inf": 7, "us:art": 1}
    assert s2.units["omaha"] == {"us:inf": 4, "us:art": 1}
    assert any(e.kind == "land" and e.data["to"] == "14" for e in step.events)


def test_order_card_10_leaves_the_deck_when_everything_is_ashore() -> None:
    s, _ = build_state({"utah": {"us:inf": 1}, "30": "1 inf"}, card=10, charts=ALL_CHARTS_DONE)
    assert 10 not in s.removed
    step = apply_text(E, s, "allies", "land all from utah")
    assert 10 in removed_events(step.events)
    assert step.state.units["11"] == {"us:inf": 1}


# --------------------------------------------------------------------------- 16


def test_order_card_16_fighters_return_to_the_airfield() -> None:
    s, ev = build_state({"12": "1 uk fighter, 2 us fighter", "30": "1 inf"}, card=16, airfield={"uk:fighter": 3})
    assert s.airfield["uk:fighter"] == 4 and s.airfield["us:fighter"] == 2
    assert "12" not in s.units
    assert any("Back on the airfield" in t for t in texts(ev))
