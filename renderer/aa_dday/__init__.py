"""Renderer for Axis & Allies: D-Day: ``render(view) -> PNG bytes`` and ``alt_text(view)``.

The board is drawn by us from data (see :mod:`.geometry` and
``renderer/data/aa_dday_layout.json``); nothing is traced from the printed
board or any fan artwork. :mod:`.draw` paints it, :mod:`.labels` places (and records) the labels of what the
last card did, :mod:`.inset` draws the close-up band, :mod:`.words` says the image's words in its language.
"""

from .alt import alt_text
from .draw import canvas_size, draw_image, render

__all__ = ["render", "alt_text", "draw_image", "canvas_size"]
