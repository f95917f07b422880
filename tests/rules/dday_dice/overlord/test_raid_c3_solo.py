"""Raid C-3S, FUBAR (solo): Extra Equipment, Quartermaster's Nightmare, This Way!, No, That Way!."""

from __future__ import annotations

from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.overlord import campaign, raids
from rules.dday_dice.overlord import raid_c3_solo as C
from rules.dday_dice.overlord.boards import board
from rules.dday_dice.overlord.records import campaigns
from tests.rules.dday_dice.helpers import g_of, put, script_more, start
from tests.rules.dday_dice.helpers import raid_at as _raid


def _c3s(**opts):
    s = _raid(start(1, campaign="c", solo="on", **opts), 2)
    assert s.campaign.raid_id == "c3s"
    return s, s.units[0].seat


def test_extra_equipment_every_boards_special_item_and_nothing_to_choose():
    s, _ = _c3s()
    pool = [x for p in s.supply for x in p]
    assert {"bazooka", "flame-thrower", "bangalore-torpedo"} <= set(pool)
    d = E.data(s)
    # every board lists at most one Special Item: were there several, the player would have to choose
    for rows in campaigns()["c"].versions.values():
        assert all(len(board(d, bid).special_items) <= 1 for row in rows for bid in row.values())


def test_quartermasters_nightmare_solo_two_piles():
    s, _ = _c3s()
    assert "chaotic_supply" in s.extras and len(s.supply) == 2
    assert abs(len(s.supply[0]) - len(s.supply[1])) <= 1


def test_this_way_token_in_sector_10_of_another_column():
    s, seat = _c3s()
    spot = C.token(g_of(s))
    assert spot in ("A-10", "C-10")
    g = g_of(s)
    assert "reach" in campaign.bunker_refusal(g, g.unit(seat), "B-B")


def test_no_that_way_bunker_drawn_outside_the_current_column():
    s, seat = _c3s()
    spot = C.token(g_of(s))
    g = g_of(script_more(put(s, seat, sector=spot), 1))
    raids.on_arrive(g, seat)
    pick = C.target(g)
    assert pick is not None and pick[0] != spot[0] and g.map.sector(pick).bunker
    assert C.token(g) is None
    assert campaign.bunker_refusal(g, g.unit(seat), pick) is None
    other = next(x.id for x in g.map.sectors if x.bunker and x.id != pick)
    assert "No, That Way!" in campaign.bunker_refusal(g, g.unit(seat), other)
