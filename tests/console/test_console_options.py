"""The console lists options with the names a player needs: A&A's option texts said in words (rules/aa_dday/labels.py).

The words come from a pure function of the text: no state, event or action text changes, so the
conformance playouts stay byte-identical.
"""

from __future__ import annotations

import random
import re

import pytest

from bot.console import choice_line, option_message
from i18n import t
from rules.aa_dday.board import BOARD
from rules.aa_dday.labels import option_message as aa_message
from rules.core import find_game
from rules.core.contract import Choice
from rules.dday_dice.labels import option_message as dice_message
from tests.typed import apply_text


def aa_words(text: str, lang: str = "en") -> str:
    """An A&A option text in words, in ``lang`` ("" when its text says everything)."""
    found = aa_message(text)
    return t(found[0], lang=lang, **found[1]) if found else ""


def dice_words(text: str, lang: str = "en") -> str:
    found = dice_message(text)
    return t(found[0], lang=lang, **found[1]) if found else ""


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("patrol 1 uk fighter to 30", "1 U.K. fighter patrols over Caen (30)"),
        ("patrol 3 us fighter to 13", "3 U.S. fighters patrol over Carentan (13)"),
        ("move 2 art from 2 to 6", "2 German artillery from Cherbourg (2) to Valognes (6)"),
        ("move 1 us tank from 11 via 13 to 21", "1 U.S. tank from Ste-Mère-Église (11) through Carentan (13) to St-Jean-de-Daye (21)"),
        ("land all from utah", "everything from Utah Beach lands in Ste-Mère-Église (11)"),
        ("land 2 uk inf from sword to 31", "2 U.K. infantry from Sword Beach lands in Troarn (31)"),
        ("move all from gold to juno", "everything in Gold Beach to Juno Beach"),
        ("bomb us to 26", "a U.S. bomber strikes St. Lô (26)"),
        ("hits 30: 2 inf, 1 tank", "lose 2 German infantry, 1 German tank in Caen (30)"),
        ("place us 3 in 14", "place 3 from the U.S. chart in Isigny (14)"),
        ("choose 30", "Choose Caen (30)"),
        ("reroll uk 4", "reroll the U.K. chart's 4"),
        ("done", ""),
        ("tactic use", ""),
        ("move 2 art from 2 to 99", ""),
        ("patrol x", ""),
    ],
)
def test_aa_option_texts_in_words(text: str, words: str) -> None:
    assert aa_words(text) == words


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("patrol 1 uk fighter to 30", "영국 전투기 1대가 30번 캉 상공을 정찰"),
        ("move 1 us tank from 11 via 13 to 21", "미국 탱크 1대: 11번 생트메르에글리즈에서 13번 카랑탕을 거쳐 21번 생장드데로 이동"),
        ("land all from utah", "유타 해변의 모든 유닛이 11번 생트메르에글리즈에 상륙"),
        ("bomb us to 26", "미국 폭격기가 26번 생로를 폭격"),
        ("give t2u1 bazooka", "베이커 팀 유닛 1 · Bazooka(바주카)"),
        ("give unit2 courage 3", "유닛 2"),
    ],
)
def test_option_words_in_korean(text: str, words: str) -> None:
    """A Korean console lists the same options in Korean (issue #48): places by their Korean names, particles
    agreeing with them; printed card names stay printed, with their Korean gloss."""
    said = aa_words(text, "ko") if not text.startswith("give") else dice_words(text, "ko")
    assert said == words


def test_every_aa_option_of_random_games_names_each_zone_it_mentions() -> None:
    engine = find_game("aa-dday")
    options = {o.key: o.default for o in engine.spec.options} | {"fortune": "on", "tactics": "on"}
    seats = engine.seats_for(options)
    checked = 0
    for seed in (1, 2):
        state, _ = engine.initial_state(seats, options, seed)
        rng = random.Random(seed)
        for _ in range(400):
            prompts = engine.prompts(state)
            if not prompts or engine.outcome(state) is not None:
                break
            seat = rng.choice(sorted({p.seat for p in prompts}))
            choices = engine.options(state, seat, "")
            for choice in choices:
                zones = re.findall(r"\b(?:to|from|via|in|choose|hits) (\d+)\b", choice.value)
                words = aa_words(choice.value)
                for zone in zones:
                    assert f"{BOARD.zone_name[zone]} ({zone})" in words, (choice.value, words)
                    checked += 1
            text = rng.choice(choices).value if choices else next(p.default for p in prompts if p.seat == seat)
            state = apply_text(engine, state, seat, text).state
    assert checked > 1000


def test_the_console_finds_a_games_words_by_its_package_and_keeps_labels_that_already_name_things() -> None:
    assert option_message("aa-dday") is aa_message
    assert option_message("pegasus-bridge") is None and option_message("dday-dice") is dice_message
    pegasus = Choice(value="play 1702", label="play 1702 — 1702 Grenade")
    assert choice_line(pegasus, None) == "play 1702 — 1702 Grenade"
    assert choice_line(Choice(value="keep", label="Keep this hand"), None) == "keep — Keep this hand"
    assert choice_line(Choice(value="bomb uk to 1", label="bomb uk to 1"), aa_message) == (
        "bomb uk to 1 — a U.K. bomber strikes La Hague (1)"
    )


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("use bazooka", "Bazooka"),
        ("give t2u1 bazooka", "Team Baker, Unit 1 · Bazooka"),
        ("give unit2 courage 3", "Unit 2"),
        ("retreat B-1 keep captain stars 1", "Captain"),
        ("carry captain medic", "Captain · Medic"),
        ("lose unteroffizier", "Unteroffizier"),
        ("redraw victoria-cross", "Victoria Cross"),
        ("keep", ""),
        ("lock 1 2", ""),
    ],
)
def test_dice_options_name_the_cards_and_units_they_give_by_id(text: str, words: str) -> None:
    assert dice_words(text) == words


def test_dice_campaign_options_given_by_id_all_get_a_name() -> None:
    """Every Overlord option whose label is its bare text and that names an id gets that id's name."""
    engine = find_game("dday-dice")
    options = {o.key: o.default for o in engine.spec.options} | {"campaign": "a", "players": "2"}
    state, _ = engine.initial_state(engine.seats_for(options), options, 3)
    rng = random.Random(3)
    named = 0
    for _ in range(600):
        prompts = engine.prompts(state)
        if not prompts or engine.outcome(state) is not None:
            break
        seat = rng.choice(sorted({p.seat for p in prompts}))
        choices = engine.options(state, seat, "")
        for choice in choices:
            head = choice.value.split()[0]
            if choice.label == choice.value and head in ("use", "give", "carry", "lose", "redraw"):
                assert dice_words(choice.value), choice.value
                named += 1
        text = rng.choice(choices).value if choices else next(p.default for p in prompts if p.seat == seat)
        state = apply_text(engine, state, seat, text).state
    assert named > 20
