"""``/game mine``, ``/game list``, ``/game stats`` and ``/game leaderboard`` (issue #50): the server-wide lists,
statistics and ratings, each a private answer.

Added to the ``/game`` group by :class:`~bot.discord.cogs.game.GameCog` (:func:`list_commands`). ``/game mine``
lists the caller's games on this server (``everywhere``: on every server); ``/game list`` a page of the server's
tables in the channels the caller can view (:mod:`bot.discord.visibility` works them out from the caller's roles
and each channel's overwrites). ``/game stats`` and ``/game leaderboard`` read only the games of the channels the
caller can view, worked out the same way. The service (:mod:`bot.service.lists`, :mod:`bot.service.standings`)
reads and words them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Optional

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord import present
from bot.discord.cogs.contexts import servers_and_dms
from bot.discord.visibility import viewable_channels
from bot.service import Post
from rules.core.contract import GameSpec

SHOW_CHOICES = [
    app_commands.Choice(name="every — open, in play, and ended in the last 30 days", value="every"),
    app_commands.Choice(name="open — tables looking for players", value="open"),
    app_commands.Choice(name="playing — games in play", value="playing"),
    app_commands.Choice(name="ended — games ended in the last 30 days", value="ended"),
]


def list_commands(games: Sequence[GameSpec]) -> list[app_commands.Command[Any, ..., None]]:
    """``/game mine``, ``/game list``, ``/game stats`` and ``/game leaderboard`` (the ``game`` options offer the
    registered games)."""

    @app_commands.command(name="mine", description="Your games on this server, the ones waiting for you first (only you see it)")
    @app_commands.describe(
        everywhere="True: your games on every server you share with the bot",
        ended="True: also the games that ended in the last 30 days",
    )
    async def mine(interaction: discord.Interaction, everywhere: Optional[bool] = None, ended: Optional[bool] = None) -> None:
        guild = None if everywhere else interaction.guild_id
        await present.respond(
            interaction, lambda: present.service_of(interaction).mine(interaction.user.id, guild, bool(ended)),
            changes=False, private=True,
        )

    @app_commands.command(name="list", description="Tables on this server: open, in play, recently ended (only you see it)")
    @app_commands.describe(game="Only this game", show="Which tables (default: every)", page="Page number (default: 1)")
    @app_commands.choices(
        game=[app_commands.Choice(name=spec.name[:100], value=spec.id) for spec in games][:25], show=SHOW_CHOICES
    )
    async def list_(
        interaction: discord.Interaction, game: Optional[str] = None, show: Optional[str] = None,
        page: Optional[app_commands.Range[int, 1, 100_000]] = None,
    ) -> None:
        async def call() -> Post:
            if interaction.guild_id is None:  # the group is for servers only; a guard all the same
                return await present.service_of(interaction).mine(interaction.user.id, None, False)
            visible = await viewable_channels(interaction)
            return await present.service_of(interaction).list_tables(
                interaction.guild_id, visible, game or None, show or "every", page or 1
            )

        await present.respond(interaction, call, changes=False, private=True)

    game_choices = [app_commands.Choice(name=spec.name[:100], value=spec.id) for spec in games][:25]

    @app_commands.command(name="stats", description="A player's record on this server: results by game and seat, rating, time to act (only you see it)")
    @app_commands.describe(user="Whose record (default: yours)", game="Only this game")
    @app_commands.choices(game=game_choices)
    async def stats(
        interaction: discord.Interaction, user: Optional[discord.User] = None, game: Optional[str] = None
    ) -> None:
        async def call() -> Post:
            visible = await viewable_channels(interaction)
            whose = (user or interaction.user).id
            return await present.service_of(interaction).stats(interaction.guild_id or 0, visible, whose, game or None)

        await present.respond(interaction, call, changes=False, private=True)

    @app_commands.command(name="leaderboard", description="A game's Glicko-2 ranking on this server (only you see it)")
    @app_commands.describe(game="Which game")
    @app_commands.choices(game=game_choices)
    async def leaderboard(interaction: discord.Interaction, game: str) -> None:
        async def call() -> Post:
            visible = await viewable_channels(interaction)
            return await present.service_of(interaction).leaderboard(
                interaction.guild_id or 0, visible, interaction.user.id, game
            )

        await present.respond(interaction, call, changes=False, private=True)

    return [mine, list_, stats, leaderboard]


class MyGamesCog(commands.Cog):
    """``/mygames``: ``/game mine`` where ``/game`` is not offered, in a direct message with the bot (every server you
    share with it), and in a server too."""

    @app_commands.command(name="mygames", description="Your games on every server you share with the bot, yours first (only you)")
    @app_commands.describe(ended="True: also the games that ended in the last 30 days")
    @servers_and_dms
    async def mygames(self, interaction: discord.Interaction, ended: Optional[bool] = None) -> None:
        await present.respond(
            interaction, lambda: present.service_of(interaction).mine(interaction.user.id, None, bool(ended)),
            changes=False, private=True,
        )
