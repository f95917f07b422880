"""Team threads (issue #13): the private threads of a game played in Teams, opened when it starts.

The service asks for them on the game's first post (``Post.team_threads``); this module opens one
private thread per Team in the table's channel (nobody but the Team may invite: ``invitable=False``),
adds the Team's players, and returns each Team's thread id, or None for each Team it could not open
(the bot lacks Create Private Threads, or the channel cannot hold threads). :mod:`bot.discord.present`
reports them to the service, which stores them and says what to post.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Literal

import discord

from bot.service.common import TeamThread

log = logging.getLogger(__name__)

ARCHIVE_AFTER: Literal[10080] = 10080
"""Minutes of quiet before Discord archives a thread (a week; a post into it brings it back)."""


async def _text_channel(client: discord.Client, channel_id: int) -> discord.TextChannel | None:
    channel = client.get_channel(channel_id)
    if channel is None:
        try:
            channel = await client.fetch_channel(channel_id)
        except discord.HTTPException as exc:
            log.warning("Could not read channel %s to open Team threads (code %s)", channel_id, exc.code)
            return None
    return channel if isinstance(channel, discord.TextChannel) else None


async def open_team_threads(client: discord.Client, channel_id: int, threads: Sequence[TeamThread]) -> dict[str, int | None]:
    """Open each Team's private thread and add its players; ``{team: thread id or None}``."""
    channel = await _text_channel(client, channel_id)
    opened: dict[str, int | None] = {}
    for request in threads:
        if channel is None:
            opened[request.team] = None
            continue
        try:
            thread = await channel.create_thread(
                name=request.name, type=discord.ChannelType.private_thread, invitable=False,
                auto_archive_duration=ARCHIVE_AFTER,
            )
        except discord.HTTPException as exc:
            log.warning("Could not open the thread of %s in channel %s (code %s)", request.team, channel_id, exc.code)
            channel = None  # a refusal here is the channel's: the other Teams' threads would fail alike
            opened[request.team] = None
            continue
        opened[request.team] = thread.id
        for user_id in request.user_ids:
            try:
                await thread.add_user(discord.Object(id=user_id))
            except discord.HTTPException as exc:
                log.warning("Could not add user %s to thread %s (code %s)", user_id, thread.id, exc.code)
    return opened
