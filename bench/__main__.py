"""Print performance figures, one ``name: value`` line each.

Run with ``python -m bench`` (add ``--quick`` for a shorter run). Figures:

- ``aa_games_per_s``: random full A&A D-Day games per second, rules only.
- ``submit_ms``: one action through the service (load, validate, apply, persist).
- ``submit_vs_bare_commit``: that, divided by one bare SQLite INSERT+COMMIT in the same database.
- ``render_ms`` / ``render_kb`` / ``render_vs_bare_png``: one mid-game board image (with its
  close-up band), against a bare PNG encode of a blank canvas of the same size. Each timed
  render is of a different position (the next ones of the game), so caches of text masks are
  only as warm as in play. Targets (issue 11): at most 100 ms, under 400 KB.
- ``load_ratio_2000_vs_10``: cold-loading a game with 2,000 logged actions, against one with 10.
- ``pegasus_british_win_rate_1A`` … ``_3``: the British share of wins over 200 games per scenario,
  both sides played by the simple policy of ``rules.pegasus_bridge.policy`` (not uniform random).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bot.service import GameService
from rules.core import find_game

GAME = "aa-dday"


def random_action(engine: Any, state: Any, rng: random.Random) -> tuple[str, str] | None:
    """Return a random legal (seat, action text) from the prompted seats, or None at the end."""
    prompts = engine.prompts(state)
    if not prompts:
        return None
    seat = rng.choice(sorted({p.seat for p in prompts}))
    choices = engine.options(state, seat, "")
    if choices:
        return seat, rng.choice(choices).value
    default = next(p.default for p in prompts if p.seat == seat)
    return (seat, default) if default is not None else None


def play_random_game(engine: Any, seed: int) -> tuple[Any, int]:
    rng = random.Random(seed)
    state, _ = engine.initial_state(engine.spec.seats, {}, seed)
    actions = 0
    while engine.outcome(state) is None:
        pick = random_action(engine, state, rng)
        if pick is None:
            break
        seat, text = pick
        state = engine.apply(state, seat, engine.parse_action(text)).state
        actions += 1
    return state, actions


def bench_games(games: int) -> float:
    engine = find_game(GAME)
    start = time.perf_counter()
    for seed in range(games):
        play_random_game(engine, seed)
    return games / (time.perf_counter() - start)


def no_render(view: Any) -> tuple[None, str]:
    return None, ""


async def _new_table(svc: GameService, channel: int, seed: int) -> None:
    await svc.new_game(channel, None, 1, GAME, {}, seed=seed)
    await svc.join(channel, 1, "axis")
    await svc.join(channel, 2, "allies")


async def _play(svc: GameService, channel: int, count: int, rng: random.Random) -> int:
    """Play up to ``count`` random actions through the service; return how many were played."""
    users = {"axis": 1, "allies": 2}
    played = 0
    while played < count:
        loaded = await svc.inspect(channel)
        pick = random_action(loaded.engine, loaded.state, rng)
        if pick is None:
            break
        seat, text = pick
        await svc.submit(channel, users[seat], text, seat=seat)
        played += 1
    return played


async def bench_submit(tmp: Path, actions: int) -> tuple[float, float]:
    svc = await GameService.open(str(tmp / "submit.sqlite3"), render=no_render)
    try:
        await _new_table(svc, 1, seed=11)
        rng = random.Random(11)
        timings = []
        engine = find_game(GAME)
        users = {"axis": 1, "allies": 2}
        for _ in range(actions):
            loaded = await svc.inspect(1)
            pick = random_action(engine, loaded.state, rng)
            if pick is None:
                break
            seat, text = pick
            t0 = time.perf_counter()
            await svc.act(1, users[seat], text, seat=seat)  # load, validate, apply, persist (no message building)
            timings.append(time.perf_counter() - t0)
        table = await svc.store.latest_table(1)
        bare = []
        for i in range(len(timings)):
            t0 = time.perf_counter()
            await svc.store.bare_insert_commit(table.id, 1_000_000 + i)
            bare.append(time.perf_counter() - t0)
        return statistics.median(timings) * 1000, statistics.median(timings) / statistics.median(bare)
    finally:
        await svc.close()


def bench_render(repeats: int) -> tuple[float, float, float]:
    import renderer

    engine = find_game(GAME)
    rng = random.Random(5)
    state, _ = engine.initial_state(engine.spec.seats, {}, 5)
    while engine.phase_key(state) < (3, 13) and engine.outcome(state) is None:
        pick = random_action(engine, state, rng)
        if pick is None:
            break
        state = engine.apply(state, pick[0], engine.parse_action(pick[1])).state
    views = [engine.view(state, None)]
    while len(views) <= repeats and engine.outcome(state) is None:
        pick = random_action(engine, state, rng)
        if pick is None:
            break
        state = engine.apply(state, pick[0], engine.parse_action(pick[1])).state
        views.append(engine.view(state, None))
    png = renderer.render(views[0])
    t0 = time.perf_counter()
    for k in range(repeats):
        png = renderer.render(views[1 + k % (len(views) - 1)] if len(views) > 1 else views[0])
    render_s = (time.perf_counter() - t0) / repeats
    import io

    from PIL import Image

    width, height = Image.open(io.BytesIO(png)).size
    t0 = time.perf_counter()
    for _ in range(repeats):
        renderer.bare_png(width, height)
    bare_s = (time.perf_counter() - t0) / repeats
    return render_s * 1000, len(png) / 1024, render_s / bare_s


def _single(text: str) -> str:
    """Return the one-unit version of a move/land/patrol/place action text."""
    text = re.sub(r"^(move|land|patrol) (\d+) ", r"\1 1 ", text)
    return re.sub(r"^place (\S+) (\d+) ", r"place \1 1 ", text)


async def _long_log(svc: GameService, channel: int, entries: int, seed: int) -> int:
    """Log ``entries`` entries in ONE hot-seat game: one-unit moves, and often taking a move back.

    A game of A&A D-Day has under 1,000 decisions even when every unit moves alone, so
    the long log also holds take-backs (``/game undo`` entries), as a real log may.
    """
    from bot.service import ServiceError
    from rules.core import RuleError

    await svc.new_game(channel, None, 1, GAME, {}, seed=seed)
    await svc.start(channel, 1)
    rng = random.Random(seed)
    while True:
        loaded = await svc.inspect(channel)
        if loaded.version >= entries:
            return loaded.version
        engine, state = loaded.engine, loaded.state
        if engine.outcome(state) is not None:
            raise RuntimeError("the game ended before its log was long enough")
        seat = rng.choice(sorted({p.seat for p in engine.prompts(state)}))
        options = [c.value for c in engine.options(state, seat, "")]
        work = [o for o in options if o.split()[0] in ("move", "land", "patrol", "place")]
        text = _single(rng.choice(work)) if work and rng.random() < 0.97 else rng.choice(options)
        try:
            await svc.submit(channel, 1, text, seat=seat)
        except RuleError:
            await svc.submit(channel, 1, options[0], seat=seat)
            continue
        if work and rng.random() < 0.7:
            try:
                await svc.request_undo(channel, 1)
            except ServiceError:
                pass  # a commit point: nothing to take back


async def bench_load(tmp: Path, long_actions: int, repeats: int) -> float:
    svc = await GameService.open(str(tmp / "load.sqlite3"), render=no_render)
    try:
        await _new_table(svc, 10, seed=10)
        await _play(svc, 10, 10, random.Random(10))
        await _long_log(svc, 20, long_actions, seed=20)

        async def cold_load(channel: int) -> float:
            svc._cache.clear()
            t0 = time.perf_counter()
            await svc.inspect(channel)
            return time.perf_counter() - t0

        short, long = [], []
        for _ in range(repeats):
            short.append(await cold_load(10))
            long.append(await cold_load(20))
        return statistics.median(long) / statistics.median(short)
    finally:
        await svc.close()


def bench_pegasus(games: int) -> dict[str, float]:
    from rules.pegasus_bridge.policy import british_win_rate

    engine = find_game("pegasus-bridge")
    return {scenario: british_win_rate(engine, scenario, games, seed=1000) for scenario in ("1A", "1B", "2", "3")}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    args = parser.parse_args(argv)
    quick = args.quick
    print(f"aa_games_per_s: {bench_games(5 if quick else 30):.1f}", flush=True)
    with tempfile.TemporaryDirectory(prefix="dday-bench-") as tmp_name:
        tmp = Path(tmp_name)
        submit_ms, ratio = asyncio.run(bench_submit(tmp, 60 if quick else 300))
        print(f"submit_ms: {submit_ms:.2f}", flush=True)
        print(f"submit_vs_bare_commit: {ratio:.2f}", flush=True)
        render_ms, render_kb, render_ratio = bench_render(3 if quick else 10)
        print(f"render_ms: {render_ms:.1f}", flush=True)
        print(f"render_kb: {render_kb:.1f}", flush=True)
        print(f"render_vs_bare_png: {render_ratio:.2f}", flush=True)
        load_ratio = asyncio.run(bench_load(tmp, 2000, 15 if quick else 40))
        print(f"load_ratio_2000_vs_10: {load_ratio:.2f}", flush=True)
    from bench.aa_handoffs import figures

    for name, value in figures(5 if quick else 20).items():
        print(f"{name}: {value:.2f}", flush=True)
    for scenario, rate in bench_pegasus(50 if quick else 200).items():
        print(f"pegasus_british_win_rate_{scenario}: {rate:.3f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
