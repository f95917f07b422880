"""Computer players (issue #26): one per game, registered by game id, asked through :func:`ai.contract.choose`.

A computer player sees only what its seat may see. It never reads the real state: :meth:`Computer.known`
turns the state into the seat's knowledge (every hidden part replaced by values fixed by what the seat sees),
and :meth:`Computer.decide` picks an action from that alone. The service runs it off the event loop.

``ai/`` may import ``rules`` and search libraries (OpenSpiel), never ``bot``, ``db``, ``renderer`` or discord.
"""

from ai.contract import Computer, choose, computer_for, register

__all__ = ["Computer", "choose", "computer_for", "register"]
