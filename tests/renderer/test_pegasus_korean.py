"""The Pegasus Bridge card table and its alt text at a Korean table (issue #48): every word drawn is Korean but the
printed names (cards, the game's title) and the notation, and no character is drawn as a missing-glyph box, even a
printed French name's accent inside a Korean sentence (drawn in the Latin font, word by word)."""

from __future__ import annotations

import random
import re
from functools import cache

import pytest
from PIL import ImageFont

from renderer import common
from renderer.pegasus_bridge import alt_text, canvas, draw
from rules.pegasus_bridge.cards import builtin_records
from rules.pegasus_bridge.engine import ENGINE as E
from rules.pegasus_bridge.policy import choose
from tests.typed import apply_text

HANGUL = re.compile("[\uac00-\ud7a3]")
WORD = re.compile(r"(?<![0-9A-Za-zÀ-ÖØ-öø-ÿ])[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ'-]*")
PRINTED = {w for c in builtin_records() if c.provenance != "placeholder" for w in WORD.findall(c.name)}
PRINTED |= {c.unit_type for c in builtin_records() if c.unit_type}  # printed Unit types ("Sapeur", "Parachutiste")
ALLOWED = PRINTED | set(WORD.findall("Opération Commando: Pegasus Bridge")) | {
    "DDAY_PEGASUS_CARDS", "DDAY", "PEGASUS", "CARDS", "inferred",  # the data note names the setting and the mark
    "Ranville",  # the Ranville bridge's printed name (1015A "Le pont de Ranville")
}


@cache
def positions(scenario: str, moves: int = 3000) -> list:
    """Public views of one seeded game: after its first moves, in its middle, and at its end (within ``moves``)."""
    rng = random.Random(48)
    state, _ = E.initial_state(("british", "german"), {"scenario": scenario}, 48)
    views = []
    for n in range(moves + 1):
        if n in (3, 60, 140, moves) or E.outcome(state) is not None:
            views.append(E.view(state, None))
        if E.outcome(state) is not None:
            break
        seat = rng.choice(sorted({p.seat for p in E.prompts(state)}))
        state = apply_text(E, state, seat, choose(E, state, seat, rng)).state
    return views


def _tofu(fnt: ImageFont.FreeTypeFont, text: str) -> list[str]:
    missing = fnt.getmask("\ue000")
    return [ch for ch in text if not ch.isspace() and (fnt.getmask(ch).size, bytes(fnt.getmask(ch))) == (
        missing.size, bytes(missing))]


def english(text: str) -> list[str]:
    """The Latin words of ``text`` not on :data:`ALLOWED` (a printed name cut short by "…" is its start)."""
    words = [m for m in WORD.finditer(text) if m[0] not in ALLOWED and m[0].strip("'-") not in ALLOWED]
    return [m[0] for m in words
            if not (text[m.end():m.end() + 1] == "…" and any(a.startswith(m[0]) for a in ALLOWED))]


def test_a_korean_card_table_draws_korean_words_and_no_missing_glyph() -> None:
    """Scenario 1B's table in a fight, cards of both kinds on it (the slow test plays every scenario to its end)."""
    check("1b", positions("1b", 60)[-1:])


@pytest.mark.slow  # five games to their end, each drawn three or four times: some 12 s
@pytest.mark.parametrize("scenario", ["1a", "1b", "2", "3", "campaign"])
def test_every_scenarios_korean_card_table_to_its_end(scenario: str) -> None:
    check(scenario, positions(scenario))


def check(scenario: str, views: list) -> None:
    for view in views:
        c = draw.draw_canvas(view, "ko")
        assert c.img.width == draw.WIDTH
        texts = [lab.text for lab in c.labels]
        assert any(HANGUL.search(t) for t in texts)
        found = sorted({w for t in texts for w in english(t)})
        assert not found, (scenario, view.phase_label, found)
        for bold in (False, True):  # a glyph is there at every size or at none
            fnt = common.font(canvas.F_BODY, bold)
            chars: dict[bool, set[str]] = {False: set(), True: set()}
            for text in texts:
                for run in canvas.runs(text, fnt):
                    chars[common.glyph_font(run, fnt) is not fnt].update(run)
            for korean, found in chars.items():
                drawn_in = common.hangul_font(canvas.F_BODY, bold) if korean else fnt
                assert not _tofu(drawn_in, "".join(found)), (korean, _tofu(drawn_in, "".join(found)))
        alt = alt_text(view, "ko")
        assert HANGUL.search(alt) and len(alt) <= 1024
        assert not english(alt), (scenario, english(alt), alt)


def test_a_french_name_in_a_korean_sentence_is_drawn_in_the_latin_font_word_by_word() -> None:
    fnt = common.font(canvas.F_BODY)
    assert canvas.runs("Bénouville 다리 (1014A)", fnt) == ["Bénouville ", "다리 (1014A)"]
    assert canvas.runs("Bénouville bridge (1014A)", fnt) == ["Bénouville bridge (1014A)"]  # English: one run
    assert _tofu(common.glyph_font("é 다리", fnt), "é")  # why: the Korean font has no "é"
    assert canvas.length("Bénouville 다리", fnt) > canvas.length("다리", fnt)
