"""Play: an action typed, pressed on a button or a dice tray, given as a batch of orders, or planned; the
autocomplete of actions; a seat's private view.

A feature (:class:`Play`) taking :class:`~bot.service.tables.Tables`, :class:`~bot.service.entries.Entries`
(resolve and the one write) and :class:`~bot.service.posts.Posts` (the one present). What only one game
has (the planner, the dice trays) is a hook of its :class:`~bot.service.extensions.GameExtension`, given
the entries part.
"""

from __future__ import annotations

from typing import Any

from bot.service.batch import complete_orders, form_of, submit_orders
from bot.service.common import (
    Committed,
    Post,
    filter_choices,
    mention,
)
from bot.service.edge import (
    ActionText,
    ChannelId,
    CommandKind,
    Draft,
    FieldName,
    Filled,
    Index,
    Mask,
    Orders,
    Pick,
    Seat,
    Step,
    TableId,
    TrayOp,
    Typed,
    UserId,
    Version,
)
from bot.service.entries import Entries
from bot.service.errors import (
    NotPlayerError,
    ServiceError,
    StaleVersionError,
)
from bot.service.extensions import extension_of
from bot.service.posts import Posts, button_choices
from bot.service.private import private_post as private_view
from bot.service.tables import Tables
from db.contract import (
    TableRow,
)
from i18n import t
from rules.core import Choice


class Play:
    """Submit, press, batch, plan and the per-game controls (see the module docstring)."""

    def __init__(self, tables: Tables, entries: Entries, posts: Posts) -> None:
        self.tables = tables
        self.entries = entries
        self.posts = posts

    async def submit(
        self,
        channel_id: ChannelId,
        user_id: UserId,
        text: ActionText,
        expected_version: Version | None = None,
        *,
        seat: Seat | None = None,
        table_id: TableId | None = None,
    ) -> list[Post]:
        """Apply one action typed by ``user_id``; the reply posts, or a refusal that changed nothing.

        ``table_id`` (a menu's game): refused as stale when the channel's game is another one.
        """
        async with self.tables.lock(channel_id):
            return await self.posts.present(
                await self._act_now(channel_id, user_id, text, expected_version, seat, table_id, prefetch=True)
            )

    async def submit_batch(
        self,
        channel_id: ChannelId,
        user_id: UserId,
        orders: Orders,
        expected_version: Version | None = None,
        *,
        seat: Seat | None = None,
        table_id: TableId | None = None,
    ) -> list[Post]:
        """Apply several actions at once: one per line, or separated by ``;`` (see :mod:`bot.service.batch`).

        Each line is checked against the position the previous one produced; one refused line refuses
        them all. Accepted, each is its own log entry, all written in one unit of work, shown once.
        """
        return await submit_orders(self.entries, channel_id, user_id, orders, expected_version, seat, table_id)

    async def orders_form(self, channel_id: ChannelId, user_id: UserId) -> Any:
        """What the orders form of the channel's game shows this player (an ``OrdersForm`` of :mod:`bot.service.batch`)."""
        return form_of(self.entries, await self.tables.load(await self.tables.table(channel_id)), user_id)

    async def plan(
        self,
        channel_id: ChannelId,
        user_id: UserId,
        draft: Draft = "",
        step: Step = "z:0",
        pick: Pick | None = None,
        expected_version: Version | None = None,
        *,
        table_id: TableId | None = None,
    ) -> Post:
        """The move planner after a choice (A&A D-Day's: a ``PlannerPost`` of :mod:`bot.service.planner`; ephemeral).

        Refused as stale for another game or position of the channel.
        """
        table = await self.tables.table(channel_id)
        self.tables.check_table(table, table_id)
        loaded = await self.tables.load(table)
        if expected_version is not None and expected_version != loaded.version:
            raise StaleVersionError(t("err-planner-stale"))
        if not self.tables.user_seats(loaded, user_id):
            raise ServiceError(t("err-planner-player"))
        return extension_of(table.game).plan(self.entries, loaded, user_id, draft, step, pick)

    async def act(
        self,
        channel_id: ChannelId,
        user_id: UserId,
        text: ActionText,
        expected_version: Version | None = None,
        *,
        seat: Seat | None = None,
    ) -> Committed:
        """Load, validate, apply and persist one action, without preparing any message (see :meth:`submit`)."""
        async with self.tables.lock(channel_id):
            return await self._act_now(channel_id, user_id, text, expected_version, seat)

    async def _act_now(
        self,
        channel_id: int,
        user_id: int,
        text: str,
        expected_version: int | None,
        seat: str | None,
        table_id: int | None = None,
        *,
        prefetch: bool = False,
    ) -> Committed:
        """``prefetch``: the entry will be presented, so its commit also reads what the post tells."""
        async def run(table: TableRow) -> Committed:
            self.tables.check_table(table, table_id)
            loaded = await self.tables.load(table)
            if expected_version is not None and expected_version != loaded.version:
                raise StaleVersionError(t("err-moved-on"))
            return await self.entries.act(loaded, user_id, text, seat, prefetch=prefetch)

        return await self.tables.on_table(channel_id, run)

    async def press(
        self, channel_id: ChannelId, user_id: UserId, version: Version, index: Index, *, table_id: TableId | None = None
    ) -> list[Post]:
        """Apply the phase-message button ``index`` that was shown at ``version`` of game ``table_id``."""
        async def run(table: TableRow) -> Committed:
            self.tables.check_table(table, table_id)
            loaded = await self.tables.load(table)
            if version != loaded.version:
                raise StaleVersionError(t("err-button-stale"))
            flat = button_choices(loaded)
            if not 0 <= index < len(flat):
                raise StaleVersionError(t("err-button-gone"))
            seat, choice = flat[index]
            if loaded.seats.get(seat) != user_id:
                raise NotPlayerError(t("err-button-not-yours", who=mention(loaded.seats.get(seat, 0)), seat=seat))
            return await self.entries.act(loaded, user_id, choice.value, seat, prefetch=True)

        async with self.tables.lock(channel_id):
            return await self.posts.present(await self.tables.on_table(channel_id, run))

    async def complete(
        self, channel_id: ChannelId, user_id: UserId, kind: CommandKind, field: FieldName, filled: Filled, current: Typed
    ) -> list[Choice]:
        loaded = await self.tables.load(await self.tables.table(channel_id))
        prompted = loaded.engine.active_seats(loaded.state)
        seats = [s for s in self.tables.user_seats(loaded, user_id) if s in prompted]
        found: dict[str, Choice] = {}
        for seat in seats:
            for choice in loaded.engine.field_choices(loaded.state, seat, kind, field, filled):
                found.setdefault(choice.value, choice)
        return filter_choices(found.values(), current)

    async def complete_action(self, channel_id: ChannelId, user_id: UserId, current: Typed) -> list[Choice]:
        loaded = await self.tables.load(await self.tables.table(channel_id))
        if ";" in current:  # several actions: complete the last one from the position the others lead to
            return filter_choices(complete_orders(self.entries, loaded, user_id, current), "")
        prompted = loaded.engine.active_seats(loaded.state)
        found: dict[str, Choice] = {}
        for seat in self.tables.user_seats(loaded, user_id):
            if seat in prompted:
                for choice in loaded.engine.options(loaded.state, seat, ""):
                    found.setdefault(choice.value, choice)
        return filter_choices(found.values(), current)

    async def private_post(self, channel_id: ChannelId, user_id: UserId) -> Post:
        """Return the user's own private view (hand, heroic choices...) as an ephemeral post.

        Built from ``engine.view(state, seat)`` of the user's seat(s) only, with a menu of the
        cards they may play now (see :mod:`bot.service.private`); a spectator is told he has no hand.
        """
        table = await self.tables.table(channel_id, live=False)
        if table.status == "lobby":
            raise ServiceError(t("err-hand-not-dealt"))

        loaded = await self.tables.load(table)
        seats = self.tables.user_seats(loaded, user_id)
        return private_view(
            loaded.engine, loaded.state, seats, channel_id=channel_id, table_id=table.id, version=loaded.version
        )

    async def tray_press(
        self, channel_id: ChannelId, user_id: UserId, table_id: TableId, version: Version, seat: Seat, mask: Mask, op: TrayOp
    ) -> list[Post]:
        """A press on a dice tray: toggle a die (redraw only), or lock/reroll the selection, or keep."""
        async with self.tables.lock(channel_id):
            loaded = await self.tables.load(await self.tables.table(channel_id))
            extension = extension_of(loaded.table.game)
            return await extension.press_control(self.entries, loaded, user_id, table_id, version, seat, mask, op)

    async def dice_trays(self, channel_id: ChannelId, user_id: UserId) -> list[Post]:
        """The dice trays of the caller's Units: a private copy of a live one, any other posted (a roll is public)."""
        loaded = await self.tables.load(await self.tables.table(channel_id))
        return await extension_of(loaded.table.game).controls(self.entries, loaded, user_id)

