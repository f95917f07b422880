"""The A&A D-Day board and its alt text in Korean (issue #28): words from the catalogue, Hangul drawn in a font
that has it (no boxes), the layout still readable at phone size, and English unchanged."""

from __future__ import annotations

import io
import re
from importlib import resources

import aa_dday_views as views
import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fast
from PIL import Image, ImageFont

import renderer
from i18n import LOCALES, t
from renderer import aa_dday, common, legibility
from renderer.aa_dday import draw, pieces
from renderer.aa_dday.words import Words
from rules.aa_dday.common import CITY_NAMES, MAX_TURNS, TACTICS_NAMES
from rules.aa_dday.fortune import RESULTS

HANGUL = re.compile(r"[\uac00-\ud7a3]")
ENGLISH_WORDS = ("Airfield", "Destroyed", "Turn", "Phase", "Waiting", "Reinforcement", "Close-up", "ready",
                 "next:", "Order card", "casualties", "Contested", "Victory")
"""Words of the English image that must not be left on a Korean one."""


def _tofu(fnt: ImageFont.FreeTypeFont, ch: str) -> bool:
    """True when ``fnt`` has no glyph for ``ch`` (it would draw the .notdef box)."""
    missing = fnt.getmask("\ue000")
    mask = fnt.getmask(ch)
    return (mask.size, bytes(mask)) == (missing.size, bytes(missing))


def _korean_messages() -> dict[str, str]:
    """Every aa-img message of the Korean catalogue, formatted with placeholder arguments."""
    parser = FluentParser()
    res = parser.parse((LOCALES / "ko" / "aa-image.ftl").read_text("utf-8"))
    out = {}
    for entry in res.body:
        if isinstance(entry, fast.Message):
            names = set(re.findall(r"\$([a-z_]+)", (LOCALES / "ko" / "aa-image.ftl").read_text("utf-8").split(
                f"\n{entry.id.name} =", 1)[1].split("\n", 1)[0]))
            out[entry.id.name] = t(entry.id.name, lang="ko", **{n: "3" for n in names})
    return out


def _drawn(view, lang: str):
    with legibility.recorded_text() as seen:
        img = draw.draw_image(view, lang)
    return img, seen


def test_the_korean_font_is_bundled_with_its_licence():
    root = resources.files("renderer").joinpath("fonts")
    for name in (common.HANGUL_REGULAR, common.HANGUL_BOLD, "LICENSE-Nanum.txt"):
        assert root.joinpath(name).is_file(), name
    assert "SIL OPEN FONT LICENSE" in root.joinpath("LICENSE-Nanum.txt").read_text("utf-8")
    with pytest.raises(ValueError):
        common.hangul_font(common.MIN_FONT_SIZE - 1)


def test_a_text_with_hangul_is_drawn_in_the_korean_font_and_latin_keeps_dejavu():
    f = common.font(20, True)
    assert common.glyph_font("Caen", f) is f
    ko = common.glyph_font("캉", f)
    assert ko.font.family == "NanumSquare" and "Bold" in ko.font.style and ko.size == 20
    assert common.glyph_font("캉", common.font(17)).font.style == "Regular"
    assert _tofu(f, "캉") and not _tofu(ko, "캉")  # DejaVu has no Hangul: this is why
    assert common.text_width("캉", f) == round(ko.getlength("캉"))
    assert common.fit_font("세르부르", 500, 30).font.family == "NanumSquare"


@pytest.mark.parametrize("bold", [False, True])
def test_every_character_of_the_korean_catalogue_has_a_glyph(bold):
    texts = list(_korean_messages().values())
    assert any(HANGUL.search(x) for x in texts)
    for text in texts:
        fnt = common.glyph_font(text, common.font(20, bold))
        missing = sorted({ch for ch in text if not ch.isspace() and _tofu(fnt, ch)})
        assert not missing, (text, missing)


def test_korean_board_has_no_tofu_and_no_english_words(busy, opening):
    for view in (busy, opening, views.busy_view(outcome="x")):
        _, seen = _drawn(view, "ko")
        hangul = [text for text, _, _ in seen if HANGUL.search(text)]
        assert len(hangul) > 40  # zone names, panels, header, legend
        for text, fnt, _ in seen:
            missing = sorted({ch for ch in text if not ch.isspace() and _tofu(fnt, ch)})
            assert not missing, (text, fnt.font.family, missing)
            leaked = [w for w in ENGLISH_WORDS if w in text]
            assert not leaked, (text, leaked)
    _, seen = _drawn(busy, "ko")
    texts = " ".join(text for text, _, _ in seen)
    for word in ("캉", "생로", "세르부르", "오마하", "유타", "비행장", "증원 차트", "명령 카드 7", "폭격기의 귀환"):
        assert word in texts, word


def test_korean_board_is_the_same_canvas_and_different_pixels(busy):
    en, ko = aa_dday.render(busy), aa_dday.render(busy, lang="ko")
    assert ko[:8] == common.PNG_MAGIC
    assert Image.open(io.BytesIO(ko)).size == Image.open(io.BytesIO(en)).size == aa_dday.canvas_size(busy)
    assert ko != en
    assert aa_dday.render(busy, lang="ko") == ko  # deterministic
    assert renderer.render(busy, "ko") == ko and renderer.render(busy) == en
    assert len(ko) < 400 * 1024


def test_english_is_the_default_and_unchanged_by_the_language_parameter(busy, opening):
    for view in (busy, opening):
        assert aa_dday.render(view, lang="en") == aa_dday.render(view)
        assert aa_dday.alt_text(view, lang="en") == aa_dday.alt_text(view)
    # the English catalogue reproduces the sentences the image drew before it had one
    assert "Caen: contested" in aa_dday.alt_text(busy)
    _, seen = _drawn(busy, "en")
    texts = [text for text, _, _ in seen]
    assert "Reinforcement charts: waiting of total · ready now · next units" in texts
    assert any(x.startswith("Axis & Allies: D-Day  ·  Turn 6 of 10  ·  Order card 7: Allied Ground Attack") for x in texts)


def test_korean_key_numbers_stay_readable_at_phone_size(busy):
    assert legibility.key_text_px_at_400("aa_closeup", busy, lang="ko") >= legibility.TARGET
    assert (legibility.key_text_px_at_400("aa_board", busy, lang="ko")
            >= legibility.key_text_px_at_400("aa_board", busy) - 0.01)


def _label_overlap(view, lang: str) -> float:
    r = draw.Renderer(view, lang)
    boxes = [b for k, b in r.loc_box.items() if k.isdigit()]
    total = 0.0
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            ix = min(a[2], b[2]) - max(a[0], b[0])
            iy = min(a[3], b[3]) - max(a[1], b[1])
            if ix > 0 and iy > 0:
                total += ix * iy
    return total


def test_korean_zone_labels_overlap_no_more_than_english(busy, opening):
    for view in (busy, opening):
        assert _label_overlap(view, "ko") <= _label_overlap(view, "en")


def test_korean_zone_labels_fit_their_zone(opening):
    """Each zone's name (and number) fits the width the zone offers at its label (one or two lines)."""
    r = draw.Renderer(opening, "ko")
    for z in opening.zones:
        c = r.zone_pt(z.id)
        poly = r.cell(z.id)
        x0, x1 = pieces.span_at(poly, c[1], c[0])
        avail = max(90.0, min(c[0] - x0, x1 - c[0]) * 2 - 12)
        lines, f = pieces.label_lines(z.id, r.w.zone(z.id, z.name), avail, z.victory_city)
        assert all(HANGUL.search(x) for x in lines[-1:]), lines
        assert max(common.text_width(x, f) for x in lines) <= avail + 40, (z.id, lines, avail)


def test_korean_alt_text(busy):
    text = aa_dday.alt_text(busy, lang="ko")
    assert len(text) <= 1024
    assert "세르부르: 주축군" in text and "캉: 교전 중" in text
    assert "명령 카드 7 (폭격기의 귀환)" in text
    assert text.endswith("기다리는 쪽: 연합군.")
    assert not re.search(r"\b(Axis|Allies|Caen|turn|Waiting)\b", text)
    over = aa_dday.alt_text(views.busy_view(outcome="Axis win"), lang="ko")
    assert "게임 종료" in over
    assert len(aa_dday.alt_text(busy.model_copy(update={"phase_label": "x" * 2000}), lang="ko")) <= 1024


def test_the_engine_s_english_names_are_said_again_in_korean():
    w = Words("ko")
    for card, (good, bad) in RESULTS.items():
        for result in (good, bad):
            said = w.fortune(f"Fortune {card:02d}: {result}")
            assert said.startswith(f"운수 {card:02d}: ") and HANGUL.search(said) and result not in said
    reasons = [
        f"The Allies held {CITY_NAMES} at the end of turn 7 (optional victory rule).",
        f"The Allies held {CITY_NAMES} through a full turn (end of turn 6 to end of turn 7).",
        f"The Allies did not hold {CITY_NAMES} at the end of any turn up to turn {MAX_TURNS}.",
        f"The Allies did not hold {CITY_NAMES} for a full turn by the end of turn {MAX_TURNS}.",
    ]
    for reason in reasons:
        said = w.outcome(reason)
        assert "세르부르, 생로, 캉" in said and "Allies" not in said, said
    assert w.outcome("Something new") == "Something new"  # unknown words stay as the engine wrote them
    assert w.proposal("The U.S. proposes 'land 3' (waiting for confirmation)") == "미국이 'land 3'을 제안 (확인 대기 중)"
    tactics = busy_with(stage="tactics", card=14, card_name=TACTICS_NAMES[14], phase_label="")
    assert w.card_name(tactics) == "정찰 맹폭격" and w.phase(tactics) == "6턴 · 전술 카드 14 정찰 맹폭격"
    assert w.phase(busy_with(card=None, card_name="Victory check")) == "6턴 · 승리 확인"
    assert Words("en").fortune("Fortune 02: x") == "Fortune 02: x"


def busy_with(**changes):
    return views.busy_view().model_copy(update=changes)


def test_a_korean_advanced_game_draws_its_fortune_and_proposal_in_korean():
    view = busy_with(fortune=f"Fortune 03: {RESULTS[3][0]}", tactics_used=[3, 8],
                     proposal="The Allies proposes 'land' (refused; the Axis decides)")
    _, seen = _drawn(view, "ko")
    line = next(text for text, _, _ in seen if text.startswith("제외된 명령 카드"))
    assert "적용 중: 운수 03: 기회의 표적" in line
    assert "Fortune" not in line and "Tactics" not in line


@pytest.mark.parametrize("name", ["dice.ftl", "dice-events.ftl", "dice-refusals.ftl", "dice-errors.ftl",
                                  "dice-glossary.ftl"])
def test_every_character_of_the_korean_dice_catalogues_has_a_glyph(name):
    """D-Day Dice's Korean words (issue #48): the packaged Korean font draws every character its catalogues use."""
    text = (LOCALES / "ko" / name).read_text("utf-8")
    assert HANGUL.search(text)
    chars = sorted({ch for ch in text if not ch.isspace()})
    missing = [ch for ch in chars if _tofu(common.glyph_font(ch, common.font(20)), ch)]
    assert not missing, missing
