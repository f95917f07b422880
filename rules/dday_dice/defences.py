"""Atlantikwall: the German defences of the Battle Map, and the Allied exchange limit.

- Land Mines and Machine Gun Fire start inactive: the Allies ignore them.
  While the German player has the Pioneer every Land Mine is active; while
  he has the Maschinengewehr-Schütze every MGF is active. Losing the
  Specialist makes them inactive again (until he is rallied again).
- An MGF silenced by a Grenadier (a Specialist's ``silence_mgf``) is
  removed for good: it never fires again, whoever is rallied.
- The exchange limit: no resource (Soldiers, Courage, Stars, Item Points)
  changes hands between Units when either is in the top row of the map or
  in a Sector next to the Final Bunker. Items and dice trades are not
  resources and are not limited.

Without a German player (``DDState.german`` is None) everything here
answers as in the base game.
"""

from __future__ import annotations

from rules.dday_dice.context import Working, final_bunker
from rules.dday_dice.maps import Sector, neighbours
from rules.dday_dice.state import Unit

ACTIVATES = {"mines": "pioneer", "mgf": "mg-schutze"}


def mines_active(g: Working) -> bool:
    gs = g.s.german
    return gs is None or ACTIVATES["mines"] in gs.specialists


def mgf_active(g: Working) -> bool:
    gs = g.s.german
    return gs is None or ACTIVATES["mgf"] in gs.specialists


def mgf_count(g: Working, sec: Sector) -> int:
    """Machine Gun Fire that can fire in ``sec`` now."""
    gs = g.s.german
    if gs is None:
        return sec.mgf
    if not mgf_active(g):
        return 0
    return max(0, sec.mgf - gs.removed_mgf.get(sec.id, 0))


def grenadier_silence(g: Working, u: Unit) -> int:
    """MGF silenced by the Unit's Specialists (the Grenadier) this combat."""
    return sum(int(g.d.specialists[x].effect.silence_mgf) for x in u.specialists)


def remove_silenced(g: Working, u: Unit, sec: Sector, firing: int) -> None:
    """Atlantikwall: the MGF a Grenadier silenced in ``sec`` is removed from the map for good."""
    gs = g.s.german
    if gs is None or not firing:
        return
    gone = min(firing, grenadier_silence(g, u))
    if not gone:
        return
    removed = dict(gs.removed_mgf)
    removed[sec.id] = removed.get(sec.id, 0) + gone
    g.s = g.s.model_copy(update={"german": gs.model_copy(update={"removed_mgf": removed})})
    g.emit("mgf_removed", f"{g.name(u.seat)}'s Grenadier silenced {gone} Machine Gun Fire in {sec.label} for good.",
         unit=u.seat, key="dice-ev-mgf-removed", args={"unit": g.who(u.seat), "gone": gone, "label": sec.label})


def exchange_limited(g: Working, sid: str) -> bool:
    """True in the top row of the map and in every Sector next to the Final Bunker (Atlantikwall only)."""
    if g.s.german is None:
        return False
    m = g.map
    sec = m.sector(sid)
    if sec.bunker:
        return False
    top = max(x.row for x in m.sectors if not x.bunker)
    return sec.row == top or any(final_bunker(g, n) for n, _ in neighbours(m, sid))


def resource_trade_refusal(g: Working, u: Unit, other: Unit) -> str | None:
    for x in (u, other):
        if exchange_limited(g, x.sector):
            return (f"the German keeps watch over {g.map.sector(x.sector).label}: no resources change hands in "
                    "the top row or next to the Final Bunker (Items may).")
    return None
