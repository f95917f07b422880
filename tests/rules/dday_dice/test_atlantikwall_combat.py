"""Atlantikwall on the map: German losses (both worked DEF examples of the rulebook), inactive defences,
MGF removed by a Grenadier, Phase 7 Assault, the Allied exchange limit and Allied losses the German inflicts."""

from __future__ import annotations

import pytest

from rules.core.errors import RuleError
from rules.dday_dice import assault, combat, german_losses, victory
from tests.rules.dday_dice.aw_helpers import aw, gput
from tests.rules.dday_dice.helpers import E, g_of, play, put, script_more
from tests.typed import apply_text


def _fight(s):
    g = g_of(s)
    combat.fight(g)
    victory.check(g)
    return g


# -- Losing Soldiers --------------------------------------------------------------------------


def test_def_example_1_missing_soldiers_lower_the_def():
    """Rulebook: DEF 12, the German has 4 Soldiers, 8 short: the Allies fight a DEF of 4."""
    s = put(aw(), sector="B", soldiers=20)
    g = _fight(s)
    assert g.s.german.soldiers == 0 and g.s.german.deficit == 8
    assert any(e.kind == "combat" and e.data["defence"] == 4 for e in g.events)
    assert g.s.unit("unit1").soldiers == 16


def test_def_example_2_a_negative_def_gives_soldiers_to_each_unit_there():
    """Rulebook: DEF 12 cut to 5 by a Bazooka, the German 8 short: 5 - 8 = -3, each Unit there gains 3."""
    s = aw(2)
    s = put(s, "unit1", sector="B", soldiers=10, flags=s.unit("unit1").flags.model_copy(update={"def_reduce": 7}))
    s = put(s, "unit2", sector="B", soldiers=10)
    g = g_of(s)
    german_losses.phase6(g)
    assert g.s.german.deficit == 8
    assert combat.net_defence(g, g.unit("unit1")) == -3
    assert combat.net_defence(g, g.unit("unit2")) == 4
    g2 = _fight(s)
    gained = [e for e in g2.events if e.kind == "deficit_gain"]
    assert [(e.data["unit"], e.data["gained"]) for e in gained] == [("unit1", 3)]


def test_german_loses_the_highest_def_held_by_the_allies_ignoring_reducers_and_mgf():
    s = aw(2)
    s = put(s, "unit1", sector="4", soldiers=20, flags=s.unit("unit1").flags.model_copy(update={"def_reduce": 5}))
    s = put(s, "unit2", sector="5", soldiers=20)  # DEF 3 with MGF: the MGF does not count for the German
    s = gput(s, soldiers=30)
    g = g_of(s)
    german_losses.phase6(g)
    assert g.s.german.soldiers == 30 - 6 and g.s.german.deficit == 0


def test_surplus_soldiers_never_raise_the_def():
    s = gput(put(aw(), sector="4", soldiers=20), soldiers=50)
    g = g_of(s)
    german_losses.phase6(g)
    assert combat.net_defence(g, g.unit("unit1")) == 6


def test_the_german_does_not_lose_the_game_at_0_soldiers():
    s = gput(put(aw(), sector="9", soldiers=30), soldiers=0)
    g = _fight(s)
    assert g.s.outcome is None and g.s.german.soldiers == 0 and g.s.german.deficit == 10


# -- Land Mines and MGF ---------------------------------------------------------------------


def test_mgf_starts_inactive_and_the_mg_schutze_activates_it():
    s = gput(put(aw(), sector="5", soldiers=20), soldiers=30)
    g = _fight(script_more(s, 6))
    assert g.s.unit("unit1").soldiers == 20 - 3 and not any(e.kind == "mgf" for e in g.events)
    s2 = gput(s, specialists=("unteroffizier", "mg-schutze"))
    g2 = _fight(script_more(s2, 6))
    assert any(e.kind == "mgf" for e in g2.events)


def test_land_mines_start_inactive_and_the_pioneer_activates_them():
    s = aw()
    s = s.model_copy(update={"phase": 5})
    s = put(s, sector="5", soldiers=20, courage=10, marker=3, done=False)
    s2, _ = play(script_more(s, 6), "unit1", "move 7")
    assert s2.unit("unit1").soldiers == 20
    s = gput(s, specialists=("unteroffizier", "pioneer"))
    s3, events = play(script_more(s, 6), "unit1", "move 7")
    assert any(e.kind == "mines" for e in events) and s3.unit("unit1").soldiers == 14


def test_losing_the_pioneer_makes_the_mines_inactive_again():
    from rules.dday_dice import awards
    from rules.dday_dice.defences import mines_active

    s = gput(aw(), specialists=("unteroffizier", "pioneer"))
    g = g_of(s)
    assert mines_active(g)
    awards.german_loses_specialist(g, "pioneer", "test")
    assert not mines_active(g) and "pioneer" in g.s.german.reserve
    assert any(e.kind == "defences_off" for e in g.events)


def test_mgf_silenced_by_the_grenadier_is_removed_for_good():
    s = gput(put(aw(), sector="5", soldiers=20, specialists=("grenadier",)), soldiers=30,
             specialists=("unteroffizier", "mg-schutze"))
    g = _fight(s)
    assert g.s.german.removed_mgf == {"5": 1} and not any(e.kind == "mgf" for e in g.events)
    s2 = put(g.s, sector="5", soldiers=20, specialists=(), status="active")
    g2 = _fight(script_more(s2, 6))
    assert not any(e.kind == "mgf" for e in g2.events)


# -- Phase 7: Assault ------------------------------------------------------------------------


def test_assault_the_allies_win_with_more_forces():
    s = gput(put(aw(), sector="B", soldiers=30, specialists=("medic",)), soldiers=40)
    g = _fight(s)  # German loses 12, Unit loses 12: 18 + 1 against 28 + 1
    assert g.s.outcome is not None and g.s.outcome["winners"] == ["german"]
    s = gput(put(aw(), sector="B", soldiers=40, specialists=("medic",)), soldiers=20)
    g = _fight(s)
    assert g.s.outcome["winners"] == ["unit1"]


def test_assault_a_tie_goes_to_more_specialists_then_to_the_german():
    assert assault.winner((5, 2), (6, 1)) == "allies"
    assert assault.winner((6, 1), (5, 2)) == "german"
    assert assault.winner((6, 1), (6, 1)) == "german"
    assert assault.winner((7, 1), (6, 1)) == "allies"


def test_a_destroyed_unit_does_not_end_the_game_and_the_german_takes_a_war_trophy():
    s = aw(2)
    s = put(s, "unit1", sector="B", soldiers=13)
    s = put(s, "unit2", sector="4", soldiers=20)
    s = gput(s, soldiers=40, award_deck=("german-cross",) + s.german.award_deck[1:])
    g = _fight(s)
    assert g.s.unit("unit1").status == "destroyed" and g.s.outcome is None
    assert any(e.kind == "war_trophy" for e in g.events) and len(g.s.german.awards) == 1
    g.s = g.s.model_copy(update={"units": (g.s.units[0], g.s.units[1].model_copy(update={"status": "destroyed"}))})
    victory.check(g)
    assert g.s.outcome["winners"] == ["german"]


def test_assault_the_allies_order_several_units_entering_together():
    s = gput(aw(2), done=True)
    s = s.model_copy(update={"phase": 5})
    s = put(s, "unit1", sector="9", soldiers=30, courage=10, marker=3, done=False)
    s = put(s, "unit2", sector="10", soldiers=30, courage=10, marker=3, done=False)
    s, _ = play(s, "unit1", "move B")
    s, _ = play(s, "unit2", "move B")
    assert s.phase == 5 and E.active_seats(s) >= {"unit1"}
    prompt = next(p for p in E.prompts(s) if p.seat == "unit1")
    assert prompt.kind == "assault" and {c.value for c in prompt.choices} == {"assault unit1 unit2",
                                                                              "assault unit2 unit1"}
    with pytest.raises(RuleError):
        apply_text(E, s, "unit1", "assault unit2")
    s2, events = play(s, "unit1", "assault unit2 unit1")
    fought = [e.data["unit"] for e in events if e.kind == "assault"]
    assert fought[0] == "unit2" and s2.outcome["winners"] == ["unit1", "unit2"]


def test_a_bunker_in_the_middle_of_a_map_is_not_the_final_bunker():
    s = aw()
    g = g_of(s)
    from rules.dday_dice.context import final_bunker

    assert final_bunker(g, "B") and not final_bunker(g, "9")


# -- Exchange limit and Allied losses -----------------------------------------------------------


def test_exchange_limit_no_resources_in_the_top_row_or_next_to_the_final_bunker():
    s = aw(2).model_copy(update={"phase": 4})
    s = put(s, "unit1", sector="9", courage=5, items=("bazooka",), done=False)
    s = put(s, "unit2", sector="9", done=False)
    with pytest.raises(RuleError, match="no resources change hands"):
        apply_text(E, s, "unit1", "give unit2 courage 1")
    assert "give unit2 courage 1" not in {c.value for c in E.options(s, "unit1")}
    s2, _ = play(s, "unit1", "give unit2 bazooka")
    assert s2.unit("unit2").items == ("bazooka",)
    s3 = put(put(s, "unit1", sector="4"), "unit2", sector="4")
    s3, _ = play(s3, "unit1", "give unit2 courage 1")
    assert s3.unit("unit2").courage == 1


def test_exchange_limit_does_not_apply_without_the_german():
    from tests.rules.dday_dice.helpers import start

    s = start(2).model_copy(update={"phase": 4})
    s = put(put(s, "unit1", sector="9", courage=5, done=False), "unit2", sector="9", done=False)
    s, _ = play(s, "unit1", "give unit2 courage 1")
    assert s.unit("unit2").courage == 1


def test_allied_losses_of_a_specialist_are_the_allied_players_choice():
    s = aw(1).model_copy(update={"phase": 4})
    s = put(s, specialists=("medic", "scout"), done=True)
    s = gput(s, items=("mg42",), done=False)
    s, _ = play(s, "german", "use mg42 unit1")
    assert s.unit("unit1").owed == ("specialist",) and "unit1" in E.active_seats(s)
    p = next(p for p in E.prompts(s) if p.seat == "unit1")
    assert p.kind == "loss" and {c.value for c in p.choices} == {"lose medic", "lose scout"}
    with pytest.raises(RuleError):
        apply_text(E, s, "unit1", "done")
    s, _ = play(s, "unit1", "lose scout")
    assert s.unit("unit1").specialists == ("medic",) and s.unit("unit1").owed == ()


def test_allied_loss_with_a_single_choice_goes_by_itself_and_none_is_ignored():
    s = put(aw(1), specialists=("medic",))
    g = g_of(s)
    german_losses.inflict(g, "unit1", "specialist", "test")
    assert g.unit("unit1").specialists == () and g.unit("unit1").owed == ()
    german_losses.inflict(g, "unit1", "item", "test")
    assert any(e.kind == "loss_ignored" for e in g.events)


def test_effects_on_units_never_touch_the_german():
    from rules.dday_dice import awards
    from rules.dday_dice.german_records import GermanEffect

    s = gput(put(aw(2), "unit1", soldiers=9), soldiers=7)
    g = E.working(s)
    awards.apply_effect(g, GermanEffect(units_lose_soldiers=2, units_gain_soldiers=1), "test")
    assert g.s.german.soldiers == 7 and g.unit("unit1").soldiers == 8
