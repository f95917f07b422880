"""What a seat (or a spectator) may see of an A&A D-Day game.

A&A D-Day has no hidden information, so every seat gets the same view; the
seed of the dice is never part of it. The renderer and every public message
read only this model, never the raw state.

Unit keys are ``"<nation>:<type>"`` with nation in ``de``, ``uk``, ``us`` and
type in ``inf``, ``art``, ``tank``, ``bh`` (blockhouse), ``fighter``,
``bomber``. Location keys are the zone number as a string (``"30"``) or a box
id (``"omaha"``, ``"us-west"``).
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class ZoneView(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: int
    name: str
    units: dict[str, int] = Field(default_factory=dict)
    """Land units and patrolling/striking aircraft in the zone (not those still in an airborne box)."""
    control: str | None = None
    """``"axis"``, ``"allies"`` or ``None`` (empty, or both sides present)."""
    contested: bool = False
    victory_city: bool = False
    marker: str | None = None
    coastal: bool = False


class BoxView(BaseModel):
    """A beachhead box or an airborne box."""

    model_config = ConfigDict(frozen=True)

    id: str
    name: str
    kind: str
    """``"beachhead"`` or ``"airborne"``."""
    nation: str
    zone: int
    """The zone it lands into (beachhead) or lies in (airborne)."""
    capacity: int | None = None
    units: dict[str, int] = Field(default_factory=dict)


class ChartView(BaseModel):
    """A reinforcement chart: the types still waiting, next first."""

    model_config = ConfigDict(frozen=True)

    id: str
    name: str
    nation: str
    waiting: list[str] = Field(default_factory=list)
    total: int
    available: int = 0
    """How many of ``waiting`` were rolled for and may be placed right now."""


class MoveArrow(BaseModel):
    model_config = ConfigDict(frozen=True)

    path: list[str]
    """Location keys from start to end (a box key first for a landing)."""
    units: dict[str, int]


class Highlights(BaseModel):
    """What the last order card changed, for the renderer to mark."""

    model_config = ConfigDict(frozen=True)

    card: int | None = None
    casualties: dict[str, dict[str, int]] = Field(default_factory=dict)
    moves: list[MoveArrow] = Field(default_factory=list)
    combat_zones: list[int] = Field(default_factory=list)
    placed: dict[str, dict[str, int]] = Field(default_factory=dict)


class AAView(BaseModel):
    model_config = ConfigDict(frozen=True)

    game: str = "aa-dday"
    turn: int
    max_turns: int = 10
    card: int | None
    card_name: str
    phase_label: str
    waiting_for: list[str] = Field(default_factory=list)
    """Seats that must decide now."""
    zones: list[ZoneView]
    boxes: list[BoxView]
    airfield: dict[str, int] = Field(default_factory=dict)
    destroyed: dict[str, int] = Field(default_factory=dict)
    charts: list[ChartView] = Field(default_factory=list)
    removed_cards: list[int] = Field(default_factory=list)
    highlights: Highlights = Field(default_factory=Highlights)
    cities_held_by_allies: int = 0
    allies_close_to_victory: bool = False
    outcome: str | None = None
    options: dict[str, str] = Field(default_factory=dict)
    reconstructed: bool = True
    stage: str = "order"
    """Advanced game: ``fortune``, ``order`` or ``tactics`` card of slot ``card``."""
    fortune: str | None = None
    """The fortune result in force for this order card, in words (``None`` without one)."""
    tactics_used: list[int] = Field(default_factory=list)
    """Tactics cards already used (gone for good)."""
    standing_orders: dict[str, dict[str, str]] = Field(default_factory=dict)
    """Each seat's standing orders in force: kind -> value (``ask`` means the seat is asked)."""
    proposal: str | None = None
    """Three players: the joint decision one Allied player proposed, waiting for the other."""
