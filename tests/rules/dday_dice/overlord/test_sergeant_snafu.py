"""Sergeant SNAFU (C-1) and its solo version (C-1S)."""

from __future__ import annotations

import pytest

from rules.core.errors import RuleError
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.notation import format_action
from rules.dday_dice.overlord import novice_officer as N
from rules.dday_dice.overlord import raids
from rules.dday_dice.state import Claim
from tests.rules.dday_dice.helpers import g_of, play, put, start


def _holder(s) -> str:
    (seat,) = [x for x, _ in s.campaign.novices]
    return seat


def _with_snafu(s, seat):
    """``seat`` has the Snafu; the Tigers (whose moves each RWB owes first) are taken off for these tests."""
    s = s.model_copy(update={"campaign": s.campaign.model_copy(update={"raid_tokens": ()})})
    g = g_of(s)
    N.leave(g, _holder(s))
    N.join(g, seat, "novice-officer-uk")
    return g.s


def _phase(s, n, seat):
    s = s.model_copy(update={"phase": n})
    for u in s.units:
        s = put(s, u.seat, done=u.seat != seat)
    return s


def test_sergeant_snafu_one_random_novice_officer_for_one_random_unit():
    s = start(9, campaign="c")
    assert s.campaign.raid_id == "c1"
    assert len(s.campaign.novices) == 1
    assert s.campaign.novices[0][1] in N.records()
    assert raids.missing("c1") == ["Tigers to the Slaughter"] or raids.missing("c1") == []


def test_sergeant_snafu_a_held_leadership_given_up_passes_him_on():
    s = _phase(_with_snafu(start(9, campaign="c"), "t1u1"), 2, "t1u1")
    with pytest.raises(RuleError, match="Leadership or Battle Cry"):
        play(s, "t1u1", "snafu t3u1")
    s = put(s, "t1u1", claims=(Claim(face="star", option="hold", dice=(1, 2, 3)),))
    assert "snafu t3u1" in {format_action(a) for a in E.legal(s, "t1u1")}
    s, _ = play(s, "t1u1", "snafu t3u1")
    assert N.held(g_of(s), "t3u1") == "novice-officer-uk" and N.held(g_of(s), "t1u1") is None
    assert s.unit("t1u1").claims[0].given_up
    with pytest.raises(RuleError, match="does not have the Snafu"):
        play(s, "t1u1", "snafu t3u1")


def test_sergeant_snafu_entering_the_bunker_he_must_be_handed_on():
    s = _phase(_with_snafu(start(9, campaign="c"), "t1u1"), 5, "t1u1")
    bunker = next(x.id for x in g_of(s).map.sectors if x.bunker and x.id.startswith("A"))
    s = put(s, "t2u1", sector=bunker)
    g = g_of(put(s, "t1u1", sector=bunker, done=True))
    raids.on_arrive(g, "t1u1")
    s = g.s
    offered = {format_action(a) for a in E.legal(s, "t1u1")}
    assert offered and all(o.startswith("snafu ") for o in offered) and "snafu t2u1" not in offered
    with pytest.raises(RuleError, match="first: 'snafu UNIT'"):
        play(s, "t1u1", "stay")
    with pytest.raises(RuleError, match="not in a Bunker"):
        play(s, "t1u1", "snafu t2u1")
    s, _ = play(s, "t1u1", "snafu t3u2")
    assert N.held(g_of(s), "t3u2") and (s.phase, s.turn) != (5, 1)  # done: the turn went on


def test_sergeant_snafu_nobody_to_take_him_2_pp_at_the_bunker():
    s = _with_snafu(start(2, campaign="c"), "t2u1")
    bunker = next(x.id for x in g_of(s).map.sectors if x.bunker and x.id.startswith("B"))
    s = put(_phase(s, 5, "t2u1"), "t3u1", status="safe")
    g = g_of(put(s, "t2u1", sector=bunker))
    raids.on_arrive(g, "t2u1")
    assert not raids.owed(g, g.unit("t2u1"))
    g.s = put(g.s, "t2u1", status="conquered")
    assert [(x.seat, x.pp) for x in raids.score_lines(g)] == [("t2u1", 2)]


def test_sergeant_snafu_call_for_help_passes_him_or_he_leaves():
    s = put(_with_snafu(start(4, campaign="c"), "t2u1"), "t2u1", status="safe")
    g = g_of(s)
    raids.on_phase(g, 1)
    assert N.held(g, "t2u1") is None and len(g.s.campaign.novices) == 1
    for u in g.s.units:
        g.s = put(g.s, u.seat, status="safe")
    raids.on_phase(g, 1)
    assert g.s.campaign.novices == ()
    s = put(_with_snafu(start(4, campaign="c"), "t2u1"), "t2u1", status="eliminated")
    g = g_of(s)
    raids.on_phase(g, 2)
    assert N.held(g, "t2u1") is None and len(g.s.campaign.novices) == 1


def _solo():
    s = start(1, campaign="c", solo="on")
    assert s.campaign.raid_id == "c1s"
    return s, s.units[0].seat


def test_sergeant_snafu_solo_joins_after_the_first_rwb_and_alternates():
    s, seat = _solo()
    assert s.campaign.novices == ()
    g = g_of(s)
    raids.on_phase(g, 3)
    raids.on_phase(g, 4)
    assert g.s.campaign.novices == ()
    g.s = put(g.s, seat, claims=(Claim(face="star", option="hold", dice=(1, 2, 3)),))
    raids.on_phase(g, 3)
    assert g.s.campaign.novices == ()
    raids.on_phase(g, 4)
    assert N.active_with(g, seat)  # the Leadership that brought him does not silence him
    raids.on_phase(g, 3)
    assert N.held(g, seat) and not N.active_with(g, seat)
    g.s = put(g.s, seat, claims=(Claim(face="soldier1", option="hold", dice=(1, 2, 3)),))
    raids.on_phase(g, 3)
    assert not N.active_with(g, seat)
    g.s = put(g.s, seat, claims=(Claim(face="courage", option="hold", dice=(1, 2, 3)),))
    raids.on_phase(g, 3)
    assert N.active_with(g, seat)
    g.s = put(g.s, seat, status="conquered")
    assert [x.pp for x in raids.score_lines(g) if x.text.startswith("Sergeant")] == [3]
    N.toggle_silence(g, seat)
    assert not [x for x in raids.score_lines(g) if x.text.startswith("Sergeant")]


def test_sergeant_snafu_and_a_tiger_both_owed_after_one_move_the_unit_waits_for_both():
    s = start(9, campaign="c")
    c = s.campaign.model_copy(update={"novices": (("t1u1", "novice-officer-uk"),),
                                      "raid_tokens": (("A-13", "tiger:able:2:down"),)})
    s = put(s.model_copy(update={"campaign": c}), "t1u1", sector="A-13", specialists=("medic",), visited=("A-13",))
    s = _phase(s, 5, "t1u1")
    g = g_of(s)
    raids.on_phase(g, 5)
    g.s = put(g.s, "t1u1", sector="A-B", done=True)
    raids.on_arrive(g, "t1u1")
    assert sorted(o.verb for o in raids.owed(g, g.unit("t1u1"))) == ["slip", "snafu"]
    s, _ = play(g.s, "t1u1", "snafu t2u1")
    assert not s.unit("t1u1").done and [o.verb for o in raids.owed(g_of(s), s.unit("t1u1"))] == ["slip"]
    s, _ = play(s, "t1u1", "slip medic")
    assert (s.phase, s.turn) != (5, 1) or s.unit("t1u1").done
