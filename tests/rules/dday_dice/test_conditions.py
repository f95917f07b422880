"""Sector conditions and one-time gains: required Specialists, giving up a held bonus, Battle Cry, Command Posts."""

import json

import pytest

from rules.core.errors import IllegalActionError
from tests.rules.dday_dice.helpers import E, play, put, start
from tests.typed import apply_text


def _phase5(s, **unit):
    return put(s, done=False, **unit).model_copy(update={"phase": 5})


def test_battle_cry_ignores_the_condition_and_corporal_meets_it():
    s = _phase5(start(), sector="2", visited=("1", "2"), courage=5)
    with pytest.raises(IllegalActionError, match="Corporal"):
        apply_text(E, s, "unit1", "move 5")
    ok = apply_text(E, put(s, specialists=("corporal",)), "unit1", "move 5").state
    assert ok.unit("unit1").sector == "5"
    cry = put(s, flags=s.unit("unit1").flags.model_copy(update={"ignore_conditions": True}))
    assert apply_text(E, cry, "unit1", "move 5").state.unit("unit1").sector == "5"


def test_free_advance_and_arrival_gains():
    s = _phase5(start(), sector="8", visited=("1", "3", "6", "8"), courage=0, soldiers=20)
    s = put(s, flags=s.unit("unit1").flags.model_copy(update={"free_advance": True}), specialists=("medic",))
    s = s.model_copy(update={"dice": s.dice.model_copy(update={"script": (4, 1, 1)})})
    s, ev = play(s, "unit1", "move 10")  # across mines (4), then "gain 1d6 Soldiers" (1), lose a Specialist
    kinds = [e.kind for e in ev]
    assert "mines" in kinds and "arrival_gain" in kinds and "specialist_lost" in kinds
    assert s.unit("unit1").courage == 0


def test_held_bonus_is_given_up_to_enter(monkeypatch, tmp_path):
    from rules.dday_dice.maps import builtin_maps

    m = builtin_maps()["exercise-tiger"]
    for sec in m["sectors"]:
        if sec["id"] == "2":
            sec["give_up"] = ["soldier1"]
    patch = {"maps": [m]}
    path = tmp_path / "d.json"
    path.write_text(json.dumps(patch), encoding="utf-8")
    monkeypatch.setenv("DDAY_DICE_DATA", str(path))
    s = start(script=(1, 2, 1, 4, 1, 5))
    s, _ = play(s, "unit1", "keep", "rwb soldier1 hold", "done")
    s = _phase5(s, courage=2)
    bare = _phase5(put(s, claims=()))
    s, ev = play(s, "unit1", "move 2")
    assert any(e.kind == "gave_up" for e in ev) and s.unit("unit1").sector == "2"
    with pytest.raises(IllegalActionError, match="give up"):
        apply_text(E, bare, "unit1", "move 2")


def test_command_post_allows_a_second_rally_and_trading_anywhere():
    s = start(players=2, map="omaha-beach").model_copy(update={"phase": 4})
    s = put(put(s, "unit1", sector="8", stars=20, done=False), "unit2", sector="3", done=False)
    s, _ = play(s, "unit1", "rally medic", "rally scout", "give unit2 stars 1")
    assert {"medic", "scout"} <= set(s.unit("unit1").specialists) and s.unit("unit2").stars == 1
