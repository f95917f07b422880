"""The Pegasus Bridge computer player (issue #26): how often it wins, and how long it thinks.

- ``ai_win_rate_vs_random_pegasus_<side>``: games won by the computer as ``side`` against the random player
  (uniform among ``engine.options``, as ``bench.common.random_action``);
- ``ai_win_rate_vs_policy_pegasus_<side>``: the same against the simple player of
  ``rules/pegasus_bridge/policy.py`` (as a reference, that player wins about 70% of 1A, 60% of 1B, 37% of 2 and
  43% of 3 as the British against itself), printed with the simple player's own rate in the computer's seat on
  the same games (same deals and dice), the baseline the computer must beat;
- ``ai_decision_ms_p95_pegasus``: the 95th percentile of one decision (``ai.choose``, knowledge and search)
  over every decision with two actions or more in those games.

Honest figures (issue #51): the computer's rule layers and search were tuned on seeds 0-199 (:data:`TUNING_SEEDS`);
the figures are played on :data:`REPORTING_SEEDS`, never tuned on. Every rate is printed with its Wilson 95%
interval; the mirror match (the computer on both sides) is printed as the British computer's rate. Pegasus games
always end, so none is adjudicated (the count, 0, is printed).

Games are a fixed mix: scenarios 1A, 1B, 2 and 3 in turn, on successive seeds of the range (the campaign, three scenarios in a
row, is left out for its length; ``tests/ai/test_pegasus_plays.py`` plays it). A game of the computer takes tens
of seconds on this machine (about 50 searched decisions), so the counts are far below 100: they are printed.

Measured 7 December 2026 on the reporting seeds, with the British computer weighing plans of an Assault
(``ai/pegasus_plan.py``), on a shared host at load 10-13 on its 2 cores (``python -m bench.ai_pegasus 40 policy
british``): the British computer won 33 of 40 (0.82 [0.68, 0.91]) where the simple British won 22 of the same games
(0.55 [0.40, 0.69]); decision p95 1.27 s of CPU time (2,358 decisions; 10.6 s of wall clock at that load). The
German computer against the simple British, all 40 games (seeds 2000-2009, the host at load 11-17,
``python -m bench.ai_pegasus 40 policy german`` with one worker): 29 won (0.72 [0.57, 0.84]) where the simple German
won 18 (0.45 [0.31, 0.60]); p95 0.85 s of CPU time (2,103 decisions). Both seats beat the simple player by more than
issue #51's 15 points.
Before the plans (issue #51's own run on these seeds): British 27/40 against 22/40, German 31/40 against 18/40.

Earlier (December 2026, 2 cores, two games at once), on the tuning seeds: seeds 0-24 of each scenario, 100 games a side against the
simple player, paired with the simple player in the computer's seat on the same games (``simple=True``): British
73/100 won (simple British 46/100), German 75/100 (simple German 54/100); against the random player 98/100 and
100/100; decision p95 0.40 s (British) and 0.64 s (German). ``python -m bench`` plays the first 24 of them a side
(British 19 vs 11, German 16 vs 13).
"""

from __future__ import annotations

import random
import sys
import time
from typing import Any

from ai import choose
from ai.pegasus_bridge import score
from bench.pool import run_cases
from rules.pegasus_bridge import policy
from rules.pegasus_bridge.engine import ENGINE as E

SEATS = ("british", "german")
MIX = ("1A", "1B", "2", "3")
TUNING_SEEDS = range(0, 200)
"""The seeds the rule layers and the search were tuned on."""
REPORTING_SEEDS = range(2000, 2100)
"""The seeds the reported figures are played on: disjoint from :data:`TUNING_SEEDS` (and from 1000-1299, where
the rule layers were checked before)."""


def play(scenario: str, seed: int, computer: str, opponent: str, times: list[float], simple: bool = False,
         cpu: list[float] | None = None) -> float:
    """One game, the computer as ``computer`` against ``opponent`` (``random`` or ``policy``): its score. With
    ``simple`` the simple player takes the computer's seat (the baseline on the same deal and dice). ``times``
    (and ``cpu``) get the wall-clock (and CPU) seconds of each of its decisions with two actions or more."""
    rng = random.Random(seed * 1009 + 17)
    state, _ = E.initial_state(SEATS, {"scenario": scenario}, seed)
    while E.outcome(state) is None:
        seat = E.prompts(state)[0].seat
        options = E.options(state, seat, "")
        if seat == computer and simple:
            text = policy.choose(E, state, seat, rng)
        elif seat == computer:
            start, start_cpu = time.perf_counter(), time.process_time()
            text = choose(E, state, seat)
            if len(options) > 1:
                times.append(time.perf_counter() - start)
                if cpu is not None:
                    cpu.append(time.process_time() - start_cpu)
        elif opponent == "ai":
            text = choose(E, state, seat)
        elif opponent == "random" and options:
            text = rng.choice(options).value
        elif opponent == "random":
            text = next(p.default for p in E.prompts(state) if p.seat == seat and p.default is not None)
        else:
            text = policy.choose(E, state, seat, rng)
        state = E.apply(state, seat, E.parse_action(text)).state
    return score(state, computer)


def timed_game(scenario: str, seed: int, computer: str, opponent: str,
               simple: bool = False) -> tuple[float, list[float], list[float]]:
    """One game (:func:`play`): the computer's score and how long each of its searched decisions took (wall clock,
    then CPU time: on a loaded host the wall clock stretches, the CPU time a decision needs does not)."""
    times: list[float] = []
    cpu: list[float] = []
    return play(scenario, seed, computer, opponent, times, simple, cpu), times, cpu


KINDS = ("random", "policy", "mirror")
"""The matches :func:`figures` plays: against the random player, against the simple player (with the simple
player's own games in that seat beside them), and the mirror match."""


def figures(games: int, seeds: range = REPORTING_SEEDS, kinds: tuple[str, ...] = KINDS,
            sides: tuple[str, ...] = SEATS) -> dict[str, Any]:
    """``games`` games per side and opponent, on the fixed mix from the first of ``seeds``, one worker process per
    core (:mod:`bench.pool`: the same results as one process playing them in a row); ``kinds``: which of
    :data:`KINDS` to play, ``sides``: the computer's seats."""
    from bench.common import rate_text

    out: dict[str, Any] = {}
    times: list[float] = []
    cpu: list[float] = []
    first = seeds.start
    # "simple": the simple player in the computer's seat against the simple player, on the same games (the baseline)
    opponents = {"random": "random", "policy": "policy", "simple": "policy", "mirror": "ai"}
    wanted = set(kinds) | ({"simple"} if "policy" in kinds else set())
    cases = {(kind, side): [(MIX[k % len(MIX)], first + k // len(MIX), side, opponents[kind], kind == "simple")
                            for k in range(games)]
             for kind in opponents for side in sides if kind in wanted and (kind != "mirror" or side == "british")}
    results = run_cases(timed_game, cases)
    where = f"seeds from {first}, scenarios {', '.join(MIX)} in turn; 0 adjudicated"
    for (opponent, side), mine in results.items():
        if opponent == "simple":
            continue
        if opponent == "mirror":
            won = sum(result for result, _, _ in mine)
            out["ai_mirror_pegasus_british"] = won / games
            print(f"ai_mirror_pegasus_british: {rate_text(won, games)} (the computer on both sides; {where})",
                  flush=True)
            continue
        for _, spent, spent_cpu in mine:
            times.extend(spent)
            cpu.extend(spent_cpu)
        won = sum(result for result, _, _ in mine)
        name = f"ai_win_rate_vs_{opponent}_pegasus_{side}"
        out[name] = won / games
        out[name + "_games"] = games
        tail = ""
        if opponent == "policy":
            base = sum(result for result, _, _ in results[("simple", side)])
            out[f"simple_win_rate_vs_policy_pegasus_{side}"] = base / games
            tail = f"; the simple {side.capitalize()} {rate_text(base, games)} on the same games"
        print(f"{name}: {rate_text(won, games)} ({where}{tail})", flush=True)
    for name, spent in (("ai_decision_ms_p95_pegasus", times), ("ai_decision_cpu_ms_p95_pegasus", cpu)):
        spent.sort()
        p95 = spent[min(len(spent) - 1, int(0.95 * len(spent)))] * 1000 if spent else 0.0
        out[name] = p95
        print(f"{name}: {p95:.0f} ({len(spent)} decisions)", flush=True)
    return out


if __name__ == "__main__":
    # python -m bench.ai_pegasus [games] [kinds, e.g. policy,mirror] [sides, e.g. british]
    figures(int(sys.argv[1]) if len(sys.argv) > 1 else 4,
            kinds=tuple(sys.argv[2].split(",")) if len(sys.argv) > 2 else KINDS,
            sides=tuple(sys.argv[3].split(",")) if len(sys.argv) > 3 else SEATS)
