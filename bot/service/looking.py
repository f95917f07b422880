"""Looking at a game: its status, the board now or after a turn, and the channel's game with its "Now" line.

A feature (:class:`Looking`) that only reads, taking the store, :class:`~bot.service.tables.Tables` and
:class:`~bot.service.posts.Posts` (the board images and the waiting line).
"""

from __future__ import annotations

from bot.service.common import (
    Post,
    event_text,
    mention,
    result_text,
    shown_to,
    table_language,
)
from bot.service.edge import (
    ChannelId,
    Phase,
    Turn,
)
from bot.service.errors import (
    ServiceError,
)
from bot.service.game_words import game_title
from bot.service.live_message import tell_post
from bot.service.posts import Posts, with_pictures
from bot.service.story import Line
from bot.service.tables import Tables
from bot.service.words import options_line, outcome_reason, phase_heading, phase_text, seat_names
from db.contract import (
    GameStore,
    TableRow,
)
from i18n import has, t
from rules.core import find_game


class Looking:
    """Status, board and the channel's game (see the module docstring)."""

    def __init__(self, store: GameStore, tables: Tables, posts: Posts) -> None:
        self.store = store
        self.tables = tables
        self.posts = posts

    async def status(self, channel_id: ChannelId, shared: bool = False) -> Post:
        """The channel's game: its options, seats and who must act (``shared``: posted for the channel)."""
        table = await self.tables.table(channel_id, live=False)
        with shown_to(table, shared):
            return await self._status(table)

    async def _status(self, table: TableRow) -> Post:
        engine = find_game(table.game)
        spec = engine.spec
        seats = await self.store.seats(table.id)
        status = f"status-{table.status}"
        lines = [f"**{game_title(spec)}** — {t(status) if has(status) else table.status}"]
        lines.append(t("status-options", options=options_line(engine, table.options) or t("lobby-none")))
        lines.append(
            t(
                "status-seats",
                seats=", ".join(
                    f"{seat_names(engine, table.options).get(s, s)}: {mention(seats[s]) if s in seats else t('status-open')}"
                    for s in engine.seats_for(table.options)
                ),
            )
        )
        if table.paused is not None and table.status == "active":
            lines.append(t("status-paused", why=table.paused))
        if table.status == "lobby":
            return Post(content="\n".join(lines))
        loaded = await self.tables.load(table)
        lines.append(t("status-position", phase=phase_text(engine, loaded.state)))
        outcome = engine.outcome(loaded.state)
        now: list[str] = []
        if outcome is not None:
            now.append(t("status-result", result=result_text(seat_names(engine, table.options), outcome.winners)) + f" {outcome_reason(engine, loaded.state, outcome.reason)}")
        elif table.status == "active":
            now.append(await self.posts.now_line(loaded, ping=False))
        else:  # resigned or aborted: the last log entry says how it ended
            last = await self.store.events(table.id, after=loaded.version - 1)
            now += [t("status-ended", text=event_text(e, table_language(table))) for e in last if e.seat is None]
        pictures = await self.posts.pictures(loaded)
        # The board described in words may go below, in an embed; who must act (or how it ended) stays in the text.
        words = [Line(p.alt_text) for p in pictures if p.alt_text]
        told = tell_post("\n".join(lines), words, "\n".join(now), over=outcome is not None)
        return with_pictures(Post(content=told.content, embeds=list(told.embeds)), pictures)

    async def board(
        self, channel_id: ChannelId, turn: Turn | None = None, phase: Phase | None = None, shared: bool = False
    ) -> Post:
        """The board now, or after a turn or phase (``shared``: posted for the channel)."""
        table = await self.tables.table(channel_id, live=False)
        engine = find_game(table.game)
        if table.status == "lobby":
            raise ServiceError(t("err-board-not-started"))
        current = await self.tables.load(table)
        if turn is None and phase is None:
            with shown_to(table, shared):
                state, label = current.state, t("status-current", phase=phase_text(engine, current.state))
            at = current.version
        else:
            turn_no = turn if turn is not None else engine.phase_key(current.state)[0]
            n = phase if phase is not None else 999
            snap = await self.store.snapshot_after_phase(table.id, turn_no, n)
            if snap is None:
                if phase is None:
                    raise ServiceError(t("err-turn-not-over", turn=str(turn_no)))
                raise ServiceError(t("err-phase-not-over", turn=str(turn_no), phase=str(phase)))
            state, at = engine.load_state(snap.state_json), snap.seq
            with shown_to(table, shared):
                if phase is None:
                    label = t("status-board-after-turn", turn=str(turn_no), label=phase_heading(table.game, snap.label))
                else:
                    label = t(
                        "status-board-after-phase", turn=str(turn_no), phase=str(phase),
                        label=phase_heading(table.game, snap.label),
                    )
        return with_pictures(Post(content=label), await self.posts.pictures(current, at=(state, at)))

    async def channel_game(self, channel_id: ChannelId) -> tuple[str | None, str | None]:
        """Return (game id, the "Now: …" line) of the channel's game; (None, None) without one."""
        table = await self.store.latest_table(channel_id)
        if table is None:
            return None, None
        if table.status != "active":
            return table.game, None
        return table.game, await self.posts.now_line(await self.tables.load(table), ping=False) or None

