"""Prompts, legal action lists (autocomplete) and structured field choices.

Everything offered here is legal: an option text applies as it stands.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from itertools import islice
from typing import Any

from rules.aa_dday.air import air_available, patrol_limit
from rules.aa_dday.board import (
    ALLIED,
    BOARD,
    JOINT,
    NATION_ADJ,
    TYPE_NAMES,
    short_units,
    unit_phrase,
    units_phrase,
)
from rules.aa_dday.charts import chart_label, next_types
from rules.aa_dday.common import (
    LIMIT,
    PATROL_LIMIT,
    SEAT_TITLE,
    SEAT_WHO,
    ZONES,
    dice_text,
    fortune_result,
    loc_label,
    nation_seat,
    players,
    plural,
    seat_nations,
    three,
)
from rules.aa_dday.decisions import deciders, seats_waiting
from rules.aa_dday.hit_picks import CHEAP, pick_default, pick_mode
from rules.aa_dday.landing import box_open, land_zones
from rules.aa_dday.movement import (
    check_path,
    fixed_after,
    flooded,
    movable,
    must_fix,
    own_mobile_keys,
    resolve_move_units,
    two_steps,
)
from rules.aa_dday.notation import parse_location, parse_units
from rules.aa_dday.reinforcements import place_fit, place_targets, seat_placeable
from rules.aa_dday.state import AAState, allied_land, at, axis_land, enemy_land, fighters
from rules.core.contract import Choice, Prompt
from rules.core.errors import RuleError

MAX_OPTIONS = 200
_MOVE_TEXT = re.compile(r"^move (?P<units>.+?) from (?P<frm>\S+) to (?P<to>\S+)$")
MAX_CHOICES = 10
MAX_FIELD = 25


def ustr(key: str) -> str:
    nation, typ = key.split(":")
    return typ if nation == "de" else f"{nation} {typ}"


def zone_choice_label(w: AAState, loc: str) -> str:
    units = at(w, loc)
    inner = short_units(units) if units else "empty"
    name = loc_label(loc)
    if loc.isdigit():
        return f"{loc} {BOARD.zone_name[loc]} ({inner})"
    return f"{loc} {name} ({inner})"


# =========================================================================== hits


def decider_of(w: AAState, seat: str) -> str:
    """The decision ``seat`` answers now: its own, or (three players) the joint one of the Allies."""
    ds = deciders(w)
    if seat in ds:
        return seat
    if JOINT in ds and three(w):
        return JOINT
    return seat


def confirming(w: AAState, seat: str) -> bool:
    """True when ``seat`` is asked to confirm or refuse the other Allied player's proposal."""
    p = w.pending
    if p is None or not three(w) or seat in deciders(w) or JOINT not in deciders(w):
        return False
    j = p.get("joint") or {}
    return bool(j.get("proposal")) and not j.get("refused") and seat != j["proposal"][0]


def _groups(w: AAState, seat: str) -> list[dict[str, Any]]:
    p = w.pending
    if not p or p["kind"] != "hits":
        return []
    return p["need"].get(decider_of(w, seat), [])


def default_hits(w: AAState, seat: str) -> str | None:
    p = w.pending
    groups = _groups(w, seat)
    if not groups:
        return None
    assert p is not None
    pick = pick_mode(p["ctx"])
    parts = pick_default(groups, pick, "axis")
    return "hits " + "; ".join(f"{loc}: {short_units(u)}" for loc, u in parts)


def assignments(pool: dict[str, int], k: int) -> Iterator[dict[str, int]]:
    """Every way to take exactly ``k`` units from ``pool``."""
    keys = sorted(pool, key=lambda x: (CHEAP["axis"] + ("fighter", "bomber")).index(x.split(":")[1]))

    def rec(i: int, left: int, acc: dict[str, int]) -> Iterator[dict[str, int]]:
        if left == 0:
            yield dict(acc)
            return
        if i >= len(keys):
            return
        key = keys[i]
        for take in range(min(left, pool[key]), -1, -1):
            if take:
                acc[key] = take
            elif key in acc:
                del acc[key]
            yield from rec(i + 1, left - take, acc)
        acc.pop(key, None)

    yield from rec(0, k, {})


def hits_options(w: AAState, seat: str) -> Iterator[str]:
    d = default_hits(w, seat)
    if d is None:
        return
    yield d
    seen = {d}
    for g in _groups(w, seat):
        for loc, pool in g["pool"].items():
            total = sum(pool.values())
            ks = [min(g["n"], total)]
            if g["n"] > 1:
                ks.append(1)
            for k in ks:
                for a in assignments(pool, k):
                    text = f"hits {loc}: {short_units(a)}"
                    if text not in seen:
                        seen.add(text)
                        yield text


# =========================================================================== move


def move_options(w: AAState, seat: str, fine: bool = True) -> Iterator[str]:
    """Legal moves: ``done``, whole groups of one type one step, tanks two steps; with ``fine`` also single units."""
    p = w.pending
    assert p is not None
    side = p["side"]
    keys = own_mobile_keys(side)
    src_keys = keys
    if side == "allies":
        mine = seat_nations(w, seat)
        src_keys = tuple(k for k in keys if k[:2] in mine)
    limited = p.get("out") is not None
    flood = flooded(w, p) if w.effects else None
    two = two_steps(w, p)
    enemy_keys = own_mobile_keys("axis" if side == "allies" else "allies")
    if side == "allies":
        enemy_keys = enemy_keys + ("de:bh",)
    adj = BOARD.adj
    moved = p["moved"]
    limit = LIMIT
    zone_set = BOARD.zone_set
    # per zone: is it locked for the mover, and how many of its units could no longer leave
    enemy: dict[str, bool] = {}
    fixed: dict[str, int] = {}
    sources: list[tuple[str, str, int]] = []
    full = False
    for z, units in w.units.items():
        if z not in zone_set:
            continue
        e = False
        for k in enemy_keys:
            if k in units:
                e = True
                break
        own = 0
        for k in keys:
            own += units.get(k, 0)
        if own > limit:
            full = True
        if e:
            enemy[z] = True
            fixed[z] = own
            continue
        mz = moved.get(z)
        if limited:
            fixed[z] = own  # fortune 08/12 "6": count every unit there as staying (a safe subset of moves)
        elif mz:
            fixed[z] = sum(mz.values())
        if own:
            for key in src_keys:
                m = units.get(key, 0) - (mz.get(key, 0) if mz else 0)
                if m > 0 and limited:
                    m = min(m, movable(w, p, z, key))
                if m > 0:
                    sources.append((z, key, m))
    sources.sort(key=lambda t: int(t[0]))
    if side == "allies" and three(w) and not limited:
        for z in w.units:
            if z in zone_set and z not in enemy:
                fixed[z] = fixed_after(w, p, z, 0)
    room = {z: limit - f for z, f in fixed.items()}
    if flood is not None:
        room[flood] = 0
    room_get = room.get
    if not full or not must_fix(w, p, seat):
        yield "done"
    coarse_tanks: set[tuple[str, str, str, str]] = set()
    # coarse: as many units of one type as may go (all of them when there is room);
    # tanks also to each zone two steps away (through the first zone that allows it)
    for z, key, m in sources:
        u = ustr(key)
        for dest in adj[z]:
            k = room_get(dest, limit)
            if k > m:
                k = m
            if k >= 1:
                yield f"move {k} {u} from {z} to {dest}"
    for z, key, m in sources:
        if key.endswith(":tank") or two:
            u = ustr(key)
            near = BOARD.adj_set[z]
            seen: set[str] = set()
            for via in adj[z]:
                if via in enemy or via == flood:
                    continue
                for to in adj[via]:
                    if to == z or to in near or to in seen:
                        continue
                    k = room_get(to, limit)
                    if k > m:
                        k = m
                    if k >= 1:
                        seen.add(to)
                        coarse_tanks.add((z, key, via, to))
                        yield f"move {k} {u} from {z} via {via} to {to}"
    if not fine:
        return
    for z, key, m in sources:
        u = ustr(key)
        for dest in adj[z]:
            k = min(m, room_get(dest, limit))
            for n in range(k - 1, 0, -1):
                yield f"move {n} {u} from {z} to {dest}"
    for z, key, m in sources:
        if key.endswith(":tank") or two:
            u = ustr(key)
            for via in adj[z]:
                if via in enemy or via == flood:
                    continue
                for to in adj[via]:
                    if to == z:
                        continue
                    k = min(m, room_get(to, limit))
                    first = k - 1 if (z, key, via, to) in coarse_tanks else k
                    for n in range(first, 0, -1):
                        yield f"move {n} {u} from {z} via {via} to {to}"


# =========================================================================== land / patrol / bomb


def land_options(w: AAState, seat: str) -> Iterator[str]:
    p = w.pending
    yield "done"
    mine = seat_nations(w, seat)
    for box in BOARD.beach_ids:
        units = at(w, box)
        if not units or BOARD.beach_nation[box] not in mine or not box_open(p, box):
            continue
        zones = land_zones(w, box)
        for zone in zones:
            to = "" if zone == BOARD.beach_zone[box] else f" to {zone}"
            room = LIMIT - allied_land(at(w, zone))
            if room <= 0:
                continue
            total = sum(units.values())
            if total <= room:
                yield f"land all from {box}{to}"
            for key in sorted(units, key=_ukey):
                n = units[key]
                yield f"land 1 {ustr(key)} from {box}{to}"
                k = min(n, room)
                if k > 1:
                    yield f"land {k} {ustr(key)} from {box}{to}"


def _ukey(key: str) -> tuple[int, int]:
    from rules.aa_dday.board import unit_sort_key

    return unit_sort_key(key)


def patrol_options(w: AAState, seat: str) -> Iterator[str]:
    yield "done"
    mine = [n for n in ALLIED if n in seat_nations(w, seat)]
    limit = patrol_limit(w)
    for nat in mine:
        have = air_available(w, f"{nat}:fighter")
        if have <= 0:
            continue
        for zone in ZONES:
            room = limit - fighters(at(w, zone))
            if room >= 1:
                yield f"patrol 1 {nat} fighter to {zone}"
    for nat in mine:
        have = air_available(w, f"{nat}:fighter")
        if have > 1:
            for zone in ZONES:
                k = min(have, limit - fighters(at(w, zone)))
                if k > 1:
                    yield f"patrol {k} {nat} fighter to {zone}"


def bomb_zones(w: AAState) -> list[str]:
    """Zones worth a bomber: German land units there and no Allied land unit."""
    zs = BOARD.zone_set
    out = [z for z, u in w.units.items() if z in zs and axis_land(u) and not allied_land(u)]
    out.sort(key=int)
    return out


def bomb_options(w: AAState, seat: str) -> Iterator[str]:
    yield "done"
    for nat in ALLIED:
        if nat in seat_nations(w, seat) and air_available(w, f"{nat}:bomber") > 0:
            for z in bomb_zones(w):
                yield f"bomb {nat} to {z}"


# =========================================================================== place


def default_place(w: AAState, seat: str) -> str | None:
    p = w.pending
    assert p is not None
    for chart in seat_placeable(w, p, seat):
        loc = place_targets(w, chart)[0]
        n = place_fit(w, chart, loc, p["avail"][chart])
        return f"place {chart} {n} in {loc}"
    return None


def place_options(w: AAState, seat: str) -> Iterator[str]:
    p = w.pending
    assert p is not None
    d = default_place(w, seat)
    if d is None:
        yield "done"
        return
    yield d
    for chart in seat_placeable(w, p, seat):
        for loc in place_targets(w, chart):
            fit = place_fit(w, chart, loc, p["avail"][chart])
            for n in range(fit, 0, -1):
                text = f"place {chart} {n} in {loc}"
                if text != d:
                    yield text


# =========================================================================== public


def option_iter(w: AAState, seat: str, fine: bool = False) -> Iterator[str]:
    """Legal action texts; ``fine`` adds the finer variants (single units) used when completing a prefix."""
    if w.outcome is not None or seat not in seats_waiting(w):
        return iter(())
    if confirming(w, seat):
        return iter(("confirm", "refuse"))
    d = decider_of(w, seat)
    kind = w.pending["kind"]  # type: ignore[index]
    if kind == "hits":
        return hits_options(w, seat)
    if kind == "move":
        return move_options(w, d, fine)
    if kind == "land":
        return land_options(w, d)
    if kind == "patrol":
        return patrol_options(w, d)
    if kind == "bomb":
        return bomb_options(w, d)
    if kind == "place":
        return place_options(w, d)
    return advanced_options(w, d, kind)


# One-entry memo keyed on the identity of the last state asked about: the service
# (and a random player) asks for prompts and options of the same state in a row.
# States are never changed in place, so identity is a safe key; the memo holds a
# strong reference, so the id cannot be reused while cached.
_memo: tuple[Any, dict[Any, Any]] = (None, {})


def _cached(w: AAState, key: Any, make: Any) -> Any:
    global _memo
    memo = _memo
    if memo[0] is not w:
        memo = (w, {})
        _memo = memo
    d = memo[1]
    if key not in d:
        d[key] = make()
    return d[key]


# Choices are immutable values and the same option texts come back state after
# state (a move phase offers nearly the same list each time): keep them.
_CHOICES: dict[str, Choice] = {}
_CHOICES_MAX = 50_000


def choice_of(text: str) -> Choice:
    c = _CHOICES.get(text)
    if c is None:
        if len(_CHOICES) >= _CHOICES_MAX:
            _CHOICES.clear()
        c = _CHOICES[text] = Choice(value=text, label=text)
    return c


def base_options(w: AAState, seat: str) -> list[Choice]:
    """The unfiltered option list (coarse variants), memoised per state."""
    return _cached(
        w,
        ("options", seat),
        lambda: [choice_of(t) for t in islice(option_iter(w, seat), MAX_OPTIONS)],
    )


def options(w: AAState, seat: str, partial: str = "") -> list[Choice]:
    want = " ".join(partial.lower().split())
    if not want:
        return list(base_options(w, seat))
    it = (t for t in option_iter(w, seat, fine=True) if t.startswith(want))
    return [choice_of(t) for t in islice(it, MAX_OPTIONS)]


def default_for(w: AAState, seat: str) -> str | None:
    p = w.pending
    if p is None:
        return None
    if confirming(w, seat):
        return "confirm"
    d = decider_of(w, seat)
    kind = p["kind"]
    if kind == "hits":
        return default_hits(w, seat)
    if kind == "place":
        return default_place(w, d) or "done"
    if kind == "move":
        opts = base_options(w, seat)
        return opts[0].value if opts else None
    if kind == "split":
        return "split uk 3 us 3"
    if kind == "tactic":
        return "tactic pass"
    if kind == "choose":
        if p.get("fortune"):
            from rules.aa_dday.fortune import auto_choice

            return auto_choice(w, d) or p["choices"][0]
        return p["choices"][0]
    if kind == "reroll":
        from rules.aa_dday.fortune import auto_choice

        return auto_choice(w, d) or "done"
    return "done"


def prompt_text(w: AAState, seat: str) -> str:
    p = w.pending
    assert p is not None
    if confirming(w, seat):
        j = p["joint"]
        who = SEAT_TITLE[j["proposal"][0]]
        return (f"{who} proposes for the Allies: '{j['proposal'][1]}'. Say 'confirm' to agree or 'refuse' "
                "(then the Axis decides).")
    return joint_note(w, seat) + base_prompt_text(w, seat)


def prompts(w: AAState) -> tuple[Prompt, ...]:
    return _cached(w, "prompts", lambda: _prompts(w))


def _prompts(w: AAState) -> tuple[Prompt, ...]:
    out = []
    for seat in seats_waiting(w):
        kind = "confirm" if confirming(w, seat) else w.pending["kind"]  # type: ignore[index]
        default = default_for(w, seat)
        texts: list[str] = []
        if default:
            texts.append(default)
        for c in base_options(w, seat)[: MAX_CHOICES + 1]:
            t = c.value
            if t not in texts:
                texts.append(t)
            if len(texts) >= MAX_CHOICES:
                break
        out.append(
            Prompt(
                seat=seat,
                kind=kind,
                text=prompt_text(w, seat),
                choices=tuple(choice_of(t) for t in texts),
                default=default,
            )
        )
    return tuple(out)


# =========================================================================== structured fields


def _c(value: str, label: str) -> Choice:
    return Choice(value=value, label=label)


def field_choices(w: AAState, seat: str, kind: str, field: str, filled: Mapping[str, str]) -> list[Choice]:
    try:
        out = _field_choices(w, seat, kind, field, filled)
    except RuleError:
        return []
    return out[:MAX_FIELD]


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
    if kind == "choose" and p["kind"] == "choose" and field == "choice":
        return [_c(c[len("choose "):], c[len("choose "):]) for c in p["choices"]]
    if kind == "reroll" and p["kind"] == "reroll":
        d = decider_of(w, seat)
        charts = [c for c in p["rolls"] if c not in p["done"] and nation_seat(w, BOARD.chart_nation[c]) == d]
        if field == "chart":
            return [_c(c, f"{chart_label(c)}: {dice_text(p['rolls'][c])}") for c in charts]
        if field == "die":
            c = filled.get("chart")
            if c in charts:
                return [_c(str(x), str(x)) for x in sorted(set(p["rolls"][c]))]
        return []
    if kind == "split" and p["kind"] == "split" and field == "uk":
        return [_c(str(n), f"U.K. {n}, U.S. {6 - n}") for n in range(7)]
    seat = decider_of(w, seat) if kind not in ("hits",) else seat
    if kind == "move" and p["kind"] in ("rearrange", "recon", "convoy"):
        return _extra_move_fields(w, seat, field, filled)
    if kind != p["kind"]:
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
    from rules.aa_dday import orders as om

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
        m = _MOVE_TEXT.match(t)
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
    side = p["side"]
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
        for k in sorted(units, key=_ukey):
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
    groups = _groups(w, seat)
    if field == "where":
        out = []
        for g in groups:
            for loc, pool in g["pool"].items():
                out.append(_c(loc, f"{loc} {loc_label(loc)}: {plural(g['n'], 'hit')} ({units_phrase(pool)})"))
        return out
    if field == "units":
        loc = _loc(filled, "where")
        for g in groups:
            if loc in g["pool"]:
                pool = g["pool"][loc]
                out = []
                for k in range(min(g["n"], sum(pool.values())), 0, -1):
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
            n = p["avail"][c]
            nxt = ", ".join(TYPE_NAMES[t][0] for t in next_types(w, c, n))
            out.append(_c(c, f"{chart_label(c)}: {n} available ({nxt})"))
        return out
    chart = filled.get("chart")
    if chart not in charts:
        return []
    if field == "where":
        return [
            _c(loc, f"{zone_choice_label(w, loc)} — room for {place_fit(w, chart, loc, p['avail'][chart])}")
            for loc in place_targets(w, chart)
        ]
    if field == "count":
        where = _loc(filled, "where")
        if where is not None:
            if where not in place_targets(w, chart):
                return []
            fit = place_fit(w, chart, where, p["avail"][chart])
        else:
            fit = max((place_fit(w, chart, loc, p["avail"][chart]) for loc in place_targets(w, chart)), default=0)
        return [_c(str(n), f"{n} unit{'s' if n > 1 else ''}") for n in range(fit, 0, -1)]
    return []


def advanced_options(w: AAState, seat: str, kind: str) -> Iterator[str]:
    p = w.pending
    assert p is not None
    if kind == "split":
        return iter([f"split uk {n} us {6 - n}" for n in (3, 0, 1, 2, 4, 5, 6)])
    if kind == "reroll":
        out = []
        for c, dice in p["rolls"].items():
            if c in p["done"] or nation_seat(w, BOARD.chart_nation[c]) != seat:
                continue
            for d in sorted(set(dice)):
                out.append(f"reroll {c} {d}")
        return iter(["done", *out])
    if kind == "tactic":
        return iter(("tactic use", "tactic pass"))
    if kind == "choose":
        return iter(p["choices"])
    if kind == "rearrange":
        return rearrange_options(w, seat)
    if kind == "recon":
        return recon_options(w, seat)
    if kind == "convoy":
        return convoy_options(w)
    return iter(())


def rearrange_options(w: AAState, seat: str) -> Iterator[str]:
    yield "done"
    mine = seat_nations(w, seat)
    for frm in BOARD.beach_ids:
        nat = BOARD.beach_nation[frm]
        units = at(w, frm)
        if nat not in mine or not units:
            continue
        for to in BOARD.beaches_of[nat]:
            if to == frm:
                continue
            room = BOARD.beach_capacity[to] - sum(at(w, to).values())
            if room <= 0:
                continue
            if sum(units.values()) <= room:
                yield f"move all from {frm} to {to}"
            for key in sorted(units, key=_ukey):
                yield f"move 1 {ustr(key)} from {frm} to {to}"


def recon_options(w: AAState, seat: str) -> Iterator[str]:
    from rules.aa_dday.tactics import MARKER_ZONES

    p = w.pending
    assert p is not None
    yield "done"
    mine = seat_nations(w, seat)
    targets = [p["zone"]] if p.get("zone") else list(MARKER_ZONES)
    for z in ZONES:
        u = w.units.get(z)
        if not u:
            continue
        for nat in ALLIED:
            n = u.get(f"{nat}:fighter", 0)
            if not n or nat not in mine:
                continue
            for t in targets:
                if t == z:
                    continue
                room = PATROL_LIMIT - fighters(at(w, t))
                for k in range(min(n, room), 0, -1):
                    yield f"move {k} {nat} fighter from {z} to {t}"


def convoy_options(w: AAState) -> Iterator[str]:
    from rules.aa_dday.tactics import convoy_reach

    yield "done"
    for z in ZONES:
        u = w.units.get(z)
        if not u or allied_land(u) or not any(u.get(k) for k in ("de:inf", "de:art", "de:tank")):
            continue
        reach = convoy_reach(w, z)
        for typ in ("tank", "art", "inf"):
            if u.get(f"de:{typ}"):
                for to in reach:
                    yield f"move 1 {typ} from {z} to {to}"


def joint_note(w: AAState, seat: str) -> str:
    """What a seat answering a joint decision of the Allies needs to know (three players)."""
    p = w.pending
    if p is None or not three(w) or seat in deciders(w) or JOINT not in deciders(w):
        return ""
    j = p.get("joint") or {}
    if j.get("refused"):
        prop = j["proposal"]
        counter = f"; {SEAT_WHO[j['refused']]} wanted '{j['counter']}'" if j.get("counter") else ""
        return (f"The Allied players disagree ({SEAT_WHO[prop[0]]} proposed '{prop[1]}'{counter}): as the rules "
                "say, you decide for them. ")
    return ("A decision for the Allies together: propose it (send the action); the other Allied player confirms "
            "or refuses, and on a refusal the Axis decides. ")


def base_prompt_text(w: AAState, seat: str) -> str:
    p = w.pending
    assert p is not None
    kind = p["kind"]
    d = decider_of(w, seat)
    if kind == "hits":
        groups = _groups(w, seat)
        where = "; ".join(
            f"{plural(g['n'], 'hit')} in "
            + " / ".join(f"{loc_label(loc)} ({units_phrase(pool)})" for loc, pool in g["pool"].items())
            for g in groups
        )
        lead = {
            "airborne": "Choose the German casualties of the airborne assault (not blockhouses)",
            "bombard": "Choose the blockhouses the naval bombardment destroys",
            "aa_fighter": "Choose the fighters your antiaircraft fire shoots down",
            "aa_bomber": "Choose the bombers your antiaircraft fire shoots down",
            "bomber": "Choose the German units your bombers destroy",
            "bh_fire": "Choose the Allied units at sea your blockhouses destroy",
            "combat": "Choose the casualties among your units",
            "f01": "Fortune 01: choose the two paratroopers the disarray costs the Allies",
            "f07": "Fortune 07: choose the striking bomber the Luftwaffe shoots down",
            "f16": "Fortune 16: choose the patrolling fighter the Luftwaffe shoots down",
            "t01": "Tactics 01: choose the German units the paratroopers destroy",
            "t04": "Tactics 04: choose the Allied land unit the falling fighter destroys",
            "t05": "Tactics 05: choose the German units the extra bombs destroy",
            "t06": "Tactics 06: choose the Allied land unit hit by friendly fire",
            "t11": "Tactics 11: choose the German units the howitzers destroy",
            "t12": "Tactics 12: choose the German unit the Resistance removes",
            "t13": "Tactics 13: choose the Allied land units the 88s destroy",
        }[p["ctx"]]
        return f"{lead}: {where}. Write 'hits <location>: <units>'."
    if kind == "move":
        extra = ""
        if two_steps(w, p):
            extra += " This phase every land unit may move two zones (fortune)."
        if p.get("out") is not None:
            extra += f" Units may move out of only {plural(p['out_limit'], 'zone')} per power this phase (fortune)."
        flood = flooded(w, p) if w.effects else None
        if flood:
            extra += f" {loc_label(flood)} is flooded (tactics 07)."
        if p["side"] == "allies":
            who = "Allied" if len(seat_nations(w, d)) > 1 else NATION_ADJ[seat_nations(w, d)[0]]
            return (f"Move {who} land units ashore: infantry and artillery one zone, tanks up to two; units in a zone "
                    "with German land units are locked. Say 'done' when finished (at most 8 per zone then)." + extra)
        return ("Move German land units: infantry and artillery one zone, tanks up to two; units in a zone with "
                "Allied land units are locked. Say 'done' when finished; patrolling fighters then strafe movers." + extra)
    if kind == "land":
        extra = ""
        if fortune_result(w, 10) == "good":
            extra = " This phase units may land in any landing zone of their power ('land … from <box> to <zone>')."
        elif p.get("out") is not None:
            extra = " This phase each power lands from one beachhead box only (fortune)."
        return ("Land units from the beachhead boxes into their landing zones (at most 8 Allied land units per zone), "
                "then say 'done'." + extra)
    if kind == "patrol":
        mine = seat_nations(w, d)
        left = units_phrase({k: air_available(w, k) for k in w.airfield if k.endswith("fighter") and k[:2] in mine})
        limit = "no limit per zone this turn" if patrol_limit(w) > PATROL_LIMIT else "at most 4 per zone"
        return f"Send fighters on patrol ({limit}); ready on the airfield: {left}. Say 'done' when finished."
    if kind == "bomb":
        mine = seat_nations(w, d)
        left = units_phrase({k: air_available(w, k) for k in w.airfield if k.endswith("bomber") and k[:2] in mine})
        return f"Send bombers to zones without Allied land units; ready on the airfield: {left}. Say 'done' to strike."
    if kind == "place":
        parts = []
        for chart, n in p["avail"].items():
            if n > 0 and BOARD.chart_nation[chart] in seat_nations(w, d):
                nxt = ", ".join(next_types(w, chart, n))
                parts.append(f"{chart_label(chart)}: {n} ({nxt})")
        return ("Place reinforcements in chart order ('place <chart> <n> in <location>'). Available: "
                + "; ".join(parts) + ".")
    if kind == "split":
        return "Split the six naval bombardment dice between the U.K. and the U.S. ('split uk <n> us <m>')."
    if kind == "reroll":
        rolls = "; ".join(f"{chart_label(c)} {dice_text(v)}" for c, v in p["rolls"].items()
                          if c not in p["done"] and nation_seat(w, BOARD.chart_nation[c]) == d)
        return (f"Fortune: you may reroll one die of each reinforcement roll ({rolls}) and must keep the new result: "
                "'reroll <chart> <die>', or 'done' to keep the dice.")
    if kind == "tactic":
        from rules.aa_dday.tactics import SUMMARY, tactics_title

        k = p["card"]
        return (f"{tactics_title(k)}: {SUMMARY[k]}. 'tactic use' (the card then leaves the deck) or 'tactic pass'. "
                "('orders tactics pass' passes every tactics card for you.)")
    if kind == "choose":
        what = {
            "shortage": "Fortune: choose the zone whose German artillery runs out of antiaircraft shells",
            "revive": "Fortune: choose whose lost aircraft returns to the airfield",
            "attack": "Fortune: choose the one zone where each power attacks",
            "axis_attack": "Fortune: choose the two zones where the Axis attacks",
            "barnstorm": "Tactics 03: choose the fighter (zone and power) that is immune to antiaircraft fire",
            "flood": "Tactics 07: choose the coastal zone to flood",
            "build": "Tactics 08: choose the zone of the new blockhouse",
        }[p["what"]]
        shown = ", ".join(f"'{c}'" for c in p["choices"][:6]) + (" …" if len(p["choices"]) > 6 else "")
        return f"{what}: {shown}."
    if kind == "rearrange":
        return ("Tactics 09: move units between beachhead boxes of their power ('move <units> from <box> to <box>'); "
                "box capacities must hold when you say 'done'.")
    if kind == "recon":
        where = loc_label(p["zone"]) if p.get("zone") else "one zone with a German reinforcement marker"
        return f"Tactics 14: move patrolling fighters to {where} ('move <fighters> from <zone> to <zone>'), then 'done'."
    if kind == "convoy":
        return ("Tactics 15: move one German land unit along zones held only by German units "
                "('move 1 <type> from <zone> to <zone>'), or 'done' to let it go.")
    return ""
