"""Order cards 03-07 and 16 (rulebook "Order Cards" 03-07, 16): fighters patrol, antiaircraft fire,
bombers strike and the aircraft return.

Fighters patrol zones (at most four per zone) and strafe German units that move
there (:mod:`.movement`, :mod:`.reinforcements`); German artillery fires at
aircraft in its zone (04 fighters, 06 bombers); bombers strike one zone each
and the Allies pick the targets. Aircraft in zones fly home on 07 (bombers) and
16 (fighters). Fortune 03/05 "6" keep some aircraft on the airfield
(:func:`grounded`).
"""

from __future__ import annotations

from typing import Any

from rules.aa_dday.actions import Bomb, Patrol
from rules.aa_dday.board import ALLIED, BOARD, NATION_ADJ, unit_phrase, units_phrase
from rules.aa_dday.common import (
    ALLIED_SEAT,
    AXIS_SEAT,
    PATROL_LIMIT,
    SEAT_WHO,
    ZONES,
    Run,
    dice_text,
    fortune_result,
    loc_label,
    mark,
    nation_seat,
    plural,
    seat_done,
    seat_nations,
)
from rules.aa_dday.hits import open_hits, queue_hits
from rules.aa_dday.hooks import START
from rules.aa_dday.pending import make
from rules.aa_dday.phases import advance, finish_card
from rules.aa_dday.state import (
    AAState,
    Mark,
    allied_land,
    at,
    bombers,
    fighters,
    land_of_side,
    minus,
    plus,
    take,
    with_added,
)
from rules.aa_dday.versions import remembers_patrols
from rules.core.errors import IllegalActionError


def c03_patrol(r: Run) -> None:
    w = r.w
    seats = seats_with_air(w, "fighter")
    if not seats:
        if w.airfield.get("uk:fighter") or w.airfield.get("us:fighter"):
            r.emit("info", "Every fighter on the airfield is grounded this turn; nothing patrols.",
                   key="aa-patrol-grounded")
        else:
            r.emit("info", "No fighter is on the airfield; nothing patrols.", key="aa-patrol-none")
        finish_card(r)
        return
    r.replace(pending=make("patrol", seat=ALLIED_SEAT, seats=seats))


def apply_patrol(r: Run, seat: str, a: Patrol) -> None:
    w = r.w
    p = w.pending
    assert p is not None
    rule = "Order card 03"
    to = a.to
    own = seat_nations(w, seat)
    if to not in BOARD.zone_set:
        raise IllegalActionError("Fighters patrol zones, not beachhead boxes.", rule=rule, key="aa-err-fighters-patrol-zones-not-beachhead")
    want: dict[str, int] = {}
    for it in a.units:
        if it.type != "fighter":
            raise IllegalActionError("Only fighters patrol; say for example 'patrol 2 uk fighter to 12'.", rule=rule, key="aa-err-only-fighters-patrol-say-for")
        nation = it.nation
        if nation is None:
            fits = [n for n in own if air_available(w, f"{n}:fighter") >= it.n]
            if len(fits) != 1:
                raise IllegalActionError("Say 'uk fighter' or 'us fighter'.", rule=rule, key="aa-err-say-uk-fighter-or-us")
            nation = fits[0]
        if nation not in own:
            raise IllegalActionError(
                f"The {NATION_ADJ[nation]} fighters are not yours to send: {SEAT_WHO[nation_seat(w, nation)]} decides for them.",
                rule="Three-Player Game",
                key="aa-err-the-fighters-are-not-yours", params={"nation": nation, "who": nation_seat(w, nation)},
            )
        key = f"{nation}:fighter"
        want[key] = want.get(key, 0) + it.n
    for key, n in want.items():
        have = air_available(w, key)
        if n > have:
            extra = f" ({grounded(w, key)} more are grounded this turn)" if grounded(w, key) else ""
            raise IllegalActionError(f"Only {unit_phrase(have, key)} wait on the airfield{extra}.", rule=rule,
                                     key="aa-err-only-wait-on-airfield",
                                     params={"unit": [have, key], "grounded": grounded(w, key)})
    there = fighters(at(w, to))
    total = sum(want.values())
    limit = patrol_limit(w)
    if there + total > limit:
        raise IllegalActionError(
            f"At most {limit} fighters may patrol one zone; {loc_label(to)} already has {there}.",
            rule="Maximum Units in a Zone",
            key="aa-err-at-most-fighters-may-patrol", params={"v": limit, "zone": to, "v2": there},
        )
    airfield, board = w.airfield, w.units
    for key, n in want.items():
        airfield, board = minus(airfield, key, n), with_added(board, to, key, n)
    w = r.replace(airfield=airfield, units=board, **patrols_after(w, to, want))
    r.emit("patrol", f"{units_phrase(want)} patrol {loc_label(to)}.", {"to": to, "units": want},
           key="aa-patrol", args={"units": want, "to": to})
    if not any(air_available(w, f"{n}:fighter") > 0 for n in own):
        if seat_done(r, seat):
            finish_card(r)
            advance(r)


def patrols_after(w: AAState, to: str, want: dict[str, int]) -> dict[str, Any]:
    """The ``patrols`` field with fighters sent to ``to`` added to this turn's (kept with the previous turn's;
    older ones go), for ``Run.replace`` (nothing for a ruleset that does not keep them)."""
    if not remembers_patrols(w):
        return {}
    turn, last = str(w.turn), str(w.turn - 1)
    memo = {t: zones for t, zones in w.patrols.items() if t in (turn, last)}
    zones = memo.get(turn, {})
    zone = dict(zones.get(to, {}))
    for key, n in want.items():
        zone[key] = zone.get(key, 0) + n
    memo[turn] = {**zones, to: zone}
    return {"patrols": memo}


def end_patrols(r: Run, seat: str) -> None:
    """``seat`` is done sending fighters; once every patrolling seat is, order card 03 ends."""
    if seat_done(r, seat):
        r.emit("info", "The Allies end fighter patrols.", key="aa-patrol-end")
        finish_card(r)
    advance(r)


def anti_aircraft(r: Run, typ: str, ctx: str) -> None:
    w = r.w
    card = 4 if typ == "fighter" else 6
    fr = fortune_result(w, card)
    hit_on = 2 if fr == "good" else 1
    short = w.fortune.zone if fr == "bad" and w.fortune else None
    shield = w.effects.get("barnstorm") if typ == "fighter" else None
    assert shield is None or isinstance(shield, Mark)
    need: dict[str, list[dict[str, Any]]] = {}
    fired = False
    for z in ZONES:
        units = w.units.get(z)
        if not units:
            continue
        planes = units.get(f"uk:{typ}", 0) + units.get(f"us:{typ}", 0)
        art = units.get("de:art", 0)
        if not planes or not art:
            continue
        if z == short:
            r.emit("info", f"{loc_label(z)}: antiaircraft shell shortage — the artillery there does not fire.",
                   key="aa-aa-shortage", args={"zone": z})
            continue
        pool = {z: {k: units.get(k, 0) for k in (f"uk:{typ}", f"us:{typ}")}}
        if shield and shield.zone == z:
            key = f"{shield.nation}:fighter"
            if pool[z].get(key, 0) > 0:
                pool[z][key] -= 1
            if not sum(pool[z].values()):
                r.emit("info", f"{loc_label(z)}: the only fighter there is barnstorming (tactics 03); no antiaircraft fire.",
                       key="aa-aa-barnstorm", args={"zone": z})
                continue
        fired = True
        dice = r.roll(art)
        hits = sum(1 for d in dice if d <= hit_on)
        r.emit(
            "roll",
            f"{loc_label(z)}: antiaircraft fire rolls {dice_text(dice)} — {plural(hits, 'hit')}",
            {"location": z, "hits": hits},
            dice, key="aa-aa-roll", args={"zone": z, "dice": list(dice), "hits": hits},
        )
        if hits:
            counted = queue_hits(r, need, AXIS_SEAT, hits, pool)
            if counted and typ == "fighter":
                mark(r, "fighter_shot", z)
    if not fired:
        r.emit("info", f"No German artillery shares a zone with Allied {typ}s; no antiaircraft fire.",
               key="aa-aa-none", args={"typ": typ})
    open_hits(r, ctx, need, {AXIS_SEAT: "value"})


def c04_aa_fighters(r: Run) -> None:
    anti_aircraft(r, "fighter", "aa_fighter")


def c06_aa_bombers(r: Run) -> None:
    anti_aircraft(r, "bomber", "aa_bomber")


def c05_bombers(r: Run) -> None:
    w = r.w
    seats = seats_with_air(w, "bomber")
    if not seats:
        if w.airfield.get("uk:bomber") or w.airfield.get("us:bomber"):
            r.emit("info", "Every bomber on the airfield is kept back this phase; no strike.",
                   key="aa-bomb-grounded")
        else:
            r.emit("info", "No bomber is on the airfield; no strike.", key="aa-bomb-none")
        finish_card(r)
        return
    r.replace(pending=make("bomb", seat=ALLIED_SEAT, seats=seats))


def bomb_zone_ok(w: AAState, zone: str) -> bool:
    return zone in BOARD.zone_set and allied_land(at(w, zone)) == 0


def apply_bomb(r: Run, seat: str, a: Bomb) -> None:
    w = r.w
    rule = "Order card 05"
    key = f"{a.nation}:bomber"
    if a.nation not in seat_nations(w, seat):
        raise IllegalActionError(
            f"The {NATION_ADJ[a.nation]} bomber is not yours to send: {SEAT_WHO[nation_seat(w, a.nation)]} decides for it.",
            rule="Three-Player Game",
            key="aa-err-the-bomber-is-not-yours", params={"nation": a.nation, "who": nation_seat(w, a.nation)},
        )
    if air_available(w, key) <= 0:
        left = [n for n in ALLIED if air_available(w, f"{n}:bomber") > 0]
        hint = f" Still on the airfield: {', '.join(n.upper() for n in left)}." if left else ""
        why = "is kept back this phase" if w.airfield.get(key) else "is not on the airfield"
        raise IllegalActionError(f"The {NATION_ADJ[a.nation]} bomber {why}.{hint}", rule=rule, key="aa-err-the-bomber",
                                 params={"nation": a.nation, "kept": bool(w.airfield.get(key)), "left": left})
    if a.to not in BOARD.zone_set:
        raise IllegalActionError("Bombers strike zones, not beachhead boxes.", rule=rule, key="aa-err-bombers-strike-zones-not-beachhead")
    if allied_land(at(w, a.to)):
        raise IllegalActionError(
            f"A bomber may not enter {loc_label(a.to)}: it holds Allied land units.", rule=rule,
            key="aa-err-a-bomber-may-not-enter", params={"zone": a.to},
        )
    w = r.replace(airfield=minus(w.airfield, key, 1), units=with_added(w.units, a.to, key, 1))
    r.emit("bomb", f"The {NATION_ADJ[a.nation]} bomber flies to {loc_label(a.to)}.", {"to": a.to, "nation": a.nation},
           key="aa-bomb-fly", args={"nation": a.nation, "to": a.to})
    if not any(air_available(w, f"{n}:bomber") > 0 for n in seat_nations(w, seat)):
        if seat_done(r, seat):
            bombers_strike(r)
            advance(r)


def bombers_strike(r: Run) -> None:
    w = r.replace(pending=None)
    hit_on = 5 if fortune_result(w, 5) == "good" else 3
    need: dict[str, list[dict[str, Any]]] = {}
    then: list[dict[str, Any]] = []
    struck = False
    for z in ZONES:
        units = w.units.get(z)
        if not units:
            continue
        if not bombers(units):
            continue
        struck = True
        groups: dict[str, int] = {}
        for nat in ALLIED:
            k = units.get(f"{nat}:bomber", 0)
            if k:
                s = nation_seat(w, nat)
                groups[s] = groups.get(s, 0) + k
        first = True
        for seat, n in groups.items():
            dice = r.roll(n)
            hits = sum(1 for d in dice if d <= hit_on)
            if any(d > hit_on for d in dice):
                mark(r, "bomber_missed", z)
            who = f" ({SEAT_WHO[seat]})" if len(groups) > 1 else ""
            r.emit("roll", f"{loc_label(z)}: bombers{who} roll {dice_text(dice)} — {plural(hits, 'hit')}",
                   {"location": z, "hits": hits}, dice,
                   key="aa-bomb-roll", args={"zone": z, "by": seat if who else None, "dice": list(dice), "hits": hits})
            if not hits:
                continue
            if first:
                pool = {z: land_of_side(units, "axis")}
                counted = queue_hits(r, need, seat, hits, pool)
                if counted < hits:
                    r.emit("info", f"{loc_label(z)}: {plural(hits - counted, 'hit')} lost (no German unit left there).",
                           key="aa-bomb-lost", args={"zone": z, "lost": hits - counted})
                first = False
            else:
                then.append({"seat": seat, "n": hits, "locs": [z], "keys": ["de:inf", "de:art", "de:tank", "de:bh"],
                             "label": loc_label(z)})
    if not struck:
        r.emit("info", "No bomber was sent; no strike.", key="aa-bomb-unsent")
    open_hits(r, "bomber", need, {ALLIED_SEAT: "value"}, {"then": then} if then else None)


def air_return(r: Run, typ: str) -> None:
    w = r.w
    back: dict[str, int] = {}
    board = dict(w.units)
    for z, units in w.units.items():
        for nat in ALLIED:
            key = f"{nat}:{typ}"
            n = units.get(key, 0)
            if n:
                take(board, z, key, n)
                back[key] = back.get(key, 0) + n
    airfield = w.airfield
    for key, n in back.items():
        airfield = plus(airfield, key, n)
    if back:
        r.replace(units=board, airfield=airfield)
    if back:
        r.emit("air_return", f"Back on the airfield: {units_phrase(back)}.", {"units": back},
               key="aa-air-back", args={"units": back})
    else:
        r.emit("info", f"No {typ}s are out; nothing returns.", key="aa-air-none-out", args={"typ": typ})
    finish_card(r)


def c07_bombers_return(r: Run) -> None:
    air_return(r, "bomber")


def c16_fighters_return(r: Run) -> None:
    air_return(r, "fighter")


def grounded(w: AAState, key: str) -> int:
    """Aircraft kept on the airfield this phase by fortune 03/05 "6"."""
    f = w.fortune
    if f is None:
        return 0
    return f.grounded.get(key, 0) if f.grounded else 0


def air_available(w: AAState, key: str) -> int:
    return w.airfield.get(key, 0) - grounded(w, key)


def seats_with_air(w: AAState, typ: str) -> list[str]:
    out: list[str] = []
    for nat in ALLIED:
        if air_available(w, f"{nat}:{typ}") > 0:
            s = nation_seat(w, nat)
            if s not in out:
                out.append(s)
    return out


def patrol_limit(w: AAState) -> int:
    return 99 if fortune_result(w, 3) == "good" else PATROL_LIMIT


START.update({3: c03_patrol, 4: c04_aa_fighters, 5: c05_bombers, 6: c06_aa_bombers, 7: c07_bombers_return,
              16: c16_fighters_return})
