"""Module 2: Battle Conditions, drawn before Phase 1, overriding Sector attributes, cancelled by a loss;
Persistent Weather and Advanced Observation."""

from __future__ import annotations

import pytest

from rules.core.errors import InvalidOptionError, RuleError
from rules.dday_dice import battle_conditions as BC
from rules.dday_dice import combat, turn
from tests.rules.dday_dice.aw_helpers import aw, gput
from tests.rules.dday_dice.helpers import E, g_of, play, put, start
from tests.typed import apply_text


def _with(s, *top, **battle):
    deck = tuple(top) + tuple(x for x in s.battle.deck if x not in top)
    return s.model_copy(update={"battle": s.battle.model_copy(update={"deck": deck, **battle})})


def _next_turn(s):
    g = g_of(s)
    turn.begin_turn(g)
    return g


def test_battle_conditions_a_card_is_drawn_before_phase_1_and_shown_to_all():
    s = start(battle_conditions="on")
    assert len(s.battle.deck) == 49 and s.battle.current is not None
    view = E.view(s, None)
    assert view.battle[0].id == s.battle.current and view.battle_deck == 49
    g = _next_turn(_with(s, "cross-fire"))
    assert g.s.battle.current == "cross-fire" and any(e.kind == "battle_condition" for e in g.events)


def test_battle_conditions_deck_has_50_cards_and_cross_fire_as_printed():
    cards = BC.cards()
    assert len(cards) == 50 and cards["cross-fire"].provenance == "rulebook"
    assert cards["cross-fire"].cancel_phase == 5 and "sniper" in cards["cross-fire"].cancel_by
    assert all(c.placeholder for k, c in cards.items() if k != "cross-fire")


def test_cross_fire_all_units_lose_3_soldiers_in_phase_6_not_the_german():
    s = _next_turn(_with(aw(2, battle_conditions="on"), "cross-fire")).s
    s = put(put(s, "unit1", sector="1", soldiers=10), "unit2", sector="1", soldiers=10)
    s = gput(s, soldiers=20)
    g = g_of(s)
    combat.fight(g)
    assert [u.soldiers for u in g.s.units] == [10 - 2 - 3, 10 - 2 - 3] and g.s.german.soldiers == 20 - 2


def test_cross_fire_is_cancelled_for_everyone_by_losing_a_sharpshooter_in_phase_5():
    s = _next_turn(_with(start(2, battle_conditions="on"), "cross-fire")).s
    s = s.model_copy(update={"phase": 5})
    s = put(put(s, "unit1", specialists=("sharpshooter",), done=False), "unit2", done=False)
    assert "sacrifice sharpshooter" in {c.value for c in E.options(s, "unit1")}
    s, _ = play(s, "unit1", "sacrifice sharpshooter")
    assert "cross-fire" in s.battle.cancelled and s.unit("unit1").specialists == ()
    assert BC.in_play(g_of(s)) == []
    with pytest.raises(RuleError):
        apply_text(E, s, "unit2", "sacrifice sharpshooter")


def test_cross_fire_lets_the_german_rally_the_scharfschutze_for_1_star():
    s = _next_turn(_with(aw(1, battle_conditions="on"), "cross-fire")).s
    s = s.model_copy(update={"phase": 4})
    s = put(s, done=True)
    s = gput(s, stars=1, done=False)
    s, _ = play(s, "german", "rally scharfschutze")
    assert "scharfschutze" in s.german.specialists and s.german.stars == 0


def test_battle_condition_overrides_the_sector_attributes():
    s = start(battle_conditions="on")
    g = _next_turn(_with(s, "weather-2"))  # roll only 5 dice
    assert sum(1 for d in g.s.unit("unit1").dice if d.role == "off") == 1
    s = put(g.s, sector="8")  # Exercise Tiger S8: "Roll only 5 dice here"; S7: "No dice are locked here"
    clear = next(k for k, c in BC.cards().items() if c.effect.dice == 6 and c.effect.no_lock is False)
    g = g_of(s.model_copy(update={"battle": s.battle.model_copy(update={"current": clear})}))
    assert BC.dice_count(g, g.unit("unit1")) == 6
    g = g_of(put(g.s, sector="7"))
    assert not BC.no_lock(g, g.unit("unit1"))
    g = g_of(put(s.model_copy(update={"battle": s.battle.model_copy(update={"current": "condition-3"})}), sector="7"))
    assert BC.no_lock(g, g.unit("unit1")) and BC.dice_count(g, g.unit("unit1")) == 6


def test_all_units_against_all_players():
    s = gput(aw(1, battle_conditions="on"), courage=0)
    card = next(k for k, c in BC.cards().items() if c.effect.all_players and c.effect.phase3_courage)
    s = s.model_copy(update={"battle": s.battle.model_copy(update={"current": card})})
    g = g_of(put(s, courage=0))
    BC.phase3(g)
    assert g.unit("unit1").courage == 1 and g.s.german.courage == 1
    card2 = next(k for k, c in BC.cards().items() if not c.effect.all_players and c.effect.phase3_courage)
    g = g_of(put(s.model_copy(update={"battle": s.battle.model_copy(update={"current": card2})}), courage=0))
    BC.phase3(g)
    assert g.unit("unit1").courage == 1 and g.s.german.courage == 0


def test_persistent_weather_stays_until_another_weather_card_and_applies_after_the_regular_card():
    s = start(battle_conditions="on", persistent_weather="on")
    s = _next_turn(_with(s, "weather-2", "condition-3", "weather-6")).s
    assert s.battle.weather == "weather-2" and s.battle.current is None
    s = _next_turn(s).s
    assert s.battle.weather == "weather-2" and s.battle.current == "condition-3"
    assert [c.id for c in BC.in_play(g_of(s))] == ["condition-3", "weather-2"]
    s = _next_turn(s).s
    assert s.battle.weather == "weather-6" and "weather-2" in s.battle.discard


def test_without_persistent_weather_a_weather_card_lasts_one_turn():
    s = _next_turn(_with(start(battle_conditions="on"), "weather-2", "condition-3")).s
    s = _next_turn(s).s
    assert s.battle.current == "condition-3" and s.battle.weather is None


def test_advanced_observation_lose_binoculars_to_see_and_reorder_the_next_two_cards():
    s = _with(start(battle_conditions="on", advanced_observation="on"), "condition-3", "condition-4")
    s = s.model_copy(update={"phase": 4})
    s = put(s, items=("binoculars",), done=False)
    s, events = play(s, "unit1", "observe binoculars")
    private = [e for e in events if e.kind == "battle_observed_private"]
    assert private and private[0].seat == "unit1" and "Battle Condition 3" in private[0].text
    assert E.view(s, "unit1").private.battle_looked and not E.view(s, None).private
    prompt = next(p for p in E.prompts(s) if p.seat == "unit1")
    assert "Battle Condition 3" not in prompt.text
    s, _ = play(s, "unit1", "reorder 2 1")
    assert s.battle.deck[:2] == ("condition-4", "condition-3") and s.unit("unit1").used_items == ("binoculars",)


def test_advanced_observation_and_persistent_weather_need_the_battle_conditions():
    with pytest.raises(InvalidOptionError):
        start(advanced_observation="on")
    with pytest.raises(InvalidOptionError):
        start(persistent_weather="on")


def test_the_deck_reshuffles_its_discard_pile():
    s = start(battle_conditions="on")
    s = s.model_copy(update={"battle": s.battle.model_copy(update={"deck": (), "discard": ("condition-3",)})})
    g = _next_turn(s)
    assert g.s.battle.current in ("condition-3", s.battle.current)
    assert any(e.kind == "battle_reshuffled" for e in g.events)


def test_advanced_observation_the_german_loses_his_bunker_periscope_to_see_and_reorder_the_next_two_cards():
    from tests.rules.dday_dice.aw_helpers import at_phase
    s = aw(battle_conditions="on", advanced_observation="on")
    s = _with(s, "condition-3", "condition-4")
    s = at_phase(s, 4, items=("bunker-periscope",))
    assert "observe bunker-periscope" in [c.value for c in E.options(s, "german")]
    s, events = play(s, "german", "observe bunker-periscope")
    private = [e for e in events if e.kind == "battle_observed_private"]
    assert private and private[0].seat == "german" and "Battle Condition 3" in private[0].text
    assert all("Battle Condition 3" not in e.text for e in events if e.seat is None)
    assert E.view(s, "german").private.battle_looked and not E.view(s, "unit1").private.battle_looked
    assert not E.view(s, None).private
    assert [c.value for c in E.options(s, "german")] == ["reorder 1 2", "reorder 2 1"]
    with pytest.raises(RuleError, match="Battle Conditions you looked at"):
        play(s, "german", "done")
    s, _ = play(s, "german", "reorder 2 1")
    assert s.battle.deck[:2] == ("condition-4", "condition-3") and s.battle.looker is None
    assert s.german.items == () and s.german.used_items == ("bunker-periscope",) and not s.german.pending


def test_advanced_observation_the_german_needs_the_option_and_his_periscope():
    from tests.rules.dday_dice.aw_helpers import at_phase
    s = at_phase(aw(battle_conditions="on"), 4, items=("bunker-periscope",))
    assert "observe bunker-periscope" not in [c.value for c in E.options(s, "german")]
    with pytest.raises(RuleError, match="Bunker Periscope"):
        play(s, "german", "observe bunker-periscope")
    s = at_phase(aw(battle_conditions="on", advanced_observation="on"), 4, items=())
    with pytest.raises(RuleError, match="Bunker Periscope"):
        play(s, "german", "observe bunker-periscope")
