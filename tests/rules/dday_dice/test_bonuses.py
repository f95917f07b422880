"""Phase 2: RWB bonuses (one die of each colour, same face), no die in two bonuses, the Straight, Leadership."""

import pytest

from rules.core.errors import IllegalActionError
from tests.rules.dday_dice.helpers import E, faces, play, start
from tests.typed import apply_text

# dice 1-2 red, 3-4 white, 5-6 blue
RWB_S2 = (2, 1, 2, 1, 2, 1)


def test_rwb_of_two_soldiers_gives_the_nation_bonus():
    s = start(script=RWB_S2)
    s, _ = play(s, "unit1", "keep")
    assert s.phase == 2
    before = s.unit("unit1").soldiers
    s, ev = play(s, "unit1", "rwb soldier2 soldiers")
    assert s.unit("unit1").soldiers == before + 6 and s.unit("unit1").courage == 1
    assert [d.role for d in s.unit("unit1").dice] == ["bonus", "", "bonus", "", "bonus", ""]
    with pytest.raises(IllegalActionError, match="no red, white and blue"):
        apply_text(E, s, "unit1", "rwb soldier2 soldiers")  # the same dice cannot count twice


def test_two_rwb_of_the_same_face_need_six_dice():
    s, _ = play(start(script=(1, 1, 1, 1, 1, 1)), "unit1", "keep")
    s, _ = play(s, "unit1", "rwb soldier1 soldiers", "rwb soldier1 soldiers")
    assert all(d.role == "bonus" for d in s.unit("unit1").dice)


def test_straight_draws_a_medal_and_its_skull_does_not_cancel():
    s, _ = play(start(script=(1, 2, 3, 4, 5, 6)), "unit1", "keep")
    assert s.phase == 2
    s, ev = play(s, "unit1", "straight")
    assert len(s.unit("unit1").medals) == 1
    assert any(e.kind == "medal_secret" and e.seat == "unit1" for e in ev)
    s, _ = play(s, "unit1", "done")
    assert s.phase >= 4


def test_leadership_adds_a_result_that_can_form_another_rwb():
    # red star, white star, blue star; red courage, white courage; blue tool
    s, _ = play(start(script=(3, 4, 3, 4, 3, 5)), "unit1", "keep")
    s, _ = play(s, "unit1", "rwb star add blue-courage")
    assert faces(s)[-1] == "courage" and s.unit("unit1").dice[-1].added
    s, _ = play(s, "unit1", "rwb courage free")
    assert s.unit("unit1").flags.free_advance


def test_an_rwb_needs_all_three_colours_without_a_captain():
    s = start(script=(2, 2, 2, 2, 1, 1))
    s, _ = play(s.with_unit(s.unit("unit1").model_copy(update={"specialists": ("captain",)})), "unit1", "keep")
    assert s.phase == 2
    plain = s.with_unit(s.unit("unit1").model_copy(update={"specialists": ()}))
    with pytest.raises(IllegalActionError):
        apply_text(E, plain, "unit1", "rwb soldier2 soldiers")
    after = apply_text(E, s, "unit1", "rwb soldier2 soldiers").state
    assert after.unit("unit1").flags.wild_used
