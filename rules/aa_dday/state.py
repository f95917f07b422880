"""The game state of A&A D-Day and cheap helpers to read and copy it.

The state is one pydantic model holding plain JSON-friendly containers
(dicts with string keys, lists, ints, strings) and the frozen pending
decision, so that :func:`clone` can copy it by hand, fast, and
``load_state(dump_state(s)) == s`` holds.

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

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, SerializationInfo, field_serializer, model_validator

from rules.aa_dday.board import BOARD, NATIONS, TYPES
from rules.aa_dday.pending import Decision, stored
from rules.core.dice import Dice

VALID_UNIT_KEYS = frozenset(f"{n}:{t}" for n in NATIONS for t in TYPES)
VALID_LOCATIONS = frozenset(BOARD.zone_ids) | frozenset(BOARD.box_ids)


class AAState(BaseModel):
    """Everything needed to continue an A&A D-Day game (see module docs)."""

    model_config = ConfigDict(extra="forbid")

    game: str = "aa-dday"
    ruleset: str = "aa-dday/1"
    options: dict[str, str] = Field(default_factory=dict)
    seats: tuple[str, ...] = ("axis", "allies")
    turn: int = Field(ge=1)
    card: int = Field(ge=1, le=17)
    """Order card being resolved; 17 is the end-of-turn victory check."""
    removed: list[int] = Field(default_factory=list)
    units: dict[str, dict[str, int]] = Field(default_factory=dict)
    airfield: dict[str, int] = Field(default_factory=dict)
    destroyed: dict[str, int] = Field(default_factory=dict)
    charts: dict[str, int] = Field(default_factory=dict)
    pending: Decision | None = None
    """The decision the rules wait for (frozen: replaced, never changed; see :mod:`.pending`)."""
    close: bool = False
    """The Allies held all three cities at the end of the previous turn."""
    doomed: bool = False
    """The end of turn 9 passed without the Allies holding all three cities."""
    outcome: dict[str, Any] | None = None
    highlights: dict[str, Any] = Field(default_factory=dict)
    stage: str = "order"
    fortune: dict[str, Any] | None = None
    effects: dict[str, Any] = Field(default_factory=dict)
    used_tactics: list[int] = Field(default_factory=list)
    chart_out: dict[str, list[int]] = Field(default_factory=dict)
    orders: dict[str, dict[str, str]] = Field(default_factory=dict)
    patrols: dict[str, dict[str, dict[str, int]]] = Field(default_factory=dict)
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


def deep(obj: Any) -> Any:
    """Copy nested dicts/lists of plain values."""
    if isinstance(obj, dict):
        return {k: (deep(v) if isinstance(v, (dict, list)) else v) for k, v in obj.items()}
    if isinstance(obj, list):
        return [deep(v) if isinstance(v, (dict, list)) else v for v in obj]
    return obj


def clone(s: AAState) -> AAState:
    """Return a working copy whose containers may be changed without touching ``s`` (pydantic's own copy, each
    container copied once by hand: this runs on every action).

    ``highlights`` stays shared: :meth:`phases.Run.hl` copies it before the first change. So do the zones'
    unit dicts (copy-on-write): :func:`add_units` and :func:`remove_units`, their only writers, store a new dict
    for the zone they change, and an action changes a few zones of the forty it copied whole before.
    """
    update: dict[str, Any] = {
        "units": dict(s.units), "airfield": dict(s.airfield),
        "destroyed": dict(s.destroyed), "charts": dict(s.charts), "removed": list(s.removed),
        "outcome": deep(s.outcome) if s.outcome is not None else None, "options": dict(s.options),
    }
    if s.effects:
        update["effects"] = deep(s.effects)
    if s.fortune is not None:
        update["fortune"] = deep(s.fortune)
    if s.used_tactics:
        update["used_tactics"] = list(s.used_tactics)
    if s.chart_out:
        update["chart_out"] = {k: list(v) for k, v in s.chart_out.items()}
    if s.orders:
        update["orders"] = {k: dict(v) for k, v in s.orders.items()}
    return s.model_copy(update=update)


def setv(s: AAState, name: str, value: Any) -> None:
    """Set a field on a working copy (no validation; see :func:`clone`), through the model's own assignment."""
    setattr(s, name, value)


# --------------------------------------------------------------------------- unit counting


def at(s: AAState, loc: str) -> dict[str, int]:
    """Units at ``loc`` (read-only use)."""
    return s.units.get(loc) or {}


def add_units(s: AAState, loc: str, key: str, n: int) -> None:
    """Put ``n`` units of ``key`` at ``loc``: a new dict for the zone (the one before may be shared, see
    :func:`clone`), its keys in the order they were."""
    if n <= 0:
        return
    d = s.units.get(loc)
    if d is None:
        s.units[loc] = {key: n}
    else:
        d = dict(d)
        d[key] = d.get(key, 0) + n
        s.units[loc] = d


def remove_units(s: AAState, loc: str, key: str, n: int) -> None:
    """Take ``n`` units of ``key`` from ``loc`` (a new dict for the zone, as :func:`add_units`)."""
    if n <= 0:
        return
    d = s.units[loc]
    left = d[key] - n
    if left < 0:
        raise AssertionError(f"removing {n} {key} from {loc} which holds {d[key]}")
    d = dict(d)
    if left:
        d[key] = left
        s.units[loc] = d
    else:
        del d[key]
        if d:
            s.units[loc] = d
        else:
            del s.units[loc]


def axis_land(units: dict[str, int]) -> int:
    """German land units including blockhouses (for control and combat)."""
    g = units.get
    return g("de:inf", 0) + g("de:art", 0) + g("de:tank", 0) + g("de:bh", 0)


def axis_stack(units: dict[str, int]) -> int:
    """German land units that count against the 8-unit limit (blockhouses do not)."""
    g = units.get
    return g("de:inf", 0) + g("de:art", 0) + g("de:tank", 0)


def allied_land(units: dict[str, int]) -> int:
    """U.K. plus U.S. land units (they share the 8-unit limit)."""
    g = units.get
    return g("uk:inf", 0) + g("uk:art", 0) + g("uk:tank", 0) + g("us:inf", 0) + g("us:art", 0) + g("us:tank", 0)


def fighters(units: dict[str, int]) -> int:
    return units.get("uk:fighter", 0) + units.get("us:fighter", 0)


def bombers(units: dict[str, int]) -> int:
    return units.get("uk:bomber", 0) + units.get("us:bomber", 0)


def control(units: dict[str, int]) -> str | None:
    """``"axis"``/``"allies"`` if only that side has land units there, else ``None``."""
    ax = axis_land(units)
    al = allied_land(units)
    if ax and not al:
        return "axis"
    if al and not ax:
        return "allies"
    return None


def land_of_side(units: dict[str, int], side: str) -> dict[str, int]:
    """The land units of one side (``axis``: including blockhouses)."""
    if side == "axis":
        return {k: v for k, v in units.items() if k in ("de:inf", "de:art", "de:tank", "de:bh")}
    return {k: v for k, v in units.items() if k[:2] in ("uk", "us") and k[3:] in ("inf", "art", "tank")}


def stack_count(units: dict[str, int], side: str) -> int:
    g = units.get
    if side == "axis":
        return g("de:inf", 0) + g("de:art", 0) + g("de:tank", 0)  # axis_stack, inlined: it runs per zone
    return g("uk:inf", 0) + g("uk:art", 0) + g("uk:tank", 0) + g("us:inf", 0) + g("us:art", 0) + g("us:tank", 0)


def enemy_land(units: dict[str, int], side: str) -> int:
    return allied_land(units) if side == "axis" else axis_land(units)


def total_air(s: AAState, typ: str) -> int:
    n = s.airfield.get(f"uk:{typ}", 0) + s.airfield.get(f"us:{typ}", 0)
    for units in s.units.values():
        n += units.get(f"uk:{typ}", 0) + units.get(f"us:{typ}", 0)
    return n
