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
from itertools import islice

from rules.aa_dday.air import air_available, patrol_limit
from rules.aa_dday.board import ALLIED, BOARD, JOINT, short_units, unit_sort_key
from rules.aa_dday.common import LIMIT, PATROL_LIMIT, ZONES, loc_label, nation_seat, seat_nations, three
from rules.aa_dday.decisions import deciders, seats_waiting
from rules.aa_dday.hit_picks import CHEAP, pick_default, pick_mode
from rules.aa_dday.landing import box_open, land_zones
from rules.aa_dday.memo import cached
from rules.aa_dday.move_lists import choice_of, choices_of, move_choices, move_options, ustr
from rules.aa_dday.notation import PATROL_AGAIN
from rules.aa_dday.patrol_again import can_patrol_again
from rules.aa_dday.pending import HitGroup
from rules.aa_dday.reinforcements import place_fit, place_targets, seat_placeable
from rules.aa_dday.state import AAState, allied_land, at, axis_land, fighters
from rules.aa_dday.tactics import MARKER_ZONES, convoy_reach
from rules.core.contract import Choice

MAX_OPTIONS = 200


_PATROL_ONE = {nat: tuple(f"patrol 1 {nat} fighter to {zone}" for zone in ZONES) for nat in ALLIED}
"""One fighter of a nation to each zone, in zone order (the texts patrol_options offers first)."""


MOVE_TEXT = re.compile(r"^move (?P<units>.+?) from (?P<frm>\S+) to (?P<to>\S+)$")


MAX_CHOICES = 10


MAX_FIELD = 25


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


def _patrol_rooms(w: AAState, seat: str) -> tuple[list[str], dict[str, int], list[int]] | None:
    """The seat's nations, each one's fighters still to send, and the room per zone in zone order (each zone's
    fighters, as ``fighters`` counts them); None when no fighter is left to send."""
    mine = [n for n in ALLIED if n in seat_nations(w, seat)]
    limit = patrol_limit(w)
    have = {nat: air_available(w, f"{nat}:fighter") for nat in mine}
    if not any(n > 0 for n in have.values()):
        return None
    units_at = w.units.get
    rooms = []
    for zone in ZONES:
        units = units_at(zone)
        rooms.append(limit - (units.get("uk:fighter", 0) + units.get("us:fighter", 0) if units else 0))
    return mine, have, rooms


_PATROL_ONE_CHOICES: dict[str, tuple[Choice, ...]] = {}
_PATROL_MANY: dict[str, list[dict[int, Choice]]] = {nat: [{} for _ in ZONES] for nat in ALLIED}
"""The options of :func:`patrol_choices`, kept: one fighter of a nation to each zone (in zone order), and per
nation and zone (in zone order) the option of ``k`` fighters, by ``k``."""


def patrol_choices(w: AAState, seat: str) -> list[Choice]:
    """``[choice_of(t) for t in patrol_options(w, seat)]`` (the list without ``fine``), its options kept."""
    out = [choice_of("done")]
    read = _patrol_rooms(w, seat)
    if read is None:
        return out
    mine, have, rooms = read
    for nat in mine:
        if have[nat] > 0:
            ones = _PATROL_ONE_CHOICES.get(nat)
            if ones is None:
                ones = _PATROL_ONE_CHOICES[nat] = tuple(choice_of(t) for t in _PATROL_ONE[nat])
            out += [c for c, room in zip(ones, rooms) if room >= 1]
    for nat in mine:
        n = have[nat]
        if n > 1:
            for made, zone, room in zip(_PATROL_MANY[nat], ZONES, rooms):
                k = n if n < room else room
                if k > 1:
                    c = made.get(k)
                    if c is None:
                        c = made[k] = choice_of(f"patrol {k} {nat} fighter to {zone}")
                    out.append(c)
    return out


def patrol_options(w: AAState, seat: str, fine: bool = False) -> Iterator[str]:
    """``done``, each nation's fighters to each zone (one, or as many as fit); with ``fine`` (completing a
    typed prefix) also ``patrol as last turn`` when it applies, which the prompt offers as a button."""
    yield "done"
    if fine and can_patrol_again(w, seat):
        yield PATROL_AGAIN
    read = _patrol_rooms(w, seat)
    if read is None:
        return
    mine, have, rooms = read
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


def base_options(w: AAState, seat: str) -> list[Choice]:
    """The unfiltered option list (coarse variants), memoised per state."""
    return cached(w, ("options", seat), lambda: _base_options(w, seat))


def _base_options(w: AAState, seat: str) -> list[Choice]:
    """:func:`option_iter`'s first :data:`MAX_OPTIONS`, as options (a move's are kept as options already)."""
    p = w.pending
    if (p is not None and (p.kind == "move" or p.kind == "patrol") and w.outcome is None and seat in seats_waiting(w)
            and not confirming(w, seat)):
        d = decider_of(w, seat)
        return (move_choices(w, d) if p.kind == "move" else patrol_choices(w, d))[:MAX_OPTIONS]
    return choices_of(islice(option_iter(w, seat), MAX_OPTIONS))


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
