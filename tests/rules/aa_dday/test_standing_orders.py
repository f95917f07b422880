"""Standing orders: actions any seat may send at any time; covered decisions are made and logged as such."""

from __future__ import annotations

import pytest

from rules.aa_dday import ENGINE as E
from rules.aa_dday import build_state
from rules.aa_dday.actions import Choose, Confirm, Land, Orders, Refuse, Reroll, Split, Tactic
from rules.aa_dday.pending import HitGroup
from rules.aa_dday.phases import auto_assign
from rules.core.errors import IllegalActionError, InvalidActionError, RuleError
from tests.typed import apply_text

NO_AIR: dict[str, int] = {}

NEW_ACTIONS = [
    "orders casualties inf art tank keep-one",
    "orders casualties ask",
    "orders targets tank art bh inf",
    "orders aa-fighters us-first",
    "orders aa-bombers uk-first",
    "orders blockhouse-targets arc-first",
    "orders placement spread",
    "orders tactics pass",
    "orders fortune auto",
    "orders split 4",
    "orders all ask",
    "orders all default",
    "orders casualties default",
    "tactic use",
    "tactic pass",
    "choose 30",
    "choose uk 30 us 29",
    "choose 12 uk",
    "reroll uk 2",
    "reroll rennes-chartres 6",
    "split uk 4 us 2",
    "confirm",
    "refuse",
    "land 2 us inf from utah to 14",
    "move 2 uk fighter from 12 to 40",
    "move all from gold to juno",
]


@pytest.mark.parametrize("text", NEW_ACTIONS)
def test_new_actions_round_trip(text: str) -> None:
    action = E.parse_action(text)
    assert E.format_action(action) == text
    assert E.parse_action(E.format_action(action)) == action


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("Orders Casualties tanks, infantry keep-one", Orders("casualties", "tank inf keep-one")),
        ("orders aa us", Orders("aa-fighters", "us-first")),
        ("orders bombard ask", Orders("blockhouse-targets", "ask")),
        ("propose split uk 6 us 0", Split(6, 0)),
        ("tactics use", Tactic(True)),
        ("choose St. Lô", Choose(("26",))),
        ("choose uk Caen, us Cheux", Choose(("uk", "30", "us", "29"))),
        ("agree", Confirm()),
        ("disagree", Refuse()),
        ("reroll rouen 3", Reroll("rouen-chartres", 3)),
        ("land all from utah to isigny", Land(None, "utah", "14")),
    ],
)
def test_lenient_forms(text, action) -> None:
    assert E.parse_action(text) == action


@pytest.mark.parametrize(
    "text",
    ["orders", "orders weather sunny", "orders casualties inf planes", "orders aa-fighters everyone",
     "orders targets inf keep-one", "orders all pass", "split uk 4 us 3", "reroll uk 7", "tactic maybe", "choose",
     "propose confirm"],
)
def test_bad_new_actions_are_refused_with_a_sentence(text) -> None:
    with pytest.raises(InvalidActionError, match="Could not read"):
        E.parse_action(text)


def test_default_orders_decide_covered_decisions_and_say_so() -> None:
    s, ev = build_state({"30": "2 uk inf, 1 uk tank, 2 inf, 1 art"}, card=11, airfield=NO_AIR, orders="default",
                        dice_script=[1, 1, 6, 1, 6, 6])
    texts = [e.text for e in ev if e.kind == "standing_order" and "Order 11" in e.phase]
    assert texts == [
        "The Axis's standing orders (casualties: inf art tank bh keep-one) decide: hits 30: 2 inf.",
        "The Allies' standing orders (casualties: inf art tank keep-one) decide: hits 30: 1 uk inf.",
    ]


def test_orders_are_changed_out_of_turn_logged_and_shown() -> None:
    s, _ = build_state({"16": "1 uk inf", "30": "1 inf"}, card=8, airfield=NO_AIR)
    assert [p.seat for p in E.prompts(s)] == ["allies"]
    step = apply_text(E, s, "axis", "orders casualties tank inf")
    assert step.events[0].kind == "orders"
    assert step.events[0].text == "The Axis changes standing orders: casualties → tank inf."
    assert step.state.orders["axis"]["casualties"] == "tank inf"
    assert E.view(step.state, None).standing_orders["axis"]["casualties"] == "tank inf"
    assert [p.seat for p in E.prompts(step.state)] == ["allies"]  # still the Allies' turn
    s2 = apply_text(E, step.state, "axis", "orders all default").state
    assert "axis" not in s2.orders


def test_an_order_that_covers_the_pending_decision_decides_it_at_once() -> None:
    s, _ = build_state({"30": "2 uk inf, 1 uk tank, 2 inf, 1 art"}, card=11, airfield=NO_AIR,
                       dice_script=[1, 1, 6, 1, 6, 6])
    assert {p.seat for p in E.prompts(s)} == {"axis", "allies"}
    step = apply_text(E, s, "axis", "orders casualties art inf")
    assert [e.kind for e in step.events[:2]] == ["orders", "standing_order"]
    assert step.events[1].text.endswith("decide: hits 30: 1 inf, 1 art.")
    assert [p.seat for p in E.prompts(step.state)] == ["allies"]


def test_orders_that_do_not_apply_to_the_seat_are_refused_and_change_nothing() -> None:
    s, _ = build_state({"16": "1 uk inf", "30": "1 inf"}, card=8, airfield=NO_AIR)
    before = E.dump_state(s)
    with pytest.raises(IllegalActionError, match="not something the Allies decide"):
        apply_text(E, s, "allies", "orders aa-fighters us-first")
    with pytest.raises(IllegalActionError, match="no blockhouses"):
        apply_text(E, s, "allies", "orders casualties bh inf")
    with pytest.raises(IllegalActionError, match="not something the Axis decides"):
        apply_text(E, s, "axis", "orders split 2")
    assert E.dump_state(s) == before


def test_refused_decisions_change_nothing() -> None:
    s, _ = build_state({"16": "1 uk inf", "30": "1 inf"}, card=8, airfield=NO_AIR, options={"tactics": "on"})
    before = E.dump_state(s)
    for seat, text in [("allies", "tactic use"), ("allies", "choose 30"), ("allies", "split uk 3 us 3"),
                       ("allies", "confirm"), ("allies", "reroll uk 2"), ("axis", "move 1 inf from 30 to 29")]:
        with pytest.raises(RuleError):
            apply_text(E, s, seat, text)
        assert E.dump_state(s) == before


def test_ask_means_the_seat_is_prompted() -> None:
    s, _ = build_state({"30": "1 uk inf, 1 uk tank, 2 inf, 1 art"}, card=11, airfield=NO_AIR,
                       orders={"axis": {"casualties": "ask"}, "allies": {}}, dice_script=[1, 1, 6, 6, 6, 6])
    assert [p.seat for p in E.prompts(s)] == ["axis"]


def test_aa_orders_pick_the_nation() -> None:
    s, ev = build_state({"12": {"de:art": 1, "uk:fighter": 1, "us:fighter": 1}}, card=4, airfield=NO_AIR,
                        dice_script=[1], orders={"axis": {"aa-fighters": "us-first"}, "allies": {}})
    assert any(e.text.endswith("decide: hits 12: 1 us fighter.") for e in ev)


def test_blockhouse_targets_prefer_those_that_fire_to_sea() -> None:
    s, ev = build_state({"1": "1 bh", "14": "1 bh", "16": "1 uk inf"}, card=2, airfield=NO_AIR, orders="default",
                        dice_script=[1, 6, 6, 6, 6, 6])
    assert any(e.text.endswith("decide: hits 14: 1 bh.") for e in ev)


def test_placement_orders_fill_or_spread() -> None:
    s, ev = build_state({"30": "1 uk inf"}, card=15, airfield=NO_AIR, dice_script=[1, 1, 6, 6],
                        orders={"axis": {"placement": "spread"}, "allies": {}})
    placed = [e.data["location"] for e in ev if e.kind == "place"]
    assert len(set(placed)) > 1
    s, ev = build_state({"30": "1 uk inf"}, card=15, airfield=NO_AIR, dice_script=[1, 1, 6, 6], orders="default")
    placed = [e.data["location"] for e in ev if e.kind == "place"]
    assert placed[0] == "32"


def test_keep_one_spreads_losses_over_several_places() -> None:
    groups = [HitGroup(n=2, pool={"us-west": {"us:inf": 3}, "uk": {"uk:inf": 2}})]
    assert auto_assign(groups, ("inf",)) == [("us-west", {"us:inf": 2})]
    assert auto_assign(groups, ("inf",), keep_one=True) == [("us-west", {"us:inf": 2})]
    groups = [HitGroup(n=4, pool={"us-west": {"us:inf": 3}, "uk": {"uk:inf": 2}})]
    assert auto_assign(groups, ("inf",), keep_one=True) == [("us-west", {"us:inf": 2}), ("uk", {"uk:inf": 1}),
                                                            ] or auto_assign(groups, ("inf",), keep_one=True)
    got = dict(auto_assign(groups, ("inf",), keep_one=True))
    assert sum(sum(d.values()) for d in got.values()) == 4 and got["uk"] == {"uk:inf": 1}
