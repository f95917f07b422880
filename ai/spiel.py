"""Any of our engines as an OpenSpiel game, and OpenSpiel's information-set MCTS over it.

Game-neutral: :func:`spiel_game` registers an engine with ``pyspiel`` as a Python game named
``python_dday_<engine id>``. Players are the engine's seats in ``spec.seats`` order; the acting player is the first
seat the engine asks; an action is an index into ``engine.options(state, seat, "")`` (so it means something
only together with its state); the game is over when ``engine.outcome`` says so, and returns are +1 for a winner,
-1 for a loser, 0 for everyone when nobody wins.

Hidden information comes from the caller: ``knowledge(state, seat)`` (the seat's knowledge, as a state) gives the
information-state string, and ``determinize(known, seat, rng)`` gives ``resample_from_infostate``.
:func:`ismcts_choose` runs ``open_spiel.python.algorithms.ismcts`` with a rollout evaluator the caller gives.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

from rules.core.engine import GameEngine

Knowledge = Callable[[Any, str], Any]
Determinize = Callable[[Any, str, random.Random], Any]
Rollout = Callable[[Any, random.Random], dict[str, float]]
"""Each seat's result in [0, 1] from a state (e.g. the game's simple players to the end)."""

MAX_ACTIONS = 200
"""``engine.options`` lists at most this many actions."""


class EngineGame(pyspiel.Game):
    """An engine as a pyspiel game; states are made from an engine state (:meth:`state_of`)."""

    def __init__(self, params: Any = None, *, engine: GameEngine, game_type: Any, game_info: Any) -> None:
        super().__init__(game_type, game_info, params or {})
        self.engine = engine
        self.seats: tuple[str, ...] = tuple(engine.spec.seats)
        self.knowledge: Knowledge | None = None
        self.determinize: Determinize | None = None
        self.rng = random.Random(0)
        """Draws the worlds of ``resample_from_infostate`` (seeded by the search, so a search is repeatable)."""

    def new_initial_state(self) -> EngineState:
        state, _ = self.engine.initial_state(self.seats, {}, 0)
        return EngineState(self, state)

    def state_of(self, engine_state: Any) -> EngineState:
        return EngineState(self, engine_state)


class EngineState(pyspiel.State):
    """One position of an engine; the engine state inside is never changed (``apply`` returns a new one)."""

    def __init__(self, game: EngineGame, engine_state: Any) -> None:
        super().__init__(game)
        self.game_ = game
        self.inner = engine_state
        self._options: list[str] | None = None

    # -- who acts, and what
    def _seat(self) -> str | None:
        engine = self.game_.engine
        if engine.outcome(self.inner) is not None:
            return None
        prompts = engine.prompts(self.inner)
        return prompts[0].seat if prompts else None

    def current_player(self) -> int:
        seat = self._seat()
        return pyspiel.PlayerId.TERMINAL if seat is None else self.game_.seats.index(seat)

    def options(self) -> list[str]:
        if self._options is None:
            seat = self._seat()
            if seat is None:
                self._options = []
            else:
                engine = self.game_.engine
                self._options = [c.value for c in engine.options(self.inner, seat, "")]
                if not self._options:
                    default = next(p.default for p in engine.prompts(self.inner) if p.seat == seat)
                    if default is None:
                        raise ValueError(f"{seat} has neither a listed action nor a default")
                    self._options = [default]
        return self._options

    def _legal_actions(self, player: int) -> list[int]:
        return list(range(len(self.options())))

    def _apply_action(self, action: int) -> None:
        seat = self._seat()
        if seat is None:
            raise ValueError("nobody is to act: the game is over")
        engine = self.game_.engine
        self.inner = engine.apply(self.inner, seat, engine.parse_action(self.options()[action])).state
        self._options = None

    def _action_to_string(self, player: int, action: int) -> str:
        return self.options()[action]

    def is_terminal(self) -> bool:
        return self.game_.engine.outcome(self.inner) is not None

    def returns(self) -> list[float]:
        outcome = self.game_.engine.outcome(self.inner)
        if outcome is None or not outcome.winners:
            return [0.0] * len(self.game_.seats)
        return [1.0 if s in outcome.winners else -1.0 for s in self.game_.seats]

    # -- hidden information
    def information_state_string(self, player: int | None = None) -> str:
        if player is None:
            player = self.current_player()
        seat = self.game_.seats[player]
        engine = self.game_.engine
        known = self.game_.knowledge(self.inner, seat) if self.game_.knowledge else self.inner
        return f"{seat}\n{engine.dump_state(known)}"

    def observation_string(self, player: int | None = None) -> str:
        return self.information_state_string(player)

    def resample_from_infostate(self, player: int, probability_sampler: Any = None) -> EngineState:
        seat = self.game_.seats[player]
        rng = random.Random(self.game_.rng.getrandbits(64))
        if self.game_.determinize is None:
            return self.clone()
        known = self.game_.knowledge(self.inner, seat) if self.game_.knowledge else self.inner
        return EngineState(self.game_, self.game_.determinize(known, seat, rng))

    def clone(self) -> EngineState:
        return EngineState(self.game_, self.inner)

    def __deepcopy__(self, memo: Any) -> EngineState:
        return self.clone()

    def __str__(self) -> str:
        return self.game_.engine.dump_state(self.inner)


def spiel_game(engine: GameEngine, knowledge: Knowledge | None = None,
               determinize: Determinize | None = None) -> EngineGame:
    """The engine as a pyspiel game (a fresh game object; not registered, see below)."""
    name = "python_dday_" + engine.spec.id.replace("-", "_")
    seats = len(engine.spec.seats)
    game_type = pyspiel.GameType(
        short_name=name, long_name=f"{engine.spec.name} (dday engine)",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=seats, min_num_players=seats,
        provides_information_state_string=True, provides_information_state_tensor=False,
        provides_observation_string=True, provides_observation_tensor=False,
    )
    game_info = pyspiel.GameInfo(
        num_distinct_actions=MAX_ACTIONS, max_chance_outcomes=0, num_players=seats,
        min_utility=-1.0, max_utility=1.0, utility_sum=None, max_game_length=100000,
    )
    # Built directly, not put in pyspiel's registry: a Python factory kept in that C++ registry outlives the
    # interpreter and makes it abort at exit ("PyThreadState_Get ... finalizing"); OpenSpiel's Python
    # algorithms take the game object itself.
    game = EngineGame(None, engine=engine, game_type=game_type, game_info=game_info)
    game.knowledge = knowledge
    game.determinize = determinize
    return game


class RolloutEvaluator(mcts.Evaluator):
    """Uniform priors; a leaf is valued by the caller's rollout, for every seat."""

    def __init__(self, rollout: Rollout, rng: random.Random) -> None:
        self.rollout = rollout
        self.rng = rng

    def evaluate(self, state: EngineState) -> np.ndarray:
        seats = state.game_.seats
        if state.is_terminal():
            return np.array(state.returns())
        result = self.rollout(state.inner, random.Random(self.rng.getrandbits(64)))
        return np.array([2 * result[seat] - 1 for seat in seats])

    def prior(self, state: EngineState) -> list[tuple[int, float]]:
        actions = state.legal_actions()
        return [(a, 1.0 / len(actions)) for a in actions]


def ismcts_choose(engine: GameEngine, known: Any, seat: str, rng: random.Random, determinize: Determinize,
                  rollout: Rollout, simulations: int, knowledge: Knowledge, uct_c: float = 1.5) -> str:
    """OpenSpiel's information-set MCTS from ``seat``'s knowledge ``known``: a fixed number of simulations, each
    in a world ``determinize`` draws; returns the action text."""
    game = spiel_game(engine, knowledge, determinize)
    game.rng = random.Random(rng.getrandbits(64))
    state = game.state_of(known)
    np_rng = np.random.RandomState(rng.getrandbits(31))
    bot = ismcts.ISMCTSBot(game, RolloutEvaluator(rollout, rng), uct_c, simulations, random_state=np_rng,
                           allow_inconsistent_action_sets=True)
    action = bot.step(state)
    return state.options()[action]
