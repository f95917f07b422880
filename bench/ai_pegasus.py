"""The Pegasus Bridge computer player (issue #26): how often it wins, and how long it thinks.

- ``ai_win_rate_vs_random_pegasus_<side>``: games won by the computer as ``side`` against the random player
  (uniform among ``engine.options``, as ``bench.__main__.random_action``);
- ``ai_win_rate_vs_policy_pegasus_<side>``: the same against the simple player of
  ``rules/pegasus_bridge/policy.py`` (as a reference, that player wins about 70% of 1A, 60% of 1B, 37% of 2 and
  43% of 3 as the British against itself);
- ``ai_decision_ms_p95_pegasus``: the 95th percentile of one decision (``ai.choose``, knowledge and search)
  over every decision with two actions or more in those games.

Games are a fixed mix: scenarios 1A, 1B, 2 and 3 in turn, on seeds 0, 1, ... (the campaign, three scenarios in a
row, is left out for its length; ``tests/ai/test_pegasus_plays.py`` plays it). A game of the computer takes tens
of seconds on this machine (about 50 searched decisions), so the counts are far below 100: they are printed.

Measured (December 2026, 2 cores, two games at once): seeds 0-5 of each scenario, 24 games a side against the
simple player, paired with simple against simple on the same seeds (``play`` with ``policy.choose`` in the
computer's seat): British 18/24 won (simple British 11/24), German 15/24 (simple German 13/24); decision p95
1.57 s over 2,547 decisions. Too few games to separate the search from noise; ``ai/pegasus_bridge.py``'s
docstring gives the 400-game checks of the two rule layers it starts from.
"""

from __future__ import annotations

import random
import time
from typing import Any

from ai import choose
from ai.pegasus_bridge import score
from bench.pool import run_cases
from rules.pegasus_bridge import policy
from rules.pegasus_bridge.engine import ENGINE as E

SEATS = ("british", "german")
MIX = ("1A", "1B", "2", "3")


def play(scenario: str, seed: int, computer: str, opponent: str, times: list[float]) -> float:
    """One game, the computer as ``computer`` against ``opponent`` (``random`` or ``policy``): its score."""
    rng = random.Random(seed * 1009 + 17)
    state, _ = E.initial_state(SEATS, {"scenario": scenario}, seed)
    while E.outcome(state) is None:
        seat = E.prompts(state)[0].seat
        options = E.options(state, seat, "")
        if seat == computer:
            start = time.perf_counter()
            text = choose(E, state, seat)
            if len(options) > 1:
                times.append(time.perf_counter() - start)
        elif opponent == "random":
            text = rng.choice(options).value if options else next(p.default for p in E.prompts(state) if p.seat == seat)
        else:
            text = policy.choose(E, state, seat, rng)
        state = E.apply(state, seat, text).state
    return score(state, computer)


def timed_game(scenario: str, seed: int, computer: str, opponent: str) -> tuple[float, list[float]]:
    """One game (:func:`play`): the computer's score and how long each of its searched decisions took."""
    times: list[float] = []
    return play(scenario, seed, computer, opponent, times), times


def figures(games: int) -> dict[str, Any]:
    """``games`` games per side and opponent, on the fixed mix, one worker process per core (:mod:`bench.pool`:
    the same results as one process playing them in a row)."""
    out: dict[str, Any] = {}
    times: list[float] = []
    cases = {(opponent, side): [(MIX[k % len(MIX)], k // len(MIX), side, opponent) for k in range(games)]
             for opponent in ("random", "policy") for side in SEATS}
    for (opponent, side), mine in run_cases(timed_game, cases).items():
        for _, spent in mine:
            times.extend(spent)
        won = sum(result for result, _ in mine)
        name = f"ai_win_rate_vs_{opponent}_pegasus_{side}"
        out[name] = won / games
        out[name + "_games"] = games
        print(f"{name}: {won / games:.3f} ({games} games, scenarios {', '.join(MIX)} in turn)", flush=True)
    times.sort()
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))] * 1000 if times else 0.0
    out["ai_decision_ms_p95_pegasus"] = p95
    print(f"ai_decision_ms_p95_pegasus: {p95:.0f} ({len(times)} decisions)", flush=True)
    return out


if __name__ == "__main__":
    figures(4)
