"""What the bench's modules share: the game they measure by default, a random legal action, a clock, the figure
lines, and the submit measure (``bench_submit``) both ``python -m bench`` and ``bench/pg.py`` run.

Below every other bench module (they import it, it imports none of them), so ``python -m bench`` (``__main__``)
sits on top and the figures' modules never import it back (tests/test_architecture.py: no import cycle).
"""

from __future__ import annotations

import random
import statistics
import time
from pathlib import Path
from typing import Any

from bot.service import GameService
from rules.core import find_game

GAME = "aa-dday"
REPS = 5
"""Every figure is the minimum over this many repetitions (at least)."""


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


def playout_action(engine: Any, state: Any, rng: random.Random) -> tuple[str, str] | None:
    """:func:`random_action`'s draw, as a search's playout makes it: the same seat (the waiting seats are the
    prompted ones) and the same option, without building the prompts' texts and buttons (asked only for a
    default when a seat has no option). ``tests/rules/aa_dday/test_speed_invariance.py`` holds them equal."""
    seats = engine.active_seats(state)
    if not seats:
        return None
    seat = rng.choice(sorted(seats))
    choices = engine.options(state, seat, "")
    if choices:
        return seat, rng.choice(choices).value
    default = next((p.default for p in engine.prompts(state) if p.seat == seat), None)
    return (seat, default) if default is not None else None


def play_random_game(engine: Any, seed: int, pick_action: Any = playout_action) -> tuple[Any, int]:
    """A uniformly random legal playout (``aa_games_per_s``): a random waiting seat, a random one of its options."""
    rng = random.Random(seed)
    state, _ = engine.initial_state(engine.spec.seats, {}, seed)
    actions = 0
    while engine.outcome(state) is None:
        pick = pick_action(engine, state, rng)
        if pick is None:
            break
        seat, text = pick
        state = engine.apply(state, seat, engine.parse_action(text)).state
        actions += 1
    return state, actions


class Clock:
    """Wall and process CPU time of one measured piece."""

    def __init__(self) -> None:
        self.wall = self.cpu = 0.0

    def __enter__(self) -> Clock:
        self._w, self._c = time.perf_counter(), time.process_time()
        return self

    def __exit__(self, *exc: Any) -> None:
        self.wall = time.perf_counter() - self._w
        self.cpu = time.process_time() - self._c


def line(name: str, value: float, cpu: float | None = None, digits: int = 2) -> None:
    tail = f" (cpu {cpu:.{digits}f})" if cpu is not None else ""
    print(f"{name}: {value:.{digits}f}{tail}", flush=True)


def lines(figures: dict[str, float], digits: int = 2, prefix: str = "") -> None:
    """One :func:`line` per figure, in order (each name after ``prefix``)."""
    for name, value in figures.items():
        line(prefix + name, value, digits=digits)


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95% by default) of a rate of ``successes`` in ``n`` trials (half wins count as
    half a success): the interval the figures print beside every rate (issue #51)."""
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / denom
    half = z * ((p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5) / denom
    return max(0.0, mid - half), min(1.0, mid + half)


def rate_text(successes: float, n: int) -> str:
    """``0.870 [0.790, 0.922] (87 of 100)``: a rate, its Wilson 95% interval and its counts."""
    lo, hi = wilson(successes, n)
    count = f"{successes:g}" if successes != int(successes) else str(int(successes))
    return f"{successes / n if n else 0.0:.3f} [{lo:.3f}, {hi:.3f}] ({count} of {n})"


# -- the service -----------------------------------------------------------------------------


def no_render(view: Any) -> tuple[None, str]:
    return None, ""


async def new_table(svc: GameService, channel: int, seed: int) -> None:
    await svc.new_game(channel, None, 1, GAME, {}, seed=seed)
    await svc.join(channel, 1, "axis")
    await svc.join(channel, 2, "allies")


USERS = {"axis": 1, "allies": 2}


async def play(svc: GameService, channel: int, count: int, rng: random.Random) -> int:
    """Play up to ``count`` random actions through the service; return how many were played."""
    played = 0
    while played < count:
        loaded = await svc.inspect(channel)
        pick = random_action(loaded.engine, loaded.state, rng)
        if pick is None:
            break
        seat, text = pick
        await svc.act(channel, USERS[seat], text, seat=seat)
        played += 1
    return played


async def bench_submit(tmp: Path, per_rep: int, url: str | None = None) -> dict[str, float]:
    """Submits alternating with bare commits on the same file (or database ``url``): min over reps of the medians
    and their ratio."""
    svc = await GameService.open(url or str(tmp / "submit.sqlite3"), render=no_render)
    try:
        engine = find_game(GAME)
        rng = random.Random(11)
        channel = 1
        await new_table(svc, channel, seed=11)
        await svc.new_game(999_999, None, 1, GAME, {})  # a lobby that only holds the baseline's bare rows
        lobby = await svc.store.latest_table(999_999)
        assert lobby is not None, "the baseline's lobby was just made"
        table_id = lobby.id
        bare_seq = 1_000_000
        best: dict[str, float] = {}
        for _ in range(REPS):
            wall: list[float] = []
            cpu: list[float] = []
            bare: list[float] = []
            bare_cpu: list[float] = []
            while len(wall) < per_rep:
                loaded = await svc.inspect(channel)
                pick = random_action(engine, loaded.state, rng)
                if pick is None:  # the game ended: go on in a new one
                    channel += 1
                    await new_table(svc, channel, seed=channel)
                    continue
                seat, text = pick
                # Counterbalanced: the harness's pick (every option listed) just ran and left the caches cold,
                # so in every other pair the bare commit goes first and takes that cold slot instead.
                bare_first = len(wall) % 2 == 1
                if bare_first:
                    with Clock() as b:
                        await svc.store.bare_insert_commit(table_id, bare_seq)
                with Clock() as c:
                    await svc.act(channel, USERS[seat], text, seat=seat)
                if not bare_first:
                    with Clock() as b:
                        await svc.store.bare_insert_commit(table_id, bare_seq)
                bare_seq += 1
                wall.append(c.wall)
                cpu.append(c.cpu)
                bare.append(b.wall)
                bare_cpu.append(b.cpu)
            ratios = [w / b for w, b in zip(wall, bare, strict=True)]
            figures = {
                "submit_ms": statistics.median(wall) * 1000,
                "submit_cpu_ms": statistics.median(cpu) * 1000,
                "bare_commit_ms": statistics.median(bare) * 1000,
                # Paired: each submit against the bare commit timed next to it, under the same load.
                "submit_vs_bare_commit": statistics.median(ratios),
                "submit_first_vs_bare_commit": statistics.median(ratios[0::2]),
                "bare_first_vs_bare_commit": statistics.median(ratios[1::2]),
            }
            best = {k: min(v, best.get(k, v)) for k, v in figures.items()}
        return best
    finally:
        await svc.close()
