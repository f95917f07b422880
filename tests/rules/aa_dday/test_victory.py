"""Check for Victory (rulebook "Check for Victory", "Object of the Game")."""

from __future__ import annotations

import pytest

from rules.aa_dday import ENGINE as E
from rules.aa_dday import build_state
from rules.aa_dday.board import BOARD
from rules.core.errors import GameOverError, NotYourTurnError
from tests.typed import apply_text

NO_AIR: dict[str, int] = {}
DONE = {c: BOARD.chart_len[c] for c in BOARD.chart_ids}
CITIES = {"2": "2 us inf", "26": "2 us inf", "30": "2 uk inf"}


def play_defaults(state, until_turn):
    events = []
    while E.outcome(state) is None and state.turn < until_turn:
        p = E.prompts(state)[0]
        step = apply_text(E, state, p.seat, p.default)
        events.extend(step.events)
        state = step.state
    return state, events


def test_check_for_victory_hold_three_cities_for_a_full_turn() -> None:
    s, ev = build_state({**CITIES, "42": "1 inf"}, turn=3, card=16, airfield=NO_AIR, charts=DONE)
    assert E.outcome(s) is None
    assert s.turn == 4 and s.close
    assert any(e.kind == "close" for e in ev)
    view = E.view(s, None)
    assert view.allies_close_to_victory and view.cities_held_by_allies == 3
    s, ev = play_defaults(s, until_turn=5)
    out = E.outcome(s)
    assert out is not None and out.winners == ("allies",)
    assert "full turn" in out.reason
    assert E.prompts(s) == ()
    assert E.view(s, None).outcome == out.reason


def test_check_for_victory_cities_taken_this_turn_do_not_win_yet() -> None:
    s, _ = build_state({**CITIES, "42": "1 inf"}, turn=5, card=16, airfield=NO_AIR, charts=DONE, close=False)
    assert E.outcome(s) is None and s.close


def test_check_for_victory_losing_a_city_resets_the_count() -> None:
    s, ev = build_state({"2": "2 us inf", "26": "2 us inf", "30": "2 uk inf, 1 inf"}, turn=5, card=16,
                        airfield=NO_AIR, charts=DONE, close=True)
    assert E.outcome(s) is None and not s.close
    assert any("no longer hold" in e.text for e in ev)


def test_check_for_victory_held_at_the_end_of_two_turns_wins() -> None:
    s, ev = build_state({**CITIES, "42": "1 inf"}, turn=6, card=16, airfield=NO_AIR, charts=DONE, close=True)
    assert E.outcome(s).winners == ("allies",)
    assert any(e.kind == "victory" and e.phase == "Turn 6 · Victory check" for e in ev)


def test_axis_wins_after_turn_10() -> None:
    s, ev = build_state({"30": "1 inf", "31": "1 uk inf"}, turn=10, card=16, airfield=NO_AIR)
    out = E.outcome(s)
    assert out is not None and out.winners == ("axis",)
    assert "turn 10" in out.reason
    assert E.phase_label(s) == "Turn 10 · Game over"
    with pytest.raises(GameOverError):
        apply_text(E, s, "axis", "done")


def test_allies_holding_after_turn_9_and_10_still_win_on_turn_10() -> None:
    s, _ = build_state({**CITIES, "42": "1 inf"}, turn=10, card=16, airfield=NO_AIR, charts=DONE, close=True)
    assert E.outcome(s).winners == ("allies",)


def test_allies_cannot_win_after_turn_9_is_announced_and_play_continues() -> None:
    s, ev = build_state({"30": "1 inf", "31": "1 uk inf"}, turn=9, card=16, airfield=NO_AIR)
    assert E.outcome(s) is None and s.turn == 10 and s.doomed
    doomed = [e for e in ev if e.kind == "doomed"]
    assert len(doomed) == 1 and doomed[0].seat is None
    assert "can no longer win" in doomed[0].text


def test_not_your_turn_for_a_seat_without_a_prompt() -> None:
    s, _ = build_state({"30": "1 inf", "16": "1 uk inf"}, card=8, airfield=NO_AIR)
    with pytest.raises(NotYourTurnError):
        apply_text(E, s, "axis", "done")
    with pytest.raises(NotYourTurnError):
        apply_text(E, s, "spectator", "done")
