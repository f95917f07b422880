"""The A&A D-Day computer player's figures (issue #26): how often it wins, and how long it thinks.

- ``ai_win_rate_vs_random_aa_<side>``: full 2-player games (standard rules, default options) with the computer
  (``ai.choose``) on ``<side>`` and the random policy (the bench's ``random_action``) on the other, fixed seeds;
- ``ai_win_rate_vs_policy_aa_<side>``: the same against the fixed-rule player of ``ai/aa_baseline.py`` (the
  rules have no simple A&A policy of their own);
- ``ai_decision_ms_p95_aa``: the 95th percentile of one ``ai.choose`` call over the computer's decisions in
  those games (knowledge, options, scoring every candidate step).

The game count is printed with each rate. A&A games are long (a few hundred of the computer's decisions each),
but a game takes only seconds: the full bench plays 100 games per figure and ``--quick`` 4, one worker process
per core (:mod:`bench.pool`; the results are those of one process playing the games in a row).
"""

from __future__ import annotations

import random
import time
from typing import Any

from ai.aa_baseline import baseline_action
from ai.contract import choose
from bench.pool import run_cases
from rules.aa_dday.engine import ENGINE


def play(ai_side: str, opponent: str, seed: int, players: str = "2",
         timings: list[float] | None = None) -> tuple[str, ...]:
    """Play one game, the computer on ``ai_side`` (``axis`` or ``allies``), and return the winners."""
    from bench.common import random_action

    engine = ENGINE
    options = {"players": players}
    state, _ = engine.initial_state(engine.seats_for(options), options, seed)
    rng = random.Random(seed)
    while engine.outcome(state) is None:
        prompts = engine.prompts(state)
        if not prompts:
            break
        seat = sorted({p.seat for p in prompts})[0]
        ours = (seat == "axis") == (ai_side == "axis")
        if ours:
            start = time.perf_counter()
            text = choose(engine, state, seat)
            if timings is not None:
                timings.append(time.perf_counter() - start)
        elif opponent == "random":
            pick = random_action(engine, state, rng)
            assert pick is not None
            seat, text = pick
        else:
            text = baseline_action(state, seat)
        state = engine.apply(state, seat, engine.parse_action(text)).state
    out = engine.outcome(state)
    assert out is not None
    return tuple(out.winners)


def timed_game(ai_side: str, opponent: str, seed: int) -> tuple[bool, list[float]]:
    """One game (:func:`play`): did the computer's side win, and how long each of its decisions took."""
    timings: list[float] = []
    winners = play(ai_side, opponent, seed, timings=timings)
    return ("axis" in winners) == (ai_side == "axis"), timings


def figures(games: int, seed: int = 2600) -> dict[str, Any]:
    from bench.common import p95

    cases = {(opponent, side): [(side, opponent, seed + g) for g in range(games)]
             for opponent in ("random", "policy") for side in ("axis", "allies")}
    timings: list[float] = []
    out: dict[str, Any] = {}
    for (opponent, side), mine in run_cases(timed_game, cases).items():
        out[f"ai_win_rate_vs_{opponent}_aa_{side}"] = sum(won for won, _ in mine) / games
        for _, spent in mine:
            timings.extend(spent)
    out["ai_decision_ms_p95_aa"] = p95(timings) * 1000 if timings else 0.0
    return out


def print_figures(quick: bool) -> None:
    games = 4 if quick else 100
    for name, value in figures(games).items():
        tail = "" if name.endswith("_ms_p95_aa") else f" ({games} games)"
        print(f"{name}: {value:.2f}{tail}", flush=True)
