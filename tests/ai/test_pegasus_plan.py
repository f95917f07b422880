"""The British plans of an Assault (``ai/pegasus_plan.py``, issue #51), each on a built position, and how the
search weighs them.

Positions come from a seeded game of scenario 1A (the rule layer as the British against the simple German),
walked to the first British decision of the kind a test needs; the test then builds what it needs into it (the
British hand, the tokens) and checks that the plan commits the hand and the tokens as it says, where the rule
layer alone would do otherwise.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

import ai.pegasus_bridge as P
from ai import pegasus_heuristic as H
from ai import pegasus_plan as PL
from rules.pegasus_bridge import policy
from rules.pegasus_bridge.engine import ENGINE as E
from rules.pegasus_bridge.flow import Game
from rules.pegasus_bridge.state import PBState
from rules.pegasus_bridge.state_parts import Ending
from tests.typed import apply_text

SEATS = ("british", "german")


def first_british(wanted: Callable[[PBState], bool], scenario: str = "1A") -> PBState:
    for seed in range(30):
        rng = random.Random(seed)
        state, _ = E.initial_state(SEATS, {"scenario": scenario}, seed)
        for _ in range(3000):
            if E.outcome(state) is not None:
                break
            seat = E.prompts(state)[0].seat
            if seat == "british" and wanted(state):
                return state
            player = H.choose if seat == "british" else policy.choose
            state = apply_text(E, state, seat, player(E, state, seat, rng)).state
    raise AssertionError(f"no such British decision in scenario {scenario}")


def with_hand(state: PBState, cards: list[str]) -> PBState:
    """``state`` with the British holding exactly ``cards`` (swapped with his draw pile and discards)."""
    draw, discard, back = list(state.draw["british"]), list(state.discard["british"]), list(state.hand["british"])
    for c in cards:
        for pile in (draw, discard, back):
            if c in pile:
                pile.remove(c)
                break
        else:
            raise AssertionError(f"card {c} is nowhere the British could take it from")
    return state.model_copy(update={
        "hand": {**state.hand, "british": tuple(sorted(cards))}, "draw": {**state.draw, "british": (*draw, *back)},
        "discard": {**state.discard, "british": tuple(discard)}})


def with_tokens(state: PBState, n: int) -> PBState:
    """``state`` with the British holding ``n`` normal tokens."""
    return state.model_copy(update={"tokens": {**state.tokens, "british": {**state.tokens["british"], "normal": n}}})


def normal_place_b(s: PBState) -> bool:
    """A British Unit to place on a normal front where some Unit of his beats the German by a point and another
    does better."""
    p = s.pending
    if p is None or p.kind != "place_b" or s.assault.fronts[p.front].kind != "normal":
        return False
    try:
        units_against(s)
    except ValueError:
        return False
    return True


def normal_raise(s: PBState) -> bool:
    p = s.pending
    if p is None or p.kind != "raise" or "british" not in p.seats:
        return False
    f = s.assault.fronts[p.front]
    return f.kind == "normal" and f.fight.turn == "british"


def units_against(state: PBState) -> tuple[str, str]:
    """Two British Units for the front waiting for one: the weakest that beats the German there by a point, and a
    stronger one."""
    g = Game(state, E.table(state))
    i = state.pending.front
    gv = g.total("german", i) or 0
    t = E.table(state)
    pool = sorted({c for c in state.draw["british"] + state.hand["british"]
                   if t[c].type == "unit" and not t[c].heroic})
    value = {c: policy.british_estimate(g, i, c) for c in pool}
    weak = min((c for c in pool if value[c] >= gv + PL.THRIFTY_MARGIN), key=lambda c: (value[c], c))
    strong = max(pool, key=lambda c: (value[c], c))
    if value[strong] <= value[weak]:
        raise ValueError("no Unit stronger than the one that just wins")
    return weak, strong


def test_thrifty_keeps_the_strong_unit_for_the_german_units_still_to_come() -> None:
    state = first_british(normal_place_b)
    weak, strong = units_against(state)
    built = with_hand(state, [weak, strong])
    assert PL.choose("thrifty", E, built, "british", random.Random(0)) == f"play {weak}"
    # the rule layer (and so the plans that keep its Units) throws the strongest Unit in at once
    assert H.choose(E, built, "british", random.Random(0)) == f"play {strong}"
    assert PL.choose("all_in", E, built, "british", random.Random(0)) == f"play {strong}"


def test_keep_tokens_saves_the_tokens_the_rule_layer_would_toss() -> None:
    def one_short(s: PBState) -> bool:
        if not normal_raise(s):
            return False
        g = Game(s, E.table(s))
        i = s.pending.front
        return (g.total("german", i) or 0) - (g.total("british", i) or 0) == 1

    state = first_british(one_short)
    built = with_tokens(with_hand(state, []), 3)  # no card: only a token could close the gap
    layer = H.choose(E, built, "british", random.Random(0))
    assert layer.startswith("toss")
    assert PL.choose("keep_tokens", E, built, "british", random.Random(0)) == "pass"
    assert PL.choose("all_in", E, built, "british", random.Random(0)) == layer


def test_all_in_raises_a_gap_the_rule_layer_gives_up_on_and_thrifty_keeps_out_of() -> None:
    state = first_british(normal_raise)
    i = state.pending.front
    g = Game(state, E.table(state))
    g.add_tok("german", i, 8 + (g.total("british", i) or 0) - (g.total("german", i) or 0))
    built = with_tokens(g.s, 2)
    assert H.choose(E, built, "british", random.Random(0)) == "pass"
    assert PL.choose("thrifty", E, built, "british", random.Random(0)) == "pass"
    assert PL.choose("all_in", E, built, "british", random.Random(0)) != "pass"


def test_a_plan_steers_the_rollout_only_until_its_assault_ends(monkeypatch: pytest.MonkeyPatch) -> None:
    state = first_british(normal_place_b)
    turn = state.turn
    asked: list[tuple[int, bool]] = []
    real = PL.choose

    def spy(plan: str, engine, s, seat, rng):  # type: ignore[no-untyped-def]
        asked.append((s.turn, s.assault is not None))
        return real(plan, engine, s, seat, rng)

    monkeypatch.setattr(PL, "choose", spy)
    end = P.rollout(state, random.Random(3), hero="british", plan="thrifty")
    assert end.outcome is not None
    assert asked and all(at == turn and assault for at, assault in asked)


def test_the_search_plays_the_first_move_of_the_plan_that_does_best(monkeypatch: pytest.MonkeyPatch) -> None:
    state = first_british(normal_place_b)
    weak, strong = units_against(state)
    built = with_hand(state, [weak, strong])
    plans: list[str] = []

    def judged(after: PBState, rng: random.Random, limit: int | None = None, hero: str | None = None,
               plan: str = PL.LAYER) -> PBState:
        # only the thrifty plan wins its games: the search must find it among the candidates and play its move
        plans.append(plan)
        return after.model_copy(update={"outcome": Ending(winners=("british",) if plan == "thrifty" else ("german",), reason="")})

    monkeypatch.setattr(P, "rollout", judged)
    computer = P.PegasusComputer(rollouts=8, worlds=3, plan_worlds=3)
    known = computer.known(built, "british")
    assert computer.decide(known, "british", random.Random(1)) == f"play {weak}"
    assert set(plans) == set(PL.PLANS)
    # without plans the layer's strongest Unit stands (no single move, followed by the layer, does better)
    plans.clear()
    assert P.PegasusComputer(rollouts=8, worlds=3, plans=False).decide(known, "british", random.Random(1)) == f"play {strong}"
    assert set(plans) == {PL.LAYER}
