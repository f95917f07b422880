"""The D-Day Dice computer's judgement once every rival Unit is done with an Overlord Raid (issue #51): the race is
over, so its playouts weigh the Raid's result if its Unit entered its Bunker now (:func:`ai.dday_dice_eval.entering_now`)."""

from __future__ import annotations

import pytest

from ai.dday_dice_eval import entering_now, value
from rules.dday_dice.state import DDState
from tests.ai.test_dice_overlord_judgement import last_racer_down


def _ours(**changes: object) -> DDState:
    """The A-3 position where the simple t3u1 has taken its Bunker (seed 3006), with t2u1 standing, as given."""
    state = last_racer_down()
    units = tuple(u.model_copy(update={"status": "active", **changes}) if u.seat == "t2u1" else u for u in state.units)
    return state.model_copy(update={"units": units})


def test_entering_now_wins_with_more_to_show_and_loses_with_less():
    rival = last_racer_down().unit("t3u1")
    rich = _ours(soldiers=rival.soldiers + 40, courage=rival.courage + 20, ip=100)
    poor = _ours(soldiers=rival.soldiers + 40, courage=0, ip=0, medals=())
    assert entering_now(rich, "t2u1") == 1.0  # second in, but most Soldiers, Courage and 5 lines of Item Points
    assert entering_now(poor, "t2u1") == 0.0  # second in with nothing more than Soldiers: the first Team's Raid
    assert last_racer_down().campaign.scores == ()  # the position it was given is left as it was


def test_a_position_whose_entry_wins_scores_half_a_point_above_one_whose_entry_loses():
    rival = last_racer_down().unit("t3u1")
    rich = _ours(soldiers=rival.soldiers + 40, courage=rival.courage + 20, ip=100)
    poor = _ours(soldiers=rival.soldiers + 40, courage=0, ip=0, medals=())
    assert value(rich, "units", "t2u1") - value(poor, "units", "t2u1") == pytest.approx(0.5)  # same climb and strength
    assert value(rich, "units", "t3u1") == value(poor, "units", "t3u1") == 0.95  # the rival still sees a race
