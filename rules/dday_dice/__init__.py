"""D-Day Dice (2nd ed.), the base game: co-operative, 1-4 players, simultaneous phases. Declared as ``dday-dice``.

The base rulebook is not available: every fact the expansions state is
implemented as stated; every other value is a record in ``data/`` tagged
``rulebook`` / ``inferred`` / ``reconstruction`` with a reason (README:
docs/dday-dice.md lists them). Files, one rule each:

Core
- ``kit.py``: the game's kit: where its engine, renderer, computer, cogs... live.
- ``engine.py``: the ``GameEngine`` contract, the registry spec and options.
- ``state.py``: frozen pydantic state (Units, dice, reserve, decks).
- ``actions.py``: the actions, a discriminated union on ``kind``.
- ``notation.py``: ``parse_action`` / ``format_action`` (round trip).
- ``view.py``: the per-seat view model the renderer and messages read.
- ``chart_figures.py``: a position's figures (Soldiers, Courage, PP per Unit or Team) for the web viewer's chart.
- ``pending.py``: one model per kind of decision the rules wait for.
- ``legal.py``: legal steps, prompt texts, autocomplete, defaults.
- ``labels.py``: the names of the cards, Specialists and Units an option gives by id (the console's lists).
- ``context.py``: the working context of one ``apply`` or read (state, data, campaign rules, events).
- ``hooks.py``: where the flow lets a campaign in (``CampaignRules``: a Raid's refusals, Carry, Keep Going!, the
  Teams' reserves, the campaign's map...), each hook what a game without one does; the engine is made with Overlord's and hands them to each context.
- ``campaign_state.py``: the campaign part of the state (Teams, the current Raid, scores), plain data.
- ``records.py`` (record schemas), ``maps.py`` (Battle Map schema, checks,
  JSON schema), ``overrides.py`` (``DDAY_DICE_DATA`` merge and validation),
  ``setup.py`` (starting a game), ``turn.py`` (the six phases in order).

Rules
- ``roll.py``: Phase 1 roll, lock, rerolls, Mulligan, Final Tally.
- ``bonuses.py``: RWB bonuses and the Straight.  ``skulls.py``: Active Skulls.
- ``effects.py``: applying an effect once (Items, Medals, RWB options).
- ``resources.py``: Phase 3 gains and the Tool table.
- ``rally.py``: Phase 4 Specialists, orders on the shared reserve, tie rule.
- ``items.py``: finding and using Items, Medals, Specialist abilities.
- ``medals.py``: drawing secret Medals.  ``trading.py``: same-Sector trading.
- ``advance.py``: Phase 5 marker, stay limit, Advance/lateral moves, mines,
  Barriers, conditions, arrival gains, forced moves.
- ``combat.py``: Phase 6 DEF, MGF, Special Damage, Bunker conquest.
- ``losses.py``: losses taken from Soldiers then Specialists; elimination.
- ``victory.py``: victory, defeat, Victory Points; the outcome read back as its message (``outcome_words``).
- ``why.py``: causes and effect descriptions in English that also name their catalogue message (issue #48).
- ``policy.py``: a simple sensible player and win-rate helper (bench).
- ``glossary.py``: ``/rules`` entries for every record with its provenance; ``glossary_words.py``: the same
  entries as messages, for a reader of another language (issue #48).

Atlantikwall (Module 1, option ``german=player``; seat ``german``)
- ``atlantikwall.py``: the module's options and the Allied cards it adds.
  ``atlantikwall_glossary.py``: ``/rules`` entries for the Atlantikwall records.
- ``german_records.py``: German Specialists, Items, Awards, RBN bonuses (data).
- ``german.py``: the German player's turn (setup, dice, RBN, resources, rally,
  find, Awards bought, cards played).  ``german_legal.py``: his steps and prompt.
- ``awards.py``: the Award deck, Black Awards, what German cards do.
- ``german_losses.py``: his Phase 6 losses (DEF, missing Soldiers) and the
  Allied losses he inflicts (the Allied player picks).
- ``defences.py``: inactive Land Mines and MGF, MGF removed by a Grenadier,
  the Allied exchange limit.  ``assault.py``: Phase 7 in the Final Bunker.
- ``german_waits.py``: what waits for him before anything else (Blind Start pick, Black Award, Specialist to
  lose, Award to pick, cards to put back), one typed value each, and their stored words.
  ``german_pending.py``: settling them (his answer, or the refusal that names what waits).
- ``german_view.py``: his public side and private hand.
  ``german_policy.py``: a simple German player (bench, playouts).
- ``german_phase4.py``: his Phase 4 (rally, find, Awards bought).
- ``german_solo.py``: the Atlantikwall solitaire (``mode=german-solo``): the
  automated Unit, his losses, the Sniper and the cards the solitaire changes.

Bonus rules (any game): ``fire.py`` (Playing with Fire), ``chaotic_supply.py``.
Module 3: ``badges.py`` (the deck, Battle Cry's Badge, the variants).
Module 2: ``battle_conditions.py`` (the deck, the card in play, cancelling, Persistent
Weather, Advanced Observation).

Overlord (options ``campaign``, ``blitzkrieg``; seats ``t1u1`` ...): the subpackage ``overlord/`` (its
``__init__`` is its map), a layer above the base game: it imports the base, and of the base only ``engine.py``
imports it (to be made with its hooks, ``overlord/hooks.py``; ``tests/test_architecture.py`` checks it). Both
expansions: ``expansions.py`` refuses the Atlantikwall options no rulebook lets into an Overlord campaign.
"""

from rules.dday_dice.engine import ENGINE, DDiceEngine

__all__ = ["ENGINE", "DDiceEngine"]
