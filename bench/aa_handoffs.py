"""Handoffs per game turn in autoplayed A&A D-Day games (how often play passes from one person to another).

Each seat is a different person. Random players (as in ``python -m bench``:
one of its legal actions at random) play whole games; when several seats are
prompted at once, the seat that acted last goes on while it is still prompted
(a person acts through their part before the next one is up). A handoff is counted each time the seat acting differs from the
seat that acted before. Standing-order changes are not counted (they are sent
at any time, by anyone, and ping nobody).

- :func:`handoffs_per_turn` with the default standing orders, or with every
  standing order set to ``ask`` (``ask_all``);
- :func:`decisions_per_turn`: the naive count, one handoff per decision, i.e.
  every action of an ask-all game.

Game options are the defaults (the standard game) unless given.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from rules.core import find_game

GAME = "aa-dday"


def _play(engine: Any, options: Mapping[str, str], seed: int, ask_all: bool) -> tuple[int, int, int]:
    """Play one random game; return (handoffs, actions, turns)."""
    rng = random.Random(seed)
    seats = engine.seats_for(options)
    state, _ = engine.initial_state(seats, options, seed)
    if ask_all:
        for seat in seats:
            state = engine.apply(state, seat, engine.parse_action("orders all ask")).state
    last: str | None = None
    handoffs = actions = 0
    while engine.outcome(state) is None:
        prompts = engine.prompts(state)
        if not prompts:
            break
        waiting = sorted({p.seat for p in prompts})
        seat = last if last in waiting else rng.choice(waiting)  # a person acts through their part first
        choices = engine.options(state, seat, "")
        text = rng.choice(choices).value if choices else next(p.default for p in prompts if p.seat == seat)
        state = engine.apply(state, seat, engine.parse_action(text)).state
        actions += 1
        if last is not None and seat != last:
            handoffs += 1
        last = seat
    return handoffs, actions, state.turn


def _measure(games: int, options: Mapping[str, str], ask_all: bool) -> tuple[float, float]:
    engine = find_game(GAME)
    h = a = t = 0
    for seed in range(games):
        dh, da, dt = _play(engine, options, 1000 + seed, ask_all)
        h, a, t = h + dh, a + da, t + dt
    return h / t, a / t


def handoffs_per_turn(players: str = "2", ask_all: bool = False, games: int = 20,
                      options: Mapping[str, str] | None = None) -> float:
    """Mean handoffs per game turn."""
    return _measure(games, {**(options or {}), "players": players}, ask_all)[0]


def decisions_per_turn(players: str = "2", games: int = 20, options: Mapping[str, str] | None = None) -> float:
    """Mean decisions per game turn when every decision pings (one handoff per decision)."""
    return _measure(games, {**(options or {}), "players": players}, True)[1]


def figures(games: int = 20) -> dict[str, float]:
    """The four bench figures, by name."""
    return {
        "aa_handoffs_per_turn_2p_defaults": handoffs_per_turn("2", False, games),
        "aa_handoffs_per_turn_3p_defaults": handoffs_per_turn("3", False, games),
        "aa_handoffs_per_turn_2p_ask_all": handoffs_per_turn("2", True, games),
        "aa_decisions_per_turn_2p": decisions_per_turn("2", games),
    }
