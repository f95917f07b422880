"""Prompts, legal action lists (autocomplete) and structured field choices.

Everything offered here is legal: an option text applies as it stands.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from itertools import islice
from typing import Any

from rules.aa_dday import phases as ph
from rules.aa_dday.board import ALLIED, BOARD, NATION_ADJ, TYPE_NAMES, short_units, unit_phrase, units_phrase
from rules.aa_dday.notation import parse_location, parse_units
from rules.aa_dday.state import AAState, allied_land, at, axis_land, fighters
from rules.core.contract import Choice, Prompt
from rules.core.errors import RuleError

MAX_OPTIONS = 200
MAX_CHOICES = 10
MAX_FIELD = 25


def ustr(key: str) -> str:
    nation, typ = key.split(":")
    return typ if nation == "de" else f"{nation} {typ}"


def zone_choice_label(w: AAState, loc: str) -> str:
    units = at(w, loc)
    inner = short_units(units) if units else "empty"
    name = ph.loc_label(loc)
    if loc.isdigit():
        return f"{loc} {BOARD.zone_name[loc]} ({inner})"
    return f"{loc} {name} ({inner})"


# =========================================================================== hits


def _groups(w: AAState, seat: str) -> list[dict[str, Any]]:
    p = w.pending
    if not p or p["kind"] != "hits":
        return []
    return p["need"].get(seat, [])


def default_hits(w: AAState, seat: str) -> str | None:
    p = w.pending
    groups = _groups(w, seat)
    if not groups:
        return None
    assert p is not None
    pick = p["pick"].get(seat, "cheap")
    parts = ph.pick_default(groups, pick, "axis")
    return "hits " + "; ".join(f"{loc}: {short_units(u)}" for loc, u in parts)


def assignments(pool: dict[str, int], k: int) -> Iterator[dict[str, int]]:
    """Every way to take exactly ``k`` units from ``pool``."""
    keys = sorted(pool, key=lambda x: (ph.CHEAP["axis"] + ("fighter", "bomber")).index(x.split(":")[1]))

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
    keys = ph.own_mobile_keys(side)
    enemy_keys = ph.own_mobile_keys("axis" if side == "allies" else "allies")
    if side == "allies":
        enemy_keys = enemy_keys + ("de:bh",)
    adj = BOARD.adj
    moved = p["moved"]
    limit = ph.LIMIT
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
        if mz:
            fixed[z] = sum(mz.values())
        if own:
            for key in keys:
                m = units.get(key, 0) - (mz.get(key, 0) if mz else 0)
                if m > 0:
                    sources.append((z, key, m))
    sources.sort(key=lambda t: int(t[0]))
    room = {z: limit - f for z, f in fixed.items()}
    room_get = room.get
    if not full:
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
        if key.endswith(":tank"):
            u = ustr(key)
            near = BOARD.adj_set[z]
            seen: set[str] = set()
            for via in adj[z]:
                if via in enemy:
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
        if key.endswith(":tank"):
            u = ustr(key)
            for via in adj[z]:
                if via in enemy:
                    continue
                for to in adj[via]:
                    if to == z:
                        continue
                    k = min(m, room_get(to, limit))
                    first = k - 1 if (z, key, via, to) in coarse_tanks else k
                    for n in range(first, 0, -1):
                        yield f"move {n} {u} from {z} via {via} to {to}"


# =========================================================================== land / patrol / bomb


def land_options(w: AAState) -> Iterator[str]:
    yield "done"
    for box in BOARD.beach_ids:
        units = at(w, box)
        if not units:
            continue
        room = ph.LIMIT - allied_land(at(w, BOARD.beach_zone[box]))
        if room <= 0:
            continue
        total = sum(units.values())
        if total <= room:
            yield f"land all from {box}"
        for key in sorted(units, key=_ukey):
            n = units[key]
            yield f"land 1 {ustr(key)} from {box}"
            k = min(n, room)
            if k > 1:
                yield f"land {k} {ustr(key)} from {box}"


def _ukey(key: str) -> tuple[int, int]:
    from rules.aa_dday.board import unit_sort_key

    return unit_sort_key(key)


def patrol_options(w: AAState) -> Iterator[str]:
    yield "done"
    for nat in ALLIED:
        have = w.airfield.get(f"{nat}:fighter", 0)
        if not have:
            continue
        for zone in ph.ZONES:
            room = ph.PATROL_LIMIT - fighters(at(w, zone))
            if room >= 1:
                yield f"patrol 1 {nat} fighter to {zone}"
    for nat in ALLIED:
        have = w.airfield.get(f"{nat}:fighter", 0)
        if have > 1:
            for zone in ph.ZONES:
                k = min(have, ph.PATROL_LIMIT - fighters(at(w, zone)))
                if k > 1:
                    yield f"patrol {k} {nat} fighter to {zone}"


def bomb_zones(w: AAState) -> list[str]:
    """Zones worth a bomber: German land units there and no Allied land unit."""
    zs = BOARD.zone_set
    out = [z for z, u in w.units.items() if z in zs and axis_land(u) and not allied_land(u)]
    out.sort(key=int)
    return out


def bomb_options(w: AAState) -> Iterator[str]:
    yield "done"
    for nat in ALLIED:
        if w.airfield.get(f"{nat}:bomber"):
            for z in bomb_zones(w):
                yield f"bomb {nat} to {z}"


# =========================================================================== place


def default_place(w: AAState) -> str | None:
    p = w.pending
    assert p is not None
    for chart in ph.placeable_charts(w, p):
        loc = ph.place_targets(w, chart)[0]
        n = ph.place_fit(w, chart, loc, p["avail"][chart])
        return f"place {chart} {n} in {loc}"
    return None


def place_options(w: AAState) -> Iterator[str]:
    p = w.pending
    assert p is not None
    d = default_place(w)
    if d is None:
        yield "done"
        return
    yield d
    for chart in ph.placeable_charts(w, p):
        for loc in ph.place_targets(w, chart):
            fit = ph.place_fit(w, chart, loc, p["avail"][chart])
            for n in range(fit, 0, -1):
                text = f"place {chart} {n} in {loc}"
                if text != d:
                    yield text


# =========================================================================== public


def option_iter(w: AAState, seat: str, fine: bool = False) -> Iterator[str]:
    """Legal action texts; ``fine`` adds the finer variants (single units) used when completing a prefix."""
    if w.outcome is not None or seat not in ph.seats_waiting(w):
        return iter(())
    kind = w.pending["kind"]  # type: ignore[index]
    if kind == "hits":
        return hits_options(w, seat)
    if kind == "move":
        return move_options(w, seat, fine)
    if kind == "land":
        return land_options(w)
    if kind == "patrol":
        return patrol_options(w)
    if kind == "bomb":
        return bomb_options(w)
    if kind == "place":
        return place_options(w)
    return iter(())


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
    kind = p["kind"]
    if kind == "hits":
        return default_hits(w, seat)
    if kind == "place":
        return default_place(w) or "done"
    if kind == "move":
        opts = base_options(w, seat)
        return opts[0].value if opts else None
    return "done"


def prompt_text(w: AAState, seat: str) -> str:
    p = w.pending
    assert p is not None
    kind = p["kind"]
    if kind == "hits":
        groups = p["need"][seat]
        where = "; ".join(
            f"{ph.plural(g['n'], 'hit')} in "
            + " / ".join(f"{ph.loc_label(loc)} ({units_phrase(pool)})" for loc, pool in g["pool"].items())
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
        }[p["ctx"]]
        return f"{lead}: {where}. Write 'hits <location>: <units>'."
    if kind == "move":
        if p["side"] == "allies":
            return ("Move Allied land units ashore: infantry and artillery one zone, tanks up to two; units in a zone "
                    "with German land units are locked. Say 'done' when finished (at most 8 per zone then).")
        return ("Move German land units: infantry and artillery one zone, tanks up to two; units in a zone with "
                "Allied land units are locked. Say 'done' when finished; patrolling fighters then strafe movers.")
    if kind == "land":
        return "Land units from the beachhead boxes into their landing zones (at most 8 Allied land units per zone), then say 'done'."
    if kind == "patrol":
        left = units_phrase({k: v for k, v in w.airfield.items() if k.endswith("fighter")})
        return f"Send fighters on patrol (at most 4 per zone); on the airfield: {left}. Say 'done' when finished."
    if kind == "bomb":
        left = units_phrase({k: v for k, v in w.airfield.items() if k.endswith("bomber")})
        return f"Send bombers to zones without Allied land units; on the airfield: {left}. Say 'done' to strike."
    if kind == "place":
        parts = []
        for chart, n in p["avail"].items():
            if n > 0:
                idx = w.charts.get(chart, 0)
                nxt = ", ".join(BOARD.chart_types[chart][idx: idx + n])
                parts.append(f"{ph.chart_label(chart)}: {n} ({nxt})")
        return ("Place reinforcements in chart order ('place <chart> <n> in <location>'). Available: "
                + "; ".join(parts) + ".")
    return ""


def prompts(w: AAState) -> tuple[Prompt, ...]:
    return _cached(w, "prompts", lambda: _prompts(w))


def _prompts(w: AAState) -> tuple[Prompt, ...]:
    out = []
    for seat in ph.seats_waiting(w):
        kind = w.pending["kind"]  # type: ignore[index]
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
    p = w.pending
    if p is None or w.outcome is not None or seat not in ph.seats_waiting(w):
        return []
    if kind != p["kind"]:
        return []
    if kind == "move":
        return _move_fields(w, seat, field, filled)
    if kind == "land":
        return _land_fields(w, field, filled)
    if kind == "patrol":
        return _patrol_fields(w, field, filled)
    if kind == "bomb":
        if field == "nation":
            return [_c(n, f"{NATION_ADJ[n]} bomber") for n in ALLIED if w.airfield.get(f"{n}:bomber")]
        if field == "to":
            zones = [z for z in ph.ZONES if allied_land(at(w, z)) == 0]
            zones.sort(key=lambda z: (0 if axis_land(at(w, z)) else 1, int(z)))
            return [_c(z, zone_choice_label(w, z)) for z in zones]
        return []
    if kind == "hits":
        return _hits_fields(w, seat, field, filled)
    if kind == "place":
        return _place_fields(w, field, filled)
    return []


def _move_fields(w: AAState, seat: str, field: str, filled: Mapping[str, str]) -> list[Choice]:
    p = w.pending
    assert p is not None
    side = p["side"]
    keys = ph.own_mobile_keys(side)
    if field == "from":
        out = []
        for z in ph.ZONES:
            if any(ph.movable(w, p, z, k) > 0 for k in keys):
                out.append(_c(z, zone_choice_label(w, z)))
        return out
    frm = _loc(filled, "from")
    if frm is None:
        return []
    if field == "units":
        out = []
        for k in keys:
            m = ph.movable(w, p, frm, k)
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
    want = ph.resolve_move_units(w, p, units, frm, tanks_only=(field == "via" or via is not None), rule="")
    for k, n in want.items():
        if ph.movable(w, p, frm, k) < n:
            return []
    n_total = sum(want.values())
    all_tanks = all(k.endswith(":tank") for k in want)
    if field == "via":
        if not all_tanks:
            return []
        out = []
        for v in BOARD.adj[frm]:
            if ph.enemy_land(at(w, v), side):
                continue
            if any(t != frm and ph.fixed_after(w, p, t, n_total) <= ph.LIMIT for t in BOARD.adj[v]):
                out.append(_c(v, zone_choice_label(w, v)))
        return out
    if field == "to":
        out = []
        cands = BOARD.adj[frm] if via is None else BOARD.adj[via]
        for t in cands:
            if ph.check_path(w, p, frm, via, t, all_tanks) is None and ph.fixed_after(w, p, t, n_total) <= ph.LIMIT:
                out.append(_c(t, zone_choice_label(w, t)))
        return out
    return []


def _land_fields(w: AAState, field: str, filled: Mapping[str, str]) -> list[Choice]:
    if field == "from":
        return [
            _c(b, f"{b} {ph.loc_label(b)} ({short_units(at(w, b))}) → {ph.loc_label(BOARD.beach_zone[b])}")
            for b in BOARD.beach_ids
            if at(w, b) and allied_land(at(w, BOARD.beach_zone[b])) < ph.LIMIT
        ]
    if field == "units":
        box = _loc(filled, "from")
        if box is None or box not in BOARD.beach_zone:
            return []
        units = at(w, box)
        room = ph.LIMIT - allied_land(at(w, BOARD.beach_zone[box]))
        out = []
        for k in sorted(units, key=_ukey):
            for n in range(1, min(units[k], room) + 1):
                out.append(_c(f"{n} {ustr(k)}", unit_phrase(n, k)))
        if units and sum(units.values()) <= room:
            out.append(_c("all", f"all ({units_phrase(units)})"))
        return out
    return []


def _patrol_fields(w: AAState, field: str, filled: Mapping[str, str]) -> list[Choice]:
    if field == "units":
        out = []
        uk = w.airfield.get("uk:fighter", 0)
        us = w.airfield.get("us:fighter", 0)
        for a in range(0, min(uk, ph.PATROL_LIMIT) + 1):
            for b in range(0, min(us, ph.PATROL_LIMIT - a) + 1):
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
            _c(z, zone_choice_label(w, z)) for z in ph.ZONES if fighters(at(w, z)) + n <= ph.PATROL_LIMIT
        ]
    return []


def _hits_fields(w: AAState, seat: str, field: str, filled: Mapping[str, str]) -> list[Choice]:
    groups = _groups(w, seat)
    if field == "where":
        out = []
        for g in groups:
            for loc, pool in g["pool"].items():
                out.append(_c(loc, f"{loc} {ph.loc_label(loc)}: {ph.plural(g['n'], 'hit')} ({units_phrase(pool)})"))
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


def _place_fields(w: AAState, field: str, filled: Mapping[str, str]) -> list[Choice]:
    p = w.pending
    assert p is not None
    charts = ph.placeable_charts(w, p)
    if field == "chart":
        out = []
        for c in charts:
            idx = w.charts.get(c, 0)
            n = p["avail"][c]
            nxt = ", ".join(TYPE_NAMES[t][0] for t in BOARD.chart_types[c][idx: idx + n])
            out.append(_c(c, f"{ph.chart_label(c)}: {n} available ({nxt})"))
        return out
    chart = filled.get("chart")
    if chart not in charts:
        return []
    if field == "where":
        return [
            _c(loc, f"{zone_choice_label(w, loc)} — room for {ph.place_fit(w, chart, loc, p['avail'][chart])}")
            for loc in ph.place_targets(w, chart)
        ]
    if field == "count":
        where = _loc(filled, "where")
        if where is not None:
            if where not in ph.place_targets(w, chart):
                return []
            fit = ph.place_fit(w, chart, where, p["avail"][chart])
        else:
            fit = max((ph.place_fit(w, chart, loc, p["avail"][chart]) for loc in ph.place_targets(w, chart)), default=0)
        return [_c(str(n), f"{n} unit{'s' if n > 1 else ''}") for n in range(fit, 0, -1)]
    return []
