"""Raid C-2S, SUSFU (solo): Colonel von Kraut, Halt! Password! (solo version), Alarm Signal."""

from __future__ import annotations

import pytest

from rules.core.errors import RuleError
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.notation import format_action
from rules.dday_dice.overlord import campaign, raids
from rules.dday_dice.overlord import raid_c2_solo as C
from rules.dday_dice.state import Die
from tests.rules.dday_dice.helpers import g_of, play, put, start
from tests.rules.dday_dice.helpers import raid_at as _raid

COLOURS = ("red", "red", "white", "white", "blue", "blue")


def _c2s():
    s = _raid(start(1, campaign="c", solo="on"), 1)
    assert s.campaign.raid_id == "c2s"
    return s, s.units[0].seat


def _colonel(s) -> str:
    return next(x for x, k in s.campaign.raid_tokens if k == "colonel")


def _only(s, phase):
    return put(s.model_copy(update={"phase": phase}), s.units[0].seat, done=False)


def test_colonel_von_kraut_solo_third_row_of_another_column_captured_on_arrival():
    s, seat = _c2s()
    spot = _colonel(s)
    g = g_of(s)
    assert g.map.sector(spot).row == 3 and not spot.startswith("B")
    g.s = put(g.s, seat, sector=spot)
    raids.on_arrive(g, seat)
    pw = C.passwords(g)
    assert sorted(pw) == sorted(c for c in ("able", "baker", "charlie") if c[0].upper() != spot[0])
    assert all(len(d) == 6 for d in pw.values())
    assert not [k for _, k in g.s.campaign.raid_tokens if k == "colonel"]


def _captured(s, seat, baker, other):
    g = g_of(s)
    col = "charlie" if _colonel(s).startswith("A") else "able"
    C._add(g, "spw:baker:" + ",".join(f"{f}/{c}" for f, c in zip(baker, COLOURS)))
    C._add(g, f"spw:{col}:" + ",".join(f"{f}/{c}" for f, c in zip(other, COLOURS)))
    return g.s


def test_halt_password_solo_face_and_colour_3_def_a_die_left():
    s, seat = _c2s()
    s = _captured(s, seat, ("star", "star", "courage", "tool", "skull", "soldier1"), ("soldier2",) + ("star",) * 5)
    g = g_of(s)
    assert "impregnable" in campaign.bunker_refusal(g, g.unit(seat), "B-B")
    tally = tuple(Die(colour=c, face=f) for c, f in zip(COLOURS, ("star", "courage", "courage", "tool", "skull",
                                                                  "skull")))
    s = _only(put(s, seat, sector="B-8", dice=tally), 2)
    with pytest.raises(RuleError, match="Sector 9"):
        play(s, seat, "password")
    s = put(s, seat, sector="B-9")
    assert "password" in {format_action(a) for a in E.legal(s, seat)}
    s, _ = play(s, seat, "password")
    g = g_of(s)
    # red: star of 2 stars; white: courage and tool both; blue: one skull -> 4
    assert C.given(g) == ("baker", 4)
    assert raids.defence_change(g, put(s, seat, sector="B-B").unit(seat)) == 6
    other = "charlie" if _colonel(s).startswith("A") else "able"
    assert "Column Baker" in campaign.bunker_refusal(g, g.unit(seat), f"{other[0].upper()}-B")


def test_alarm_signal_costs_to_enter_the_bunker():
    s, seat = _c2s()
    s = _captured(s, seat, ("star",) * 6, ("soldier2", "star", "courage", "tool", "skull", "soldier1"))
    g = g_of(s)
    C._add(g, "sgiven:baker:2")
    assert C.alarm(g) == {"soldiers": 3, "stars": 1, "courage": 1, "items": 1, "specialists": 1}
    u = put(g.s, seat, sector="B-9", items=(), specialists=("medic",), courage=10, stars=5, soldiers=10).unit(seat)
    assert "you lack 1 items" in raids.enter_refusal(g, u, "B-B")
    g.s = put(g.s, seat, sector="B-B", items=("binoculars",), specialists=("medic",), courage=10, stars=5, soldiers=10)
    raids.on_arrive(g, seat)
    u = g.unit(seat)
    assert (u.soldiers, u.stars, u.courage, u.items, u.specialists) == (7, 4, 9, (), ())


def test_halt_password_solo_binoculars_turn_a_password_die_colour_kept():
    s, seat = _c2s()
    s = _captured(s, seat, ("star",) * 6, ("tool",) * 6)
    s = _only(put(s, seat, items=("binoculars",), medals=("war-medal",)), 4)
    offered = {format_action(a) for a in E.legal(s, seat)}
    assert "retune binoculars b2 skull" in offered and "retune war-medal b2 skull" in offered
    s, _ = play(s, seat, "retune war-medal b2 skull")
    assert C.passwords(g_of(s))["baker"][1] == ("skull", "red")
    assert "war-medal" in s.unit(seat).used_medals
    with pytest.raises(RuleError, match="Column's letter"):
        play(s, seat, "retune binoculars z2 skull")
