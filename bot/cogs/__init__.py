"""Thin discord.py cogs: defer, one service call, present (see :mod:`bot.present`)."""

from __future__ import annotations

EXTENSIONS: tuple[str, ...] = (
    "bot.cogs.game",
    "bot.cogs.aa_dday",
    "bot.cogs.orders",
    "bot.cogs.pegasus",
    "bot.cogs.dday_dice",
    "bot.cogs.reference",
)
"""Extensions loaded by :meth:`bot.app.DdayBot.setup_hook`, in order."""
