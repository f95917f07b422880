"""Every committed change's public posts reach the channel, once (issue #52): what a failed request means, and the
results waiting in the outbox.

When Discord does not take a public post of a change (a 429 past discord.py's retries, a 500/502/503/504, an
expired interaction token, the connection lost), :mod:`bot.discord.present` hands the posts to the service
(``GameService.queue_posts``, one write), and the outbox posts them as channel messages until Discord takes
them: an interaction's token lasts 15 minutes, a channel's route does not expire.

Never twice: a request that failed with a server error or no answer at all may still have been carried out
(:func:`uncertain`). Before such a post is delivered again, the channel's latest messages are read
(:func:`landed`): a message of the bot with the same text, posted since the attempt began or answering the same
interaction, means it is there already. A live message's edit is simply made again (the same edit twice shows
the same thing), and the outbox sends each message with its notice's nonce, so Discord itself refuses a second
one for that notice.

In order: :class:`Backlog` keeps the results this process queued, per channel, until they are out; a later
change of the channel waits behind them (it is queued too), so an older edit never overwrites a newer one.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import aiohttp
import discord

from bot.service.timers import Notice

log = logging.getLogger(__name__)

FAILURES: tuple[type[BaseException], ...] = (discord.HTTPException, discord.RateLimited, aiohttp.ClientError, OSError)
"""What a request to Discord raises once discord.py has stopped retrying it (timeouts are OSErrors)."""
HISTORY = 50
"""How many of a channel's latest messages are read to find a post whose request failed but was carried out."""
REMEMBERED = 1000
"""How many delivered notice ids are remembered (a timer pass that read one before a drain delivered it)."""


def uncertain(error: BaseException) -> bool:
    """Whether Discord may have done what a failed request asked: a server error, or no answer at all."""
    if isinstance(error, discord.HTTPException):
        return error.status >= 500
    return not isinstance(error, discord.RateLimited)


def refused(error: BaseException) -> bool:
    """Whether Discord refused the request itself (a 4xx other than 429): trying it again will not help."""
    return isinstance(error, discord.HTTPException) and 400 <= error.status < 500 and error.status != 429


def described(error: BaseException) -> str:
    """A failure for a log line or the outbox: the status and Discord's code and words, never a request's URL
    (a webhook's carries the interaction's token)."""
    if isinstance(error, discord.HTTPException):
        return f"HTTP {error.status} (code {error.code}) {error.text[:200]}".strip()
    if isinstance(error, discord.RateLimited):
        return f"rate limited for {error.retry_after:.0f} s"
    return type(error).__name__


@dataclass(frozen=True)
class Check:
    """How to tell whether a post whose request failed uncertainly is in its channel already."""

    channel_id: int
    content: str
    since: datetime
    interaction_id: int | None = None


@dataclass
class Failed:
    """One post of a change that Discord did not take, the failure, and where and since when it was tried."""

    post: Any
    error: BaseException | None
    """None: not tried (earlier results of its channel are still waiting)."""
    check: Check | None
    """Set when the failure was uncertain (:func:`uncertain`): the post may be there already."""


async def landed(client: discord.Client, check: Check) -> bool:
    """Whether the bot's message with ``check.content`` is among the channel's latest messages, posted since the
    attempt began or answering the same interaction. Raises what reading the channel raises.

    discord.py tries a failed request again by itself (five times for a server error), so a request whose answers
    were all lost may have posted several copies: all but the first are deleted."""
    me = client.user.id if client.user is not None else None
    channel = client.get_partial_messageable(check.channel_id)
    found = []
    async for message in channel.history(limit=HISTORY):
        if message.author.id != me or message.content != check.content:
            continue
        meta = message.interaction_metadata
        if message.created_at >= check.since or (meta is not None and meta.id == check.interaction_id):
            found.append(message)
    for extra in sorted(found, key=lambda m: m.id)[1:]:
        try:
            await extra.delete()
        except FAILURES as error:
            log.warning("Could not delete a second copy %s in channel %s: %s", extra.id, check.channel_id,
                        described(error))
    return bool(found)


class Backlog:
    """The results this process queued and has not delivered yet, per channel, oldest first, and their checks."""

    def __init__(self) -> None:
        self.waiting: dict[int, list[Notice]] = {}
        self.checks: dict[int, Check] = {}
        """Notice id -> the check to make before delivering it (its first request failed uncertainly)."""
        self.delivered: OrderedDict[int, None] = OrderedDict()

    def add(self, notices: list[Notice], checks: list[Check | None]) -> None:
        for notice, check in zip(notices, checks):
            if notice.id is None:
                continue
            self.waiting.setdefault(notice.channel_id, []).append(notice)
            if check is not None:
                self.checks[notice.id] = check

    def blocks(self, channel_id: int) -> bool:
        """Whether results of the channel are still waiting (a new one must go behind them)."""
        return bool(self.waiting.get(channel_id))

    def done(self, notice: Notice) -> None:
        """``notice`` is out (or given up): it no longer holds its channel back."""
        if notice.id is None:
            return
        self.checks.pop(notice.id, None)
        self.delivered[notice.id] = None
        while len(self.delivered) > REMEMBERED:
            self.delivered.popitem(last=False)
        left = [n for n in self.waiting.get(notice.channel_id, []) if n.id != notice.id]
        if left:
            self.waiting[notice.channel_id] = left
        else:
            self.waiting.pop(notice.channel_id, None)
