"""A failing test never keeps pytest alive, and a hanging one is ended with its stack (issue #22).

A passing test that leaves a connection open is reported too, so leaks are mended where they are made.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
CASES = REPO / "tests" / "cleanup_cases.py"
LIMIT_S = 60


@pytest.mark.slow  # a child pytest (several seconds); .ci/run's broken-tests step runs the same file on every push
def test_broken_tests_fail_and_pytest_exits_by_itself() -> None:
    try:
        # In one process (.ci/run's second step runs the same file on the default run's workers)
        child = subprocess.run(
            [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-n", "0", "-rfE", str(CASES)],
            cwd=REPO, capture_output=True, text=True, timeout=LIMIT_S,
        )
    except subprocess.TimeoutExpired as hung:
        out = hung.stdout.decode() if isinstance(hung.stdout, bytes) else hung.stdout
        raise AssertionError(f"pytest did not exit within {LIMIT_S} s after its tests:\n{out}") from None
    out = child.stdout + child.stderr
    assert child.returncode == 1, out
    assert "3 failed, 1 passed, 1 error" in out, out
    for name in ("test_fails_with_a_service_left_open", "test_fails_after_its_event_loop_closed", "test_hangs"):
        assert f"FAILED tests/cleanup_cases.py::{name}" in out, out
    assert "Timeout" in out and "time.sleep(600)" in out, "the hanging test is named with its stack"
    assert "ERROR tests/cleanup_cases.py::test_passes_but_leaves_a_service_open" in out and "never closed" in out, out
    assert "non-daemon thread(s) still running" not in out, "the leaked connections were closed, not abandoned"
