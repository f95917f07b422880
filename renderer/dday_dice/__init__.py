"""Renderer for D-Day Dice (2nd ed.): ``render(view) -> PNG``, ``alt_text(view)``, ``status_text(view)``,
and ``render_tray(view, seat, selected)`` for one Unit's dice tray.

Drawn from a :class:`~rules.dday_dice.view.DDView` only: a Medal held face
down is absent from any view but its owner's, so it never reaches a public image.
"""

from .alt import alt_text, status_text, tray_alt_text
from .draw import draw_image, draw_tray, render, render_tray

__all__ = ["alt_text", "draw_image", "draw_tray", "render", "render_tray", "status_text", "tray_alt_text"]
