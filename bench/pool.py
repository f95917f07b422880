"""Whole games for the computer players' figures, played side by side in worker processes.

A computer game of Pegasus Bridge or D-Day Dice takes tens of seconds, so the 100 games a figure asks for
(issue #26) take an hour of one core. Every game is seeded on its own and plays from nothing but its arguments,
so it can run in any process, in any order: :func:`run` hands the games to one worker process per core and
gives the results back in the order of the games, the same results as one process playing them in a row.

The computers' time caps are a safety net, not the rule (their budgets are fixed counts), so the results do not
depend on how many workers share the machine; the decision times do: with one worker per core each decision
has a core to itself, as on a host running one search at a time, and ``--workers 1`` leaves one core idle for
whatever else runs. The number of workers comes from ``DDAY_BENCH_WORKERS`` (default: the CPUs this process may
use).
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any, TypeVar

K = TypeVar("K")
T = TypeVar("T")

WORKERS_ENV = "DDAY_BENCH_WORKERS"


def workers() -> int:
    """How many processes :func:`run` uses: ``DDAY_BENCH_WORKERS``, else the CPUs this process may run on."""
    text = os.environ.get(WORKERS_ENV, "").strip()
    if text:
        n = int(text)
        if n < 1:
            raise ValueError(f"{WORKERS_ENV} must be at least 1, not {n}")
        return n
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)


def run(play: Callable[..., T], games: Sequence[tuple[Any, ...]], processes: int | None = None) -> list[T]:
    """``[play(*args) for args in games]``, in that order, computed by ``processes`` worker processes
    (:func:`workers` by default; one plays them here, in a row). ``play`` must be a module-level function
    (the workers import it by name)."""
    n = workers() if processes is None else processes
    if n <= 1 or len(games) <= 1:
        return [play(*args) for args in games]
    # spawn: each worker starts from a fresh interpreter, so nothing of this process's memos or caches
    # (the rules keep some per position) is shared or copied half-way
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=min(n, len(games)), mp_context=context) as pool:
        futures = [pool.submit(play, *args) for args in games]
        return [f.result() for f in futures]


def run_cases(play: Callable[..., T], cases: Mapping[K, Sequence[tuple[Any, ...]]], processes: int | None = None) -> dict[K, list[T]]:
    """:func:`run` of every case's games at once (the workers stay busy to the last game of the last case), the
    results given back per case, each in the order of its games."""
    flat = [args for games in cases.values() for args in games]
    results = run(play, flat, processes)
    out: dict[K, list[T]] = {}
    start = 0
    for key, games in cases.items():
        out[key] = results[start:start + len(games)]
        start += len(games)
    return out
