"""The Overlord bench's adjudication of a Raid that has no result (:func:`bench.ai_dice.adjudicate`): every Unit
still in the Raid stays out, and the rules score it."""

from __future__ import annotations

from collections.abc import Callable

from bench import ai_dice
from rules.dday_dice import policy
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.overlord import honor
from rules.dday_dice.state import DDState
from tests.typed import apply_text


def _until(opts: dict[str, str], seed: int, stop: Callable[[DDState], bool]) -> DDState:
    state, _ = E.initial_state(E.seats_for(opts), opts, seed)
    for _ in range(5000):
        if stop(state):
            return state
        assert E.outcome(state) is None
        seat = min(p.seat for p in E.prompts(state))
        state = apply_text(E, state, seat, policy.choose(E, state, seat)).state
    raise AssertionError("the position was never reached")


def _penalised(ended: DDState) -> set[int]:
    (score,) = ended.campaign.scores
    return {x.team for x in score.lines if (x.pp, x.text) == honor.ELIMINATED_PENALTY}


def test_a_unit_that_took_its_bunker_wins_against_one_still_racing() -> None:
    opts = {"blitzkrieg": "b1", "players": "2"}
    state = _until(opts, 3000, lambda s: bool(s.campaign.conquests))
    ((first, _),) = state.campaign.conquests
    racing = [u.seat for u in state.units if u.status in ("active", "down")]
    assert racing and first not in racing
    ended = ai_dice.adjudicate(state)
    assert tuple(E.outcome(ended).winners) == (first,)
    assert _penalised(ended) == {ended.campaign.team_of(racing[0]).number}
    assert E.outcome(state) is None  # the state it was given is left as it was


def test_a_raid_nobody_can_win_is_scored_by_the_rules_lines() -> None:
    opts = {"blitzkrieg": "a1", "players": "2"}  # the simple policy never fetches A-1's Flame-Thrower
    state = _until(opts, 3000, lambda s: s.turn >= 30)
    assert not state.campaign.conquests
    ended = ai_dice.adjudicate(state)
    assert _penalised(ended) == {t.number for t in ended.campaign.teams}
    (score,) = ended.campaign.scores
    best = max(score.totals)
    assert set(E.outcome(ended).winners) == {s for t, pp in zip(ended.campaign.teams, score.totals, strict=True)
                                              if pp == best for s in t.seats}
