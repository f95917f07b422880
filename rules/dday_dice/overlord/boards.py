"""The Overlord boards (``data/overlord/maps/``): the base game's boards plus the ones the campaigns name.

Most of them are our reconstruction (each says which rulebook facts it keeps); they are loaded apart
from the base game's maps so that a stored base game keeps its data hash. A board with a base-game id
(Omaha Beach, Gold Beach, Vierville Draw, Sword Beach) is the game's own record, overrides included.
"""

from __future__ import annotations

import json
from functools import lru_cache

from rules.dday_dice.maps import BattleMap
from rules.dday_dice.overlord.records import DATA_DIR, campaigns
from rules.dday_dice.overrides import DiceData

BOARD_DIR = DATA_DIR / "maps"


@lru_cache(maxsize=1)
def overlord_boards() -> dict[str, BattleMap]:
    out = {}
    for p in sorted(BOARD_DIR.glob("*.json")):
        m = BattleMap.model_validate(json.loads(p.read_text(encoding="utf-8")))
        out[m.id] = m
    return out


def board(d: DiceData, board_id: str) -> BattleMap:
    """A board by id: the game's data first (so owners' printed maps win), then the Overlord boards."""
    if board_id in d.maps:
        return d.maps[board_id]
    return overlord_boards()[board_id]


def named_boards() -> list[str]:
    """Every board id a campaign layout names."""
    seen: dict[str, None] = {}
    for c in campaigns().values():
        for rows in c.versions.values():
            for row in rows:
                for bid in row.values():
                    seen[bid] = None
    return list(seen)
