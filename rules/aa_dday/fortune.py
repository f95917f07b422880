"""Fortune cards (advanced rules, "Fortune Cards"): one die before each order card.

Fortune card ``k`` comes up right before order card ``k`` while that order card
is in the deck (they leave and come back together). A die decides: 1 is the
good result, 6 the bad one, 2-5 nothing. The result is kept in
``state.fortune`` and ends with its order card (``phases.finish_card``). Card 01
leaves the deck with order card 01.

Most results change numbers the order card uses (read with
``phases.fortune_result``): 02, 04/06 "1", 05 "1", 09, 11/13 "1", the movement
cards 08/10/12 and the reinforcement cards 14/15. Results that need a choice
or a roll before the order card are handled here, at the draw.

Interpretations (rulebook "Fortune Cards"; where it is silent, our reading):

- 01 "6": the Axis picks the two paratroopers (a targeted choice, so the Axis
  seat's ``targets`` standing order answers it); the rest do not attack, and
  still leave their boxes as the order card says.
- 03/05 "6": the roll is made at the draw for every fighter (bomber) on the
  airfield; those that fail stay there this phase ("grounded").
- 03 "1": no limit of four fighters per zone for the patrols placed in this phase.
- 04/06 "6": "the Allies choose one zone" — among zones where German artillery
  shares a zone with fighters (bombers); with one such zone there is nothing to
  choose. In a three-player game it is a joint decision of the Allies.
- 07/16 "1": when both powers have lost an aircraft of that kind, the Allies
  choose whose comes back (joint in a three-player game); it returns to the
  airfield. When the last bomber (fighter) is lost, order cards 05, 06 and 07
  (03, 04 and 16) leave the deck at once with their fortune cards (card
  commentary; rulebook: fortune cards leave with their order cards), so no
  aircraft comes back once all are gone. With the option
  ``last_aircraft=return`` order card 07 (16) is played once more after the
  last one is lost, with its fortune card, and only then leaves; a returned
  aircraft brings order cards 05/06 (03/04) back into the deck.
- 11 "6" and 13 "6": the zones (and powers) of ``choose`` may be given in any order.
- 07/16 "6": the Axis picks one striking bomber (patrolling fighter): its
  ``aa-bombers`` (``aa-fighters``) standing order answers.
- 08/10/12 "6": the zone (box) a power moves out of is fixed by its first move of
  the phase; units leaving it may still split up (rulebook). 12 "6" allows two zones.
- 08/12 "1": every land unit may move two zones, like a tank (still stopping in the
  first zone holding enemy land units); tanks still move at most two zones.
- 10 "1": units may land in the landing zone of any beachhead box of their power
  (``land ... from <box> to <zone>``).
- 11 "6": the Allies pick one combat zone per power (joint in a three-player
  game); a power's units elsewhere do not attack, and units of the other power in
  a zone picked by one power only stay off the battle board (they neither fire nor
  are hit). Zones picked by nobody see no combat.
- 13 "6": the Axis picks two combat zones; the others see no combat.
- 14/15 "1": each power (sector) may reroll one of its two dice and must keep the
  new result; 14/15 "6": half the roll, rounded up, per power (sector).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from rules.aa_dday.board import ALLIED, ATTACK, BOARD, DEFENCE_ALLIES, DEFENCE_AXIS, NATION_ADJ, unit_phrase
from rules.aa_dday.choose import CHOOSE
from rules.aa_dday.common import (
    ALLIED_SEAT,
    AXIS_SEAT,
    CARD_NAMES,
    ZONES,
    Run,
    dice_text,
    loc_label,
    nation_seat,
)
from rules.aa_dday.hits import open_hits, queue_hits
from rules.aa_dday.hooks import AFTER_HITS, STAGE_START
from rules.aa_dday.pending import make
from rules.aa_dday.phases import advance, goto_next
from rules.aa_dday.state import Counts, Fortune, allied_land, at, axis_land, minus, plus
from rules.core.copies import copied

#: (good, bad) titles and effects.
RESULTS: dict[int, tuple[str, str]] = {
    1: ("Complete Surprise — paratroopers hit on 2 or less this phase",
        "Airborne Operation in Disarray — the Axis removes two paratroopers; the others do not attack"),
    2: ("Improved Targeting — naval bombardment hits on 3 or less this phase",
        "Heavy Fog and Pitching Seas — the ships need a 1 to hit a blockhouse this phase"),
    3: ("Targets of Opportunity — no limit of fighters patrolling a zone",
        "Airfield Readiness — each fighter rolls; on 4 or more it cannot patrol this turn"),
    4: ("Low-flying Fighters — antiaircraft fire hits on 2 or less this phase",
        "Antiaircraft Shell Shortage — the Allies choose a zone whose artillery does not fire"),
    5: ("Targets of Opportunity — bombers hit on 5 or less this phase",
        "Airfield Uneasiness — each bomber rolls; on 4 or more it cannot strike this phase"),
    6: ("Low-flying Bombers — antiaircraft fire hits on 2 or less this phase",
        "Antiaircraft Shell Shortage — the Allies choose a zone whose artillery does not fire"),
    7: ("Airfield Construction — one lost bomber returns to the airfield",
        "Luftwaffe Attack — the Axis removes one striking bomber"),
    8: ("Clear Roads — all Allied land units may move two zones this phase",
        "Bogged Down — U.K. and U.S. land units each move out of one zone only"),
    9: ("Hedgehog Disruption — blockhouses hit on 5 or less this phase",
        "Ammunition Failure — blockhouses hit only on 1 this phase"),
    10: ("Coordinated Landing — units may land in any landing zone of their power",
         "Tide Slows the LSTs — each power lands from a single beachhead box"),
    11: ("Coordinated Infantry — Allied infantry hit on 2 this phase",
         "Uncoordinated Attacks — the U.K. and the U.S. each attack in one zone only"),
    12: ("Clear Roads — all German land units may move two zones this phase",
         "Fuel Shortages and Sabotage — German land units move out of two zones only"),
    13: ("Coordinated Infantry — German infantry hit on 2 this phase",
         "Uncoordinated Attacks — the Axis attacks in two zones only"),
    14: ("Sustained Assault — the U.K. and the U.S. may each reroll one reinforcement die",
         "Sea Turbulence — the U.K. and the U.S. get half their rolled reinforcements (round up)"),
    15: ("Push to the Front — one die of each sector's roll may be thrown again",
         "Sabotaged Bridges and Train Tracks — half the rolled reinforcements per sector (round up)"),
    16: ("Airfield Construction — one lost fighter returns to the airfield",
         "Luftwaffe Attack — the Axis removes one patrolling fighter"),
}


def fortune_title(card: int) -> str:
    return f"Fortune {card:02d} {CARD_NAMES[card]}"


def draw_fortune(r: Run) -> None:
    w = r.w
    k = w.card
    (d,) = r.roll(1)
    result = "good" if d == 1 else "bad" if d == 6 else "none"
    if result == "none":
        text = f"{fortune_title(k)}: the die shows {d} — no effect."
    else:
        text = f"{fortune_title(k)}: the die shows {d} — {RESULTS[k][0 if result == 'good' else 1]}."
    r.replace(fortune=Fortune(card=k, die=d, result=result))
    r.emit("fortune", text, {"card": k, "result": result}, (d,), key="aa-fortune-none" if result == "none" else "aa-fortune-draw",
           args={"fortune": k, "die": d} if result == "none" else {"fortune": k, "die": d, "effect": f"{result}-{k}"})
    if result == "bad":
        BAD.get(k, _nothing)(r)
    elif result == "good":
        GOOD.get(k, _nothing)(r)
    w = r.w
    if w.pending is None and w.outcome is None:
        fortune_done(r)


def _nothing(r: Run) -> None:
    return None


def fortune_done(r: Run) -> None:
    """The fortune card is resolved: on to its order card."""
    w = r.replace(pending=None)
    if w.stage == "fortune":
        goto_next(r)


def note_fortune(r: Run, **changes: Any) -> None:
    """Keep what the choice of the fortune card in force fixed (``grounded``, ``zone``, ``zones``)."""
    f = r.w.fortune
    assert f is not None
    r.replace(fortune=copied(f, changes))


def choose_pending(r: Run, what: str, seat: str, choices: list[str], **extra: Any) -> None:
    r.replace(pending=make("choose", what=what, seat=seat, seats=[seat], fortune=True, choices=choices, **extra))


# --------------------------------------------------------------------------- 01


def bad_01(r: Run) -> None:
    w = r.w
    pool = {b: {k: v for k, v in at(w, b).items() if k.endswith(":inf")} for b in BOARD.airborne_ids if at(w, b)}
    need: dict[str, list[dict[str, Any]]] = {}
    queue_hits(r, need, AXIS_SEAT, 2, pool)
    open_hits(r, "f01", need, {AXIS_SEAT: "value"})


# --------------------------------------------------------------------------- 03 and 05


def _ground(r: Run, typ: str) -> None:
    w = r.w
    grounded: dict[str, int] = {}
    all_dice: list[int] = []
    parts = []
    rolled: list[list[Any]] = []
    for nat in ALLIED:
        key = f"{nat}:{typ}"
        n = w.airfield.get(key, 0)
        if not n:
            continue
        dice = r.roll(n)
        all_dice.extend(dice)
        g = sum(1 for x in dice if x >= 4)
        if g:
            grounded[key] = g
        parts.append(f"{NATION_ADJ[nat]} {dice_text(dice)}")
        rolled.append([nat, list(dice)])
    if not parts:
        r.emit("info", f"No {typ} is on the airfield to roll for.", key="aa-ground-none", args={"typ": typ})
        return
    note_fortune(r, grounded=grounded)
    kept = ", ".join(unit_phrase(v, k) for k, v in grounded.items()) or "none"
    r.emit("roll", f"Readiness rolls for the {typ}s: {'; '.join(parts)} — kept on the airfield: {kept}.",
           {"grounded": grounded}, tuple(all_dice),
           key="aa-ground-roll", args={"typ": typ, "parts": rolled, "kept": grounded})


def bad_03(r: Run) -> None:
    _ground(r, "fighter")


def bad_05(r: Run) -> None:
    _ground(r, "bomber")


# --------------------------------------------------------------------------- 04 and 06


def shortage_zones(w: Any, typ: str) -> list[str]:
    out = []
    for z in ZONES:
        u = w.units.get(z)
        if u and u.get("de:art") and (u.get(f"uk:{typ}") or u.get(f"us:{typ}")):
            out.append(z)
    return out


def _shortage(r: Run, typ: str) -> None:
    w = r.w
    zones = shortage_zones(w, typ)
    if not zones:
        r.emit("info", f"No German artillery shares a zone with {typ}s; the shortage changes nothing.",
               key="aa-shortage-none", args={"typ": typ})
        return
    if len(zones) == 1:
        set_shortage(r, zones[0])
        return
    choose_pending(r, "shortage", ALLIED_SEAT, [f"choose {z}" for z in zones])


def set_shortage(r: Run, zone: str) -> None:
    note_fortune(r, zone=zone)
    r.emit("fortune_choice", f"Shell shortage: the German artillery in {loc_label(zone)} will not fire at aircraft.",
           {"zone": zone}, key="aa-shortage", args={"zone": zone})


def bad_04(r: Run) -> None:
    _shortage(r, "fighter")


def bad_06(r: Run) -> None:
    _shortage(r, "bomber")


def choose_shortage(r: Run, seat: str, args: tuple[str, ...]) -> None:
    set_shortage(r, args[0])
    fortune_done(r)
    advance(r)


# --------------------------------------------------------------------------- 07 and 16


def lost(w: Any, typ: str) -> list[str]:
    return [nat for nat in ALLIED if w.destroyed.get(f"{nat}:{typ}", 0) > 0]


def _revive(r: Run, typ: str) -> None:
    w = r.w
    nats = lost(w, typ)
    if not nats:
        r.emit("info", f"No {typ} has been lost; nothing returns.", key="aa-revive-none", args={"typ": typ})
        return
    if len(nats) == 1:
        revive(r, nats[0], typ)
        return
    choose_pending(r, "revive", ALLIED_SEAT, [f"choose {n}" for n in nats], typ=typ)


def revive(r: Run, nat: str, typ: str) -> None:
    w = r.w
    key = f"{nat}:{typ}"
    r.replace(destroyed=minus(w.destroyed, key, 1), airfield=plus(w.airfield, key, 1))
    r.emit("fortune_choice", f"Airfield construction: a lost {NATION_ADJ[nat]} {typ} is back on the airfield.",
           {"unit": key}, key="aa-revive", args={"nation": nat, "typ": typ})


def choose_revive(r: Run, seat: str, args: tuple[str, ...]) -> None:
    typ = r.w.pending.typ  # type: ignore[union-attr]
    revive(r, args[0], typ)
    fortune_done(r)
    advance(r)


def _luftwaffe(r: Run, typ: str, ctx: str) -> None:
    w = r.w
    pool = {z: {k: u.get(k, 0) for k in (f"uk:{typ}", f"us:{typ}")} for z, u in w.units.items()
            if z in BOARD.zone_set and (u.get(f"uk:{typ}") or u.get(f"us:{typ}"))}
    if not pool:
        r.emit("info", f"No {typ} is out; the Luftwaffe finds nothing.", key="aa-luftwaffe-none", args={"typ": typ})
        return
    need: dict[str, list[dict[str, Any]]] = {}
    queue_hits(r, need, AXIS_SEAT, 1, pool)
    open_hits(r, ctx, need, {AXIS_SEAT: "value"})


def good_07(r: Run) -> None:
    _revive(r, "bomber")


def bad_07(r: Run) -> None:
    _luftwaffe(r, "bomber", "f07")


def good_16(r: Run) -> None:
    _revive(r, "fighter")


def bad_16(r: Run) -> None:
    _luftwaffe(r, "fighter", "f16")


# --------------------------------------------------------------------------- 11 and 13


def combat_zones(w: Any) -> list[str]:
    return [z for z in ZONES if z in w.units and axis_land(w.units[z]) and allied_land(w.units[z])]


def _has(w: Any, z: str, nat: str) -> bool:
    u = at(w, z)
    return any(u.get(f"{nat}:{t}") for t in ("inf", "art", "tank"))


def attack_choices(w: Any) -> list[str]:
    zones = combat_zones(w)
    per = {nat: [z for z in zones if _has(w, z, nat)] for nat in ALLIED}
    opts: list[list[str]] = [[]]
    for nat in ALLIED:
        if per[nat]:
            opts = [o + [nat, z] for o in opts for z in per[nat]]
    return ["choose " + " ".join(o) for o in opts if o]


def bad_11(r: Run) -> None:
    w = r.w
    choices = attack_choices(w)
    if not choices:
        set_attack(r, {})
        return
    if len(choices) == 1:
        set_attack(r, _attack_args(choices[0].split()[1:]))
        return
    choose_pending(r, "attack", ALLIED_SEAT, choices)


def _attack_args(args: list[str] | tuple[str, ...]) -> dict[str, str]:
    return {args[i]: args[i + 1] for i in range(0, len(args), 2)}


def set_attack(r: Run, chosen: dict[str, str]) -> None:
    note_fortune(r, zones={nat: chosen.get(nat) for nat in ALLIED})
    if chosen:
        txt = "; ".join(f"{NATION_ADJ[n]} in {loc_label(z)}" for n, z in chosen.items())
        r.emit("fortune_choice", f"Uncoordinated attacks: the Allies attack only here — {txt}.", {"zones": chosen},
               key="aa-uncoordinated-allies", args={"attacks": chosen})


def choose_attack(r: Run, seat: str, args: tuple[str, ...]) -> None:
    set_attack(r, _attack_args(args))
    fortune_done(r)
    advance(r)


def bad_13(r: Run) -> None:
    w = r.w
    zones = combat_zones(w)
    if len(zones) <= 2:
        set_axis_attack(r, zones)
        return
    choose_pending(r, "axis_attack", AXIS_SEAT, [f"choose {a} {b}" for a, b in combinations(zones, 2)])


def set_axis_attack(r: Run, zones: list[str]) -> None:
    note_fortune(r, zones=tuple(zones))
    if zones:
        r.emit("fortune_choice", "Uncoordinated attacks: the Axis attacks only in "
               + " and ".join(loc_label(z) for z in zones) + ".", {"zones": list(zones)},
               key="aa-uncoordinated-axis", args={"zones_and": list(zones)})


def choose_axis_attack(r: Run, seat: str, args: tuple[str, ...]) -> None:
    set_axis_attack(r, list(args))
    fortune_done(r)
    advance(r)


BAD = {1: bad_01, 3: bad_03, 4: bad_04, 5: bad_05, 6: bad_06, 7: bad_07, 11: bad_11, 13: bad_13, 16: bad_16}
GOOD = {7: good_07, 16: good_16}


# --------------------------------------------------------------------------- standing orders


def _power(units: Counts, keys: tuple[str, ...], table: dict[str, int]) -> int:
    return sum(units.get(k, 0) * table[k.split(":")[1]] for k in keys)


def auto_choice(w: Any, decider: str) -> str | None:
    """What ``fortune auto`` picks for the pending fortune choice (see :mod:`.orders`)."""
    p = w.pending
    what = p.what if p.kind == "choose" else "reroll"
    if what == "shortage":
        zones = [c.split()[1] for c in p.choices]
        best = max(zones, key=lambda z: (at(w, z).get("de:art", 0), -int(z)))
        return f"choose {best}"
    if what == "revive":
        typ = p.typ
        nats = [c.split()[1] for c in p.choices]

        def left(n: str) -> int:
            key = f"{n}:{typ}"
            return w.airfield.get(key, 0) + sum(u.get(key, 0) for u in w.units.values())

        return f"choose {min(nats, key=lambda n: (left(n), ALLIED.index(n)))}"
    if what == "attack":
        def score(text: str) -> tuple[int, ...]:
            args = text.split()[1:]
            total = 0
            for i in range(0, len(args), 2):
                nat, z = args[i], args[i + 1]
                u = at(w, z)
                mine = _power(u, (f"{nat}:inf", f"{nat}:art", f"{nat}:tank"), ATTACK)
                theirs = _power(u, ("de:inf", "de:art", "de:tank", "de:bh"), DEFENCE_AXIS)
                total += mine - theirs
            return (total,)

        return max(p.choices, key=score)
    if what == "axis_attack":
        def score2(text: str) -> int:
            total = 0
            for z in text.split()[1:]:
                u = at(w, z)
                total += _power(u, ("de:inf", "de:art", "de:tank", "de:bh"), ATTACK) - _power(
                    u, ("uk:inf", "uk:art", "uk:tank", "us:inf", "us:art", "us:tank"), DEFENCE_ALLIES)
            return total

        return max(p.choices, key=score2)
    if what == "reroll":
        for c, dice in p.rolls.items():
            if c in p.done or nation_seat(w, BOARD.chart_nation[c]) != decider:
                continue
            low = min(dice)
            if low <= 3:
                return f"reroll {c} {low}"
        return "done"
    return None

STAGE_START["fortune"] = draw_fortune
for _ctx in ("f01", "f07", "f16"):
    AFTER_HITS[_ctx] = lambda r, pending: fortune_done(r)
CHOOSE.update({
    "shortage": choose_shortage,
    "revive": choose_revive,
    "attack": choose_attack,
    "axis_attack": choose_axis_attack,
})
