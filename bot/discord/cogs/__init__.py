"""Thin discord.py cogs: defer, one service call, present (see :mod:`bot.discord.present`).

The cogs every table uses are listed here; each game's own come from its kit (``cogs``, :mod:`rules.core.kits`).
"""

from __future__ import annotations

from rules.core.kits import all_kits


def extensions() -> tuple[str, ...]:
    """Extensions loaded by :meth:`bot.discord.app.DdayBot.setup_hook`, in order: ``/game``, each game's cogs in
    its kit's order, ``/help`` and ``/rules``."""
    games = (cog for kit in all_kits() for cog in kit.cogs)
    return ("bot.discord.cogs.game", *games, "bot.discord.cogs.reference")
