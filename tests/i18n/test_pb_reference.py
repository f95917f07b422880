"""Pegasus Bridge's ``/rules`` entries in the reader's words (issue #48): ``i18n/locales/*/pegasus-reference.ftl``.

The 39 rules have catalogue words (``pb-glossary-<id>-term/-text``: English as glossary.json has it, Korean in our
own words); the 149 cards are worded from their data's pieces (``Entry.key``/``args``, built by
``rules/pegasus_bridge/glossary.py``), so the English catalogue gives back each card entry's English text exactly, and
a Korean reader gets the same card, an owner's override included, in Korean.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from bot.service.reference import (
    entry_label,
    entry_term,
    entry_text,
    entry_words,
    find_localised,
    rules_text,
    section_words,
    suggest_entries,
)
from i18n import has, speaking, t
from rules.core.glossary import load_glossary, suggest
from rules.pegasus_bridge.cards import ENV_VAR, builtin_table, load_table, table_from_overrides
from rules.pegasus_bridge.glossary import glossary_entries
from tests.bot.korean_scan import WORD, english_words
from tests.rules.test_glossary_pegasus import ACTIONS_NAMED

GAME = "pegasus-bridge"
REPO = Path(__file__).resolve().parents[2]
HANGUL = re.compile(r"[\uac00-\ud7a3]")

PRINTED = {
    w
    for c in load_table().cards.values()
    if c.provenance != "placeholder"
    for w in WORD.findall(f"{c.name} {c.unit_type or ''}")
}
"""The words of the printed card names and unit types: printed facts, kept as printed (their gloss follows them)."""
ALLOWED = PRINTED | {"A", "B"}  # the letters of scenarios 1A/1B and of a two-faced Terrain's number (1014A, 1015B)


def entries() -> list:
    return load_glossary(GAME)


def korean(entry) -> str:
    with speaking("ko"):
        return entry_text(entry, GAME)


def test_the_english_catalogue_gives_back_every_rule_entry_of_the_file() -> None:
    data = json.loads((REPO / "rules" / "pegasus_bridge" / "data" / "glossary.json").read_text(encoding="utf-8"))
    assert len(data["entries"]) == 39
    for e in data["entries"]:
        key = f"pb-glossary-{e['id']}"
        assert t(f"{key}-term", lang="en") == e["term"], key
        assert t(f"{key}-text", lang="en") == e["text"], key
        assert HANGUL.search(t(f"{key}-text", lang="ko")) and HANGUL.search(t(f"{key}-term", lang="ko")), key


OVERRIDES = {
    "1102": {"name": "Sapeurs du génie", "value": 4},  # a printed card renamed: its new name, as the owner wrote it
    "1104": {"text": "An owner's own words for this card."},  # a placeholder's text: shown as written
    "1401": {"copies": {"P": 1, "M": 1}},  # a heroic card in two scenarios
    "1001": {"terrain": {"size": 1, "draw_british": 3}},  # one German Unit: the singular
    "1601": {"provenance": "rulebook", "name": "Alarme", "text": "Heroic. " + "Long words. " * 60},  # cut to fit
}


@pytest.mark.parametrize("table", [builtin_table(), table_from_overrides(OVERRIDES)], ids=["built-in", "overridden"])
def test_the_english_catalogue_gives_back_every_card_entry_word_for_word(table) -> None:
    """The pieces a card entry names say, in English, exactly what its English text says: the Korean words come
    from the same data (a card an owner changed included)."""
    cards = glossary_entries(table)
    assert len(cards) == 149
    for entry in cards:
        assert entry.key == "pb-ref-card"
        assert t("pb-ref-card-term", lang="en", **entry.args) == entry.term, entry.id
        assert t("pb-ref-card-text", lang="en", **entry.args) == entry.text, entry.id


def test_a_card_an_owner_changed_is_worded_from_its_new_data() -> None:
    by_id = {e.id: e for e in glossary_entries(table_from_overrides(OVERRIDES))}
    with speaking("ko"):
        renamed, _ = entry_words(GAME, by_id["pb-card-1102"])
        own = entry_words(GAME, by_id["pb-card-1104"])[1]
        one = entry_words(GAME, by_id["pb-card-1001"])[1]
        heroic = entry_words(GAME, by_id["pb-card-1401"])[1]
    assert renamed == "Sapeurs du génie(공병)"  # the number's gloss beside the owner's name
    assert "전투력 4" in entry_words_text(by_id["pb-card-1102"]) and f"`{ENV_VAR}`" in own
    assert "An owner's own words for this card." in own and own.startswith("영국군 부대 카드, 전투력 ")
    assert "독일군 부대를 1개까지" in one and "영국군이 3장" in one
    assert "시나리오 1B, 2에서 쓰는 영웅 카드입니다." in heroic and "영웅. " not in heroic  # said once


def entry_words_text(entry) -> str:
    with speaking("ko"):
        return entry_words(GAME, entry)[1]


def test_every_entry_reads_in_korean_with_no_english_word_outside_printed_names_and_notation() -> None:
    found = entries()
    assert len(found) == 188
    for entry in found:
        text = korean(entry)
        head, body, source = text.split("\n")[:3]
        assert HANGUL.search(head) and HANGUL.search(body) and source.startswith("*규칙서: "), entry.id
        assert not english_words(text, ALLOWED), (entry.id, english_words(text, ALLOWED), text)
        assert len(text) <= 2000 and not text.endswith("…"), entry.id
        with speaking("ko"):
            assert HANGUL.search(section_words(entry.section)), entry.section  # the source cited in Korean too


def test_a_printed_name_keeps_its_print_and_gets_its_gloss_a_placeholder_is_named_by_its_gloss() -> None:
    by_id = {e.id: e for e in entries()}
    with speaking("ko"):
        assert entry_term(GAME, by_id["pb-card-1102"]) == "Sapeurs(공병)"
        assert entry_term(GAME, by_id["pb-card-1014a"]) == "Le pont de Bénouville(베누빌 다리)"
        assert entry_term(GAME, by_id["pb-card-1104"]) == "임시: 소총 분대"
        assert entry_label(GAME, by_id["pb-card-1102"]) == "Sapeurs(공병) (카드)"
        assert entry_label(GAME, by_id["pb-assault"]) == "강습 (규칙)"
        unit = entry_words(GAME, by_id["pb-card-1106"])[1]
        terrain = entry_words(GAME, by_id["pb-card-1014a"])[1]
    assert unit.startswith("영국군 부대 카드, 전투력 2, 병종 Parachutiste(낙하산병). 들어가는 장수: 시나리오 1A/1B에 2장")
    assert t("pb-text-1106", lang="ko") in unit  # the effect in the Korean words the hand uses
    assert "다른 면은 1014B Pegasus Bridge(페가수스 브리지)입니다." in terrain


def test_the_korean_rules_teach_the_same_actions_in_the_notation_players_type() -> None:
    texts = " ".join(korean(e) for e in entries() if e.kind == "rule")
    missing = [a for a in ACTIONS_NAMED if f"'{a}'" not in texts]
    assert not missing, missing


def test_each_korean_term_finds_its_own_entry() -> None:
    """Korean terms are distinct: a Korean reader who types one (or the gloss of a printed name) gets that entry."""
    with speaking("ko"):
        for entry in entries():
            found = find_localised(GAME, entry_term(GAME, entry))
            assert found is not None and found[1].id == entry.id, entry.id
        assert (find_localised(GAME, "공병") or ("", None))[1].id == "pb-card-1102"  # the gloss alone
        assert (find_localised(GAME, "소총 분대") or ("", None))[1].id == "pb-card-1104"
        assert rules_text(GAME, "토큰 던지기").startswith("**토큰 던지기** · 규칙\n일반 토큰은")
        assert rules_text(GAME, "Sapeurs").startswith("**Sapeurs(공병)** · 카드\n")  # the printed name still works
        nothing = rules_text(GAME, "베누빌 다리")  # a part two entries share: both offered, by their Korean names
        assert "`시나리오 1A: 베누빌 다리`" in nothing and "`Le pont de Bénouville(베누빌 다리)`" in nothing


def test_korean_autocomplete_matches_korean_words_first_and_english_ones_still() -> None:
    with speaking("ko"):
        assert [e.id for e in suggest_entries(GAME, "공병", 25)][0] == "pb-card-1102"
        assert {e.id for e in suggest_entries(GAME, "토큰", 25)} >= {"pb-token-toss", "pb-special-tokens", "pb-blue-tokens"}
        assert [e.id for e in suggest_entries(GAME, "1106", 25)] == ["pb-card-1106"]
        assert suggest_entries(GAME, "없는낱말", 25) == []  # not every entry, as a query without Latin letters was
    assert suggest_entries(GAME, "공병", 25) == suggest(GAME, "공병", 25)  # English readers: the English search
    assert [e.id for e in suggest_entries(GAME, "sap", 25)][:1] == ["pb-card-1102"]


def test_every_key_this_file_names_has_english_and_korean_words() -> None:
    keys = {"pb-ref-card-term", "pb-ref-card-text", "pb-ref-head", "pb-ref-kind", "pb-ref-value", "pb-ref-unit-type",
            "pb-ref-terrain", "pb-ref-back", "pb-ref-copies", "pb-ref-copies-in", "pb-ref-heroic-in",
            "pb-ref-heroic-lead", "pb-ref-note-override", "pb-unit-type-parachutiste", "pb-unit-type-sapeur",
            *(f"pb-ref-note-{p}" for p in ("rulebook", "inferred", "placeholder"))}
    assert all(has(k, "en") and has(k, "ko") for k in keys), sorted(k for k in keys if not has(k, "ko"))


def test_the_korean_help_of_a_pegasus_channel_says_how_to_act_in_korean() -> None:
    """``/help`` where Pegasus Bridge is played: Korean around the commands (named as the Korean menu names them) and
    the values a player types; the game's printed title stays as printed."""
    from bot.service.reference import act_help, help_text

    title = set(WORD.findall("Opération Commando: Pegasus Bridge")) | {"pb"}  # the title; the group's own name
    with speaking("ko"):
        words = act_help(GAME) or ""
        whole = help_text(GAME, None)
    assert words == t("pb-act-help", lang="ko") and words in whole
    assert not english_words(words, ALLOWED | title), english_words(words, ALLOWED | title)
