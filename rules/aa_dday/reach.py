"""Where a land unit may go during a move (order cards 08 and 12): who may still move, and along which path.

The movement rules' building blocks, shared by the moves themselves (:mod:`rules.aa_dday.movement`),
the lookahead that keeps the phase an end (:mod:`rules.aa_dday.zone_capacity`) and the option lists.
"""

from __future__ import annotations

from rules.aa_dday.board import BOARD
from rules.aa_dday.common import fortune_result, loc_label, nation_seat
from rules.aa_dday.pending import Move as MoveDecision
from rules.aa_dday.state import AAState, Counts, Mark, at, enemy_land, stack_count


def own_mobile_keys(side: str) -> tuple[str, ...]:
    if side == "axis":
        return ("de:inf", "de:art", "de:tank")
    return ("uk:inf", "uk:art", "uk:tank", "us:inf", "us:art", "us:tank")


def locked(units: Counts, side: str) -> bool:
    """``enemy_land(units, side) > 0``, inlined (it runs for every zone a move looks at)."""
    g = units.get
    if side == "axis":
        return g("uk:inf", 0) + g("uk:art", 0) + g("uk:tank", 0) + g("us:inf", 0) + g("us:art", 0) + g("us:tank", 0) > 0
    return g("de:inf", 0) + g("de:art", 0) + g("de:tank", 0) + g("de:bh", 0) > 0


def movable(w: AAState, p: MoveDecision, zone: str, key: str) -> int:
    units = w.units.get(zone)
    if not units or zone not in BOARD.zone_set:
        return 0
    n = units.get(key, 0)
    if not n or locked(units, p.side):
        return 0
    out = p.out
    if out is not None:
        used = out.get(out_key(p.side, key), ())
        if zone not in used and len(used) >= p.out_limit:
            return 0
    return n - p.moved.get(zone, {}).get(key, 0)


def check_path(w: AAState, p: MoveDecision, frm: str, via: str | None, to: str, is_tank: bool) -> str | None:
    """Return why the path is illegal, or ``None`` (``is_tank``: every unit moved may go two zones)."""
    adj = BOARD.adj_set
    flood = flooded(w, p) if w.effects else None
    if flood is not None and (to == flood or via == flood):
        return f"{loc_label(flood)} is flooded (tactics 07): no Allied unit may move into it this phase."
    if via is None:
        if to not in adj[frm]:
            return f"{loc_label(to)} is not next to {loc_label(frm)}."
        return None
    if not is_tank and not two_steps(w, p):
        return "Only tanks can move two zones; infantry and artillery move to an adjacent zone."
    if via not in adj[frm]:
        return f"{loc_label(via)} is not next to {loc_label(frm)}."
    if to not in adj[via]:
        return f"{loc_label(to)} is not next to {loc_label(via)}."
    if to == frm:
        return "A unit cannot move out and back into the zone it started from."
    if enemy_land(at(w, via), p.side):
        return (
            f"A unit moving two zones must stop in the first zone it enters when that zone holds enemy land "
            f"units; it cannot pass through {loc_label(via)}."
        )
    return None


def out_key(side: str, key: str) -> str:
    """Fortune 08/12 "6" count the zones moved out of per power (Allies) or for the whole Axis."""
    return "de" if side == "axis" else key[:2]


def two_steps(w: AAState, p: MoveDecision) -> bool:
    """Fortune 08/12 "1" (Clear Roads): every land unit may move two zones this phase."""
    return fortune_result(w, 8 if p.side == "allies" else 12) == "good"


def flooded(w: AAState, p: MoveDecision) -> str | None:
    """Tactics 07: the coastal zone no Allied unit may enter during order 08."""
    if p.side != "allies":
        return None
    f = w.effects.get("flood")
    return f.zone if isinstance(f, Mark) and f.card == w.card else None


def fixed_after(w: AAState, p: MoveDecision, dest: str, add: int, new_out: set[str] | None = None) -> int:
    """Units of the mover that could no longer leave ``dest`` after ``add`` more arrive."""
    units = at(w, dest)
    side = p.side
    if locked(units, side):
        return stack_count(units, side) + add
    moved = p.moved.get(dest, {})
    n = sum(moved.values()) + add
    counted: set[str] = set()
    if side == "allies" and w.options.get("players") == "3":
        # units of a power whose player is done moving stay where they are
        for key in own_mobile_keys(side):
            if nation_seat(w, key[:2]) not in p.seats:
                n += units.get(key, 0) - moved.get(key, 0)
                counted.add(key)
    out = p.out
    if out is not None:
        # fortune 08/12 "6": units staying in a zone their power may no longer move out of are stuck too
        for key in own_mobile_keys(side):
            if key in counted:
                continue
            stay = units.get(key, 0) - moved.get(key, 0)
            if stay > 0:
                used = out.get(out_key(side, key), ())
                if dest not in used and len(used) >= p.out_limit - (1 if new_out and out_key(side, key) in new_out else 0):
                    n += stay
    return n
