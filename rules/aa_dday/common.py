"""What every rules module of A&A D-Day shares: card names, seats, labels, and :class:`Run`.

:class:`Run` is a working copy of the state plus the events produced while
changing it (every rules function takes one). Seats: ``AXIS_SEAT`` decides for
Germany; ``ALLIED_SEAT`` ("allies") is the Allied seat of a two-player game
and, in a three-player game, the joint decision of the U.K. and U.S. seats
(:mod:`.decisions`). ``fortune_result`` reads the fortune card in force, which
the order cards consult.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from rules.aa_dday.board import ALLIED_SEATS, BOARD, JOINT, nations_of, seat_of
from rules.aa_dday.state import (
    AAState,
    Arrow,
    Counts,
    Highlights,
    marked,
    plus,
    put,
    take,
    with_added,
    with_removed,
)
from rules.core.contract import Event
from rules.core.copies import copied
from rules.core.dice import Dice
from rules.core.words import CURRENT
from rules.core.working import Working

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


TACTICS_NAMES = {
    1: "Paratrooper Reinforcements",
    2: "V-2 Rocket Strike",
    3: "Barnstorming",
    4: "Fireball from Above",
    5: "Heavy Bombardment",
    6: "Friendly Fire",
    7: "Flooding the Lowlands",
    8: "Blockhouse Construction",
    9: "Deceptive Landing Arrangement",
    10: "Combined Assault",
    11: "Long-Range Howitzers",
    12: "French Resistance",
    13: "Long-Range 88s",
    14: "Reconnaissance Strafing",
    15: "Axis Convoy",
    16: "Volunteers from the Home Front",
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
    return _phase_label(s.turn, s.card, s.stage, s.outcome is not None)


@lru_cache(maxsize=1024)
def _phase_label(turn: int, card: int, stage: str, over: bool) -> str:
    """The label of a phase (every event carries one: the few dozen of a game are formatted once)."""
    if over:
        return f"Turn {turn} · Game over"
    if card == VICTORY_CHECK:
        return f"Turn {turn} · Victory check"
    if stage == "fortune":
        return f"Turn {turn} · Fortune {card:02d} {CARD_NAMES[card]}"
    if stage == "tactics":
        return f"Turn {turn} · Tactics {card:02d} {TACTICS_NAMES[card]}"
    return f"Turn {turn} · {card_title(card)}"


def phase_of(s: AAState) -> list[Any]:
    """The phase as plain args for a message (issue #28): ``[turn, card, stage, over]``."""
    return [s.turn, s.card, s.stage, s.outcome is not None]


def loc_label(loc: str) -> str:
    if loc in LABEL:
        return LABEL[loc]
    if loc in BOARD.beach_zone:
        return f"{BOARD.box_name[loc]} Beach"
    return BOARD.box_name.get(loc, loc)


def plural(n: int, word: str, many: str | None = None) -> str:
    """``1 hit`` / ``2 hits``; ``many`` for words whose plural is not ``word + "s"``."""
    return f"{n} {word}" if n == 1 else f"{n} {many or word + 's'}"


@lru_cache(maxsize=256)
def slug(text: str) -> str:
    """The catalogue's name of a reason given in English (``aa-why-<slug>``, issue #28)."""
    return re.sub("[^a-z0-9]+", "-", text.lower()).strip("-")


def dice_text(dice: tuple[int, ...] | list[int]) -> str:
    return " ".join(str(d) for d in dice)


_EVENT = Event(kind="", text="", data={}, dice=(), phase="", key="", args={})
"""The blank event :meth:`Run.emit` copies (the same fields given as its events always had)."""


class Run(Working[AAState]):
    """One ``apply`` of A&A at work (:class:`rules.core.working.Working`: the state being built, the events,
    ``roll``, ``wait``); the state is named ``w`` here. The state is frozen: every write stores a new one
    (:meth:`replace` and the helpers below, copy-on-write), sharing every part it leaves alone, so the state an
    apply was given is never changed. A rule reads ``r.w`` again after it writes (a name bound before holds the
    state as it was). The dice stream advanced by :meth:`roll` is kept here and stored with the next write (no
    rule reads it): :meth:`state` is the state the apply made."""

    __slots__ = ("w", "advancing", "origin", "_dice")

    def __init__(self, w: AAState) -> None:
        # Working's slots set here directly (its ``s`` is the property below: one call fewer per apply).
        self.w = w
        self.events: list[Event] = []
        self.counted = CURRENT
        self._dice: Dice | None = None  # the dice stream after the rolls not stored yet
        self.advancing = False
        # The state the apply was given, for the first handler only (see decisions.dispatch).
        self.origin: AAState | None = None

    # The state under A&A's name ``w``, a slot of its own: the rules read ``r.w`` very often, and a slot read is
    # the fastest (the core's methods read it as ``s`` through this property).
    @property  # type: ignore[override]  # the core's slot, here read and written as A&A's ``w``
    def s(self) -> AAState:
        return self.w

    @s.setter
    def s(self, w: AAState) -> None:
        self.w = w

    def replace(self, **changes: Any) -> AAState:
        """Store a new state with ``changes`` (the one before is shared, never changed) and return it."""
        if self._dice is not None:
            changes["dice"], self._dice = self._dice, None
        self.w = w = copied(self.w, changes)
        return w

    def roll(self, n: int, sides: int = 6, stream: str = "dice") -> tuple[int, ...]:
        """``n`` dice of ``sides`` faces from the state's dice stream (stored with the next write)."""
        dice, out = (self._dice or self.w.dice).roll(n, sides)
        self._dice = dice
        return out

    def state(self) -> AAState:
        """The state this apply made (with the dice rolled since its last write)."""
        return self.w if self._dice is None else self.replace()

    def emit(  # type: ignore[override]  # A&A logs its data as one positional dict
        self, kind: str, text: str, data: dict[str, Any] | None = None, dice: tuple[int, ...] = (), *,
        key: str = "", args: dict[str, Any] | None = None,
    ) -> None:
        """Log an event: ``text`` in English, and (issue #28) ``key``/``args``, its message in the catalogue."""
        # A shallow copy of ``data``, the dice as a tuple of ints; ``seat`` left unset (A&A's events are public).
        # Made as a copy of a blank event (the values are the ones validation would keep: no validation).
        w = self.w
        self.events.append(copied(_EVENT, {
            "kind": kind, "text": text, "data": dict(data) if data else {},
            "dice": tuple(map(int, dice)) if dice else (),
            "phase": _phase_label(w.turn, w.card, w.stage, w.outcome is not None), "key": key,
            "args": dict(args) if args else {},
        }))

    def phase(self) -> str:
        return phase_label(self.w)

    # -- units ------------------------------------------------------------------------------

    def add_units(self, loc: str, key: str, n: int) -> None:
        """Put ``n`` units of ``key`` at ``loc``."""
        if n > 0:
            self.replace(units=with_added(self.w.units, loc, key, n))

    def remove_units(self, loc: str, key: str, n: int) -> None:
        """Take ``n`` units of ``key`` from ``loc``."""
        if n > 0:
            self.replace(units=with_removed(self.w.units, loc, key, n))

    def move_units(self, frm: str, to: str, key: str, n: int) -> None:
        """Move ``n`` units of ``key`` from ``frm`` to ``to`` (one new state)."""
        if n > 0:
            self.replace(units=with_added(with_removed(self.w.units, frm, key, n), to, key, n))

    # -- highlights of the card being resolved ----------------------------------------------------

    def hl(self) -> Highlights:
        """The highlights of the card being resolved (new ones when the card changed)."""
        h = self.w.highlights
        return h if h.card == self.w.card else Highlights(card=self.w.card)

    def highlight(self, **changes: Any) -> None:
        self.replace(highlights=copied(self.hl(), changes))

    def kill(self, loc: str, key: str, n: int) -> None:
        self.kill_all([(loc, key, n)])

    def kill_all(self, kills: list[tuple[str, str, int]]) -> None:
        """Destroy ``n`` units of ``key`` at ``loc`` for each ``(loc, key, n)`` (one new state)."""
        w = self.w
        board, destroyed, h = dict(w.units), w.destroyed, self.hl()
        cas = dict(h.casualties)
        for loc, key, n in kills:
            if n > 0:
                take(board, loc, key, n)
                destroyed = plus(destroyed, key, n)
                cas[loc] = plus(cas.get(loc, {}), key, n)
        if destroyed is not w.destroyed:
            self.replace(units=board, destroyed=destroyed, highlights=copied(h, {"casualties": cas}))

    def arrow(self, path: list[str], key: str, n: int) -> None:
        self.replace(highlights=self.arrows(path, {key: n}))

    def arrows(self, path: list[str], units: Mapping[str, int]) -> Highlights:
        """The highlights with an arrow along ``path`` for each of ``units`` (not stored: a move stores them with
        its other changes, in one new state)."""
        h = self.hl()
        p = tuple(path)
        return copied(h, {"moves": (*h.moves, *(Arrow(path=p, units={k: n}) for k, n in units.items()))})

    def moved(self, frm: str, to: str, units: Mapping[str, int]) -> dict[str, Counts]:
        """The board with ``units`` moved from ``frm`` to ``to`` (not stored, as :meth:`arrows`)."""
        board = dict(self.w.units)
        for key, n in units.items():
            if n > 0:
                take(board, frm, key, n)
                put(board, to, key, n)
        return board

    def placed(self, loc: str, key: str, n: int) -> None:
        self.replace(highlights=self.with_placed(loc, {key: n}))

    def with_placed(self, loc: str, units: Mapping[str, int]) -> Highlights:
        """The highlights with ``units`` placed at ``loc`` (not stored, as :meth:`arrows`)."""
        h = self.hl()
        here = h.placed.get(loc, {})
        for key, n in units.items():
            here = plus(here, key, n)
        return copied(h, {"placed": {**h.placed, loc: here}})

    def revise(self, **changes: Any) -> Any:
        """Store the pending decision with ``changes`` (a new frozen decision: the old one is shared with the
        input state) and return it."""
        p = self.w.pending
        assert p is not None
        p = copied(p, changes)  # (Decision.evolve's copy, one call fewer)
        self.replace(pending=p)
        return p


def fortune_result(w: AAState, card: int) -> str | None:
    """``good`` (rolled 1), ``bad`` (rolled 6) or ``None`` for the fortune card of order ``card`` now in force."""
    f = w.fortune
    if f is None or f.card != card:
        return None
    res = f.result
    return res if res in ("good", "bad") else None


def mark(r: Run, key: str, zone: str) -> None:
    """Remember a zone for the rest of the turn (tactics 04 and 06 look at them)."""
    eff = r.w.effects
    zs = marked(r.w, key)
    if zone not in zs:
        r.replace(effects={**eff, key: (*zs, zone)})


def seat_done(r: Run, seat: str) -> bool:
    """Take ``seat`` off the seats still acting in this phase; True when nobody is left."""
    p = r.w.pending
    assert p is not None and p.kind != "hits"
    if seat in p.seats:
        p = r.revise(seats=tuple(s for s in p.seats if s != seat))
    return not p.seats
