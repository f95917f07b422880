"""Campaign B, The Longest Night, played to its result by random players (2, 4, 9 players; solo), with every
rule of its Raids played except Baptism of Fire (the Novice Officer's rule, built separately)."""

from __future__ import annotations

import pytest

from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.overlord import raids
from rules.dday_dice.overlord.records import campaigns
from tests.rules.dday_dice.overlord.playout import playout, replay

NOT_HERE = {"Baptism of Fire"}


def test_every_campaign_b_rule_is_played_but_baptism_of_fire():
    c = campaigns()["b"]
    for r in (*c.raids, *c.solo_raids):
        assert set(raids.missing(r.id)) <= NOT_HERE, r.id
    assert {n for r in (*c.raids, *c.solo_raids) for n in raids.missing(r.id)} <= NOT_HERE


def _playout(opts: dict[str, str], seed: int):
    texts: list[str] = []
    s, log = playout(opts, seed, check_every=101, on_step=lambda step: texts.extend(e.text for e in step.events))
    s0, first = E.initial_state(E.seats_for(opts), opts, seed)
    return s, log, [e.text for e in first] + texts


@pytest.mark.parametrize("opts, seen", [
    ({"campaign": "b", "players": "2"}, ("Lost Officers:", "Lost Paras:", "Ground Start:", "Battle Map Notes:")),
    ({"campaign": "b", "players": "4"}, ("Lost Officers:", "Lost Paras:", "Ground Start:", "Late Arrivals:")),
    pytest.param({"campaign": "b", "players": "9"},  # the longest campaign (nine players, about 4 s)
                 ("Lost Officers:", "Lost Paras:", "Ground Start:", "Air Drop Supplies:"), marks=pytest.mark.slow),
    ({"campaign": "b", "players": "1", "solo": "on"}, ("Lost Equipment:", "Lost Officers:", "Lost Paras:",
                                                       "Ground Start:")),
])
def test_campaign_b_playout_to_the_result(opts, seen):
    s, log, texts = _playout(opts, 11)
    assert E.outcome(s) is not None, "the campaign did not end"
    assert [x.raid for x in s.campaign.scores] == list(s.campaign.raids)
    for prefix in seen:
        assert any(t.startswith(prefix) for t in texts), prefix
    if opts.get("solo") != "on":
        assert [t.column for t in s.campaign.teams][:2] == ["able", "charlie"] or len(s.campaign.teams) == 3
    assert replay(opts, 11, log) == s
