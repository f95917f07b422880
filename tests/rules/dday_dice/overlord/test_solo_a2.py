"""Solo Campaign A, Raid A-2S (Breakthrough): each of its rules by name."""

from __future__ import annotations

from rules.dday_dice.advance import check_move
from rules.dday_dice.combat import defence
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.overlord import campaign, raids, solo_a
from rules.dday_dice.overlord.boards import board
from rules.dday_dice.rally import rally_choices
from tests.rules.dday_dice.dday_helpers_solo import SEAT, a2s, g_of
from tests.rules.dday_dice.helpers import play, put


def _at(s, sector, **more):
    return put(s, SEAT, sector=sector, visited=(sector,), courage=20, **more)


def test_stay_between_the_lines_no_scatter_between_boards():
    g = g_of(_at(a2s(), "B-2"))
    assert g.map.scatter("B-2", "C-1")
    assert "Stay Between the Lines!" in check_move(g, g.s.unit(SEAT), "C-1")
    assert not isinstance(check_move(g, g.s.unit(SEAT), "B-1"), str)  # a lateral move on the board is allowed


def test_dodging_bullets_an_advance_lands_one_column_right_paying_the_board_left():
    s = _clear(_at(a2s(), "A-5"))
    g = g_of(s)
    cost, _ = check_move(g, g.s.unit(SEAT), "A-8")
    assert cost == board(E.data(s), "wn-68").sectors[7].advance  # Sector 8 of WN-68, the board left
    s2, events = play(s.model_copy(update={"phase": 5}), SEAT, "move A-8")
    u = s2.unit(SEAT)
    assert u.sector == "B-8" and "B-8" in u.visited and "A-8" not in u.visited
    assert any("Baker Sector 8" in e.text for e in events)


def _clear(s):
    """No Rommel's Obstacles in the way of the test."""
    return s.model_copy(update={"campaign": s.campaign.model_copy(update={"raid_tokens": ()})})


def test_dodging_bullets_charlie_dodges_to_able_and_missing_numbers_block():
    g = g_of(_clear(_at(a2s(), "C-13")))
    u = g.s.unit(SEAT)
    assert "A-16" not in {x.id for x in g.map.sectors} and "C-16" in {x.id for x in g.map.sectors}
    assert "off the map" in check_move(g, u, "C-16")  # WN-68 has no Sector 16
    g = g_of(_clear(_at(a2s(), "B-8")))
    assert raids.landing(g, g.s.unit(SEAT), "B-11") == "C-11"
    g = g_of(_clear(_at(a2s(), "C-12")))
    assert raids.landing(g, g.s.unit(SEAT), "C-15") == "A-15"


def test_dodging_bullets_conditions_of_the_sector_landed_in():
    g = g_of(_clear(_at(a2s(), "A-4")))
    # Advancing into A-7 lands in Vierville Draw's Sector 7: fine; into A-9 would land in B-9, which needs a Corporal
    assert board(E.data(g.s), "vierville-draw").sectors[8].require == ("corporal",)
    g = g_of(_clear(_at(a2s(), "A-7")))
    assert "Corporal" in check_move(g, g.s.unit(SEAT), "A-9")
    g = g_of(_clear(_at(a2s(), "A-7", specialists=("corporal",))))
    assert not isinstance(check_move(g, g.s.unit(SEAT), "A-9"), str)


def test_dodging_bullets_mont_fleury_trench_only_from_its_own_sectors():
    g = g_of(_clear(_at(a2s(), "B-9")))
    # Vierville 9 -> 12 lands on Mont Fleury 12 without the bridge (the trench is on Mont Fleury's own lines)
    assert not isinstance(check_move(g, g.s.unit(SEAT), "B-12"), str)
    g = g_of(_clear(_at(a2s(), "C-9")))
    assert "bridge" in check_move(g, g.s.unit(SEAT), "C-12").lower()


def test_rommels_obstacles_one_blocked_sector_6_to_11_per_column():
    s = a2s()
    blocked = solo_a.tokens(g_of(s), "blocked")
    assert sorted(x.split("-")[0] for x in blocked) == ["A", "B", "C"]
    assert all(6 <= int(x.split("-")[1]) <= 11 for x in blocked)
    s = s.model_copy(update={"campaign": s.campaign.model_copy(update={"raid_tokens": (("C-8", "blocked"),)})})
    g = g_of(_at(s, "B-5"))
    assert not isinstance(check_move(g, g.s.unit(SEAT), "B-7"), str)  # lands in the open C-7
    g = g_of(_at(s, "B-6"))
    assert "Rommel's Obstacles" in check_move(g, g.s.unit(SEAT), "B-8")  # lands in the blocked C-8


def test_battle_map_notes_wn_68_lieutenant_only_in_sector_9_able():
    s = _at(a2s(), "B-2", stars=30)
    g = g_of(s)
    assert "lieutenant" not in rally_choices(g, g.s.unit(SEAT))
    assert board(E.data(s), "wn-68").sectors[8].arrival.specialist == "lieutenant"
    s2, _ = play(_clear(_at(a2s(), "C-7")).model_copy(update={"phase": 5}), SEAT, "move C-9")
    assert s2.unit(SEAT).sector == "A-9" and "lieutenant" in s2.unit(SEAT).specialists


def test_hurry_chevron_face_one_turn_fewer_and_never_the_first_def():
    s = a2s()
    assert s.unit(SEAT).marker == 2
    s2, _ = play(_clear(_at(s, "B-1")).model_copy(update={"phase": 5}), SEAT, "move B-4")
    u = s2.unit(SEAT)
    assert u.sector == "C-4" and u.marker == 2
    back = g_of(put(s2, SEAT, marker=1))  # just back by Keep Going!
    raids.on_phase(back, 2)
    assert back.s.unit(SEAT).marker == 2
    g = g_of(put(s2, SEAT, sector="B-12", marker=2))
    assert board(E.data(s), "vierville-draw").sectors[11].defence == (7, 10)
    assert defence(g, g.s.unit(SEAT)) == 10


def test_the_first_one_is_the_right_one_any_bunker_ends_the_raid():
    s = put(a2s(), SEAT, sector="A-B", status="conquered", bunker="A-B")
    g = g_of(s)
    campaign.check(g)
    assert g.s.campaign.raid == 2 and len(g.s.campaign.scores) == 1
    assert raids.missing("a2s") == []


def test_rommels_obstacles_on_sector_9_able_keep_the_lieutenant_away():
    s = a2s()
    s = s.model_copy(update={"campaign": s.campaign.model_copy(update={"raid_tokens": (("A-9", "blocked"),)})})
    g = g_of(_at(s, "C-7"))
    assert "Rommel's Obstacles" in check_move(g, g.s.unit(SEAT), "C-9")  # would land in the blocked A-9
    assert "lieutenant" not in rally_choices(g, put(g.s, SEAT, stars=30).unit(SEAT))
