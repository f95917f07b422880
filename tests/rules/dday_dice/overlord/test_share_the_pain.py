"""Share the Pain (Overlord, Campaign A): Active Skulls handed on as Skull tokens to any Team's Units."""

from __future__ import annotations

import pytest

from rules.core.errors import RuleError
from rules.dday_dice import turn
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.overlord import share_the_pain
from rules.dday_dice.state import Die
from tests.rules.dday_dice.helpers import play, put, start
from tests.typed import apply_text

FACES = (("red", "skull"), ("red", "soldier1"), ("white", "courage"), ("white", "soldier1"), ("blue", "star"),
         ("blue", "soldier2"))


def _phase2(s, seat, faces=FACES):
    dice = tuple(Die(colour=c, face=f) for c, f in faces)
    s = s.model_copy(update={"phase": 2})
    for u in s.units:
        s = put(s, u.seat, done=u.seat != seat)
    return put(s, seat, dice=dice, rolls=3, done=False)


def test_share_the_pain_an_active_skull_becomes_a_token_for_a_rival_unit():
    s = _phase2(start(4, campaign="a"), "t2u1")
    assert not [c for c in E.options(s, "t2u1", "share")]  # the Skull cancels first
    s, _ = play(s, "t2u1", "cancel 2")
    offered = {c.value for c in E.options(s, "t2u1", "share")}
    assert offered == {"share red t2u2", "share red t3u1", "share red t3u2"}
    s, events = play(s, "t2u1", "share red t3u1")
    assert s.campaign.pain == (("t3u1", "red"),)
    assert any("a red Skull token for Team Charlie, Unit 1" in e.text for e in events)
    with pytest.raises(RuleError, match="no Active red Skull left"):
        apply_text(E, s, "t2u1", "share red t3u2")


def test_share_the_pain_the_token_joins_the_next_final_tally_as_an_active_skull():
    s = start(4, campaign="a")
    c = s.campaign.model_copy(update={"pain": (("t3u1", "white"),)})
    s = s.model_copy(update={"campaign": c})
    g = E.working(s)
    turn._start_phase(g, 2)
    u = g.s.unit("t3u1")
    assert u.dice[-1] == Die(colour="white", face="skull", added=True)
    assert g.s.campaign.pain == ()


def test_share_the_pain_at_most_6_tokens_a_turn_the_rest_wait():
    s = start(4, campaign="a")
    c = s.campaign.model_copy(update={"pain": (("t3u1", "red"),) * 8})
    g = E.working(s.model_copy(update={"campaign": c}))
    turn._start_phase(g, 2)
    assert sum(1 for d in g.s.unit("t3u1").dice if d.added) == 6
    assert g.s.campaign.pain == (("t3u1", "red"),) * 2


def test_share_the_pain_ignored_skulls_are_not_active():
    s = _phase2(start(4, campaign="a"), "t2u1")
    s = put(s, "t2u1", specialists=("sharpshooter",))
    g = E.working(s)
    assert E.data(s).specialists["sharpshooter"].effect.ignore_skulls == 1
    assert share_the_pain.givable(g, g.unit("t2u1")) == {}


def test_share_the_pain_not_to_oneself_and_only_in_campaign_a():
    s = _phase2(start(4, campaign="a"), "t2u1")
    s, _ = play(s, "t2u1", "cancel 2")
    with pytest.raises(RuleError, match="another Unit"):
        apply_text(E, s, "t2u1", "share red t2u1")
    b = _phase2(start(4, campaign="b"), "t1u1")
    b, _ = play(b, "t1u1", "cancel 2")
    with pytest.raises(RuleError, match="Campaign A"):
        apply_text(E, b, "t1u1", "share red t3u1")


def test_share_the_pain_exception_a_unit_in_an_escalation_sector_gives_no_token():
    s = start(9, campaign="a")  # Raid A-1: Column Able is Dog Red, whose Sector 8 is an escalation Sector
    g = E.working(s)
    assert g.map.sector("A-8").escalation and not g.map.sector("A-7").escalation
    s = put(_phase2(s, "t1u1"), "t1u1", sector="A-8")
    s, _ = play(s, "t1u1", "cancel 2")  # its Skull cancels as usual
    assert not [c for c in E.options(s, "t1u1", "share")]
    with pytest.raises(RuleError, match="escalation Sector"):
        apply_text(E, s, "t1u1", "share red t2u1")
    elsewhere = put(_phase2(start(9, campaign="a"), "t1u1"), "t1u1", sector="A-7")
    elsewhere, _ = play(elsewhere, "t1u1", "cancel 2")
    assert "share red t2u1" in {c.value for c in E.options(elsewhere, "t1u1", "share")}


def test_share_the_pain_exception_others_may_still_give_skulls_to_a_unit_in_an_escalation_sector():
    s = put(start(9, campaign="a"), "t1u1", sector="A-8")
    s = _phase2(s, "t2u1")
    s, _ = play(s, "t2u1", "cancel 2")
    assert "share red t1u1" in {c.value for c in E.options(s, "t2u1", "share")}
    s, _ = play(s, "t2u1", "share red t1u1")
    g = E.working(s)
    turn._start_phase(g, 2)
    assert g.s.unit("t1u1").dice[-1] == Die(colour="red", face="skull", added=True)
