"""Atlantikwall, the German player: setup, options, his dice and RBN bonuses, Awards (secret, Black, deck),
Blind Start German style, the Allied Atlantikwall cards against him."""

from __future__ import annotations

import pytest

from rules.core.errors import InvalidOptionError, RuleError
from rules.dday_dice import awards, german
from rules.dday_dice.german_records import german_data
from rules.dday_dice.german_waits import AwardOrder, AwardPick, BlackAward, BlindPick, SpecialistLoss
from tests.rules.dday_dice.aw_helpers import at_phase, aw, gdice, gput
from tests.rules.dday_dice.helpers import E, g_of, play, put, script_more, start
from tests.typed import apply_text

RBN_STAR = ("red-star", "white-star", "black-star", "red-s1", "white-tool", "black-s2")


# -- setup and options ------------------------------------------------------------------------


def test_setup_german_seat_soldiers_unteroffizier_and_courage_per_extra_unit():
    opts = {"players": "3", "german": "player"}
    assert E.seats_for(opts) == ("unit1", "unit2", "unit3", "german")
    assert E.seat_names_for(opts)["german"] == "German player"
    s = aw(3)
    gs = s.german
    assert gs.soldiers == 4 and gs.specialists == ("unteroffizier",) and gs.courage == 6
    assert aw(1).german.courage == 0 and aw(2).german.courage == 3
    assert sorted(gs.award_deck) == sorted(german_data().awards) and not gs.awards
    assert "unteroffizier" not in gs.reserve and set(gs.item_reserve) == set(german_data().items)


def test_setup_the_allied_reserve_gains_the_atlantikwall_cards_only_with_the_german():
    s = aw(2)
    assert {"piat-crew", "sniper", "soe-agent"} <= set(s.ranking_reserve)
    assert {"wrong-orders", "sniper-scope", "thermite-grenade", "tnt"} <= set(s.items_reserve)
    base = start(2)
    assert base.german is None and "sniper" not in base.ranking_reserve and "tnt" not in base.items_reserve
    assert not any(e.kind == "data_overrides" for e in E.initial_state(("unit1", "german"),
                                                                        {"german": "player"}, 3)[1])


def test_options_are_listed_and_bad_values_refused():
    keys = {o.key: o.values for o in E.spec.options}
    assert keys["german"] == ("off", "player") and keys["german_start"] == ("normal", "blind")
    with pytest.raises(InvalidOptionError):
        start(1, german="yes")
    with pytest.raises(InvalidOptionError):
        start(1, german_start="blind")


def test_base_game_states_still_load_without_a_german():
    s = start(2)
    text = E.dump_state(s)
    assert E.load_state(text) == s
    old = text.replace(',"german":null', "").replace(',"owed":[]', "")
    assert E.load_state(old) == s


def test_blind_start_german_style_one_die_for_soldiers_the_others_for_courage():
    s = E.initial_state(("unit1", "unit2", "unit3", "german"), {"players": "3", "german": "player",
                                                                 "german_start": "blind"}, 5, ())[0]
    gs = s.german
    assert gs.pending == (BlindPick(),) and len(gs.blind) == 3 and "german" in E.active_seats(s)
    s2, _ = play(s, "german", "start 2")
    assert s2.german.soldiers == gs.blind[1] and s2.german.courage == gs.blind[0] + gs.blind[2]
    solo = E.initial_state(("unit1", "german"), {"german": "player", "german_start": "blind"}, 5)[0]
    assert not solo.german.pending and 1 <= solo.german.soldiers <= 6 and solo.german.courage == 0


# -- dice and RBN bonuses ------------------------------------------------------------------


def test_the_german_rolls_red_white_and_black_dice_and_locks_rerolls_as_the_units():
    s = aw()
    v = E.view(s, None).german
    assert [d.colour for d in v.dice] == ["red", "red", "white", "white", "black", "black"]
    with pytest.raises(RuleError):
        apply_text(E, s, "german", "reroll 1")
    s, _ = play(script_more(s, 6, 6), "german", "lock 1 2", "reroll 3 4")
    assert s.german.rolls == 2
    s, _ = play(s, "german", "keep")
    assert s.german.done


def test_the_german_does_not_move():
    s = at_phase(aw(), 5)
    assert {c.value for c in E.options(s, "german")} == {"done"}
    with pytest.raises(RuleError, match="does not move"):
        apply_text(E, s, "german", "stay")


def test_rbn_discipline_add_a_black_result_that_can_trigger_another_rbn():
    s = at_phase(aw(), 2, gdice("red-star", "white-star", "black-star", "red-s1", "white-s1", "black-tool"))
    s, _ = play(s, "german", "rwb star add black-s1")
    assert "soldier1" in german.claimable(g_of(s))
    s, _ = play(s, "german", "rwb soldier1 troops")
    assert s.german.soldiers == 4 + 6 and s.german.courage == 1
    with pytest.raises(RuleError):
        apply_text(E, at_phase(aw(), 2, gdice(*RBN_STAR)), "german", "rwb star add red-s1")


def test_rbn_discipline_or_2_courage():
    s, _ = play(at_phase(aw(), 2, gdice(*RBN_STAR)), "german", "rwb star courage")
    assert s.german.courage == 2


def test_rbn_distribution_15_item_points_or_an_award_and_its_skulls_cancel_nothing():
    dice = gdice("red-skull", "white-skull", "black-skull", "red-s1", "white-tool", "black-s2")
    s, _ = play(at_phase(aw(), 2, dice), "german", "rwb skull ip")
    assert s.german.ip == 15 and german.cancels_left(g_of(s)) == 0
    s, _ = play(gput(at_phase(aw(), 2, dice), award_deck=("german-cross", "rad-badge")), "german", "rwb skull award")
    assert s.german.awards == ("german-cross",)


def test_rbn_support_troops_and_reinforcements():
    s, _ = play(at_phase(aw(), 2, gdice("red-s2", "white-s2", "black-s2", "red-s1", "white-s1", "black-s1")),
                "german", "rwb soldier2 troops", "rwb soldier1 troops")
    assert s.german.soldiers == 4 + 6 + 6 and s.german.courage == 1


def test_rbn_fanaticism_2_stars_or_every_allied_unit_loses_1_soldier():
    dice = gdice("red-mgf", "white-mgf", "black-mgf", "red-s1", "white-tool", "black-s2")
    s, _ = play(at_phase(aw(2), 2, dice), "german", "rwb courage fire")
    assert [u.soldiers for u in s.units] == [3, 3] and s.german.stars == 0
    s, _ = play(at_phase(aw(2), 2, dice), "german", "rwb courage stars")
    assert s.german.stars == 2


def test_rbn_ingenuity_an_extra_find_or_look_at_three_awards_and_reorder():
    dice = gdice("red-tool", "white-tool", "black-tool", "red-s1", "white-star", "black-s2")
    s, _ = play(at_phase(aw(), 2, dice), "german", "rwb tool find")
    assert s.german.flags.extra_find == 1
    s0 = gput(at_phase(aw(), 2, dice), award_deck=("rad-badge", "flak-badge", "german-cross", "iron-cross"))
    s, events = play(s0, "german", "rwb tool look")
    assert s.german.pending == (AwardOrder(),) and s.german.looked == ("rad-badge", "flak-badge", "german-cross")
    private = [e for e in events if e.kind == "awards_looked_private"]
    assert private and private[0].seat == "german"
    assert not any("RAD Badge" in e.text for e in events if e.seat is None)
    s, _ = play(s, "german", "reorder 3 1 2")
    assert s.german.award_deck == ("german-cross", "rad-badge", "flak-badge", "iron-cross") and not s.german.pending


def test_german_active_skulls_cancel_his_own_dice():
    s = at_phase(aw(), 2, gdice("red-skull", "white-star", "black-s2", "red-s1", "white-tool", "black-star"))
    with pytest.raises(RuleError):
        apply_text(E, s, "german", "done")
    s, _ = play(s, "german", "cancel 3", "done")
    assert s.german.dice[2].role == "cancelled"


def test_german_straight_draws_the_award_of_his_choice_then_shuffles():
    s = at_phase(aw(), 2, gdice("red-skull", "white-star", "black-mgf", "red-s1", "white-tool", "black-s2"))
    s, _ = play(s, "german", "straight")
    assert s.german.pending == (AwardPick(),)
    s, events = play(s, "german", "pick iron-cross")
    assert "iron-cross" in s.german.awards and "iron-cross" not in s.german.award_deck
    assert len(s.german.award_deck) == 20 and any(e.kind == "award_picked" for e in events)


def test_unteroffizier_rerolls_one_unlocked_die_once_a_turn():
    dice = gdice("red-skull", "white-star", "black-mgf", "red-s1", "white-tool", "black-s2")
    s = at_phase(aw(), 2, dice)
    s = gput(s, dice=tuple(d.model_copy(update={"locked": i == 0}) for i, d in enumerate(s.german.dice)))
    with pytest.raises(RuleError):
        apply_text(E, s, "german", "use unteroffizier d1")
    s, _ = play(script_more(s, 3), "german", "use unteroffizier d4")
    assert s.german.dice[3].face == "star"
    with pytest.raises(RuleError):
        apply_text(E, s, "german", "use unteroffizier d5")


def test_black_and_blue_dice_change_colour_when_they_change_hands():
    s = at_phase(aw(), 2, gdice(*RBN_STAR), items=("dog",))
    s = put(s, dice=gdice("red-s1", "red-s1", "white-star", "white-star", "blue-courage", "blue-tool"))
    s, events = play(s, "german", "use dog unit1:d5")
    taken = s.german.dice[-1]
    assert taken.colour == "blue" and taken.face == "courage" and s.unit("unit1").dice[4].role == "off"
    assert "black MGF" in next(e.text for e in events if e.kind == "german_took_die")
    assert E.view(s, None).german.dice[-1].colour == "black"


# -- Phase 4: rally, find, Awards ---------------------------------------------------------


def test_german_rallies_the_pioneer_and_finds_an_item():
    s = at_phase(aw(), 4, stars=10, ip=20)
    s, _ = play(s, "german", "rally pioneer", "find mg42")
    assert "pioneer" in s.german.specialists and s.german.stars == 6 and s.german.items == ("mg42",)
    with pytest.raises(RuleError):
        apply_text(E, s, "german", "rally observer")


def test_awards_cost_5_courage_each_any_number_a_turn():
    s = at_phase(aw(), 4, courage=16)
    s = gput(s, award_deck=("german-cross", "rad-badge", "flak-badge", "war-merit-cross"))
    s, _ = play(s, "german", "award 2", "award 1")
    assert s.german.courage == 1 and s.german.awards == ("german-cross", "rad-badge", "flak-badge")
    with pytest.raises(RuleError):
        apply_text(E, s, "german", "award 1")


def test_a_drawn_award_says_in_words_why_it_was_drawn_never_a_name_that_reads_like_a_card():
    s = at_phase(aw(), 4, courage=10)
    s = gput(s, award_deck=("german-cross", "rad-badge"))
    s, events = play(s, "german", "award 1")
    drawn = [e.text for e in events if e.kind == "award_drawn"]
    assert drawn == ["The German player drew an Award (bought with Courage); they now hold 1 Award."]
    assert not any("High Command" in e.text for e in events)
    private = [e for e in events if e.kind == "award_drawn_private"]
    assert private and private[0].seat == "german" and german_data().awards["german-cross"].name in private[0].text


def test_awards_are_played_like_items_even_right_after_being_drawn():
    s = at_phase(aw(2), 4, courage=5)
    s = gput(s, award_deck=("flak-badge",) + tuple(x for x in s.german.award_deck if x != "flak-badge"))
    s, _ = play(s, "german", "award 1", "use flak-badge")
    assert [u.soldiers for u in s.units] == [2, 2] and s.german.award_discard == ("flak-badge",)


def test_black_award_is_played_at_once_with_the_choice_the_german_can_pay():
    s = at_phase(aw(2), 4, courage=5, specialists=("unteroffizier", "pioneer"))
    s = gput(s, award_deck=("silver-wound-badge", "rad-badge"))
    s, _ = play(s, "german", "award 1")
    assert s.german.pending == (BlackAward(award="silver-wound-badge"),)
    with pytest.raises(RuleError):
        apply_text(E, s, "german", "done")
    s, _ = play(s, "german", "wound 2")
    assert s.german.soldiers == 0 and [u.soldiers for u in s.units] == [5, 5] and not s.german.pending


def test_black_award_gold_wound_badge_without_an_award_forces_a_specialist_loss():
    s = gput(aw(), award_deck=("gold-wound-badge",), specialists=("unteroffizier",))
    g = g_of(s)
    awards.draw(g, 1, "test")
    assert g.s.german.specialists == () and "gold-wound-badge" in g.s.german.award_discard
    s = gput(aw(), award_deck=("gold-wound-badge",), specialists=())
    g = g_of(s)
    awards.draw(g, 1, "test")
    assert any(e.kind == "black_ignored" for e in g.events) and not g.s.german.pending


def test_award_deck_reshuffles_its_discard_pile():
    s = gput(aw(), award_deck=(), award_discard=("rad-badge", "german-cross"))
    g = g_of(s)
    awards.draw(g, 1, "test")
    assert len(g.s.german.awards) == 1 and len(g.s.german.award_deck) == 1 and not g.s.german.award_discard


def test_awards_keep_one_black_award_for_six_normal_ones():
    recs = german_data().awards.values()
    black = [r for r in recs if r.black]
    assert len(recs) == 21 and len(black) * 6 == len(recs) - len(black)
    assert all(r.either for r in black) and not any(r.either for r in recs if not r.black)


def test_awards_are_secret_until_played():
    s = at_phase(aw(2), 4)
    s = gput(s, awards=("german-cross", "flak-badge"))
    for seat in (None, "unit1", "unit2"):
        text = E.view(s, seat).model_dump_json()
        assert "German Cross" not in text and "german-cross" not in text and "Flak Badge" not in text
    mine = E.view(s, "german")
    assert [a.id for a in mine.private.german.awards] == ["german-cross", "flak-badge"]
    assert E.view(s, None).german.award_count == 2
    prompt = next(p for p in E.prompts(s) if p.seat == "german")
    assert not any("german-cross" in c.value or "flak" in c.value for c in prompt.choices)
    assert "german-cross" not in (prompt.default or "")
    assert "use german-cross" in {c.value for c in E.options(s, "german")}
    assert E.public_text(E.parse_action("use german-cross")) == "use an Award"
    assert E.public_text(E.parse_action("pick iron-cross")) == "pick an Award"


def test_allied_sniper_and_soe_agent_hit_the_german_each_phase_3():
    s = put(aw(), specialists=("sniper", "soe-agent"))
    s = gput(s, soldiers=5, courage=3, dice=gdice("red-skull", "red-skull", "white-skull", "white-skull",
                                                  "black-skull", "black-skull"))
    g = g_of(s)
    german.gain(g)
    assert g.s.german.soldiers == 4 and g.s.german.courage == 2


def test_allied_sniper_scope_makes_the_german_lose_a_specialist_of_his_choice():
    s = aw().model_copy(update={"phase": 4})
    s = put(s, items=("sniper-scope",), done=False)
    s = gput(s, specialists=("unteroffizier", "pioneer"), done=True)
    s, _ = play(s, "unit1", "use sniper-scope")
    assert s.german.pending == (SpecialistLoss(),) and "german" in E.active_seats(s)
    s, _ = play(s, "german", "lose pioneer")
    assert s.german.specialists == ("unteroffizier",)


def test_exercise_fabius_is_a_reconstructed_map_merged_only_into_games_that_play_it():
    from rules.dday_dice.atlantikwall import extra_maps

    s = aw(3, map="exercise-fabius")
    m = E.data(s).maps["exercise-fabius"]
    assert m.number == "N-18" and m.provenance == "reconstruction" and "exercise-fabius" in extra_maps()
    assert E.view(s, None).map.provenance == "reconstruction"
    assert "exercise-fabius" not in E.data(start()).maps
    assert E.load_state(E.dump_state(s)) == s


def test_a_black_die_taken_by_the_allies_turns_blue():
    s = at_phase(aw(), 2, gdice("red-s1", "white-s1", "black-star", "red-tool", "white-skull", "black-s2"))
    s = put(s, items=("dispatch-case",), done=False,
            dice=gdice("red-s1", "red-s2", "white-star", "white-tool", "blue-tool", "blue-courage"))
    s = gput(s, done=True)
    assert "use dispatch-case german:d3" in {c.value for c in E.options(s, "unit1")}
    s, events = play(s, "unit1", "use dispatch-case german:d3")
    taken = s.unit("unit1").dice[-1]
    assert taken.colour == "blue" and taken.face == "star" and s.german.dice[2].role == "off"
    assert "black die" in next(e.text for e in events if e.kind == "die_taken")
    assert E.view(s, None).units[0].dice[-1].colour == "blue"


def test_a_handful_of_warriors_and_legendary_units_have_nothing_to_act_on_in_this_game():
    """The two Atlantikwall notes about "A Handful of Warriors" (a base-game rule) and Legendary Units (another
    expansion's) concern things our reconstructed game does not have. If either appears in the data, the
    German's side of it must be written: this test fails to say so."""
    d = E.data(start())
    assert {r.kind for r in d.specialists.values()} <= {"regular", "ranking", "unique"}
    assert not any("legendary" in k or "handful" in k for k in d.specialists)
    assert not any("handful" in k or "legendary" in k for k in d.rules)
    gd = german_data()
    assert not any("legendary" in k for k in (*gd.specialists, *gd.items))
