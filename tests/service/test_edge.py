"""Entry points are marked once (``@entry_point``) and take their bounds from their own annotations."""

from __future__ import annotations

import re

import pytest

from bot.service import edge
from bot.service.edge import Bound, ChannelId, Ids, Pairs, Seat, TableId, Whole, Words, entry_point, entry_points
from bot.service.errors import InvalidInputError
from i18n import has, speaking


def test_a_parameter_without_a_bound_is_refused_when_the_module_is_read():
    with pytest.raises(TypeError, match="parameter colour"):

        @entry_point
        async def paint(self, channel_id: ChannelId, colour: str) -> None: ...


async def test_bounds_and_none_come_from_the_annotation():
    class Service:
        @entry_point
        async def call(self, channel_id: ChannelId, seat: Seat, *, table_id: TableId | None = None) -> str:
            return seat

    assert entry_points(Service) == ["call"]
    assert await Service().call(1, "axis", table_id=None) == "axis"
    with pytest.raises(InvalidInputError, match="The seat must be text"):
        await Service().call(1, None)
    with pytest.raises(InvalidInputError, match="The channel id must be a whole number"):
        await Service().call(-1, "axis")
    with pytest.raises(InvalidInputError, match="wrong parameters"):
        await Service().call(1, "axis", colour=2)



def _bounds() -> list[Bound]:
    """Every named bound of a parameter type the service declares."""
    found = []
    for value in vars(edge).values():
        found += [m for m in getattr(value, "__metadata__", ()) if isinstance(m, (Whole, Words, Pairs, Ids))]
    return found


def test_every_parameter_is_named_in_the_readers_words():
    """Issue #48: a refusal of bad input names the parameter in the reader's language (a Korean sentence used to
    carry "The number of vacation days" in English)."""
    bounds = _bounds()
    assert len(bounds) > 35
    for bound in bounds:
        assert has(bound.what, "en") and has(bound.what, "ko"), bound.what
        bad: object = -5
        if isinstance(bound, Words):
            bad = "x" * 100_001
        elif isinstance(bound, (Pairs, Ids)):
            bad = {str(n): "x" for n in range(99)}
        with speaking("ko"), pytest.raises(InvalidInputError) as refused:
            bound.check(bad, "x")
        assert not re.search("[A-Za-z]{3,}", str(refused.value).replace("Discord", "")), str(refused.value)
