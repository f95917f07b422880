"""A&A D-Day's words come from the catalogues (issue #28): every event, prompt, choice and refusal of played
games names its message, the English catalogue gives back exactly the engine's English words, and the Korean
catalogue words it in Hangul."""

from __future__ import annotations

import ast
import json
import random
from pathlib import Path
from typing import Any

import pytest

import i18n
import i18n.aa_dday  # noqa: F401  (registers the aa- formatter)
from i18n import t
from rules.aa_dday import ENGINE as E
from rules.core.errors import RuleError
from tests.i18n.keyed import HANGUL, Seen
from tests.typed import apply_text

REPO = Path(__file__).resolve().parents[2]
OPTIONS = (
    {},
    {"fortune": "on", "tactics": "on"},
    {"players": "3", "fortune": "on", "tactics": "on", "quick_victory": "on"},
    {"fortune": "on", "tactics": "on", "last_aircraft": "return"},
)


def play(seed: int, options: dict[str, str], seen: Seen) -> None:
    rng = random.Random(seed)
    state, events = E.initial_state((), options, seed)
    for e in events:
        seen.check("event", e.key, e.args, e.text)
    while E.outcome(state) is None:
        prompts = E.prompts(state)
        if not prompts:
            break
        for p in prompts:
            seen.check("prompt", p.key, p.args, p.text)
            for c in p.choices:
                if c.label == c.value and not c.key:
                    continue  # the action's own text: command notation stays English, like chess notation
                seen.check("choice", c.key, c.args, c.label)
        seat = rng.choice(sorted({p.seat for p in prompts}))
        choices = E.options(state, seat, "")
        if choices and rng.random() < 0.05:
            # a refusal: an action the rules forbid now (another seat's, or a nonsense move)
            for bad in ("done", "move 1 de:inf from 1 to 42", "pass", "land all from utah"):
                other = next(s for s in E.seats_for(options) if s != seat)
                for who in (seat, other):
                    try:
                        apply_text(E, state, who, bad)
                    except RuleError as err:
                        seen.check("refusal", err.key, err.params, err.message)
        if choices:
            text = rng.choice(choices).value
        else:
            default = next(p.default for p in prompts if p.seat == seat)
            if default is None:
                break
            text = default
        step = apply_text(E, state, seat, text)
        for e in step.events:
            seen.check("event", e.key, e.args, e.text)
        state = step.state
        key, args = E.phase_words(state)
        seen.check("phase", key, args, E.phase_label(state))
    words = E.outcome_words(state)
    out = E.outcome(state)
    if out is not None and words is not None:
        seen.check("outcome", words[0], words[1], out.reason)
    elif out is not None:
        seen.missing.setdefault(out.reason[:60], "outcome")


# Two seeds of each option set: the first in the default run, the second (another game, about 0.3 s of CPU) slow.
@pytest.mark.parametrize(("index", "seed"), [
    *((index, index) for index in range(len(OPTIONS))),
    *(pytest.param(index, index + 10, marks=pytest.mark.slow) for index in range(len(OPTIONS))),
])
def test_played_games_speak_english_exactly_and_korean(index: int, seed: int) -> None:
    """Every event, prompt, choice, refusal, phase and outcome of a random game with option set ``index`` names its
    message, whose English is the engine's words and whose Korean is Hangul."""
    seen = Seen()
    play(seed, OPTIONS[index], seen)
    assert not seen.wrong, "\n".join(seen.wrong[:20])
    assert not seen.missing, f"{len(seen.missing)} texts without a key: {list(seen.missing.items())[:15]}"
    assert len(seen.keys) > 10


def test_events_and_refusals_of_the_engine_name_their_message() -> None:
    """No ``r.emit(...)`` and no raised rule error in rules/aa_dday without ``key=``."""
    bare: list[str] = []
    for path in sorted((REPO / "rules" / "aa_dday").glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            call = None
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "emit":
                call = node
            elif isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
                f = node.exc.func
                name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
                if name.endswith("Error") and name not in ("ValueError", "KeyError", "AssertionError", "TypeError", "RuntimeError"):
                    call = node.exc
            if call is not None and not any(k.arg == "key" for k in call.keywords):
                bare.append(f"{path.name}:{call.lineno}")
    assert not bare, f"{len(bare)} without key=: {bare[:30]}"


def test_glossary_words_are_the_glossary_files() -> None:
    """The catalogue's glossary entries give back glossary.json's English, and have Korean words."""

    data = json.loads((REPO / "rules" / "aa_dday" / "data" / "glossary.json").read_text(encoding="utf-8"))
    done = 0
    for e in data["entries"]:
        key = f"aa-glossary-{e['id']}"
        if not i18n.has(f"{key}-text"):
            continue
        done += 1
        assert t(f"{key}-term", lang="en") == e["term"]
        assert t(f"{key}-text", lang="en") == e["text"]
        assert HANGUL.search(t(f"{key}-text", lang="ko"))
    assert done == len(data["entries"])  # every entry: cards, units, rules


@pytest.mark.parametrize(
    ("key", "args", "korean"),
    [
        ("aa-bomb-fly", {"nation": "uk", "to": "30"}, "영국 폭격기가 30번 캉으로 날아갑니다."),
        ("aa-bomb-fly", {"nation": "us", "to": "2"}, "미국 폭격기가 2번 세르부르로 날아갑니다."),
        ("aa-patrol", {"units": {"us:fighter": 1, "uk:fighter": 2}, "to": "15"},
         "영국 전투기 2대, 미국 전투기 1대가 15번 바이외를 정찰합니다."),
        ("aa-destroyed", {"zone": "26", "units": {"de:tank": 1, "de:inf": 3}}, "26번 생로에서 격파: 독일 보병 3개, 독일 탱크 1대."),
        ("aa-tactic-pass", {"seat": "axis", "tactic": 2, "joint": False}, "주축군이 전술 02 V-2 로켓 공격 카드를 쓰지 않습니다."),
        ("aa-err-could-not-read", {"text": "reroll uk 9", "detail": "a die shows 1 to 6."},
         "'reroll uk 9'를 읽을 수 없습니다: 주사위는 1부터 6까지입니다."),
    ],
)
def test_korean_names_meet_their_particles(key: str, args: dict[str, Any], korean: str) -> None:
    assert t(key, lang="ko", **args) == korean


def test_english_names_come_from_the_board() -> None:
    """The English names in the catalogue are the board's (a renamed zone in board.json must be renamed here)."""
    from rules.aa_dday.board import BOARD, units_phrase
    from rules.aa_dday.common import loc_label

    for loc in [*BOARD.zone_ids, *BOARD.box_name]:
        assert i18n.aa_dday.loc(loc, "en") == loc_label(loc)
        assert HANGUL.search(i18n.aa_dday.loc(loc, "ko"))
    units = {"de:inf": 2, "uk:tank": 1, "us:art": 1, "de:bh": 1, "uk:fighter": 4, "us:bomber": 1}
    assert i18n.aa_dday.units(units, "en") == units_phrase(units)


def test_standing_order_kinds_have_words() -> None:
    from rules.aa_dday.orders import KIND_HELP

    for kind, english in KIND_HELP.items():
        assert t(f"aa-orders-kind-{kind}", lang="en") == english
        assert HANGUL.search(t(f"aa-orders-kind-{kind}", lang="ko"))


def test_allied_victory_reasons_read_as_the_engine_writes_them() -> None:
    """Random games rarely end in an Allied victory: the two reasons are checked against victory.py's words."""
    from rules.aa_dday.common import CITY_NAMES

    assert t("aa-outcome-allies-quick", lang="en", turn=6) == (
        f"The Allies held {CITY_NAMES} at the end of turn 6 (optional victory rule).")
    assert t("aa-outcome-allies-full", lang="en", turn=7, before=6) == (
        f"The Allies held {CITY_NAMES} through a full turn (end of turn 6 to end of turn 7).")
    assert HANGUL.search(t("aa-outcome-allies-full", lang="ko", turn=7, before=6))
