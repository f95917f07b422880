"""Combat (rulebook "Combat", "Example of Combat") and order cards 11 and 13."""

from __future__ import annotations

import pytest

from rules.aa_dday import ENGINE as E
from rules.aa_dday import build_state
from rules.core.errors import IllegalActionError
from tests.typed import apply_text

NO_AIR: dict[str, int] = {}


def by_seat(state):
    return {p.seat: p for p in E.prompts(state)}


def test_combat_example_of_combat_in_caen_reproduced_exactly() -> None:
    """Rulebook, Combat -> Example of Combat: Germany attacks the British in Caen."""
    attack = [4, 2, 5, 2, 2, 2, 5]  # three infantry (1), one artillery (2), three tanks (3)
    defence = [1, 2, 3, 3, 4, 5, 5]  # seven British units, all defending on 2
    s, ev = build_state(
        {"30": "3 inf, 1 art, 3 tank, 1 uk tank, 2 uk inf, 4 uk art"},
        card=13, airfield=NO_AIR, dice_script=attack + defence,
    )
    rolls = [e for e in ev if e.kind == "roll"]
    assert rolls[0].dice == tuple(attack) and rolls[0].data["hits"] == 3
    assert rolls[0].text == "Caen (30): Axis attack rolls 4 2 5 2 2 2 5 — 3 hits"
    assert rolls[1].dice == tuple(defence) and rolls[1].data["hits"] == 2
    assert rolls[1].phase == "Turn 1 · Order 13 Axis Attacks / Allies Defends"
    prompts = by_seat(s)
    assert set(prompts) == {"axis", "allies"}  # both sides choose their casualties at the same time
    assert prompts["allies"].default == "hits 30: 2 uk inf, 1 uk art"  # cheapest first
    assert prompts["axis"].default == "hits 30: 2 inf"
    s = apply_text(E, s, "allies", "hits 30: 2 uk inf, 1 uk art").state
    assert [p.seat for p in E.prompts(s)] == ["axis"]
    step = apply_text(E, s, "axis", "hits 30: 2 inf")
    s = step.state
    assert s.units["30"] == {"uk:tank": 1, "uk:art": 3, "de:inf": 1, "de:art": 1, "de:tank": 3}
    zone = next(z for z in E.view(s, None).zones if z.id == 30)
    assert zone.control is None and zone.contested
    assert any(e.kind == "control" and "contested" in e.text for e in step.events)
    assert s.destroyed == {"uk:inf": 2, "uk:art": 1, "de:inf": 2}


def test_order_card_11_allies_attack_with_their_attack_values_and_axis_defends() -> None:
    # U.K. inf attacks on 1, art on 2, tank on 3; German inf defends on 2, bh on 1
    s, ev = build_state(
        {"15": "1 uk inf, 1 uk art, 1 uk tank, 1 inf, 1 bh"}, card=11, airfield=NO_AIR,
        dice_script=[1, 3, 3, 3, 2],
    )
    rolls = [e for e in ev if e.kind == "roll"]
    assert rolls[0].text == "Bayeux (15): Allied attack rolls 1 3 3 — 2 hits"
    assert rolls[1].text == "Bayeux (15): Axis defence rolls 3 2 — 0 hits"  # inf 3 misses, bh 2 misses
    # two hits on two German units: forced, nothing to choose; the zone falls to the Allies
    assert not E.prompts(s) or E.prompts(s)[0].kind != "hits"
    assert s.units["15"] == {"uk:inf": 1, "uk:art": 1, "uk:tank": 1}
    assert any(e.kind == "control" and "Allies control" in e.text for e in ev)


def test_order_card_11_casualties_still_fire_back() -> None:
    # one U.K. infantry attacks a lone German tank: both hit, both die
    s, ev = build_state({"30": "1 uk inf, 1 tank", "40": "1 inf"}, card=11, airfield=NO_AIR, dice_script=[1, 3])
    assert "30" not in s.units or not s.units.get("30")
    assert s.destroyed == {"uk:inf": 1, "de:tank": 1}
    assert any("no land unit is left" in e.text for e in ev)


def test_order_card_11_axis_tanks_defend_on_three() -> None:
    s, ev = build_state({"30": "1 uk inf, 1 tank"}, card=11, airfield=NO_AIR, dice_script=[6, 3])
    assert [e.data["hits"] for e in ev if e.kind == "roll"][:2] == [0, 1]


def test_combat_every_zone_fights_and_casualty_choice_is_checked() -> None:
    # zones fight in number order: Courseulles (16) then Caen (30)
    s, ev = build_state(
        {"30": "2 uk inf, 1 uk art, 2 inf, 1 art", "16": "1 uk inf, 1 us inf, 1 inf"},
        card=11, airfield=NO_AIR,
        dice_script=[1, 6, 1, 1, 1, 6, 1, 1, 6],
    )
    assert [e.data["location"] for e in ev if e.kind == "roll"] == ["16", "16", "30", "30"]
    assert s.units["16"] == {"uk:inf": 1, "us:inf": 1}  # one hit on one German infantry: forced
    prompts = by_seat(s)
    assert set(prompts) == {"axis", "allies"}
    for bad in ("hits 16: 1 inf", "hits 30: 3 uk inf", "hits 15: 1 uk inf", "hits 30: 1 tank"):
        before = E.dump_state(s)
        with pytest.raises(IllegalActionError) as err:
            apply_text(E, s, "allies", bad)
        assert E.dump_state(s) == before
        if bad == "hits 16: 1 inf":
            assert "Say 'uk inf' or 'us inf'" in str(err.value)
        assert err.value.rule == "Combat"
    s = apply_text(E, s, "allies", "hits 16: 1 us inf; 30: 1 inf, 1 art").state  # nation left out: only U.K. fits in 30
    assert s.units["30"]["uk:inf"] == 1 and "uk:art" not in s.units["30"]
    s = apply_text(E, s, "axis", "hits 30: 1 inf, 1 art").state
    assert not E.prompts(s) or E.prompts(s)[0].kind != "hits"


def test_combat_partial_assignment_then_the_rest() -> None:
    s, _ = build_state(
        {"30": "3 uk inf, 1 uk art, 3 inf", "16": "2 uk inf, 1 uk art, 2 inf"},
        card=13, airfield=NO_AIR,
        dice_script=[1, 1, 6, 6, 6, 1, 1, 6, 6, 6, 6, 6],
    )
    allies = by_seat(s)["allies"]
    assert allies.default == "hits 16: 2 uk inf; 30: 2 uk inf"
    s = apply_text(E, s, "allies", "hits 30: 1 uk art").state
    # the remaining hit in Caen can only fall on infantry: assigned by itself
    assert s.units["30"]["uk:inf"] == 2 and "uk:art" not in s.units["30"]
    p = by_seat(s)["allies"]
    assert "Courseulles (16)" in p.text and "Caen (30)" not in p.text
    s = apply_text(E, s, "allies", "hits 16: 1 uk inf, 1 uk art").state
    assert s.units["16"] == {"uk:inf": 1, "de:inf": 2}
