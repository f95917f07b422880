"""Thin discord.py cogs: defer, one service call, present (see :mod:`bot.discord.present`)."""

from __future__ import annotations

EXTENSIONS: tuple[str, ...] = (
    "bot.discord.cogs.game",
    "bot.discord.cogs.aa_dday",
    "bot.discord.cogs.orders",
    "bot.discord.cogs.pegasus",
    "bot.discord.cogs.dday_dice",
    "bot.discord.cogs.reference",
)
"""Extensions loaded by :meth:`bot.discord.app.DdayBot.setup_hook`, in order."""
