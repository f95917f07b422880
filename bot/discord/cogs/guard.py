"""The one check of every game's command group: ``/aa``, ``/pb``, ``/dice`` and ``/orders`` act only on their game.

Each game's kit (:mod:`rules.core.kits`) names the groups that play it (``groups``, its own first), read
here at import (:func:`plays`, which a test's game may call too); its cogs derive from :class:`GameGroupCog`, whose ``interaction_check`` (discord.py runs it before every subcommand of the
group) asks the service which game the channel plays (``svc.channel_game``, a Team's thread mapped
to its channel first by :func:`bot.discord.present.home_channel`). In a channel of another game, or
of none, the command is refused in one private line naming the channel's game and the group to use,
before anything is deferred, written or posted. The autocompletes of the groups ask :func:`allowed`
first and offer nothing elsewhere (discord.py runs no cog check for an autocomplete).

Buttons, menus and the orders form need no such check: each custom id names its table (a table
plays one game), and the service refuses a press or a form made for another table than the
channel's current one. The form itself opens only through ``/aa orders``, ``/pb orders`` or
``/dice orders``, so after this check.
"""

from __future__ import annotations

import asyncio
import logging

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord import present
from i18n import command_name, current, t
from rules.core import find_game
from rules.core.kits import all_kits

log = logging.getLogger(__name__)

CHECK_TIMEOUT = 2.0
"""Seconds the check waits for the service: the command must still be answered within Discord's 3."""
NO_GAME = t("err-guard-no-game", lang="en")
SLOW = t("err-guard-slow", lang="en")

_GROUPS: dict[str, list[str]] = {}
"""Group name -> the game ids it plays."""
_MAIN: dict[str, str] = {}
"""Game id -> the group to name when a player uses another game's group in its channel."""


class WrongGame(app_commands.CheckFailure):
    """A game's command used where it does not apply: its text is the player-facing line."""


def plays(group: str, game_id: str, *, main: bool = True) -> None:
    """Declare that ``/group`` plays ``game_id`` (``main``: the group to suggest for that game)."""
    games = _GROUPS.setdefault(group, [])
    if game_id not in games:
        games.append(game_id)
    if main:
        _MAIN.setdefault(game_id, group)


def release(group: str, game_id: str) -> None:
    """Undo :func:`plays` (a game registered for a while, e.g. a test's)."""
    games = _GROUPS.get(group, [])
    if game_id in games:
        games.remove(game_id)
    if _MAIN.get(game_id) == group:
        del _MAIN[game_id]


for _kit in all_kits():
    for _i, _group in enumerate(_kit.groups):
        plays(_group, _kit.id, main=_i == 0)


def group_of(interaction: discord.Interaction) -> str | None:
    """The top-level command group the interaction belongs to, if it is a game's (None otherwise)."""
    command = interaction.command
    if command is None:
        return None
    root = getattr(command, "root_parent", None) or command
    return root.name if root.name in _GROUPS else None


def game_name(game_id: str) -> str:
    try:
        return find_game(game_id).spec.name
    except Exception:  # a game no longer registered: its id still says which
        return game_id


def refusal_text(group: str, game: str | None) -> str | None:
    """The line refusing ``/group`` in a channel playing ``game`` (None: no game), or None if it applies."""
    games = _GROUPS.get(group, [])
    if game in games:
        return None
    if game is None:
        return t("err-guard-no-game")
    other = _MAIN.get(game)
    here = game_name(game)
    if other is None:
        return t("err-guard-other-group", game=here, group=command_name(group, current()), games=t("post-and").join(game_name(g) for g in games))
    return t("err-guard-use", game=here, command=command_name(other, current()))


async def refusal(interaction: discord.Interaction) -> str | None:
    """Why this game command does not apply in the interaction's channel; None when it does (or is no game's)."""
    group = group_of(interaction)
    if group is None:
        return None
    channel = await present.home_channel(interaction)  # a Team's thread: its game's channel
    if channel is None:
        return t("err-guard-no-game")
    game, _ = await present.service_of(interaction).channel_game(channel)
    return refusal_text(group, game)


async def allowed(interaction: discord.Interaction) -> bool:
    """For an autocomplete: True when the command's group plays the channel's game; never raises."""
    try:
        return await asyncio.wait_for(refusal(interaction), CHECK_TIMEOUT) is None
    except Exception:
        log.debug("game check of an autocomplete failed", exc_info=True)
        return False


async def require(interaction: discord.Interaction) -> None:
    """Raise :class:`WrongGame` (shown privately, nothing else happens) unless the group plays this channel's game."""
    try:
        text = await asyncio.wait_for(refusal(interaction), CHECK_TIMEOUT)
    except TimeoutError:
        raise WrongGame(t("err-guard-slow")) from None
    except Exception as error:  # the service's refusal, or a failure (logged): one private line either way
        raise WrongGame(present.error_text(error)) from None
    if text is not None:
        raise WrongGame(text)


class GameGroupCog(commands.GroupCog):
    """A game's command group: every subcommand runs only in a channel of that game (see the module)."""

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        await require(interaction)
        return True

