"""Fixtures a test module imports to run its tests on both stores (SQLite and PostgreSQL, issue #14).

Imported into a module they override ``tests/conftest.py``'s fixtures of the same name there only:

    from tests.backends import both_backends, url_as_db_path
    backend, db_path = both_backends, url_as_db_path

``both_backends`` runs each test that uses a store on SQLite and on PostgreSQL; ``url_as_db_path`` makes
``db_path`` (which such tests only pass to ``GameService.open``) the database URL of the back end under test.
"""

from __future__ import annotations

import pytest

BACKENDS = ("sqlite", "postgresql")


def _backend_param(request: pytest.FixtureRequest) -> str:
    return request.param


def _url_as_db_path(db_url: str) -> str:
    return db_url


both_backends = pytest.fixture(params=BACKENDS, name="backend")(_backend_param)
url_as_db_path = pytest.fixture(name="db_path")(_url_as_db_path)
