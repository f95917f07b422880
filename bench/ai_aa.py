"""The A&A D-Day computer player's figures (issues #26, #51): how often it wins, and how long it thinks.

Honest figures (issue #51): the computer is tuned on :data:`TUNING_SEEDS` only and its figures are reported on
:data:`REPORTING_SEEDS`, a disjoint range it was never tuned on (``--tuning`` plays the tuning range instead, for
work on the computer). Every rate is printed with its Wilson 95% interval and its counts; A&A games always end (the
Axis wins when turn 10 ends), so none is adjudicated, and the count (0) is printed to say so.

- ``ai_win_rate_vs_policy_aa_<side>``: full two-player games (standard rules, default options) with the computer
  (``ai.choose``) on ``<side>`` and the fixed-rule player of ``ai/aa_baseline.py`` on the other (the rules have no
  simple A&A policy of their own); beside it, the fixed-rule player's own rate in that seat on the same seeds;
- ``ai_mirror_aa_allies``: the computer on both sides (the mirror match): the Allies' win rate, and in how many
  games the Allies held St. Lô at the end of a turn (the city the computer's Allies used to miss);
- ``ai_win_rate_vs_random_aa_<side>``: the same against the random policy (the bench's ``random_action``);
- ``ai_decision_ms_p95_aa``: the 95th percentile of one ``ai.choose`` call over the computer's decisions in those
  games (knowledge, options, scoring and planning), and the count of its moves that undid one of the same phase.

Measured last (issue #51, 7 December 2026, two workers on the idle 2-core machine, after the Allied assignment of
:mod:`ai.aa_assign`): the computer's Allies 100 of 100 against the fixed-rule Axis (that Allies 45), its Axis 100 of
100 against the fixed-rule Allies (that Axis 55); the mirror match 28 of 100 for the Allies (22 before the
assignment), St. Lô held at a turn's end in 68 (62); against the random policy 97 and 100; 16 ms at p95 over 63,095
decisions, no move undoing one of the same phase. On the 400 tuning seeds the mirror Allies won 157 (147 before the
assignment), St. Lô held in 296 (266); a range never used for anything, 9000-9199, gave the mirror Allies of before
the assignment 56 of 200 (0.28), so 100 reporting games sit within a few points of the computer's strength either
way. Before (two workers at a load of about 9): 98, 100, mirror 22 and St. Lô 62, 99 and 100, 94 ms at p95. On the
first 60 tuning seeds the Allied fighters' patrol rule was chosen: 12 wins before it, 29 after.

One worker process per core at most (:mod:`bench.pool`; the results are those of one process playing the games in
a row, the decision times depend on the host).
"""

from __future__ import annotations

import random
import sys
import time
from typing import Any

from ai.aa_baseline import baseline_action
from ai.aa_dday import undoes
from ai.contract import choose
from bench.pool import run_cases
from rules.aa_dday.engine import ENGINE
from rules.aa_dday.state import control

TUNING_SEEDS = range(5000, 5400)
"""The seeds the computer is tuned on (issue #51): any change to it is tried on these. Sixty until December 2026;
a mirror game takes one or two seconds and sixty fixed dice sequences let a tweak look better by chance, so a
variant is now tried on a few hundred (``--tuning --games=N --matches=mirror``)."""
REPORTING_SEEDS = range(8000, 8100)
"""The seeds the reported figures (the README's) are played on: disjoint from :data:`TUNING_SEEDS`."""
ST_LO = "26"
PLAYERS = ("ai", "policy", "random")


def play(allies: str, axis: str, seed: int, players: str = "2") -> dict[str, Any]:
    """One game, each side played by ``ai``, ``policy`` (``ai/aa_baseline.py``) or ``random``: the winners, whether
    the Allies held St. Lô at the end of a turn, the computer's decision times and its moves that undid one."""
    from bench.common import random_action

    engine = ENGINE
    options = {"players": players}
    state, _ = engine.initial_state(engine.seats_for(options), options, seed)
    rng = random.Random(seed)
    timings: list[float] = []
    undone = 0
    st_lo = False
    while engine.outcome(state) is None:
        prompts = engine.prompts(state)
        if not prompts:
            break
        seat = sorted({p.seat for p in prompts})[0]
        kind = axis if seat == "axis" else allies
        if kind == "ai":
            start = time.perf_counter()
            text = choose(engine, state, seat)
            timings.append(time.perf_counter() - start)
            undone += undoes(state, text)
        elif kind == "random":
            pick = random_action(engine, state, rng)
            assert pick is not None
            seat, text = pick
        else:
            text = baseline_action(state, seat)
        turn = state.turn
        state = engine.apply(state, seat, engine.parse_action(text)).state
        if state.turn != turn or engine.outcome(state) is not None:
            st_lo = st_lo or control(state.units.get(ST_LO) or {}) == "allies"
    out = engine.outcome(state)
    assert out is not None
    return {"winners": tuple(out.winners), "st_lo": st_lo, "timings": timings, "undone": undone}


MATCHES = {
    # (Allies, Axis): the computer against the fixed-rule player, the baseline on the same seeds, the mirror
    "ai_allies_vs_policy": ("ai", "policy"),
    "policy_allies_vs_policy": ("policy", "policy"),
    "ai_axis_vs_policy": ("policy", "ai"),
    "mirror": ("ai", "ai"),
    "ai_allies_vs_random": ("ai", "random"),
    "ai_axis_vs_random": ("random", "ai"),
}


def figures(seeds: range, matches: tuple[str, ...] = tuple(MATCHES)) -> dict[str, Any]:
    """Every match of ``matches`` on ``seeds``: per match the Allies' wins, St. Lô games and the game count; the
    decision times and undone moves over every game the computer played."""
    cases = {m: [(MATCHES[m][0], MATCHES[m][1], seed) for seed in seeds] for m in matches}
    out: dict[str, Any] = {}
    timings: list[float] = []
    undone = 0
    for m, games in run_cases(play, cases).items():
        out[m] = {"allies": sum("axis" not in g["winners"] for g in games),
                  "st_lo": sum(g["st_lo"] for g in games), "games": len(games)}
        for g in games:
            timings.extend(g["timings"])
            undone += g["undone"]
    out["timings"] = timings
    out["undone"] = undone
    return out


def print_figures(quick: bool, tuning: bool = False, games: int | None = None,
                  matches: tuple[str, ...] = tuple(MATCHES)) -> None:
    from bench.common import p95, rate_text

    seeds = TUNING_SEEDS if tuning else REPORTING_SEEDS
    n = games or (4 if quick else len(seeds))
    seeds = range(seeds.start, seeds.start + n)
    f = figures(seeds, matches)
    where = f"{'tuning' if tuning else 'reporting'} seeds {seeds.start}-{seeds.stop - 1}; 0 adjudicated"

    def side_rate(match: str, side: str) -> tuple[float, int]:
        m = f[match]
        return (m["allies"] if side == "allies" else m["games"] - m["allies"]), m["games"]

    for side in ("allies", "axis"):
        if f"ai_{side}_vs_policy" not in f:
            continue
        won, games_n = side_rate(f"ai_{side}_vs_policy", side)
        base = (f"; the fixed-rule {side.capitalize()} {rate_text(side_rate('policy_allies_vs_policy', side)[0], games_n)} "
                "on the same games" if "policy_allies_vs_policy" in f else "")
        print(f"ai_win_rate_vs_policy_aa_{side}: {rate_text(won, games_n)}{base} ({where})", flush=True)
    if "mirror" in f:
        m = f["mirror"]
        print(f"ai_mirror_aa_allies: {rate_text(m['allies'], m['games'])}; St. Lô held at a turn's end in "
              f"{rate_text(m['st_lo'], m['games'])} ({where})", flush=True)
    for side in ("allies", "axis"):
        if f"ai_{side}_vs_random" in f:
            won, games_n = side_rate(f"ai_{side}_vs_random", side)
            print(f"ai_win_rate_vs_random_aa_{side}: {rate_text(won, games_n)} ({where})", flush=True)
    t = f["timings"]
    print(f"ai_decision_ms_p95_aa: {p95(t) * 1000 if t else 0.0:.0f} ({len(t)} decisions; {f['undone']} moves undid "
          "one of the same phase)", flush=True)


if __name__ == "__main__":
    args = sys.argv[1:]
    count = next((int(a.split("=", 1)[1]) for a in args if a.startswith("--games=")), None)
    chosen = next((tuple(a.split("=", 1)[1].split(",")) for a in args if a.startswith("--matches=")), tuple(MATCHES))
    unknown = [m for m in chosen if m not in MATCHES]
    if unknown:
        sys.exit(f"unknown match {', '.join(unknown)}; the matches are {', '.join(MATCHES)}")
    print_figures("--quick" in args, "--tuning" in args, count, chosen)
