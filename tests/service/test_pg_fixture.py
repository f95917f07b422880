"""Without a PostgreSQL server the PostgreSQL variants skip and say why; with DDAY_REQUIRE_PG=1 (CI) they fail."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def run_without_a_server(require: bool) -> subprocess.CompletedProcess[str]:
    """The migration test's PostgreSQL variant, where no throwaway server can start (as root, no runuser)."""
    env = {k: v for k, v in os.environ.items() if k not in ("DDAY_TEST_PG_URL", "DDAY_REQUIRE_PG")}
    env["PATH"] = os.path.dirname(sys.executable)  # no runuser on it: the cluster cannot be started as root
    if require:
        env["DDAY_REQUIRE_PG"] = "1"
    return subprocess.run(  # in one process: the fixture's code is the same with workers, which cost seconds
        [sys.executable, "-m", "pytest", "-q", "-rs", "-p", "no:cacheprovider", "-n", "0",
         "tests/service/test_pg_migrations.py", "-k", "postgresql"],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=300,
    )


@pytest.mark.slow  # two child pytest runs (about 10 s): the fixture's own behaviour, not the product's
@pytest.mark.skipif(os.geteuid() != 0 or shutil.which("runuser") is None, reason="needs root, where initdb needs runuser")
def test_no_server_is_a_skip_with_its_reason_and_a_failure_where_it_is_required():
    relaxed = run_without_a_server(require=False)
    assert relaxed.returncode == 0, relaxed.stdout[-2000:]
    assert "SKIPPED" in relaxed.stdout and "no PostgreSQL server for the PostgreSQL variant: " in relaxed.stdout
    assert "runuser is missing" in relaxed.stdout
    strict = run_without_a_server(require=True)
    assert strict.returncode != 0
    assert "DDAY_REQUIRE_PG=1 but no PostgreSQL server could be had: " in strict.stdout
