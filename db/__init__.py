"""Storage: numbered migrations, an append-only action/event log, and snapshots.

Only this package speaks SQL. :mod:`db.contract` is what any store must provide
(the unit of work is one :meth:`~db.contract.GameStore.run` call);
:class:`db.store.Store` is the SQLite implementation (the default), :class:`db.pg_store.PgStore`
the PostgreSQL one for several processes (issue #14, docs/scaling.md), and
:func:`db.stores.open_store` opens the one a ``sqlite:///`` or ``postgresql://`` URL names.
Both run the statements of :mod:`db.sql` (written once), return the records of :mod:`db.rows`
(read by :mod:`db.decode`) and dump whole tables for ``dday db copy`` (:mod:`db.rows`);
:mod:`db.pg_cluster` starts a throwaway server for tests, bench and CI.
"""

from db.contract import (
    ActionRow,
    CommitUnknownError,
    EventRow,
    GameStore,
    SeatTakenError,
    SeqTakenError,
    SnapshotRow,
    StaleTableError,
    StoreBusyError,
    StoreError,
    StoreUnreachableError,
    TableExistsError,
    TableRow,
)
from db.store import Store

__all__ = [
    "ActionRow",
    "CommitUnknownError",
    "EventRow",
    "GameStore",
    "SeatTakenError",
    "SeqTakenError",
    "SnapshotRow",
    "StaleTableError",
    "Store",
    "StoreBusyError",
    "StoreError",
    "StoreUnreachableError",
    "TableExistsError",
    "TableRow",
]
