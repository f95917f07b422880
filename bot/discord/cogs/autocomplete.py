"""Autocomplete callbacks shared by the game cogs: legal choices from the service, never an error.

Discord gives autocomplete no deferred variant, so every callback answers
within :data:`AUTOCOMPLETE_TIMEOUT` or with an empty list, and never raises.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import discord
from discord import app_commands

from bot.discord import present
from bot.discord.cogs.guard import allowed

log = logging.getLogger(__name__)

AUTOCOMPLETE_TIMEOUT = 2.5
"""Seconds: answer within Discord's 3-second window or not at all."""


def filled_fields(interaction: discord.Interaction, focused: str) -> dict[str, str]:
    """Return the other options already typed, by their Discord names (the engines' field names)."""
    # Namespace answers None for any unknown attribute (``keys`` included), so iterate it, never dict() it.
    return {
        name: str(value)
        for name, value in interaction.namespace
        if name != focused and value is not None and str(value) != ""
    }


def field_autocomplete(kind: str, field: str) -> Any:
    """Autocomplete for option ``field`` of a ``kind`` command; never raises, at most 25 choices."""

    async def complete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        try:
            channel = await asyncio.wait_for(present.home_channel(interaction), AUTOCOMPLETE_TIMEOUT)
            if channel is None or not await allowed(interaction):
                return []  # another game's channel: nothing to offer
            choices = await asyncio.wait_for(
                present.service_of(interaction).complete(
                    channel, interaction.user.id, kind, field, filled_fields(interaction, field), current or ""
                ),
                AUTOCOMPLETE_TIMEOUT,
            )
            return present.autocomplete_choices(choices)
        except Exception:
            log.debug("autocomplete %s.%s failed", kind, field, exc_info=True)
            return []

    complete.__name__ = f"complete_{kind}_{field}"
    return complete


async def action_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """Full legal action texts (``/aa do``, ``/pb do``); never raises, at most 25 choices."""
    try:
        channel = await asyncio.wait_for(present.home_channel(interaction), AUTOCOMPLETE_TIMEOUT)
        if channel is None or not await allowed(interaction):
            return []  # another game's channel: nothing to offer
        choices = await asyncio.wait_for(
            present.service_of(interaction).complete_action(channel, interaction.user.id, current or ""),
            AUTOCOMPLETE_TIMEOUT,
        )
        return present.autocomplete_choices(choices)
    except Exception:
        log.debug("action autocomplete failed", exc_info=True)
        return []


def int_choices(choices: list[app_commands.Choice[str]]) -> list[app_commands.Choice[int]]:
    """The number-valued ones of ``choices``, for an integer option (its choices must be numbers)."""
    return [app_commands.Choice(name=c.name, value=int(c.value)) for c in choices if c.value.isdigit()]


def int_field_autocomplete(kind: str, field: str) -> Any:
    """:func:`field_autocomplete` for an integer option (a count, a position); never raises."""
    complete_text = field_autocomplete(kind, field)

    async def complete(interaction: discord.Interaction, current: Any) -> list[app_commands.Choice[int]]:
        try:
            return int_choices(await complete_text(interaction, "" if current is None else str(current)))
        except Exception:
            log.debug("autocomplete %s.%s failed", kind, field, exc_info=True)
            return []

    complete.__name__ = f"complete_{kind}_{field}_number"
    return complete
