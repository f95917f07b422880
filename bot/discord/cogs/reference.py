"""``/help`` and ``/rules``: private reads, never a change to any game.

Both defer *ephemerally* (only the asker sees the answer), make one service
call, ``svc.channel_game(channel)`` -> (game id or None, the "Now: …" line or
None), build the text with :mod:`bot.service.reference`, and send it as an ephemeral
follow-up. ``/rules term`` autocompletes from the glossary of the channel's
game, or of every registered game when the channel has none.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord import present
from bot.discord.cogs.autocomplete import AUTOCOMPLETE_TIMEOUT
from bot.discord.cogs.contexts import servers_and_dms
from bot.service import reference

if TYPE_CHECKING:
    from bot.discord.app import DdayBot

log = logging.getLogger(__name__)

MAX_CHOICES = 25


async def channel_game(interaction: discord.Interaction) -> tuple[str | None, str | None]:
    """(game id, waiting line) of this channel's game; (None, None) without one or if the service fails."""
    try:
        channel = await present.home_channel(interaction)  # a Team's thread: its game's channel
        if channel is None:
            return None, None
        return await present.service_of(interaction).channel_game(channel)
    except Exception:
        log.warning("channel_game(%s) failed; answering as if no game ran there", interaction.channel_id, exc_info=True)
        return None, None


async def reply_privately(interaction: discord.Interaction, build: Callable[[str | None, str | None], str]) -> None:
    """Defer ephemerally, look up the channel's game, and send ``build(game, waiting_line)`` to the asker only."""
    try:
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=True, thinking=True)
        game, waiting = await channel_game(interaction)
        text = reference.clip(build(game, waiting)) or present.generic_error()
        await interaction.followup.send(text, ephemeral=True, allowed_mentions=present.NO_MENTIONS)
    except Exception as error:
        await present.report_error(interaction, error)


def _choice_name(label: str) -> str:
    label = " ".join(label.split())
    return label if len(label) <= 100 else label[:99] + "…"


async def term_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """Glossary entries matching ``current``: ``"Order 08 Allies Move (order card)"``, in the reader's words (a Korean
    reader's typed 공병 finds ``Sapeurs(공병) (카드)``); never raises, at most 25."""
    try:
        game, _ = await asyncio.wait_for(channel_game(interaction), AUTOCOMPLETE_TIMEOUT)
        games = [game] if game is not None else reference.glossary_games()
        choices: list[app_commands.Choice[str]] = []
        seen: set[str] = set()
        for game_id in games:
            for entry in reference.suggest_entries(game_id, current or "", MAX_CHOICES):
                if entry.id in seen or len(entry.id) > 100:
                    continue
                seen.add(entry.id)
                label = reference.entry_label(game_id, entry)  # in the reader's language
                choices.append(app_commands.Choice(name=_choice_name(label), value=entry.id))
        return choices[:MAX_CHOICES]
    except Exception:
        log.debug("rules autocomplete failed", exc_info=True)
        return []


class ReferenceCog(commands.Cog):
    """``/help`` and ``/rules``: answers only the asker sees."""

    def __init__(self, bot: DdayBot) -> None:
        self.bot = bot

    @app_commands.command(name="help", description="What this bot does, its commands, and what the game here waits for")
    @servers_and_dms
    async def help_command(self, interaction: discord.Interaction) -> None:
        in_dm = interaction.guild_id is None
        await reply_privately(interaction, lambda game, waiting: reference.help_text(game, waiting, in_dm=in_dm))

    @app_commands.command(name="rules", description="Look up a card, unit or rule of the game in this channel")
    @app_commands.describe(term="A card, unit or rule, e.g. order 8, tank, st lo, AA fire")
    @app_commands.autocomplete(term=term_autocomplete)
    @servers_and_dms
    async def rules(self, interaction: discord.Interaction, term: app_commands.Range[str, 1, 100]) -> None:
        await reply_privately(interaction, lambda game, _waiting: reference.rules_text(game, term))


async def setup(bot: DdayBot) -> None:
    await bot.add_cog(ReferenceCog(bot))
