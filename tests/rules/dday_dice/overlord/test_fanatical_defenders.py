"""Fanatical Defenders (Overlord, Raid A-1): each Team's own Flame-Thrower, found in the next Column."""

from __future__ import annotations

import pytest

from rules.core.errors import RuleError
from rules.dday_dice.advance import check_move
from rules.dday_dice.combat import defence
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.overlord import fanatical_defenders as fd
from tests.rules.dday_dice.helpers import g_of, play, put, start
from tests.typed import apply_text


def test_fanatical_defenders_flame_thrower_places_left_of_each_team_able_to_its_right():
    s = start(9, campaign="a")
    g = g_of(s)
    assert fd.ft_sector(g, "able").startswith("B-") and fd.ft_sector(g, "baker").startswith("A-")
    assert fd.ft_sector(g, "charlie").startswith("B-")
    assert fd.ft_sector(g, "baker") == "A-13"  # Dog Red: the highest Sector of its top row
    assert "flame-thrower" not in s.items_reserve
    medium = start(4, campaign="a")
    assert fd.ft_sector(g_of(medium), "baker").startswith("C-")  # no Able Column: the other side


def _phase4(s, seat, **changes):
    s = s.model_copy(update={"phase": 4})
    for u in s.units:
        s = put(s, u.seat, done=u.seat != seat)
    return put(s, seat, done=False, **changes)


def test_fanatical_defenders_found_only_in_the_teams_own_sector_paying_its_item_points():
    s = start(9, campaign="a")
    cost = E.data(s).items["flame-thrower"].ip
    s = _phase4(s, "t2u1", sector="C-10", ip=cost + 2)
    with pytest.raises(RuleError, match="found only in Able Sector 13"):
        apply_text(E, s, "t2u1", "find flame-thrower")
    s = put(s, "t2u1", sector="A-13")
    assert "find flame-thrower" in {c.value for c in E.options(s, "t2u1", "find")}
    s, _ = play(s, "t2u1", "find flame-thrower")
    assert "flame-thrower" in s.unit("t2u1").items and s.unit("t2u1").ip == 2
    s = _phase4(s, "t2u2", sector="A-13", ip=cost)
    with pytest.raises(RuleError, match="found its Flame-Thrower already"):
        apply_text(E, s, "t2u2", "find flame-thrower")


def test_fanatical_defenders_first_unit_in_needs_the_flame_thrower_then_the_others_enter():
    s = start(9, campaign="a")
    s = put(s, "t2u1", sector="B-9", visited=("B-9",), courage=10, specialists=("medic",))
    g = g_of(s)
    assert "must carry the Team's Flame-Thrower" in check_move(g, g.unit("t2u1"), "B-B")
    s = put(s, "t2u2", sector="B-9", visited=("B-9",), courage=10, specialists=("medic",), items=("flame-thrower",),
            marker=3)
    s = s.model_copy(update={"phase": 5})
    for u in s.units:
        s = put(s, u.seat, done=u.seat != "t2u2")
    s, events = play(s, "t2u2", "move B-B")
    u = s.unit("t2u2")
    assert "flame-thrower" in u.used_items and u.flags.def_reduce == E.data(s).items["flame-thrower"].effect.def_reduce
    g = g_of(s)
    assert not isinstance(check_move(g, g.unit("t2u1"), "B-B"), str)


def test_fanatical_defenders_the_empty_flame_thrower_adds_10_to_the_teams_bunker():
    s = start(9, campaign="a")
    s = _phase4(s, "t3u1", sector=fd.ft_sector(g_of(s), "charlie"), ip=0)
    s, events = play(s, "t3u1", "find flame-thrower")
    assert any("empty Flame-Thrower" in e.text for e in events)
    s = put(s, "t3u1", sector="C-10", visited=("C-10",), courage=20, marker=3)
    s = s.model_copy(update={"phase": 5})
    for u in s.units:
        s = put(s, u.seat, done=u.seat != "t3u1")
    g = g_of(s)
    before = defence(g, put(s, "t3u1", sector="C-B1").unit("t3u1"))
    s, _ = play(s, "t3u1", "move C-B1")
    g = g_of(s)
    assert s.unit("t3u1").sector == "C-B1"
    assert defence(g, g.unit("t3u1")) == before + 10


def test_fanatical_defenders_single_reserve_all_who_find_it_the_same_turn_get_it_later_ones_an_empty_one():
    s = start(3, campaign="a")  # three Teams of one, one reserve: one Flame-Thrower
    g = g_of(s)
    cost = E.data(s).items["flame-thrower"].ip
    s = s.model_copy(update={"phase": 4})
    for u in s.units:
        s = put(s, u.seat, done=u.seat == "t3u1", ip=cost, sector=fd.ft_sector(g, s.campaign.team_of(u.seat).column))
    s, _ = play(s, "t1u1", "find flame-thrower")
    s, _ = play(s, "t2u1", "find flame-thrower")  # the same turn: both find it
    assert all("flame-thrower" in s.unit(x).items for x in ("t1u1", "t2u1"))
    s = s.model_copy(update={"turn": s.turn + 1})
    s = put(put(put(s, "t1u1", done=True), "t2u1", done=True), "t3u1", done=False)
    s, events = play(s, "t3u1", "find flame-thrower")
    assert "flame-thrower" not in s.unit("t3u1").items and s.unit("t3u1").ip == cost
    assert any("went to another Team in an earlier turn" in e.text for e in events)


def test_fanatical_defenders_several_reserves_every_team_has_its_own_flame_thrower_in_any_turn():
    s = start(6, campaign="a")  # three reserves
    g = g_of(s)
    cost = E.data(s).items["flame-thrower"].ip
    s = _phase4(s, "t1u1", sector=fd.ft_sector(g, "able"), ip=cost)
    s, _ = play(s, "t1u1", "find flame-thrower")
    s = s.model_copy(update={"turn": s.turn + 3})
    s = _phase4(s, "t3u1", sector=fd.ft_sector(g, "charlie"), ip=cost)
    s, _ = play(s, "t3u1", "find flame-thrower")
    assert "flame-thrower" in s.unit("t1u1").items and "flame-thrower" in s.unit("t3u1").items
