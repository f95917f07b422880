"""Order cards 08 and 12 (rulebook "Order Cards" 08, 12, "Movement"): the Allies move, the Axis moves.

Infantry and artillery move one zone, tanks two (stopping in the first zone
holding enemy land units); units locked in combat stay; no zone may end the
move with more than 8 land units of the mover. German moves through patrolled
zones are strafed (:func:`strafe_moves`). Fortune 08/12 and tactics 07 change
the limits (:func:`two_steps`, ``out``, :func:`flooded`).
"""

from __future__ import annotations

from typing import Any

from rules.aa_dday.actions import Move
from rules.aa_dday.board import ALLIED, BOARD, NATION_ADJ, TYPE_NAMES, nations_of, unit_phrase, units_phrase
from rules.aa_dday.common import (
    AXIS_SEAT,
    LIMIT,
    SEAT_WHO,
    SIDE_SEAT,
    Run,
    allied_seats,
    dice_text,
    fortune_result,
    loc_label,
    nation_seat,
    seat_done,
    seat_nations,
)
from rules.aa_dday.hooks import START
from rules.aa_dday.memo import peek
from rules.aa_dday.move_lists import follow
from rules.aa_dday.pending import Move as MoveDecision
from rules.aa_dday.pending import make
from rules.aa_dday.phases import advance, finish_card
from rules.aa_dday.reach import check_path, fixed_after, locked, movable, out_key, own_mobile_keys, two_steps
from rules.aa_dday.state import AAState, at, fighters, stack_count
from rules.aa_dday.versions import looks_ahead
from rules.aa_dday.zone_capacity import settles, settles_after_move
from rules.core.errors import IllegalActionError


def c08_allies_move(r: Run) -> None:
    start_move(r, "allies")


def c12_axis_moves(r: Run) -> None:
    start_move(r, "axis")


def start_move(r: Run, side: str) -> None:
    w = r.w
    card = 8 if side == "allies" else 12
    limits: dict[str, Any] = {}
    if fortune_result(w, card) == "bad":
        limits = {"out": {}, "out_limit": 1 if side == "allies" else 2}
    p = make("move", seat=SIDE_SEAT[side], side=side, moved={}, paths=[], **limits, seats=[])
    if side == "axis":
        seats = [AXIS_SEAT]
    else:
        seats = [s for s in allied_seats(w) if any_movable(w, p, seat_nations(w, s))]
    p = p.evolve(seats=tuple(seats))
    if not any_movable(w, p):
        who = "Allied" if side == "allies" else "German"
        r.emit("info", f"No {who} land unit can move this time.", key="aa-move-none", args={"side": side})
        finish_card(r)
        return
    r.replace(pending=p)





def any_movable(w: AAState, p: MoveDecision, nations: tuple[str, ...] | None = None) -> bool:
    side = p.side
    keys = own_mobile_keys(side)
    if nations is not None:
        keys = tuple(k for k in keys if k[:2] in nations)
    moved = p.moved
    out = p.out
    zones = BOARD.zone_set
    for zone, units in w.units.items():
        if zone not in zones or units.keys().isdisjoint(keys):  # (one C call skips a zone without any)
            continue
        mz = moved.get(zone)
        for k in keys:
            n = units.get(k, 0)
            if n and n - (mz.get(k, 0) if mz else 0) > 0:
                if out is not None:
                    used = out.get(out_key(side, k), ())
                    if zone not in used and len(used) >= p.out_limit:
                        continue
                # Locked in combat: nothing of the mover leaves this zone (asked only where one could).
                if locked(units, side):
                    break
                return True
    return False


def resolve_move_units(w: AAState, p: MoveDecision, units: Any, frm: str, *, tanks_only: bool, rule: str,
                       seat: str | None = None) -> dict[str, int]:
    side = p.side
    own = seat_nations(w, seat) if seat is not None else nations_of(side)
    if tanks_only and two_steps(w, p):
        tanks_only = False
    want: dict[str, int] = {}
    if units is None:
        for key in own_mobile_keys(side):
            if tanks_only and not key.endswith(":tank"):
                continue
            if key[:2] not in own:
                continue
            n = movable(w, p, frm, key)
            if n > 0:
                want[key] = n
        if not want:
            raise IllegalActionError(
                f"None of your {'tanks' if tanks_only else 'land units'} in {loc_label(frm)} can move now.", rule=rule,
                key="aa-err-none-of-your-in-can", params={"tanks": tanks_only, "zone": frm},
            )
        return want
    for it in units:
        if it.type == "bh":
            raise IllegalActionError("Blockhouses never move.", rule="Blockhouses", key="aa-err-blockhouses-never-move")
        if it.type in ("fighter", "bomber"):
            raise IllegalActionError("Aircraft move only on order cards 03 and 05.", rule=rule, key="aa-err-aircraft-move-only-on-order")
        if side == "axis":
            if it.nation not in (None, "de"):
                raise IllegalActionError("You can move only German units.", rule=rule, key="aa-err-you-can-move-only-german")
            nation = "de"
        elif it.nation is None:
            fits = [n for n in own if movable(w, p, frm, f"{n}:{it.type}") > 0]
            if len(fits) > 1:
                raise IllegalActionError(
                    f"Both U.K. and U.S. {TYPE_NAMES[it.type][1]} are in {loc_label(frm)}. "
                    f"Say 'uk {it.type}' or 'us {it.type}'.",
                    rule=rule,
                    key="aa-err-both-u-k-and-u-2", params={"v": TYPE_NAMES[it.type][1], "zone": frm, "v2": it.type, "v3": it.type},
                )
            nation = fits[0] if fits else own[0]
        else:
            nation = it.nation
            if nation not in own:
                if nation in ALLIED and seat is not None:
                    raise IllegalActionError(
                        f"The {NATION_ADJ[nation]} units are not yours to move: {SEAT_WHO[nation_seat(w, nation)]} "
                        "decides for them.",
                        rule="Three-Player Game",
                        key="aa-err-the-units-are-not-yours", params={"nation": nation, "who": nation_seat(w, nation)},
                    )
                raise IllegalActionError("You can move only your own units.", rule=rule, key="aa-err-you-can-move-only-your")
        key = f"{nation}:{it.type}"
        want[key] = want.get(key, 0) + it.n
    return want


def apply_move(r: Run, seat: str, a: Move) -> None:
    w = r.w
    p = w.pending
    assert p is not None
    origin, r.origin = r.origin, None  # the state the apply was given, ``w`` itself, if given (for this move only)
    side = p.side
    rule = "Order card 08" if side == "allies" else "Order card 12"
    frm, to, via = a.frm, a.to, a.via
    if frm not in BOARD.zone_set:
        raise IllegalActionError(
            "Units in beachhead boxes come ashore only on order card 10 (Allies Land).", rule=rule,
            key="aa-err-units-in-beachhead-boxes-come",
        )
    if to not in BOARD.zone_set or (via is not None and via not in BOARD.zone_set):
        raise IllegalActionError("Land units never move into a beachhead box.", rule=rule, key="aa-err-land-units-never-move-into")
    units_here = at(w, frm)
    if locked(units_here, side) and any(units_here.get(k, 0) for k in own_mobile_keys(side)):
        raise IllegalActionError(
            f"Your units in {loc_label(frm)} are locked in combat with enemy land units and cannot leave.",
            rule="Movement",
            key="aa-err-your-units-in-are-locked", params={"zone": frm},
        )
    want = resolve_move_units(w, p, a.units, frm, tanks_only=via is not None, rule=rule, seat=seat)
    out = p.out
    for key, n in want.items():
        have = units_here.get(key, 0)
        if have == 0:
            raise IllegalActionError(f"There is no {unit_phrase(1, key)[2:]} in {loc_label(frm)}.", rule=rule, key="aa-err-there-is-no-in", params={"nation": key[:2], "typ": key[3:], "zone": frm})
        if out is not None:
            used = out.get(out_key(side, key), [])
            if frm not in used and len(used) >= p.out_limit:
                who = "German" if side == "axis" else NATION_ADJ[key[:2]]
                lim = "one zone" if p.out_limit == 1 else f"{p.out_limit} zones"
                raise IllegalActionError(
                    f"Fortune {w.card:02d}: {who} land units may move out of only {lim} this phase "
                    f"({', '.join(loc_label(z) for z in used)}).",
                    rule=f"Fortune card {w.card:02d}", key="aa-err-move-out-only",
                    params={"fortune_no": w.card, "nation": "de" if side == "axis" else key[:2], "n": p.out_limit,
                            "zones": used},
                )
        can = movable(w, p, frm, key)
        if n > can:
            raise IllegalActionError(
                f"Only {unit_phrase(can, key)} in {loc_label(frm)} can still move this card "
                f"(a unit moves once per card; units that arrived this card stay).",
                rule=rule, key="aa-err-only-can-still-move", params={"unit": [can, key], "zone": frm},
            )
    all_tanks = all(k.endswith(":tank") for k in want)
    why = check_path(w, p, frm, via, to, all_tanks)
    if why:
        raise IllegalActionError(why, rule="Movement", key="aa-err-text", params={"text": why})
    n_total = sum(want.values())
    new_out = None
    if out is not None:
        new_out = {out_key(side, k) for k in want if frm not in out.get(out_key(side, k), [])}
    fixed = fixed_after(w, p, to, n_total, new_out)
    if fixed > LIMIT:
        who = "Allied" if side == "allies" else "German"
        raise IllegalActionError(
            f"That would leave {fixed} {who} land units in {loc_label(to)} that can no longer move on; "
            f"at most {LIMIT} may end the move there.",
            rule="Maximum Units in a Zone",
            key="aa-err-that-would-leave-land-units", params={"v": fixed, "side": side, "zone": to, "v3": LIMIT},
        )
    if looks_ahead(w) and not _settles_after(origin, w, p, frm, to, want):
        who = "Allied" if side == "allies" else "German"
        raise IllegalActionError(
            f"After that move some zone would hold more than {LIMIT} {who} land units with no way left to "
            "bring it back to the limit before the move ends (every way out would be full of units that "
            "already moved). Move the extra units out first.",
            rule="Maximum Units in a Zone",
            key="aa-err-after-that-move-some-zone", params={"v": LIMIT, "side": side},
        )
    path = [frm, via, to] if via else [frm, to]
    moved = dict(p.moved.get(to, ()))
    paths = list(p.paths)
    outs = dict(out) if out is not None else None
    for key, n in want.items():
        moved[key] = moved.get(key, 0) + n
        paths.append(f"{key}|{n}|{','.join(path)}")
        if outs is not None:
            used = outs.get(out_key(side, key), ())
            if frm not in used:
                outs[out_key(side, key)] = (*used, frm)
    p = p.evolve(moved={**p.moved, to: moved}, paths=tuple(paths), **({"out": outs} if outs is not None else {}))
    r.replace(units=r.moved(frm, to, want), highlights=r.arrows(path, want), pending=p)
    # the option list's table of the state now, derived from the one of ``origin`` when it was made (.move_lists)
    w = r.w
    table = follow(origin, w, p, frm, to, want) if origin is not None else None
    route = " via ".join(loc_label(x) for x in path[:-1]) if via else loc_label(frm)
    r.emit(
        "move",
        f"{units_phrase(want)} move from {route} to {loc_label(to)}.",
        {"path": path, "units": want}, key="aa-move",
        args={"units": want, "frm": frm, "via": via, "to": to},
    )
    nations = seat_nations(w, seat)
    if not (table.any_group(nations) if table is not None else any_movable(w, p, nations)):
        if seat_done(r, seat):
            end_move(r)
            advance(r)


def _settles_after(origin: AAState | None, w: AAState, p: MoveDecision, frm: str, to: str,
                   want: dict[str, int]) -> bool:
    """:func:`.zone_capacity.settles_after_move`, answered by the option list of ``origin`` (the state ``w`` copies
    unchanged) when it was built: it asked the same question, and may have asked it already."""
    if origin is not None and len(want) == 1:
        ok = peek(origin, "move_ok")
        if ok is not None:
            ((key, n),) = want.items()
            return bool(ok(frm, key, to, n))
    return settles_after_move(w, p, frm, to, want)


def over_full(w: AAState, side: str, nations: tuple[str, ...] | None = None) -> list[str]:
    """Zones with more than 8 of the mover's land units (only those holding ``nations``' units, if given)."""
    zs = BOARD.zone_set
    out = [z for z, u in w.units.items() if z in zs and stack_count(u, side) > LIMIT
           and (nations is None or any(k[:2] in nations for k in u))]
    out.sort(key=int)
    return out


def must_fix(w: AAState, p: MoveDecision, seat: str) -> list[str]:
    """Over-full zones where ``seat`` still has units that could move out (it must, before it is done)."""
    side = p.side
    keys = [k for k in own_mobile_keys(side) if k[:2] in seat_nations(w, seat)]
    return [z for z in over_full(w, side) if any(movable(w, p, z, k) > 0 for k in keys)]


def apply_move_done(r: Run, seat: str) -> None:
    w = r.w
    p = w.pending
    assert p is not None
    side = p.side
    over = must_fix(w, p, seat)
    if over:
        who = "Allied" if side == "allies" else "German"
        lst = ", ".join(f"{loc_label(z)} ({stack_count(w.units[z], side)})" for z in over)
        raise IllegalActionError(
            f"Too many {who} land units in {lst}; at most {LIMIT} may stay in a zone. Move some out first.",
            rule="Maximum Units in a Zone",
            key="aa-err-too-many-land-units-in", params={"side": side, "stacks": [[z, stack_count(w.units[z], side)] for z in over], "v3": LIMIT},
        )
    if looks_ahead(w) and side == "allies" and w.options.get("players") == "3" and not settles(w, p, done_seat=seat):
        raise IllegalActionError(
            f"If you stop now, the other Allied player could no longer bring every zone back to {LIMIT} land "
            "units: move your extra units out first.",
            rule="Maximum Units in a Zone",
            key="aa-err-if-you-stop-now-the", params={"v": LIMIT},
        )
    if seat_done(r, seat):
        end_move(r)
    advance(r)


def end_move(r: Run) -> None:
    w = r.w
    p = w.pending
    assert p is not None
    if p.side == "axis":
        strafe_moves(r, p.paths)
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
        alive = at(r.w, dest).get(key, 0)
        n = min(n, alive)
        if n <= 0:
            continue
        rolled = True
        all_dice: list[int] = []
        per_unit: list[str] = []
        per_dice: list[list[int]] = []
        killed = 0
        for _ in range(n):
            d = r.roll(f_count)
            all_dice.extend(d)
            per_unit.append(dice_text(d))
            per_dice.append(list(d))
            if 1 in d:
                killed += 1
        r.emit(
            "strafe",
            f"Strafing {unit_phrase(n, key)} moving {' → '.join(loc_label(x) for x in path)}: "
            f"{' | '.join(per_unit)} — {killed} destroyed",
            {"path": path, "unit": key, "count": n, "destroyed": killed},
            tuple(all_dice), key="aa-strafe-move",
            args={"units": {key: n}, "path": path, "rolls": per_dice, "killed": killed},
        )
        if killed:
            r.kill(dest, key, killed)
    if not rolled:
        r.emit("info", "No moving German unit crossed a patrolled zone; no strafing.", key="aa-strafe-none")





START.update({8: c08_allies_move, 12: c12_axis_moves})
