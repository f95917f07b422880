"""Opération Commando: Pegasus Bridge (2 players, hidden hands, bidding Assaults), registered as ``pegasus-bridge``.

Files: ``cards.py`` (card schema, loader, overrides; data in ``data/cards.json``),
``scenario.py`` (the scenario booklet as data), ``state.py``, ``actions.py``,
``notation.py`` (action text and autocomplete fields), ``flow.py`` (the rules),
``moves.py`` (legal actions, prompts, refusals), ``view.py``, ``engine.py`` (the
contract and the list of rule interpretations), ``policy.py`` (a simple sensible
player and a win-rate helper).
"""

from rules.core.registry import register
from rules.pegasus_bridge.cards import placeholders_in_play, uses_placeholders
from rules.pegasus_bridge.engine import ENGINE, PegasusEngine, placeholder_notice

register(ENGINE)

__all__ = ["ENGINE", "PegasusEngine", "placeholder_notice", "placeholders_in_play", "uses_placeholders"]
