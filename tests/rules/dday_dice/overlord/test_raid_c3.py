"""Raid C-3, FUBAR: Follow Me!, Quartermaster's Nightmare (both variants and 'ignore it'), Battle Map Notes."""

from __future__ import annotations

import typing

import pytest

from rules.core.errors import RuleError
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.notation import format_action
from rules.dday_dice.overlord import campaign, raids
from rules.dday_dice.overlord import raid_c3 as C
from rules.dday_dice.records import Specialist
from rules.dday_dice.state import Order
from tests.rules.dday_dice.helpers import g_of, play, put, script_more, start
from tests.rules.dday_dice.helpers import raid_at as _raid


def _c3(players=9, **opts):
    s = _raid(start(players, campaign="c", **opts), 2)
    assert s.campaign.raid_id == "c3"
    return s


def _row3(g, col):
    return next(x.id for x in g.map.sectors if x.row == 3 and x.id.startswith(col))


def test_follow_me_objective_rolled_on_reaching_row_3():
    s = _c3()
    g = g_of(s)
    u = g.unit("t1u1")
    assert "rolled when" in campaign.bunker_refusal(g, u, "A-B")
    g.s = script_more(put(g.s, "t1u1", sector=_row3(g, "A")), 5)
    raids.on_arrive(g, "t1u1")
    assert C.objective(g, 1) == "charlie"
    assert "Column Charlie" in campaign.bunker_refusal(g, g.unit("t1u2"), "A-B")
    assert campaign.bunker_refusal(g, g.unit("t1u2"), "C-B1") is None
    # a second Unit of the Team reaching the row rolls nothing
    g.s = script_more(put(g.s, "t1u2", sector=_row3(g, "A")), 1)
    raids.on_arrive(g, "t1u2")
    assert C.objective(g, 1) == "charlie"
    lines = [x for x in raids.score_lines(g) if x.text.startswith("Follow Me!")]
    assert [(x.team, x.pp) for x in lines] == [(1, 3)]


def test_follow_me_adjacent_1_pp_and_medium_layout_rerolls_a_missing_column():
    s = _c3(4)
    g = g_of(script_more(put(s, "t2u1", sector=_row3(g_of(s), "B")), 1, 2, 6))
    raids.on_arrive(g, "t2u1")
    assert C.objective(g, 2) == "charlie"
    assert [(x.team, x.pp) for x in raids.score_lines(g) if x.text.startswith("Follow")] == [(2, 1)]


def test_follow_me_shared_objective_no_help_by_the_bunker():
    s = _c3()
    g = g_of(s)
    C._add(g, "objective:1:baker")
    C._add(g, "objective:2:baker")
    g.s = g.s.model_copy(update={"bunker_pool": {"B-B": ("medic", "scout")}})
    u = put(g.s, "t2u1", sector="B-B").unit("t2u1")
    assert raids.defence_change(g, u) == 2 * int(E.data(s).rule("bunker_help"))
    g = g_of(s)
    C._add(g, "objective:2:baker")
    g.s = g.s.model_copy(update={"bunker_pool": {"B-B": ("medic",)}})
    assert raids.defence_change(g, put(g.s, "t2u1", sector="B-B").unit("t2u1")) == 0


def test_quartermasters_nightmare_variants_by_team_sizes():
    assert C.variant(g_of(_c3(9))) == "gift"
    assert C.variant(g_of(_c3(4))) == "gift"
    two = _c3(2)
    assert C.variant(g_of(two)) == "piles" and "chaotic_supply" in two.extras
    assert sum(len(p) for p in two.supply) == len(two.items_reserve)
    mixed = _c3(3, teams="2")
    assert sorted(len(t.seats) for t in mixed.campaign.teams) == [1, 2]
    assert C.variant(g_of(mixed)) == "none" and "chaotic_supply" not in mixed.extras


def test_quartermasters_nightmare_paid_items_go_to_another_unit():
    s = _c3(4)
    s = put(s, "t2u1", items=("binoculars",), orders=(Order(kind="find", what="binoculars", paid=5),))
    g = g_of(s.model_copy(update={"phase": 5}))
    raids.on_phase(g, 5)
    s = g.s
    offered = {format_action(a) for a in E.legal(s, "t2u1")}
    assert offered == {"supply binoculars t2u2", "supply binoculars t3u1", "supply binoculars t3u2"}
    with pytest.raises(RuleError, match="first: 'supply ITEM UNIT'"):
        play(s, "t2u1", "stay")
    with pytest.raises(RuleError, match="another Unit"):
        play(s, "t2u1", "supply binoculars t2u1")
    s, _ = play(s, "t2u1", "supply binoculars t3u1")
    assert "binoculars" not in s.unit("t2u1").items and "binoculars" in s.unit("t3u1").items


def test_quartermasters_nightmare_free_finds_stay():
    s = _c3(4)
    s = put(s, "t2u1", items=("binoculars",), orders=(Order(kind="find", what="binoculars", paid=0, free=True),))
    g = g_of(s.model_copy(update={"phase": 5}))
    raids.on_phase(g, 5)
    assert not raids.owed(g, g.unit("t2u1"))


def test_battle_map_notes_c3_vaumicel_sector_12_medal_no_legendary():
    s = _c3()
    g = g_of(s)
    assert dict(g.map.boards)["baker"] == "chateau-de-vaumicel"
    from rules.dday_dice.overlord import reserves
    assert "flame-thrower" in reserves.everything(s, "items")
    g.s = put(g.s, "t2u1", sector="B-12", medals=())
    raids.on_arrive(g, "t2u1")
    assert len(g.unit("t2u1").medals) == 1
    assert "legendary" not in typing.get_args(Specialist.model_fields["kind"].annotation)


def test_quartermasters_nightmare_a_unit_that_would_stay_by_itself_is_asked_first():
    from rules.dday_dice import advance

    s = _c3(4)
    everywhere = tuple(x.id for x in g_of(s).map.sectors)
    s = put(s, "t2u1", items=("binoculars",), orders=(Order(kind="find", what="binoculars", paid=5),), courage=0,
            marker=1, done=False, visited=everywhere)
    g = g_of(s.model_copy(update={"phase": 5}))
    raids.on_phase(g, 5)
    assert advance.destinations(g, g.unit("t2u1")) == [] and not advance.must_move(g, g.unit("t2u1"))
    advance.start(g)
    assert not g.unit("t2u1").done and "binoculars" in g.unit("t2u1").items
