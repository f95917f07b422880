"""The choices A&A D-Day marks as worth a button: complete answers that apply, labelled in words."""

from __future__ import annotations

import re

from rules.aa_dday import ENGINE as E
from rules.aa_dday import build_state
from rules.aa_dday.board import BOARD
from rules.aa_dday.buttons import MAX_BUTTONS
from tests.typed import apply_text

NO_AIR: dict[str, int] = {}
RAW = re.compile(r"^(move|land|patrol|bomb|hits|place|split|reroll|choose|tactic) ")


def marked(state, seat):
    p = next(p for p in E.prompts(state) if p.seat == seat)
    return p, p.buttons()


def check_buttons(state, seat):
    """Every marked choice is a prompt choice in words that applies as it stands; returns {label: value}."""
    p, buttons = marked(state, seat)
    assert 1 <= len(buttons) <= MAX_BUTTONS
    for c in buttons:
        assert c in p.choices
        assert c.label != c.value and not RAW.match(c.label), c.label
        apply_text(E, state, seat, c.value)  # must not raise
    unmarked = [c for c in p.choices if not c.button]
    assert all(c.label == c.value for c in unmarked), "raw options keep their text and are not buttons"
    return {c.label: c.value for c in buttons}


def test_landing_offers_land_all_from_each_box_and_done() -> None:
    s, _ = build_state({"omaha": {"us:inf": 2, "us:art": 1}, "utah": {"us:inf": 1}, "14": "7 us inf", "30": "1 inf"},
                       card=10)
    got = check_buttons(s, "allies")
    assert got == {"Land all from Utah": "land all from utah", "Done landing": "done"}, got
    # Omaha's landing zone has room for one more unit only: landing all from there is not offered
    assert "land all from omaha" not in got.values()
    p, _ = marked(s, "allies")
    assert any(c.value.startswith("land 1 us inf from omaha") and not c.button for c in p.choices)


def test_landing_all_from_a_box_when_there_is_room() -> None:
    s, _ = build_state({"omaha": {"us:inf": 2, "us:art": 1}, "30": "1 inf"}, card=10)
    got = check_buttons(s, "allies")
    assert got["Land all from Omaha"] == "land all from omaha"
    after = apply_text(E, s, "allies", "land all from omaha").state
    assert not after.units.get("omaha")


def test_default_casualties_are_a_button_in_words() -> None:
    s, _ = build_state({"14": "2 bh", "15": "2 bh", "2": "2 bh"}, card=2, dice_script=[1, 1, 1, 6, 6, 6])
    p, buttons = marked(s, "allies")
    assert buttons[0].value == p.default == "hits 14: 2 bh; 15: 1 bh"
    assert buttons[0].label.startswith("Default pick: 2 German blockhouses in ")
    assert BOARD.zone_name["14"] in buttons[0].label
    check_buttons(s, "allies")


def test_placement_offers_what_each_standing_order_mode_would_place() -> None:
    done = {c: BOARD.chart_len[c] for c in BOARD.chart_ids}
    done["uk"] = 0
    s, _ = build_state({"30": "1 inf", "4": "1 uk inf"}, card=14, airfield=NO_AIR, charts=done, dice_script=[1, 1])
    got = check_buttons(s, "allies")
    fill = next(v for k, v in got.items() if k.startswith("Fill: place "))
    spread = next(v for k, v in got.items() if k.startswith("Spread: place "))
    assert fill.startswith("place uk ") and spread.startswith("place uk 1 in ")
    assert "done" not in got.values(), "'done' is refused while units must be placed, so it is no button"


def test_moves_offer_done_and_no_single_move_becomes_a_button() -> None:
    s, _ = build_state({"16": "2 uk inf, 1 uk tank", "30": "2 inf"}, card=8, airfield=NO_AIR)
    p, buttons = marked(s, "allies")
    assert [(c.label, c.value) for c in buttons] == [("Done moving", "done")]
    assert any(c.value.startswith("move ") for c in p.choices), "moves stay in the choices, unmarked"


def test_tactics_and_confirmations_are_buttons_in_words() -> None:
    seen = set()
    for state in _autoplay_positions():
        for p in E.prompts(state):
            if p.kind in ("tactic", "confirm"):
                seen.add(p.kind)
                check_buttons(state, p.seat)
    assert seen, "the autoplayed games reach a tactics card or a joint decision"


def _autoplay_positions():
    """Positions of two short autoplayed games (two and three players, tactics and fortune on)."""
    for seats, options in ((("axis", "allies"), {"tactics": "on", "fortune": "on"}),
                           (("axis", "uk", "us"), {"players": "3", "tactics": "on", "fortune": "on"})):
        s, _ = E.initial_state(seats, options, 7)
        for _ in range(250):
            ps = E.prompts(s)
            if not ps:
                break
            yield s
            s = apply_text(E, s, ps[0].seat, ps[0].default).state


def test_every_marked_choice_of_autoplayed_games_applies() -> None:
    kinds: set[str] = set()
    for s in _autoplay_positions():
        for p in E.prompts(s):
            if p.buttons():
                kinds.add(p.kind)
                check_buttons(s, p.seat)
    assert {"move", "land", "patrol", "bomb"} <= kinds, kinds
