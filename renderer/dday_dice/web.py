"""A D-Day Dice position for the web viewer (issue #49): small parts without headings, each drawn from only what it
shows, so that a position after an action redraws only the parts the action changed.

The page itself says the position's phase and who must act, so none of these parts repeats the heading of the
Discord images (title, phase, who is waiting). The parts, in their order on the page:

- ``"summary"`` (a game of several boards, i.e. Overlord): each Team's position in large type;
- ``"band"``: the striped notice of a map that is not the printed Battle Map (only on such a map);
- one part per board (``"A"``, ``"B"``, ``"C"``; ``"map"`` on a one-board table), never cut: the page shows it at
  its width;
- ``"battle"``: the Battle Conditions in play, when there are some;
- ``"unit:<seat>"``: one Unit's panel, for every Unit;
- ``"german"``: the German player's public panel (Atlantikwall).

:func:`narrowed` keeps of the view only what a part draws: equal narrowed views give equal images, so the viewer
keys each part by its narrowed view and draws a part only when that key is new (an action that rolls one Unit's
dice redraws that Unit's panel and nothing else). ``tests/renderer/test_dday_dice_web.py`` draws every part of a
played game from its narrowed view and from the whole view and finds them pixel for pixel the same.
"""

from __future__ import annotations

from PIL import Image

from renderer.common import FastDraw
from renderer.dday_dice import panels as P
from renderer.dday_dice.alt import MAX_ALT, _unit
from renderer.dday_dice.battle_map import boards, draw_map, legend, plan_map
from renderer.dday_dice.canvas import Canvas
from renderer.dday_dice.draw import BG, MARGIN, band_text, stripes
from renderer.dday_dice.overlord import _summary_height, board_alt_text, channel_alt_text, draw_summary
from renderer.dday_dice.parts import legend_height
from renderer.dday_dice.sector_layout import LARGE
from renderer.dday_dice.unit_panel import LARGE_PANEL, panel_height, unit_panel
from renderer.dday_dice.words import say, speaking
from rules.dday_dice.view import DDView, SectorView, UnitView

WIDTH = 1000
"""As wide as the Discord parts (:mod:`renderer.dday_dice.overlord`): the page fits it to its width."""
INNER = WIDTH - 2 * MARGIN
SUMMARY, BAND, BATTLE, GERMAN, UNIT = "summary", "band", "battle", "german", "unit:"

QUIET = {"title": "", "phase_label": "", "turn": 0, "phase_name": "", "waiting_for": [], "outcome": None,
         "data_note": "", "performance": {}}
"""The view's fields no part draws (the page says them in words): blanked in every narrowed view."""
_UNIT_BLANK = {"nation": "", "nation_name": "", "ip": 0, "specialists": [], "hand": [], "items": [], "used_items": [],
               "medals": [], "medal_count": 0, "vehicle": None, "visited": [], "dice": [], "final": False,
               "rolls_left": 0, "claims": [], "bunker": None, "queue": [], "badges": [], "lost": [], "paras": []}
"""A Unit's fields that only its own panel draws (the summary and the maps show where it is and its numbers)."""


def board_name(letter: str) -> str:
    return letter or "map"


def web_parts(v: DDView) -> list[str]:
    """The names of the position's parts, in their order on the page (module docstring)."""
    names = [SUMMARY] if len(boards(v)) > 1 else []
    names += [BAND] if v.map.provenance != "rulebook" else []
    names += [board_name(letter) for letter, _ in boards(v)]
    names += [BATTLE] if v.battle else []
    names += [UNIT + u.seat for u in v.units]
    return names + ([GERMAN] if v.german is not None else [])


def _unit_of(v: DDView, part: str) -> UnitView:
    seat = part[len(UNIT):]
    for u in v.units:
        if u.seat == seat:
            return u
    raise ValueError(f"no Unit {seat!r} in this view")


def _board_of(v: DDView, part: str) -> tuple[str, list[SectorView]]:
    letter = "" if part == "map" else part
    found = dict(boards(v)).get(letter)
    if found is None:
        raise ValueError(f"no board {part!r} in this view")
    return letter, found


def narrowed(v: DDView, part: str) -> DDView:
    """The view with only what ``part`` draws (the rest blank): the part's key, and what it is drawn from."""
    quiet = v.model_copy(update={**QUIET, "german": None, "battle": [], "reserve_items": [],
                                 "reserve_specialists": [], "supply": [], "phase": 0})
    bare_map = v.map.model_copy(update={"sectors": [], "edges": []})
    if part.startswith(UNIT):
        return quiet.model_copy(update={"units": [_unit_of(v, part)], "map": bare_map, "phase": v.phase})
    if part == SUMMARY:
        return quiet.model_copy(update={"units": [u.model_copy(update={**_UNIT_BLANK, "marker": 0, "max_stay": 0})
                                                  for u in v.units], "map": bare_map})
    if part == BAND:
        return quiet.model_copy(update={"units": [], "map": bare_map})
    if part in (BATTLE, GERMAN):
        return v.model_copy(update={**QUIET, "units": [], "map": bare_map, "phase": 0, "reserve_items": [],
                                    "reserve_specialists": [], "supply": []})
    _, sectors = _board_of(v, part)
    mine = {s.id for s in sectors}
    stubs = [s if s.id in mine else s.model_copy(update={"units": [], "pool": [], "mgf": 0}) for s in v.map.sectors]
    units = [u.model_copy(update={**_UNIT_BLANK, "soldiers": 0, "courage": 0, "stars": 0, "done": False,
                                  "name": "", "sector_label": ""}) for u in v.units if u.sector in mine]
    return quiet.model_copy(update={"units": units, "map": v.map.model_copy(update={"sectors": stubs}),
                                    "german": v.german})  # the map shows the German player's marks


def _canvas(height: int) -> Canvas:
    img = Image.new("RGB", (WIDTH, height), BG)
    return Canvas(img, FastDraw(img))


def _band(c: Canvas, v: DDView, y: int) -> int:
    stripes(c, MARGIN, y, INNER, 14)
    y += 20
    y = c.para(MARGIN, y, band_text(v), INNER, 20, True)
    stripes(c, MARGIN, y + 4, INNER, 14)
    return y + 26


def draw(v: DDView, part: str, lang: str | None = None) -> Image.Image:
    """One part of the position (``v`` the whole view or its :func:`narrowed` one: the same pixels), RGB, its words in
    ``lang``."""
    with speaking(lang):
        return _draw(v, part)


def _draw(v: DDView, part: str) -> Image.Image:
    if part.startswith(UNIT):
        u = _unit_of(v, part)
        h = panel_height(u, INNER, LARGE_PANEL)
        c = _canvas(h + 2 * MARGIN)
        unit_panel(c, v, u, MARGIN, MARGIN, INNER, h, LARGE_PANEL)
        return c.img
    if part == SUMMARY:
        c = _canvas(_summary_height(v) + 2 * MARGIN)
        y = draw_summary(c, v, MARGIN)
    elif part == BAND:
        c = _canvas(400 + 2 * len(band_text(v)))
        y = _band(c, v, MARGIN)
    elif part == BATTLE:
        c = _canvas(P.battle_height(v, INNER) + 2 * MARGIN)
        y = P.draw_battle(c.d, v, MARGIN, MARGIN, INNER)
    elif part == GERMAN:
        c = _canvas(P.german_height(v, INNER) + 2 * MARGIN + 200)
        y = P.draw_german(c, v, MARGIN, MARGIN, INNER)
    else:
        _, found = _board_of(v, part)
        plan = plan_map(v, found, MARGIN, INNER, LARGE)
        c = _canvas(MARGIN + plan.height + 24 + legend_height(v) + 16 + MARGIN + 40)
        y = draw_map(c, v, plan, MARGIN, LARGE) + 16
        y = legend(c, v, MARGIN, y, INNER, 22) + 8
    return c.img.crop((0, 0, WIDTH, min(y + MARGIN, c.img.height)))


def alt_text(v: DDView, part: str, lang: str | None = None) -> str:
    """What a part shows, in words (its image's alt text), in ``lang``."""
    with speaking(lang):
        return _alt_text(v, part)


def _alt_text(v: DDView, part: str) -> str:
    w = say()
    if part.startswith(UNIT):
        text = _unit(_unit_of(v, part), True, w)
    elif part == SUMMARY:
        text = channel_alt_text(v)
    elif part == BAND:
        text = w("dice-img-alt-band", reason=w.reason(v)).rstrip()
    elif part == BATTLE:
        text = w("dice-img-alt-battle", cards="; ".join(
            f"{w.name('battle', card.id, card.name)}: {card.text if w.english else w.card_text(card)}"
            for card in v.battle))
    elif part == GERMAN:
        text = w("dice-img-alt-german")
    else:
        letter = "" if part == "map" else part
        text = board_alt_text(v, letter, dict(boards(v)).get(letter, []))
    return text if len(text) <= MAX_ALT else text[: MAX_ALT - 1] + "…"


__all__ = ["alt_text", "draw", "narrowed", "web_parts"]
