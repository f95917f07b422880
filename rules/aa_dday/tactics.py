"""Tactics cards (advanced rules, "Tactics Cards"): one card after each order card.

Tactics card ``k`` comes up right after order card ``k``, every turn, until it
is used (then it leaves the deck for good: ``state.used_tactics``). It comes up
even in a turn where order card ``k`` has left the deck: the rulebook ties only
the fortune cards to their order cards (a tactics card leaves only "after
use"), and the card commentary expects tactics 01 to be usable after the first
turn, the only turn of order card 01 (more paratroopers can be dropped as long
as the chart still holds infantry, and tactics 02 may later hit them). The side named on the card may
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
from typing import Any

from rules.aa_dday.actions import Done, Move, Tactic
from rules.aa_dday.board import ALLIED, BOARD, JOINT, NATION_ADJ, unit_phrase, units_phrase
from rules.aa_dday.charts import chart_label, chart_left, chart_return, chart_take, chart_waiting
from rules.aa_dday.choose import CHOOSE
from rules.aa_dday.common import (
    AXIS_SEAT,
    LIMIT,
    PATROL_LIMIT,
    SEAT_TITLE,
    SEAT_WHO,
    TACTICS_NAMES,
    ZONES,
    Run,
    allied_seats,
    dice_text,
    loc_label,
    mark,
    nation_seat,
    plural,
    seat_done,
    seat_nations,
)
from rules.aa_dday.hits import open_hits, queue_hits
from rules.aa_dday.hooks import AFTER_HITS, DECISIONS, STAGE_START
from rules.aa_dday.movement import strafe_moves
from rules.aa_dday.phases import advance, check_removals, goto_next
from rules.aa_dday.state import (
    AAState,
    add_units,
    allied_land,
    at,
    axis_land,
    axis_stack,
    control,
    fighters,
    remove_units,
    setv,
)
from rules.core.errors import IllegalActionError

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


# =========================================================================== flow


def start_tactic(r: Run) -> None:
    w = r.w
    k = w.card
    why = unusable(w, k)
    who = "the Axis" if SIDE[k] == "axis" else "the Allies"
    if why:
        r.emit("tactic", f"{tactics_title(k)} comes up; {who} cannot use it now ({why}).", {"card": k, "used": False})
        tactic_done(r)
        return
    seats = side_seats(w, k)
    setv(w, "pending", {"kind": "tactic", "card": k, "seat": seats[0] if len(seats) == 1 else JOINT, "seats": seats})


def tactic_done(r: Run) -> None:
    """The tactics card is resolved: check the deck and go on to the next card."""
    w = r.w
    setv(w, "pending", None)
    check_removals(r)
    if w.stage == "tactics":
        goto_next(r)


def apply_tactic(r: Run, seat: str, a: Any) -> None:
    w = r.w
    p = w.pending
    assert p is not None
    k = p["card"]
    use = isinstance(a, Tactic) and a.use
    if not use:
        verb = "pass" if seat == JOINT else "passes"
        r.emit("tactic", f"{SEAT_TITLE[seat]} {verb} on {tactics_title(k)}.", {"card": k, "used": False, "seat": seat})
        if seat_done(r, seat):
            tactic_done(r)
        advance(r)
        return
    setv(w, "used_tactics", sorted([*w.used_tactics, k]))
    verb = "play" if seat == JOINT else "plays"
    r.emit("tactic", f"{SEAT_TITLE[seat]} {verb} {tactics_title(k)}: {SUMMARY[k]}. The card leaves the deck.",
           {"card": k, "used": True, "seat": seat})
    setv(w, "pending", None)
    USE[k](r, seat)
    if w.pending is None and w.stage == "tactics" and w.card == k:
        tactic_done(r)
    advance(r)


# =========================================================================== usability


def unusable(w: AAState, k: int) -> str | None:
    """Why card ``k`` can change nothing now, or ``None``."""
    return USABLE[k](w)


def _u01(w: AAState) -> str | None:
    for box in BOARD.airborne_ids:
        z = BOARD.airborne_zone[box]
        nat = BOARD.airborne[box].nation
        if allied_land(at(w, z)) < LIMIT and _next_inf(w, nat, 1):
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


def _adjacent_pool(w: AAState, zones: list[str], include_self: bool, keys: tuple[str, ...]) -> dict[str, dict[str, int]]:
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
    zones = w.effects.get("fighter_shot", [])
    if not zones:
        return "no fighter was shot down this phase"
    return None if _adjacent_pool(w, zones, True, ALLIED_LAND_KEYS) else "no Allied land unit is near"


def _u05(w: AAState) -> str | None:
    return None if any(z in BOARD.zone_set and (u.get("uk:bomber") or u.get("us:bomber")) for z, u in w.units.items()) \
        else "no bomber is striking"


def _u06(w: AAState) -> str | None:
    zones = w.effects.get("bomber_missed", [])
    if not zones:
        return "no bomber missed this turn"
    return None if _adjacent_pool(w, zones, False, ALLIED_LAND_KEYS) else "no Allied land unit is next to those zones"


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
    if not _vacated_inf(w):
        return "no U.K. infantry slot of the chart is empty"
    return None


USABLE = {1: _u01, 2: _u02, 3: _u03, 4: _u04, 5: _u05, 6: _u06, 7: _u07, 8: _u08, 9: _u09, 10: _u10, 11: _u11,
          12: _u12, 13: _u13, 14: _u14, 15: _u15, 16: _u16}


# =========================================================================== effects


def _next_inf(w: AAState, nat: str, n: int) -> list[int]:
    types = BOARD.chart_types[nat]
    return [i for i in chart_waiting(w, nat) if types[i] == "inf"][:n]


def use_01(r: Run, seat: str) -> None:
    w = r.w
    then: list[dict[str, Any]] = []
    for box in BOARD.airborne_ids:
        z = BOARD.airborne_zone[box]
        nat = BOARD.airborne[box].nation
        (d,) = r.roll(1)
        if d > 3:
            r.emit("roll", f"{BOARD.box_name[box]}: the die shows {d} — no paratroopers land.", {"box": box}, (d,))
            continue
        room = LIMIT - allied_land(at(w, z))
        slots = _next_inf(w, nat, min(d, max(room, 0)))
        if not slots:
            r.emit("roll", f"{BOARD.box_name[box]}: the die shows {d}, but no {NATION_ADJ[nat]} infantry can land "
                   f"in {loc_label(z)}.", {"box": box}, (d,))
            continue
        chart_take(w, nat, slots)
        key = f"{nat}:inf"
        add_units(w, z, key, len(slots))
        r.placed(z, key, len(slots))
        r.emit("roll", f"{BOARD.box_name[box]}: the die shows {d} — {unit_phrase(len(slots), key)} from the chart "
               f"drop into {loc_label(z)}.", {"box": box, "landed": len(slots)}, (d,))
        dice = r.roll(len(slots))
        hits = sum(1 for x in dice if x <= 1)
        r.emit("roll", f"{loc_label(z)}: the paratroopers fire {dice_text(dice)} — {plural(hits, 'hit')}",
               {"location": z, "hits": hits}, dice)
        if hits:
            then.append({"seat": nation_seat(w, nat), "n": hits, "locs": [z], "keys": list(MOBILE_AXIS),
                         "label": loc_label(z)})
    open_hits(r, "t01", {}, {}, {"then": then})


def use_02(r: Run, seat: str) -> None:
    w = r.w
    for c in BOARD.allied_charts:
        slots = chart_waiting(w, c)
        if not slots:
            continue
        (d,) = r.roll(1)
        if d <= 4:
            key = f"{BOARD.chart_nation[c]}:{BOARD.chart_types[c][slots[0]]}"
            chart_take(w, c, [slots[0]])
            w.destroyed[key] = w.destroyed.get(key, 0) + 1
            r.emit("roll", f"V-2 on the {chart_label(c)} chart: the die shows {d} — its next unit "
                   f"({unit_phrase(1, key)}) is destroyed.", {"chart": c, "unit": key}, (d,))
        else:
            r.emit("roll", f"V-2 on the {chart_label(c)} chart: the die shows {d} — no damage.", {"chart": c}, (d,))


def _choose(r: Run, what: str, seat: str, choices: list[str]) -> None:
    setv(r.w, "pending", {"kind": "choose", "what": what, "seat": seat, "seats": [seat], "choices": choices})


def use_03(r: Run, seat: str) -> None:
    choices = barnstorm_choices(r.w)
    if len(choices) == 1:
        set_barnstorm(r, seat, tuple(choices[0].split()[1:]))
        return
    _choose(r, "barnstorm", seat, choices)


def set_barnstorm(r: Run, seat: str, args: tuple[str, ...]) -> None:
    w = r.w
    z, nat = args
    setv(w, "effects", {**w.effects, "barnstorm": {"zone": z, "nation": nat, "card": 4}})
    r.emit("tactic_choice", f"A {NATION_ADJ[nat]} fighter over {loc_label(z)} is barnstorming: antiaircraft fire "
           "cannot touch it in the next phase.", {"zone": z, "nation": nat})


def choose_barnstorm(r: Run, seat: str, args: tuple[str, ...]) -> None:
    set_barnstorm(r, seat, args)
    tactic_done(r)
    advance(r)


def _remove_one(r: Run, ctx: str, seat: str, pool: dict[str, dict[str, int]]) -> None:
    need: dict[str, list[dict[str, Any]]] = {}
    queue_hits(r, need, seat, 1, pool)
    open_hits(r, ctx, need, {seat: "value"})


def use_04(r: Run, seat: str) -> None:
    w = r.w
    _remove_one(r, "t04", AXIS_SEAT, _adjacent_pool(w, w.effects.get("fighter_shot", []), True, ALLIED_LAND_KEYS))


def use_05(r: Run, seat: str) -> None:
    w = r.w
    then: list[dict[str, Any]] = []
    for z in ZONES:
        u = w.units.get(z)
        if not u or not (u.get("uk:bomber") or u.get("us:bomber")):
            continue
        for nat in ALLIED:
            n = u.get(f"{nat}:bomber", 0)
            if not n:
                continue
            dice = r.roll(n)
            hits = sum(1 for d in dice if d <= 3)
            if hits < n:
                mark(r, "bomber_missed", z)
            r.emit("roll", f"{loc_label(z)}: the {NATION_ADJ[nat]} bomber drops more bombs: {dice_text(dice)} — "
                   f"{plural(hits, 'hit')}", {"location": z, "hits": hits}, dice)
            if hits:
                then.append({"seat": nation_seat(w, nat), "n": hits, "locs": [z],
                             "keys": ["de:inf", "de:art", "de:tank", "de:bh"], "label": loc_label(z)})
    open_hits(r, "t05", {}, {}, {"then": then})


def use_06(r: Run, seat: str) -> None:
    w = r.w
    _remove_one(r, "t06", AXIS_SEAT, _adjacent_pool(w, w.effects.get("bomber_missed", []), False, ALLIED_LAND_KEYS))


def use_07(r: Run, seat: str) -> None:
    _choose(r, "flood", seat, flood_choices(r.w))


def choose_flood(r: Run, seat: str, args: tuple[str, ...]) -> None:
    w = r.w
    z = args[0]
    setv(w, "effects", {**w.effects, "flood": {"zone": z, "card": 8}})
    r.emit("tactic_choice", f"{loc_label(z)} is flooded: no Allied unit may move into it in the next phase.", {"zone": z})
    tactic_done(r)
    advance(r)


def use_08(r: Run, seat: str) -> None:
    choices = build_choices(r.w)
    if len(choices) == 1:
        build(r, choices[0].split()[1])
        return
    _choose(r, "build", seat, choices)


def build(r: Run, z: str) -> None:
    w = r.w
    add_units(w, z, "de:bh", 1)
    if w.destroyed.get("de:bh"):
        w.destroyed["de:bh"] -= 1
        if not w.destroyed["de:bh"]:
            del w.destroyed["de:bh"]
    r.placed(z, "de:bh", 1)
    r.emit("tactic_choice", f"A new blockhouse stands in {loc_label(z)}.", {"zone": z})


def choose_build(r: Run, seat: str, args: tuple[str, ...]) -> None:
    build(r, args[0])
    tactic_done(r)
    advance(r)


def use_09(r: Run, seat: str) -> None:
    w = r.w
    seats = []
    for nat in ALLIED:
        if any(at(w, b) for b in BOARD.beaches_of[nat]):
            s = nation_seat(w, nat)
            if s not in seats:
                seats.append(s)
    setv(w, "pending", {"kind": "rearrange", "seat": seat, "seats": seats})


def apply_rearrange(r: Run, seat: str, a: Any) -> None:
    w = r.w
    rule = "Tactics card 09"
    if isinstance(a, Done):
        over = [b for b in BOARD.beach_ids if BOARD.beach_nation[b] in seat_nations(w, seat)
                and sum(at(w, b).values()) > BOARD.beach_capacity[b]]
        if over:
            raise IllegalActionError("Too many units in " + ", ".join(
                f"{loc_label(b)} ({sum(at(w, b).values())}, room for {BOARD.beach_capacity[b]})" for b in over)
                + "; move some out first.", rule=rule)
        if seat_done(r, seat):
            tactic_done(r)
        advance(r)
        return
    frm, to = a.frm, a.to
    if frm not in BOARD.beach_zone or to not in BOARD.beach_zone or a.via is not None:
        raise IllegalActionError("Move units from one beachhead box to another, e.g. 'move 2 inf from gold to juno'.",
                                 rule=rule)
    nat = BOARD.beach_nation[frm]
    if BOARD.beach_nation[to] != nat:
        raise IllegalActionError("U.S. units stay in U.S. beachhead boxes and U.K. units in U.K. boxes.", rule=rule)
    if nat not in seat_nations(w, seat):
        raise IllegalActionError(f"The {NATION_ADJ[nat]} units are not yours to move: "
                                 f"{SEAT_WHO[nation_seat(w, nat)]} decides for them.", rule="Three-Player Game")
    here = at(w, frm)
    want: dict[str, int] = {}
    if a.units is None:
        want = dict(here)
    else:
        for it in a.units:
            key = f"{it.nation or nat}:{it.type}"
            want[key] = want.get(key, 0) + it.n
    for key, n in want.items():
        if here.get(key, 0) < n:
            raise IllegalActionError(f"{loc_label(frm)} holds {units_phrase(here)}.", rule=rule)
    for key, n in want.items():
        remove_units(w, frm, key, n)
        add_units(w, to, key, n)
        r.arrow([frm, to], key, n)
    r.emit("move", f"{units_phrase(want)} move from {loc_label(frm)} to {loc_label(to)}.",
           {"path": [frm, to], "units": want})


def use_10(r: Run, seat: str) -> None:
    w = r.w
    setv(w, "effects", {**w.effects, "combined": {"card": 11}})


def _fire_adjacent(r: Run, shooters: list[tuple[str, str, int]], keys: tuple[str, ...], ctx: str, label: str) -> None:
    """Roll one die per artillery, zone by zone; hits on 2 pick a unit in a zone next to the shooter."""
    w = r.w
    then: list[dict[str, Any]] = []
    for z, seat, n in shooters:
        dice = r.roll(n)
        hits = sum(1 for d in dice if d <= 2)
        r.emit("roll", f"{loc_label(z)}: {label} fire {dice_text(dice)} — {plural(hits, 'hit')}",
               {"location": z, "hits": hits}, dice)
        if hits:
            locs = sorted(BOARD.adj[z], key=int)
            then.append({"seat": seat, "n": hits, "locs": locs, "keys": list(keys),
                         "label": f"Next to {loc_label(z)}"})
    open_hits(r, ctx, {}, {}, {"then": then})


def use_11(r: Run, seat: str) -> None:
    w = r.w
    shooters = []
    for z in ZONES:
        u = w.units.get(z)
        if not u:
            continue
        for nat in ALLIED:
            n = u.get(f"{nat}:art", 0)
            if n:
                shooters.append((z, nation_seat(w, nat), n))
    _fire_adjacent(r, shooters, ("de:inf", "de:art", "de:tank", "de:bh"), "t11", "Allied howitzers")


def use_12(r: Run, seat: str) -> None:
    w = r.w
    then: list[dict[str, Any]] = []
    for c in BOARD.cities:
        if control(at(w, c)) != "axis":
            continue
        (d,) = r.roll(1)
        hit = d <= 2
        r.emit("roll", f"{loc_label(c)}: the Resistance rolls {d} — {'a hit' if hit else 'no hit'}",
               {"location": c, "hits": int(hit)}, (d,))
        if hit:
            then.append({"seat": seat, "n": 1, "locs": [c], "keys": ["de:inf", "de:art", "de:tank", "de:bh"],
                         "label": loc_label(c)})
    open_hits(r, "t12", {}, {}, {"then": then})


def use_13(r: Run, seat: str) -> None:
    w = r.w
    shooters = [(z, AXIS_SEAT, w.units[z]["de:art"]) for z in ZONES if w.units.get(z, {}).get("de:art")]
    _fire_adjacent(r, shooters, ALLIED_LAND_KEYS, "t13", "German 88s")


def use_14(r: Run, seat: str) -> None:
    w = r.w
    seats = []
    for nat in ALLIED:
        if any(u.get(f"{nat}:fighter") for z, u in w.units.items() if z in BOARD.zone_set):
            s = nation_seat(w, nat)
            if s not in seats:
                seats.append(s)
    setv(w, "pending", {"kind": "recon", "seat": seat, "seats": seats, "zone": None})


def apply_recon(r: Run, seat: str, a: Any) -> None:
    w = r.w
    p = w.pending
    assert p is not None
    rule = "Tactics card 14"
    if isinstance(a, Done):
        if seat_done(r, seat):
            tactic_done(r)
        advance(r)
        return
    frm, to = a.frm, a.to
    if a.via is not None or frm not in BOARD.zone_set or to not in BOARD.zone_set:
        raise IllegalActionError("Move patrolling fighters from their zone to one zone, e.g. 'move 2 uk fighter from 12 to 40'.",
                                 rule=rule)
    if not BOARD.marker[to]:
        raise IllegalActionError(f"{loc_label(to)} has no German reinforcement marker; choose one of "
                                 + ", ".join(loc_label(z) for z in MARKER_ZONES) + ".", rule=rule)
    if p["zone"] is not None and to != p["zone"]:
        raise IllegalActionError(f"The fighters all go to one zone: {loc_label(p['zone'])}.", rule=rule)
    if a.units is None:
        raise IllegalActionError("Say which fighters, e.g. '2 uk fighter'.", rule=rule)
    want: dict[str, int] = {}
    own = seat_nations(w, seat)
    for it in a.units:
        if it.type != "fighter":
            raise IllegalActionError("Only fighters move with this card.", rule=rule)
        nat = it.nation or (own[0] if len(own) == 1 else None)
        if nat is None:
            raise IllegalActionError("Say 'uk fighter' or 'us fighter'.", rule=rule)
        if nat not in own:
            raise IllegalActionError(f"The {NATION_ADJ[nat]} fighters are not yours to move.", rule="Three-Player Game")
        key = f"{nat}:fighter"
        want[key] = want.get(key, 0) + it.n
    here = at(w, frm)
    for key, n in want.items():
        if here.get(key, 0) < n:
            raise IllegalActionError(f"Only {unit_phrase(here.get(key, 0), key)} patrol {loc_label(frm)}.", rule=rule)
    if frm == to:
        raise IllegalActionError("Those fighters are already there.", rule=rule)
    if fighters(at(w, to)) + sum(want.values()) > PATROL_LIMIT:
        raise IllegalActionError(f"At most {PATROL_LIMIT} fighters may patrol one zone.", rule="Maximum Units in a Zone")
    for key, n in want.items():
        remove_units(w, frm, key, n)
        add_units(w, to, key, n)
        r.arrow([frm, to], key, n)
    p["zone"] = to
    r.emit("patrol", f"{units_phrase(want)} fly from {loc_label(frm)} to patrol {loc_label(to)}.",
           {"from": frm, "to": to, "units": want})


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


def use_15(r: Run, seat: str) -> None:
    setv(r.w, "pending", {"kind": "convoy", "seat": AXIS_SEAT, "seats": [AXIS_SEAT]})


def apply_convoy(r: Run, seat: str, a: Any) -> None:
    w = r.w
    rule = "Tactics card 15"
    if isinstance(a, Done):
        r.emit("info", "The convoy stays home.")
        tactic_done(r)
        advance(r)
        return
    if a.units is None or len(a.units) != 1 or a.units[0].n != 1 or a.units[0].type not in ("inf", "art", "tank") \
            or a.units[0].nation not in (None, "de"):
        raise IllegalActionError("The convoy is one German land unit: 'move 1 tank from <zone> to <zone>'.", rule=rule)
    key = f"de:{a.units[0].type}"
    frm, to = a.frm, a.to
    if frm not in BOARD.zone_set or to not in BOARD.zone_set:
        raise IllegalActionError("The convoy moves from zone to zone.", rule=rule)
    u = at(w, frm)
    if not u.get(key):
        raise IllegalActionError(f"There is no German {key[3:]} in {loc_label(frm)}.", rule=rule)
    if allied_land(u):
        raise IllegalActionError(f"The German units in {loc_label(frm)} are locked in combat.", rule="Movement")
    reach = convoy_reach(w, frm)
    if to not in reach:
        raise IllegalActionError(
            f"No safe road leads from {loc_label(frm)} to {loc_label(to)}: the convoy passes only through zones "
            "with German land units and no Allied ones, and ends where there is room.", rule=rule)
    path = reach[to]
    remove_units(w, frm, key, 1)
    add_units(w, to, key, 1)
    r.arrow(path, key, 1)
    r.emit("move", f"The convoy ({unit_phrase(1, key)}) drives {' → '.join(loc_label(z) for z in path)}.",
           {"path": path, "units": {key: 1}})
    strafe_moves(r, [f"{key}|1|{','.join(path)}"])
    tactic_done(r)
    advance(r)


def _vacated_inf(w: AAState) -> list[int]:
    waiting = set(chart_waiting(w, "uk"))
    types = BOARD.chart_types["uk"]
    return [i for i in range(BOARD.chart_len["uk"]) if types[i] == "inf" and i not in waiting]


def use_16(r: Run, seat: str) -> None:
    w = r.w
    held = sum(1 for c in BOARD.cities if control(at(w, c)) == "allies")
    dice = r.roll(held)
    total = sum(dice)
    slots = _vacated_inf(w)[: min(total, w.destroyed.get("uk:inf", 0))]
    if slots:
        chart_return(w, "uk", slots)
        w.destroyed["uk:inf"] -= len(slots)
        if not w.destroyed["uk:inf"]:
            del w.destroyed["uk:inf"]
    r.emit("roll", f"Volunteers: {plural(held, 'city', 'cities')} held, the dice show {dice_text(dice)} — "
           f"{plural(len(slots), 'U.K. infantry', 'U.K. infantry')} back on the U.K. chart.",
           {"returned": len(slots)}, dice)


USE = {1: use_01, 2: use_02, 3: use_03, 4: use_04, 5: use_05, 6: use_06, 7: use_07, 8: use_08, 9: use_09, 10: use_10,
       11: use_11, 12: use_12, 13: use_13, 14: use_14, 15: use_15, 16: use_16}

CHOOSE.update({"barnstorm": choose_barnstorm, "flood": choose_flood, "build": choose_build})
DECISIONS["tactic"] = ((Tactic, Done), apply_tactic)
DECISIONS["rearrange"] = ((Move, Done), apply_rearrange)
DECISIONS["recon"] = ((Move, Done), apply_recon)
DECISIONS["convoy"] = ((Move, Done), apply_convoy)
STAGE_START["tactics"] = start_tactic
for _ctx in ("t01", "t04", "t05", "t06", "t11", "t12", "t13"):
    AFTER_HITS[_ctx] = lambda r, pending: tactic_done(r)
