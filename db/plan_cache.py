"""Timer plans made ahead (issue #8): a submit's timer plan computed before its unit of work, checked inside it.

Every log entry re-plans its table's timers inside its own transaction (:class:`db.timer_ops.Replan`):
read the open timers, vacations and players' preferences, plan, write. On SQLite that reading and
planning is most of the Python a submit runs on the database thread. This cache lets the service
plan on its own thread from the context the table's previous plan left, and the unit of work only
checks that the context is still exactly that one.

The check is the whole point, so it is strict. A context is kept only as the table's own last unit
of work left it (read back after its plan's writes, kept once its COMMIT succeeded), and it is
forgotten, for every table, as soon as anything could have changed what it holds:

- another connection (another process, another store on the file) committed anything:
  ``PRAGMA data_version``, read inside each unit of work while it holds the write lock;
- this store ran a unit of work with any op not known to leave timers, vacations, preferences and
  seats alone (:data:`LEAVES_PLANS`): a new kind of op is unknown, so it forgets;
- this store ran a job that is not a unit of work of :meth:`db.store.Store.run` (a migration, a
  copy, a write behind the store's back): it forgets before the job runs.

A plan made ahead names the context it was made from (``token``). Inside the unit of work, if the
table's kept context is still that one, the plan is applied as made; otherwise the store reads the
context and plans there, as without this cache. Either way the plan rests on what the transaction
sees. The PostgreSQL store keeps nothing and always plans inside the transaction.
"""

from __future__ import annotations

import sqlite3
from typing import Any

from db.contract import (
    AddRequest,
    Append,
    CreateTable,
    Expect,
    ReadStory,
    SetMessage,
    SetPaused,
    SetStatus,
    SetTeamThread,
    UpdateRequest,
)
from db.timer_ops import AddNotice, DropReminders, MarkNotice, PlanHint, Replan

LEAVES_PLANS: frozenset[type] = frozenset(
    {Expect, ReadStory, Append, CreateTable, SetStatus, SetPaused, AddRequest, UpdateRequest, SetMessage, SetTeamThread,
     AddNotice, MarkNotice, DropReminders}
)
"""Ops that write nothing a timer plan reads (open timers, vacations, preferences, seats).

:class:`~db.timer_ops.Replan` keeps the context of its own table up to date itself.
"""

LIMIT = 4096
"""Contexts kept at most (one per table planned since the last forgetting); past it, all are forgotten."""


class PlanCache:
    """The contexts of the tables' last plans, as this store's own units of work left them.

    Used only on the database thread, except :meth:`context`, which the service's thread reads (a
    dictionary lookup; what it returns is checked again inside the unit of work).
    """

    def __init__(self) -> None:
        self._kept: dict[int, tuple[object, Any]] = {}
        self._pending: dict[int, tuple[object, Any]] = {}
        self._data_version: int | None = None
        self.ahead = 0
        """Plans applied as made ahead (for tests: the fast path is really taken)."""

    # -- read by the service, on its own thread ---------------------------------------

    def context(self, table_id: int) -> tuple[object, Any] | None:
        """``(token, context)`` the table's last plan left, or None."""
        return self._kept.get(table_id)

    # -- the database thread ----------------------------------------------------------

    def forget(self) -> None:
        self._kept.clear()
        self._pending.clear()

    def begin(self, db: sqlite3.Connection) -> None:
        """At the start of a unit of work (write lock held): forget all if another connection committed."""
        self._pending.clear()
        version = db.execute("PRAGMA data_version").fetchone()[0]
        if version != self._data_version:
            self._kept.clear()
            self._data_version = version

    def before(self, op: Any) -> None:
        """Before each op of the unit of work: an op that may change what plans read forgets them all."""
        kind = type(op)
        if kind is Replan or kind in LEAVES_PLANS:
            return
        self.forget()

    def made_ahead(self, op: Replan) -> tuple[Any, list[Any]] | None:
        """``(context, ops)`` if ``op``'s plan was made from the table's context as it still is."""
        hint: PlanHint | None = op.hint
        kept = self._kept.get(op.table_id)
        if hint is None or kept is None or kept[0] is not hint.token:
            return None
        self.ahead += 1
        return kept[1], list(hint.ops)

    def leave(self, table_id: int, context: Any) -> None:
        """The context ``table_id``'s plan left in this unit of work (kept if the unit commits)."""
        self._pending[table_id] = (object(), context)

    def committed(self) -> None:
        if len(self._kept) + len(self._pending) > LIMIT:
            self._kept.clear()
        self._kept.update(self._pending)
        self._pending.clear()

    def rolled_back(self) -> None:
        self._pending.clear()
