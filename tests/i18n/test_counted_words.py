"""Pegasus Bridge's and D-Day Dice's counted nouns (issue #46): the catalogues say the engines' lines, and nothing
the engines write for a player miscounts.

Each case plays a seeded random game with the engine alone. Every event that names its message (``key``/``args``:
the events that count something) must read, in the English catalogue, exactly as the engine's English ``text``, and
in the Korean one in Hangul. Every event, prompt and choice label must pass :func:`tests.bot.grammar.problems` (no
"(s)", no "1 Soldiers", no "2 card"), and so must each refusal met on the way.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import bot.service.game_words  # noqa: F401  (imports every kit's words module: the pb-ev- and dice-ev- formatters)
from i18n import t
from rules.core import find_game
from rules.core.errors import RuleError
from tests.bot.grammar import problems
from tests.typed import apply_text

HANGUL = re.compile("[\uac00-\ud7a3]")
MOVES = 400

CASES = [
    pytest.param("pegasus-bridge", {"scenario": "1A"}, 1, id="pegasus-1a"),
    pytest.param("pegasus-bridge", {"scenario": "1B"}, 2, id="pegasus-1b"),
    pytest.param("pegasus-bridge", {"scenario": "3"}, 3, id="pegasus-3"),
    pytest.param("dday-dice", {"players": "1"}, 1, id="dice-solo"),
    pytest.param("dday-dice", {"players": "3", "nations": "uk,fr,ca", "mulligan": "on"}, 2, id="dice-coop"),
    pytest.param("dday-dice", {"players": "2", "german": "player", "mulligan": "on", "battle_conditions": "on",
                               "badges": "on", "fire": "on"}, 3, id="atlantikwall-german"),
    pytest.param("dday-dice", {"mode": "german-solo", "battle_conditions": "on"}, 4, id="atlantikwall-solo"),
    pytest.param("dday-dice", {"players": "3", "campaign": "a"}, 5, id="overlord-teams"),
    # Slow: a whole Pegasus campaign and a solo Overlord campaign (1 to 3 s each); the cases above meet the same
    # messages on their boards.
    pytest.param("pegasus-bridge", {"scenario": "campaign"}, 6, id="pegasus-campaign", marks=pytest.mark.slow),
    pytest.param("dday-dice", {"players": "1", "campaign": "a", "solo": "on"}, 7, id="overlord-solo",
                 marks=pytest.mark.slow),
]


class Seen:
    def __init__(self) -> None:
        self.keys: set[str] = set()
        self.wrong: list[str] = []
        self.miscounted: list[str] = []
        self.events = 0

    def text(self, where: str, text: str) -> None:
        self.miscounted += [f"{where}: {p!r} in {text[:90]!r}" for p in problems(text)]

    def event(self, event: Any) -> None:
        self.events += 1
        self.text(event.kind, event.text)
        if not event.key:
            return
        self.keys.add(event.key)
        english = t(event.key, lang="en", **event.args)
        if english != event.text:
            self.wrong.append(f"{event.key}: {english!r} != {event.text!r}")
        korean = t(event.key, lang="ko", **event.args)
        if not HANGUL.search(korean):
            self.wrong.append(f"{event.key}: no Hangul in {korean!r}")


def play(game: str, options: dict[str, str], seed: int) -> Seen:
    engine = find_game(game)
    seen = Seen()
    rng = random.Random(seed)
    state, events = engine.initial_state(engine.seats_for(options), options, seed)
    for e in events:
        seen.event(e)
    for _ in range(MOVES):
        prompts = engine.prompts(state)
        if engine.outcome(state) is not None or not prompts:
            break
        for p in prompts:
            seen.text("prompt", p.text)
        seat = rng.choice(sorted({p.seat for p in prompts}))
        offered = engine.options(state, seat, "")
        for c in offered:
            seen.text("choice", c.label)
        if rng.random() < 0.05:  # a refusal now and then: the sentence a player reads when a move is not allowed
            for bad in ("done", "keep", "reroll 1 2 3", "give unit2 soldiers 9", "award 3", "spend 9", "cancel 1"):
                try:
                    apply_text(engine, state, seat, bad)
                except RuleError as err:
                    seen.text("refusal", err.message)
        values = [c.value for c in offered] or [next(p.default for p in prompts if p.seat == seat)]
        if values == [None]:
            break
        step = apply_text(engine, state, seat, rng.choice(values))
        for e in step.events:
            seen.event(e)
        state = step.state
    return seen


@pytest.mark.parametrize(("game", "options", "seed"), CASES)
def test_counted_events_speak_the_catalogues_and_nothing_miscounts(game: str, options: dict[str, str], seed: int) -> None:
    seen = play(game, options, seed)
    assert seen.events > 20
    assert seen.keys, "no event of the game named its message"
    assert not seen.wrong, "\n".join(seen.wrong[:20])
    assert not seen.miscounted, "\n".join(seen.miscounted[:20])


@pytest.mark.parametrize(("key", "args", "english", "korean"), [
    ("pb-ev-drew", {"seat": "german", "count": 1, "why": "assault", "card": ""},
     "The German drew 1 card for winning the Assault.", "독일군이 카드 1장을 뽑았습니다(강습 승리)."),
    ("pb-ev-heroic-lost", {"seat": "british", "count": 2},
     "The British removed 2 unplayed heroic cards from the game.", "영국군이 내지 않은 영웅 카드 2장을 게임에서 뺐습니다."),
    ("dice-ev-gave", {"unit": {"seat": "unit1", "nation": "us"}, "count": 1, "what": "soldiers",
                      "to": {"seat": "unit2", "nation": "uk"}},
     "Unit 1 (U.S.) gave 1 Soldier to Unit 2 (U.K.).", "유닛 1(미국)이 유닛 2(영국)에게 병사 1명을 주었습니다."),
    ("dice-ev-gave", {"unit": {"seat": "t2u1", "nation": "ca"}, "count": 3, "what": "stars",
                      "to": {"seat": "t2u2", "nation": "fr"}},
     "Team Baker, Unit 1 (Canada) gave 3 Stars to Team Baker, Unit 2 (France).",
     "베이커 팀 유닛 1(캐나다)가 베이커 팀 유닛 2(프랑스)에게 별 3개를 주었습니다."),
    ("dice-ev-setup", {"map": "N-01 Exercise Tiger", "players": 1, "soldiers": 4,
                       "units": [{"seat": "unit1", "nation": "us", "where": "Sector 1"}]},
     "N-01 Exercise Tiger: Unit 1 (U.S.) in Sector 1, with 4 Soldiers.",
     "N-01 Exercise Tiger: Sector 1의 유닛 1(미국), 병사 4명으로 시작합니다."),
])
def test_one_and_many_in_both_languages(key: str, args: dict[str, Any], english: str, korean: str) -> None:
    """The singular and the plural of a few messages, and Korean counters after the Units' Korean names."""
    assert t(key, lang="en", **args) == english
    assert t(key, lang="ko", **args) == korean


def test_the_units_names_are_the_engines() -> None:
    """The catalogue's English names of the nations and Teams are the data's (a renamed nation is renamed here)."""
    from i18n.dice import unit_name
    from rules.dday_dice.context import TEAM_NAMES
    from rules.dday_dice.overrides import builtin_data

    for nation, record in builtin_data().nations.items():
        assert unit_name({"seat": "unit2", "nation": nation}, "en") == f"Unit 2 ({record.name})"
    for number, team in TEAM_NAMES.items():
        assert unit_name({"seat": f"t{number}u3", "nation": "us"}, "en") == f"Team {team}, Unit 3 (U.S.)"
    assert unit_name({"seat": "german"}, "en") == "The German player"
