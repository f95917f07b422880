"""Opération Commando: Pegasus Bridge (2 players, hidden hands, bidding Assaults), declared as ``pegasus-bridge``.

The map of this package (each file's docstring names the rulebook section it implements):

Core files (the same in every game package)
    ``kit.py``       the game's kit: where its engine, renderer, computer, cogs... live
    ``engine.py``    the contract and the list of rule interpretations
    ``state.py``, ``actions.py`` (one frozen class per action), ``notation.py`` (action text and autocomplete
                     fields), ``view.py``; ``state_parts.py`` the typed values inside the state (the Assault,
                     the stack, the flags, the Terrain piles, the campaign...)
    ``data/``        the card list (``cards.json``, every record tagged with its provenance)
    ``chart_figures.py``    a position's figures (Strength Points, tokens) for the web viewer's chart, from the public view

Data
    ``cards.py``     card schema, loader, overrides; ``scenario.py`` the scenario booklet as data;
    ``glossary.py``  the card and term glossary for ``/reference``

The rules (one part per rulebook section, composed into ``flow.Game``)
    ``flow.py``      the state machine: :class:`flow.Game` and its step loop
    ``common.py``    names, and ``GameBase`` (the working context: cards, tokens)
    ``scenario_setup.py`` setup: hands, mulligan, heroic cards, scenario 2 approach, scenario 3 piles
    ``progression.py`` turn start and the Progression phase
    ``phases.py``    the British and the German phase
    ``assault.py``   the Assault; ``window.py`` playing cards and the cancellation window
    ``retreat.py``   tactical retreat and Strength Points
    ``end_of_turn.py`` the end of a turn; ``scenario_end.py`` the end of a scenario
    ``piles.py``     scenario 3's Terrain piles: the German's arrangement checked, or dealt at random

Deciding
    ``pending.py``   the pending decision: a typed, frozen union, one model per kind
    ``act.py``       carrying out an action: one handler per action class
    ``moves.py``     legal actions, prompts, refusals; ``policy.py`` a simple sensible player and a win-rate helper
"""

from rules.pegasus_bridge.cards import placeholders_in_play, uses_placeholders
from rules.pegasus_bridge.engine import ENGINE, PegasusEngine, placeholder_notice

__all__ = ["ENGINE", "PegasusEngine", "placeholder_notice", "placeholders_in_play", "uses_placeholders"]
