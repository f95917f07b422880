"""Renderer for Axis & Allies: D-Day: ``render(view) -> PNG bytes`` and ``alt_text(view)``.

The board is drawn by us from data (see :mod:`.geometry` and
``renderer/data/aa_dday_layout.json``); nothing is traced from the printed
board or any fan artwork.
"""

from .alt import alt_text
from .draw import canvas_size, draw_image, render

__all__ = ["render", "alt_text", "draw_image", "canvas_size"]
