"""Ties (Overlord, "General Orders"): who acts first when rival Units want the same thing.

Fewest Soldiers first; then the Unit whose Team has the fewest Performance Points so far; then least
Courage; then fewest Stars; then a die roll (rolled again among those still level). The base game's
order (Soldiers, Courage, Stars, seat order) stays for one-board games.
"""

from __future__ import annotations

from rules.dday_dice.context import Working
from rules.dday_dice.overlord.performance import campaign_totals
from rules.dday_dice.state import Unit


def order(g: Working, units: list[Unit], same_thing: bool = False) -> list[Unit]:
    """``units`` in priority order. ``same_thing``: they all want one thing (a token); otherwise only Units
    whose reserve requests overlap are contested."""
    c = g.s.campaign
    totals = dict(zip((t.number for t in c.teams), campaign_totals(c), strict=True))
    key = {u.seat: (u.soldiers, totals[c.team_of(u.seat).number], u.courage, u.stars) for u in units}
    groups: dict[tuple, list[Unit]] = {}
    for u in units:
        groups.setdefault(key[u.seat], []).append(u)
    out: list[Unit] = []
    for k in sorted(groups):
        out += _by_roll(g, groups[k], same_thing)
    return out


def _by_roll(g: Working, level: list[Unit], same_thing: bool = False) -> list[Unit]:
    """Order Units still level by a die roll each, highest first, rolling again among equal rolls.

    Units that do not ask for the same thing keep their seat order: nothing is contested, nothing is rolled."""
    if len(level) <= 1 or not (same_thing or _contested(level)):
        return level
    rolls = dict(zip((u.seat for u in level), g.roll(len(level)), strict=True))
    g.emit("tie_roll", "Tie broken by a die roll: " + ", ".join(f"{g.name(s)} {v}" for s, v in rolls.items()) + ".",
         dice=tuple(rolls.values()),
         key="dice-ev-tie-roll", args={"join": ", ".join(f"{g.name(s)} {v}" for s, v in rolls.items())})
    out: list[Unit] = []
    for v in sorted(set(rolls.values()), reverse=True):
        out += _by_roll(g, [u for u in level if rolls[u.seat] == v], same_thing)
    return out


def _contested(level: list[Unit]) -> bool:
    seen: set[str] = set()
    for u in level:
        wants = {o.what for o in u.orders}
        if wants & seen:
            return True
        seen |= wants
    return False
