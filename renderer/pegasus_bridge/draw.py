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

The image is 1000 px wide, its height follows the content, so a phone shows
it at 40 %: the numbers a player decides on (the Strength Points, each side's
hand and tokens, the number and value of every card in play, the Terrain's
size, draws and German Unit limit, the assault's values) are drawn in
:data:`F_KEY` type or larger and recorded as *key* labels, 8 px high or more
on a phone showing the image 400 px wide (issue 25; :mod:`renderer.legibility`).
Every text drawn is recorded with its box (:attr:`Canvas.labels`), so a test
checks that no two overlap. Every text is DejaVu Sans at 16 px or more
(``renderer/common.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PIL import Image

from i18n import DEFAULT

from .. import common
from ..common import font, text_width
from .canvas import (
    BANNER,
    BG_DARK,
    BRIDGE_NAMES,
    DIM,
    F_BODY,
    F_H,
    F_KEY,
    F_SMALL,
    F_SUB,
    F_TITLE,
    GAP,
    GOLD,
    HEADER_BG,
    INK,
    LIGHT,
    MARGIN,
    PANEL,
    PANEL_EDGE,
    SIDE_COLOUR,
    SIDE_LIGHT,
    TOKEN,
    WHITE,
    WIDTH,
    Canvas,
    ellipsize,
    label,
    line_h,
    names_of,
    wrap,
)
from .fronts import fronts
from .words import Words

if TYPE_CHECKING:  # only types: importing the rules package here would register its game early
    from rules.pegasus_bridge.view import PBView





# --------------------------------------------------------------------------
# Sections
# --------------------------------------------------------------------------


def _phase_tail(label_text: str) -> str:
    parts = [p for p in label_text.split(" · ") if not p.startswith(("Scenario", "Campaign"))]
    return " · ".join(parts) or label_text


def _waiting_text(v: PBView, say: Words) -> str:
    parts = [f"{say.side(w.seat)}: {say.known(f'pb-img-wait-{w.kind}', w.kind)}" for w in v.waiting_for]
    return say("pb-img-waiting", parts=" · ".join(parts)) if parts else ""


def scenario_line(v: PBView, say: Words) -> str:
    """The scenario and its name (in a campaign, the campaign first)."""
    scen = say("pb-img-scenario", scenario=v.scenario, name=say.scenario_name(v.scenario, v.scenario_name))
    return say("pb-img-campaign-scenario", scenario=scen) if v.mode == "campaign" else scen


def header(c: Canvas, v: PBView, y: int) -> int:
    """The game, scenario and phase; the Strength Points (a key number) and the Turn token; who must act."""
    inner = WIDTH - 2 * MARGIN
    fw = font(F_BODY, True)
    say = c.say
    waiting = wrap(_waiting_text(v, say), fw, inner - 24, 3) if v.waiting_for else []
    stats = v.strength_points is not None or bool(v.turn_token)
    h = 118 + (56 if stats else 0) + (len(waiting) * line_h(fw) + 24 if waiting else 0) + 4
    c.need(y + h + MARGIN)
    c.d.rectangle((0, y, WIDTH, y + h), fill=HEADER_BG)
    ft = font(F_TITLE, True)
    c.text((MARGIN, y + 12), ellipsize("Opération Commando: Pegasus Bridge", ft, inner), ft, fill=WHITE)
    scen = scenario_line(v, say)
    c.text((MARGIN, y + 54), ellipsize(scen, font(F_SUB), inner), font(F_SUB), fill=LIGHT)
    c.text((MARGIN, y + 84), ellipsize(say.phase(_phase_tail(v.phase_label)), font(F_SUB, True), inner),
           font(F_SUB, True), fill=WHITE)
    yy = y + 118
    if stats:
        mid = yy + 24
        fb, fk = font(F_BODY, True), font(F_KEY, True)
        if v.strength_points is not None:
            n = v.strength_points
            strength = say("pb-img-strength")
            c.text((MARGIN, mid), strength, fb, fill=WHITE, anchor="lm")
            x = MARGIN + text_width(strength, fb) + 12
            c.text((x, mid), str(n), fk, fill=WHITE, anchor="lm", key=True)
            x += text_width(str(n), fk) + 14
            r = 13
            for i in range(max(3, n)):
                cx = x + r + i * (2 * r + 8)
                fill = SIDE_COLOUR["british"] if i < n else HEADER_BG
                c.d.ellipse((cx - r, mid - r, cx + r, mid + r), fill=fill, outline=WHITE, width=2)
        if v.turn_token:
            r = 24
            cx = WIDTH - MARGIN - r
            c.d.ellipse((cx - r, mid - r, cx + r, mid + r), fill=SIDE_COLOUR[v.turn_token], outline=GOLD, width=3)
            c.text((cx, mid), say.known(f"pb-img-turn-letter-{v.turn_token}", v.turn_token[0].upper()),
                   font(F_SUB, True), fill=WHITE, anchor="mm")
            c.text((cx - r - 10, mid), say("pb-img-turn-token", side=say.side(v.turn_token)), fb, fill=WHITE,
                   anchor="rm")
        yy += 56
    if waiting:
        seat = v.waiting_for[0].seat
        c.d.rounded_rectangle((MARGIN, yy, WIDTH - MARGIN, yy + len(waiting) * line_h(fw) + 14), radius=8,
                              fill=SIDE_COLOUR.get(seat, BANNER), outline=WHITE, width=2)
        ly = yy + 7
        for ln in waiting:
            c.text((MARGIN + 12, ly), ln, fw, fill=WHITE)
            ly += line_h(fw)
    y += h
    if v.outcome:
        f = font(F_SUB, True)
        over = say("pb-img-game-over", winners=say.sides(list(v.winners)), reason=say.outcome(v))
        lines = wrap(over, f, WIDTH - 2 * MARGIN, 3)
        bh = 16 + len(lines) * line_h(f)
        c.need(y + bh + MARGIN)
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
    say = c.say
    c.text((MARGIN, y), say("pb-img-objectives"), font(F_H, True), fill=WHITE)
    y += 30
    boxes: list[tuple[str, list[str], bool | None, tuple[int, int, int]]] = []
    letter = {"1A": "P", "1B": "P", "2": "M", "3": "D"}[v.scenario]
    taken = set(v.bridges_taken)
    done_colour = (222, 240, 214)
    if letter == "P":
        left = v.terrain_piles.get("terrain", 0)
        boxes.append((say("pb-img-approach"), [say("pb-img-approach-left", n=left), say("pb-img-then-bridges")], None,
                      PANEL))
        ben = "1014A" in taken
        boxes.append(
            (
                say("pb-img-bridge-title", name=BRIDGE_NAMES["1014A"], number="1014A"),
                [say("pb-img-taken-british") if ben else say("pb-img-held-german"), say("pb-img-objective-british")],
                ben,
                done_colour if ben else PANEL,
            )
        )
        if v.scenario == "1B":
            face = v.ranville_face
            horsa = face == "1015B"
            boxes.append(
                (
                    say("pb-img-bridge-title", name="Ranville", number="1015"),
                    [
                        say("pb-img-face", face=BRIDGE_NAMES.get(face or "", face or say("pb-img-not-fought"))),
                        say("pb-img-horsa-british") if horsa else say("pb-img-horsa-german"),
                    ],
                    horsa,
                    done_colour if horsa else PANEL,
                )
            )
            boxes.append(
                (
                    f"{BRIDGE_NAMES['1014B']} (1014B)",
                    [say("pb-img-final-bridge"), say("pb-img-final-taken")],
                    None,
                    PANEL,
                )
            )
    elif letter == "M":
        g = v.guns_destroyed or 0
        boxes.append(
            (
                say("pb-img-guns", n=g),
                [say("pb-img-guns-win"), say("pb-img-casemates")],
                g >= 3,
                done_colour if g >= 3 else PANEL,
            )
        )
        piles = v.terrain_piles
        boxes.append(
            (
                say("pb-img-terrain-piles"),
                [
                    say("pb-img-piles-approach", approach=piles.get("approach", 0),
                        objectives=piles.get("objectives", 0)),
                    say("pb-img-piles-battery", battery=piles.get("battery", 0)),
                ],
                None,
                PANEL,
            )
        )
        bunker = "1024" in v.sides["british"].objectives
        boxes.append((say("pb-img-bunker"), [say("pb-img-taken") if bunker else say("pb-img-not-taken")], bunker,
                      done_colour if bunker else PANEL))
    else:
        for p in v.dives_piles:
            bridge = p.get("bridge")
            title = say("pb-img-pile", position=p["position"],
                        bridge=label(names, bridge, say) if bridge else say("pb-img-face-down-bridge"))
            owner = (
                say("pb-img-destroyed-british")
                if bridge in v.sides["british"].objectives
                else say("pb-img-protected-german")
                if bridge in v.sides["german"].objectives
                else ""
            )
            boxes.append(
                (
                    title,
                    [say("pb-img-cards-left", n=p["cards_left"]), owner],
                    True if bridge in v.sides["british"].objectives else None,
                    done_colour if bridge in v.sides["british"].objectives else PANEL,
                )
            )
        b = len([x for x in v.sides["british"].objectives if x in ("1028", "1030", "1031", "1032")])
        g = len([x for x in v.sides["german"].objectives if x in ("1028", "1030", "1031", "1032")])
        boxes.append((say("pb-img-bridges"), [say("pb-img-bridges-british", n=b), say("pb-img-bridges-german", n=g)],
                      None, PANEL))
    if v.campaign is not None:
        cp = v.campaign
        played = (
            ", ".join(say("pb-img-played", scenario=r["scenario"], winner=say.side(r["winner"]), vp=r["vp"])
                      for r in cp.results)
            or say("pb-img-none-yet")
        )
        on = say("pb-img-blue-on", card=label(names, cp.blue_on, say)) if cp.blue_on else ""
        blue = say("pb-img-blue-tokens", german=cp.blue_tokens_german, british=cp.blue_tokens_british,
                   lost=cp.blue_tokens_lost, on=on)
        total = say("pb-img-final-total", total=cp.total) if cp.total is not None else ""
        campaign = (
            say("pb-img-campaign-title", stage=cp.stage + 1, count=len(cp.scenarios),
                scenarios=" → ".join(cp.scenarios)),
            [say("pb-img-campaign-vp", vp=cp.vp_so_far, total=total, played=played), blue]
            + ([say.band(cp.band)] if cp.band else []),
        )
    else:
        campaign = None
    per_row = 1 if len(boxes) == 1 else 2
    w = (WIDTH - 2 * MARGIN - (per_row - 1) * GAP) // per_row
    fb, fs = font(F_BODY, True), font(F_SMALL)
    h = 8 + line_h(fb) + max(len(b[1]) for b in boxes) * line_h(fs) + 10
    for i, (title, lines, done, colour) in enumerate(boxes):
        if i and i % per_row == 0:
            y += h + GAP // 2
        c.need(y + h + MARGIN)
        _box(c, MARGIN + (i % per_row) * (w + GAP), y, w, h, title, lines, colour=colour, done=done)
    y += h
    if campaign is not None:
        y += GAP // 2
        ch = 8 + line_h(fb) + len(campaign[1]) * line_h(fs) + 10
        c.need(y + ch + MARGIN)
        _box(c, MARGIN, y, WIDTH - 2 * MARGIN, ch, campaign[0], campaign[1], colour=(236, 232, 246))
        y += ch
    return y


TOKEN_R = 13
TOKEN_STEP = 30


def _token_name(say: Words, kind: str) -> str:
    return say.known(f"pb-img-token-{kind}", kind)


def _token_rows(tokens: dict[str, int], w: int, say: Words) -> list[list[tuple[str, int]]]:
    """The side's tokens laid out in rows no wider than ``w``: per kind its discs, its count (key), its name."""
    fb, fk, fs = font(F_BODY, True), font(F_KEY, True), font(F_BODY)
    rows: list[list[tuple[str, int]]] = [[]]
    head = text_width(say("pb-img-tokens"), fb) + 12
    x = head
    for kind, n in tokens.items():
        need = min(n, 10) * TOKEN_STEP + 8 + text_width(str(n), fk) + 8 + text_width(_token_name(say, kind), fs) + 24
        if rows[-1] and x + need > w:
            rows.append([])
            x = head
        rows[-1].append((kind, n))
        x += need
    return rows


def _tokens_line(c: Canvas, tokens: dict[str, int], x: int, y: int, w: int) -> int:
    """Each kind of token: its discs, then its count (a key number) and its name; returns the height used."""
    fb, fk, fs = font(F_BODY, True), font(F_KEY, True), font(F_BODY)
    row_h = 40
    say = c.say
    c.text((x, y + row_h // 2), say("pb-img-tokens"), fb, anchor="lm")
    x0 = x + text_width(say("pb-img-tokens"), fb) + 12
    if not tokens:
        c.text((x0, y + row_h // 2), say("pb-img-none"), fs, fill=DIM, anchor="lm")
        return row_h
    rows = _token_rows(tokens, w, say)
    for r, row in enumerate(rows):
        mid = y + r * row_h + row_h // 2
        xx = x0
        for kind, n in row:
            colour = TOKEN.get(kind, DIM)
            for _ in range(min(n, 10)):
                c.d.ellipse((xx, mid - TOKEN_R, xx + 2 * TOKEN_R, mid + TOKEN_R), fill=colour, outline=INK, width=1)
                if kind in ("plus3", "plus3h"):
                    c.text((xx + TOKEN_R, mid), "+3", font(F_SMALL, True), fill=INK, anchor="mm")
                xx += TOKEN_STEP
            xx += 8
            c.text((xx, mid), str(n), fk, anchor="lm", key=True)
            xx += text_width(str(n), fk) + 8
            name = _token_name(say, kind)
            c.text((xx, mid), name, fs, anchor="lm")
            xx += text_width(name, fs) + 24
    return row_h * len(rows)


def _side_lines(v: PBView, side: str, names: dict[str, tuple[str, str]], w: int, say: Words) -> list[str]:
    s = v.sides[side]
    fs = font(F_BODY)
    lines: list[str] = []
    hero = say("pb-img-heroic-to-choose", n=s.heroic_available)
    if s.heroic_in_hand:
        hero = say("pb-img-heroic-in-hand", n=s.heroic_in_hand, rest=hero)
    if s.heroic_lost:
        hero = say("pb-img-heroic-lost", n=s.heroic_lost, rest=hero)
    lines.extend(wrap(hero, fs, w, 2))

    def listed(numbers: list[str]) -> str:
        return ", ".join(label(names, n, say) for n in numbers)

    if s.heroic_played:
        lines.extend(wrap(say("pb-img-heroic-played", cards=listed(s.heroic_played)), fs, w, 2))
    if s.objectives:
        lines.extend(wrap(say("pb-img-objectives-list", cards=listed(s.objectives)), fs, w, 2))
    if s.seen_discards:
        latest = list(reversed(s.seen_discards))
        lines.extend(wrap(say("pb-img-seen-discards", n=len(latest), cards=listed(latest)), fs, w, 2))
    if s.mulligan_left and v.scenario_turn == 0:
        lines.append(say("pb-img-mulligan-left"))
    return lines


def sides(c: Canvas, v: PBView, y: int, names: dict[str, tuple[str, str]]) -> int:
    """Each side, one under the other: its hand, draw and discard piles and tokens (key numbers), then the rest."""
    w = WIDTH - 2 * MARGIN
    fs, fh, fk = font(F_BODY), font(F_H, True), font(F_KEY, True)
    say = c.say
    for side in ("british", "german"):
        y += GAP
        s = v.sides[side]
        lines = _side_lines(v, side, names, w - 24, say)
        token_h = 40 * max(1, len(_token_rows(s.tokens, w - 24, say))) if s.tokens else 40
        h = 40 + 8 + line_h(fk) + token_h + len(lines) * line_h(fs) + 12
        c.need(y + h + 60 + MARGIN)
        c.d.rounded_rectangle((MARGIN, y, MARGIN + w, y + h), radius=10, fill=SIDE_LIGHT[side],
                              outline=SIDE_COLOUR[side], width=3)
        c.d.rounded_rectangle((MARGIN, y, MARGIN + w, y + 40), radius=10, fill=SIDE_COLOUR[side])
        c.d.rectangle((MARGIN, y + 24, MARGIN + w, y + 40), fill=SIDE_COLOUR[side])
        c.text((MARGIN + 12, y + 20), say.side(side), fh, fill=WHITE, anchor="lm")
        yy = y + 48
        c.text((MARGIN + 12, yy), say("pb-img-piles-counts", hand=s.hand, draw=s.draw_pile, discard=s.discard_pile),
               fk, key=True)
        yy += line_h(fk)
        yy += _tokens_line(c, s.tokens, MARGIN + 12, yy, w - 24)
        for ln in lines:
            c.text((MARGIN + 12, yy), ln, fs)
            yy += line_h(fs)
        y += h
    y += 10
    specials = ", ".join(say("pb-img-special", name=_token_name(say, k), n=n) for k, n in v.special_tokens.items())
    fb = font(F_BODY)
    reserve = say("pb-img-reserve", reserve=v.reserve, specials=specials or say("pb-img-none"),
                  counter=v.counter_pile or 0)
    for ln in wrap(reserve, fb, w):
        c.need(y + line_h(fb) + MARGIN)
        c.text((MARGIN, y), ln, fb, fill=WHITE)
        y += line_h(fb)
    return y


def footer(c: Canvas, v: PBView, y: int) -> int:
    y += GAP
    fs = font(F_SMALL)
    lines = []
    if c.placeholder_seen:
        lines.extend(wrap(c.say("pb-img-placeholder-legend"), fs, WIDTH - 2 * MARGIN - 60, 2))
    if v.data_note:
        lines.extend(wrap(c.say.note(v.data_note).replace("`", ""), fs, WIDTH - 2 * MARGIN - 60, 3))
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


def draw_canvas(view: PBView, lang: str = DEFAULT) -> Canvas:
    """The card table on a :class:`Canvas` that knows every text it drew (and which are key numbers), its words in
    ``lang`` (a language code of :data:`i18n.LANGUAGES`)."""
    c = Canvas(say=Words(lang))
    names = names_of(view)
    y = header(c, view, 0)
    y = objectives(c, view, y, names)
    y = fronts(c, view, y)
    y = sides(c, view, y, names)
    y = footer(c, view, y)
    c.need(y + MARGIN)
    c.img = c.img.crop((0, 0, WIDTH, y + MARGIN))
    return c


def draw_image(view: PBView, lang: str = DEFAULT) -> Image.Image:
    return draw_canvas(view, lang).img


def render(view: PBView, lang: str = DEFAULT) -> bytes:
    """PNG bytes of the public card table, its words in ``lang`` (deterministic: the same view gives the same
    bytes)."""
    return common.encode_png(draw_image(view, lang))
