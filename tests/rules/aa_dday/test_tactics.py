"""Tactics cards (advanced rules): one test per card, named after it, plus the card flow.

Positions start at the tactics card of a slot (``stage="tactics"``); every
standing order is "ask" unless a test says otherwise.
"""

from __future__ import annotations

import pytest

from rules.aa_dday import ENGINE as E
from rules.aa_dday import build_state
from rules.core.errors import IllegalActionError
from tests.rules.aa_dday.helpers import kinds, prompt
from tests.typed import apply_text

TACTICS = {"tactics": "on"}
NO_AIR: dict[str, int] = {}


def tactic_state(locations, card, dice=(), **kw):
    kw.setdefault("airfield", NO_AIR)
    return build_state(locations, card=card, stage="tactics", options=TACTICS, dice_script=dice, **kw)


def use(state, seat):
    p = prompt(state, seat)
    assert p.kind == "tactic" and {c.value for c in p.choices} == {"tactic use", "tactic pass"}
    return apply_text(E, state, seat, "tactic use")


def test_tactics_card_comes_after_its_order_card_and_may_be_passed() -> None:
    s, _ = build_state({"30": "1 inf", "16": "1 uk inf"}, card=2, options=TACTICS, airfield=NO_AIR, removed=[2])
    assert E.phase_label(s) == "Turn 1 · Tactics 02 V-2 Rocket Strike"  # order 02 left the deck, tactics 02 did not
    step = apply_text(E, s, "axis", "tactic pass")
    assert 2 not in step.state.used_tactics
    assert kinds(step.events, "tactic")[0].text == "The Axis passes on Tactics 02 V-2 Rocket Strike."


def test_a_tactics_card_that_can_do_nothing_passes_by_itself() -> None:
    s, ev = tactic_state({"30": "1 inf", "16": "1 uk inf"}, 4)
    assert "cannot use it now (no fighter was shot down this phase)" in kinds(ev, "tactic")[0].text


def test_standing_order_tactics_pass_passes_and_is_logged() -> None:
    s, ev = tactic_state({"30": "1 inf", "16": "1 uk inf"}, 2, orders={"axis": {"tactics": "pass"}, "allies": {}})
    so = kinds(ev, "standing_order")[0]
    assert so.text == "The Axis's standing orders (tactics: pass) decide: tactic pass."
    assert 2 not in s.used_tactics


def test_tactics_01_paratrooper_reinforcements() -> None:
    # us-west zone 10: die 2 -> 2 U.S. infantry, fire 1 6 -> 1 hit; us-east zone 11: 5 -> none;
    # British box zone 17: die 1 -> the first U.K. infantry on the chart (slot 3, after two artillery)
    s, _ = tactic_state({"10": "2 inf, 1 art", "17": "1 tank"}, 1, [2, 1, 6, 5, 1, 6])
    step = use(s, "allies")
    s2 = step.state
    assert s2.units["10"]["us:inf"] == 2 and s2.charts["us"] == 2
    assert s2.units["17"] == {"de:tank": 1, "uk:inf": 1}
    assert s2.charts["uk"] == 0 and s2.chart_out == {"uk": (2,)}  # the artillery before it still wait
    assert E.view(s2, None).charts[0].waiting[:3] == ["art", "art", "art"]
    p = prompt(s2, "allies")
    assert p.kind == "hits" and "Tactics 01" in p.text
    s3 = apply_text(E, s2, "allies", "hits 10: 1 art").state
    assert s3.units["10"] == {"de:inf": 2, "us:inf": 2}
    assert 1 in s3.used_tactics


def test_tactics_01_comes_up_after_order_01_has_left_the_deck() -> None:
    # turn 3: order 01 left after turn 1 (rule reading: only fortune cards leave with their order cards)
    s, ev = build_state({"10": "1 inf", "30": "1 uk inf"}, card=1, turn=3, options=TACTICS, airfield=NO_AIR,
                        charts={"us": 2}, dice_script=[1, 1])
    assert 1 in s.removed
    assert E.phase_label(s) == "Turn 3 · Tactics 01 Paratrooper Reinforcements"
    step = use(s, "allies")  # us-west: die 1 -> one U.S. infantry from the chart drops into zone 10 and hits
    assert step.state.units["10"] == {"us:inf": 1} and 1 in step.state.used_tactics


def test_tactics_02_v2_rocket_strike() -> None:
    s, _ = tactic_state({"30": "1 inf", "16": "1 uk inf"}, 2, [4, 5])
    step = use(s, "axis")
    assert step.state.charts == {"uk": 1, "us": 0, "rennes-chartres": 0, "rouen-chartres": 0}
    assert step.state.destroyed == {"uk:art": 1}
    assert 2 in step.state.used_tactics


def test_tactics_03_barnstorming() -> None:
    s, _ = tactic_state({"12": {"de:art": 2, "uk:fighter": 1}, "16": "1 uk inf"}, 3, [1, 1])
    step = use(s, "allies")  # one fighter only: chosen by itself
    assert any("barnstorming" in e.text for e in step.events)
    assert any("only fighter there is barnstorming" in e.text for e in step.events)  # order 04: no fire
    assert step.state.units["12"]["uk:fighter"] == 1


def test_tactics_04_fireball_from_above() -> None:
    s, _ = tactic_state({"12": "1 art", "13": "1 us inf, 1 us art", "16": "1 uk inf"}, 4,
                        effects={"fighter_shot": ["12"]})
    step = use(s, "axis")
    p = prompt(step.state, "axis")
    assert p.kind == "hits" and "Tactics 04" in p.text
    s2 = apply_text(E, step.state, "axis", "hits 13: 1 us art").state
    assert s2.units["13"] == {"us:inf": 1} and s2.destroyed == {"us:art": 1}


def test_tactics_05_heavy_bombardment() -> None:
    s, _ = tactic_state({"30": {"de:inf": 1, "de:tank": 1, "uk:bomber": 1}, "16": "1 uk inf"}, 5, [3, 3])
    step = use(s, "allies")
    p = prompt(step.state, "allies")
    assert p.kind == "hits" and "Tactics 05" in p.text
    step2 = apply_text(E, step.state, "allies", "hits 30: 1 tank")
    assert kinds(step2.events, "casualties")[0].data["units"] == {"de:tank": 1}


def test_tactics_06_friendly_fire() -> None:
    s, _ = tactic_state({"30": "1 inf", "16": "1 uk inf, 1 uk tank"}, 6, effects={"bomber_missed": ["30"]})
    step = use(s, "axis")
    s2 = apply_text(E, step.state, "axis", "hits 16: 1 uk tank").state
    assert s2.units["16"] == {"uk:inf": 1}


def test_tactics_07_flooding_the_lowlands() -> None:
    s, _ = tactic_state({"30": "1 inf", "15": "1 uk inf"}, 7)
    step = use(s, "axis")
    p = prompt(step.state, "axis")
    offered = [c.value for c in E.options(step.state, "axis")]
    assert p.kind == "choose" and "choose 16" in offered
    assert "choose 15" not in offered  # it holds Allied land units
    s2 = apply_text(E, step.state, "axis", "choose 16").state
    assert E.phase_label(s2) == "Turn 1 · Order 08 Allies Move"
    assert "move 1 uk inf from 15 to 16" not in [c.value for c in E.options(s2, "allies")]
    with pytest.raises(IllegalActionError, match="flooded"):
        apply_text(E, s2, "allies", "move 1 uk inf from 15 to 16")
    apply_text(E, s2, "allies", "move 1 uk inf from 15 to 14")


def test_tactics_08_blockhouse_construction_brings_order_09_back() -> None:
    s, _ = tactic_state({"14": "1 inf", "omaha": {"us:inf": 2}, "16": "1 uk inf"}, 8, removed=[9],
                        destroyed={"de:bh": 2})
    assert 9 in s.removed
    step = use(s, "axis")  # zone 14 is the only empty silhouette with German infantry: chosen by itself
    assert step.state.units["14"]["de:bh"] == 1 and step.state.destroyed["de:bh"] == 1
    assert 9 not in step.state.removed
    assert any(e.kind == "card_back" and e.data["card"] == 9 for e in step.events)
    assert E.phase_label(step.state) == "Turn 1 · Order 09 Blockhouses Fire to Sea" or step.state.card >= 9


def test_tactics_09_deceptive_landing_arrangement() -> None:
    s, _ = tactic_state({"gold": {"uk:inf": 3}, "juno": {"uk:inf": 4}, "30": "1 inf"}, 9)
    s = use(s, "allies").state
    assert prompt(s).kind == "rearrange"
    with pytest.raises(IllegalActionError, match="U.S. beachhead boxes"):
        apply_text(E, s, "allies", "move 1 uk inf from gold to omaha")
    s = apply_text(E, s, "allies", "move 2 uk inf from gold to juno").state
    with pytest.raises(IllegalActionError, match="room for 5"):
        apply_text(E, s, "allies", "done")
    s = apply_text(E, s, "allies", "move 1 uk inf from juno to sword").state
    s = apply_text(E, s, "allies", "done").state
    assert (s.units["gold"], s.units["juno"], s.units["sword"]) == ({"uk:inf": 1}, {"uk:inf": 5}, {"uk:inf": 1})


def test_tactics_10_combined_assault() -> None:
    # order 11 next: two U.K. infantry and one artillery attack: one infantry hits on 2
    s, _ = tactic_state({"30": "2 uk inf, 1 uk art, 3 inf"}, 10, [2, 2, 6, 6, 6, 6])
    step = use(s, "allies")
    roll = [e for e in kinds(step.events, "roll") if e.data.get("attack")][0]
    # one infantry (paired with the artillery) hits on 2, the other on 1, the artillery on 2
    assert roll.dice == (2, 2, 6) and roll.text.endswith("1 hit")


def test_tactics_11_long_range_howitzers() -> None:
    s, _ = tactic_state({"29": "2 uk art", "30": "1 inf, 1 tank", "23": "1 art"}, 11, [1, 5])
    step = use(s, "allies")
    p = prompt(step.state, "allies")
    assert p.kind == "hits" and "Tactics 11" in p.text and "Caen (30)" in p.text and "Creully (23)" in p.text
    s2 = apply_text(E, step.state, "allies", "hits 30: 1 tank").state
    assert s2.units["30"] == {"de:inf": 1}


def test_tactics_12_french_resistance() -> None:
    s, _ = tactic_state({"30": "2 inf, 1 tank", "26": "1 inf", "2": "1 inf, 1 art", "16": "1 uk inf"}, 12, [1, 6, 3])
    step = use(s, "allies")
    rolls = kinds(step.events, "roll")
    assert [e.data["location"] for e in rolls] == ["2", "26", "30"]
    p = prompt(step.state, "allies")
    assert p.kind == "hits" and "Tactics 12" in p.text
    s2 = apply_text(E, step.state, "allies", "hits 2: 1 art").state
    assert s2.units["2"] == {"de:inf": 1}


def test_tactics_13_long_range_88s() -> None:
    s, _ = tactic_state({"30": "2 art", "16": "1 uk inf, 1 uk tank", "31": "1 uk inf"}, 13, [2, 6])
    step = use(s, "axis")
    p = prompt(step.state, "axis")
    assert p.kind == "hits" and "Tactics 13" in p.text
    s2 = apply_text(E, step.state, "axis", "hits 16: 1 uk tank").state
    assert s2.units["16"] == {"uk:inf": 1}


def test_tactics_14_reconnaissance_strafing() -> None:
    s, _ = tactic_state({"12": {"uk:fighter": 2, "us:fighter": 1}, "30": "1 inf", "16": "1 uk inf"}, 14)
    s = use(s, "allies").state
    assert prompt(s).kind == "recon"
    with pytest.raises(IllegalActionError, match="no German reinforcement marker"):
        apply_text(E, s, "allies", "move 2 uk fighter from 12 to 13")
    s = apply_text(E, s, "allies", "move 2 uk fighter from 12 to 40").state
    with pytest.raises(IllegalActionError, match="one zone"):
        apply_text(E, s, "allies", "move 1 us fighter from 12 to 36")
    s = apply_text(E, s, "allies", "move 1 us fighter from 12 to 40").state
    s = apply_text(E, s, "allies", "done").state
    assert s.units["40"] == {"uk:fighter": 2, "us:fighter": 1}


def test_tactics_15_axis_convoy() -> None:
    # 39 -> 38 -> 30 -> 16? no: 16 holds Allied units; the convoy may end there but not pass it
    s, _ = tactic_state({"39": "1 tank", "38": "1 inf", "30": "1 inf", "23": "1 uk inf", "17": {"uk:fighter": 1}}, 15,
                        [6, 6])
    s = use(s, "axis").state
    assert prompt(s, "axis").kind == "convoy"
    with pytest.raises(IllegalActionError, match="No safe road"):
        apply_text(E, s, "axis", "move 1 tank from 39 to 28")
    step = apply_text(E, s, "axis", "move 1 tank from 39 to 23")
    assert step.state.units["23"] == {"de:tank": 1, "uk:inf": 1}
    move = kinds(step.events, "move")[0]
    assert move.data["path"] in (["39", "38", "30", "23"], ["39", "31", "30", "23"])


def test_tactics_16_volunteers_from_the_home_front() -> None:
    # the Allies hold Caen; the dice show 2: two destroyed U.K. infantry go back to their chart slots
    s, _ = tactic_state({"30": "1 uk inf", "26": "1 inf"}, 16, [2], charts={"uk": 8}, destroyed={"uk:inf": 5})
    step = use(s, "allies")
    s2 = step.state
    assert s2.destroyed == {"uk:inf": 3}
    assert s2.charts["uk"] == 2 and s2.chart_out == {"uk": (3, 4, 6, 7)}  # slots 2 and 5 refilled
    roll = kinds(step.events, "roll")[0]
    assert roll.text.startswith("Volunteers: 1 city held, the dice show 2 — 2 U.K. infantry back")
    s, _ = tactic_state({"30": "1 uk inf", "26": "1 uk inf", "16": "1 inf"}, 16, [1, 1], charts={"uk": 8},
                        destroyed={"uk:inf": 5})
    assert kinds(use(s, "allies").events, "roll")[0].text.startswith("Volunteers: 2 cities held, the dice show 1 1")
    assert E.view(s2, None).charts[0].waiting[:3] == ["inf", "inf", "art"]
    assert 14 not in s2.removed
