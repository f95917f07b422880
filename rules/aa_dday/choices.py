"""Legal actions for autocomplete and buttons: every option text offered applies as it stands.

:func:`options` lists what a seat may do now (coarse variants first; with a
typed prefix, finer ones such as single units), one generator per decision
kind. The lists of one state are memoised (:func:`cached`): the service asks
for prompts and options of the same state in a row. Prompts are built in
:mod:`.prompts`, the structured fields of slash commands in :mod:`.fields`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import chain, islice
from typing import Any

from rules.aa_dday.air import air_available, patrol_limit
from rules.aa_dday.board import ALLIED, BOARD, JOINT, short_units, unit_sort_key
from rules.aa_dday.common import LIMIT, PATROL_LIMIT, ZONES, loc_label, nation_seat, seat_nations, three
from rules.aa_dday.decisions import deciders, seats_waiting
from rules.aa_dday.hit_picks import CHEAP, pick_default, pick_mode
from rules.aa_dday.landing import box_open, land_zones
from rules.aa_dday.memo import cached, note
from rules.aa_dday.movement import fixed_after
from rules.aa_dday.notation import PATROL_AGAIN
from rules.aa_dday.patrol_again import can_patrol_again
from rules.aa_dday.pending import HitGroup
from rules.aa_dday.reach import flooded, movable, own_mobile_keys, two_steps
from rules.aa_dday.reinforcements import place_fit, place_targets, seat_placeable
from rules.aa_dday.state import VALID_UNIT_KEYS, AAState, allied_land, at, axis_land, fighters
from rules.aa_dday.tactics import MARKER_ZONES, convoy_reach
from rules.aa_dday.versions import looks_ahead
from rules.aa_dday.zone_capacity import ZoneCapacity, settles
from rules.core.contract import Choice

MAX_OPTIONS = 200


_ENEMY_KEYS = {
    "axis": frozenset(own_mobile_keys("allies")),
    "allies": frozenset((*own_mobile_keys("axis"), "de:bh")),
}
"""The unit keys that lock a zone for the mover (enemy land units, blockhouses for the Allies)."""

_OWN_KEYS = {side: frozenset(own_mobile_keys(side)) for side in ("axis", "allies")}

if list(ZONES) != sorted(ZONES, key=int):
    raise RuntimeError("move_options lists sources in the order of ZONES, which must be the zones' numeric order")


_TWO_STEPS = {
    z: tuple((via, tuple(to for to in BOARD.adj[via] if to != z and to not in BOARD.adj_set[z])) for via in BOARD.adj[z])
    for z in BOARD.zone_ids
}
"""Per zone: each adjacent zone, with the zones beyond it that are neither the start nor adjacent to it."""

_TANKS = frozenset(k for side in ("axis", "allies") for k in own_mobile_keys(side) if k.endswith(":tank"))


_PATROL_ONE = {nat: tuple(f"patrol 1 {nat} fighter to {zone}" for zone in ZONES) for nat in ALLIED}
"""One fighter of a nation to each zone, in zone order (the texts patrol_options offers first)."""


MOVE_TEXT = re.compile(r"^move (?P<units>.+?) from (?P<frm>\S+) to (?P<to>\S+)$")


MAX_CHOICES = 10


MAX_FIELD = 25


def ustr(key: str) -> str:
    nation, typ = key.split(":")
    return typ if nation == "de" else f"{nation} {typ}"


_UNIT_WORD = {key: ustr(key) for key in VALID_UNIT_KEYS}
""":func:`ustr` of every unit key, read in the option lists' loops."""


def zone_choice_label(w: AAState, loc: str) -> str:
    units = at(w, loc)
    inner = short_units(units) if units else "empty"
    name = loc_label(loc)
    if loc.isdigit():
        return f"{loc} {BOARD.zone_name[loc]} ({inner})"
    return f"{loc} {name} ({inner})"


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
    j = p.joint
    return j is not None and not j.refused and seat != j.proposal[0]


def hit_groups(w: AAState, seat: str) -> tuple[HitGroup, ...]:
    p = w.pending
    if not p or p.kind != "hits":
        return ()
    return p.need.get(decider_of(w, seat), ())


def default_hits(w: AAState, seat: str) -> str | None:
    p = w.pending
    groups = hit_groups(w, seat)
    if not groups:
        return None
    assert p is not None
    pick = pick_mode(p.ctx)
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
    for g in hit_groups(w, seat):
        for loc, pool in g.pool.items():
            total = sum(pool.values())
            ks = [min(g.n, total)]
            if g.n > 1:
                ks.append(1)
            for k in ks:
                for a in assignments(pool, k):
                    text = f"hits {loc}: {short_units(a)}"
                    if text not in seen:
                        seen.add(text)
                        yield text


def move_options(w: AAState, seat: str, fine: bool = True, want: str = "") -> Iterator[str]:
    """Legal moves: ``done``, whole groups of one type one step, tanks two steps; with ``fine`` also single units.

    ``want``: a typed prefix the caller keeps only matches of; when no move can match it (``done`` is
    looked for), the moves are not searched (each may need a lookahead), which leaves the matches unchanged.
    """
    p = w.pending
    assert p is not None
    side = p.side
    keys = own_mobile_keys(side)
    src_keys = keys
    if side == "allies":
        mine = seat_nations(w, seat)
        src_keys = tuple(k for k in keys if k[:2] in mine)
    limited = p.out is not None
    flood = flooded(w, p) if w.effects else None
    two = two_steps(w, p)
    enemy_set = _ENEMY_KEYS[side]
    key_set = _OWN_KEYS[side]
    adj = BOARD.adj
    moved = p.moved
    limit = LIMIT
    zone_set = BOARD.zone_set
    out: list[str] = []  # built at once (a list costs less per option than a generator's steps)
    add = out.append
    # per zone: is it locked for the mover, and how many of its units could no longer leave
    enemy: dict[str, bool] = {}
    fixed: dict[str, int] = {}
    sources: list[tuple[str, str, int]] = []  # in zone order (the zones' ids are their numbers, in order)
    count: dict[str, int] = {}
    full = False
    units_at = w.units.get
    for z in ZONES:
        units = units_at(z)
        if units is None:
            continue
        own = 0
        e = False
        for k, n in units.items():
            if k in key_set:
                own += n
            elif k in enemy_set:
                e = True
        count[z] = own
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
    if side == "allies" and three(w) and not limited:
        for z in w.units:
            if z in zone_set and z not in enemy:
                fixed[z] = fixed_after(w, p, z, 0)
    room = {z: limit - f for z, f in fixed.items()}
    if flood is not None:
        room[flood] = 0
    room_get = room.get
    ahead = looks_ahead(w)
    settler: list[ZoneCapacity] = []  # built at the first move that needs it

    def ok(z: str, key: str, dest: str, k: int) -> bool:
        """The move keeps an end to the phase (:mod:`rules.aa_dday.zone_capacity`); only asked when a zone may overflow."""
        if not ahead or (not full and count.get(dest, 0) + k <= limit):
            return True
        if not settler:
            settler.append(cached(w, "settler", lambda: ZoneCapacity(w, p, counts=count)))
        return settler[0].move_ok(z, key, dest, k)

    # the same answer for every seat: Engine.apply's move of this state asks it again (movement.apply_move)
    note(w, "move_ok", ok)

    # movement.must_fix(w, p, seat) from the counts at hand: a zone over the limit where the seat could move units
    if not full or not any(
        movable(w, p, z, k) > 0 for z in ZONES if count.get(z, 0) > limit for k in keys if k[:2] in seat_nations(w, seat)
    ):
        if not (full and ahead and side == "allies" and three(w)) or settles(w, p, done_seat=seat):
            add("done")
    if want and not want.startswith("move ") and not "move ".startswith(want):
        return iter(out)
    coarse_tanks: set[tuple[str, str, str, str]] = set()
    # ok() inlined where it answers without a lookahead: no lookahead, or no zone over the limit and the
    # destination not over it after the move
    anyway = not ahead
    by_count = ahead and not full
    count_get = count.get
    check = ok
    if ahead and full:  # every move needs the lookahead: ask it directly
        if not settler:
            settler.append(cached(w, "settler", lambda: ZoneCapacity(w, p, counts=count)))
        check = settler[0].move_ok
    # coarse: as many units of one type as may go (all of them when there is room);
    # tanks also to each zone two steps away (through the first zone that allows it)
    for z, key, m in sources:
        tail = f" {_UNIT_WORD[key]} from {z} to "
        for dest in adj[z]:
            k = room_get(dest, limit)
            if k > m:
                k = m
            if k >= 1 and (anyway or (by_count and count_get(dest, 0) + k <= limit) or check(z, key, dest, k)):
                add(f"move {k}{tail}{dest}")
    for z, key, m in sources:
        if two or key in _TANKS:
            tail = f" {_UNIT_WORD[key]} from {z} via "
            seen: set[str] = set()
            for via, beyond in _TWO_STEPS[z]:
                if via in enemy or via == flood:
                    continue
                for to in beyond:
                    if to in seen:
                        continue
                    k = room_get(to, limit)
                    if k > m:
                        k = m
                    if k >= 1 and (anyway or (by_count and count_get(to, 0) + k <= limit) or check(z, key, to, k)):
                        seen.add(to)
                        if fine:
                            coarse_tanks.add((z, key, via, to))
                        add(f"move {k}{tail}{via} to {to}")
    if not fine:
        return iter(out)
    return chain(out, _finer_moves(sources, adj, room_get, limit, ok, enemy, flood, two, coarse_tanks))


def _finer_moves(
    sources: list[tuple[str, str, int]],
    adj: dict[str, tuple[str, ...]],
    room_get: Any,
    limit: int,
    ok: Any,
    enemy: dict[str, bool],
    flood: str | None,
    two: bool,
    coarse_tanks: set[tuple[str, str, str, str]],
) -> Iterator[str]:
    """:func:`move_options`' single units (asked lazily: a typed prefix usually needs only a few)."""
    for z, key, m in sources:
        u = ustr(key)
        for dest in adj[z]:
            k = min(m, room_get(dest, limit))
            for n in range(k - 1, 0, -1):
                if ok(z, key, dest, n):
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
                        if ok(z, key, to, n):
                            yield f"move {n} {u} from {z} via {via} to {to}"


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
            for key in sorted(units, key=unit_key_order):
                n = units[key]
                yield f"land 1 {ustr(key)} from {box}{to}"
                k = min(n, room)
                if k > 1:
                    yield f"land {k} {ustr(key)} from {box}{to}"


def unit_key_order(key: str) -> tuple[int, int]:
    return unit_sort_key(key)


def patrol_options(w: AAState, seat: str, fine: bool = False) -> Iterator[str]:
    """``done``, each nation's fighters to each zone (one, or as many as fit); with ``fine`` (completing a
    typed prefix) also ``patrol as last turn`` when it applies, which the prompt offers as a button."""
    yield "done"
    if fine and can_patrol_again(w, seat):
        yield PATROL_AGAIN
    mine = [n for n in ALLIED if n in seat_nations(w, seat)]
    limit = patrol_limit(w)
    have = {nat: air_available(w, f"{nat}:fighter") for nat in mine}
    if not any(n > 0 for n in have.values()):
        return
    # room per zone, read once for both nations and both lists (each zone's fighters, as ``fighters`` counts them)
    units_at = w.units.get
    rooms = []
    for zone in ZONES:
        units = units_at(zone)
        rooms.append(limit - (units.get("uk:fighter", 0) + units.get("us:fighter", 0) if units else 0))
    for nat in mine:
        if have[nat] <= 0:
            continue
        for text, room in zip(_PATROL_ONE[nat], rooms):
            if room >= 1:
                yield text
    for nat in mine:
        n = have[nat]
        if n > 1:
            tail = f" {nat} fighter to "
            for zone, room in zip(ZONES, rooms):
                k = n if n < room else room
                if k > 1:
                    yield f"patrol {k}{tail}{zone}"


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


def default_place(w: AAState, seat: str) -> str | None:
    p = w.pending
    assert p is not None
    for chart in seat_placeable(w, p, seat):
        loc = place_targets(w, chart)[0]
        n = place_fit(w, chart, loc, p.avail[chart])
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
            fit = place_fit(w, chart, loc, p.avail[chart])
            for n in range(fit, 0, -1):
                text = f"place {chart} {n} in {loc}"
                if text != d:
                    yield text


def option_iter(w: AAState, seat: str, fine: bool = False, want: str = "") -> Iterator[str]:
    """Legal action texts; ``fine`` adds the finer variants (single units) used when completing a prefix.

    ``want``: the prefix the caller filters on (a generator may skip what cannot match it); every text that
    starts with it is still yielded, in the same order.
    """
    if w.outcome is not None or seat not in seats_waiting(w):
        return iter(())
    if confirming(w, seat):
        return iter(("confirm", "refuse"))
    d = decider_of(w, seat)
    kind = w.pending.kind  # type: ignore[union-attr]
    if kind == "hits":
        return hits_options(w, seat)
    if kind == "move":
        return move_options(w, d, fine, want)
    if kind == "land":
        return land_options(w, d)
    if kind == "patrol":
        return patrol_options(w, d, fine)
    if kind == "bomb":
        return bomb_options(w, d)
    if kind == "place":
        return place_options(w, d)
    return advanced_options(w, d, kind)


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
    return cached(w, ("options", seat), lambda: _choices(islice(option_iter(w, seat), MAX_OPTIONS)))


def _choices(texts: Iterator[str]) -> list[Choice]:
    """``[choice_of(t) for t in texts]``, the known ones read without a call."""
    known = _CHOICES.get
    return [known(t) or choice_of(t) for t in texts]


def options(w: AAState, seat: str, partial: str = "") -> list[Choice]:
    want = " ".join(partial.lower().split())
    if not want:
        return list(base_options(w, seat))
    it = (t for t in option_iter(w, seat, fine=True, want=want) if t.startswith(want))
    return [choice_of(t) for t in islice(it, MAX_OPTIONS)]


def advanced_options(w: AAState, seat: str, kind: str) -> Iterator[str]:
    p = w.pending
    assert p is not None
    if kind == "split":
        return iter([f"split uk {n} us {6 - n}" for n in (3, 0, 1, 2, 4, 5, 6)])
    if kind == "reroll":
        out = []
        for c, dice in p.rolls.items():
            if c in p.done or nation_seat(w, BOARD.chart_nation[c]) != seat:
                continue
            for d in sorted(set(dice)):
                out.append(f"reroll {c} {d}")
        return iter(["done", *out])
    if kind == "tactic":
        return iter(("tactic use", "tactic pass"))
    if kind == "choose":
        return iter(p.choices)
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
            for key in sorted(units, key=unit_key_order):
                yield f"move 1 {ustr(key)} from {frm} to {to}"


def recon_options(w: AAState, seat: str) -> Iterator[str]:
    p = w.pending
    assert p is not None
    yield "done"
    mine = seat_nations(w, seat)
    targets = [p.zone] if p.zone else list(MARKER_ZONES)
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
