"""Battle Map Notes (Overlord, Raid A-3: Spearhead).

The note rewrites what the Flame-Thrower Operator, a Legendary Specialist of the 29th US Infantry
Division, does: sacrificed, he would find the Bangalore Torpedo for free, even a used one. Legendary Units and
their Specialists are not in this game (no Specialist record of that name, no Legendary Unit in our
data), so the note has nothing to act on: registered with no effect. :func:`operator_in_data` is what the
test checks, so that the day the Specialist is added the note must be played.
"""

from __future__ import annotations

from rules.dday_dice.overlord.raid_rule import RaidRule, register
from rules.dday_dice.overrides import DiceData

OPERATOR = "flame-thrower-operator"


def operator_in_data(d: DiceData) -> bool:
    """Whether the data has the Flame-Thrower Operator (by id, or by name)."""
    return OPERATOR in d.specialists or any("flame-thrower operator" in r.name.lower() for r in d.specialists.values())


register(RaidRule("Battle Map Notes", ("a3",)))
