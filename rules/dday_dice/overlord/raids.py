"""The Raids' own rules: which are played, and the moments they act.

Each Raid rule the bot plays is a :class:`~.raid_rule.RaidRule` registered under its printed name for the Raids that
state it (``RULES``); :func:`missing` names those it does not play yet (the lobby refuses campaigns until
there are none). The rules act at four moments, called by the campaign and the base turn:

- ``start`` when the Raid is set up (after the resets);
- ``combat`` at the start of every Phase 6, before anyone fights;
- ``defence`` a DEF change for a Unit's Sector (a Bunker made harder);
- ``score`` extra Honor lines when the Raid is counted.

Rules live in ``raid_a.py`` (Campaign A) ...; this module knows none of them.
"""

from __future__ import annotations

from rules.dday_dice.context import G
from rules.dday_dice.overlord import (
    fanatical_defenders,
    mutual_admiration,
    raid_a,
    raid_starts,
    share_the_pain,
    trapped_officers,
)
from rules.dday_dice.overlord.cstate import ScoreLine
from rules.dday_dice.overlord.raid_rule import RULES, RaidRule
from rules.dday_dice.overlord.records import raid_record
from rules.dday_dice.state import Unit


RULE_MODULES = (raid_a, raid_starts, share_the_pain, mutual_admiration, fanatical_defenders, trapped_officers)
"""The modules that register Raid rules (importing them registers)."""


def active(raid_id: str) -> list[RaidRule]:
    return [r for r in RULES.values() if raid_id in r.raids]


def missing(raid_id: str) -> list[str]:
    """The printed rules of ``raid_id`` the bot does not play yet."""
    played = {r.name for r in active(raid_id)}
    return [name for name in raid_record(raid_id).rules if name not in played]


def on_start(g: G) -> None:
    for r in active(g.s.campaign.raid_id):
        if r.start:
            r.start(g)


def on_combat(g: G) -> None:
    if g.s.campaign is None:
        return
    for r in active(g.s.campaign.raid_id):
        if r.combat:
            r.combat(g)


def defence_change(g: G, u: Unit) -> int:
    if g.s.campaign is None:
        return 0
    return sum(r.defence(g, u) for r in active(g.s.campaign.raid_id) if r.defence)


def score_lines(g: G) -> list[ScoreLine]:
    out: list[ScoreLine] = []
    for r in active(g.s.campaign.raid_id):
        if r.score:
            out += r.score(g)
    return out
