"""Draw a :class:`~rules.pegasus_bridge.view.PBView` as a card table (pure: view in, PNG bytes out).

Top to bottom:

1. header: game, scenario, turn and phase, whose decision it is, the Turn
   token and the British Strength Points (a red banner once the game is over);
2. the scenario's objective track (bridges, guns, Dives piles, campaign score);
3. one row per Terrain in play: the Terrain card (size, draws, German Unit
   limit with its modifiers) and, for each German Unit in the order played,
   a column with its Combat Actions, the combat values with their modifiers
   and the British Unit facing it with his Combat Actions. A destroyed Unit
   is turned (tilted, greyed, stamped DESTROYED);
4. Terrains revealed for a choice, and cards waiting in a cancellation window;
5. each side: hand / draw pile / discard pile counts, tokens, heroic cards,
   objectives, cards seen going to the discard pile; the Reserve;
6. a legend for placeholder cards and the data note.

The image is 1600 px wide, its height follows the content. Every text is
DejaVu Sans at 16 px or more (``renderer/common.py``).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from PIL import Image, ImageDraw

from .. import common
from ..common import font, text_width

if TYPE_CHECKING:  # only types: importing the rules package here would register its game early
    from rules.pegasus_bridge.view import CardView, FightView, FrontView, PBView, TableCard, TerrainView

WIDTH = 1600
MARGIN = 24
GAP = 16

BG = (36, 60, 46)
BG_DARK = (26, 44, 34)
PANEL = (246, 242, 230)
PANEL_EDGE = (120, 110, 90)
INK = (24, 24, 24)
DIM = (96, 96, 96)
WHITE = (255, 255, 255)
LIGHT = (214, 226, 214)
HEADER_BG = (20, 32, 26)
BANNER = (170, 24, 24)
GOLD = (212, 166, 40)
STRIPE_Y = (246, 204, 38)
STRIPE_K = (24, 24, 24)
TERRAIN_BG = (226, 234, 206)
TERRAIN_EDGE = (96, 118, 60)
TOKEN = {"normal": (176, 120, 60), "plus3": (238, 196, 40), "plus3h": (238, 196, 40), "thornton": (70, 150, 70)}
TOKEN_NAME = {"normal": "normal", "plus3": "+3", "plus3h": "+3 (heroic)", "thornton": "Thornton"}

SIDE_NAME = {"british": "British", "german": "German"}
SIDE_COLOUR = {"british": (128, 30, 50), "german": (72, 82, 72)}
SIDE_LIGHT = {"british": (244, 226, 228), "german": (226, 230, 224)}
TYPE_NAME = {"unit": "Unit", "combat_action": "Combat Action", "event": "Event", "terrain": "Terrain"}
PLAYED_AS = {"ca": "Combat Action", "action": "Unit played as a Combat Action", "event": "Event", "unit": "Unit"}
WAIT_KIND = {
    "mulligan": "keep or new hand",
    "heroic": "choose a heroic card",
    "build": "build the Terrain piles",
    "pile": "choose a pile",
    "terrain": "choose the Terrain",
    "approach": "keep or redraw the Approach",
    "blue": "blue campaign token",
    "phase": "own phase",
    "place_g": "play a Unit",
    "place_b": "play a Unit",
    "raise": "raise",
    "destroyed": "a Unit was destroyed",
    "respond": "answer the card just played",
    "choice": "choose the card's option",
    "reserve": "counter-attack reserve",
}
TURN_NAME = {
    "g_init": "German initiative",
    "b_place": "British to place a Unit",
    "british": "British raising",
    "german": "German raising",
}
UNIT_STATE = {"destroyed": "DESTROYED", "won": "won", "absorbed": "absorbed (Strength Point lost)", "fighting": ""}
BRIDGE_NAMES = {"1014A": "Bénouville", "1014B": "Pegasus Bridge", "1015A": "Ranville", "1015B": "Horsa Bridge"}

F_TITLE = 32
F_SUB = 22
F_H = 20
F_BODY = 18
F_SMALL = 16
F_VALUE = 30
F_BIG = 40

TERRAIN_W = 360
COL_W = 280
COLS = 4
UNIT_H = 136
FIGHT_H = 128
COL_MAX = 460
CHIP_H = 54


# --------------------------------------------------------------------------
# Text helpers
# --------------------------------------------------------------------------


def strip_placeholder(name: str) -> str:
    return name.removeprefix("Placeholder: ")


def wrap(text: str, fnt, width: int, max_lines: int | None = None) -> list[str]:
    """Greedy word wrap; the last kept line ends with an ellipsis when text was cut."""
    words = text.split()
    lines: list[str] = []
    line = ""
    for word in words:
        trial = f"{line} {word}".strip()
        if fnt.getlength(trial) <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    lines = [ellipsize(x, fnt, width) for x in lines]
    if max_lines is not None and len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = ellipsize(lines[-1] + " …", fnt, width, force=True)
    return lines


def ellipsize(text: str, fnt, width: int, force: bool = False) -> str:
    if fnt.getlength(text) <= width and not (force and not text.endswith("…")):
        return text
    text = text.rstrip(" …")
    while text and fnt.getlength(text + "…") > width:
        text = text[:-1]
    return text.rstrip() + "…"


def line_h(fnt) -> int:
    asc, desc = fnt.getmetrics()
    return asc + desc + 2


@lru_cache(maxsize=1)
def _builtin_names() -> dict[str, tuple[str, str]]:
    from rules.pegasus_bridge.cards import builtin_table

    return {n: (c.name, c.provenance) for n, c in builtin_table().cards.items()}


def names_of(view: PBView) -> dict[str, tuple[str, str]]:
    """Number -> (name, provenance) from the view's own card records, else the shipped card file."""
    out: dict[str, tuple[str, str]] = {}

    def add(c: CardView | TerrainView) -> None:
        out.setdefault(c.number, (c.name, c.provenance))

    for t in [*view.terrain, *view.revealed]:
        add(t)
    for f in view.fronts:
        add(f.terrain)
        for e in f.table:
            add(e.card)
    for e in view.stack:
        add(e.card)
    return out


def label(view_names: dict[str, tuple[str, str]], number: str) -> str:
    name = view_names.get(number) or _builtin_names().get(number)
    return f"{number} {name[0]}" if name else number


def is_placeholder(view_names: dict[str, tuple[str, str]], number: str) -> bool:
    rec = view_names.get(number) or _builtin_names().get(number)
    return bool(rec and rec[1] == "placeholder")


# --------------------------------------------------------------------------
# Canvas
# --------------------------------------------------------------------------


class Canvas:
    """A canvas that grows downwards as sections are drawn, then is cropped to its content."""

    def __init__(self, height: int = 1400) -> None:
        self.img = Image.new("RGB", (WIDTH, height), BG)
        self.d = ImageDraw.Draw(self.img)
        self.placeholder_seen = False

    def need(self, bottom: int) -> None:
        if bottom <= self.img.height:
            return
        h = self.img.height
        while h < bottom:
            h *= 2
        bigger = Image.new("RGB", (WIDTH, h), BG)
        bigger.paste(self.img, (0, 0))
        self.img = bigger
        self.d = ImageDraw.Draw(self.img)

    def text(self, xy, text: str, fnt, fill=INK, anchor: str = "la") -> None:
        self.d.text(xy, text, font=fnt, fill=fill, anchor=anchor)

    def stripes(self, box: tuple[int, int, int, int], step: int = 14) -> None:
        """Yellow-and-black hazard stripes: the placeholder mark."""
        x0, y0, x1, y1 = box
        band = Image.new("RGB", (x1 - x0, y1 - y0), STRIPE_Y)
        bd = ImageDraw.Draw(band)
        h = y1 - y0
        for x in range(-h, x1 - x0 + h, step * 2):
            bd.polygon([(x, h), (x + step, h), (x + step + h, 0), (x + h, 0)], fill=STRIPE_K)
        self.img.paste(band, (x0, y0))
        self.placeholder_seen = True


# --------------------------------------------------------------------------
# Cards
# --------------------------------------------------------------------------


def _placeholder_band(c: Canvas, x: int, y: int, w: int, h: int = 26) -> None:
    c.stripes((x, y, x + w, y + h))
    f = font(F_SMALL, True)
    tw = text_width("PLACEHOLDER", f) + 16
    c.d.rectangle((x + (w - tw) // 2, y + 2, x + (w + tw) // 2, y + h - 2), fill=STRIPE_Y)
    c.text((x + w // 2, y + h // 2), "PLACEHOLDER", f, fill=STRIPE_K, anchor="mm")


def card_image(card: CardView, side: str, w: int, h: int, played_as: str = "unit") -> Image.Image:
    """One card (a Unit, or any card drawn full size) as its own image."""
    c = Canvas(h)
    c.img = Image.new("RGB", (w, h), SIDE_LIGHT.get(side, PANEL))
    c.d = ImageDraw.Draw(c.img)
    edge = GOLD if card.heroic else SIDE_COLOUR.get(side, PANEL_EDGE)
    band = 26
    if card.provenance == "placeholder":
        _placeholder_band(c, 0, 0, w, band)
    else:
        c.d.rectangle((0, 0, w, band), fill=SIDE_COLOUR.get(side, PANEL_EDGE))
        kind = TYPE_NAME.get(card.type, card.type).upper()
        if played_as == "action":
            kind = "UNIT AS COMBAT ACTION"
        c.text((8, band // 2), kind, font(F_SMALL, True), fill=WHITE, anchor="lm")
        if card.provenance == "inferred":
            c.text((w - 8, band // 2), "inferred", font(F_SMALL), fill=LIGHT, anchor="rm")
    c.d.rectangle((0, 0, w - 1, h - 1), outline=edge, width=4 if card.heroic else 3)
    right = w - 12
    if card.value is not None:
        r = 24
        cx, cy = w - 12 - r, band + 10 + r
        c.d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=SIDE_COLOUR.get(side, INK), outline=WHITE, width=2)
        c.text((cx, cy), str(card.value), font(F_VALUE, True), fill=WHITE, anchor="mm")
        right = cx - r - 6
    name = strip_placeholder(card.name) + (" ★" if card.heroic else "")
    fn = font(F_H, True)
    lines = wrap(name, fn, right - 10, 2)
    y = band + 6
    for ln in lines:
        c.text((10, y), ln, fn)
        y += line_h(fn)
    fs = font(F_SMALL)
    meta = card.number + (f" · {card.unit_type}" if card.unit_type else "")
    c.text((10, y), ellipsize(meta, fs, right - 10), fs, fill=DIM)
    y += line_h(fs)
    for ln in wrap(card.text, fs, w - 20, max(1, (h - y - 6) // line_h(fs))):
        c.text((10, y), ln, fs)
        y += line_h(fs)
    return c.img


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
        c.img.paste(card_image(entry.card, entry.side, w, h, entry.played_as), (x, y))
        return h
    cw = w - 12
    img = card_image(entry.card, entry.side, cw, h, entry.played_as)
    grey = Image.blend(img, Image.new("RGB", img.size, (120, 120, 120)), 0.4)
    gd = ImageDraw.Draw(grey)
    f = font(F_H, True)
    tw = text_width("DESTROYED", f) + 20
    gd.rectangle((cw - tw - 8, h - 40, cw - 8, h - 8), fill=BANNER)
    gd.text((cw - 8 - tw // 2, h - 24), "DESTROYED", font=f, fill=WHITE, anchor="mm")
    turned = grey.rotate(TURN_DEGREES, resample=Image.Resampling.BICUBIC, expand=True)
    mask = Image.new("L", grey.size, 255).rotate(TURN_DEGREES, resample=Image.Resampling.BICUBIC, expand=True)
    c.img.paste(turned, (x + (w - turned.width) // 2, y), mask)
    return turned.height


def draw_chip(c: Canvas, entry: TableCard, x: int, y: int, w: int, note: str = "") -> int:
    """A Combat Action (or Event, or Unit played as an action) as a two-line strip; returns its height."""
    card = entry.card
    side = entry.side
    c.d.rectangle(
        (x, y, x + w, y + CHIP_H - 4),
        fill=SIDE_LIGHT.get(side, PANEL),
        outline=GOLD if card.heroic else SIDE_COLOUR.get(side, PANEL_EDGE),
        width=2,
    )
    ph = card.provenance == "placeholder"
    if ph:
        c.stripes((x + 2, y + 2, x + 14, y + CHIP_H - 6), step=6)
    else:
        c.d.rectangle((x + 2, y + 2, x + 12, y + CHIP_H - 6), fill=SIDE_COLOUR.get(side, PANEL_EDGE))
    fb, fs = font(F_SMALL, True), font(F_SMALL)
    value = f" ({card.value})" if card.value is not None else ""
    head = f"{card.number} {strip_placeholder(card.name)}{value}" + (" ★" if card.heroic else "")
    c.text((x + 20, y + 4), ellipsize(head, fb, w - 26), fb)
    kind = PLAYED_AS.get(entry.played_as, entry.played_as)
    if entry.played_as == "action":
        kind = "as Combat Action"
    sub = ("PLACEHOLDER · " if ph else "") + (note + " · " if note else "") + kind + " · " + card.text
    c.text((x + 20, y + 4 + line_h(fb)), ellipsize(sub, fs, w - 26), fs, fill=(110, 20, 20) if ph else DIM)
    return CHIP_H


def terrain_card(c: Canvas, t: TerrainView, x: int, y: int, w: int, front: FrontView | None, caption: str = "") -> int:
    """Draw a Terrain card with its numbers (and the front's limit); returns its height."""
    fh, fb, fs = font(F_SUB, True), font(F_BODY), font(F_SMALL)
    lines: list[tuple[str, object, tuple[int, int, int]]] = []

    def add(text: str, f, colour=INK, most: int = 3) -> None:
        lines.extend((ln, f, colour) for ln in wrap(text, f, w - 24, most))

    add(strip_placeholder(t.name), fh, most=2)
    add("no Assault" if t.size is None else f"Size {t.size} (German Units allowed)", font(F_BODY, True))
    add(f"Cards drawn: British {t.draw_british} · German {t.draw_german}", fb)
    if front is not None:
        mods = []
        if front.limit_modifier_cards:
            mods.append(f"cards {front.limit_modifier_cards:+d}")
        if front.limit_modifier_scenario:
            mods.append(f"scenario {front.limit_modifier_scenario:+d}")
        mod = f" ({', '.join(mods)})" if mods else ""
        add(
            f"German Units: {front.units_played} played of {front.limit} allowed{mod}",
            font(F_BODY, True),
            SIDE_COLOUR["german"],
        )
        kind = {"hold": "Bridge: a lost fight costs a Strength Point", "ranville": "Ranville bridge"}.get(front.kind)
        if kind:
            add(kind, fs, DIM)
        if front.closed:
            add(
                f"Assault over: {SIDE_NAME.get(front.closed, front.closed)} won",
                font(F_BODY, True),
                SIDE_COLOUR.get(front.closed, INK),
            )
    for ln in wrap(t.text, fs, w - 24, 5):
        lines.append((ln, fs, INK))
    band = 28
    h = band + 8 + sum(line_h(f) for _, f, _ in lines) + 10 + (line_h(fs) if caption else 0)
    c.need(y + h + MARGIN)
    c.d.rectangle((x, y, x + w, y + h), fill=TERRAIN_BG, outline=TERRAIN_EDGE, width=3)
    if t.provenance == "placeholder":
        _placeholder_band(c, x + 3, y + 3, w - 6, band - 3)
    else:
        c.d.rectangle((x + 3, y + 3, x + w - 3, y + band), fill=TERRAIN_EDGE)
        c.text((x + 10, y + 3 + band // 2), f"TERRAIN {t.number}", font(F_SMALL, True), fill=WHITE, anchor="lm")
        if t.provenance == "inferred":
            c.text((x + w - 10, y + 3 + band // 2), "inferred", fs, fill=LIGHT, anchor="rm")
    yy = y + band + 8
    if caption:
        c.text((x + 12, yy), caption, font(F_SMALL, True), fill=BANNER)
        yy += line_h(fs)
    for text, f, colour in lines:
        c.text((x + 12, yy), text, f, fill=colour)
        yy += line_h(f)
    if t.provenance == "placeholder":
        c.text((x + w - 10, y + h - 6), t.number, fs, fill=DIM, anchor="rd")
    return h


# --------------------------------------------------------------------------
# Sections
# --------------------------------------------------------------------------


def _phase_tail(label_text: str) -> str:
    parts = [p for p in label_text.split(" · ") if not p.startswith(("Scenario", "Campaign"))]
    return " · ".join(parts) or label_text


def header(c: Canvas, v: PBView, y: int) -> int:
    h = 132
    c.d.rectangle((0, y, WIDTH, y + h), fill=HEADER_BG)
    c.text((MARGIN, y + 14), "Opération Commando: Pegasus Bridge", font(F_TITLE, True), fill=WHITE)
    scen = f"Scenario {v.scenario} · {v.scenario_name}"
    if v.mode == "campaign":
        scen = "Campaign (Operation Tonga) · " + scen
    c.text((MARGIN, y + 58), scen, font(F_SUB), fill=LIGHT)
    c.text((MARGIN, y + 92), _phase_tail(v.phase_label), font(F_SUB, True), fill=WHITE)
    # Right: Turn token, Strength Points, who must act.
    x = WIDTH - MARGIN
    fs, fb = font(F_SMALL), font(F_BODY, True)
    if v.strength_points is not None:
        n = v.strength_points
        slots = max(3, n)
        r = 14
        for i in range(slots):
            cx = x - r - i * (2 * r + 8)
            fill = SIDE_COLOUR["british"] if i < n else HEADER_BG
            c.d.ellipse((cx - r, y + 44 - r, cx + r, y + 44 + r), fill=fill, outline=WHITE, width=2)
        sp = f"Strength Points: {n}"
        c.text((x, y + 12), sp, fb, fill=WHITE, anchor="ra")
        x2 = x - max(slots * (2 * r + 8), text_width(sp, fb)) - 24
    else:
        x2 = x
    if v.turn_token:
        r = 28
        cx = x2 - r
        c.d.ellipse((cx - r, y + 40 - r, cx + r, y + 40 + r), fill=SIDE_COLOUR[v.turn_token], outline=GOLD, width=3)
        c.text((cx, y + 40), v.turn_token[0].upper(), font(F_SUB, True), fill=WHITE, anchor="mm")
        c.text((cx - r - 10, y + 26), "Turn token", fs, fill=LIGHT, anchor="ra")
        c.text((cx - r - 10, y + 46), SIDE_NAME[v.turn_token] + " face", fb, fill=WHITE, anchor="ra")
    if v.waiting_for:
        parts = [f"{SIDE_NAME.get(w.seat, w.seat)}: {WAIT_KIND.get(w.kind, w.kind)}" for w in v.waiting_for]
        text = "Waiting for " + " · ".join(parts)
        f = font(F_BODY, True)
        tw = text_width(text, f) + 24
        seat = v.waiting_for[0].seat
        c.d.rounded_rectangle(
            (x - tw, y + 82, x, y + 118), radius=8, fill=SIDE_COLOUR.get(seat, BANNER), outline=WHITE, width=2
        )
        c.text((x - tw // 2, y + 100), text, f, fill=WHITE, anchor="mm")
    y += h
    if v.outcome:
        winners = " and ".join(SIDE_NAME.get(s, s) for s in v.winners) or "Nobody"
        f = font(F_SUB, True)
        lines = wrap(f"Game over — {winners} win. {v.outcome}", f, WIDTH - 2 * MARGIN, 3)
        bh = 16 + len(lines) * line_h(f)
        c.d.rectangle((0, y, WIDTH, y + bh), fill=BANNER)
        yy = y + 8
        for ln in lines:
            c.text((MARGIN, yy), ln, f, fill=WHITE)
            yy += line_h(f)
        y += bh
    return y


def _box(
    c: Canvas,
    x: int,
    y: int,
    w: int,
    h: int,
    title: str,
    lines: list[str],
    colour=PANEL,
    edge=PANEL_EDGE,
    done: bool | None = None,
) -> None:
    c.d.rounded_rectangle((x, y, x + w, y + h), radius=8, fill=colour, outline=edge, width=3 if done else 2)
    fb, fs = font(F_BODY, True), font(F_SMALL)
    mark = "" if done is None else ("✓ " if done else "")
    c.text((x + 10, y + 8), ellipsize(mark + title, fb, w - 20), fb, fill=INK)
    yy = y + 8 + line_h(fb)
    for ln in lines:
        c.text((x + 10, yy), ellipsize(ln, fs, w - 20), fs, fill=INK)
        yy += line_h(fs)


def objectives(c: Canvas, v: PBView, y: int, names: dict[str, tuple[str, str]]) -> int:
    """The scenario's objective track: one row of boxes."""
    y += GAP
    c.text((MARGIN, y), "Objectives", font(F_H, True), fill=WHITE)
    y += 30
    boxes: list[tuple[str, list[str], bool | None, tuple[int, int, int]]] = []
    letter = {"1A": "P", "1B": "P", "2": "M", "3": "D"}[v.scenario]
    taken = set(v.bridges_taken)
    done_colour = (222, 240, 214)
    if letter == "P":
        left = v.terrain_piles.get("terrain", 0)
        boxes.append(("Approach", [f"{left} Terrain card(s) left in the pile", "then the bridge(s)"], None, PANEL))
        ben = "1014A" in taken
        boxes.append(
            (
                f"{BRIDGE_NAMES['1014A']} bridge (1014A)",
                ["taken by the British" if ben else "held by the German", "objective of the British"],
                ben,
                done_colour if ben else PANEL,
            )
        )
        if v.scenario == "1B":
            face = v.ranville_face
            horsa = face == "1015B"
            boxes.append(
                (
                    "Ranville bridge (1015)",
                    [
                        f"face: {BRIDGE_NAMES.get(face or '', face or 'not yet fought')}",
                        "British took it: −1 German Unit" if horsa else "German holds: +1 German Unit",
                    ],
                    horsa,
                    done_colour if horsa else PANEL,
                )
            )
            boxes.append(
                (
                    f"{BRIDGE_NAMES['1014B']} (1014B)",
                    ["the final bridge, after Bénouville", "taken with Strength Points left"],
                    None,
                    PANEL,
                )
            )
    elif letter == "M":
        g = v.guns_destroyed or 0
        boxes.append(
            (
                f"Guns destroyed: {g} of 3",
                ["the British wins with 3 guns", "(casemates 1016, 1022, 1023)"],
                g >= 3,
                done_colour if g >= 3 else PANEL,
            )
        )
        piles = v.terrain_piles
        boxes.append(
            (
                "Terrain piles",
                [
                    f"Approach {piles.get('approach', 0)} · Objectives {piles.get('objectives', 0)}",
                    f"Battery {piles.get('battery', 0)}",
                ],
                None,
                PANEL,
            )
        )
        bunker = "1024" in v.sides["british"].objectives
        boxes.append(("Bunker (1024)", ["taken" if bunker else "not taken"], bunker, done_colour if bunker else PANEL))
    else:
        for p in v.dives_piles:
            bridge = p.get("bridge")
            title = f"Pile {p['position']}: " + (label(names, bridge) if bridge else "face-down bridge")
            owner = (
                "destroyed by the British"
                if bridge in v.sides["british"].objectives
                else "protected by the German"
                if bridge in v.sides["german"].objectives
                else ""
            )
            boxes.append(
                (
                    title,
                    [f"{p['cards_left']} Terrain card(s) left", owner],
                    True if bridge in v.sides["british"].objectives else None,
                    done_colour if bridge in v.sides["british"].objectives else PANEL,
                )
            )
        b = len([x for x in v.sides["british"].objectives if x in ("1028", "1030", "1031", "1032")])
        g = len([x for x in v.sides["german"].objectives if x in ("1028", "1030", "1031", "1032")])
        boxes.append(("Bridges", [f"British destroyed {b} (needs 3)", f"German protected {g} (needs 2)"], None, PANEL))
    if v.campaign is not None:
        cp = v.campaign
        played = (
            ", ".join(f"{r['scenario']} {SIDE_NAME.get(r['winner'], r['winner'])} ({r['vp']} VP)" for r in cp.results)
            or "none yet"
        )
        blue = f"German {cp.blue_tokens_german}, British {cp.blue_tokens_british}, lost {cp.blue_tokens_lost}"
        if cp.blue_on:
            blue += f" · one on {label(names, cp.blue_on)}"
        total = f" · final total {cp.total}" if cp.total is not None else ""
        campaign = (
            f"Campaign (Operation Tonga): scenario {cp.stage + 1} of {len(cp.scenarios)} ({' → '.join(cp.scenarios)})",
            [f"Victory Points so far: {cp.vp_so_far}{total} · scenarios played: {played}", f"Blue tokens: {blue}"]
            + ([cp.band] if cp.band else []),
        )
    else:
        campaign = None
    n = len(boxes)
    w = (WIDTH - 2 * MARGIN - (n - 1) * GAP) // n
    fb, fs = font(F_BODY, True), font(F_SMALL)
    h = 8 + line_h(fb) + max(len(b[1]) for b in boxes) * line_h(fs) + 10
    c.need(y + h + MARGIN)
    for i, (title, lines, done, colour) in enumerate(boxes):
        _box(c, MARGIN + i * (w + GAP), y, w, h, title, lines, colour=colour, done=done)
    y += h
    if campaign is not None:
        y += GAP // 2
        ch = 8 + line_h(fb) + len(campaign[1]) * line_h(fs) + 10
        c.need(y + ch + MARGIN)
        _box(c, MARGIN, y, WIDTH - 2 * MARGIN, ch, campaign[0], campaign[1], colour=(236, 232, 246))
        y += ch
    return y


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
        c.text((cx, y + 16), SIDE_NAME[side], fb, fill=colour, anchor="mm")
        if total is None:
            c.text((cx, y + 52), "–", fv, fill=colour, anchor="mm")
            c.text((cx, y + 86), "no Unit yet", fs, fill=DIM, anchor="mm")
            continue
        c.text((cx, y + 52), str(total), fv, fill=colour, anchor="mm")
        printed = unit.card.value if unit is not None and unit.card.value is not None else None
        if printed is not None:
            mod = f"printed {printed}, {total - printed:+d}"
            c.text((cx, y + 86), ellipsize(mod, fs, half - 8), fs, fill=INK, anchor="mm")
    c.text((x + half, y + 52), "vs", fb, fill=DIM, anchor="mm")
    turn = TURN_NAME.get(fight.turn, fight.turn)
    if fight.tokens_banned:
        turn += " · no tokens: " + ", ".join(SIDE_NAME.get(s, s) for s in fight.tokens_banned)
    c.text((x + half, y + 114), ellipsize(turn, fb, w - 16), fb, fill=INK, anchor="mm")
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
        + (FIGHT_H if active else 40)
        + 8
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
    y += _side_half(c, col, "german", g_unit, "no German Unit", x, y, w)
    if active and fight is not None:
        y += _fight_panel(c, fight, col, x, y, w) + 8
    else:
        y += _result_line(c, g_unit, b_unit, x, y, w) + 8
    y += _side_half(c, col, "british", b_unit, "no British Unit facing it", x, y, w)
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
        if e is not None and e.state and UNIT_STATE.get(e.state):
            parts.append(f"{SIDE_NAME[e.side]}: {UNIT_STATE[e.state]}")
    text = " · ".join(parts) or "fight over"
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
    c.text((x + w // 2, y + h // 2), text, font(F_SMALL), fill=LIGHT, anchor="mm")


def fronts(c: Canvas, v: PBView, y: int) -> int:
    """One row per Terrain in play: the Terrain card, then the fights in the order played."""
    right_x = MARGIN + TERRAIN_W + GAP * 2
    right_w = WIDTH - MARGIN - right_x
    shown = {f.terrain.number for f in v.fronts}
    rows: list[tuple[TerrainView, FrontView | None]] = [(f.terrain, f) for f in v.fronts]
    rows += [(t, None) for t in v.terrain if t.number not in shown]
    for t, front in rows:
        y += GAP
        c.need(y + 80)
        title = f"Terrain in play: {strip_placeholder(t.name)}"
        if front is not None:
            title += f" — German Units {front.units_played}/{front.limit}"
            title += f" · fought here: German {front.german_fought}, British {front.british_fought}"
        c.text((MARGIN, y), ellipsize(title, font(F_H, True), WIDTH - 2 * MARGIN), font(F_H, True), fill=WHITE)
        y += 32
        th = terrain_card(c, t, MARGIN, y, TERRAIN_W, front)
        if t.provenance == "placeholder":
            c.placeholder_seen = True
        bottom = y + th
        cols = _columns(front) if front is not None else []
        if not cols:
            note = "No Unit played here yet." if front is not None else "No Assault under way on this Terrain."
            c.text((right_x, y + 10), note, font(F_BODY), fill=LIGHT)
        cy = y
        n = max(1, min(len(cols), COLS))
        col_w = min(COL_MAX, (right_w - (n - 1) * GAP) // n)
        for i in range(0, len(cols), COLS):
            row_h = 0
            for j, col in enumerate(cols[i : i + COLS]):
                fight = front.fight if front is not None else None
                h = draw_column(c, col, fight, right_x + j * (col_w + GAP), cy, col_w)
                row_h = max(row_h, h)
            cy += row_h + GAP
        bottom = max(bottom, cy)
        y = bottom
    if v.revealed:
        y += GAP
        c.text((MARGIN, y), "Revealed Terrains — the choice of where to advance:", font(F_H, True), fill=WHITE)
        y += 32
        w = (WIDTH - 2 * MARGIN - 3 * GAP) // 4
        hmax = 0
        for i, t in enumerate(v.revealed[:4]):
            hmax = max(hmax, terrain_card(c, t, MARGIN + i * (w + GAP), y, w, None))
            if t.provenance == "placeholder":
                c.placeholder_seen = True
        y += hmax
    if v.stack:
        y += GAP
        c.need(y + 40 + CHIP_H * len(v.stack) + MARGIN)
        c.text((MARGIN, y), "Waiting for an answer (cancellation window), top card last:", font(F_H, True), fill=WHITE)
        y += 32
        for i, e in enumerate(v.stack):
            note = "top" if i == len(v.stack) - 1 else ""
            y += draw_chip(
                c,
                e,
                MARGIN,
                y,
                WIDTH - 2 * MARGIN,
                note=f"played by the {SIDE_NAME[e.side]}" + (" · " + note if note else ""),
            )
            if e.card.provenance == "placeholder":
                c.placeholder_seen = True
    return y


def _tokens_line(c: Canvas, tokens: dict[str, int], x: int, y: int, w: int) -> int:
    fs, fb = font(F_SMALL), font(F_SMALL, True)
    c.text((x, y + 4), "Tokens:", fb)
    xx = x + text_width("Tokens:", fb) + 12
    if not tokens:
        c.text((xx, y + 4), "none", fs, fill=DIM)
        return 34
    for kind, n in tokens.items():
        colour = TOKEN.get(kind, DIM)
        for _ in range(min(n, 10)):
            c.d.ellipse((xx, y + 2, xx + 24, y + 26), fill=colour, outline=INK, width=1)
            if kind in ("plus3", "plus3h"):
                c.text((xx + 12, y + 14), "+3", font(F_SMALL, True), fill=INK, anchor="mm")
            xx += 18
        xx += 14
        name = f"{n} {TOKEN_NAME.get(kind, kind)}"
        c.text((xx, y + 4), name, fs)
        xx += text_width(name, fs) + 20
    return 34


def sides(c: Canvas, v: PBView, y: int, names: dict[str, tuple[str, str]]) -> int:
    y += GAP
    w = (WIDTH - 2 * MARGIN - GAP) // 2
    fs, fb = font(F_SMALL), font(F_BODY, True)
    blocks = []
    for side in ("british", "german"):
        s = v.sides[side]
        lines: list[str] = []
        heroic = f" ({s.heroic_in_hand} heroic ★)" if s.heroic_in_hand else ""
        lines.append(f"Hand {s.hand}{heroic} · Draw pile {s.draw_pile} · Discard pile {s.discard_pile}")
        hero = f"Heroic cards still to choose: {s.heroic_available}"
        if s.heroic_lost:
            hero += f" · removed unseen: {s.heroic_lost}"
        lines.append(hero)
        if s.heroic_played:
            lines.extend(wrap("Heroic played: " + ", ".join(label(names, n) for n in s.heroic_played), fs, w - 24, 2))
        if s.objectives:
            lines.extend(wrap("Objectives: " + ", ".join(label(names, n) for n in s.objectives), fs, w - 24, 2))
        if s.seen_discards:
            latest = list(reversed(s.seen_discards))
            lines.extend(
                wrap(
                    f"Seen going to discard ({len(latest)}), latest first: "
                    + ", ".join(label(names, n) for n in latest),
                    fs,
                    w - 24,
                    2,
                )
            )
        if s.mulligan_left and v.scenario_turn == 0:
            lines.append("May still take a new starting hand")
        blocks.append((side, lines))
    h = 40 + 36 + 34 + max(len(b[1]) for b in blocks) * line_h(fs) + 12
    c.need(y + h + 60 + MARGIN)
    for i, (side, lines) in enumerate(blocks):
        x = MARGIN + i * (w + GAP)
        s = v.sides[side]
        c.d.rounded_rectangle(
            (x, y, x + w, y + h), radius=10, fill=SIDE_LIGHT[side], outline=SIDE_COLOUR[side], width=3
        )
        c.d.rounded_rectangle((x, y, x + w, y + 36), radius=10, fill=SIDE_COLOUR[side])
        c.d.rectangle((x, y + 20, x + w, y + 36), fill=SIDE_COLOUR[side])
        c.text((x + 12, y + 18), SIDE_NAME[side], fb, fill=WHITE, anchor="lm")
        yy = y + 44
        # Card backs for the hand (a star on heroic backs, which are public).
        bx = x + 12
        for k in range(min(s.hand, 14)):
            hero = k < s.heroic_in_hand
            c.d.rounded_rectangle(
                (bx, yy, bx + 22, yy + 30), radius=3, fill=SIDE_COLOUR[side], outline=GOLD if hero else WHITE, width=2
            )
            if hero:
                c.text((bx + 11, yy + 15), "★", font(F_SMALL, True), fill=GOLD, anchor="mm")
            bx += 26
        if s.hand > 14:
            c.text((bx + 4, yy + 6), f"+{s.hand - 14}", fs)
        if s.hand == 0:
            c.text((bx, yy + 6), "no card in hand", fs, fill=DIM)
        yy += 36
        yy += _tokens_line(c, s.tokens, x + 12, yy, w - 24)
        for ln in lines:
            c.text((x + 12, yy), ellipsize(ln, fs, w - 24), fs)
            yy += line_h(fs)
    y += h + 10
    specials = ", ".join(f"{TOKEN_NAME.get(k, k)} ×{n}" for k, n in v.special_tokens.items()) or "none"
    extra = f" · Counter-attack pile: {v.counter_pile} card(s), face down" if v.counter_pile else ""
    c.text(
        (MARGIN, y), f"Reserve: {v.reserve} tokens · Special tokens left: {specials}{extra}", font(F_BODY), fill=WHITE
    )
    return y + line_h(font(F_BODY))


def footer(c: Canvas, v: PBView, y: int) -> int:
    y += GAP
    fs = font(F_SMALL)
    lines = []
    if c.placeholder_seen:
        lines.append(
            "PLACEHOLDER (striped): our own design for a card whose printed text is unknown — not the printed card."
        )
    if v.data_note:
        lines.extend(wrap(v.data_note, fs, WIDTH - 2 * MARGIN - 60, 3))
    if not lines:
        return y
    h = 12 + len(lines) * line_h(fs) + 8
    c.need(y + h + MARGIN)
    c.d.rectangle((0, y, WIDTH, y + h), fill=BG_DARK)
    if c.placeholder_seen:
        c.stripes((MARGIN, y + 10, MARGIN + 44, y + 10 + line_h(fs)), step=6)
    yy = y + 10
    for ln in lines:
        c.text((MARGIN + 60, yy), ln, fs, fill=LIGHT)
        yy += line_h(fs)
    return y + h


def draw_image(view: PBView) -> Image.Image:
    c = Canvas()
    names = names_of(view)
    y = header(c, view, 0)
    y = objectives(c, view, y, names)
    y = fronts(c, view, y)
    y = sides(c, view, y, names)
    y = footer(c, view, y)
    return c.img.crop((0, 0, WIDTH, y + MARGIN))


def render(view: PBView) -> bytes:
    """PNG bytes of the public card table (deterministic: the same view gives the same bytes)."""
    return common.encode_png(draw_image(view))
