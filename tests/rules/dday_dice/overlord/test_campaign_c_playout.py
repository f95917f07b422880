"""Campaign C, Blind Assault, played to its result by random players with 2, 4 and 9 players and solo.

Every Raid rule of C is in play (none is missing). Random players pick among the offered options; a fallen
Unit stays out half the time (otherwise Keep Going! could go on for ever). Every offered option must apply
(checked every few steps), the state survives a dump and load, and replaying the log gives the same state.
"""

from __future__ import annotations

import random

import pytest

from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.overlord import raids

MAX_STEPS = 20000
CHECK_EVERY = 25


@pytest.mark.parametrize("opts", [{"campaign": "c", "players": "2"},
                                  {"campaign": "c", "players": "4", "version": "2"},
                                  {"campaign": "c", "players": "9"},
                                  {"campaign": "c", "players": "1", "solo": "on"},
                                  {"blitzkrieg": "c1", "players": "6"}, {"blitzkrieg": "c2", "players": "3"},
                                  {"blitzkrieg": "c3", "players": "5"}],
                         ids=["2-players", "4-players-v2", "9-players", "solo", "blitz-c1-6", "blitz-c2-3",
                              "blitz-c3-5"])
def test_campaign_c_random_playout_to_the_result(opts):
    seats = E.seats_for(opts)
    s0, _ = E.initial_state(seats, opts, 11)
    assert all(not raids.missing(r) for r in s0.campaign.raids)
    s, rng, log = s0, random.Random(11), []
    for step in range(MAX_STEPS):
        if E.outcome(s) is not None:
            break
        p = rng.choice(E.prompts(s))
        choices = [c.value for c in E.options(s, p.seat, "")]
        if step % CHECK_EVERY == 0:
            for c in choices:
                E.apply(s, p.seat, c)
        text = "retreat none" if "retreat none" in choices and rng.random() < 0.5 else (
            rng.choice(choices) if choices else p.default)
        log.append((p.seat, text))
        s = E.apply(s, p.seat, text).state
        if step % 101 == 0:
            assert E.load_state(E.dump_state(s)) == s
    assert E.outcome(s) is not None, f"no result after {MAX_STEPS} steps"
    assert len(s.campaign.scores) == len(s.campaign.raids) or "Tiger" in E.outcome(s).reason
    again, _ = E.initial_state(seats, opts, 11)
    for seat, text in log:
        again = E.apply(again, seat, text).state
    assert again == s
