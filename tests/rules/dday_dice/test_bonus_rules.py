"""The Atlantikwall bonus rules for any D-Day Dice game: Playing with Fire and Chaotic Supply."""

from __future__ import annotations

import pytest

from rules.core.errors import InvalidOptionError, RuleError
from rules.dday_dice import fire
from tests.rules.dday_dice.helpers import E, g_of, play, put, start
from tests.typed import apply_text


def test_playing_with_fire_one_soldier_per_explosion_over_the_safety_limit_in_phase_5():
    s = put(start(fire="on"), soldiers=10, items=("bazooka", "tnt", "gammon-bomb", "field-radio"))
    g = g_of(s)
    fire.phase5(g)
    assert g.unit("unit1").soldiers == 9
    s2 = put(start(fire="on"), soldiers=10, items=("bazooka", "tnt"))
    g2 = g_of(s2)
    fire.phase5(g2)
    assert g2.unit("unit1").soldiers == 10


def test_playing_with_fire_is_off_unless_chosen_and_refuses_bad_values():
    s = put(start(), soldiers=10, items=("bazooka", "tnt", "gammon-bomb", "bangalore-torpedo"))
    g = g_of(s)
    fire.phase5(g)
    assert g.unit("unit1").soldiers == 10
    with pytest.raises(InvalidOptionError):
        start(fire="maybe")


def test_chaotic_supply_two_decks_only_the_top_items_can_be_found():
    s = start(2, chaotic_supply="on")
    a, b = s.supply
    assert abs(len(a) - len(b)) <= 1 and sorted(a + b) == sorted(s.items_reserve)
    s = s.model_copy(update={"phase": 4})
    s = put(put(s, "unit1", ip=40, done=False), "unit2", done=True)
    finds = {c.value for c in E.options(s, "unit1") if c.value.startswith("find")}
    assert finds == {f"find {a[0]}", f"find {b[0]}"}
    other = next(i for i in s.items_reserve if i not in (a[0], b[0]))
    with pytest.raises(RuleError, match="Chaotic Supply"):
        apply_text(E, s, "unit1", f"find {other}")
    s, _ = play(s, "unit1", f"find {a[0]}", "done")
    assert s.supply[0] == a[1:] and a[0] in s.unit("unit1").items
    assert E.view(s, None).supply[0][0].id == a[1]


def test_chaotic_supply_an_empty_deck_leaves_the_other():
    s = start(1, chaotic_supply="on")
    s = s.model_copy(update={"supply": ((), s.supply[1]), "phase": 4})
    s = put(s, ip=40, done=False)
    finds = {c.value for c in E.options(s, "unit1") if c.value.startswith("find")}
    assert finds == {f"find {s.supply[1][0]}"}
