"""Phase 1: roll 6, lock exactly 2 after the first roll, up to 2 rerolls, Final Tally; map effects; Mulligan."""

import pytest

from rules.core.errors import IllegalActionError
from tests.rules.dday_dice.helpers import E, faces, play, put, script_more, start
from tests.typed import apply_text


def test_first_roll_is_scripted_and_two_dice_must_be_locked_before_a_reroll():
    s = start(script=(1, 2, 3, 4, 5, 6))
    assert faces(s) == ["soldier1", "soldier2", "star", "courage", "tool", "skull"]
    with pytest.raises(IllegalActionError, match="lock 2 dice first"):
        apply_text(E, s, "unit1", "reroll 3")
    with pytest.raises(IllegalActionError, match="lock exactly 2"):
        apply_text(E, s, "unit1", "lock 1 2 3")
    s, _ = play(s, "unit1", "lock 1 2")
    with pytest.raises(IllegalActionError, match="cannot be rerolled"):
        apply_text(E, s, "unit1", "reroll 1")


def test_two_rerolls_then_the_final_tally_ends_phase_1():
    s = script_more(start(script=(1, 2, 3, 4, 5, 6)), 2, 2, 2, 2, 2, 2, 2, 2)
    s, _ = play(s, "unit1", "lock 1 2", "reroll 3 4 5 6")
    assert faces(s)[2:] == ["soldier2"] * 4 and s.phase == 1
    s, events = play(s, "unit1", "reroll 3 4 5 6")
    assert any(e.kind == "final_tally" for e in events)
    assert s.phase > 1  # nothing to decide in Phase 2: no bonus, no Skull


def test_sector_rolling_only_five_dice_sets_the_sixth_aside():
    s = start()
    s = put(s, sector="8", visited=("1", "8"))
    s = script_more(s.model_copy(update={"phase": 6}), 1, 1, 1, 1, 1)
    from rules.dday_dice import turn

    g = E.working(s)
    turn.begin_turn(g)
    assert g.s.unit("unit1").dice[5].role == "off"
    assert [d.face for d in g.s.unit("unit1").dice[:5]] == ["soldier1"] * 5


def test_no_dice_are_locked_in_a_no_lock_sector():
    from rules.dday_dice import turn

    s = script_more(put(start(), sector="7", visited=("1", "7")).model_copy(update={"phase": 6}), 1, 2, 3, 4, 5, 6)
    g = E.working(s)
    turn.begin_turn(g)
    s = g.s
    with pytest.raises(IllegalActionError, match="no dice are locked"):
        apply_text(E, s, "unit1", "lock 1 2")
    s = script_more(s, 2, 2, 2, 2, 2, 2)
    s, _ = play(s, "unit1", "reroll 1 2 3 4 5 6")
    assert faces(s) == ["soldier2"] * 6


def test_mulligan_costs_a_soldier_and_rerolls_the_first_roll_once():
    s = script_more(start(script=(6, 6, 6, 6, 6, 6), mulligan="on"), 1, 1, 1, 1, 1, 1)
    s, _ = play(s, "unit1", "mulligan")
    assert faces(s) == ["soldier1"] * 6 and s.unit("unit1").soldiers == 3
    with pytest.raises(IllegalActionError):
        apply_text(E, s, "unit1", "mulligan")
    with pytest.raises(IllegalActionError, match="optional rule"):
        apply_text(E, start(), "unit1", "mulligan")
