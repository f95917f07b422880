"""Order cards 14 and 15 (rulebook "Order Cards" 14, 15, "Reinforcements"): roll, then place.

Two dice per chart give how many of its next units may come in; Allied units go
to the beachhead boxes their chart row allows, German units to their sector's
entry zones, always within the limits; units that fit nowhere wait on the chart.
Fighters strafe German units arriving in their zone. Fortune 14/15 "1" allow one
reroll per power (sector) first (the ``reroll`` decision).
"""

from __future__ import annotations

from rules.aa_dday.actions import Place, Reroll
from rules.aa_dday.board import BOARD, TYPE_NAMES, units_phrase
from rules.aa_dday.charts import chart_label, chart_left, chart_take, chart_waiting, next_types
from rules.aa_dday.common import (
    ALLIED_SEAT,
    AXIS_SEAT,
    LIMIT,
    SEAT_WHO,
    Run,
    dice_text,
    fortune_result,
    loc_label,
    nation_seat,
    plural,
    seat_done,
    seat_nations,
)
from rules.aa_dday.hooks import START
from rules.aa_dday.pending import Place as PlaceDecision
from rules.aa_dday.pending import make
from rules.aa_dday.phases import advance, finish_card
from rules.aa_dday.state import AAState, at, axis_stack, fighters, plus, put
from rules.core.errors import IllegalActionError


def c14_allied_reinforcements(r: Run) -> None:
    start_reinforcements(r, ALLIED_SEAT, BOARD.allied_charts)


def c15_axis_reinforcements(r: Run) -> None:
    start_reinforcements(r, AXIS_SEAT, BOARD.axis_charts)


def start_reinforcements(r: Run, seat: str, charts: tuple[str, ...]) -> None:
    w = r.w
    card = 14 if seat != AXIS_SEAT else 15
    fr = fortune_result(w, card)
    rolls: dict[str, list[int]] = {}
    for c in charts:
        left = chart_left(w, c)
        if left <= 0:
            continue
        dice = r.roll(2)
        rolls[c] = list(dice)
        if fr == "good":
            r.emit("roll", f"{chart_label(c)} reinforcements roll {dice_text(dice)} (fortune {card:02d}: one die may "
                   "be rolled again)", {"chart": c}, dice,
                   key="aa-reinf-roll-good", args={"chart": c, "dice": list(dice), "fortune_no": card})
    if fr == "good" and rolls:
        seats: list[str] = []
        for c in rolls:
            s = nation_seat(w, BOARD.chart_nation[c])
            if s not in seats:
                seats.append(s)
        r.replace(pending=make("reroll", seat=seat, seats=seats, rolls=rolls, done=[], fortune=True))
        return
    reinforcements_rolled(r, seat, rolls, announce=fr != "good")


def place_targets(w: AAState, chart: str, offset: int = 0) -> list[str]:
    """Locations where the chart's unit at ``offset`` after the next may go now (with room)."""
    slots = chart_waiting(w, chart)
    if offset >= len(slots):
        return []
    idx = slots[offset]
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
    slots = chart_waiting(w, chart)
    n = 0
    if chart in BOARD.allied_charts:
        only = BOARD.chart_only[chart]
        while n < limit and n < room and n < len(slots):
            o = only[slots[n]]
            if o is not None and loc not in o:
                break
            n += 1
        return n
    return max(0, min(limit, room, len(slots)))


def placeable_charts(w: AAState, p: PlaceDecision) -> list[str]:
    return [c for c, n in p.avail.items() if n > 0 and place_targets(w, c)]


def _do_place(r: Run, chart: str, n: int, where: str) -> dict[str, int]:
    w = r.w
    p = w.pending
    assert p is not None and p.kind == "place"
    placed = p.placed
    slots = chart_waiting(w, chart)[:n]
    nation = BOARD.chart_nation[chart]
    got: dict[str, int] = {}
    for i in slots:
        key = f"{nation}:{BOARD.chart_types[chart][i]}"
        got[key] = got.get(key, 0) + 1
    board = dict(w.units)
    for key, k in got.items():
        put(board, where, key, k)
        pl = dict(placed.get(where, {}))
        pl[key] = pl.get(key, 0) + k
        placed = {**placed, where: pl}
    # one new state: the units, their highlights, the chart and the decision
    chart_fields = chart_take(w, chart, slots) if w.chart_out else {"charts": plus(w.charts, chart, n)}
    r.replace(units=board, highlights=r.with_placed(where, got), pending=p.evolve(
        placed=placed, avail={**p.avail, chart: p.avail[chart] - n}), **chart_fields)
    return got


def apply_place(r: Run, seat: str, a: Place) -> None:
    w = r.w
    p = w.pending
    assert p is not None
    rule = "Reinforcements"
    chart = a.chart
    if chart not in p.avail:
        mine = ", ".join(p.avail) or "none"
        raise IllegalActionError(f"You are not placing {chart} reinforcements now (charts waiting: {mine}).", rule=rule, key="aa-err-you-are-not-placing-reinforcements", params={"v": chart, "v2": mine})
    nat = BOARD.chart_nation[chart]
    if nat not in seat_nations(w, seat):
        raise IllegalActionError(
            f"The {chart_label(chart)} reinforcements are not yours to place: {SEAT_WHO[nation_seat(w, nat)]} decides for them.",
            rule="Three-Player Game",
            key="aa-err-the-reinforcements-are-not-yours", params={"chart": chart, "who": nation_seat(w, nat)},
        )
    avail = p.avail[chart]
    if avail <= 0:
        raise IllegalActionError(f"No more {chart_label(chart)} reinforcements are available this turn.", rule=rule, key="aa-err-no-more-reinforcements-are-available", params={"chart": chart})
    if a.n > avail:
        raise IllegalActionError(
            f"Only {plural(avail, 'more unit')} of the {chart_label(chart)} chart may come in this turn.", rule=rule,
            key="aa-err-only-of-the-chart-may", params={"count": avail, "chart": chart},
        )
    legal = place_targets(w, chart)
    if a.where not in legal:
        if chart in BOARD.allied_charts:
            idx = chart_waiting(w, chart)[0]
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
        raise IllegalActionError(f"{msg} The next unit may go to: {where}.", rule=rule, key="aa-err-the-next-unit-may-go", params={"v": msg, "v2": where})
    fit = place_fit(w, chart, a.where, a.n)
    if fit < a.n:
        raise IllegalActionError(
            f"Only {plural(fit, 'unit')} of the next {chart_label(chart)} units can go to {loc_label(a.where)} "
            f"(room or landing restrictions); place {fit} there.",
            rule=rule,
            key="aa-err-only-of-the-next-units", params={"count": fit, "chart": chart, "zone": a.where, "v": fit},
        )
    got = _do_place(r, chart, a.n, a.where)
    r.emit("place", f"{units_phrase(got)} from the {chart_label(chart)} chart placed in {loc_label(a.where)}.",
           {"chart": chart, "location": a.where, "units": got},
           key="aa-reinf-place", args={"units": got, "chart": chart, "zone": a.where})
    after_place(r)
    advance(r)


def after_place(r: Run) -> None:
    """Place forced units by themselves; end the step when nothing more can be placed."""
    auto: dict[tuple[str, str], dict[str, int]] = {}
    progress = True
    while progress:
        progress = False
        for chart in list(r.w.pending.avail):  # type: ignore[union-attr]
            w = r.w
            p = w.pending
            assert p is not None and p.kind == "place"
            if p.avail[chart] <= 0:
                continue
            targets = place_targets(w, chart)
            if len(targets) != 1:
                continue
            loc = targets[0]
            others = [c for c, n in p.avail.items() if c != chart and n > 0 and loc in _chart_locs(c)]
            if others:
                continue
            got = _do_place(r, chart, 1, loc)
            d = auto.setdefault((chart, loc), {})
            for k, v in got.items():
                d[k] = d.get(k, 0) + v
            progress = True
    for (chart, loc), got in auto.items():
        r.emit("place", f"{units_phrase(got)} from the {chart_label(chart)} chart placed in {loc_label(loc)} "
               "(the only place with room).", {"chart": chart, "location": loc, "units": got},
               key="aa-reinf-place-only", args={"units": got, "chart": chart, "zone": loc})
    w = r.w
    p = w.pending
    assert p is not None and p.kind == "place"
    if not placeable_charts(w, p):
        end_place(r)
        return
    p = r.revise(seats=tuple(x for x in p.seats if seat_placeable(w, p, x)))
    if not p.seats:
        end_place(r)


def _chart_locs(chart: str) -> tuple[str, ...]:
    if chart in BOARD.allied_charts:
        return BOARD.beaches_of[BOARD.chart_nation[chart]]
    return BOARD.entry[chart]


def apply_place_done(r: Run, seat: str) -> None:
    w = r.w
    p = w.pending
    assert p is not None
    must = seat_placeable(w, p, seat)
    if must:
        parts = []
        for c in must:
            typ = next_types(w, c, 1)[0]
            parts.append(
                f"the next {chart_label(c)} unit ({TYPE_NAMES[typ][0]}) fits in "
                + " or ".join(loc_label(x) for x in place_targets(w, c))
            )
        raise IllegalActionError(
            "Reinforcements that fit must be placed: " + "; ".join(parts) + ".", rule="Reinforcements",
            key="aa-err-must-place", params={"fits": [[c, next_types(w, c, 1)[0], place_targets(w, c)] for c in must]},
        )
    if seat_done(r, seat) or not placeable_charts(w, p):
        end_place(r)
    advance(r)


def end_place(r: Run) -> None:
    w = r.w
    p = w.pending
    assert p is not None
    for chart, n in p.avail.items():
        if n > 0:
            r.emit("info", f"{plural(n, 'unit')} of the {chart_label(chart)} chart found no room and wait on the chart.",
                   {"chart": chart, "waiting": n}, key="aa-reinf-wait", args={"n": n, "chart": chart})
    if p.seat == AXIS_SEAT:
        strafe_reinforcements(r, p.placed)
    finish_card(r)


def strafe_reinforcements(r: Run, placed: dict[str, dict[str, int]]) -> None:
    w = r.w
    for zone in sorted(placed, key=int):
        f = fighters(at(w, zone))
        if not f:
            continue
        per_unit: list[str] = []
        per_dice: list[list[int]] = []
        all_dice: list[int] = []
        killed: dict[str, int] = {}
        for key in ("de:inf", "de:art", "de:tank"):
            for _ in range(placed[zone].get(key, 0)):
                d = r.roll(f)
                all_dice.extend(d)
                per_unit.append(dice_text(d))
                per_dice.append(list(d))
                if 1 in d:
                    killed[key] = killed.get(key, 0) + 1
        n = sum(placed[zone].values())
        r.emit(
            "strafe",
            f"Strafing reinforcements in {loc_label(zone)} ({plural(n, 'unit')}, {plural(f, 'fighter')}): "
            f"{' | '.join(per_unit)} — {sum(killed.values())} destroyed",
            {"location": zone, "destroyed": killed},
            tuple(all_dice), key="aa-strafe-reinf",
            args={"zone": zone, "n": n, "f": f, "rolls": per_dice, "killed": sum(killed.values())},
        )
        for key, k in killed.items():
            r.kill(zone, key, k)


def reinforcements_rolled(r: Run, seat: str, rolls: dict[str, list[int]], announce: bool = True) -> None:
    w = r.w
    card = 14 if seat != AXIS_SEAT else 15
    half = fortune_result(w, card) == "bad"
    avail: dict[str, int] = {}
    for c, dice in rolls.items():
        left = chart_left(w, c)
        total = sum(dice)
        got = (total + 1) // 2 if half else total
        n = min(got, left)
        avail[c] = n
        note = "" if n == got else " (all that is left on the chart)"
        if half:
            note = f" (fortune {card:02d}: half of {total}, rounded up)" + note
        lead = (f"{chart_label(c)} reinforcements roll {dice_text(dice)}" if announce
                else f"{chart_label(c)} reinforcements: {dice_text(dice)}")
        r.emit("roll", f"{lead} — {plural(n, 'unit')} may come in{note}", {"chart": c, "available": n},
               tuple(dice) if announce else (), key="aa-reinf-roll",
               args={"chart": c, "dice": list(dice), "n": n, "announce": announce, "half": card if half else None,
                     "total": total, "capped": n != got})
    seats: list[str] = []
    for c, n in avail.items():
        s = nation_seat(w, BOARD.chart_nation[c])
        if n > 0 and s not in seats:
            seats.append(s)
    p = make("place", seat=seat, seats=seats or (seat,), avail=avail, placed={})
    r.replace(pending=p)
    after_place(r)


def apply_reroll(r: Run, seat: str, a: Reroll) -> None:
    w = r.w
    p = w.pending
    assert p is not None
    card = 14 if p.seat != AXIS_SEAT else 15
    rule = f"Fortune card {card:02d}"
    if a.chart not in p.rolls:
        raise IllegalActionError(f"There is no {chart_label(a.chart)} roll to reroll now.", rule=rule, key="aa-err-there-is-no-roll-to", params={"chart": a.chart})
    if nation_seat(w, BOARD.chart_nation[a.chart]) != seat:
        raise IllegalActionError(f"The {chart_label(a.chart)} roll is not yours to reroll.", rule="Three-Player Game", key="aa-err-the-roll-is-not-yours", params={"chart": a.chart})
    if a.chart in p.done:
        raise IllegalActionError(f"The {chart_label(a.chart)} roll was already rerolled once.", rule=rule, key="aa-err-the-roll-was-already-rerolled", params={"chart": a.chart})
    dice = p.rolls[a.chart]
    if a.die not in dice:
        raise IllegalActionError(f"No die of the {chart_label(a.chart)} roll shows {a.die} ({dice_text(dice)}).", rule=rule, key="aa-err-no-die-of-the-roll", params={"chart": a.chart, "v": a.die, "dice": list(dice)})
    new = r.roll(1)
    i = dice.index(a.die)
    dice = (*dice[:i], new[0], *dice[i + 1:])
    r.revise(rolls={**p.rolls, a.chart: dice}, done=(*p.done, a.chart))
    r.emit("reroll", f"{chart_label(a.chart)}: the {a.die} is rolled again — {new[0]}; the roll is now {dice_text(dice)}.",
           {"chart": a.chart}, new,
           key="aa-reinf-reroll", args={"chart": a.chart, "die": a.die, "new": new[0], "dice": list(dice)})
    reroll_check(r, seat)


def reroll_check(r: Run, seat: str) -> None:
    """End ``seat``'s rerolls when all its charts were rerolled; place once every seat is done."""
    w = r.w
    p = w.pending
    assert p is not None
    mine = [c for c in p.rolls if nation_seat(w, BOARD.chart_nation[c]) == seat]
    if all(c in p.done for c in mine):
        seat_done(r, seat)
        p = r.w.pending
        assert p is not None and p.kind == "reroll"
    if not p.seats:
        r.replace(pending=None)
        reinforcements_rolled(r, p.seat, p.rolls, announce=False)
        advance(r)


def apply_reroll_done(r: Run, seat: str) -> None:
    w = r.w
    p = w.pending
    assert p is not None
    done = p.done + tuple(c for c in p.rolls if nation_seat(w, BOARD.chart_nation[c]) == seat and c not in p.done)
    r.revise(done=done)
    reroll_check(r, seat)


def seat_placeable(w: AAState, p: PlaceDecision, seat: str) -> list[str]:
    own = seat_nations(w, seat)
    return [c for c in placeable_charts(w, p) if BOARD.chart_nation[c] in own]


def place_by_order(w: AAState, p: PlaceDecision, seat: str, mode: str) -> str:
    charts = seat_placeable(w, p, seat)
    if not charts:
        return "done"
    chart = charts[0]
    targets = place_targets(w, chart)
    if mode == "spread":
        loc = min(targets, key=lambda x: (sum(at(w, x).values()), targets.index(x)))
        return f"place {chart} 1 in {loc}"
    loc = targets[0]
    return f"place {chart} {place_fit(w, chart, loc, p.avail[chart])} in {loc}"


START.update({14: c14_allied_reinforcements, 15: c15_axis_reinforcements})
