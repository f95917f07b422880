"""SQLite storage: numbered migrations, an append-only action/event log, and snapshots.

Only this package speaks SQL. The service layer uses :class:`db.store.Store`.
"""

from db.store import ActionRow, EventRow, SeqTakenError, SnapshotRow, Store, TableExistsError, TableRow, TimerPlan

__all__ = ["ActionRow", "EventRow", "SeqTakenError", "SnapshotRow", "Store", "TableExistsError", "TableRow", "TimerPlan"]
