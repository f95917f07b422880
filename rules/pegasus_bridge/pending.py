"""The decisions Pegasus Bridge waits for: one small frozen model per kind (what is asked, of whom, with which limits).

``state.pending`` stays a plain dict, ``{"kind": ..., "seats": [...], ...}``
(serialised as it always was, so old exports still verify); these models are
its schema. :meth:`common.GameBase.wait` makes every pending decision through
:func:`make`, so a missing or misspelt field fails at once, and a loaded state
is checked against them (:func:`check`). ``seats`` are the seats that must
answer (both at once for the mulligan and the heroic picks).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

Seat = Literal["british", "german"]


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    def as_dict(self) -> dict[str, Any]:
        """The state's form: the fields given, in declaration order."""
        return self.model_dump(exclude_unset=True)


class Ask(_Model):
    """A decision whose only data is who answers.

    ``phase`` (the British or German phase: play, spend or pass), ``build`` (the
    German builds the scenario 1A/1B defence), ``mulligan`` (take a new starting
    hand or keep), ``heroic`` (take a heroic card), ``approach`` (scenario 2: redraw
    an approach Unit), ``pile`` (scenario 3: the British picks a Terrain pile),
    ``blue`` (place the blue token), ``reserve`` (the German keeps cards in reserve),
    ``choice`` (a card asks its player to choose; the question is in ``state.choice``).
    """

    kind: Literal["phase", "build", "mulligan", "heroic", "approach", "pile", "blue", "reserve", "choice"]
    seats: list[Seat] = Field(min_length=1)


class AtFront(_Model):
    """An Assault decision on front ``front`` (0: the main Terrain; 1: the Ranville bridge in 1B).

    ``raise`` (play a Combat Action or toss tokens, or pass), ``place_b`` / ``place_g``
    (the British / German plays a Unit on the front), ``destroyed`` (the British
    answers a destroyed Unit: a Unit, a Strength Point, or retreat).
    """

    kind: Literal["raise", "place_b", "place_g", "destroyed"]
    seats: list[Seat] = Field(min_length=1)
    front: int = Field(ge=0, le=1)


class Terrain(_Model):
    """Progression: the chooser picks the next Terrain among the revealed cards ``among``."""

    kind: Literal["terrain"]
    seats: list[Seat] = Field(min_length=1)
    among: list[str] = Field(min_length=1)


class Respond(_Model):
    """The cancellation window: the opponent of the player of ``card`` may answer it, or let it resolve."""

    kind: Literal["respond"]
    seats: list[Seat] = Field(min_length=1)
    card: str


MODELS: dict[str, type[_Model]] = {
    **{k: Ask for k in ("phase", "build", "mulligan", "heroic", "approach", "pile", "blue", "reserve", "choice")},
    **{k: AtFront for k in ("raise", "place_b", "place_g", "destroyed")},
    "terrain": Terrain,
    "respond": Respond,
}


def make(kind: str, seats: list[str], **fields: Any) -> dict[str, Any]:
    """A new pending decision of ``kind``, checked against its model, in the state's dict form."""
    return MODELS[kind](kind=kind, seats=seats, **fields).as_dict()


def check(p: dict[str, Any]) -> None:
    """Raise ``ValueError`` unless ``p`` is a valid pending decision (used when a state is loaded)."""
    model = MODELS.get(p.get("kind"))  # type: ignore[arg-type]
    if model is None:
        raise ValueError(f"unknown pending decision kind {p.get('kind')!r}")
    model.model_validate(p)
