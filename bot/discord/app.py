"""The Discord bot: a ``commands.Bot`` holding one :class:`~bot.service.GameService`.

Slash commands only: default intents, no privileged intents, no message
content. ``setup_hook`` opens the service, loads the cogs, registers the
restart-safe buttons and syncs the command tree (globally, or to
``DDAY_DEV_GUILD_ID`` for instant updates while developing).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands, tasks

from bot.discord import delivery, present
from bot.discord.cogs import extensions
from bot.discord.translator import CatalogueTranslator
from bot.discord.views import DYNAMIC_ITEMS
from bot.service import GONE_CODES, GameService, reference
from bot.service.private_news import NOTICE_KIND as SECRET_NOTICE
from bot.service.timers import Notice
from bot.settings import Settings
from bot.web.server import WebServer
from i18n import speaking

log = logging.getLogger(__name__)
PROBE_EVERY = 600.0
"""Seconds between two attempts to reach the channel of a paused game."""
GIVE_UP_AFTER = 5
"""Tries before a notice that Discord keeps refusing for its own sake (not its channel's) is given up. A failure of
Discord's own (429, a server error, no answer) never counts: the notice waits until Discord takes it."""


class DdayTree(app_commands.CommandTree):
    """Command tree whose errors reach the user as one ephemeral sentence, never a traceback."""

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        await present.report_error(interaction, error)

    async def _call(self, interaction: discord.Interaction) -> None:
        """Every slash command and autocomplete runs speaking its user's language (issue #28): the words of
        choices and checks' refusals; :func:`present.respond` sets it again for buttons, menus and forms."""
        with speaking(present.reader_language(interaction)):
            await super()._call(interaction)


class DdayBot(commands.Bot):
    """The bot. Pass ``service`` to use an already open service (tests); otherwise one is opened in ``setup_hook``."""

    def __init__(self, settings: Settings, *, service: GameService | None = None, **options: Any) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            help_command=None,
            intents=discord.Intents.default(),
            tree_cls=DdayTree,
            allowed_mentions=present.NO_MENTIONS,
            **options,
        )
        self.settings = settings
        self.service: GameService = service  # type: ignore[assignment]  # set in setup_hook when None
        self._owns_service = service is None
        self._failing: set[int] = set()
        """Channels where a post failed for good since the last post that got through."""
        self._probed: dict[int, float] = {}
        """Paused channel -> loop time of the last attempt to reach it."""
        self.web: WebServer | None = None
        """The web viewer's server (issue #27), running while ``DDAY_WEB_PORT`` is set."""
        self.backlog = delivery.Backlog()
        """The changes' results this process queued in the outbox and has not delivered yet (issue #52)."""

    async def setup_hook(self) -> None:
        if self.service is None:
            self.service = await GameService.open(
                self.settings.database, cache_tables=self.settings.cache_tables, web_url=self.settings.web_url
            )
            log.info("Opened game database %s", self.settings.database_shown)
        port = self.settings.web_port
        if port is not None and self.web is None:
            try:
                self.web = await WebServer.start(self.service, port, self.settings.web_host)
            except OSError as exc:  # the games go on without the viewer; the log says why
                log.error("The web viewer could not listen on port %s (%s); running without it", port, exc)
        await self.tree.set_translator(CatalogueTranslator())  # Korean names and descriptions (issue #28)
        for extension in extensions():
            await self.load_extension(extension)
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        await self.sync_commands()

    async def sync_commands(self) -> list[app_commands.AppCommand]:
        """Sync the slash commands: to the dev guild when configured (instant), else globally."""
        guild_id = self.settings.dev_guild_id
        try:
            if guild_id is not None:
                guild = discord.Object(id=guild_id)
                self.tree.copy_global_to(guild=guild)
                synced = await self.tree.sync(guild=guild)
                log.info("Synced %d commands to dev guild %s", len(synced), guild_id)
            else:
                synced = await self.tree.sync()
                log.info("Synced %d global commands (they may take a while to appear)", len(synced))
        except discord.HTTPException:
            log.exception("Could not sync the slash commands; the previously synced ones stay in place")
            return []
        return synced

    async def on_message(self, message: discord.Message) -> None:
        """A message that mentions the bot gets a one-line pointer to ``/help``; nothing else is read.

        Slash commands are the only way to play, so there are no prefix commands to process (which
        would log an unknown command for every mention). A mention reaches the bot with its text even
        without the privileged message content intent; a reply to one of its posts does not count.
        """
        me = self.user
        if me is None or message.author.bot or message.webhook_id is not None:
            return
        if f"<@{me.id}>" not in message.content and f"<@!{me.id}>" not in message.content:
            return
        try:
            await message.channel.send(reference.mention_reply(), allowed_mentions=present.NO_MENTIONS)
        except discord.HTTPException as exc:
            log.info("Could not answer a mention in channel %s (%s)", message.channel.id, exc)

    async def on_ready(self) -> None:
        log.info("Logged in as %s (id %s) in %d servers", self.user, getattr(self.user, "id", "?"), len(self.guilds))
        if not self.timer_loop.is_running():
            self.timer_loop.start()

    @tasks.loop(seconds=60)
    async def timer_loop(self) -> None:
        """The one background task that fires reminders and deadlines (timers live in the database)."""
        try:
            await self.deliver_due()
        except Exception:
            log.exception("Firing timers failed; will try again at the next tick")

    async def send_digest(self, digest: Any) -> None:
        """Send a player their daily digest by direct message (one that fails is not sent again: tomorrow's tells)."""
        kwargs = present.post_kwargs(digest.post)
        kwargs.pop("ephemeral", None)
        try:
            user = self.get_user(digest.user_id) or await self.fetch_user(digest.user_id)
            await user.send(**kwargs)
        except delivery.FAILURES as exc:
            log.info("Could not send user %s their daily digest (%s)", digest.user_id, delivery.described(exc))

    async def deliver_due(self) -> int:
        """Fire every due timer, then post every committed notice still in the outbox; return how many were posted.

        A notice is marked sent only once Discord accepted it, so a crash or a failed post leaves it
        queued for the next tick. Its outbox id goes with it as the message nonce (Discord then refuses
        a second message with the same nonce for a while), so a crash between posting and marking does
        not post it twice. Notices of one channel go out in order: after a failure the rest of that
        channel waits for the next tick; a notice that keeps failing for its own sake (not the
        channel's) is given up after :data:`GIVE_UP_AFTER` tries.

        A channel that refuses posts for good (deleted: 10003, unreadable: 50001) is reported to the
        service, which pauses its game after a few such failures; its notices wait in the outbox.
        Paused channels are probed now and then, and their game resumes once the channel can be
        reached again.
        """
        await self.probe_paused()
        await self.service.fire_due_timers()
        await self.service.computers_due()  # a computer left asked (a restart, a deadline's default) plays now
        for digest in await self.service.digests_due():  # issue #50: the players' daily digests
            await self.send_digest(digest)
        sent = 0
        blocked: set[int] = set(await self.service.paused_channels())
        for notice in await self.service.pending_notices():
            if notice.channel_id in blocked:
                continue  # paused, or failed earlier in this round: its notices keep their order
            async with present.channel_lock(notice.channel_id):  # ordered with the channel's moves and their posts
                if not await self.deliver_one(notice):
                    blocked.add(notice.channel_id)
                    continue
            sent += 1
        return sent

    async def drain(self, channel_id: int) -> bool:
        """Deliver the channel's queued results (:class:`delivery.Backlog`), oldest first; True once none wait.

        The caller holds the channel's lock (:func:`present.show_change`, before it shows a newer change)."""
        for notice in list(self.backlog.waiting.get(channel_id, [])):
            if not await self.deliver_one(notice):
                return False
        return True

    async def deliver_one(self, notice: Notice) -> bool:
        """Post one notice of the outbox and mark it sent; True when it is out (or given up), False when it waits.

        A queued result whose first request failed uncertainly is looked for in its channel first
        (:func:`delivery.landed`): if it is there, it is only marked sent. The caller holds the channel's lock.
        """
        notice_id = notice.id or 0
        if notice_id in self.backlog.delivered:
            return True  # delivered meanwhile (a drain, while this pass waited for the channel)
        try:
            check = self.backlog.checks.get(notice_id)
            if check is not None and await delivery.landed(self, check):
                log.info("Notice %s was in channel %s already; not posted again", notice_id, check.channel_id)
            else:
                await self.deliver(notice, locked=True)
        except delivery.FAILURES as exc:
            await self.notice_refused(notice, exc)
            return False
        self.backlog.done(notice)
        try:
            await self.service.notice_sent(notice_id)
        except Exception as error:  # out, but not marked: a later pass sends it with the same nonce (Discord refuses it)
            log.error("Notice %s was posted but could not be marked sent: %s", notice_id, present.error_text(error))
        if notice.channel_id in self._failing:  # a post got through: its failure count starts over
            self._failing.discard(notice.channel_id)
            await self.service.channel_back(notice.channel_id)
        return True

    async def notice_refused(self, notice: Notice, exc: BaseException) -> None:
        """Record why Discord did not take ``notice``: a gone channel counts towards pausing its game; a refusal
        of the notice itself, after :data:`GIVE_UP_AFTER` tries, gives it up; anything else waits for the next pass."""
        why = delivery.described(exc)
        code = getattr(exc, "code", None)
        if code in GONE_CODES:
            await self.service.notice_failed(notice.id or 0, why)
            paused = await self.service.channel_failed(notice.channel_id, code)
            log.warning("Channel %s refused a notice (code %s)%s", notice.channel_id, code,
                        "; its game is paused" if paused else "")
            return
        give_up = delivery.refused(exc) and notice.attempts + 1 >= GIVE_UP_AFTER
        log.warning("Could not deliver notice %s to channel %s (%s)%s", notice.id, notice.channel_id, why,
                    "; giving it up" if give_up else "; retrying next tick")
        await self.service.notice_failed(notice.id or 0, why, give_up=give_up)
        if give_up:
            self.backlog.done(notice)

    async def probe_paused(self, every: float = PROBE_EVERY) -> list[int]:
        """Try to reach each paused channel (at most once per ``every`` seconds); resume those that answer."""
        resumed = []
        now = asyncio.get_running_loop().time()
        probed = self._probed
        for channel_id in await self.service.paused_channels():
            self._failing.add(channel_id)
            if now - probed.get(channel_id, -every) < every:
                continue
            probed[channel_id] = now
            try:
                await self.fetch_channel(channel_id)
            except discord.HTTPException:
                continue
            if await self.service.channel_back(channel_id):
                log.info("Channel %s can be reached again; its game resumes", channel_id)
                resumed.append(channel_id)
                self._failing.discard(channel_id)
        return resumed

    async def deliver(self, notice: Notice, *, locked: bool = False) -> None:
        """Post ``notice``: by DM when the player asked for it (falling back to the channel), else in the channel.

        ``locked``: the caller holds the channel's lock already."""
        kwargs = present.post_kwargs(notice.post)
        kwargs.pop("ephemeral", None)
        if notice.id is not None:
            kwargs["nonce"] = f"dday-notice-{notice.id}"[:25]
        if notice.dm_user_id is not None:
            try:
                user = self.get_user(notice.dm_user_id) or await self.fetch_user(notice.dm_user_id)
                await user.send(**kwargs)
                return
            except discord.HTTPException:
                if notice.kind == SECRET_NOTICE:  # a secret is never posted in the channel instead
                    log.warning("Could not DM user %s their secret; the game's button still shows it", notice.dm_user_id)
                    return
                log.warning("Could not DM user %s; reminding in the channel instead", notice.dm_user_id)
                nonce = kwargs.get("nonce")
                kwargs = present.post_kwargs(notice.post)
                kwargs.pop("ephemeral", None)
                if nonce is not None:
                    kwargs["nonce"] = nonce
        if notice.post.channel_id not in (None, notice.channel_id):  # a reminder in a Team's thread
            nonce = {"nonce": kwargs["nonce"]} if "nonce" in kwargs else {}
            await present.send_to_thread(self, notice.channel_id, notice.post, **nonce)
            return
        channel = self.get_partial_messageable(notice.channel_id)
        try:
            # A live message (a default applied inside a phase) edits the phase message, as a move would.
            if locked:
                await present.publish(self, notice.channel_id, notice.post, lambda: channel.send(**kwargs))
            else:
                async with present.channel_lock(notice.channel_id):
                    await present.publish(self, notice.channel_id, notice.post, lambda: channel.send(**kwargs))
        except discord.HTTPException as exc:
            if exc.code in GONE_CODES:
                self._failing.add(notice.channel_id)
            raise

    async def respond(
        self,
        interaction: discord.Interaction,
        call: Callable[[], Awaitable[Any]],
        *,
        changes: bool = True,
    ) -> None:
        """Answer a button press with :func:`present.respond`: the buttons (:mod:`bot.discord.views`) reach it
        through the bot, since ``present`` builds them and so cannot be imported by them."""
        await present.respond(interaction, call, changes=changes)

    async def close(self) -> None:
        self.timer_loop.cancel()
        try:
            if self.web is not None:
                web, self.web = self.web, None
                await web.stop()
            await super().close()
        finally:
            if self._owns_service and self.service is not None:
                service, self.service = self.service, None  # type: ignore[assignment]  # closed: no calls after this
                await service.close()


class ShardedDdayBot(DdayBot, commands.AutoShardedBot):
    """The same bot on discord.py's sharded client, for the shards of ``DDAY_SHARD_IDS`` only.

    Several such processes (each its own shards, all of them ``DDAY_SHARD_COUNT``) share one
    PostgreSQL database: a channel's commands reach the process of its server's shard, and due
    timers and notices are leased to one process at a time (see ``db/pg_timer_store.py``).
    """


def make_bot(settings: Settings, **options: Any) -> DdayBot:
    """The bot the settings ask for: sharded when ``DDAY_SHARD_COUNT`` is set, else one plain client."""
    if not settings.sharded:
        return DdayBot(settings, **options)
    shard_ids = list(settings.shard_ids) if settings.shard_ids is not None else None
    return ShardedDdayBot(settings, shard_ids=shard_ids, shard_count=settings.shard_count, **options)


def _token(settings: Settings) -> str:
    token = settings.token()
    if token is None:
        raise RuntimeError("DISCORD_TOKEN is not set; see .env.example.")
    return token


async def run_bot(settings: Settings) -> None:
    """Log in and serve until the connection is closed."""
    token = _token(settings)
    async with make_bot(settings) as bot:
        if isinstance(bot, ShardedDdayBot):
            log.info("Running shards %s of %d", list(bot.shard_ids or range(settings.shard_count or 1)),
                     settings.shard_count)
        await bot.start(token)


def run(settings: Settings) -> int:
    """Entry point of ``dday bot``: set up logging and run until interrupted; return the exit code."""
    discord.utils.setup_logging(level=settings.log_level_number, root=True)
    try:
        asyncio.run(run_bot(settings))
    except KeyboardInterrupt:
        log.info("Stopped.")
    except discord.LoginFailure:
        log.error("Discord refused the token. Reset it on the application's Bot page and put the new one in .env.")
        return 2
    except (aiohttp.ClientError, OSError) as exc:
        log.error("Could not reach Discord (%s). Check the network connection and try again.", exc)
        return 3
    return 0
