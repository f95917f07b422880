"""Atlantikwall and Overlord on one engine: both option sets, both seat kinds, the combinations refused by name."""

from __future__ import annotations

import random

import pytest

from rules.core.errors import InvalidOptionError
from rules.dday_dice import chaotic_supply, fire
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.engine import SPEC
from rules.dday_dice.overlord import campaign
from rules.dday_dice.policy import choose
from tests.typed import apply_text

CAMPAIGN = {"campaign": "a", "players": "6"}
BLITZ = {"blitzkrieg": "a1", "players": "4"}


def test_the_spec_offers_the_options_and_seats_of_both_expansions():
    keys = {o.key for o in SPEC.options}
    assert {"german", "mode", "german_start", "battle_conditions", "badges", "fire", "chaotic_supply"} <= keys
    assert {"campaign", "blitzkrieg", "teams", "layout", "version", "solo"} <= keys
    assert len(SPEC.options) <= 25
    assert "german" in SPEC.seats and "t3u4" in SPEC.seats and "unit4" in SPEC.seats
    assert SPEC.seat_names["german"] == "German player" and SPEC.seat_names["t1u2"] == "Team Able, Unit 2"


def test_seat_names_for_a_german_game_and_for_a_campaign():
    assert E.seat_names_for({"players": "2", "german": "player", "nations": "us,uk"}) == {
        "unit1": "Unit 1 (U.S.)", "unit2": "Unit 2 (U.K.)", "german": "German player"}
    names = E.seat_names_for(CAMPAIGN)
    assert "german" not in names and names["t1u1"].startswith("Team Able, Unit 1")


@pytest.mark.parametrize("extra", [{"german": "player"}, {"german_start": "blind"}, {"mode": "german-solo"}])
@pytest.mark.parametrize("base", [CAMPAIGN, BLITZ])
def test_the_german_player_is_refused_in_a_campaign_or_blitzkrieg(base, extra):
    opts = {**base, **extra}
    with pytest.raises(InvalidOptionError, match="German player of Atlantikwall cannot join"):
        E.seats_for(opts)
    with pytest.raises(InvalidOptionError, match="German player of Atlantikwall cannot join"):
        E.initial_state(("t1u1",), opts, 1)


@pytest.mark.parametrize(("key", "words"), [("battle_conditions", "Battle Conditions"), ("badges", "Badges")])
def test_modules_not_covered_in_a_campaign_are_refused_by_name(key, words):
    opts = {**CAMPAIGN, key: "on"}
    with pytest.raises(InvalidOptionError, match=words) as err:
        E.initial_state(E.seats_for(CAMPAIGN), opts, 1)
    assert f"{key}=on" in err.value.message


def test_a_map_is_refused_in_a_campaign():
    with pytest.raises(InvalidOptionError, match="Raids set the Battle Map"):
        E.seats_for({**BLITZ, "map": "exercise-fabius"})


def test_the_same_modules_still_play_in_a_one_board_game():
    opts = {"players": "2", "german": "player", "battle_conditions": "on", "badges": "on", "chaotic_supply": "on"}
    s, _ = E.initial_state(E.seats_for(opts), opts, 3)
    assert s.german is not None and s.battle is not None and s.badges is not None and s.campaign is None


def test_playing_with_fire_plays_in_a_campaign():
    """Playing with Fire is a bonus rule for any game: a campaign Unit over the safety limit loses Soldiers."""
    opts = {**CAMPAIGN, "fire": "on"}
    s, _ = E.initial_state(E.seats_for(opts), opts, 5)
    assert "fire" in s.extras and s.campaign is not None
    u = s.units[0]
    s = s.with_unit(u.model_copy(update={"items": ("bazooka", "tnt", "gammon-bomb", "flame-thrower"), "soldiers": 9}))
    g = E.working(s)
    fire.phase5(g)
    assert g.unit(u.seat).soldiers == 7
    assert any(e.kind == "fire" and e.data.get("unit") == u.seat for e in g.events)


def test_chaotic_supply_in_a_campaign_is_shuffled_again_for_every_raid():
    """Chaotic Supply is a bonus rule for any game: every Raid's reserve is split into two decks again."""
    opts = {**CAMPAIGN, "players": "4", "chaotic_supply": "on"}  # one reserve (see the test below)
    s, _ = E.initial_state(E.seats_for(opts), opts, 8)
    assert sorted(s.supply[0] + s.supply[1]) == sorted(s.items_reserve) and s.campaign.raid == 0
    g = E.working(s)
    u = g.unit("t2u1")
    top = s.supply[0][0]
    assert chaotic_supply.findable(g) == {s.supply[0][0], s.supply[1][0]}
    chaotic_supply.taken(g, top)
    assert g.s.supply[0] == s.supply[0][1:]
    for x in g.s.units:  # the first Raid ends: one Unit took its Bunker, the others are out
        g.update(x.seat, status="conquered" if x.seat == u.seat else "eliminated", bunker=x.sector)
    g.s = g.s.model_copy(update={"campaign": g.s.campaign.model_copy(update={"conquests": ((u.seat, 3),)})})
    campaign.check(g)
    n = g.s
    assert n.campaign.raid == 1 and n.supply != s.supply
    assert sorted(n.supply[0] + n.supply[1]) == sorted(n.items_reserve)
    assert [e.kind for e in g.events].count("chaotic_supply") == 1


def test_chaotic_supply_is_refused_with_a_reserve_per_team():
    opts = {**CAMPAIGN, "chaotic_supply": "on"}  # 6 players: three Teams, three reserves
    with pytest.raises(InvalidOptionError, match="Chaotic Supply needs a single reserve"):
        E.initial_state(E.seats_for(opts), opts, 8)


@pytest.mark.parametrize(("opts", "seed"), [({**CAMPAIGN, "fire": "on"}, 11), ({**CAMPAIGN, "players": "4", "chaotic_supply": "on"}, 14), ({**BLITZ, "fire": "on"}, 12),
                                            ({"players": "2", "german": "player", "fire": "on", "badges": "on"}, 13)])
def test_random_playout_of_each_side_runs_on_the_merged_engine(opts, seed):
    s, _ = E.initial_state(E.seats_for(opts), opts, seed)
    rng = random.Random(seed)
    for _ in range(400):
        if E.outcome(s) is not None:
            break
        seat = rng.choice(sorted(E.active_seats(s)))
        s = apply_text(E, s, seat, choose(E, s, seat)).state
        assert E.load_state(E.dump_state(s)) == s
    assert s.turn > 2
