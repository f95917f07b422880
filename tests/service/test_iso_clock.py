"""The store's once-a-second timestamp (``IsoClock``) always reads what ``iso`` reads for the same instant."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from db.store import IsoClock, iso


class Ticks:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


@given(st.lists(st.floats(min_value=0, max_value=4_102_444_800, allow_nan=False), min_size=1, max_size=40))
def test_it_reads_like_iso_at_every_instant_in_any_order(instants: list[float]) -> None:
    ticks = Ticks()
    stamp = IsoClock(ticks)
    for instant in instants:
        ticks.now = instant
        assert stamp() == iso(instant)


def test_instants_near_a_second_boundary() -> None:
    ticks = Ticks()
    stamp = IsoClock(ticks)
    for instant in (1_780_000_000.0, 1_780_000_000.9999994, 1_780_000_000.9999996, 1_780_000_001.0, 1_780_000_000.5):
        ticks.now = instant
        assert stamp() == iso(instant), instant
