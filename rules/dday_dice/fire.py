"""Bonus rule Playing with Fire (option ``fire=on``, any D-Day Dice game).

Each Unit may carry up to 2 Explosion symbols safely (the symbols of the
Items it holds, unused: ``data/explosions.json``, our reading of which Items
carry one). At the start of Phase 5 a Unit loses 1 Soldier for each symbol
above that limit (missing Soldiers cost Specialists as usual).
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from rules.core.words import PLURAL
from rules.dday_dice import why
from rules.dday_dice.context import Working
from rules.dday_dice.losses import take_losses
from rules.dday_dice.state import Unit

SAFETY_LIMIT = 2
"""Stated by the Atlantikwall rulebook."""
FIRE = "fire"


@lru_cache(maxsize=1)
def explosions_by_item() -> dict[str, int]:
    raw = json.loads(Path(__file__).with_name("data").joinpath("explosions.json").read_text(encoding="utf-8"))
    return {r["id"]: int(r["explosions"]) for r in raw["records"]}


def explosions(u: Unit) -> int:
    table = explosions_by_item()
    return sum(table.get(i, 0) for i in u.items)


def phase5(g: Working) -> None:
    if FIRE not in g.s.extras:
        return
    for u in g.active():
        over = explosions(u) - SAFETY_LIMIT
        if over > 0:
            g.emit("fire", f"{g.name(u.seat)} carries {g.counted(explosions(u), 'Explosion symbol', was=PLURAL)}, {over} "
                 "over the safe limit.", unit=u.seat, key="dice-ev-fire",
                 args={"unit": g.who(u.seat), "count": explosions(u), "over": over})
            take_losses(g, u.seat, over, why.PLAYING_WITH_FIRE)
