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
from renderer.dday_dice.words import say
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
    w = say()
    none = w("dice-img-none")
    out = [w("dice-img-german-specialists", names=", ".join(w.name("german-specialist", s.id, s.name) for s in gv.specialists)
             or none),
           w("dice-img-german-items", names=", ".join(w.name("german-item", i.id, i.name) for i in gv.items) or none),
           w("dice-img-german-awards", held=gv.award_count, deck=gv.deck_count, discarded=len(gv.discard)),
           w("dice-img-german-fire", mines="yes" if gv.mines_active else "no", mgf="yes" if gv.mgf_active else "no")]
    if gv.removed_mgf:
        out.append(w("dice-img-german-removed", sectors=", ".join(
            w("dice-img-german-removed-sector", sector=k, n=n) for k, n in gv.removed_mgf.items())))
    if gv.claims:
        out.append(w("dice-img-german-bonuses", names=", ".join(
            w("dice-img-tag-straight") if c == "Straight" and not w.english else c for c in gv.claims)))
    if gv.played:
        out.append(w("dice-img-german-played", names=", ".join(w.name("award", a.id, a.name) for a in gv.played)))
    if gv.deficit:
        out.append(w("dice-img-german-short", n=gv.deficit))
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
    w = say()
    d.text((x + 14, y + 25), w("dice-img-german-head"), font=font(28, True), fill=(255, 255, 255), anchor="lm")
    if gv.waiting:
        draw_pill(d, (x + width - 110, y + 11), w("dice-img-to-act"), font(20, True), (255, 255, 255), INK, pad_x=8,
                  pad_y=4)
    yy = y + 62
    stats = w("dice-img-german-stats", soldiers=gv.soldiers, courage=gv.courage, stars=gv.stars, ip=gv.ip)
    c.label((x + 14, yy), stats, font(28, True), kind="german", key=True)
    yy += 46
    if gv.dice:
        for i, die in enumerate(gv.dice):
            dx = x + 24 + i * (DIE + 14)
            face = "mgf" if die.face == "courage" else die.face
            D.draw_die(d, dx, yy, DIE, die.colour, face, locked=die.locked, role=die.role, added=die.added,
                       bonus_tag=w("dice-img-die-tag", tag="german"))
            d.text((dx + DIE / 2, yy + DIE + 4), f"d{die.number}", font=font(16, True), fill=MUTED, anchor="ma")
        yy += DIE + 34
    for text in _german_lines(v):
        for line in _wrap(text, BODY, width - 36):
            d.text((x + 14, yy), line, font=font(BODY), fill=INK)
            yy += 28
    return y + h + 16


def card_text(card) -> str:
    """A Battle Condition's text in the image's words."""
    w = say()
    return card.text if w.english else w.card_text(card)


def battle_height(v: DDView, width: int) -> int:
    if not v.battle:
        return 0
    return 20 + sum(34 + 28 * len(_wrap(card_text(c), BODY, width - 40)) for c in v.battle) + 10


def draw_battle(d: ImageDraw.ImageDraw, v: DDView, x: int, y: int, width: int) -> int:
    if not v.battle:
        return y
    h = battle_height(v, width) - 10
    d.rounded_rectangle((x, y, x + width, y + h), radius=12, fill=(232, 236, 248), outline=BATTLE, width=3)
    yy = y + 10
    w = say()
    for card in v.battle:
        head = w("dice-img-battle-head", weather="yes" if card.weather else "no",
                 name=w.name("battle", card.id, card.name), cancelled="yes" if card.cancelled else "no",
                 placeholder="yes" if card.placeholder else "no")
        d.text((x + 16, yy), head, font=font(24, True), fill=BATTLE)
        yy += 34
        for line in _wrap(card_text(card), BODY, width - 40):
            d.text((x + 20, yy), line, font=font(BODY), fill=MUTED if card.cancelled else INK)
            yy += 28
    return y + h + 10
