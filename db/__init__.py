"""Storage: numbered migrations, an append-only action/event log, and snapshots.

Only this package speaks SQL. :mod:`db.contract` is what any store must provide
(the unit of work is one :meth:`~db.contract.GameStore.run` call);
:class:`db.store.Store` is the SQLite implementation the service uses.
"""

from db.contract import (
    ActionRow,
    EventRow,
    GameStore,
    SeatTakenError,
    SeqTakenError,
    SnapshotRow,
    StaleTableError,
    StoreBusyError,
    StoreError,
    TableExistsError,
    TableRow,
    TimerPlan,
)
from db.store import Store

__all__ = [
    "ActionRow",
    "EventRow",
    "GameStore",
    "SeatTakenError",
    "SeqTakenError",
    "SnapshotRow",
    "StaleTableError",
    "Store",
    "StoreBusyError",
    "StoreError",
    "TableExistsError",
    "TableRow",
    "TimerPlan",
]
