"""What the service says when the database fails (issue #52): the truth, typed, and never a driver's exception.

The bottom of the package (it imports :mod:`bot.service.errors`, the store's contract and the catalogues):

- :func:`refusal`: a store's failure as the player's sentence, a :class:`~bot.service.errors.ServiceError`.
  Every entry point (:func:`bot.service.edge.entry_point`) turns any :class:`~db.contract.StoreError` that
  reaches it into one, so no caller, timer loop or player ever meets a store's (or a driver's) exception;
- :class:`Call` and :data:`CALL`: what the current entry-point call has written so far. Once a unit of work
  of the call was applied, a later failure of the same call (a read while building the reply) says that the
  command was recorded, not that nothing changed;
- :func:`settle`: after a connection lost while COMMIT was on its way (:class:`~db.contract.CommitUnknownError`),
  whether the unit was applied, read from the log's primary key once the database answers again.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from contextvars import ContextVar

from bot.service.errors import BusyError, ServiceError, UncertainError, UnfinishedError, UnreachableError
from db.contract import Append, CommitUnknownError, GameStore, Op, StoreBusyError, StoreError, StoreUnreachableError
from i18n import t

SETTLE_DELAYS = (0.25, 0.5, 1.0, 1.5)
"""The pauses between reads of the log after a COMMIT whose answer was lost (a few seconds in all)."""
TROUBLE: tuple[type[Exception], ...] = (StoreError, BusyError, UncertainError, UnfinishedError)
"""The database's failures, raw or already worded: not a table's fault, so no table is blamed (or retried) for them."""


class Call:
    """One entry-point call: whether one of its units of work was applied."""

    __slots__ = ("wrote",)

    def __init__(self) -> None:
        self.wrote = False


CALL: ContextVar[Call | None] = ContextVar("dday_service_call", default=None)
"""The current entry-point call: :func:`bot.service.edge.entry_point` sets a new :class:`Call` for each."""


def wrote() -> None:
    """Note that a unit of work of the current call was applied."""
    call = CALL.get()
    if call is not None:
        call.wrote = True


def refusal(exc: StoreError) -> ServiceError:
    """The player's sentence for a store's failure, in the current language; true to what is known."""
    call = CALL.get()
    if isinstance(exc, CommitUnknownError):
        return UncertainError(t("err-uncertain"))
    if call is not None and call.wrote:
        return UnfinishedError(t("err-unfinished"))
    if isinstance(exc, StoreUnreachableError):
        return UnreachableError(t("err-unreachable"))
    if isinstance(exc, StoreBusyError):
        return BusyError(t("err-busy"))
    return ServiceError(t("err-store", kind=type(exc).__name__))


async def settle(store: GameStore, ops: Sequence[Op], delays: Sequence[float] = SETTLE_DELAYS) -> bool | None:
    """Whether a unit of work whose COMMIT lost its answer was applied: True, False, or None (not known).

    Only a unit that logs an entry can tell: its last entry's ``(table_id, seq)``, the log's primary key, is
    read once the database answers (a few tries, ``delays`` apart). The entry is there and is the one written
    (same kind, text, seat and author): applied. Absent, or another writer's: not applied, since a unit of
    work is all or nothing. Still no answer after the last try, or nothing to look for: None.
    """
    appends = [op for op in ops if isinstance(op, Append)]
    if not appends:
        return None
    mark = appends[-1]
    for pause in (0.0, *delays):
        if pause:
            await asyncio.sleep(pause)
        try:
            rows = await store.actions(mark.table_id, after=mark.seq - 1)
        except StoreError:
            continue
        row = next((r for r in rows if r.seq == mark.seq), None)
        return row is not None and (row.kind, row.text, row.seat, row.user_id) == (
            mark.kind, mark.text, mark.seat, mark.user_id
        )
    return None
