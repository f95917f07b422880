"""Where each game's words are, from its kit (:mod:`rules.core.kits`): its words module, its messages' prefix.

Importing this module imports every kit's ``words`` module, so a game's messages never meet their arguments
unformatted (each registers its formatter with :func:`i18n.register_formatter`). Imports nothing of the service.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from i18n import DEFAULT, has, t
from rules.core.kits import all_kits, kit_of, resolve

for _kit in all_kits():
    if _kit.words is not None:
        importlib.import_module(_kit.words)


def prefix_of(game_id: str) -> str | None:
    """The prefix of the game's messages when its game words are in the catalogues (``aa``), else None."""
    kit = kit_of(game_id)
    return None if kit is None else kit.prefix


def phase_reader(game_id: str) -> Callable[[str], Any] | None:
    """The game's reader of a stored English phase heading (for ``<prefix>-phase-label``), if it has one."""
    kit = kit_of(game_id)
    return None if kit is None or kit.phase_label is None else resolve(kit.phase_label)


def figure_reader(game_id: str) -> Callable[[str], Any] | None:
    """The game's reader of its web chart's English figure names (``(key, args)`` of each), if it has one."""
    kit = kit_of(game_id)
    return None if kit is None or kit.chart_figure_words is None else resolve(kit.chart_figure_words)


def help_key(game_id: str) -> str | None:
    """The catalogue message telling how to act in the game (``/help`` in its channel), if it has one."""
    kit = kit_of(game_id)
    return None if kit is None else kit.help


def command_root(game_id: str) -> str | None:
    """The game's own slash command group (``/aa``), if it has one."""
    kit = kit_of(game_id)
    return None if kit is None or not kit.groups else "/" + kit.groups[0]


def game_title(spec: Any) -> str:
    """A game's name as a reader of the context's language reads it: ``game-title-<id>`` where the catalogue has one
    ("D-Day Dice (2판)": the printed title with the edition in the reader's words), else the spec's printed name."""
    key = f"game-title-{spec.id}"
    return t(key) if has(key, DEFAULT) else str(spec.name)
