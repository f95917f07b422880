"""Both stores keep one numbered schema: every SQLite migration has its PostgreSQL counterpart (issue #14)."""

from __future__ import annotations

from pathlib import Path

import pytest

from db.stores import open_store
from tests.backends import both_backends

backend = both_backends
DB = Path(__file__).resolve().parents[2] / "db"


def _numbered(folder: str) -> dict[int, str]:
    return {int(p.name[:4]): p.name for p in sorted((DB / folder).glob("*.sql")) if p.name[:4].isdigit()}


def test_every_sqlite_migration_has_a_postgresql_counterpart_of_the_same_name():
    sqlite, pg = _numbered("migrations"), _numbered("pg_migrations")
    missing = [name for n, name in sqlite.items() if pg.get(n) != name]
    assert missing == [], f"add db/pg_migrations/ counterparts for {missing}"
    assert sorted(pg) == sorted(sqlite), "a PostgreSQL migration with no SQLite one: the two schemas drift apart"


async def test_a_new_store_runs_every_migration_and_a_second_open_runs_none(db_url):
    store = await open_store(db_url)
    try:
        assert await store.schema_version() == max(_numbered("migrations"))
        assert await store.row_count() == 0
    finally:
        await store.close()
    again = await open_store(db_url)  # every migration is recorded: nothing is applied twice
    try:
        assert await again.schema_version() == max(_numbered("migrations"))
    finally:
        await again.close()


@pytest.mark.parametrize("url", ["mysql://x/y", "sqlite://relative.sqlite3"])
async def test_a_database_setting_naming_no_known_store_is_refused_clearly(url):
    from db.stores import BadDatabaseUrl

    with pytest.raises(BadDatabaseUrl, match="sqlite:///"):
        await open_store(url)
