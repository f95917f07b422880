"""The web viewer's chart figures of D-Day Dice (rules/dday_dice/chart_figures.py): Soldiers, Courage and PP per Unit or
Team, from the public view."""

from __future__ import annotations

import random

import pytest

from rules.dday_dice.campaign_state import RaidScore
from rules.dday_dice.chart_figures import MAX_SERIES, chart_figures
from rules.dday_dice.context import current_map
from rules.dday_dice.engine import ENGINE as E
from tests.rules.dday_dice.helpers import start
from tests.rules.dday_dice.overlord.playout import random_step
from tests.typed import apply_text


def _playout(opts: dict[str, str], seed: int):
    """Every state and every public 'raid_over' event of a seeded random game to its end."""
    state, _ = E.initial_state(E.seats_for(opts), opts, seed)
    rng, states, raids = random.Random(seed), [state], []
    for _ in range(20000):
        if E.outcome(state) is not None:
            return states, raids
        seat, text, _ = random_step(state, rng)
        step = apply_text(E, state, seat, text)
        state = step.state
        states.append(state)
        raids += [e.data for e in step.events if e.kind == "raid_over"]
    raise AssertionError("the game did not end")


def _team_name(state, team) -> str:
    return f"Team {team.column.title()}"


def test_units_at_the_start_have_the_map_s_starting_resources() -> None:
    state = start(3, seed=4)
    res = current_map(state, E.data(state), E.campaign).start_resources
    f = chart_figures(E.view(state, None))
    assert list(f) == [f"Unit {i} {what}" for i in (1, 2, 3) for what in ("Soldiers", "Courage")]
    assert all(f[f"Unit {i} Soldiers"] == res.soldiers and f[f"Unit {i} Courage"] == res.courage for i in (1, 2, 3))


@pytest.mark.parametrize("opts", [{"players": "2"}, {"players": "4", "map": "omaha-beach"}])
def test_each_unit_s_figures_follow_its_soldiers_and_courage(opts) -> None:
    states, _ = _playout(opts, 5)
    for s in states:
        f = chart_figures(E.view(s, None))
        assert len(f) <= MAX_SERIES
        for u in s.units:
            assert f[f"Unit {u.seat[4:]} Soldiers"] == u.soldiers
            assert f[f"Unit {u.seat[4:]} Courage"] == u.courage
    assert len({tuple(chart_figures(E.view(s, None)).values()) for s in states}) > 3  # the course moves


def test_atlantikwall_adds_the_german_and_drops_courage_beyond_eight_lines() -> None:
    two, _ = _playout({"players": "2", "german": "player"}, 5)
    f = chart_figures(E.view(two[0], None))
    assert list(f)[-2:] == ["German Soldiers", "German Courage"] and len(f) == 6
    for s in two:
        g = chart_figures(E.view(s, None))
        assert (g["German Soldiers"], g["German Courage"]) == (s.german.soldiers, s.german.courage)
    four, _ = _playout({"players": "4", "german": "player"}, 5)
    f = chart_figures(E.view(four[-1], None))
    assert list(f) == [f"Unit {i} Soldiers" for i in (1, 2, 3, 4)] + ["German Soldiers"]
    assert f["German Soldiers"] == four[-1].german.soldiers


def test_an_overlord_game_in_teams_sums_each_team_and_gives_its_pp() -> None:
    states, raids = _playout({"players": "4", "campaign": "b"}, 2)
    teams = states[0].campaign.teams
    assert [len(t.seats) for t in teams] == [2, 2]
    names = [_team_name(states[0], t) for t in teams]
    for s in states:
        f = chart_figures(E.view(s, None))
        assert list(f) == [f"{n} {what}" for n in names for what in ("Soldiers", "Courage", "PP")]
        for t, n in zip(teams, names, strict=True):
            assert f[f"{n} Soldiers"] == sum(s.unit(x).soldiers for x in t.seats)
            assert f[f"{n} Courage"] == sum(s.unit(x).courage for x in t.seats)
    end = chart_figures(E.view(states[-1], None))
    assert raids, "no Raid was scored"
    for i, n in enumerate(names):  # PP are the totals the rules announced at each Raid's end
        assert end[f"{n} PP"] == sum(r["totals"][i] for r in raids)


def test_three_teams_keep_soldiers_and_pp_within_eight_lines() -> None:
    state = start(6, seed=3, campaign="a")
    f = chart_figures(E.view(state, None))
    assert list(f) == [f"Team {c} {what}" for c in ("Able", "Baker", "Charlie") for what in ("Soldiers", "PP")]
    scored = state.model_copy(update={"campaign": state.campaign.model_copy(update={
        "scores": (RaidScore(raid="a1", lines=(), totals=(3, 0, 5)), RaidScore(raid="a2", lines=(), totals=(1, 2, 0)))})})
    g = chart_figures(E.view(scored, None))
    assert (g["Team Able PP"], g["Team Baker PP"], g["Team Charlie PP"]) == (4, 2, 5)


def test_a_solo_campaign_s_pp_rise_with_the_raids() -> None:
    states, raids = _playout({"players": "1", "campaign": "a", "solo": "on"}, 5)
    pp = [v for s in states for k, v in chart_figures(E.view(s, None)).items() if k.endswith(" PP")]
    assert pp[0] == 0 and pp[-1] == sum(r["totals"][0] for r in raids) > 0
    assert pp == sorted(pp)


def test_a_face_down_medal_changes_nothing() -> None:
    state = start(2, seed=6)
    deck = list(state.medal_deck)
    assert len(deck) >= 2
    one = state.with_unit(state.unit("unit1").model_copy(update={"medals": (deck[0],)}))
    two = state.with_unit(state.unit("unit1").model_copy(update={"medals": (deck[1],)}))
    assert E.view(one, "unit1") != E.view(two, "unit1")  # the owner sees which Medal ...
    assert E.view(one, None) == E.view(two, None)  # ... spectators do not
    assert chart_figures(E.view(one, None)) == chart_figures(E.view(two, None))
    assert chart_figures(E.view(one, "unit1")) == chart_figures(E.view(one, None)) == chart_figures(E.view(one, "unit2"))


def test_a_german_award_changes_nothing() -> None:
    state = start(1, seed=6, german="player")
    deck = list(state.german.award_deck)
    other = state.model_copy(update={"german": state.german.model_copy(update={
        "awards": (deck[-1],), "award_deck": tuple(deck[:-1])})})
    mine = state.model_copy(update={"german": state.german.model_copy(update={
        "awards": (deck[0],), "award_deck": tuple(deck[1:])})})
    assert E.view(other, "german") != E.view(mine, "german")
    assert chart_figures(E.view(other, None)) == chart_figures(E.view(mine, None))
