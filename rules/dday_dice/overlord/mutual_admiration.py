"""The Mutual Admiration Society (Overlord, Raid A-3).

Whenever a Ranking (or Unique) Specialist joins a Unit by a rally, that Unit names a rival Team's Unit,
which gains as much Courage as the Specialist's cost: ``rally colonel t3u1``.
The Courage is given when the rally is settled at the end of Phase 4 (a Unit that loses the tie for
the Specialist gives nothing).
"""

from __future__ import annotations

from rules.dday_dice.actions import Rally
from rules.dday_dice.context import Working
from rules.dday_dice.overlord.raid_rule import RaidRule, register
from rules.dday_dice.state import Order, Unit
from rules.dday_dice.why import Why

RULE = "The Mutual Admiration Society"
RAIDS = ("a3",)


def in_play(g: Working) -> bool:
    c = g.s.campaign
    return c is not None and c.raid_id in RAIDS


def rivals(g: Working, seat: str) -> list[str]:
    team = g.s.campaign.team_of(seat).seats
    return [u.seat for u in g.active() if u.seat not in team]


def needs_admirer(g: Working, what: str) -> bool:
    return in_play(g) and g.d.specialists[what].kind in ("ranking", "unique")


def refusal(g: Working, seat: str, a: Rally) -> str | None:
    """Why the ``admirer`` part of a rally is wrong, or ``None``."""
    if a.what not in g.d.specialists:
        return None
    if not needs_admirer(g, a.what):
        return Why("name no Unit when you rally (only The Mutual Admiration Society asks for one)",
                   "dice-raid-why-no-admirer") if a.admirer else None
    others = rivals(g, seat)
    if a.admirer not in others:
        example = f"rally {a.what} {others[0] if others else 't1u1'}"
        return Why(f"The Mutual Admiration Society: name the rival Unit that gains the Courage, e.g. '{example}'",
                   "dice-raid-why-admirer", example=example)
    return None


def forms(g: Working, u: Unit, what: str) -> list[Rally]:
    if not needs_admirer(g, what):
        return [Rally(what=what)]
    return [Rally(what=what, admirer=r) for r in rivals(g, u.seat)]


def settled(g: Working, seat: str, o: Order) -> None:
    """A rally of ``o`` has been settled for ``seat``: its admirer gains the Courage."""
    if not o.admirer or g.unit(o.admirer).status not in ("active", "down"):
        return
    cost = g.d.specialists[o.what].stars
    g.update(o.admirer, courage=g.unit(o.admirer).courage + cost)
    g.emit("admiration", f"The Mutual Admiration Society: {g.name(o.admirer)} gains {cost} Courage from "
         f"{g.name(seat)}'s {g.d.specialists[o.what].name}.", unit=o.admirer,
         key="dice-ev-admiration", args={"unit": g.who(o.admirer), "cost": cost, "unit2": g.who(seat),
         "name": g.d.specialists[o.what].name})


register(RaidRule(RULE, RAIDS))
