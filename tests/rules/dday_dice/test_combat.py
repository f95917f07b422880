"""Phase 6: DEF losses by marker face, MGF with Special Damage, Specialists as Soldiers, Bunker conquest."""

from rules.dday_dice import combat
from tests.rules.dday_dice.helpers import E, put, script_more, start


def _fight(s):
    g = E.working(s)
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


def test_def_by_marker_face_and_single_combat(monkeypatch, tmp_path):
    s = put(start(map="omaha-beach"), sector="9", soldiers=30, marker=1, specialists=("medic",))
    assert combat.defence(E.working(s), s.unit("unit1")) == 9
    s2 = put(s, marker=2)
    assert combat.defence(E.working(s2), s2.unit("unit1")) == 11
    s3 = put(s, marker=5)
    assert combat.defence(E.working(s3), s3.unit("unit1")) == 11  # the last value repeats
    import json

    from rules.dday_dice.maps import builtin_maps

    m = builtin_maps()["omaha-beach"]
    for sec in m["sectors"]:
        if sec["id"] == "9":
            sec["single_combat"] = True
    path = tmp_path / "d.json"
    path.write_text(json.dumps({"maps": [m]}), encoding="utf-8")
    monkeypatch.setenv("DDAY_DICE_DATA", str(path))
    s = put(start(map="omaha-beach"), sector="9", soldiers=30)
    g = _fight(script_more(s, 1))
    assert g.s.unit("unit1").soldiers == 30 - 9 and g.s.unit("unit1").fought == ("9",)
    assert combat.defence(g, g.s.unit("unit1")) == 0


def test_specialists_waiting_at_the_bunker_help_and_flak_vest_ignores_mgf():
    s = put(start(players=2), "unit2", sector="B", soldiers=30)
    s = s.model_copy(update={"bunker_pool": {"B": ("medic", "scout")}})
    g = E.working(s)
    assert combat.defence(g, g.s.unit("unit2")) == 12 - 2
    s = put(s, "unit2", flags=s.unit("unit2").flags.model_copy(update={"ignore_mgf": True}))
    g = _fight(s)
    assert any(e.kind == "mgf_ignored" for e in g.events) and not any(e.kind == "mgf" for e in g.events)
