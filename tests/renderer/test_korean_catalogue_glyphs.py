"""Every character the Korean catalogues can put in an image has a glyph in the packaged fonts (issue #48): the
Korean words of each game's catalogue files (Pegasus Bridge's rules and card glossary included) are drawn by
``renderer.common.glyph_font`` without a missing-glyph box."""

from __future__ import annotations

import pytest
from PIL import ImageFont

from i18n import LOCALES
from renderer import common
from rules.core.kits import all_kits


def _tofu(fnt: ImageFont.FreeTypeFont, ch: str) -> bool:
    """True when ``fnt`` has no glyph for ``ch`` (it would draw the .notdef box)."""
    missing = fnt.getmask("\ue000")
    mask = fnt.getmask(ch)
    return (mask.size, bytes(mask)) == (missing.size, bytes(missing))


def _words(path) -> set[str]:
    """The characters of a catalogue's messages (its comments left out)."""
    lines = path.read_text("utf-8").splitlines()
    return {ch for line in lines if not line.lstrip().startswith("#") for ch in line if not ch.isspace()}


FILES = sorted({name for kit in all_kits() for name in kit.catalogues if (LOCALES / "ko" / name).is_file()})


@pytest.mark.parametrize("name", FILES)
@pytest.mark.parametrize("bold", [False, True])
def test_every_character_of_a_games_korean_catalogue_has_a_glyph(name: str, bold: bool) -> None:
    chars = _words(LOCALES / "ko" / name)
    missing = sorted(ch for ch in chars if _tofu(common.glyph_font(ch, common.font(20, bold)), ch))
    assert not missing, (name, missing)


def test_the_pegasus_catalogues_are_checked() -> None:
    assert {"pegasus.ftl", "pegasus-rules.ftl", "pegasus-glossary.ftl", "pegasus-cards.ftl", "pegasus-image.ftl"} <= set(FILES)


def test_the_dice_catalogues_are_checked() -> None:
    assert {"dice.ftl", "dice-events.ftl", "dice-refusals.ftl", "dice-errors.ftl", "dice-words.ftl",
            "dice-image.ftl", "dice-glossary.ftl"} <= set(FILES)


@pytest.mark.parametrize("name", [n for n in FILES if n.startswith("dice")])
def test_every_character_of_the_dice_catalogues_is_drawn_in_a_korean_line(name: str) -> None:
    """In a line with Hangul, each character is drawn in NanumSquare or, a letter it lacks (a printed name's "ü",
    the note bullet "•", "⇄"), in DejaVu (``renderer.common.text_runs``): none is a box or nothing."""
    for line in (LOCALES / "ko" / name).read_text("utf-8").splitlines():
        if line.lstrip().startswith("#") or not common.has_hangul(line):
            continue
        for run, fnt in common.text_runs(line, common.font(20)):
            korean = fnt.font.family != "DejaVu Sans"
            bad = [ch for ch in run if not ch.isspace() and (not common.hangul_has(ch, 20) if korean else
                                                              _tofu(fnt, ch) or common.has_hangul(ch))]
            assert not bad, (name, line, bad)
