"""The engine contract on seeded random playouts of every scenario (the repo's conformance checks, here first)."""

from __future__ import annotations

import random

import pytest
from pb_helpers import SEATS, E, act, new, random_game

from rules.core.engine import GameEngine
from rules.core.errors import GameOverError, IllegalActionError, InvalidActionError, NotYourTurnError, RuleError
from rules.pegasus_bridge.policy import play_game
from tests.typed import apply_text

SCEN = ["1A", "1B", "2", "3", "campaign"]


def test_it_is_a_game_engine():
    assert isinstance(E, GameEngine)
    assert E.spec.id == "pegasus-bridge" and set(E.spec.aliases) == {"pegasus", "pb", "operation-commando"}
    assert E.spec.ruleset_version == "pegasus-bridge/3" and E.spec.seats == SEATS
    assert E.spec.option("scenario").default == "1a"
    assert E.initial_state(SEATS, {"scenario": "1b"}, 1)[0].scenario == "1B"


@pytest.mark.parametrize("scen", SCEN)
def test_random_playouts_reach_an_outcome(scen):
    for seed in range(25):
        state, log = random_game(scen, seed)
        out = E.outcome(state)
        assert out is not None and out.reason
        assert E.prompts(state) == () and state.pending is None
        with pytest.raises(GameOverError):
            apply_text(E, state, "british", "pass")


@pytest.mark.parametrize("scen", SCEN)
def test_every_offered_option_applies_and_round_trips(scen):
    rng = random.Random(7)
    for seed in (1, 2):
        state = new(scen, seed)
        for _ in range(5000):
            if E.outcome(state) is not None:
                break
            prompts = E.prompts(state)
            assert prompts
            for p in prompts:
                assert p.default is not None and p.choices
                assert len(p.choices) <= 10
                apply_text(E, state, p.seat, p.default)  # the default is always legal
                for c in p.choices:
                    apply_text(E, state, p.seat, c.value)
            seat = rng.choice(sorted({p.seat for p in prompts}))
            opts = E.options(state, seat, "")
            assert 0 < len(opts) <= 200
            for c in opts:
                a = E.parse_action(c.value)
                assert E.format_action(a) == c.value
                assert E.parse_action(E.format_action(a)) == a
                E.apply(state, seat, a)
            for other in SEATS:
                if other not in {p.seat for p in prompts}:
                    assert E.options(state, other, "") == []
            state = apply_text(E, state, seat, rng.choice(opts).value).state


@pytest.mark.parametrize("scen", SCEN)
def test_json_round_trip_and_replay(scen):
    for seed in range(3):
        state, log, states = random_game(scen, seed, record=True)
        for s in states[:: max(1, len(states) // 25)] + [state]:
            again = E.load_state(E.dump_state(s))
            assert again == s
            assert E.dump_state(again) == E.dump_state(s)
            E.view(s, None).model_dump_json()
            for seat in SEATS:
                E.view(s, seat).model_dump_json()
            assert isinstance(E.phase_label(s), str) and len(E.phase_key(s)) == 2
        replay = new(scen, seed)
        for seat, text in log:
            replay = act(replay, seat, text)
        assert replay == state


def test_phase_keys_never_go_back():
    _, _, states = random_game("campaign", 3, record=True)
    keys = [E.phase_key(s) for s in states]
    assert keys == sorted(keys)
    labels = {E.phase_label(s) for s in states}
    assert any("Turn 3 · Assault" in x for x in labels)


def test_refused_actions_leave_the_state_unchanged():
    _, _, states = random_game("1B", 4, record=True)
    bad = ["play 9999", "toss 30", "choose terrain 1032", "reserve 1502", "take heroic 1812", "absorb", "done",
           "no unit", "spend 5", "choose pile 3", "redraw discarding 1105", "choose combat", "keep", "retreat"]
    refused = 0
    for s in states[::5]:
        before = E.dump_state(s)
        for seat in SEATS:
            legal = {E.format_action(a) for a in E.legal(s, seat)}
            for text in bad:
                if text in legal:
                    continue
                with pytest.raises(RuleError) as err:
                    apply_text(E, s, seat, text)
                assert isinstance(err.value, (IllegalActionError, NotYourTurnError, GameOverError))
                assert str(err.value)
                refused += 1
        assert E.dump_state(s) == before
    assert refused > 100


def test_illegal_actions_name_what_is_legal_and_cite_the_rulebook():
    state = new("1A", 3)
    state = act(act(state, "british", "keep"), "german", "keep")
    with pytest.raises(IllegalActionError) as err:
        apply_text(E, state, "british", "choose terrain 1032")
    assert "choose terrain" in str(err.value) and err.value.rule == "Turn Sequence: 1 - Progression Phase"
    with pytest.raises(NotYourTurnError, match="waiting for: British"):
        apply_text(E, state, "german", "choose terrain 1032")


@pytest.mark.parametrize("text", ["", "fly away", "toss 0", "choose pile 7", "play", "reserve 1 2 3",
                                  "respond sometimes", "take heroic nobody-at-all"])
def test_unreadable_text_is_an_invalid_action_echoing_it(text):
    with pytest.raises(InvalidActionError) as err:
        E.parse_action(text)
    assert f"'{text}'" in str(err.value)


@pytest.mark.parametrize("text, canonical", [
    ("Play 1502", "play 1502"), ("play patrouille", "play 1502"), ("PLAY 1101 as a combat action", "play 1101 as action"),
    ("play sacrifice with 1104, 1102", "play 1403 with 1102 1104"), ("toss +3", "toss +3"), ("toss 3 tokens", "toss 3"),
    ("toss 1", "toss"), ("stand", "let it stand"), ("no units", "no unit"), ("lose a strength point", "absorb"),
    ("choose terrain 1014a", "choose terrain 1014A"), ("terrain Champs", "choose terrain 1007"),
    ("heroic 1401", "take heroic 1401"), ("take heroic c", "take heroic C"), ("heroic slot b", "take heroic B"), ("reserve 1702 1502", "reserve 1502 1702"), ("no reserve", "reserve none"),
    ("build piles 1031: 1029 1025 1026 1006; 1030: 1025 1026 1008 1028; 1032: 1027 1008 1005 1007",
     "build piles 1030: 1025 1026 1008 1028; 1031: 1029 1025 1026 1006; 1032: 1027 1008 1005 1007"),
    ("respond NEVER", "respond never"), ("place blue", "place blue token"), ("pile 2", "choose pile 2"),
])
def test_lenient_reading_canonical_writing(text, canonical):
    a = E.parse_action(text)
    assert E.format_action(a) == canonical
    assert E.parse_action(canonical) == a


def test_options_filter_by_prefix_and_offer_the_setting_only_when_asked():
    state = new("1A", 3)
    assert [c.value for c in E.options(state, "british", "mu")] == ["mulligan"]
    assert [c.value for c in E.options(state, "british", "resp")] == ["respond always", "respond never"]
    assert all(not c.value.startswith("respond") for c in E.options(state, "british", ""))


def test_field_choices_for_autocomplete():
    state = new("1B", 6)
    state = act(act(state, "british", "keep"), "german", "keep")
    terrains = E.field_choices(state, "british", "terrain", "terrain", {})
    assert sorted(c.value for c in terrains) == sorted(state.revealed)
    assert [c.value for c in E.field_choices(state, "british", "setting", "value", {})] == ["always", "never"]
    state = play_until(state, lambda s: s.pending and s.pending.kind == "phase" and s.pending.seats == ("german",))
    cards = {c.value for c in E.field_choices(state, "german", "play", "card", {})}
    assert cards and cards <= set(state.hand["german"])
    assert E.field_choices(state, "british", "play", "card", {}) == []


def play_until(state, cond):
    for _ in range(200):
        if cond(state):
            return state
        p = E.prompts(state)[0]
        state = act(state, p.seat, p.default)
    raise AssertionError("not reached")


@pytest.mark.parametrize("scen", ["1A", "1B", "2", "3", "campaign"])
def test_the_policy_finishes_games(scen):
    for seed in range(3):
        final = play_game(E, scen, seed)
        assert E.outcome(final) is not None
