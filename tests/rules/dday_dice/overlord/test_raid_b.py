"""Campaign B, Raid B-1 and B-1S: each Raid rule the bot plays, by name."""

from __future__ import annotations

from typing import get_args

from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.maps import Sector
from rules.dday_dice.overlord import lost_officers, lost_paras, raid_b, raids
from rules.dday_dice.overlord.battle_map import raid_map
from rules.dday_dice.overlord.boards import board
from rules.dday_dice.records import Specialist
from rules.dday_dice.state import Claim
from tests.rules.dday_dice.helpers import g_of, put, start


def test_campaign_b_two_teams_take_able_and_charlie_not_baker():
    s = start(4, campaign="b")
    assert [t.column for t in s.campaign.teams] == ["able", "charlie"]
    assert {u.sector.split("-")[0] for u in s.units} == {"A", "C"}


def test_battle_map_notes_detroit_sector_12_has_no_command_post_but_keeps_single_combat():
    s = start(4, campaign="b")
    d = E.data(s)
    assert board(d, "mission-detroit").sector("12").command_post
    for raid in (0,):
        sec = raid_map(d, s.campaign, raid).sector("C-12")
        assert not sec.command_post and sec.single_combat
    solo = start(1, campaign="b", solo="on")
    sec = raid_map(d, solo.campaign, 0).sector("C-12")
    assert not sec.command_post and sec.single_combat
    assert raid_map(d, s.campaign, 0).sector("A-8").command_post


def test_battle_map_notes_boston_handful_of_warriors_is_not_in_this_game():
    """Mission Boston's note lifts a rule this game lacks: it must be built here if the rule ever is."""
    d = E.data(start(4, campaign="b"))
    assert raid_b.HANDFUL not in d.rules
    assert not [k for k in d.rules if "handful" in k.lower()]
    assert not [f for f in Sector.model_fields if "handful" in f.lower()]


def test_lost_officers_each_unit_draws_a_regular_and_a_ranking_into_its_team_pile():
    s = start(9, campaign="b")
    lost = s.campaign.lost_officers
    d = E.data(s)
    for u in s.units:
        mine = [sid for seat, sid in lost if seat == u.seat]
        kinds = sorted(d.specialists[x].kind for x in mine)
        assert kinds in (["ranking", "regular"], ["regular"])
        reg = next(x for x in mine if d.specialists[x].kind == "regular")
        assert reg not in u.hand
    from rules.dday_dice.overlord import reserves
    ranking_lost = [sid for _, sid in lost if d.specialists[sid].kind != "regular"]
    full = [k for k, r in d.specialists.items() if r.kind != "regular"] * s.campaign.sets
    assert sorted(reserves.everything(s, "ranking") + tuple(ranking_lost)) == sorted(full)


def test_lost_officers_there_is_no_auxiliary_specialist_to_draw():
    """The rulebook draws an Auxiliary too: none exists in our records (the test fails if one is added)."""
    assert "auxiliary" not in get_args(Specialist.model_fields["kind"].annotation)


def test_lost_officers_freed_when_the_team_has_drawn_twice_its_units_in_medals():
    s = start(4, campaign="b")
    medals = tuple(E.data(s).medals)
    g = g_of(put(put(s, "t1u1", medals=medals[:2]), "t1u2", used_medals=medals[2:3]))
    raids.on_phase(g, 3)
    assert any(seat.startswith("t1") for seat, _ in g.s.campaign.lost_officers)
    g.s = put(g.s, "t1u2", used_medals=medals[2:4])
    lost = [x for x in g.s.campaign.lost_officers if x[0].startswith("t1")]
    raids.on_phase(g, 3)
    assert not any(seat.startswith("t1") for seat, _ in g.s.campaign.lost_officers)
    assert any(seat.startswith("t3") for seat, _ in g.s.campaign.lost_officers)
    d = E.data(s)
    for seat, sid in lost:
        if d.specialists[sid].kind == "regular":
            assert sid in g.s.unit(seat).hand
        else:
            assert sid in g.s.ranking_reserve


def test_lost_officers_not_freed_stay_unavailable_in_the_next_raid_and_after_keep_going():
    from tests.rules.dday_dice.helpers import raid_at as _raid

    s = start(4, campaign="b")
    lost = s.campaign.lost_officers
    s = _raid(s, 1)
    assert s.campaign.lost_officers == lost
    d = E.data(s)
    for seat, sid in lost:
        if d.specialists[sid].kind == "regular":
            assert sid not in s.unit(seat).hand
    from rules.dday_dice.overlord import reserves
    ranking_lost = [sid for _, sid in lost if d.specialists[sid].kind != "regular"]
    full = [k for k, r in d.specialists.items() if r.kind != "regular"] * s.campaign.sets
    assert sorted(reserves.everything(s, "ranking") + tuple(ranking_lost)) == sorted(full)
    g = g_of(s)
    seat, sid = next((x, y) for x, y in lost if d.specialists[y].kind == "regular")
    g.update(seat, hand=g.unit(seat).hand + (sid,))
    lost_officers.withhold(g, seat)
    assert sid not in g.s.unit(seat).hand


def test_lost_officers_solo_four_drawn_freed_by_fresh_troops_on_baker_10():
    s = start(1, campaign="b", solo="on")
    d = E.data(s)
    kinds = sorted(d.specialists[sid].kind for _, sid in s.campaign.lost_officers)
    assert kinds == ["ranking", "regular", "unique"]  # no Auxiliary in our data; the Unique ones are placeholders
    u = s.unit("t2u1")
    fresh = next(f for f, r in d.nations[u.nation].rwb.items() if r.name == "Fresh Troops")
    other = next(f for f, r in d.nations[u.nation].rwb.items() if r.name != "Fresh Troops")
    s = put(s, "t2u1", sector="B-10", claims=(Claim(face=other, option="hold", dice=(1,)),))
    g = g_of(s)
    raids.on_combat(g)
    assert g.s.campaign.lost_officers
    g.s = put(g.s, "t2u1", sector="B-9", claims=(Claim(face=fresh, option="hold", dice=(1,)),))
    raids.on_combat(g)
    assert g.s.campaign.lost_officers
    g.s = put(g.s, "t2u1", sector="B-10")
    raids.on_combat(g)
    assert not g.s.campaign.lost_officers
    assert g.s.unit("t2u1").claims[0].given_up


def test_lost_paras_one_token_a_unit_or_one_per_rival_for_a_lone_unit():
    s = start(4, campaign="b")
    assert sorted(s.campaign.paras) == [("t1u1", 1), ("t1u2", 1), ("t3u1", 3), ("t3u2", 3)]
    s = start(3, campaign="b")
    assert sorted(s.campaign.paras) == [("t1u1", 1), ("t1u1", 1), ("t2u1", 2), ("t2u1", 2), ("t3u1", 3), ("t3u1", 3)]


def test_lost_paras_exchange_is_automatic_once_per_pair_and_unexchanged_cost_1_pp():
    s = start(3, campaign="b")
    g = g_of(put(put(s, "t1u1", sector="B-5"), "t2u1", sector="B-5"))
    raids.on_arrive(g, "t2u1")
    assert sorted(g.s.campaign.paras) == [("t1u1", 1), ("t1u1", 2), ("t2u1", 1), ("t2u1", 2), ("t3u1", 3), ("t3u1", 3)]
    raids.on_arrive(g, "t1u1")
    assert sorted(g.s.campaign.paras).count(("t1u1", 1)) == 1
    g.s = put(g.s, "t3u1", sector="B-5")
    raids.on_arrive(g, "t3u1")
    assert sorted(g.s.campaign.paras) == [("t1u1", 2), ("t1u1", 3), ("t2u1", 1), ("t2u1", 3), ("t3u1", 1), ("t3u1", 2)]
    g2 = g_of(s)
    lines = {x.team: x.pp for x in raids.score_lines(g2) if x.text.startswith("Lost Paras")}
    assert lines == {1: -2, 2: -2, 3: -2}
    assert not [x for x in raids.score_lines(g) if x.text.startswith("Lost Paras")]
    assert lost_paras.unexchanged(g, ("t1u1",)) == 0


def test_lost_paras_solo_version_tokens_at_1d6_plus_5_and_pp_by_number():
    s = start(1, campaign="b", solo="on")
    tokens = [(sec, k) for sec, k in s.campaign.raid_tokens if k.startswith("para:")]
    assert [k for _, k in tokens] == ["para:1", "para:2", "para:3"]
    assert [sec[0] for sec, _ in tokens] == ["A", "B", "C"]
    assert all(6 <= int(sec.split("-")[1]) <= 11 for sec, _ in tokens)
    g = g_of(s)
    assert sum(x.pp for x in raids.score_lines(g) if x.text.startswith("Lost Paras")) == -6
    g.s = put(g.s, "t2u1", sector=tokens[1][0])
    raids.on_arrive(g, "t2u1")
    assert sorted(x.pp for x in raids.score_lines(g) if x.text.startswith("Lost Paras")) == [-3, -1]


def test_lost_equipment_six_regular_items_out_until_detroit_command_post_is_activated():
    s = start(1, campaign="b", solo="on")
    lost = raid_b.lost_items(g_of(s))
    d = E.data(s)
    assert len(lost) == 6 and all(d.items[x].kind == "regular" for x in lost)
    g = g_of(put(s, "t2u1", sector="C-12"))
    raids.on_phase(g, 2)
    assert raid_b.lost_items(g) == lost  # unproven: it has not fought there yet
    c = g.s.campaign
    g.s = g.s.model_copy(update={"campaign": c.model_copy(update={"unproven": ()})})
    before = len(g.s.items_reserve)
    raids.on_phase(g, 3)
    assert raid_b.lost_items(g) == lost
    raids.on_phase(g, 2)
    assert not raid_b.lost_items(g)
    assert len(g.s.items_reserve) == before + 6


def test_one_slip_and_its_over_any_bunker_is_the_objective():
    s = start(1, campaign="b", solo="on")
    g = g_of(put(s, "t2u1", sector="A-14"))
    assert raids.has_objective(g)
    for bunker in ("A-B", "B-B", "C-B"):
        assert raids.objective_refusal(g, g.unit("t2u1"), bunker) is None


def test_lost_equipment_with_chaotic_supply_freed_items_go_under_the_decks():
    s = start(1, campaign="b", solo="on", chaotic_supply="on")
    lost = raid_b.lost_items(g_of(s))
    assert len(lost) == 6 and sum(len(d) for d in s.supply) == len(s.items_reserve)  # dealt without them
    before = sum(len(d) for d in s.supply)
    g = g_of(put(s, "t2u1", sector="C-12"))
    g.s = g.s.model_copy(update={"campaign": g.s.campaign.model_copy(update={"unproven": ()})})
    raids.on_phase(g, 2)
    assert sum(len(d) for d in g.s.supply) == before + 6
    assert abs(len(g.s.supply[0]) - len(g.s.supply[1])) <= 1


def test_lost_paras_units_together_without_a_move_exchange_at_the_next_phase_2():
    s = start(4, campaign="b")
    g = g_of(put(put(s, "t1u1", sector="B-5"), "t3u1", sector="B-5"))
    raids.on_phase(g, 3)
    assert lost_paras.unexchanged(g, ("t1u1",)) == 1
    raids.on_phase(g, 2)
    assert lost_paras.unexchanged(g, ("t1u1",)) == 0 and ("t1u1", 3) in g.s.campaign.paras


def test_lost_officers_are_listed_with_the_unit_that_drew_them_on_the_view_image_and_text():
    from renderer.dday_dice.alt import status_text
    from renderer.dday_dice.draw import _unit_lines

    s = start(4, campaign="b")
    d = E.data(s)
    view = E.view(s, None)
    for u in view.units:
        drew = [sid for seat, sid in s.campaign.lost_officers if seat == u.seat]
        assert drew and [x.id for x in u.lost] == drew
        assert not {x.id for x in u.lost} & {x.id for x in u.hand}, "a Lost Officer is not in the hand to rally"
        line = dict(_unit_lines(u))["Lost Officers"]
        assert all(d.specialists[x].name in line for x in drew)
    assert status_text(view).count("Lost Officers: ") == len(view.units)
    freed = s.model_copy(update={"campaign": s.campaign.model_copy(update={"lost_officers": ()})})
    assert all(u.lost == [] for u in E.view(freed, None).units)
    assert "Lost Officers" not in status_text(E.view(freed, None))


def test_lost_para_tokens_are_listed_with_the_unit_that_holds_them():
    from renderer.dday_dice.alt import status_text
    from renderer.dday_dice.draw import _unit_lines

    s = start(4, campaign="b")
    view = E.view(s, None)
    for u in view.units:
        held = sorted(n for seat, n in s.campaign.paras if seat == u.seat)
        assert held and u.paras == held
        assert dict(_unit_lines(u))["Lost Paras"].startswith(f"no. {held[0]} (")
    assert status_text(view).count("Lost Paras: ") == len(view.units)
    assert lost_paras.TOKEN_NUMBER["charlie"] == 3 and "no. 3 (Charlie)" in status_text(view)
