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

from rules.aa_dday.actions import (
    Bomb,
    Choose,
    Confirm,
    Done,
    Hits,
    Land,
    Move,
    Orders,
    Patrol,
    Place,
    Refuse,
    Reroll,
    Split,
    Tactic,
    UnitItem,
)
from rules.aa_dday.board import (
    ALLIED,
    ALLIED_SEATS,
    JOINT,
    ATTACK,
    BOARD,
    DEFENCE_ALLIES,
    DEFENCE_AXIS,
    NATION_ADJ,
    TYPE_NAMES,
    nations_of,
    short_units,
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
#: :func:`board.seat_of`. ``ALLIED_SEAT`` ("allies") is the seat of the Allies in
#: a two-player game and, in a three-player game, the joint decision of the
#: U.K. and U.S. seats (see :func:`seats_waiting`).
AXIS_SEAT = seat_of("de")
ALLIED_SEAT = JOINT
SIDE_SEAT = {"axis": AXIS_SEAT, "allies": ALLIED_SEAT}

#: Casualty order when the owner chooses (cheapest first).
CHEAP = {"axis": ("inf", "art", "tank", "bh"), "allies": ("inf", "art", "tank")}
#: Target order when the attacker chooses (most valuable first).
VALUE = {"axis": ("tank", "art", "bh", "inf"), "allies": ("tank", "art", "inf")}



def players(w: AAState) -> str:
    return w.options.get("players", "2")


def three(w: AAState) -> bool:
    return w.options.get("players", "2") == "3"


def fortune_on(w: AAState) -> bool:
    return w.options.get("fortune") == "on"


def tactics_on(w: AAState) -> bool:
    return w.options.get("tactics") == "on"


def nation_seat(w: AAState, nation: str) -> str:
    return seat_of(nation, w.options.get("players", "2"))


def allied_seats(w: AAState) -> tuple[str, ...]:
    return ALLIED_SEATS[w.options.get("players", "2")]


def seat_nations(w: AAState, seat: str) -> tuple[str, ...]:
    return nations_of(seat, w.options.get("players", "2"))


def pool_decider(w: AAState, pool: dict[str, dict[str, int]]) -> str:
    """Who chooses losses among ``pool``: the owner (a nation's seat, or the Allies jointly when mixed)."""
    nats: set[str] = set()
    for units in pool.values():
        for k, v in units.items():
            if v > 0:
                nats.add(k[:2])
    if "de" in nats or not nats:
        return AXIS_SEAT
    if len(nats) == 1:
        return nation_seat(w, nats.pop())
    return JOINT


SEAT_WHO = {"axis": "the Axis", "allies": "the Allies", "uk": "the U.K.", "us": "the U.S."}


SEAT_TITLE = {"axis": "The Axis", "allies": "The Allies", "uk": "The U.K.", "us": "The U.S."}
SEAT_POSS = {"axis": "The Axis's", "allies": "The Allies'", "uk": "The U.K.'s", "us": "The U.S.'s"}
STAGES = ("fortune", "order", "tactics")


def card_title(card: int) -> str:
    return f"Order {card:02d} {CARD_NAMES[card]}"


def phase_label(s: AAState) -> str:
    if s.outcome is not None:
        return f"Turn {s.turn} · Game over"
    if s.card == VICTORY_CHECK:
        return f"Turn {s.turn} · Victory check"
    if s.stage == "fortune":
        return f"Turn {s.turn} · Fortune {s.card:02d} {CARD_NAMES[s.card]}"
    if s.stage == "tactics":
        from rules.aa_dday.tactics import TACTICS_NAMES

        return f"Turn {s.turn} · Tactics {s.card:02d} {TACTICS_NAMES[s.card]}"
    return f"Turn {s.turn} · {card_title(s.card)}"


def loc_label(loc: str) -> str:
    if loc in LABEL:
        return LABEL[loc]
    if loc in BOARD.beach_zone:
        return f"{BOARD.box_name[loc]} Beach"
    return BOARD.box_name.get(loc, loc)


def plural(n: int, word: str, many: str | None = None) -> str:
    """``1 hit`` / ``2 hits``; ``many`` for words whose plural is not ``word + "s"``."""
    return f"{n} {word}" if n == 1 else f"{n} {many or word + 's'}"


def dice_text(dice: tuple[int, ...] | list[int]) -> str:
    return " ".join(str(d) for d in dice)


class Run:
    """A working state plus the events produced while changing it."""

    __slots__ = ("w", "events", "_hl_own", "advancing")

    def __init__(self, w: AAState) -> None:
        self.w = w
        self.events: list[Event] = []
        self._hl_own = False  # highlights are shared with the input state until first written
        self.advancing = False

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


# REPLACE-SECTION


# =========================================================================== flow


def slot_exists(w: AAState, card: int, stage: str) -> bool:
    if stage == "order":
        return card not in w.removed
    if stage == "fortune":
        return w.options.get("fortune") == "on" and card not in w.removed
    return w.options.get("tactics") == "on" and card not in w.used_tactics


def next_position(w: AAState, card: int, stage: str) -> tuple[int, str]:
    """The next card to resolve after ``stage`` of slot ``card``: fortune, order, tactics, slot by slot."""
    i = STAGES.index(stage)
    c = card
    while True:
        i += 1
        if i == 3:
            i = 0
            c += 1
        if c > 16:
            return VICTORY_CHECK, "order"
        if slot_exists(w, c, STAGES[i]):
            return c, STAGES[i]


def goto_next(r: Run) -> None:
    w = r.w
    c, st = next_position(w, w.card, w.stage)
    setv(w, "card", c)
    setv(w, "stage", st)


def first_position(w: AAState) -> tuple[int, str]:
    return next_position(w, 0, "tactics")


def advance(r: Run) -> None:
    """Run automatic steps (and decisions standing orders cover) until someone must decide or the game is over."""
    if r.advancing:
        return
    r.advancing = True
    try:
        w = r.w
        while w.outcome is None:
            if w.pending is not None:
                if not auto_step(r):
                    break
                continue
            if w.card == VICTORY_CHECK:
                victory_check(r)
            elif w.stage == "fortune":
                from rules.aa_dday.fortune import draw_fortune

                draw_fortune(r)
            elif w.stage == "tactics":
                from rules.aa_dday.tactics import start_tactic

                start_tactic(r)
            else:
                START[w.card](r)
    finally:
        r.advancing = False


def finish_card(r: Run) -> None:
    """End the order card being resolved: its fortune and next-phase effects end with it."""
    w = r.w
    setv(w, "pending", None)
    if w.fortune is not None:
        setv(w, "fortune", None)
    eff = w.effects
    if eff and any(isinstance(v, dict) and v.get("card") == w.card for v in eff.values()):
        setv(w, "effects", {k: v for k, v in eff.items() if not (isinstance(v, dict) and v.get("card") == w.card)})
    check_removals(r)
    goto_next(r)


def next_card(w: AAState, after: int) -> int:
    """The next order card after ``after`` still in the deck (17: the victory check)."""
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


def plays_once_more(w: AAState, card: int) -> bool:
    """Rule reading ``last_aircraft=return``: order 07 (16) stays for one more pass after the last bomber
    (fighter) falls, so that its fortune card may bring one back.

    The default (``leave``) follows the card commentary: when every bomber is gone, cards 05, 06 and 07
    leave the deck, and the rulebook takes each fortune card out with its order card, so no aircraft
    comes back once all are gone.
    """
    return (w.options.get("fortune") == "on" and w.options.get("last_aircraft") == "return"
            and w.card < card and w.outcome is None)


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
        if t["fighter"]:
            return None
        if card == 16 and plays_once_more(w, 16):
            return None
        return "every fighter has been shot down"
    if card in (5, 6, 7):
        if t["bomber"]:
            return None
        if card == 7 and plays_once_more(w, 7):
            return None
        return "every bomber has been shot down"
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


def reentry(w: AAState) -> frozenset[int]:
    """Order cards that can come back into the deck: only the advanced game brings back what they need
    (fortune 07/16 return aircraft, tactics 08 a blockhouse, tactics 16 infantry to the U.K. chart)."""
    out: set[int] = set()
    if w.options.get("fortune") == "on":
        out |= {3, 4, 5, 6, 7, 16}
    if w.options.get("tactics") == "on":
        out |= {9, 10, 14}
    return frozenset(out)


def check_removals(r: Run) -> None:
    """Take out the order cards with nothing left to do; put back those that have something again."""
    w = r.w
    tally = _tally(w)
    for card in range(1, 17):
        why = removal_reason(w, card, tally)
        if card in w.removed:
            if why is None and card in reentry(w):
                w.removed.remove(card)
                extra = " (with its fortune card)" if fortune_on(w) else ""
                r.emit("card_back", f"{card_title(card)} re-enters the deck{extra}.", {"card": card})
            continue
        if why:
            w.removed.append(card)
            w.removed.sort()
            extra = " (with its fortune card)" if fortune_on(w) and card != 1 else ""
            r.emit("card_removed", f"{card_title(card)} leaves the deck{extra}: {why}.", {"card": card})


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
    """Set a pending hits decision, or continue at once when nothing is left to choose.

    ``extra["then"]`` queues further steps (``{"seat", "n", "locs", "keys", "label"}``) resolved one
    after the other, each on the units left by the previous ones (hits of different players on the
    same units, or tactics that fire "one at a time").
    """
    pending = {"kind": "hits", "ctx": ctx, "need": need, "pick": pick}
    if extra:
        pending.update(extra)
    if need:
        setv(r.w, "pending", pending)
    else:
        hits_done(r, pending)


def hits_done(r: Run, pending: dict[str, Any]) -> None:
    ctx = pending["ctx"]
    w = r.w
    setv(w, "pending", None)
    then = pending.get("then")
    while then:
        spec = then.pop(0)
        need: dict[str, list[dict[str, Any]]] = {}
        counted = queue_hits(r, need, spec["seat"], spec["n"], pool_from(w, spec))
        if counted < spec["n"] and spec.get("label"):
            r.emit("info", f"{spec['label']}: {plural(spec['n'] - counted, 'hit')} lost (no target left).")
        if need:
            pending["need"] = need
            setv(w, "pending", pending)
            return
    if ctx == "airborne":
        airborne_after(r)
    elif ctx == "combat":
        combat_after(r, pending.get("zones", []))
    elif ctx.startswith("f"):
        from rules.aa_dday.fortune import fortune_done

        fortune_done(r)
    elif ctx.startswith("t"):
        from rules.aa_dday.tactics import tactic_done

        tactic_done(r)
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
    "f01": "Fortune card 01",
    "f07": "Fortune card 07",
    "f16": "Fortune card 16",
    "t01": "Tactics card 01",
    "t04": "Tactics card 04",
    "t05": "Tactics card 05",
    "t06": "Tactics card 06",
    "t11": "Tactics card 11",
    "t12": "Tactics card 12",
    "t13": "Tactics card 13",
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
    order = CHEAP[seat_side] if pick == "cheap" else VALUE[seat_side]
    return auto_assign(groups, order)


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
    fr = fortune_result(w, 1)
    if fr == "bad":
        r.emit("info", "Fortune 01: the airborne operation is in disarray; the remaining paratroopers do not attack.")
        airborne_after(r)
        return
    hit_on = 2 if fr == "good" else 1
    per_zone: dict[str, int] = {}
    for box in BOARD.airborne_ids:
        units = at(w, box)
        n = sum(v for k, v in units.items() if k.endswith(":inf"))
        if not n:
            continue
        zone = BOARD.airborne_zone[box]
        nation = BOARD.airborne[box].nation
        dice = r.roll(n)
        hits = sum(1 for d in dice if d <= hit_on)
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
    if three(w):
        setv(w, "pending", {"kind": "split", "seat": JOINT, "seats": [JOINT]})
        return
    bombard_roll(r, [(ALLIED_SEAT, 6)])


# =========================================================================== card 03


def c03_patrol(r: Run) -> None:
    w = r.w
    seats = seats_with_air(w, "fighter")
    if not seats:
        if w.airfield.get("uk:fighter") or w.airfield.get("us:fighter"):
            r.emit("info", "Every fighter on the airfield is grounded this turn; nothing patrols.")
        else:
            r.emit("info", "No fighter is on the airfield; nothing patrols.")
        finish_card(r)
        return
    setv(w, "pending", {"kind": "patrol", "seat": ALLIED_SEAT, "seats": seats})


def apply_patrol(r: Run, seat: str, a: Patrol) -> None:
    w = r.w
    p = w.pending
    assert p is not None
    rule = "Order card 03"
    to = a.to
    own = seat_nations(w, seat)
    if to not in BOARD.zone_set:
        raise IllegalActionError("Fighters patrol zones, not beachhead boxes.", rule=rule)
    want: dict[str, int] = {}
    for it in a.units:
        if it.type != "fighter":
            raise IllegalActionError("Only fighters patrol; say for example 'patrol 2 uk fighter to 12'.", rule=rule)
        nation = it.nation
        if nation is None:
            fits = [n for n in own if air_available(w, f"{n}:fighter") >= it.n]
            if len(fits) != 1:
                raise IllegalActionError("Say 'uk fighter' or 'us fighter'.", rule=rule)
            nation = fits[0]
        if nation not in own:
            raise IllegalActionError(
                f"The {NATION_ADJ[nation]} fighters are not yours to send: {SEAT_WHO[nation_seat(w, nation)]} decides for them.",
                rule="Three-Player Game",
            )
        key = f"{nation}:fighter"
        want[key] = want.get(key, 0) + it.n
    for key, n in want.items():
        have = air_available(w, key)
        if n > have:
            extra = f" ({grounded(w, key)} more are grounded this turn)" if grounded(w, key) else ""
            raise IllegalActionError(f"Only {unit_phrase(have, key)} wait on the airfield{extra}.", rule=rule)
    there = fighters(at(w, to))
    total = sum(want.values())
    limit = patrol_limit(w)
    if there + total > limit:
        raise IllegalActionError(
            f"At most {limit} fighters may patrol one zone; {loc_label(to)} already has {there}.",
            rule="Maximum Units in a Zone",
        )
    for key, n in want.items():
        w.airfield[key] -= n
        if not w.airfield[key]:
            del w.airfield[key]
        add_units(w, to, key, n)
    r.emit("patrol", f"{units_phrase(want)} patrol {loc_label(to)}.", {"to": to, "units": want})
    if not any(air_available(w, f"{n}:fighter") > 0 for n in own):
        if seat_done(r, seat):
            finish_card(r)
            advance(r)


# =========================================================================== cards 04 and 06


def anti_aircraft(r: Run, typ: str, ctx: str) -> None:
    w = r.w
    card = 4 if typ == "fighter" else 6
    fr = fortune_result(w, card)
    hit_on = 2 if fr == "good" else 1
    short = w.fortune.get("zone") if fr == "bad" and w.fortune else None
    shield = w.effects.get("barnstorm") if typ == "fighter" else None
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
        if z == short:
            r.emit("info", f"{loc_label(z)}: antiaircraft shell shortage — the artillery there does not fire.")
            continue
        pool = {z: {k: units.get(k, 0) for k in (f"uk:{typ}", f"us:{typ}")}}
        if shield and shield.get("zone") == z:
            key = f"{shield['nation']}:fighter"
            if pool[z].get(key, 0) > 0:
                pool[z][key] -= 1
            if not sum(pool[z].values()):
                r.emit("info", f"{loc_label(z)}: the only fighter there is barnstorming (tactics 03); no antiaircraft fire.")
                continue
        fired = True
        dice = r.roll(art)
        hits = sum(1 for d in dice if d <= hit_on)
        r.emit(
            "roll",
            f"{loc_label(z)}: antiaircraft fire rolls {dice_text(dice)} — {plural(hits, 'hit')}",
            {"location": z, "hits": hits},
            dice,
        )
        if hits:
            counted = queue_hits(r, need, AXIS_SEAT, hits, pool)
            if counted and typ == "fighter":
                mark(r, "fighter_shot", z)
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
    seats = seats_with_air(w, "bomber")
    if not seats:
        if w.airfield.get("uk:bomber") or w.airfield.get("us:bomber"):
            r.emit("info", "Every bomber on the airfield is kept back this phase; no strike.")
        else:
            r.emit("info", "No bomber is on the airfield; no strike.")
        finish_card(r)
        return
    setv(w, "pending", {"kind": "bomb", "seat": ALLIED_SEAT, "seats": seats})


def bomb_zone_ok(w: AAState, zone: str) -> bool:
    return zone in BOARD.zone_set and allied_land(at(w, zone)) == 0


def apply_bomb(r: Run, seat: str, a: Bomb) -> None:
    w = r.w
    rule = "Order card 05"
    key = f"{a.nation}:bomber"
    if a.nation not in seat_nations(w, seat):
        raise IllegalActionError(
            f"The {NATION_ADJ[a.nation]} bomber is not yours to send: {SEAT_WHO[nation_seat(w, a.nation)]} decides for it.",
            rule="Three-Player Game",
        )
    if air_available(w, key) <= 0:
        left = [n for n in ALLIED if air_available(w, f"{n}:bomber") > 0]
        hint = f" Still on the airfield: {', '.join(n.upper() for n in left)}." if left else ""
        why = "is kept back this phase" if w.airfield.get(key) else "is not on the airfield"
        raise IllegalActionError(f"The {NATION_ADJ[a.nation]} bomber {why}.{hint}", rule=rule)
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
    if not any(air_available(w, f"{n}:bomber") > 0 for n in seat_nations(w, seat)):
        if seat_done(r, seat):
            bombers_strike(r)
            advance(r)


def bombers_strike(r: Run) -> None:
    w = r.w
    setv(w, "pending", None)
    hit_on = 5 if fortune_result(w, 5) == "good" else 3
    need: dict[str, list[dict[str, Any]]] = {}
    then: list[dict[str, Any]] = []
    struck = False
    for z in ZONES:
        units = w.units.get(z)
        if not units:
            continue
        if not bombers(units):
            continue
        struck = True
        groups: dict[str, int] = {}
        for nat in ALLIED:
            k = units.get(f"{nat}:bomber", 0)
            if k:
                s = nation_seat(w, nat)
                groups[s] = groups.get(s, 0) + k
        first = True
        for seat, n in groups.items():
            dice = r.roll(n)
            hits = sum(1 for d in dice if d <= hit_on)
            if any(d > hit_on for d in dice):
                mark(r, "bomber_missed", z)
            who = f" ({SEAT_WHO[seat]})" if len(groups) > 1 else ""
            r.emit("roll", f"{loc_label(z)}: bombers{who} roll {dice_text(dice)} — {plural(hits, 'hit')}",
                   {"location": z, "hits": hits}, dice)
            if not hits:
                continue
            if first:
                pool = {z: land_of_side(units, "axis")}
                counted = queue_hits(r, need, seat, hits, pool)
                if counted < hits:
                    r.emit("info", f"{loc_label(z)}: {plural(hits - counted, 'hit')} lost (no German unit left there).")
                first = False
            else:
                then.append({"seat": seat, "n": hits, "locs": [z], "keys": ["de:inf", "de:art", "de:tank", "de:bh"],
                             "label": loc_label(z)})
    if not struck:
        r.emit("info", "No bomber was sent; no strike.")
    open_hits(r, "bomber", need, {ALLIED_SEAT: "value"}, {"then": then} if then else None)


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
    card = 8 if side == "allies" else 12
    p: dict[str, Any] = {"kind": "move", "seat": SIDE_SEAT[side], "side": side, "moved": {}, "paths": []}
    if fortune_result(w, card) == "bad":
        p["out"] = {}
        p["out_limit"] = 1 if side == "allies" else 2
    if side == "axis":
        seats = [AXIS_SEAT]
    else:
        seats = [s for s in allied_seats(w) if any_movable(w, p, seat_nations(w, s))]
    p["seats"] = seats
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
    out = p.get("out")
    if out is not None:
        used = out.get(out_key(p["side"], key), ())
        if zone not in used and len(used) >= p["out_limit"]:
            return 0
    return n - p["moved"].get(zone, {}).get(key, 0)


def any_movable(w: AAState, p: dict[str, Any], nations: tuple[str, ...] | None = None) -> bool:
    side = p["side"]
    keys = own_mobile_keys(side)
    if nations is not None:
        keys = tuple(k for k in keys if k[:2] in nations)
    moved = p["moved"]
    out = p.get("out")
    for zone, units in w.units.items():
        if zone not in BOARD.zone_set or locked(units, side):
            continue
        mz = moved.get(zone)
        for k in keys:
            n = units.get(k, 0)
            if n and n - (mz.get(k, 0) if mz else 0) > 0:
                if out is not None:
                    used = out.get(out_key(side, k), ())
                    if zone not in used and len(used) >= p["out_limit"]:
                        continue
                return True
    return False


def fixed_after(w: AAState, p: dict[str, Any], dest: str, add: int, new_out: set[str] | None = None) -> int:
    """Units of the mover that could no longer leave ``dest`` after ``add`` more arrive."""
    units = at(w, dest)
    side = p["side"]
    if locked(units, side):
        return stack_count(units, side) + add
    moved = p["moved"].get(dest, {})
    n = sum(moved.values()) + add
    counted: set[str] = set()
    if side == "allies" and w.options.get("players") == "3":
        # units of a power whose player is done moving stay where they are
        for key in own_mobile_keys(side):
            if nation_seat(w, key[:2]) not in p["seats"]:
                n += units.get(key, 0) - moved.get(key, 0)
                counted.add(key)
    out = p.get("out")
    if out is not None:
        # fortune 08/12 "6": units staying in a zone their power may no longer move out of are stuck too
        for key in own_mobile_keys(side):
            if key in counted:
                continue
            stay = units.get(key, 0) - moved.get(key, 0)
            if stay > 0:
                used = out.get(out_key(side, key), ())
                if dest not in used and len(used) >= p["out_limit"] - (1 if new_out and out_key(side, key) in new_out else 0):
                    n += stay
    return n


def check_path(w: AAState, p: dict[str, Any], frm: str, via: str | None, to: str, is_tank: bool) -> str | None:
    """Return why the path is illegal, or ``None`` (``is_tank``: every unit moved may go two zones)."""
    adj = BOARD.adj_set
    flood = flooded(w, p) if w.effects else None
    if flood is not None and (to == flood or via == flood):
        return f"{loc_label(flood)} is flooded (tactics 07): no Allied unit may move into it this phase."
    if via is None:
        if to not in adj[frm]:
            return f"{loc_label(to)} is not next to {loc_label(frm)}."
        return None
    if not is_tank and not two_steps(w, p):
        return "Only tanks can move two zones; infantry and artillery move to an adjacent zone."
    if via not in adj[frm]:
        return f"{loc_label(via)} is not next to {loc_label(frm)}."
    if to not in adj[via]:
        return f"{loc_label(to)} is not next to {loc_label(via)}."
    if to == frm:
        return "A unit cannot move out and back into the zone it started from."
    if enemy_land(at(w, via), p["side"]):
        return (
            f"A unit moving two zones must stop in the first zone it enters when that zone holds enemy land "
            f"units; it cannot pass through {loc_label(via)}."
        )
    return None


def resolve_move_units(w: AAState, p: dict[str, Any], units: Any, frm: str, *, tanks_only: bool, rule: str,
                       seat: str | None = None) -> dict[str, int]:
    side = p["side"]
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
                if nation in ALLIED and seat is not None:
                    raise IllegalActionError(
                        f"The {NATION_ADJ[nation]} units are not yours to move: {SEAT_WHO[nation_seat(w, nation)]} "
                        "decides for them.",
                        rule="Three-Player Game",
                    )
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
    want = resolve_move_units(w, p, a.units, frm, tanks_only=via is not None, rule=rule, seat=seat)
    out = p.get("out")
    for key, n in want.items():
        have = units_here.get(key, 0)
        if have == 0:
            raise IllegalActionError(f"There is no {unit_phrase(1, key)[2:]} in {loc_label(frm)}.", rule=rule)
        if out is not None:
            used = out.get(out_key(side, key), [])
            if frm not in used and len(used) >= p["out_limit"]:
                who = "German" if side == "axis" else NATION_ADJ[key[:2]]
                lim = "one zone" if p["out_limit"] == 1 else f"{p['out_limit']} zones"
                raise IllegalActionError(
                    f"Fortune {w.card:02d}: {who} land units may move out of only {lim} this phase "
                    f"({', '.join(loc_label(z) for z in used)}).",
                    rule=f"Fortune card {w.card:02d}",
                )
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
        )
    path = [frm, via, to] if via else [frm, to]
    moved = p["moved"].setdefault(to, {})
    for key, n in want.items():
        remove_units(w, frm, key, n)
        add_units(w, to, key, n)
        moved[key] = moved.get(key, 0) + n
        p["paths"].append(f"{key}|{n}|{','.join(path)}")
        r.arrow(path, key, n)
        if out is not None:
            used = out.setdefault(out_key(side, key), [])
            if frm not in used:
                used.append(frm)
    route = " via ".join(loc_label(x) for x in path[:-1]) if via else loc_label(frm)
    r.emit(
        "move",
        f"{units_phrase(want)} move from {route} to {loc_label(to)}.",
        {"path": path, "units": want},
    )
    if not any_movable(w, p, seat_nations(w, seat)):
        if seat_done(r, seat):
            end_move(r)
            advance(r)


def over_full(w: AAState, side: str, nations: tuple[str, ...] | None = None) -> list[str]:
    """Zones with more than 8 of the mover's land units (only those holding ``nations``' units, if given)."""
    zs = BOARD.zone_set
    out = [z for z, u in w.units.items() if z in zs and stack_count(u, side) > LIMIT
           and (nations is None or any(k[:2] in nations for k in u))]
    out.sort(key=int)
    return out


def must_fix(w: AAState, p: dict[str, Any], seat: str) -> list[str]:
    """Over-full zones where ``seat`` still has units that could move out (it must, before it is done)."""
    side = p["side"]
    keys = [k for k in own_mobile_keys(side) if k[:2] in seat_nations(w, seat)]
    return [z for z in over_full(w, side) if any(movable(w, p, z, k) > 0 for k in keys)]


def apply_move_done(r: Run, seat: str) -> None:
    w = r.w
    p = w.pending
    assert p is not None
    side = p["side"]
    over = must_fix(w, p, seat)
    if over:
        who = "Allied" if side == "allies" else "German"
        lst = ", ".join(f"{loc_label(z)} ({stack_count(w.units[z], side)})" for z in over)
        raise IllegalActionError(
            f"Too many {who} land units in {lst}; at most {LIMIT} may stay in a zone. Move some out first.",
            rule="Maximum Units in a Zone",
        )
    if seat_done(r, seat):
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
    p: dict[str, Any] = {"kind": "land", "seat": ALLIED_SEAT}
    if fortune_result(w, 10) == "bad":
        p["out"] = {}
        p["out_limit"] = 1
    if not any_landable(w, p):
        r.emit("info", "Every beach's landing zone is full; nothing can land.")
        finish_card(r)
        return
    p["seats"] = [s for s in allied_seats(w) if any_landable(w, p, seat_nations(w, s))]
    setv(w, "pending", p)


def any_landable(w: AAState, p: dict[str, Any] | None = None, nations: tuple[str, ...] | None = None) -> bool:
    for b in BOARD.beach_ids:
        if b not in w.units:
            continue
        if nations is not None and BOARD.beach_nation[b] not in nations:
            continue
        if not box_open(p, b):
            continue
        if any(allied_land(at(w, z)) < LIMIT for z in land_zones(w, b)):
            return True
    return False


def apply_land(r: Run, seat: str, a: Land) -> None:
    w = r.w
    p = w.pending
    assert p is not None
    rule = "Order card 10"
    box = a.frm
    if box not in BOARD.beach_zone:
        raise IllegalActionError(
            f"Units land from the beachhead boxes ({', '.join(BOARD.beach_ids)}).", rule=rule
        )
    nat = BOARD.beach_nation[box]
    if nat not in seat_nations(w, seat):
        raise IllegalActionError(
            f"The {NATION_ADJ[nat]} units in {loc_label(box)} are not yours to land: {SEAT_WHO[nation_seat(w, nat)]} "
            "decides for them.",
            rule="Three-Player Game",
        )
    units = at(w, box)
    if not units:
        raise IllegalActionError(f"No units wait in {loc_label(box)}.", rule=rule)
    if not box_open(p, box):
        used = ", ".join(loc_label(b) for b in p["out"][nat])
        raise IllegalActionError(
            f"Fortune 10: the tide slows the landing craft; {NATION_ADJ[nat]} units land only from {used} this phase.",
            rule="Fortune card 10",
        )
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
    zones = land_zones(w, box)
    zone = a.to or BOARD.beach_zone[box]
    if zone not in zones:
        raise IllegalActionError(
            f"Units from {loc_label(box)} land in {loc_label(BOARD.beach_zone[box])}"
            + (" (or another landing zone of their power with fortune 10)." if len(zones) > 1 else "."),
            rule=rule,
        )
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
    if p.get("out") is not None:
        used = p["out"].setdefault(nat, [])
        if box not in used:
            used.append(box)
    r.emit("land", f"{units_phrase(want)} land from {loc_label(box)} in {loc_label(zone)}.", {"from": box, "to": zone, "units": want})
    if not any_landable(w, p, seat_nations(w, seat)):
        if seat_done(r, seat) or not any_landable(w, p):
            finish_card(r)
            advance(r)


# =========================================================================== cards 11 and 13 (combat)


def c11_allies_attack(r: Run) -> None:
    combat(r, "allies")


def c13_axis_attacks(r: Run) -> None:
    combat(r, "axis")


def _dice_list(units: dict[str, int], side: str, attacking: bool, inf_boost: int = 0) -> list[tuple[str, int]]:
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
    chosen = w.fortune.get("zones") if fr == "bad" and w.fortune else None
    if chosen is not None:
        if attacker == "allies":
            picked = set(v for v in chosen.values() if v)
        else:
            picked = set(chosen)
        skipped = [z for z in zones if z not in picked]
        if skipped:
            r.emit("info", f"Fortune {card:02d} (uncoordinated attacks): no attack in "
                   + ", ".join(loc_label(z) for z in skipped) + ".")
        zones = [z for z in zones if z in picked]
    if not zones:
        r.emit("info", "No zone holds land units of both sides; no combat." if chosen is None
               else "No combat this phase.")
        finish_card(r)
        return
    r.hl()["combat_zones"].extend(int(z) for z in zones)
    name = {"axis": "Axis", "allies": "Allied"}
    combined = w.effects.get("combined") if attacker == "allies" else None
    need: dict[str, list[dict[str, Any]]] = {}
    for z in zones:
        units = w.units[z]
        if chosen is not None and attacker == "allies":
            parts = [nat for nat in ALLIED if chosen.get(nat) == z]
            fight = {k: v for k, v in units.items() if k[:2] == "de" or k[:2] in parts}
            if len(parts) < 2 and any(units.get(f"{n}:{t}") for n in ALLIED if n not in parts for t in ("inf", "art", "tank")):
                r.emit("info", f"{loc_label(z)}: only the {NATION_ADJ[parts[0]]} units take part in this attack (fortune 11).")
        else:
            fight = units
        boost = 0
        if attacker == "allies":
            if fr == "good":
                boost = 99
            elif combined and combined.get("card") == w.card:
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
               {"location": z, "side": attacker, "hits": ah, "attack": True}, ad)
        r.emit("roll", f"{loc_label(z)}: {name[defender]} defence rolls {dice_text(dd)} — {plural(dh, 'hit')}",
               {"location": z, "side": defender, "hits": dh, "attack": False}, dd)
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
                   "be rolled again)", {"chart": c}, dice)
    if fr == "good" and rolls:
        seats: list[str] = []
        for c in rolls:
            s = nation_seat(w, BOARD.chart_nation[c])
            if s not in seats:
                seats.append(s)
        setv(w, "pending", {"kind": "reroll", "seat": seat, "seats": seats, "rolls": rolls, "done": [], "fortune": True})
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


def placeable_charts(w: AAState, p: dict[str, Any]) -> list[str]:
    return [c for c, n in p["avail"].items() if n > 0 and place_targets(w, c)]


def _do_place(r: Run, p: dict[str, Any], chart: str, n: int, where: str) -> dict[str, int]:
    w = r.w
    slots = chart_waiting(w, chart)[:n]
    nation = BOARD.chart_nation[chart]
    got: dict[str, int] = {}
    for i in slots:
        key = f"{nation}:{BOARD.chart_types[chart][i]}"
        got[key] = got.get(key, 0) + 1
    for key, k in got.items():
        add_units(w, where, key, k)
        r.placed(where, key, k)
        pl = p["placed"].setdefault(where, {})
        pl[key] = pl.get(key, 0) + k
    if w.chart_out:
        chart_take(w, chart, slots)
    else:
        w.charts[chart] = w.charts.get(chart, 0) + n
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
    nat = BOARD.chart_nation[chart]
    if nat not in seat_nations(w, seat):
        raise IllegalActionError(
            f"The {chart_label(chart)} reinforcements are not yours to place: {SEAT_WHO[nation_seat(w, nat)]} decides for them.",
            rule="Three-Player Game",
        )
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
        return
    if "seats" in p:
        p["seats"] = [x for x in p["seats"] if seat_placeable(w, p, x)]
        if not p["seats"]:
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
            "Reinforcements that fit must be placed: " + "; ".join(parts) + ".", rule="Reinforcements"
        )
    if seat_done(r, seat) or not placeable_charts(w, p):
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
    allies = list(allied_seats(w))
    if all3 and w.options.get("quick_victory") == "on":
        r.emit("victory", f"The Allies win: they hold {CITY_NAMES} at the end of turn {w.turn} (optional rule).",
               {"winners": allies})
        setv(w, "outcome", {
            "winners": allies,
            "reason": f"The Allies held {CITY_NAMES} at the end of turn {w.turn} (optional victory rule).",
        })
        return
    if all3 and w.close:
        r.emit("victory", f"The Allies win: they held {CITY_NAMES} for a full turn.", {"winners": allies})
        setv(w, "outcome", {
            "winners": allies,
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
        why = "hold" if w.options.get("quick_victory") == "on" else "hold … for a full turn"
        text = (f"The Axis wins: turn {MAX_TURNS} is over and the Allies do not hold {CITY_NAMES}."
                if w.options.get("quick_victory") == "on" else
                f"The Axis wins: turn {MAX_TURNS} is over and the Allies did not hold {CITY_NAMES} for a full turn.")
        r.emit("victory", text, {"winners": [AXIS_SEAT]})
        reason = (f"The Allies did not hold {CITY_NAMES} at the end of any turn up to turn {MAX_TURNS}."
                  if why == "hold" else
                  f"The Allies did not hold {CITY_NAMES} for a full turn by the end of turn {MAX_TURNS}.")
        setv(w, "outcome", {"winners": [AXIS_SEAT], "reason": reason})
        return
    if w.turn == MAX_TURNS - 1 and not all3 and not w.doomed and w.options.get("quick_victory") != "on":
        setv(w, "doomed", True)
        r.emit("doomed", f"The Allies do not hold all of {CITY_NAMES} at the end of turn {w.turn}: they can no "
               f"longer win. Play goes on to the end of turn {MAX_TURNS}.")
    r.emit("turn_end", f"Turn {w.turn} ends; the Allies hold {held} of the 3 cities.", {"held": held})
    setv(w, "turn", w.turn + 1)
    if w.effects:
        setv(w, "effects", {})
    c, st = first_position(w)
    setv(w, "card", c)
    setv(w, "stage", st)
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
        if seat_done(r, seat):
            r.emit("info", "The Allies end fighter patrols.")
            finish_card(r)
        advance(r)
    elif kind == "bomb":
        if seat_done(r, seat):
            bombers_strike(r)
        advance(r)
    elif kind == "land":
        if seat_done(r, seat):
            finish_card(r)
        advance(r)
    elif kind == "place":
        apply_place_done(r, seat)
    elif kind == "reroll":
        apply_reroll_done(r, seat)
        advance(r)
    elif kind in EXTRA and Done in EXTRA[kind][0]:
        EXTRA[kind][1](r, seat, Done())
    elif kind == "hits":
        raise IllegalActionError(_hits_hint(w, seat), rule=HITS_RULE.get(p.get("ctx", ""), "Combat"))
    else:
        raise IllegalActionError(f"That is not what the rules wait for now: {KIND_HELP.get(kind, kind)}.",
                                 rule="Order cards")


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
    "split": (Split,),
    "reroll": (Reroll,),
}


KIND_HELP = {
    "hits": "assign the hits ('hits <location>: <units>')",
    "move": "move units ('move <units> from <zone> to <zone>') or say 'done'",
    "land": "land units ('land <units> from <beach>') or say 'done'",
    "patrol": "send fighters ('patrol <fighters> to <zone>') or say 'done'",
    "bomb": "send bombers ('bomb uk to <zone>') or say 'done'",
    "place": "place reinforcements ('place <chart> <n> in <location>')",
    "split": "split the six naval bombardment dice ('split uk <n> us <m>')",
    "reroll": "reroll one die of a reinforcement roll ('reroll <chart> <die>') or say 'done' to keep it",
    "tactic": "use the tactics card or pass ('tactic use' / 'tactic pass')",
    "choose": "make the choice the card asks for ('choose …')",
    "rearrange": "move units between your beachhead boxes ('move <units> from <box> to <box>') or say 'done'",
    "recon": "move fighters to one zone with a German reinforcement marker ('move <fighters> from <zone> to <zone>') or say 'done'",
    "convoy": "move one German land unit ('move 1 <type> from <zone> to <zone>') or say 'done'",
}

#: Decision kinds of the advanced game: kind -> (accepted action types, handler). Filled by
#: :mod:`.fortune` and :mod:`.tactics` when they are imported.
EXTRA: dict[str, tuple[tuple[type, ...], Any]] = {}

#: Which standing order answers a hits decision, by its context.


def dispatch(r: Run, seat: str, action: Any) -> None:
    """Apply ``action`` of ``seat`` (a standing-order change, a joint-decision step, or a decision)."""
    if isinstance(action, Orders):
        apply_orders(r, seat, action)
        advance(r)
        return
    w = r.w
    ds = deciders(w)
    if JOINT in ds and seat not in ds and w.options.get("players") == "3":
        joint_dispatch(r, seat, action)
        advance(r)
        return
    if isinstance(action, (Confirm, Refuse)):
        raise IllegalActionError("There is no proposal of the other Allied player to answer now.", rule="Three-Player Game")
    dispatch_as(r, seat, action)


def seats_waiting(w: AAState) -> list[str]:
    out: list[str] = []
    for d in deciders(w):
        if d == JOINT and w.options.get("players") == "3":
            for s in joint_seats(w.pending):  # type: ignore[arg-type]
                if s not in out:
                    out.append(s)
        elif d not in out:
            out.append(d)
    return out


__all__ = ["Run", "advance", "dispatch", "phase_label", "seats_waiting", "seat_of"]


def pool_from(w: AAState, spec: dict[str, Any]) -> dict[str, dict[str, int]]:
    """The units a queued hit step may take, read from the board when the step comes up."""
    keys = spec["keys"]
    return {loc: {k: at(w, loc).get(k, 0) for k in keys} for loc in spec["locs"]}


def pick_mode(ctx: str) -> str:
    """``cheap`` when the owner picks its losses, ``value`` when the shooter picks targets."""
    return "cheap" if ctx in ("airborne", "combat") else "value"


def auto_assign(
    groups: list[dict[str, Any]],
    order: tuple[str, ...],
    *,
    keep_one: bool = False,
    nation_first: str | None = None,
) -> list[tuple[str, dict[str, int]]]:
    """Assign every group's hits: by unit type in ``order``; places in board order (blockhouses with an
    arc first); with ``keep_one``, leave a unit in each place as long as possible; among nations,
    ``nation_first`` or else the one with the most units of the type."""
    out: dict[str, dict[str, int]] = {}
    types = order + tuple(t for t in ("inf", "art", "tank", "bh", "fighter", "bomber") if t not in order)
    for g in groups:
        n = g["n"]
        locs = sorted(g["pool"], key=_default_loc_order)
        pools = {loc: dict(g["pool"][loc]) for loc in locs}

        def take(loc: str, limit: int) -> int:
            pool = pools[loc]
            took = out.setdefault(loc, {})
            done = 0
            for typ in types:
                while done < limit:
                    if nation_first is not None and pool.get(f"{nation_first}:{typ}", 0) > 0:
                        key = f"{nation_first}:{typ}"
                    else:
                        cands = [(pool.get(f"{nat}:{typ}", 0), -i, nat) for i, nat in enumerate(("de", "uk", "us"))]
                        best = max(cands)
                        if best[0] <= 0:
                            break
                        key = f"{best[2]}:{typ}"
                    pool[key] -= 1
                    took[key] = took.get(key, 0) + 1
                    done += 1
            return done

        if keep_one and len(locs) > 1:
            for loc in locs:
                if n <= 0:
                    break
                n -= take(loc, min(n, sum(pools[loc].values()) - 1))
        for loc in locs:
            if n <= 0:
                break
            n -= take(loc, n)
    res = [(loc, d) for loc, d in out.items() if any(d.values())]
    res.sort(key=lambda kv: _loc_key(kv[0]))
    return res


def fortune_result(w: AAState, card: int) -> str | None:
    """``good`` (rolled 1), ``bad`` (rolled 6) or ``None`` for the fortune card of order ``card`` now in force."""
    f = w.fortune
    if f is None or f.get("card") != card:
        return None
    res = f.get("result")
    return res if res in ("good", "bad") else None


def mark(r: Run, key: str, zone: str) -> None:
    """Remember a zone for the rest of the turn (tactics 04 and 06 look at them)."""
    w = r.w
    zs = list(w.effects.get(key, []))
    if zone not in zs:
        zs.append(zone)
        setv(w, "effects", {**w.effects, key: zs})


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
        r.emit("roll", f"Naval bombardment{who} rolls {dice_text(dice)} — {plural(hits, 'hit')}", {"hits": hits, "seat": seat}, dice)
        if hits:
            then.append({"seat": seat, "n": hits, "locs": locs, "keys": ["de:bh"]})
    if len(then) == 1:
        spec = then[0]
        need: dict[str, list[dict[str, Any]]] = {}
        queue_hits(r, need, spec["seat"], spec["n"], pool_from(w, spec))
        open_hits(r, "bombard", need, {ALLIED_SEAT: "value"})
        return
    open_hits(r, "bombard", {}, {}, {"then": then})


def apply_split(r: Run, seat: str, a: Split) -> None:
    r.emit("split", f"The Allies split the naval bombardment dice: U.K. {a.uk}, U.S. {a.us}.", {"uk": a.uk, "us": a.us})
    setv(r.w, "pending", None)
    bombard_roll(r, [("uk", a.uk), ("us", a.us)])
    advance(r)


def grounded(w: AAState, key: str) -> int:
    """Aircraft kept on the airfield this phase by fortune 03/05 "6"."""
    f = w.fortune
    if f is None:
        return 0
    return f.get("grounded", {}).get(key, 0)


def air_available(w: AAState, key: str) -> int:
    return w.airfield.get(key, 0) - grounded(w, key)


def seats_with_air(w: AAState, typ: str) -> list[str]:
    out: list[str] = []
    for nat in ALLIED:
        if air_available(w, f"{nat}:{typ}") > 0:
            s = nation_seat(w, nat)
            if s not in out:
                out.append(s)
    return out


def patrol_limit(w: AAState) -> int:
    return 99 if fortune_result(w, 3) == "good" else PATROL_LIMIT


def seat_done(r: Run, seat: str) -> bool:
    """Take ``seat`` off the seats still acting in this phase; True when nobody is left."""
    p = r.w.pending
    assert p is not None
    if seat in p["seats"]:
        p["seats"].remove(seat)
    return not p["seats"]


def out_key(side: str, key: str) -> str:
    """Fortune 08/12 "6" count the zones moved out of per power (Allies) or for the whole Axis."""
    return "de" if side == "axis" else key[:2]


def two_steps(w: AAState, p: dict[str, Any]) -> bool:
    """Fortune 08/12 "1" (Clear Roads): every land unit may move two zones this phase."""
    return fortune_result(w, 8 if p["side"] == "allies" else 12) == "good"


def flooded(w: AAState, p: dict[str, Any]) -> str | None:
    """Tactics 07: the coastal zone no Allied unit may enter during order 08."""
    if p["side"] != "allies":
        return None
    f = w.effects.get("flood")
    return f["zone"] if f and f.get("card") == w.card else None


def land_zones(w: AAState, box: str) -> tuple[str, ...]:
    """Where units of ``box`` may land: its own zone, or (fortune 10 "1") any landing zone of its power."""
    if fortune_result(w, 10) == "good":
        nat = BOARD.beach_nation[box]
        return tuple(dict.fromkeys(BOARD.beach_zone[b] for b in BOARD.beaches_of[nat]))
    return (BOARD.beach_zone[box],)


def box_open(p: dict[str, Any] | None, box: str) -> bool:
    """Fortune 10 "6": each power lands from one beachhead box only."""
    if p is None or p.get("out") is None:
        return True
    used = p["out"].get(BOARD.beach_nation[box], [])
    return box in used or len(used) < p["out_limit"]


def chart_waiting(w: AAState, chart: str) -> list[int]:
    """Slots of ``chart`` still waiting, in the order they enter play."""
    idx = w.charts.get(chart, 0)
    out = w.chart_out.get(chart) if w.chart_out else None
    if not out:
        return list(range(idx, BOARD.chart_len[chart]))
    gone = set(out)
    return [i for i in range(idx, BOARD.chart_len[chart]) if i not in gone]


def chart_left(w: AAState, chart: str) -> int:
    return len(chart_waiting(w, chart))


def chart_take(w: AAState, chart: str, slots: list[int]) -> None:
    """Mark ``slots`` as gone from the chart (keeps ``charts`` = first waiting slot, ``chart_out`` = later gaps)."""
    idx = w.charts.get(chart, 0)
    gone = set(w.chart_out.get(chart, [])) | set(slots)
    while idx in gone:
        gone.discard(idx)
        idx += 1
    w.charts[chart] = idx
    co = {k: list(v) for k, v in w.chart_out.items() if k != chart}
    if gone:
        co[chart] = sorted(gone)
    setv(w, "chart_out", co)


def chart_return(w: AAState, chart: str, slots: list[int]) -> None:
    """Put units back in the given slots (tactics 16)."""
    idx = w.charts.get(chart, 0)
    gone = set(range(idx)) | set(w.chart_out.get(chart, []))
    gone -= set(slots)
    new_idx = 0
    while new_idx in gone:
        new_idx += 1
    w.charts[chart] = new_idx
    co = {k: list(v) for k, v in w.chart_out.items() if k != chart}
    rest = sorted(i for i in gone if i > new_idx)
    if rest:
        co[chart] = rest
    setv(w, "chart_out", co)


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
               tuple(dice) if announce else ())
    seats: list[str] = []
    for c, n in avail.items():
        s = nation_seat(w, BOARD.chart_nation[c])
        if n > 0 and s not in seats:
            seats.append(s)
    p = {"kind": "place", "seat": seat, "seats": seats or [seat], "avail": avail, "placed": {}}
    setv(w, "pending", p)
    after_place(r)


def apply_reroll(r: Run, seat: str, a: Reroll) -> None:
    w = r.w
    p = w.pending
    assert p is not None
    card = 14 if p["seat"] != AXIS_SEAT else 15
    rule = f"Fortune card {card:02d}"
    if a.chart not in p["rolls"]:
        raise IllegalActionError(f"There is no {chart_label(a.chart)} roll to reroll now.", rule=rule)
    if nation_seat(w, BOARD.chart_nation[a.chart]) != seat:
        raise IllegalActionError(f"The {chart_label(a.chart)} roll is not yours to reroll.", rule="Three-Player Game")
    if a.chart in p["done"]:
        raise IllegalActionError(f"The {chart_label(a.chart)} roll was already rerolled once.", rule=rule)
    dice = p["rolls"][a.chart]
    if a.die not in dice:
        raise IllegalActionError(f"No die of the {chart_label(a.chart)} roll shows {a.die} ({dice_text(dice)}).", rule=rule)
    new = r.roll(1)
    i = dice.index(a.die)
    dice[i] = new[0]
    p["done"].append(a.chart)
    r.emit("reroll", f"{chart_label(a.chart)}: the {a.die} is rolled again — {new[0]}; the roll is now {dice_text(dice)}.",
           {"chart": a.chart}, new)
    reroll_check(r, seat)


def reroll_check(r: Run, seat: str) -> None:
    """End ``seat``'s rerolls when all its charts were rerolled; place once every seat is done."""
    w = r.w
    p = w.pending
    assert p is not None
    mine = [c for c in p["rolls"] if nation_seat(w, BOARD.chart_nation[c]) == seat]
    if all(c in p["done"] for c in mine):
        seat_done(r, seat)
    if not p["seats"]:
        setv(w, "pending", None)
        reinforcements_rolled(r, p["seat"], p["rolls"], announce=False)
        advance(r)


def apply_reroll_done(r: Run, seat: str) -> None:
    w = r.w
    p = w.pending
    assert p is not None
    for c in p["rolls"]:
        if nation_seat(w, BOARD.chart_nation[c]) == seat and c not in p["done"]:
            p["done"].append(c)
    reroll_check(r, seat)


def next_types(w: AAState, chart: str, n: int) -> list[str]:
    """Types of the next ``n`` units of ``chart``."""
    return [BOARD.chart_types[chart][i] for i in chart_waiting(w, chart)[:n]]


def seat_placeable(w: AAState, p: dict[str, Any], seat: str) -> list[str]:
    own = seat_nations(w, seat)
    return [c for c in placeable_charts(w, p) if BOARD.chart_nation[c] in own]


HITS_ORDER = {
    "airborne": "casualties",
    "combat": "casualties",
    "bombard": "blockhouse-targets",
    "aa_fighter": "aa-fighters",
    "f16": "aa-fighters",
    "aa_bomber": "aa-bombers",
    "f07": "aa-bombers",
}


def dispatch_as(r: Run, seat: str, action: Any) -> None:
    """Apply a decision for ``seat`` (a seat, or ``allies`` for a joint decision of the three-player game)."""
    w = r.w
    p = w.pending
    assert p is not None
    kind = p["kind"]
    if isinstance(action, Done) and kind != "tactic":
        apply_done(r, seat)
        return
    if kind in EXTRA:
        types, handler = EXTRA[kind]
        if not isinstance(action, types):
            raise IllegalActionError(
                f"That is not what the rules wait for now: {phase_label(w)} asks you to {KIND_HELP[kind]}.",
                rule=phase_label(w).split(" · ")[-1],
            )
        handler(r, seat, action)
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
    elif kind == "split":
        apply_split(r, seat, action)
    elif kind == "reroll":
        apply_reroll(r, seat, action)
        advance(r)


SEAT_ORDER = {"axis": 0, "allies": 1, "uk": 2, "us": 3}


def deciders(w: AAState) -> list[str]:
    """Who must decide now: seats, or ``allies`` for a joint decision of the three-player game.

    In a three-player game a joint decision waits until the single-seat decisions pending with it are made.
    """
    p = w.pending
    if p is None or w.outcome is not None:
        return []
    if p["kind"] == "hits":
        ds = sorted((d for d, g in p["need"].items() if g), key=SEAT_ORDER.__getitem__)
    else:
        ds = list(p.get("seats") or [p["seat"]])
    if len(ds) > 1 and JOINT in ds and w.options.get("players") == "3":
        ds.remove(JOINT)
    return ds


def other_allied(seat: str) -> str:
    return "us" if seat == "uk" else "uk"


def joint_seats(p: dict[str, Any]) -> list[str]:
    j = p.get("joint")
    if not j:
        return ["uk", "us"]
    if j.get("refused"):
        return [AXIS_SEAT]
    return [other_allied(j["proposal"][0])]


def _trial(w: AAState, action: Any) -> None:
    """Raise if ``action`` would be refused as the joint decision (nothing is changed)."""
    from rules.aa_dday.state import clone

    t = Run(clone(w))
    t.advancing = True
    t.w.pending.pop("joint", None)  # type: ignore[union-attr]
    dispatch_as(t, JOINT, action)


def joint_dispatch(r: Run, seat: str, action: Any) -> None:
    """Three-player game: propose, confirm or refuse a decision of the Allies; the Axis decides on disagreement."""
    from rules.aa_dday.notation import format_action, parse_action

    w = r.w
    p = w.pending
    assert p is not None
    rule = "Three-Player Game"
    j = p.get("joint") or {}
    if j.get("refused"):
        if isinstance(action, (Confirm, Refuse)):
            raise IllegalActionError("The Allied players disagree; decide for them by sending the action itself.", rule=rule)
        text = format_action(action)
        p.pop("joint", None)
        r.emit("joint", f"The Axis decides for the Allies: {text}.", {"seat": AXIS_SEAT, "action": text})
        dispatch_as(r, JOINT, action)
        return
    prop = j.get("proposal")
    if prop:
        proposer, text = prop
        if seat == proposer:
            raise IllegalActionError(
                f"You proposed '{text}'; {SEAT_WHO[other_allied(seat)]} must confirm or refuse it.", rule=rule
            )
        if isinstance(action, Confirm) or (not isinstance(action, Refuse) and format_action(action) == text):
            p.pop("joint", None)
            r.emit("joint", f"{SEAT_TITLE[seat]} agrees: {text}.", {"seat": seat, "action": text})
            dispatch_as(r, JOINT, parse_action(text))
            return
        counter = None
        if not isinstance(action, Refuse):
            _trial(w, action)
            counter = format_action(action)
        p["joint"] = {"proposal": prop, "refused": seat, "counter": counter}
        extra = f" and would rather '{counter}'" if counter else ""
        r.emit("joint", f"{SEAT_TITLE[seat]} does not agree with '{text}'{extra}; as the rules say, the Axis decides.",
               {"seat": seat, "refused": text})
        return
    if isinstance(action, (Confirm, Refuse)):
        raise IllegalActionError("Nothing has been proposed yet: send the decision you propose.", rule=rule)
    _trial(w, action)
    text = format_action(action)
    p["joint"] = {"proposal": [seat, text], "refused": None}
    r.emit("joint", f"{SEAT_TITLE[seat]} proposes for the Allies: {text}. {SEAT_TITLE[other_allied(seat)]} confirms or refuses.",
           {"seat": seat, "action": text})


def apply_orders(r: Run, seat: str, a: Orders) -> None:
    from rules.aa_dday import orders as om

    w = r.w
    om.check_for_seat(seat, players(w), a.order, a.value)
    setv(w, "orders", om.apply_change(w.orders, seat, players(w), a.order, a.value))
    what = "every kind" if a.order == "all" else a.order
    verb = "change" if seat == JOINT else "changes"
    r.emit("orders", f"{SEAT_TITLE[seat]} {verb} standing orders: {what} → {a.value}.",
           {"seat": seat, "order": a.order, "value": a.value})


def standing_action(w: AAState, decider: str, orders_seat: str) -> tuple[str, str, str] | None:
    """The action ``orders_seat``'s standing orders pick for ``decider``'s pending decision, with (kind, value)."""
    from rules.aa_dday import orders as om

    p = w.pending
    if p is None:
        return None
    kind = p["kind"]

    def get(k: str) -> str:
        return om.effective(w.orders, orders_seat, k)

    if kind == "hits":
        groups = p["need"].get(decider)
        if not groups:
            return None
        ok = HITS_ORDER.get(p["ctx"], "targets")
        if ok not in om.kinds_for(orders_seat, players(w)):
            return None
        v = get(ok)
        if v == "ask":
            return None
        side = om.side_of_seat(orders_seat)
        keep, nf = False, None
        if ok == "casualties":
            order, keep = om.type_order(v, side, own=True)
        elif ok == "targets":
            order, _ = om.type_order(v, side, own=False)
        elif ok == "blockhouse-targets":
            order = ("bh",)
        else:
            order, nf = ("fighter", "bomber"), v[:2]
        parts = auto_assign(groups, order, keep_one=keep, nation_first=nf)
        return "hits " + "; ".join(f"{loc}: {short_units(u)}" for loc, u in parts), ok, v
    if kind == "place":
        v = get("placement")
        if v == "ask":
            return None
        return place_by_order(w, p, decider, v), "placement", v
    if kind == "tactic":
        v = get("tactics")
        return ("tactic pass", "tactics", v) if v == "pass" else None
    if kind in ("choose", "reroll") and p.get("fortune"):
        v = get("fortune")
        if v == "ask":
            return None
        from rules.aa_dday.fortune import auto_choice

        text = auto_choice(w, decider)
        return (text, "fortune", v) if text else None
    if kind == "split":
        if "split" not in om.kinds_for(orders_seat, players(w)):
            return None
        v = get("split")
        if v == "ask":
            return None
        return f"split uk {int(v)} us {6 - int(v)}", "split", v
    return None


def place_by_order(w: AAState, p: dict[str, Any], seat: str, mode: str) -> str:
    charts = seat_placeable(w, p, seat)
    if not charts:
        return "done"
    chart = charts[0]
    targets = place_targets(w, chart)
    if mode == "spread":
        loc = min(targets, key=lambda x: (sum(at(w, x).values()), targets.index(x)))
        return f"place {chart} 1 in {loc}"
    loc = targets[0]
    return f"place {chart} {place_fit(w, chart, loc, p['avail'][chart])} in {loc}"


def auto_step(r: Run) -> bool:
    """Make one pending decision that standing orders cover; False when none is covered."""
    from rules.aa_dday.notation import parse_action

    w = r.w
    for d in deciders(w):
        if d == JOINT and w.options.get("players") == "3":
            if joint_auto(r):
                return True
            continue
        got = standing_action(w, d, d)
        if got is None:
            continue
        text, kind, value = got
        r.emit("standing_order", f"{SEAT_POSS[d]} standing orders ({kind}: {value}) decide: {text}.",
               {"seat": d, "order": kind, "value": value, "action": text})
        dispatch_as(r, d, parse_action(text))
        return True
    return False


def joint_auto(r: Run) -> bool:
    from rules.aa_dday.notation import parse_action

    w = r.w
    p = w.pending
    assert p is not None
    j = p.get("joint") or {}
    if j.get("refused"):
        return False
    prop = j.get("proposal")
    if prop:
        other = other_allied(prop[0])
        got = standing_action(w, JOINT, other)
        if got is None:
            return False
        text, kind, value = got
        verdict = "agree" if text == prop[1] else "disagree"
        r.emit("standing_order", f"{SEAT_POSS[other]} standing orders ({kind}: {value}) {verdict}.",
               {"seat": other, "order": kind, "value": value, "action": text})
        joint_dispatch(r, other, Confirm() if verdict == "agree" else Refuse())
        return True
    a = standing_action(w, JOINT, "uk")
    b = standing_action(w, JOINT, "us")
    if a and b and a[0] == b[0]:
        p.pop("joint", None)
        r.emit("standing_order", f"The standing orders of the U.K. and the U.S. ({a[1]}: {a[2]}) decide: {a[0]}.",
               {"seat": JOINT, "order": a[1], "value": a[2], "action": a[0]})
        dispatch_as(r, JOINT, parse_action(a[0]))
        return True
    for s, got in (("uk", a), ("us", b)):
        if got:
            r.emit("standing_order", f"{SEAT_POSS[s]} standing orders ({got[1]}: {got[2]}) propose: {got[0]}.",
                   {"seat": s, "order": got[1], "value": got[2], "action": got[0]})
            joint_dispatch(r, s, parse_action(got[0]))
            return True
    return False
