"""Renderer for Opération Commando: Pegasus Bridge: ``render(view) -> PNG bytes`` and ``alt_text(view)``.

A card table drawn from a :class:`~rules.pegasus_bridge.view.PBView` (the
public view: the renderer never sees a hand, a draw pile's order or the
German's scenario 3 piles). Placeholder cards (our own designs) carry a
yellow-and-black striped band and the word PLACEHOLDER wherever they appear.
"""

from .alt import alt_text
from .draw import draw_image, render

__all__ = ["alt_text", "draw_image", "render"]
