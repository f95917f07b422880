"""Hurt Me, the optional variant of solo Raid C-1S (option ``hurt_me=on``): start in Able or Baker, one Tiger in
Baker, Baker's Bunker the objective."""

from __future__ import annotations

import pytest

from rules.core.errors import InvalidOptionError, RuleError
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.overlord import raids, tigers
from rules.dday_dice.overlord.boards import board
from tests.rules.dday_dice.helpers import play, start

SEAT = "t2u1"


def _hurt(**more):
    return start(1, campaign="c", solo="on", hurt_me="on", **more)


def test_hurt_me_is_refused_outside_solo_raid_c1s_on_version_1():
    for opts in ({"campaign": "c", "solo": "on", "version": "2"}, {"campaign": "a", "solo": "on"}):
        with pytest.raises(InvalidOptionError, match="Hurt Me"):
            start(1, hurt_me="on", **opts)
    with pytest.raises(InvalidOptionError, match="Hurt Me"):
        start(4, campaign="c", hurt_me="on")
    with pytest.raises(InvalidOptionError, match="belongs to an Overlord campaign"):
        start(1, hurt_me="on")


def test_hurt_me_one_tiger_alone_in_column_baker():
    s = _hurt()
    g = E.working(s)
    assert [t.column for t in tigers.tigers(g)] == ["baker"]
    plain = start(1, campaign="c", solo="on")
    assert [t.column for t in tigers.tigers(E.working(plain))] == ["able", "charlie"]


def test_hurt_me_the_unit_first_chooses_able_or_baker():
    s = _hurt()
    assert sorted(c.value for c in E.options(s, SEAT)) == ["column able", "column baker"]
    with pytest.raises(RuleError, match="first: 'column able|baker'"):
        play(s, SEAT, "keep")
    before = s.unit(SEAT)
    s2, _ = play(s, SEAT, "column baker")
    assert s2.unit(SEAT).sector == before.sector and "column able" not in [c.value for c in E.options(s2, SEAT)]
    s3, _ = play(s, SEAT, "column able")
    u = s3.unit(SEAT)
    d = E.data(s3)
    able, baker = board(d, dict(E.working(s3).map.boards)["able"]), board(d, dict(E.working(s3).map.boards)["baker"])
    assert u.sector.startswith("A-") and E.working(s3).sector(u).start and u.visited == (u.sector,)
    assert u.soldiers - before.soldiers == able.start_resources.soldiers - baker.start_resources.soldiers
    assert u.courage - before.courage == able.start_resources.courage - baker.start_resources.courage
    with pytest.raises(RuleError, match="once"):
        play(s3, SEAT, "column baker")


def test_hurt_me_the_objective_is_bakers_bunker_wherever_the_unit_started():
    s, _ = play(_hurt(), SEAT, "column able")
    g = E.working(s)
    u = g.unit(SEAT)
    assert raids.objective_refusal(g, u, "B-B") is None
    assert "Column Baker" in raids.objective_refusal(g, u, "A-B")
    assert "Column Baker" in raids.objective_refusal(g, u, "C-B")
    plain = start(1, campaign="c", solo="on")
    gp = E.working(plain)
    assert raids.objective_refusal(gp, gp.unit(SEAT), "B-B"), "without Hurt Me, Baker (the start) is refused"


def test_hurt_me_a_game_plays_to_its_result():
    from tests.rules.dday_dice.overlord.playout import playout, replay
    opts = {"campaign": "c", "players": "1", "solo": "on", "hurt_me": "on"}
    s, log = playout(opts, 3)
    assert E.outcome(s) is not None and replay(opts, 3, log) == s
