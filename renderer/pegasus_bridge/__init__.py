"""Renderer for Opération Commando: Pegasus Bridge: ``render(view, lang) -> PNG bytes`` and ``alt_text(view, lang)``.

A card table drawn from a :class:`~rules.pegasus_bridge.view.PBView` (the
public view: the renderer never sees a hand, a draw pile's order or the
German's scenario 3 piles). Placeholder cards (our own designs) carry a
yellow-and-black striped band and the word PLACEHOLDER wherever they appear.

Files: ``draw.py`` the table's layout, top to bottom, and ``render``; ``cards.py`` the cards, chips and
Terrain card it places; ``canvas.py`` the styles, text helpers, card names and the Canvas that notes every
text it draws; ``alt.py`` the alt text; ``words.py`` the words in the image's language (issue #48: the
``pb-img-``/``pb-alt-`` messages of ``pegasus-image.ftl``).
"""

from .alt import alt_text
from .draw import draw_image, render

__all__ = ["alt_text", "draw_image", "render"]
