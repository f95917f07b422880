"""Phase 6: DEF losses by marker face, MGF with Special Damage, Specialists as Soldiers, Bunker conquest."""

from rules.dday_dice import combat
from rules.dday_dice.context import G
from tests.rules.dday_dice.helpers import E, put, script_more, start


def _fight(s):
    g = G(s, E.data(s))
    combat.fight(g)
    return g


def test_def_and_mgf_losses_with_special_damage():
    s = put(start(), sector="5", soldiers=10, specialists=("corporal", "medic"))
    g = _fight(script_more(s, 6))  # DEF 3, MGF roll 6: 2 Soldiers and a Specialist
    u = g.s.unit("unit1")
    assert u.soldiers == 10 - 3 - 2 and u.specialists == ("corporal",)


def test_missing_soldiers_are_taken_from_specialists():
    s = put(start(), sector="4", soldiers=4, specialists=("scout", "medic", "corporal"))
    u = _fight(s).s.unit("unit1")  # DEF 6
    assert u.soldiers == 0 and u.specialists == ("scout",) and u.status == "active"


def test_engineer_reduces_def():
    s = put(start(), sector="4", soldiers=10, specialists=("engineer",))
    assert _fight(s).s.unit("unit1").soldiers == 10 - 4


def test_surviving_phase_6_in_the_bunker_conquers_it():
    s = put(start(), sector="B", soldiers=20, specialists=("medic",))
    g = _fight(script_more(s, 1))
    u = g.s.unit("unit1")
    assert u.status == "conquered" and u.bunker == "B" and g.s.bunker_pool["B"] == ("medic",)
