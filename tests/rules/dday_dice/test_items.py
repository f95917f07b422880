"""Items: found with Item Points (one a turn, not where forbidden), used once; dice Items in Phase 2."""

import pytest

from rules.core.errors import IllegalActionError
from tests.rules.dday_dice.helpers import E, faces, play, put, start
from tests.typed import apply_text


def test_find_then_use_field_radio():
    s, _ = play(start(script=(1, 1, 2, 1, 4, 5)), "unit1", "keep")
    s = put(s, ip=20, done=False).model_copy(update={"phase": 4})
    s, _ = play(s, "unit1", "find field-radio")
    assert s.unit("unit1").ip == 8
    with pytest.raises(IllegalActionError, match="1 Item"):
        apply_text(E, s, "unit1", "find bazooka")
    s, _ = play(s, "unit1", "done")
    assert "field-radio" in s.unit("unit1").items
    s = put(s, done=False).model_copy(update={"phase": 4})
    before = s.unit("unit1").soldiers
    s, _ = play(s, "unit1", "use field-radio")
    assert s.unit("unit1").soldiers == before + 5 and "field-radio" in s.unit("unit1").used_items


def test_binoculars_change_a_die_in_phase_2_only():
    s = put(start(script=(2, 2, 2, 1, 1, 4)), items=("binoculars",))
    s, _ = play(s, "unit1", "keep")
    assert s.phase == 2
    s, _ = play(s, "unit1", "use binoculars d4=soldier2")
    assert faces(s)[3] == "soldier2"
    s, _ = play(s, "unit1", "use binoculars d5=soldier2") if "binoculars" in s.unit("unit1").items else (s, [])
    assert "binoculars" in s.unit("unit1").used_items


def test_no_items_found_in_a_no_find_sector():
    s, _ = play(start(script=(1, 1, 2, 1, 4, 5)), "unit1", "keep")
    s = put(s, ip=20, done=False, sector="9").model_copy(update={"phase": 4})
    with pytest.raises(IllegalActionError, match="no Items can be found"):
        apply_text(E, s, "unit1", "find field-radio")


def test_dice_are_rerolled_traded_and_taken():
    from tests.rules.dday_dice.helpers import script_more

    s = start(players=2, script=(1, 2, 5, 4, 5, 1, 2, 2, 2, 2, 1, 1))
    s = put(put(s, "unit1", items=("rangefinder", "dispatch-case"), specialists=("lieutenant",)))
    s, _ = play(s, "unit1", "keep")
    s, _ = play(s, "unit2", "keep")
    assert s.phase == 2
    s = script_more(s, 3)
    s, _ = play(s, "unit1", "use rangefinder d3")
    assert faces(s)[2] == "star"
    s, _ = play(s, "unit1", "use lieutenant d1 unit2:d2")
    assert faces(s)[0] == "soldier2" and faces(s, "unit2")[1] == "soldier1"
    with pytest.raises(IllegalActionError):
        apply_text(E, s, "unit1", "use lieutenant d2 unit2:d3")  # once a turn
    s, _ = play(s, "unit1", "use dispatch-case unit2:d3")
    assert faces(s)[-1] == "soldier2" and s.unit("unit2").dice[2].role == "off"
