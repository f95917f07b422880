"""The habits of the Pegasus Bridge rule layer (``ai/pegasus_heuristic.py``), each on a real position.

Positions come from seeded games: the rule layer on the side a test looks at (the German unless it says otherwise)
against the simple player on the other, walked until the first decision of the kind a test needs (a bounded walk: a rules change that never reaches one fails with a message).
Each test also checks that the simple player decides otherwise there, so it shows the habit, not a coincidence.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from ai import pegasus_heuristic as H
from rules.pegasus_bridge import policy
from rules.pegasus_bridge.engine import ENGINE as E
from rules.pegasus_bridge.flow import Game
from rules.pegasus_bridge.state import PBState
from tests.typed import apply_text

SEATS = ("british", "german")
SEEDS = range(40)


def first_position(scenario: str, wanted: Callable[[PBState], bool], side: str = "german") -> PBState:
    """The first decision of ``side`` (the rule layer; the other side the simple player) in seeded games of
    ``scenario`` for which ``wanted`` holds."""
    for seed in SEEDS:
        rng = random.Random(seed)
        state, _ = E.initial_state(SEATS, {"scenario": scenario}, seed)
        for _ in range(3000):
            if E.outcome(state) is not None:
                break
            seat = E.prompts(state)[0].seat
            if seat == side and wanted(state):
                return state
            player = H.choose if seat == side else policy.choose
            state = apply_text(E, state, seat, player(E, state, seat, rng)).state
    raise AssertionError(f"no such {side} decision in scenario {scenario}, seeds {SEEDS.start}-{SEEDS.stop - 1}")


def german_need(state: PBState) -> int | None:
    """On a German raise on a normal front, after the British answered: the points he lacks to win the fight."""
    p = state.pending
    if p is None or p.kind != "raise" or "german" not in p.seats:
        return None
    f = state.assault.fronts[p.front]
    if f.kind != "normal" or f.fight.turn == "g_init":
        return None
    g = Game(state, E.table(state))
    return (g.total("british", p.front) or 0) - (g.total("german", p.front) or 0) + 1


def raise_offered(state: PBState, need: int) -> bool:
    """A raise lacking ``need`` points, where the simple player's gap rule has a card or a token to offer."""
    if german_need(state) != need:
        return False
    g = Game(state, E.table(state))
    return policy.gap_actions(g, E.legal(state, "german"), "german", state.pending.front, need) is not None


def test_where_the_loser_picks_the_next_terrain_he_keeps_his_cards_two_points_behind() -> None:
    state = first_position("1A", lambda s: raise_offered(s, 2))
    assert H.choose(E, state, "german", random.Random(0)) == "pass"
    assert policy.choose(E, state, "german", random.Random(0)) != "pass"


def test_where_the_winner_picks_it_he_still_raises_two_points_behind() -> None:
    state = first_position("3", lambda s: raise_offered(s, 2))
    move = H.choose(E, state, "german", random.Random(0))
    assert move != "pass"
    assert move == policy.choose(E, state, "german", random.Random(0))


def choice_of(state: PBState, card: str) -> bool:
    p = state.pending
    return p is not None and p.kind == "choice" and state.choice.card == card


def test_defense_coordonnee_draws_two_cards_rather_than_its_bonus() -> None:
    state = first_position("1A", lambda s: choice_of(s, "1701"))
    assert H.choose(E, state, "german", random.Random(0)) == "choose draw"
    assert policy.choose(E, state, "german", random.Random(0)) == "choose combat"


def test_trousse_de_soins_draws_a_card_rather_than_a_unit_back() -> None:
    state = first_position("1A", lambda s: choice_of(s, "1609") and any(
        E.table(s)[c].type == "unit" for c in s.discard["german"]))
    assert H.choose(E, state, "german", random.Random(0)) == "choose draw"
    assert policy.choose(E, state, "german", random.Random(0)) == "choose unit"


@pytest.mark.parametrize("side", ("german", "british"))
def test_where_a_terrain_trades_tokens_for_cards_both_sides_spend_them_all(side: str) -> None:
    def offered(s: PBState) -> bool:
        p = s.pending
        if p is None or p.kind != "phase" or s.tokens[side]["normal"] < 2:
            return False
        acts = E.legal(s, side)
        return any(a.kind == "spend" for a in acts) and not any(
            a.kind == "play" and E.table(s)[a.card].type == "event" for a in acts)

    state = first_position("1A", offered, side)
    tokens = state.tokens[side]["normal"]
    assert H.choose(E, state, side, random.Random(0)) == f"spend {tokens}"
    assert policy.choose(E, state, side, random.Random(0)) != f"spend {tokens}"
