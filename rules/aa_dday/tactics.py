"""Tactics cards (advanced rules, "Tactics Cards"): one card after each order card.

Tactics card ``k`` comes up right after order card ``k``, every turn, until it
is used (then it leaves the deck for good: ``state.used_tactics``). It comes up
even in a turn where order card ``k`` has left the deck: the rulebook ties only
the fortune cards to their order cards (a tactics card leaves only "after
use"), and the card commentary expects tactics 01 to be usable after the first
turn, the only turn of order card 01 (more paratroopers can be dropped as long
as the chart still holds infantry, and tactics 02 may later hit them). What each card does once played
is in :mod:`.tactics_effects`; this module holds the flow and, for each card,
whether it can change anything now. The side named on the card may
use it or pass; its effect is for that phase (03, 07 and 10 act on the next
order card and end with it).

A card that cannot change anything right now (for example tactics 04 when no
fighter was shot down this phase) passes by itself, with a line in the
history; otherwise the side is asked unless its ``tactics`` standing order is
``pass``. In a three-player game either Allied player may play an Allied card
alone, whether or not the other agrees (rulebook, "Advanced Rules"), so it is
not a joint decision: the card passes only when both Allied players pass,
and the choices the card then asks for are made by the player who used it,
except that each power moves or fires its own units (09, 11, 14) and targets
are picked by the power whose units fire (01, 05, 11).

Interpretations (rulebook and card commentary; where they are silent, ours):

- 01: one die per airborne box still on the map's zones (the zones of the three
  airborne boxes); on 1-3 that many of the next infantry waiting on the
  matching power's chart land in that zone (fewer if the 8-unit limit or the
  chart says so), skipping other units on the chart; they fire at once, one die
  each, hitting on 1 (infantry attack), at German units other than blockhouses;
  the Allies pick the casualties; no return fire.
- 02: the V-2 removes the first waiting unit of the chart; it counts as destroyed.
- 03: the fighter is picked among patrolling fighters sharing a zone with German
  artillery; it cannot be picked as an antiaircraft casualty during order 04,
  and a zone where it is the only fighter sees no antiaircraft fire.
- 04/06: "this phase" for 06 means this turn's bomber strike (order 05 and
  tactics 05), the only time bombers roll; the card's two choices are made as
  one pick of an Allied land unit among all the units that qualify. Units in
  beachhead boxes never qualify.
- 07: the flooded zone is closed to Allied units during order 08 (entering or
  passing through).
- 08: a blockhouse goes back only where the board's silhouettes show more
  blockhouses than the zone has now; order card 09 comes back into the deck if
  it had left (commentary).
- 09: units move between boxes of their own power; box capacities must hold
  when the player is done.
- 10: during order 11, in each zone, as many Allied infantry as there are
  Allied artillery attack on 2.
- 11/13: one die per artillery, hits on 2 or less, the shooter picks a land
  unit (blockhouses included for 11) in a zone next to the artillery's zone;
  artillery in beachhead boxes does not fire; the picks are made zone by zone.
- 12: one die per city zone the Axis controls; on 1-2 the Allies remove a
  German land unit of their choice there.
- 14: patrolling fighters (not those on the airfield) move to one zone with a
  German reinforcement marker; the limit of four fighters per zone holds. The
  first fighter moved fixes the zone.
- 15: the convoy may end in any zone with room (8 German land units); it passes
  only through zones holding a German land unit and no Allied one, and takes the
  path that exposes it to the fewest strafing dice (then the shortest); fighters
  strafe it as usual.
- 16: the returned infantry go back to the earliest chart slots of U.K. infantry
  that have already entered play, so they come back in chart order; at most as
  many as U.K. infantry have been destroyed.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Sequence
from typing import Any

from rules.aa_dday.actions import Done, Tactic
from rules.aa_dday.board import ALLIED, BOARD, JOINT
from rules.aa_dday.charts import chart_left, chart_waiting
from rules.aa_dday.common import (
    AXIS_SEAT,
    LIMIT,
    PATROL_LIMIT,
    SEAT_TITLE,
    TACTICS_NAMES,
    ZONES,
    Run,
    allied_seats,
    seat_done,
    slug,
)
from rules.aa_dday.hooks import AFTER_HITS, DECISIONS, STAGE_START
from rules.aa_dday.pending import make
from rules.aa_dday.phases import advance, check_removals, goto_next
from rules.aa_dday.state import AAState, allied_land, at, axis_land, axis_stack, control, fighters, marked

SIDE = {1: "allies", 2: "axis", 3: "allies", 4: "axis", 5: "allies", 6: "axis", 7: "axis", 8: "axis",
        9: "allies", 10: "allies", 11: "allies", 12: "allies", 13: "axis", 14: "allies", 15: "axis", 16: "allies"}


SUMMARY = {
    1: "paratroopers drop from the reinforcement charts and attack at once",
    2: "may knock the first unit off each Allied reinforcement chart",
    3: "one patrolling fighter is immune to antiaircraft fire in the next phase",
    4: "remove an Allied land unit in or next to a zone where a fighter was shot down",
    5: "one more die for each striking bomber",
    6: "remove an Allied land unit next to a zone where a bomber missed",
    7: "no Allied unit may enter one coastal zone in the next phase",
    8: "rebuild a blockhouse on an empty silhouette",
    9: "rearrange the units in your beachhead boxes",
    10: "infantry paired with artillery attack on 2 in the next phase",
    11: "Allied artillery fires at German units in adjacent zones",
    12: "the Resistance may remove a German unit in each German-held city",
    13: "German artillery fires at Allied units in adjacent zones",
    14: "move patrolling fighters to a zone with a German reinforcement marker",
    15: "move one German unit anywhere along a safe road",
    16: "destroyed U.K. infantry return to the reinforcement chart",
}


MOBILE_AXIS = ("de:inf", "de:art", "de:tank")


ALLIED_LAND_KEYS = ("uk:inf", "uk:art", "uk:tank", "us:inf", "us:art", "us:tank")


def tactics_title(card: int) -> str:
    return f"Tactics {card:02d} {TACTICS_NAMES[card]}"


def side_seats(w: AAState, card: int) -> list[str]:
    return [AXIS_SEAT] if SIDE[card] == "axis" else list(allied_seats(w))


def start_tactic(r: Run) -> None:
    w = r.w
    k = w.card
    why = unusable(w, k)
    who = "the Axis" if SIDE[k] == "axis" else "the Allies"
    if why:
        r.emit("tactic", f"{tactics_title(k)} comes up; {who} cannot use it now ({why}).", {"card": k, "used": False},
               key="aa-tactic-unusable", args={"tactic": k, "side": SIDE[k], "reason": slug(why)})
        tactic_done(r)
        return
    seats = side_seats(w, k)
    r.replace(pending=make("tactic", card=k, seat=seats[0] if len(seats) == 1 else JOINT, seats=seats))


def tactic_done(r: Run) -> None:
    """The tactics card is resolved: check the deck and go on to the next card."""
    w = r.replace(pending=None)
    check_removals(r)
    if w.stage == "tactics":
        goto_next(r)


def apply_tactic(r: Run, seat: str, a: Any) -> None:
    w = r.w
    p = w.pending
    assert p is not None
    k = p.card
    use = isinstance(a, Tactic) and a.use
    if not use:
        verb = "pass" if seat == JOINT else "passes"
        r.emit("tactic", f"{SEAT_TITLE[seat]} {verb} on {tactics_title(k)}.", {"card": k, "used": False, "seat": seat},
               key="aa-tactic-pass", args={"seat": seat, "tactic": k, "joint": seat == JOINT})
        if seat_done(r, seat):
            tactic_done(r)
        advance(r)
        return
    r.replace(used_tactics=tuple(sorted([*w.used_tactics, k])))
    verb = "play" if seat == JOINT else "plays"
    r.emit("tactic", f"{SEAT_TITLE[seat]} {verb} {tactics_title(k)}: {SUMMARY[k]}. The card leaves the deck.",
           {"card": k, "used": True, "seat": seat}, key="aa-tactic-play", args={"seat": seat, "tactic": k, "summary": k, "joint": seat == JOINT})
    r.replace(pending=None)
    USE[k](r, seat)
    w = r.w
    if w.pending is None and w.stage == "tactics" and w.card == k:
        tactic_done(r)
    advance(r)


def unusable(w: AAState, k: int) -> str | None:
    """Why card ``k`` can change nothing now, or ``None``."""
    return USABLE[k](w)


def _u01(w: AAState) -> str | None:
    for box in BOARD.airborne_ids:
        z = BOARD.airborne_zone[box]
        nat = BOARD.airborne[box].nation
        if allied_land(at(w, z)) < LIMIT and next_inf(w, nat, 1):
            return None
    return "no infantry waits on the charts for a zone with room"


def _u02(w: AAState) -> str | None:
    return None if any(chart_left(w, c) for c in BOARD.allied_charts) else "the Allied charts are empty"


def barnstorm_choices(w: AAState) -> list[str]:
    out = []
    for z in ZONES:
        u = w.units.get(z)
        if u and u.get("de:art"):
            for nat in ALLIED:
                if u.get(f"{nat}:fighter"):
                    out.append(f"choose {z} {nat}")
    return out


def _u03(w: AAState) -> str | None:
    return None if barnstorm_choices(w) else "no fighter patrols a zone with German artillery"


def adjacent_pool(w: AAState, zones: Sequence[str], include_self: bool, keys: tuple[str, ...]) -> dict[str, dict[str, int]]:
    locs: list[str] = []
    for z in zones:
        cand = list(BOARD.adj[z]) + ([z] if include_self else [])
        for c in cand:
            if c not in locs:
                locs.append(c)
    pool = {}
    for c in sorted(locs, key=int):
        u = at(w, c)
        d = {k: u.get(k, 0) for k in keys if u.get(k, 0)}
        if d:
            pool[c] = d
    return pool


def _u04(w: AAState) -> str | None:
    zones = marked(w, "fighter_shot")
    if not zones:
        return "no fighter was shot down this phase"
    return None if adjacent_pool(w, zones, True, ALLIED_LAND_KEYS) else "no Allied land unit is near"


def _u05(w: AAState) -> str | None:
    return None if any(z in BOARD.zone_set and (u.get("uk:bomber") or u.get("us:bomber")) for z, u in w.units.items()) \
        else "no bomber is striking"


def _u06(w: AAState) -> str | None:
    zones = marked(w, "bomber_missed")
    if not zones:
        return "no bomber missed this turn"
    return None if adjacent_pool(w, zones, False, ALLIED_LAND_KEYS) else "no Allied land unit is next to those zones"


def flood_choices(w: AAState) -> list[str]:
    return [f"choose {z}" for z in ZONES if BOARD.coastal[z] and not allied_land(at(w, z))]


def _u07(w: AAState) -> str | None:
    if 8 in w.removed:
        return "order card 08 is not in the deck"
    return None if flood_choices(w) else "every coastal zone holds Allied land units"


def build_choices(w: AAState) -> list[str]:
    out = []
    for b in BOARD.data.blockhouses:
        z = str(b.zone)
        u = at(w, z)
        if u.get("de:bh", 0) < b.count and u.get("de:inf") and not allied_land(u):
            out.append(f"choose {z}")
    return out


def _u08(w: AAState) -> str | None:
    return None if build_choices(w) else "no empty blockhouse silhouette in a zone held by German infantry"


def _u09(w: AAState) -> str | None:
    for nat in ALLIED:
        boxes = BOARD.beaches_of[nat]
        if any(at(w, b) for b in boxes) and len(boxes) > 1:
            return None
    return "no Allied unit waits in a beachhead box"


def _u10(w: AAState) -> str | None:
    if 11 in w.removed:
        return "order card 11 is not in the deck"
    for z in ZONES:
        u = w.units.get(z)
        if u and axis_land(u) and (u.get("uk:art") or u.get("us:art")) and (u.get("uk:inf") or u.get("us:inf")):
            return None
    return "no contested zone holds Allied infantry and artillery together"


def _u11(w: AAState) -> str | None:
    for z in ZONES:
        u = w.units.get(z)
        if u and (u.get("uk:art") or u.get("us:art")):
            if any(axis_land(at(w, a)) for a in BOARD.adj[z]):
                return None
    return "no Allied artillery is next to a zone with German units"


def _u12(w: AAState) -> str | None:
    return None if any(control(at(w, c)) == "axis" for c in BOARD.cities) else "the Axis controls no city"


def _u13(w: AAState) -> str | None:
    for z in ZONES:
        u = w.units.get(z)
        if u and u.get("de:art"):
            if any(allied_land(at(w, a)) for a in BOARD.adj[z]):
                return None
    return "no German artillery is next to a zone with Allied land units"


MARKER_ZONES = tuple(z for z in BOARD.zone_ids if BOARD.marker[z])


def _u14(w: AAState) -> str | None:
    if 15 in w.removed:
        return "no German reinforcements will arrive"
    for z in ZONES:
        u = w.units.get(z)
        if u and fighters(u) and any(fighters(at(w, m)) < PATROL_LIMIT for m in MARKER_ZONES if m != z):
            return None
    return "no patrolling fighter can move to a reinforcement zone"


def _u15(w: AAState) -> str | None:
    for z in ZONES:
        u = w.units.get(z)
        if u and not allied_land(u) and any(u.get(k) for k in MOBILE_AXIS) and convoy_reach(w, z):
            return None
    return "no German land unit can move"


def _u16(w: AAState) -> str | None:
    if not any(control(at(w, c)) == "allies" for c in BOARD.cities):
        return "the Allies control no city"
    if not w.destroyed.get("uk:inf"):
        return "no U.K. infantry has been destroyed"
    if not vacated_inf(w):
        return "no U.K. infantry slot of the chart is empty"
    return None


#: Card number -> what playing it does (filled by :mod:`.tactics_effects`).
USE: dict[int, Callable[[Run, str], None]] = {}

USABLE = {1: _u01, 2: _u02, 3: _u03, 4: _u04, 5: _u05, 6: _u06, 7: _u07, 8: _u08, 9: _u09, 10: _u10, 11: _u11,
          12: _u12, 13: _u13, 14: _u14, 15: _u15, 16: _u16}


def next_inf(w: AAState, nat: str, n: int) -> list[int]:
    types = BOARD.chart_types[nat]
    return [i for i in chart_waiting(w, nat) if types[i] == "inf"][:n]


def convoy_reach(w: AAState, frm: str) -> dict[str, list[str]]:
    """Zones a convoy from ``frm`` may reach, each with its path (fewest strafing dice, then shortest).

    A path's strafing dice per patrolling fighter: leaving the start and entering the end count once, each
    zone passed through twice (in and out), as in ``phases.strafe_moves``.
    """
    def f(z: str) -> int:
        return fighters(at(w, z))

    def safe(z: str) -> bool:
        u = at(w, z)
        return axis_land(u) > 0 and not allied_land(u)

    start = f(frm)
    best: dict[str, tuple[int, int]] = {}
    paths: dict[str, list[str]] = {}
    heap: list[tuple[int, int, str, list[str]]] = []
    for nxt in BOARD.adj[frm]:
        heapq.heappush(heap, (start, 1, nxt, [frm, nxt]))
    while heap:
        cost, length, z, path = heapq.heappop(heap)
        if z in best:
            continue
        best[z] = (cost, length)
        paths[z] = path
        if not safe(z):
            continue  # a zone with Allied (or no German) land units may end the road, never be passed
        for nxt in BOARD.adj[z]:
            if nxt != frm and nxt not in best:
                heapq.heappush(heap, (cost + 2 * f(z), length + 1, nxt, path + [nxt]))
    out: dict[str, list[str]] = {}
    for z in sorted(paths, key=lambda x: (best[x][0] + f(x), best[x][1], int(x))):
        if axis_stack(at(w, z)) < LIMIT:
            out[z] = paths[z]
    return out


def vacated_inf(w: AAState) -> list[int]:
    waiting = set(chart_waiting(w, "uk"))
    types = BOARD.chart_types["uk"]
    return [i for i in range(BOARD.chart_len["uk"]) if types[i] == "inf" and i not in waiting]


DECISIONS["tactic"] = ((Tactic, Done), apply_tactic)
STAGE_START["tactics"] = start_tactic
for _ctx in ("t01", "t04", "t05", "t06", "t11", "t12", "t13"):
    AFTER_HITS[_ctx] = lambda r, pending: tactic_done(r)
