"""Which Overlord games the lobby lets players start: those whose every Raid rule the bot plays.

The engine can set up any campaign (its tests play the rules one by one), but a campaign played without one
of its Raid rules would silently be another game. :func:`unplayable` names what is still missing for the
chosen options; it is empty once every Raid of the campaign (or the Blitzkrieg's one Raid, or the solo
Raids) has all its printed rules registered in :mod:`.raids`.
"""

from __future__ import annotations

from rules.dday_dice.overlord import raids
from rules.dday_dice.overlord.options import BLITZ_VALUES, Setup
from rules.dday_dice.overlord.records import campaigns, raid_record

UNFINISHED: dict[str, str] = {"Share the Pain": "the escalation Sectors it exempts",
                              "Share the Pain (solo version)": "the escalation Sectors it exempts"}
"""Registered rules that still lack a part: a Raid that has one is not playable either."""

SEPARATE_RESERVES = False
"""Whether each Team's own reserve (5 or more players, one Neutral card set per Team) is played."""


def unplayable(setup: Setup) -> str | None:
    gaps = [(r, raids.missing(r) + [f"{n} ({part})" for n, part in UNFINISHED.items()
                                     if n in raid_record(r).rules]) for r in setup.raids]
    gaps = [(r, names) for r, names in gaps if names]
    if gaps:
        text = "; ".join(f"{raid_record(r).label.split(':')[0]}: {', '.join(names)}" for r, names in gaps)
        return ("The bot does not play every rule of this Overlord game yet, so it cannot start it. Missing: "
                + text)[:1500] + "."
    if setup.sets > 1 and not SEPARATE_RESERVES:
        return ("With 5 or more players each Team has its own reserve; the bot does not play separate reserves "
                "yet, so Overlord games are for 1 to 4 players for now.")
    return None


def _gaps(raid_ids: tuple[str, ...]) -> bool:
    return any(raids.missing(r) or any(n in raid_record(r).rules for n in UNFINISHED) for r in raid_ids)


def campaign_values() -> tuple[str, ...]:
    """The ``campaign`` values the lobby offers: those whose multiplayer or solo Raids are all played."""
    out = ["none"]
    for cid, c in campaigns().items():
        if not _gaps(tuple(r.id for r in c.raids)) or not _gaps(tuple(r.id for r in c.solo_raids)):
            out.append(cid)
    return tuple(out)


def blitzkrieg_values() -> tuple[str, ...]:
    return ("none", *(b for b in BLITZ_VALUES if not _gaps((b,))))


def players_values() -> tuple[str, ...]:
    return tuple(str(n) for n in range(1, 13 if SEPARATE_RESERVES else 5))
