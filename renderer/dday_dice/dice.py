"""Drawn D-Day Dice dice: a coloured body (red, white, blue) and a drawn face.

The six faces are pictures, not words, so a player reads a roll at a glance
on a phone: Skull, Star, Courage (a heart), Tool (a wrench), 1 Soldier and
2 Soldiers (helmeted figures, with the number in a corner). A locked die
wears a gold frame and a padlock; a result added by an effect a green "+"; a die in an RWB bonus or a Straight a
green or purple tag; a die cancelled by a Skull is crossed out; a die not
rolled this turn (a 5-dice Sector) is greyed.
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from renderer.common import font, glyph_font
from renderer.dday_dice.words import say

BODY = {"red": (196, 40, 40), "white": (246, 244, 236), "blue": (34, 78, 178), "black": (30, 30, 32)}
INK = {"red": (255, 255, 255), "white": (24, 24, 24), "blue": (255, 255, 255), "black": (255, 255, 255)}
EDGE = {"red": (120, 20, 20), "white": (120, 120, 110), "blue": (18, 40, 100), "black": (0, 0, 0)}
"""Black: the German player's dice (Atlantikwall)."""
GOLD = (232, 176, 20)
BONUS = (34, 150, 60)
STRAIGHT = (128, 60, 170)
CANCEL = (20, 20, 20)
SELECT = (255, 140, 0)
FACE_WORD = {"skull": "Skull", "star": "Star", "courage": "Courage", "tool": "Tool", "soldier1": "1 Soldier",
             "soldier2": "2 Soldiers"}
FACE_SHORT = {"skull": "Skull", "star": "Star", "courage": "Courage", "tool": "Tool", "soldier1": "1 Sold.",
              "soldier2": "2 Sold."}


def _star(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill) -> None:
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.42
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    d.polygon(pts, fill=fill)


def _skull(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink, body) -> None:
    d.ellipse((cx - r, cy - r * 1.05, cx + r, cy + r * 0.75), fill=ink)
    d.rounded_rectangle((cx - r * 0.55, cy + r * 0.35, cx + r * 0.55, cy + r * 1.0), radius=max(2, r * 0.15), fill=ink)
    e = r * 0.3
    for sx in (-1, 1):
        ex = cx + sx * r * 0.42
        d.ellipse((ex - e, cy - e * 0.9, ex + e, cy + e * 1.1), fill=body)
    d.polygon([(cx, cy + r * 0.28), (cx - r * 0.13, cy + r * 0.5), (cx + r * 0.13, cy + r * 0.5)], fill=body)
    for tx in (-0.28, 0.0, 0.28):
        x = cx + tx * r
        d.line((x, cy + r * 0.68, x, cy + r * 1.0), fill=body, width=max(2, int(r * 0.08)))


def _heart(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill) -> None:
    q = r * 0.52
    d.ellipse((cx - 2 * q, cy - r * 0.75, cx, cy - r * 0.75 + 2 * q), fill=fill)
    d.ellipse((cx, cy - r * 0.75, cx + 2 * q, cy - r * 0.75 + 2 * q), fill=fill)
    d.polygon([(cx - 2 * q + 1, cy - r * 0.75 + q * 1.25), (cx + 2 * q - 1, cy - r * 0.75 + q * 1.25), (cx, cy + r)],
              fill=fill)


def _wrench(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink, body) -> None:
    a = math.radians(45)
    dx, dy = math.cos(a), math.sin(a)
    w = max(4, int(r * 0.34))
    x0, y0 = cx - dx * r * 0.55, cy - dy * r * 0.55
    x1, y1 = cx + dx * r * 0.95, cy + dy * r * 0.95
    d.line((x0, y0, x1, y1), fill=ink, width=w)
    d.ellipse((x1 - w / 2, y1 - w / 2, x1 + w / 2, y1 + w / 2), fill=ink)
    hr = r * 0.48
    hx, hy = cx - dx * r * 0.6, cy - dy * r * 0.6
    d.ellipse((hx - hr, hy - hr, hx + hr, hy + hr), fill=ink)
    # the open jaw: a notch cut towards the top-left
    jx, jy = hx - dx * hr * 0.55, hy - dy * hr * 0.55
    jr = hr * 0.42
    d.rectangle((jx - jr, jy - jr, jx + jr, jy + jr), fill=body)
    d.polygon([(jx - jr * 2, jy), (jx, jy - jr * 2), (jx - jr * 2, jy - jr * 2)], fill=body)


def _soldier(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink, body) -> None:
    hr = r * 0.3
    hy = cy - r * 0.45
    d.ellipse((cx - hr, hy - hr, cx + hr, hy + hr), fill=ink)
    # helmet: a wide dome with a brim
    d.pieslice((cx - hr * 1.45, hy - hr * 1.55, cx + hr * 1.45, hy + hr * 0.9), 180, 360, fill=ink)
    d.line((cx - hr * 1.7, hy - hr * 0.3, cx + hr * 1.7, hy - hr * 0.3), fill=ink, width=max(2, int(r * 0.09)))
    top = hy + hr * 1.05
    d.polygon([(cx - r * 0.55, cy + r), (cx + r * 0.55, cy + r), (cx + r * 0.35, top), (cx - r * 0.35, top)], fill=ink)


def draw_face(d: ImageDraw.ImageDraw, face: str, x: int, y: int, size: int, colour: str) -> None:
    """The face picture inside the square (x, y, size) of a die body of ``colour``."""
    ink, body = INK[colour], BODY[colour]
    cx, cy, r = x + size / 2, y + size / 2, size * 0.34
    if face == "star":
        _star(d, cx, cy + r * 0.05, r * 1.08, ink)
    elif face == "skull":
        _skull(d, cx, cy - r * 0.05, r * 0.9, ink, body)
    elif face == "courage":
        _heart(d, cx, cy, r * 0.95, ink)
    elif face == "mgf":
        w = max(2, int(size * 0.07))
        d.ellipse((cx - r * 0.8, cy - r * 0.8, cx + r * 0.8, cy + r * 0.8), outline=ink, width=w)
        d.line((cx - r * 1.05, cy, cx + r * 1.05, cy), fill=ink, width=w)
        d.line((cx, cy - r * 1.05, cx, cy + r * 1.05), fill=ink, width=w)
    elif face == "tool":
        _wrench(d, cx, cy, r, ink, body)
    elif face == "soldier1":
        _soldier(d, cx, cy, r * 0.95, ink, body)
    elif face == "soldier2":
        _soldier(d, cx - r * 0.5, cy + r * 0.08, r * 0.78, ink, body)
        _soldier(d, cx + r * 0.5, cy + r * 0.08, r * 0.78, ink, body)
    else:
        raise ValueError(f"no drawing for die face {face!r}")
    if face in ("soldier1", "soldier2") and size >= 48:
        f = font(max(16, int(size * 0.22)), True)
        d.text((x + size * 0.08, y + size * 0.04), "1" if face == "soldier1" else "2", font=f, fill=ink)


def _padlock(d: ImageDraw.ImageDraw, x: float, y: float, s: float) -> None:
    """A small gold padlock whose top-left corner is (x, y), ``s`` wide."""
    d.rounded_rectangle((x, y + s * 0.45, x + s, y + s * 1.15), radius=max(2, s * 0.12), fill=GOLD,
                        outline=(60, 40, 0), width=2)
    d.arc((x + s * 0.18, y, x + s * 0.82, y + s * 0.85), 180, 360, fill=(60, 40, 0), width=max(3, int(s * 0.16)))
    d.ellipse((x + s * 0.4, y + s * 0.65, x + s * 0.6, y + s * 0.85), fill=(60, 40, 0))


def draw_die(d: ImageDraw.ImageDraw, x: int, y: int, size: int, colour: str, face: str, *, locked: bool = False,
             role: str = "", selected: bool = False, added: bool = False, bonus_tag: str | None = None) -> None:
    """One die with its top-left corner at (x, y); ``added``: a result an effect added (a "+" badge);
    ``bonus_tag``: the word on a die in a bonus (RWB; the German's bonuses are RBN), in the image's words."""
    radius = max(4, size // 7)
    off = role == "off"
    body = (200, 200, 200) if off else BODY[colour]
    if selected:
        d.rounded_rectangle((x - 8, y - 8, x + size + 8, y + size + 8), radius=radius + 6, fill=SELECT)
    if locked:
        d.rounded_rectangle((x - 5, y - 5, x + size + 5, y + size + 5), radius=radius + 4, fill=GOLD)
    d.rounded_rectangle((x, y, x + size, y + size), radius=radius, fill=body, outline=EDGE[colour],
                        width=max(2, size // 24))
    if off:
        f = font(max(16, size // 5), True)
        d.text((x + size / 2, y + size / 2), say()("dice-img-not-rolled"), font=f, fill=(90, 90, 90), anchor="mm", align="center")
        return
    draw_face(d, face, x, y, size, colour)
    if locked:
        _padlock(d, x + size - size * 0.3, y - size * 0.12, size * 0.34)
    if added:
        r = max(9, size // 8)
        d.ellipse((x - r // 2, y + size - r * 2 + r // 2, x + r * 3 // 2, y + size + r // 2), fill=BONUS,
                  outline=(255, 255, 255), width=2)
        cx, cy = x + r // 2, y + size - r // 2
        d.line((cx - r * 0.55, cy, cx + r * 0.55, cy), fill="white", width=max(2, r // 3))
        d.line((cx, cy - r * 0.55, cx, cy + r * 0.55), fill="white", width=max(2, r // 3))
    if role == "cancelled":
        w = max(4, size // 10)
        d.line((x + 6, y + 6, x + size - 6, y + size - 6), fill=CANCEL, width=w)
        d.line((x + size - 6, y + 6, x + 6, y + size - 6), fill=CANCEL, width=w)
    elif role in ("bonus", "straight"):
        tag = (bonus_tag or say()("dice-img-die-tag", tag="bonus")) if role == "bonus" else \
            say()("dice-img-die-tag", tag="straight")
        f = font(max(16, size // 5), True)
        tw = int(glyph_font(tag, f).getlength(tag)) + 10
        th = int(size * 0.26)
        fill = BONUS if role == "bonus" else STRAIGHT
        d.rounded_rectangle((x + size - tw, y + size - th, x + size + 4, y + size + 4), radius=4, fill=fill)
        d.text((x + size - tw / 2 + 2, y + size - th / 2 + 2), tag, font=f, fill="white", anchor="mm")


def die_image(colour: str, face: str, size: int, **kw) -> Image.Image:
    """A die alone on a transparent-free white square (tests and the legend)."""
    pad = 10
    img = Image.new("RGB", (size + 2 * pad, size + 2 * pad), "white")
    draw_die(ImageDraw.Draw(img), pad, pad, size, colour, face, **kw)
    return img
