"""The statements both stores share (issue #23): written once in :mod:`db.sql`, converted right, run by both.

Every shared statement must come out of the conversion as the same text in both dialects, but for its
argument marks (the same number, PostgreSQL's numbered in order) and the one dialect fragment; both
stores must use every one of them; and each must compile on both databases with the migrated schema,
taking exactly the arguments its marks say.
"""

from __future__ import annotations

import ast
import re
import sqlite3
from pathlib import Path

import pytest

from db import sql as shared
from db.sql import PG, SQLITE, Statements, in_dialect, numbered, shared_names
from db.stores import open_store
from tests.backends import both_backends

backend = both_backends

DB = Path(shared.__file__).resolve().parent
SQLITE_MODULES = ("store.py", "timer_store.py", "message_store.py", "list_store.py", "result_store.py")
PG_MODULES = (
    "pg_store.py", "pg_reads.py", "pg_timer_store.py", "pg_message_store.py", "pg_list_store.py", "pg_result_store.py",
)
NUMBERED = re.compile(r"\$(\d+)")


def test_there_are_shared_statements_and_each_is_converted_for_both_dialects():
    names = shared_names()
    assert len(names) >= 55
    for name in names:
        neutral, lite, pg = getattr(Statements, name), getattr(SQLITE, name), getattr(PG, name)
        assert "$" not in neutral, name
        marks = in_dialect(neutral, "postgresql").count("?")
        assert marks == in_dialect(neutral, "sqlite").count("?"), name  # a fragment takes as many arguments in both
        # SQLite: the neutral text as it is, the fragments filled in.
        assert lite == in_dialect(neutral, "sqlite"), name
        # PostgreSQL: as many marks, numbered 1, 2, ... in order, and nothing else changed.
        assert "?" not in pg, name
        assert [int(n) for n in NUMBERED.findall(pg)] == list(range(1, marks + 1)), name
        assert NUMBERED.sub("?", pg) == in_dialect(neutral, "postgresql"), name
        assert "{" not in lite and "{" not in pg, name


def test_a_quoted_question_mark_is_not_an_argument():
    assert numbered("SELECT '?', x FROM t WHERE a = ? AND b = '??' AND c = ?") == (
        "SELECT '?', x FROM t WHERE a = $1 AND b = '??' AND c = $2"
    )


def _used(modules: tuple[str, ...]) -> set[str]:
    """Which shared statements the modules name (``SQL.X``: each imports its dialect as ``SQL``)."""
    found = set()
    for module in modules:
        for node in ast.walk(ast.parse((DB / module).read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "SQL":
                found.add(node.attr)
    return found


def test_both_stores_use_every_shared_statement_and_nothing_else_under_that_name():
    names = set(shared_names())
    lite, pg = _used(SQLITE_MODULES), _used(PG_MODULES)
    assert sorted(names - lite) == [], "shared but not run by the SQLite store"
    assert sorted(names - pg) == [], "shared but not run by the PostgreSQL store"
    assert sorted((lite | pg) - names) == []


async def test_every_shared_statement_compiles_with_as_many_arguments_as_marks(db_url, backend):
    store = await open_store(db_url)
    try:
        if backend == "sqlite":
            db = store._db
            for name in shared_names():
                statement = getattr(SQLITE, name)
                try:
                    db.execute("EXPLAIN " + statement, (None,) * statement.count("?"))
                except sqlite3.Error as exc:  # pragma: no cover - the message says which
                    pytest.fail(f"{name}: {exc}")
        else:
            async with store._pool.acquire() as conn:
                for name in shared_names():
                    statement = getattr(PG, name)
                    prepared = await conn.prepare(statement)
                    assert len(prepared.get_parameters()) == len(NUMBERED.findall(statement)), name
    finally:
        await store.close()
