"""The two images of an Overlord game that a phone can read: the channel's and each Team's.

The full table image (:func:`~.draw.render`) puts a Raid's three boards side by side and every Unit's panel
under them: 1600 px wide, so a phone shows its numbers 2 to 4 px high. These two are 1000 px wide and draw
each board across the whole width, one under the other, in larger type (:data:`~.sector_layout.LARGE`):

- :func:`render_channel` (for the game's channel): each Team's position in large type (where its Units are,
  their Soldiers, Courage and Stars, who must act), then every board of the Raid. No Unit panels.
- :func:`render_team` (for a Team's thread): that Team's own Column, then its Units' panels, one a row.

A lateral move to a Sector on another board is a ``⇄ B-1`` pill in the Sector. Each comes with its alt text
(:func:`channel_alt_text`, :func:`team_alt_text`). Every label is recorded as on the full image, so the same
layout test and legibility figure apply (:func:`draw_channel`, :func:`draw_team` return the canvas).
"""

from __future__ import annotations

from PIL import Image

from i18n import DEFAULT
from i18n.dice import title_words
from renderer.common import FastDraw, encode_png, font, pill_size, text_width
from renderer.dday_dice import dice as D
from renderer.dday_dice.alt import MAX_ALT, _head, _unit
from renderer.dday_dice.battle_map import (
    COLUMN_WORDS,
    MapPlan,
    board_of,
    boards,
    draw_map,
    legend,
    plan_map,
    token_label,
    unit_colour,
)
from renderer.dday_dice.canvas import Canvas, line_h, wrap
from renderer.dday_dice.draw import BG, MARGIN, RED, header, header_height, text_bound
from renderer.dday_dice.parts import (
    MAX_HEIGHT,
    draw_note,
    group_name,
    legend_height,
    note_height,
    numbered,
    piece_note,
    piece_of,
    split_plan,
    unit_groups,
)
from renderer.dday_dice.sector_layout import LARGE
from renderer.dday_dice.unit_panel import LARGE_PANEL, draw_panels, panels_height
from renderer.dday_dice.words import say, speaking
from rules.dday_dice.view import DDView, SectorView, UnitView

WIDTH = 1000
"""Shown 400 px wide on a phone, text 20 px high in the image reads 8 px high."""
INNER = WIDTH - 2 * MARGIN
SUMMARY = 30
"""The Team summaries' type size."""


def teams(v: DDView) -> list[tuple[str, list[UnitView]]]:
    """The Teams of the view in Column order, each with its Units (``"Team Able"``, as the Units are named)."""
    out: dict[str, list[UnitView]] = {}
    for u in sorted(v.units, key=lambda x: x.seat):
        out.setdefault(team_of(u), []).append(u)
    return list(out.items())


def team_of(u: UnitView) -> str:
    """A Unit's Team (``"Team Able"``); a Unit outside a Team is its own."""
    return u.name.split(",", 1)[0] if u.name.startswith("Team ") and "," in u.name else u.name


def _units_of(v: DDView, team: str) -> list[UnitView]:
    found = dict(teams(v)).get(team)
    if not found:
        raise ValueError(f"no {team!r} in this game: its Teams are {', '.join(t for t, _ in teams(v))}")
    return found


def team_boards(v: DDView, team: str) -> list[tuple[str, list[SectorView]]]:
    """The boards a Team's image shows: its own Column's, or every board when the game has one Team."""
    units = _units_of(v, team)
    all_boards = boards(v)
    if len(teams(v)) < 2:
        return all_boards
    letters = {token_label(u.seat)[0] for u in units}
    own = [b for b in all_boards if b[0] in letters]
    return own or all_boards


def waiting_by_team(v: DDView) -> str:
    """``Waiting for: Team Able (A1, A3); Team Charlie (C2)``."""
    parts = []
    for team, units in teams(v):
        marks = [token_label(u.seat) for u in units if u.seat in v.waiting_for]
        if marks:
            parts.append(f"{team_words(team)} ({', '.join(marks)})")
    if "german" in v.waiting_for:
        parts.append(say()("dice-img-german-player"))
    return say()("dice-img-waiting-for", who="; ".join(parts))


def team_words(team: str) -> str:
    """A Team's name (``"Team Able"``, as the Units are named) in the image's words."""
    w = say()
    name = team.removeprefix("Team ").lower()
    return team if w.english or team == name else w.known(f"dice-img-team-{name}", team)


def _short_place(u: UnitView) -> str:
    """``Sector 4`` for a Unit in its own Column, ``Able Sector 1`` for one that went into another Column."""
    words = u.sector_label.split(" ", 1)
    own = board_of(u.sector) == token_label(u.seat)[:1]
    return say().sector(words[1] if own and len(words) == 2 and words[0] in COLUMN_WORDS.values()
                        else u.sector_label)


def position_line(units: list[UnitView]) -> str:
    """``A1, A3 in Able Sector 1 · A2 in Able Sector 2`` (Units out of the Raid named with their state)."""
    w = say()
    if not w.english:
        said: dict[tuple[str, str], list[str]] = {}
        for u in units:
            at = ("in", w.sector(u.sector_label)) if u.status in ("active", "conquered") else ("out", u.status)
            said.setdefault(at, []).append(token_label(u.seat))
        return " · ".join(w("dice-img-position", marks=", ".join(m), where=p[0], place=p[1]) for p, m in said.items())
    places: dict[str, list[str]] = {}
    for u in units:
        where = u.sector_label if u.status in ("active", "conquered") else {
            "eliminated": "eliminated", "safe": "in safety", "down": "fallen"}.get(u.status, u.status)
        places.setdefault(where, []).append(token_label(u.seat))
    return " · ".join(f"{', '.join(m)} {'in ' if p[0].isupper() else ''}{p}" for p, m in places.items())


STATUS_TAG = {"conquered": "BUNKER TAKEN", "eliminated": "ELIMINATED", "safe": "SAFE", "down": "FALLEN"}


def _status(u: UnitView) -> str:
    w = say()
    if u.status == "active":
        return w("dice-img-to-act") if u.waiting else (w("dice-img-done") if u.done else "")
    if w.english:
        return STATUS_TAG.get(u.status, u.status.upper())
    return w.known(f"dice-img-tag-{u.status}", u.status)


def _summary_height(v: DDView) -> int:
    f = font(SUMMARY - 2, True)
    h = 0
    for _, units in teams(v):
        h += 50 + len(wrap(position_line(units), f, INNER - 24)) * line_h(f) + 8 + len(units) * (SUMMARY + 22) + 18
    return h


def draw_summary(c: Canvas, v: DDView, y: int) -> int:
    """Each Team's position in large type: where its Units are, then one row a Unit with its numbers."""
    fb = font(SUMMARY, True)
    fl = font(SUMMARY - 2, True)
    for team, units in teams(v):
        col = unit_colour(units[0].seat)
        c.d.rounded_rectangle((MARGIN, y, MARGIN + INNER, y + 44), radius=10, fill=col)
        c.label((MARGIN + 14, y + 22), team_words(team), fb, fill=(255, 255, 255), anchor="lm", kind="team")
        y += 50
        for ln in wrap(position_line(units), fl, INNER - 24):
            c.label((MARGIN + 12, y), ln, fl, kind="summary", key=True)
            y += line_h(fl)
        y += 8
        for u in units:
            x = MARGIN + 12
            mark = token_label(u.seat)
            tw, th = pill_size(mark, fb, 8, 3)
            c.d.rounded_rectangle((x, y, x + tw, y + th), radius=5, fill=col)
            c.label((x + tw / 2, y + th / 2), mark, fb, fill=(255, 255, 255), anchor="mm", kind="summary", key=True,
                    box=(x, y, x + tw + 1, y + th + 1))
            x += tw + 14
            c.label((x, y + th / 2), _short_place(u), fl, anchor="lm", kind="summary", key=True)
            x += text_width(_short_place(u), fl) + 20
            for kind, val in (("soldiers", u.soldiers), ("courage", u.courage), ("stars", u.stars)):
                r = th * 0.36
                cx, cy = x + r + 2, y + th / 2
                if kind == "soldiers":
                    D._soldier(c.d, cx, cy, r, (60, 60, 60), (236, 232, 216))
                elif kind == "courage":
                    D._heart(c.d, cx, cy, r * 0.95, (200, 50, 50))
                else:
                    D._star(c.d, cx, cy, r * 1.1, (200, 150, 10))
                x += int(2 * r + 10)
                c.label((x, y + th / 2), str(val), fb, anchor="lm", kind="summary", key=True)
                x += text_width(str(val), fb) + 22
            tag = _status(u)
            if tag:
                tf = font(SUMMARY - 6, True)
                pw = text_width(tag, tf) + 16
                bg = (20, 80, 150) if u.status == "active" and u.waiting else RED if u.status in ("eliminated", "down") \
                    else (120, 120, 120)
                c.pill((MARGIN + INNER - pw - 12, y + 4), tag, tf, bg, (255, 255, 255), pad_x=8, pad_y=3, kind="status")
            y += SUMMARY + 22
        y += 18
    return y


def _board_title(c: Canvas, letter: str, y: int) -> int:
    name = say()("dice-img-column", team=letter.lower()) if letter else say()("dice-img-battle-map")
    c.d.rectangle((MARGIN, y, MARGIN + INNER, y + 4), fill=(70, 60, 40))
    c.text((MARGIN, y + 10), name, 30, True)
    return y + 10 + 44


def _canvas(v: DDView, height: int) -> Canvas:
    img = Image.new("RGB", (WIDTH, height), BG)
    return Canvas(img, FastDraw(img))


Piece = tuple[str, MapPlan, int, int]
"""One board's letter, a piece of its map (the whole of it when it fits), the piece's number and how many."""


def _pieces(v: DDView, shown: list[tuple[str, list[SectorView]]], fixed: int | None = None) -> list[Piece]:
    """The maps of ``shown`` boards, each cut between rows where an image of ``fixed`` px of heading, title and
    legend would be taller than :data:`~.parts.MAX_HEIGHT` (None: never cut)."""
    out: list[Piece] = []
    for letter, sectors in shown:
        plan = plan_map(v, sectors, MARGIN, INNER, LARGE)
        cut = [plan] if fixed is None else split_plan(plan, MAX_HEIGHT - fixed - note_height(
            piece_note(sectors, 0, 2)))
        out += [(letter, piece, i, len(cut)) for i, piece in enumerate(cut)]
    return out


def _maps_height(pieces: list[Piece]) -> int:
    return sum(60 + plan.height + 30 + (120 if n > 1 else 0) for _, plan, _, n in pieces) + 200


def _draw_boards(c: Canvas, v: DDView, pieces: list[Piece], y: int) -> int:
    for letter, plan, i, n in pieces:
        y = _board_title(c, letter, y)
        if n > 1:
            y = draw_note(c, piece_note(plan.sectors, i, n), MARGIN, y)
        y = draw_map(c, v, plan, y, LARGE) + 24
    return legend(c, v, MARGIN, y, INNER, 22) + 16


SUMMARY_PART = "summary"
UNITS_PART = "units"
MAP_PART = "map"


def _board_fixed(v: DDView) -> int:
    """The height of a channel's board image besides its map: the heading, the board's title, the legend."""
    return MARGIN + header_height(_quiet(v), WIDTH) + 54 + 24 + legend_height(v) + 16 + MARGIN


def _as_english(v: DDView, english: list[Piece]) -> list[Piece]:
    """The image's own plans of the pieces the English image cuts (a part's name and what it shows are the same in
    every language)."""
    plans: dict[str, MapPlan] = {}
    out = []
    for letter, plan, i, n in english:
        if letter not in plans:
            plans[letter] = plan_map(v, dict(boards(v))[letter], MARGIN, INNER, LARGE)
        out.append((letter, piece_of(plans[letter], [s.id for s in plan.sectors]) if n > 1 else plans[letter], i, n))
    return out


def _board_pieces(v: DDView) -> dict[str, tuple[str, Piece]]:
    """The channel's board parts by name (``"B"``, ``"B-2"`` for the second piece of a cut board)."""
    if not say().english:
        with speaking(DEFAULT):
            english = _board_pieces(v)
        return {name: (letter, _as_english(v, [piece])[0]) for name, (letter, piece) in english.items()}
    out = {}
    for letter, sectors in boards(v):
        for piece in _pieces(v, [(letter, sectors)], _board_fixed(v)):
            out[numbered(letter or MAP_PART, piece[2])] = (letter, piece)
    return out


def channel_parts(v: DDView) -> list[str]:
    """The parts the channel image may be posted in, one image each: ``"summary"`` (who must act, each Team's
    position), then each board by its Column letter (``"A"``, ``"B"``, ``"C"``; a board too tall for one image
    in pieces, ``"B"`` and ``"B-2"``)."""
    return [SUMMARY_PART, *_board_pieces(v)]


def _quiet(v: DDView) -> DDView:
    return v.model_copy(update={"waiting_for": []})


def draw_channel(v: DDView, part: str | None = None, lang: str | None = None) -> Canvas:
    """The channel image (or one of its :func:`channel_parts`) on a :class:`Canvas` that knows where each label
    went, its words in ``lang``."""
    with speaking(lang):
        return _draw_channel(v, part)


def _draw_channel(v: DDView, part: str | None) -> Canvas:
    if part is not None and part not in channel_parts(v):
        raise ValueError(f"no part {part!r} in this channel image: one of {', '.join(channel_parts(v))}")
    summary = part in (None, SUMMARY_PART)
    pieces = [] if part == SUMMARY_PART else _pieces(v, boards(v)) if part is None else [_board_pieces(v)[part][1]]
    c = _canvas(v, text_bound(v, WIDTH) + (_summary_height(v) if summary else 0) + _maps_height(pieces))
    if summary:
        y = header(c, v, MARGIN, WIDTH, waiting_by_team(v))
        y = draw_summary(c, v, y + 6)
    else:
        y = header(c, _quiet(v), MARGIN, WIDTH)
    if pieces:
        y = _draw_boards(c, v, pieces, y)
    c.img = c.img.crop((0, 0, WIDTH, min(y + MARGIN, c.img.height)))
    return c


def _team_fixed(v: DDView, units: list[UnitView]) -> int:
    """The height of a Team's image besides its maps or panels: the heading and the Team's line."""
    mine = _own_wait(v, units)
    return MARGIN + header_height(mine, WIDTH, waiting_by_team(mine)) + 50 + MARGIN


def _team_map_pieces(v: DDView, team: str) -> list[Piece]:
    if not say().english:
        with speaking(DEFAULT):
            english = _team_map_pieces(v, team)
        return _as_english(v, english)
    units = _units_of(v, team)
    return _pieces(v, team_boards(v, team), _team_fixed(v, units) + 54 + 24 + legend_height(v) + 16)


def _team_groups(v: DDView, team: str) -> list[list[UnitView]]:
    if not say().english:
        with speaking(DEFAULT):
            return _team_groups(v, team)
    units = _units_of(v, team)
    return unit_groups(units, _team_fixed(v, units))


def team_parts(v: DDView, team: str) -> list[str]:
    """A Team's image in parts: its Column (``"map"``; in pieces ``"map"``, ``"map-2"`` when too tall), then its
    Units' panels (``"units"``; ``"units-a1-a2"``, ``"units-a3-a4"`` when they do not fit in one)."""
    groups = _team_groups(v, team)
    return ([numbered(MAP_PART, i) for i in range(len(_team_map_pieces(v, team)))]
            + [group_name(groups, i) for i in range(len(groups))])


def draw_team(v: DDView, team: str, part: str | None = None, lang: str | None = None) -> Canvas:
    """A Team's image (or one of its :func:`team_parts`: its Column, ``"map"``, or its Units' panels, ``"units"``)
    on a :class:`Canvas` that knows where each label went, its words in ``lang``."""
    with speaking(lang):
        return _draw_team(v, team, part)


def _draw_team(v: DDView, team: str, part: str | None) -> Canvas:
    units = _units_of(v, team)
    names = team_parts(v, team)
    if part is not None and part not in names:
        raise ValueError(f"no part {part!r} in a Team image: one of {', '.join(names)}")
    gap = 20
    if part is None:
        pieces, shown = _pieces(v, team_boards(v, team)), units
    elif part.startswith(MAP_PART):
        pieces, shown = [_team_map_pieces(v, team)[names.index(part)]], []
    else:
        groups = _team_groups(v, team)
        pieces, shown = [], groups[[group_name(groups, i) for i in range(len(groups))].index(part)]
    c = _canvas(v, text_bound(v, WIDTH) + 60 + _maps_height(pieces)
                + (panels_height(shown, 1, INNER, gap, LARGE_PANEL) if shown else 0))
    mine = _own_wait(v, units)
    y = header(c, mine, MARGIN, WIDTH, waiting_by_team(mine))
    what = "both" if part is None else "column" if pieces else "units"
    c.text((MARGIN, y), say()("dice-img-team-shows", team=team_words(team), what=what), 30, True,
           fill=unit_colour(units[0].seat))
    y += 50
    if pieces:
        y = _draw_boards(c, v, pieces, y)
    if shown:
        y = draw_panels(c, v, shown, MARGIN, y, 1, INNER, gap, LARGE_PANEL)
    c.img = c.img.crop((0, 0, WIDTH, min(y + MARGIN, c.img.height)))
    return c


def _own_wait(v: DDView, units: list[UnitView]) -> DDView:
    """The view with only these Units in its waiting list (a Team's image says who of the Team must act)."""
    return v.model_copy(update={"waiting_for": [s for s in v.waiting_for if s in {u.seat for u in units}]})


def render_channel(view: DDView, lang: str | None = None) -> bytes:
    """PNG bytes of the Overlord channel image: every Team's position in large type and every board of the Raid,
    1000 px wide, without the Unit panels."""
    return encode_png(draw_channel(view, None, lang).img)


def render_team(view: DDView, team: str, lang: str | None = None) -> bytes:
    """PNG bytes of one Team's image (``team`` as the Units are named: ``"Team Able"``): its Column of the map
    and its Units' panels, 1000 px wide."""
    return encode_png(draw_team(view, team, None, lang).img)


def render_channel_images(view: DDView, lang: str | None = None) -> list[tuple[bytes, str]]:
    """The channel image in parts, each ``(PNG bytes, alt text)``: the Teams' summary, then one image per board.
    Each part is short enough that a phone opening it fits it by its width, so its numbers keep their size
    (one tall image would be shrunk to fit the screen's height)."""
    return [(encode_png(draw_channel(view, part, lang).img), part_alt_text(view, part, lang))
            for part in channel_parts(view)]


def render_team_images(view: DDView, team: str, lang: str | None = None) -> list[tuple[bytes, str]]:
    """A Team's image in parts (:func:`team_parts`), each ``(PNG bytes, alt text)``: its Column, then its Units'
    panels."""
    return [(encode_png(draw_team(view, team, part, lang).img), team_alt_text(view, team, part, lang))
            for part in team_parts(view, team)]


def _clip(text: str) -> str:
    return text if len(text) <= MAX_ALT else text[: MAX_ALT - 1] + "…"


def _alt_head(view: DDView) -> str:
    """The Raid and the phase, and who must act by Team (``Waiting for: Team Able (A1, A3)``)."""
    return _head(view.model_copy(update={"waiting_for": []}), say()) + (
        f" {waiting_by_team(view)}." if view.waiting_for and not view.outcome else "")


def channel_alt_text(view: DDView, lang: str | None = None) -> str:
    """The channel image's alt text: the Raid, the phase, who must act, each Team's position."""
    with speaking(lang) as w:
        parts = [_alt_head(view)]
        for team, units in teams(view):
            nums = "; ".join(w("dice-img-alt-numbers", mark=token_label(u.seat), soldiers=u.soldiers,
                               courage=u.courage, stars=u.stars) for u in units)
            parts.append(f"{team_words(team)}: {position_line(units)}; {nums}.")
        return _clip(" ".join(parts))


def board_alt_text(view: DDView, letter: str, sectors: list[SectorView], lang: str | None = None) -> str:
    """One board's alt text: each Sector's DEF and Advance cost, and the Units in it."""
    with speaking(lang) as w:
        name = w("dice-img-column", team=letter.lower()) if letter else w("dice-img-the-battle-map")
        marks = {u.seat: token_label(u.seat) for u in view.units}
        parts = []
        for s in sorted(sectors, key=lambda x: (x.bunker, x.number or 0)):
            here = [marks[x] for x in s.units if x in marks]
            parts.append(w("dice-img-map-sector", sector=w.sector(s.label.split(" ", 1)[-1] if letter else s.label),
                           defence="/".join(map(str, s.defence)) or "–", advance=s.advance or 0,
                           here=", ".join(here) or "none"))
        return f"{name}: " + "; ".join(parts) + "."


def _piece_alt(view: DDView, piece: Piece) -> str:
    letter, plan, i, n = piece
    told = board_alt_text(view, letter, plan.sectors)
    return told if n == 1 else say()("dice-img-alt-piece", told=told[:-1], part=i + 1, parts=n)


def part_alt_text(view: DDView, part: str, lang: str | None = None) -> str:
    """The alt text of one of :func:`channel_parts`."""
    with speaking(lang) as w:
        if part == SUMMARY_PART:
            return channel_alt_text(view)
        found = _board_pieces(view).get(part)
        if found is None:
            raise ValueError(f"no part {part!r} in this channel image")
        return _clip(f"{title_words(w.title(view), w.lang)}. " + _piece_alt(view, found[1]))


def team_alt_text(view: DDView, team: str, part: str | None = None, lang: str | None = None) -> str:
    """A Team image's alt text: the Raid, the phase, each of the Team's Units in full (a ``"units"`` part) and
    its Column (a ``"map"`` part), or both (the Units first: the text is cut at 1024 characters)."""
    with speaking(lang) as w:
        units = _units_of(view, team)
        out = [_alt_head(_own_wait(view, units))]
        if part is None:
            out += [_unit(u, True, w) for u in units]
            out += [board_alt_text(view, letter, sectors) for letter, sectors in team_boards(view, team)]
            return _clip(" ".join(out))
        names = team_parts(view, team)
        if part not in names:
            raise ValueError(f"no part {part!r} in a Team image: one of {', '.join(names)}")
        if part.startswith(MAP_PART):
            out.append(_piece_alt(view, _team_map_pieces(view, team)[names.index(part)]))
        else:
            groups = _team_groups(view, team)
            out += [_unit(u, True, w) for u in groups[[group_name(groups, i) for i in range(len(groups))].index(part)]]
        return _clip(" ".join(out))
