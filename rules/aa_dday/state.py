"""The game state of A&A D-Day and cheap helpers to read and copy it.

The state is one frozen pydantic model of read-only containers (mappings with string keys, tuples, ints,
strings), small frozen parts (:class:`Ending`, :class:`Fortune`, :class:`Mark`, :class:`Highlights`) and the
frozen pending decision; its JSON form is plain, so that ``load_state(dump_state(s)) == s`` holds. The rules
never change a state: they write a new one through their working context (:class:`~.common.Run`: ``replace``,
``add_units``, ``kill``, ``revise``...), sharing every part they leave alone (a zone's units, the other
zones, the untouched fields), so an apply copies no whole state and leaves the state it was given as it was.

``units`` maps a location key (zone number as a string, or a beachhead or
airborne box id) to ``{unit key: count}``; aircraft away from the airfield sit
in the zone they patrol or strike. ``charts`` maps a reinforcement chart id to
the index of its next waiting unit (units leave a chart strictly in order).

``pending`` is the decision the rules wait for (``None`` while the rules run
by themselves or once the game is over): a frozen model of the
:data:`.pending.Decision` union, told apart by its ``kind`` (``hits``,
``move``, ``land``, ``patrol``, ``bomb``, ``place`` and, in the advanced game,
``tactic``, ``choose``, ``reroll``, ``split``, ``rearrange``, ``recon``,
``convoy``). It is shared by a state's copies and replaced, never changed in
place. In a three-player game a decision of "the Allies" as a whole carries
``joint`` (the proposal and whether it was refused).

Advanced game: ``stage`` says whether the fortune card, the order card or the
tactics card of slot ``card`` is being resolved; ``fortune`` is the result of
the current fortune card (it lasts for its order card only); ``effects`` holds
what a tactics card does to the next phase and the turn's marks those cards
look at; ``used_tactics`` are the tactics cards gone for good; ``chart_out``
lists chart slots after a chart's next unit that have already left (tactics
01 takes infantry out of order, tactics 16 puts some back). ``orders`` holds
each seat's standing orders that differ from the defaults (see :mod:`.orders`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SerializationInfo,
    SerializerFunctionWrapHandler,
    field_serializer,
    model_serializer,
    model_validator,
)

from rules.aa_dday.board import BOARD, NATIONS, TYPES
from rules.aa_dday.pending import Decision, stored
from rules.core.dice import Dice

VALID_UNIT_KEYS = frozenset(f"{n}:{t}" for n in NATIONS for t in TYPES)
VALID_LOCATIONS = frozenset(BOARD.zone_ids) | frozenset(BOARD.box_ids)

Counts = Mapping[str, int]
"""Units by unit key (``{"de:inf": 3}``), read-only: a write stores a new mapping."""


class Part(BaseModel):
    """A frozen part of the state whose stored form leaves out the fields it does not hold (``None``), so that it
    is stored as the plain object it was before it had a type."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    @model_serializer(mode="wrap")
    def _held(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        return {k: v for k, v in handler(self).items() if v is not None}


class Ending(Part):
    """How the game ended: the winning seats and why (in English: the outcome's own words are a message)."""

    winners: tuple[str, ...]
    reason: str


class Fortune(Part):
    """The fortune card of order ``card`` in force: its ``die`` and ``result`` (``good``, ``bad`` or ``none``), and
    what its choice fixed: the aircraft ``grounded`` (02 bad), the ``zone`` whose artillery holds fire (05 bad), the
    ``zones`` the attacker may attack in (11/13 bad: by Allied nation, or the Axis's zones)."""

    card: int
    die: int
    result: str
    grounded: Counts | None = None
    zone: str | None = None
    zones: Mapping[str, str | None] | tuple[str, ...] | None = None


class Mark(Part):
    """A tactics card's effect on the phase it names (``card``): the ``zone`` it holds (barnstorming's, flooded
    lowlands'), the ``nation`` whose fighters it shields (barnstorming)."""

    zone: str | None = None
    nation: str | None = None
    card: int


Effects = Mapping[str, tuple[str, ...] | Mark]
"""What tactics cards do to later phases: the turn's zone lists (``fighter_shot``, ``bomber_missed``) and the
phases' marks (``barnstorm``, ``flood``, ``combined``), in the order they were made."""


class Arrow(Part):
    """Units that moved along ``path`` (a highlight of the card being resolved)."""

    path: tuple[str, ...]
    units: Counts


class Highlights(Part):
    """What happened on order card ``card`` (``None``: nothing yet), for the board's picture: units lost and placed by
    location, moves, the zones fought in. Stored as ``{}`` while empty."""

    card: int | None = None
    casualties: Mapping[str, Counts] = Field(default_factory=dict)
    moves: tuple[Arrow, ...] = ()
    combat_zones: tuple[int, ...] = ()
    placed: Mapping[str, Counts] = Field(default_factory=dict)

    @model_serializer(mode="wrap")
    def _held(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        return {} if self.card is None else {**handler(self)}


NO_HIGHLIGHTS = Highlights()


class AAState(BaseModel):
    """Everything needed to continue an A&A D-Day game (see module docs)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    game: str = "aa-dday"
    ruleset: str = "aa-dday/1"
    options: Mapping[str, str] = Field(default_factory=dict)
    seats: tuple[str, ...] = ("axis", "allies")
    turn: int = Field(ge=1)
    card: int = Field(ge=1, le=17)
    """Order card being resolved; 17 is the end-of-turn victory check."""
    removed: tuple[int, ...] = ()
    units: Mapping[str, Counts] = Field(default_factory=dict)
    airfield: Counts = Field(default_factory=dict)
    destroyed: Counts = Field(default_factory=dict)
    charts: Counts = Field(default_factory=dict)
    pending: Decision | None = None
    """The decision the rules wait for (frozen: replaced, never changed; see :mod:`.pending`)."""
    close: bool = False
    """The Allies held all three cities at the end of the previous turn."""
    doomed: bool = False
    """The end of turn 9 passed without the Allies holding all three cities."""
    outcome: Ending | None = None
    highlights: Highlights = NO_HIGHLIGHTS
    stage: str = "order"
    fortune: Fortune | None = None
    effects: Effects = Field(default_factory=dict)
    used_tactics: tuple[int, ...] = ()
    chart_out: Mapping[str, tuple[int, ...]] = Field(default_factory=dict)
    orders: Mapping[str, Mapping[str, str]] = Field(default_factory=dict)
    patrols: Mapping[str, Mapping[str, Counts]] = Field(default_factory=dict)
    """The fighters sent on patrol on order card 03, by turn (``"4"``), zone and unit key, for the current
    turn and the one before (what "patrol as last turn" repeats). Left out of the dump while empty, so the
    states of games that never record it (aa-dday/2, /3) dump exactly as before."""
    dice: Dice

    @field_serializer("pending")
    def _pending_stored(self, p: Decision | None, info: SerializationInfo) -> dict[str, Any] | None:
        """The decision's stored form: the fields given or set only (:func:`.pending.stored`)."""
        return None if p is None else stored(p, info.mode)

    @model_validator(mode="after")
    def _check(self) -> AAState:
        for loc, units in self.units.items():
            if loc not in VALID_LOCATIONS:
                raise ValueError(f"unknown location {loc!r}")
            for key, n in units.items():
                if key not in VALID_UNIT_KEYS or n <= 0:
                    raise ValueError(f"bad unit entry {key!r}={n!r} in {loc}")
        for key, n in list(self.airfield.items()) + list(self.destroyed.items()):
            if key not in VALID_UNIT_KEYS or n < 0:
                raise ValueError(f"bad unit entry {key!r}={n!r}")
        for chart, idx in self.charts.items():
            if chart not in BOARD.chart_len or not 0 <= idx <= BOARD.chart_len[chart]:
                raise ValueError(f"bad chart position {chart!r}={idx!r}")
        for c in self.removed + self.used_tactics:
            if not 1 <= c <= 16:
                raise ValueError(f"bad removed card {c!r}")
        if self.stage not in ("fortune", "order", "tactics"):
            raise ValueError(f"bad stage {self.stage!r}")
        for chart, slots in self.chart_out.items():
            if chart not in BOARD.chart_len or any(not 0 <= i < BOARD.chart_len[chart] for i in slots):
                raise ValueError(f"bad chart slots {chart!r}={slots!r}")
        return self


def marked(s: AAState, key: str) -> tuple[str, ...]:
    """The zones the turn's effect ``key`` holds (``fighter_shot``, ``bomber_missed``; none: empty)."""
    zs = s.effects.get(key, ())
    return zs if isinstance(zs, tuple) else ()


# --------------------------------------------------------------------------- unit counting (new mappings)


def plus(counts: Counts, key: str, n: int) -> dict[str, int]:
    """``counts`` with ``n`` more of ``key`` (a new dict, its keys in the order they were)."""
    return {**counts, key: counts.get(key, 0) + n}


def minus(counts: Counts, key: str, n: int) -> dict[str, int]:
    """``counts`` with ``n`` fewer of ``key``, dropped at zero (a new dict)."""
    left = counts[key] - n
    if left:
        return {**counts, key: left}
    return {k: v for k, v in counts.items() if k != key}


def put(board: dict[str, Counts], loc: str, key: str, n: int) -> None:
    """Add ``n`` of ``key`` at ``loc`` to ``board``, a new board of the caller's own not stored yet (the zone gets a
    new mapping: the one before may be shared)."""
    d = board.get(loc)
    board[loc] = {key: n} if d is None else plus(d, key, n)


def take(board: dict[str, Counts], loc: str, key: str, n: int) -> None:
    """Take ``n`` of ``key`` from ``loc`` on ``board`` (as :func:`put`; a zone left empty is dropped)."""
    d = board[loc]
    left = d[key] - n
    if left < 0:
        raise AssertionError(f"removing {n} {key} from {loc} which holds {d[key]}")
    if left:
        board[loc] = {**d, key: left}
    else:
        zone = {k: v for k, v in d.items() if k != key}
        if zone:
            board[loc] = zone
        else:
            del board[loc]


def with_added(units: Mapping[str, Counts], loc: str, key: str, n: int) -> dict[str, Counts]:
    """``units`` with ``n`` more of ``key`` at ``loc``: new dicts for the board and the zone, the other zones'
    shared."""
    out = dict(units)
    put(out, loc, key, n)
    return out


def with_removed(units: Mapping[str, Counts], loc: str, key: str, n: int) -> dict[str, Counts]:
    """``units`` with ``n`` fewer of ``key`` at ``loc`` (as :func:`with_added`; a zone left empty is dropped)."""
    out = dict(units)
    take(out, loc, key, n)
    return out


def at(s: AAState, loc: str) -> Counts:
    """Units at ``loc`` (read-only use)."""
    return s.units.get(loc) or {}


def axis_land(units: Counts) -> int:
    """German land units including blockhouses (for control and combat)."""
    g = units.get
    return g("de:inf", 0) + g("de:art", 0) + g("de:tank", 0) + g("de:bh", 0)


def axis_stack(units: Counts) -> int:
    """German land units that count against the 8-unit limit (blockhouses do not)."""
    g = units.get
    return g("de:inf", 0) + g("de:art", 0) + g("de:tank", 0)


def allied_land(units: Counts) -> int:
    """U.K. plus U.S. land units (they share the 8-unit limit)."""
    g = units.get
    return g("uk:inf", 0) + g("uk:art", 0) + g("uk:tank", 0) + g("us:inf", 0) + g("us:art", 0) + g("us:tank", 0)


def fighters(units: Counts) -> int:
    return units.get("uk:fighter", 0) + units.get("us:fighter", 0)


def bombers(units: Counts) -> int:
    return units.get("uk:bomber", 0) + units.get("us:bomber", 0)


def control(units: Counts) -> str | None:
    """``"axis"``/``"allies"`` if only that side has land units there, else ``None``."""
    ax = axis_land(units)
    al = allied_land(units)
    if ax and not al:
        return "axis"
    if al and not ax:
        return "allies"
    return None


def land_of_side(units: Counts, side: str) -> dict[str, int]:
    """The land units of one side (``axis``: including blockhouses)."""
    if side == "axis":
        return {k: v for k, v in units.items() if k in ("de:inf", "de:art", "de:tank", "de:bh")}
    return {k: v for k, v in units.items() if k[:2] in ("uk", "us") and k[3:] in ("inf", "art", "tank")}


def stack_count(units: Counts, side: str) -> int:
    g = units.get
    if side == "axis":
        return g("de:inf", 0) + g("de:art", 0) + g("de:tank", 0)  # axis_stack, inlined: it runs per zone
    return g("uk:inf", 0) + g("uk:art", 0) + g("uk:tank", 0) + g("us:inf", 0) + g("us:art", 0) + g("us:tank", 0)


def enemy_land(units: Counts, side: str) -> int:
    return allied_land(units) if side == "axis" else axis_land(units)


def total_air(s: AAState, typ: str) -> int:
    n = s.airfield.get(f"uk:{typ}", 0) + s.airfield.get(f"us:{typ}", 0)
    for units in s.units.values():
        n += units.get(f"uk:{typ}", 0) + units.get(f"us:{typ}", 0)
    return n
