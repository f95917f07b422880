"""The decisions Pegasus Bridge waits for: a typed, frozen :data:`Decision` union, one model per kind.

``state.pending`` holds one of these (``None`` once the game is over); the rules make it through
:meth:`common.GameBase.wait` and never change it in place (a new decision replaces it). ``seats`` are the
seats that must answer (both at once for the mulligan and the heroic picks). The state's JSON form is the
one it always was, ``{"kind": ..., "seats": [...], ...}`` with the kind's own fields after it, so a saved
state or an export of an earlier game loads into the model its ``kind`` names.

The fields common to every kind are on :class:`PendingDecision`; a kind that asks about a front of the Assault
(:class:`AtFront`) names it by ``front`` (0: the main Terrain; 1: the Ranville bridge in 1B).

The base, :class:`rules.core.decision.Decision` (frozen, told apart by ``kind``), is the one A&A D-Day's decisions
share; who answers is each game's own: a Pegasus decision names ``seats`` (both at once for some).
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field

from rules.core.decision import Decision as CoreDecision

Seat = Literal["british", "german"]


class PendingDecision(CoreDecision):
    """What every decision has: its ``kind`` (the prompt's kind, from the shared base) and the ``seats`` that
    answer it."""

    seats: tuple[Seat, ...] = Field(min_length=1)


class PhaseDecision(PendingDecision):
    """The British or German phase: play a card, spend tokens to draw, or end the phase."""

    kind: Literal["phase"] = "phase"


class BuildDecision(PendingDecision):
    """The German builds the scenario's defence (scenario 3: arranges the Terrain piles)."""

    kind: Literal["build"] = "build"


class MulliganDecision(PendingDecision):
    """Take a new starting hand or keep it (both seats may be asked at once)."""

    kind: Literal["mulligan"] = "mulligan"


class HeroicDecision(PendingDecision):
    """Take a heroic card, by its secret letter (both seats may be asked at once)."""

    kind: Literal["heroic"] = "heroic"


class ApproachDecision(PendingDecision):
    """Scenario 2: the British may redraw the approach Unit, or keep the Approach Terrain."""

    kind: Literal["approach"] = "approach"


class PileDecision(PendingDecision):
    """Scenario 3: the British picks one of the German's Terrain piles."""

    kind: Literal["pile"] = "pile"


class BlueDecision(PendingDecision):
    """Campaign: the German places the blue token on the current Terrain, or not."""

    kind: Literal["blue"] = "blue"


class ReserveDecision(PendingDecision):
    """Scenario 1B: the German keeps cards face down for the counter-attack."""

    kind: Literal["reserve"] = "reserve"


class CardChoiceDecision(PendingDecision):
    """A card asks its player to choose one of its options (the card and its player are in ``state.choice``)."""

    kind: Literal["choice"] = "choice"


class AtFront(PendingDecision):
    """A decision of the Assault on front ``front``."""

    front: int = Field(ge=0, le=1)


class RaiseDecision(AtFront):
    """Raise on the front: play a Combat Action, toss tokens, or pass."""

    kind: Literal["raise"] = "raise"


class PlaceBritishDecision(AtFront):
    """The British plays a Unit on the front (or absorbs, concedes, retreats)."""

    kind: Literal["place_b"] = "place_b"


class PlaceGermanDecision(AtFront):
    """The German plays a Unit (or a Combat Action) on the front, or no more Units."""

    kind: Literal["place_g"] = "place_g"


class DestroyedDecision(AtFront):
    """The British answers a destroyed Unit: a Unit, a Strength Point, or retreat."""

    kind: Literal["destroyed"] = "destroyed"


class TerrainDecision(PendingDecision):
    """Progression: the chooser picks the next Terrain among the revealed cards ``among``."""

    kind: Literal["terrain"] = "terrain"
    among: tuple[str, ...] = Field(min_length=1)


class RespondDecision(PendingDecision):
    """The cancellation window: the opponent of the player of ``card`` may answer it, or let it resolve."""

    kind: Literal["respond"] = "respond"
    card: str


Decision = Annotated[
    Union[PhaseDecision, BuildDecision, MulliganDecision, HeroicDecision, ApproachDecision, PileDecision,
          BlueDecision, ReserveDecision, CardChoiceDecision, RaiseDecision, PlaceBritishDecision,
          PlaceGermanDecision, DestroyedDecision, TerrainDecision, RespondDecision],
    Field(discriminator="kind"),
]
"""Any pending decision, told apart by its ``kind`` (how the state's JSON is read back)."""


def front_of(decision: PendingDecision | None) -> int | None:
    """The front a decision of the Assault is about, ``None`` for any other decision."""
    return decision.front if isinstance(decision, AtFront) else None
