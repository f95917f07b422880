"""Phase 2 Skulls: each Active Skull cancels one non-Skull die; Skulls in a bonus and ignored Skulls do not."""

import pytest

from rules.core.errors import IllegalActionError
from tests.rules.dday_dice.helpers import E, play, put, start
from tests.typed import apply_text


def test_active_skull_must_cancel_before_done():
    s, _ = play(start(script=(6, 2, 2, 1, 4, 1)), "unit1", "keep")
    with pytest.raises(IllegalActionError, match="must still cancel"):
        apply_text(E, s, "unit1", "done")
    with pytest.raises(IllegalActionError, match="cannot be cancelled"):
        apply_text(E, s, "unit1", "cancel 1")  # a Skull does not cancel a Skull
    s, _ = play(s, "unit1", "cancel 2", "done")
    assert s.unit("unit1").dice[1].role == "cancelled"


def test_skulls_of_an_ultimate_gift_do_not_cancel():
    s, _ = play(start(script=(6, 1, 6, 1, 6, 1)), "unit1", "keep")
    s, _ = play(s, "unit1", "rwb skull specialist")
    assert s.unit("unit1").flags.free_specialist == 1
    s, _ = play(s, "unit1", "done")
    assert s.phase >= 4


def test_sharpshooter_ignores_one_active_skull():
    s = start(script=(6, 2, 1, 4, 1, 5))
    s = put(s, specialists=("sharpshooter",))
    s, _ = play(s, "unit1", "keep")
    assert s.phase > 2  # nothing left to decide in Phase 2


def test_bonuses_are_claimed_before_skulls_cancel():
    s, _ = play(start(script=(2, 6, 2, 1, 2, 1)), "unit1", "keep")
    s, _ = play(s, "unit1", "cancel 4")
    with pytest.raises(IllegalActionError, match="before the Skulls"):
        apply_text(E, s, "unit1", "rwb soldier2 soldiers")
