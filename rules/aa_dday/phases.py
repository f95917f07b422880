"""The order cards of A&A D-Day: the automatic flow and the handling of each decision.

A turn runs the order cards 1..16 in order (skipping removed cards), then the
victory check (card slot 17). :func:`advance` runs the rules until someone must
decide (``state.pending`` set) or the game is over. Each ``apply_*`` function
checks one kind of action against the pending decision, applies it to a working
copy and continues the flow.

All functions here work on a *working copy* made by :func:`state.clone` and
change it in place; the engine never hands them the caller's state.
"""

from __future__ import annotations

from typing import Any

from rules.aa_dday.actions import Bomb, Done, Hits, Land, Move, Patrol, Place, UnitItem
from rules.aa_dday.board import (
    ALLIED,
    ATTACK,
    BOARD,
    DEFENCE_ALLIES,
    DEFENCE_AXIS,
    NATION_ADJ,
    TYPE_NAMES,
    nations_of,
    seat_of,
    unit_phrase,
    units_phrase,
)
from rules.aa_dday.state import (
    AAState,
    add_units,
    allied_land,
    at,
    axis_land,
    axis_stack,
    bombers,
    control,
    enemy_land,
    fighters,
    land_of_side,
    remove_units,
    setv,
    stack_count,
)
from rules.core.contract import Event
from rules.core.errors import IllegalActionError

CARD_NAMES = {
    1: "Airborne Assault",
    2: "Naval Bombardment",
    3: "Fighters Patrol",
    4: "Antiaircraft Fire: Fighters",
    5: "Bombers Strike",
    6: "Antiaircraft Fire: Bombers",
    7: "Bombers Return",
    8: "Allies Move",
    9: "Blockhouses Fire to Sea",
    10: "Allies Land",
    11: "Allies Attack / Axis Defends",
    12: "Axis Moves",
    13: "Axis Attacks / Allies Defends",
    14: "Allies Reinforcement",
    15: "Axis Reinforcement",
    16: "Fighters Return",
}
VICTORY_CHECK = 17
MAX_TURNS = 10
CITY_NAMES = "Cherbourg, St. Lô and Caen"

LIMIT = BOARD.limit
PATROL_LIMIT = BOARD.patrol_limit
ZONES = BOARD.zone_ids
LABEL = BOARD.zone_label

#: Who decides for each side. The nation -> seat mapping itself lives in
#: :func:`board.seat_of`; with three players the Allied decisions will be split
#: by nation there.
AXIS_SEAT = seat_of("de")
ALLIED_SEAT = seat_of("uk")
SIDE_SEAT = {"axis": AXIS_SEAT, "allies": ALLIED_SEAT}

#: Casualty order when the owner chooses (cheapest first).
CHEAP = {"axis": ("inf", "art", "tank", "bh"), "allies": ("inf", "art", "tank")}
#: Target order when the attacker chooses (most valuable first).
VALUE = {"axis": ("tank", "art", "bh", "inf"), "allies": ("tank", "art", "inf")}


def card_title(card: int) -> str:
    return f"Order {card:02d} {CARD_NAMES[card]}"


def phase_label(s: AAState) -> str:
    if s.outcome is not None:
        return f"Turn {s.turn} · Game over"
    if s.card == VICTORY_CHECK:
        return f"Turn {s.turn} · Victory check"
    return f"Turn {s.turn} · {card_title(s.card)}"


def loc_label(loc: str) -> str:
    if loc in LABEL:
        return LABEL[loc]
    if loc in BOARD.beach_zone:
        return f"{BOARD.box_name[loc]} Beach"
    return BOARD.box_name.get(loc, loc)


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def dice_text(dice: tuple[int, ...] | list[int]) -> str:
    return " ".join(str(d) for d in dice)


class Run:
    """A working state plus the events produced while changing it."""

    __slots__ = ("w", "events", "_hl_own")

    def __init__(self, w: AAState) -> None:
        self.w = w
        self.events: list[Event] = []
        self._hl_own = False  # highlights are shared with the input state until first written

    def emit(self, kind: str, text: str, data: dict[str, Any] | None = None, dice: tuple[int, ...] = ()) -> None:
        self.events.append(
            Event(kind=kind, text=text, data=data or {}, dice=dice, phase=phase_label(self.w))
        )

    def roll(self, n: int) -> tuple[int, ...]:
        dice, res = self.w.dice.roll(n)
        setv(self.w, "dice", dice)
        return res

    # highlights of the card being resolved (copied on first write: the input state shares them)
    def hl(self) -> dict[str, Any]:
        h = self.w.highlights
        if h.get("card") != self.w.card:
            h = {"card": self.w.card, "casualties": {}, "moves": [], "combat_zones": [], "placed": {}}
            setv(self.w, "highlights", h)
            self._hl_own = True
        elif not self._hl_own:
            h = dict(h)
            h["casualties"] = {k: dict(v) for k, v in h["casualties"].items()}
            h["moves"] = list(h["moves"])  # entries are never changed once written
            h["combat_zones"] = list(h["combat_zones"])
            h["placed"] = {k: dict(v) for k, v in h["placed"].items()}
            setv(self.w, "highlights", h)
            self._hl_own = True
        return h

    def kill(self, loc: str, key: str, n: int) -> None:
        if n <= 0:
            return
        remove_units(self.w, loc, key, n)
        d = self.w.destroyed
        d[key] = d.get(key, 0) + n
        cas = self.hl()["casualties"].setdefault(loc, {})
        cas[key] = cas.get(key, 0) + n

    def arrow(self, path: list[str], key: str, n: int) -> None:
        self.hl()["moves"].append({"path": list(path), "units": {key: n}})

    def placed(self, loc: str, key: str, n: int) -> None:
        pl = self.hl()["placed"].setdefault(loc, {})
        pl[key] = pl.get(key, 0) + n


# =========================================================================== flow


def advance(r: Run) -> None:
    """Run automatic steps until a decision is pending or the game is over."""
    w = r.w
    while w.pending is None and w.outcome is None:
        if w.card == VICTORY_CHECK:
            victory_check(r)
        else:
            START[w.card](r)


def finish_card(r: Run) -> None:
    w = r.w
    setv(w, "pending", None)
    check_removals(r)
    setv(w, "card", next_card(w, w.card))


def next_card(w: AAState, after: int) -> int:
    c = after + 1
    removed = w.removed
    while c <= 16 and c in removed:
        c += 1
    return c


def all_allies_ashore(w: AAState) -> bool:
    ch = w.charts
    if ch.get("uk", 0) < BOARD.chart_len["uk"] or ch.get("us", 0) < BOARD.chart_len["us"]:
        return False
    units = w.units
    return not any(b in units for b in BOARD.beach_ids)


def _tally(w: AAState) -> dict[str, int]:
    """One pass over the board: blockhouses, blockhouses with an arc, fighters and bombers left."""
    bh = arc_bh = 0
    air = {"fighter": 0, "bomber": 0}
    for k, v in w.airfield.items():
        air[k[3:]] += v
    arcs = BOARD.arcs
    for loc, units in w.units.items():
        for k, v in units.items():
            if k == "de:bh":
                bh += v
                if arcs.get(loc):
                    arc_bh += v
            elif k.endswith("fighter"):
                air["fighter"] += v
            elif k.endswith("bomber"):
                air["bomber"] += v
    return {"bh": bh, "arc_bh": arc_bh, "fighter": air["fighter"], "bomber": air["bomber"]}


def removal_reason(w: AAState, card: int, tally: dict[str, int] | None = None) -> str | None:
    units = w.units
    t = tally if tally is not None else _tally(w)
    if card == 1:
        if not any(b in units for b in BOARD.airborne_ids):
            return "it is played on the first turn only"
        return None
    if card == 2:
        return "no blockhouse is left" if not t["bh"] else None
    if card in (3, 4, 16):
        return "every fighter has been shot down" if not t["fighter"] else None
    if card in (5, 6, 7):
        return "every bomber has been shot down" if not t["bomber"] else None
    if card == 9:
        if not t["arc_bh"]:
            return "no blockhouse that can fire to sea is left"
        if all_allies_ashore(w):
            return "every Allied reinforcement is ashore"
        return None
    if card == 10:
        return "every Allied reinforcement is ashore" if all_allies_ashore(w) else None
    if card == 14:
        if all(w.charts.get(c, 0) >= BOARD.chart_len[c] for c in BOARD.allied_charts):
            return "the U.K. and U.S. reinforcement charts are empty"
        return None
    if card == 15:
        if all(w.charts.get(c, 0) >= BOARD.chart_len[c] for c in BOARD.axis_charts):
            return "the German reinforcement charts are empty"
        return None
    return None


def check_removals(r: Run) -> None:
    w = r.w
    tally = _tally(w)
    for card in range(1, 17):
        if card in w.removed:
            continue
        why = removal_reason(w, card, tally)
        if why:
            w.removed.append(card)
            w.removed.sort()
            r.emit("card_removed", f"{card_title(card)} leaves the deck: {why}.", {"card": card})


# =========================================================================== hits (casualties and targets)


def forced(n: int, pool: dict[str, dict[str, int]]) -> list[tuple[str, str, int]] | None:
    """The assignment when there is no real choice, else ``None``."""
    entries = [(loc, key, c) for loc, units in pool.items() for key, c in units.items() if c > 0]
    total = sum(c for _, _, c in entries)
    if n >= total:
        return entries
    if len(entries) == 1:
        loc, key, _ = entries[0]
        return [(loc, key, n)]
    return None


def kill_list(r: Run, kills: list[tuple[str, str, int]]) -> None:
    by_loc: dict[str, dict[str, int]] = {}
    for loc, key, n in kills:
        if n > 0:
            r.kill(loc, key, n)
            d = by_loc.setdefault(loc, {})
            d[key] = d.get(key, 0) + n
    for loc, d in by_loc.items():
        r.emit("casualties", f"Destroyed in {loc_label(loc)}: {units_phrase(d)}.", {"location": loc, "units": d})


def queue_hits(r: Run, need: dict[str, list[dict[str, Any]]], seat: str, n: int, pool: dict[str, dict[str, int]]) -> int:
    """Resolve ``n`` hits on ``pool`` now if forced, else add a choice for ``seat``; return hits that count."""
    pool = {loc: {k: v for k, v in units.items() if v > 0} for loc, units in pool.items()}
    pool = {loc: units for loc, units in pool.items() if units}
    total = sum(sum(u.values()) for u in pool.values())
    n = min(n, total)
    if n <= 0:
        return 0
    f = forced(n, pool)
    if f is not None:
        kill_list(r, f)
    else:
        need.setdefault(seat, []).append({"n": n, "pool": pool})
    return n


def open_hits(r: Run, ctx: str, need: dict[str, list[dict[str, Any]]], pick: dict[str, str], extra: dict[str, Any] | None = None) -> None:
    """Set a pending hits decision, or continue at once when nothing is left to choose."""
    pending = {"kind": "hits", "ctx": ctx, "need": need, "pick": pick}
    if extra:
        pending.update(extra)
    if need:
        setv(r.w, "pending", pending)
    else:
        hits_done(r, pending)


def hits_done(r: Run, pending: dict[str, Any]) -> None:
    ctx = pending["ctx"]
    setv(r.w, "pending", None)
    if ctx == "airborne":
        airborne_after(r)
    elif ctx == "combat":
        combat_after(r, pending.get("zones", []))
    else:
        finish_card(r)


HITS_RULE = {
    "airborne": "Order card 01",
    "bombard": "Order card 02",
    "aa_fighter": "Order card 04",
    "bomber": "Order card 05",
    "aa_bomber": "Order card 06",
    "bh_fire": "Order card 09",
    "combat": "Combat",
}


def _resolve_nation(item: UnitItem, seat: str, candidates: dict[str, int], where: str, rule: str) -> str:
    if item.nation is not None:
        return item.nation
    if item.type == "bh":
        return "de"
    fits = [n for n in ("de", "uk", "us") if candidates.get(f"{n}:{item.type}", 0) > 0]
    if len(fits) == 1:
        return fits[0]
    if not fits:
        if item.type in ("fighter", "bomber"):
            return "uk"
        return "de" if seat == AXIS_SEAT or any(k.startswith("de:") for k in candidates) else "uk"
    raise IllegalActionError(
        f"Both U.K. and U.S. {TYPE_NAMES[item.type][1]} are in {where}. "
        f"Say 'uk {item.type}' or 'us {item.type}'.",
        rule=rule,
    )


def apply_hits(r: Run, seat: str, action: Hits) -> None:
    w = r.w
    p = w.pending
    assert p is not None
    groups: list[dict[str, Any]] = p["need"].get(seat, [])
    rule = HITS_RULE[p["ctx"]]
    where_all = ", ".join(loc_label(loc) for g in groups for loc in g["pool"])
    by_group: dict[int, int] = {}
    plan: list[tuple[int, str, str, int]] = []
    for loc, items in action.assign:
        gi = next((i for i, g in enumerate(groups) if loc in g["pool"]), None)
        if gi is None:
            raise IllegalActionError(
                f"There are no hits for you to assign in {loc_label(loc)}; you have hits to assign in {where_all}.",
                rule=rule,
            )
        pool = groups[gi]["pool"][loc]
        used: dict[str, int] = {}
        for item in items:
            nation = _resolve_nation(item, seat, pool, loc_label(loc), rule)
            key = f"{nation}:{item.type}"
            used[key] = used.get(key, 0) + item.n
        for key, n in used.items():
            have = pool.get(key, 0)
            if n > have:
                if have == 0:
                    if p["ctx"] == "airborne" and key == "de:bh":
                        msg = "Blockhouses cannot be chosen as casualties of the airborne assault."
                    else:
                        msg = f"No {unit_phrase(2, key)[2:]} in {loc_label(loc)} can take these hits."
                else:
                    msg = f"Only {unit_phrase(have, key)} in {loc_label(loc)} can take these hits."
                choices = ", ".join(unit_phrase(v, k) for k, v in pool.items())
                raise IllegalActionError(f"{msg} Choose among: {choices}.", rule=rule)
            by_group[gi] = by_group.get(gi, 0) + n
            plan.append((gi, loc, key, n))
    for gi, total in by_group.items():
        g = groups[gi]
        if total > g["n"]:
            locs = " / ".join(loc_label(loc) for loc in g["pool"])
            raise IllegalActionError(
                f"Only {plural(g['n'], 'hit')} to assign in {locs}; you listed {total}.", rule=rule
            )
    # apply
    kill_list(r, [(loc, key, n) for _, loc, key, n in plan])
    for gi, loc, key, n in plan:
        g = groups[gi]
        g["n"] -= n
        pl = g["pool"][loc]
        pl[key] -= n
        if not pl[key]:
            del pl[key]
        if not pl:
            del g["pool"][loc]
    left: list[dict[str, Any]] = []
    for g in groups:
        if g["n"] <= 0 or not g["pool"]:
            continue
        f = forced(g["n"], g["pool"])
        if f is not None:
            kill_list(r, f)
        else:
            left.append(g)
    if left:
        p["need"][seat] = left
    else:
        p["need"].pop(seat, None)
    if not p["need"]:
        hits_done(r, p)
        advance(r)


def pick_default(groups: list[dict[str, Any]], pick: str, seat_side: str) -> list[tuple[str, dict[str, int]]]:
    """The default assignment: cheapest own units first, or most valuable targets first."""
    out: list[tuple[str, dict[str, int]]] = []
    order = CHEAP[seat_side] if pick == "cheap" else VALUE[seat_side]
    for g in groups:
        n = g["n"]
        locs = sorted(g["pool"], key=_default_loc_order)
        for loc in locs:
            if n <= 0:
                break
            pool = dict(g["pool"][loc])
            took: dict[str, int] = {}
            for typ in order + ("fighter", "bomber"):
                while n > 0:
                    cands = [(pool.get(f"{nat}:{typ}", 0), -i, nat) for i, nat in enumerate(("de", "uk", "us"))]
                    best = max(cands)
                    if best[0] <= 0:
                        break
                    key = f"{best[2]}:{typ}"
                    pool[key] -= 1
                    took[key] = took.get(key, 0) + 1
                    n -= 1
            if took:
                out.append((loc, took))
    out.sort(key=lambda kv: _loc_key(kv[0]))
    return out


def _loc_key(loc: str) -> tuple[int, int]:
    if loc.isdigit():
        return (0, int(loc))
    return (1, BOARD.box_ids.index(loc) if loc in BOARD.box_ids else 0)


def _default_loc_order(loc: str) -> tuple[int, int]:
    # naval bombardment: blockhouses that fire to sea are the most valuable targets
    arc = 0 if BOARD.arcs.get(loc) else 1
    return (arc, *_loc_key(loc))


# =========================================================================== card 01


def c01_airborne(r: Run) -> None:
    w = r.w
    per_zone: dict[str, int] = {}
    for box in BOARD.airborne_ids:
        units = at(w, box)
        n = sum(v for k, v in units.items() if k.endswith(":inf"))
        if not n:
            continue
        zone = BOARD.airborne_zone[box]
        nation = BOARD.airborne[box].nation
        dice = r.roll(n)
        hits = sum(1 for d in dice if d == 1)
        per_zone[zone] = per_zone.get(zone, 0) + hits
        r.emit(
            "roll",
            f"{loc_label(zone)}: {NATION_ADJ[nation]} paratroopers roll {dice_text(dice)} — {plural(hits, 'hit')}",
            {"location": zone, "box": box, "hits": hits},
            dice,
        )
    need: dict[str, list[dict[str, Any]]] = {}
    for zone, hits in per_zone.items():
        if not hits:
            continue
        units = at(w, zone)
        pool = {zone: {k: units.get(k, 0) for k in ("de:inf", "de:art", "de:tank")}}
        counted = queue_hits(r, need, AXIS_SEAT, hits, pool)
        if counted < hits:
            r.emit("info", f"{loc_label(zone)}: {plural(hits - counted, 'hit')} lost (no German unit there can be hit).")
    open_hits(r, "airborne", need, {AXIS_SEAT: "cheap"})


def airborne_after(r: Run) -> None:
    w = r.w
    for box in BOARD.airborne_ids:
        units = w.units.pop(box, None)
        if not units:
            continue
        zone = BOARD.airborne_zone[box]
        for key, n in units.items():
            add_units(w, zone, key, n)
            r.arrow([box, zone], key, n)
        r.emit(
            "move",
            f"The paratroopers of {BOARD.box_name[box]} ({units_phrase(units)}) leave their box for {loc_label(zone)}.",
            {"from": box, "to": zone, "units": units},
        )
    finish_card(r)


# =========================================================================== card 02


def c02_bombard(r: Run) -> None:
    w = r.w
    pool = {z: {"de:bh": u["de:bh"]} for z, u in w.units.items() if u.get("de:bh")}
    dice = r.roll(6)
    hits = sum(1 for d in dice if d <= 2)
    r.emit("roll", f"Naval bombardment rolls {dice_text(dice)} — {plural(hits, 'hit')}", {"hits": hits}, dice)
    need: dict[str, list[dict[str, Any]]] = {}
    queue_hits(r, need, ALLIED_SEAT, hits, pool)
    open_hits(r, "bombard", need, {ALLIED_SEAT: "value"})


# =========================================================================== card 03


def c03_patrol(r: Run) -> None:
    w = r.w
    if not (w.airfield.get("uk:fighter") or w.airfield.get("us:fighter")):
        r.emit("info", "No fighter is on the airfield; nothing patrols.")
        finish_card(r)
        return
    setv(w, "pending", {"kind": "patrol", "seat": ALLIED_SEAT})


def apply_patrol(r: Run, seat: str, a: Patrol) -> None:
    w = r.w
    rule = "Order card 03"
    to = a.to
    if to not in BOARD.zone_set:
        raise IllegalActionError("Fighters patrol zones, not beachhead boxes.", rule=rule)
    want: dict[str, int] = {}
    for it in a.units:
        if it.type != "fighter":
            raise IllegalActionError("Only fighters patrol; say for example 'patrol 2 uk fighter to 12'.", rule=rule)
        nation = it.nation
        if nation is None:
            fits = [n for n in ALLIED if w.airfield.get(f"{n}:fighter", 0) >= it.n]
            if len(fits) != 1:
                raise IllegalActionError("Say 'uk fighter' or 'us fighter'.", rule=rule)
            nation = fits[0]
        key = f"{nation}:fighter"
        want[key] = want.get(key, 0) + it.n
    for key, n in want.items():
        have = w.airfield.get(key, 0)
        if n > have:
            raise IllegalActionError(f"Only {unit_phrase(have, key)} wait on the airfield.", rule=rule)
    there = fighters(at(w, to))
    total = sum(want.values())
    if there + total > PATROL_LIMIT:
        raise IllegalActionError(
            f"At most {PATROL_LIMIT} fighters may patrol one zone; {loc_label(to)} already has {there}.",
            rule="Maximum Units in a Zone",
        )
    for key, n in want.items():
        w.airfield[key] -= n
        if not w.airfield[key]:
            del w.airfield[key]
        add_units(w, to, key, n)
    r.emit("patrol", f"{units_phrase(want)} patrol {loc_label(to)}.", {"to": to, "units": want})
    if not (w.airfield.get("uk:fighter") or w.airfield.get("us:fighter")):
        finish_card(r)
        advance(r)


# =========================================================================== cards 04 and 06


def anti_aircraft(r: Run, typ: str, ctx: str) -> None:
    w = r.w
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
        fired = True
        dice = r.roll(art)
        hits = sum(1 for d in dice if d == 1)
        r.emit(
            "roll",
            f"{loc_label(z)}: antiaircraft fire rolls {dice_text(dice)} — {plural(hits, 'hit')}",
            {"location": z, "hits": hits},
            dice,
        )
        if hits:
            pool = {z: {k: units.get(k, 0) for k in (f"uk:{typ}", f"us:{typ}")}}
            queue_hits(r, need, AXIS_SEAT, hits, pool)
    if not fired:
        r.emit("info", f"No German artillery shares a zone with Allied {typ}s; no antiaircraft fire.")
    open_hits(r, ctx, need, {AXIS_SEAT: "value"})


def c04_aa_fighters(r: Run) -> None:
    anti_aircraft(r, "fighter", "aa_fighter")


def c06_aa_bombers(r: Run) -> None:
    anti_aircraft(r, "bomber", "aa_bomber")


# =========================================================================== card 05


def c05_bombers(r: Run) -> None:
    w = r.w
    if not (w.airfield.get("uk:bomber") or w.airfield.get("us:bomber")):
        r.emit("info", "No bomber is on the airfield; no strike.")
        finish_card(r)
        return
    setv(w, "pending", {"kind": "bomb", "seat": ALLIED_SEAT})


def bomb_zone_ok(w: AAState, zone: str) -> bool:
    return zone in BOARD.zone_set and allied_land(at(w, zone)) == 0


def apply_bomb(r: Run, seat: str, a: Bomb) -> None:
    w = r.w
    rule = "Order card 05"
    key = f"{a.nation}:bomber"
    if not w.airfield.get(key):
        left = [n for n in ALLIED if w.airfield.get(f"{n}:bomber")]
        hint = f" Still on the airfield: {', '.join(n.upper() for n in left)}." if left else ""
        raise IllegalActionError(f"The {NATION_ADJ[a.nation]} bomber is not on the airfield.{hint}", rule=rule)
    if a.to not in BOARD.zone_set:
        raise IllegalActionError("Bombers strike zones, not beachhead boxes.", rule=rule)
    if allied_land(at(w, a.to)):
        raise IllegalActionError(
            f"A bomber may not enter {loc_label(a.to)}: it holds Allied land units.", rule=rule
        )
    w.airfield[key] -= 1
    if not w.airfield[key]:
        del w.airfield[key]
    add_units(w, a.to, key, 1)
    r.emit("bomb", f"The {NATION_ADJ[a.nation]} bomber flies to {loc_label(a.to)}.", {"to": a.to, "nation": a.nation})
    if not (w.airfield.get("uk:bomber") or w.airfield.get("us:bomber")):
        bombers_strike(r)
        advance(r)


def bombers_strike(r: Run) -> None:
    w = r.w
    setv(w, "pending", None)
    need: dict[str, list[dict[str, Any]]] = {}
    struck = False
    for z in ZONES:
        units = w.units.get(z)
        if not units:
            continue
        n = bombers(units)
        if not n:
            continue
        struck = True
        dice = r.roll(n)
        hits = sum(1 for d in dice if d <= 3)
        r.emit("roll", f"{loc_label(z)}: bombers roll {dice_text(dice)} — {plural(hits, 'hit')}", {"location": z, "hits": hits}, dice)
        if hits:
            pool = {z: land_of_side(units, "axis")}
            counted = queue_hits(r, need, ALLIED_SEAT, hits, pool)
            if counted < hits:
                r.emit("info", f"{loc_label(z)}: {plural(hits - counted, 'hit')} lost (no German unit left there).")
    if not struck:
        r.emit("info", "No bomber was sent; no strike.")
    open_hits(r, "bomber", need, {ALLIED_SEAT: "value"})


# =========================================================================== cards 07 and 16


def air_return(r: Run, typ: str) -> None:
    w = r.w
    back: dict[str, int] = {}
    for z in list(w.units):
        units = w.units[z]
        for nat in ALLIED:
            key = f"{nat}:{typ}"
            n = units.get(key, 0)
            if n:
                remove_units(w, z, key, n)
                back[key] = back.get(key, 0) + n
    for key, n in back.items():
        w.airfield[key] = w.airfield.get(key, 0) + n
    if back:
        r.emit("air_return", f"Back on the airfield: {units_phrase(back)}.", {"units": back})
    else:
        r.emit("info", f"No {typ}s are out; nothing returns.")
    finish_card(r)


def c07_bombers_return(r: Run) -> None:
    air_return(r, "bomber")


def c16_fighters_return(r: Run) -> None:
    air_return(r, "fighter")


# =========================================================================== cards 08 and 12 (movement)


def c08_allies_move(r: Run) -> None:
    start_move(r, "allies")


def c12_axis_moves(r: Run) -> None:
    start_move(r, "axis")


def start_move(r: Run, side: str) -> None:
    w = r.w
    p = {"kind": "move", "seat": SIDE_SEAT[side], "side": side, "moved": {}, "paths": []}
    if not any_movable(w, p):
        who = "Allied" if side == "allies" else "German"
        r.emit("info", f"No {who} land unit can move this time.")
        finish_card(r)
        return
    setv(w, "pending", p)


def own_mobile_keys(side: str) -> tuple[str, ...]:
    if side == "axis":
        return ("de:inf", "de:art", "de:tank")
    return ("uk:inf", "uk:art", "uk:tank", "us:inf", "us:art", "us:tank")


def locked(units: dict[str, int], side: str) -> bool:
    return enemy_land(units, side) > 0


def movable(w: AAState, p: dict[str, Any], zone: str, key: str) -> int:
    units = w.units.get(zone)
    if not units or zone not in BOARD.zone_set:
        return 0
    n = units.get(key, 0)
    if not n or locked(units, p["side"]):
        return 0
    return n - p["moved"].get(zone, {}).get(key, 0)


def any_movable(w: AAState, p: dict[str, Any]) -> bool:
    side = p["side"]
    keys = own_mobile_keys(side)
    moved = p["moved"]
    for zone, units in w.units.items():
        if zone not in BOARD.zone_set or locked(units, side):
            continue
        mz = moved.get(zone)
        for k in keys:
            n = units.get(k, 0)
            if n and n - (mz.get(k, 0) if mz else 0) > 0:
                return True
    return False


def fixed_after(w: AAState, p: dict[str, Any], dest: str, add: int) -> int:
    """Units of the mover that could no longer leave ``dest`` after ``add`` more arrive."""
    units = at(w, dest)
    side = p["side"]
    if locked(units, side):
        return stack_count(units, side) + add
    return sum(p["moved"].get(dest, {}).values()) + add


def check_path(w: AAState, p: dict[str, Any], frm: str, via: str | None, to: str, is_tank: bool) -> str | None:
    """Return why the path is illegal, or ``None``."""
    adj = BOARD.adj_set
    if via is None:
        if to not in adj[frm]:
            return f"{loc_label(to)} is not next to {loc_label(frm)}."
        return None
    if not is_tank:
        return "Only tanks can move two zones; infantry and artillery move to an adjacent zone."
    if via not in adj[frm]:
        return f"{loc_label(via)} is not next to {loc_label(frm)}."
    if to not in adj[via]:
        return f"{loc_label(to)} is not next to {loc_label(via)}."
    if to == frm:
        return "A tank cannot move out and back into the zone it started from."
    if enemy_land(at(w, via), p["side"]):
        return (
            f"A tank must stop in the first zone it enters when that zone holds enemy land units; "
            f"it cannot pass through {loc_label(via)}."
        )
    return None


def resolve_move_units(w: AAState, p: dict[str, Any], units: Any, frm: str, *, tanks_only: bool, rule: str) -> dict[str, int]:
    side = p["side"]
    own = nations_of(side)
    want: dict[str, int] = {}
    if units is None:
        for key in own_mobile_keys(side):
            if tanks_only and not key.endswith(":tank"):
                continue
            n = movable(w, p, frm, key)
            if n > 0:
                want[key] = n
        if not want:
            raise IllegalActionError(
                f"None of your {'tanks' if tanks_only else 'land units'} in {loc_label(frm)} can move now.", rule=rule
            )
        return want
    for it in units:
        if it.type == "bh":
            raise IllegalActionError("Blockhouses never move.", rule="Blockhouses")
        if it.type in ("fighter", "bomber"):
            raise IllegalActionError("Aircraft move only on order cards 03 and 05.", rule=rule)
        if side == "axis":
            if it.nation not in (None, "de"):
                raise IllegalActionError("You can move only German units.", rule=rule)
            nation = "de"
        elif it.nation is None:
            fits = [n for n in own if movable(w, p, frm, f"{n}:{it.type}") > 0]
            if len(fits) > 1:
                raise IllegalActionError(
                    f"Both U.K. and U.S. {TYPE_NAMES[it.type][1]} are in {loc_label(frm)}. "
                    f"Say 'uk {it.type}' or 'us {it.type}'.",
                    rule=rule,
                )
            nation = fits[0] if fits else own[0]
        else:
            nation = it.nation
            if nation not in own:
                raise IllegalActionError("You can move only your own units.", rule=rule)
        key = f"{nation}:{it.type}"
        want[key] = want.get(key, 0) + it.n
    return want


def apply_move(r: Run, seat: str, a: Move) -> None:
    w = r.w
    p = w.pending
    assert p is not None
    side = p["side"]
    rule = "Order card 08" if side == "allies" else "Order card 12"
    frm, to, via = a.frm, a.to, a.via
    if frm not in BOARD.zone_set:
        raise IllegalActionError(
            "Units in beachhead boxes come ashore only on order card 10 (Allies Land).", rule=rule
        )
    if to not in BOARD.zone_set or (via is not None and via not in BOARD.zone_set):
        raise IllegalActionError("Land units never move into a beachhead box.", rule=rule)
    units_here = at(w, frm)
    if locked(units_here, side) and any(units_here.get(k, 0) for k in own_mobile_keys(side)):
        raise IllegalActionError(
            f"Your units in {loc_label(frm)} are locked in combat with enemy land units and cannot leave.",
            rule="Movement",
        )
    want = resolve_move_units(w, p, a.units, frm, tanks_only=via is not None, rule=rule)
    for key, n in want.items():
        have = units_here.get(key, 0)
        if have == 0:
            raise IllegalActionError(f"There is no {unit_phrase(1, key)[2:]} in {loc_label(frm)}.", rule=rule)
        can = movable(w, p, frm, key)
        if n > can:
            raise IllegalActionError(
                f"Only {unit_phrase(can, key)} in {loc_label(frm)} can still move this card "
                f"(a unit moves once per card; units that arrived this card stay).",
                rule=rule,
            )
    all_tanks = all(k.endswith(":tank") for k in want)
    why = check_path(w, p, frm, via, to, all_tanks)
    if why:
        raise IllegalActionError(why, rule="Movement")
    n_total = sum(want.values())
    fixed = fixed_after(w, p, to, n_total)
    if fixed > LIMIT:
        who = "Allied" if side == "allies" else "German"
        raise IllegalActionError(
            f"That would leave {fixed} {who} land units in {loc_label(to)} that can no longer move on; "
            f"at most {LIMIT} may end the move there.",
            rule="Maximum Units in a Zone",
        )
    path = [frm, via, to] if via else [frm, to]
    moved = p["moved"].setdefault(to, {})
    for key, n in want.items():
        remove_units(w, frm, key, n)
        add_units(w, to, key, n)
        moved[key] = moved.get(key, 0) + n
        p["paths"].append(f"{key}|{n}|{','.join(path)}")
        r.arrow(path, key, n)
    route = " via ".join(loc_label(x) for x in path[:-1]) if via else loc_label(frm)
    r.emit(
        "move",
        f"{units_phrase(want)} move from {route} to {loc_label(to)}.",
        {"path": path, "units": want},
    )
    if not any_movable(w, p) and not over_full(w, side):
        end_move(r)
        advance(r)


def over_full(w: AAState, side: str) -> list[str]:
    zs = BOARD.zone_set
    out = [z for z, u in w.units.items() if z in zs and stack_count(u, side) > LIMIT]
    out.sort(key=int)
    return out


def apply_move_done(r: Run, seat: str) -> None:
    w = r.w
    p = w.pending
    assert p is not None
    side = p["side"]
    over = over_full(w, side)
    if over:
        who = "Allied" if side == "allies" else "German"
        lst = ", ".join(f"{loc_label(z)} ({stack_count(w.units[z], side)})" for z in over)
        raise IllegalActionError(
            f"Too many {who} land units in {lst}; at most {LIMIT} may stay in a zone. Move some out first.",
            rule="Maximum Units in a Zone",
        )
    end_move(r)
    advance(r)


def end_move(r: Run) -> None:
    w = r.w
    p = w.pending
    assert p is not None
    if p["side"] == "axis":
        strafe_moves(r, p["paths"])
    finish_card(r)


def strafe_moves(r: Run, paths: list[str]) -> None:
    """Strafe every German move (``"key|n|from,[via,]to"``) that left, crossed or entered a patrolled zone."""
    w = r.w
    any_fighters = any(fighters(u) for u in w.units.values())
    if not any_fighters:
        return
    rolled = False
    for entry in paths:
        key, n_txt, path_txt = entry.split("|")
        n = int(n_txt)
        path = path_txt.split(",")
        f_count = fighters(at(w, path[0])) + fighters(at(w, path[-1]))
        for mid in path[1:-1]:
            f_count += 2 * fighters(at(w, mid))
        if not f_count:
            continue
        dest = path[-1]
        alive = at(w, dest).get(key, 0)
        n = min(n, alive)
        if n <= 0:
            continue
        rolled = True
        all_dice: list[int] = []
        per_unit: list[str] = []
        killed = 0
        for _ in range(n):
            d = r.roll(f_count)
            all_dice.extend(d)
            per_unit.append(dice_text(d))
            if 1 in d:
                killed += 1
        r.emit(
            "strafe",
            f"Strafing {unit_phrase(n, key)} moving {' → '.join(loc_label(x) for x in path)}: "
            f"{' | '.join(per_unit)} — {killed} destroyed",
            {"path": path, "unit": key, "count": n, "destroyed": killed},
            tuple(all_dice),
        )
        if killed:
            r.kill(dest, key, killed)
    if not rolled:
        r.emit("info", "No moving German unit crossed a patrolled zone; no strafing.")


# =========================================================================== card 09


def c09_blockhouses(r: Run) -> None:
    w = r.w
    per_box: dict[str, int] = {}
    fired = False
    for z in BOARD.arc_zones:
        n = at(w, z).get("de:bh", 0)
        if not n:
            continue
        target = next((b for b in BOARD.arcs[z] if allied_land(at(w, b))), None)
        if target is None:
            continue
        fired = True
        dice = r.roll(n)
        hits = sum(1 for d in dice if d <= 3)
        per_box[target] = per_box.get(target, 0) + hits
        r.emit(
            "roll",
            f"Blockhouses of {loc_label(z)} fire at {loc_label(target)}: {dice_text(dice)} — {plural(hits, 'hit')}",
            {"location": z, "target": target, "hits": hits},
            dice,
        )
    if not fired:
        r.emit("info", "No blockhouse has a target at sea this time.")
    need: dict[str, list[dict[str, Any]]] = {}
    for box, hits in per_box.items():
        if hits:
            queue_hits(r, need, AXIS_SEAT, hits, {box: land_of_side(at(w, box), "allies")})
    open_hits(r, "bh_fire", need, {AXIS_SEAT: "value"})


# =========================================================================== card 10


def c10_land(r: Run) -> None:
    w = r.w
    if not any(b in w.units for b in BOARD.beach_ids):
        r.emit("info", "No Allied unit waits in a beachhead box.")
        finish_card(r)
        return
    if not any_landable(w):
        r.emit("info", "Every beach's landing zone is full; nothing can land.")
        finish_card(r)
        return
    setv(w, "pending", {"kind": "land", "seat": ALLIED_SEAT})


def any_landable(w: AAState) -> bool:
    for b in BOARD.beach_ids:
        if b in w.units and allied_land(at(w, BOARD.beach_zone[b])) < LIMIT:
            return True
    return False


def apply_land(r: Run, seat: str, a: Land) -> None:
    w = r.w
    rule = "Order card 10"
    box = a.frm
    if box not in BOARD.beach_zone:
        raise IllegalActionError(
            f"Units land from the beachhead boxes ({', '.join(BOARD.beach_ids)}).", rule=rule
        )
    units = at(w, box)
    if not units:
        raise IllegalActionError(f"No units wait in {loc_label(box)}.", rule=rule)
    if a.units is None:
        want = dict(units)
    else:
        want = {}
        for it in a.units:
            if it.type not in ("inf", "art", "tank"):
                raise IllegalActionError("Only infantry, artillery and tanks land from the boxes.", rule=rule)
            nation = it.nation or BOARD.beach_nation[box]
            key = f"{nation}:{it.type}"
            want[key] = want.get(key, 0) + it.n
        for key, n in want.items():
            have = units.get(key, 0)
            if n > have:
                raise IllegalActionError(
                    f"{loc_label(box)} holds {units_phrase(units)}; not {unit_phrase(n, key)}.", rule=rule
                )
    zone = BOARD.beach_zone[box]
    room = LIMIT - allied_land(at(w, zone))
    n_total = sum(want.values())
    if n_total > room:
        raise IllegalActionError(
            f"Only {room} more Allied land units fit in {loc_label(zone)} (at most {LIMIT}).",
            rule="Maximum Units in a Zone",
        )
    for key, n in want.items():
        remove_units(w, box, key, n)
        add_units(w, zone, key, n)
        r.arrow([box, zone], key, n)
    r.emit("land", f"{units_phrase(want)} land from {loc_label(box)} in {loc_label(zone)}.", {"from": box, "to": zone, "units": want})
    if not any_landable(w):
        finish_card(r)
        advance(r)


# =========================================================================== cards 11 and 13 (combat)


def c11_allies_attack(r: Run) -> None:
    combat(r, "allies")


def c13_axis_attacks(r: Run) -> None:
    combat(r, "axis")


def _dice_list(units: dict[str, int], side: str, attacking: bool) -> list[tuple[str, int]]:
    out: list[tuple[str, int]] = []
    if side == "axis":
        table = ATTACK if attacking else DEFENCE_AXIS
        for typ in ("inf", "art", "tank", "bh"):
            n = units.get(f"de:{typ}", 0)
            out.extend([(f"de:{typ}", table[typ])] * n)
    else:
        table = ATTACK if attacking else DEFENCE_ALLIES
        for typ in ("inf", "art", "tank"):
            for nat in ALLIED:
                n = units.get(f"{nat}:{typ}", 0)
                out.extend([(f"{nat}:{typ}", table[typ])] * n)
    return out


def combat(r: Run, attacker: str) -> None:
    w = r.w
    defender = "axis" if attacker == "allies" else "allies"
    zones = [z for z in ZONES if z in w.units and axis_land(w.units[z]) and allied_land(w.units[z])]
    if not zones:
        r.emit("info", "No zone holds land units of both sides; no combat.")
        finish_card(r)
        return
    r.hl()["combat_zones"].extend(int(z) for z in zones)
    name = {"axis": "Axis", "allies": "Allied"}
    need: dict[str, list[dict[str, Any]]] = {}
    for z in zones:
        units = w.units[z]
        att = _dice_list(units, attacker, True)
        dfn = _dice_list(units, defender, False)
        ad = r.roll(len(att))
        dd = r.roll(len(dfn))
        ah = sum(1 for d, (_, v) in zip(ad, att) if d <= v)
        dh = sum(1 for d, (_, v) in zip(dd, dfn) if d <= v)
        r.emit("roll", f"{loc_label(z)}: {name[attacker]} attack rolls {dice_text(ad)} — {plural(ah, 'hit')}",
               {"location": z, "side": attacker, "hits": ah, "attack": True}, ad)
        r.emit("roll", f"{loc_label(z)}: {name[defender]} defence rolls {dice_text(dd)} — {plural(dh, 'hit')}",
               {"location": z, "side": defender, "hits": dh, "attack": False}, dd)
        def_pool = {z: land_of_side(units, defender)}
        att_pool = {z: land_of_side(units, attacker)}
        # hits on the defender are chosen by the defender's seat, and vice versa
        queue_hits(r, need, SIDE_SEAT[defender], ah, def_pool)
        queue_hits(r, need, SIDE_SEAT[attacker], dh, att_pool)
    open_hits(r, "combat", need, {AXIS_SEAT: "cheap", ALLIED_SEAT: "cheap"}, {"zones": zones})


def combat_after(r: Run, zones: list[str]) -> None:
    w = r.w
    for z in zones:
        c = control(at(w, z))
        if c == "axis":
            txt = f"{loc_label(z)}: only German land units remain; the Axis controls it."
        elif c == "allies":
            txt = f"{loc_label(z)}: only Allied land units remain; the Allies control it."
        elif at(w, z) and axis_land(at(w, z)) and allied_land(at(w, z)):
            txt = f"{loc_label(z)}: both sides remain; the zone stays contested and nobody controls it."
        else:
            txt = f"{loc_label(z)}: no land unit is left; nobody controls it."
        r.emit("control", txt, {"location": z, "control": c})
    finish_card(r)


# =========================================================================== cards 14 and 15 (reinforcements)


def chart_label(chart: str) -> str:
    return {"uk": "U.K.", "us": "U.S.", "rennes-chartres": "Rennes/Chartres", "rouen-chartres": "Rouen/Chartres"}[chart]


def c14_allied_reinforcements(r: Run) -> None:
    start_reinforcements(r, ALLIED_SEAT, BOARD.allied_charts)


def c15_axis_reinforcements(r: Run) -> None:
    start_reinforcements(r, AXIS_SEAT, BOARD.axis_charts)


def start_reinforcements(r: Run, seat: str, charts: tuple[str, ...]) -> None:
    w = r.w
    avail: dict[str, int] = {}
    for c in charts:
        left = BOARD.chart_len[c] - w.charts.get(c, 0)
        if left <= 0:
            continue
        dice = r.roll(2)
        n = min(sum(dice), left)
        avail[c] = n
        r.emit(
            "roll",
            f"{chart_label(c)} reinforcements roll {dice_text(dice)} — {plural(n, 'unit')} may come in"
            + ("" if n == sum(dice) else " (all that is left on the chart)"),
            {"chart": c, "available": n},
            dice,
        )
    p = {"kind": "place", "seat": seat, "avail": avail, "placed": {}}
    setv(w, "pending", p)
    after_place(r)


def place_targets(w: AAState, chart: str, offset: int = 0) -> list[str]:
    """Locations where the chart's unit at ``offset`` after the next may go now (with room)."""
    idx = w.charts.get(chart, 0) + offset
    if idx >= BOARD.chart_len[chart]:
        return []
    if chart in BOARD.allied_charts:
        only = BOARD.chart_only[chart][idx]
        boxes = BOARD.beaches_of[BOARD.chart_nation[chart]]
        return [b for b in boxes if (only is None or b in only) and place_room(w, b) > 0]
    return [z for z in BOARD.entry[chart] if place_room(w, z) > 0]


def place_room(w: AAState, loc: str) -> int:
    if loc in BOARD.beach_capacity:
        return BOARD.beach_capacity[loc] - sum(at(w, loc).values())
    return LIMIT - axis_stack(at(w, loc))


def place_fit(w: AAState, chart: str, loc: str, limit: int) -> int:
    """How many of the next units of ``chart`` (at most ``limit``) may go to ``loc`` in one go."""
    room = place_room(w, loc)
    idx = w.charts.get(chart, 0)
    n = 0
    if chart in BOARD.allied_charts:
        only = BOARD.chart_only[chart]
        while n < limit and n < room and idx + n < BOARD.chart_len[chart]:
            o = only[idx + n]
            if o is not None and loc not in o:
                break
            n += 1
        return n
    return max(0, min(limit, room, BOARD.chart_len[chart] - idx))


def placeable_charts(w: AAState, p: dict[str, Any]) -> list[str]:
    return [c for c, n in p["avail"].items() if n > 0 and place_targets(w, c)]


def _do_place(r: Run, p: dict[str, Any], chart: str, n: int, where: str) -> dict[str, int]:
    w = r.w
    idx = w.charts.get(chart, 0)
    nation = BOARD.chart_nation[chart]
    got: dict[str, int] = {}
    for typ in BOARD.chart_types[chart][idx: idx + n]:
        key = f"{nation}:{typ}"
        got[key] = got.get(key, 0) + 1
    for key, k in got.items():
        add_units(w, where, key, k)
        r.placed(where, key, k)
        pl = p["placed"].setdefault(where, {})
        pl[key] = pl.get(key, 0) + k
    w.charts[chart] = idx + n
    p["avail"][chart] -= n
    return got


def apply_place(r: Run, seat: str, a: Place) -> None:
    w = r.w
    p = w.pending
    assert p is not None
    rule = "Reinforcements"
    chart = a.chart
    if chart not in p["avail"]:
        mine = ", ".join(p["avail"]) or "none"
        raise IllegalActionError(f"You are not placing {chart} reinforcements now (charts waiting: {mine}).", rule=rule)
    avail = p["avail"][chart]
    if avail <= 0:
        raise IllegalActionError(f"No more {chart_label(chart)} reinforcements are available this turn.", rule=rule)
    if a.n > avail:
        raise IllegalActionError(
            f"Only {plural(avail, 'more unit')} of the {chart_label(chart)} chart may come in this turn.", rule=rule
        )
    legal = place_targets(w, chart)
    if a.where not in legal:
        if chart in BOARD.allied_charts:
            idx = w.charts.get(chart, 0)
            only = BOARD.chart_only[chart][idx]
            boxes = BOARD.beaches_of[BOARD.chart_nation[chart]]
            if a.where not in boxes:
                msg = f"{chart_label(chart)} reinforcements go only to the {', '.join(b.title() for b in boxes)} boxes."
            elif only is not None and a.where not in only:
                msg = f"The next {chart_label(chart)} unit may only land at {', '.join(o.title() for o in only)}."
            else:
                msg = f"{loc_label(a.where)} is full."
        else:
            if a.where not in BOARD.entry[chart]:
                zones = ", ".join(loc_label(z) for z in BOARD.entry[chart])
                msg = f"{chart_label(chart)} reinforcements enter only in {zones}."
            else:
                msg = f"{loc_label(a.where)} already holds {LIMIT} German land units."
        where = ", ".join(loc_label(x) for x in legal) or "nowhere"
        raise IllegalActionError(f"{msg} The next unit may go to: {where}.", rule=rule)
    fit = place_fit(w, chart, a.where, a.n)
    if fit < a.n:
        raise IllegalActionError(
            f"Only {plural(fit, 'unit')} of the next {chart_label(chart)} units can go to {loc_label(a.where)} "
            f"(room or landing restrictions); place {fit} there.",
            rule=rule,
        )
    got = _do_place(r, p, chart, a.n, a.where)
    r.emit("place", f"{units_phrase(got)} from the {chart_label(chart)} chart placed in {loc_label(a.where)}.",
           {"chart": chart, "location": a.where, "units": got})
    after_place(r)
    advance(r)


def after_place(r: Run) -> None:
    """Place forced units by themselves; end the step when nothing more can be placed."""
    w = r.w
    p = w.pending
    assert p is not None
    auto: dict[tuple[str, str], dict[str, int]] = {}
    progress = True
    while progress:
        progress = False
        for chart in list(p["avail"]):
            if p["avail"][chart] <= 0:
                continue
            targets = place_targets(w, chart)
            if len(targets) != 1:
                continue
            loc = targets[0]
            others = [c for c, n in p["avail"].items() if c != chart and n > 0 and loc in _chart_locs(c)]
            if others:
                continue
            got = _do_place(r, p, chart, 1, loc)
            d = auto.setdefault((chart, loc), {})
            for k, v in got.items():
                d[k] = d.get(k, 0) + v
            progress = True
    for (chart, loc), got in auto.items():
        r.emit("place", f"{units_phrase(got)} from the {chart_label(chart)} chart placed in {loc_label(loc)} "
               "(the only place with room).", {"chart": chart, "location": loc, "units": got})
    if not placeable_charts(w, p):
        end_place(r)


def _chart_locs(chart: str) -> tuple[str, ...]:
    if chart in BOARD.allied_charts:
        return BOARD.beaches_of[BOARD.chart_nation[chart]]
    return BOARD.entry[chart]


def apply_place_done(r: Run, seat: str) -> None:
    w = r.w
    p = w.pending
    assert p is not None
    must = placeable_charts(w, p)
    if must:
        parts = []
        for c in must:
            idx = w.charts.get(c, 0)
            typ = BOARD.chart_types[c][idx]
            parts.append(
                f"the next {chart_label(c)} unit ({TYPE_NAMES[typ][0]}) fits in "
                + " or ".join(loc_label(x) for x in place_targets(w, c))
            )
        raise IllegalActionError(
            "Reinforcements that fit must be placed: " + "; ".join(parts) + ".", rule="Reinforcements"
        )
    end_place(r)
    advance(r)


def end_place(r: Run) -> None:
    w = r.w
    p = w.pending
    assert p is not None
    for chart, n in p["avail"].items():
        if n > 0:
            r.emit("info", f"{plural(n, 'unit')} of the {chart_label(chart)} chart found no room and wait on the chart.",
                   {"chart": chart, "waiting": n})
    if p["seat"] == AXIS_SEAT:
        strafe_reinforcements(r, p["placed"])
    finish_card(r)


def strafe_reinforcements(r: Run, placed: dict[str, dict[str, int]]) -> None:
    w = r.w
    for zone in sorted(placed, key=int):
        f = fighters(at(w, zone))
        if not f:
            continue
        per_unit: list[str] = []
        all_dice: list[int] = []
        killed: dict[str, int] = {}
        for key in ("de:inf", "de:art", "de:tank"):
            for _ in range(placed[zone].get(key, 0)):
                d = r.roll(f)
                all_dice.extend(d)
                per_unit.append(dice_text(d))
                if 1 in d:
                    killed[key] = killed.get(key, 0) + 1
        n = sum(placed[zone].values())
        r.emit(
            "strafe",
            f"Strafing reinforcements in {loc_label(zone)} ({plural(n, 'unit')}, {plural(f, 'fighter')}): "
            f"{' | '.join(per_unit)} — {sum(killed.values())} destroyed",
            {"location": zone, "destroyed": killed},
            tuple(all_dice),
        )
        for key, k in killed.items():
            r.kill(zone, key, k)


# =========================================================================== victory


def cities_held(w: AAState) -> int:
    return sum(1 for c in BOARD.cities if control(at(w, c)) == "allies")


def victory_check(r: Run) -> None:
    w = r.w
    held = cities_held(w)
    all3 = held == len(BOARD.cities)
    if all3 and w.close:
        r.emit("victory", f"The Allies win: they held {CITY_NAMES} for a full turn.", {"winners": [ALLIED_SEAT]})
        setv(w, "outcome", {
            "winners": [ALLIED_SEAT],
            "reason": f"The Allies held {CITY_NAMES} through a full turn (end of turn {w.turn - 1} to end of turn {w.turn}).",
        })
        return
    if all3:
        setv(w, "close", True)
        if w.turn < MAX_TURNS:
            r.emit("close", f"The Allies hold {CITY_NAMES}: they are close to victory. If they still hold all "
                   f"three at the end of turn {w.turn + 1}, they win.")
    else:
        if w.close:
            r.emit("info", f"The Allies no longer hold all of {CITY_NAMES}; they must take and hold them again.")
        setv(w, "close", False)
    if w.turn >= MAX_TURNS:
        r.emit("victory", f"The Axis wins: turn {MAX_TURNS} is over and the Allies did not hold {CITY_NAMES} for a full turn.",
               {"winners": [AXIS_SEAT]})
        setv(w, "outcome", {
            "winners": [AXIS_SEAT],
            "reason": f"The Allies did not hold {CITY_NAMES} for a full turn by the end of turn {MAX_TURNS}.",
        })
        return
    if w.turn == MAX_TURNS - 1 and not all3 and not w.doomed:
        setv(w, "doomed", True)
        r.emit("doomed", f"The Allies do not hold all of {CITY_NAMES} at the end of turn {w.turn}: they can no "
               f"longer win. Play goes on to the end of turn {MAX_TURNS}.")
    r.emit("turn_end", f"Turn {w.turn} ends; the Allies hold {held} of the 3 cities.", {"held": held})
    setv(w, "turn", w.turn + 1)
    setv(w, "card", next_card(w, 0))
    r.emit("turn", f"Turn {w.turn} begins.", {"turn": w.turn})


START = {
    1: c01_airborne,
    2: c02_bombard,
    3: c03_patrol,
    4: c04_aa_fighters,
    5: c05_bombers,
    6: c06_aa_bombers,
    7: c07_bombers_return,
    8: c08_allies_move,
    9: c09_blockhouses,
    10: c10_land,
    11: c11_allies_attack,
    12: c12_axis_moves,
    13: c13_axis_attacks,
    14: c14_allied_reinforcements,
    15: c15_axis_reinforcements,
    16: c16_fighters_return,
}


# =========================================================================== dispatch of decisions


def apply_done(r: Run, seat: str) -> None:
    w = r.w
    p = w.pending
    assert p is not None
    kind = p["kind"]
    if kind == "move":
        apply_move_done(r, seat)
    elif kind == "patrol":
        r.emit("info", "The Allies end fighter patrols.")
        finish_card(r)
        advance(r)
    elif kind == "bomb":
        bombers_strike(r)
        advance(r)
    elif kind == "land":
        finish_card(r)
        advance(r)
    elif kind == "place":
        apply_place_done(r, seat)
    else:
        raise IllegalActionError(_hits_hint(w, seat), rule=HITS_RULE.get(p.get("ctx", ""), "Combat"))


def _hits_hint(w: AAState, seat: str) -> str:
    p = w.pending
    assert p is not None
    groups = p["need"].get(seat, [])
    parts = [f"{plural(g['n'], 'hit')} in {' / '.join(loc_label(x) for x in g['pool'])}" for g in groups]
    return "You must first assign " + "; ".join(parts) + " (for example 'hits 30: 1 inf')."


ACTION_KINDS = {
    "hits": (Hits,),
    "move": (Move,),
    "land": (Land,),
    "patrol": (Patrol,),
    "bomb": (Bomb,),
    "place": (Place,),
}

KIND_HELP = {
    "hits": "assign the hits ('hits <location>: <units>')",
    "move": "move units ('move <units> from <zone> to <zone>') or say 'done'",
    "land": "land units ('land <units> from <beach>') or say 'done'",
    "patrol": "send fighters ('patrol <fighters> to <zone>') or say 'done'",
    "bomb": "send bombers ('bomb uk to <zone>') or say 'done'",
    "place": "place reinforcements ('place <chart> <n> in <location>')",
}


def dispatch(r: Run, seat: str, action: Any) -> None:
    w = r.w
    p = w.pending
    assert p is not None
    kind = p["kind"]
    if isinstance(action, Done):
        apply_done(r, seat)
        return
    if not isinstance(action, ACTION_KINDS[kind]):
        raise IllegalActionError(
            f"That is not what the rules wait for now: {card_title(w.card)} asks you to {KIND_HELP[kind]}.",
            rule=f"Order card {w.card:02d}",
        )
    if kind == "hits":
        apply_hits(r, seat, action)
    elif kind == "move":
        apply_move(r, seat, action)
    elif kind == "land":
        apply_land(r, seat, action)
    elif kind == "patrol":
        apply_patrol(r, seat, action)
    elif kind == "bomb":
        apply_bomb(r, seat, action)
    elif kind == "place":
        apply_place(r, seat, action)


def seats_waiting(w: AAState) -> list[str]:
    p = w.pending
    if p is None or w.outcome is not None:
        return []
    if p["kind"] == "hits":
        return [s for s in w.seats if p["need"].get(s)]
    return [p["seat"]]


__all__ = ["Run", "advance", "dispatch", "phase_label", "seats_waiting", "seat_of"]
