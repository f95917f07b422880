"""The table of a game on one Battle Map in parts a phone reads (issue #46): none taller than :data:`MAX_HEIGHT`.

The whole table image of the base game or Atlantikwall (:func:`~.draw.render`) is 1000 px wide and 2,400 to
5,000 px tall: a phone opening it shrinks it to its screen's height, and its numbers with it. It is posted in
parts instead, each 1000 px wide in the same large type, in this order (:func:`table_parts`):

- ``"map"``: who must act, then the Battle Map. A map too tall for one image is cut between two rows of
  Sectors: ``"map"`` holds the upper rows (the Bunker's side), ``"map-2"`` the rows under them, each saying so;
- ``"units"``: the Units' panels, one a row (with the turn's Battle Conditions above them): as many as fit in
  :data:`UNITS_ROOM` px, more parts (``"units-1-2"``, ``"units-3-4"``, by the Units' numbers) otherwise;
- ``"german"`` (Atlantikwall with a German player): his panel, with the Battle Conditions.

The last part ends with the reserve and the data's provenance. :func:`draw_part` returns the canvas (every key
label recorded, as on the whole image, so the layout test and the legibility figure apply); :func:`part_alt_text`
describes one part. :func:`split_plan` and :func:`unit_groups` are shared with the Overlord images.
"""

from __future__ import annotations

from PIL import Image

from i18n import DEFAULT
from renderer.common import FastDraw, font
from renderer.dday_dice import panels as P
from renderer.dday_dice.alt import MAX_ALT, _german, _head, _unit
from renderer.dday_dice.battle_map import MapPlan, draw_map, legend, legend_text, plan_map, token_label
from renderer.dday_dice.canvas import Canvas, line_h, wrap
from renderer.dday_dice.draw import BG, MARGIN, PHONE_WIDTH, footer, footer_height, header, header_height
from renderer.dday_dice.sector_layout import LARGE
from renderer.dday_dice.unit_panel import LARGE_PANEL, draw_panels, panel_height
from renderer.dday_dice.words import Words, say, speaking
from rules.dday_dice.view import DDView, SectorView, UnitView

MAX_HEIGHT = 2400
"""No image of a D-Day Dice game is taller (a phone shows a 1000 px wide image 400 px wide: 960 px tall)."""
UNITS_ROOM = 1900
"""The height a part of Unit panels is filled to (more panels go into the next part)."""
WIDTH = PHONE_WIDTH
INNER = WIDTH - 2 * MARGIN
GAP = 20
"""Between two Unit panels."""
NOTE = 24
"""The type size of the line that says which rows of a cut map a part shows."""
MAP_PART = "map"
UNITS_PART = "units"
GERMAN_PART = "german"


# -- shared with the Overlord images ------------------------------------------------------------------------


def _bands(plan: MapPlan, room: int) -> list[list[int]]:
    """The rows (by their top) of each piece, filled from the top while a piece stays within ``room`` px."""
    tops = sorted({box[1] for box in plan.boxes.values()})
    bands: list[list[int]] = []
    start = 0
    for top in tops:
        bottom = max(b[1] + b[3] for b in plan.boxes.values() if b[1] == top)
        if bands and bottom - start <= room:
            bands[-1].append(top)
        else:  # a row taller alone than the room is a piece of its own
            bands.append([top])
            start = top
    return bands


def split_plan(plan: MapPlan, room: int) -> list[MapPlan]:
    """A planned map cut between rows of Sectors into as few pieces no taller than ``room`` as can be, their
    heights as even as the rows allow; one piece when it fits. Each piece keeps its Sectors' layout, moved to its
    own top (the lines between two pieces' Sectors are not drawn: each piece's note names the other)."""
    bands = _bands(plan, room)
    if len(bands) == 1:
        return [plan]
    low, high = 1, room  # the smallest room that still needs no more pieces: the pieces evened out
    while low < high:
        mid = (low + high) // 2
        if len(_bands(plan, mid)) <= len(bands):
            high = mid
        else:
            low = mid + 1
    return [piece_of(plan, [s.id for s in plan.sectors if plan.boxes[s.id][1] in band]) for band in _bands(plan, high)]


def piece_of(plan: MapPlan, ids: list[str]) -> MapPlan:
    """The rows of ``plan`` that hold Sectors ``ids``, moved to their own top."""
    top = min(plan.boxes[k][1] for k in ids)
    boxes = {k: (b[0], b[1] - top, b[2], b[3]) for k, b in plan.boxes.items() if k in ids}
    return MapPlan([s for s in plan.sectors if s.id in ids], boxes, {k: plan.items[k] for k in ids},
                   max(b[1] + b[3] for b in boxes.values()))


def cut_as(plan: MapPlan, pieces: list[MapPlan]) -> list[MapPlan]:
    """``plan`` cut between the same rows as ``pieces`` (the English image's pieces of the same map): a part's name
    and what it shows are the same in every language."""
    return [plan] if len(pieces) == 1 else [piece_of(plan, [s.id for s in piece.sectors]) for piece in pieces]


def unit_groups(units: list[UnitView], fixed: int, room: int = UNITS_ROOM) -> list[list[UnitView]]:
    """The Units' panels (one a row, :data:`~.unit_panel.LARGE_PANEL`) in as few groups as fit, each filling at most
    ``room`` px with ``fixed`` px of heading, their sizes as even as the panels allow (four Units: two and two)."""
    heights = [panel_height(u, INNER, LARGE_PANEL) + GAP for u in units]
    greedy: list[list[int]] = []
    used = 0
    for i, h in enumerate(heights):
        if greedy and fixed + used + h <= room:
            greedy[-1].append(i)
            used += h
        else:  # a panel taller alone than the room is a group of its own
            greedy.append([i])
            used = h
    n = len(greedy)
    size, extra = divmod(len(units), n)
    even, start = [], 0
    for k in range(n):
        end = start + size + (1 if k < extra else 0)
        even.append(list(range(start, end)))
        start = end
    chosen = even if all(fixed + sum(heights[i] for i in g) <= room for g in even) else greedy
    return [[units[i] for i in g] for g in chosen]


def group_name(groups: list[list[UnitView]], i: int) -> str:
    """``"units"`` when one part holds every panel, else ``"units-1-2"`` (``"units-a1-a2"``) by the Units' marks."""
    if len(groups) == 1:
        return UNITS_PART
    return "-".join([UNITS_PART, *(token_label(u.seat).lower() for u in groups[i])])


def numbered(base: str, i: int) -> str:
    """The name of piece ``i`` of a cut map: ``base`` for the first, ``base-2`` for the second."""
    return base if i == 0 else f"{base}-{i + 1}"


def piece_note(sectors: list[SectorView], i: int, n: int) -> str:
    """What a piece of a cut map shows: ``Battle Map, part 1 of 2: Sectors 9 to 16 and the Bunker.``"""
    numbers = sorted(s.number for s in sectors if not s.bunker and s.number is not None)
    w = say()
    if not w.english:
        return w("dice-img-piece", part=i + 1, parts=n, first=numbers[0] if numbers else 0,
                 last=numbers[-1] if numbers else 0, sectors=min(len(numbers), 2),
                 bunker="yes" if any(s.bunker for s in sectors) else "no", next="yes" if i < n - 1 else "no")
    what = f"Sectors {numbers[0]} to {numbers[-1]}" if len(numbers) > 1 else (
        f"Sector {numbers[0]}" if numbers else "")
    if any(s.bunker for s in sectors):
        what = f"{what} and the Bunker" if what else "the Bunker"
    where = "the rest in the next image" if i < n - 1 else "the rows above are in the image before"
    return f"Battle Map, part {i + 1} of {n}: {what} ({where})."


def note_height(text: str, width: int = INNER) -> int:
    f = font(NOTE, True)
    return len(wrap(text, f, width)) * line_h(f) + 6


def draw_note(c: Canvas, text: str, x: int, y: int, width: int = INNER) -> int:
    f = font(NOTE, True)
    for ln in wrap(text, f, width):
        c.d.text((x, y), ln, font=f, fill=(20, 80, 150))
        y += line_h(f)
    return y + 6


def legend_height(v: DDView, width: int = INNER, size: int = 22) -> int:
    """The height :func:`~.battle_map.legend` takes."""
    f = font(size)
    return len(wrap(legend_text(v), f, width)) * line_h(f)


# -- the base game and Atlantikwall ---------------------------------------------------------------------------


def _quiet(v: DDView) -> DDView:
    """The view without its waiting list: a part after the first names nobody (its panels say who is to act)."""
    return v.model_copy(update={"waiting_for": []})


def _map_fixed(v: DDView) -> int:
    note = note_height(piece_note(v.map.sectors, 0, 2))  # the longest note a piece can have, or near it
    return MARGIN + header_height(v, WIDTH) + note + 16 + legend_height(v) + 8 + MARGIN


def map_plans(v: DDView) -> list[MapPlan]:
    """The Battle Map of a one-board game, cut into the pieces its ``"map"`` parts show (where the English image cuts
    it, in every language)."""
    plan = plan_map(v, v.map.sectors, MARGIN, INNER, LARGE)
    if say().english:
        return split_plan(plan, MAX_HEIGHT - _map_fixed(v))
    with speaking(DEFAULT):
        return cut_as(plan, map_plans(v))


def _units_fixed(v: DDView) -> int:
    return MARGIN + header_height(_quiet(v), WIDTH, band=False) + P.battle_height(v, INNER) + 8 + MARGIN


def _groups(v: DDView) -> list[list[UnitView]]:
    """The Units' panels by part: as the English image groups them, in every language (the parts' names)."""
    if not say().english:
        with speaking(DEFAULT):
            return _groups(v)
    return unit_groups(list(v.units), _units_fixed(v)) if v.units else []


def table_parts(v: DDView) -> list[str]:
    """The parts of a one-board game's table, in the order they are posted (see the module docstring)."""
    groups = _groups(v)
    out = [numbered(MAP_PART, i) for i in range(len(map_plans(v)))]
    out += [group_name(groups, i) for i in range(len(groups))]
    return out + ([GERMAN_PART] if v.german is not None else [])


def _check(v: DDView, part: str) -> list[str]:
    names = table_parts(v)
    if part not in names:
        raise ValueError(f"no part {part!r} in this table image: one of {', '.join(names)}")
    return names


def draw_part(v: DDView, part: str, lang: str | None = None) -> Canvas:
    """One of :func:`table_parts` on a :class:`Canvas` that knows where each label went, its words in ``lang``."""
    with speaking(lang):
        return _draw_part(v, part)


def _draw_part(v: DDView, part: str) -> Canvas:
    names = _check(v, part)
    last = part == names[-1]
    bound = MAX_HEIGHT + footer_height(v, WIDTH) + 400
    img = Image.new("RGB", (WIDTH, bound), BG)
    c = Canvas(img, FastDraw(img))
    if part.startswith(MAP_PART):
        plans = map_plans(v)
        i = names.index(part)
        y = header(c, v if i == 0 else _quiet(v), MARGIN, WIDTH)
        if len(plans) > 1:
            y = draw_note(c, piece_note(plans[i].sectors, i, len(plans)), MARGIN, y)
        y = draw_map(c, v, plans[i], y + 8, LARGE)
        y = legend(c, v, MARGIN, y + 8, INNER, 22) + 8
    else:
        y = header(c, _quiet(v), MARGIN, WIDTH, band=False)
        y = P.draw_battle(c.d, v, MARGIN, y, INNER)
        if part == GERMAN_PART:
            y = P.draw_german(c, v, MARGIN, y + 8, INNER)
        else:
            groups = _groups(v)
            group = groups[[group_name(groups, i) for i in range(len(groups))].index(part)]
            y = draw_panels(c, v, group, MARGIN, y + 8, 1, INNER, GAP, LARGE_PANEL)
    y = footer(c, v, y, WIDTH) if last else y + MARGIN
    c.img = img.crop((0, 0, WIDTH, min(y, img.height)))
    return c


def _clip(text: str) -> str:
    return text if len(text) <= MAX_ALT else text[: MAX_ALT - 1] + "…"


def part_alt_text(v: DDView, part: str, lang: str | None = None) -> str:
    """The alt text of one of :func:`table_parts`: the game and who must act, then what the part shows."""
    with speaking(lang) as w:
        return _part_alt_text(v, part, w)


def _part_alt_text(v: DDView, part: str, say: Words) -> str:
    _check(v, part)
    head = _head(v, say)
    if part.startswith(MAP_PART):
        plans = map_plans(v)
        i = table_parts(v).index(part)
        sectors = plans[i].sectors
        marks = {u.seat: token_label(u.seat) for u in v.units}
        told = []
        for s in sorted(sectors, key=lambda x: (x.bunker, x.number or 0)):
            here = [say("dice-img-map-unit", mark=marks[x]) for x in s.units if x in marks]
            told.append(say("dice-img-map-sector", sector=say.sector(s.label), defence="/".join(map(str, s.defence)) or "–",
                            advance=s.advance or 0, here=", ".join(here) or "none"))
        return _clip(f"{head} " + say("dice-img-map", part=i + 1, parts=len(plans), sectors="; ".join(told)))
    if part == GERMAN_PART:
        return _clip(" ".join([head, *_german(v, say)]))
    groups = _groups(v)
    group = groups[[group_name(groups, i) for i in range(len(groups))].index(part)]
    battle = _german(v.model_copy(update={"german": None}), say)
    return _clip(" ".join([head, *battle, *(_unit(u, True, say) for u in group)]))


__all__ = ["GERMAN_PART", "MAP_PART", "MAX_HEIGHT", "UNITS_PART", "UNITS_ROOM", "draw_part", "group_name",
           "map_plans", "numbered", "part_alt_text", "piece_note", "split_plan", "table_parts", "unit_groups"]
