"""Turn service results into Discord messages, and refusals into ephemeral sentences.

The one flow every command and button follows (:func:`respond`):

1. **Defer** within Discord's 3-second window. Slash commands defer *publicly*
   ("… is thinking"), because most results are a board everyone should see;
   buttons defer as an invisible update (callback type 6).
2. **One service call.**
3. **Present**: each :class:`~bot.service.Post` becomes one message, in
   order, at most :data:`MAX_MESSAGES` (more are merged).

Discord fixes a deferred reply's visibility at defer time: the placeholder
can only become a message of that visibility (a follow-up sent while it is
loading edits it and keeps its visibility; Discord documents that as
deprecated and asks for "Edit Original Interaction Response" instead). So a
public first post *edits* the placeholder, and the later ones are follow-ups;
when the first thing to show is private (an ephemeral post or a refusal), the
public placeholder is deleted first and the private text goes as an ephemeral
follow-up. That is how a refused move leaves nothing behind in the channel.

An edit never notifies the users it mentions, so a first post that must ping
someone (the next player) is not put into the placeholder: the placeholder is
deleted and the post goes out as a new message, which does notify them.

A post with a :class:`~bot.service.common.Track` is the table's live message
(:mod:`bot.service.live_message`, :func:`publish`): the buttons of the messages it
supersedes are removed, it edits the live message in place when it says so
(and is posted anew when that edit fails, e.g. 10008 Unknown Message), and the
id of a live message posted anew is reported back to the service, so the next
edit finds it after a restart. Edits go through the channel's message route,
which works long after the interaction's 15-minute token has expired.

A change's public posts that Discord does not take (issue #52: a 429 past discord.py's retries, a server
error, an expired token) are handed to the service's outbox by :func:`show_change`, and posted from there
in order, once (:mod:`bot.discord.delivery`); the messages themselves are built by :mod:`bot.discord.messages`.
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections.abc import Awaitable, Callable, Iterable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.discord.delivery import FAILURES, Check, Failed, described, refused, uncertain
from bot.discord.messages import (  # noqa: F401  (re-exported: what the cogs and the bot build messages with)
    MAX_ALT_TEXT,
    MAX_CONTENT,
    MAX_MESSAGES,
    MAX_UPLOAD,
    NO_MENTIONS,
    StoryEmbed,
    allowed_mentions,
    clip,
    embeds_of,
    image_files,
    merge_posts,
    post_kwargs,
)
from bot.discord.threads import open_team_threads
from bot.discord.views import bot_of
from bot.service import Post, ServiceError
from bot.service.words import refusal_text
from i18n import language_of, speaking, t
from rules.core.errors import RuleError

if TYPE_CHECKING:
    from bot.service import GameService

log = logging.getLogger(__name__)

GENERIC_ERROR = t("err-generic", lang="en")
POSTING_FAILED = t("err-posting-failed", lang="en")
NOT_DELIVERED = t("err-not-delivered", lang="en")
STALE_COMMAND = t("err-stale-command", lang="en")
"""The English words of the refusals the Discord layer writes itself; shown through :func:`generic_error`,
:func:`posting_failed`, :func:`not_delivered` and :func:`stale_command` in the reader's language."""


def generic_error() -> str:
    return t("err-generic")


def posting_failed() -> str:
    return t("err-posting-failed")


def not_delivered() -> str:
    return t("err-not-delivered")


def stale_command() -> str:
    return t("err-stale-command")

_PENDING = "dday.loading"
"""``interaction.extras`` key: a public "thinking" placeholder is still unresolved."""
_HOME = "dday.home"
"""``interaction.extras`` key: the game's channel, for an interaction that came from one of its Team threads."""
_PRIVATE_PENDING = "dday.loading.private"
"""``interaction.extras`` key: an ephemeral "thinking" placeholder (a private command) is still unresolved."""



# -- sending -------------------------------------------------------------------


def service_of(interaction: discord.Interaction) -> GameService:
    """Return the bot's :class:`GameService`."""
    return bot_of(interaction.client).service


def channel_of(interaction: discord.Interaction) -> int:
    """Return the id of the channel the interaction is about (the table's key).

    That is the channel it came from, or, for a Team's thread of a game in Teams, the game's channel
    (found by :func:`home_channel`, which :func:`respond` and the autocompletes call first).
    """
    if interaction.channel_id is None:
        raise ServiceError(t("err-no-channel"))
    return interaction.extras.get(_HOME) or interaction.channel_id


async def home_channel(interaction: discord.Interaction) -> int | None:
    """The channel whose game the interaction is about: a Team thread's game channel, else its own channel."""
    if interaction.channel_id is None:
        return None
    if _HOME not in interaction.extras and isinstance(interaction.channel, discord.Thread):
        home = await service_of(interaction).home_channel(interaction.channel_id)
        if home != interaction.channel_id:
            interaction.extras[_HOME] = home
    return channel_of(interaction)


async def defer(interaction: discord.Interaction, *, private: bool = False) -> None:
    """Acknowledge within 3 seconds: public "thinking" for commands, a silent update for buttons.

    ``private`` (a command whose answer only its user sees): the "thinking" placeholder is ephemeral
    too, so the channel never sees that the command ran.
    """
    if interaction.response.is_done():
        return
    if interaction.type is discord.InteractionType.component:
        await interaction.response.defer()
    elif private:
        await interaction.response.defer(ephemeral=True, thinking=True)
        interaction.extras[_PRIVATE_PENDING] = True
    else:
        await interaction.response.defer(thinking=True)
        interaction.extras[_PENDING] = True


async def _drop_placeholder(interaction: discord.Interaction) -> bool:
    """Delete the public "thinking" placeholder so the next follow-up may be ephemeral; True once it is gone."""
    if not interaction.extras.get(_PENDING):
        return True
    try:
        await interaction.delete_original_response()
    except FAILURES as error:
        log.warning("Could not delete the deferred placeholder of interaction %s: %s", interaction.id, described(error))
        return False
    interaction.extras.pop(_PENDING, None)
    return True


async def _resolve_placeholder(interaction: discord.Interaction, kwargs: dict[str, Any]) -> Any:
    """Turn the deferred placeholder into the message of ``kwargs`` (an edit keeps its visibility); return it."""
    file = kwargs.pop("file", None)
    attachments = [file] if file is not None else kwargs.pop("files", [])
    return await interaction.edit_original_response(
        content=kwargs.get("content"),
        embeds=kwargs.get("embeds", []),
        attachments=attachments,
        view=kwargs.get("view"),
        allowed_mentions=kwargs["allowed_mentions"],
    )


async def _send_new(interaction: discord.Interaction, post: Post) -> Any | None:
    """Show ``post`` as a new message answering ``interaction``; return the message (None if withheld)."""
    kwargs = post_kwargs(post, filesize_limit=interaction.filesize_limit)
    if post.ephemeral and interaction.extras.get(_PRIVATE_PENDING):
        # The private placeholder becomes this post (it is ephemeral already).
        message = await _resolve_placeholder(interaction, kwargs)
        interaction.extras.pop(_PRIVATE_PENDING, None)
        return message
    if post.ephemeral:
        if not await _drop_placeholder(interaction):
            # A follow-up now would replace the public placeholder and be seen by everyone.
            log.error("Withheld a private post of interaction %s: the public placeholder is still there", interaction.id)
            return None
    elif interaction.extras.get(_PENDING) and post.mention_user_ids:
        # Mentions in an edit of a deferred reply (or in the follow-up that resolves it) never notify
        # anyone (discord/discord-api-docs#5497), so a post that must ping goes out as a new message.
        if not await _drop_placeholder(interaction):
            log.warning("Could not clear the placeholder of interaction %s; the ping may not notify", interaction.id)
    elif interaction.extras.get(_PENDING):
        # The placeholder becomes this post (Discord deprecates resolving it with a follow-up).
        message = await _resolve_placeholder(interaction, kwargs)
        interaction.extras.pop(_PENDING, None)  # only once it worked: a failure still needs the placeholder dropped
        return message
    message = await interaction.followup.send(wait=True, **kwargs)
    interaction.extras.pop(_PENDING, None)  # a placeholder still there (its deletion failed) became this message
    return message


async def _confirm_edit(interaction: discord.Interaction, post: Post, channel_id: int) -> None:
    """A typed command whose result only edited the live message: tell its author privately, with a link."""
    if not interaction.extras.get(_PENDING) or post.track is None or post.track.edit_id is None:
        return  # a button press: the pressed message itself shows the change
    where = f"https://discord.com/channels/{interaction.guild_id or '@me'}/{channel_id}/{post.track.edit_id}"
    note = post.track.note or t("ui-done")
    await send_error(interaction, clip(t("ui-edited-here", note=note, where=where)))


async def send_posts(interaction: discord.Interaction, posts: Sequence[Post], *, home: int | None = None) -> list[Failed]:
    """Show ``posts`` in order as follow-ups of an already deferred ``interaction``; return those Discord did not take.

    ``home``: the table's channel, when the interaction comes from elsewhere (a dice tray pressed in a
    Team's thread): the table's live message is then published there, never in the thread.
    A post Discord does not take (its request failed for good) does not stop the next ones: it is returned,
    with what failed, for :func:`show_change` to queue. The placeholder is then left for it to settle.
    """
    home = home or interaction.extras.get(_HOME)
    posts = merge_posts(posts)
    if not posts:
        if interaction.extras.get(_PENDING) or interaction.extras.get(_PRIVATE_PENDING):
            await _best_effort(send_error(interaction, t("ui-done-dot")), interaction)
        return []
    failed: list[Failed] = []
    for post in posts:
        since = discord.utils.utcnow()
        edited = False
        try:
            if post.channel_id is not None and not post.ephemeral:
                await send_to_thread(interaction.client, home or channel_of(interaction), post)  # a Team's thread
            elif home not in (None, interaction.channel_id) and post.track is not None and not post.ephemeral:
                await publish(interaction.client, home, post, partial(send_to, interaction.client, home, post))
            elif post.ephemeral or post.track is None:
                await _send_new(interaction, post)
            else:
                edited = await publish(interaction.client, channel_of(interaction), post, partial(_send_new, interaction, post))
        except FAILURES as error:
            log.warning("Discord did not take a post of interaction %s: %s", interaction.id, described(error))
            where = post.channel_id or home or channel_of(interaction)
            content = post_kwargs(post, filesize_limit=interaction.filesize_limit).get("content", "")
            check = Check(where, content, since, interaction.id) if uncertain(error) and content else None
            failed.append(Failed(post, error, check))
        if edited:
            await _best_effort(_confirm_edit(interaction, post, channel_of(interaction)), interaction)
        if post.team_threads:
            await start_team_threads(interaction.client, home or channel_of(interaction), post)
    if failed:
        return failed
    await _best_effort(_settle(interaction, posts, home), interaction)
    return []


async def show_change(interaction: discord.Interaction, posts: Sequence[Post], *, home: int | None = None) -> None:
    """Show a committed change's posts; those Discord does not take go to the outbox, in order (issue #52).

    The channel's earlier results still waiting in the outbox go first (the caller holds the channel's lock);
    if Discord does not take them either, this change's public posts are queued behind them untried, so an
    older edit of the live message never lands after a newer one. The author is told privately that the
    post will follow; the queued post itself says that it comes late, and names them.
    """
    posts = merge_posts(posts)
    channel_id = home or channel_of(interaction)
    public = [p for p in posts if not p.ephemeral]
    if public and not await bot_of(interaction.client).drain(channel_id):
        private = [p for p in posts if p.ephemeral]
        failed = [*(await send_posts(interaction, private, home=home) if private else []),
                  *(Failed(p, None, None) for p in public)]
    else:
        failed = await send_posts(interaction, posts, home=home)
    if failed:
        await hand_off(interaction, channel_id, failed)


async def hand_off(interaction: discord.Interaction, channel_id: int, failed: Sequence[Failed]) -> None:
    """Queue the public posts Discord did not take (one write) and tell the author privately; never raises."""
    public = [f for f in failed if not f.post.ephemeral]
    text = not_delivered()
    if public:
        bot = bot_of(interaction.client)
        try:
            notices = await bot.service.queue_posts(channel_id, interaction.user.id, [f.post for f in public])
        except Exception as error:  # the database failed too: the change stands, its post is lost; say so
            log.error("Could not queue %d undelivered posts of interaction %s in channel %s: %s",
                      len(public), interaction.id, channel_id, error_text(error))
            text = posting_failed()
        else:
            bot.backlog.add(list(notices), [f.check for f in public])
            text = t("err-result-queued")
    await _best_effort(send_error(interaction, text), interaction)


async def _best_effort(step: Awaitable[None], interaction: discord.Interaction) -> None:
    """A note about what was shown already: if Discord does not take it, the log says so and nothing else changes."""
    try:
        await step
    except FAILURES as error:
        log.warning("Discord did not take a note for interaction %s: %s", interaction.id, described(error))


async def _settle(interaction: discord.Interaction, posts: Sequence[Post], home: int | None) -> None:
    """After every post went out: the author's note of a change shown elsewhere, and a placeholder left over."""
    if interaction.extras.get(_PENDING) and home not in (None, interaction.channel_id):
        # Typed in a Team's thread: the game's message is in its channel. Only the author is told (the
        # thread keeps what the Team needs to read): the public placeholder goes, the note is private.
        note = next((p.track.note for p in posts if p.track is not None and p.track.note), "") or t("ui-done")
        await send_error(interaction, clip(t("ui-edited-there", note=note, channel=f"<#{home}>")))
    if interaction.extras.get(_PENDING):  # only withheld private posts: settle the placeholder harmlessly
        await interaction.edit_original_response(content=not_delivered(), attachments=[], view=None, allowed_mentions=NO_MENTIONS)
        interaction.extras.pop(_PENDING, None)


# -- the live message (bot.service.live_message) -------------------------------------------


async def edit_message(client: discord.Client, channel_id: int, message_id: int, post: Post) -> bool:
    """Edit message ``message_id`` of the channel to show ``post`` (its text and buttons; never a ping).

    A post with images replaces the message's images with them (the service sends images only when the board
    changed since the message's last ones); one without keeps the images the message has.
    Return False when Discord refuses (the message was deleted: 10008 Unknown Message, or any other
    refusal): the caller then posts it anew. A failure that says nothing of the message (429, a server
    error, no answer) is raised: the edit may yet work, or may have worked, and a new post would show it twice.
    """
    kwargs = post_kwargs(post)
    message = client.get_partial_messageable(channel_id).get_partial_message(message_id)
    fields: dict[str, Any] = {}
    if post.all_images():
        fields["attachments"], _ = image_files(post)
    try:
        await message.edit(
            content=kwargs.get("content", ""), embeds=kwargs.get("embeds", []), view=kwargs.get("view"),
            allowed_mentions=NO_MENTIONS, **fields,
        )
    except FAILURES as exc:
        if not refused(exc):
            raise
        log.info("Could not edit message %s in channel %s (%s); posting it anew", message_id, channel_id, described(exc))
        return False
    return True


async def retire(client: discord.Client, channel_id: int, message_ids: Sequence[int]) -> None:
    """Remove the buttons of messages that show a position that is over (a failure only leaves them stale)."""
    for message_id in message_ids:
        message = client.get_partial_messageable(channel_id).get_partial_message(message_id)
        try:
            await message.edit(view=None)
        except FAILURES as exc:
            log.info("Could not remove the buttons of message %s in channel %s (%s)", message_id, channel_id, described(exc))


async def discard(client: discord.Client, channel_id: int, message_ids: Sequence[int]) -> None:
    """Delete messages whose only job is done (a hand-off ping once its player acted); a failure leaves them."""
    for message_id in message_ids:
        try:
            await client.get_partial_messageable(channel_id).get_partial_message(message_id).delete()
        except FAILURES as exc:
            log.info("Could not delete message %s in channel %s (%s)", message_id, channel_id, described(exc))


async def publish(
    client: discord.Client, channel_id: int, post: Post, send: Callable[[], Awaitable[Any]]
) -> bool:
    """Show a tracked (live) public ``post`` in the channel; True when it only edited the live message.

    The superseded messages lose their buttons; the live message is edited when the post says so;
    otherwise (or when the edit fails) ``send`` posts it anew and the new message's id is reported
    to the service, which records it durably as the table's live message.
    """
    track = post.track
    if track is None:
        await send()
        return False
    await retire(client, channel_id, track.retire_ids)
    await discard(client, channel_id, track.delete_ids)
    if track.edit_id is not None and track.unchanged:
        return True  # nothing a reader needs changed: the live message stays as it is
    if track.edit_id is not None and await edit_message(client, channel_id, track.edit_id, post):
        return True
    message = await send()
    if message is not None:
        service = bot_of(client).service
        try:
            await service.record_message(channel_id, track.table_id, track.role, track.seq, message.id)
        except Exception:  # the post is out; only the next edit of it is lost (it will be a new post)
            log.exception("Could not record message %s as the live message of table %s", message.id, track.table_id)
    return False


async def send_to(client: discord.Client, channel_id: int, post: Post) -> Any:
    """Post ``post`` as a new message in channel ``channel_id`` (a Team's thread), outside any interaction."""
    return await client.get_partial_messageable(channel_id).send(**post_kwargs(post))


async def send_to_thread(client: discord.Client, channel_id: int, post: Post, **extra: Any) -> Any:
    """Post ``post`` in its Team's thread; if Discord refuses (the thread was deleted), in the table's channel."""
    try:
        return await client.get_partial_messageable(post.channel_id or channel_id).send(**post_kwargs(post), **extra)
    except discord.HTTPException as exc:
        if post.channel_id in (None, channel_id) or not refused(exc):
            raise  # a failure for now (429, a server error): the thread is still there, so the post waits for it
        log.warning("Could not post in thread %s (code %s); posting in channel %s", post.channel_id, exc.code, channel_id)
        return await client.get_partial_messageable(channel_id).send(**post_kwargs(post), **extra)


async def start_team_threads(client: discord.Client, channel_id: int, post: Post) -> None:
    """Open the Teams' threads a game's first post asks for, report them, and post what the service says.

    Never raises: the game has started either way, and without threads it plays on in the channel.
    """
    try:
        opened = await open_team_threads(client, channel_id, post.team_threads)
        service = bot_of(client).service
        for note in await service.record_threads(channel_id, post.team_threads[0].table_id, opened):
            try:
                await send_to(client, note.channel_id or channel_id, note)
            except FAILURES as exc:
                log.warning("Could not post in channel %s (%s)", note.channel_id or channel_id, described(exc))
    except Exception:
        log.exception("Could not open the Team threads of the game in channel %s", channel_id)


async def send_error(interaction: discord.Interaction, text: str) -> None:
    """Tell only the user who acted: an ephemeral sentence, whatever state the interaction is in."""
    text = clip(text) or generic_error()
    if interaction.type is discord.InteractionType.autocomplete:
        return
    if not interaction.response.is_done():
        await interaction.response.send_message(text, ephemeral=True, allowed_mentions=NO_MENTIONS)
        return
    await _drop_placeholder(interaction)  # if that fails the refusal shows publicly: better than silence
    await interaction.followup.send(text, ephemeral=True, allowed_mentions=NO_MENTIONS)


def error_text(error: BaseException) -> str:
    """Return the sentence to show for ``error``; log anything that is not a player-facing refusal."""
    original: BaseException = error
    while isinstance(original, app_commands.CommandInvokeError):
        original = original.original
    if isinstance(original, RuleError):
        return refusal_text(original)  # the rules' refusal in the reader's language (issue #28)
    if isinstance(original, ServiceError):
        return str(original)
    if isinstance(original, (app_commands.CommandNotFound, app_commands.CommandSignatureMismatch)):
        return stale_command()
    if isinstance(original, app_commands.TransformerError):
        return t("err-not-valid-here", value=str(original.value))
    if isinstance(original, app_commands.CheckFailure) and str(original):
        return str(original)
    if isinstance(original, FAILURES):  # Discord (or the way to it) failed, not the bot: no traceback needed
        log.warning("Discord did not answer a request: %s", described(original))
        return generic_error()
    log.error("Unexpected error", exc_info=(type(original), original, original.__traceback__))
    return generic_error()



def reader_language(interaction: discord.Interaction) -> str:
    """The language of the interaction's user (issue #28): their Discord client's locale, English when we lack it.

    Private replies and refusals speak it; a table's public posts speak the table's language (the service
    chooses that where it writes them)."""
    return language_of(getattr(interaction, "locale", None))


async def report_error(interaction: discord.Interaction, error: BaseException) -> None:
    """Show ``error`` ephemerally; never raises."""
    with speaking(reader_language(interaction)):
        text = error_text(error)
    try:
        await send_error(interaction, text)
    except FAILURES as failure:
        log.warning("Could not report an error to the user of interaction %s: %s", interaction.id, described(failure))
    except Exception:
        log.exception("Could not report an error to the user of interaction %s", interaction.id)


Result = list[Post] | Post


async def respond(
    interaction: discord.Interaction,
    call: Callable[[], Awaitable[Result]],
    *,
    changes: bool = True,
    private: bool = False,
) -> None:
    """Defer, make ONE service call, present its posts; refusals become ephemeral sentences.

    ``private``: a command only its user should see (``/orders show``, ``/prefs``): it defers
    ephemerally and every post of its answer is shown to that user only.

    The call runs speaking the user's language (:func:`reader_language`): what the service says to them alone
    is in their words; the table's public posts are composed in the table's language by the service itself.
    """
    with speaking(reader_language(interaction)):
        await _respond(interaction, call, changes=changes, private=private)


async def _respond(
    interaction: discord.Interaction, call: Callable[[], Awaitable[Result]], *, changes: bool, private: bool
) -> None:
    try:
        await defer(interaction, private=private)
        channel_id = await home_channel(interaction)
    except Exception as error:
        await report_error(interaction, error)
        return
    if private or not changes or channel_id is None:
        await _call_and_present(interaction, call, changes, private)
        return
    # One change of a channel is shown before the next one is computed: otherwise a move made while the
    # previous move's new phase message is still on its way would edit the phase message before it.
    async with channel_lock(channel_id):
        await _call_and_present(interaction, call, changes, private)


_CHANNEL_LOCKS: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()


def channel_lock(channel_id: int) -> asyncio.Lock:
    """The lock that orders a channel's changes with the posts that show them (held while both happen)."""
    lock = _CHANNEL_LOCKS.get(channel_id)
    if lock is None:
        lock = _CHANNEL_LOCKS[channel_id] = asyncio.Lock()
    return lock


async def _call_and_present(
    interaction: discord.Interaction, call: Callable[[], Awaitable[Result]], changes: bool, private: bool
) -> None:
    try:
        result = await call()
    except Exception as error:
        await report_error(interaction, error)
        return
    posts = [result] if isinstance(result, Post) else list(result)
    if private:
        posts = [p if p.ephemeral else p.model_copy(update={"ephemeral": True}) for p in posts]
    try:
        if changes:
            await show_change(interaction, posts)
        elif await send_posts(interaction, posts):
            await send_error(interaction, GENERIC_ERROR)  # nothing changed: the reader may simply ask again
    except Exception:
        log.exception("Could not present the result of interaction %s", interaction.id)
        try:
            await send_error(interaction, POSTING_FAILED if changes else GENERIC_ERROR)
        except Exception:
            log.exception("Could not report a presentation failure for interaction %s", interaction.id)


def autocomplete_choices(choices: Iterable[Any], limit: int = 25) -> list[app_commands.Choice[str]]:
    """Convert service :class:`~rules.core.Choice` values to at most 25 valid Discord choices.

    A value longer than 100 characters cannot be offered (it would be cut and
    mean something else), so it is skipped; labels are shortened instead.
    """
    result: list[app_commands.Choice[str]] = []
    seen: set[str] = set()
    for choice in choices:
        value = str(choice.value)
        if not value or len(value) > 100 or value in seen:
            continue
        name = (str(choice.label).strip() or value).replace("\n", " ")
        if len(name) > 100:
            name = name[:99] + "…"
        seen.add(value)
        result.append(app_commands.Choice(name=name, value=value))
        if len(result) >= limit:
            break
    return result
