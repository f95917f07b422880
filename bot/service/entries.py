"""Entries: an action resolved to what it applies, and the ONE write of play (one action or a batch).

A part of the service (:class:`Entries`) taking the store, :class:`~bot.service.tables.Tables`,
:class:`~bot.service.timers.Timers` (each write re-plans the table's timers in its own unit of work) and
:class:`~bot.service.posts.Posts` (a write that announces itself, like a deadline's default, queues its
posts with it). Whatever logs an action (a submit, a button, a batch, a dice tray, a deadline) comes
through :meth:`Entries.write`: the snapshot policy, the append and the timer plan live here only.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bot.service.command import Order
from bot.service.common import SNAPSHOT_EVERY, Applied, Committed, Loaded, event_dict, mention
from bot.service.errors import NotPlayerError, ServiceError
from bot.service.posts import Posts
from bot.service.private_news import dm_ops
from bot.service.ratings import result_op
from bot.service.tables import Recovered, Tables
from bot.service.timers import Notice, Timers, asking, notice_op
from bot.service.words import english
from db.contract import Append, GameStore, Op, ReadStory
from i18n import t
from rules.core import Event, RuleError
from rules.core.errors import NotYourTurnError


class Entries:
    """Resolve an action and write entries (see the module docstring)."""

    def __init__(
        self, store: GameStore, tables: Tables, timers: Timers, posts: Posts, clock: Callable[[], float]
    ) -> None:
        self.store = store
        self.tables = tables
        self.timers = timers
        self.posts = posts
        self.clock = clock

    def resolve(self, loaded: Loaded, user_id: int, order: Order) -> Applied:
        """Check and apply one action of ``user_id``, read once (:func:`bot.service.command.read`), to ``loaded``
        (nothing is written: :meth:`write` does)."""
        engine, state = loaded.engine, loaded.state
        mine = self.tables.user_seats(loaded, user_id)
        if not mine:
            raise NotPlayerError(t("err-not-playing"))
        seat = order.seat
        if order.named and seat not in mine:
            raise NotPlayerError(t("err-not-your-seat-act", seat=seat))
        if engine.outcome(state) is not None:
            raise ServiceError(t("err-game-over"))
        action = order.typed()
        waiting = engine.active_seats(state)
        prompted = [s for s in self.tables.seat_order(loaded) if s in waiting]
        if seat is not None and seat not in mine:
            raise NotPlayerError(t("err-not-your-seat", seat=seat))
        candidates = [s for s in mine if s in prompted] if seat is None else [seat]
        if not candidates and not engine.accepts_out_of_turn(state, action):
            names = {} if english() else loaded.seat_names  # English keeps the seat ids players type
            who = ", ".join(f"{names.get(s, s)} ({mention(loaded.seats[s])})" for s in dict.fromkeys(prompted))
            who = who or t("post-nobody")
            raise NotYourTurnError(t("err-not-your-turn", who=who))

        candidates = candidates or mine
        error: RuleError | None = None
        for candidate in candidates:
            try:
                step = engine.apply(state, candidate, action)
            except RuleError as exc:
                error = error or exc
                continue
            return Applied(
                candidate, engine.format_action(action), step.state, tuple(step.events), waiting,
                engine.public_text(action),
            )
        assert error is not None
        raise error

    async def write(
        self,
        loaded: Loaded,
        user_id: int | None,
        steps: Sequence[tuple[Any, Applied]],
        *,
        notes: Sequence[Event] = (),
        also: Sequence[Op] = (),
        announce: str | None = None,
        prefetch: bool = False,
        present: int | None = None,
        planned_by: int | None = None,
    ) -> Committed:
        """Log one applied action, or a batch of them, in ONE unit of work; the only write path of play.

        ``steps``: (the state before, what applying gave) of each action, in order; each is its own log
        entry, with a snapshot where a phase ends (or every :data:`SNAPSHOT_EVERY` entries), and ``notes``
        (service events) are logged before the first one's events. ``also``: further writes that must
        commit with the entries or not at all (e.g. closing the timer whose deadline applied a default).
        The same unit re-plans the table's timers from the last position (the acting seats' clocks
        restart). With ``announce`` (a notice kind), the entry's posts are built before the commit and
        queued in the outbox by it, so what is decided is always said. ``prefetch``: the entry is
        presented right after, so the read its post needs rides on the same unit of work. ``present``: a player at the
        table who did not make the entry (:attr:`Committed.present`); ``planned_by``: whose queued plan it plays.
        """
        engine, table = loaded.engine, loaded.table
        last_snap = self.tables.snapshots.get(table.id)
        if last_snap is None:
            snap = await self.store.latest_snapshot(table.id)
            last_snap = snap.seq if snap else 0
        entries: list[Op] = []
        logged: list[Event] = []
        boundary = False
        seq = loaded.version
        for before, applied in steps:
            seq += 1
            after_key = engine.phase_key(applied.state)
            outcome = engine.outcome(applied.state)
            ends = engine.phase_key(before) != after_key or outcome is not None
            boundary = boundary or ends
            snapshot = None
            if ends or seq - last_snap >= SNAPSHOT_EVERY:
                label, dumped = engine.phase_label(applied.state), engine.dump_state(applied.state)
                snapshot = (after_key[0], after_key[1], label, dumped, ends)
                last_snap = seq
            events = [*notes, *applied.events] if not logged and notes else list(applied.events)
            logged += events
            entries.append(
                Append(
                    table.id,
                    seq,
                    seat=applied.seat,
                    user_id=user_id,
                    kind="action",
                    text=applied.text,
                    events=[event_dict(e) for e in events],
                    snapshot=snapshot,
                    status="finished" if outcome is not None else None,
                    shown=applied.shown,
                )
            )
        final = steps[-1][1]
        outcome = engine.outcome(final.state)
        now = self.clock()
        row = table.at_version(seq, "finished" if outcome is not None else table.status)
        after = Loaded(row, engine, final.state, seq, loaded.seats)
        committed = Committed(
            loaded, after, user_id, final.seat, "; ".join(a.text for _, a in steps), logged, boundary,
            "; ".join(a.shown for _, a in steps), lines=[a for _, a in steps], present=present,
            planned_by=planned_by,
        )
        committed.asked = (set(engine.asked(loaded.state)), set(engine.asked(final.state)))
        # Who is newly asked and will not be pinged by the entry's post gets a hand-off ping (issue #46): planned
        # with the timers, in the same unit of work, so that a crash never loses it.
        nudge = await self.posts.unannounced(committed, {s for s, _ in committed.asked[1] - committed.asked[0]})
        # The plan reads the timers inside the entries' own transaction, after ``also`` (a deadline it closes).
        timers = self.timers.replan_op(
            table, loaded.seats, asking(engine, final.state), now=now, since=seq,
            restart={a.seat for _, a in steps}, why="game over" if outcome is not None else "answered", nudge=nudge,
        )
        queued: list[Op] = []
        if announce is not None:
            committed.notices = [
                Notice(table_id=table.id, channel_id=table.channel_id, kind=announce, seat=final.seat, post=post)
                for post in await self.posts.present(committed)
                if not post.ephemeral  # an actor's private reply is never queued for the channel
            ]
            queued = [
                notice_op(table, n.post, kind=announce, seat=final.seat, dm_user_id=None, now=now)
                for n in committed.notices
            ]
        # The post's read rides on the same unit of work (one call of the database thread, not two).
        story_op: list[Op] = []
        if prefetch and announce is None:
            phase_post = boundary or bool(committed.asked[1] - committed.asked[0])
            story_op = [ReadStory(table.id, "live", loaded.version, base=loaded.version + 1) if phase_post
                        else ReadStory(table.id, "live", seq)]
        secret_dms = await dm_ops(self.store, committed, now)  # before ``queued``: their ids are counted from the end
        if outcome is not None:  # the game's result, per seat, with its last entry (issue #50)
            entries.append(result_op(table.id, table.game, table.options, loaded.seats, winners=outcome.winners))
        results = await self.tables.commit(table, *also, *entries, timers, *secret_dms, *queued, *story_op, row=row)
        if isinstance(results, Recovered):
            pass  # applied, but the answer was lost with the connection: the post reads its story itself, and the
            # queued notices, already in the outbox, go out from there (their ids are not needed to send them)
        elif story_op:
            committed.story = (phase_post, results[-1])
        elif queued:
            ids = results[len(results) - len(queued):]
            committed.notices = [n.model_copy(update={"id": i}) for n, i in zip(committed.notices, ids, strict=True)]
        self.tables.positions[table.id] = (seq, final.state)
        self.tables.snapshots[table.id] = last_snap
        return committed

