"""Overlord campaign structure: the Battle Map rows, Scatter!, Raid by Raid, resets, Performance Points, Honor."""

from __future__ import annotations

import json

import pytest

from rules.dday_dice.advance import check_move
from rules.dday_dice.campaign_state import ScoreLine
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.maps import BattleMap, problems
from rules.dday_dice.overlord import campaign, performance
from rules.dday_dice.overlord.battle_map import raid_map
from rules.dday_dice.overlord.boards import BOARD_DIR, board, named_boards
from rules.dday_dice.overrides import builtin_data
from tests.rules.dday_dice.helpers import g_of, put, start


def test_every_board_named_in_a_layout_exists_and_passes_the_map_check():
    d = builtin_data()
    for bid in named_boards():
        m = board(d, bid)
        assert problems(m, d.specialists, d.items) == [], bid
    for p in BOARD_DIR.glob("*.json"):
        m = BattleMap.model_validate(json.loads(p.read_text()))
        assert m.provenance == "reconstruction" and "printed board is not available" in m.reason


def test_board_facts_from_the_rulebook_are_kept():
    d = builtin_data()
    assert len([s for s in board(d, "dog-red").sectors if not s.bunker]) == 13
    assert board(d, "achtung-panzer").number == "N-21" and board(d, "chateau-de-vaumicel").number == "N-07"
    panzer = board(d, "achtung-panzer").sector("11")
    assert panzer.mgf == 2
    trench = [e for e in board(d, "mont-fleury-battery").edges if e.barrier]
    assert {b for e in trench for b in e.barrier} == {"9", "10", "11"}
    mare = board(d, "marefontaine-battery")
    assert [s.id for s in mare.sectors if s.bunker] == ["B1", "B2"] and mare.sector("B1").row == 4
    assert board(d, "mission-detroit").sector("12").command_post and board(d, "mission-detroit").sector("12").single_combat
    assert board(d, "wn-68").sector("9").arrival.specialist == "lieutenant"
    assert {s.id for s in board(d, "operation-tonga").sectors if s.start} == {"1", "3"}


def test_battle_map_row_joins_the_boards_of_a_raid_by_columns():
    s = start(9, campaign="a")
    m = raid_map(E.data(s), s.campaign)
    assert [b for _, b in m.boards] == ["dog-red", "omaha-beach", "gold-beach"]
    assert m.sector("A-8").label == "Able Sector 8" and m.sector("B-B").label == "Baker Bunker"
    assert m.sector("C-B1").label == "Charlie Bunker 1"
    pairs = {tuple(sorted(x[0] for x in line)) for line in m.scatter_lines}
    assert pairs == {("A", "B"), ("B", "C")}
    assert E.phase_label(s) == "Raid A-1: Bridgehead · Turn 1 · Phase 1 Roll"


def test_gold_beach_note_abandoned_bunker_cannot_be_entered():
    s = start(9, campaign="a")
    m = raid_map(E.data(s), s.campaign)
    assert m.sector("C-B2").impassable and not m.sector("C-B1").impassable


def _facing(s, left: str, right: str):
    m = raid_map(E.data(s), s.campaign)
    return next(tuple(sorted(line)) for line in m.scatter_lines
                if {x[0] for x in line} == {left, right} and all(m.sector(x).row == 2 for x in line))


def test_scatter_is_an_advance_into_the_next_column_never_under_1_courage():
    s = start(9, campaign="a")
    a, b = _facing(s, "A", "B")
    s = put(s, "t1u1", sector=a, visited=(a,), courage=5)
    g = g_of(s)
    cost, _ = check_move(g, g.unit("t1u1"), b)
    assert cost == max(1, g.map.sector(b).advance)
    s = put(s, "t1u1", flags=g.unit("t1u1").flags.model_copy(update={"advance_discount": 9}))
    g = g_of(s)
    assert check_move(g, g.unit("t1u1"), b)[0] == 1
    s = put(s, "t1u1", flags=g.unit("t1u1").flags.model_copy(update={"free_advance": True}))
    g = g_of(s)
    assert check_move(g, g.unit("t1u1"), b)[0] == 0
    s = put(s, "t1u1", courage=0, flags=g.unit("t1u1").flags.model_copy(update={"free_advance": False}))
    g = g_of(s)
    assert "Courage" in check_move(g, g.unit("t1u1"), b)


def test_campaign_objective_is_the_bunker_of_the_team_column():
    s = start(9, campaign="a")
    g = g_of(s)
    nine = "B-9"
    s = put(s, "t1u1", sector=nine, visited=(nine,), courage=10, specialists=("medic",))
    g = g_of(s)
    why = check_move(g, g.unit("t1u1"), "B-B")
    assert isinstance(why, str) and "Column Able" in why
    s = put(s, "t2u1", sector=nine, visited=(nine,), courage=10, specialists=("medic",), items=("flame-thrower",))
    g = g_of(s)
    assert not isinstance(check_move(g, g.unit("t2u1"), "B-B"), str)  # (Raid A-1: with its Flame-Thrower)


def _end_raid(s, conquered: dict[str, int]):
    """Mark Units conquered (seat -> turn) and the others eliminated, then let the campaign check run."""
    for u in s.units:
        if u.seat in conquered:
            s = put(s, u.seat, status="conquered", bunker=u.sector)
        else:
            s = put(s, u.seat, status="eliminated")
    c = s.campaign.model_copy(update={"conquests": tuple(conquered.items())})
    s = s.model_copy(update={"campaign": c})
    g = g_of(s)
    campaign.check(g)
    return g


def test_performance_points_multiplayer_honor_table_lines():
    s = start(4, campaign="a")  # Teams Baker (t2u1, t2u2) and Charlie (t3u1, t3u2), Medium layout
    s = put(s, "t2u1", soldiers=9, courage=1, ip=45, medals=("bronze-star", "war-cross"))
    s = put(s, "t2u2", soldiers=3, courage=7)
    s = put(s, "t3u1", soldiers=9, courage=2, medals=("victoria-cross",), used_medals=("silver-star",))
    g = _end_raid(s, {"t2u1": 3, "t3u1": 3, "t2u2": 5})
    score = g.s.campaign.scores[0]
    lines = {(x.team, x.text.split(" x")[0], x.seat): x.pp for x in score.lines}
    assert lines[(2, "first Unit to take a Bunker (once per Team)", "t2u1")] == 2
    assert lines[(3, "first Unit to take a Bunker (once per Team)", "t3u1")] == 2
    assert lines[(2, "first Team with every Unit in its Bunker", None)] == 5
    assert not any(k[1].startswith(("first Team", "second Team")) for k in lines if k[0] == 3)
    assert lines[(2, "most Soldiers left after taking the Bunker", "t2u1")] == 2
    assert lines[(3, "most Soldiers left after taking the Bunker", "t3u1")] == 2
    assert lines[(2, "most Courage left after taking the Bunker", "t2u2")] == 2
    assert lines[(2, "each 20 Item Points left after taking the Bunker", "t2u1")] == 2
    assert lines[(2, "the Team's Recommended Medal drawn, unused", "t2u1")] == 3  # Bronze Star: Baker, Raid A-1
    assert lines[(2, "each unused Medal drawn (not the Recommended one)", "t2u1")] == 1
    assert lines[(3, "the Team's Recommended Medal drawn, unused", "t3u1")] == 3  # Victoria Cross: Charlie
    assert lines[(2, "most Mulligan tokens left (Team)", None)] == 2 == lines[(3, "most Mulligan tokens left (Team)", None)]
    assert lines[(2, "Beach Clean-up: last Unit to take the Bunker", "t2u2")] == 3  # Raid A-1's own rule
    assert score.totals == (2 + 5 + 2 + 2 + 2 + 3 + 1 + 2 + 3, 2 + 2 + 3 + 2)


def test_performance_points_never_below_0_for_a_raid():
    s = start(2, campaign="a")
    g = g_of(s)
    for u in s.units:
        g.update(u.seat, status="eliminated")
    score = performance.score_raid(g, [ScoreLine(team=2, pp=-5, text="a penalty")])
    assert sum(x.pp for x in score.lines if x.team == 2) == 2 - 3 - 5  # Mulligan tokens, Team eliminated, penalty
    assert score.totals == (0, 0)


def test_between_raids_medals_vehicles_items_specialists_and_counters_reset():
    s = start(4, campaign="a")
    first_deck = s.medal_deck
    s = put(s, "t2u1", medals=("bronze-star",), items=("bazooka",), specialists=("medic", "colonel"),
            hand=tuple(x for x in s.unit("t2u1").hand if x != "medic"), vehicle=next(iter(E.data(s).vehicles)),
            soldiers=17, courage=9, stars=4)
    s = s.model_copy(update={"medal_deck": tuple(m for m in s.medal_deck if m != "bronze-star"),
                             "ranking_reserve": tuple(x for x in s.ranking_reserve if x != "colonel")})
    g = _end_raid(s, {"t2u1": 4})
    n = g.s
    assert n.campaign.raid == 1 and n.campaign.raid_id == "a2" and n.map_id == "raid-a2"
    assert sorted(n.medal_deck) == sorted(first_deck) and len(n.vehicle_deck) == len(E.data(n).vehicles)
    u = n.unit("t2u1")
    assert (u.medals, u.items, u.vehicle, u.status, u.bunker) == ((), (), None, "active", None)
    assert u.specialists == ("captain",)  # Raid A-2's Trapped Officers: Team Baker starts with the Captain
    assert "medic" in u.hand and "bazooka" in n.items_reserve
    assert n.unit("t3u1").specialists == ("colonel",)  # back from Team Baker, then Trapped Officers' start
    vierville = board(E.data(n), "vierville-draw")
    assert (u.soldiers, u.courage, u.stars) == (vierville.start_resources.soldiers + 5, 3, 0)  # + Combat Rations
    assert [(x.seat, x.options) for x in n.campaign.carry] == [("t2u1", ("medic", "colonel")), ("t2u2", ()),
                                                                ("t3u1", ()), ("t3u2", ())]
    assert u.sector.startswith("B-") and vierville.sector(u.sector[2:]).start
    assert n.unit("t3u1").sector.startswith("C-") and n.campaign.conquests == ()
    assert any(e.kind == "raid_over" for e in g.events) and any(e.kind == "raid_start" for e in g.events)


def test_campaign_result_announced_with_its_table_line():
    s = start(2, campaign="a", layout="small")
    s = put(s, "t2u1", soldiers=5)
    g = _end_raid(s, {"t2u1": 3})
    g = _end_raid(put(g.s, "t3u1", ip=100), {"t3u1": 9})
    out = g.s.outcome
    a2, a3 = g.s.campaign.scores
    baker, charlie = a2.totals[0] + a3.totals[0], a2.totals[1] + a3.totals[1]
    assert baker != charlie
    win = "Team Baker" if baker > charlie else "Team Charlie"
    assert out["reason"].startswith(f"{win} wins with {max(baker, charlie)} PP.")
    assert f"Team Baker {baker} PP (Raid A-2 {a2.totals[0]}, Raid A-3 {a3.totals[0]})" in out["reason"]
    assert out["winners"] == (["t2u1"] if win == "Team Baker" else ["t3u1"])


def test_campaign_result_tie_names_every_leading_team():
    s = start(2, campaign="a", layout="small")
    g = _end_raid(s, {})
    g = _end_raid(g.s, {})
    assert g.s.outcome["reason"].startswith("Team Baker and Team Charlie share the lead with 0 PP.")
    assert g.s.outcome["winners"] == ["t2u1", "t3u1"]


def test_honor_table_solo_lines():
    s = start(1, campaign="a", solo="on")
    s = put(s, "t2u1", soldiers=60, courage=11, stars=9, ip=41, specialists=("medic", "scout"),
            medals=("bronze-star", "dso"))
    # no Rally Point nor Time token left (Raid A-1S): the first Bunker taken ends the Raid, with the table's lines only
    s = s.model_copy(update={"campaign": s.campaign.model_copy(update={"raid_tokens": ()})})
    g = _end_raid(s, {"t2u1": 6})
    score = g.s.campaign.scores[0]
    got = {x.text.split(" x")[0]: x.pp for x in score.lines}
    assert got == {"each Bunker taken": 5, "more Soldiers than the Battle Map has Sectors, after the Final Bunker": 5,
                   "each 20 Item Points left after the Final Bunker": 2, "each 5 Courage left after the Final Bunker": 2,
                   "each 4 Stars left after the Final Bunker": 2, "each Specialist in the Unit at the end of the Raid": 2,
                   "the Raid's Recommended Medal drawn, unused": 3, "each Mulligan token left": 3,
                   "each unused Medal drawn (not the Recommended one)": 1}


def test_blitzkrieg_three_stars_per_kept_specialist_and_a_pp_for_the_most_stars():
    s = start(4, blitzkrieg="a3")
    vaumicel = board(E.data(s), "chateau-de-vaumicel")
    assert s.unit("t2u1").stars == vaumicel.start_resources.stars + 6  # Raid A-3 keeps 2 Specialists
    s = put(s, "t3u2", stars=20)
    g = _end_raid(s, {"t2u1": 3})
    lines = [x for x in g.s.campaign.scores[0].lines if x.text.startswith("Blitzkrieg")]
    assert [(x.seat, x.pp) for x in lines] == [("t3u2", 1)]
    assert g.s.outcome is not None


@pytest.mark.parametrize("opts", [{"campaign": "a", "players": "2"}, {"campaign": "a", "players": "4"},
                                  # the two longest campaigns (nine and six players, several seconds each)
                                  pytest.param({"campaign": "a", "players": "9"}, marks=pytest.mark.slow),
                                  pytest.param({"campaign": "b", "players": "6"}, marks=pytest.mark.slow),
                                  {"campaign": "c", "players": "3", "version": "2"},
                                  {"campaign": "c", "players": "1", "solo": "on", "layout": "medium"},
                                  {"blitzkrieg": "b2", "players": "5"}])
def test_campaign_playout_to_the_result_survives_dump_and_replay(opts):
    from tests.rules.dday_dice.overlord.playout import playout, replay

    s, log = playout(opts, 7)
    assert E.outcome(s) is not None
    assert len(s.campaign.scores) == len(s.campaign.raids)
    assert replay(opts, 7, log) == s
