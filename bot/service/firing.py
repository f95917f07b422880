"""Firing what falls due: reminders and deadlines (a deadline's default goes through the one write), and
pausing a game whose channel the bot can no longer reach (its timers stop until it can post there again).

A part of the service (:class:`Firing`) taking the store, :class:`~bot.service.tables.Tables`,
:class:`~bot.service.timers.Timers` (the plan and the outbox), :class:`~bot.service.entries.Entries`
(the write of a default) and :class:`~bot.service.posts.Posts` (a Team's thread for a reminder).
Each table is fired under its channel's lock, one unit of work per timer; a table whose timers fail is
retried after a growing pause while the other tables go on.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from bot.service.clock import (
    GROWTH,
    HANDOFF_PENDING,
    Quiet,
    Span,
    Timer,
    due_at,
    handoff_hours,
    quiet_window,
    reminder_due,
)
from bot.service.common import Applied, Loaded, Post, Track, clip, mention, table_language
from bot.service.entries import Entries
from bot.service.faults import TROUBLE
from bot.service.live_message import handoff_role
from bot.service.posts import Posts
from bot.service.tables import Tables
from bot.service.teams import thread_for_reminder
from bot.service.timers import (
    RETRY_AFTER,
    RETRY_MAX,
    UNITS_PER_PASS,
    Notice,
    Timers,
    as_timer,
    away_spans,
    notice_op,
    quiet_of,
    table_settings,
    timer_hours,
    ts,
)
from bot.service.words import prompt_text
from db.contract import Expect, GameStore, SetPaused
from db.rows import TimerContext, TimerRow
from db.timer_ops import ClaimTimer, DropReminders, SetTimer
from i18n import speaking, t
from rules.core import Event, Prompt

log = logging.getLogger(__name__)

PAUSE_AFTER = 3
"""Failed posts (channel gone or unreadable) after which a game's timers stop."""
GONE_CODES = {
    10003: "the bot's posts here fail with Unknown Channel (the channel seems to be deleted).",
    50001: "the bot's posts here fail with Missing Access (it may no longer see this channel).",
}


class Firing:
    """Fires due reminders and deadlines; pauses and resumes a game whose channel is gone (module docstring)."""

    def __init__(
        self, store: GameStore, tables: Tables, timers: Timers, entries: Entries, posts: Posts, clock: Callable[[], float]
    ) -> None:
        self.store = store
        self.tables = tables
        self.timers = timers
        self.entries = entries
        self.posts = posts
        self.clock = clock
        self.synced = False
        """True once this process re-planned every table's timers (the first pass does it)."""
        self.failures: dict[int, int] = {}
        self.retry_at: dict[int, float] = {}
        """Per table whose timers failed: how often in a row, and when to try again."""

    async def fire_due(self) -> list[Notice]:
        """Fire every timer that is due; return the notices committed to the outbox. Safe to call at any rate.

        Each table is handled under its channel lock, re-read before every unit of
        work; an error in one table (a render that raises, a rule that refuses a
        default) rolls back that unit only, and the table is retried after a
        growing pause while the other tables go on.
        """
        now = self.clock()
        if not self.synced:
            await self.timers.resync()  # the database failing stops it: the next pass does it again
            self.synced = True
        notices: list[Notice] = []
        seen: set[int] = set()
        for row in await self.store.due_timers(now):
            table_id = row.table_id
            if table_id in seen or self.retry_at.get(table_id, 0.0) > now:
                continue
            seen.add(table_id)
            try:
                async with self.tables.lock(row.channel_id):
                    notices += await self._fire_table(table_id, now)
            except TROUBLE:
                # The database failed, not this table: nothing is counted against it, and the pass stops here.
                # Each timer's unit of work is all or nothing (and guarded), so the next pass after the database
                # is back fires what is still due, once: none twice, none skipped.
                raise
            except Exception:
                failures = self.failures.get(table_id, 0) + 1
                self.failures[table_id] = failures
                self.retry_at[table_id] = now + min(RETRY_AFTER * GROWTH ** (failures - 1), RETRY_MAX)
                log.exception("Timers of table %s failed (%d time(s) in a row); retrying later", table_id, failures)
            else:
                self.failures.pop(table_id, None)
                self.retry_at.pop(table_id, None)
        return notices

    async def _fire_table(self, table_id: int, now: float) -> list[Notice]:
        notices: list[Notice] = []
        for _ in range(UNITS_PER_PASS):
            table = await self.store.table(table_id)
            context = await self.store.timer_context(table_id)
            due = [row for row in context.timers if row.due_at <= now]
            if not due:
                break
            if table is None or table.status != "active":
                await self.tables.commit(table, *(ClaimTimer(row.id, now, "game over") for row in context.timers))
                break
            if table.paused is not None:
                break  # its channel is gone: nothing is said or decided until a post gets through again
            loaded = await self.tables.load(table)
            # Deadlines first: a default restarts its seat's clock, so the settled decision is never reminded.
            row = min(due, key=lambda r: (r.kind != "deadline", r.due_at, r.id))
            notices += await self._fire_one(loaded, row, context, now)
        return notices

    async def _fire_one(
        self, loaded: Loaded, row: TimerRow, context: TimerContext, now: float
    ) -> list[Notice]:
        table = loaded.table
        prompts = self.timers.asked(loaded)
        prompt = next((p for p in prompts if p.seat == row.seat and p.kind == row.prompt), None)
        user = loaded.seats.get(row.seat)
        timer = as_timer(row)
        away = away_spans(context.vacations, user)
        mine = context.prefs.get(user, {}) if user is not None else {}
        quiet = quiet_of(mine)
        settings = table_settings(table)
        hours = {**timer_hours(settings), "handoff": handoff_hours(mine)}
        if prompt is None or user is None or due_at(timer, hours, away, quiet) > now:
            # What this row says is out of date (written before this plan, or preferences changed): re-plan.
            (planned,) = await self.tables.commit(
                table,
                self.timers.replan_op(
                    table, loaded.seats, [(p.seat, p.kind) for p in prompts], now=now, since=loaded.version,
                    why="answered",
                ),
            )
            if not planned:
                raise RuntimeError(f"timer {row.id} is due but the plan changes nothing")
            return []
        if row.kind == "reminder":
            window = quiet_window(quiet, now)
            if window is not None:  # a late pass inside quiet hours: wait for their end, which is ahead
                assert timer.prompt is not None
                await self.tables.commit(
                    table,
                    SetTimer(timer.id, window[1], timer.attempt, timer.last_at, timer.asked_at, timer.prompt,
                             expect_attempt=timer.attempt)
                )
                return []
            if timer.attempt == HANDOFF_PENDING:
                return await self._fire_handoff(loaded, timer, prompt, user, away, quiet, context, now)
            return await self._fire_reminder(loaded, timer, prompt, user, away, quiet, context, now)
        return await self._fire_deadline(loaded, timer, prompt, user, now)

    async def _fire_reminder(
        self, loaded: Loaded, timer: Timer, prompt: Prompt, user: int,
        away: list[Span], quiet: Quiet, context: TimerContext, now: float,
    ) -> list[Notice]:

        table = loaded.table
        seat_name = loaded.seat_names.get(timer.seat, timer.seat)
        with speaking(table_language(table)):  # a timer notice: the table's language (issue #28), even by DM
            text = t(
                "timer-reminder", who=mention(user), channel=f"<#{table.channel_id}>", seat=seat_name,
                since=ts(timer.asked_at, "R"), prompt=prompt_text(prompt),
            )
        # In a game in Teams, the reminder goes to the Unit's Team thread (if it has one), not the channel.
        post = thread_for_reminder(Post(content=clip(text), mention_user_ids=[user]), await self.posts.thread_of_seat(loaded, timer.seat))
        dm = user if context.prefs.get(user, {}).get("dm") else None
        sent = timer._replace(attempt=timer.attempt + 1, last_at=now)
        upcoming = reminder_due(sent, timer_hours(table_settings(table))["reminder"], away, quiet)
        results = await self.tables.commit(
            table,
            SetTimer(timer.id, upcoming, sent.attempt, now, timer.asked_at, prompt.kind, expect_attempt=timer.attempt),
            DropReminders(table.id, timer.seat, now),  # one reminder waiting per seat: the latest
            notice_op(table, post, kind="reminder", seat=timer.seat, dm_user_id=dm, now=now),
        )
        return [Notice(id=results[2], table_id=table.id, channel_id=table.channel_id, dm_user_id=dm, kind="reminder",
                       seat=timer.seat, post=post)]

    async def _fire_handoff(
        self, loaded: Loaded, timer: Timer, prompt: Prompt, user: int,
        away: list[Span], quiet: Quiet, context: TimerContext, now: float,
    ) -> list[Notice]:
        """The hand-off ping (issue #46): the decision passed to this seat and no new message said so.

        A short new message that mentions its player (an edit never notifies), in the channel, their Team's
        thread or by DM as they chose; one unit of work with the timer, which becomes the seat's ordinary
        reminder (the first one ``reminder_hours`` after the ask). In the channel it carries a
        :class:`~bot.service.common.Track` of role ``handoff:<seat>``: the discord layer reports the message,
        and the seat's next move deletes it (its notification stays in the player's inbox)."""
        table = loaded.table
        seat_name = loaded.seat_names.get(timer.seat, timer.seat)
        with speaking(table_language(table)):
            text = t("timer-handoff", who=mention(user), seat=seat_name, prompt=prompt_text(prompt))
        track = Track(table_id=table.id, role=handoff_role(timer.seat), seq=loaded.version)
        thread = await self.posts.thread_of_seat(loaded, timer.seat)
        post = thread_for_reminder(
            Post(content=clip(text), mention_user_ids=[user], track=None if thread else track), thread
        )
        dm = user if context.prefs.get(user, {}).get("dm") else None
        sent = timer._replace(attempt=0, last_at=now)  # now an ordinary reminder, the first one still to come
        upcoming = reminder_due(sent, timer_hours(table_settings(table))["reminder"], away, quiet)
        results = await self.tables.commit(
            table,
            SetTimer(timer.id, upcoming, 0, now, timer.asked_at, prompt.kind, expect_attempt=timer.attempt),
            notice_op(table, post, kind="handoff", seat=timer.seat, dm_user_id=dm, now=now),
        )
        return [Notice(id=results[1], table_id=table.id, channel_id=table.channel_id, dm_user_id=dm, kind="handoff",
                       seat=timer.seat, post=post)]

    async def _fire_deadline(
        self, loaded: Loaded, timer: Timer, prompt: Prompt, user: int, now: float
    ) -> list[Notice]:
        """Close the deadline, apply and log the default, plan the next timers, queue the posts: one unit of work."""

        table, engine = loaded.table, loaded.engine
        seat_name = loaded.seat_names.get(timer.seat, timer.seat)
        claim = ClaimTimer(timer.id, now, "deadline")
        if prompt.default is None:
            with speaking(table_language(table)):
                waiting = t("timer-no-default", seat=seat_name, who=mention(user))
            post = thread_for_reminder(Post(content=waiting, mention_user_ids=[user]), await self.posts.thread_of_seat(loaded, timer.seat))
            queued = notice_op(table, post, kind="no-default", seat=timer.seat, dm_user_id=None, now=now)
            results = await self.tables.commit(table, claim, queued)
            return [
                Notice(id=results[1], table_id=table.id, channel_id=table.channel_id, kind="no-default",
                       seat=timer.seat, post=post)
            ]
        action = engine.parse_action(prompt.default)
        step = engine.apply(loaded.state, timer.seat, action)
        said = {"seat": seat_name, "when": ts(now), "default": prompt.default}
        note = Event(
            kind="service:deadline",
            text=t("timer-default-applied", lang="en", **said),
            phase=engine.phase_label(loaded.state),
            key="events-deadline",
            args={"seat": seat_name, "when": ts(now), "default": prompt.default},
        )

        text = engine.format_action(action)
        applied = Applied(timer.seat, text, step.state, tuple(step.events), frozenset(), text)
        committed = await self.entries.write(loaded, None, [(loaded.state, applied)], notes=[note], also=[claim], announce="deadline")
        return committed.notices

    # -- a channel that is gone --

    async def channel_failed(self, channel_id: int, code: int) -> bool:
        """Count a post the channel refused for good (Discord 10003 Unknown Channel, 50001 Missing Access).

        After :data:`PAUSE_AFTER` such failures the channel's game is paused: its timers stop, so
        no reminder is sent and no deadline default is applied for absent players. Return True
        when the game is (now) paused. Other codes are not the channel's fault and count nothing.
        """
        if code not in GONE_CODES:
            return False
        async with self.tables.lock(channel_id):
            table = await self.store.latest_table(channel_id)
            if table is None or table.status != "active":
                return False
            if table.paused is not None:
                return True
            failures = await self.store.post_failures(table.id) + 1
            why = GONE_CODES[code] if failures >= PAUSE_AFTER else None
            await self.tables.commit(table, Expect(table.id, ("active",)), SetPaused(table.id, why, failures))
            self.tables.rows.pop(channel_id, None)
            return why is not None

    async def channel_back(self, channel_id: int) -> bool:
        """The channel can be reached again: resume a paused game (every waiting clock restarts now)."""
        async with self.tables.lock(channel_id):
            table = await self.store.latest_table(channel_id)
            if table is None or table.status != "active":
                return False
            if table.paused is None and not await self.store.post_failures(table.id):
                return False
            was_paused = table.paused is not None
            restart = await self.timers.resume_ops(table) if was_paused else []
            await self.tables.commit(table, Expect(table.id, ("active",)), SetPaused(table.id, None, 0), *restart)
            self.tables.rows.pop(channel_id, None)
            return was_paused

    async def paused_channels(self) -> list[int]:
        """The channels whose game is paused because the channel could not be reached."""
        return await self.store.paused_channels()

