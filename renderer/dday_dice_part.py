"""One part of an Overlord image as a renderable view of its own (``game = "dday-dice-part"``, issue #25).

The channel of an Overlord game in Teams shows the Teams' summary and one image per board
(:func:`renderer.dday_dice.overlord.channel_parts`); each Team's thread shows its Column and its Units' panels.
The service draws images only through the renderer it was given (the bot's real one, a test's fake, the
console's "no images"), so each part is wrapped in a view with its own game id, found by ``renderer.<game id>``
like every other game (as :mod:`renderer.dday_dice_tray` does for trays). One part a call: the service caches
each by table, version and part.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from renderer.common import encode_png
from renderer.dday_dice.overlord import (
    MAP_PART,
    UNITS_PART,
    channel_parts,
    draw_channel,
    draw_team,
    part_alt_text,
    team_alt_text,
)
from rules.dday_dice.view import DDView

TEAM_PARTS = (MAP_PART, UNITS_PART)
"""A Team's image in its thread: its Column, then its Units' panels."""


class PartView(BaseModel):
    """One part of the channel's image (``team`` None: ``"summary"`` or a board's letter) or of a Team's
    (``"map"`` or ``"units"``)."""

    model_config = ConfigDict(frozen=True)

    game: Literal["dday-dice-part"] = "dday-dice-part"
    table: DDView
    part: str
    team: str | None = None
    private: None = None
    """Never a seat's private view: the map and the Units' panels are public."""

    @property
    def title(self) -> str:
        return f"{self.table.title}: {self.team + ', ' if self.team else ''}{self.part}"

    @property
    def phase_label(self) -> str:
        return self.table.phase_label


def parts(view: DDView) -> list[str]:
    """The channel image's parts, in the order they are posted."""
    return channel_parts(view)


def render(view: PartView) -> bytes:
    if view.team is not None:
        return encode_png(draw_team(view.table, view.team, view.part).img)
    return encode_png(draw_channel(view.table, view.part).img)


def alt_text(view: PartView) -> str:
    if view.team is not None:
        return team_alt_text(view.table, view.team, view.part)
    return part_alt_text(view.table, view.part)


__all__ = ["TEAM_PARTS", "PartView", "alt_text", "parts", "render"]
