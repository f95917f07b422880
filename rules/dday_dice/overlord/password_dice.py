"""Binoculars on a Raid's own dice (Overlord, C-2 and C-2S Passwords, C-1S Tiger): what turns a die, spending it.

An Item or a Medal whose effect turns a die to another face (the Binoculars, the War Medal) may turn one
die of a Password: ``retune binoculars 3 star`` (C-2, until the end of the turn of the capture; C-2S, the
die of a Column's Password, ``retune binoculars b3 star``, until a Password is given). It is used up as
when used on the Final Tally.
"""

from __future__ import annotations

from rules.dday_dice.context import Working
from rules.dday_dice.records import FACES
from rules.dday_dice.state import Unit

USAGE = "retune ITEM DIE FACE"


def changers(g: Working, u: Unit) -> list[str]:
    """The Items and Medals of ``u`` that turn a die to another face."""
    out = [x for x in u.items if g.d.items[x].effect.change_die]
    out += [x for x in u.medals if g.d.medals[x].effect.change_die]
    return list(dict.fromkeys(out))


def spend(g: Working, seat: str, what: str) -> str:
    """Use ``what`` up (an Item to the used pile, a Medal revealed and used); its name."""
    u = g.unit(seat)
    if what in u.items:
        items = list(u.items)
        items.remove(what)
        g.put(u.model_copy(update={"items": tuple(items), "used_items": u.used_items + (what,)}))
        return g.d.items[what].name
    medals = list(u.medals)
    medals.remove(what)
    g.put(u.model_copy(update={"medals": tuple(medals), "used_medals": u.used_medals + (what,)}))
    return g.d.medals[what].name


def faces_other_than(face: str) -> list[str]:
    return [f for f in FACES if f != face]
