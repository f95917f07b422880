"""The counted-noun reader of the whole-game scans (tests/bot/grammar.py, issue #46) and the catalogues it reads."""

from __future__ import annotations

import pytest

from i18n import LOCALES, t
from tests.bot.grammar import nouns, problems


@pytest.mark.parametrize(("text", "found"), [
    ("Unit 1 gave 1 Soldiers to Unit 2.", ["1 Soldiers"]),
    ("for 1 Stars", ["1 Stars"]),
    ("2 Soldier left", ["2 Soldier"]),
    ("1 Active Skull(s) must cancel a die", ["1 Active Skull(s)"]),
    ("Game record (1 log entries).", ["1 log entries"]),
    ("gave 1 Soldier and 3 Stars; 2 log entries; 11 hits", []),
    ("type `take 1 cards` or 'give unit2 soldiers 1 cards'", []),
])
def test_the_reader_finds_miscounted_nouns_and_nothing_else(text: str, found: list[str]) -> None:
    assert [p.strip() for p in problems(text)] == [f.strip() for f in found]


def test_the_nouns_come_from_the_catalogues_selectors_too() -> None:
    known = dict(nouns())
    assert known["log entry"] == "log entries" and known["action"] == "actions" and known["Soldier"] == "Soldiers"


def test_no_catalogue_counts_with_s_in_brackets() -> None:
    for lang in ("en", "ko"):
        for path in (LOCALES / lang).glob("*.ftl"):
            assert "(s)" not in path.read_text(encoding="utf-8"), path.name


@pytest.mark.parametrize("count", [0, 1, 2, 21])
def test_counted_platform_messages_agree_with_their_number(count: int) -> None:
    for lang in ("en", "ko"):
        said = [
            t("undo-asks", lang=lang, who="A", count=count, listing="x", others="B"),
            t("export-record", lang=lang, entries=count), t("err-history-page", lang=lang, pages=count),
            t("post-orders-given", lang=lang, who="A", count=count, orders="x"),
            t("pb-hand-head", lang=lang, seat="S", count=count, heroic=count),
            t("pb-hand-cards-title", lang=lang, seat="S", count=count),
        ]
        assert not [p for text in said for p in problems(text)], said
