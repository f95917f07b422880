"""Order cards 01 and 10 (rulebook "Order Cards" 01, 10): the airborne assault and the Allied landings.

01: the paratroopers in the airborne boxes roll, the Axis picks its losses
(never blockhouses), then they leave their boxes for their zones. 10: units in
the beachhead boxes land in their landing zone, within the 8-unit limit; with
fortune 10 "1" in any landing zone of their power, with "6" from one box per power.
"""

from __future__ import annotations

from typing import Any

from rules.aa_dday.actions import Land
from rules.aa_dday.board import BOARD, NATION_ADJ, unit_phrase, units_phrase
from rules.aa_dday.common import (
    ALLIED_SEAT,
    AXIS_SEAT,
    LIMIT,
    SEAT_WHO,
    Run,
    allied_seats,
    dice_text,
    fortune_result,
    loc_label,
    nation_seat,
    plural,
    seat_done,
    seat_nations,
)
from rules.aa_dday.hits import open_hits, queue_hits
from rules.aa_dday.hooks import AFTER_HITS, START
from rules.aa_dday.pending import Land as LandDecision
from rules.aa_dday.pending import make
from rules.aa_dday.phases import advance, finish_card
from rules.aa_dday.state import AAState, allied_land, at
from rules.core.errors import IllegalActionError


def c01_airborne(r: Run) -> None:
    w = r.w
    fr = fortune_result(w, 1)
    if fr == "bad":
        r.emit("info", "Fortune 01: the airborne operation is in disarray; the remaining paratroopers do not attack.", key="aa-airborne-disarray")
        airborne_after(r)
        return
    hit_on = 2 if fr == "good" else 1
    per_zone: dict[str, int] = {}
    for box in BOARD.airborne_ids:
        units = at(w, box)
        n = sum(v for k, v in units.items() if k.endswith(":inf"))
        if not n:
            continue
        zone = BOARD.airborne_zone[box]
        nation = BOARD.airborne[box].nation
        dice = r.roll(n)
        hits = sum(1 for d in dice if d <= hit_on)
        per_zone[zone] = per_zone.get(zone, 0) + hits
        r.emit(
            "roll",
            f"{loc_label(zone)}: {NATION_ADJ[nation]} paratroopers roll {dice_text(dice)} — {plural(hits, 'hit')}",
            {"location": zone, "box": box, "hits": hits},
            dice, key="aa-airborne-roll", args={"zone": zone, "nation": nation, "dice": list(dice), "hits": hits},
        )
    need: dict[str, list[dict[str, Any]]] = {}
    for zone, hits in per_zone.items():
        if not hits:
            continue
        units = at(w, zone)
        pool = {zone: {k: units.get(k, 0) for k in ("de:inf", "de:art", "de:tank")}}
        counted = queue_hits(r, need, AXIS_SEAT, hits, pool)
        if counted < hits:
            r.emit("info", f"{loc_label(zone)}: {plural(hits - counted, 'hit')} lost (no German unit there can be hit).",
                   key="aa-airborne-lost", args={"zone": zone, "lost": hits - counted})
    open_hits(r, "airborne", need, {AXIS_SEAT: "cheap"})


def airborne_after(r: Run) -> None:
    for box in BOARD.airborne_ids:
        w = r.w
        units = w.units.get(box)
        if box in w.units:
            r.replace(units={loc: u for loc, u in w.units.items() if loc != box})
        if not units:
            continue
        zone = BOARD.airborne_zone[box]
        for key, n in units.items():
            r.add_units(zone, key, n)
            r.arrow([box, zone], key, n)
        r.emit(
            "move",
            f"The paratroopers of {BOARD.box_name[box]} ({units_phrase(units)}) leave their box for {loc_label(zone)}.",
            {"from": box, "to": zone, "units": units}, key="aa-airborne-leave",
            args={"box": box, "units": units, "to": zone},
        )
    finish_card(r)


def c10_land(r: Run) -> None:
    w = r.w
    if not any(b in w.units for b in BOARD.beach_ids):
        r.emit("info", "No Allied unit waits in a beachhead box.", key="aa-land-none")
        finish_card(r)
        return
    limits: dict[str, Any] = {"out": {}, "out_limit": 1} if fortune_result(w, 10) == "bad" else {}
    p = make("land", seat=ALLIED_SEAT, **limits, seats=[])
    if not any_landable(w, p):
        r.emit("info", "Every beach's landing zone is full; nothing can land.", key="aa-land-full")
        finish_card(r)
        return
    p = p.evolve(seats=tuple(s for s in allied_seats(w) if any_landable(w, p, seat_nations(w, s))))
    r.replace(pending=p)


def any_landable(w: AAState, p: LandDecision | None = None, nations: tuple[str, ...] | None = None) -> bool:
    for b in BOARD.beach_ids:
        if b not in w.units:
            continue
        if nations is not None and BOARD.beach_nation[b] not in nations:
            continue
        if not box_open(p, b):
            continue
        if any(allied_land(at(w, z)) < LIMIT for z in land_zones(w, b)):
            return True
    return False


def apply_land(r: Run, seat: str, a: Land) -> None:
    w = r.w
    p = w.pending
    assert p is not None
    rule = "Order card 10"
    box = a.frm
    if box not in BOARD.beach_zone:
        raise IllegalActionError(
            f"Units land from the beachhead boxes ({', '.join(BOARD.beach_ids)}).", rule=rule,
            key="aa-err-units-land-from-the-beachhead", params={"v": ', '.join(BOARD.beach_ids)},
        )
    nat = BOARD.beach_nation[box]
    if nat not in seat_nations(w, seat):
        raise IllegalActionError(
            f"The {NATION_ADJ[nat]} units in {loc_label(box)} are not yours to land: {SEAT_WHO[nation_seat(w, nat)]} "
            "decides for them.",
            rule="Three-Player Game",
            key="aa-err-the-units-in-are-not", params={"nation": nat, "zone": box, "who": nation_seat(w, nat)},
        )
    units = at(w, box)
    if not units:
        raise IllegalActionError(f"No units wait in {loc_label(box)}.", rule=rule, key="aa-err-no-units-wait-in", params={"zone": box})
    if not box_open(p, box):
        used = ", ".join(loc_label(b) for b in p.out[nat])
        raise IllegalActionError(
            f"Fortune 10: the tide slows the landing craft; {NATION_ADJ[nat]} units land only from {used} this phase.",
            rule="Fortune card 10",
            key="aa-err-fortune-10-the-tide-slows", params={"nation": nat, "v": used},
        )
    if a.units is None:
        want = dict(units)
    else:
        want = {}
        for it in a.units:
            if it.type not in ("inf", "art", "tank"):
                raise IllegalActionError("Only infantry, artillery and tanks land from the boxes.", rule=rule, key="aa-err-only-infantry-artillery-and-tanks")
            nation = it.nation or BOARD.beach_nation[box]
            key = f"{nation}:{it.type}"
            want[key] = want.get(key, 0) + it.n
        for key, n in want.items():
            have = units.get(key, 0)
            if n > have:
                raise IllegalActionError(
                    f"{loc_label(box)} holds {units_phrase(units)}; not {unit_phrase(n, key)}.", rule=rule,
                    key="aa-err-box-holds", params={"zone": box, "units": units, "unit": [n, key]},
                )
    zones = land_zones(w, box)
    zone = a.to or BOARD.beach_zone[box]
    if zone not in zones:
        raise IllegalActionError(
            f"Units from {loc_label(box)} land in {loc_label(BOARD.beach_zone[box])}"
            + (" (or another landing zone of their power with fortune 10)." if len(zones) > 1 else "."),
            rule=rule, key="aa-err-units-land-in", params={"zone": box, "zone2": BOARD.beach_zone[box], "more": len(zones) > 1},
        )
    room = LIMIT - allied_land(at(w, zone))
    n_total = sum(want.values())
    if n_total > room:
        raise IllegalActionError(
            f"Only {room} more Allied land units fit in {loc_label(zone)} (at most {LIMIT}).",
            rule="Maximum Units in a Zone",
            key="aa-err-only-more-allied-land-units", params={"v": room, "zone": zone, "v2": LIMIT},
        )
    r.replace(units=r.moved(box, zone, want), highlights=r.arrows([box, zone], want))
    if p.out is not None:
        used = p.out.get(nat, ())
        if box not in used:
            p = r.revise(out={**p.out, nat: (*used, box)})
    r.emit("land", f"{units_phrase(want)} land from {loc_label(box)} in {loc_label(zone)}.", {"from": box, "to": zone, "units": want},
           key="aa-land", args={"units": want, "frm": box, "to": zone})
    w = r.w
    if not any_landable(w, p, seat_nations(w, seat)):
        if seat_done(r, seat) or not any_landable(w, p):
            finish_card(r)
            advance(r)


def land_zones(w: AAState, box: str) -> tuple[str, ...]:
    """Where units of ``box`` may land: its own zone, or (fortune 10 "1") any landing zone of its power."""
    if fortune_result(w, 10) == "good":
        nat = BOARD.beach_nation[box]
        return tuple(dict.fromkeys(BOARD.beach_zone[b] for b in BOARD.beaches_of[nat]))
    return (BOARD.beach_zone[box],)


def box_open(p: LandDecision | None, box: str) -> bool:
    """Fortune 10 "6": each power lands from one beachhead box only."""
    if p is None or p.out is None:
        return True
    used = p.out.get(BOARD.beach_nation[box], [])
    return box in used or len(used) < p.out_limit


START.update({1: c01_airborne, 10: c10_land})
AFTER_HITS["airborne"] = lambda r, pending: airborne_after(r)
