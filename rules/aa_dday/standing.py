"""What the standing orders (:mod:`.orders`) pick for the pending decision.

:func:`standing_action` turns a seat's standing orders into the action text
they choose for a hits, placement, tactics, fortune or split decision, or
``None`` when the seat wants to be asked.
"""

from __future__ import annotations

from rules.aa_dday import orders as om
from rules.aa_dday.board import short_units
from rules.aa_dday.common import players
from rules.aa_dday.fortune import auto_choice
from rules.aa_dday.hit_picks import auto_assign
from rules.aa_dday.reinforcements import place_by_order
from rules.aa_dday.state import AAState

HITS_ORDER = {
    "airborne": "casualties",
    "combat": "casualties",
    "bombard": "blockhouse-targets",
    "aa_fighter": "aa-fighters",
    "f16": "aa-fighters",
    "aa_bomber": "aa-bombers",
    "f07": "aa-bombers",
}


def standing_action(w: AAState, decider: str, orders_seat: str) -> tuple[str, str, str] | None:
    """The action ``orders_seat``'s standing orders pick for ``decider``'s pending decision, with (kind, value)."""
    p = w.pending
    if p is None:
        return None
    kind = p.kind

    def get(k: str) -> str:
        return om.effective(w.orders, orders_seat, k)

    if kind == "hits":
        groups = p.need.get(decider)
        if not groups:
            return None
        ok = HITS_ORDER.get(p.ctx, "targets")
        if ok not in om.kinds_for(orders_seat, players(w)):
            return None
        v = get(ok)
        if v == "ask":
            return None
        side = om.side_of_seat(orders_seat)
        keep, nf = False, None
        if ok == "casualties":
            order, keep = om.type_order(v, side, own=True)
        elif ok == "targets":
            order, _ = om.type_order(v, side, own=False)
        elif ok == "blockhouse-targets":
            order = ("bh",)
        else:
            order, nf = ("fighter", "bomber"), v[:2]
        parts = auto_assign(groups, order, keep_one=keep, nation_first=nf)
        return "hits " + "; ".join(f"{loc}: {short_units(u)}" for loc, u in parts), ok, v
    if kind == "place":
        v = get("placement")
        if v == "ask":
            return None
        return place_by_order(w, p, decider, v), "placement", v
    if kind == "tactic":
        v = get("tactics")
        return ("tactic pass", "tactics", v) if v == "pass" else None
    if kind in ("choose", "reroll") and p.fortune:
        v = get("fortune")
        if v == "ask":
            return None
        text = auto_choice(w, decider)
        return (text, "fortune", v) if text else None
    if kind == "split":
        if "split" not in om.kinds_for(orders_seat, players(w)):
            return None
        v = get("split")
        if v == "ask":
            return None
        return f"split uk {int(v)} us {6 - int(v)}", "split", v
    return None
