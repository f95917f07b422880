"""Pegasus Bridge's words come from the catalogues (issues #47, #48): every event, prompt, choice, autocomplete
label and refusal of played games (every scenario and the campaign) names its message, the English catalogue gives
back exactly the engine's English words, and the Korean catalogue words it in Hangul, naming placeholder cards by
their Korean gloss (``ko/pegasus-glossary.ftl``)."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import i18n.pegasus  # noqa: F401  (registers the pb- formatter)
from i18n import t
from rules.core.errors import RuleError
from rules.pegasus_bridge.engine import ENGINE as E
from rules.pegasus_bridge.policy import choose
from tests.i18n import keyed
from tests.i18n.keyed import HANGUL
from tests.typed import apply_text

CARD_ONLY = frozenset({"pb-choice-card", "pb-field-card", "pb-choice-action-card"})
"""Labels that are a card's label alone (with the action's notation): printed names, the same in every language."""
SCENARIOS = ("1a", "1b", "2", "3", "campaign")
WRONG = ("done", "pass", "play 1502", "play 1101", "toss", "toss +3", "absorb", "take heroic Z", "take heroic 1401",
         "choose terrain 1001", "reserve 1601", "no unit", "zz top", "", "toss 99", "pile 7", "respond sometimes",
         "build piles 1031: 1001 1001 1002 1003; 1030: 1004 1005 1006 1007; 1032: 1008 1009 1010 1011",
         "redraw discarding 1101", "play 1301 with 1101", "let it stand", "spend 1")


def _korean(key: str, ko: str) -> bool:
    """A Korean text holds Hangul (a card known only by its printed name may not) and no English placeholder name."""
    return (bool(HANGUL.search(ko)) or key in CARD_ONLY) and "Placeholder" not in ko


class Seen(keyed.Seen):
    def __init__(self) -> None:
        super().__init__(_korean)

    def refusal(self, state: Any, seat: str, text: str) -> None:
        try:
            apply_text(E, state, seat, text)
        except RuleError as err:
            self.check("refusal", err.key, err.params, err.message)


def play(scenario: str, seed: int, seen: Seen) -> None:
    rng = random.Random(seed)
    state, events = E.initial_state(("british", "german"), {"scenario": scenario}, seed)
    for e in events:
        seen.check("event", e.key, e.args, e.text)
    for n in range(3000):
        if E.outcome(state) is not None:
            break
        prompts = E.prompts(state)
        for p in prompts:
            seen.check("prompt", p.key, p.args, p.text)
            for c in p.choices:
                seen.check("choice", c.key, c.args, c.label)
        seat = rng.choice(sorted({p.seat for p in prompts}))
        for c in E.options(state, seat, ""):
            if c.label != c.value:
                seen.check("option", c.key, c.args, c.label)
        for c in E.options(state, seat, "respond"):
            seen.check("option", c.key, c.args, c.label)
        if n % 5 == 0:
            for kind, fields in (("play", ("card", "as", "with")), ("raise", ("card",)), ("toss", ("token",)),
                                 ("terrain", ("terrain",)), ("heroic", ("card",)), ("redraw", ("card",)),
                                 ("reserve", ("unit", "card")), ("pile", ("position",)), ("choose", ("option",))):
                for field in fields:
                    filled = {"card": next((c.value for c in E.field_choices(state, seat, kind, "card", {})), "")}
                    for c in E.field_choices(state, seat, kind, field, filled):
                        if c.label != c.value:
                            seen.check("field", c.key, c.args, c.label)
            other = "german" if seat == "british" else "british"
            for bad in WRONG:
                seen.refusal(state, seat, bad)
            seen.refusal(state, other, "pass")
        step = apply_text(E, state, seat, choose(E, state, seat, rng))
        for e in step.events:
            seen.check("event", e.key, e.args, e.text)
        state = step.state
    seen.refusal(state, "british", "pass")


@pytest.fixture(scope="module")
def seen() -> Seen:
    """Scenario 1B (the bridges, the counter-attack) and the campaign (scenarios 1B, 2, 3 and its scoring)."""
    out = Seen()
    for scenario in ("1b", "campaign"):
        play(scenario, 1, out)
    return out


def test_every_message_of_played_games_is_named_and_the_english_catalogue_gives_back_the_engines_words(seen: Seen) -> None:
    check(seen)


@pytest.mark.slow  # ten games, each refusal tried every few moves: some 6 s
def test_every_scenario_twice() -> None:
    out = Seen()
    for scenario in SCENARIOS:
        for seed in (1, 2):
            play(scenario, seed, out)
    check(out)


def check(seen: Seen) -> None:
    assert not seen.missing, f"messages without a key: {seen.missing}"
    assert not seen.wrong, "\n".join(seen.wrong[:20])
    assert {"event", "prompt", "choice", "option", "field", "refusal"} <= set(seen.counts), seen.counts
    for key in ("pb-ev-played", "pb-ev-front", "pb-ev-scenario-over", "pb-err-refused", "pb-err-read",
                "pb-err-not-yours", "pb-ask-raise", "pb-ev-campaign-vp"):
        assert key in seen.keys, key


def test_options_and_setting_errors_are_named() -> None:
    seen = Seen()
    for options in ({"scenario": "9"}, {"speed": "fast"}):
        with pytest.raises(RuleError) as err:
            E.initial_state(("british", "german"), options, 1)
        seen.check("refusal", err.value.key, err.value.params, err.value.message)
    assert not seen.missing and not seen.wrong, (seen.missing, seen.wrong)


def test_every_cards_effect_has_words_in_both_languages_and_an_overridden_text_is_shown_as_written() -> None:
    """The English catalogue gives back each shipped card's text exactly; the Korean one words it in Hangul, with no
    Latin word but a printed card name's (``Tranchée``, ``Auto-mitrailleuse``); a text an override file changed
    has no message (it is shown as written)."""
    from rules.pegasus_bridge.cards import builtin_records, table_from_overrides, text_key

    records = builtin_records()
    printed = {w for c in records if c.provenance != "placeholder" for w in re.findall(r"[A-Za-zÀ-ÿ'-]+", c.name)}
    assert len(records) > 140
    for card in records:
        key = text_key(card)
        assert key == f"pb-text-{card.number}"
        assert t(key, lang="en") == card.text, card.number
        ko = t(key, lang="ko")
        assert HANGUL.search(ko), (card.number, ko)
        latin = set(re.findall(r"\b[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'-]*", ko)) - printed
        assert not latin, (card.number, ko, latin)
    changed = table_from_overrides({"1502": {"text": "Our own words."}})
    assert text_key(changed["1502"]) == "" and text_key(changed["1503"]) == "pb-text-1503"
