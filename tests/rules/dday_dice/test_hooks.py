"""The base game's hooks for a campaign (issue #47: the base never imports ``overlord/``).

Overlord's rules are installed by the engine; the hooks' own methods are what a game without a campaign does.
Each is checked against the other: a one-board game plays the same, event by event, with either.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rules.core.errors import IllegalActionError
from rules.dday_dice import hooks, policy
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.hooks import CampaignRules, campaign
from rules.dday_dice.overlord.hooks import OVERLORD
from tests.rules.dday_dice.helpers import start
from tests.typed import apply_text


@pytest.fixture
def without_campaign() -> Iterator[None]:
    """The hooks' own answers installed for one test (Overlord's back afterwards)."""
    hooks.install(CampaignRules())
    try:
        yield
    finally:
        hooks.install(OVERLORD)


def _game(options: dict[str, str], seed: int) -> tuple[str, list[tuple[str, str, str]]]:
    """A whole game of the simple player: the final state's JSON and every event (kind, text, message key)."""
    state, events = E.initial_state(E.seats_for(options), options, seed)
    seen = [(e.kind, e.text, e.key) for e in events]
    while E.outcome(state) is None:
        seat = sorted({p.seat for p in E.prompts(state)})[0]
        step = apply_text(E, state, seat, policy.choose(E, state, seat))
        state = step.state
        seen += [(e.kind, e.text, e.key) for e in step.events]
    return E.dump_state(state), seen


GAMES = [({"players": "1"}, 6),
         ({"players": "3", "map": "pointe-du-hoc"}, 1),
         ({"players": "2", "map": "omaha-beach", "mulligan": "on", "victory_points": "on"}, 7),
         ({"players": "1", "map": "omaha-beach", "german": "player"}, 8),
         ({"players": "1", "mode": "german-solo"}, 9)]
"""One-board games: alone, three Units (one on a Command Post, Phase 4), two with the optional rules, Atlantikwall with a German player, and solo."""


def test_the_engine_installs_overlord() -> None:
    assert campaign() is OVERLORD


@pytest.mark.parametrize(("options", "seed"), GAMES)
def test_a_one_board_game_plays_the_same_without_overlord(options: dict[str, str], seed: int) -> None:
    with_overlord = _game(options, seed)
    assert [kind for kind, _, _ in with_overlord[1]].count("turn") >= 3  # several turns: every phase the hooks join
    hooks.install(CampaignRules())
    try:
        alone = _game(options, seed)
    finally:
        hooks.install(OVERLORD)
    assert alone == with_overlord


@pytest.mark.usefixtures("without_campaign")
def test_without_campaign_rules_a_campaign_step_is_refused_by_name() -> None:
    state = start(1, script=(1, 2, 3, 4, 5, 6))
    with pytest.raises(IllegalActionError) as err:
        apply_text(E, state, "unit1", "redraw victoria-cross")
    assert err.value.key == "dice-refused"
    assert err.value.params["why"] == {"key": "dice-no-campaign", "args": {}}


def test_overlord_refuses_a_campaign_step_in_a_one_board_game_by_its_own_rule() -> None:
    state = start(1, script=(1, 2, 3, 4, 5, 6))
    with pytest.raises(IllegalActionError) as err:
        apply_text(E, state, "unit1", "redraw victoria-cross")
    assert err.value.params["why"]["key"] == "dice-no-only-campaign-unit-holding-victoria"


@pytest.mark.usefixtures("without_campaign")
def test_without_campaign_rules_the_shared_reserve_is_drawn_from_and_refilled() -> None:
    from tests.rules.dday_dice.helpers import g_of

    g = g_of(start(1))
    rules = campaign()
    first = g.s.ranking_reserve[0]
    assert rules.reserve_pool(g.s, g.d, "unit1", "ranking") == g.s.ranking_reserve
    assert rules.take_from_reserve(g, "unit1", "ranking", first)
    assert g.s.ranking_reserve.count(first) == start(1).ranking_reserve.count(first) - 1
    assert not rules.take_from_reserve(g, "unit1", "ranking", "no-such-specialist")
    rules.give_back(g, "unit1", "ranking", (first,))
    assert sorted(g.s.ranking_reserve) == sorted(start(1).ranking_reserve)
