"""Baptism of Fire (B-2, B-2S) and the Novice Officer it brings."""

from __future__ import annotations

import pytest

from rules.core.errors import RuleError
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.notation import format_action
from rules.dday_dice.overlord import keep_going, raids
from rules.dday_dice.overlord import novice_officer as N
from tests.rules.dday_dice.helpers import g_of, play, put, start
from tests.rules.dday_dice.helpers import raid_at as _raid


def _phase4(s, seat, **changes):
    s = s.model_copy(update={"phase": 4})
    for u in s.units:
        s = put(s, u.seat, done=u.seat != seat)
    return put(s, seat, done=False, **changes)


def _b2(players=4):
    return _raid(start(players, campaign="b"), 1)


def test_novice_officer_records_one_per_nation_reconstructed():
    recs = N.records()
    assert {r.nation for r in recs.values()} == set(E.data(start(1)).nations)
    assert all(r.provenance == "reconstruction" for r in recs.values())
    # not a Specialist of the game: base games keep their data
    assert not any(k.startswith("novice") for k in E.data(start(1)).specialists)


def test_baptism_of_fire_every_unit_starts_with_its_novice_officer():
    s = _b2()
    assert s.campaign.raid_id == "b2"
    assert {seat: nid for seat, nid in s.campaign.novices} == {u.seat: N.for_nation(u.nation) for u in s.units}
    # gone at the next Raid's start (here: B-1 again)
    assert _raid(s, 0).campaign.novices == ()


def test_baptism_of_fire_promote_only_from_sector_9_then_he_leaves():
    s = _phase4(_b2(), "t1u1", sector="A-8")
    g = g_of(s)
    assert not [a for a in E.legal(s, "t1u1") if format_action(a).startswith("promote")]
    with pytest.raises(RuleError, match="from Sector 9"):
        play(s, "t1u1", "promote captain")
    s = put(s, "t1u1", sector="A-9")
    offered = {format_action(a) for a in E.legal(s, "t1u1")}
    ranked = next(x for x in s.ranking_reserve if x not in s.unit("t1u1").hand)
    assert "promote medic" in offered and f"promote {ranked}" in offered
    s2, _ = play(s, "t1u1", f"promote {ranked}")
    u = s2.unit("t1u1")
    assert ranked in u.specialists and N.held(g_of(s2), "t1u1") is None
    assert s2.ranking_reserve.count(ranked) == s.ranking_reserve.count(ranked) - 1
    assert u.stars == s.unit("t1u1").stars
    s3, _ = play(s, "t1u1", "promote medic")
    assert "medic" in s3.unit("t1u1").specialists and "medic" not in s3.unit("t1u1").hand
    with pytest.raises(RuleError, match="no Novice Officer"):
        play(s2, "t1u1", "promote medic")
    with pytest.raises(RuleError, match="not a Specialist"):
        play(s, "t1u1", "promote nobody")
    del g


def test_baptism_of_fire_solo_from_sector_10():
    s = _raid(start(1, campaign="b", solo="on"), 1)
    assert s.campaign.raid_id == "b2s"
    seat = s.units[0].seat
    s = _phase4(s, seat, sector=s.units[0].sector[0] + "-9")
    with pytest.raises(RuleError, match="from Sector 10"):
        play(s, seat, "promote captain")
    s = put(s, seat, sector=s.units[0].sector[0] + "-10")
    s, _ = play(s, seat, "promote captain")
    assert "captain" in s.unit(seat).specialists


def test_baptism_of_fire_conquering_with_him_earns_2_pp():
    s = _b2()
    s = put(put(s, "t1u1", status="conquered"), "t1u2", status="conquered")
    g = g_of(s)
    N.leave(g, "t1u2")
    lines = [x for x in raids.score_lines(g) if x.text.startswith("Baptism of Fire")]
    assert [(x.seat, x.pp) for x in lines] == [("t1u1", 2)]


def test_baptism_of_fire_he_cannot_be_lost_in_keep_going_he_is_the_one_kept():
    s = _b2()
    g = g_of(put(s, "t1u1", specialists=("medic",)))
    keep_going.fall(g, "t1u1", "test")
    assert next(f for f in g.s.campaign.fallen if f.seat == "t1u1").keep == ()
    assert N.held(g, "t1u1") is not None


def test_novice_officer_inexperience_costs_a_soldier_never_the_last():
    g = g_of(put(put(_b2(), "t1u1", soldiers=5), "t1u2", soldiers=1))
    raids.on_combat(g)
    assert (g.unit("t1u1").soldiers, g.unit("t1u2").soldiers) == (4, 1)
    N.toggle_silence(g, "t1u1")
    raids.on_combat(g)
    assert g.unit("t1u1").soldiers == 4


def test_baptism_of_fire_a_unit_that_may_promote_is_not_finished_at_once_in_phase_4():
    from rules.dday_dice import turn

    s = _b2().model_copy(update={"phase": 4})
    s = put(put(s, "t1u1", sector="A-9", stars=0, ip=0, done=False), "t1u2", sector="A-8", stars=0, ip=0, done=False)
    g = g_of(s)
    turn._open_phase4(g)
    assert not g.unit("t1u1").done
    assert g.unit("t1u2").done == (not [a for a in E.legal(g.s, "t1u2")])


def test_novice_officer_shown_with_the_units_specialists_tagged_as_ours():
    s = _b2()
    v = E.view(s, None)
    unit = next(x for x in v.units if x.seat == "t1u1")
    novice = [x for x in unit.specialists if x.kind == "novice"]
    assert [x.name for x in novice] == [N.name(N.for_nation(s.unit("t1u1").nation))]
    assert novice[0].provenance == "reconstruction" and "our reconstruction" in novice[0].text
    g = g_of(s)
    N.toggle_silence(g, "t1u1")
    unit = next(x for x in E.view(g.s, None).units if x.seat == "t1u1")
    assert [x.name for x in unit.specialists if x.kind == "novice"][0].endswith("(silenced)")


def test_baptism_of_fire_the_phase_4_prompt_names_promote():
    s = _phase4(_b2(), "t1u1", sector="A-9")
    (p,) = [p for p in E.prompts(s) if p.seat == "t1u1"]
    assert "This Raid also allows: 'promote'" in p.text
