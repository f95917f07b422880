"""What a seat alone may see, as text and a menu: discord-free, one builder per game (its extension's).

:func:`private_post` turns ``engine.view(state, seat)`` (never the raw state's
other parts) into an ephemeral :class:`PrivatePost`: the seat's hand, heroic
cards to choose, own discard pile, standing setting... and a menu of the
cards it may play *now* (each option is a complete action text). The cog
turns each :class:`PrivateMenu` into a restart-safe select whose custom_id
names the channel, the table (game), the log version it was drawn at and the
seat, so a selection made after the game moved on, or in another game, is refused.

Games without hidden information get a short sentence saying so.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, Field

from bot.service.common import Post
from bot.service.extensions import extension_of
from i18n import t

MAX_CONTENT = 2000
MAX_BLOCK = 4096
"""Discord: an embed's description holds at most 4,096 characters (its title 256)."""
MAX_TITLE = 256
MAX_OPTIONS = 25
"""Discord: at most 25 options in a select menu; label, value and description at most 100 characters."""

NO_SEAT = t("post-no-hand", lang="en")
"""The English words of the reply to a spectator asking for a hand (shown in the reader's words)."""
NOTHING_HIDDEN = t("post-nothing-hidden", lang="en")

PLACEHOLDER_MARK = "⚠ placeholder: our own design, not the printed card"


class MenuOption(BaseModel):
    value: str
    """The action text submitted when chosen (at most 100 characters)."""
    label: str
    description: str = ""


class PrivateMenu(BaseModel):
    seat: str
    custom_id: str
    placeholder: str
    options: list[MenuOption] = Field(default_factory=list)


class Block(BaseModel):
    """A longer part of a private view, shown whole under its text (Discord: an embed)."""

    title: str
    """At most :data:`MAX_TITLE` characters."""
    text: str
    """At most :data:`MAX_BLOCK` characters, cut only between lines."""


class PrivatePost(Post):
    """An ephemeral post with one select menu per seat that has cards to play now, and its longer blocks."""

    menus: list[PrivateMenu] = Field(default_factory=list)
    blocks: list[Block] = Field(default_factory=list)
    """Shown whole after ``content``, however many (the discord layer spreads them over as many messages
    as Discord's limits need)."""


def short(text: str, limit: int = 100) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def clip(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    cut = text[: limit - 2]
    if "\n" in cut:
        cut = cut[: cut.rfind("\n")]
    return cut + "\n…"


def _generic(
    engine: Any, state: Any, seat: str, channel_id: int, table_id: int, version: int, room: int
) -> tuple[str, PrivateMenu | None]:
    view = engine.view(state, seat)
    if getattr(view, "private", None) is None:
        return t("post-nothing-hidden"), None
    return clip(t("post-private-view", seat=seat) + f"\n{view.private}", room), None


def private_post(
    engine: Any, state: Any, seats: Sequence[str], *, channel_id: int, table_id: int, version: int
) -> PrivatePost:
    """The ephemeral reply to ``/hand`` for a user holding ``seats`` (none: a spectator)."""
    if not seats:
        return PrivatePost(content=t("post-no-hand"), ephemeral=True)
    extension = extension_of(engine.spec.id)
    room = MAX_CONTENT // len(seats) - 4
    parts: list[str] = []
    menus: list[PrivateMenu] = []
    blocks: list[Block] = []
    for seat in seats:
        built = extension.private_view(engine, state, seat, channel_id, table_id, version, room)
        text, menu = built if built is not None else _generic(engine, state, seat, channel_id, table_id, version, room)
        parts.append(text)
        if menu is not None:
            menus.append(menu)
        blocks += [Block(title=short(t, MAX_TITLE), text=clip(b, MAX_BLOCK)) for t, b in extension.private_blocks(engine, state, seat)]
    content = "\n\n".join(dict.fromkeys(parts))
    return PrivatePost(content=clip(content, MAX_CONTENT), ephemeral=True, menus=menus[:5], blocks=blocks)


def nothing_hidden() -> str:
    """The reply to a player of a game without a hidden hand, in the reader's words."""
    return t("post-nothing-hidden")
