"""Choices for the fields of the slash commands (``/aa move units: from: to:`` and the like).

:func:`field_choices` answers the autocomplete of one field given the fields
already filled, from the same legal lists as :mod:`.choices`.
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.aa_dday import orders as om
from rules.aa_dday.air import air_available, patrol_limit
from rules.aa_dday.board import ALLIED, BOARD, NATION_ADJ, TYPE_NAMES, short_units, unit_phrase, units_phrase
from rules.aa_dday.charts import chart_label, next_types
from rules.aa_dday.choices import (
    MOVE_TEXT,
    assignments,
    confirming,
    decider_of,
    hit_groups,
    option_iter,
    unit_key_order,
    ustr,
    zone_choice_label,
)
from rules.aa_dday.common import (
    LIMIT,
    PATROL_LIMIT,
    ZONES,
    dice_text,
    loc_label,
    nation_seat,
    players,
    plural,
    seat_nations,
)
from rules.aa_dday.decisions import seats_waiting
from rules.aa_dday.landing import box_open, land_zones
from rules.aa_dday.movement import fixed_after, resolve_move_units
from rules.aa_dday.notation import parse_location, parse_units
from rules.aa_dday.reach import check_path, movable, own_mobile_keys
from rules.aa_dday.reinforcements import place_fit, place_targets, seat_placeable
from rules.aa_dday.state import AAState, allied_land, at, axis_land, enemy_land, fighters
from rules.core.contract import Choice
from rules.core.errors import RuleError


def _c(value: str, label: str) -> Choice:
    return Choice(value=value, label=label)


def field_choices(w: AAState, seat: str, kind: str, field: str, filled: Mapping[str, str]) -> list[Choice]:
    """Every legal value of the field (not cut: autocomplete keeps 25 of them, the move planner pages them)."""
    try:
        return _field_choices(w, seat, kind, field, filled)
    except RuleError:
        return []


def _loc(filled: Mapping[str, str], name: str) -> str | None:
    raw = filled.get(name)
    if not raw:
        return None
    return parse_location(str(raw), str(raw))


def _field_choices(w: AAState, seat: str, kind: str, field: str, filled: Mapping[str, str]) -> list[Choice]:
    if kind == "orders":
        return _orders_fields(w, seat, field, filled) if seat in w.seats else []
    p = w.pending
    if p is None or w.outcome is not None or seat not in seats_waiting(w):
        return []
    if confirming(w, seat):
        return []
    if kind == "choose" and p.kind == "choose" and field == "choice":
        return [_c(c[len("choose "):], c[len("choose "):]) for c in p.choices]
    if kind == "reroll" and p.kind == "reroll":
        d = decider_of(w, seat)
        charts = [c for c in p.rolls if c not in p.done and nation_seat(w, BOARD.chart_nation[c]) == d]
        if field == "chart":
            return [_c(c, f"{chart_label(c)}: {dice_text(p.rolls[c])}") for c in charts]
        if field == "die":
            c = filled.get("chart")
            if c in charts:
                return [_c(str(x), str(x)) for x in sorted(set(p.rolls[c]))]
        return []
    if kind == "split" and p.kind == "split" and field == "uk":
        return [_c(str(n), f"U.K. {n}, U.S. {6 - n}") for n in range(7)]
    seat = decider_of(w, seat) if kind not in ("hits",) else seat
    if kind == "move" and p.kind in ("rearrange", "recon", "convoy"):
        return _extra_move_fields(w, seat, field, filled)
    if kind != p.kind:
        return []
    if kind == "move":
        return _move_fields(w, seat, field, filled)
    if kind == "land":
        return _land_fields(w, seat, field, filled)
    if kind == "patrol":
        return _patrol_fields(w, seat, field, filled)
    if kind == "bomb":
        if field == "nation":
            return [_c(n, f"{NATION_ADJ[n]} bomber") for n in ALLIED
                    if n in seat_nations(w, seat) and air_available(w, f"{n}:bomber") > 0]
        if field == "to":
            zones = [z for z in ZONES if allied_land(at(w, z)) == 0]
            zones.sort(key=lambda z: (0 if axis_land(at(w, z)) else 1, int(z)))
            return [_c(z, zone_choice_label(w, z)) for z in zones]
        return []
    if kind == "hits":
        return _hits_fields(w, seat, field, filled)
    if kind == "place":
        return _place_fields(w, seat, field, filled)
    return []


def _orders_fields(w: AAState, seat: str, field: str, filled: Mapping[str, str]) -> list[Choice]:
    kinds = om.kinds_for(seat, players(w))
    if field == "kind":
        return [_c(k, f"{k} — {om.KIND_HELP[k]} (now: {om.effective(w.orders, seat, k)})") for k in kinds] + [
            _c("all", "all — every kind at once (ask or default)")]
    if field == "value":
        k = filled.get("kind")
        return [_c(v, v) for v in om.example_values(k, seat)] if k in kinds or k == "all" else []
    return []


def _extra_move_fields(w: AAState, seat: str, field: str, filled: Mapping[str, str]) -> list[Choice]:
    """Fields of ``/aa move`` for tactics 09, 14 and 15, read off the legal option texts."""
    texts = [t for t in option_iter(w, seat) if t.startswith("move ")]
    rows = []
    for t in texts:
        m = MOVE_TEXT.match(t)
        if m:
            rows.append(m.groupdict())
    frm = _loc(filled, "from")
    if field == "from":
        return [_c(x, zone_choice_label(w, x)) for x in dict.fromkeys(r["frm"] for r in rows)]
    if field == "units":
        return [_c(x, x) for x in dict.fromkeys(r["units"] for r in rows if frm is None or r["frm"] == frm)]
    if field == "to":
        return [_c(x, zone_choice_label(w, x)) for x in dict.fromkeys(r["to"] for r in rows if frm is None or r["frm"] == frm)]
    return []


def _move_fields(w: AAState, seat: str, field: str, filled: Mapping[str, str]) -> list[Choice]:
    p = w.pending
    assert p is not None
    side = p.side
    keys = own_mobile_keys(side)
    if side == "allies":
        keys = tuple(k for k in keys if k[:2] in seat_nations(w, seat))
    if field == "from":
        out = []
        for z in ZONES:
            if any(movable(w, p, z, k) > 0 for k in keys):
                out.append(_c(z, zone_choice_label(w, z)))
        return out
    frm = _loc(filled, "from")
    if frm is None:
        return []
    if field == "units":
        out = []
        for k in keys:
            m = movable(w, p, frm, k)
            for n in range(1, m + 1):
                out.append(_c(f"{n} {ustr(k)}", unit_phrase(n, k)))
        if out:
            out.append(_c("all", "all units that can move"))
        return out
    raw_units = filled.get("units")
    if not raw_units:
        return []
    units = parse_units(str(raw_units), str(raw_units), allow_all=True)
    via = _loc(filled, "via")
    want = resolve_move_units(w, p, units, frm, tanks_only=(field == "via" or via is not None), rule="", seat=seat)
    for k, n in want.items():
        if movable(w, p, frm, k) < n:
            return []
    n_total = sum(want.values())
    all_tanks = all(k.endswith(":tank") for k in want)
    if field == "via":
        if not all_tanks:
            return []
        out = []
        for v in BOARD.adj[frm]:
            if enemy_land(at(w, v), side):
                continue
            if any(t != frm and fixed_after(w, p, t, n_total) <= LIMIT for t in BOARD.adj[v]):
                out.append(_c(v, zone_choice_label(w, v)))
        return out
    if field == "to":
        out = []
        cands = BOARD.adj[frm] if via is None else BOARD.adj[via]
        for t in cands:
            if check_path(w, p, frm, via, t, all_tanks) is None and fixed_after(w, p, t, n_total) <= LIMIT:
                out.append(_c(t, zone_choice_label(w, t)))
        return out
    return []


def _land_fields(w: AAState, seat: str, field: str, filled: Mapping[str, str]) -> list[Choice]:
    if field == "from":
        return [
            _c(b, f"{b} {loc_label(b)} ({short_units(at(w, b))}) → {loc_label(BOARD.beach_zone[b])}")
            for b in BOARD.beach_ids
            if at(w, b) and BOARD.beach_nation[b] in seat_nations(w, seat) and box_open(w.pending, b)
            and any(allied_land(at(w, z)) < LIMIT for z in land_zones(w, b))
        ]
    if field == "units":
        box = _loc(filled, "from")
        if box is None or box not in BOARD.beach_zone:
            return []
        units = at(w, box)
        room = LIMIT - allied_land(at(w, BOARD.beach_zone[box]))
        out = []
        for k in sorted(units, key=unit_key_order):
            for n in range(1, min(units[k], room) + 1):
                out.append(_c(f"{n} {ustr(k)}", unit_phrase(n, k)))
        if units and sum(units.values()) <= room:
            out.append(_c("all", f"all ({units_phrase(units)})"))
        return out
    return []


def _patrol_fields(w: AAState, seat: str, field: str, filled: Mapping[str, str]) -> list[Choice]:
    mine = seat_nations(w, seat)
    if field == "units":
        out = []
        uk = air_available(w, "uk:fighter") if "uk" in mine else 0
        us = air_available(w, "us:fighter") if "us" in mine else 0
        for a in range(0, min(uk, PATROL_LIMIT) + 1):
            for b in range(0, min(us, PATROL_LIMIT - a) + 1):
                if a + b == 0:
                    continue
                d = {"uk:fighter": a, "us:fighter": b}
                out.append(_c(short_units(d), units_phrase(d)))
        out.sort(key=lambda c: sum(int(x.split()[0]) for x in c.value.split(", ")))
        return out
    if field == "to":
        n = 1
        raw = filled.get("units")
        if raw:
            units = parse_units(str(raw), str(raw))
            n = sum(u.n for u in units or ())
        return [
            _c(z, zone_choice_label(w, z)) for z in ZONES if fighters(at(w, z)) + n <= patrol_limit(w)
        ]
    return []


def _hits_fields(w: AAState, seat: str, field: str, filled: Mapping[str, str]) -> list[Choice]:
    groups = hit_groups(w, seat)
    if field == "where":
        out = []
        for g in groups:
            for loc, pool in g.pool.items():
                out.append(_c(loc, f"{loc} {loc_label(loc)}: {plural(g.n, 'hit')} ({units_phrase(pool)})"))
        return out
    if field == "units":
        loc = _loc(filled, "where")
        for g in groups:
            if loc in g.pool:
                pool = g.pool[loc]
                out = []
                for k in range(min(g.n, sum(pool.values())), 0, -1):
                    for a in assignments(pool, k):
                        out.append(_c(short_units(a), units_phrase(a)))
                return out
        return []
    return []


def _place_fields(w: AAState, seat: str, field: str, filled: Mapping[str, str]) -> list[Choice]:
    p = w.pending
    assert p is not None
    charts = seat_placeable(w, p, seat)
    if field == "chart":
        out = []
        for c in charts:
            n = p.avail[c]
            nxt = ", ".join(TYPE_NAMES[t][0] for t in next_types(w, c, n))
            out.append(_c(c, f"{chart_label(c)}: {n} available ({nxt})"))
        return out
    chart = filled.get("chart")
    if chart not in charts:
        return []
    if field == "where":
        return [
            _c(loc, f"{zone_choice_label(w, loc)} — room for {place_fit(w, chart, loc, p.avail[chart])}")
            for loc in place_targets(w, chart)
        ]
    if field == "count":
        where = _loc(filled, "where")
        if where is not None:
            if where not in place_targets(w, chart):
                return []
            fit = place_fit(w, chart, where, p.avail[chart])
        else:
            fit = max((place_fit(w, chart, loc, p.avail[chart]) for loc in place_targets(w, chart)), default=0)
        return [_c(str(n), f"{n} unit{'s' if n > 1 else ''}") for n in range(fit, 0, -1)]
    return []
