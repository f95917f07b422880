"""The order-card sequence (rulebook "Sequence of Play", "Order Cards"): which card comes next and when
cards leave or re-enter the deck.

A turn runs the order cards 1..16 in order (skipping removed cards), each
preceded by its fortune card and followed by its tactics card in the advanced
game, then the victory check (card slot 17). :func:`advance` runs the rules
until someone must decide (``state.pending`` set) or the game is over; what
each card does is registered in :mod:`.hooks` by the card modules (:mod:`.landing`,
:mod:`.combat`, :mod:`.air`, :mod:`.movement`, :mod:`.reinforcements`,
:mod:`.victory`, :mod:`.fortune`, :mod:`.tactics`), so this module imports none
of them. :func:`finish_card` ends an order card; :func:`check_removals` takes out
the cards with nothing left to do.

The rules write through the working context :class:`~.common.Run`, copy-on-write: a state is never changed,
and the caller's state stays as it was.
"""

from __future__ import annotations

from rules.aa_dday.board import BOARD
from rules.aa_dday.common import STAGES, VICTORY_CHECK, Run, card_title, fortune_on
from rules.aa_dday.hit_picks import auto_assign  # noqa: F401  (importable from here, as before the split)
from rules.aa_dday.hooks import AUTO_STEP, STAGE_START, START
from rules.aa_dday.state import VALID_UNIT_KEYS, AAState, Mark
from rules.aa_dday.versions import last_aircraft


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
    r.replace(card=c, stage=st)


def first_position(w: AAState) -> tuple[int, str]:
    return next_position(w, 0, "tactics")


def advance(r: Run) -> None:
    """Run automatic steps (and decisions standing orders cover) until someone must decide or the game is over."""
    if r.advancing:
        return
    r.advancing = True
    try:
        while (w := r.w).outcome is None:
            if w.pending is not None:
                if not any(step(r) for step in AUTO_STEP):
                    break
                continue
            if w.card != VICTORY_CHECK and w.stage != "order":
                STAGE_START[w.stage](r)  # a fortune or tactics card
            else:
                START[w.card](r)  # an order card, or the victory check (slot 17)
    finally:
        r.advancing = False


def finish_card(r: Run) -> None:
    """End the order card being resolved: its fortune and next-phase effects end with it."""
    check_removals(r)  # (it reads neither the decision, nor the fortune, nor the effects)
    w = r.w
    eff = w.effects
    if eff and any(isinstance(v, Mark) and v.card == w.card for v in eff.values()):
        eff = {k: v for k, v in eff.items() if not (isinstance(v, Mark) and v.card == w.card)}
    c, st = next_position(w, w.card, w.stage)
    r.replace(pending=None, fortune=None, effects=eff, card=c, stage=st)


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


_TALLIED = frozenset(k for k in VALID_UNIT_KEYS if k == "de:bh" or k.endswith(("fighter", "bomber")))
"""The unit keys :func:`_tally` counts (a state holds no other keys: see ``state.VALID_UNIT_KEYS``)."""
_COUNTS = ("bh", "arc_bh", "fighter", "bomber")
_COUNTED = {2: "bh", 3: "fighter", 4: "fighter", 5: "bomber", 6: "bomber", 7: "bomber", 9: "arc_bh", 16: "fighter"}
"""The one count of :func:`_tally` each order card's :func:`removal_reason` reads (whether it is 0)."""


def _tally(w: AAState, wanted: frozenset[str] | set[str] = frozenset(_COUNTS)) -> dict[str, int]:
    """One pass over the board: blockhouses, blockhouses with an arc, fighters and bombers left.

    Only whether a count is 0 is ever read: with ``wanted`` (some of :data:`_COUNTS`) the pass stops once each of
    those is known not to be, and then the counts are partial (never 0 where the whole count is not)."""
    counts = dict.fromkeys(_COUNTS, 0)
    left = set(wanted)
    for k, v in w.airfield.items():
        if v:
            counts[k[3:]] += v
            left.discard(k[3:])
    arcs = BOARD.arcs
    for loc, units in w.units.items():
        if not left:
            break
        if units.keys().isdisjoint(_TALLIED):  # (one C call passes over a zone of land units only)
            continue
        for k, v in units.items():
            if k == "de:bh":
                counts["bh"] += v
                left.discard("bh")
                if arcs.get(loc):
                    counts["arc_bh"] += v
                    left.discard("arc_bh")
            elif k.endswith("fighter"):
                counts["fighter"] += v
                left.discard("fighter")
            elif k.endswith("bomber"):
                counts["bomber"] += v
                left.discard("bomber")
    return counts


def plays_once_more(w: AAState, card: int) -> bool:
    """Rule reading ``last_aircraft=return``: order 07 (16) stays for one more pass after the last bomber
    (fighter) falls, so that its fortune card may bring one back.

    The default (``leave``) follows the card commentary: when every bomber is gone, cards 05, 06 and 07
    leave the deck, and the rulebook takes each fortune card out with its order card, so no aircraft
    comes back once all are gone.
    """
    return (w.options.get("fortune") == "on" and last_aircraft(w) == "return"
            and w.card < card and w.outcome is None)


WHY = {
    "it is played on the first turn only": "first-turn",
    "no blockhouse is left": "no-blockhouse",
    "every fighter has been shot down": "no-fighter",
    "every bomber has been shot down": "no-bomber",
    "no blockhouse that can fire to sea is left": "no-sea-blockhouse",
    "every Allied reinforcement is ashore": "allies-ashore",
    "the U.K. and U.S. reinforcement charts are empty": "allied-charts-empty",
    "the German reinforcement charts are empty": "german-charts-empty",
}
"""Each reason a card leaves the deck: its selector in the catalogue's ``aa-card-removed`` (issue #28)."""


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
    back = reentry(w)
    removed = w.removed
    # the counts the cards still asked about read (a card out for good is not asked)
    tally = _tally(w, {_COUNTED[c] for c in _COUNTED if c not in removed or c in back})
    for card in range(1, 17):
        w = r.w
        if card in w.removed:
            if card not in back:
                continue  # (out for good: its reason is not asked)
            if removal_reason(w, card, tally) is None:
                r.replace(removed=tuple(c for c in w.removed if c != card))
                extra = " (with its fortune card)" if fortune_on(w) else ""
                r.emit("card_back", f"{card_title(card)} re-enters the deck{extra}.", {"card": card},
                       key="aa-card-back", args={"card": card, "with_fortune": bool(extra)})
            continue
        why = removal_reason(w, card, tally)
        if why:
            r.replace(removed=tuple(sorted((*w.removed, card))))
            extra = " (with its fortune card)" if fortune_on(w) and card != 1 else ""
            r.emit("card_removed", f"{card_title(card)} leaves the deck{extra}: {why}.", {"card": card},
                   key="aa-card-removed", args={"card": card, "with_fortune": bool(extra), "why": WHY[why]})
