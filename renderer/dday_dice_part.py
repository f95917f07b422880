"""One part of a D-Day Dice table image as a renderable view of its own (``game = "dday-dice-part"``, issues #25
and #46): every image a phone reads, none taller than :data:`renderer.dday_dice.parts.MAX_HEIGHT`.

- A game on one Battle Map (the base game, Atlantikwall): its map, its Units' panels, the German player's panel
  (:func:`renderer.dday_dice.parts.table_parts`), in the channel and in a private look alike.
- An Overlord game in Teams: the channel shows the Teams' summary and one image per board
  (:func:`renderer.dday_dice.overlord.channel_parts`); each Team's thread its Column and its Units' panels
  (:func:`renderer.dday_dice.overlord.team_parts`).
- An Overlord game of one Team (the solo campaign): the summary, the boards, then the Units' panels.

The service draws images only through the renderer it was given (the bot's real one, a test's fake, the
console's "no images"), so each part is wrapped in a view with its own game id, found by ``renderer.<game id>``
like every other game (as :mod:`renderer.dday_dice_tray` does for trays). One part a call: the service caches
each by table, version and part.
"""

from __future__ import annotations

import io
from typing import Literal

from PIL import Image
from pydantic import BaseModel, ConfigDict

from i18n import DEFAULT
from renderer.common import encode_png
from renderer.dday_dice import web
from renderer.dday_dice.battle_map import boards
from renderer.dday_dice.overlord import (
    MAP_PART,
    channel_parts,
    draw_channel,
    draw_team,
    part_alt_text,
    team_alt_text,
    team_parts,
    teams,
)
from renderer.dday_dice.parts import draw_part, table_parts
from renderer.dday_dice.parts import part_alt_text as table_alt_text
from rules.dday_dice.view import DDView


class PartView(BaseModel):
    """One part of the channel's image (``team`` None: ``"summary"`` or a board's letter), of a Team's (``"map"``
    or ``"units"``, and their pieces), of a one-board table (``source`` ``"table"``: ``"map"``, ``"units"``,
    ``"german"``), or of the web viewer's position (``source`` ``"web"``, :mod:`renderer.dday_dice.web`: its
    ``table`` is the view narrowed to what the part draws)."""

    model_config = ConfigDict(frozen=True)

    game: Literal["dday-dice-part"] = "dday-dice-part"
    table: DDView
    part: str
    team: str | None = None
    source: Literal["channel", "table", "web"] = "channel"
    private: None = None
    """Never a seat's private view: the map and the Units' panels are public."""

    @property
    def title(self) -> str:
        return f"{self.table.title}: {self.team + ', ' if self.team else ''}{self.part}"

    @property
    def phase_label(self) -> str:
        return self.table.phase_label


def parts(view: DDView) -> list[str]:
    """The channel image's parts in a game in Teams, in the order they are posted."""
    return channel_parts(view)


def channel_views(view: DDView, in_teams: bool) -> list[PartView]:
    """The images of a game's channel (and of a private look at its board), in the order they are posted:
    ``in_teams``, an Overlord game whose Teams have their own images (module docstring)."""
    if in_teams:
        return [PartView(table=view, part=part) for part in channel_parts(view)]
    if len(boards(view)) < 2:
        return [PartView(table=view, part=part, source="table") for part in table_parts(view)]
    out = [PartView(table=view, part=part) for part in channel_parts(view)]
    for team, _ in teams(view):
        out += [PartView(table=view, part=part, team=team) for part in team_parts(view, team)
                if not part.startswith(MAP_PART)]
    return out


def team_views(view: DDView, team: str) -> list[PartView]:
    """A Team's images in its thread: its Column, then its Units' panels."""
    return [PartView(table=view, part=part, team=team) for part in team_parts(view, team)]


def web_views(view: DDView) -> list[PartView]:
    """The web viewer's parts of a position (:mod:`renderer.dday_dice.web`), each with its narrowed view: two parts
    with equal views are the same image."""
    return [PartView(table=web.narrowed(view, part), part=part, source="web") for part in web.web_parts(view)]


def picture(view: PartView, lang: str = DEFAULT) -> Image.Image:
    """A web part's pixels (RGB, before the PNG's palette); another part's, from its PNG; its words in ``lang``."""
    if view.source == "web":
        return web.draw(view.table, view.part, lang)
    with Image.open(io.BytesIO(render(view, lang))) as image:
        return image.convert("RGB")


def render(view: PartView, lang: str = DEFAULT) -> bytes:
    """The part's PNG bytes, its words in ``lang``."""
    if view.source == "web":
        return encode_png(web.draw(view.table, view.part, lang))
    if view.team is not None:
        return encode_png(draw_team(view.table, view.team, view.part, lang).img)
    if view.source == "table":
        return encode_png(draw_part(view.table, view.part, lang).img)
    return encode_png(draw_channel(view.table, view.part, lang).img)


def alt_text(view: PartView, lang: str = DEFAULT) -> str:
    """The part's alt text in ``lang``."""
    if view.source == "web":
        return web.alt_text(view.table, view.part, lang)
    if view.team is not None:
        return team_alt_text(view.table, view.team, view.part, lang)
    if view.source == "table":
        return table_alt_text(view.table, view.part, lang)
    return part_alt_text(view.table, view.part, lang)


__all__ = ["PartView", "alt_text", "channel_views", "parts", "picture", "render", "team_views", "web_views"]
