"""What the A&A D-Day rules cost per submit: ``engine.parse_action`` + ``engine.apply`` on the bench's action mix.

The mix is that of ``python -m bench``'s submits: random players (one of the legal actions of a seat
that is asked, at random) play whole 2-player games with the default options, mostly moves. Each
action is timed alone on the position it was chosen in, :data:`REPS` times (the whole mix once per
repetition), and keeps its minimum (the machine is shared: a busy moment then only spoils one repetition
of the few actions it lasts); the figures are over those minima.

- ``aa_apply_us``: median microseconds of parse + apply of one action (issue 8: the rules' part of a submit);
- ``aa_apply_mean_us``: their mean (the rare costly actions, the ends of phases with their combats, weigh in).
"""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

from bench.common import random_action
from rules.core import find_game

GAME = "aa-dday"
REPS = 5


def _mix(engine: Any, games: int, seed: int) -> list[tuple[Any, str, str]]:
    """``(position, seat, action text)`` of every action of ``games`` random games."""
    mix = []
    for g in range(games):
        rng = random.Random(seed + g)
        state, _ = engine.initial_state(engine.spec.seats, {}, seed + g)
        while engine.outcome(state) is None:
            pick = random_action(engine, state, rng)
            if pick is None:
                break
            seat, text = pick
            mix.append((state, seat, text))
            state = engine.apply(state, seat, engine.parse_action(text)).state
    return mix


def figures(games: int, seed: int = 11) -> dict[str, float]:
    engine = find_game(GAME)
    mix = _mix(engine, games, seed)
    clock = time.perf_counter
    best = [float("inf")] * len(mix)
    for _ in range(REPS):
        for i, (state, seat, text) in enumerate(mix):
            start = clock()
            engine.apply(state, seat, engine.parse_action(text))
            best[i] = min(best[i], clock() - start)
    return {"aa_apply_us": statistics.median(best) * 1e6, "aa_apply_mean_us": statistics.mean(best) * 1e6}
