"""Restart-safe buttons: every button is a :class:`discord.ui.DynamicItem`.

A button holds no game state. Its ``custom_id`` (encoded by the service) names
the channel, the table (the game: a channel hosts one game after another) and,
for phase buttons, the log version and the prompt choice it was drawn for; the
service rejects a press for another table, or whose version is no longer current.
Buttons of the older format (no table) are still routed, and refused as stale.
The templates below are registered once with ``Client.add_dynamic_items`` so a
press is routed correctly after any restart, whatever message it sits on.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol, cast

import discord
from discord import ui

from bot.service import StaleVersionError
from bot.service.custom_ids import (
    ACT_TEMPLATE,
    JOIN_TEMPLATE,
    LEGACY_TEMPLATE,
    REQUEST_TEMPLATE,
    SECRET_TEMPLATE,
    ActId,
    JoinId,
    RequestId,
    SecretId,
)
from i18n import t

if TYPE_CHECKING:
    from collections.abc import Awaitable

    from bot.discord.delivery import Backlog
    from bot.service import GameService, PostButton

log = logging.getLogger(__name__)


class DdayClient(Protocol):
    """What the bot (:class:`bot.discord.app.DdayBot`) adds to its discord client that a press needs: the
    service, the results waiting in the outbox, and the one way of answering (``present.respond``, which this
    module cannot import)."""

    service: GameService
    backlog: Backlog
    """The results this process queued in the outbox and has not delivered yet (issue #52)."""

    async def drain(self, channel_id: int) -> bool:
        """Deliver the channel's queued results, oldest first; True once none are waiting."""
        ...

    async def respond(
        self, interaction: discord.Interaction, call: Callable[[], Awaitable[Any]], *, changes: bool = True
    ) -> None: ...


def bot_of(client: discord.Client) -> DdayClient:
    """The running bot, typed for what it adds: every client of this application is a ``DdayBot``."""
    return cast("DdayClient", client)


def _service(interaction: discord.Interaction) -> GameService:
    return bot_of(interaction.client).service


async def _respond(interaction: discord.Interaction, call: Callable[[], Awaitable[Any]], *, changes: bool = True) -> None:
    """Answer a press the way every command is answered: :func:`bot.discord.present.respond`, reached through
    the bot (:meth:`bot.discord.app.DdayBot.respond`). ``present`` builds these views for the posts it sends,
    so this module does not import it (no import cycle)."""
    await bot_of(interaction.client).respond(interaction, call, changes=changes)


MAX_BUTTONS = 25
"""Five action rows of five buttons: Discord's limit for one (non components-v2) message."""

STYLES: dict[str, discord.ButtonStyle] = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


def _label(text: str | None, fallback: str) -> str:
    text = (text or "").strip() or fallback
    return text if len(text) <= 80 else text[:79] + "…"


class ActButton(ui.DynamicItem[ui.Button], template=ACT_TEMPLATE):
    """A choice of the prompt shown at ``version`` of table ``table_id`` in ``channel``: calls ``svc.press``."""

    def __init__(
        self,
        channel_id: int,
        table_id: int,
        version: int,
        index: int,
        *,
        label: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    ) -> None:
        super().__init__(
            ui.Button(
                label=_label(label, t("ui-choice", number=str(index + 1))),
                style=style,
                custom_id=ActId(channel_id, table_id, version, index).encode(),
            )
        )
        self.channel_id = channel_id
        self.table_id = table_id
        self.version = version
        self.index = index

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /) -> ActButton:
        key = ActId.parse(match.string)
        assert key is not None  # the template matched
        return cls(
            key.channel,
            key.table,
            key.version,
            key.index,
            label=getattr(item, "label", None),
            style=getattr(item, "style", discord.ButtonStyle.secondary),
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        service = _service(interaction)
        user_id = interaction.user.id
        await _respond(
            interaction,
            lambda: service.press(self.channel_id, user_id, self.version, self.index, table_id=self.table_id),
        )


class JoinButton(ui.DynamicItem[ui.Button], template=JOIN_TEMPLATE):
    """Take ``seat`` at table ``table_id`` in ``channel``: calls ``svc.join``."""

    def __init__(
        self,
        channel_id: int,
        table_id: int,
        seat: str,
        *,
        label: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.primary,
    ) -> None:
        super().__init__(
            ui.Button(
                label=_label(label, t("lobby-join-as", seat=seat)),
                style=style,
                custom_id=JoinId(channel_id, table_id, seat).encode(),
            )
        )
        self.channel_id = channel_id
        self.table_id = table_id
        self.seat = seat

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /) -> JoinButton:
        key = JoinId.parse(match.string)
        assert key is not None  # the template matched
        return cls(
            key.channel,
            key.table,
            key.seat,
            label=getattr(item, "label", None),
            style=getattr(item, "style", discord.ButtonStyle.primary),
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        service = _service(interaction)
        user_id = interaction.user.id
        await _respond(
            interaction, lambda: service.join(self.channel_id, user_id, self.seat, table_id=self.table_id)
        )


class RequestButton(ui.DynamicItem[ui.Button], template=REQUEST_TEMPLATE):
    """Approve or refuse an undo or seat-change request: calls ``svc.decide``."""

    def __init__(
        self,
        channel_id: int,
        table_id: int,
        request_id: int,
        answer: str,
        *,
        label: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    ) -> None:
        super().__init__(
            ui.Button(
                label=_label(label, t("ui-approve") if answer == "yes" else t("ui-refuse")),
                style=style,
                custom_id=RequestId(channel_id, table_id, request_id, answer == "yes").encode(),
            )
        )
        self.channel_id = channel_id
        self.table_id = table_id
        self.request_id = request_id
        self.answer = answer

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /) -> RequestButton:
        key = RequestId.parse(match.string)
        assert key is not None  # the template matched
        return cls(
            key.channel,
            key.table,
            key.request,
            "yes" if key.yes else "no",
            label=getattr(item, "label", None),
            style=getattr(item, "style", discord.ButtonStyle.secondary),
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        service = _service(interaction)
        user_id = interaction.user.id
        yes = self.answer == "yes"
        await _respond(
            interaction, lambda: service.decide(self.channel_id, user_id, self.request_id, yes, table_id=self.table_id)
        )


class SecretButton(ui.DynamicItem[ui.Button], template=SECRET_TEMPLATE):
    """A seat's private news on a public post (:mod:`bot.service.private_news`): its player alone reads it, ephemerally.

    Anyone else pressing it gets a short private refusal; nothing in the channel changes either way.
    """

    def __init__(
        self, key: SecretId, *, label: str | None = None, style: discord.ButtonStyle = discord.ButtonStyle.secondary
    ) -> None:
        super().__init__(ui.Button(label=_label(label, t("ui-secret-button", seat=key.seat)), style=style, custom_id=key.encode()))
        self.key = key

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /
    ) -> SecretButton:
        key = SecretId.parse(match.string)
        assert key is not None  # the template matched
        return cls(key, label=getattr(item, "label", None),
                   style=getattr(item, "style", discord.ButtonStyle.secondary))

    async def callback(self, interaction: discord.Interaction) -> None:
        service = _service(interaction)
        user_id, k = interaction.user.id, self.key
        await _respond(
            interaction, lambda: service.reveal(k.channel, user_id, k.table, k.first, k.last, k.seat), changes=False
        )


class LegacyItem(ui.DynamicItem[ui.Button], template=LEGACY_TEMPLATE):
    """A button or menu of the format without a table id: refused as stale, never applied to a newer game."""

    def __init__(self, custom_id: str) -> None:
        super().__init__(ui.Button(label=t("ui-old-button"), custom_id=custom_id))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /
    ) -> LegacyItem:
        return cls(match.string)

    async def callback(self, interaction: discord.Interaction) -> None:
        async def refuse() -> list[Any]:
            raise StaleVersionError(t("err-legacy-button"))

        await _respond(interaction, refuse, changes=False)


DYNAMIC_ITEMS: tuple[type[ui.DynamicItem[ui.Button]], ...] = (ActButton, JoinButton, RequestButton, SecretButton, LegacyItem)
"""Registered with ``bot.add_dynamic_items`` in ``setup_hook``."""


ButtonFactory = Callable[[re.Match[str], "PostButton", discord.ButtonStyle], ui.DynamicItem[ui.Button]]
EXTRA_TEMPLATES: list[tuple[str, ButtonFactory]] = []
"""(template, factory) pairs a game cog adds for buttons only it knows (the D-Day Dice tray)."""


def _extra_item(button: PostButton, style: discord.ButtonStyle) -> ui.DynamicItem[ui.Button] | None:
    for template, factory in EXTRA_TEMPLATES:
        match = re.fullmatch(template, button.custom_id)
        if match is not None:
            return factory(match, button, style)
    return None


def item_for(button: PostButton) -> ui.Item[Any] | None:
    """Return the dynamic button for a service :class:`PostButton`, or ``None`` if no template matches.

    A button with a ``url`` is a link button (the web viewer's, issue #27): Discord opens the address itself,
    so it has no custom id and nothing to restore after a restart.
    """
    if button.url is not None:
        return ui.Button(label=_label(button.label, t("ui-open")), url=button.url, style=discord.ButtonStyle.link)
    style = STYLES.get(button.style, discord.ButtonStyle.secondary)
    item: ui.DynamicItem[ui.Button]
    if (act := ActId.parse(button.custom_id)) is not None:
        item = ActButton(act.channel, act.table, act.version, act.index, label=button.label, style=style)
    elif (join := JoinId.parse(button.custom_id)) is not None:
        item = JoinButton(join.channel, join.table, join.seat, label=button.label, style=style)
    elif (req := RequestId.parse(button.custom_id)) is not None:
        answer = "yes" if req.yes else "no"
        item = RequestButton(req.channel, req.table, req.request, answer, label=button.label, style=style)
    elif (secret := SecretId.parse(button.custom_id)) is not None:
        item = SecretButton(secret, label=button.label, style=style)
    elif (extra := _extra_item(button, style)) is not None:
        item = extra
    else:
        log.error("No button template matches custom_id %r; the button is left out", button.custom_id)
        return None
    # Keep the service's exact encoding (the template guarantees it parses the same way).
    item.custom_id = button.custom_id
    return item


def view_for(buttons: Sequence[PostButton]) -> ui.View | None:
    """Return a stateless, never-expiring view holding ``buttons`` (at most 25), or ``None``."""
    items = [item for item in (item_for(b) for b in buttons) if item is not None]
    if len(items) > MAX_BUTTONS:
        log.warning("Dropping %d buttons beyond Discord's limit of %d", len(items) - MAX_BUTTONS, MAX_BUTTONS)
        items = items[:MAX_BUTTONS]
    if not items:
        return None
    view = ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view
