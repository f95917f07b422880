"""Trapped Officers (Overlord, Raid A-2): the Lieutenant, Colonel and Captain freed from the Sector 9 tokens."""

from __future__ import annotations

import pytest

from rules.core.errors import RuleError
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.overlord import campaign, raids, reserves
from tests.rules.dday_dice.helpers import play, put, start
from tests.typed import apply_text


def _a2(players: int):
    s = start(players, campaign="a")
    g = E.working(s)
    g.s = g.s.model_copy(update={"campaign": g.s.campaign.model_copy(update={"raid": 1})})
    campaign._prepare_raid(g, first=False)
    return g.s.model_copy(update={"campaign": g.s.campaign.model_copy(update={"carry": ()})})


def _phase4(s, seat, **changes):
    s = s.model_copy(update={"phase": 4})
    for u in s.units:
        s = put(s, u.seat, done=u.seat != seat)
    return put(s, seat, done=False, **changes)


def test_trapped_officers_single_reserve_start_and_numbered_tokens():
    s = _a2(3)  # three Teams of one, one reserve
    assert "colonel" in s.unit("t1u1").specialists and "captain" in s.unit("t2u1").specialists
    assert "lieutenant" in s.unit("t3u1").specialists
    assert sorted(t for t in s.campaign.raid_tokens if t[1] != "courier") == [
        ("A-9", "officer:lieutenant"), ("B-9", "officer:colonel"), ("C-9", "officer:captain")]
    s = put(s, "t1u1", sector="A-9")  # Team Able takes the Lieutenant from Team Charlie
    g = E.working(s)
    raids.on_combat(g)
    assert "lieutenant" in g.s.unit("t1u1").specialists and "lieutenant" not in g.s.unit("t3u1").specialists
    assert ("A-9", "officer:lieutenant") not in g.s.campaign.raid_tokens


def test_trapped_officers_cannot_be_rallied_the_usual_way():
    s = _phase4(_a2(3), "t2u1", stars=30)
    assert "rally lieutenant" not in {c.value for c in E.options(s, "t2u1", "rally")}
    with pytest.raises(RuleError, match="freed only from a token"):
        apply_text(E, s, "t2u1", "rally lieutenant")


def test_trapped_officers_two_columns_baker_captain_charlie_colonel_lieutenant_as_usual():
    s = _a2(2)
    assert "captain" in s.unit("t2u1").specialists and "colonel" in s.unit("t3u1").specialists
    s = _phase4(s, "t2u1", stars=30)
    assert "rally lieutenant" in {c.value for c in E.options(s, "t2u1", "rally")}


def test_trapped_officers_several_reserves_free_rally_on_another_columns_token():
    s = _a2(9)
    assert sorted(t for t, k in s.campaign.raid_tokens if k == "officer") == ["A-9", "B-9", "C-9"]
    own = _phase4(s, "t1u1", sector="A-9", stars=0)
    with pytest.raises(RuleError, match="freed only from a token"):
        apply_text(E, own, "t1u1", "rally colonel")
    s = _phase4(s, "t1u1", sector="B-9", stars=0)
    assert {"rally lieutenant", "rally colonel", "rally captain"} <= {c.value for c in E.options(s, "t1u1", "rally")}
    colonels = reserves.own(s, "t1u1").ranking.count("colonel")
    s, _ = play(s, "t1u1", "rally colonel")  # from Team Able's own reserve
    assert "colonel" in s.unit("t1u1").specialists and reserves.own(s, "t1u1").ranking.count("colonel") == colonels - 1
    assert "B-9" not in {t for t, _ in s.campaign.raid_tokens}
    s = _phase4(s, "t3u1", sector="A-9", stars=0)
    assert "rally colonel" not in {c.value for c in E.options(s, "t3u1", "rally")}
    s, _ = play(s, "t3u1", "rally captain")
    assert "captain" in s.unit("t3u1").specialists
