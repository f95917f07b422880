"""A simple German player for the bench and the playouts: greedy, never random.

Keeps Skulls away (rerolls them), claims the first option of each RBN bonus
(Fanaticism fires on the Units), rallies the Pioneer and the
Maschinengewehr-Schütze first, finds the Item that hurts the Units most,
draws Awards with all his Courage and plays every Award and Item at once.
"""

from __future__ import annotations

from typing import Any

from rules.dday_dice import german as GR
from rules.dday_dice import german_legal
from rules.dday_dice.context import Working
from rules.dday_dice.german_records import german_data

RALLY_FIRST = ("pioneer", "mg-schutze", "scharfschutze", "waffen-ss", "observer", "zwangsrekrut")
OPTION_PREF = {"skull": "award", "star": "courage", "courage": "fire", "tool": "find"}


def choose(g: Working, acts: list[Any] | None = None) -> Any:
    """The simple German's step; ``acts``: the legal steps to choose among (all of them by default)."""
    acts = german_legal.legal(g) if acts is None else acts
    gs = GR.side(g)
    kinds = {a.kind for a in acts}
    if gs.pending:
        return acts[0]
    if "lock" in kinds:
        return max((a for a in acts if a.kind == "lock"),
                   key=lambda a: sum(gs.dice[i - 1].face in ("soldier2", "courage", "star") for i in a.dice))
    rerolls = [a for a in acts if a.kind == "reroll"]
    if rerolls:
        weak = tuple(i for i, d in enumerate(gs.dice, 1) if not d.locked and d.face in ("skull", "tool"))
        return next((a for a in rerolls if a.dice == weak), next(a for a in acts if a.kind == "keep"))
    if "straight" in kinds:
        return next(a for a in acts if a.kind == "straight")
    claims = [a for a in acts if a.kind == "rwb"]
    if claims:
        return next((a for a in claims if OPTION_PREF.get(a.face, a.option) == a.option), claims[0])
    cancels = [a for a in acts if a.kind == "cancel"]
    if cancels:
        return min(cancels, key=lambda a: gs.dice[a.die - 1].face in ("soldier2", "star", "courage"))
    uses = [a for a in acts if a.kind == "use"]
    if uses:
        return uses[0]
    rallies = {a.what: a for a in acts if a.kind == "rally"}
    for sid in RALLY_FIRST:
        if sid in rallies:
            return rallies[sid]
    finds = [a for a in acts if a.kind == "find"]
    if finds:
        return max(finds, key=lambda a: german_data().items[a.what].ip)
    draws = [a for a in acts if a.kind == "award"]
    if draws:
        return max(draws, key=lambda a: a.count)
    return next(a for a in acts if a.kind in ("keep", "done"))
