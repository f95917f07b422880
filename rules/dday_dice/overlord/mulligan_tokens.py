"""Mulligan Tokens (Overlord, "General Orders").

- Every Unit of a campaign starts the game with 3 Mulligan tokens; one token discarded rerolls every
  die of the Unit's first roll (before locking; our reading: once a turn, like the Soldier Mulligan).
- At the end of each Raid the Team(s) holding the most tokens earn 2 PP (solo: 1 PP per token left).
- Not with the optional Soldier Mulligan: a campaign played with ``mulligan=on`` uses Soldiers instead
  and hands out no tokens.
"""

from __future__ import annotations

from rules.dday_dice.context import Working
from rules.dday_dice.state import Unit

TOKENS = 3


def in_use(g: Working) -> bool:
    return g.s.campaign is not None and not g.s.mulligan


def can_spend(g: Working, u: Unit) -> bool:
    return in_use(g) and u.mulligan_tokens > 0


def team_tokens(g: Working, seats: tuple[str, ...]) -> int:
    return sum(g.unit(s).mulligan_tokens for s in seats)
