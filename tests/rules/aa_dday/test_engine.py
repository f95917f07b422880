"""The engine contract for A&A D-Day: registry, options, setup, view, autocomplete, state files."""

from __future__ import annotations

import json

import pytest

from rules.aa_dday import ENGINE as E
from rules.aa_dday import build_state
from rules.aa_dday.view import AAView
from rules.core import GameEngine, find_game
from rules.core.errors import IllegalActionError, InvalidOptionError
from tests.typed import apply_text

NO_AIR: dict[str, int] = {}


def test_registered_under_id_and_aliases() -> None:
    for name in ("aa-dday", "aa", "axis-allies-dday", "a&a", "AA"):
        assert find_game(name) is E
    assert isinstance(E, GameEngine)
    state = E.initial_state(("axis", "allies"), {}, 1)[0]
    assert E.accepts_out_of_turn(state, E.parse_action("done")) is False
    assert E.accepts_out_of_turn(state, E.parse_action("orders tactics pass")) is True
    assert E.accepts_out_of_turn(state, E.parse_action("orders casualties ask")) is True
    assert E.accepts_out_of_turn(state, "orders casualties ask") is False  # typed actions only: text is not read
    spec = E.spec
    assert spec.seats == ("axis", "allies")
    assert spec.seat_names["allies"] == "Allies (U.K. and U.S.)"
    assert spec.seat_names["uk"] == "United Kingdom" and spec.seat_names["us"] == "United States"
    assert spec.ruleset_version == "aa-dday/4"
    assert "42 zones" in spec.data_provenance and "README" in spec.data_provenance
    assert all(o.implemented is None for o in spec.options)
    assert E.seats_for({}) == ("axis", "allies")
    assert E.seats_for({"players": "3"}) == ("axis", "uk", "us")


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"fortune": "maybe"}, "cannot be 'maybe'"),
        ({"players": "3"}, "played by the seats axis, uk, us"),
        ({"players": "4"}, "cannot be '4'"),
        ({"weather": "rain"}, "no option 'weather'"),
    ],
)
def test_initial_state_refuses_unknown_or_unimplemented_options(options, message) -> None:
    with pytest.raises(InvalidOptionError) as err:
        E.initial_state(("axis", "allies"), options, 1)
    assert message in str(err.value)


def test_initial_state_sets_up_the_board_and_runs_the_airborne_assault() -> None:
    # one hit in zone 10 (inf + art): the Axis's standing orders (casualties, cheapest first) take the infantry
    s, ev = E.initial_state(("axis", "allies"), {"players": "2", "fortune": "off"}, 11, dice_script=[1, 6, 6] + [6] * 5)
    assert s.turn == 1 and s.card == 3
    assert E.phase_label(s) == "Turn 1 · Order 03 Fighters Patrol"
    assert E.phase_key(s) == (1, 3)
    so = [e for e in ev if e.kind == "standing_order"]
    assert so and so[0].text == "The Axis's standing orders (casualties: inf art tank bh keep-one) decide: hits 10: 1 inf."
    assert so[0].phase == "Turn 1 · Order 01 Airborne Assault"
    p = E.prompts(s)
    assert len(p) == 1 and p[0].seat == "allies" and p[0].kind == "patrol"
    assert all(e.phase for e in ev)
    view = E.view(s, "axis")
    assert not [b for b in view.boxes if b.kind == "airborne"]  # the paratroopers left their boxes
    assert {b.id: b.capacity for b in view.boxes if b.kind == "beachhead"} == {
        "utah": 4, "omaha": 8, "gold": 7, "juno": 5, "sword": 6,
    }
    assert view.airfield == {"uk:fighter": 4, "uk:bomber": 1, "us:fighter": 4, "us:bomber": 1}
    assert view.waiting_for == ["allies"]
    assert len(view.zones) == 42
    caen = next(z for z in view.zones if z.id == 30)
    assert caen.victory_city and caen.control == "axis" and caen.units == {"de:art": 2, "de:tank": 1}


def test_initial_state_without_a_real_choice_goes_on_by_itself() -> None:
    s, ev = E.initial_state(("axis", "allies"), {}, 11, dice_script=[6] * 8)
    assert 1 in s.removed
    assert E.phase_label(s) != "Turn 1 · Order 01 Airborne Assault"


def test_dump_and_load_give_an_equal_state_and_load_validates() -> None:
    s, _ = E.initial_state(("axis", "allies"), {}, 123456789)
    while E.outcome(s) is None and s.turn < 3:
        p = E.prompts(s)[0]
        s = apply_text(E, s, p.seat, p.default).state
        text = E.dump_state(s)
        assert E.load_state(text) == s
        assert E.dump_state(E.load_state(text)) == text
    bad = json.loads(E.dump_state(s))
    bad["units"]["99"] = {"de:inf": 1}
    with pytest.raises(ValueError):
        E.load_state(json.dumps(bad))
    bad = json.loads(E.dump_state(s))
    bad["units"]["30"] = {"de:cavalry": 1}
    with pytest.raises(ValueError):
        E.load_state(json.dumps(bad))
    with pytest.raises(ValueError):
        E.load_state("{not json")


def test_view_has_no_seed_and_is_complete() -> None:
    seed = 987654321987
    s, _ = E.initial_state(("axis", "allies"), {}, seed, dice_script=[1, 1, 1, 1, 1, 1, 1, 1])
    view = E.view(s, None)
    assert isinstance(view, AAView)
    text = view.model_dump_json()
    assert str(seed) not in text and "seed" not in text
    assert view.options == {"players": "2", "fortune": "off", "tactics": "off", "quick_victory": "off",
                            "last_aircraft": "leave"}
    assert [c.id for c in view.charts] == ["uk", "us", "rennes-chartres", "rouen-chartres"]
    assert view.charts[0].total == 29 and view.charts[0].waiting[:3] == ["art", "art", "inf"]
    assert view.highlights.card == 2 and view.highlights.casualties  # the bombardment's standing-order targets


def test_view_highlights_moves_combat_and_placements() -> None:
    s, _ = build_state({"16": "1 uk tank", "4": "1 us inf", "29": "1 inf"}, card=8, airfield=NO_AIR)
    s = apply_text(E, s, "allies", "move 1 uk tank from 16 via 23 to 29").state
    h = E.view(s, "allies").highlights
    assert h.card == 8 and h.moves[0].path == ["16", "23", "29"] and h.moves[0].units == {"uk:tank": 1}
    s, _ = build_state({"30": "1 uk inf, 2 inf", "42": "1 inf"}, card=11, airfield=NO_AIR, dice_script=[1, 6, 6])
    h = E.view(s, None).highlights
    assert h.card == 11 and h.combat_zones == [30] and h.casualties == {"30": {"de:inf": 1}}


def test_options_are_legal_and_start_with_the_partial() -> None:
    s, _ = build_state(
        {"16": "2 uk inf, 1 uk tank", "14": "1 us inf, 1 us art", "30": "2 inf", "omaha": {"us:inf": 2}},
        card=8, airfield=NO_AIR,
    )
    opts = [c.value for c in E.options(s, "allies", "")]
    assert opts[0] == "done" and 0 < len(opts) <= 200
    assert "move 2 uk inf from 16 to 30" in opts
    assert "move 1 uk tank from 16 via 23 to 29" in opts
    for text in opts:
        apply_text(E, s, "allies", text)  # must not raise
    fine = [c.value for c in E.options(s, "allies", "move 1 uk inf")]
    assert fine and all(t.startswith("move 1 uk inf") for t in fine)
    assert "move 1 uk inf from 16 to 30" in fine
    assert E.options(s, "axis", "") == []


def test_prompt_choices_and_defaults_apply() -> None:
    s, _ = build_state({"14": "2 bh", "15": "2 bh", "2": "2 bh"}, card=2, dice_script=[1, 1, 1, 6, 6, 6])
    p = E.prompts(s)[0]
    assert p.default == "hits 14: 2 bh; 15: 1 bh"  # blockhouses that fire to sea first
    assert 1 <= len(p.choices) <= 10 and p.choices[0].value == p.default
    for c in p.choices:
        apply_text(E, s, p.seat, c.value)


def test_field_choices_for_moves() -> None:
    s, _ = build_state(
        {"16": "2 uk inf, 1 uk tank", "30": "2 inf", "23": "1 inf", "4": "1 us inf"}, card=8, airfield=NO_AIR,
    )
    fc = lambda field, **filled: E.field_choices(s, "allies", "move", field, filled)  # noqa: E731
    assert [c.value for c in fc("from")] == ["4", "16"]
    assert fc("from")[1].label == "16 Courseulles (2 uk inf, 1 uk tank)"
    units = [c.value for c in fc("units", **{"from": "16"})]
    assert units == ["1 uk inf", "2 uk inf", "1 uk tank", "all"]
    assert {c.value for c in fc("to", **{"from": "16", "units": "2 uk inf"})} == {"15", "17", "23", "30"}
    assert [c.value for c in fc("via", **{"from": "16", "units": "1 uk tank"})] == ["15", "17"]  # 23, 30 hold Germans
    assert "22" in {c.value for c in fc("to", **{"from": "16", "units": "1 uk tank", "via": "15"})}
    assert fc("via", **{"from": "16", "units": "1 uk inf"}) == []
    assert fc("to", **{"from": "16", "units": "5 uk inf"}) == []
    assert E.field_choices(s, "allies", "teleport", "to", {}) == []
    assert E.field_choices(s, "axis", "move", "from", {}) == []


def test_field_choices_for_hits_patrol_bomb_land_and_place() -> None:
    s, _ = build_state({"30": "3 uk inf, 1 uk art, 3 inf", "40": "1 inf"}, card=13, airfield=NO_AIR,
                       dice_script=[1, 1, 6, 6, 6, 6, 6])
    where = E.field_choices(s, "allies", "hits", "where", {})
    assert [c.value for c in where] == ["30"]
    units = [c.value for c in E.field_choices(s, "allies", "hits", "units", {"where": "30"})]
    assert units[:2] == ["2 uk inf", "1 uk inf, 1 uk art"] and "1 uk inf" in units

    s, _ = build_state({"12": "1 inf", "13": "1 uk inf"}, card=3)
    assert "4 uk fighter" in [c.value for c in E.field_choices(s, "allies", "patrol", "units", {})]
    s2 = apply_text(E, s, "allies", "patrol 3 uk fighter to 12").state
    to = [c.value for c in E.field_choices(s2, "allies", "patrol", "to", {"units": "2 us fighter"})]
    assert "12" not in to and "13" in to

    s, _ = build_state({"12": "1 inf", "13": "1 uk inf"}, card=5)
    assert [c.value for c in E.field_choices(s, "allies", "bomb", "nation", {})] == ["uk", "us"]
    to = [c.value for c in E.field_choices(s, "allies", "bomb", "to", {"nation": "uk"})]
    assert to[0] == "12" and "13" not in to

    s, _ = build_state({"omaha": {"us:inf": 2, "us:art": 1}, "14": "7 us inf", "30": "1 inf"}, card=10)
    assert [c.value for c in E.field_choices(s, "allies", "land", "from", {})] == ["omaha"]
    assert [c.value for c in E.field_choices(s, "allies", "land", "units", {"from": "omaha"})] == ["1 us inf", "1 us art"]

    done = {"us": 38, "rennes-chartres": 40, "rouen-chartres": 27}
    s, _ = build_state({"30": "1 inf", "4": "1 uk inf"}, card=14, airfield=NO_AIR, charts=done, dice_script=[1, 2])
    assert [c.value for c in E.field_choices(s, "allies", "place", "chart", {})] == ["uk"]
    assert [c.value for c in E.field_choices(s, "allies", "place", "where", {"chart": "uk"})] == ["gold", "juno", "sword"]
    assert [c.value for c in E.field_choices(s, "allies", "place", "count", {"chart": "uk", "where": "gold"})] == ["3", "2", "1"]


def test_refused_actions_change_nothing() -> None:
    s, _ = build_state({"16": "2 uk inf", "30": "2 inf", "4": "1 us inf"}, card=8, airfield=NO_AIR)
    before = E.dump_state(s)
    for text in ("move 3 uk inf from 16 to 30", "land 1 uk inf from gold", "place uk 1 in gold",
                 "hits 30: 1 inf", "move 1 uk inf from 16 to 2", "bomb uk to 30"):
        with pytest.raises(IllegalActionError) as err:
            apply_text(E, s, "allies", text)
        assert err.value.rule
        assert E.dump_state(s) == before
    apply_text(E, s, "allies", "move 2 uk inf from 16 to 30")
    assert E.dump_state(s) == before  # a legal action does not touch its input either
