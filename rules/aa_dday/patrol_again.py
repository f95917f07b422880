"""Order card 03, "patrol as last turn": the previous turn's patrols sent again, then the patrols end.

A player who flies the same patrols every turn answers the whole card at once. The patrols come from
``AAState.patrols`` (what order card 03 sent last turn, zone by zone; tactics 14 moves afterwards do not
count). The answer is legal only while nothing was sent this turn by that seat's nations and every one
of last turn's patrols can fly as it stands: enough fighters of each nation ready on the airfield (none
lost or grounded meanwhile) and room in each zone under this turn's limit. It is offered as a choice and
a button ("Patrol as last turn"); applied, it sends each patrol in zone order, exactly as the separate
``patrol`` actions would (same events, same checks), and then says ``done`` for the seat.
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.aa_dday.actions import Patrol
from rules.aa_dday.air import air_available, apply_patrol, end_patrols, patrol_limit
from rules.aa_dday.common import Run, seat_nations
from rules.aa_dday.notation import units_from_dict
from rules.aa_dday.state import AAState, Counts, at, fighters
from rules.core.errors import IllegalActionError

RULE = "Order card 03"


def _mine(w: AAState, seat: str, zones: Mapping[str, Counts]) -> list[tuple[str, Counts]]:
    own = seat_nations(w, seat)
    out: list[tuple[str, Counts]] = []
    for zone in sorted(zones, key=int):
        sent = {k: n for k, n in zones[zone].items() if k.split(":")[0] in own and n > 0}
        if sent:
            out.append((zone, sent))
    return out


def last_patrols(w: AAState, seat: str) -> list[tuple[str, Counts]]:
    """(zone, {fighter key: n}) that ``seat``'s nations sent on patrol last turn, in zone order."""
    return _mine(w, seat, w.patrols.get(str(w.turn - 1), {}))


def why_not(w: AAState, seat: str) -> str | None:
    """Why last turn's patrols cannot be repeated now (None when they can)."""
    p = w.pending
    if p is None or p.kind != "patrol" or seat not in p.seats:
        return "fighters patrol on order card 03, when the rules ask you to send them."
    plan = last_patrols(w, seat)
    if not plan:
        return "your fighters did not patrol last turn."
    if _mine(w, seat, w.patrols.get(str(w.turn), {})):
        return "some fighters already patrol this turn; send the rest one zone at a time or say 'done'."
    need: dict[str, int] = {}
    for _, sent in plan:
        for key, n in sent.items():
            need[key] = need.get(key, 0) + n
    for key, n in need.items():
        if air_available(w, key) < n:
            return "fewer fighters are ready on the airfield than patrolled last turn."
    limit = patrol_limit(w)
    for zone, sent in plan:
        if fighters(at(w, zone)) + sum(sent.values()) > limit:
            return f"zone {zone} has no room for as many fighters as last turn."
    return None


def can_patrol_again(w: AAState, seat: str) -> bool:
    return why_not(w, seat) is None


def apply_patrol_again(r: Run, seat: str) -> None:
    """Send last turn's patrols again, one zone at a time, then end ``seat``'s patrols."""
    w = r.w
    reason = why_not(w, seat)
    if reason is not None:
        raise IllegalActionError(f"Cannot patrol as last turn: {reason}", rule=RULE, key="aa-err-cannot-patrol-as-last-turn", params={"v": reason})
    for zone, sent in last_patrols(w, seat):
        apply_patrol(r, seat, Patrol(units_from_dict(sent), zone))
    p = r.w.pending
    if p is not None and p.kind == "patrol" and seat in p.seats:
        end_patrols(r, seat)
