"""Postscript to an Order (Overlord, "General Orders"): a Command Post works only for a Unit that has
survived a combat in its Sector.

In this engine a Command Post's perks (one more rally, trading from it) are used in Phase 4. A Unit
that Advanced into the Sector has fought its Phase 6 there before any Phase 4, so nothing changes for
it; what the Postscript adds is for a Unit that has not fought there yet: one on its Starting Sector at
the start of a Raid, or one just back by Keep Going!. Such a Unit is "unproven" until its next Phase 6.
"""

from __future__ import annotations

from rules.dday_dice.context import Working
from rules.dday_dice.state import Unit


def active(g: Working, u: Unit) -> bool:
    """Whether the Command Post of ``u``'s Sector works for it."""
    if not g.sector(u).command_post:
        return False
    c = g.s.campaign
    return c is None or u.seat not in c.unproven


def unprove(g: Working, seat: str) -> None:
    c = g.s.campaign
    if seat not in c.unproven:
        g.s = g.s.model_copy(update={"campaign": c.model_copy(update={"unproven": c.unproven + (seat,)})})


def after_combat(g: Working) -> None:
    """Every Unit still on the map after a Phase 6 has fought in its Sector."""
    c = g.s.campaign
    left = tuple(s for s in c.unproven if g.unit(s).status != "active")
    if left != c.unproven:
        g.s = g.s.model_copy(update={"campaign": c.model_copy(update={"unproven": left})})
