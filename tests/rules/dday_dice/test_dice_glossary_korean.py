"""/rules of D-Day Dice at a Korean table (issue #48): every entry in Korean words, built from the records' values
and effects (so an owner's data is said as it plays), the printed names kept; English entries as they were."""

from __future__ import annotations

import json
import re

from bot.service.reference import (
    entry_label,
    entry_text,
    entry_words,
    find_localised,
    rules_text,
    said,
    suggest_entries,
)
from i18n import has, speaking, t
from rules.core.glossary import load_glossary
from rules.dday_dice.engine import glossary_entries, glossary_words
from rules.dday_dice.glossary_words import reason_key
from rules.dday_dice.overrides import builtin_data, load_data
from tests.bot.korean_scan import english_words
from tests.i18n.dice_printed import PRINTED, without_printed_names

GAME = "dday-dice"
HANGUL = re.compile(r"[\uac00-\ud7a3]")
DESIGNATIONS = {w for name in PRINTED for w in re.findall(r"[A-Za-z]+", name) if w.isupper()}
"""The capital designations inside printed names (M10, MG42, PIAT, SOE, TNT), which a gloss may repeat."""
ALLOWED = {"JSON"} | DESIGNATIONS
"""A file format's name (the owner's data file), and the designations: the Latin words an entry may show besides
printed names."""


def keys(value: object) -> set[str]:
    """Every message name a word structure asks for (nested arguments included)."""
    if isinstance(value, dict):
        own = {str(value["key"])} if "key" in value else set()
        return own | {k for v in value.values() for k in keys(v)}
    if isinstance(value, list):
        return {k for v in value for k in keys(v)}
    return set()


def test_every_entry_is_korean_but_its_printed_names() -> None:
    entries = load_glossary(GAME)
    assert len(entries) > 200
    with speaking("ko"):
        for entry in entries:
            term, text = entry_words(GAME, entry)
            whole = entry_text(entry, GAME) + "\n" + entry_label(GAME, entry)
            assert HANGUL.search(text) and text != entry.text, entry.id
            assert not english_words(without_printed_names(whole), ALLOWED), (entry.id, whole)
            assert "{" not in whole and "dice-" not in whole, (entry.id, whole)  # no message left unworded


def test_english_entries_are_the_entries_as_built() -> None:
    """An English reader gets each entry's own term and text (glossary_entries' English), untouched."""
    for entry in load_glossary(GAME):
        assert entry_words(GAME, entry) == (entry.term, entry.text)
        assert entry_label(GAME, entry) == entry.label
        assert entry_text(entry, GAME).startswith(f"**{entry.term}** · {entry.kind}\n{entry.text}\n")


def test_every_entry_has_words_and_korean_has_every_message_they_name() -> None:
    words = glossary_words()
    assert set(words) == {e.id for e in load_glossary(GAME)}
    named = keys(list(words.values()))
    glosses = {k for k in named if k.startswith("dice-gloss-")}  # ko/dice-glossary.ftl's, where it has them
    missing = sorted(k for k in named - glosses if not has(k, "ko") or not has(k, "en"))
    assert not missing, missing


def test_every_reason_of_our_records_is_said_in_korean() -> None:
    """A record's reason is a message named after its English: each one of the data has its Korean words (a new
    or changed reason fails here until the catalogues say it)."""
    reasons = {k for k in keys(list(glossary_words().values())) if k.startswith("dice-ref-reason-")}
    assert len(reasons) > 40
    assert all(has(k, "ko") for k in reasons)
    assert reason_key("Our proposal; the base rulebook is not available.") in reasons
    with speaking("ko"):
        text = entry_words(GAME, next(e for e in load_glossary(GAME) if e.id == "dice-tool-table"))[1]
    assert t(reason_key(builtin_data().tools.reason), lang="ko") in text


def test_an_owners_data_is_said_as_it_plays(monkeypatch, tmp_path) -> None:
    path = tmp_path / "d.json"
    path.write_text(json.dumps({"items": [{"id": "bazooka", "ip": 9, "effect": {"def_reduce": 7}}],
                                "specialists": [{"id": "medic", "stars": 11}]}), encoding="utf-8")
    monkeypatch.setenv("DDAY_DICE_DATA", str(path))
    d = load_data()
    words = glossary_words(d)
    assert {e.id for e in glossary_entries(d)} <= set(words)
    with speaking("ko"):
        bazooka = " ".join(said(m) for m in words["dice-item-bazooka"]["text"])
        medic = " ".join(said(m) for m in words["dice-specialist-medic"]["text"])
        plain = " ".join(said(m) for m in glossary_words(builtin_data())["dice-item-bazooka"]["text"])
    assert "아이템 포인트 9점" in bazooka and "방어력 -7" in bazooka and "DDAY_DICE_DATA" in bazooka
    assert "아이템 포인트 12점" in plain and "방어력 -5" in plain and "DDAY_DICE_DATA" not in plain
    assert "별 11개" in medic and "DDAY_DICE_DATA" in medic


def test_a_printed_name_keeps_its_print_beside_its_gloss() -> None:
    """``{"printed", "gloss": kind, "id"}``: as printed in English; glossed where ko/dice-glossary.ftl has words for
    the id; as printed where it has none; a placeholder of ours is its gloss alone, or its own words."""
    from i18n.dice import glossed_term

    medic = {"printed": "Medic", "gloss": "specialist", "id": "medic"}
    bare = {"key": "dice-ref-placeholder-name", "args": {"kind": "badge", "n": 2}}
    assert glossed_term(medic, "en") == "Medic"
    assert glossed_term(medic, "ko") == "Medic(위생병)"
    assert glossed_term({**medic, "id": "nobody", "printed": "Nobody"}, "ko") == "Nobody"  # no gloss for it
    placeholder = {"printed": "Badge 2 (placeholder)", "gloss": "badge", "id": "badge-2", "bare": bare}
    assert glossed_term(placeholder, "ko") == "배지 2(임시)"
    assert glossed_term({**placeholder, "gloss": "nothing-such"}, "ko") == "배지 2(임시)"  # its own words
    assert glossed_term({**placeholder, "bare": {**bare, "args": {"kind": "badge", "n": 3}}, "id": "x"}, "ko") == (
        "배지 3(임시)")


def test_a_korean_reader_finds_entries_by_their_korean_words() -> None:
    with speaking("ko"):
        assert rules_text(GAME, "도구 표").startswith("**도구 표** · 규칙\n")
        assert rules_text(GAME, "턴순서").startswith("**턴 순서**")  # spacing as the reader types it
        found = find_localised(GAME, "배지 2")
        assert found is not None and found[1].id == "dice-badge-badge-2"
        assert [e.id for e in suggest_entries(GAME, "도구")][:1] == ["dice-tool-table"]
        assert suggest_entries(GAME, "medic")[0].id == "dice-specialist-medic"  # the printed name still finds it
        near = rules_text(GAME, "규칙 값: 머무")
        assert near.startswith("**규칙 값: 머무를 수 있는 턴**")
