"""Choosing the store from one setting: ``sqlite:///path`` (the default, embedded) or ``postgresql://...``.

A bare path (no scheme) is a SQLite file, as ``DDAY_DB_PATH`` always was. ``asyncpg`` is
imported only when a PostgreSQL URL is opened, so the SQLite bot never needs it.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from db.contract import GameStore, StoreError
from db.store import Store

DEFAULT_URL = "sqlite:///dday.sqlite3"
PG_SCHEMES = ("postgresql", "postgres")


class BadDatabaseUrl(StoreError):
    """The database setting names no store this bot knows."""


def kind_of(url: str) -> str:
    """``"sqlite"`` or ``"postgresql"`` for a database setting; raises :class:`BadDatabaseUrl`."""
    scheme = url.split("://", 1)[0].lower() if "://" in url else ""
    if scheme in ("", "sqlite"):
        return "sqlite"
    if scheme in PG_SCHEMES:
        return "postgresql"
    raise BadDatabaseUrl(
        f"DDAY_DATABASE_URL must start with sqlite:/// or postgresql://, not {scheme}://"
    )


def sqlite_path(url: str) -> str:
    """The file of a SQLite setting: ``sqlite:///dday.sqlite3`` -> ``dday.sqlite3``,
    ``sqlite:////abs/path`` -> ``/abs/path``, a bare path -> itself."""
    if "://" not in url:
        return url
    path = url.split("://", 1)[1]
    if not path.startswith("/"):
        raise BadDatabaseUrl("a SQLite URL has three slashes: sqlite:///relative.sqlite3 or sqlite:////abs/path")
    path = path[1:]
    if not path:
        raise BadDatabaseUrl("the SQLite URL names no file: sqlite:///dday.sqlite3")
    return path


def redacted(url: str) -> str:
    """The setting as it may be logged: without a password."""
    if kind_of(url) != "postgresql":
        return url
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.netloc.rsplit("@", 1)[1]
    return urlunsplit(parts._replace(netloc=f"{parts.username}:***@{host}"))


async def open_store(url: str, *, clock: Callable[[], float] = time.time, **options: Any) -> GameStore:
    """Open the store the setting names (running its migrations); ``options`` go to its ``open``."""
    if kind_of(url) == "sqlite":
        return await Store.open(sqlite_path(url), clock=clock, **options)
    from db.pg_store import PgStore

    return await PgStore.open(url, clock=clock, **options)
