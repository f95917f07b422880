"""rules.core.decision: the shared base of the games' pending decisions, changed only by copy-on-write."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from rules.core.decision import Decision


class Ask(Decision):
    seat: str
    seats: tuple[str, ...]
    note: str | None = None
    count: int = 0


def test_evolve_copies_with_the_changes_and_leaves_the_original_as_it_was() -> None:
    a = Ask(kind="ask", seat="uk", seats=("uk", "us"))
    b = a.evolve(seats=("us",), note="half done")
    assert (a.seats, a.note) == (("uk", "us"), None)
    assert (b.kind, b.seat, b.seats, b.note, b.count) == ("ask", "uk", ("us",), "half done", 0)
    assert list(b.__dict__) == list(Ask.model_fields) and b.model_fields_set == {"kind", "seat", "seats", "note"}
    assert b == Ask(kind="ask", seat="uk", seats=("us",), note="half done")
    with pytest.raises(ValidationError):
        b.seat = "us"  # type: ignore[misc]  # frozen


def test_without_returns_the_fields_to_their_defaults_unset() -> None:
    a = Ask(kind="ask", seat="uk", seats=("uk",), note="x", count=2)
    b = a.without("note", "count")
    assert (b.note, b.count) == (None, 0) and b.model_fields_set == {"kind", "seat", "seats"}
    assert b.model_dump(exclude_unset=True) == {"kind": "ask", "seat": "uk", "seats": ("uk",)}
    assert (a.note, a.count) == ("x", 2)
