"""The D-Day Dice prompts a table meets now and then, in Korean (issue #48).

A random game seldom reaches them, so each is reached here by a position built from a seeded game's first one
(a field or two of the state changed, as the rules would have changed them): a loss the German imposes, the
Battle Conditions an observer puts back, the Assault's order in the Final Bunker, Overlord's carry and Keep Going!,
a Raid's order owed first and one open beside the phase's, and the warning of a Unit with no way out. Each prompt
and each of its choices names its message: the English catalogue gives back the engine's English exactly, and the
Korean words hold no English word but quoted notation (what a player types) and printed names. So do every Battle
Condition's effect, a move's refusal and the retreat's usage.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import i18n.dice  # noqa: F401  (registers the dice- formatter)
from i18n import t
from rules.core import find_game
from rules.core.errors import RuleError
from rules.dday_dice.battle_conditions import cards
from rules.dday_dice.battle_conditions import names as battle_names
from rules.dday_dice.campaign_state import Carry, Fallen
from rules.dday_dice.context import final_bunker
from rules.dday_dice.state import DDState
from tests.bot.korean_scan import english_words
from tests.i18n import keyed
from tests.i18n.dice_printed import without_printed_names
from tests.i18n.test_dice_words import korean_ok
from tests.typed import apply_text

ENGINE = find_game("dday-dice")
ALLOWED = {"A", "B", "C"}
"""Overlord's Column letters as printed (B-2, Raid A-1)."""


def english_left(korean: str) -> list[str]:
    """The English words of a Korean text once printed names are set aside."""
    return english_words(without_printed_names(korean), ALLOWED)


def start(options: dict[str, str]) -> DDState:
    state, _ = ENGINE.initial_state(ENGINE.seats_for(options), options, 7)
    return state


def with_unit(state: DDState, i: int, **fields: Any) -> DDState:
    unit = state.units[i].model_copy(update=fields)
    return state.model_copy(update={"units": state.units[:i] + (unit,) + state.units[i + 1:]})


def loss() -> DDState:
    return with_unit(start({"players": "2", "german": "player"}), 0, owed=("specialist",), specialists=("medic", "scout"))


def observe() -> DDState:
    s = start({"players": "2", "battle_conditions": "on", "advanced_observation": "on"})
    looked = s.battle.model_copy(update={"looked": s.battle.deck[:2], "looker": "unit1"})
    return with_unit(s, 0, owed=("observe",)).model_copy(update={"battle": looked})


def assault() -> DDState:
    s = start({"players": "2", "german": "player", "map": "omaha-beach"})
    g = ENGINE.working(s)
    (bunker,) = [x.id for x in g.map.sectors if final_bunker(g, x.id)]
    return with_unit(with_unit(s, 0, sector=bunker, done=True), 1, sector=bunker, done=True).model_copy(
        update={"phase": 5})


def carry_and_keep_going() -> DDState:
    s = start({"players": "4", "campaign": "a"})
    c = s.campaign.model_copy(update={"carry": (Carry(seat="t2u1", options=("medic", "scout"), slots=1),),
                                      "fallen": (Fallen(seat="t2u2", sector="B-5", keep=("medic", "scout")),)})
    return with_unit(s.model_copy(update={"campaign": c}), 1, status="down")


def raid_order_owed() -> DDState:
    s = start({"players": "1", "campaign": "c", "solo": "on"})  # Raid C-1S: leaving a Tiger's Sector costs one
    flags = s.campaign.raid_flags + (f"slip-owed:{s.units[0].seat}",)
    return with_unit(s.model_copy(update={"campaign": s.campaign.model_copy(update={"raid_flags": flags}),
                                          "phase": 5}), 0, specialists=("medic",))


def raid_order_open() -> DDState:
    s = start({"players": "1", "campaign": "c", "solo": "on"})  # Raid C-1S: 'brace' with an Item that changes dice
    return with_unit(s.model_copy(update={"phase": 4}), 0, items=("binoculars",))


def no_way_out() -> DDState:
    return with_unit(start({"players": "1"}), 0, courage=0, marker=3).model_copy(update={"phase": 4})


CASES: dict[str, tuple[Callable[[], DDState], str, str]] = {
    "loss": (loss, "loss", "dice-prompt-loss"),
    "observe": (observe, "loss", "dice-prompt-observe"),
    "assault": (assault, "assault", "dice-prompt-assault"),
    "carry": (carry_and_keep_going, "carry", "dice-prompt-carry"),
    "keep going": (carry_and_keep_going, "keep_going", "dice-prompt-keep-going"),
    "raid order owed": (raid_order_owed, "move", "dice-prompt-raid-first"),
    "raid order open": (raid_order_open, "spend", "dice-prompt-with-raid-hint"),
    "no way out": (no_way_out, "spend", "dice-prompt-with-warning"),
}
"""Per case: the position, the prompt's kind and the message that words it."""


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_rarely_met_prompt_and_its_choices_are_worded_in_korean(case: str) -> None:
    build, kind, key = CASES[case]
    state = build()
    (prompt,) = [p for p in ENGINE.prompts(state) if p.kind == kind]
    seen = keyed.Seen(korean_ok)
    assert prompt.key == key
    seen.check("prompt", prompt.key, prompt.args, prompt.text)
    korean = t(prompt.key, lang="ko", **prompt.args)
    assert not english_left(korean), korean
    choices = [*prompt.choices, *ENGINE.options(state, prompt.seat, "")]
    assert choices, "the prompt offers its choices"
    for choice in choices:
        assert choice.key, f"{choice.value!r} has no words"
        seen.check("choice", choice.key, choice.args, choice.label)
        assert not english_left(t(choice.key, lang="ko", **choice.args)), choice.value
    assert not seen.wrong, seen.wrong


def test_every_battle_condition_says_its_effect_in_korean() -> None:
    s = start({"players": "1", "german": "player", "battle_conditions": "on"})
    names = battle_names(ENGINE.working(s))  # as an Atlantikwall game names the cards' Specialists and Items
    for card in cards().values():
        said = card.describe_words(names)
        english = t("dice-ev-battle-condition", lang="en", name=card.name, describe=said)
        assert english == f"Battle Condition: {card.name}: {card.describe(names)}."
        korean = t("dice-ev-battle-condition", lang="ko", name=card.name, describe=said)
        assert not english_left(korean), korean


def refusal(state: DDState, seat: str, text: str) -> RuleError:
    with pytest.raises(RuleError) as caught:
        apply_text(ENGINE, state, seat, text)
    return caught.value


def test_a_refused_move_and_the_retreat_s_usage_say_why_in_korean() -> None:
    s = with_unit(start({"players": "1"}), 0, courage=0).model_copy(update={"phase": 5})
    for err in (refusal(s, "unit1", "move 2"), refusal(s, "unit1", "move 9")):
        assert err.key and t(err.key, lang="en", **err.params) == err.message
        korean = t(err.key, lang="ko", **err.params)
        assert keyed.HANGUL.search(korean) and not english_left(korean), korean
    for text in ("retreat", "retreat B-8 keep", "retreat nowhere"):
        with pytest.raises(RuleError) as caught:
            ENGINE.parse_action(text)
        assert caught.value.key == "dice-err-write-retreat"
        assert t(caught.value.key, lang="en", **caught.value.params) == caught.value.message
        korean = t(caught.value.key, lang="ko", **caught.value.params)
        assert keyed.HANGUL.search(korean) and not english_left(korean), korean
