"""Service posts as Discord messages: their text, embeds, images, buttons and pings, within Discord's limits, and
the merging of a call's posts into at most :data:`MAX_MESSAGES`. Pure: nothing here talks to Discord
(:mod:`bot.discord.present` sends what this builds)."""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from io import BytesIO
from typing import Any

import discord

from bot.discord.views import view_for
from bot.service import Post
from bot.service.story import EMBED, EMBEDS, EMBEDS_TOTAL
from i18n import t

log = logging.getLogger(__name__)

MAX_MESSAGES = 5
"""Roughly five messages per five seconds per channel; more than that gets merged."""
MAX_CONTENT = 2000
MAX_ALT_TEXT = 1024

NO_MENTIONS = discord.AllowedMentions(everyone=False, users=False, roles=False, replied_user=False)


# -- building messages ----------------------------------------------------------


def allowed_mentions(user_ids: Iterable[int]) -> discord.AllowedMentions:
    """Ping exactly ``user_ids`` and nobody else (no @everyone/@here, no roles, no reply ping)."""
    users = [discord.Object(id=uid) for uid in dict.fromkeys(user_ids)]
    return discord.AllowedMentions(everyone=False, roles=False, users=users, replied_user=False)


def clip(text: str, limit: int = MAX_CONTENT) -> str:
    """Return ``text`` within ``limit`` characters, never cutting a line: whole lines from the start, then "…".

    The service's posts already fit (:mod:`bot.service.story`); this guards what is added here (a note
    that the image was too large) and short replies. A first line longer than the limit is shortened at a
    space, and says so with "…".
    """
    if len(text) <= limit:
        return text
    marker = "\n…"
    kept = text[: limit - len(marker)]
    if "\n" in kept:
        return kept[: kept.rfind("\n")] + marker
    cut = kept.rfind(" ", 0, limit - 1)
    return text[: cut if cut > 0 else limit - 1] + "…"


class StoryEmbed(discord.Embed):
    """An embed holding only a description, sent as Discord's API documents a bot's embed.

    discord.py always writes ``flags: 0``, a read-only field of received embeds that the API's request
    schema does not list; it is left out.
    """

    def to_dict(self) -> Any:
        data = dict(super().to_dict())
        if not data.get("flags"):
            data.pop("flags", None)
        return data


def embeds_of(post: Post) -> list[discord.Embed]:
    """The embeds a long post's story goes in (issue #24): one per description, already within the limits."""
    return [StoryEmbed(description=text) for text in post.embeds]


MAX_UPLOAD = 10 * 1024 * 1024
"""What one message's attachments may weigh in all (Discord: 10 MiB without a server boost)."""


def image_files(post: Post, filesize_limit: int | None = None) -> tuple[list[discord.File], bool]:
    """The post's images as files (at most 10, within the upload limit in all); True when one had to stay out."""
    budget = min(filesize_limit or MAX_UPLOAD, MAX_UPLOAD)
    files: list[discord.File] = []
    left_out = False
    for image in post.all_images():
        if len(image.data) > budget:
            log.warning("Image %s of %d bytes exceeds the upload limit (%d bytes left); sent without it", image.name, len(image.data), budget)
            left_out = True
            continue
        budget -= len(image.data)
        files.append(discord.File(BytesIO(image.data), filename=image.name or "board.png",
                                  description=image.alt_text[:MAX_ALT_TEXT] or None))
    return files, left_out


def post_kwargs(post: Post, *, filesize_limit: int | None = None) -> dict[str, Any]:
    """Return keyword arguments for ``Webhook.send`` / ``Messageable.send`` showing ``post``."""
    content = post.content
    kwargs: dict[str, Any] = {"allowed_mentions": allowed_mentions(post.mention_user_ids)}
    files, left_out = image_files(post, filesize_limit)
    if left_out:
        content = clip(content + "\n" + t("ui-image-too-large"))
    if post.file:
        if filesize_limit is not None and len(post.file) > filesize_limit:
            content = clip(content + "\n" + t("ui-file-too-large"))
        else:
            files.append(discord.File(BytesIO(post.file), filename=post.file_name or "game.json"))
    if len(files) == 1:
        kwargs["file"] = files[0]
    elif files:
        kwargs["files"] = files
    if content:
        kwargs["content"] = clip(content)
    if post.embeds:
        kwargs["embeds"] = embeds_of(post)
    view = view_for(post.buttons)
    if view is not None:
        kwargs["view"] = view
    if post.ephemeral:
        kwargs["ephemeral"] = True
    return kwargs


def _is_empty(post: Post) -> bool:
    return not post.content.strip() and not post.embeds and not post.all_images() and not post.file and not post.buttons


def _merged_text(first: Post, second: Post) -> tuple[str, list[str]]:
    """Both posts' texts and embeds in one message: the second's text below, in an embed, if the text is full."""
    text = "\n\n".join(p.content for p in (first, second) if p.content.strip())
    if len(text) <= MAX_CONTENT:
        return text, [*first.embeds, *second.embeds]
    below = [second.content] if second.content.strip() else []
    return first.content, [*first.embeds, *below, *second.embeds]


def _merge(first: Post, second: Post) -> Post:
    """One post showing both whole: both texts, the newer image, everyone pinged by either, the newer buttons."""
    text, embeds = _merged_text(first, second)
    newer_image = second if second.all_images() else first
    return Post(
        content=text,
        embeds=embeds,
        image=newer_image.image,
        image_name=newer_image.image_name,
        alt_text=newer_image.alt_text,
        images=newer_image.images,
        mention_user_ids=list(dict.fromkeys([*first.mention_user_ids, *second.mention_user_ids])),
        buttons=second.buttons or first.buttons,
        ephemeral=first.ephemeral,
        file=second.file or first.file,
        file_name=second.file_name if second.file else first.file_name,
        channel_id=first.channel_id,
        team_threads=[*first.team_threads, *second.team_threads],
    )


def _fit_together(first: Post, second: Post) -> bool:
    """Whether one message can show both posts whole (nothing is cut to merge them)."""
    text, embeds = _merged_text(first, second)
    return (
        len(text) <= MAX_CONTENT
        and len(embeds) <= EMBEDS
        and all(len(e) <= EMBED for e in embeds)
        and sum(len(e) for e in embeds) <= EMBEDS_TOTAL
    )


def merge_posts(posts: Sequence[Post], limit: int = MAX_MESSAGES) -> list[Post]:
    """Drop empty posts and merge the oldest ones until at most ``limit`` remain.

    Only posts of the same visibility are merged, so nothing private ever ends up in a public message;
    a table's live message (a tracked post) is never merged. A post for a named channel (a Team's
    thread, or a dice tray of a game in Teams) is sent there on its own, not as a reply: it is neither
    merged nor counted. Two posts are merged only when one message holds both whole.
    """
    result = [p for p in posts if not _is_empty(p)]
    while len([p for p in result if p.channel_id is None]) > limit:
        free = [i for i, p in enumerate(result) if p.track is None and p.channel_id is None]
        pair = next(
            (
                (i, j)
                for i in free
                for j in free
                if i < j and result[i].ephemeral == result[j].ephemeral and _fit_together(result[i], result[j])
            ),
            None,
        )
        if pair is None:  # only live messages, or one post of each visibility: send them as they are
            break
        i, j = pair
        merged = _merge(result[i], result[j])
        result = [*result[:i], merged, *result[i + 1 : j], *result[j + 1 :]]
    return result
