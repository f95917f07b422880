"""ai/spiel.py: an engine as an OpenSpiel game (Pegasus Bridge here), and OpenSpiel's IS-MCTS over it."""

from __future__ import annotations

import random

import pyspiel
import pytest

import ai.pegasus_bridge as P
from ai import computer_for
from ai.spiel import ismcts_choose, spiel_game
from rules.pegasus_bridge import policy
from rules.pegasus_bridge.engine import ENGINE as E
from tests.typed import apply_text

SEATS = ("british", "german")


def _position(mode: str, seed: int, steps: int):
    rng = random.Random(seed)
    state, _ = E.initial_state(SEATS, {"scenario": mode}, seed)
    for _ in range(steps):
        seat = E.prompts(state)[0].seat
        state = apply_text(E, state, seat, policy.choose(E, state, seat, rng)).state
    return state


def test_the_engine_is_a_pyspiel_game() -> None:
    computer = computer_for("pegasus-bridge")
    game = spiel_game(E, computer.known, computer.determinize)
    assert game.get_type().short_name == "python_dday_pegasus_bridge"
    assert "python_dday_pegasus_bridge" not in pyspiel.registered_names()  # nothing left in the C++ registry
    assert game.num_players() == 2
    state = game.state_of(_position("1A", 1, 30))
    seat = E.prompts(state.inner)[0].seat
    assert state.current_player() == SEATS.index(seat)
    assert [state.action_to_string(state.current_player(), a) for a in state.legal_actions()] == [
        c.value for c in E.options(state.inner, seat, "")]
    child = state.clone()
    child.apply_action(state.legal_actions()[-1])
    assert child.inner is not state.inner and state.inner.model_dump() != child.inner.model_dump()
    # a world drawn for the acting seat shows that seat the same information state
    world = state.resample_from_infostate(state.current_player(), None)
    assert world.information_state_string() == state.information_state_string()
    assert E.dump_state(world.inner) != E.dump_state(state.inner)


def test_returns_follow_the_outcome() -> None:
    computer = computer_for("pegasus-bridge")
    game = spiel_game(E, computer.known, computer.determinize)
    end = P.rollout(_position("1A", 2, 0), random.Random(0))
    state = game.state_of(end)
    assert state.is_terminal() and state.current_player() == pyspiel.PlayerId.TERMINAL
    winner = E.outcome(end).winners[0]
    assert state.returns() == [1.0 if s == winner else -1.0 for s in SEATS]


@pytest.mark.parametrize("mode", ("1A", "3"))
def test_ismcts_picks_a_legal_action_repeatably(mode: str) -> None:
    computer = computer_for("pegasus-bridge")
    state = _position(mode, 3, 40)
    seat = E.prompts(state)[0].seat
    known = computer.known(state, seat)
    picks = {ismcts_choose(E, known, seat, random.Random(9), computer.determinize, P.policy_rollout, 8,
                           computer.known) for _ in range(2)}
    assert len(picks) == 1
    apply_text(E, state, seat, picks.pop())
