"""Atlantikwall solitaire (mode=german-solo): the automated Unit's movement (a Barrier dead end included), the
German's losses and defeat, inactive defences against him, the Sniper, and the cards the solitaire changes."""

from __future__ import annotations

import json

import pytest

from rules.core.errors import InvalidOptionError
from rules.dday_dice import german_solo as S
from rules.dday_dice.german_records import german_data
from rules.dday_dice.german_waits import SpecialistLoss, TallyChoice
from tests.rules.dday_dice.aw_helpers import at_phase, gdice, gput
from tests.rules.dday_dice.helpers import E, g_of, play, put, script_more


def solo(**options):
    opts = {"mode": "german-solo", **options}
    return E.initial_state(E.seats_for(opts), opts, 2)[0]


def _walk(s, turns: int) -> list[str]:
    g = g_of(s)
    path = [g.unit("unit1").sector]
    for _ in range(turns):
        g.s = g.s.model_copy(update={"turn": g.s.turn + 1})
        S.move(g)
        path.append(g.unit("unit1").sector)
    return path


def test_solitaire_one_german_seat_against_an_automated_unit():
    assert E.seats_for({"mode": "german-solo"}) == ("german",)
    with pytest.raises(InvalidOptionError):
        E.initial_state(("german",), {"mode": "german-solo", "players": "2"}, 1)
    s = solo()
    assert s.german.solo and E.active_seats(s) == {"german"}
    gd = german_data()
    assert not any(gd.awards[a].solo_removed for a in s.german.award_deck)
    assert not any(gd.items[i].solo_removed for i in s.german.item_reserve)
    assert "flak-badge" not in s.german.award_deck and "mg42" not in s.german.item_reserve


def test_solitaire_random_starting_sector():
    starts = {solo(map="exercise-fabius").units[0].sector}
    for seed in range(2, 12):
        s = E.initial_state(("german",), {"mode": "german-solo", "map": "exercise-fabius"}, seed)[0]
        starts.add(s.units[0].sector)
    assert starts <= {"1", "2", "3"} and len(starts) > 1


def test_solitaire_movement_two_turns_sideways_to_the_edge_then_forward_then_back():
    s = solo(map="exercise-fabius")
    s = put(s, sector="1", visited=("1",), marker=1)
    path = _walk(s, 12)
    assert path == ["1", "1", "2", "2", "3", "3", "6", "6", "5", "5", "4", "4", "7"]


def test_solitaire_lets_not_stay_here_one_turn_only():
    s = put(solo(), sector="4", visited=("1", "2", "4"), marker=1)  # Exercise Tiger S4: Max 1 turn
    assert _walk(s, 1)[1] != "4"


def test_solitaire_avoids_the_bunker_while_it_can():
    s = put(solo(map="exercise-fabius"), sector="12", visited=("1", "4", "7", "10", "12"), marker=2)
    s = gput(s, solo_dir=1)
    assert _walk(s, 1)[1] == "13"
    s = put(s, sector="13", visited=("1", "4", "7", "10", "12", "13"), marker=2)
    assert _walk(s, 1)[1] == "B"


def test_solitaire_barrier_dead_end_lets_the_unit_cross(monkeypatch, tmp_path):
    m = {"id": "barrier-test", "number": "N-99", "name": "Barrier test", "place": "test", "provenance": "reconstruction",
         "reason": "A map for a test.", "start_resources": {"soldiers": 4}, "special_items": [],
         "sectors": [{"id": "1", "row": 1, "col": 0, "span": 1, "def": [1], "advance": 0, "start": True},
                     {"id": "2", "row": 1, "col": 1, "span": 1, "def": [1], "advance": 0},
                     {"id": "3", "row": 2, "col": 0, "span": 1, "def": [2], "advance": 1},
                     {"id": "4", "row": 2, "col": 1, "span": 1, "def": [2], "advance": 1},
                     {"id": "B", "row": 3, "col": 0, "span": 2, "def": [3], "advance": 1, "bunker": True}],
         "edges": [{"a": "1", "b": "2"}, {"a": "1", "b": "3"}, {"a": "2", "b": "4", "barrier": ["2"]},
                   {"a": "3", "b": "4"}, {"a": "3", "b": "B"}, {"a": "4", "b": "B"}]}
    path = tmp_path / "d.json"
    path.write_text(json.dumps({"maps": [m]}), encoding="utf-8")
    monkeypatch.setenv("DDAY_DICE_DATA", str(path))
    s = E.initial_state(("german",), {"mode": "german-solo"}, 1)[0]
    s = s.model_copy(update={"map_id": "barrier-test"})
    s = put(s, sector="1", visited=("1",), marker=1)
    # the pattern says sideways to S2, but S2 is a dead end behind its Barrier: the Unit does not go there
    assert S.choose_move(g_of(put(s, marker=2))) == ("3", False)
    # already in the dead end (it landed there): it crosses the Barrier and goes on
    s2 = put(s, sector="2", visited=("2",), marker=1)
    s2 = s2.model_copy(update={"units": (s2.units[0].model_copy(update={"visited": ("1", "2")}),)})
    assert S.choose_move(g_of(put(s2, marker=2))) == ("4", True)
    assert _walk(s2, 2) == ["2", "2", "4"]


def test_solitaire_german_loses_by_the_units_def_and_falls_at_0_specialists_counting():
    s = gput(put(solo(), sector="9", marker=1), soldiers=7, specialists=("unteroffizier", "pioneer", "mg-schutze"))
    g = g_of(s)
    S.phase6(g)  # DEF 10: 7 Soldiers and all 3 Specialists
    assert g.s.german.soldiers == 0 and g.s.german.specialists == ()
    assert g.s.outcome is not None and g.s.outcome["winners"] == []


def test_solitaire_inactive_mgf_hurts_the_german():
    s = gput(put(solo(), sector="5", marker=1), soldiers=20)
    g = g_of(script_more(s, 3))
    S.phase6(g)
    assert any(e.kind == "solo_mgf" for e in g.events) and g.s.german.soldiers < 20 - 3
    s2 = gput(s, specialists=("unteroffizier", "mg-schutze"))
    g2 = g_of(script_more(s2, 3))
    S.phase6(g2)
    assert not any(e.kind == "solo_mgf" for e in g2.events) and g2.s.german.soldiers == 20 - 3


def test_solitaire_inactive_land_mines_hurt_the_german():
    s = gput(put(solo(), sector="5", visited=("1", "2", "4", "5", "6"), marker=2), soldiers=20, solo_dir=1)
    g = g_of(script_more(s, 4))
    S.move(g)
    if any(e.kind == "solo_mines" for e in g.events):
        assert g.s.german.soldiers == 16
    else:
        pytest.fail("the Unit left S5 by a mined line and the inactive mines should have hurt the German")


def test_solitaire_sniper_rallied_on_the_first_advance_fires_when_the_unit_stays():
    s = put(solo(), sector="1", visited=("1",), marker=2)
    s = gput(s, specialists=("unteroffizier", "pioneer"), soldiers=30)
    g = g_of(s)
    S.move(g)
    assert g.s.german.sniper == "rallied"
    S.phase6(g)
    assert not any(e.kind == "solo_sniper_fires" for e in g.events)
    g.s = g.s.model_copy(update={"turn": g.s.turn + 1})
    S.move(g)  # stays: marker 1 -> 2
    S.phase6(g)
    assert any(e.kind == "solo_sniper_fires" for e in g.events) and g.s.german.pending == (SpecialistLoss(),)


def test_solitaire_sniper_killed_by_the_sniper_badge_or_four_scharfschutze_uses():
    s = at_phase(gput(solo(), sniper="rallied", awards=("sniper-badge",)), 4)
    s, _ = play(s, "german", "use sniper-badge")
    assert s.german.sniper == "dead"
    s = at_phase(gput(solo(), sniper="rallied", specialists=("unteroffizier", "scharfschutze")), 4)
    for _ in range(4):
        s = gput(s, done=False, flags=s.german.flags.model_copy(update={"abilities_used": ()}))
        s, _ = play(s, "german", "use scharfschutze")
        s = s.model_copy(update={"phase": 4})
    assert s.german.sniper == "dead" and "scharfschutze" not in s.german.specialists


def test_solitaire_waffen_ss_ignores_a_skull_and_observer_gives_2_ip_per_rbn():
    dice = gdice("red-skull", "white-star", "black-s2", "red-s1", "white-s1", "black-s1")
    s = at_phase(gput(solo(), specialists=("unteroffizier", "waffen-ss", "observer")), 2, dice)
    assert {c.value for c in E.options(s, "german")} >= {"done"}
    s, _ = play(s, "german", "rwb soldier1 troops")
    assert s.german.ip == 2


def test_solitaire_close_combat_clasp_keeps_one_of_two_final_tallies():
    dice = gdice("red-skull", "white-star", "black-s2", "red-s1", "white-tool", "black-star")
    s = at_phase(gput(solo(), awards=("close-combat-clasp",)), 2, dice)
    s, _ = play(script_more(s, 1, 1, 1, 1, 1, 1), "german", "use close-combat-clasp")
    assert s.german.pending == (TallyChoice(),)
    s, _ = play(s, "german", "pick new")
    assert all(d.face == "soldier1" for d in s.german.dice) and "close-combat-clasp" in s.german.award_discard


def test_solitaire_dog_and_barbed_wire_take_dice_from_a_trade_pool():
    s = at_phase(gput(solo(), ip=30), 4)
    s, _ = play(s, "german", "find dog")
    assert len(s.german.pool) == 6
    dice = gdice("red-skull", "white-star", "black-s2", "red-s1", "white-tool", "black-star")
    s = at_phase(s, 2, dice)
    first = s.german.pool[2]
    s, _ = play(s, "german", "use dog d3")
    assert s.german.dice[-1].face == first.face and len(s.german.pool) == 5


def test_solitaire_no_phase_7_and_the_german_holds_when_the_attack_is_spent():
    s = gput(put(solo(), sector="B", marker=2), soldiers=40)
    g = g_of(s)
    S.phase6(g)
    assert not any(e.kind == "assault" for e in g.events)
    assert g.s.outcome["winners"] == ["german"]
