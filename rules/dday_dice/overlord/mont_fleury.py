"""Battle Map note: Mont Fleury Battery (Overlord, "General Orders").

The trench above Sectors 9, 10 and 11 of the Mont Fleury Battery (drawn as Barriers on our board) is
crossed on a temporary bridge, and in a campaign the bridge needs ONE of: a held Leadership or Special
Find RWB bonus, given up; the Engineer, sacrificed; the Rope Ladder, used. Wire Cutters and the like do
not build it. If a Unit could build it in several ways, ours is the order of the rulebook's list:
a held bonus first (a Unit holds one only to give it up), then the Engineer, then the Rope Ladder.
A Rope Ladder the Unit has already used this turn (``use rope-ladder`` before moving) builds it too.
"""

from __future__ import annotations

from rules.dday_dice.context import Working
from rules.dday_dice.maps import Edge
from rules.dday_dice.state import Unit
from rules.dday_dice.why import Why

BOARD = "mont-fleury-battery"
TRENCH = ("9", "10", "11")
BONUS_NAMES = ("Leadership", "Special Find")
NEEDS = Why("the Mont Fleury trench needs a temporary bridge: give up a held Leadership or Special Find bonus, "
            "sacrifice your Engineer, or use the Rope Ladder", "dice-raid-why-trench")


def is_trench(g: Working, here: str, line: Edge) -> bool:
    if g.s.campaign is None or here not in line.barrier or "-" not in here:
        return False
    from rules.dday_dice.overlord.battle_map import column_of, local_id

    return dict(g.map.boards).get(column_of(here)) == BOARD and local_id(here) in TRENCH


def _held_bonus(g: Working, u: Unit) -> int | None:
    rwb = g.d.nations[u.nation].rwb
    return next((i for i, c in enumerate(u.claims) if c.option == "hold" and not c.given_up and c.face in rwb
                 and rwb[c.face].name in BONUS_NAMES), None)


def way(g: Working, u: Unit) -> str | None:
    """How ``u`` builds the bridge (``bonus``, ``engineer``, ``rope-ladder``), or ``None``."""
    if _held_bonus(g, u) is not None:
        return "bonus"
    if "engineer" in u.specialists:
        return "engineer"
    if "rope-ladder" in u.items:
        return "rope-ladder"
    if "rope-ladder" in u.used_items and u.flags.ignore_conditions:
        return "used-ladder"
    return None


def build(g: Working, seat: str) -> None:
    u = g.unit(seat)
    how = way(g, u)
    if how == "bonus":
        i = _held_bonus(g, u)
        claims = list(u.claims)
        name = g.d.nations[u.nation].rwb[claims[i].face].name
        claims[i] = claims[i].model_copy(update={"given_up": True})
        g.put(u.model_copy(update={"claims": tuple(claims)}))
        what = f"gave up its held {name} bonus"
    elif how == "engineer":
        specs = list(u.specialists)
        specs.remove("engineer")
        g.put(u.model_copy(update={"specialists": tuple(specs), "hand": u.hand + ("engineer",)}))
        what = "sacrificed its Engineer"
    elif how == "used-ladder":
        what = "climbs the Rope Ladder it used this turn"
    else:
        items = list(u.items)
        items.remove("rope-ladder")
        g.put(u.model_copy(update={"items": tuple(items), "used_items": u.used_items + ("rope-ladder",)}))
        what = "used its Rope Ladder"
    g.emit("bridge", f"{g.name(seat)} {what} to bridge the Mont Fleury trench.", unit=seat,
         key="dice-ev-bridge", args={"unit": g.who(seat), "what": what})
