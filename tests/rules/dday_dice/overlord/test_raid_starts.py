"""The Raid rules that set up what each Unit starts a Raid with, one test per rule name."""

from __future__ import annotations

import pytest

from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.overlord import campaign
from rules.dday_dice.overlord.battle_map import raid_map
from rules.dday_dice.overlord.boards import board
from tests.rules.dday_dice.helpers import start


def _at(opts: dict, raid: int, seed: int = 1):
    s = start(int(opts.pop("players")), seed=seed, **opts)
    if raid:
        g = E.working(s)
        g.s = g.s.model_copy(update={"campaign": g.s.campaign.model_copy(update={"raid": raid})})
        campaign._prepare_raid(g, first=False)
        s = g.s
    return s


def _base(s, seat: str):
    m = raid_map(E.data(s), s.campaign)
    col = s.campaign.team_of(seat).column
    return board(E.data(s), dict(m.boards)[col]).start_resources


def _gained(s, seat: str) -> tuple[int, int, int, int]:
    u, res = s.unit(seat), _base(s, seat)
    return u.soldiers - res.soldiers, u.courage - res.courage, u.stars - res.stars, u.ip - res.ip


@pytest.mark.parametrize(("name", "opts", "raid", "seat", "gain"), [
    ("Combat Rations", {"campaign": "a", "players": "4"}, 1, "t2u1", (5, 3, 0, 0)),
    ("Combat Rations (solo)", {"campaign": "a", "players": "1", "solo": "on"}, 1, "t2u1", (3, 3, 0, 0)),
    ("Supply Depot", {"campaign": "a", "players": "4"}, 2, "t3u1", (5, 2, 0, 0)),
    ("Supply Depot (solo)", {"campaign": "a", "players": "1", "solo": "on"}, 2, "t2u1", (5, 2, 0, 15)),
    ("Late Arrivals", {"campaign": "b", "players": "6"}, 0, "t1u1", (5, 0, 2, 0)),
    ("Late Arrivals (solo)", {"campaign": "b", "players": "1", "solo": "on"}, 0, "t2u1", (5, 0, 2, 0)),
    ("Air Drop Supplies", {"campaign": "b", "players": "6"}, 1, "t1u1", (8, 0, 0, 10)),
    ("Air Drop Supplies, Team Baker", {"campaign": "b", "players": "6"}, 1, "t2u1", (8, 5, 0, 10)),
    ("Air Drop Supplies (solo)", {"campaign": "b", "players": "1", "solo": "on"}, 1, "t2u1", (7, 0, 0, 10)),
    ("A Lamb to the Slaughter", {"campaign": "c", "players": "1", "solo": "on"}, 0, "t2u1", (10, 5, 6, 0)),
    ("Coffee Break", {"campaign": "c", "players": "6"}, 1, "t3u2", (0, 4, 5, 0)),
    ("Coffee Break (solo)", {"campaign": "c", "players": "1", "solo": "on"}, 1, "t2u1", (0, 4, 1, 0)),
])
def test_raid_start_rules(name, opts, raid, seat, gain):
    s = _at(dict(opts), raid)
    assert _gained(s, seat) == gain, name


def test_lambs_to_the_slaughter_5_soldiers_2_courage_and_the_two_star_specialist_instead_of_a_military():
    s = _at({"campaign": "c", "players": "6"}, 0)
    for u in s.units:
        assert _gained(s, u.seat)[:2] == (5, 2)
        assert u.specialists == ("scout",) and "scout" not in u.hand


def test_improvised_replacements_one_2d6_per_team_lower_courage_higher_soldiers():
    s = _at({"campaign": "c", "players": "6"}, 0, seed=4)
    g = E.working(s)
    g.s = g.s.model_copy(update={"campaign": g.s.campaign.model_copy(update={"raid": 2})})
    campaign._prepare_raid(g, first=False)
    told = [e for e in g.events if e.text.startswith("Improvised Replacements")]
    assert len(told) == 3
    for ev, team in zip(told, g.s.campaign.teams, strict=True):
        low, high = sorted(ev.dice)
        for seat in team.seats:
            assert _gained(g.s, seat)[:2] == (high, low)
