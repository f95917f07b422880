"""Write operations for timers and the outbox (issue #15), run like every other op in ONE unit of work.

They go in the same ``Store.run(...)`` call as the log entry they belong to, so
closing a deadline, logging its default, planning the next timers and queuing
what must be said commit together or not at all.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class NewTimer:
    """A reminder or deadline for one prompt of one seat, asked at ``started_at``.

    ``attempt`` -1: a reminder whose first message is the hand-off ping (bot.service.clock.HANDOFF_PENDING)."""

    table_id: int
    kind: str
    seat: str
    prompt: str
    since: int
    started_at: float
    due_at: float
    attempt: int = 0


@dataclass(frozen=True)
class SetTimer:
    """Update an open timer; with ``expect_attempt``, only if nobody fired it meanwhile (else StaleTableError)."""

    timer_id: int
    due_at: float
    attempt: int
    last_at: float | None
    started_at: float
    prompt: str
    since: int | None = None
    expect_attempt: int | None = None


@dataclass(frozen=True)
class ClaimTimer:
    """Close an open timer as fired (or for ``why``); raises StaleTableError if it is no longer open.

    The guard makes firing idempotent: two passes (or a pass after a restart) cannot
    both apply one deadline's default.
    """

    timer_id: int
    at: float
    why: str
    attempt: int | None = None


@dataclass(frozen=True)
class AddNotice:
    """Queue one message in the outbox; result: its id. Delivered later, then marked sent."""

    table_id: int
    channel_id: int
    dm_user_id: int | None
    post_json: str
    image: bytes | None
    file: bytes | None
    created_at: float
    kind: str = "notice"
    seat: str | None = None


@dataclass(frozen=True)
class MarkNotice:
    """Record a delivery: ``sent_at`` once posted; else a failure (``give_up`` stops retrying)."""

    notice_id: int
    sent_at: float | None = None
    error: str | None = None
    give_up: bool = False
    at: float = 0.0


@dataclass(frozen=True)
class DropReminders:
    """Withdraw the seat's reminders and hand-off pings still waiting in the outbox: a newer one replaces them, or
    the decision is made.

    Only those are ever withdrawn; a notice that says what was decided always goes out.
    """

    table_id: int
    seat: str
    at: float


@dataclass(frozen=True)
class Replan:
    """Re-plan a table's timers from what the transaction itself reads; result: how many ops the plan made.

    ``planner`` is a pure function from the table's timer context (open timers,
    vacations, players' preferences, as :class:`db.rows.TimerContext`) to
    the timer ops above. The store reads the context inside the unit of work, after
    the ops before it (a vacation just added, a deadline just closed), calls the
    planner and applies its ops, so the plan can never rest on a stale read, and
    a submit stays one trip to the database.
    """

    table_id: int
    planner: Callable[[Any], Sequence[Any]]
    hint: PlanHint | None = None
    """The plan already made from the context the table's last plan left (see :mod:`db.plan_cache`)."""


@dataclass(frozen=True)
class PlanHint:
    """A plan made ahead: ``planner(context)``, for the context a store reported under ``token``.

    A store applies ``ops`` only if ``token`` still names the table's context inside the unit of work;
    otherwise it reads the context and calls the planner there.
    """

    token: object
    ops: tuple[Any, ...]


TIMER_OPS = (NewTimer, SetTimer, ClaimTimer, AddNotice, MarkNotice, DropReminders, Replan)
