"""Renderer for D-Day Dice (2nd ed.): ``render(view) -> PNG``, ``alt_text(view)``, ``status_text(view)``,
and ``render_tray(view, seat, selected)`` for one Unit's dice tray.

An Overlord game has two more images a phone can read (:mod:`.overlord`): ``render_channel(view)`` with
``channel_alt_text(view)`` for the game's channel (every board, each Team's position in large type, no Unit
panels), and ``render_team(view, team)`` with ``team_alt_text(view, team)`` for a Team's thread (its Column
and its Units' panels); ``teams(view)`` lists the Teams (``"Team Able"``, ...) with their Units. Posted in
parts, each a list of ``(PNG, alt text)`` that a phone fits by its width: ``render_channel_images(view)``
(the Teams' summary, then one image per board) and ``render_team_images(view, team)`` (the Column, the Units).

The bot posts no image taller than 2,400 px (issue #46): a game on one Battle Map (the base game, Atlantikwall) in
parts too (:mod:`.parts`: ``table_parts(view)``, ``draw_part(view, part)``: its map, its Units' panels, the German
player's panel), a board too tall for one image cut between rows of Sectors, a Team's panels two or three an image.
The whole table image (``render``) stays for the console and the web viewer.

Every drawing and alt-text function takes ``lang`` (English by default): the words are ``dice-img-*`` messages, the
printed names glossed at a Korean table (:mod:`.words`); a part's name and what it shows are the English image's in
every language (the service lists parts without one).

Drawn from a :class:`~rules.dday_dice.view.DDView` only: a Medal held face
down is absent from any view but its owner's, so it never reaches a public image.
"""

from .alt import alt_text, status_text, tray_alt_text
from .draw import draw_image, draw_tray, render, render_tray
from .overlord import (
    channel_alt_text,
    render_channel,
    render_channel_images,
    render_team,
    render_team_images,
    team_alt_text,
    teams,
)

__all__ = ["alt_text", "channel_alt_text", "draw_image", "draw_tray", "render", "render_channel",
           "render_channel_images", "render_team", "render_team_images", "render_tray", "status_text",
           "team_alt_text", "teams", "tray_alt_text"]
