"""The orders form: ``/aa orders``, ``/pb orders``, ``/dice orders`` open a modal for a whole phase at once.

The form has one paragraph field: one action per line, in the text form the history shows
(``move 3 inf from 16 to 30``, ``done``); its placeholder lists a few of the player's legal actions
now. Submitting it makes ONE service call, ``svc.submit_batch``: every line is checked against the
position the previous line made, and either all are applied (each its own log entry, one message
for all) or none, with the refused line named in an ephemeral reply.

A modal must be the first answer to the command (it cannot follow a defer), so opening it asks the
service only for the form (``svc.orders_form``: cheap, from the cached position) within Discord's 3
seconds. The form's custom_id names the channel and the game (table), so a form opened for an earlier
game of the channel is refused as stale. The form is not kept in memory: its submission is read by a
listener (:func:`on_form_submit`) from the custom_id and the submitted field, so a form opened before
a restart still works after it.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import discord
from discord import ui
from discord.ext import commands

from bot.discord import present
from bot.service import BusyError
from bot.service.custom_ids import OrdersId
from i18n import t

log = logging.getLogger(__name__)

MAX_ORDERS = 4000
"""Discord: a text input holds at most 4,000 characters (the service bounds a batch the same)."""
LOOKUP_TIMEOUT = 2.0
"""The form must be shown within 3 seconds: the service's answer is awaited this long at most."""
DEFAULT_PLACEHOLDER = t("ui-orders-placeholder", lang="en")


FIELD_ID = "orders"


class OrdersModal(ui.Modal):
    """The form: one paragraph field of orders. Its submission is read by :func:`on_form_submit`."""

    def __init__(self, channel_id: int, table_id: int, *, title: str, placeholder: str) -> None:
        super().__init__(title=title[:45] or t("ui-orders-yours"), custom_id=OrdersId(channel_id, table_id).encode())
        self.orders: ui.TextInput[OrdersModal] = ui.TextInput(
            label=t("ui-orders-field"),
            style=discord.TextStyle.paragraph,
            custom_id=FIELD_ID,
            placeholder=(placeholder or t("ui-orders-placeholder"))[:100],
            required=True,
            min_length=1,
            max_length=MAX_ORDERS,
        )
        self.add_item(self.orders)


def _field_value(components: list[Any]) -> str | None:
    """The submitted text of the orders field, wherever the layout put it (action row or label)."""
    for component in components:
        if not isinstance(component, dict):
            continue
        if component.get("custom_id") == FIELD_ID and component.get("type") == 4:
            value = component.get("value")
            return value if isinstance(value, str) else ""
        inner = component.get("components") or ([component["component"]] if "component" in component else [])
        found = _field_value(inner)
        if found is not None:
            return found
    return None


async def on_form_submit(interaction: discord.Interaction) -> None:
    """A submitted orders form, whenever it was opened (also before a restart): ONE ``svc.submit_batch``."""
    if interaction.type is not discord.InteractionType.modal_submit:
        return
    data: Any = interaction.data or {}
    key = OrdersId.parse(str(data.get("custom_id", "")))
    if key is None:
        return
    text = _field_value(list(data.get("components") or [])) or ""
    channel_id, table_id, user_id = key.channel, key.table, interaction.user.id
    service = present.service_of(interaction)
    await present.respond(interaction, lambda: service.submit_batch(channel_id, user_id, text, table_id=table_id))


def install(bot: commands.Bot) -> None:
    """Listen for submitted orders forms (once per bot, whichever game cog is loaded first)."""
    if not getattr(bot, "_dday_orders_form", False):
        bot.add_listener(on_form_submit, "on_interaction")
        bot._dday_orders_form = True  # type: ignore[attr-defined]  # a mark on the bot: the listener is added


async def open_orders(interaction: discord.Interaction) -> None:
    """Answer the command with the orders form of the channel's game, or a private refusal (no game, not a player)."""
    try:
        channel_id = present.channel_of(interaction)
        service = present.service_of(interaction)
        form: Any = await asyncio.wait_for(service.orders_form(channel_id, interaction.user.id), LOOKUP_TIMEOUT)
    except TimeoutError:
        busy = BusyError(t("err-orders-form-slow"))
        await present.report_error(interaction, busy)
        return
    except Exception as error:
        await present.report_error(interaction, error)
        return
    modal = OrdersModal(channel_id, form.table_id, title=form.title, placeholder=form.placeholder)
    modal.stop()  # a description only: not kept in this process; its submission reaches on_form_submit
    try:
        await interaction.response.send_modal(modal)
    except discord.HTTPException:
        log.exception("Could not open the orders form of interaction %s", interaction.id)
