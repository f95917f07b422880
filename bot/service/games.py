"""The per-game extensions built in: importing this module registers each one under its game id.

The one place of :mod:`bot.service` that pairs a game id with its extension (the registry is
:mod:`bot.service.extensions`; the package's ``__init__`` imports this module). A new game that needs
more than the common table adds its extension module and one line here.
"""

from __future__ import annotations

from bot.service.dice_tray import DiceExtension
from bot.service.extensions import register
from bot.service.pegasus_hand import PegasusExtension
from bot.service.planner import PlannerExtension

register("aa-dday", PlannerExtension())
register("pegasus-bridge", PegasusExtension())
register("dday-dice", DiceExtension())
