"""The base game's hooks for a campaign (issue #47: the base never imports ``overlord/``).

The engine is made with Overlord's rules and hands them to every working context (``g.campaign``); the hooks' own
methods are what a game without a campaign does. Each is checked against the other: a one-board game plays the
same, event by event, with either. No module holds the rules: two engines made with different ones play side by side.
"""

from __future__ import annotations

import pytest

from rules.core.errors import IllegalActionError
from rules.dday_dice import policy
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.engine import DDiceEngine
from rules.dday_dice.hooks import CampaignRules
from rules.dday_dice.overlord.hooks import OVERLORD
from rules.dday_dice.state import DDState
from tests.typed import apply_text

BASE = DDiceEngine(CampaignRules())
"""The engine made with the hooks' own answers: the base game alone."""


def _start(engine: DDiceEngine) -> DDState:
    state, _ = engine.initial_state(("unit1",), {"players": "1"}, 1, (1, 2, 3, 4, 5, 6))
    return state


def _game(engine: DDiceEngine, options: dict[str, str], seed: int) -> tuple[str, list[tuple[str, str, str]]]:
    """A whole game of the simple player: the final state's JSON and every event (kind, text, message key)."""
    state, events = engine.initial_state(engine.seats_for(options), options, seed)
    seen = [(e.kind, e.text, e.key) for e in events]
    while engine.outcome(state) is None:
        seat = sorted({p.seat for p in engine.prompts(state)})[0]
        step = apply_text(engine, state, seat, policy.choose(engine, state, seat))
        state = step.state
        seen += [(e.kind, e.text, e.key) for e in step.events]
    return engine.dump_state(state), seen


GAMES = [({"players": "1"}, 6),
         ({"players": "3", "map": "pointe-du-hoc"}, 1),
         ({"players": "2", "map": "omaha-beach", "mulligan": "on", "victory_points": "on"}, 7),
         ({"players": "1", "map": "omaha-beach", "german": "player"}, 8),
         ({"players": "1", "mode": "german-solo"}, 9)]
"""One-board games: alone, three Units (one on a Command Post, Phase 4), two with the optional rules, Atlantikwall with a German player, and solo."""


def test_the_engine_hands_overlord_to_each_context() -> None:
    assert E.campaign is OVERLORD and E.working(_start(E)).campaign is OVERLORD
    assert BASE.working(_start(BASE)).campaign is BASE.campaign and type(BASE.campaign) is CampaignRules


@pytest.mark.parametrize(("options", "seed"), GAMES)
def test_a_one_board_game_plays_the_same_without_overlord(options: dict[str, str], seed: int) -> None:
    with_overlord = _game(E, options, seed)
    assert [kind for kind, _, _ in with_overlord[1]].count("turn") >= 3  # several turns: every phase the hooks join
    assert _game(BASE, options, seed) == with_overlord


def test_each_engine_refuses_a_campaign_step_by_its_own_rules_side_by_side() -> None:
    for _ in range(2):  # in turn, twice: neither engine's rules stay behind for the other
        with pytest.raises(IllegalActionError) as alone:
            apply_text(BASE, _start(BASE), "unit1", "redraw victoria-cross")
        assert alone.value.key == "dice-refused"
        assert alone.value.params["why"] == {"key": "dice-no-campaign", "args": {}}
        with pytest.raises(IllegalActionError) as overlord:
            apply_text(E, _start(E), "unit1", "redraw victoria-cross")
        assert overlord.value.params["why"]["key"] == "dice-no-only-campaign-unit-holding-victoria"


def test_without_campaign_rules_the_shared_reserve_is_drawn_from_and_refilled() -> None:
    g = BASE.working(_start(BASE))
    rules = g.campaign
    before = g.s.ranking_reserve
    first = before[0]
    assert rules.reserve_pool(g.s, g.d, "unit1", "ranking") == before
    assert rules.take_from_reserve(g, "unit1", "ranking", first)
    assert g.s.ranking_reserve.count(first) == before.count(first) - 1
    assert not rules.take_from_reserve(g, "unit1", "ranking", "no-such-specialist")
    rules.give_back(g, "unit1", "ranking", (first,))
    assert sorted(g.s.ranking_reserve) == sorted(before)
