"""D-Day Dice's printed names at a Korean table (issue #48): a message that names a printed thing (a card, a
Specialist, an Item, a Battle Condition...) keeps its printed name and shows its Korean gloss beside it; English
says it as printed; the glossary holds every printed name of the data, read back by its words."""

from __future__ import annotations

import i18n
import i18n.dice
from i18n.dice import glossed, printed_names


def test_a_korean_message_glosses_a_printed_name_and_english_keeps_it() -> None:
    assert i18n.t("dice-ev-battle-condition", lang="ko", name="Cross Fire", describe="-") == \
        "전투 조건: Cross Fire(십자 포화): -."
    assert "Cross Fire:" in i18n.t("dice-ev-battle-condition", lang="en", name="Cross Fire", describe="-")
    # a name the glossary does not know (a Unit's, a typed word) is left as it is
    assert i18n.t("dice-ev-battle-condition", lang="ko", name="Unit 1", describe="-") == "전투 조건: Unit 1: -."


def test_the_particle_after_a_glossed_name_follows_the_gloss() -> None:
    assert glossed("specialist", "medic", "Medic", "ko") == "Medic(위생병)"
    assert i18n.t("dice-img-bc-cancel", lang="ko", names=glossed("item", "binoculars", "Binoculars", "ko"),
                  phase=1).startswith("유닛은 1단계에 Binoculars(쌍안경)을 ")


def test_every_printed_name_is_known_by_its_words() -> None:
    from rules.dday_dice.german_records import german_data
    from rules.dday_dice.overrides import builtin_data

    d, g = builtin_data(), german_data()
    known = printed_names()
    assert known["Medic"] == ("specialist", "medic") and known["Iron Cross"] == ("award", "iron-cross")
    for kind, records in (("specialist", d.specialists), ("item", d.items), ("medal", d.medals),
                          ("german-item", g.items)):
        assert all(known.get(r.name, ("", ""))[0] == kind for r in records.values()), kind
    assert glossed("map", "omaha-beach", "Omaha Beach", "en") == "Omaha Beach"
