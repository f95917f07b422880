"""Which options of the two expansions, Atlantikwall and Overlord, may be played together.

Each expansion's own options are checked by its module (:mod:`.atlantikwall`,
:mod:`.overlord.options`); this module refuses, by name and before anything is
set up, the combinations the rulebooks we have do not cover, so no game half-runs
one of them:

- the German player (``german=player``, the solitaire ``mode=german-solo``, and
  ``german_start``) in an Overlord campaign or Blitzkrieg: neither rulebook says
  how the German would fight across a Battle Map of several boards, Teams and
  Raids;
- Module 2 Battle Conditions in a campaign: a card overrides one board's
  Sector settings, and no rulebook says how a deck serves several boards, Teams
  and Raids;
- Module 3 Badges in a campaign: the Overlord rulebook only says a Unit that
  Keeps Going keeps its Badges; what becomes of them between Raids is not
  played yet;
- a ``map`` in a campaign: the campaign's Raids set the boards.

The two bonus rules are for "any game of D-Day Dice" and play in a campaign:
Playing with Fire counts each Unit's own Items; Chaotic Supply shuffles the
reserve into its two decks again at the start of every Raid, as every Item
goes back to the reserve then (:mod:`.overlord.campaign`).
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.core.errors import InvalidOptionError
from rules.dday_dice.atlantikwall import german_player, switch

CAMPAIGN_REFUSED = (
    ("battle_conditions", "Battle Conditions (Module 2) cannot be played in {where}: no rulebook says how one "
                          "deck serves several boards, Teams and Raids."),
    ("badges", "Badges (Module 3) cannot be played in {where} yet: the bot does not know what becomes of them "
               "between Raids."),
)
DEFAULT_MAP = "exercise-tiger"


def check_combination(options: Mapping[str, str], campaign: bool) -> None:
    """Refuse an Atlantikwall option in an Overlord campaign or Blitzkrieg (``campaign``: the options ask for one,
    as :func:`rules.dday_dice.overlord.options.wants_campaign` reads them) that the rules do not cover."""
    if not campaign:
        return
    where = "a Blitzkrieg" if str(options.get("blitzkrieg", "none")).strip().lower() not in ("", "none") \
        else "an Overlord campaign"
    start = str(options.get("german_start", "normal")).strip().lower()
    if german_player(options) or start not in ("", "normal"):
        raise InvalidOptionError(f"The German player of Atlantikwall cannot join {where}: no rulebook says how they "
                                 "would fight across several boards, Teams and Raids. Leave out german, mode and "
                                 "german_start, or play a one-board game.",
                                 key="dice-err-german-player-atlantikwall-cannot-join", params={"where": where})
    for key, sentence in CAMPAIGN_REFUSED:
        if switch(options, key):
            raise InvalidOptionError(sentence.format(where=where) + f" Leave out {key}=on.",
                                     key="dice-err-leave-out-on", params={"format": sentence.format(where=where),
                                     "key": key})
    mid = str(options.get("map", DEFAULT_MAP)).strip().lower()
    if mid not in ("", DEFAULT_MAP):
        raise InvalidOptionError(f"In {where} the Raids set the Battle Map: leave out map={mid}.",
                                 key="dice-err-raids-set-battle-map-leave", params={"where": where, "mid": mid})
