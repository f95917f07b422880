"""Play: an action typed, pressed on a button or a dice tray, given as a batch of orders, or planned; the
autocomplete of actions; a seat's private view.

A feature (:class:`Play`) taking :class:`~bot.service.tables.Tables`, :class:`~bot.service.entries.Entries`
(resolve and the one write), :class:`~bot.service.posts.Posts` (the one present) and
:class:`~bot.service.computers.Computers` (what moves after a command). Every way of playing is built once into a
typed :class:`~bot.service.command.Command` and taken down ONE path, :meth:`Play.run`: load, the version, resolve,
write, present, then the computers. What only one game has (the planner, the dice trays) is a hook of its
:class:`~bot.service.extensions.GameExtension`, given the entries part.
"""

from __future__ import annotations

from typing import Any

from bot.service.batch import complete_orders, form_of, write_orders
from bot.service.command import Command, Order, Pressed, Text, TrayPressed, read
from bot.service.common import (
    Committed,
    Loaded,
    Post,
    filter_choices,
    mention,
)
from bot.service.computers import Computers
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
    """Every way of playing, down one path (:meth:`run`); plan and the per-game controls (see the module docstring)."""

    def __init__(self, tables: Tables, entries: Entries, posts: Posts, computers: Computers) -> None:
        self.tables = tables
        self.entries = entries
        self.posts = posts
        self.computers = computers

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
        return await self.run(Command(channel_id, user_id, Text(text), expected_version, seat, table_id))

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
        return await self.run(Command(channel_id, user_id, Text(orders, batch=True), expected_version, seat, table_id))

    async def press(
        self, channel_id: ChannelId, user_id: UserId, version: Version, index: Index, *, table_id: TableId | None = None
    ) -> list[Post]:
        """Apply the phase-message button ``index`` that was shown at ``version`` of game ``table_id``."""
        return await self.run(Command(channel_id, user_id, Pressed(index), version, None, table_id))

    async def tray_press(
        self, channel_id: ChannelId, user_id: UserId, table_id: TableId, version: Version, seat: Seat, mask: Mask, op: TrayOp
    ) -> list[Post]:
        """A press on a dice tray: toggle a die (redraw only), or lock/reroll the selection, or keep."""
        return await self.run(Command(channel_id, user_id, TrayPressed(seat, mask, op), version, seat, table_id))

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
            done = await self._commit(Command(channel_id, user_id, Text(text), expected_version, seat), [], prefetch=False)
        assert isinstance(done, Committed)  # one typed action: written, or refused
        return done

    async def run(self, command: Command) -> list[Post]:
        """THE path of a player's command: under the channel's lock, load the table and check the version it was
        made for, resolve its action(s) (:meth:`Entries.resolve <bot.service.entries.Entries.resolve>`), write them
        in ONE unit of work (:meth:`Entries.write <bot.service.entries.Entries.write>`) and present the entry; then
        the computers and queued plays it left asked move (:meth:`Computers.after
        <bot.service.computers.Computers.after>`), each through the same write and present."""
        notes: list[Post] = []
        async with self.tables.lock(command.channel_id):
            done = await self._commit(command, notes, prefetch=True)
            if isinstance(done, Committed):
                posts = await self.posts.present(done)
                if isinstance(command.said, TrayPressed):
                    extension = extension_of(done.after.table.game)
                    posts = await extension.control_shown(self.entries, done, command.said.seat, posts)
            else:
                posts = done
        return await self.computers.after(command.channel_id, [*posts, *notes])

    async def _commit(self, command: Command, notes: list[Post], *, prefetch: bool) -> Committed | list[Post]:
        """Resolve and write ``command`` (under its channel's lock): the entry written, or the posts of a command
        that wrote none (a tray's die toggled, a batch that only queued); ``notes``: a batch's private word on what
        it queued. ``prefetch``: the entry is presented, so its commit also reads what the post tells."""

        async def on(table: TableRow) -> Committed | list[Post]:
            notes.clear()  # tried again on a fresh row: the notes of the first try are gone
            said = command.said
            if not isinstance(said, TrayPressed):  # a tray checks its own game and version (a roll may stand)
                self.tables.check_table(table, command.table_id)
            loaded = await self.tables.load(table)
            version = command.expected_version
            if isinstance(said, Pressed):
                if version != loaded.version:
                    raise StaleVersionError(t("err-button-stale"))
                order = self._button(loaded, command.user_id, said.index)
            elif isinstance(said, TrayPressed):
                pressed = await extension_of(table.game).press_control(
                    self.entries, loaded, command.user_id, command.table_id or 0, version or 0, said.seat, said.mask, said.op
                )
                if not isinstance(pressed, Order):
                    return pressed  # a die toggled: the tray redrawn, nothing written
                return await self._write(loaded, command, pressed, prefetch=False)
            else:
                if version is not None and version != loaded.version:
                    raise StaleVersionError(t("err-moved-on"))
                if said.batch:  # parsed once, in the batch's reading; some lines may be queued for later
                    steps, queue = write_orders(self.entries, loaded, command.user_id, said.text, command.seat, notes)
                    if not steps:
                        await self.tables.commit(table, *queue)
                        return []
                    return await self.entries.write(loaded, command.user_id, steps, also=queue)
                order = read(loaded.engine, self.tables.seat_order(loaded), said.text, command.seat)
            return await self._write(loaded, command, order, prefetch=prefetch)

        return await self.tables.on_table(command.channel_id, on)

    async def _write(self, loaded: Loaded, command: Command, order: Order, *, prefetch: bool) -> Committed:
        """Resolve one order and write it: the one write of play."""
        applied = self.entries.resolve(loaded, command.user_id, order)
        return await self.entries.write(loaded, command.user_id, [(loaded.state, applied)], prefetch=prefetch)

    def _button(self, loaded: Loaded, user_id: int, index: int) -> Order:
        """The order of the phase-message button ``index``: refused when it is gone, or another seat's."""
        flat = button_choices(loaded)
        if not 0 <= index < len(flat):
            raise StaleVersionError(t("err-button-gone"))
        seat, choice = flat[index]
        if loaded.seats.get(seat) != user_id:
            raise NotPlayerError(t("err-button-not-yours", who=mention(loaded.seats.get(seat, 0)), seat=seat))
        return read(loaded.engine, (), choice.value, seat)

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

    async def dice_trays(self, channel_id: ChannelId, user_id: UserId) -> list[Post]:
        """The dice trays of the caller's Units: a private copy of a live one, any other posted (a roll is public)."""
        loaded = await self.tables.load(await self.tables.table(channel_id))
        return await extension_of(loaded.table.game).controls(self.entries, loaded, user_id)

