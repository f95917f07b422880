"""The A&A Allied computer plays to the clock (issue #51): they win only by holding the three cities at the end of
two turns in a row, so the chance of holding all three counts more as the last turn that can start a hold nears,
most when they already hold them (``state.close``), and a pin that may fail is a gamble then."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from ai import aa_eval
from ai.aa_eval import ALLIED_WEIGHTS, AXIS_WEIGHTS, LAST_START, Weights, clock_weight
from rules.aa_dday.engine import ENGINE
from tests.typed import apply_text

CHERBOURG, ST_LO, CAEN = "2", "26", "30"


def _allied_move() -> Any:
    state, _ = ENGINE.initial_state(("axis", "allies"), {"players": "2"}, 5)
    for _ in range(300):
        if state.pending is not None and state.pending.kind == "move" and state.pending.side == "allies" and state.turn >= 2:
            return state
        seat = sorted({p.seat for p in ENGINE.prompts(state)})[0]
        state = apply_text(ENGINE, state, seat, ENGINE.prompts(state)[0].default or "done").state
    raise AssertionError("no Allied move came up")


def _with(state: Any, turn: int, close: bool = False, **zones: dict[str, int]) -> Any:
    units = {z: dict(u) for z, u in state.units.items()}
    for z, u in zones.items():
        units[z.lstrip("z")] = u
    return state.model_copy(update={"units": units, "turn": turn, "close": close})


def test_the_clock_grows_to_the_last_turn_a_hold_can_start_and_is_most_when_close() -> None:
    w = Weights(clock=10.0, close=30.0)
    ramp = [clock_weight(t, False, w) for t in range(1, LAST_START + 1)]
    assert ramp == sorted(ramp) and ramp[0] < ramp[-1] == pytest.approx(10.0)
    assert clock_weight(LAST_START + 1, False, w) == 0.0  # too late to start a hold: the game is lost
    assert clock_weight(5, True, w) == 30.0
    assert clock_weight(LAST_START, True, AXIS_WEIGHTS) == 0.0  # the Axis's weights do not read the clock


def test_holding_all_three_counts_more_for_the_allies_once_they_held_them_last_turn() -> None:
    held = {CHERBOURG: {"us:inf": 4}, ST_LO: {"us:inf": 3, "us:art": 1}, CAEN: {"uk:inf": 4}, "25": {"de:inf": 2}}
    base = _allied_move().model_copy(update={"units": held, "turn": 9, "close": False})
    close = base.model_copy(update={"close": True})
    allied = replace(ALLIED_WEIGHTS, close=30.0)
    assert aa_eval.evaluate(close, None, allied) > aa_eval.evaluate(base, None, allied) + 1.0
    assert aa_eval.evaluate(close, None, AXIS_WEIGHTS) == aa_eval.evaluate(base, None, AXIS_WEIGHTS)


def test_a_pin_that_may_fail_is_counted_by_its_odds_when_the_game_is_on_it() -> None:
    next_door = aa_eval.ADJ[ST_LO][0]
    units = {ST_LO: {"us:inf": 5}, next_door: {"de:inf": 6, "us:inf": 3}}
    locked = aa_eval.held_in_place(units, True)
    assert next_door in locked  # three infantry likely outlast the round: the verdict says pinned
    sure = aa_eval.city_prospect(units, locked, ST_LO, True, 0.0)
    assert sure == 1.0
    assert 0.3 < aa_eval.end_chance(units, locked, ST_LO, True) < 0.9
    strong = {ST_LO: {"us:inf": 5}, next_door: {"de:inf": 6, "us:inf": 8}}
    assert aa_eval.end_chance(strong, aa_eval.held_in_place(strong, True), ST_LO, True) > 0.95


def test_the_allies_value_all_three_cities_together_more_as_the_last_turn_nears() -> None:
    three = {CHERBOURG: {"us:inf": 4}, ST_LO: {"us:inf": 3, "us:art": 1}, CAEN: {"uk:inf": 4}}
    two = {CHERBOURG: {"us:inf": 4}, ST_LO: {"de:inf": 3, "de:art": 1}, CAEN: {"uk:inf": 4}}
    state = _allied_move()

    def gain(turn: int, weights: Weights) -> float:
        at = [state.model_copy(update={"units": u, "turn": turn, "close": False}) for u in (three, two)]
        return aa_eval.evaluate(at[0], None, weights) - aa_eval.evaluate(at[1], None, weights)

    no_clock = replace(ALLIED_WEIGHTS, clock=0.0)
    assert gain(LAST_START, ALLIED_WEIGHTS) > gain(LAST_START, no_clock) + 5.0
    assert gain(2, ALLIED_WEIGHTS) < gain(2, no_clock) + 1.0  # early, a city is worth about what it was
    assert gain(LAST_START + 1, ALLIED_WEIGHTS) == pytest.approx(gain(LAST_START + 1, no_clock))
