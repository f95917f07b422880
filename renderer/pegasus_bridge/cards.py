"""The cards on the Pegasus Bridge table: a card, a played Unit (turned when destroyed), a chip for a card
under a Unit or waiting for an answer, and the Terrain card (see :mod:`renderer.pegasus_bridge.draw`)."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from PIL import Image, ImageDraw

from ..common import font, glyph_font, text_width
from .canvas import (
    BANNER,
    CHIP_H,
    CHIP_TEXT_H,
    DIM,
    F_BODY,
    F_H,
    F_KEY,
    F_SMALL,
    F_SUB,
    F_VALUE,
    GOLD,
    INK,
    LIGHT,
    MARGIN,
    PANEL,
    PANEL_EDGE,
    SIDE_COLOUR,
    SIDE_LIGHT,
    STRIPE_K,
    STRIPE_Y,
    TERRAIN_BG,
    TERRAIN_EDGE,
    UNIT_H,
    WHITE,
    Canvas,
    Label,
    ellipsize,
    line_h,
    wrap,
)
from .words import Words

if TYPE_CHECKING:  # only types: importing the rules package here would register its game early
    from rules.pegasus_bridge.view import CardView, FrontView, TableCard, TerrainView


# --------------------------------------------------------------------------
# Cards
# --------------------------------------------------------------------------


def _placeholder_band(c: Canvas, x: int, y: int, w: int, h: int = 26) -> None:
    c.stripes((x, y, x + w, y + h))
    f = font(F_SMALL, True)
    mark = c.say("pb-img-placeholder")
    tw = text_width(mark, f) + 16
    c.d.rectangle((x + (w - tw) // 2, y + 2, x + (w + tw) // 2, y + h - 2), fill=STRIPE_Y)
    c.text((x + w // 2, y + h // 2), mark, f, fill=STRIPE_K, anchor="mm")


def card_image(card: CardView, side: str, w: int, h: int, played_as: str = "unit", say: Words | None = None
               ) -> Image.Image:
    """One card (a Unit, or any card drawn full size) as its own image."""
    return card_canvas(card, side, w, h, played_as, say).img


def card_canvas(card: CardView, side: str, w: int, h: int, played_as: str = "unit", say: Words | None = None
                ) -> Canvas:
    """One card on a canvas of its own: its kind, its number and value large (key labels), its name, its text."""
    c = Canvas(h, w, SIDE_LIGHT.get(side, PANEL), say)
    edge = GOLD if card.heroic else SIDE_COLOUR.get(side, PANEL_EDGE)
    band = 28
    if card.provenance == "placeholder":
        _placeholder_band(c, 0, 0, w, band)
    else:
        c.d.rectangle((0, 0, w, band), fill=SIDE_COLOUR.get(side, PANEL_EDGE))
        kind = c.say.known(f"pb-img-type-{card.type}", card.type.upper())
        if played_as == "action":
            kind = c.say("pb-img-unit-as-action")
        room = w - 16
        if card.provenance == "inferred":
            inferred = c.say("pb-img-inferred")
            c.text((w - 8, band // 2), inferred, font(F_SMALL), fill=LIGHT, anchor="rm")
            room -= text_width(inferred, font(F_SMALL)) + 10
        c.text((8, band // 2), ellipsize(kind, font(F_SMALL, True), room), font(F_SMALL, True), fill=WHITE,
               anchor="lm")
    c.d.rectangle((0, 0, w - 1, h - 1), outline=edge, width=4 if card.heroic else 3)
    right = w - 12
    fk = font(F_KEY, True)
    if card.value is not None:
        r = 26
        cx, cy = w - 12 - r, band + 8 + r
        c.d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=SIDE_COLOUR.get(side, INK), outline=WHITE, width=2)
        c.text((cx, cy), str(card.value), font(F_VALUE, True), fill=WHITE, anchor="mm", key=True)
        right = cx - r - 6
    y = band + 6
    c.text((10, y), card.number, fk, key=True)
    if card.unit_type:
        fs = font(F_SMALL)
        x = 10 + text_width(card.number, fk) + 10
        c.text((x, y + line_h(fk) - 8), ellipsize(card.unit_type, fs, max(8, right - x)), fs, fill=DIM, anchor="ld")
    y += line_h(fk)
    name = c.say.name(card) + (" ★" if card.heroic else "")
    fn = font(F_BODY, True)
    for ln in wrap(name, fn, right - 10 if y < band + 8 + 52 else w - 20, 2):
        c.text((10, y), ln, fn)
        y += line_h(fn)
    fs = font(F_SMALL)
    for ln in wrap(c.say.effect(card), fs, w - 20, max(1, (h - y - 6) // line_h(fs))):
        if y + line_h(fs) > h - 4:
            break
        c.text((10, y), ln, fs)
        y += line_h(fs)
    return c


TURN_DEGREES = 4
"""A destroyed Unit is turned by this angle (and greyed, and stamped DESTROYED)."""


def unit_slot_height(entry: TableCard | None, w: int) -> int:
    """Height a Unit takes in its column: more for a turned (destroyed) card."""
    if entry is None or entry.state != "destroyed":
        return UNIT_H
    return _turned_size(w)[1]


@lru_cache(maxsize=16)
def _turned_size(w: int) -> tuple[int, int]:
    mask = Image.new("L", (w - 12, UNIT_H), 255).rotate(TURN_DEGREES, expand=True)
    return mask.size


def paste_unit(c: Canvas, entry: TableCard, x: int, y: int, w: int, h: int) -> int:
    """Paste a Unit card; a destroyed one is turned and greyed. Returns the height used."""
    if entry.card.provenance == "placeholder":
        c.placeholder_seen = True
    if entry.state != "destroyed":
        card = card_canvas(entry.card, entry.side, w, h, entry.played_as, c.say)
        c.img.paste(card.img, (x, y))
        c.add(card, x, y)
        return h
    cw = w - 12
    img = card_image(entry.card, entry.side, cw, h, entry.played_as, c.say)
    grey = Image.blend(img, Image.new("RGB", img.size, (120, 120, 120)), 0.4)
    gd = ImageDraw.Draw(grey)
    f = font(F_H, True)
    stamp = c.say("pb-img-destroyed")
    tw = text_width(stamp, f) + 20
    gd.rectangle((cw - tw - 8, h - 40, cw - 8, h - 8), fill=BANNER)
    gd.text((cw - 8 - tw // 2, h - 24), stamp, font=glyph_font(stamp, f), fill=WHITE, anchor="mm")
    turned = grey.rotate(TURN_DEGREES, resample=Image.Resampling.BICUBIC, expand=True)
    mask = Image.new("L", grey.size, 255).rotate(TURN_DEGREES, resample=Image.Resampling.BICUBIC, expand=True)
    px = x + (w - turned.width) // 2
    c.img.paste(turned, (px, y), mask)
    # A Unit out of play: its texts are recorded as one label, the turned card (none of them is key).
    c.labels.append(Label(f"{entry.card.number} {stamp}", (px, y, px + turned.width, y + turned.height)))
    return turned.height


def chip_height(with_text: bool = False) -> int:
    return CHIP_TEXT_H if with_text else CHIP_H


def draw_chip(c: Canvas, entry: TableCard, x: int, y: int, w: int, note: str = "", with_text: bool = False) -> int:
    """A Combat Action (or Event, or Unit played as an action) as a strip: its number and value large (key labels),
    its name and how it was played, and (``with_text``) its effect; returns its height."""
    card = entry.card
    side = entry.side
    h = chip_height(with_text)
    c.d.rectangle(
        (x, y, x + w, y + h - 4),
        fill=SIDE_LIGHT.get(side, PANEL),
        outline=GOLD if card.heroic else SIDE_COLOUR.get(side, PANEL_EDGE),
        width=2,
    )
    ph = card.provenance == "placeholder"
    if ph:
        c.stripes((x + 2, y + 2, x + 14, y + h - 6), step=6)
    else:
        c.d.rectangle((x + 2, y + 2, x + 12, y + h - 6), fill=SIDE_COLOUR.get(side, PANEL_EDGE))
    fk, fb = font(F_KEY, True), font(F_SMALL, True)
    xx = x + 20
    c.text((xx, y + 3), card.number, fk, key=True)
    xx += text_width(card.number, fk) + 12
    if card.value is not None:
        value = f"({card.value})"
        c.text((xx, y + 3), value, fk, key=True)
        xx += text_width(value, fk) + 12
    if card.heroic:
        c.text((xx, y + 8), "★", font(F_H, True), fill=GOLD)
    kind = c.say.known(f"pb-img-played-{entry.played_as}", entry.played_as)
    if entry.played_as == "action":
        kind = c.say("pb-img-as-action")
    head = c.say.name(card) + " · " + (note + " · " if note else "") + kind
    yy = y + 3 + line_h(fk)
    c.text((x + 20, yy), ellipsize(head, fb, w - 26), fb, fill=(110, 20, 20) if ph else INK)
    if with_text:
        ft = font(F_BODY)
        yy += line_h(fb)
        for ln in wrap(c.say.effect(card), ft, w - 26, 2):
            c.text((x + 20, yy), ln, ft, fill=INK)
            yy += line_h(ft)
    return h


def terrain_card(c: Canvas, t: TerrainView, x: int, y: int, w: int, front: FrontView | None, caption: str = "") -> int:
    """Draw a Terrain card with its numbers (and the front's limit) large; returns its height."""
    fh, fb, fs, fk = font(F_SUB, True), font(F_BODY), font(F_SMALL), font(F_KEY, True)
    lines: list[tuple[str, object, tuple[int, int, int], bool]] = []

    def add(text: str, f, colour=INK, most: int = 3, key: bool = False) -> None:
        lines.extend((ln, f, colour, key) for ln in wrap(text, f, w - 24, most))

    say = c.say
    add(say.name(t), fh, most=2)
    add(say("pb-img-no-assault") if t.size is None else say("pb-img-size", n=t.size), fk, key=t.size is not None)
    if front is None and t.size is not None:
        add(say("pb-img-size-means"), fs, DIM, most=1)
    add(say("pb-img-draws", british=t.draw_british, german=t.draw_german), fk, key=True)
    if front is not None:
        mods = []
        if front.limit_modifier_cards:
            mods.append(say("pb-img-mod-cards", signed=f"{front.limit_modifier_cards:+d}"))
        if front.limit_modifier_scenario:
            mods.append(say("pb-img-mod-scenario", signed=f"{front.limit_modifier_scenario:+d}"))
        add(say("pb-img-german-units", played=front.units_played, limit=front.limit), fk, SIDE_COLOUR["german"],
            key=True)
        if mods:
            add(say("pb-img-limit", mods=", ".join(mods)), font(F_BODY, True), SIDE_COLOUR["german"])
        add(say("pb-img-fought", german=front.german_fought, british=front.british_fought), fb)
        if front.kind in ("hold", "ranville"):
            add(say(f"pb-img-kind-{front.kind}"), fs, DIM)
        if front.closed:
            add(
                say("pb-img-assault-over", side=say.side(front.closed)),
                font(F_BODY, True),
                SIDE_COLOUR.get(front.closed, INK),
            )
    for ln in wrap(say.effect(t), fs, w - 24, 4):
        lines.append((ln, fs, INK, False))
    placeholder = t.provenance == "placeholder"
    band = 28
    h = band + 8 + sum(line_h(f) for _, f, _, _ in lines) + 10 + (line_h(fs) if caption else 0) + (
        line_h(fs) if placeholder else 0)
    c.need(y + h + MARGIN)
    c.d.rectangle((x, y, x + w, y + h), fill=TERRAIN_BG, outline=TERRAIN_EDGE, width=3)
    if placeholder:
        _placeholder_band(c, x + 3, y + 3, w - 6, band - 3)
    else:
        c.d.rectangle((x + 3, y + 3, x + w - 3, y + band), fill=TERRAIN_EDGE)
        c.text((x + 10, y + 3 + band // 2), say("pb-img-terrain-number", number=t.number), font(F_SMALL, True),
               fill=WHITE, anchor="lm")
        if t.provenance == "inferred":
            c.text((x + w - 10, y + 3 + band // 2), say("pb-img-inferred"), fs, fill=LIGHT, anchor="rm")
    yy = y + band + 8
    if caption:
        c.text((x + 12, yy), caption, font(F_SMALL, True), fill=BANNER)
        yy += line_h(fs)
    for text, f, colour, key in lines:
        c.text((x + 12, yy), text, f, fill=colour, key=key)
        yy += line_h(f)
    if placeholder:
        c.text((x + w - 10, yy + 2), say("pb-img-terrain-small", number=t.number), fs, fill=DIM, anchor="ra")
    return h
