"""The fronts of the Pegasus Bridge card table: each front's columns of cards, its fight panel and result line
(the middle of :func:`.draw.draw_canvas`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..common import font
from .canvas import (
    BG_DARK,
    CHIP_H,
    CHIP_TEXT_H,
    COLS,
    DIM,
    F_BIG,
    F_BODY,
    F_H,
    F_SMALL,
    FIGHT_H,
    GAP,
    GOLD,
    INK,
    LIGHT,
    MARGIN,
    SIDE_COLOUR,
    UNIT_H,
    WHITE,
    WIDTH,
    Canvas,
    ellipsize,
    line_h,
)
from .cards import draw_chip, paste_unit, terrain_card, unit_slot_height

if TYPE_CHECKING:  # only types: importing the rules package here would register its game early
    from rules.pegasus_bridge.view import FightView, FrontView, PBView, TableCard, TerrainView


def _columns(front: FrontView) -> list[list[TableCard]]:
    """Group the table in play order: a new column at each German Unit (with the British facing it)."""
    cols: list[list[TableCard]] = []
    for e in front.table:
        if (e.side == "german" and e.played_as == "unit") or not cols:
            cols.append([])
        cols[-1].append(e)
    return cols


def _fight_panel(c: Canvas, fight: FightView, col: list[TableCard], x: int, y: int, w: int) -> int:
    """Combat values with their modifiers (printed value + everything else) and whose move it is."""
    h = FIGHT_H
    say = c.say
    c.d.rounded_rectangle((x, y, x + w, y + h), radius=8, fill=(252, 248, 236), outline=GOLD, width=3)
    g_unit = next((e for e in col if e.side == "german" and e.played_as == "unit"), None)
    b_unit = next((e for e in col if e.side == "british" and e.played_as == "unit"), None)
    fb, fs, fv = font(F_SMALL, True), font(F_SMALL), font(F_BIG, True)
    half = w // 2
    for i, (side, total, unit) in enumerate(
        (("german", fight.german_value, g_unit), ("british", fight.british_value, b_unit))
    ):
        cx = x + half // 2 + i * half
        colour = SIDE_COLOUR[side]
        c.text((cx, y + 18), say.side(side), fb, fill=colour, anchor="mm")
        if total is None:
            c.text((cx, y + 62), "–", fv, fill=colour, anchor="mm")
            c.text((cx, y + 102), ellipsize(say("pb-img-no-unit-yet"), fs, half - 8), fs, fill=DIM, anchor="mm")
            continue
        c.text((cx, y + 62), str(total), fv, fill=colour, anchor="mm", key=True)
        printed = unit.card.value if unit is not None and unit.card.value is not None else None
        if printed is not None:
            mod = say("pb-img-printed", printed=printed, signed=f"{total - printed:+d}")
            c.text((cx, y + 102), ellipsize(mod, fs, half - 8), fs, fill=INK, anchor="mm")
    c.text((x + half, y + 62), say("pb-img-vs"), fb, fill=DIM, anchor="mm")
    turn = say.known(f"pb-img-turn-{fight.turn}", fight.turn)
    if fight.tokens_banned:
        turn += say("pb-img-no-tokens", sides=", ".join(say.side(s) for s in fight.tokens_banned))
    c.text((x + half, y + 132), ellipsize(turn, fb, w - 16), fb, fill=INK, anchor="mm")
    return h


def _units(col: list[TableCard]) -> tuple[TableCard | None, TableCard | None]:
    g_unit = next((e for e in col if e.side == "german" and e.played_as == "unit"), None)
    b_unit = next((e for e in col if e.side == "british" and e.played_as == "unit"), None)
    return g_unit, b_unit


def _column_height(col: list[TableCard], active: bool, w: int) -> int:
    g_unit, b_unit = _units(col)
    g_ca = sum(1 for e in col if e.side == "german" and e.played_as != "unit")
    b_ca = sum(1 for e in col if e.side == "british" and e.played_as != "unit")
    return (
        unit_slot_height(g_unit, w)
        + 8
        + g_ca * CHIP_H
        + (FIGHT_H + 8 if active else 40)
        + unit_slot_height(b_unit, w)
        + 8
        + b_ca * CHIP_H
    )


def draw_column(c: Canvas, col: list[TableCard], fight: FightView | None, x: int, y: int, w: int) -> int:
    start = y
    g_unit, b_unit = _units(col)
    active = (
        fight is not None
        and g_unit is not None
        and g_unit.card.number == fight.german
        and (g_unit.state in (None, "fighting"))
    )
    c.need(y + _column_height(col, active, w) + MARGIN)
    y += _side_half(c, col, "german", g_unit, c.say("pb-img-no-german-unit"), x, y, w)
    if active and fight is not None:
        y += _fight_panel(c, fight, col, x, y, w) + 8
    else:
        y += _result_line(c, g_unit, b_unit, x, y, w) + 8
    y += _side_half(c, col, "british", b_unit, c.say("pb-img-no-british-unit"), x, y, w)
    return y - start


def _side_half(
    c: Canvas, col: list[TableCard], side: str, unit: TableCard | None, empty: str, x: int, y: int, w: int
) -> int:
    """Draw one side of a fight column: its Unit (or an empty slot), then its other cards; return the height."""
    start = y
    if unit is not None:
        y += paste_unit(c, unit, x, y, w, UNIT_H)
    else:
        _empty(c, x, y, w, UNIT_H, empty)
        y += UNIT_H
    y += 8
    for e in col:
        if e.side == side and e.played_as != "unit":
            y += draw_chip(c, e, x, y, w)
    return y - start


def _result_line(c: Canvas, g: TableCard | None, b: TableCard | None, x: int, y: int, w: int) -> int:
    parts = []
    for e in (g, b):
        if e is not None and e.state in ("destroyed", "won", "absorbed"):
            parts.append(f"{c.say.side(e.side)}: {c.say(f'pb-img-state-{e.state}')}")
    text = " · ".join(parts) or c.say("pb-img-fight-over")
    c.d.rounded_rectangle((x, y, x + w, y + 32), radius=6, fill=BG_DARK)
    c.text(
        (x + w // 2, y + 16), ellipsize(text, font(F_SMALL, True), w - 12), font(F_SMALL, True), fill=WHITE, anchor="mm"
    )
    return 40 - 8


def _empty(c: Canvas, x: int, y: int, w: int, h: int, text: str) -> None:
    for i in range(x, x + w, 16):
        c.d.line((i, y, min(i + 8, x + w), y), fill=LIGHT, width=2)
        c.d.line((i, y + h, min(i + 8, x + w), y + h), fill=LIGHT, width=2)
    for j in range(y, y + h, 16):
        c.d.line((x, j, x, min(j + 8, y + h)), fill=LIGHT, width=2)
        c.d.line((x + w, j, x + w, min(j + 8, y + h)), fill=LIGHT, width=2)
    c.text((x + w // 2, y + h // 2), ellipsize(text, font(F_SMALL), w - 12), font(F_SMALL), fill=LIGHT, anchor="mm")


def fronts(c: Canvas, v: PBView, y: int) -> int:
    """One block per Terrain in play: the Terrain card across the image, then the fights in the order played, three
    a row."""
    inner = WIDTH - 2 * MARGIN
    shown = {f.terrain.number for f in v.fronts}
    rows: list[tuple[TerrainView, FrontView | None]] = [(f.terrain, f) for f in v.fronts]
    rows += [(t, None) for t in v.terrain if t.number not in shown]
    fh = font(F_H, True)
    say = c.say
    for t, front in rows:
        y += GAP
        c.need(y + 80)
        c.text((MARGIN, y), ellipsize(say("pb-img-terrain-in-play", name=say.name(t)), fh, inner), fh, fill=WHITE)
        y += line_h(fh) + 4
        y += terrain_card(c, t, MARGIN, y, inner, front) + GAP
        if t.provenance == "placeholder":
            c.placeholder_seen = True
        cols = _columns(front) if front is not None else []
        per_row = 2 if len(cols) <= 2 else COLS
        col_w = (inner - (per_row - 1) * GAP) // per_row
        if not cols:
            note = say("pb-img-no-unit-here") if front is not None else say("pb-img-no-assault-here")
            c.need(y + 40 + MARGIN)
            c.text((MARGIN, y), note, font(F_BODY), fill=LIGHT)
            y += line_h(font(F_BODY))
        for i in range(0, len(cols), per_row):
            row_h = 0
            for j, col in enumerate(cols[i : i + per_row]):
                fight = front.fight if front is not None else None
                row_h = max(row_h, draw_column(c, col, fight, MARGIN + j * (col_w + GAP), y, col_w))
            y += row_h + GAP
    if v.revealed:
        y += GAP
        c.need(y + 40)
        c.text((MARGIN, y), say("pb-img-revealed"), fh, fill=WHITE)
        y += line_h(fh) + 4
        w = (inner - GAP) // 2
        for i in range(0, min(len(v.revealed), 4), 2):
            hmax = 0
            for j, t in enumerate(v.revealed[i : i + 2]):
                hmax = max(hmax, terrain_card(c, t, MARGIN + j * (w + GAP), y, w, None))
                if t.provenance == "placeholder":
                    c.placeholder_seen = True
            y += hmax + GAP
    if v.stack:
        y += GAP
        c.need(y + 40 + CHIP_TEXT_H * len(v.stack) + MARGIN)
        c.text((MARGIN, y), say("pb-img-stack"), fh, fill=WHITE)
        y += line_h(fh) + 4
        for i, e in enumerate(v.stack):
            note = say("pb-img-top") if i == len(v.stack) - 1 else ""
            y += draw_chip(c, e, MARGIN, y, inner, with_text=True,
                           note=say("pb-img-played-by", side=say.side(e.side)) + (" · " + note if note else ""))
            if e.card.provenance == "placeholder":
                c.placeholder_seen = True
    return y
