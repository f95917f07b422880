"""Keep Going! (Overlord): an eliminated campaign Unit retreats and comes back; the rulebook's Omaha Beach example."""

from __future__ import annotations

import pytest

from rules.core.errors import RuleError
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.losses import take_losses
from rules.dday_dice.overlord import campaign
from tests.rules.dday_dice.helpers import play, put, start
from tests.typed import apply_text


def _fall_in_omaha_bunker(**changes):
    """Team Baker's Unit 1 dies attacking the Bunker of Omaha Beach (Raid A-1, Column Baker), holding a Captain."""
    s = start(4, campaign="a")
    s = put(s, "t2u1", sector="B-B", visited=("B-1", "B-4", "B-7", "B-9", "B-B"), soldiers=3,
            specialists=("captain", "medic"), hand=tuple(x for x in s.unit("t2u1").hand if x not in ("captain", "medic")),
            courage=1, stars=2, items=("bazooka",), ip=4, medals=("dso",), **changes)
    g = E.working(s)
    take_losses(g, "t2u1", 20, "DEF of Baker Bunker")
    s = g.s.model_copy(update={"phase": 1})
    for u in s.units:
        if u.seat != "t2u1":
            s = put(s, u.seat, done=True)
    return s, g.events


def test_keep_going_the_omaha_beach_example():
    s, events = _fall_in_omaha_bunker()
    assert s.unit("t2u1").status == "down"
    assert any("may Keep Going" in e.text for e in events)
    offered = {c.value for c in E.options(s, "t2u1", "retreat")}
    assert {d.split()[1] for d in offered if d != "retreat none"} == {"B-9", "B-7", "B-8"}
    assert "retreat B-8 keep captain stars 3" in offered and "retreat none" in offered
    s, events = play(s, "t2u1", "retreat B-8 keep captain stars 3")
    u = s.unit("t2u1")
    # Sector 8, DEF 10: 20 Soldiers; its number 8 split as 5 Courage and 3 Stars; no Scout needed to go back
    assert (u.status, u.sector, u.soldiers, u.courage, u.stars) == ("active", "B-8", 20, 1 + 5, 2 + 3)
    assert u.specialists == ("captain",) and "medic" in u.hand and "scout" in u.hand
    assert (u.items, u.ip, u.medals, u.visited, u.marker) == (("bazooka",), 4, ("dso",), ("B-8",), 1)
    assert u.rolls == 1 and len(u.dice) == 6
    assert any(e.kind == "keep_going" for e in events)
    g = E.working(s)
    from rules.dday_dice.advance import check_move

    assert "Medic" in check_move(g, put(s, "t2u1", courage=9).unit("t2u1"), "B-9")


def test_keep_going_several_def_values_take_the_highest():
    s, _ = _fall_in_omaha_bunker()
    s, _ = play(s, "t2u1", "retreat B-9 keep medic stars 9")
    u = s.unit("t2u1")
    assert (u.soldiers, u.stars, u.courage) == (2 * 11, 2 + 9, 1)


def test_keep_going_single_combat_sector_gives_its_def_once():
    from rules.dday_dice.overlord.keep_going import soldiers_for

    s = start(9, campaign="b")  # Raid B-1: Mission Detroit's Sector 12 has a Single Combat DEF
    g = E.working(s)
    single = g.map.sector("C-12")
    assert single.single_combat
    assert soldiers_for(g, "C-12") == max(single.defence) == 12
    other = g.map.sector("C-11")
    assert not other.single_combat and soldiers_for(g, "C-11") == 2 * max(other.defence)


def test_keep_going_refuses_a_retreat_too_far_another_specialist_or_a_bad_split():
    s, _ = _fall_in_omaha_bunker()
    for text, why in (("retreat B-4 keep captain", "one or two Sectors back"),
                      ("retreat B-8 keep scout", "keep one of the Specialists"),
                      ("retreat B-8", "name the Specialist you keep"),
                      ("retreat B-8 keep captain stars 9", "'stars' is 0 to 8"),
                      ("keep", "first 'retreat")):
        with pytest.raises(RuleError, match=why):
            apply_text(E, s, "t2u1", text)
    assert s.unit("t2u1").status == "down"


def test_keep_going_declined_and_the_team_penalty():
    s, _ = _fall_in_omaha_bunker()
    s, _ = play(s, "t2u1", "retreat none")
    assert s.unit("t2u1").status == "eliminated"
    g = E.working(s)
    g.update("t2u2", status="eliminated")
    g.update("t3u1", status="conquered")
    g.update("t3u2", status="conquered")
    campaign.check(g)
    lines = g.s.campaign.scores[0].lines
    assert any(x.team == 2 and x.pp == -3 and "Team eliminated" in x.text for x in lines)
    assert not any(x.team == 3 and "Team eliminated" in x.text for x in lines)


def test_keep_going_the_raid_waits_for_a_fallen_unit():
    s, _ = _fall_in_omaha_bunker()
    for seat in ("t2u2", "t3u1", "t3u2"):
        s = put(s, seat, status="conquered")
    g = E.working(s)
    campaign.check(g)
    assert g.s.campaign.scores == () and E.active_seats(g.s) == frozenset({"t2u1"})
    prompt = next(p for p in E.prompts(g.s) if p.seat == "t2u1")
    assert prompt.kind == "keep_going" and "retreat none" in prompt.text


def test_keep_going_a_ranking_specialist_kept_leaves_the_reserve():
    s, _ = _fall_in_omaha_bunker()
    s = put(s, "t2u1", status="active", specialists=("colonel",), soldiers=1, sector="B-B")
    s = s.model_copy(update={"ranking_reserve": tuple(x for x in s.ranking_reserve if x != "colonel"), "phase": 6})
    g = E.working(s)
    take_losses(g, "t2u1", 5, "DEF")
    assert "colonel" in g.s.ranking_reserve
    s = g.s.model_copy(update={"phase": 1})
    s, _ = play(s, "t2u1", "retreat B-9 keep colonel")
    assert s.unit("t2u1").specialists == ("colonel",) and "colonel" not in s.ranking_reserve


def test_postscript_to_an_order_command_post_only_after_surviving_combat_there():
    from rules.dday_dice.overlord import postscript
    from rules.dday_dice.rally import limit

    s, _ = _fall_in_omaha_bunker()
    s, _ = play(s, "t2u1", "retreat B-8 keep captain stars 3")  # Omaha's Sector 8 is a Command Post
    g = E.working(s)
    u = g.unit("t2u1")
    assert g.sector(u).command_post and not postscript.active(g, u)
    assert limit(g, u) == int(g.d.rule("rally_limit"))
    g.s = g.s.model_copy(update={"phase": 6})
    campaign.check(g)
    assert postscript.active(g, g.unit("t2u1")) and limit(g, g.unit("t2u1")) == int(g.d.rule("rally_limit")) + 1


def test_postscript_to_an_order_every_unit_unproven_at_the_start_of_a_raid():
    s = start(4, campaign="a")
    assert set(s.campaign.unproven) == set(s.seats)
