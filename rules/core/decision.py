"""The base of every game's pending decision: a frozen pydantic model told apart by its ``kind``.

Each engine stores the decision it waits for in its state as one model of a discriminated union over ``kind``
(Pegasus Bridge: :mod:`rules.pegasus_bridge.pending`; A&A D-Day: :mod:`rules.aa_dday.pending`). A decision is
never changed in place: a rule that records progress on it (a unit moved, a seat done) stores a new one made by
:meth:`Decision.evolve`, so a state that shares it with its copies stays as it was.

Who answers is left to each game: a Pegasus decision names ``seats`` (both at once for some), most of A&A's name
a ``seat`` and the ``seats`` still to act but its hits name a seat per group, and D-Day Dice computes one decision
per seat from its state instead of storing one (:mod:`rules.dday_dice.pending`; each names its ``seat``), storing
only the queue of what its German player owes, one decision per entry (:mod:`rules.dday_dice.german_waits`), so
only ``kind`` is shared.
"""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict

from rules.core.copies import copied

_D = TypeVar("_D", bound="Decision")


class Decision(BaseModel):
    """A pending decision: its ``kind`` (what is asked) and the fields of that kind, frozen."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: str

    def evolve(self: _D, **changes: Any) -> _D:
        """A copy with ``changes`` (copy-on-write; values are trusted, not validated): the fields keep their
        order, and the changed ones count as set, as pydantic's ``model_copy(update=...)`` would make it
        (:func:`rules.core.copies.copied`, the cheaper copy)."""
        return copied(self, changes)

    def without(self: _D, *names: str) -> _D:
        """A copy with the fields ``names`` back to their defaults and no longer set (a dump that leaves unset
        fields out then leaves them out)."""
        kept = {k: v for k, v in self if k not in names}
        return self.model_construct(self.model_fields_set.difference(names), **kept)
