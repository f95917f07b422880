"""Solo Campaign A, Raid A-3S (Spearhead): each of its rules by name."""

from __future__ import annotations

import pytest

from rules.core.errors import RuleError
from rules.dday_dice.actions import Move, RaidOrder
from rules.dday_dice.advance import check_move, move
from rules.dday_dice.combat import defence
from rules.dday_dice.legal import legal
from rules.dday_dice.overlord import campaign, raids, solo_a, solo_a3
from rules.dday_dice.state import Claim
from tests.rules.dday_dice.dday_helpers_solo import SEAT, a3s, g_of
from tests.rules.dday_dice.helpers import play, put
from tests.typed import apply_text


def _order(s, verb, *args):
    """Apply a Raid order alone (the turn does not run on)."""
    g = g_of(s)
    raids.apply_order(g, SEAT, RaidOrder(verb=verb, args=args), " ".join((verb, *args)))
    return g.s


def _tokens(s, *tokens):
    return s.model_copy(update={"campaign": s.campaign.model_copy(update={"raid_tokens": tokens})})


def _flags(s, *flags):
    return s.model_copy(update={"campaign": s.campaign.model_copy(update={"raid_flags": flags})})


def test_prepare_the_guns_every_sector_10_then_the_howitzers_fire_in_phase_3():
    s = put(a3s(), SEAT, sector="B-9", visited=("B-9",), courage=10)
    g = g_of(s.model_copy(update={"phase": 5}))
    move(g, SEAT, Move(to="B-10"), "move B-10")
    s2 = g.s
    assert "B-10" in solo_a.tokens(g, "gun")
    g = g_of(_tokens(s2, ("A-10", "gun"), ("B-10", "gun")))
    raids.on_phase(g, 3)
    assert not solo_a3.fired(g)  # Charlie's Sector 10 still lacks its token
    g = g_of(put(_tokens(s2, ("A-10", "gun"), ("B-10", "gun"), ("C-10", "gun")), SEAT, courage=1))
    raids.on_phase(g, 3)
    assert solo_a3.fired(g) and g.s.unit(SEAT).courage == 1 + 9 and not solo_a.tokens(g, "gun")


def test_prepare_the_guns_no_bunker_before_the_howitzers_fire():
    s = put(a3s(), SEAT, sector="B-14", visited=("B-14",), courage=10)
    g = g_of(s)
    assert "howitzers" in check_move(g, g.s.unit(SEAT), "B-B")
    g = g_of(_flags(s, "guns"))
    assert not isinstance(check_move(g, g.s.unit(SEAT), "B-B"), str)


def test_dont_shoot_prisoners_start_on_top_and_each_rwb_moves_one_down():
    s = a3s()
    assert sorted(x for x, k in s.campaign.raid_tokens if k == "prisoner") == ["A-14", "B-14", "C-14"]
    s = put(s, SEAT, claims=(Claim(face="red", option="hold", dice=(1, 2, 3)),
                             Claim(face="white", option="a", dice=(4, 5, 6))))
    g = g_of(s.model_copy(update={"phase": 4}))
    raids.on_phase(g, 4)
    assert {x.kind for x in legal(g, SEAT)} == {"raid"}  # owed before anything else
    with pytest.raises(RuleError, match="first: 'prisoner SECTOR'"):
        play(g.s, SEAT, "done")
    s2, _ = play(g.s, SEAT, "prisoner B-14", "prisoner B-13")
    assert sorted(x for x, k in s2.campaign.raid_tokens if k == "prisoner") == ["A-14", "B-12", "C-14"]
    with pytest.raises(RuleError, match="no RWB left"):
        play(s2, SEAT, "prisoner A-14")


def test_dont_shoot_skips_the_mid_map_bunker_and_adds_2_def():
    s = _tokens(a3s(), ("C-10", "prisoner"))
    g = g_of(_flags(s, "prisoner_moves:1").model_copy(update={"phase": 4}))
    s2, _ = play(g.s, SEAT, "prisoner C-10")
    assert solo_a.tokens(g_of(s2), "prisoner") == ["C-9"]  # Marefontaine's Bunker 1 is no Sector
    here = put(s2, SEAT, sector="C-9", marker=1)
    away = put(_tokens(s2), SEAT, sector="C-9", marker=1)
    assert defence(g_of(here), here.unit(SEAT)) == defence(g_of(away), away.unit(SEAT)) + 2


def _take(s, bunker):
    s = put(s, SEAT, sector=bunker, status="conquered", bunker=bunker)
    g = g_of(s)
    campaign.check(g)
    return g


def test_all_or_nothing_every_bunker_then_the_prisoners_home():
    s = _flags(a3s(), "guns")
    assert solo_a3.bunkers(g_of(s)) == ["A-B", "B-B", "C-B1", "C-B2"]
    g = _take(s, "B-B")
    assert g.s.unit(SEAT).status == "active" and g.s.campaign.raid == 2
    g = _take(_flags(g.s, *g.s.campaign.raid_flags, "taken:A-B", "taken:C-B2"), "C-B1")
    assert g.s.unit(SEAT).status == "active"  # every Bunker, but the prisoners are not home
    s = _tokens(g.s, ("A-1", "prisoner"), ("B-1", "prisoner"), ("C-2", "prisoner"))
    s = _flags(s, *s.campaign.raid_flags, "prisoner_moves:1").model_copy(update={"phase": 4})
    s = put(s, SEAT, done=False)
    s2, _ = play(s, SEAT, "prisoner C-2")
    assert s2.campaign.raid == 2 and s2.outcome is not None  # the last Raid is over: the campaign ends
    bunker_lines = [x for x in s2.campaign.scores[-1].lines if x.text.startswith("each Bunker")]
    assert bunker_lines[0].pp == 20 and not [x for x in s2.campaign.scores[-1].lines if "All or Nothing" in x.text]


def test_all_or_nothing_a_raid_lost_cancels_its_bunkers():
    g = _take(_flags(a3s(), "guns"), "B-B")
    g.s = put(g.s, SEAT, status="safe")
    campaign.check(g)
    lines = {x.text: x.pp for x in g.s.campaign.scores[-1].lines}
    assert lines["each Bunker taken"] == 5
    assert lines["All or Nothing: the Raid is lost, its Bunkers count for nothing"] == -5


def test_battle_map_notes_chateau_bunker_visited_twice_5_courage_between_bunkers():
    s = _flags(a3s(), "guns", "taken:A-B")
    s = put(s, SEAT, sector="A-B", courage=12, visited=("A-B",)).model_copy(update={"phase": 5})
    g = g_of(s)
    assert [x.args for x in legal(g, SEAT) if x.kind == "raid" and x.verb == "bunker"] == [("B-B",)]
    s2 = _order(s, "bunker", "B-B")
    assert s2.unit(SEAT).sector == "B-B" and s2.unit(SEAT).courage == 7
    # taken, the Baker Bunker is a passage: no fight, and on to Charlie's Final Bunker
    s3 = _flags(put(s2, SEAT, done=False), *s2.campaign.raid_flags, "taken:B-B")
    g3 = g_of(s3)
    assert raids.sits_out(g3, s3.unit(SEAT))
    s4 = _order(s3, "bunker", "C-B2")
    assert s4.unit(SEAT).sector == "C-B2" and s4.unit(SEAT).visited.count("B-B") == 1
    with pytest.raises(RuleError, match="Courage"):
        _order(put(s3, SEAT, courage=4), "bunker", "C-B2")


def test_battle_map_notes_marefontaine_both_bunkers_count():
    g = g_of(a3s())
    assert {"C-B1", "C-B2"} <= set(solo_a3.bunkers(g))
    assert solo_a3.links(g)["C-B1"] == {"C-B2"}


def test_a3s_played_through_the_engine_guns_every_bunker_and_the_prisoners_home():
    """Along Row 4's Sectors 10, up Charlie, then Bunker to Bunker; the prisoners come home on the RWBs."""
    import random

    from rules.dday_dice import turn
    from rules.dday_dice.engine import ENGINE as E

    g = g_of(put(a3s(), SEAT, sector="A-9", visited=("A-9",), soldiers=400, courage=200, stars=60))
    turn.advance_game(g)
    s, rng = g.s, random.Random(5)
    route = ["move A-10", "move B-9", "move B-10", "move C-9", "move C-10", "move C-13", "move C-14", "move C-B2",
             "bunker C-B1", "bunker C-B2", "bunker B-B", "bunker A-B"]
    for _ in range(5000):
        if E.outcome(s) is not None:
            break
        p = E.prompts(s)[0]
        choices = [c.value for c in E.options(s, p.seat, "")]
        if s.phase == 5:
            text = next((r for r in route if r in choices), None)
            if text is not None:
                route.remove(text)
            else:
                text = "stay" if "stay" in choices else rng.choice(choices)
        else:
            calm = [x for x in choices if "help" not in x] or choices
            text = rng.choice(calm) if calm else p.default
        s = apply_text(E, s, p.seat, text).state
    assert route == [] and E.outcome(s) is not None
    lines = {x.text.split(" x")[0]: x.pp for x in s.campaign.scores[-1].lines}
    assert lines["each Bunker taken"] == 20 and not any("All or Nothing" in t for t in lines)
    assert solo_a3.prisoners_home(g_of(s)) and len(solo_a.tokens(g_of(s), "prisoner")) == 3
