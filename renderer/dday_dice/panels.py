"""Atlantikwall parts of the D-Day Dice image: the German player's panel and the Battle Conditions in play.

The German panel shows what everyone knows of him (Soldiers, Courage,
Stars, Item Points, Specialists, Items, his dice, whether the Land Mines
and MGF are active, the MGF removed for good) and only the number of
Awards he holds, never which. The band above the map shows the Battle
Condition cards of the turn (a placeholder card says so).
"""

from __future__ import annotations

from PIL import ImageDraw

from renderer.common import draw_pill, font, text_width
from renderer.dday_dice import dice as D
from renderer.dday_dice.canvas import Canvas
from rules.core.words import count
from rules.dday_dice.view import DDView

INK = (28, 28, 28)
MUTED = (90, 86, 78)
CARD = (252, 250, 244)
GERMAN = (70, 70, 78)
BATTLE = (60, 72, 110)
BODY = 21
DIE = 64


def _wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    f = font(size, bold)
    out: list[str] = []
    line = ""
    for word in text.split():
        test = f"{line} {word}".strip()
        if line and text_width(test, f) > width:
            out.append(line)
            line = word
        else:
            line = test
    return out + ([line] if line else [])


def _german_lines(v: DDView) -> list[str]:
    gv = v.german
    out = [f"Specialists: {', '.join(s.name for s in gv.specialists) or 'none'}",
           f"Items: {', '.join(i.name for i in gv.items) or 'none'}",
           f"Awards in hand: {gv.award_count} (secret) · deck {gv.deck_count} · discarded {len(gv.discard)}",
           "Land Mines: " + ("ACTIVE" if gv.mines_active else "inactive (no Pioneer)")
           + " · Machine Gun Fire: " + ("ACTIVE" if gv.mgf_active else "inactive (no MG-Schütze)")]
    if gv.removed_mgf:
        out.append("MGF removed for good: " + ", ".join(f"Sector {k} ×{n}" for k, n in gv.removed_mgf.items()))
    if gv.claims:
        out.append("Bonuses: " + ", ".join(gv.claims))
    if gv.played:
        out.append("Awards played this turn: " + ", ".join(a.name for a in gv.played))
    if gv.deficit:
        out.append(f"Short of {count(gv.deficit, 'Soldier')}: every DEF is {gv.deficit} lower this turn")
    return out


def german_height(v: DDView, width: int) -> int:
    if v.german is None:
        return 0
    lines = sum(len(_wrap(t, BODY, width - 36)) for t in _german_lines(v))
    return 58 + 50 + (DIE + 34 if v.german.dice else 0) + lines * 28 + 36


def draw_german(c: Canvas, v: DDView, x: int, y: int, width: int) -> int:
    """The German player's panel; its numbers (Soldiers, Courage, Stars, Item Points) recorded as a key label."""
    gv = v.german
    if gv is None:
        return y
    d = c.d
    h = german_height(v, width) - 16
    d.rounded_rectangle((x, y, x + width, y + h), radius=14, fill=CARD, outline=GERMAN, width=4)
    d.rounded_rectangle((x, y, x + width, y + 50), radius=14, fill=GERMAN)
    d.rectangle((x, y + 30, x + width, y + 50), fill=GERMAN)
    d.text((x + 14, y + 25), "German player (in the Bunker)", font=font(28, True), fill=(255, 255, 255), anchor="lm")
    if gv.waiting:
        draw_pill(d, (x + width - 110, y + 11), "TO ACT", font(20, True), (255, 255, 255), INK, pad_x=8, pad_y=4)
    yy = y + 62
    stats = (f"{count(gv.soldiers, 'Soldier')} · {gv.courage} Courage · {count(gv.stars, 'Star')} · "
             f"{count(gv.ip, 'Item Point')}")
    c.label((x + 14, yy), stats, font(28, True), kind="german", key=True)
    yy += 46
    if gv.dice:
        for i, die in enumerate(gv.dice):
            dx = x + 24 + i * (DIE + 14)
            face = "mgf" if die.face == "courage" else die.face
            D.draw_die(d, dx, yy, DIE, die.colour, face, locked=die.locked, role=die.role, added=die.added,
                       bonus_tag="RBN")
            d.text((dx + DIE / 2, yy + DIE + 4), f"d{die.number}", font=font(16, True), fill=MUTED, anchor="ma")
        yy += DIE + 34
    for text in _german_lines(v):
        for line in _wrap(text, BODY, width - 36):
            d.text((x + 14, yy), line, font=font(BODY), fill=INK)
            yy += 28
    return y + h + 16


def battle_height(v: DDView, width: int) -> int:
    if not v.battle:
        return 0
    return 20 + sum(34 + 28 * len(_wrap(c.text, BODY, width - 40)) for c in v.battle) + 10


def draw_battle(d: ImageDraw.ImageDraw, v: DDView, x: int, y: int, width: int) -> int:
    if not v.battle:
        return y
    h = battle_height(v, width) - 10
    d.rounded_rectangle((x, y, x + width, y + h), radius=12, fill=(232, 236, 248), outline=BATTLE, width=3)
    yy = y + 10
    for card in v.battle:
        head = ("Weather: " if card.weather else "Battle Condition: ") + card.name
        if card.cancelled:
            head += " — CANCELLED"
        if card.placeholder:
            head += " (placeholder, not a printed card)"
        d.text((x + 16, yy), head, font=font(24, True), fill=BATTLE)
        yy += 34
        for line in _wrap(card.text, BODY, width - 40):
            d.text((x + 20, yy), line, font=font(BODY), fill=MUTED if card.cancelled else INK)
            yy += 28
    return y + h + 10
