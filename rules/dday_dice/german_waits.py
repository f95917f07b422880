"""Atlantikwall: what waits for the German player before anything else, one small frozen value per kind.

``GermanSide.pending`` holds these in the order they are settled (the first one is asked now):

- :class:`BlindPick`: the die of his starting Soldiers (Blind Start, German style);
- :class:`BlackAward`: a Black Award (Wound Badge) to pay, named by ``award``;
- :class:`SpecialistLoss`: a Specialist of his choice to lose;
- :class:`AwardPick`: the Award of his choice from the deck (a Straight, the Iron Cross);
- :class:`AwardOrder`: the top Awards he looked at, to put back in an order of his choice;
- :class:`TallyChoice`: solitaire's Close Combat Clasp, which of two Final Tallies he keeps;
- :class:`ConditionOrder`: the Battle Conditions he looked at (Advanced Observation), to put back.

Stored, each is written as the word it always was (``blind``, ``wound:ID``, ``lose``, ``pick``, ``look``, ``clasp``,
``observe``): :func:`word` and :func:`from_word` are the one pair that writes and reads them, so snapshots, exports
and their final-state hashes from before read, replay and verify unchanged. No other code reads those words.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from pydantic import BeforeValidator, Field, PlainSerializer

from rules.core.decision import Decision


class _Wait(Decision):
    """A decision the German player owes (the core's frozen base, told apart by ``kind``)."""


class BlindPick(_Wait):
    """Blind Start, German style: pick the die that gives his starting Soldiers (``start N``)."""

    kind: Literal["blind"] = "blind"


class BlackAward(_Wait):
    """A Black Award drawn: pay one of its losses (``wound N [NAME]``), unless the rules settle it alone."""

    kind: Literal["wound"] = "wound"
    award: str
    """The Award's id (public: a Black Award is played as soon as it is drawn)."""


class SpecialistLoss(_Wait):
    """A Specialist of his choice to lose (``lose NAME``)."""

    kind: Literal["lose"] = "lose"


class AwardPick(_Wait):
    """The Award of his choice from the deck, which is shuffled after (``pick NAME``)."""

    kind: Literal["pick"] = "pick"


class AwardOrder(_Wait):
    """The top Awards he looked at (``GermanSide.looked``), put back in the order he names (``reorder ...``)."""

    kind: Literal["look"] = "look"


class TallyChoice(_Wait):
    """Solitaire's Close Combat Clasp: keep the original Final Tally or the new one (``pick original|new``)."""

    kind: Literal["clasp"] = "clasp"


class ConditionOrder(_Wait):
    """Advanced Observation: the Battle Conditions he looked at, put back in his order (``reorder 1 2``)."""

    kind: Literal["observe"] = "observe"


GermanWait = Annotated[
    Union[BlindPick, BlackAward, SpecialistLoss, AwardPick, AwardOrder, TallyChoice, ConditionOrder],
    Field(discriminator="kind"),
]
_PLAIN: dict[str, type[_Wait]] = {c.model_fields["kind"].default: c for c in (
    BlindPick, SpecialistLoss, AwardPick, AwardOrder, TallyChoice, ConditionOrder)}


def word(wait: _Wait) -> str:
    """The stored word of ``wait`` (also the German view's ``pending``): its kind, and a Black Award's id."""
    return f"wound:{wait.award}" if isinstance(wait, BlackAward) else str(wait.kind)


def from_word(text: str) -> _Wait:
    """The value a stored word names (the inverse of :func:`word`)."""
    kind, _, rest = text.partition(":")
    if kind == "wound" and rest:
        return BlackAward(award=rest)
    if kind in _PLAIN and not rest:
        return _PLAIN[kind]()
    raise ValueError(f"not a German decision: {text!r}")


def _read(value: Any) -> Any:
    return tuple(from_word(v) if isinstance(v, str) else v for v in value) if isinstance(value, (list, tuple)) else value


def _write(waits: tuple[_Wait, ...]) -> list[str]:
    return [word(w) for w in waits]


Waits = Annotated[tuple[GermanWait, ...], BeforeValidator(_read), PlainSerializer(_write, return_type=list[str])]
"""The type of ``GermanSide.pending``: typed values in the code, their words in JSON."""


def without(waits: tuple[_Wait, ...], kind: type[_Wait]) -> tuple[_Wait, ...]:
    """``waits`` less the first one of ``kind``."""
    i = next((i for i, w in enumerate(waits) if isinstance(w, kind)), None)
    return waits if i is None else waits[:i] + waits[i + 1:]


__all__ = ["AwardOrder", "AwardPick", "BlackAward", "BlindPick", "ConditionOrder", "GermanWait", "SpecialistLoss",
           "TallyChoice", "Waits", "from_word", "without", "word"]
