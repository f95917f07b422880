"""The A&A move planner's Discord side: ``/aa plan``, its select menus and its buttons (all restart-safe).

The service draws the planner (:mod:`bot.service.planner`): the draft order is the code block of the
ephemeral message, and every menu and button custom_id names the channel, the table and the version the
planner was opened at. Each choice is ONE service call (``svc.plan``) whose answer replaces the message
in place (a deferred update, then an edit), so the channel sees nothing. **Send** is ONE
``svc.submit_batch`` of the draft: its result is posted for everyone, and the planner says it was sent.
A choice made on a planner of an earlier position or game is refused privately by the service.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord
from discord import ui

from bot.discord import present
from bot.service import Post, ServiceError
from bot.service.custom_ids import PLAN_BUTTON_TEMPLATE, PLAN_SELECT_TEMPLATE, PlanId
from bot.service.planner import PlannerPost, draft_lines
from i18n import speaking, t

if TYPE_CHECKING:
    from bot.service import GameService

log = logging.getLogger(__name__)

STYLES = {"danger": discord.ButtonStyle.danger, "success": discord.ButtonStyle.success}


class PlanSelect(ui.DynamicItem[ui.Select], template=PLAN_SELECT_TEMPLATE):
    """A menu of the planner (zones, units, destinations): asks the service for the planner after the choice."""

    def __init__(
        self, custom_id: str, *, options: list[discord.SelectOption] | None = None, placeholder: str | None = None
    ) -> None:
        placeholder = (placeholder or "Choose")[:150]
        menu: ui.Select[Any] = ui.Select(
            custom_id=custom_id, placeholder=placeholder, min_values=1, max_values=1, options=options or []
        )
        super().__init__(menu)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /
    ) -> PlanSelect:
        options = list(getattr(item, "options", []) or [])
        return cls(match.string, options=options, placeholder=getattr(item, "placeholder", None))

    async def callback(self, interaction: discord.Interaction) -> None:
        key = PlanId.parse(self.custom_id)
        assert key is not None and not key.button
        values = list(self.item.values)
        pick = values[0] if values else None
        with speaking(present.reader_language(interaction)):  # the planner is its player's alone: their words
            await _redraw(interaction, key, lambda svc, content: svc.plan(
                key.channel, interaction.user.id, content, key.step, pick, key.version, table_id=key.table,
            ))


class PlanButton(ui.DynamicItem[ui.Button], template=PLAN_BUTTON_TEMPLATE):
    """Back, page, Clear (redraw the planner) or Send (submit the draft as one batch)."""

    def __init__(
        self, custom_id: str, *, label: str | None = None, style: discord.ButtonStyle = discord.ButtonStyle.secondary
    ) -> None:
        super().__init__(ui.Button(custom_id=custom_id, label=(label or t("ui-planner"))[:80], style=style))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /
    ) -> PlanButton:
        style = getattr(item, "style", discord.ButtonStyle.secondary)
        return cls(match.string, label=getattr(item, "label", None), style=style)

    async def callback(self, interaction: discord.Interaction) -> None:
        key = PlanId.parse(self.custom_id)
        assert key is not None and key.button
        with speaking(present.reader_language(interaction)):  # the planner is its player's alone: their words
            if key.step == "send":
                await _send(interaction, key)
                return
            await _redraw(interaction, key, lambda svc, content: svc.plan(
                key.channel, interaction.user.id, content, key.step, None, key.version, table_id=key.table,
            ))


def planner_view(post: Post) -> ui.View | None:
    """The planner's menus (one row each, at most four) and its buttons (the last row), never expiring."""
    if not isinstance(post, PlannerPost):
        return None
    view = ui.View(timeout=None)
    for row, menu in enumerate(post.menus[:4]):
        options = [discord.SelectOption(label=o.label[:100], value=o.value[:100]) for o in menu.options[:25]]
        item = PlanSelect(menu.custom_id, options=options, placeholder=menu.placeholder)
        item.item.row = row
        view.add_item(item)
    for button in post.buttons[:5]:
        style = STYLES.get(button.style, discord.ButtonStyle.secondary)
        item_b = PlanButton(button.custom_id, label=button.label, style=style)
        item_b.item.row = 4
        view.add_item(item_b)
    return view if view.children else None


def _content_of(interaction: discord.Interaction) -> str:
    return interaction.message.content if interaction.message is not None else ""


async def _redraw(
    interaction: discord.Interaction,
    key: PlanId,
    call: Callable[[GameService, str], Awaitable[Post]],
) -> None:
    """Acknowledge as an update, ask the service for the new planner, and draw it in place of the old one."""
    try:
        await present.defer(interaction)
        post = await call(present.service_of(interaction), _content_of(interaction))
        await interaction.edit_original_response(
            content=present.clip(post.content), view=planner_view(post), allowed_mentions=present.NO_MENTIONS
        )
    except Exception as error:
        await present.report_error(interaction, error)


async def _send(interaction: discord.Interaction, key: PlanId) -> None:
    """Submit the draft as one batch; on success show the result to everyone and close the planner."""
    lines = draft_lines(_content_of(interaction))
    try:
        await present.defer(interaction)
        if not lines:
            raise ServiceError(t("err-planner-empty"))
        service = present.service_of(interaction)
        channel_id, version, table_id = key.channel, key.version, key.table
        orders = "\n".join(lines)
        posts = await service.submit_batch(channel_id, interaction.user.id, orders, version, table_id=table_id)
    except Exception as error:
        await present.report_error(interaction, error)
        return
    try:
        await present.send_posts(interaction, posts)
        await interaction.edit_original_response(
            content=t("ui-planner-sent", count=len(lines)),
            view=None, allowed_mentions=present.NO_MENTIONS,
        )
    except Exception:
        log.exception("Could not show the sent orders of interaction %s", interaction.id)
        await present.send_error(interaction, present.posting_failed())


async def open_planner(interaction: discord.Interaction) -> None:
    """``/aa plan``: defer privately, draw an empty planner, and show it to the caller only."""
    try:
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=True, thinking=True)
        post = await present.service_of(interaction).plan(present.channel_of(interaction), interaction.user.id)
    except Exception as error:
        await present.report_error(interaction, error)
        return
    kwargs: dict[str, Any] = {
        "content": present.clip(post.content), "ephemeral": True, "allowed_mentions": present.NO_MENTIONS,
    }
    view = planner_view(post)
    if view is not None:
        kwargs["view"] = view
    try:
        await interaction.followup.send(**kwargs)
    except Exception:
        log.exception("Could not show the planner of interaction %s", interaction.id)
        await present.send_error(interaction, present.not_delivered())


DYNAMIC_ITEMS = (PlanSelect, PlanButton)
"""Registered with ``bot.add_dynamic_items`` by the A&A cog."""
