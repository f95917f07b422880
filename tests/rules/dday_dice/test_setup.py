"""Setup: seats named after nations, the reserve filtered by player count, options checked."""

import pytest

from rules.core.errors import InvalidOptionError
from tests.rules.dday_dice.helpers import E, start


def test_reserve_is_filtered_by_the_number_of_players():
    solo, four = start(players=1), start(players=4)
    assert "toolbox" not in solo.items_reserve and "toolbox" in four.items_reserve  # a 2+ player Item
    assert "flak-jacket" in four.items_reserve and "flak-jacket" not in start(players=3).items_reserve
    assert solo.items_reserve.count("bazooka") == 2  # copies
    assert "tnt" in start(map="gold-beach").items_reserve and "tnt" not in solo.items_reserve  # Special Item


def test_nations_name_the_seats_and_bad_options_are_refused():
    s = start(players=2, nations="uk,ca")
    assert E.seat_name(s, "unit1") == "Unit 1 (U.K.)" and E.seat_name(s, "unit2") == "Unit 2 (Canada)"
    assert E.data(s).nations["uk"].rwb["soldier1"].options[0].effect.courage == 1
    assert [u.nation for u in start(players=3, nations="fr").units] == ["fr"] * 3
    with pytest.raises(InvalidOptionError, match="one nation per Unit"):
        start(players=3, nations="us,uk")
    with pytest.raises(InvalidOptionError):
        E.initial_state(("unit1",), {"map": "atlantis"}, 1)
    with pytest.raises(InvalidOptionError):
        E.initial_state(("unit1", "unit2"), {"players": "1"}, 1)


def test_start_resources_and_hand():
    u = start().unit("unit1")
    assert (u.soldiers, u.sector, u.marker) == (4, "1", 1)
    assert "medic" in u.hand and "colonel" not in u.hand  # the Colonel is a shared Ranking Specialist
    assert E.spec.option("players").default == "1" and E.spec.option("map").default == "exercise-tiger"


def test_several_starting_sectors_are_rolled():
    s = start(players=4, map="sword-beach", script=(1, 2, 3, 3))
    assert [u.sector for u in s.units] == ["1", "2", "3", "3"]
