"""The bench's worker pool gives what one process playing the games in a row gives, in the games' order."""

from __future__ import annotations

import pytest

from bench import pool


def test_the_pool_returns_each_games_result_in_order() -> None:
    games = [(n, 3) for n in range(7)]
    assert pool.run(pow, games, processes=2) == pool.run(pow, games, processes=1) == [n**3 for n in range(7)]


def test_the_number_of_workers_comes_from_the_environment(monkeypatch) -> None:
    monkeypatch.setenv(pool.WORKERS_ENV, "3")
    assert pool.workers() == 3
    monkeypatch.setenv(pool.WORKERS_ENV, "0")
    with pytest.raises(ValueError, match="at least 1"):
        pool.workers()
    monkeypatch.delenv(pool.WORKERS_ENV)
    assert pool.workers() >= 1


def test_cases_get_their_own_results_back_from_one_run() -> None:
    cases = {"squares": [(n, 2) for n in range(5)], "none": [], "cubes": [(n, 3) for n in range(4)]}
    expected = {"squares": [0, 1, 4, 9, 16], "none": [], "cubes": [0, 1, 8, 27]}
    assert pool.run_cases(pow, cases, processes=2) == pool.run_cases(pow, cases, processes=1) == expected
