"""Pure renderers: a game's view in, PNG bytes out (Pillow only; no I/O beyond
reading the packaged layout data and fonts, never the database)."""

from __future__ import annotations

from typing import Any

from .common import bare_png

__all__ = ["render", "bare_png", "alt_text"]


def _module_for(view: Any):
    game = getattr(view, "game", None)
    if game == "aa-dday":
        from . import aa_dday

        return aa_dday
    if game == "pegasus-bridge":
        from . import pegasus_bridge

        return pegasus_bridge
    if game == "dday-dice":
        from . import dday_dice

        return dday_dice
    if game == "dday-dice-tray":
        from . import dday_dice_tray

        return dday_dice_tray
    raise ValueError(f"no renderer for game {game!r}")


def render(view: Any, lang: str = "en") -> bytes:
    """PNG bytes for any supported game's view (dispatch on ``view.game``), its words in ``lang`` where the game's
    renderer speaks it (A&A D-Day; the other games draw English words for now, issue #28)."""
    module = _module_for(view)
    return module.render(view, lang=lang) if module.__name__ == "renderer.aa_dday" else module.render(view)


def alt_text(view: Any, lang: str = "en") -> str:
    """A short text description of the image (for Discord alt text, <= 1024 chars), in ``lang`` like :func:`render`."""
    module = _module_for(view)
    return module.alt_text(view, lang=lang) if module.__name__ == "renderer.aa_dday" else module.alt_text(view)
