"""Victory when every Unit conquered a Bunker; defeat when any Unit is eliminated; Victory Points."""

from rules.dday_dice import victory
from tests.rules.dday_dice.helpers import E, put, start


def test_any_elimination_loses_the_game():
    s = put(start(players=2), "unit2", status="eliminated")
    g = E.working(s)
    victory.check(g)
    assert g.s.outcome["winners"] == [] and "Unit 2" in g.s.outcome["reason"]


def test_every_unit_conquering_a_bunker_wins_with_victory_points():
    s = start(players=2, map="gold-beach", victory_points="on")
    s = put(put(s, "unit1", status="conquered", bunker="B1", soldiers=5), "unit2", status="conquered", bunker="B2")
    g = E.working(s)
    victory.check(g)
    assert g.s.outcome["winners"] == ["unit1", "unit2"] and "Victory Points" in g.s.outcome["reason"]
    assert E.outcome(g.s).winners == ("unit1", "unit2")
