"""What each tactics card does once played (the rulebook's "Tactics Cards", one function per card).

:func:`.tactics.apply_tactic` calls ``USE[k]`` when side plays card ``k``;
cards that need more decisions open them here (``choose`` for 03, 07 and 08;
``rearrange`` for 09, ``recon`` for 14, ``convoy`` for 15) and fire through
:mod:`.hits` (01, 04, 05, 06, 11, 12, 13). Readings: see :mod:`.tactics`.
"""


from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.aa_dday.actions import Done, Move
from rules.aa_dday.board import ALLIED, BOARD, NATION_ADJ, unit_phrase, units_phrase
from rules.aa_dday.charts import chart_label, chart_return, chart_take, chart_waiting
from rules.aa_dday.choose import CHOOSE
from rules.aa_dday.common import (
    AXIS_SEAT,
    LIMIT,
    PATROL_LIMIT,
    SEAT_WHO,
    ZONES,
    Run,
    dice_text,
    loc_label,
    mark,
    nation_seat,
    plural,
    seat_done,
    seat_nations,
)
from rules.aa_dday.hits import open_hits, queue_hits
from rules.aa_dday.hooks import DECISIONS
from rules.aa_dday.movement import strafe_moves
from rules.aa_dday.pending import make
from rules.aa_dday.phases import advance
from rules.aa_dday.state import Counts, Mark, allied_land, at, control, fighters, marked, minus, plus
from rules.aa_dday.tactics import (
    ALLIED_LAND_KEYS,
    MARKER_ZONES,
    MOBILE_AXIS,
    USE,
    adjacent_pool,
    barnstorm_choices,
    build_choices,
    convoy_reach,
    flood_choices,
    next_inf,
    tactic_done,
    vacated_inf,
)
from rules.aa_dday.versions import cities_word
from rules.core.errors import IllegalActionError


def use_01(r: Run, seat: str) -> None:
    then: list[dict[str, Any]] = []
    for box in BOARD.airborne_ids:
        w = r.w
        z = BOARD.airborne_zone[box]
        nat = BOARD.airborne[box].nation
        (d,) = r.roll(1)
        if d > 3:
            r.emit("roll", f"{BOARD.box_name[box]}: the die shows {d} — no paratroopers land.", {"box": box}, (d,),
                   key="aa-t01-none", args={"box": box, "die": d})
            continue
        room = LIMIT - allied_land(at(w, z))
        slots = next_inf(w, nat, min(d, max(room, 0)))
        if not slots:
            r.emit("roll", f"{BOARD.box_name[box]}: the die shows {d}, but no {NATION_ADJ[nat]} infantry can land "
                   f"in {loc_label(z)}.", {"box": box}, (d,),
                   key="aa-t01-no-room", args={"box": box, "die": d, "nation": nat, "zone": z})
            continue
        r.replace(**chart_take(w, nat, slots))
        key = f"{nat}:inf"
        r.add_units(z, key, len(slots))
        r.placed(z, key, len(slots))
        r.emit("roll", f"{BOARD.box_name[box]}: the die shows {d} — {unit_phrase(len(slots), key)} from the chart "
               f"drop into {loc_label(z)}.", {"box": box, "landed": len(slots)}, (d,),
               key="aa-t01-drop", args={"box": box, "die": d, "units": {key: len(slots)}, "zone": z})
        dice = r.roll(len(slots))
        hits = sum(1 for x in dice if x <= 1)
        r.emit("roll", f"{loc_label(z)}: the paratroopers fire {dice_text(dice)} — {plural(hits, 'hit')}",
               {"location": z, "hits": hits}, dice, key="aa-t01-fire", args={"zone": z, "dice": list(dice), "hits": hits})
        if hits:
            then.append({"seat": nation_seat(w, nat), "n": hits, "locs": [z], "keys": list(MOBILE_AXIS),
                         "label": loc_label(z)})
    open_hits(r, "t01", {}, {}, {"then": then})


def use_02(r: Run, seat: str) -> None:
    for c in BOARD.allied_charts:
        w = r.w
        slots = chart_waiting(w, c)
        if not slots:
            continue
        (d,) = r.roll(1)
        if d <= 4:
            key = f"{BOARD.chart_nation[c]}:{BOARD.chart_types[c][slots[0]]}"
            r.replace(**chart_take(w, c, [slots[0]]), destroyed=plus(w.destroyed, key, 1))
            r.emit("roll", f"V-2 on the {chart_label(c)} chart: the die shows {d} — its next unit "
                   f"({unit_phrase(1, key)}) is destroyed.", {"chart": c, "unit": key}, (d,),
                   key="aa-t02-hit", args={"chart": c, "die": d, "units": {key: 1}})
        else:
            r.emit("roll", f"V-2 on the {chart_label(c)} chart: the die shows {d} — no damage.", {"chart": c}, (d,),
                   key="aa-t02-miss", args={"chart": c, "die": d})


def _choose(r: Run, what: str, seat: str, choices: list[str]) -> None:
    r.replace(pending=make("choose", what=what, seat=seat, seats=[seat], choices=choices))


def use_03(r: Run, seat: str) -> None:
    choices = barnstorm_choices(r.w)
    if len(choices) == 1:
        set_barnstorm(r, seat, tuple(choices[0].split()[1:]))
        return
    _choose(r, "barnstorm", seat, choices)


def set_barnstorm(r: Run, seat: str, args: tuple[str, ...]) -> None:
    w = r.w
    z, nat = args
    r.replace(effects={**w.effects, "barnstorm": Mark(zone=z, nation=nat, card=4)})
    r.emit("tactic_choice", f"A {NATION_ADJ[nat]} fighter over {loc_label(z)} is barnstorming: antiaircraft fire "
           "cannot touch it in the next phase.", {"zone": z, "nation": nat},
           key="aa-t03-barnstorm", args={"nation": nat, "zone": z})


def choose_barnstorm(r: Run, seat: str, args: tuple[str, ...]) -> None:
    set_barnstorm(r, seat, args)
    tactic_done(r)
    advance(r)


def _remove_one(r: Run, ctx: str, seat: str, pool: Mapping[str, Counts]) -> None:
    need: dict[str, list[dict[str, Any]]] = {}
    queue_hits(r, need, seat, 1, pool)
    open_hits(r, ctx, need, {seat: "value"})


def use_04(r: Run, seat: str) -> None:
    w = r.w
    _remove_one(r, "t04", AXIS_SEAT, adjacent_pool(w, marked(w, "fighter_shot"), True, ALLIED_LAND_KEYS))


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
                   f"{plural(hits, 'hit')}", {"location": z, "hits": hits}, dice,
                   key="aa-t05-roll", args={"zone": z, "nation": nat, "dice": list(dice), "hits": hits})
            if hits:
                then.append({"seat": nation_seat(w, nat), "n": hits, "locs": [z],
                             "keys": ["de:inf", "de:art", "de:tank", "de:bh"], "label": loc_label(z)})
    open_hits(r, "t05", {}, {}, {"then": then})


def use_06(r: Run, seat: str) -> None:
    w = r.w
    _remove_one(r, "t06", AXIS_SEAT, adjacent_pool(w, marked(w, "bomber_missed"), False, ALLIED_LAND_KEYS))


def use_07(r: Run, seat: str) -> None:
    _choose(r, "flood", seat, flood_choices(r.w))


def choose_flood(r: Run, seat: str, args: tuple[str, ...]) -> None:
    w = r.w
    z = args[0]
    r.replace(effects={**w.effects, "flood": Mark(zone=z, card=8)})
    r.emit("tactic_choice", f"{loc_label(z)} is flooded: no Allied unit may move into it in the next phase.", {"zone": z},
           key="aa-t07-flood", args={"zone": z})
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
    r.add_units(z, "de:bh", 1)
    if w.destroyed.get("de:bh"):
        r.replace(destroyed=minus(w.destroyed, "de:bh", 1))
    r.placed(z, "de:bh", 1)
    r.emit("tactic_choice", f"A new blockhouse stands in {loc_label(z)}.", {"zone": z}, key="aa-t08-build", args={"zone": z})


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
    r.replace(pending=make("rearrange", seat=seat, seats=seats))


def apply_rearrange(r: Run, seat: str, a: Any) -> None:
    w = r.w
    rule = "Tactics card 09"
    if isinstance(a, Done):
        over = [b for b in BOARD.beach_ids if BOARD.beach_nation[b] in seat_nations(w, seat)
                and sum(at(w, b).values()) > BOARD.beach_capacity[b]]
        if over:
            raise IllegalActionError("Too many units in " + ", ".join(
                f"{loc_label(b)} ({sum(at(w, b).values())}, room for {BOARD.beach_capacity[b]})" for b in over)
                + "; move some out first.", rule=rule, key="aa-err-boxes-over",
                params={"over": [[b, sum(at(w, b).values()), BOARD.beach_capacity[b]] for b in over]})
        if seat_done(r, seat):
            tactic_done(r)
        advance(r)
        return
    frm, to = a.frm, a.to
    if frm not in BOARD.beach_zone or to not in BOARD.beach_zone or a.via is not None:
        raise IllegalActionError("Move units from one beachhead box to another, e.g. 'move 2 inf from gold to juno'.",
                                 rule=rule, key="aa-err-move-units-from-one-beachhead")
    nat = BOARD.beach_nation[frm]
    if BOARD.beach_nation[to] != nat:
        raise IllegalActionError("U.S. units stay in U.S. beachhead boxes and U.K. units in U.K. boxes.", rule=rule, key="aa-err-u-s-units-stay-in")
    if nat not in seat_nations(w, seat):
        raise IllegalActionError(f"The {NATION_ADJ[nat]} units are not yours to move: "
                                 f"{SEAT_WHO[nation_seat(w, nat)]} decides for them.", rule="Three-Player Game", key="aa-err-the-units-are-not-yours-2", params={"nation": nat, "who": nation_seat(w, nat)})
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
            raise IllegalActionError(f"{loc_label(frm)} holds {units_phrase(here)}.", rule=rule, key="aa-err-holds", params={"zone": frm, "units": here})
    for key, n in want.items():
        r.move_units(frm, to, key, n)
        r.arrow([frm, to], key, n)
    r.emit("move", f"{units_phrase(want)} move from {loc_label(frm)} to {loc_label(to)}.",
           {"path": [frm, to], "units": want}, key="aa-move", args={"units": want, "frm": frm, "via": None, "to": to})


def use_10(r: Run, seat: str) -> None:
    w = r.w
    r.replace(effects={**w.effects, "combined": Mark(card=11)})


def _fire_adjacent(r: Run, shooters: list[tuple[str, str, int]], keys: tuple[str, ...], ctx: str, label: str) -> None:
    """Roll one die per artillery, zone by zone; hits on 2 pick a unit in a zone next to the shooter."""
    then: list[dict[str, Any]] = []
    for z, seat, n in shooters:
        dice = r.roll(n)
        hits = sum(1 for d in dice if d <= 2)
        r.emit("roll", f"{loc_label(z)}: {label} fire {dice_text(dice)} — {plural(hits, 'hit')}",
               {"location": z, "hits": hits}, dice,
               key="aa-howitzers-fire", args={"zone": z, "side": "allies" if ctx == "t11" else "axis", "dice": list(dice),
                                              "hits": hits})
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
               {"location": c, "hits": int(hit)}, (d,), key="aa-t12-roll", args={"zone": c, "die": d, "hit": hit})
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
    r.replace(pending=make("recon", seat=seat, seats=seats, zone=None))


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
                                 rule=rule, key="aa-err-move-patrolling-fighters-from-their")
    if not BOARD.marker[to]:
        raise IllegalActionError(f"{loc_label(to)} has no German reinforcement marker; choose one of "
                                 + ", ".join(loc_label(z) for z in MARKER_ZONES) + ".", rule=rule,
                                 key="aa-err-no-marker", params={"zone": to, "zones": list(MARKER_ZONES)})
    if p.zone is not None and to != p.zone:
        raise IllegalActionError(f"The fighters all go to one zone: {loc_label(p.zone)}.", rule=rule, key="aa-err-the-fighters-all-go-to", params={"zone": p.zone})
    if a.units is None:
        raise IllegalActionError("Say which fighters, e.g. '2 uk fighter'.", rule=rule, key="aa-err-say-which-fighters-e-g")
    want: dict[str, int] = {}
    own = seat_nations(w, seat)
    for it in a.units:
        if it.type != "fighter":
            raise IllegalActionError("Only fighters move with this card.", rule=rule, key="aa-err-only-fighters-move-with-this")
        nat = it.nation or (own[0] if len(own) == 1 else None)
        if nat is None:
            raise IllegalActionError("Say 'uk fighter' or 'us fighter'.", rule=rule, key="aa-err-say-uk-fighter-or-us-2")
        if nat not in own:
            raise IllegalActionError(f"The {NATION_ADJ[nat]} fighters are not yours to move.", rule="Three-Player Game", key="aa-err-the-fighters-are-not-yours-2", params={"nation": nat})
        key = f"{nat}:fighter"
        want[key] = want.get(key, 0) + it.n
    here = at(w, frm)
    for key, n in want.items():
        if here.get(key, 0) < n:
            raise IllegalActionError(f"Only {unit_phrase(here.get(key, 0), key)} patrol {loc_label(frm)}.", rule=rule,
                                     key="aa-err-only-patrol", params={"unit": [here.get(key, 0), key], "zone": frm})
    if frm == to:
        raise IllegalActionError("Those fighters are already there.", rule=rule, key="aa-err-those-fighters-are-already-there")
    if fighters(at(w, to)) + sum(want.values()) > PATROL_LIMIT:
        raise IllegalActionError(f"At most {PATROL_LIMIT} fighters may patrol one zone.", rule="Maximum Units in a Zone", key="aa-err-at-most-fighters-may-patrol-2", params={"v": PATROL_LIMIT})
    for key, n in want.items():
        r.move_units(frm, to, key, n)
        r.arrow([frm, to], key, n)
    r.revise(zone=to)
    r.emit("patrol", f"{units_phrase(want)} fly from {loc_label(frm)} to patrol {loc_label(to)}.",
           {"from": frm, "to": to, "units": want}, key="aa-t14-patrol", args={"units": want, "frm": frm, "to": to})


def use_15(r: Run, seat: str) -> None:
    r.replace(pending=make("convoy", seat=AXIS_SEAT, seats=[AXIS_SEAT]))


def apply_convoy(r: Run, seat: str, a: Any) -> None:
    w = r.w
    rule = "Tactics card 15"
    if isinstance(a, Done):
        r.emit("info", "The convoy stays home.", key="aa-t15-home")
        tactic_done(r)
        advance(r)
        return
    if a.units is None or len(a.units) != 1 or a.units[0].n != 1 or a.units[0].type not in ("inf", "art", "tank") \
            or a.units[0].nation not in (None, "de"):
        raise IllegalActionError("The convoy is one German land unit: 'move 1 tank from <zone> to <zone>'.", rule=rule, key="aa-err-the-convoy-is-one-german")
    key = f"de:{a.units[0].type}"
    frm, to = a.frm, a.to
    if frm not in BOARD.zone_set or to not in BOARD.zone_set:
        raise IllegalActionError("The convoy moves from zone to zone.", rule=rule, key="aa-err-the-convoy-moves-from-zone")
    u = at(w, frm)
    if not u.get(key):
        raise IllegalActionError(f"There is no German {key[3:]} in {loc_label(frm)}.", rule=rule, key="aa-err-there-is-no-german-in", params={"v": key[3:], "zone": frm})
    if allied_land(u):
        raise IllegalActionError(f"The German units in {loc_label(frm)} are locked in combat.", rule="Movement", key="aa-err-the-german-units-in-are", params={"zone": frm})
    reach = convoy_reach(w, frm)
    if to not in reach:
        raise IllegalActionError(
            f"No safe road leads from {loc_label(frm)} to {loc_label(to)}: the convoy passes only through zones "
            "with German land units and no Allied ones, and ends where there is room.", rule=rule, key="aa-err-no-safe-road-leads-from", params={"zone": frm, "zone2": to})
    path = reach[to]
    r.move_units(frm, to, key, 1)
    r.arrow(path, key, 1)
    r.emit("move", f"The convoy ({unit_phrase(1, key)}) drives {' → '.join(loc_label(z) for z in path)}.",
           {"path": path, "units": {key: 1}}, key="aa-t15-convoy", args={"units": {key: 1}, "path": path})
    strafe_moves(r, [f"{key}|1|{','.join(path)}"])
    tactic_done(r)
    advance(r)


def use_16(r: Run, seat: str) -> None:
    w = r.w
    held = sum(1 for c in BOARD.cities if control(at(w, c)) == "allies")
    dice = r.roll(held)
    total = sum(dice)
    slots = vacated_inf(w)[: min(total, w.destroyed.get("uk:inf", 0))]
    if slots:
        r.replace(**chart_return(w, "uk", slots), destroyed=minus(w.destroyed, "uk:inf", len(slots)))
    r.emit("roll", f"Volunteers: {plural(held, 'city', cities_word(w))} held, the dice show {dice_text(dice)} — "
           f"{plural(len(slots), 'U.K. infantry', 'U.K. infantry')} back on the U.K. chart.",
           {"returned": len(slots)}, dice,
           key="aa-t16-roll", args={"held": held, "old": w.ruleset == "aa-dday/2", "dice": list(dice), "n": len(slots)})


USE.update({1: use_01, 2: use_02, 3: use_03, 4: use_04, 5: use_05, 6: use_06, 7: use_07, 8: use_08, 9: use_09,
            10: use_10, 11: use_11, 12: use_12, 13: use_13, 14: use_14, 15: use_15, 16: use_16})


CHOOSE.update({"barnstorm": choose_barnstorm, "flood": choose_flood, "build": choose_build})
DECISIONS["rearrange"] = ((Move, Done), apply_rearrange)
DECISIONS["recon"] = ((Move, Done), apply_recon)
DECISIONS["convoy"] = ((Move, Done), apply_convoy)
