"""Which channels of a server a person can view (issue #50): ``/game list`` lists only tables in those.

Worked out as Discord does, from the person's roles and each channel's permission overwrites (``@everyone``, then
their roles, then the member), by discord.py's :meth:`discord.abc.GuildChannel.permissions_for` over the server's
roles and channels read from the API (``GET /guilds/{id}``, ``GET /guilds/{id}/channels``): never the bot's own
view, so a table in a channel the person cannot open is never listed, whatever the bot can see. Read anew for each
list (two requests): a role or overwrite changed a minute ago counts at once.
"""

from __future__ import annotations

import logging

import discord

from bot.discord.delivery import FAILURES, described
from bot.service import ServiceError
from i18n import t

log = logging.getLogger(__name__)


async def viewable_channels(interaction: discord.Interaction) -> frozenset[int]:
    """The ids of the server's channels the interaction's user may view (none outside a server)."""
    member = interaction.user
    if interaction.guild_id is None or not isinstance(member, discord.Member):
        return frozenset()
    try:
        guild = await interaction.client.fetch_guild(interaction.guild_id)
        channels = await guild.fetch_channels()
    except FAILURES as exc:  # Discord did not say: no list is better than a list that could show too much
        log.warning("Could not read the channels of server %s: %s", interaction.guild_id, described(exc))
        raise ServiceError(t("err-channels-unread")) from None
    return frozenset(c.id for c in channels if c.permissions_for(member).view_channel)
