"""What a seat (or a spectator) may see of an A&A D-Day game.

A&A D-Day has no hidden information, so every seat gets the same view; the
seed of the dice is never part of it. The renderer and every public message
read only this model, never the raw state; :func:`build_view` makes it.

Unit keys are ``"<nation>:<type>"`` with nation in ``de``, ``uk``, ``us`` and
type in ``inf``, ``art``, ``tank``, ``bh`` (blockhouse), ``fighter``,
``bomber``. Location keys are the zone number as a string (``"30"``) or a box
id (``"omaha"``, ``"us-west"``).
"""

from __future__ import annotations

from collections.abc import Mapping

from pydantic import BaseModel, ConfigDict, Field

from rules.aa_dday import orders as om
from rules.aa_dday.board import BOARD, unit_sort_key
from rules.aa_dday.charts import chart_waiting
from rules.aa_dday.common import CARD_NAMES, MAX_TURNS, SEAT_TITLE, TACTICS_NAMES, phase_label, players
from rules.aa_dday.decisions import seats_waiting
from rules.aa_dday.fortune import RESULTS
from rules.aa_dday.state import AAState, allied_land, axis_land, control
from rules.aa_dday.victory import cities_held


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

    def changed_locations(self) -> list[str]:
        """The locations (zone numbers as text, box ids) the last card changed, in board order.

        Casualties, placements, every step of a move or landing, and the combat zones; the
        renderer shows them again in a close-up.
        """
        out = {*self.casualties, *self.placed, *(str(z) for z in self.combat_zones)}
        for m in self.moves:
            out.update(m.path)
        return sorted(out, key=lambda loc: (not loc.isdigit(), int(loc) if loc.isdigit() else 0, loc))


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


# --------------------------------------------------------------------------- building the view


def _sorted_units(units: Mapping[str, int]) -> dict[str, int]:
    return {k: units[k] for k in sorted(units, key=unit_sort_key) if units[k]}


def build_view(w: AAState) -> AAView:
    zones = []
    for z in BOARD.data.zones:
        key = str(z.id)
        units = w.units.get(key, {})
        zones.append(
            ZoneView(
                id=z.id,
                name=z.name,
                units=_sorted_units(units),
                control=control(units),
                contested=bool(axis_land(units) and allied_land(units)),
                victory_city=z.victory_city,
                marker=z.marker,
                coastal=z.coastal,
            )
        )
    boxes = []
    for b in BOARD.data.beachheads:
        boxes.append(BoxView(id=b.id, name=b.name, kind="beachhead", nation=b.nation, zone=b.lands_in,
                             capacity=b.capacity, units=_sorted_units(w.units.get(b.id, {}))))
    for a in BOARD.data.airborne:
        if w.units.get(a.id):
            boxes.append(BoxView(id=a.id, name=a.name, kind="airborne", nation=a.nation, zone=a.zone,
                                 units=_sorted_units(w.units[a.id])))
    charts = []
    p = w.pending
    avail = p.avail if p is not None and p.kind == "place" else {}
    for c in BOARD.chart_ids:
        charts.append(ChartView(
            id=c, name=BOARD.charts[c].name, nation=BOARD.chart_nation[c],
            waiting=[BOARD.chart_types[c][i] for i in chart_waiting(w, c)], total=BOARD.chart_len[c],
            available=avail.get(c, 0),
        ))
    h = w.highlights
    highlights = Highlights(
        card=h.card,
        casualties={k: dict(v) for k, v in h.casualties.items()},
        moves=[MoveArrow(path=list(m.path), units=dict(m.units)) for m in h.moves],
        combat_zones=list(h.combat_zones),
        placed={k: dict(v) for k, v in h.placed.items()},
    )
    held = cities_held(w)
    card = w.card if w.card <= 16 and w.outcome is None else None
    if card and w.stage == "tactics":
        card_name = TACTICS_NAMES[card]
    elif card:
        card_name = CARD_NAMES[card]
    else:
        card_name = "Game over" if w.outcome else "Victory check"
    return AAView(
        turn=w.turn,
        max_turns=MAX_TURNS,
        card=card,
        card_name=card_name,
        phase_label=phase_label(w),
        waiting_for=seats_waiting(w),
        zones=zones,
        boxes=boxes,
        airfield=_sorted_units(w.airfield),
        destroyed=_sorted_units(w.destroyed),
        charts=charts,
        removed_cards=list(w.removed),
        highlights=highlights,
        cities_held_by_allies=held,
        allies_close_to_victory=w.close,
        outcome=w.outcome.reason if w.outcome else None,
        options=dict(w.options),
        reconstructed=True,
        stage=w.stage,
        fortune=_fortune_words(w),
        tactics_used=list(w.used_tactics),
        standing_orders={s: om.all_effective(w.orders, s, players(w)) for s in w.seats},
        proposal=_proposal_words(w),
    )


def _fortune_words(w: AAState) -> str | None:
    f = w.fortune
    if not f or f.result not in ("good", "bad"):
        return None
    return f"Fortune {f.card:02d}: " + RESULTS[f.card][0 if f.result == "good" else 1]


def _proposal_words(w: AAState) -> str | None:
    j = w.pending.joint if w.pending is not None else None
    if j is None:
        return None
    prop = j.proposal
    state = "refused; the Axis decides" if j.refused else "waiting for confirmation"
    return f"{SEAT_TITLE[prop[0]]} proposes '{prop[1]}' ({state})"
