"""How high a phone shows the key numbers of each image: ``key_text_px_at_400(kind, view)``.

A phone shows a Discord image about :data:`PHONE_WIDTH` px wide, so text ``h`` px high in an image ``w`` px
wide is shown ``h * 400 / w`` px high. The figure is the smallest such height among the image's *key* text,
measured as the height of its digits (of its capitals when it has none), the part a player reads to decide
(issue 25 asks for at least 8):

- D-Day Dice images (``dday_dice_board``, ``overlord_full``, ``overlord_channel``, ``overlord_team``) flag
  their key labels as they draw them (:mod:`renderer.dday_dice.canvas`): each Sector's number, DEF, Advance
  and MGF chips, the Unit Markers and their turn, the Team summaries, the Unit panels' Sector line and
  resources. ``overlord_team`` is the smallest over the game's Teams.
- ``dday_dice_parts`` and ``atlantikwall_parts``: the parts a one-board table is posted in
  (:mod:`renderer.dday_dice.parts`: its map, its Units' panels, the German player's panel with his numbers), the
  smallest over every part, for a base game and an Atlantikwall game with a German player.
- ``dice_tray``: the dice's captions (``d3 Star``: the number a command names; the dice themselves are
  drawings, far larger).
- ``aa_closeup``: every text with a digit drawn on the A&A map (zone numbers, unit counts) where the close-up band
  repeats them, :data:`renderer.aa_dday.inset.SCALE` times as large: the zones the last card changed.
- ``pegasus_board``: the Pegasus Bridge table flags its key numbers as it draws them
  (:mod:`renderer.pegasus_bridge.draw`): the Strength Points, each side's hand, piles and tokens, the number and
  value of every card in play, the Terrains' size, draws and German Unit limit, the assault's values.

*Overview* figures (:data:`OVERVIEW_KINDS`, ``overview_text_px_at_400_<kind>``) are measured the same way but are
not held to 8: they are the whole picture, not the part a player reads to decide, and a phone could not show all
of it that large. ``aa_board`` is the A&A map itself (its smallest numbers; the close-up band under it repeats the
zones that changed at phone scale); ``overlord_full`` is the table image of a Raid on several boards side by side,
1600 px wide, which the Overlord posts replace with the channel and Team images.

Digits are about 0.73 of a font's size: text set in a font of ``s`` px shows its digits ``0.73 * s`` high, so
8 px of digits on a phone is a font of 11 px there (a figure of 5.8 here is a font of 8 px on the phone).

The games whose draw code does not flag key labels are measured by noting every text drawn through Pillow
while the image is drawn (a lock keeps two measurements from mixing).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from PIL import ImageDraw, ImageFont

from renderer.common import FastDraw, glyph_font
from renderer.dday_dice.canvas import Canvas, ink_height

PHONE_WIDTH = 400
TARGET = 8.0
KINDS = ("aa_board", "aa_closeup", "pegasus_board", "dday_dice_board", "dday_dice_parts", "atlantikwall_parts",
         "dice_tray", "overlord_full", "overlord_channel", "overlord_team")
"""Every image kind that can be measured."""
OVERVIEW_KINDS = ("aa_board", "overlord_full")
"""The kinds that show the whole picture (measured, reported as ``overview_text_px_at_400_<kind>``)."""
DECISION_KINDS = tuple(k for k in KINDS if k not in OVERVIEW_KINDS)
"""The kinds a player reads to decide: each is held to :data:`TARGET` (``key_text_px_at_400_<kind>``)."""

_LOCK = threading.Lock()
Seen = list[tuple[str, ImageFont.FreeTypeFont, tuple[float, float]]]


def at_phone(height: float, width: int) -> float:
    """``height`` px of an image ``width`` px wide, as a phone shows it."""
    return height * PHONE_WIDTH / width


def canvas_key_px(c: Canvas) -> float:
    """The smallest key label of a recorded canvas, at phone size."""
    keys = [lab.height for lab in c.labels if lab.key and not lab.marker]
    return at_phone(min(keys), c.img.width) if keys else float("nan")


@contextmanager
def recorded_text() -> Iterator[Seen]:
    """Every single text drawn through Pillow meanwhile: ``(text, font, xy)``."""
    seen: Seen = []
    with _LOCK:
        originals = {cls: cls.__dict__["text"] for cls in (ImageDraw.ImageDraw, FastDraw)}

        def wrap(orig: Callable[..., Any]) -> Callable[..., Any]:
            def text(self, xy, text, fill=None, font=None, *args, **kwargs):
                if isinstance(text, str) and isinstance(font, ImageFont.FreeTypeFont) and text.strip():
                    # the font the text is drawn in: NanumSquare for a text with Hangul (renderer.common)
                    seen.append((text, glyph_font(text, font), (float(xy[0]), float(xy[1]))))
                return orig(self, xy, text, fill, font, *args, **kwargs)

            return text

        try:
            for cls, orig in originals.items():
                cls.text = wrap(orig)
            yield seen
        finally:
            for cls, orig in originals.items():
                cls.text = orig


def _numbers(seen: Seen, keep: Callable[[float, float], bool] = lambda x, y: True) -> list[float]:
    return [ink_height(t, f) for t, f, (x, y) in seen if any(ch.isdigit() for ch in t) and keep(x, y)]


def _aa(view: Any, closeup: bool, lang: str = "en") -> float:
    from renderer.aa_dday import draw as aa
    from renderer.aa_dday import geometry, inset
    from renderer.aa_dday import pieces as aa_pieces

    with recorded_text() as seen:
        img = aa.draw_image(view, lang)
    fr = aa_pieces.Frame(geometry.layout(), aa_pieces.header_height(view, geometry.layout()), inset.band_height(view))
    on_map = _numbers(seen, lambda x, y: fr.ox <= x <= fr.ox + fr.map_w and fr.oy <= y <= fr.oy + fr.map_h)
    if not on_map or (closeup and not inset.band_height(view)):
        return float("nan")
    return at_phone(min(on_map) * (inset.SCALE if closeup else 1), img.width)


def _pegasus(view: Any) -> float:
    from renderer.pegasus_bridge import draw

    c = draw.draw_canvas(view)
    keys = [lab.height for lab in c.labels if lab.key]
    return at_phone(min(keys), c.img.width) if keys else float("nan")


def key_text_px_at_400(kind: str, view: Any, team: str | None = None, seat: str | None = None,
                       lang: str = "en") -> float:
    """The smallest key text of image ``kind`` drawn from ``view``, in px on a phone showing it 400 px wide.

    ``team`` (``overlord_team``): one Team's image, else the smallest over every Team; ``seat``
    (``dice_tray``): whose tray, else the first Unit's; ``lang``: the language of the A&A image's words."""
    if kind in ("aa_board", "aa_closeup"):
        return _aa(view, kind == "aa_closeup", lang)
    if kind == "pegasus_board":
        return _pegasus(view)
    from renderer.dday_dice import draw as dd
    from renderer.dday_dice import overlord

    if kind in ("dday_dice_board", "overlord_full"):
        return canvas_key_px(dd.draw_table(view))
    if kind in ("dday_dice_parts", "atlantikwall_parts"):
        from renderer.dday_dice import parts

        return min(canvas_key_px(parts.draw_part(view, part)) for part in parts.table_parts(view))
    if kind == "overlord_channel":
        return canvas_key_px(overlord.draw_channel(view))
    if kind == "overlord_team":
        names = [team] if team else [t for t, _ in overlord.teams(view)]
        return min(canvas_key_px(overlord.draw_team(view, t)) for t in names)
    if kind == "dice_tray":
        return canvas_key_px(dd.tray_canvas(view, seat or view.units[0].seat, frozenset()))
    raise ValueError(f"no image kind {kind!r}: one of {', '.join(KINDS)}")


def figure_name(kind: str) -> str:
    """The bench's name for the figure of ``kind``: ``overview_text_px_at_400_…`` or ``key_text_px_at_400_…``."""
    return f"{'overview' if kind in OVERVIEW_KINDS else 'key'}_text_px_at_400_{kind}"


__all__ = ["DECISION_KINDS", "KINDS", "OVERVIEW_KINDS", "PHONE_WIDTH", "figure_name", "TARGET", "at_phone", "canvas_key_px", "key_text_px_at_400", "recorded_text"]
