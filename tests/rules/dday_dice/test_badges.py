"""Module 3: Badges: Battle Cry's extra option, single use, kept, traded, one a turn, reshuffled; the German's
Courage per Badge; the Honour, Courage and Assistance variants; the Military Medic Badge."""

from __future__ import annotations

import pytest

from rules.core.errors import InvalidOptionError, RuleError
from rules.dday_dice import badges as B
from rules.dday_dice import victory
from tests.rules.dday_dice.aw_helpers import aw, gdice
from tests.rules.dday_dice.helpers import E, g_of, play, put, start
from tests.typed import apply_text

BATTLE_CRY = ("red-courage", "white-courage", "blue-courage", "red-s1", "white-tool", "blue-s2")


def _phase2(s, dice=BATTLE_CRY, seat="unit1"):
    s = s.model_copy(update={"phase": 2})
    for u in s.units:
        s = put(s, u.seat, done=True)
    if s.german is not None:
        s = s.model_copy(update={"german": s.german.model_copy(update={"done": True})})
    return put(s, seat, dice=gdice(*dice), done=False)


def _top(s, *ids):
    deck = tuple(ids) + tuple(x for x in s.badges.deck if x not in ids)
    return s.model_copy(update={"badges": s.badges.model_copy(update={"deck": deck})})


def test_badges_battle_cry_may_draw_a_badge_instead_of_its_other_options():
    s = _top(_phase2(start(badges="on")), "badge-2")
    assert "rwb courage badge" in {c.value for c in E.options(s, "unit1")}
    s, _ = play(s, "unit1", "rwb courage badge")
    assert s.unit("unit1").badges == ("badge-2",) and not s.unit("unit1").flags.free_advance
    assert "rwb courage badge" not in {c.value for c in E.options(_phase2(start()), "unit1")}


def test_badges_single_use_kept_until_used_then_discarded():
    s = put(start(badges="on").model_copy(update={"phase": 4}), badges=("badge-2",), soldiers=3, done=False)
    s, _ = play(s, "unit1", "use badge-2")
    assert s.unit("unit1").soldiers == 7 and s.unit("unit1").badges == () and s.badges.discard == ("badge-2",)


def test_badges_one_per_unit_per_turn():
    s = _phase2(start(badges="on"), dice=BATTLE_CRY)
    g = g_of(s)
    B.draw(g, "unit1", "test")
    assert not B.can_draw(g, g.unit("unit1"))
    assert "rwb courage badge" not in {c.value for c in E.options(g.s, "unit1")}


def test_a_second_badge_in_one_turn_is_refused_with_a_message_that_says_so():
    s = _phase2(start(badges="on"), dice=BATTLE_CRY)
    g = g_of(s)
    B.draw(g, "unit1", "test")
    with pytest.raises(RuleError) as refused:
        apply_text(E, g.s, "unit1", "rwb courage badge")
    assert "already drew a Badge this turn" in str(refused.value) and "at most one Badge a turn" in str(refused.value)
    assert "options are" not in str(refused.value)
    s = start(badges="on", badge_variant="courage").model_copy(update={"phase": 4})
    s, _ = play(put(s, courage=4, stars=4, done=False), "unit1", "badge")
    with pytest.raises(RuleError) as refused:
        apply_text(E, s, "unit1", "badge")
    assert "already drew a Badge this turn" in str(refused.value)


def test_badges_deck_reshuffles_its_discard_pile():
    s = start(badges="on")
    s = s.model_copy(update={"badges": s.badges.model_copy(update={"deck": (), "discard": ("badge-3",)})})
    g = g_of(s)
    B.draw(g, "unit1", "test")
    assert g.unit("unit1").badges == ("badge-3",) and any(e.kind == "badges_reshuffled" for e in g.events)


def test_badges_are_traded_between_units_in_the_same_sector():
    s = start(2, badges="on").model_copy(update={"phase": 4})
    s = put(put(s, "unit1", badges=("badge-4",), done=False), "unit2", done=False)
    s, _ = play(s, "unit1", "give unit2 badge-4")
    assert s.unit("unit2").badges == ("badge-4",) and s.unit("unit1").badges == ()


def test_badges_the_german_gains_1_courage_per_badge_drawn_3_with_honour():
    g = g_of(aw(1, badges="on"))
    before = g.s.german.courage
    B.draw(g, "unit1", "test")
    assert g.s.german.courage == before + 1
    g = g_of(aw(1, badges="on", badge_variant="honour"))
    B.draw(g, "unit1", "test")
    assert g.s.german.courage == before + 3


def test_honour_badges_are_permanent_and_cost_victory_points():
    s = start(badges="on", badge_variant="honour", victory_points="on").model_copy(update={"phase": 4})
    s = put(s, badges=("badge-2",), soldiers=3, done=False)
    s, _ = play(s, "unit1", "use badge-2")
    assert s.unit("unit1").badges == ("badge-2",) and s.unit("unit1").soldiers == 7
    with pytest.raises(RuleError):
        apply_text(E, s, "unit1", "use badge-2")
    g = g_of(s)
    B.draw(g, "unit1", "test")
    without = victory.score(g) + 10
    assert B.vp_penalty(g) == 10 and victory.score(g) == without - 10


def test_courage_badge_buy_one_in_phase_4():
    s = start(badges="on", badge_variant="courage").model_copy(update={"phase": 4})
    s = put(s, courage=2, stars=1, done=False)
    s, _ = play(s, "unit1", "badge")
    assert len(s.unit("unit1").badges) == 1 and s.unit("unit1").courage == 1 and s.unit("unit1").stars == 0
    with pytest.raises(RuleError):
        apply_text(E, s, "unit1", "badge")


def test_assistance_badge_every_unit_starts_with_one():
    s = start(2, badges="on", badge_variant="assistance")
    assert all(len(u.badges) == 1 for u in s.units)


def test_military_medic_badge_an_ultimate_gift_with_two_colours():
    dice = ("red-skull", "white-skull", "white-skull", "red-s1", "white-tool", "blue-s2")
    s = put(_phase2(start(badges="on"), dice=dice), badges=("military-medic",))
    assert "skull" in {c.value.split()[1] for c in E.options(s, "unit1") if c.value.startswith("rwb")}
    s, _ = play(s, "unit1", "rwb skull specialist")
    assert s.unit("unit1").badges == () and s.badges.discard == ("military-medic",)


def test_badge_options_are_validated():
    with pytest.raises(InvalidOptionError):
        start(badge_variant="honour")
    with pytest.raises(InvalidOptionError):
        start(badges="on", badge_variant="gold")
