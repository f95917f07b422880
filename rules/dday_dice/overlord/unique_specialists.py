"""Unique Specialists (Overlord, "Taking Up Duty"): each Team may have only one at a time.

A Neutral set holds four; their names and effects are not printed in our rulebook, so an Overlord game
plays four placeholders of ours (``data/overlord/specialists.json``, merged by :mod:`.neutral`; an owner
may replace them with DDAY_DICE_DATA, ``"kind": "unique"``). They sit in the reserve(s) like Ranking
Specialists, one of each per Neutral set. In a campaign a Unit may not ask for one while a Unit of its
Team has one, or has already asked for one this phase.
"""

from __future__ import annotations

from rules.dday_dice.context import Working
from rules.dday_dice.state import Unit
from rules.dday_dice.why import Why

RULE = "Unique Specialists"


def refusal(g: Working, u: Unit, what: str) -> str | None:
    c = g.s.campaign
    if c is None or what not in g.d.specialists or g.d.specialists[what].kind != "unique":
        return None
    team = [g.unit(s) for s in c.team_of(u.seat).seats]
    if any(g.d.specialists[x].kind == "unique" for m in team for x in m.specialists):
        return Why("your Team already has its one Unique Specialist", "dice-raid-why-unique-held")
    if any(g.d.specialists[o.what].kind == "unique" for m in team for o in m.orders if o.kind == "rally"):
        return Why("your Team has already asked for its one Unique Specialist this phase", "dice-raid-why-unique-asked")
    return None
