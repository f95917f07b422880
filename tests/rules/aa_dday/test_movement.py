"""Movement, Maximum Units in a Zone, order cards 08 (Allies Move) and 12 (Axis Moves, strafing)."""

from __future__ import annotations

import pytest

from rules.aa_dday import ENGINE as E
from rules.aa_dday import build_state
from rules.core.errors import IllegalActionError
from tests.typed import apply_text

NO_AIR: dict[str, int] = {}


KEEPER = {"4": "1 us inf"}  # a far-away unit that could still move, so the card waits for 'done'


def allies_move(locations, **kw):
    kw.setdefault("airfield", NO_AIR)
    s, _ = build_state({**KEEPER, **locations}, card=8, **kw)
    p = E.prompts(s)
    assert len(p) == 1 and p[0].seat == "allies" and p[0].kind == "move"
    return s


def axis_move(locations, keeper=True, **kw):
    kw.setdefault("airfield", NO_AIR)
    s, _ = build_state({**({"42": "1 inf"} if keeper else {}), **locations}, card=12, **kw)
    p = E.prompts(s)
    assert len(p) == 1 and p[0].seat == "axis" and p[0].kind == "move", p
    return s


def refused(state, seat, text):
    before = E.dump_state(state)
    with pytest.raises(IllegalActionError) as err:
        apply_text(E, state, seat, text)
    assert E.dump_state(state) == before
    return err.value


def test_order_card_08_allies_move_locked_units_cannot_leave() -> None:
    s = allies_move({"30": "2 uk inf, 1 inf", "16": "1 uk inf"})
    err = refused(s, "allies", "move 1 uk inf from 30 to 23")
    assert "locked" in str(err) and err.rule == "Movement"
    s2 = apply_text(E, s, "allies", "move 1 uk inf from 16 to 30").state  # moving in is fine
    assert s2.units["30"]["uk:inf"] == 3


def test_order_card_08_units_move_once_per_card() -> None:
    s = allies_move({"16": "2 uk inf", "15": "1 uk inf", "40": "1 inf"})
    s = apply_text(E, s, "allies", "move 1 uk inf from 15 to 16").state
    err = refused(s, "allies", "move 3 uk inf from 16 to 23")
    assert "Only 2 U.K. infantry" in str(err) and err.rule == "Order card 08"
    s = apply_text(E, s, "allies", "move 2 uk inf from 16 to 23").state
    assert s.units["16"] == {"uk:inf": 1}
    refused(s, "allies", "move 1 uk inf from 16 to 15")  # the newcomer stays this card


def test_movement_infantry_moves_one_zone_and_never_into_a_beachhead_box() -> None:
    s = allies_move({"16": "1 uk inf, 1 uk art", "40": "1 inf"})
    assert "not next to" in str(refused(s, "allies", "move 1 uk inf from 16 to 29"))
    assert "two zones" in str(refused(s, "allies", "move 1 uk art from 16 via 23 to 29"))
    assert "beachhead box" in str(refused(s, "allies", "move 1 uk inf from 16 to juno"))
    refused(s, "allies", "move 1 uk inf from juno to 16")


def test_movement_tank_moves_two_zones_through_a_zone_without_enemies() -> None:
    s = allies_move({"16": "1 uk tank", "29": "1 inf"})
    step = apply_text(E, s, "allies", "move 1 uk tank from 16 via 23 to 29")
    assert step.state.units["29"] == {"de:inf": 1, "uk:tank": 1}
    view = E.view(step.state, None)
    assert any(m.path == ["16", "23", "29"] for m in view.highlights.moves)


def test_movement_tank_must_stop_in_first_enemy_zone() -> None:
    s = allies_move({"16": "1 uk tank", "23": "1 inf", "29": "1 inf"})
    err = refused(s, "allies", "move 1 uk tank from 16 via 23 to 29")
    assert "cannot pass through Creully (23)" in str(err) and err.rule == "Movement"
    s2 = apply_text(E, s, "allies", "move 1 uk tank from 16 to 23").state
    assert s2.units["23"] == {"de:inf": 1, "uk:tank": 1}


def test_movement_allies_say_which_nation_when_both_could_move() -> None:
    s = allies_move({"14": "1 uk inf, 1 us inf", "40": "1 inf"})
    err = refused(s, "allies", "move 1 inf from 14 to 21")
    assert "Say 'uk inf' or 'us inf'" in str(err)
    s2 = allies_move({"14": "1 us inf, 1 uk art", "40": "1 inf"})
    s3 = apply_text(E, s2, "allies", "move 1 inf from 14 to 21").state
    assert s3.units["21"] == {"us:inf": 1}


def test_maximum_units_in_a_zone_checked_at_end_of_move() -> None:
    s = allies_move({"30": "6 uk inf, 2 uk art", "16": "1 uk tank", "40": "1 inf"})
    s = apply_text(E, s, "allies", "move 1 uk tank from 16 to 30").state  # 9 in Caen for now
    err = refused(s, "allies", "done")
    assert "Caen (30) (9)" in str(err) and err.rule == "Maximum Units in a Zone"
    assert "done" not in [c.value for c in E.options(s, "allies", "")]
    s = apply_text(E, s, "allies", "move 1 uk art from 30 to 31").state
    s = apply_text(E, s, "allies", "done").state
    assert s.units["30"] == {"uk:inf": 6, "uk:art": 1, "uk:tank": 1}


def test_maximum_units_in_a_zone_refuses_a_move_that_could_never_be_undone() -> None:
    # Caen holds 8 British units locked in combat: nobody could leave to make room again.
    s = allies_move({"30": "8 uk inf, 1 inf", "16": "1 uk inf"})
    err = refused(s, "allies", "move 1 uk inf from 16 to 30")
    assert err.rule == "Maximum Units in a Zone"


def test_maximum_units_blockhouses_and_aircraft_do_not_count() -> None:
    s = axis_move({"30": "7 inf, 2 bh", "37": "1 tank", "16": "1 uk inf"})
    s2 = apply_text(E, s, "axis", "move 1 tank from 37 to 30").state
    assert s2.units["30"]["de:tank"] == 1  # 8 German land units plus blockhouses is fine


def test_order_card_12_axis_moves_locked_units_and_blockhouses_stay() -> None:
    s = axis_move({"30": "1 inf, 1 bh, 1 uk inf", "31": "1 inf, 1 bh"})
    assert "locked" in str(refused(s, "axis", "move 1 inf from 30 to 38"))
    assert "never move" in str(refused(s, "axis", "move 1 bh from 31 to 38"))
    assert "only German" in str(refused(s, "axis", "move 1 uk inf from 31 to 38"))


def test_order_card_12_strafing_through_zone_counts_twice() -> None:
    # one fighter over the zone a tank passes through: strafed on the way in and on the way out
    s = axis_move({"37": "1 tank", "29": "1 uk fighter", "16": "1 uk inf"}, keeper=False, dice_script=[6, 1])
    step = apply_text(E, s, "axis", "move 1 tank from 37 via 29 to 23")
    strafe = [e for e in step.events if e.kind == "strafe"]
    assert len(strafe) == 1 and strafe[0].dice == (6, 1)
    assert strafe[0].data["destroyed"] == 1
    assert "23" not in step.state.units
    assert step.state.destroyed["de:tank"] == 1


def test_order_card_12_strafing_counts_each_fighter_per_zone_left_crossed_and_entered() -> None:
    # 2 fighters where the tank leaves, 1 it crosses (twice), 1 where it stops: 5 dice per unit
    s = axis_move(
        {"37": "2 tank, 2 uk fighter", "29": "1 us fighter", "23": "1 uk fighter", "16": "1 uk inf"},
        keeper=False,
        dice_script=[6, 6, 6, 6, 6, 6, 6, 6, 6, 2],
    )
    step = apply_text(E, s, "axis", "move 2 tank from 37 via 29 to 23")
    strafe = [e for e in step.events if e.kind == "strafe"]
    assert len(strafe[0].dice) == 10 and strafe[0].data["destroyed"] == 0
    assert step.state.units["23"]["de:tank"] == 2


def test_order_card_12_units_that_do_not_move_are_not_strafed() -> None:
    s = axis_move({"37": "1 tank", "30": "2 inf, 1 uk fighter", "16": "1 uk inf"})
    step = apply_text(E, s, "axis", "move 1 tank from 37 to 38")
    step = apply_text(E, step.state, "axis", "done")
    assert not [e for e in step.events if e.kind == "strafe"]
    assert step.state.units["30"]["de:inf"] == 2


def test_order_card_12_done_checks_the_limit_and_then_strafes() -> None:
    s = axis_move({"37": "8 inf", "36": "1 inf", "30": "1 uk fighter", "16": "1 uk inf"}, dice_script=[1])
    s = apply_text(E, s, "axis", "move 1 inf from 36 to 37").state
    assert "Villers-Bocage (37) (9)" in str(refused(s, "axis", "done"))
    s = apply_text(E, s, "axis", "move 1 inf from 37 to 30").state  # into Caen, under a fighter
    assert not [e for e in apply_text(E, s, "axis", "move 1 inf from 42 to 41").events if e.kind == "strafe"]
    step = apply_text(E, s, "axis", "done")
    strafe = [e for e in step.events if e.kind == "strafe"]
    assert len(strafe) == 1 and strafe[0].dice == (1,) and strafe[0].data["path"] == ["37", "30"]
    assert step.state.destroyed == {"de:inf": 1}


# Zone 8 (next to 5 and 9 only) gets a 9th unit; then 5 and 9 are filled with units that already moved.
CORNER = {"8": "8 inf", "5": "1 inf", "6": "8 inf", "9": "8 inf", "10": "8 inf", "16": "1 uk inf"}


def _cornered(**kw):
    s = axis_move(CORNER, **kw)
    for text in ("move 1 inf from 5 to 8", "move 8 inf from 6 to 5", "move 8 inf from 9 to 6"):
        s = apply_text(E, s, "axis", text).state
    return s


def test_maximum_units_in_a_zone_refuses_the_move_that_would_leave_no_way_out() -> None:
    s = _cornered()
    assert s.units["8"] == {"de:inf": 9}
    err = refused(s, "axis", "move 8 inf from 10 to 9")
    assert err.rule == "Maximum Units in a Zone" and "no way left" in str(err)
    values = [c.value for c in E.options(s, "axis", "")]
    assert "move 8 inf from 10 to 9" not in values
    # Seven leave one place in 9 for the extra unit of zone 8: legal, offered, and the phase can end.
    assert "move 7 inf from 10 to 9" in [c.value for c in E.options(s, "axis", "move 7 inf from 10")]
    assert "move 8 inf from 10 to 9" not in [c.value for c in E.options(s, "axis", "move 8 inf from 10")]
    s = apply_text(E, s, "axis", "move 7 inf from 10 to 9").state
    assert "done" not in [c.value for c in E.options(s, "axis", "")]
    s = apply_text(E, s, "axis", "move 1 inf from 8 to 9").state
    s = apply_text(E, s, "axis", "done").state
    assert s.units["8"] == {"de:inf": 8} and s.units["9"] == {"de:inf": 8}


def test_maximum_units_in_a_zone_games_of_ruleset_3_replay_the_move_that_cornered_them() -> None:
    s = _cornered()
    old = s.model_copy(update={"ruleset": "aa-dday/3"})
    cornered = apply_text(E, old, "axis", "move 8 inf from 10 to 9").state  # accepted, as it was then
    assert cornered.units["9"] == {"de:inf": 8}
    assert "done" not in [c.value for c in E.options(cornered, "axis", "")]  # the dead end it led to


def test_maximum_units_in_a_zone_settles_is_exact_on_a_swap_through_a_full_zone() -> None:
    # The limit is suspended while moving: two full zones may exchange units.
    s = axis_move({"32": "8 inf", "33": "8 inf", "16": "1 uk inf"})
    s = apply_text(E, s, "axis", "move 8 inf from 32 to 33").state  # 16 in zone 33 for now
    assert "move 8 inf from 33 to 32" in [c.value for c in E.options(s, "axis", "")]
    s = apply_text(E, s, "axis", "move 8 inf from 33 to 32").state
    s = apply_text(E, s, "axis", "done").state
    assert s.units["32"] == {"de:inf": 8} and s.units["33"] == {"de:inf": 8}


def test_maximum_units_in_a_zone_three_players_a_done_that_would_corner_the_other_power_is_refused() -> None:
    # Zone 8 gets a 9th U.S. unit; its only free way out, zone 9, is full of British units that may still move.
    s, _ = build_state(
        {"8": "8 us inf", "5": "1 us inf", "6": "8 us inf", "9": "8 uk inf", "40": "1 inf"},
        card=8, options={"players": "3"}, airfield=NO_AIR,
    )
    for text in ("move 1 us inf from 5 to 8", "move 8 us inf from 6 to 5"):
        s = apply_text(E, s, "us", text).state
    err = refused(s, "uk", "done")
    assert err.rule == "Maximum Units in a Zone" and "other Allied player" in str(err)
    assert "done" not in [c.value for c in E.options(s, "uk", "")]
    s = apply_text(E, s, "uk", "move 1 uk inf from 9 to 10").state
    s = apply_text(E, s, "uk", "done").state
    s = apply_text(E, s, "us", "move 1 us inf from 8 to 9").state
    assert s.units["8"] == {"us:inf": 8}
