"""The simple policy's Unit in a Blitzkrieg between Teams (issue #51): it climbs only towards a Bunker its Team may
take, and a Raid it cannot win ends by the rules (it stays out after a fall once the Raid is old) instead of going
on for thousands of turns, falling at the same place."""

from __future__ import annotations

from rules.dday_dice import policy
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.state import DDState
from tests.rules.dday_dice.overlord.playout import first_fall
from tests.typed import apply_text


def _play(opts: dict[str, str], seed: int, steps: int = 5000) -> DDState:
    state, _ = E.initial_state(E.seats_for(opts), opts, seed)
    for _ in range(steps):
        if E.outcome(state) is not None:
            return state
        seat = min(p.seat for p in E.prompts(state))
        state = apply_text(E, state, seat, policy.choose(E, state, seat)).state
    raise AssertionError(f"{opts} seed {seed}: no result after {steps} steps")


def test_a_simple_unit_keeps_out_of_the_dead_end_below_another_teams_bunker() -> None:
    # A-2, seed 3000: Team Charlie's Unit once crossed into Column Baker below Baker's Bunker and fell there for
    # over 3,000 turns
    ended = _play({"blitzkrieg": "a2", "players": "2"}, 3000)
    assert {u.seat: (u.status, u.bunker) for u in ended.units} == {"t2u1": ("conquered", "B-B"),
                                                                  "t3u1": ("conquered", "C-B")}
    assert ended.turn < 30


def test_a_raid_the_simple_units_cannot_win_ends_once_it_is_old() -> None:
    # neither simple Unit fetches its Team's Flame-Thrower, so neither may enter its Bunker
    ended = _play({"blitzkrieg": "a1", "players": "2"}, 3000)
    assert {u.status for u in ended.units} == {"eliminated"}
    assert ended.turn - ended.campaign.raid_started >= policy.STAY_OUT_AFTER


def test_a_fallen_simple_unit_keeps_going_while_the_raid_is_young() -> None:
    state, seat = first_fall({"blitzkrieg": "a1", "players": "2"}, 3000)
    start = state.campaign.raid_started
    young = state.model_copy(update={"turn": start + policy.STAY_OUT_AFTER - 1})
    old = state.model_copy(update={"turn": start + policy.STAY_OUT_AFTER})
    assert policy.choose(E, young, seat).startswith("retreat ") and policy.choose(E, young, seat) != "retreat none"
    assert policy.choose(E, old, seat) == "retreat none"
    assert policy.keep_going(E, old, seat) == policy.choose(E, young, seat)
