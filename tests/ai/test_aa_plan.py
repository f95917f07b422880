"""The A&A Allies plan their attacks with the strongest units, count the German round of a fight, and never fill
a zone past its limit only to empty it again (issue #51)."""

from __future__ import annotations

from typing import Any

from ai import aa_eval
from ai.aa_battle import pins
from ai.aa_dday import greedy_step, overfills, sketch, strongest_attacks
from rules.aa_dday.engine import ENGINE
from tests.typed import apply_text

ST_LO = "26"


def _allied_move() -> Any:
    state, _ = ENGINE.initial_state(("axis", "allies"), {"players": "2"}, 5)
    for _ in range(300):
        if state.pending is not None and state.pending.kind == "move" and state.pending.side == "allies" and state.turn >= 2:
            return state
        seat = sorted({p.seat for p in ENGINE.prompts(state)})[0]
        state = apply_text(ENGINE, state, seat, ENGINE.prompts(state)[0].default or "done").state
    raise AssertionError("no Allied move came up")


def _with(state: Any, **zones: dict[str, int]) -> Any:
    units = {z: dict(u) for z, u in state.units.items()}
    for z, u in zones.items():
        units[z.lstrip("z")] = u
    return state.model_copy(update={"units": units})


def test_the_strongest_attack_takes_tanks_and_artillery_first_up_to_the_limit() -> None:
    w = _with(_allied_move(), z10={"us:inf": 6, "us:art": 2}, z9={"us:tank": 3}, z11={}, z12={"de:inf": 2, "de:art": 2})
    moves = [c.value for c in ENGINE.options(w, "allies", "") if c.value != "done"]
    plans = [p for p in strongest_attacks(w, "allies", moves) if p[0].endswith(" to 12")]
    assert len(plans) == 2
    full, no_infantry = plans
    got = sketch_units(w, full)
    assert (got.get("us:tank"), got.get("us:art"), got.get("us:inf")) == (3, 2, 3)  # 8: the zone's limit
    got = sketch_units(w, no_infantry)
    assert (got.get("us:tank"), got.get("us:art"), got.get("us:inf", 0)) == (3, 2, 0)
    # a whole-stack pool would have sent the six infantry first and left the tanks out
    assert all(ENGINE.parse_action(t).to == "12" for t in full) and len({ENGINE.parse_action(t).frm for t in full}) == 2


def sketch_units(w: Any, plan: list[str]) -> dict[str, int]:
    out: Any = w
    for text in plan:
        out = sketch(out, text)
        assert out is not None, text
    return dict(out.units["12"])


def test_a_move_that_fills_a_zone_past_its_limit_is_never_scored() -> None:
    w = _with(_allied_move(), z10={"us:inf": 6}, z11={"us:inf": 3}, z12={})
    into_full = "move 3 us inf from 11 to 10"
    after = sketch(w, into_full)
    assert after is not None and overfills(w, "allies", into_full, after)
    fits = "move 2 us inf from 11 to 10"
    assert not overfills(w, "allies", fits, sketch(w, fits))  # type: ignore[arg-type]
    choices = [c.value for c in ENGINE.options(w, "allies", "")]
    assert into_full in choices  # the rules allow it (the units could move on), the computer does not play it
    assert greedy_step(w, "allies", choices) != into_full


def test_the_german_round_of_a_fight_and_the_reserve_next_door_are_counted() -> None:
    empty: dict[str, dict[str, int]] = {}
    # the Allies defend on 2 whatever the unit: in a fight already joined, the German attack round favours them
    fight = {"12": {"us:inf": 6, "us:art": 2, "de:inf": 3}}
    assert aa_eval.counter_attacks(fight, {"12"}, 1.0, 0.0) > 0.5
    assert aa_eval.counter_attacks(fight, {"12"}, 0.0, 0.0) == 0.0
    # a lone Allied unit beside a German reserve is threatened; far from any, it is not
    alone = {"12": {"us:inf": 1}, "13": {"de:tank": 4, "de:art": 3}}
    assert aa_eval.counter_attacks(alone, set(), 0.0, 1.0) < -0.5
    assert aa_eval.counter_attacks({"12": {"us:inf": 1}}, set(), 0.0, 1.0) == 0.0
    assert aa_eval.counter_attacks(empty, set(), 1.0, 1.0) == 0.0


def test_a_lone_unit_sent_into_a_german_stack_does_not_hold_its_reserve_in_place() -> None:
    assert not pins((0, 0, 1), (5, 3, 0, 0), True)  # it dies in its own attack round, before the Germans move
    assert pins((6, 1, 1), (1, 0, 0, 0), True)
    assert pins((0, 0, 1), (5, 3, 0, 0), False)  # after that round: whoever is still there holds them
    # St. Lô held, the German stack next door "pinned" by one tank: the city is as exposed as with no tank there
    next_door = aa_eval.ADJ[ST_LO][0]
    held = {ST_LO: {"us:inf": 3, "us:art": 1}, next_door: {"de:inf": 5, "de:art": 3}}
    pinned = dict(held)
    pinned[next_door] = {"de:inf": 5, "de:art": 3, "us:tank": 1}
    assert aa_eval.held_in_place(pinned, True) == set()
    assert aa_eval.held_in_place(pinned, False) == {next_door}
    assert aa_eval.city_prospect(pinned, aa_eval.held_in_place(pinned, True), ST_LO, True) < 0.5
    assert aa_eval.city_prospect(pinned, {next_door}, ST_LO, True) == 1.0  # what the computer used to believe
