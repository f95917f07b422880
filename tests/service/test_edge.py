"""Entry points are marked once (``@entry_point``) and take their bounds from their own annotations."""

from __future__ import annotations

import pytest

from bot.service.edge import ChannelId, Seat, TableId, entry_point, entry_points
from bot.service.errors import InvalidInputError


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
