"""Simultaneous play: every Unit is prompted at once; a whole turn may be answered in one go."""

import pytest

from rules.core.errors import IllegalActionError, NotYourTurnError
from tests.rules.dday_dice.helpers import E, play, put, start
from tests.typed import apply_text


def test_all_units_are_prompted_together_and_the_phase_waits_for_the_last():
    s = start(players=3, script=(1, 2, 5, 4, 5, 1) * 3)
    assert sorted(p.seat for p in E.prompts(s)) == ["unit1", "unit2", "unit3"]
    s, _ = play(s, "unit1", "keep")
    assert sorted(p.seat for p in E.prompts(s)) == ["unit2", "unit3"] and s.phase == 1
    with pytest.raises(NotYourTurnError):
        apply_text(E, s, "unit1", "keep")


def test_a_whole_turn_answer_queues_the_later_phases():
    s = start(players=2, script=(1, 2, 3, 4, 5, 1, 1, 2, 5, 4, 5, 1))
    s, ev = play(s, "unit1", "lock 1 2; keep; done; stay")
    assert s.unit("unit1").queue  # waiting for unit2 to finish Phase 1
    s, ev = play(s, "unit2", "keep; done")
    assert s.phase == 5 and s.unit("unit1").queue == () and any(e.kind == "stayed" and e.data["unit"] == "unit1" for e in ev)


def test_a_bad_part_refuses_the_whole_answer():
    s = start(script=(1, 2, 3, 4, 5, 1))
    with pytest.raises(IllegalActionError, match="Part 2"):
        apply_text(E, s, "unit1", "lock 1 2; lock 3 4")
    assert s.unit("unit1").dice[0].locked is False


def test_a_queued_medal_is_not_named_in_the_public_text():
    a = E.parse_action("lock 1 2; keep; done; use purple-heart; done")
    assert E.public_text(a) == "lock 1 2; keep; done; use a Medal; done"
    assert E.public_text(E.parse_action("use field-radio")) == "use field-radio"


def test_a_dropped_queued_medal_is_told_to_its_owner_only():
    s = start(players=2, script=(1, 2, 5, 4, 5, 1) * 2)
    s = put(s, "unit1", medals=("purple-heart",))
    s, _ = play(s, "unit1", "keep; use purple-heart")  # Phase 2 is skipped: the Medal comes up in Phase 4 ...
    s = put(s, "unit1", queue=("use war-medal",), medals=("purple-heart", "war-medal"))  # ... or a dice Medal
    s, ev = play(s, "unit2", "keep")
    dropped = [e for e in ev if e.kind.startswith("queue_dropped")]
    assert dropped and all("war-medal" not in e.text for e in dropped if e.seat is None)
    assert any(e.seat == "unit1" and "war-medal" in e.text for e in dropped)
