"""Campaign A, The Longest Day: each Raid rule the bot plays, by name; and the list of those it does not."""

from __future__ import annotations

from rules.dday_dice.combat import defence
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.overlord import campaign, raids
from rules.dday_dice.overlord.boards import board
from rules.dday_dice.state import Claim
from tests.rules.dday_dice.helpers import g_of, put, start
from tests.rules.dday_dice.helpers import raid_at as _raid
from tests.typed import apply_text


def test_cannon_fodder_six_more_soldiers_and_two_more_courage():
    s = start(9, campaign="a")
    for u in s.units:
        col = s.campaign.team_of(u.seat).column
        res = board(E.data(s), {"able": "dog-red", "baker": "omaha-beach", "charlie": "gold-beach"}[col]).start_resources
        assert (u.soldiers, u.courage) == (res.soldiers + 6, res.courage + 2)
    solo = start(1, campaign="a", solo="on")
    assert solo.unit("t2u1").soldiers == board(E.data(solo), "omaha-beach").start_resources.soldiers + 6


def test_beach_clean_up_last_units_to_take_the_bunker_earn_3_pp_once_a_team():
    s = start(9, campaign="a")
    for u in s.units:
        s = put(s, u.seat, status="conquered")
    c = s.campaign.model_copy(update={"conquests": (("t1u1", 4), ("t2u1", 9), ("t2u2", 9), ("t3u1", 9), ("t1u2", 8))})
    g = g_of(s.model_copy(update={"campaign": c}))
    lines = [x for x in raids.score_lines(g) if x.text.startswith("Beach Clean-up")]
    assert sorted((x.team, x.pp) for x in lines) == [(2, 3), (3, 3)]


def test_run_couriers_run_tokens_and_3_2_1_pp():
    s = _raid(start(9, campaign="a"), 1)
    assert sorted(t for t, k in s.campaign.raid_tokens if k == "courier") == ["A-15", "B-16", "C-16"]
    s = put(put(s, "t1u1", sector="B-16", soldiers=9), "t2u1", sector="B-16", soldiers=4)
    s = put(s, "t3u1", sector="A-15")
    g = g_of(s)
    raids.on_combat(g)
    lines = g.s.campaign.raid_lines
    assert [(x.seat, x.pp) for x in lines] in ([("t2u1", 3), ("t3u1", 2)], [("t3u1", 3), ("t2u1", 2)])
    assert [t for t, k in g.s.campaign.raid_tokens if k == "courier"] == ["C-16"]
    g.s = put(g.s, "t1u2", sector="C-16")
    raids.on_combat(g)
    assert g.s.campaign.raid_lines[-1].pp == 1
    assert not [t for t, k in g.s.campaign.raid_tokens if k == "courier"]


def test_run_couriers_run_medium_layout_has_no_able_courier():
    s = _raid(start(4, campaign="a"), 1)
    assert sorted(t for t, k in s.campaign.raid_tokens if k == "courier") == ["B-16", "C-16"]


def _tool_hold(s, seat):
    face = next(f for f, b in E.data(s).nations["us"].rwb.items() if b.name == "Special Find")
    return put(s, seat, claims=(Claim(face=face, option="hold", dice=(1, 3, 5)),))


def test_ammunition_crate_a_held_special_find_given_up_in_row_3_of_another_column():
    s = _raid(start(9, campaign="a"), 2)
    g = g_of(s)
    row3 = {col: next(x.id for x in g.map.sectors if x.row == 3 and x.id.startswith(col)) for col in "ABC"}
    s = _tool_hold(put(s, "t1u1", sector=row3["A"]), "t1u1")  # its own Column: no
    s = _tool_hold(put(s, "t2u1", sector=row3["A"]), "t2u1")  # Able is another Column for Team Baker
    g = g_of(s)
    raids.on_combat(g)
    assert [f for f in g.s.campaign.raid_flags if f.startswith("ammo")] == ["ammo:2"]
    assert g.s.unit("t2u1").claims[0].given_up and not g.s.unit("t1u1").claims[0].given_up


def test_synchronized_fire_bunkers_15_harder_until_every_sector_9_is_held_with_ammunition():
    s = _raid(start(9, campaign="a"), 2)
    c = s.campaign.model_copy(update={"raid_flags": ("ammo:1", "ammo:2", "ammo:3")})
    s = s.model_copy(update={"campaign": c})
    s = put(s, "t1u3", sector="B-B")
    g = g_of(s)
    before = defence(g, g.unit("t1u3"))
    s = put(put(put(s, "t1u1", sector="A-9"), "t2u1", sector="B-9"), "t3u1", sector="C-9")
    g = g_of(s)
    raids.on_combat(g)
    assert "barrage" in g.s.campaign.raid_flags
    assert defence(g, g.unit("t1u3")) == max(0, before - 15)


def test_synchronized_fire_needs_every_teams_ammunition():
    s = _raid(start(9, campaign="a"), 2)
    c = s.campaign.model_copy(update={"raid_flags": ("ammo:1", "ammo:2")})
    s = put(put(put(s.model_copy(update={"campaign": c}), "t1u1", sector="A-9"), "t2u1", sector="B-9"), "t3u1",
            sector="C-9")
    g = g_of(s)
    raids.on_combat(g)
    assert "barrage" not in g.s.campaign.raid_flags


def test_raid_rules_not_played_yet_are_named():
    assert raids.missing("a1") == []
    assert raids.missing("a1s") == []
    assert raids.missing("a2") == []
    assert raids.missing("a3") == []


def _after_a1(**specs):
    """Raid A-1 over (everyone conquered), with the Specialists each Unit had; now at A-2's first Phase 1."""
    s = start(4, campaign="a")
    for u in s.units:
        s = put(s, u.seat, status="conquered", specialists=specs.get(u.seat, ()))
    c = s.campaign.model_copy(update={"conquests": tuple((u.seat, 3) for u in s.units)})
    from rules.dday_dice import turn

    g = g_of(s.model_copy(update={"campaign": c}))
    campaign.check(g)
    turn.advance_game(g)
    return g.s


def test_combat_rations_keep_one_specialist_or_three_stars_and_5_soldiers_3_courage():
    from tests.rules.dday_dice.helpers import play

    s = _after_a1(t2u1=("medic", "marksman"), t2u2=("scout",))
    assert s.campaign.raid_id == "a2" and s.phase == 1
    vierville = board(E.data(s), "vierville-draw").start_resources
    assert (s.unit("t2u1").soldiers, s.unit("t2u1").courage) == (vierville.soldiers + 5, vierville.courage + 3)
    prompt = next(p for p in E.prompts(s) if p.seat == "t2u1")
    assert prompt.kind == "carry" and "medic, marksman" in prompt.text
    assert {c.value for c in E.options(s, "t2u1", "carry")} == {"carry none", "carry medic", "carry marksman"}
    s, _ = play(s, "t2u1", "carry marksman")
    u = s.unit("t2u1")
    assert u.specialists == ("captain", "marksman") and "marksman" not in s.ranking_reserve and "medic" in u.hand
    s, _ = play(s, "t2u2", "carry none")
    assert s.unit("t2u2").stars == s.unit("t3u1").stars + 3 and s.unit("t2u2").specialists == ()
    assert any(p.kind == "roll" for p in E.prompts(s) if p.seat == "t2u1")


def test_combat_rations_only_one_and_only_those_it_had():
    import pytest

    from rules.core.errors import RuleError

    s = _after_a1(t2u1=("medic", "colonel"))
    assert {c.value for c in E.options(s, "t2u1", "carry")} == {"carry none", "carry medic"}  # the Colonel is trapped
    for text in ("carry medic colonel", "carry colonel", "carry scout", "keep"):
        with pytest.raises(RuleError):
            apply_text(E, s, "t2u1", text)


def test_supply_depot_keeps_two_and_five_soldiers_two_courage():
    s = start(4, campaign="a")
    for u in s.units:
        s = put(s, u.seat, specialists=("medic", "scout", "engineer") if u.seat == "t3u1" else ())
    g = g_of(s)
    g.s = g.s.model_copy(update={"campaign": g.s.campaign.model_copy(update={"raid": 2})})
    campaign._prepare_raid(g, first=False)
    rec = next(x for x in g.s.campaign.carry if x.seat == "t3u1")
    assert rec.slots == 2 and rec.stars_each == 0
    res = board(E.data(g.s), "marefontaine-battery").start_resources
    assert (g.s.unit("t3u1").soldiers, g.s.unit("t3u1").courage) == (res.soldiers + 5, res.courage + 2)


def test_the_race_for_the_flame_thrower_cannot_be_found_and_the_first_on_a_red_token_gets_it():
    import pytest

    from rules.core.errors import RuleError

    s = _raid(start(9, campaign="a"), 2)
    assert "flame-thrower" not in s.items_reserve
    assert sorted(t for t, k in s.campaign.raid_tokens if k == "flame-thrower") == ["A-12", "B-12", "C-13"]
    s = put(s.model_copy(update={"phase": 4}), "t2u1", ip=40, done=False)
    with pytest.raises(RuleError, match="cannot be found in this Raid"):
        apply_text(E, s, "t2u1", "find flame-thrower")
    s = put(put(s, "t1u1", sector="A-12", soldiers=3), "t3u1", sector="C-13", soldiers=8)
    g = g_of(s)
    raids.on_combat(g)
    assert "flame-thrower" in g.s.unit("t1u1").items and "flame-thrower" not in g.s.unit("t3u1").items
    assert not any(k == "flame-thrower" for _, k in g.s.campaign.raid_tokens)


def test_the_mutual_admiration_society_a_rival_gains_the_cost_in_courage():
    import pytest

    from rules.core.errors import RuleError
    from tests.rules.dday_dice.helpers import play

    s = _raid(start(9, campaign="a"), 2)
    s = s.model_copy(update={"phase": 4, "campaign": s.campaign.model_copy(update={"carry": ()})})
    for u in s.units:
        s = put(s, u.seat, done=u.seat != "t1u1")
    s = put(s, "t1u1", stars=20)
    offered = {c.value for c in E.options(s, "t1u1", "rally colonel")}
    assert "rally colonel t2u1" in offered and "rally colonel t1u2" not in offered and "rally colonel" not in offered
    with pytest.raises(RuleError, match="name the rival Unit"):
        apply_text(E, s, "t1u1", "rally colonel")
    with pytest.raises(RuleError, match="name the rival Unit"):
        apply_text(E, s, "t1u1", "rally colonel t1u2")
    with pytest.raises(RuleError, match="name no Unit"):
        apply_text(E, s, "t1u1", "rally medic t2u1")
    courage = s.unit("t3u2").courage
    s, events = play(s, "t1u1", "rally colonel t3u2", "done")
    cost = E.data(s).specialists["colonel"].stars
    assert "colonel" in s.unit("t1u1").specialists and s.unit("t3u2").courage == courage + cost
    assert any("Mutual Admiration Society" in e.text for e in events)


def test_the_mutual_admiration_society_only_in_raid_a3():
    import pytest

    from rules.core.errors import RuleError

    s = start(9, campaign="a")
    s = s.model_copy(update={"phase": 4})
    for u in s.units:
        s = put(s, u.seat, done=u.seat != "t1u1")
    s = put(s, "t1u1", stars=20)
    assert "rally colonel" in {c.value for c in E.options(s, "t1u1", "rally colonel")}
    with pytest.raises(RuleError, match="name no Unit"):
        apply_text(E, s, "t1u1", "rally colonel t2u1")
