"""Order cards 02, 09, 11 and 13 (rulebook "Order Cards", "Combat"): naval bombardment, blockhouses
firing to sea, and the land battles.

02: six dice at the blockhouses (split between the U.K. and the U.S. in a
three-player game). 09: blockhouses with an arc fire at the first beachhead box
of their arc holding Allied units. 11/13: in every zone holding land units of
both sides, both sides roll at once and each owner picks its losses.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.aa_dday.actions import Split
from rules.aa_dday.board import ALLIED, ATTACK, BOARD, DEFENCE_ALLIES, DEFENCE_AXIS, JOINT, NATION_ADJ
from rules.aa_dday.common import (
    ALLIED_SEAT,
    AXIS_SEAT,
    SEAT_WHO,
    ZONES,
    Run,
    dice_text,
    fortune_result,
    loc_label,
    plural,
    pool_decider,
    three,
)
from rules.aa_dday.hit_picks import pool_from
from rules.aa_dday.hits import open_hits, queue_hits
from rules.aa_dday.hooks import AFTER_HITS, START
from rules.aa_dday.pending import make
from rules.aa_dday.phases import advance, finish_card
from rules.aa_dday.state import Counts, Mark, allied_land, at, axis_land, control, land_of_side


def c02_bombard(r: Run) -> None:
    w = r.w
    if three(w):
        r.replace(pending=make("split", seat=JOINT, seats=(JOINT,)))
        return
    bombard_roll(r, [(ALLIED_SEAT, 6)])


def c09_blockhouses(r: Run) -> None:
    w = r.w
    fr = fortune_result(w, 9)
    hit_on = 5 if fr == "good" else 1 if fr == "bad" else 3
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
        hits = sum(1 for d in dice if d <= hit_on)
        per_box[target] = per_box.get(target, 0) + hits
        r.emit(
            "roll",
            f"Blockhouses of {loc_label(z)} fire at {loc_label(target)}: {dice_text(dice)} — {plural(hits, 'hit')}",
            {"location": z, "target": target, "hits": hits},
            dice, key="aa-blockhouses-fire", args={"zone": z, "target": target, "dice": list(dice), "hits": hits},
        )
    if not fired:
        r.emit("info", "No blockhouse has a target at sea this time.", key="aa-blockhouses-no-target")
    need: dict[str, list[dict[str, Any]]] = {}
    for box, hits in per_box.items():
        if hits:
            queue_hits(r, need, AXIS_SEAT, hits, {box: land_of_side(at(w, box), "allies")})
    open_hits(r, "bh_fire", need, {AXIS_SEAT: "value"})


def c11_allies_attack(r: Run) -> None:
    combat(r, "allies")


def c13_axis_attacks(r: Run) -> None:
    combat(r, "axis")


def _dice_list(units: Counts, side: str, attacking: bool, inf_boost: int = 0) -> list[tuple[str, int]]:
    """Each firing unit with the number it hits on; ``inf_boost`` infantry hit on 2 (fortune 11/13, tactics 10)."""
    out: list[tuple[str, int]] = []
    if side == "axis":
        table = ATTACK if attacking else DEFENCE_AXIS
        for typ in ("inf", "art", "tank", "bh"):
            n = units.get(f"de:{typ}", 0)
            if typ == "inf" and inf_boost:
                b = min(n, inf_boost)
                out.extend([(f"de:{typ}", 2)] * b + [(f"de:{typ}", table[typ])] * (n - b))
                continue
            out.extend([(f"de:{typ}", table[typ])] * n)
    else:
        table = ATTACK if attacking else DEFENCE_ALLIES
        boost = inf_boost
        for typ in ("inf", "art", "tank"):
            for nat in ALLIED:
                n = units.get(f"{nat}:{typ}", 0)
                if typ == "inf" and boost:
                    b = min(n, boost)
                    boost -= b
                    out.extend([(f"{nat}:{typ}", 2)] * b + [(f"{nat}:{typ}", table[typ])] * (n - b))
                    continue
                out.extend([(f"{nat}:{typ}", table[typ])] * n)
    return out


def combat(r: Run, attacker: str) -> None:
    w = r.w
    defender = "axis" if attacker == "allies" else "allies"
    card = 11 if attacker == "allies" else 13
    fr = fortune_result(w, card)
    zones = [z for z in ZONES if z in w.units and axis_land(w.units[z]) and allied_land(w.units[z])]
    chosen = w.fortune.zones if fr == "bad" and w.fortune else None
    if chosen is not None:
        if isinstance(chosen, Mapping):
            picked = set(v for v in chosen.values() if v)
        else:
            picked = set(chosen)
        skipped = [z for z in zones if z not in picked]
        if skipped:
            r.emit("info", f"Fortune {card:02d} (uncoordinated attacks): no attack in "
                   + ", ".join(loc_label(z) for z in skipped) + ".",
                   key="aa-uncoordinated-skip", args={"fortune_no": card, "zones": skipped})
        zones = [z for z in zones if z in picked]
    if not zones:
        r.emit("info", "No zone holds land units of both sides; no combat." if chosen is None
               else "No combat this phase.", key="aa-no-combat" if chosen is None else "aa-no-combat-phase")
        finish_card(r)
        return
    r.highlight(combat_zones=(*r.hl().combat_zones, *(int(z) for z in zones)))
    name = {"axis": "Axis", "allies": "Allied"}
    combined = w.effects.get("combined") if attacker == "allies" else None
    need: dict[str, list[dict[str, Any]]] = {}
    for z in zones:
        units = w.units[z]
        if isinstance(chosen, Mapping) and attacker == "allies":
            parts = [nat for nat in ALLIED if chosen.get(nat) == z]
            fight: Counts = {k: v for k, v in units.items() if k[:2] == "de" or k[:2] in parts}
            if len(parts) < 2 and any(units.get(f"{n}:{t}") for n in ALLIED if n not in parts for t in ("inf", "art", "tank")):
                r.emit("info", f"{loc_label(z)}: only the {NATION_ADJ[parts[0]]} units take part in this attack (fortune 11).",
                       key="aa-combat-only-nation", args={"zone": z, "nation": parts[0]})
        else:
            fight = units
        boost = 0
        if attacker == "allies":
            if fr == "good":
                boost = 99
            elif isinstance(combined, Mark) and combined.card == w.card:
                boost = fight.get("uk:art", 0) + fight.get("us:art", 0)
        elif fr == "good":
            boost = 99
        att = _dice_list(fight, attacker, True, boost)
        dfn = _dice_list(fight, defender, False)
        ad = r.roll(len(att))
        dd = r.roll(len(dfn))
        ah = sum(1 for d, (_, v) in zip(ad, att) if d <= v)
        dh = sum(1 for d, (_, v) in zip(dd, dfn) if d <= v)
        r.emit("roll", f"{loc_label(z)}: {name[attacker]} attack rolls {dice_text(ad)} — {plural(ah, 'hit')}",
               {"location": z, "side": attacker, "hits": ah, "attack": True}, ad,
               key="aa-combat-attack", args={"zone": z, "side": attacker, "dice": list(ad), "hits": ah})
        r.emit("roll", f"{loc_label(z)}: {name[defender]} defence rolls {dice_text(dd)} — {plural(dh, 'hit')}",
               {"location": z, "side": defender, "hits": dh, "attack": False}, dd,
               key="aa-combat-defence", args={"zone": z, "side": defender, "dice": list(dd), "hits": dh})
        def_pool = {z: land_of_side(fight, defender)}
        att_pool = {z: land_of_side(fight, attacker)}
        # hits on the defender are chosen by the defender's seat, and vice versa
        queue_hits(r, need, pool_decider(w, def_pool), ah, def_pool)
        queue_hits(r, need, pool_decider(w, att_pool), dh, att_pool)
    open_hits(r, "combat", need, {AXIS_SEAT: "cheap", ALLIED_SEAT: "cheap"}, {"zones": zones})


def combat_after(r: Run, zones: list[str]) -> None:
    w = r.w
    for z in zones:
        c = control(at(w, z))
        how = c
        if c == "axis":
            txt = f"{loc_label(z)}: only German land units remain; the Axis controls it."
        elif c == "allies":
            txt = f"{loc_label(z)}: only Allied land units remain; the Allies control it."
        elif at(w, z) and axis_land(at(w, z)) and allied_land(at(w, z)):
            txt = f"{loc_label(z)}: both sides remain; the zone stays contested and nobody controls it."
            how = "contested"
        else:
            txt = f"{loc_label(z)}: no land unit is left; nobody controls it."
            how = "empty"
        r.emit("control", txt, {"location": z, "control": c}, key="aa-control",
               args={"zone": z, "control": how})
    finish_card(r)


def bombard_roll(r: Run, shares: list[tuple[str, int]]) -> None:
    w = r.w
    fr = fortune_result(w, 2)
    hit_on = 3 if fr == "good" else 1 if fr == "bad" else 2
    locs = sorted((z for z, u in w.units.items() if u.get("de:bh")), key=int)
    then: list[dict[str, Any]] = []
    for seat, n in shares:
        if n <= 0:
            continue
        dice = r.roll(n)
        hits = sum(1 for d in dice if d <= hit_on)
        who = "" if seat == ALLIED_SEAT and not three(w) else f" ({SEAT_WHO[seat]}, {n} {'die' if n == 1 else 'dice'})"
        r.emit("roll", f"Naval bombardment{who} rolls {dice_text(dice)} — {plural(hits, 'hit')}", {"hits": hits, "seat": seat}, dice,
               key="aa-bombard-roll", args={"by": seat if who else None, "n": n, "dice": list(dice), "hits": hits})
        if hits:
            then.append({"seat": seat, "n": hits, "locs": locs, "keys": ["de:bh"]})
    if len(then) == 1:
        spec = then[0]
        need: dict[str, list[dict[str, Any]]] = {}
        queue_hits(r, need, spec["seat"], spec["n"], pool_from(w, spec["locs"], spec["keys"]))
        open_hits(r, "bombard", need, {ALLIED_SEAT: "value"})
        return
    open_hits(r, "bombard", {}, {}, {"then": then})


def apply_split(r: Run, seat: str, a: Split) -> None:
    r.emit("split", f"The Allies split the naval bombardment dice: U.K. {a.uk}, U.S. {a.us}.", {"uk": a.uk, "us": a.us},
           key="aa-bombard-split", args={"uk": a.uk, "us": a.us})
    r.replace(pending=None)
    bombard_roll(r, [("uk", a.uk), ("us", a.us)])
    advance(r)


START.update({2: c02_bombard, 9: c09_blockhouses, 11: c11_allies_attack, 13: c13_axis_attacks})
AFTER_HITS["combat"] = lambda r, pending: combat_after(r, list(pending.zones or ()))
