"""The Novice Officer Specialist (Overlord: Baptism of Fire, Sergeant SNAFU, Lieutenant LeLOSER).

The rulebook has him come from the base game and War Stories, one card per nation (Sergeant SNAFU draws one
of them at random), and prints neither his cost nor his effect: only that he is a handicap.
Our records (``data/overlord/novice_officers.json``, tagged ``reconstruction``) give one per nation, a cost
of 3 Stars (paid to send him away under Lieutenant LeLOSER) and our handicap:

- **Inexperience (ours)**: at the start of every Phase 6, before anyone fights, a Unit with an active
  Novice Officer loses 1 Soldier to his blunders, never its last Soldier.

He is not one of the game's Specialists: he is held beside them (``CampaignState.novices``), so he is never
rallied, traded, lost to casualties or left next to a conquered Bunker; only the Raid rules that bring him
move him. Our reading for Keep Going!: a Unit that falls with him keeps him as its one Specialist (he
"must be kept", or is only lost in the ways its rule says), so it keeps no other. He leaves at the end of
the Raid.
"""

from __future__ import annotations

import json
from functools import lru_cache

from pydantic import Field

from rules.dday_dice import why
from rules.dday_dice.context import Working
from rules.dday_dice.losses import take_losses
from rules.dday_dice.overlord.records import DATA_DIR
from rules.dday_dice.records import Sourced

RULE = "Novice Officer"
SILENCED = "novice-silenced:"


class NoviceOfficer(Sourced):
    id: str = Field(pattern=r"^novice-officer-[a-z]+$")
    name: str
    nation: str
    stars: int = Field(ge=0, le=10)
    """His cost in Stars (ours)."""
    soldiers: int = Field(ge=0, le=3)
    """Soldiers his inexperience costs at the start of each Phase 6 (ours)."""


@lru_cache(maxsize=1)
def records() -> dict[str, NoviceOfficer]:
    rows = json.loads((DATA_DIR / "novice_officers.json").read_text(encoding="utf-8"))["records"]
    return {r.id: r for r in (NoviceOfficer.model_validate(x) for x in rows)}


def for_nation(nation: str) -> str:
    """The Novice Officer of ``nation`` (the U.S. one for a nation we have none for)."""
    return next((k for k, r in records().items() if r.nation == nation), "novice-officer-us")


def name(nid: str) -> str:
    return records()[nid].name


def held(g: Working, seat: str) -> str | None:
    c = g.s.campaign
    return None if c is None else next((n for s, n in c.novices if s == seat), None)


def holders(g: Working) -> list[str]:
    c = g.s.campaign
    return [] if c is None else [s for s, _ in c.novices]


def join(g: Working, seat: str, nid: str) -> None:
    """``nid`` joins ``seat`` (replacing a Novice Officer it had)."""
    c = g.s.campaign
    novices = tuple(x for x in c.novices if x[0] != seat) + ((seat, nid),)
    g.s = g.s.model_copy(update={"campaign": c.model_copy(update={"novices": novices})})


def leave(g: Working, seat: str) -> str | None:
    """``seat``'s Novice Officer leaves it (and is no longer silenced); the one it had, or ``None``."""
    nid = held(g, seat)
    c = g.s.campaign
    if nid is not None:
        flags = tuple(f for f in c.raid_flags if f != SILENCED + seat)
        g.s = g.s.model_copy(update={"campaign": c.model_copy(update={
            "novices": tuple(x for x in c.novices if x[0] != seat), "raid_flags": flags})})
    return nid


def silenced(g: Working, seat: str) -> bool:
    return SILENCED + seat in g.s.campaign.raid_flags


def toggle_silence(g: Working, seat: str) -> bool:
    """Silence ``seat``'s Novice Officer, or wake him up; ``True`` if he is now silenced."""
    c = g.s.campaign
    now = not silenced(g, seat)
    flags = tuple(f for f in c.raid_flags if f != SILENCED + seat) + ((SILENCED + seat,) if now else ())
    g.s = g.s.model_copy(update={"campaign": c.model_copy(update={"raid_flags": flags})})
    return now


def active_with(g: Working, seat: str) -> bool:
    """``seat`` holds a Novice Officer whose ability works (not silenced)."""
    return held(g, seat) is not None and not silenced(g, seat)


def inexperience(g: Working) -> None:
    """Our handicap: each Unit on the map with an active Novice Officer loses Soldiers, never its last."""
    for seat in holders(g):
        u = g.unit(seat)
        if u.status != "active" or not active_with(g, seat):
            continue
        n = min(records()[held(g, seat)].soldiers, u.soldiers - 1)
        if n > 0:
            take_losses(g, seat, n, why.inexperience(name(held(g, seat))))


def keeps_only_him(g: Working, seat: str) -> bool:
    """Keep Going!: a Unit falling with a Novice Officer keeps him as its one Specialist."""
    return held(g, seat) is not None


HANDICAP_TEXT = "Inexperience (our reconstruction): his Unit loses 1 Soldier at the start of each Phase 6, never its last."


def shown(campaign, seat: str) -> tuple[str, str, int, str] | None:
    """(id, name, Stars, text) of the Novice Officer with ``seat``, for the views (``None`` if none)."""
    if campaign is None:
        return None
    nid = next((n for s, n in campaign.novices if s == seat), None)
    if nid is None:
        return None
    r = records()[nid]
    quiet = SILENCED + seat in campaign.raid_flags
    return nid, r.name + (" (silenced)" if quiet else ""), r.stars, "Silenced: no effect." if quiet else HANDICAP_TEXT
