"""D-Day Dice computer players (issue #26): win rates on fixed seeds and the time of one decision.

- ``ai_win_rate_vs_random_dice_units`` / ``ai_win_rate_vs_policy_dice_units``: the co-operative game has no
  opponent, so the same games (map, players, seed) are played three times: with computer Units, with random
  Units (uniform among the options, as ``bench.random_action``) and with the simple policy's Units
  (:mod:`rules.dday_dice.policy`). The figure is the computer's win rate; the baseline's is printed beside it.
  Maps: Omaha Beach, Gold Beach, Sword Beach and Vierville Draw, one and two Units, in turn.
- ``ai_win_rate_vs_random_dice_german`` / ``ai_win_rate_vs_policy_dice_german``: Atlantikwall with one policy
  Unit against the computer's German, a random German and the simple German (:mod:`rules.dday_dice.german_policy`),
  on the same seeds: the computer German's win rate, the other German's beside it.
- ``ai_win_rate_vs_random_dice_overlord`` / ``ai_win_rate_vs_policy_dice_overlord``: Overlord Blitzkrieg A-3 with two
  players, one Team each: the computer's Team against a random Team and against the simple policy's, each side in
  turn (a shared lead counts half, and so does a Raid with no result after ``MAX_STEPS``, counted and printed:
  fallen Units of the simple policy Keep Going for ever); the simple policy's Team in the computer's seat, on the
  same games, beside it.
- ``ai_decision_ms_p95_dice``: the 95th percentile of every computer decision timed in the games above.

Measured (100 games a figure, seeds 3000-3099, December 2026): Units 0.81 against the simple policy's 0.45 and
random Units' 0.00; German 0.94 against the simple German's 0.62 and a random German's 0.06; decision p95 1.29 s
(Units) and 0.61 s (German); Overlord 0.62 against the simple policy's Team (the policy's own Team 0.48 in that
seat) and 0.965 against a random Team (the policy's 0.99), decision p95 0.51 s; after the errand roads of
:mod:`ai.dday_dice_errands` (same games, computer only): 0.64 and 1.00.

Every game is seeded on its own, so all of a part's games are played side by side, one worker process per core
(:mod:`bench.pool`: the same results as one process playing them in a row). Every figure prints its number of
games. Run alone: ``python -m bench.ai_dice [--quick] [--games=N]
[--parts=units,german,overlord]``.
"""

from __future__ import annotations

import random
import sys
import time
from typing import Any

import ai
from bench.pool import run_cases
from rules.dday_dice import policy
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.state import GERMAN

UNIT_GAMES = (("omaha-beach", 1), ("gold-beach", 2), ("sword-beach", 1), ("vierville-draw", 2))
GERMAN_MAPS = ("exercise-tiger", "omaha-beach", "pointe-du-hoc", "sword-beach")
SEED = 3000
MAX_STEPS = 20000


def play(opts: dict[str, str], seed: int, who: dict[str, str], times: list[float], strict: bool = True) -> Any:
    """The last state of a game: each seat played by ``who[seat]`` (``ai``, ``policy``, ``random``). A game with
    no result after :data:`MAX_STEPS` raises, or with ``strict`` off is returned as it stands (an Overlord Raid
    whose fallen Units all Keep Going can last for ever)."""
    state, _ = E.initial_state(E.seats_for(opts), opts, seed)
    rng = random.Random(seed)
    for _ in range(MAX_STEPS):
        if E.outcome(state) is not None:
            return state
        seat = min(p.seat for p in E.prompts(state))
        kind = who[seat]
        if kind == "ai":
            start = time.perf_counter()
            text = ai.choose(E, state, seat)
            times.append(time.perf_counter() - start)
        elif kind == "random":
            text = rng.choice(E.options(state, seat, "")).value
        else:
            text = policy.choose(E, state, seat)
        state = E.apply(state, seat, text).state
    if strict:
        raise RuntimeError(f"{opts} seed {seed}: no result after {MAX_STEPS} steps")
    return state


def timed_game(opts: dict[str, str], seed: int, who: dict[str, str],
               strict: bool = True) -> tuple[tuple[str, ...] | None, list[float]]:
    """One game (:func:`play`): its winners (``None``: no result, only without ``strict``), and how long each
    computer decision took."""
    times: list[float] = []
    outcome = E.outcome(play(opts, seed, who, times, strict))
    return (None if outcome is None else tuple(outcome.winners)), times


KINDS = ("ai", "random", "policy")


def units(games: int, times: list[float]) -> dict[str, tuple[float, int]]:
    """Each kind of Unit player on the same co-op games (map, players and seed): its win rate and game count."""
    def opts(i: int) -> dict[str, str]:
        map_id, players = UNIT_GAMES[i % len(UNIT_GAMES)]
        return {"players": str(players), "map": map_id}

    cases = {kind: [(opts(i), SEED + i, {s: kind for s in E.seats_for(opts(i))}) for i in range(games)] for kind in KINDS}
    return _rates(run_cases(timed_game, cases), times, lambda winners: bool(winners) and GERMAN not in winners)


def german(games: int, times: list[float]) -> dict[str, tuple[float, int]]:
    """Each kind of German player against one policy Unit on the same Atlantikwall games: his win rate."""
    def opts(i: int) -> dict[str, str]:
        return {"players": "1", "map": GERMAN_MAPS[i % len(GERMAN_MAPS)], "german": "player"}

    cases = {kind: [(opts(i), SEED + i, {"unit1": "policy", GERMAN: kind}) for i in range(games)] for kind in KINDS}
    return _rates(run_cases(timed_game, cases), times, lambda winners: GERMAN in winners)


def _rates(results: dict[str, list[tuple[tuple[str, ...] | None, list[float]]]], times: list[float],
           won: Any) -> dict[str, tuple[float, int]]:
    out = {}
    for kind, games in results.items():
        for _, spent in games:
            times.extend(spent)
        out[kind] = (sum(bool(won(winners)) for winners, _ in games) / len(games), len(games))
    return out


def overlord(games: int, times: list[float]) -> dict[tuple[str, str], tuple[float, int, int]]:
    """Blitzkrieg A-3, two Teams of one Unit, sides alternating: each kind of player (``ai`` and, as the baseline,
    ``policy``) in one seat against each opponent (``random``, ``policy``) in the other, on the same seeds. Its
    score (a shared lead counts half), game count and games with no result, by (player, opponent)."""
    opts = {"blitzkrieg": "a3", "players": "2"}
    seats = E.seats_for(opts)
    mine = [seats[i % 2] for i in range(games)]
    cases = {(kind, rival): [(opts, SEED + i, {s: kind if s == mine[i] else rival for s in seats}, False)
                             for i in range(games)]
             for kind in ("ai", "policy") for rival in ("random", "policy")}
    out = {}
    for case, played in run_cases(timed_game, cases).items():
        score = 0.0
        unended = 0
        for i, (winners, spent) in enumerate(played):
            if case[0] == "ai":
                times.extend(spent)
            if winners is None:  # nobody gave up a Raid nobody could finish: counted as shared
                unended += 1
                score += 0.5
            else:
                score += (1.0 if winners == (mine[i],) else 0.5) if mine[i] in winners else 0.0
        out[case] = (score / games, games, unended)
    return out


def report(quick: bool = False, games: int | None = None, parts: str = "units,german,overlord") -> None:
    """Print the figures; ``games`` overrides the number of games of each part."""
    times: list[float] = []
    n = games or (6 if quick else 100)
    if "units" in parts:
        _units(n, times)
    if "german" in parts:
        _german(n, times)
    if "overlord" in parts:
        o = overlord(n, times)
        for rival in ("random", "policy"):
            rate, played, unended = o[("ai", rival)]
            base, _, base_unended = o[("policy", rival)]
            print(f"ai_win_rate_vs_{rival}_dice_overlord: {rate:.3f} (policy Team {base:.3f}; {played} games of "
                  f"Blitzkrieg A-3, one Unit a Team, sides in turn; no result after {MAX_STEPS} steps, counted as "
                  f"shared: {unended} and {base_unended})", flush=True)
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))] if ordered else 0.0
    print(f"ai_decision_ms_p95_dice: {p95 * 1000:.0f} ({len(ordered)} decisions)", flush=True)


def _units(n: int, times: list[float]) -> None:
    u = units(n, times)
    print(f"ai_win_rate_vs_random_dice_units: {u['ai'][0]:.3f} (random Units {u['random'][0]:.3f}; "
          f"{u['ai'][1]} games)", flush=True)
    print(f"ai_win_rate_vs_policy_dice_units: {u['ai'][0]:.3f} (policy Units {u['policy'][0]:.3f}; "
          f"{u['ai'][1]} games)", flush=True)


def _german(n: int, times: list[float]) -> None:
    g = german(n, times)
    print(f"ai_win_rate_vs_random_dice_german: {g['ai'][0]:.3f} (random German {g['random'][0]:.3f}; "
          f"{g['ai'][1]} games against a policy Unit)", flush=True)
    print(f"ai_win_rate_vs_policy_dice_german: {g['ai'][0]:.3f} (policy German {g['policy'][0]:.3f}; "
          f"{g['ai'][1]} games against a policy Unit)", flush=True)


if __name__ == "__main__":
    args = sys.argv[1:]
    count = next((int(a.split("=", 1)[1]) for a in args if a.startswith("--games=")), None)
    which = next((a.split("=", 1)[1] for a in args if a.startswith("--parts=")), "units,german,overlord")
    report("--quick" in args, count, which)
