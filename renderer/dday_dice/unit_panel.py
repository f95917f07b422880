"""One Unit's panel: where it is, its Soldiers, Courage, Stars and Item Points, its dice, what it holds.

:class:`PanelStyle` holds the sizes (the full table image keeps its own; a Team image, with one panel a row,
uses larger ones). The panel's key numbers (its Sector and marker turn, its four resources) are recorded on
the :class:`~.canvas.Canvas` like the map's labels.
"""

from __future__ import annotations

from dataclasses import dataclass

from renderer.common import draw_pill, font, glyph_font, text_width
from renderer.dday_dice import dice as D
from renderer.dday_dice.alt import paras_label
from renderer.dday_dice.battle_map import unit_colour
from renderer.dday_dice.canvas import Canvas, line_h, wrap
from renderer.dday_dice.words import say
from rules.dday_dice.view import DDView, UnitView

INK = (28, 28, 28)
MUTED = (90, 86, 78)
CARD = (252, 250, 244)
RED = (178, 34, 34)
STATUS_WORD = {"active": "", "conquered": "CONQUERED the Bunker", "eliminated": "ELIMINATED", "safe": "IN SAFETY",
               "down": "ELIMINATED, may Keep Going"}


@dataclass(frozen=True)
class PanelStyle:
    name: int = 28
    where: int = 20
    value: int = 32
    label: int = 18
    caption: int = 20
    die: int = 76
    body: int = 21
    box: int = 46


FULL_PANEL = PanelStyle()
LARGE_PANEL = PanelStyle(name=30, where=28, value=36, label=22, caption=24, die=84, body=24, box=52)


def _resource(c: Canvas, x: int, y: int, kind: str, value: int, label: str, ps: PanelStyle) -> int:
    box = ps.box
    c.d.rounded_rectangle((x, y, x + box, y + box), radius=8, fill=(60, 60, 60))
    cx, cy, r = x + box / 2, y + box / 2, box * 0.34
    if kind == "soldiers":
        D._soldier(c.d, cx, cy, r, (255, 255, 255), (60, 60, 60))
    elif kind == "courage":
        D._heart(c.d, cx, cy, r * 0.95, (240, 90, 90))
    elif kind == "stars":
        D._star(c.d, cx, cy, r * 1.1, (250, 204, 21))
    else:
        c.text((cx, cy), say()("dice-img-ip"), 20, True, fill=(255, 255, 255), anchor="mm")
    c.label((x + box + 8, y - 2), str(value), font(ps.value, True), kind="panel-value", key=True)
    vw = text_width(str(value), font(ps.value, True))
    c.text((x + box + 8, y + ps.value + 2), label, ps.label, fill=MUTED)
    return box + 8 + max(vw, text_width(label, font(ps.label))) + 22


def dice_caption(u: UnitView, v: DDView) -> str:
    w = say()
    if not u.dice:
        return w("dice-img-dice-caption", state="none", left=0)
    if u.final:
        return w("dice-img-dice-caption", state="final", left=0)
    if v.phase == 1:
        return w("dice-img-dice-caption", state="roll", left=u.rolls_left)
    return w("dice-img-dice-caption", state="dice", left=0)


def dice_row(c: Canvas, u: UnitView, x: int, y: int, width: int, size: int = 76, gap: int = 18) -> int:
    """The Unit's dice in one row; more than six (results added by effects) shrink to fit ``width``."""
    n = max(1, len(u.dice))
    step = min(size + gap, width // n)
    size = min(size, step - 10)
    for i, die in enumerate(u.dice):
        dx = x + i * step
        D.draw_die(c.d, dx, y, size, die.colour, die.face, locked=die.locked, role=die.role, added=die.added)
        c.text((dx + size / 2, y + size + 8), f"d{die.number}", 18, True, fill=MUTED, anchor="ma")
    return y + size + 30


def unit_lines(u: UnitView) -> list[tuple[str, str]]:
    w = say()
    if w.english:
        return _english_lines(u)
    out: list[tuple[str, str]] = []
    key = lambda k: w("dice-img-panel-key", part=k)  # noqa: E731
    for cl in u.claims:
        dice = " ".join(f"d{n}" for n in cl.dice)
        name = w("dice-img-tag-straight") if cl.face == "straight" else w.bonus(cl.name)
        label = w.claim(u, cl)
        out.append((key("bonus"), w("dice-img-claim", name=name, label=label, dice=dice,
                                    given="yes" if cl.given_up else "no")))
    specs = ", ".join(w("dice-img-stars-paren", name=w.name("specialist", s.id, s.name), stars=s.stars)
                      for s in u.specialists)
    out.append((key("specialists"), specs or w("dice-img-none")))
    items = [w("dice-img-item-used", name=w.name("item", it.id, it.name), used="yes" if it.id in u.used_items else "no")
             for it in u.items]
    out.append((key("items"), ", ".join(items) or w("dice-img-none")))
    secret = u.medal_count - len(u.medals)
    medals = [w.name("medal", m.id, m.name) for m in u.medals] + ([w("dice-img-face-down", n=secret)] if secret else [])
    out.append((key("medals"), ", ".join(medals) or w("dice-img-none")))
    if u.vehicle:
        out.append((key("vehicle"), w.vehicle(u.vehicle)))
    if u.hand:
        out.append((key("rally"), ", ".join(w("dice-img-stars", name=w.name("specialist", s.id, s.name), stars=s.stars)
                                            for s in u.hand)))
    if u.lost:
        out.append((key("lost"), ", ".join(w("dice-img-stars", name=w.name("specialist", s.id, s.name), stars=s.stars)
                                           for s in u.lost)))
    if u.paras:
        out.append((key("paras"), w.paras(u.paras)))
    if u.queue:
        out.append((key("queue"), "; ".join(u.queue)))
    return out


def _english_lines(u: UnitView) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for cl in u.claims:
        dice = " ".join(f"d{n}" for n in cl.dice)
        out.append(("Bonus", f"{cl.name}: {cl.label} ({dice}){' – given up' if cl.given_up else ''}"))
    out.append(("Specialists", ", ".join(f"{s.name} ({s.stars}★)" for s in u.specialists) or "none"))
    items = []
    for it in u.items:
        items.append(it.name + (" (used)" if it.id in u.used_items else ""))
    out.append(("Items", ", ".join(items) or "none"))
    secret = u.medal_count - len(u.medals)
    medals = [m.name for m in u.medals] + ([f"{secret} face down"] if secret else [])
    out.append(("Medals", ", ".join(medals) or "none"))
    if u.vehicle:
        out.append(("Vehicle", u.vehicle))
    if u.hand:
        out.append(("To rally", ", ".join(f"{s.name} {s.stars}★" for s in u.hand)))
    if u.lost:
        out.append(("Lost Officers", ", ".join(f"{s.name} {s.stars}★" for s in u.lost)))
    if u.paras:
        out.append(("Lost Paras", paras_label(u.paras)))
    if u.queue:
        out.append(("Answered ahead", "; ".join(u.queue)))
    return out


def _wrapped(k: str, val: str, w: int, ps: PanelStyle) -> list[str]:
    """The lines of one ``Key: value`` entry (the key is bold: measured in bold, so nothing overflows)."""
    return wrap(f"{k}: {val}", font(ps.body, True), w - 36)


def _resources_height(ps: PanelStyle) -> int:
    return max(ps.box, ps.value + 2 + line_h(font(ps.label))) + 20


def panel_height(u: UnitView, w: int, ps: PanelStyle = FULL_PANEL) -> int:
    f = font(ps.body)
    h = 58 + line_h(font(ps.where, True)) + 8 + _resources_height(ps) + line_h(font(ps.caption, True)) + 8 + ps.die + 30
    for k, val in unit_lines(u):
        h += len(_wrapped(k, val, w, ps)) * line_h(f)
    return h + 16


def unit_panel(c: Canvas, v: DDView, u: UnitView, x: int, y: int, w: int, h: int, ps: PanelStyle = FULL_PANEL) -> None:
    col = unit_colour(u.seat)
    c.d.rounded_rectangle((x, y, x + w, y + h), radius=14, fill=CARD, outline=col, width=4)
    c.d.rounded_rectangle((x, y, x + w, y + 50), radius=14, fill=col)
    c.d.rectangle((x, y + 30, x + w, y + 50), fill=col)
    words = say()
    c.text((x + 14, y + 25), words.unit(u), ps.name, True, fill=(255, 255, 255), anchor="lm")
    tag = STATUS_WORD.get(u.status, u.status) if words.english else words.known(f"dice-img-status-{u.status}", u.status)
    if u.status == "active":
        tag = words("dice-img-to-act") if u.waiting else (words("dice-img-done") if u.done else "")
    if tag:
        f = font(20, True)
        tw = text_width(tag, f) + 16
        bg = (255, 255, 255) if u.status == "active" else (RED if u.status == "eliminated" else (250, 204, 21))
        draw_pill(c.d, (x + w - tw - 12, y + 11), tag, f, bg, INK, pad_x=8, pad_y=4)
    yy = y + 58
    where = words("dice-img-panel-where", sector=words.sector(u.sector_label), marker=u.marker, max=u.max_stay or 0)
    c.label((x + 14, yy), where, font(ps.where, True), kind="panel-where", key=True)
    yy += line_h(font(ps.where, True)) + 8
    rx = x + 14
    for kind, val in (("soldiers", u.soldiers), ("courage", u.courage), ("stars", u.stars), ("ip", u.ip)):
        rx += _resource(c, rx, yy, kind, val, words("dice-img-resource", kind=kind), ps)
    yy += _resources_height(ps)
    c.text((x + 14, yy), dice_caption(u, v), ps.caption, True)
    yy += line_h(font(ps.caption, True)) + 8
    if u.dice:
        yy = dice_row(c, u, x + 24, yy, w - 48, ps.die)
    else:
        yy += ps.die + 30
    f = font(ps.body)
    fb = font(ps.body, True)
    for k, val in unit_lines(u):
        lines = _wrapped(k, val, w, ps)
        for i, ln in enumerate(lines):
            if i == 0:
                c.d.text((x + 14, yy), k + ":", font=fb, fill=INK)
                # the rest of the line in the font the line was measured in (a Korean key: the Hangul font)
                c.d.text((x + 14 + text_width(k + ": ", fb), yy), ln[len(k) + 2:], font=glyph_font(ln, f), fill=INK)
            else:
                c.d.text((x + 14, yy), ln, font=f, fill=INK)
            yy += line_h(f)


def panels_height(units: list[UnitView], cols: int, w: int, gap: int, ps: PanelStyle = FULL_PANEL) -> int:
    return sum(max(panel_height(u, w, ps) for u in units[i:i + cols]) + gap for i in range(0, len(units), cols))


def draw_panels(c: Canvas, v: DDView, units: list[UnitView], x: int, y: int, cols: int, w: int, gap: int,
                ps: PanelStyle = FULL_PANEL) -> int:
    """The panels of ``units``, ``cols`` a row, each ``w`` wide; returns the bottom."""
    for i in range(0, len(units), cols):
        row = units[i:i + cols]
        h = max(panel_height(u, w, ps) for u in row)
        for j, u in enumerate(row):
            unit_panel(c, v, u, x + j * (w + gap), y, w, h, ps)
        y += h + gap
    return y
