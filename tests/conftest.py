"""Shared fixtures: a real service on a temporary store, SQLite by default, PostgreSQL where a module asks.

A module whose tests must hold on both back ends says ``from tests.backends import both_backends``
(which overrides the ``backend`` fixture there): each of its tests then runs on SQLite and on a
fresh database of a real PostgreSQL server. That server is ``DDAY_TEST_PG_URL`` when set, else a
throwaway cluster started once per session (``db.pg_cluster``). When none can be had, the
PostgreSQL variants skip with the reason, unless ``DDAY_REQUIRE_PG=1`` (CI), where they fail.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import re
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings as hypothesis_settings

from bot.service import GameService

#: A failing test never keeps the interpreter alive: leaked connections are closed, stray threads named.
pytest_plugins = ["tests.cleanup"]

# Hypothesis runs a small number of examples by default (the inner loop) and the full number in CI
# (HYPOTHESIS_PROFILE=ci, set by .ci/run). A test sizes itself with tests.profile.examples(n), where n is
# its number at the ci profile's scale (100 examples).
hypothesis_settings.register_profile("default", max_examples=20)
hypothesis_settings.register_profile("ci", max_examples=100)
hypothesis_settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))

GAME_MARKS = {
    "aa_dday": {"aa"},
    "pegasus_bridge": {"pegasus", "pb"},
    "dday_dice": {"dice", "overlord", "atlantikwall"},
}
"""Each game's mark, set on a test whose path, name or parameters hold one of these words (split at every
character that is not a letter or a digit): ``pytest -m pegasus_bridge`` runs one game's tests."""


PG_IN_DEFAULT = frozenset({
    "test_service", "test_pg_migrations", "test_store_contract", "test_sql", "test_read_story_op", "test_replan_op",
    "test_db_copy", "test_team_threads_store", "test_web_viewer_store", "test_lists_store", "test_server_index", "test_standings_store",
})
"""The modules whose PostgreSQL variants run in the default set: the store itself and the service's main tests
on it. Every other test's PostgreSQL variant (the same test on the second store: about 60 CPU-seconds of the
default run) is marked ``slow``, so ``.ci/run`` still runs all of them, with PostgreSQL required."""


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark what each test needs and which games it plays (``pytest --markers`` lists the marks)."""
    for item in items:
        words = set(re.split(r"[^a-z0-9]+", item.nodeid.lower()))
        for mark, keys in GAME_MARKS.items():
            if words & keys:
                item.add_marker(mark)
        callspec = getattr(item, "callspec", None)
        fixtures = getattr(item, "fixturenames", ())
        pg_variant = callspec is not None and callspec.params.get("backend") == "postgresql"
        if "pg_server" in fixtures or pg_variant:
            item.add_marker("pg")
        module = getattr(item, "module", None)
        if pg_variant and module is not None and module.__name__.rsplit(".", 1)[-1] not in PG_IN_DEFAULT:
            item.add_marker("slow")
        if "page_browser" in fixtures or "driver" in fixtures:
            item.add_marker("browser")

def no_render(view):
    """Skip Pillow in service tests that do not look at images."""
    return None, ""


def _no_server(reason: str) -> None:
    if os.environ.get("DDAY_REQUIRE_PG") == "1":
        pytest.fail(f"DDAY_REQUIRE_PG=1 but no PostgreSQL server could be had: {reason}", pytrace=False)
    pytest.skip(f"no PostgreSQL server for the PostgreSQL variant: {reason} (or set DDAY_TEST_PG_URL)")


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    """Hold an exclusive lock on ``path`` (created if missing) across the test processes of one run."""
    with path.open("a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _run_dir(factory: pytest.TempPathFactory) -> Path:
    """The temporary directory of the whole run: under pytest-xdist each worker's own is one level below it."""
    base = factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


PG_CLUSTER = "pg-cluster"
"""Files in the run's temporary directory about its throwaway PostgreSQL cluster: ``.lock``, ``.answer`` (its
URL, or why none could start) and ``.root`` (where it lives: outside pytest's directory, which the server's
user may not enter; stopped and deleted at the end of the run)."""


@pytest.fixture(scope="session")
def pg_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The URL of a PostgreSQL server the tests may create databases on.

    ``DDAY_TEST_PG_URL`` when set; else one throwaway cluster for the whole run, started by the first test
    process that needs it and shared by every pytest-xdist worker (each test makes its own database on it).
    """
    url = os.environ.get("DDAY_TEST_PG_URL")
    try:
        import asyncpg
    except ImportError:
        _no_server("the asyncpg package is not installed")
    del asyncpg
    if url:
        yield url
        return
    from db.pg_cluster import ClusterError, start, stop

    shared = _run_dir(tmp_path_factory)
    answer = shared / f"{PG_CLUSTER}.answer"
    with _locked(shared / f"{PG_CLUSTER}.lock"):
        if not answer.exists():
            root = Path(tempfile.mkdtemp(prefix="dday-test-pg-"))
            (shared / f"{PG_CLUSTER}.root").write_text(str(root), encoding="utf-8")
            try:
                said = "url " + start(root, durable=False).url
            except (ClusterError, OSError) as exc:
                stop(root)
                said = f"error {exc}"
            answer.write_text(said, encoding="utf-8")
        kind, _, said = answer.read_text(encoding="utf-8").partition(" ")
    if kind != "url":
        _no_server(said)
    yield said


def pytest_unconfigure(config: pytest.Config) -> None:
    """The run's own throwaway PostgreSQL cluster, if one was started, is stopped once, by the main process."""
    if hasattr(config, "workerinput"):
        return
    factory: pytest.TempPathFactory | None = getattr(config, "_tmp_path_factory", None)
    if factory is None:
        return
    where = factory.getbasetemp() / f"{PG_CLUSTER}.root"
    if where.exists():
        from db.pg_cluster import stop

        stop(where.read_text(encoding="utf-8"))


@pytest.fixture
def backend() -> str:
    """Which store the ``db_url`` of a test names (SQLite unless the module imports ``tests.backends``'s)."""
    return "sqlite"


@pytest.fixture
def sqlite_file(tmp_path: Path) -> str:
    return str(tmp_path / "game.sqlite3")


@pytest.fixture
def db_path(sqlite_file: str) -> str:
    """Where the test's service keeps its games (what ``GameService.open`` takes): a SQLite file here."""
    return sqlite_file


@pytest.fixture
def db_url(backend: str, sqlite_file: str, request: pytest.FixtureRequest) -> Iterator[str]:
    """A fresh, empty store: a SQLite file, or a new database on the PostgreSQL server."""
    if backend == "sqlite":
        yield f"sqlite:///{sqlite_file}"
        return
    from db.pg_cluster import create_database, drop_database

    server = request.getfixturevalue("pg_server")
    url = create_database(server)
    try:
        yield url
    finally:
        drop_database(server, url)


@pytest.fixture
async def service(db_url: str):
    svc = await GameService.open(db_url, render=no_render)
    yield svc
    await svc.close()
