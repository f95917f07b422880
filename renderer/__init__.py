"""Pure renderers: a game's view in, PNG bytes out (Pillow only; no I/O beyond
reading the packaged layout data and fonts, never the database).

Which module draws a view is its game's kit's (:mod:`rules.core.kits`: ``renderer`` for the game's own views,
``views`` for its other kinds, such as D-Day Dice's tray), found by the view's ``game``."""

from __future__ import annotations

import importlib
import inspect
import io
from functools import cache
from types import ModuleType
from typing import Any

from PIL import Image

from rules.core.kits import all_kits

from .common import bare_png

__all__ = ["render", "bare_png", "alt_text", "module_for", "picture", "speaks"]


@cache
def _modules() -> dict[str, str]:
    """A view's ``game`` -> the module drawing it, from every kit."""
    out: dict[str, str] = {}
    for kit in all_kits():
        if kit.renderer is not None:
            out[kit.id] = kit.renderer
        out.update(kit.views)
    return out


def module_for(game: str) -> ModuleType | None:
    """The module drawing views whose ``game`` is ``game`` (imported on first use); None when no kit names one."""
    name = _modules().get(game)
    return None if name is None else importlib.import_module(name)


def speaks(fn: Any) -> bool:
    """True when renderer function ``fn`` takes the language of its words (a ``lang`` parameter)."""
    return fn is not None and "lang" in inspect.signature(fn).parameters


def _module_for(view: Any) -> ModuleType:
    game = getattr(view, "game", None)
    module = module_for(game) if isinstance(game, str) else None
    if module is None:
        raise ValueError(f"no renderer for game {game!r}")
    return module


def render(view: Any, lang: str = "en") -> bytes:
    """PNG bytes for any supported game's view (dispatch on ``view.game``), its words in ``lang`` where the game's
    renderer speaks it (A&A D-Day; the other games draw English words for now, issue #28)."""
    module = _module_for(view)
    return module.render(view, lang=lang) if speaks(module.render) else module.render(view)


def alt_text(view: Any, lang: str = "en") -> str:
    """A short text description of the image (for Discord alt text, <= 1024 chars), in ``lang`` like :func:`render`."""
    module = _module_for(view)
    return module.alt_text(view, lang=lang) if speaks(module.alt_text) else module.alt_text(view)


def picture(view: Any, lang: str = "en") -> Image.Image:
    """The image of a view as RGB pixels (the web viewer's offline file tiles them, :mod:`renderer.web_tiles`): its
    module's ``picture`` or ``draw_image`` where it has one (the pixels before the PNG's palette, which differs from
    image to image, so equal places stay equal pixels), else its PNG decoded."""
    module = _module_for(view)
    draw = getattr(module, "picture", None) or getattr(module, "draw_image", None)
    if draw is not None:
        image = draw(view, lang=lang) if lang != "en" and speaks(draw) else draw(view)
        return image if image.mode == "RGB" else image.convert("RGB")
    with Image.open(io.BytesIO(render(view, lang))) as image:
        return image.convert("RGB")
