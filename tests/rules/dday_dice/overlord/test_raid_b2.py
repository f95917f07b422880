"""Campaign B, Raid B-2 and B-2S: each Raid rule the bot plays, by name."""

from __future__ import annotations

import pytest

from rules.core.errors import IllegalActionError
from rules.dday_dice import items, rally
from rules.dday_dice.actions import RaidOrder
from rules.dday_dice.advance import check_move
from rules.dday_dice.context import Working
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.overlord import campaign, leap_toward_tonga, raids
from rules.dday_dice.state import TurnFlags
from rules.dday_dice.turn import advance_game
from tests.rules.dday_dice.helpers import g_of, play, put, start


def _to_raid_2(s, bunkers: dict[str, str] | None = None) -> Working:
    """End Raid 1: every Unit takes its Column's Bunker (or the one given), then the campaign moves on."""
    for u in s.units:
        b = (bunkers or {}).get(u.seat, u.sector.split("-")[0] + "-B")
        s = put(s, u.seat, status="conquered", sector=b, bunker=b)
    g = g_of(s)
    campaign.check(g)
    assert g.s.campaign.raid == 1
    return g


def test_ground_start_able_on_1_baker_nearer_its_raid_1_bunker_charlie_chooses_2_or_3():
    g = _to_raid_2(start(9, campaign="b"))
    where = {u.seat: u.sector for u in g.s.units}
    assert {where[s] for s in ("t1u1", "t1u2", "t1u3")} == {"A-1"}
    assert {where[s] for s in ("t2u1", "t2u2", "t2u3")} == {"B-1"}
    assert g.s.campaign.bunkers_taken[:3] == (("t1u1", "A-B"), ("t1u2", "A-B"), ("t1u3", "A-B"))
    advance_game(g)
    s = g.s
    for seat in ("t3u1", "t3u2", "t3u3"):
        offered = [x for x in E.legal(s, seat) if x.kind == "raid"]
        assert [(x.verb, x.args) for x in offered] == [("land", ("C-2",)), ("land", ("C-3",))]
    with pytest.raises(IllegalActionError, match="first: 'land SECTOR'"):
        play(s, "t3u1", "keep")
    with pytest.raises(IllegalActionError, match="Team Charlie"):
        play(s, "t1u1", "land C-3")
    s, _ = play(s, "t3u1", "land C-3")
    assert s.unit("t3u1").sector == "C-3" and s.unit("t3u1").visited == ("C-3",)
    assert not [x for x in E.legal(s, "t3u1") if x.kind == "raid" and x.verb == "land"]
    with pytest.raises(IllegalActionError):
        play(s, "t3u1", "land C-2")


def test_ground_start_solo_the_starting_sector_closest_to_the_raid_1_bunker():
    for bunker, expected in (("A-B", "A-1"), ("B-B", "B-1"), ("C-B", "C-2")):
        g = _to_raid_2(start(1, campaign="b", solo="on"), {"t2u1": bunker})
        assert g.s.unit("t2u1").sector == expected, bunker


def test_jacket_and_pills_found_only_for_free_in_their_sectors_once_a_game():
    g = _to_raid_2(start(9, campaign="b"))
    g.s = put(put(g.s.model_copy(update={"phase": 4}), "t2u1", sector="B-14", ip=30, flags=TurnFlags()),
              "t2u2", sector="B-14", ip=30)
    u = g.unit("t2u1")
    from rules.dday_dice.overlord import reserves
    assert "command-jacket" in reserves.pool(g.s, g.d, "t2u1", "items")
    assert raids.find_refusal(g, u, "command-jacket")
    assert "command-jacket" not in items.find_choices(g, u) and "amphetamines" not in items.find_choices(g, u)
    assert [(o.verb, o.args) for o in raids.legal_orders(g, u) if o.verb != "promote"] == [("collect", ("command-jacket",))]
    raids.apply_order(g, "t2u1", RaidOrder(verb="collect", args=("command-jacket",)), "collect command-jacket")
    rally.resolve_orders(g)
    assert "command-jacket" in g.unit("t2u1").items and g.unit("t2u1").ip == 30
    assert not [o for o in raids.legal_orders(g, g.unit("t2u2")) if o.verb != "promote"]
    with pytest.raises(IllegalActionError, match="one per game"):
        raids.apply_order(g, "t2u2", RaidOrder(verb="collect", args=("command-jacket",)), "collect command-jacket")
    with pytest.raises(IllegalActionError, match="Merville"):
        raids.apply_order(g, "t2u2", RaidOrder(verb="collect", args=("amphetamines",)), "collect amphetamines")
    g.s = put(g.s, "t1u1", sector="A-6")
    assert [(o.verb, o.args) for o in raids.legal_orders(g, g.unit("t1u1"))] == [("collect", ("amphetamines",))]


def test_tonga_tonga_tonga_every_unit_takes_bakers_bunker_alone_and_the_barriers_above_10_hold():
    g = _to_raid_2(start(9, campaign="b"))
    able = g.unit("t1u1")
    assert raids.objective_refusal(g, able, "A-B") and raids.objective_refusal(g, able, "C-B")
    assert raids.objective_refusal(g, able, "B-B") is None
    assert not raids.bunker_helpers(g)
    assert raids.bunker_helpers(g_of(start(9, campaign="b")))
    g.s = put(g.s, "t1u1", sector="A-14", courage=10)
    assert not isinstance(check_move(g, g.unit("t1u1"), "B-B"), str)
    g.s = put(g.s, "t1u1", sector="B-10", courage=10, flags=TurnFlags(cross_barrier=True))
    why = check_move(g, g.unit("t1u1"), "B-12")
    assert isinstance(why, str) and "Barriers above" in why
    g.s = put(g.s, "t1u1", sector="B-9")
    assert not isinstance(check_move(g, g.unit("t1u1"), "B-12"), str)


def test_minophobia_team_baker_never_crosses_land_mines_but_goes_round_them():
    g = _to_raid_2(start(9, campaign="b"))
    g.s = put(put(g.s, "t2u1", sector="B-14", courage=10), "t1u1", sector="B-14", courage=10)
    why = check_move(g, g.unit("t2u1"), "B-B")
    assert isinstance(why, str) and why.startswith("Minophobia")
    assert not isinstance(check_move(g, g.unit("t1u1"), "B-B"), str)
    for side in ("A-14", "C-14"):
        g.s = put(g.s, "t2u1", sector=side)
        assert not isinstance(check_move(g, g.unit("t2u1"), "B-B"), str)


def test_leap_toward_tonga_able_or_charlie_bunker_first_then_bakers():
    g = _to_raid_2(start(1, campaign="b", solo="on"), {"t2u1": "B-B"})
    u = g.unit("t2u1")
    assert raids.objective_refusal(g, u, "B-B") and raids.objective_refusal(g, u, "A-B") is None
    g.s = put(g.s, "t2u1", sector="A-B", courage=10, status="conquered", bunker="A-B")
    raids.on_conquered(g, "t2u1")
    u = g.unit("t2u1")
    assert (u.status, u.bunker, leap_toward_tonga.first_taken(g)) == ("active", None, "A-B")
    assert raids.objective_refusal(g, u, "C-B") and raids.objective_refusal(g, u, "B-B") is None
    assert check_move(g, u, "B-B")[0] == 4
    lines = [x for x in raids.score_lines(g) if x.text.endswith("the first)")]
    assert [x.pp for x in lines] == [5]
    campaign.check(g)
    assert g.s.outcome is None
    g.s = put(g.s, "t2u1", sector="B-B", status="conquered", bunker="B-B")
    raids.on_conquered(g, "t2u1")
    assert g.unit("t2u1").status == "conquered"
    campaign.check(g)
    assert g.s.outcome is not None


def test_jacket_and_pills_with_chaotic_supply_they_never_block_a_deck():
    s = start(4, campaign="b", chaotic_supply="on")  # one reserve: Chaotic Supply is refused with several
    g = _to_raid_2(s)
    g.s = g.s.model_copy(update={"supply": (("command-jacket", "medic-kit"), ("amphetamines",))})
    raids.on_phase(g, 2)
    assert g.s.supply == (("medic-kit",), ())


def test_tonga_tonga_tonga_a_conqueror_leaves_no_specialist_to_help_in_a_real_fight():
    from rules.dday_dice.combat import fight

    g = _to_raid_2(start(4, campaign="b"))
    for u in g.s.units[1:]:
        g.s = put(g.s, u.seat, status="eliminated")
    g.s = put(g.s.model_copy(update={"phase": 6}), "t1u1", sector="B-B", soldiers=100, specialists=("medic",),
              flags=TurnFlags(ignore_mgf=True))
    fight(g)
    assert g.unit("t1u1").status == "conquered"
    assert g.s.bunker_pool.get("B-B", ()) == ()
    assert not [e for e in g.events if e.kind == "conquered" and "help the others" in e.text]


def test_leap_toward_tonga_the_first_bunker_fought_keeps_the_unit_in_the_raid():
    from rules.dday_dice.combat import fight

    g = _to_raid_2(start(1, campaign="b", solo="on"), {"t2u1": "B-B"})
    g.s = put(g.s.model_copy(update={"phase": 6}), "t2u1", sector="C-B", soldiers=100, courage=1,
              flags=TurnFlags(ignore_mgf=True))
    fight(g)
    campaign.check(g)
    u = g.unit("t2u1")
    assert (u.status, leap_toward_tonga.first_taken(g), g.s.outcome) == ("active", "C-B", None)
    why = check_move(g, u, "B-B")
    assert isinstance(why, str) and "costs 4 Courage" in why  # the leap is an Advance, paid as usual
    g.s = put(g.s, "t2u1", courage=5)
    assert check_move(g, g.unit("t2u1"), "B-B")[0] == 4
    assert isinstance(check_move(g, g.unit("t2u1"), "C-14"), str)  # no going back down


def test_ground_start_in_a_blitzkrieg_counts_from_the_raid_1_boards():
    s = start(6, blitzkrieg="b2", teams="3")
    where = {u.seat: u.sector for u in s.units}
    cols = {t.column: t.seats for t in s.campaign.teams}
    assert {where[x] for x in cols.get("able", ())} <= {"A-1"}
    assert {where[x] for x in cols.get("baker", ())} <= {"B-1"}
    assert {where[x] for x in cols.get("charlie", ())} <= {"C-2"}
    assert "baker" in cols


def test_ground_start_the_bot_policy_answers_an_owed_land_order():
    from rules.dday_dice.policy import choose

    g = _to_raid_2(start(4, campaign="b"))
    advance_game(g)
    s = g.s
    for seat in ("t3u1", "t3u2"):
        if [x for x in E.legal(s, seat) if x.kind == "carry"]:
            s, _ = play(s, seat, choose(E, s, seat))
        text = choose(E, s, seat)
        assert text.startswith("land C-")
        s, _ = play(s, seat, text)
