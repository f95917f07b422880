"""Solo Campaign A, Raid A-1S (Bridgehead): each of its rules by name, and the Special Items of the solo Raids."""

from __future__ import annotations

import pytest

from rules.core.errors import RuleError
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.legal import legal
from rules.dday_dice.overlord import battle_map_notes_a3, campaign, raids, solo_a, solo_a1
from rules.dday_dice.overlord.boards import board
from rules.dday_dice.state import Die
from tests.rules.dday_dice.helpers import g_of, play, put, start
from tests.rules.dday_dice.helpers import raid_at as _raid

SEAT = "t2u1"


def _solo():
    return start(1, campaign="a", solo="on")


def test_special_items_six_listed_instead_of_the_starting_board_one():
    s = _solo()
    for k in solo_a.SPECIAL_ITEMS["a1s"]:
        assert k in s.items_reserve
    assert "toolbox" in s.items_reserve and "flak-jacket" in s.items_reserve  # not a solo player's Regular Items
    s3 = _raid(s, 2)
    assert board(E.data(s3), "chateau-de-vaumicel").special_items == ("flame-thrower",)
    assert "flame-thrower" not in s3.items_reserve
    assert all(k in s3.items_reserve for k in solo_a.SPECIAL_ITEMS["a3s"])
    s2 = _raid(s, 1)
    assert "grappling-hook" in s2.items_reserve and "flak-jacket" not in s2.items_reserve


def test_battle_map_notes_a3_flame_thrower_operator_is_not_in_our_data():
    s = start(9, campaign="a")
    assert not battle_map_notes_a3.operator_in_data(E.data(s))
    assert "Battle Map Notes" not in raids.missing("a3")


def test_rally_points_in_able_6_and_charlie_5():
    s = _solo()
    assert s.unit(SEAT).sector.startswith("B-")
    assert sorted(x for x, k in s.campaign.raid_tokens if k == "rally") == ["A-6", "C-5"]
    medium = start(1, campaign="a", solo="on", layout="medium")
    assert [x for x, k in medium.campaign.raid_tokens if k == "rally"] == ["C-5"]


def _skulls(s, *colours):
    dice = tuple(Die(colour=c, face="skull") for c in colours) + (Die(colour="white", face="star"),)
    return put(s, SEAT, dice=dice)


def test_share_the_pain_solo_version_active_skulls_wait_next_to_the_chosen_rally_point():
    s = _skulls(_solo(), "red", "blue")
    g = g_of(s)
    raids.on_phase(g, 3)
    assert sorted(k for x, k in g.s.campaign.raid_tokens if x == "A-6" and k.startswith("skull")) == \
        ["skull:blue", "skull:red"]
    s2, _ = play(g.s.model_copy(update={"phase": 1}), SEAT, "pain C-5")
    g = g_of(_skulls(s2, "white"))
    raids.on_phase(g, 3)
    assert [k for x, k in g.s.campaign.raid_tokens if x == "C-5" and k.startswith("skull")] == ["skull:white"]
    with pytest.raises(RuleError, match="Rally Point"):
        play(s2, SEAT, "pain B-5")


def test_share_the_pain_solo_version_no_token_from_an_escalation_sector():
    s = _skulls(_solo(), "red", "blue")
    s = put(s, SEAT, sector="A-8")
    assert g_of(s).sector(s.unit(SEAT)).escalation, "Dog Red's Sector 8 is an escalation Sector"
    g = g_of(s)
    raids.on_phase(g, 3)
    assert not [k for _, k in g.s.campaign.raid_tokens if k.startswith("skull")]


def test_time_passes_token_goes_up_a_sector_each_phase_5_then_into_the_bunker():
    s = _solo()
    assert [x for x, k in s.campaign.raid_tokens if k == "time"] == ["A-1"]
    g = g_of(s)
    raids.on_phase(g, 5)
    assert solo_a.tokens(g, "time") == ["A-2"]
    assert solo_a1.track(g, "able")[-2:] == ["A-13", "A-B"]
    solo_a.set_tokens(g, (("A-13", "time"),))
    raids.on_phase(g, 5)
    assert solo_a.tokens(g, "time") == ["A-B"] and solo_a.flag_value(g, "time_home:") == str(g.s.turn)


def _conquer(s, bunker="B-B", **more):
    s = put(s, SEAT, sector=bunker, status="conquered", bunker=bunker, **more)
    g = g_of(s)
    campaign.check(g)
    return g


def test_time_passes_two_pp_for_each_sector_the_token_still_had_to_go():
    g = g_of(_solo())
    solo_a.set_tokens(g, g.s.campaign.raid_tokens[:2] + (("A-12", "time"),))
    g = _conquer(g.s)
    assert [(x.pp, x.text.split(":")[0]) for x in g.s.campaign.raid_lines] == [(4, "Time Passes")]


def test_time_passes_token_home_first_costs_5_pp_same_phase_costs_nothing():
    g = g_of(_solo())
    g.s = g.s.model_copy(update={"turn": 14})
    solo_a.set_tokens(g, g.s.campaign.raid_tokens[:2] + (("A-B", "time"),))
    solo_a.set_flags(g, add=("time_home:13",))
    late = _conquer(g.s, marker=1)  # entered its Bunker on turn 14, the token on 13
    assert [x.pp for x in late.s.campaign.raid_lines] == [-5]
    same = _conquer(g.s, marker=2)  # entered on turn 13, with the token
    assert [x.pp for x in same.s.campaign.raid_lines] == [0]


def test_one_less_the_unit_goes_on_and_swaps_with_a_rally_point_in_phase_5():
    s = put(_solo(), SEAT, specialists=("war-correspondent", "medic"))
    s = s.model_copy(update={"campaign": s.campaign.model_copy(
        update={"raid_tokens": s.campaign.raid_tokens + (("C-5", "skull:red"), ("C-5", "skull:red"))})})
    g = _conquer(s)
    u = g.s.unit(SEAT)
    assert u.status == "active" and u.sector == "B-B" and g.s.outcome is None
    assert solo_a.taken(g) == ["B-B"] and not solo_a.tokens(g, "time")
    assert raids.sits_out(g, u)
    g.s = put(g.s.model_copy(update={"phase": 5}), SEAT, done=False, marker=3)
    raids.on_phase(g, 5)
    assert g.s.unit(SEAT).marker == 1  # the taken Bunker does not push it out
    assert {x.kind for x in legal(g, SEAT)} == {"raid"}
    with pytest.raises(RuleError, match="first: 'swap SECTOR'"):
        play(g.s, SEAT, "stay")
    s2, _ = play(g.s, SEAT, "swap C-5")
    u = s2.unit(SEAT)
    assert u.sector == "C-5" and "war-correspondent" not in u.specialists
    assert "war-correspondent" in s2.ranking_reserve
    assert [x for x, k in s2.campaign.raid_tokens if k == "rally"] == ["A-6"]
    assert s2.campaign.pain == ((SEAT, "red"), (SEAT, "red"))
    g2 = g_of(s2)
    assert solo_a.tokens(g2, "time") == ["B-1"]  # Time Passes Again
    assert _objective_refused(g2, "B-B")


def _objective_refused(g, bunker):
    return raids.objective_refusal(g, g.s.unit(SEAT), bunker) is not None


def test_time_passes_again_scores_the_second_bunker_from_baker_sector_1():
    g = g_of(_solo())
    solo_a.set_flags(g, add=("taken:B-B",))
    solo_a.set_tokens(g, (("A-6", "rally"), ("B-7", "time")))
    g = _conquer(g.s, bunker="C-B1")
    line = g.s.campaign.raid_lines[-1]
    assert line.text.startswith("Time Passes Again") and line.pp == 2 * 3  # B-8, B-9, Bunker
    assert g.s.unit(SEAT).status == "active"  # A-6 is still to swap with


def test_one_less_without_the_war_correspondent_waits_3_turns_then_the_raid_ends():
    g = _conquer(_solo())
    start_turn = g.s.turn
    assert not legal_swap(g)
    for t in range(1, 4):
        g.s = g.s.model_copy(update={"turn": start_turn + t})
        raids.on_combat(g)
        assert (g.s.unit(SEAT).status == "active") == (t < 3)
    campaign.check(g)
    assert g.s.campaign.raid == 1  # the Raid was counted, the next began


def legal_swap(g):
    return [x for x in legal(g, SEAT) if x.kind == "raid" and x.verb == "swap"]


def test_one_less_the_third_bunker_ends_the_raid():
    g = g_of(_solo())
    solo_a.set_flags(g, add=("taken:B-B", "taken:A-B"))
    solo_a.set_tokens(g, ())
    g = _conquer(g.s, bunker="C-B1")
    assert g.s.campaign.raid == 1
    bunkers = [x for x in g.s.campaign.scores[0].lines if x.text.startswith("each Bunker taken")]
    assert bunkers[0].pp == 15


def test_rally_points_time_and_skull_tokens_show_in_the_sector_notes_of_the_view():
    s = _solo()
    s = s.model_copy(update={"campaign": s.campaign.model_copy(
        update={"raid_tokens": s.campaign.raid_tokens + (("C-5", "skull:red"), ("C-5", "skull:red"), ("C-5", "skull:blue"))})})
    notes = {x.id: x.notes for x in E.view(s, None).map.sectors}
    assert "Time token" in notes["A-1"] and "Rally Point" in notes["A-6"]
    assert "Skull token x3 (blue, red, red)" in notes["C-5"]
    assert not any("token" in n for n in notes["B-1"])
