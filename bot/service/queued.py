"""Queued plays (issue #46): what a player decided ahead, played for them as soon as it is their turn again.

In Pegasus Bridge every card waits for the opponent's answer (a cancellation window) before it takes effect, so a
player's evening of "play 1202, play 1204, done" used to be three round trips, each a ping for a player who had
long left. A player may now give the whole plan at once (``/pb do play 1202; play 1204; done``, or an action typed
while the opponent is still to answer): the lines that can be played now are played, and the rest is kept, privately,
as the seat's **queue**. After each move of the table the service looks at the queues of the seats asked and plays
their next lines on the seat's behalf (logged as the bot's move for that seat, with a note naming the plan), through
the one write path, in order, while:

- every move of another seat since the queue was set (or last played from) is an answer the game names as leaving a
  plan standing, to the kind of decision it names (:meth:`~bot.service.extensions.GameExtension.queue_keeps`:
  Pegasus Bridge's ``let it stand`` in a cancellation window, ``pass`` when a German Unit's loss may be answered);
- the owner made no move of their own meanwhile (a move by hand takes the seat back), still holds the seat, and the
  log did not go back (an undo);
- the line is legal when its turn comes.

Otherwise the queue is set aside, whole, and the seat is asked as usual (with its hand-off ping). A queue is never
shown to anyone but its owner (``/pb queue``); a line becomes public when it is played, as any move. Each play of
queued lines is one unit of work with the queue's new state, so a crash never plays a line twice or loses one; the
timer loop (:meth:`Queued.due`) plays what a crash left waiting. Only games whose extension names such answers keep
queues; elsewhere an action out of turn is refused as before.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Sequence
from typing import Any

from bot.service.command import Order, read
from bot.service.common import Applied, Loaded, Post, is_computer
from bot.service.entries import Entries
from bot.service.errors import InvalidInputError, ServiceError
from bot.service.extensions import extension_of
from bot.service.faults import TROUBLE
from bot.service.posts import Posts
from bot.service.tables import Tables
from bot.service.timers import Notice
from db.contract import GameStore, QueueRow, SetQueue
from i18n import t
from rules.core import Event, RuleError

log = logging.getLogger(__name__)

MOST = 40
"""At most this many queued lines are played after one move (a queue holds at most a batch's 40 lines)."""
QUEUED_NOTICE = "queued"
"""The outbox kind of queued plays made by the timer loop (after a restart)."""


def queue_keeps(game: str) -> frozenset[tuple[str, str]]:
    return extension_of(game).queue_keeps()


def waiting_seat(entries: Entries, loaded: Loaded, user_id: int, order: Order) -> str | None:
    """The seat ``order`` would be queued for: the user's seat when none of theirs is asked now and the game keeps
    queues (None: the line is played, or refused, now). A player holding several seats queues only with a seat named
    (by the command or the line's ``seat:`` prefix)."""
    if not queue_keeps(loaded.table.game) or loaded.engine.outcome(loaded.state) is not None:
        return None
    mine = entries.tables.user_seats(loaded, user_id)
    seat = order.seat
    if order.named and seat not in mine:
        return None  # another's seat: refused now
    asked = loaded.engine.active_seats(loaded.state)
    if seat is not None:
        return seat if seat in mine and seat not in asked else None
    if len(mine) != 1 or mine[0] in asked:
        return None
    if order.error is not None:
        return None  # refused now, with the parser's words
    return None if loaded.engine.accepts_out_of_turn(loaded.state, order.action) else mine[0]


def check_lines(loaded: Loaded, owner: str, orders: Sequence[Order], first: int) -> tuple[str, ...]:
    """The lines to queue for seat ``owner``, each read as an action of the game (a ``seat:`` prefix naming the owner
    dropped); a line that is no action, or names another seat, refuses the whole batch, naming it (``first``: the
    number of the first one)."""
    out: list[str] = []
    for number, order in enumerate(orders, first):
        try:
            if order.named and order.seat != owner:
                raise InvalidInputError(t("queue-other-seat", seat=loaded.seat_names.get(owner, owner)))
            action = order.typed()
        except (RuleError, InvalidInputError) as exc:
            raise InvalidInputError(t("queue-unreadable", number=str(number), line=order.body[:200], reason=str(exc))) from None
        out.append(loaded.engine.format_action(action))
    return tuple(out)


def queued_note(seat_name: str, lines: Sequence[str], keeps: frozenset[tuple[str, str]]) -> Post:
    """The owner's private word on a queue just kept."""
    listed = "; ".join(f"`{line}`" for line in lines)
    answers = ", ".join(f"`{text}`" for text in sorted({text for _, text in keeps}))
    return Post(content=t("queue-kept", seat=seat_name, lines=listed, count=len(lines), answers=answers), ephemeral=True)


async def alive(tables: Tables, loaded: Loaded, row: QueueRow, keeps: frozenset[tuple[str, str]]) -> bool:
    """Whether ``row`` still stands at the loaded position (see the module docstring): every move since it was set
    (or last played from) is another seat's answer of a kind ``keeps`` names, to the decision it was asked."""
    if loaded.seats.get(row.seat) != row.user_id or loaded.version < row.since:
        return False
    actions = await tables.store.actions(loaded.table.id, after=row.since)
    texts = {text for _, text in keeps}
    if any(a.kind != "action" or a.seat == row.seat or a.text not in texts for a in actions):
        return False
    if not actions:
        return True
    engine = loaded.engine
    state = await tables.state_at(loaded.table, engine, row.since)  # what each answer was asked, replayed
    for action in actions:
        kinds = {seat: kind for seat, kind in engine.asked(state)}
        if (kinds.get(action.seat or ""), action.text) not in keeps:
            return False
        state = engine.apply(state, action.seat or "", engine.parse_action(action.text)).state
    return True


class Queued:
    """Play the queues of the seats asked (see the module docstring)."""

    def __init__(self, store: GameStore, tables: Tables, entries: Entries, posts: Posts) -> None:
        self.store = store
        self.tables = tables
        self.entries = entries
        self.posts = posts

    async def show(self, loaded: Loaded, user_id: int) -> list[tuple[str, tuple[str, ...]]]:
        """The user's standing queues at the table: (seat, lines); queues set aside are not shown."""
        keeps = queue_keeps(loaded.table.game)
        rows = await self.store.queued_plays(loaded.table.id) if keeps else {}
        return [(seat, row.lines) for seat, row in rows.items()
                if row.user_id == user_id and await alive(self.tables, loaded, row, keeps)]

    async def command(self, channel_id: int, user_id: int, clear: bool) -> Post:
        """``/pb queue``: the caller's standing queues, privately; ``clear``: set them aside (nothing else changes)."""
        async with self.tables.lock(channel_id):
            table = await self.tables.table(channel_id, live=False)
            if not queue_keeps(table.game):
                raise ServiceError(t("queue-not-here"))
            loaded = await self.tables.load(table)
            shown = await self.show(loaded, user_id)
            if clear:
                for seat, _lines in shown:
                    await self.tables.commit(None, SetQueue(table.id, seat, user_id, (), loaded.version))
                return Post(content=t("queue-cleared") if shown else t("queue-none"), ephemeral=True)
        if not shown:
            return Post(content=t("queue-none"), ephemeral=True)
        return Post(content="\n".join(
            t("queue-shown", seat=loaded.seat_names.get(seat, seat), lines="; ".join(f"`{x}`" for x in lines))
            for seat, lines in shown), ephemeral=True)

    async def play(self, channel_id: int, *, announce: list[Notice] | None = None) -> list[Post]:
        """Play the queued lines the table's position allows, one write per seat's run; the public posts (with
        ``announce``: queued in the outbox, their notices added to it)."""
        posts: list[Post] = []
        for _ in range(MOST):
            async with self.tables.lock(channel_id):
                table = await self.tables.table(channel_id, live=False)
                keeps = queue_keeps(table.game)
                if table.status != "active" or not keeps:
                    break
                rows = await self.store.queued_plays(table.id)
                if not rows:
                    break
                loaded = await self.tables.load(table)
                committed = await self._step(loaded, rows, keeps, announce)
                if committed is None:
                    break
                if announce is None:
                    posts += [p for p in await self.posts.present(committed) if not p.ephemeral]
                else:
                    announce += [n for n in committed.notices if not n.post.ephemeral]
        return posts

    async def _step(self, loaded: Loaded, rows: dict[str, QueueRow], keeps: frozenset[tuple[str, str]],
                    announce: list[Notice] | None) -> Any:
        """Play the first asked seat's queued lines while it stays asked; set aside a queue that no longer stands.
        None when nothing was played."""
        if loaded.engine.outcome(loaded.state) is not None:
            return None
        asked = loaded.engine.active_seats(loaded.state)
        for seat in self.tables.seat_order(loaded):
            row = rows.get(seat)
            if row is None or seat not in asked:
                continue
            if not await alive(self.tables, loaded, row, keeps):
                await self._drop(loaded, row)
                continue
            steps = self._steps(loaded, row)
            if not steps:
                await self._drop(loaded, row)
                continue
            rest = row.lines[len(steps):]
            also = [SetQueue(loaded.table.id, seat, row.user_id, rest, loaded.version + len(steps))]
            # Logged as a move on the seat's behalf (no interaction of its player: their news goes behind a button
            # or by DM, never into someone else's reply), with a note saying whose plan it was.
            name = loaded.seat_names.get(seat, seat)
            lines = "; ".join(a.text for _, a in steps)
            note = Event(kind="service:queued", text=t("events-queued", lang="en", seat=name, lines=lines),
                         phase=next((e.phase for e in steps[0][1].events if e.phase), ""), key="events-queued",
                         args={"seat": name, "lines": lines})
            if announce is not None:  # the timer pass (after a restart): nobody is known to be at the table
                return await self.entries.write(loaded, None, steps, notes=[note], also=also, announce=QUEUED_NOTICE,
                                                planned_by=row.user_id)
            # Right after a command: its author is at the table; a seat of theirs this asks again is told by the
            # hand-off ping after their delay (cancelled by their next move), not at once.
            last = await self.store.actions(loaded.table.id, after=loaded.version - 1)
            author = last[-1].user_id if last else None
            present = author if author is not None and author != row.user_id and not is_computer(author) else None
            return await self.entries.write(loaded, None, steps, notes=[note], also=also, prefetch=True,
                                            present=present, planned_by=row.user_id)
        return None

    def _steps(self, loaded: Loaded, row: QueueRow) -> list[tuple[Any, Applied]]:
        """The queue's next lines that apply while its seat is asked (a refused line ends the run, and the rest of
        the queue with it once nothing could be played)."""
        steps: list[tuple[Any, Applied]] = []
        position = loaded
        for line in row.lines:
            if row.seat not in position.engine.active_seats(position.state) or position.engine.outcome(position.state):
                break
            try:
                applied = self.entries.resolve(position, row.user_id, read(loaded.engine, (), line, row.seat))
            except (RuleError, ServiceError) as exc:
                log.info("A queued play %r of %s at table %s was refused: %s", line, row.seat, loaded.table.id, exc)
                return steps if steps else []
            steps.append((position.state, applied))
            position = dataclasses.replace(position, state=applied.state, version=position.version + 1)
        return steps

    async def _drop(self, loaded: Loaded, row: QueueRow) -> None:
        await self.tables.commit(None, SetQueue(loaded.table.id, row.seat, row.user_id, (), loaded.version))

    async def due(self) -> list[Notice]:
        """Play what the queues allow at every table that has one (start-up and each timer pass: after a crash
        between a move and the queued plays it allowed). Their posts go to the outbox."""
        notices: list[Notice] = []
        for _table_id, channel_id in await self.store.tables_with_queues():
            try:
                await self.play(channel_id, announce=notices)
            except TROUBLE:
                raise
            except Exception:
                log.exception("The queued plays of channel %s could not be played; the next pass tries again", channel_id)
        return notices
