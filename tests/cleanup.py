"""A failing test never keeps the interpreter alive (issue #22).

aiosqlite runs each connection on a worker thread that is not a daemon: a store, service or bot a
test opened and never closed (because an assertion failed before its ``close``) would keep pytest
waiting in ``threading._shutdown`` after the summary line, forever. This plugin, loaded by
``tests/conftest.py``, makes that impossible in three layers:

1. Every aiosqlite connection opened during a test is remembered. When the test's own fixtures have
   been torn down, any still open is stopped (its SQLite handle closed, its thread ended and joined).
   A test that *passed* while leaving one open is reported as an error at teardown, so a leak is
   fixed where it is made rather than hidden; a test that already failed is only cleaned up.
2. At the end of the session, a thread that is still not a daemon (from anything else) gets a few
   seconds to finish; then its stack is printed and the process exits with a failing status
   instead of waiting for it.
3. ``pytest-timeout`` (``timeout`` in pyproject.toml) fails a test that hangs and prints its stack.

``tests/test_cleanup.py`` runs a deliberately broken test in a child pytest and checks it exits.
"""

from __future__ import annotations

import os
import sys
import threading
import traceback
import weakref
from collections.abc import Iterator

import aiosqlite
import aiosqlite.core
import pytest

#: How long the end of the session waits for stray non-daemon threads before it names them and exits.
SHUTDOWN_GRACE_S = 5.0

_opened: weakref.WeakSet[aiosqlite.Connection] = weakref.WeakSet()
_original_init = aiosqlite.core.Connection.__init__


def _remembering_init(self: aiosqlite.Connection, *args: object, **kwargs: object) -> None:
    _original_init(self, *args, **kwargs)
    _opened.add(self)


def _is_open(conn: aiosqlite.Connection) -> bool:
    """Never closed (a closed connection's thread may still be alive for a moment after ``close``)."""
    return conn._running and conn._thread.is_alive()


def _stop(conn: aiosqlite.Connection) -> None:
    """End ``conn``'s worker thread without an event loop (the test's loop may be closed already).

    aiosqlite's own ``stop`` asks for the current event loop to make a future; here no loop may be
    running, so the same shutdown job is queued without a future, and the thread is joined.
    """

    def close_and_stop() -> object:
        if conn._connection is not None:
            conn._connection.close()
            conn._connection = None
        return aiosqlite.core._STOP_RUNNING_SENTINEL

    conn._running = False
    conn._tx.put_nowait((None, close_and_stop))
    conn._thread.join(timeout=10)


def pytest_configure(config: pytest.Config) -> None:
    aiosqlite.core.Connection.__init__ = _remembering_init  # type: ignore[method-assign]


@pytest.fixture(autouse=True)
def close_what_the_test_left_open(request: pytest.FixtureRequest) -> Iterator[None]:
    """Set up before and torn down after every other function-scoped fixture of the test."""
    before = {id(c) for c in _opened}
    yield
    left = [c for c in list(_opened) if id(c) not in before and _is_open(c)]
    for conn in left:
        _stop(conn)
    report = getattr(request.node, "rep_call", None)
    if left and report is not None and report.passed:
        pytest.fail(
            f"{len(left)} SQLite connection(s) opened by this test were never closed: close every store, "
            "service and bot the test opens (a fixture with yield, or try/finally)",
            pytrace=False,
        )


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    report = yield
    if report.when == "call":
        item.rep_call = report  # type: ignore[attr-defined]
    return report


def _stray_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t is not threading.main_thread() and not t.daemon and t.is_alive()]


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config: pytest.Config) -> None:
    for conn in list(_opened):
        if _is_open(conn):
            _stop(conn)
    stray = _stray_threads()
    for thread in stray:
        thread.join(timeout=SHUTDOWN_GRACE_S / max(1, len(stray)))
    stray = _stray_threads()
    if not stray:
        return
    frames = sys._current_frames()
    out = sys.__stderr__ or sys.stderr
    print(f"\n{len(stray)} non-daemon thread(s) still running after the tests; exiting instead of waiting:", file=out)
    for thread in stray:
        print(f"--- {thread.name}", file=out)
        frame = frames.get(thread.ident or -1)
        if frame is not None:
            print("".join(traceback.format_stack(frame)), file=out)
    out.flush()
    sys.stdout.flush()
    status = getattr(config, "_dday_exitstatus", 1)
    os._exit(status if status else 1)


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    session.config._dday_exitstatus = int(exitstatus)  # type: ignore[attr-defined]
