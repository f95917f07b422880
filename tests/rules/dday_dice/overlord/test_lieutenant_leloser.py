"""Lieutenant LeLOSER (C-3, C-3S): the Novice Officer every Unit starts with, and the two ways out."""

from __future__ import annotations

import pytest

from rules.core.errors import RuleError
from rules.dday_dice.combat import fight
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.notation import format_action
from rules.dday_dice.overlord import novice_officer as N
from rules.dday_dice.overlord import raids
from tests.rules.dday_dice.helpers import g_of, play, put, script_more, start
from tests.rules.dday_dice.helpers import raid_at as _raid
from tests.rules.dday_dice.overlord.test_baptism_of_fire import _phase4


def _c3(players=9):
    return _raid(start(players, campaign="c"), 2)


def test_lieutenant_leloser_every_unit_starts_with_him():
    s = _c3()
    assert s.campaign.raid_id == "c3"
    assert sorted(seat for seat, _ in s.campaign.novices) == sorted(u.seat for u in s.units)


def test_lieutenant_leloser_dismiss_for_his_cost_in_stars():
    s = _phase4(_c3(), "t1u1", stars=2)
    assert "dismiss" not in {format_action(a) for a in E.legal(s, "t1u1")}
    with pytest.raises(RuleError, match="costs 3 Stars"):
        play(s, "t1u1", "dismiss")
    s = put(s, "t1u1", stars=5)
    s, _ = play(s, "t1u1", "dismiss")
    assert s.unit("t1u1").stars == 2 and N.held(g_of(s), "t1u1") is None


def test_lieutenant_leloser_solo_only_special_damage():
    s = _raid(start(1, campaign="c", solo="on"), 2)
    assert s.campaign.raid_id == "c3s"
    seat = s.units[0].seat
    s = _phase4(s, seat, stars=20)
    with pytest.raises(RuleError, match="only Special Damage"):
        play(s, seat, "dismiss")


def test_lieutenant_leloser_special_damage_takes_him_not_a_specialist():
    s = put(_c3(), "t1u1", sector="A-3", specialists=("medic",), soldiers=20)
    for u in s.units:
        if u.seat != "t1u1":
            s = put(s, u.seat, status="safe")
    s = script_more(s.model_copy(update={"phase": 6}), 6)
    g = g_of(s)
    fight(g)
    assert N.held(g, "t1u1") is None
    assert g.unit("t1u1").specialists == ("medic",)
    # without him the Special Damage takes a Specialist again
    g.s = script_more(put(g.s, "t1u1", sector="A-3"), 6)
    fight(g)
    assert g.unit("t1u1").specialists == ()


def test_lieutenant_leloser_conquering_with_him_2_pp_solo_5():
    s = put(put(_c3(), "t1u1", status="conquered"), "t2u1", status="conquered")
    g = g_of(s)
    N.leave(g, "t2u1")
    assert [(x.seat, x.pp) for x in raids.score_lines(g) if x.text.startswith("Lieutenant")] == [("t1u1", 2)]
    solo = _raid(start(1, campaign="c", solo="on"), 2)
    seat = solo.units[0].seat
    g = g_of(put(solo, seat, status="conquered"))
    assert [x.pp for x in raids.score_lines(g) if x.text.startswith("Lieutenant")] == [5]
