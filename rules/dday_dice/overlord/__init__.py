"""D-Day Dice: Overlord — team campaigns on a multi-board Battle Map, one rule per file.

- :mod:`.records` the campaign data (``data/overlord/*.json``, with provenance) and its hash;
- :mod:`.teams` the setup tables: Teams, Neutral card sets, Columns, seats ``t1u1`` and their names;
- :mod:`.options` the campaign options read and checked;
- :mod:`.hooks` Overlord's answers to the base game's hooks (:mod:`rules.dday_dice.hooks`), the rules the engine is made with;
  the campaign part of the state (Teams, current Raid, scores) is the base game's
  :mod:`rules.dday_dice.campaign_state`;
- :mod:`.boards` the Overlord boards, :mod:`.battle_map` one Raid's row of boards as one map (Scatter!);
- :mod:`.campaign` Raid by Raid: the start, the end of a Raid, the resets between Raids, the result;
- :mod:`.performance` and :mod:`.honor` the Performance Points of a Raid and the Honor tables.

Imports go one way: this package imports the base game, and the base game reaches it only through the hooks
the engine hands each working context (in a game without ``campaign`` or ``blitzkrieg`` they answer as the base game alone does).
"""
