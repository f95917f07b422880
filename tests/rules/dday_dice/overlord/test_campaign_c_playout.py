"""Campaign C, Blind Assault, played to its result by random players with 2, 4 and 9 players and solo.

Every Raid rule of C is in play (none is missing). Random players pick among the offered options; a fallen
Unit stays out half the time (otherwise Keep Going! could go on for ever). Every offered option must apply
(checked every few steps), the state survives a dump and load, and replaying the log gives the same state.
"""

from __future__ import annotations

import pytest

from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.overlord import raids
from tests.rules.dday_dice.overlord.playout import STEPS, playout, replay

CHECK_EVERY = 25


@pytest.mark.parametrize("opts", [{"campaign": "c", "players": "2"},
                                  {"campaign": "c", "players": "4", "version": "2"},
                                  # the longest campaign (nine players, about 5 s)
                                  pytest.param({"campaign": "c", "players": "9"}, marks=pytest.mark.slow),
                                  {"campaign": "c", "players": "1", "solo": "on"},
                                  {"blitzkrieg": "c1", "players": "6"}, {"blitzkrieg": "c2", "players": "3"},
                                  {"blitzkrieg": "c3", "players": "5"}],
                         ids=["2-players", "4-players-v2", "9-players", "solo", "blitz-c1-6", "blitz-c2-3",
                              "blitz-c3-5"])
def test_campaign_c_random_playout_to_the_result(opts):
    s0, _ = E.initial_state(E.seats_for(opts), opts, 11)
    assert all(not raids.missing(r) for r in s0.campaign.raids)
    s, log = playout(opts, 11, check_every=101, try_all_every=CHECK_EVERY)
    assert E.outcome(s) is not None, f"no result after {STEPS} steps"
    assert len(s.campaign.scores) == len(s.campaign.raids) or "Tiger" in E.outcome(s).reason
    assert replay(opts, 11, log) == s
