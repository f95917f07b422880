"""D-Day Dice images at a Korean table (issue #48): every kind (the whole table, a one-board game's parts, Overlord's
channel, Team and whole-Raid images, the dice tray, the web viewer's parts) draws Korean words, no English word but
the printed names and the notation, and no character as a missing-glyph box or as nothing; the parts are the same
parts in both languages, and their alt texts are Korean too."""

from __future__ import annotations

import json
import random
import re
from functools import cache
from pathlib import Path

import pytest
from PIL import ImageFont

import i18n.dice
from renderer import common
from renderer import dday_dice as dd
from renderer.dday_dice import overlord, parts, web
from renderer.dday_dice.words import Words, speaking
from renderer.dday_dice_part import alt_text as part_alt
from renderer.dday_dice_part import channel_views, picture, team_views, web_views
from renderer.dday_dice_tray import TrayView
from renderer.dday_dice_tray import alt_text as tray_alt
from renderer.dday_dice_tray import render as render_tray
from rules.dday_dice.engine import ENGINE as E
from tests.typed import apply_text

HANGUL = re.compile("[\uac00-\ud7a3]")
WORD = re.compile(r"(?<![0-9A-Za-zÀ-ÖØ-öø-ÿ])[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ'.-]*")
DATA = Path(__file__).resolve().parents[2] / "rules" / "dday_dice" / "data"


def _names(node) -> set[str]:
    """Every printed name of a data file (its ``name`` fields)."""
    if isinstance(node, dict):
        own = {node["name"]} if isinstance(node.get("name"), str) else set()
        return own.union(*(_names(v) for v in node.values()))
    if isinstance(node, list):
        return set().union(*(_names(v) for v in node))
    return set()


PRINTED = {w.strip(".'-") for path in DATA.rglob("*.json") for name in _names(json.loads(path.read_text("utf-8")))
           for w in WORD.findall(name)}
"""The words of the printed names (Sectors' labels, Specialists, Items, cards, maps, Raids...)."""
ALLOWED = PRINTED | {
    "D-Day", "Dice", "Overlord", "Atlantikwall",  # the game's and its expansions' titles
    "Sector", "Raid", "Able", "Baker", "Charlie",  # a Sector's printed label, a Raid's
    "d", "IP", "A", "B", "C", "N",  # notation: a die's number ("d3"), Item Points, a Unit Marker ("A2"), a map's ("N-01")
    "DDAY", "DICE", "DATA", "README",  # the data note names the setting (DDAY_DICE_DATA) and the file
}


def english(text: str) -> list[str]:
    """The Latin words of ``text`` that are neither printed names nor notation."""
    return [w for w in WORD.findall(text) if w.strip(".'-") not in ALLOWED]


def played(opts: dict[str, str], seed: int, moves: int):
    """The public view after ``moves`` random moves of a seeded game."""
    state, _ = E.initial_state(E.seats_for(opts), opts, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        prompts = E.prompts(state)
        if E.outcome(state) is not None or not prompts:
            break
        prompt = rng.choice(prompts)
        offered = [c.value for c in E.options(state, prompt.seat, "")]
        text = "retreat none" if "retreat none" in offered and rng.random() < 0.3 else (
            rng.choice(offered) if offered else prompt.default)
        state = apply_text(E, state, prompt.seat, text).state
    return E.view(state, None)


CASES = {
    "atlantikwall": ({"players": "2", "german": "player", "battle_conditions": "on"}, 33, 30),
    "coop": ({"players": "3", "map": "omaha-beach"}, 32, 60),
    "overlord": ({"players": "4", "campaign": "a"}, 35, 60),
    "overlord-solo": ({"players": "1", "campaign": "b", "solo": "on"}, 36, 50),
}


@cache
def view(case: str):
    return played(*CASES[case])


class Drawn:
    """Every text drawn (with its font) while it records: what a player reads on the image."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.texts: list[tuple[str, ImageFont.FreeTypeFont]] = []
        original = common.FastDraw.text

        def text(draw, xy, text, fill=None, font=None, anchor=None, *args, **kwargs):
            if isinstance(text, str) and isinstance(font, ImageFont.FreeTypeFont):
                self.texts.append((text, font))
            return original(draw, xy, text, fill, font, anchor, *args, **kwargs)

        monkeypatch.setattr(common.FastDraw, "text", text)

    def check(self) -> None:
        """Korean words drawn, no English word outside the printed names, every character drawn in a font that has
        it (a Korean run in NanumSquare, a printed name's "ü" or a bullet in DejaVu)."""
        words = " ".join(t for t, _ in self.texts)
        assert HANGUL.search(words)
        found = sorted({w for t, _ in self.texts for w in english(t)})
        assert not found, found
        for text, fnt in self.texts:
            for line in text.split("\n"):
                for run, f in common.text_runs(line, fnt):
                    size, bold = int(f.size), "Bold" in (f.font.style or "")
                    if f.font.family == "NanumSquare":
                        bad = [ch for ch in run if not common.hangul_has(ch, size, bold)]
                    else:
                        box = f.getmask("\ue000")
                        bad = [ch for ch in run if not ch.isspace() and (common.has_hangul(ch) or (
                            f.getmask(ch).size, bytes(f.getmask(ch))) == (box.size, bytes(box)))]
                    assert not bad, (line, bad)


def alt_is_korean(text: str) -> None:
    assert HANGUL.search(text) and len(text) <= 1024, text
    assert not english(text), (english(text), text)


SLOW = pytest.mark.slow  # some 2 s: a game played on, every part of it drawn


@pytest.mark.parametrize("case", ["coop", pytest.param("atlantikwall", marks=SLOW)])
def test_a_one_board_games_table_parts_and_tray_in_korean(case: str, monkeypatch: pytest.MonkeyPatch) -> None:
    v = view(case)
    drawn = Drawn(monkeypatch)
    dd.render(v, lang="ko")
    for part in channel_views(v, in_teams=False):
        image = picture(part, "ko")
        assert image.height <= parts.MAX_HEIGHT
        alt_is_korean(part_alt(part, "ko"))
    u = v.units[0]
    for action in ("lock", "reroll"):
        tray = TrayView(table=v, seat=u.seat, selected=(1, 2), action=action)
        assert render_tray(tray, "ko")[:4] == b"\x89PNG"
        alt_is_korean(tray_alt(tray, "ko"))
    drawn.check()
    if case == "atlantikwall":  # the German player's panel and a Battle Condition were drawn
        assert any("독일 플레이어 (벙커 안)" in t for t, _ in drawn.texts)
        assert any(t.startswith("전투 조건: ") for t, _ in drawn.texts)


def test_an_overlord_channel_summary_board_and_team_panels_in_korean(monkeypatch: pytest.MonkeyPatch) -> None:
    """The cheap one of the test below: the Teams' summary, one board and one Team's panels."""
    v = view("overlord")
    drawn = Drawn(monkeypatch)
    team = dd.teams(v)[0][0]
    shown = channel_views(v, in_teams=True)[:2] + [p for p in team_views(v, team) if p.part.startswith("units")][:1]
    assert [p.part for p in shown][:1] == ["summary"] and len(shown) == 3
    for part in shown:
        picture(part, "ko")
        alt_is_korean(part_alt(part, "ko"))
    drawn.check()


@SLOW
@pytest.mark.parametrize("case", ["overlord", "overlord-solo"])
def test_overlords_channel_team_and_raid_images_in_korean(case: str, monkeypatch: pytest.MonkeyPatch) -> None:
    v = view(case)
    drawn = Drawn(monkeypatch)
    dd.render(v, lang="ko")  # the whole Raid
    shown = channel_views(v, in_teams=case == "overlord")
    for team, _ in dd.teams(v):
        shown += team_views(v, team)
    for part in shown:
        assert picture(part, "ko").height <= parts.MAX_HEIGHT
        alt_is_korean(part_alt(part, "ko"))
    drawn.check()
    texts = [t for t, _ in drawn.texts]
    assert any(t.startswith("D-Day Dice · Raid ") and HANGUL.search(t) for t in texts)  # the Raid's name glossed
    assert any(re.fullmatch("(에이블|베이커|찰리) 팀", t) for t in texts)


@pytest.mark.parametrize("case", ["atlantikwall", "overlord"])
def test_the_web_viewers_parts_in_korean(case: str, monkeypatch: pytest.MonkeyPatch) -> None:
    v = view(case)
    drawn = Drawn(monkeypatch)
    for part in web_views(v):
        web.draw(part.table, part.part, "ko")
        alt_is_korean(part_alt(part, "ko"))
    drawn.check()


def shown(v, lang: str) -> dict[str, list[list[str]]]:
    """What each part shows, drawn in ``lang``: the Sectors of each piece of a map, the Units of each group of
    panels (a one-board table's, each Team's)."""
    with speaking(lang):
        out = {"map": [[s.id for s in plan.sectors] for plan in parts.map_plans(v)],
               "units": [[u.seat for u in group] for group in parts._groups(v)]}
        if len(dd.teams(v)) > 1 or v.map.id.startswith("raid-"):
            out["boards"] = [[name, *(s.id for s in piece[1][1].sectors)]
                             for name, piece in overlord._board_pieces(v).items()]
            for team, _ in dd.teams(v):
                out[team] = [[s.id for s in piece[1].sectors] for piece in overlord._team_map_pieces(v, team)]
                out[team + " units"] = [[u.seat for u in group] for group in overlord._team_groups(v, team)]
    return out


@pytest.mark.parametrize("case", list(CASES))
def test_a_korean_part_shows_what_the_english_part_of_its_name_shows(case: str) -> None:
    """The service lists a table's parts without a language (their names are the English image's): drawn in Korean,
    a part shows the same Sectors and Units, cut between the same rows, and every listed part can be drawn."""
    v = view(case)
    assert shown(v, "ko") == shown(v, "en")
    if case == "overlord-solo":  # a Team's Column in pieces: the cut is checked too
        assert any(len(pieces) > 1 for name, pieces in shown(v, "en").items() if name.startswith("Team "))
    listed = channel_views(v, case == "overlord")
    for part in listed[:3]:
        ko, en = picture(part, "ko"), picture(part, "en")
        assert ko.width == en.width and ko.tobytes() != en.tobytes()


def test_a_printed_name_keeps_its_print_and_gains_its_gloss() -> None:
    assert i18n.dice.glossed("specialist", "medic", "Medic", "ko") == "Medic(위생병)"
    assert i18n.dice.glossed("specialist", "medic", "Medic", "en") == "Medic"
    assert i18n.dice.glossed("award", "commendation-1", "High Command Commendation 1", "ko") == \
        "High Command Commendation 1(최고 사령부 표창 1)"
    assert i18n.dice.glossed("battle", "condition-20", "Battle Condition 20 (placeholder)", "ko") == "전투 조건 20(임시)"
    assert i18n.dice.glossed("item", "no-such-item", "Widget", "ko") == "Widget"  # no gloss: as printed


def test_every_printed_name_has_a_korean_gloss() -> None:
    from rules.dday_dice.battle_conditions import cards
    from rules.dday_dice.german_records import german_data
    from rules.dday_dice.overrides import builtin_data

    d, g = builtin_data(), german_data()
    kinds = {"specialist": d.specialists, "item": d.items, "vehicle": d.vehicles, "medal": d.medals,
             "german-specialist": g.specialists, "german-item": g.items, "award": g.awards, "battle": cards(),
             "map": d.maps}
    missing = [f"{kind}-{k}" for kind, found in kinds.items() for k, r in found.items()
               if i18n.dice.glossed(kind, k, r.name, "ko") == r.name]
    assert not missing, missing


def test_a_sectors_notes_are_said_by_kind() -> None:
    say = Words("ko")
    assert say.note("Needs Scout") == "필요: Scout"
    assert say.note("+2 Courage a turn") == "매 턴 용기 +2"
    assert say.note("Skull token x2 (red, white)") == "해골 토큰 ×2 (빨강, 하양)"
    assert say.note("Tiger (star), heading down") == "티거(별), 아래로 이동 중"
    assert Words("en").note("Needs Scout") == "Needs Scout"


@pytest.mark.parametrize("case", ["coop", "overlord"])
def test_korean_labels_keep_apart_and_the_measured_heading_is_the_drawn_one(case: str) -> None:
    """The layout test's checks (``dday_dice_layouts.problems``: no label overlaps another, leaves its Sector or is
    covered) hold for the Korean words, measured in the font they are drawn in; so do the heading's and footer's
    heights measured before drawing."""
    from PIL import Image

    from renderer.common import FastDraw
    from renderer.dday_dice.canvas import Canvas
    from renderer.dday_dice.draw import MARGIN, footer, footer_height, header, header_height
    from tests.renderer.dday_dice_layouts import problems

    v = view(case)
    if case == "overlord":
        team = dd.teams(v)[0][0]
        canvases = [overlord.draw_channel(v, part, "ko") for part in overlord.channel_parts(v)[:2]]
        canvases += [overlord.draw_team(v, team, part, "ko") for part in overlord.team_parts(v, team)]
    else:
        canvases = [parts.draw_part(v, part, "ko") for part in parts.table_parts(v)]
    for c in canvases:
        assert problems(c) == [] and c.img.height <= parts.MAX_HEIGHT
    with speaking("ko"):
        img = Image.new("RGB", (1000, 3000))
        c = Canvas(img, FastDraw(img))
        assert header(c, v, MARGIN, 1000) - MARGIN == header_height(v, 1000)
        assert footer(c, v, 0, 1000) == footer_height(v, 1000)


def test_a_long_glossed_title_fits_the_image(monkeypatch: pytest.MonkeyPatch) -> None:
    """Raid B-2's name and its gloss are wider than the 1000 px image at the title's size: drawn smaller, whole."""
    v = played({"blitzkrieg": "b2", "players": "4"}, 7, 0)
    drawn = Drawn(monkeypatch)
    overlord.draw_channel(v, "summary", "ko")
    title = next((t, f) for t, f in drawn.texts if t.startswith("D-Day Dice · Raid B-2"))
    assert "눈먼" in title[0] and common.text_width(*title) <= 1000 - 2 * 28
