"""The A&A computer values battles by their outcome distribution and keeps a city only if it survives the
counter-attack (issue #51)."""

from __future__ import annotations

from math import comb

import pytest

from ai import aa_eval
from ai.aa_battle import allied_attack, city_end, hits_dist, hold, swing
from ai.aa_dday import pooled_attacks, undoes
from rules.aa_dday.engine import ENGINE
from tests.typed import apply_text

ST_LO = "26"


def test_the_hits_are_exactly_distributed() -> None:
    dist = hits_dist(((2, 5),))
    assert sum(dist) == pytest.approx(1.0)
    for k in range(6):
        assert dist[k] == pytest.approx(comb(5, k) * (1 / 3) ** k * (2 / 3) ** (5 - k))
    mixed = hits_dist(((1, 1), (3, 1)))
    assert mixed == pytest.approx((5 / 6 * 1 / 2, 1 / 6 * 1 / 2 + 5 / 6 * 1 / 2, 1 / 6 * 1 / 2))


def test_a_small_attack_on_a_strong_city_has_no_chance_and_a_pooled_one_has() -> None:
    defenders = (2, 1, 0, 0)
    assert allied_attack((0, 0, 2), defenders)[0] < 0.001
    assert allied_attack((2, 3, 3), defenders)[0] > 0.4


def test_the_counter_attack_next_door_lowers_a_citys_prospect() -> None:
    alone = city_end((6, 1, 1), (1, 0, 0, 0), (0, 0, 0, 0), True)
    beside_reserves = city_end((6, 1, 1), (1, 0, 0, 0), (3, 2, 2, 0), True)
    assert alone > 0.6
    assert beside_reserves < alone / 2
    assert hold(8, (0, 0, 0, 0)) == 1.0 and hold(0, (1, 0, 0, 0)) == 0.0


def test_the_margin_for_bad_rolls_lowers_a_risky_fight() -> None:
    worth = (1.0, 1.3, 1.6)
    de_worth = (1.0, 1.3, 1.8, 0.9)
    plain = swing((3, 1, 1), (2, 1, 0, 0), True, worth, de_worth, 0.0)
    careful = swing((3, 1, 1), (2, 1, 0, 0), True, worth, de_worth, 0.25)
    assert careful < plain


def _allied_move() -> object:
    state, _ = ENGINE.initial_state(("axis", "allies"), {"players": "2"}, 5)
    for _ in range(300):
        if state.pending is not None and state.pending.kind == "move" and state.pending.side == "allies" and state.turn >= 2:
            return state
        seat = sorted({p.seat for p in ENGINE.prompts(state)})[0]
        state = apply_text(ENGINE, state, seat, ENGINE.prompts(state)[0].default or "done").state
    raise AssertionError("no Allied move came up")


def test_a_city_with_german_reserves_next_door_is_worth_less_to_hold() -> None:
    state = _allied_move()
    units = {z: dict(u) for z, u in state.units.items()}
    units[ST_LO] = {"us:inf": 4, "us:art": 1}
    empty_ring = {z: u for z, u in units.items() if z not in aa_eval.ADJ[ST_LO] + aa_eval.RING2[ST_LO]}
    bare = aa_eval.city_prospect(empty_ring, set(), ST_LO, True)
    assert bare == 1.0
    ring = dict(empty_ring)
    ring[aa_eval.ADJ[ST_LO][0]] = {"de:inf": 3, "de:tank": 2}
    assert aa_eval.city_prospect(ring, set(), ST_LO, True) < bare - 0.3
    # German units locked in a fight next door cannot come
    assert aa_eval.city_prospect(ring, {aa_eval.ADJ[ST_LO][0]}, ST_LO, True) == pytest.approx(bare)


def test_a_move_back_along_a_way_taken_this_phase_is_an_undo() -> None:
    state = _allied_move()
    moves = [c.value for c in ENGINE.options(state, "allies", "") if c.value.startswith("move ")
             and " via " not in c.value]
    text = moves[0]
    a = ENGINE.parse_action(text)
    after = apply_text(ENGINE, state, "allies", text).state
    back = f"move 1 inf from {a.to} to {a.frm}"
    assert undoes(after, back)
    assert not undoes(after, f"move 1 inf from {a.frm} to {a.to}")
    assert not undoes(state, back)


def test_attacks_are_pooled_from_several_zones_within_the_limit() -> None:
    state = _allied_move()
    moves = [c.value for c in ENGINE.options(state, "allies", "")]
    plans = pooled_attacks(state, "allies", moves)
    assert plans
    for plan in plans:
        targets = {ENGINE.parse_action(t).to for t in plan}
        sources = [ENGINE.parse_action(t).frm for t in plan]
        assert len(targets) == 1 and len(set(sources)) == len(plan) >= 2
        to = targets.pop()
        arriving = sum(it.n for t in plan for it in ENGINE.parse_action(t).units)
        here = sum(n for k, n in (state.units.get(to) or {}).items() if k[:2] != "de" and k[3:] in ("inf", "art", "tank"))
        assert arriving + here <= 8
