"""D-Day Dice: Overlord — team campaigns on a multi-board Battle Map, one rule per file.

- :mod:`.records` the campaign data (``data/overlord/*.json``, with provenance) and its hash;
- :mod:`.teams` the setup tables: Teams, Neutral card sets, Columns, seats ``t1u1`` and their names;
- :mod:`.options` the campaign options read and checked;
- the campaign part of the state (Teams, current Raid, scores) is the base game's
  :mod:`rules.dday_dice.campaign_state`;
- :mod:`.boards` the Overlord boards, :mod:`.battle_map` one Raid's row of boards as one map (Scatter!);
- :mod:`.campaign` Raid by Raid: the start, the end of a Raid, the resets between Raids, the result;
- :mod:`.performance` and :mod:`.honor` the Performance Points of a Raid and the Honor tables.

Nothing here is imported by the base game unless a game is played with ``campaign`` or ``blitzkrieg``.
"""
