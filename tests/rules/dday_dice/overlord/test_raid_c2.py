"""Raid C-2, SUSFU: Bunker Sentries, Colonel von Kraut, Halt! Password!, Battle Map Notes."""

from __future__ import annotations

import typing

import pytest

from rules.core.errors import RuleError
from rules.dday_dice.combat import defence
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.notation import format_action
from rules.dday_dice.overlord import raid_c2 as C
from rules.dday_dice.overlord import raids
from rules.dday_dice.overlord.boards import board
from rules.dday_dice.records import Specialist
from rules.dday_dice.state import Die
from tests.rules.dday_dice.helpers import g_of, play, put, script_more, start
from tests.rules.dday_dice.helpers import only_acting as _only
from tests.rules.dday_dice.helpers import raid_at as _raid


def _c2(players=9, **opts):
    s = _raid(start(players, campaign="c", **opts), 1)
    assert s.campaign.raid_id == "c2"
    return s


def test_bunker_sentries_tokens_and_24_def():
    s = _c2()
    assert sorted(x for x, k in s.campaign.raid_tokens if k == "sentries") == ["A-10", "B-6", "C-10"]
    v2 = _c2(version="2")
    assert sorted(x for x, k in v2.campaign.raid_tokens if k == "sentries") == ["A-11", "B-10", "C-10"]
    g = g_of(put(s, "t2u1", sector="B-B"))
    base = g_of(put(start(9, campaign="c"), "t2u1", sector="B-B"))
    assert raids.defence_change(g, g.unit("t2u1")) == 24
    assert raids.defence_change(base, base.unit("t2u1")) == 0
    assert defence(g, g.unit("t2u1")) >= 24


def test_colonel_von_kraut_4_stars_in_row_2_of_another_column():
    s = _c2()
    row2 = {x.id: x.row for x in g_of(s).map.sectors}
    own = next(i for i, r in row2.items() if r == 2 and i.startswith("A"))
    other = next(i for i, r in row2.items() if r == 2 and i.startswith("B"))
    s = _only(put(s, "t1u1", sector=own, stars=10), "t1u1", 4)
    with pytest.raises(RuleError, match="another Column"):
        play(s, "t1u1", "kraut")
    s = put(s, "t1u1", sector=other, stars=3)
    with pytest.raises(RuleError, match="costs 4 Stars"):
        play(s, "t1u1", "kraut")
    s = script_more(put(s, "t1u1", stars=10, courage=1), 1, 2, 3, 4, 5, 6)
    assert "kraut" in {format_action(a) for a in E.legal(s, "t1u1")}
    s, _ = play(s, "t1u1", "kraut")
    g = g_of(s)
    assert C.password(g, 1) == ("soldier1", "soldier2", "star", "courage", "tool", "skull")
    assert (s.unit("t1u1").stars, s.unit("t1u1").courage) == (6, 3)
    s = _only(put(s, "t1u2", sector=other, stars=10), "t1u2", 4)
    with pytest.raises(RuleError, match="already captured"):
        play(s, "t1u2", "kraut")


def _tally(faces):
    colours = ("red", "red", "white", "white", "blue", "blue")
    return tuple(Die(colour=c, face=f) for c, f in zip(colours, faces))


def test_halt_password_no_bunker_before_it_then_4_def_a_match():
    s = _c2()
    g = g_of(s)
    C._add(g, "password:2:star,star,courage,tool,skull,soldier1")
    s = put(g.s, "t2u1", sector="B-9")
    g = g_of(s)
    assert "Halt! Password!" in raids.enter_refusal(g, g.unit("t2u1"), "B-B")
    s = _only(put(s, "t2u1", sector="B-6", dice=_tally(("star", "courage", "courage", "skull", "skull", "soldier2"))),
              "t2u1", 2)
    assert "password" in {format_action(a) for a in E.legal(s, "t2u1")}
    s, _ = play(s, "t2u1", "password")
    g = g_of(s)
    assert C.matched(g, 2) == 3
    assert raids.enter_refusal(g, g.unit("t2u2"), "B-B") is None
    assert raids.defence_change(g, put(s, "t2u2", sector="B-B").unit("t2u2")) == 24 - 12
    with pytest.raises(RuleError, match="one try"):
        play(_only(s, "t2u2", 2), "t2u2", "password")


def test_halt_password_perfect_match_draws_a_medal_and_back_to_normal():
    s = _c2()
    g = g_of(s)
    C._add(g, "password:2:star,star,courage,tool,skull,soldier1")
    s = _only(put(g.s, "t2u1", sector="B-6", dice=_tally(("skull", "star", "soldier1", "tool", "courage", "star"))),
              "t2u1", 2)
    s, _ = play(s, "t2u1", "password")
    assert C.matched(g_of(s), 2) == 6 and len(s.unit("t2u1").medals) == 1
    assert raids.defence_change(g_of(s), put(s, "t2u2", sector="B-B").unit("t2u2")) == 0


def test_halt_password_only_on_the_sentries_before_skulls_cancel():
    s = _c2()
    g = g_of(s)
    C._add(g, "password:2:star,star,courage,tool,skull,soldier1")
    s = _only(put(g.s, "t2u1", sector="B-7", dice=_tally(("star",) * 6)), "t2u1", 2)
    with pytest.raises(RuleError, match="Vierville|Sector 6|B-6|before any Skull"):
        play(s, "t2u1", "password")


def test_battle_map_notes_c2_wn68_lieutenant_free_and_no_legendary_units():
    s = _c2()
    wn68 = board(E.data(s), "wn-68")
    assert next(x for x in wn68.sectors if x.id == "9").arrival.specialist == "lieutenant"
    # Legendary Units/Specialists are not in this game: if they are added, this note needs playing
    assert "legendary" not in typing.get_args(Specialist.model_fields["kind"].annotation)
    assert "Battle Map Notes" not in raids.missing("c2")


def test_halt_password_a_unit_on_the_sentries_is_not_finished_at_once_in_phase_2():
    from rules.dday_dice import turn

    s = _c2()
    g = g_of(s)
    C._add(g, "password:2:star,star,courage,tool,skull,soldier1")
    dull = _tally(("soldier1", "courage", "soldier2", "tool", "star", "soldier1"))
    g.s = put(put(g.s.model_copy(update={"phase": 2}), "t2u1", sector="B-6", dice=dull, done=False), "t2u2",
              sector="B-7", dice=dull, done=False)
    turn._open_phase2(g)
    assert not g.unit("t2u1").done
    assert g.unit("t2u2").done == (not [a for a in E.legal(g.s, "t2u2")])


def test_halt_password_binoculars_turn_a_password_die_in_the_turn_of_the_capture():
    s = _c2()
    other = next(x.id for x in g_of(s).map.sectors if x.row == 2 and x.id.startswith("B"))
    s = _only(put(s, "t1u1", sector=other, stars=10, items=("binoculars",)), "t1u1", 4)
    s, _ = play(script_more(s, 1, 1, 1, 1, 1, 1), "t1u1", "kraut")
    assert "retune binoculars 3 star" in {format_action(a) for a in E.legal(s, "t1u1")}
    with pytest.raises(RuleError, match="another face"):
        play(s, "t1u1", "retune binoculars 3 soldier1")
    s, _ = play(s, "t1u1", "retune binoculars 3 star")
    assert C.password(g_of(s), 1)[2] == "star" and "binoculars" in s.unit("t1u1").used_items
    # the next turn it is too late
    s = put(s.model_copy(update={"turn": s.turn + 1}), "t1u1", items=("binoculars",))
    with pytest.raises(RuleError, match="in that turn"):
        play(_only(s, "t1u1", 4), "t1u1", "retune binoculars 4 star")


def test_battle_map_notes_c2_wn68_several_reserves_no_lieutenant_in_any_reserve():
    # the note takes Team Able's Lieutenant out of its reserve; ours is a Regular in each Unit's hand, so
    # there is none to take: if the Lieutenant ever becomes a reserve card, this note needs playing
    s = _c2(6)
    assert s.campaign.reserves and E.data(s).specialists["lieutenant"].kind == "regular"
    assert not any("lieutenant" in r.ranking for r in s.campaign.reserves)
    assert all("lieutenant" in u.hand for u in s.units)


def test_bunker_sentries_are_a_note_of_their_sector_on_the_map():
    s = _c2()
    notes = {x.id: x.notes for x in E.view(s, None).map.sectors}
    assert all("Bunker Sentries" in notes[x] for x, k in s.campaign.raid_tokens if k == "sentries")
