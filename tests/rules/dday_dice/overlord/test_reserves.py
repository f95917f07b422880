"""Reserves (Overlord, "Taking Up Duty"): one shared reserve for 1-4 players, one per Team from 5 players on.

The tests are named after the rulebook's two examples and the rules around them.
"""

from __future__ import annotations

import pytest

from rules.core.errors import RuleError
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.losses import lose_specialists
from rules.dday_dice.overlord import campaign, reserves
from rules.dday_dice.overlord.boards import board
from rules.dday_dice.rally import resolve_orders
from tests.rules.dday_dice.helpers import play, put, start
from tests.typed import apply_text

THREE_PLAYER_ITEMS = ("grappling-hook", "rope-ladder")  # the player-count symbol 3


def _phase4(s, *seats, **changes):
    s = s.model_copy(update={"phase": 4})
    for u in s.units:
        s = put(s, u.seat, done=u.seat not in seats, **changes)
    return s


def _options(s, seat, kind):
    return {c.value for c in E.options(s, seat, kind)}


def _settle(s):
    g = E.working(s)
    resolve_orders(g)
    return g.s


def _reserve(s, column):
    team = next(t for t in s.campaign.teams if t.column == column)
    return reserves.own(s, team.seats[0])


def test_the_start_message_says_how_the_reserves_work():
    for players, teams, text in ((4, "auto", "one reserve shared by every Team"), (7, "2", "draws from both"),
                                 (7, "3", "draws from its own only")):
        opts = {"campaign": "a", "players": str(players), "teams": teams}
        _, events = E.initial_state(E.seats_for(opts), opts, 1)
        assert text in next(e.text for e in events if e.kind == "setup")


def test_one_to_four_players_share_one_neutral_set_as_one_reserve():
    s = start(4, campaign="a")
    assert s.campaign.sets == 1 and s.campaign.reserves == () and reserves.count(s) == 1
    assert "tnt" in s.items_reserve and "colonel" in s.ranking_reserve
    s = _phase4(s, "t2u1", "t3u1", ip=30)
    assert "find tnt" in _options(s, "t2u1", "find") and "find tnt" in _options(s, "t3u1", "find")


def test_example_1_five_players_two_teams_two_separate_reserves_only_the_three_player_team_uses_its_items():
    s = start(5, campaign="a")
    baker, charlie = _reserve(s, "baker"), _reserve(s, "charlie")
    assert [len(t.seats) for t in s.campaign.teams] == [3, 2] and reserves.count(s) == 2
    assert s.items_reserve == () and s.ranking_reserve == ()
    assert all(x in baker.items for x in THREE_PLAYER_ITEMS)
    assert not any(x in charlie.items for x in THREE_PLAYER_ITEMS)
    s = _phase4(s, "t2u1", "t3u1", ip=30)
    assert "find rope-ladder" in _options(s, "t2u1", "find")
    assert "find rope-ladder" not in _options(s, "t3u1", "find")  # not even from Team Baker's reserve
    with pytest.raises(RuleError, match="not in the reserves your Team draws from"):
        apply_text(E, s, "t3u1", "find rope-ladder")


def test_example_2_seven_players_two_reserves_all_special_items_in_both_all_teams_draw_from_both():
    s = start(7, campaign="a", teams="2")
    baker, charlie = _reserve(s, "baker"), _reserve(s, "charlie")
    assert s.campaign.sets == 2
    for r in (baker, charlie):  # Gold Beach's TNT, a Special Item of Column Charlie, in both
        assert "tnt" in r.items
    assert "flak-jacket" in baker.items and "flak-jacket" not in charlie.items  # a 4-player Team and a 3-player one
    # Team Charlie's own TNT is gone: its Unit still finds the one in Team Baker's reserve
    c = s.campaign
    s = s.model_copy(update={"campaign": c.model_copy(update={"reserves": tuple(
        r.model_copy(update={"items": tuple(x for x in r.items if x != "tnt")}) if r.team == 3 else r
        for r in c.reserves)})})
    s = _phase4(s, "t3u1", ip=30)
    assert "find tnt" in _options(s, "t3u1", "find")
    s = _settle(play(s, "t3u1", "find tnt")[0])
    assert "tnt" in s.unit("t3u1").items
    assert "tnt" not in _reserve(s, "baker").items and "tnt" not in _reserve(s, "charlie").items


def test_example_2_seven_players_three_reserves_only_your_columns_special_items_in_your_own_reserve():
    s = start(7, campaign="a", teams="3")
    able, baker, charlie = (_reserve(s, c) for c in ("able", "baker", "charlie"))
    assert s.campaign.sets == 3 and [len(t.seats) for t in s.campaign.teams] == [3, 2, 2]
    assert "tnt" in charlie.items and "tnt" not in able.items and "tnt" not in baker.items  # Gold Beach: Charlie
    assert able.items.count("wire-cutters") == baker.items.count("wire-cutters") + 2  # Dog Red's, Able's only
    s = _phase4(s, "t1u1", "t3u1", ip=30)
    assert "find tnt" in _options(s, "t3u1", "find") and "find tnt" not in _options(s, "t1u1", "find")
    with pytest.raises(RuleError, match="not in the reserves your Team draws from"):
        apply_text(E, s, "t1u1", "find tnt")


def test_ranking_specialists_one_set_per_reserve_a_unit_rallies_from_its_own_with_three_reserves():
    s = start(9, campaign="a")
    assert [r.ranking.count("colonel") for r in s.campaign.reserves] == [1, 1, 1]
    c = s.campaign  # Team Able's colonel is already taken: Team Able cannot have Team Baker's
    s = s.model_copy(update={"campaign": c.model_copy(update={"reserves": tuple(
        r.model_copy(update={"ranking": tuple(x for x in r.ranking if x != "colonel")}) if r.team == 1 else r
        for r in c.reserves)})})
    s = _phase4(s, "t1u1", "t2u1", stars=30)
    assert "rally colonel" not in _options(s, "t1u1", "rally") and "rally colonel" in _options(s, "t2u1", "rally")
    with pytest.raises(RuleError, match="not in your hand nor in the reserves your Team draws from"):
        apply_text(E, s, "t1u1", "rally colonel")
    s = _settle(play(s, "t2u1", "rally colonel")[0])
    assert "colonel" in s.unit("t2u1").specialists
    assert [r.ranking.count("colonel") for r in s.campaign.reserves] == [0, 0, 1]


def test_two_reserves_a_tie_on_the_last_copy_takes_the_other_reserves_copy():
    s = start(6, campaign="a", teams="2")
    s = _phase4(s, "t2u1", "t2u2", stars=30)
    s, _ = play(s, "t2u1", "rally colonel")
    s, _ = play(s, "t2u2", "rally colonel")
    s = _settle(s)
    assert "colonel" in s.unit("t2u1").specialists and "colonel" in s.unit("t2u2").specialists
    assert [r.ranking.count("colonel") for r in s.campaign.reserves] == [0, 0]  # own first, then Charlie's


def test_a_lost_ranking_specialist_goes_back_to_its_teams_own_reserve():
    s = start(9, campaign="a")
    s = put(s, "t3u2", specialists=("marksman",))
    g = E.working(s)
    before = [r.ranking.count("marksman") for r in g.s.campaign.reserves]
    lose_specialists(g, "t3u2", 1, "a test")
    assert [r.ranking.count("marksman") for r in g.s.campaign.reserves] == [before[0], before[1], before[2] + 1]


def test_every_reserve_is_refilled_between_raids():
    s = start(9, campaign="a")
    full = s.campaign.reserves
    c = s.campaign  # the first Raid emptied a good part of every reserve
    s = s.model_copy(update={"campaign": c.model_copy(update={"reserves": tuple(
        r.model_copy(update={"items": r.items[5:], "ranking": r.ranking[1:]}) for r in c.reserves)})})
    g = E.working(s)
    for u in g.s.units:
        g.update(u.seat, status="conquered", bunker=u.sector)
    g.s = g.s.model_copy(update={"campaign": g.s.campaign.model_copy(update={"conquests": (("t1u1", 2),)})})
    campaign.check(g)
    n, d = g.s, g.d
    assert n.campaign.raid == 1 and [r.team for r in n.campaign.reserves] == [1, 2, 3]
    boards = dict(campaign.raid_map(d, n.campaign).boards)
    for team, old, new in zip(n.campaign.teams, full, n.campaign.reserves, strict=True):
        regular = [k for k, r in d.items.items() if r.kind == "regular" and r.min_players <= len(team.seats)
                   for _ in range(r.copies)]
        special = [k for k in board(d, boards[team.column]).special_items for _ in range(d.items[k].copies)]
        assert sorted(new.items) == sorted(regular + special)  # Raid A-2's boards: the Column's own only
        assert sorted(new.ranking) == sorted(old.ranking)


def test_keep_going_specialists_go_back_to_and_come_from_the_teams_own_reserve():
    from rules.dday_dice.losses import take_losses

    s = start(9, campaign="a")
    c = s.campaign  # Team Baker's Unit 1 holds its reserve's Colonel and falls in the Bunker of Omaha Beach
    s = s.model_copy(update={"campaign": c.model_copy(update={"reserves": tuple(
        r.model_copy(update={"ranking": tuple(x for x in r.ranking if x != "colonel")}) if r.team == 2 else r
        for r in c.reserves)}), "phase": 6})
    s = put(s, "t2u1", sector="B-B", visited=("B-1", "B-4", "B-7", "B-9", "B-B"), soldiers=1, specialists=("colonel",))
    g = E.working(s)
    take_losses(g, "t2u1", 20, "DEF")
    assert [r.ranking.count("colonel") for r in g.s.campaign.reserves] == [1, 1, 1]
    s = g.s.model_copy(update={"phase": 1})
    for u in s.units:
        s = put(s, u.seat, done=u.seat != "t2u1")
    s, _ = play(s, "t2u1", "retreat B-9 keep colonel")
    assert s.unit("t2u1").specialists == ("colonel",)
    assert [r.ranking.count("colonel") for r in s.campaign.reserves] == [1, 0, 1]


def test_a_units_view_lists_the_reserves_it_draws_from():
    s = start(7, campaign="a", teams="3")
    able = E.view(s, "t1u1")
    charlie = E.view(s, "t3u1")
    assert "TNT" not in {i.name for i in able.reserve_items} and "TNT" in {i.name for i in charlie.reserve_items}
    public = E.view(s, None)
    names = [x.name for x in public.reserve_specialists]
    assert len(names) == len(set(names)) and "Colonel" in names  # each Specialist once, not once per reserve
