"""Fortune cards (advanced rules): one test per card, its good ("1") and bad ("6") result.

Positions start at the fortune card of a slot (``stage="fortune"``); the first
scripted die is the fortune die. Every standing order is "ask" in these
positions, unless a test says otherwise.
"""

from __future__ import annotations

import pytest

from rules.aa_dday import ENGINE as E
from rules.aa_dday import build_state
from rules.core.errors import IllegalActionError, RuleError
from tests.rules.aa_dday.helpers import kinds, prompt
from tests.typed import apply_text

FORTUNE = {"fortune": "on"}
LAST_RETURN = {"fortune": "on", "last_aircraft": "return"}
NO_AIR: dict[str, int] = {}


def fortune_state(locations, card, dice, **kw):
    return build_state(locations, card=card, stage="fortune", options=FORTUNE, dice_script=dice, **kw)


def test_fortune_comes_before_its_order_card_and_lasts_only_for_that_phase() -> None:
    s, ev = fortune_state({"14": "2 bh"}, 2, [1, 3, 3, 4, 5, 6, 6], airfield=NO_AIR)
    f = kinds(ev, "fortune")[0]
    assert f.phase == "Turn 1 · Fortune 02 Naval Bombardment" and f.dice == (1,)
    assert "Improved Targeting" in f.text
    assert s.fortune is None or s.fortune.card != 2  # gone once order 02 is over
    # a 2-5 has no effect
    s, ev = fortune_state({"14": "2 bh"}, 2, [4, 2, 3, 4, 5, 6, 6], airfield=NO_AIR)
    assert "no effect" in kinds(ev, "fortune")[0].text
    assert s.units["14"] == {"de:bh": 1}


def test_fortune_card_leaves_and_returns_with_its_order_card() -> None:
    s, ev = build_state({"30": "1 inf"}, card=3, options=FORTUNE, airfield=NO_AIR, destroyed={"uk:bomber": 1, "us:bomber": 1})
    assert {5, 6, 7} <= set(s.removed)  # no bomber left: 05, 06 and 07 leave, with their fortune cards
    s, ev = build_state({"30": "1 inf"}, card=3, options=LAST_RETURN, airfield=NO_AIR,
                        destroyed={"uk:bomber": 1, "us:bomber": 1})
    assert {5, 6} <= set(s.removed) and 7 not in s.removed  # last_aircraft=return: order 07 is played once more


# --------------------------------------------------------------------------- 01


def test_fortune_01_airborne_assault_good_paratroopers_hit_on_2() -> None:
    s, ev = fortune_state({"us-west": {"us:inf": 3}, "10": "2 inf, 1 art"}, 1, [1, 2, 2, 6])
    assert kinds(ev, "roll")[0].text.endswith("2 hits")
    p = prompt(s, "axis")
    assert p.kind == "hits" and "2 hits" in p.text


def test_fortune_01_airborne_assault_bad_axis_removes_two_and_the_rest_do_not_attack() -> None:
    s, _ = fortune_state({"us-west": {"us:inf": 3}, "uk": {"uk:inf": 2}, "10": "2 inf", "17": "1 inf"}, 1, [6])
    p = prompt(s, "axis")
    assert p.kind == "hits" and p.text.startswith("Fortune 01")
    step = apply_text(E, s, "axis", "hits us-west: 1 us inf; uk: 1 uk inf")
    s2 = step.state
    assert s2.units["10"] == {"de:inf": 2, "us:inf": 2} and s2.units["17"] == {"de:inf": 1, "uk:inf": 1}
    assert not kinds(step.events, "roll")  # no attack roll
    assert 1 in s2.removed


# --------------------------------------------------------------------------- 02


def test_fortune_02_naval_bombardment_good_hits_on_3() -> None:
    s, _ = fortune_state({"14": "2 bh"}, 2, [1, 3, 3, 4, 5, 6, 6], airfield=NO_AIR)
    assert "14" not in s.units


def test_fortune_02_naval_bombardment_bad_hits_only_on_1() -> None:
    s, ev = fortune_state({"14": "2 bh"}, 2, [6, 1, 2, 2, 6, 6, 6], airfield=NO_AIR)
    assert kinds(ev, "roll")[0].text.endswith("1 hit")
    assert s.units["14"] == {"de:bh": 1}


# --------------------------------------------------------------------------- 03


def test_fortune_03_fighters_patrol_good_no_limit_per_zone() -> None:
    s, _ = fortune_state({"30": "1 inf"}, 3, [1])
    s = apply_text(E, s, "allies", "patrol 4 uk fighter to 30").state
    s = apply_text(E, s, "allies", "patrol 2 us fighter to 30").state
    assert s.units["30"]["uk:fighter"] == 4 and s.units["30"]["us:fighter"] == 2


def test_fortune_03_fighters_patrol_bad_grounded_fighters_stay_home() -> None:
    s, ev = fortune_state({"30": "1 inf"}, 3, [6, 4, 1, 1, 1, 5, 6, 1, 1])
    assert "kept on the airfield: 1 U.K. fighter, 2 U.S. fighters" in kinds(ev, "roll")[0].text
    with pytest.raises(IllegalActionError, match="grounded"):
        apply_text(E, s, "allies", "patrol 4 uk fighter to 30")
    s = apply_text(E, s, "allies", "patrol 3 uk fighter to 30").state
    s = apply_text(E, s, "allies", "patrol 2 us fighter to 12").state
    assert s.card == 4 or s.card > 4  # every ready fighter is out: the card ends by itself
    assert s.airfield["uk:fighter"] == 1 and s.airfield["us:fighter"] == 2


# --------------------------------------------------------------------------- 04 and 06


def test_fortune_04_antiaircraft_fighters_good_hits_on_2() -> None:
    s, ev = fortune_state({"12": {"de:art": 1, "uk:fighter": 2}}, 4, [1, 2], airfield=NO_AIR)
    assert s.units["12"]["uk:fighter"] == 1 and s.destroyed["uk:fighter"] == 1


def test_fortune_04_antiaircraft_fighters_bad_allies_choose_the_shortage_zone() -> None:
    s, _ = fortune_state({"12": {"de:art": 1, "uk:fighter": 1}, "30": {"de:art": 2, "us:fighter": 1}}, 4, [6, 1],
                         airfield=NO_AIR)
    p = prompt(s)
    assert p.seat == "allies" and p.kind == "choose" and set(c.value for c in p.choices) == {"choose 12", "choose 30"}
    step = apply_text(E, s, "allies", "choose 30")
    assert "30" in step.state.units and step.state.units["30"]["us:fighter"] == 1  # no fire in Caen
    assert "uk:fighter" not in step.state.units.get("12", {})  # the 88 in zone 12 rolled a 1


def test_fortune_06_antiaircraft_bombers_good_hits_on_2() -> None:
    s, ev = fortune_state({"30": {"de:art": 1, "de:inf": 1, "us:bomber": 1}}, 6, [1, 2, 3], airfield=NO_AIR)
    assert kinds(ev, "roll")[0].text == "Caen (30): antiaircraft fire rolls 2 — 1 hit"
    assert kinds(ev, "casualties")[0].data["units"] == {"us:bomber": 1}


def test_fortune_06_antiaircraft_bombers_bad_one_zone_does_not_fire() -> None:
    # one zone only: nothing to choose, the shortage falls there
    s, ev = fortune_state({"30": {"de:art": 1, "de:inf": 1, "us:bomber": 1}}, 6, [6, 1, 3], airfield=NO_AIR)
    assert any("shell shortage" in e.text.lower() for e in ev)
    assert not kinds(ev, "casualties")
    assert "antiaircraft fire rolls" not in " ".join(e.text for e in ev)


# --------------------------------------------------------------------------- 05


def test_fortune_05_bombers_strike_good_hits_on_5() -> None:
    s2, ev = fortune_state({"30": "1 inf"}, 5, [1, 5, 3], airfield={"uk:bomber": 1})
    step = apply_text(E, s2, "allies", "bomb uk to 30")
    assert [e.text for e in kinds(step.events, "roll")][0] == "Caen (30): bombers roll 5 — 1 hit"
    assert kinds(step.events, "casualties")[0].data["units"] == {"de:inf": 1}


def test_fortune_05_bombers_strike_bad_a_bomber_stays_home() -> None:
    s, ev = fortune_state({"30": "1 inf"}, 5, [6, 4, 1])
    with pytest.raises(IllegalActionError, match="kept back"):
        apply_text(E, s, "allies", "bomb uk to 30")
    apply_text(E, s, "allies", "bomb us to 30")


# --------------------------------------------------------------------------- 07


def test_fortune_07_bombers_return_good_a_lost_bomber_comes_back_with_its_cards() -> None:
    # last_aircraft=return: the last bombers fell, 05 and 06 left the deck, 07 is played once more with its fortune card
    s, ev = build_state({"30": "1 inf", "16": "1 uk inf"}, card=6, options=LAST_RETURN, airfield=NO_AIR, dice_script=[1],
                        destroyed={"uk:bomber": 1, "us:bomber": 1}, removed=[5, 6])
    assert E.phase_label(s) == "Turn 1 · Fortune 07 Bombers Return"
    p = prompt(s)
    assert p.kind == "choose" and {c.value for c in p.choices} == {"choose uk", "choose us"}
    step = apply_text(E, s, "allies", "choose us")
    assert step.state.airfield["us:bomber"] == 1 and step.state.destroyed == {"uk:bomber": 1}
    assert {5, 6}.isdisjoint(step.state.removed)
    assert any(e.kind == "card_back" for e in step.events)


ISSUE_16 = {"32": {"de:art": 2, "de:inf": 1, "uk:bomber": 1, "us:bomber": 1}, "26": "1 uk inf", "42": "1 inf"}
ALL_FIGHTERS = {"uk:fighter": 4, "us:fighter": 4}


def test_fortune_07_leaves_the_deck_with_order_07_when_the_last_bomber_falls() -> None:
    # both bombers are shot down on order 06 (fortune 06: 3, flak 1 1): order cards 05, 06 and 07 leave
    # the deck with their fortune cards, so the fortune 07 "1" can no longer bring a bomber back
    s, ev = build_state(ISSUE_16, card=6, stage="fortune", options=FORTUNE, airfield=ALL_FIGHTERS,
                        dice_script=[3, 1, 1, 1, 3] + [6] * 40)
    assert s.destroyed == {"uk:bomber": 1, "us:bomber": 1}
    assert {5, 6, 7} <= set(s.removed)
    gone = next(e for e in ev if e.kind == "card_removed" and e.data["card"] == 7)
    assert gone.text == "Order 07 Bombers Return leaves the deck (with its fortune card): every bomber has been shot down."
    assert not any(e.phase.startswith("Turn 1 · Fortune 07") or "Order 07" in e.phase for e in ev)
    assert all(p.kind != "choose" for p in E.prompts(s))
    assert s.airfield == ALL_FIGHTERS  # no bomber came back


def test_fortune_07_with_last_aircraft_return_is_played_once_more() -> None:
    # the reading kept as an option: order 07 stays one more pass, and its fortune "1" returns a bomber
    s, ev = build_state(ISSUE_16, card=6, stage="fortune", options=LAST_RETURN, airfield=ALL_FIGHTERS,
                        dice_script=[3, 1, 1, 1, 3] + [6] * 40)
    assert {5, 6} <= set(s.removed) and 7 not in s.removed
    p = prompt(s)
    assert E.phase_label(s) == "Turn 1 · Fortune 07 Bombers Return"
    assert p.kind == "choose" and {c.value for c in p.choices} == {"choose uk", "choose us"}


def test_fortune_07_bombers_return_bad_luftwaffe_removes_a_striking_bomber() -> None:
    s, _ = fortune_state({"30": {"de:inf": 1, "uk:bomber": 1, "us:bomber": 1}, "16": "1 uk inf"}, 7, [6, 3],
                         airfield=NO_AIR)
    p = prompt(s, "axis")
    assert p.kind == "hits" and p.text.startswith("Fortune 07")
    s = apply_text(E, s, "axis", "hits 30: 1 us bomber").state
    assert s.destroyed == {"us:bomber": 1} and s.airfield == {"uk:bomber": 1}


# --------------------------------------------------------------------------- 08


def test_fortune_08_allies_move_good_every_unit_moves_two_zones() -> None:
    s, _ = fortune_state({"16": "2 uk inf", "40": "1 inf"}, 8, [1], airfield=NO_AIR)
    assert any(c.value.startswith("move 2 uk inf from 16 via") for c in E.options(s, "allies"))
    s = apply_text(E, s, "allies", "move 2 uk inf from 16 via 23 to 29").state
    assert s.units["29"] == {"uk:inf": 2}


def test_fortune_08_allies_move_bad_each_power_moves_out_of_one_zone() -> None:
    s, _ = fortune_state({"16": "1 uk inf", "15": "1 uk inf", "14": "1 us inf", "40": "1 inf"}, 8, [6], airfield=NO_AIR)
    s = apply_text(E, s, "allies", "move 1 uk inf from 16 to 23").state
    with pytest.raises(IllegalActionError, match="only one zone"):
        apply_text(E, s, "allies", "move 1 uk inf from 15 to 22")
    s = apply_text(E, s, "allies", "move 1 us inf from 14 to 13").state  # the U.S. has its own zone
    assert s.units["13"] == {"us:inf": 1}


def test_fortune_12_axis_moves_good_every_unit_moves_two_zones() -> None:
    s, _ = fortune_state({"40": "2 inf", "16": "1 uk inf"}, 12, [1], airfield=NO_AIR)
    assert prompt(s).seat == "axis"
    s = apply_text(E, s, "axis", "move 2 inf from 40 via 37 to 30").state
    assert s.units["30"] == {"de:inf": 2}


def test_fortune_12_axis_moves_bad_units_leave_only_two_zones() -> None:
    s, _ = fortune_state({"40": "1 inf", "41": "1 inf", "42": "1 inf", "16": "1 uk inf"}, 12, [6], airfield=NO_AIR)
    s = apply_text(E, s, "axis", "move 1 inf from 40 to 37").state
    s = apply_text(E, s, "axis", "move 1 inf from 41 to 38").state
    # Two zones used up: nothing else may move, so the phase is over and zone 42 stayed put.
    with pytest.raises(RuleError):
        apply_text(E, s, "axis", "move 1 inf from 42 to 39")
    assert s.units["42"] == {"de:inf": 1} and "39" not in s.units
    without = fortune_state({"40": "1 inf", "41": "1 inf", "42": "1 inf", "16": "1 uk inf"}, 12, [3], airfield=NO_AIR)[0]
    for text in ("move 1 inf from 40 to 37", "move 1 inf from 41 to 38", "move 1 inf from 42 to 39"):
        without = apply_text(E, without, "axis", text).state  # with no fortune effect all three may move
    assert without.units["39"] == {"de:inf": 1}


# --------------------------------------------------------------------------- 09


def test_fortune_09_blockhouses_good_hit_on_5() -> None:
    s, ev = fortune_state({"14": "2 bh", "omaha": {"us:inf": 3}}, 9, [1, 5, 6], airfield=NO_AIR)
    assert s.units["omaha"] == {"us:inf": 2}


def test_fortune_09_blockhouses_bad_hit_only_on_1() -> None:
    s, ev = fortune_state({"14": "2 bh", "omaha": {"us:inf": 3}}, 9, [6, 2, 1], airfield=NO_AIR)
    assert s.units["omaha"] == {"us:inf": 2}
    assert kinds(ev, "roll")[0].text.endswith("1 hit")


# --------------------------------------------------------------------------- 10


def test_fortune_10_allies_land_good_any_landing_zone_of_the_power() -> None:
    s, _ = fortune_state({"utah": {"us:inf": 2}, "40": "1 inf"}, 10, [1], airfield=NO_AIR)
    assert "land all from utah to 14" in [c.value for c in E.options(s, "allies")]
    s = apply_text(E, s, "allies", "land 2 us inf from utah to 14").state
    assert s.units["14"] == {"us:inf": 2}


def test_fortune_10_allies_land_bad_one_box_per_power() -> None:
    s, _ = fortune_state({"utah": {"us:inf": 1}, "omaha": {"us:inf": 1}, "gold": {"uk:inf": 1}, "40": "1 inf"}, 10, [6],
                         airfield=NO_AIR)
    s = apply_text(E, s, "allies", "land all from utah").state
    with pytest.raises(IllegalActionError, match="land only from Utah"):
        apply_text(E, s, "allies", "land all from omaha")
    with pytest.raises(IllegalActionError, match="is not next to|lands in|land in"):
        apply_text(E, s, "allies", "land all from gold to 14")
    s = apply_text(E, s, "allies", "land all from gold").state
    assert s.units["15"] == {"uk:inf": 1}


# --------------------------------------------------------------------------- 11 and 13


def test_fortune_11_allies_attack_good_infantry_hit_on_2() -> None:
    s, ev = fortune_state({"30": "2 uk inf, 2 inf"}, 11, [1, 2, 2, 6, 6], airfield=NO_AIR)
    assert kinds(ev, "roll")[0].text.endswith("2 hits")
    assert "de:inf" not in s.units["30"]


def test_fortune_11_allies_attack_bad_one_zone_per_power() -> None:
    s, _ = fortune_state({"30": "1 uk inf, 1 inf", "31": "1 uk inf, 1 inf", "29": "1 us inf, 1 inf"}, 11, [6],
                         airfield=NO_AIR)
    p = prompt(s)
    assert p.text.startswith("Fortune: choose the one zone")
    assert p.kind == "choose" and "choose uk 30 us 29" in [c.value for c in p.choices]
    step = apply_text(E, s, "allies", "choose uk 31 us 29")
    fought = [e.data["location"] for e in kinds(step.events, "roll") if e.phase.endswith("Allies Attack / Axis Defends")]
    assert sorted(set(fought)) == ["29", "31"]
    assert any("no attack in Caen" in e.text for e in step.events)


def test_fortune_13_axis_attacks_good_infantry_hit_on_2() -> None:
    s, ev = fortune_state({"30": "2 uk inf, 2 inf"}, 13, [1, 2, 2, 6, 6], airfield=NO_AIR)
    assert kinds(ev, "roll")[0].text.endswith("2 hits")


def test_fortune_13_axis_attacks_bad_two_zones_only() -> None:
    s, _ = fortune_state({"30": "1 uk inf, 1 inf", "31": "1 uk inf, 1 inf", "29": "1 us inf, 1 inf"}, 13, [6],
                         airfield=NO_AIR)
    p = prompt(s, "axis")
    assert p.kind == "choose" and len(p.choices) == 3
    step = apply_text(E, s, "axis", "choose 29 31")
    fought = [e.data["location"] for e in kinds(step.events, "roll") if e.phase.endswith("Axis Attacks / Allies Defends")]
    assert sorted(set(fought)) == ["29", "31"]


def test_fortune_13_choose_takes_the_two_zones_in_any_order() -> None:
    s, _ = fortune_state({"30": "1 uk inf, 1 inf", "31": "1 uk inf, 1 inf", "29": "1 us inf, 1 inf"}, 13, [6],
                         airfield=NO_AIR)
    forward = apply_text(E, s, "axis", "choose 29 31")
    backward = apply_text(E, s, "axis", "choose 31 29")
    assert [e.text for e in backward.events] == [e.text for e in forward.events]
    assert backward.state == forward.state
    with pytest.raises(IllegalActionError, match="'choose 31 31' is not one of the choices"):
        apply_text(E, s, "axis", "choose 31 31")


def test_fortune_11_choose_takes_the_powers_in_any_order() -> None:
    s, _ = fortune_state({"30": "1 uk inf, 1 inf", "31": "1 uk inf, 1 inf", "29": "1 us inf, 1 inf"}, 11, [6],
                         airfield=NO_AIR)
    forward = apply_text(E, s, "allies", "choose uk 31 us 29")
    backward = apply_text(E, s, "allies", "choose us 29 uk 31")
    assert backward.state == forward.state


# --------------------------------------------------------------------------- 14 and 15


def test_fortune_14_allied_reinforcements_good_one_reroll_per_power() -> None:
    s, _ = fortune_state({"30": "1 inf"}, 14, [1, 1, 2, 3, 4, 6], airfield=NO_AIR)
    p = prompt(s)
    assert p.kind == "reroll" and "reroll uk 1" in [c.value for c in p.choices]
    s = apply_text(E, s, "allies", "reroll uk 1").state
    with pytest.raises(IllegalActionError, match="already rerolled"):
        apply_text(E, s, "allies", "reroll uk 2")
    step = apply_text(E, s, "allies", "done")  # keep the U.S. roll
    rolls = [e.data.get("available") for e in kinds(step.events, "roll")]
    assert rolls == [8, 7]  # U.K. 6+2 after the reroll, U.S. 3+4 kept


def test_fortune_14_allied_reinforcements_bad_half_rounded_up_per_power() -> None:
    s, ev = fortune_state({"30": "1 inf"}, 14, [6, 3, 4, 5, 6], airfield=NO_AIR)
    rolls = [e for e in kinds(ev, "roll")]
    assert [e.data["available"] for e in rolls] == [4, 6]
    assert "half of 7, rounded up" in rolls[0].text and rolls[0].dice == (3, 4)


def test_fortune_15_axis_reinforcements_good_one_reroll_per_sector() -> None:
    s, _ = fortune_state({"30": "1 uk inf"}, 15, [1, 1, 1, 6, 6, 5, 6], airfield=NO_AIR)
    p = prompt(s, "axis")
    assert p.kind == "reroll"
    s = apply_text(E, s, "axis", "reroll rennes-chartres 1").state
    s = apply_text(E, s, "axis", "reroll rouen-chartres 6").state
    assert s.pending.kind == "place" and s.pending.avail == {"rennes-chartres": 6, "rouen-chartres": 12}


def test_fortune_15_axis_reinforcements_bad_half_per_sector() -> None:
    s, ev = fortune_state({"30": "1 uk inf"}, 15, [6, 1, 2, 6, 5], airfield=NO_AIR)
    assert [e.data["available"] for e in kinds(ev, "roll")] == [2, 6]


# --------------------------------------------------------------------------- 16


def test_fortune_16_fighters_return_good_a_lost_fighter_comes_back() -> None:
    s, ev = fortune_state({"30": {"de:inf": 1, "us:fighter": 1}}, 16, [1], airfield=NO_AIR,
                          destroyed={"uk:fighter": 2})
    assert s.airfield == {"uk:fighter": 1, "us:fighter": 1} and s.destroyed == {"uk:fighter": 1}


def test_fortune_16_fighters_return_bad_luftwaffe_removes_a_patrolling_fighter() -> None:
    s, _ = fortune_state({"30": {"de:inf": 1, "us:fighter": 1, "uk:fighter": 1}, "12": {"uk:fighter": 1}}, 16, [6],
                         airfield=NO_AIR)
    p = prompt(s, "axis")
    assert p.kind == "hits" and p.text.startswith("Fortune 16")
    s = apply_text(E, s, "axis", "hits 30: 1 us fighter").state
    assert s.airfield == {"uk:fighter": 2} and s.destroyed == {"us:fighter": 1}


def test_fortune_16_leaves_the_deck_with_order_16_when_the_last_fighter_falls() -> None:
    s, ev = build_state({"12": {"de:art": 1, "uk:fighter": 1}, "16": "1 uk inf"}, card=4, stage="fortune",
                        options=FORTUNE, airfield=NO_AIR, dice_script=[3, 1, 3, 3, 3, 3] + [6] * 40,
                        orders="default")
    # fortune 04 (3: nothing), the 88 shoots down the last fighter: 03, 04 and 16 leave with their fortune cards
    assert {3, 4, 16} <= set(s.removed) and s.destroyed == {"uk:fighter": 1}
    assert any(e.kind == "card_removed" and e.data["card"] == 16 for e in ev)
    while s.outcome is None and s.turn == 1:
        p = prompt(s)
        s = apply_text(E, s, p.seat, p.default or "done").state
    assert s.destroyed == {"uk:fighter": 1} and not s.airfield  # no fortune 16 came up to bring it back


def test_fortune_16_is_played_once_more_after_the_last_fighter_falls() -> None:
    s, _ = build_state({"12": {"de:art": 1, "uk:fighter": 1}, "16": "1 uk inf"}, card=4, stage="fortune",
                       options=LAST_RETURN, airfield=NO_AIR, dice_script=[3, 1, 3, 3, 3, 3], orders="default")
    # fortune 04 (3: nothing), the 88 shoots down the last fighter: 03 and 04 leave, 16 stays for its fortune
    assert {3, 4} <= set(s.removed) and 16 not in s.removed
