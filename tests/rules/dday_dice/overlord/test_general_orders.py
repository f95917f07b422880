"""Overlord General Orders, one test (or more) per rule, named after it."""

from __future__ import annotations

import pytest

from rules.dday_dice.campaign_state import RaidScore
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.maps import neighbours
from rules.dday_dice.overlord import campaign
from rules.dday_dice.rally import resolve_orders
from rules.dday_dice.state import Order
from tests.rules.dday_dice.helpers import g_of, play, put, start
from tests.typed import apply_text


def test_mulligan_tokens_three_each_spent_to_reroll_the_first_roll():
    s = start(2, campaign="a", script=(1,) * 40)
    assert [u.mulligan_tokens for u in s.units] == [3, 3]
    assert "mulligan" in [c.value for c in E.options(s, "t2u1", "")]
    soldiers = s.unit("t2u1").soldiers
    s, events = play(s, "t2u1", "mulligan")
    u = s.unit("t2u1")
    assert u.mulligan_tokens == 2 and u.soldiers == soldiers and u.mulligan
    assert "discarded a Mulligan token (2 left)" in events[0].text
    assert "mulligan" not in [c.value for c in E.options(s, "t2u1", "")]


def test_mulligan_tokens_none_left_is_refused():
    s = put(start(2, campaign="a"), "t2u1", mulligan_tokens=0)
    with pytest.raises(Exception, match="no Mulligan token left"):
        apply_text(E, s, "t2u1", "mulligan")


def test_mulligan_tokens_exclusive_with_the_soldier_mulligan():
    s = start(2, campaign="a", mulligan="on")
    assert [u.mulligan_tokens for u in s.units] == [0, 0]
    soldiers = s.unit("t2u1").soldiers
    s, _ = play(put(s, "t2u1", soldiers=soldiers + 5), "t2u1", "mulligan")
    assert s.unit("t2u1").soldiers == soldiers + 5 - int(E.data(s).rule("mulligan_cost"))
    g = g_of(s)
    for u in s.units:
        g.update(u.seat, status="eliminated")
    campaign.check(g)
    assert not any("Mulligan" in x.text for x in g.s.campaign.scores[0].lines)


def test_mulligan_tokens_kept_from_raid_to_raid_and_most_left_earns_2_pp():
    s = put(start(2, campaign="a"), "t2u1", mulligan_tokens=1)
    g = g_of(s)
    for u in s.units:
        g.update(u.seat, status="eliminated")
    campaign.check(g)
    lines = [x for x in g.s.campaign.scores[0].lines if "Mulligan" in x.text]
    assert [(x.team, x.pp) for x in lines] == [(3, 2)]
    assert g.s.unit("t2u1").mulligan_tokens == 1 and g.s.unit("t3u1").mulligan_tokens == 3


def _orders(s, seat, what):
    return put(s, seat, orders=(Order(kind="rally", what=what, paid=3),), stars=0)


def test_tie_break_fewest_soldiers_then_team_pp_then_courage_then_stars_then_a_roll():
    base = start(4, campaign="a")
    s = _orders(_orders(base, "t2u1", "colonel"), "t3u1", "colonel")
    s = s.model_copy(update={"ranking_reserve": ("colonel",), "phase": 4})
    # Team PP: Baker leads, so Charlie (fewer PP) wins the tie at equal Soldiers
    c = s.campaign.model_copy(update={"scores": (RaidScore(raid="a1", lines=(), totals=(4, 1)),)})
    s = put(put(s.model_copy(update={"campaign": c}), "t2u1", soldiers=5, courage=0), "t3u1", soldiers=5, courage=9)
    g = g_of(s)
    resolve_orders(g)
    assert "colonel" in g.s.unit("t3u1").specialists and g.s.unit("t2u1").stars == 3
    # fewer Soldiers beats fewer Team PP
    g = g_of(put(s, "t2u1", soldiers=4))
    resolve_orders(g)
    assert "colonel" in g.s.unit("t2u1").specialists
    # equal Team PP: least Courage, then fewest Stars
    even = s.model_copy(update={"campaign": s.campaign.model_copy(update={"scores": ()})})
    g = g_of(even)
    resolve_orders(g)
    assert "colonel" in g.s.unit("t2u1").specialists
    g = g_of(put(put(even, "t3u1", courage=0, stars=0), "t2u1", stars=2))
    resolve_orders(g)
    assert "colonel" in g.s.unit("t3u1").specialists


def test_tie_break_ends_with_a_die_roll():
    s = start(4, campaign="a")
    s = _orders(_orders(s, "t2u1", "colonel"), "t3u1", "colonel")
    s = put(put(s, "t2u1", soldiers=5, courage=0), "t3u1", soldiers=5, courage=0)
    s = s.model_copy(update={"ranking_reserve": ("colonel",), "phase": 4,
                             "dice": s.dice.model_copy(update={"script": (2, 6)})})
    g = g_of(s)
    resolve_orders(g)
    assert "colonel" in g.s.unit("t3u1").specialists
    assert any(e.kind == "tie_roll" for e in g.events)


def test_all_units_means_the_units_of_your_own_team():
    from rules.dday_dice.effects import gains

    s = start(4, campaign="a")
    g = g_of(s)
    gains(g, "t2u1", E.data(s).medals["bronze-star"].effect, "Bronze Star")
    assert [g.s.unit(x).stay_bonus for x in ("t2u1", "t2u2", "t3u1", "t3u2")] == [1, 1, 0, 0]
    assert any("every Unit of Team Baker" in e.text for e in g.events)


def test_another_unit_may_be_a_unit_of_any_team():
    from rules.dday_dice.notation import parse_action

    a = parse_action("use gallantry-medal red-star blue-star t3u1:white-skull")
    assert a.target == "t3u1"


def _battle_cry(s, seat):
    """Give ``seat`` a red, white and blue Courage in Phase 2."""
    from rules.dday_dice.state import Die

    dice = tuple(Die(colour=c, face=f) for c, f in (("red", "courage"), ("red", "soldier1"), ("white", "courage"),
                                                     ("white", "soldier1"), ("blue", "courage"), ("blue", "soldier1")))
    s = s.model_copy(update={"phase": 2})
    for u in s.units:
        s = put(s, u.seat, done=u.seat != seat)
    return put(s, seat, dice=dice, rolls=1, done=False)


def test_battle_cry_call_for_help_puts_the_unit_in_safety_for_5_pp_less():
    s = _battle_cry(start(4, campaign="a"), "t2u1")
    labels = {c.value: c.label for c in E.options(s, "t2u1", "rwb courage")}
    assert "Call for Help" in labels["rwb courage help"]
    s, events = play(s, "t2u1", "rwb courage help")
    assert s.unit("t2u1").status == "safe"
    assert any(e.kind == "call_for_help" for e in events)
    g = g_of(s)
    for u in s.units:
        if u.seat != "t2u1":
            g.update(u.seat, status="eliminated")
    campaign.check(g)
    lines = [x for x in g.s.campaign.scores[0].lines if x.seat == "t2u1"]
    assert any(x.pp == -5 and "Call for Help" in x.text for x in lines)


def test_battle_cry_call_for_help_only_in_a_campaign():
    from tests.rules.dday_dice.helpers import start as base_start

    s = _battle_cry(base_start(1), "unit1")
    assert "rwb courage help" not in [c.value for c in E.options(s, "unit1", "rwb courage")]
    with pytest.raises(Exception, match="options are"):
        apply_text(E, s, "unit1", "rwb courage help")


def _at_mont_fleury(**changes):
    """Team Charlie's Unit 1 in Sector 10 of the Mont Fleury Battery (Raid A-2, Column Charlie)."""
    s = start(9, campaign="a")
    c = s.campaign.model_copy(update={"raid": 1})
    s = s.model_copy(update={"campaign": c, "map_id": "raid-a2", "phase": 5})
    s = put(s, "t3u1", sector="C-10", visited=("C-10",), courage=20, marker=3, done=False, **changes)
    g = g_of(s)
    up = next(n for n, e in neighbours(g.map, "C-10") if e.barrier == ("C-10",))
    return s, up


def test_mont_fleury_note_trench_needs_a_temporary_bridge():
    from rules.dday_dice.advance import check_move

    s, up = _at_mont_fleury(items=("wire-cutters",))
    g = g_of(s)
    assert "temporary bridge" in check_move(g, g.unit("t3u1"), up)


@pytest.mark.parametrize(("changes", "gone"), [
    ({"specialists": ("engineer",)}, "sacrificed its Engineer"),
    ({"items": ("rope-ladder",)}, "used its Rope Ladder"),
])
def test_mont_fleury_note_bridge_by_engineer_or_rope_ladder(changes, gone):
    s, up = _at_mont_fleury(**changes)
    s, events = play(s, "t3u1", f"move {up}")
    u = s.unit("t3u1")
    assert u.sector == up and any(gone in e.text for e in events)
    assert "engineer" not in u.specialists and "rope-ladder" not in u.items


def test_mont_fleury_note_a_rope_ladder_used_before_the_move_still_bridges_the_trench():
    s, up = _at_mont_fleury(items=("rope-ladder",))
    s, _ = play(s, "t3u1", "use rope-ladder")  # spent first: the move must not then be refused
    assert "rope-ladder" in s.unit("t3u1").used_items and f"move {up}" in {c.value for c in E.options(s, "t3u1", "")}
    s, events = play(s, "t3u1", f"move {up}")
    assert s.unit("t3u1").sector == up and any("climbs the Rope Ladder it used this turn" in e.text for e in events)


def test_mont_fleury_note_bridge_by_a_held_leadership_bonus():
    from rules.dday_dice.state import Claim

    star = next(f for f, b in E.data(start(1)).nations["us"].rwb.items() if b.name == "Leadership")
    s, up = _at_mont_fleury(claims=(Claim(face=star, option="hold", dice=(1, 3, 5)),), specialists=("engineer",))
    s, events = play(s, "t3u1", f"move {up}")
    u = s.unit("t3u1")
    assert u.claims[0].given_up and "engineer" in u.specialists
    assert any("gave up its held Leadership bonus" in e.text for e in events)


def test_tie_break_a_roll_between_level_units_on_one_token():
    from rules.dday_dice.overlord import tie_break

    s = start(4, campaign="a")
    s = put(put(s, "t2u1", soldiers=5, courage=0, stars=0), "t3u1", soldiers=5, courage=0, stars=0)
    s = s.model_copy(update={"dice": s.dice.model_copy(update={"script": (1, 4)})})
    g = g_of(s)
    first = tie_break.order(g, [g.unit("t2u1"), g.unit("t3u1")], same_thing=True)[0]
    assert first.seat == "t3u1" and any(e.kind == "tie_roll" for e in g.events)


def test_victoria_cross_a_single_unit_team_may_redraw_it_privately():
    s = start(2, campaign="a")  # two Teams of one Unit
    s = put(s, "t2u1", medals=("victoria-cross",))
    s = s.model_copy(update={"medal_deck": tuple(m for m in s.medal_deck if m != "victoria-cross")})
    assert "redraw victoria-cross" in {c.value for c in E.options(s, "t2u1", "redraw")}
    public = [c.value for p in E.prompts(s) for c in p.choices]
    assert "redraw victoria-cross" not in public
    s, events = play(s, "t2u1", "redraw victoria-cross")
    u = s.unit("t2u1")
    assert "victoria-cross" not in u.medals and len(u.medals) == 1
    assert any(e.kind == "victoria_cross" for e in events)


def test_victoria_cross_not_for_a_unit_with_teammates():
    s = put(start(4, campaign="a"), "t2u1", medals=("victoria-cross",))
    assert "redraw victoria-cross" not in {c.value for c in E.options(s, "t2u1", "")}
    with pytest.raises(Exception, match="alone in its Team"):
        apply_text(E, s, "t2u1", "redraw victoria-cross")
