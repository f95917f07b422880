"""Axis & Allies: D-Day (standard and advanced game), declared as ``aa-dday``.

The map of this package, by what a player would look for (each file's
docstring names the rulebook section it implements):

Core files (the same in every game package)
    ``kit.py``       the game's kit: where its engine, renderer, computer, words, cogs... live
    ``engine.py``    the contract: spec and options, setup, :func:`build_state`, apply
    ``state.py``     the state model and fast copies; ``actions.py`` the actions;
    ``notation.py``  action text <-> actions; ``view.py`` what a seat may see
    ``data/``        the board (``board.json``, every record tagged with its provenance)
    ``versions.py``  the current ruleset and the older ones still replayed (their readings)
    ``chart_figures.py``    a position's figures (units per side) for the web viewer's chart, from the public view

The board and shared vocabulary
    ``board.py``     board data and lookups (zones, boxes, charts, arcs)
    ``common.py``    card names, seats, labels, :class:`common.Run` (the working context)
    ``memo.py``      what was worked out about the last state asked about (prompts, options, lookahead)
    ``charts.py``    the reinforcement charts: which units wait, in what order

The turn
    ``phases.py``    the order-card sequence: next card, cards leaving and re-entering the deck
    ``hooks.py``     where the cards plug into the sequence (so it imports none of them)
    ``hits.py``      assigning hits; ``hit_picks.py`` forced and default assignments

The order cards
    ``landing.py``   01 Airborne Assault, 10 Allies Land
    ``combat.py``    02 Naval Bombardment, 09 Blockhouses Fire to Sea, 11/13 the battles
    ``air.py``       03 Fighters Patrol, 04/06 Antiaircraft Fire, 05 Bombers Strike, 07/16 aircraft return
    ``patrol_again.py`` 03 "patrol as last turn": the previous turn's patrols flown again, as one answer
    ``movement.py``  08 Allies Move, 12 Axis Moves (and strafing)
    ``reach.py``     who may still move during a move, and along which path
    ``zone_capacity.py`` Maximum Units in a Zone looking ahead: never order a move the phase cannot end on
    ``flows.py``     the lookahead's maximum flow (groups of units to zones with room)
    ``move_lists.py`` a move phase's legal moves, kept up to date move by move (a table per position)
    ``reinforcements.py`` 14/15 reinforcements (and fortune 14/15 rerolls)
    ``victory.py``   the victory check after card 16

The advanced game
    ``fortune.py``   the fortune cards (with the list of rule readings)
    ``tactics.py``   the tactics cards' flow and when each may be used (with the readings)
    ``tactics_effects.py`` what each tactics card does
    ``choose.py``    the ``choose`` decision those cards ask for

Deciding
    ``pending.py``   the pending decision: a frozen model per kind (what is asked, of whom, the limits)
    ``decisions.py`` who decides now, dispatch, the three-player joint decisions
    ``orders.py``    standing orders (kinds, values); ``standing.py`` what they pick
    ``prompts.py``   the prompts; ``choices.py`` legal actions; ``fields.py`` slash-command fields
    ``buttons.py``   the choices worth a button (complete answers, labelled in words)
    ``labels.py``    any option text in words, every zone and box named (the console's option lists)

Imports point down this list's layers: card modules -> ``phases``/``hits`` ->
``common`` -> ``state``/``board``; only ``engine.py`` imports every card module
(which registers it in ``hooks``).
"""

from rules.aa_dday.engine import ENGINE, AADDayEngine, build_state

__all__ = ["ENGINE", "AADDayEngine", "build_state"]
