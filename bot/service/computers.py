"""Computer seats (issue #26): a seat played by the game's computer, through the same path as a person.

A feature (:class:`Computers`) taking the store, :class:`~bot.service.tables.Tables`,
:class:`~bot.service.entries.Entries` (resolve and the one write), :class:`~bot.service.posts.Posts`, and the
two features whose rules it reuses: :class:`~bot.service.lobby.Lobby` (a computer takes an open seat like a
person joining) and :class:`~bot.service.longplay.LongPlay` (a person's seat passes to the computer only as
``/game replace`` allows: the player's consent, or ``force`` after a week without acting).

A computer seat is stored like any seat: its user id is a small reserved number
(:func:`~bot.service.common.is_computer`), so the seats, the log and the exports keep their shape. Whenever a
computer's seat is asked (:meth:`rules.core.engine.GameEngine.asked`), :meth:`Computers.play` asks
:func:`ai.choose` for its action OFF the event loop (a process pool by default: the engines are pure Python,
so another table never waits); its decisions while it stays the seat asked are written through
:meth:`Entries.write` with the computer's id as ONE batch (one log entry each, shown once), under the table's
lock, as long as the position did not move meanwhile. It loops while a computer is asked.
Callers run it right after any commit (:meth:`Computers.after`); at start-up and at every pass of the timer
loop :meth:`Computers.due` catches up the tables left waiting for a computer (a crash, a restart, a
deadline's default), queuing its posts in the outbox so they survive another crash. A refused or failed
decision never loops: the table's computer stops (until a restart) and says so in the channel.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import multiprocessing
import re
from collections.abc import Callable
from concurrent.futures import BrokenExecutor, Executor, ProcessPoolExecutor
from typing import Any

from ai import choose, computer_for
from bot.service.command import read
from bot.service.common import (
    Applied,
    Loaded,
    Post,
    computer_id,
    is_computer,
    mention,
    seat_holder,
    table_language,
)
from bot.service.edge import ChannelId, Seat, UserId, YesNo
from bot.service.entries import Entries
from bot.service.errors import PermissionDeniedError, SeatError, ServiceError
from bot.service.faults import TROUBLE
from bot.service.game_words import game_title
from bot.service.lobby import Lobby
from bot.service.longplay import LongPlay
from bot.service.posts import Posts
from bot.service.queued import Queued, queue_keeps
from bot.service.tables import Tables
from bot.service.timers import Notice, notice_op
from bot.service.words import seat_names
from db.contract import GameStore
from i18n import speaking, t
from rules.core import RuleError, find_game

log = logging.getLogger(__name__)

ROUNDS = 8
"""After a command, at most this many rounds of computers' moves and queued plays (each round ends when neither moves)."""
MOVES_PER_CALL = 400
TURN = 40
"""At most this many decisions of one computer written (and shown) as one batch."""
"""At most this many computer moves in one call; a table of computers only goes on at the next pass."""
COMPUTER_NOTICE = "computer"
"""The outbox kind of a computer's move made outside a player's command (a restart, a deadline's default)."""
HANDED = re.compile(r"replace (?P<seat>\S+): <@(?P<old>\d+)> -> <@(?P<new>\d+)>")
"""The text of a seat change in the log (``LongPlay.hand_over``): whose seat passed to whom."""


def decide(game: str, dumped: str, seat: str) -> str:
    """Run in a worker: the computer's action for ``seat`` in the dumped state of ``game``."""
    engine = find_game(game)
    return choose(engine, engine.load_state(dumped), seat)


def default_pool() -> Executor:
    """Two worker processes (this machine's cores), started fresh rather than forked from the event loop."""
    return ProcessPoolExecutor(max_workers=2, mp_context=multiprocessing.get_context("spawn"))


class Computers:
    """Seat the computer, let it play, hand a seat to it and back (see the module docstring)."""

    def __init__(
        self,
        store: GameStore,
        tables: Tables,
        entries: Entries,
        posts: Posts,
        lobby: Lobby,
        longplay: LongPlay,
        pool: Executor | Callable[[], Executor] = default_pool,
        queued: Queued | None = None,
    ) -> None:
        self.store = store
        self.tables = tables
        self.entries = entries
        self.posts = posts
        self.lobby = lobby
        self.longplay = longplay
        self._pool = pool
        self.queued = queued
        """The players' queued plays (:mod:`bot.service.queued`): moves made on a seat's behalf too, run with the
        computers' after a command and at each timer pass (a queued play may ask a computer, and the other way)."""
        self._factory = pool if not isinstance(pool, Executor) else None
        self.paused: set[int] = set()
        """Tables whose computer stopped after a refusal or a failure (until the service restarts)."""
        self.people_only: set[int] = set()
        """Tables seen without a computer seat (the timer loop skips them; a seat given to one clears this)."""

    def pool(self) -> Executor:
        if not isinstance(self._pool, Executor):
            self._pool = self._pool()  # started on the first decision only
        return self._pool

    def renew_pool(self) -> bool:
        """A worker died (the pool is broken): start a fresh pool; False when the pool was given ready-made."""
        if self._factory is None:
            return False
        self.close()
        self._pool = self._factory
        return True

    def close(self) -> None:
        if isinstance(self._pool, Executor):
            self._pool.shutdown(wait=False, cancel_futures=True)

    # -- seating ----------------------------------------------------------------------

    async def seat(
        self, channel_id: ChannelId, user_id: UserId, seat: Seat, *, is_manager: YesNo = False, force: YesNo = False
    ) -> list[Post]:
        """Give ``seat`` to the computer: an open seat in the lobby (its creator), else as ``/game replace`` would."""
        table = await self.tables.table(channel_id)
        engine = find_game(table.game)
        order = engine.seats_for(table.options)
        seat = seat.strip().lower()
        if seat not in order:
            raise SeatError(t("err-replace-no-seat", seat=seat[:40], seats=", ".join(order)))
        if not has_computer(engine.spec.id):
            raise ServiceError(t("computer-none-yet", game=game_title(engine.spec)))
        cid = computer_id(order.index(seat))
        self.people_only.discard(table.id)
        self.paused.discard(table.id)  # a seat given to it anew: it tries again
        if table.status == "lobby":
            if user_id != table.creator_id:
                raise PermissionDeniedError(t("computer-creator-only"))
            return await self.after(channel_id, await self.lobby.join(channel_id, cid, seat, table_id=table.id))
        if is_computer(table.seats.get(seat)):
            raise SeatError(t("computer-already", seat=seat_names(engine, table.options).get(seat, seat)))
        posts = await self.longplay.replace(channel_id, user_id, seat, cid, is_manager=is_manager, force=force)
        return await self.after(channel_id, posts)

    async def take_back(self, channel_id: ChannelId, user_id: UserId, seat: Seat) -> list[Post]:
        """Give a seat the computer took over back to the person who held it before (only they may ask)."""
        async with self.tables.lock(channel_id):
            table = await self.tables.table(channel_id)
            if table.status != "active":
                raise ServiceError(t("computer-take-back-active"))
            loaded = await self.tables.load(table)
            seat = seat.strip().lower()
            if seat not in loaded.seats:
                raise SeatError(t("err-replace-no-seat", seat=seat[:40], seats=", ".join(loaded.seats)))
            name = loaded.seat_names.get(seat, seat)
            if not is_computer(loaded.seats[seat]):
                raise SeatError(t("computer-not-playing", seat=name))
            person = await self.handed_by(table.id, seat)
            if person is None:
                raise SeatError(t("computer-since-lobby", seat=name))
            if person != user_id:
                raise PermissionDeniedError(t("computer-take-back-who", who=mention(person), seat=name))

            self.paused.discard(table.id)
            return await self.longplay.hand_over(loaded, seat, person, person)

    async def handed_by(self, table_id: int, seat: str) -> int | None:
        """The person whose seat last passed to the computer, or None when the computer held it from the lobby."""
        for action in reversed(await self.store.actions(table_id)):
            found = HANDED.fullmatch(action.text) if action.kind == "replace" else None
            if found and found["seat"] == seat:
                return int(found["old"]) if not is_computer(int(found["old"])) else None
        return None

    # -- playing ----------------------------------------------------------------------

    async def after(self, channel_id: int, posts: list[Post]) -> list[Post]:
        """``posts`` of a player's command, then the moves of the computers it left asked and the queued plays it
        allowed, in turn while either moves (never an error)."""
        row = self.tables.rows.get(channel_id)
        computers = row is None or any(is_computer(u) for u in row.seats.values())
        queues = self.queued is not None and (row is None or bool(queue_keeps(row.game)))
        if not computers and not queues:
            return posts
        try:
            for _ in range(ROUNDS):
                more = await self.play(channel_id) if computers else []
                if self.queued is not None and queues:
                    more += await self.queued.play(channel_id)
                posts = posts + more
                if not more:
                    break
            return posts
        except Exception:  # the player's own command stands; the timer loop tries the computer again
            log.exception("The computers or queued plays of channel %s could not play after a command", channel_id)
            return posts

    async def due(self) -> list[Notice]:
        """Let every table waiting for a computer play (at start-up and each pass of the timer loop).

        Its posts go to the outbox with the moves, like a deadline's default; one table's failure stops
        only that table.
        """
        notices: list[Notice] = []
        for table_id, channel_id in await self.store.active_tables():
            if table_id in self.people_only or table_id in self.paused:
                continue
            try:
                if not any(is_computer(u) for u in (await self.store.seats(table_id)).values()):
                    self.people_only.add(table_id)
                    continue
                for post in await self.play(channel_id, announce=notices):
                    notices.append(await self._queue(channel_id, table_id, post))
            except TROUBLE:
                raise  # the database failed, not this table: the pass stops, the next one plays what is still asked
            except Exception:
                log.exception("The computers of table %s could not play; the next pass tries again", table_id)
        if self.queued is not None:
            notices += await self.queued.due()
        return notices

    async def _queue(self, channel_id: int, table_id: int, post: Post) -> Notice:
        """A post of :meth:`play` that is not an entry's own (a computer stopping): into the outbox too."""
        table = await self.tables.table(channel_id)
        (notice_id,) = await self.tables.commit(
            table, notice_op(table, post, kind=COMPUTER_NOTICE, seat=None, dm_user_id=None, now=self.entries.clock())
        )
        return Notice(id=notice_id, table_id=table_id, channel_id=channel_id, kind=COMPUTER_NOTICE, post=post)

    def asked_computer(self, loaded: Loaded) -> str | None:
        """The first seat in play order that a computer holds and the position asks, if any."""
        if loaded.engine.outcome(loaded.state) is not None:
            return None
        waiting = {seat for seat, _ in loaded.engine.asked(loaded.state)}
        return next((s for s in self.tables.seat_order(loaded) if s in waiting and is_computer(loaded.seats.get(s))), None)

    async def play(
        self, channel_id: int, *, announce: list[Notice] | None = None, limit: int = MOVES_PER_CALL
    ) -> list[Post]:
        """Let the channel's computers act while one is asked; return what to post (see the module docstring).

        A computer's turn (its decisions while it stays the one asked, at most :data:`TURN` of them) is
        thought out from the position, then written as ONE batch (each decision its own log entry) if the
        game did not move meanwhile, and shown once. With ``announce``, the posts are queued in the outbox
        by that write and their notices added to the list; only a stopping computer's note is returned then.
        """
        posts: list[Post] = []
        moves = 0
        while moves < limit:
            async with self.tables.lock(channel_id):
                table = await self.tables.table(channel_id, live=False)
                if table.status != "active" or table.id in self.paused:
                    break
                loaded = await self.tables.load(table)
                seat = self.asked_computer(loaded)
                if seat is None:
                    break
            # Outside the lock: a person of this table may act meanwhile; no other table waits.
            steps, stopped = await self.think(loaded, seat, min(TURN, limit - moves))
            async with self.tables.lock(channel_id):
                now = await self.tables.table(channel_id, live=False)
                if now.id != table.id or now.status != "active":
                    break  # ended or aborted while it thought
                current = await self.tables.load(now)
                if current.version != loaded.version:
                    continue  # the game moved on while it thought: think again from the new position
                if steps:
                    kind = None if announce is None else COMPUTER_NOTICE
                    committed = await self.entries.write(
                        current, current.seats[seat], steps, announce=kind, prefetch=announce is None
                    )
                    moves += len(steps)
                    if announce is None:
                        posts += [p for p in await self.posts.present(committed) if not p.ephemeral]
                    else:
                        announce += [n for n in committed.notices if not n.post.ephemeral]
                if stopped is not None:
                    posts.append(self.stop(current, seat, stopped))
                    break
        return posts

    async def think(
        self, loaded: Loaded, seat: str, most: int
    ) -> tuple[list[tuple[Any, Applied]], tuple[str, dict[str, Any]] | None]:
        """The computer's decisions for ``seat`` from ``loaded`` while it stays the computer asked (at most
        ``most``), each checked by the rules as it would be written; and why it stopped, if it must."""
        steps: list[tuple[Any, Applied]] = []
        position = loaded
        renewed = False
        cid, engine, game = loaded.seats[seat], loaded.engine, loaded.table.game
        while len(steps) < most:
            dumped = engine.dump_state(position.state)
            try:
                text = await asyncio.get_running_loop().run_in_executor(self.pool(), decide, game, dumped, seat)
            except BrokenExecutor:
                if not renewed and self.renew_pool():  # a worker died (killed, out of memory): once, anew
                    renewed = True
                    continue
                log.exception("The computers' workers keep dying")
                return steps, ("computer-why-worker", {})
            except Exception as exc:
                log.exception("The computer playing %s at table %s failed", seat, loaded.table.id)
                return steps, ("computer-why-failed", {"error": type(exc).__name__})
            try:
                applied = self.entries.resolve(position, cid, read(engine, (), text, seat))
            except (RuleError, ServiceError) as exc:
                # The move and the refusal may name the seat's hidden cards (a refusal lists its legal moves): they
                # go to the server's log only, and the channel reads that a move was refused.
                log.error("The computer's action %r for %s at table %s was refused: %s", text, seat, loaded.table.id, exc)
                return steps, ("computer-why-refused", {})
            steps.append((position.state, applied))
            position = dataclasses.replace(position, state=applied.state)
            if self.asked_computer(position) != seat:
                break
        return steps, None

    def stop(self, loaded: Loaded, seat: str, why: tuple[str, dict[str, Any]]) -> Post:
        """Stop the table's computer after a refusal or a failure, and say so (never a loop of refusals)."""
        self.paused.add(loaded.table.id)
        who = seat_holder(loaded.seat_names, seat, loaded.seats.get(seat))
        with speaking(table_language(loaded.table)):  # a public notice: the table's language (issue #28)
            key, args = why
            words = {k: str(v) for k, v in args.items()}
            return Post(
                content=clip_line(t("computer-stopped", who=who, why=t(key, **words))),
                mention_user_ids=[loaded.table.creator_id],
            )


def clip_line(text: str) -> str:
    return text if len(text) <= 1900 else text[:1899] + "…"


def has_computer(game: str) -> bool:
    """True when ``game`` has a computer player (its module imported on demand)."""
    try:
        computer_for(game)
    except (KeyError, ImportError):
        return False
    return True
