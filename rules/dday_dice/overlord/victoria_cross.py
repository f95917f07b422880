"""Victoria Cross (Teams with a Single Unit) (Overlord, "General Orders").

A Unit alone in its Team (a solo game too) that holds the Victoria Cross may ignore it: ``redraw
victoria-cross`` puts it back in the deck and draws another Medal at random. Our reading: any time it
decides (Phases 1, 2, 4 and 5), while the Medal is unused. Doing so shows the others it was the
Victoria Cross, as putting the card back would at the table.
"""

from __future__ import annotations

from rules.dday_dice import medals
from rules.dday_dice.context import Working, refuse
from rules.dday_dice.state import Unit
from rules.dday_dice.why import Why

RULE = "Victoria Cross (Teams with a Single Unit)"
MEDAL = "victoria-cross"


def can_redraw(g: Working, u: Unit) -> bool:
    c = g.s.campaign
    return c is not None and len(c.team_of(u.seat).seats) == 1 and MEDAL in u.medals and u.status == "active"


def redraw(g: Working, seat: str, text: str) -> None:
    u = g.unit(seat)
    if g.s.campaign is None or MEDAL not in u.medals:
        raise refuse(text, "only a campaign Unit holding the Victoria Cross may redraw it.", RULE,
                     key="dice-no-only-campaign-unit-holding-victoria")
    if len(g.s.campaign.team_of(seat).seats) != 1:
        raise refuse(text, "only a Unit alone in its Team may ignore the Victoria Cross.", RULE,
                     key="dice-no-only-unit-alone-team-may")
    held = list(u.medals)
    held.remove(MEDAL)
    g.put(u.model_copy(update={"medals": tuple(held)}))
    g.s = g.s.model_copy(update={"medal_deck": g.s.medal_deck + (MEDAL,)})
    g.emit("victoria_cross", f"{g.name(seat)} puts the Victoria Cross back in the deck and draws another Medal.",
         unit=seat, key="dice-ev-victoria-cross", args={"unit": g.who(seat)})
    medals.draw(g, seat, 1, Why("Victoria Cross redrawn", "dice-why-victoria-cross-redrawn"))
