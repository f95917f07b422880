"""Timers of long play: planning each seat's reminders and deadlines, firing them, and the outbox.

A part of the service (:class:`Timers`, taking the store, the tables and the clock); what falls due is
fired by :mod:`bot.service.firing`, which builds on it:

- the plan is recomputed in the same unit of work as every log entry, default, vacation start or end,
  and once per table when the process starts (``Timers.replan_op``: planned ahead, checked in the transaction);
- firing a timer is one unit of work: closing a deadline, logging its default (through the one write
  path), planning the next timers and queuing what must be said commit together;
- what is queued sits in the outbox (``pending_notices``) until the bot has posted it (``notice_sent``,
  ``notice_failed``).

The settings of a table (``check_settings``), the quiet hours of a player and the time arithmetic
(:mod:`bot.service.clock`) are read here too; :mod:`bot.service.longplay` builds on it.
"""

from __future__ import annotations

import functools
import logging
import math
import re
from collections.abc import Callable, Sequence
from typing import Any

from pydantic import BaseModel

from bot.service.clock import (
    DAY,
    HANDOFF_PENDING,
    HOUR,
    Quiet,
    Span,
    Timer,
    check_zone,
    due_at,
    handoff_hours,
    plan_timers,
    quiet_window,
    settle,
    whole_number,
)
from bot.service.common import MAX_CONTENT, Loaded, Post, is_computer, mention, table_language
from bot.service.errors import NoGameError
from bot.service.faults import TROUBLE
from bot.service.story import EMBEDS as MAX_EMBEDS
from bot.service.story import EMBEDS_TOTAL as MAX_EMBED_TEXT
from bot.service.tables import Tables
from db.contract import GameStore, Op, TableRow
from db.rows import TimerContext, TimerRow, VacationRow
from db.timer_ops import AddNotice, ClaimTimer, DropReminders, MarkNotice, NewTimer, PlanHint, Replan, SetTimer
from i18n import speaking, t
from rules.core import GameEngine, Prompt

log = logging.getLogger(__name__)

DEFAULT_SETTINGS: dict[str, int] = {"reminder_hours": 24, "deadline_hours": 0, "vacation_days": 14}
SETTING_LIMITS: dict[str, tuple[int, int, str]] = {
    "reminder_hours": (1, 720, "hours before the first reminder"),
    "deadline_hours": (0, 2160, "hours per decision before its default is applied (0: no deadline)"),
    "vacation_days": (0, 90, "days of vacation each player may take in this game"),
}
UNITS_PER_PASS = 200
"""At most this many units of work per table in one pass (a backlog after a long outage drains over passes)."""
RETRY_AFTER, RETRY_MAX = 60.0, HOUR
"""A table whose timers failed is retried after RETRY_AFTER, doubling per failure up to RETRY_MAX."""
RESULT = "result"
"""The outbox kind of a committed change's public post that Discord did not take when it was made (issue #52)."""


class Notice(BaseModel):
    """Something a timer committed to say: in the channel, or by DM to one user. ``id`` is its outbox row."""

    id: int | None = None
    table_id: int | None = None
    channel_id: int
    dm_user_id: int | None = None
    kind: str = "notice"
    seat: str | None = None
    attempts: int = 0
    """Failed delivery attempts so far."""
    post: Any


def ts(seconds: float, style: str = "f") -> str:
    """Return a Discord timestamp: every reader sees it in their own time zone."""
    return f"<t:{int(seconds)}:{style}>"


def parse_quiet(text: str) -> tuple[int | None, int | None]:
    """Read quiet hours like ``22:00-07:30`` or ``22-7``; ``off`` clears them. Minutes after midnight."""
    text = text.strip().lower()
    if text in ("off", "none", "no", ""):
        return None, None
    match = re.fullmatch(r"(\d{1,2})(?::(\d{2}))?\s*-\s*(\d{1,2})(?::(\d{2}))?", text)
    if not match:
        raise ValueError(t("err-quiet-format", text=text))
    h1, m1, h2, m2 = (int(g) if g else 0 for g in match.groups())
    if not (0 <= h1 < 24 and 0 <= h2 < 24 and m1 < 60 and m2 < 60):
        raise ValueError(t("err-quiet-range", text=text))
    start, end = h1 * 60 + m1, h2 * 60 + m2
    if start == end:
        raise ValueError(t("err-quiet-same"))
    return start, end


def quiet_of(prefs: dict[str, Any]) -> Quiet:
    """The player's quiet hours; a zone stored before zones were checked falls back to UTC."""
    return _quiet(prefs.get("tz") or "UTC", prefs.get("quiet_start"), prefs.get("quiet_end"))


@functools.lru_cache(maxsize=1024)
def _quiet(tz: str, start: int | None, end: int | None) -> Quiet:
    try:
        zone = check_zone(tz)
    except ValueError:
        zone = "UTC"
    return Quiet(start, end, zone)


def quiet_until(prefs: dict[str, Any], now: float) -> float | None:
    """Return when the player's quiet hours end, if ``now`` falls inside them; else None. Always after ``now``."""
    window = quiet_window(quiet_of(prefs), now)
    return None if window is None else window[1]


def check_settings(settings: dict[str, Any] | None) -> dict[str, int]:
    """Return the table settings with defaults filled in; raise ValueError naming a bad one."""
    chosen = dict(DEFAULT_SETTINGS)
    for key, value in (settings or {}).items():
        if value is None:
            continue
        if key not in SETTING_LIMITS:
            raise ValueError(t("err-no-setting", key=key, settings=", ".join(SETTING_LIMITS)))

        low, high, meaning = SETTING_LIMITS[key]
        chosen[key] = whole_number(key, value, low, high, meaning)
    return chosen


def table_settings(table: TableRow) -> dict[str, int]:
    return {**DEFAULT_SETTINGS, **table.settings}


def timer_kinds(settings: dict[str, int]) -> tuple[str, ...]:
    return ("reminder", "deadline") if settings["deadline_hours"] > 0 else ("reminder",)


def timer_hours(settings: dict[str, int]) -> dict[str, float]:
    return {"reminder": float(settings["reminder_hours"]), "deadline": float(settings["deadline_hours"])}


def as_timer(row: TimerRow) -> Timer:
    return Timer(
        id=row.id,
        kind=row.kind,
        seat=row.seat,
        prompt=row.prompt,
        asked_at=float(row.started_at),
        attempt=int(row.attempt),
        last_at=row.last_at,
    )


def away_spans(vacations: Sequence[VacationRow], user_id: int | None) -> list[Span]:
    """The stretches of time ``user_id`` is (or was, or will be) away from this table."""
    return [(float(v.start_at), float(v.end_at)) for v in vacations if v.user_id == user_id]


def days_used(vacations: Sequence[VacationRow], user_id: int) -> int:
    """Vacation days taken: a vacation ended early counts the days begun, not the days booked."""
    return sum(math.ceil((end - start) / DAY - 1e-9) for start, end in away_spans(vacations, user_id))


def current_vacation(vacations: Sequence[VacationRow], user_id: int, now: float) -> VacationRow | None:
    return next((v for v in vacations if v.user_id == user_id and v.start_at <= now < v.end_at), None)


def plan_ops(
    table_id: int,
    hours: dict[str, float],
    kinds: tuple[str, ...],
    seats: dict[str, int],
    asked: Sequence[tuple[str, str]],
    rows: Sequence[TimerRow],
    vacations: Sequence[VacationRow],
    prefs: dict[int, dict[str, Any]],
    *,
    now: float,
    since: int,
    restart: set[str] | frozenset[str] = frozenset(),
    why: str = "answered",
    nudge: set[str] | frozenset[str] = frozenset(),
) -> list[Op]:
    """Return the timer ops that make the table's open timers match what is ``asked`` (``(seat, kind)`` per prompt).

    See :func:`bot.service.clock.plan_timers`. ``hours`` and ``kinds`` come from the table's settings
    (:func:`timer_hours`, :func:`timer_kinds`). ``nudge``: the seats newly asked whom no new message told
    (issue #46): their new reminders begin with the hand-off ping (:data:`~bot.service.clock.HANDOFF_PENDING`).

    Every timer left open gets the due time its seat's clock gives now (vacations
    and quiet hours included), so a vacation's start or end, a restart or a
    preference change needs nothing but this same call. It runs with every submit (ahead, or inside its
    unit of work: :mod:`db.plan_cache`), so it does the least work it can: each seat's clock is read
    once, a timer is rebuilt only when it changes.
    """
    timers = {row.id: as_timer(row) for row in rows}
    due_now = {row.id: float(row.due_at) for row in rows}
    plan = plan_timers(list(timers.values()), asked, kinds, restart=restart, why=why)
    ops: list[Op] = [ClaimTimer(timer_id, now, reason) for timer_id, reason in plan.close]
    closed = {timer_id for timer_id, _ in plan.close}
    restarted, adopted = dict(plan.restart), dict(plan.adopt)
    # A reminder not yet posted about a wait that ended (or began again) is withdrawn with it. Only a
    # reminder that went out at least once (attempt > 0) can have one waiting in the outbox.
    # A hand-off ping that went out leaves last_at set with attempt 0.
    settled = {
        timers[i].seat for i in (*closed, *restarted)
        if timers[i].kind == "reminder" and (timers[i].attempt > 0 or timers[i].last_at is not None)
    }
    ops += [DropReminders(table_id, seat, now) for seat in sorted(settled)]
    clocks: dict[str, tuple[list[Span], Quiet, dict[str, float]]] = {}

    def due_of(timer: Timer) -> float:
        clock = clocks.get(timer.seat)
        if clock is None:
            user = seats.get(timer.seat)
            mine = prefs.get(user, {}) if user is not None else {}
            clock = clocks[timer.seat] = (
                away_spans(vacations, user),
                quiet_of(mine) if user is not None else Quiet(None, None),
                {**hours, "handoff": handoff_hours(mine)},
            )
        away, quiet, seat_hours = clock
        due = due_at(timer, seat_hours, away, quiet)
        if timer.kind == "reminder" and due < now:  # overdue (the bot was down): now, or when quiet hours end
            due = settle(now, away, quiet)
        return due

    asked_at: dict[tuple[str, str | None], float] = {}
    for timer_id, timer in timers.items():
        if timer_id in closed:
            continue
        new_since = None
        if timer_id in restarted:
            timer = Timer(timer.id, timer.kind, timer.seat, restarted[timer_id], now, 0, None)
            new_since = since
        elif timer_id in adopted:
            timer = Timer(timer.id, timer.kind, timer.seat, adopted[timer_id], timer.asked_at, timer.attempt,
                          timer.last_at)
        asked_at[(timer.seat, timer.prompt)] = timer.asked_at
        due = due_of(timer)
        if new_since is not None or timer_id in adopted or due != due_now[timer_id]:
            assert timer.prompt is not None
            ops.append(
                SetTimer(timer_id, due, timer.attempt, timer.last_at, timer.asked_at, timer.prompt, since=new_since)
            )
    for kind, seat, prompt in plan.add:
        # A prompt that already has a timer was asked when that one says (a deadline lost by an older
        # version comes back counted from the ask, not from the restart that restores it).
        pending = kind == "reminder" and seat in nudge and (seat, prompt) not in asked_at
        fresh = Timer(id=0, kind=kind, seat=seat, prompt=prompt, asked_at=asked_at.get((seat, prompt), now),
                      attempt=HANDOFF_PENDING if pending else 0)
        due = due_of(fresh)
        ops.append(NewTimer(table_id, kind, seat, prompt, since, fresh.asked_at, due, attempt=fresh.attempt))
    return ops


def notice_op(table: TableRow, post: Post, *, kind: str, seat: str | None, dm_user_id: int | None, now: float) -> AddNotice:
    """Queue ``post`` in the outbox (attachments as blobs, the rest as JSON)."""
    body = post.model_dump_json(exclude={"image", "file"})
    return AddNotice(table.id, table.channel_id, dm_user_id, body, post.image, post.file, now, kind=kind, seat=seat)


def late(post: Post, user_id: int | None) -> Post:
    """``post`` queued after Discord refused it: one line says it comes late and names (pings) who acted.

    The line goes below the text when it fits, else as one more embed; a post full either way goes as it is."""
    if user_id is None:
        return post
    line = t("post-late", who=mention(user_id))
    mentions = [*post.mention_user_ids, user_id]
    if len(post.content) + len(line) + 1 <= MAX_CONTENT:
        content = f"{post.content}\n{line}" if post.content.strip() else line
        return post.model_copy(update={"content": content, "mention_user_ids": mentions})
    if len(post.embeds) < MAX_EMBEDS and sum(map(len, post.embeds)) + len(line) <= MAX_EMBED_TEXT:
        return post.model_copy(update={"embeds": [*post.embeds, line], "mention_user_ids": mentions})
    return post


def asking(engine: GameEngine, state: Any) -> tuple[tuple[str, str], ...]:
    """``(seat, kind)`` of each prompt of ``state``, without building choices (nothing once the game is over)."""
    return () if engine.outcome(state) is not None else engine.asked(state)


class Timers:
    """The timers' plan and the outbox (see the module docstring); firing them is :mod:`bot.service.firing`."""

    def __init__(self, store: GameStore, tables: Tables, clock: Callable[[], float]) -> None:
        self.store = store
        self.tables = tables
        self.clock = clock

    def replan_op(
        self,
        table: TableRow,
        seats: dict[str, int],
        asked: Sequence[tuple[str, str]],
        *,
        now: float,
        since: int,
        restart: set[str] | frozenset[str] = frozenset(),
        why: str = "answered",
        nudge: set[str] | frozenset[str] = frozenset(),
    ) -> Replan:
        """The op that re-plans the table's timers (see :func:`plan_ops`) from what its own transaction reads.

        ``asked``: ``(seat, kind)`` of each prompt of the position (:meth:`_asking`); ``nudge``: the seats whose
        hand-off no new message announces (their first reminder is the hand-off ping).
        """
        seats, restart, nudge = dict(seats), frozenset(restart), frozenset(nudge)
        asked = tuple((s, k) for s, k in asked if not is_computer(seats.get(s)))  # a computer answers at once
        settings = table_settings(table)
        table_id, hours, kinds = table.id, timer_hours(settings), timer_kinds(settings)

        def planner(context: TimerContext) -> list[Op]:
            return plan_ops(
                table_id, hours, kinds, seats, asked, context.timers, context.vacations, context.prefs,
                now=now, since=since, restart=restart, why=why, nudge=nudge,
            )

        # Planned here, ahead, from what the table's last plan left; the unit of work applies it only if
        # that is still exactly what its transaction sees, else it plans there (db/plan_cache.py).
        kept = self.store.planned_context(table_id)
        hint = None if kept is None else PlanHint(kept[0], tuple(planner(kept[1])))
        return Replan(table_id, planner, hint)

    async def replan(self, table_id: int, channel_id: int, *, why: str) -> bool:
        """Re-plan one table's timers from its prompts under its lock (one unit of work); True if anything changed."""
        async with self.tables.lock(channel_id):
            table = await self.store.table(table_id)
            if table is None or table.status != "active" or table.version < 0:
                return False
            loaded = await self.tables.load(table)
            plan = self.replan_op(
                table, loaded.seats, asking(loaded.engine, loaded.state), now=self.clock(), since=loaded.version,
                why=why,
            )
            planned: int = (await self.tables.commit(table, plan))[0]  # the rows the plan wrote or closed
            return planned > 0

    async def resync(self) -> int:
        """Re-plan every active table's timers from its prompts (at start-up); return how many tables changed.

        Heals anything written before this plan existed (a deadline lost with
        the next prompt, a vacation that shifted timers) and follows any
        preference change made while the bot was down. One unit of work per table.
        """
        changed = 0
        for table_id, channel_id in await self.store.active_tables():
            try:
                changed += await self.replan(table_id, channel_id, why="restart")
            except TROUBLE:
                raise  # the database failed: the whole re-plan is tried again at the next pass
            except Exception:
                log.exception("Could not re-plan the timers of table %s; its next pass will try again", table_id)
        return changed

    async def resume_ops(self, table: TableRow) -> list[Op]:
        """The timer ops for a paused table that resumes: every waiting seat's clock restarts now."""
        if table.status != "active" or table.version < 0:
            return []
        loaded = await self.tables.load(table)
        return [
            self.replan_op(
                table, loaded.seats, asking(loaded.engine, loaded.state), now=self.clock(),
                since=loaded.version, restart=set(loaded.seats), why="answered",
            )
        ]

    @staticmethod
    def asked(loaded: Loaded) -> list[Prompt]:
        engine = loaded.engine
        return [] if engine.outcome(loaded.state) is not None else list(engine.prompts(loaded.state))

    asking = staticmethod(asking)

    async def pending_notices(self, limit: int = 50) -> list[Notice]:
        """The committed notices not yet delivered, oldest first (what the bot must post)."""

        notices = []
        for row in await self.store.pending_notices(limit):
            post = Post.model_validate_json(row["post_json"])
            post = post.model_copy(update={"image": row["image"], "file": row["file"]})
            notices.append(
                Notice(id=row["id"], table_id=row["table_id"], channel_id=row["channel_id"],
                       dm_user_id=row["dm_user_id"], kind=row["kind"], seat=row["seat"], attempts=row["attempts"],
                       post=post)
            )
        return notices

    async def queue_posts(self, channel_id: int, user_id: int | None, posts: Sequence[Post]) -> list[Notice]:
        """Queue a committed change's public posts that Discord did not take, in one write; return them as queued.

        The discord layer hands them over once its direct attempts failed for good (issue #52); the outbox
        posts them in order until Discord takes them. The first says that it comes late and names
        ``user_id``, whose reply it was. Each goes to the table of its track, else to the channel's latest
        table (a game just over still gets its last post).
        """
        if not posts:
            return []
        tracked = next((p.track.table_id for p in posts if p.track is not None), None)
        table = await self.store.table(tracked) if tracked is not None else await self.store.latest_table(channel_id)
        if table is None or table.channel_id != channel_id:
            raise NoGameError(t("err-no-game"))
        with speaking(table_language(table)):
            shown = [late(posts[0], user_id), *posts[1:]]
        now = self.clock()
        ops = [notice_op(table, p.model_copy(update={"ephemeral": False}), kind=RESULT, seat=None, dm_user_id=None,
                         now=now) for p in shown]
        ids = await self.tables.commit(None, *ops)
        return [
            Notice(id=notice_id, table_id=table.id, channel_id=channel_id, kind=RESULT, post=post)
            for notice_id, post in zip(ids, shown)
        ]

    async def notice_sent(self, notice_id: int) -> None:
        await self.tables.commit(None, MarkNotice(notice_id, sent_at=self.clock()))

    async def notice_failed(self, notice_id: int, error: str, *, give_up: bool = False) -> None:
        """Record a failed post; ``give_up`` (the channel is gone or closed to the bot) stops retrying it."""
        await self.tables.commit(None, MarkNotice(notice_id, error=error[:500], give_up=give_up, at=self.clock()))
