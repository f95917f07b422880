"""Phase 5: marker and stay limit, forced moves, Advance costs, lateral moves, no revisits, mines, conditions."""

import pytest

from rules.core.errors import IllegalActionError
from tests.rules.dday_dice.helpers import E, play, put, script_more, start
from tests.typed import apply_text


def _phase5(s, **unit):
    return put(s, done=False, **unit).model_copy(update={"phase": 5})


def test_advance_costs_the_destinations_courage_and_resets_the_marker():
    s = _phase5(start(), courage=3, marker=2)
    s, ev = play(s, "unit1", "move 2")
    u = s.unit("unit1")
    assert (u.sector, u.courage, u.marker) == ("2", 2, 1)
    assert "scout" in u.specialists  # "SCOUT here": rallied for free on arrival


def test_stay_limit_forces_a_move_and_a_stuck_unit_is_eliminated():
    s = _phase5(start(), courage=0, marker=3)
    with pytest.raises(IllegalActionError, match="must move"):
        apply_text(E, s, "unit1", "stay")
    from rules.dday_dice import advance

    g = E.working(s)
    advance.start(g)
    assert g.s.unit("unit1").status == "eliminated"


def test_a_unit_that_phase_5_would_eliminate_is_warned_in_its_phase_4_prompt_while_it_can_still_act():
    s = put(start(), courage=0, marker=3, done=False).model_copy(update={"phase": 4})
    text = next(p.text for p in E.prompts(s) if p.seat == "unit1")
    assert "Warning: Unit 1" in text and "must leave" in text and "eliminated at the start of Phase 5" in text
    assert "costs" in text and "you have 0" in text  # what it would take: Courage for the move
    calm = put(start(), courage=5, marker=3, done=False).model_copy(update={"phase": 4})
    assert "Warning" not in next(p.text for p in E.prompts(calm) if p.seat == "unit1")
    free_to_stay = put(start(), courage=0, marker=1, done=False).model_copy(update={"phase": 4})
    assert "Warning" not in next(p.text for p in E.prompts(free_to_stay) if p.seat == "unit1")


def test_never_revisit_never_move_down_and_lateral_moves_are_free():
    s = _phase5(start(), sector="2", visited=("1", "2"), courage=0)
    with pytest.raises(IllegalActionError, match="behind you|visited"):
        apply_text(E, s, "unit1", "move 1")
    s = script_more(s, 2)
    s, ev = play(s, "unit1", "move 3")  # lateral, across the S2|S3 mines
    assert s.unit("unit1").courage == 0
    assert any(e.kind == "mines" and e.dice == (2,) for e in ev)
    assert any(e.kind == "losses" and e.data["lost"] == 2 and "Land Mines" in e.text for e in ev)


def test_scout_crosses_land_mines_safely_and_conditions_need_their_specialist():
    s = _phase5(start(), sector="2", visited=("1", "2"), courage=5, specialists=("scout",))
    with pytest.raises(IllegalActionError, match="needs a Corporal"):
        apply_text(E, s, "unit1", "move 5")
    s, ev = play(s, "unit1", "move 3")
    assert any(e.kind == "mines_safe" for e in ev)
    assert not any(e.kind == "losses" and "Land Mines" in e.text for e in ev)


def test_barrier_needs_wire_cutters():
    s = _phase5(start(map="omaha-beach"), sector="4", visited=("1", "4"), courage=5)
    with pytest.raises(IllegalActionError, match="Barrier"):
        apply_text(E, s, "unit1", "move 5")
    s = put(s, items=("wire-cutters",))
    s, _ = play(s, "unit1", "use wire-cutters", "move 5")
    assert s.unit("unit1").sector == "5"
