"""Tigers to the Slaughter (C-1, C-1S) and Small Opening (C-1S)."""

from __future__ import annotations

import pytest

from rules.core.errors import RuleError
from rules.dday_dice.advance import check_move
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.notation import format_action
from rules.dday_dice.overlord import campaign, raids
from rules.dday_dice.overlord import tigers as T
from rules.dday_dice.state import Claim
from tests.rules.dday_dice.helpers import g_of, play, put, start
from tests.rules.dday_dice.helpers import only_acting as _only

RWB = Claim(face="soldier1", option="hold", dice=(1, 2, 3))


def test_tigers_to_the_slaughter_one_tiger_per_column_in_the_highest_sector():
    g = g_of(start(9, campaign="c"))
    assert sorted((t.column, t.sector, t.face, t.down) for t in T.tigers(g)) == [
        ("able", "A-13", 2, True), ("baker", "B-9", 2, True), ("charlie", "C-11", 2, True)]


def test_tigers_to_the_slaughter_path_down_then_back_up_at_4_then_down_at_6():
    g = g_of(start(9, campaign="c"))
    t = next(t for t in T.tigers(g) if t.column == "baker")
    seen = []
    for _ in range(8):
        t = T.step(g, t)
        seen.append((t.sector, t.face))
    assert seen[-2:] == [("B-2", 2), ("B-1", 4)]
    for _ in range(8):
        t = T.step(g, t)
    assert (t.sector, t.face, t.down) == ("B-9", 6, True)
    for _ in range(16):
        t = T.step(g, t)
    assert (t.sector, t.face) == ("B-9", 6)  # never more than 6


def test_tigers_to_the_slaughter_each_rwb_owes_a_tiger_move_in_phase_2():
    s = _only(start(9, campaign="c"), "t1u1", 2)
    s = put(s, "t1u1", claims=(RWB,))
    offered = {format_action(a) for a in E.legal(s, "t1u1")}
    assert offered == {"tiger able", "tiger baker", "tiger charlie"}
    with pytest.raises(RuleError, match="first: 'tiger COLUMN'"):
        play(s, "t1u1", "done")
    with pytest.raises(RuleError, match="name the Tiger's Column"):
        play(s, "t1u1", "tiger delta")
    s, _ = play(s, "t1u1", "tiger charlie")
    assert ("C-10", "tiger:charlie:2:down") in s.campaign.raid_tokens
    with pytest.raises(RuleError, match="owe none"):
        play(s, "t1u1", "tiger charlie")


def test_tigers_to_the_slaughter_phase_6_losses_equal_the_face():
    s = put(put(start(9, campaign="c"), "t1u1", sector="A-13", soldiers=10), "t2u1", sector="B-8", soldiers=10)
    g = g_of(s.model_copy(update={"campaign": s.campaign.model_copy(update={"novices": ()})}))  # no Snafu here
    raids.on_combat(g)
    assert (g.unit("t1u1").soldiers, g.unit("t2u1").soldiers) == (8, 10)


def test_tigers_to_the_slaughter_leaving_costs_a_specialist():
    s = start(9, campaign="c")
    c = s.campaign.model_copy(update={"novices": (), "raid_tokens": (("B-6", "tiger:baker:2:down"),)})
    s = put(s.model_copy(update={"campaign": c}), "t2u1", sector="B-6", specialists=(), visited=("B-6",), courage=20)
    g = g_of(_only(s, "t2u1", 4))
    raids.on_phase(g, 5)
    g.s = g.s.model_copy(update={"phase": 5})
    dest = next(n for n in ("B-7", "B-8", "B-9") if n in {x.id for x in g.map.sectors}
                and isinstance(check_move(g, put(g.s, "t2u1", specialists=("medic",)).unit("t2u1"), n), tuple))
    assert "costs a Specialist" in check_move(g, g.unit("t2u1"), dest)
    s = put(g.s, "t2u1", specialists=("medic", "colonel"))
    s, _ = play(s, "t2u1", f"move {dest}")
    assert s.unit("t2u1").sector == dest
    assert {format_action(a) for a in E.legal(s, "t2u1")} == {"slip medic", "slip colonel"}
    with pytest.raises(RuleError, match="first: 'slip SPECIALIST'"):
        play(s, "t2u1", "stay")
    from rules.dday_dice.overlord import reserves
    reserve = reserves.everything(s, "ranking").count("colonel")
    s, _ = play(s, "t2u1", "slip colonel")
    assert s.unit("t2u1").specialists == ("medic",) and reserves.everything(s, "ranking").count("colonel") == reserve + 1


def test_tigers_to_the_slaughter_solo_both_move_per_rwb_and_one_goes():
    s = start(1, campaign="c", solo="on")
    seat = s.units[0].seat
    g = g_of(put(s, seat, claims=(RWB, RWB)))
    raids.on_phase(g, 3)
    assert sorted(t.sector for t in T.tigers(g)) == ["A-11", "C-9"]
    g.s = put(g.s, seat, sector="C-6")
    raids.on_arrive(g, seat)
    assert [t.column for t in T.tigers(g)] == ["charlie"]


def test_tigers_to_the_slaughter_solo_sector_1_loses_the_game():
    s = start(1, campaign="c", solo="on")
    seat = s.units[0].seat
    g = g_of(put(s, seat, claims=(RWB,) * 6))
    raids.on_phase(g, 3)
    raids.on_phase(g, 3)
    assert "tiger-at-1" in g.s.campaign.raid_flags
    raids.on_phase(g, 2)
    assert g.s.outcome == {"winners": [], "reason": "A Tiger got down to Sector 1: the solo campaign is a defeat."}


def test_tigers_to_the_slaughter_solo_fire_rolls_a_die():
    s = start(1, campaign="c", solo="on")
    seat = s.units[0].seat
    from tests.rules.dday_dice.helpers import script_more
    g = g_of(script_more(put(s, seat, sector="C-11", soldiers=10), 5))
    raids.on_combat(g)
    assert g.unit(seat).soldiers == 5


def test_small_opening_other_column_bunker_and_scatter_only_in_row_3():
    s = start(1, campaign="c", solo="on")
    seat = s.units[0].seat
    g = g_of(s)
    u = g.unit(seat)
    assert "Small Opening" in campaign.bunker_refusal(g, u, "B-B")
    assert campaign.bunker_refusal(g, u, "A-B") is None
    rows = {x.id: x.row for x in g.map.sectors}
    pairs = [tuple(p) for p in g.map.scatter_lines]
    low = next(p for p in pairs if rows[p[0]] != 3 and rows[p[1]] != 3 and "B" in (p[0][0], p[1][0]))
    a, b = low if low[0][0] == "B" else low[::-1]
    assert "third-row" in raids.enter_refusal(g, put(s, seat, sector=a).unit(seat), b)
    third = next(p for p in pairs if rows[p[0]] == 3 and rows[p[1]] == 3)
    assert raids.enter_refusal(g, put(s, seat, sector=third[0]).unit(seat), third[1]) is None


def test_tigers_to_the_slaughter_the_prompt_says_a_tiger_move_comes_first():
    s = put(_only(start(9, campaign="c"), "t1u1", 2), "t1u1", claims=(RWB,))
    (p,) = [p for p in E.prompts(s) if p.seat == "t1u1"]
    assert "first 'tiger COLUMN'" in p.text and "tiger baker" in p.text


def test_tigers_to_the_slaughter_solo_binoculars_braced_turn_the_tigers_die_to_1():
    from tests.rules.dday_dice.helpers import script_more
    s = start(1, campaign="c", solo="on")
    seat = s.units[0].seat
    s = _only(put(s, seat, items=("binoculars",)), seat, 4)
    assert "brace binoculars 4" in {format_action(a) for a in E.legal(s, seat)}
    with pytest.raises(RuleError, match="brace binoculars 4"):
        play(s, seat, "brace binoculars 9")
    s, _ = play(s, seat, "brace binoculars 4")
    g = g_of(script_more(put(s, seat, sector="C-11", soldiers=10), 3))
    raids.on_combat(g)
    assert g.unit(seat).soldiers == 7 and "binoculars" in g.unit(seat).items  # 3 < 4: kept
    g.s = script_more(put(g.s, seat, soldiers=10), 6)
    raids.on_combat(g)
    assert g.unit(seat).soldiers == 9 and "binoculars" in g.unit(seat).used_items


def test_each_tiger_is_a_sector_note_saying_its_face_and_way():
    s = start(3, campaign="c")
    notes = {x.id: x.notes for x in E.view(s, None).map.sectors}
    for t in T.tigers(g_of(s)):
        assert f"Tiger ({t.face}), heading down" in notes[t.sector]
    g = g_of(s)
    T._store(g, [t._replace(face=4, down=False) for t in T.tigers(g)])
    notes = {x.id: x.notes for x in E.view(g.s, None).map.sectors}
    assert all("Tiger (4), heading up" in notes[t.sector] for t in T.tigers(g))
