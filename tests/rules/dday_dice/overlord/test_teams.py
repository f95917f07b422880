"""Overlord options and Teams: the setup tables, Columns, Neutral sets, seats and their names."""

from __future__ import annotations

import pytest

from rules.core.errors import InvalidOptionError
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.engine import SPEC
from rules.dday_dice.overlord.options import read_setup
from rules.dday_dice.overlord.teams import choose_teams, neutral_sets, team_sizes
from tests.rules.dday_dice.helpers import start


@pytest.mark.parametrize(("players", "teams", "sizes", "sets"), [
    (2, 2, (1, 1), 1), (3, 3, (1, 1, 1), 1), (4, 2, (2, 2), 1), (5, 2, (3, 2), 2), (6, 3, (2, 2, 2), 3),
    (7, 3, (3, 2, 2), 3), (8, 3, (3, 3, 2), 3), (9, 3, (3, 3, 3), 3), (10, 3, (4, 3, 3), 3), (12, 3, (4, 4, 4), 3),
])
def test_setup_tables_default_teams_sizes_and_neutral_sets(players, teams, sizes, sets):
    n = choose_teams(players, "auto")
    assert n == teams
    assert team_sizes(players, n) == sizes
    assert neutral_sets(players, n) == sets


@pytest.mark.parametrize(("players", "teams", "sizes"), [(6, "2", (3, 3)), (7, "2", (4, 3)), (8, "2", (4, 4)),
                                                          (3, "2", (2, 1))])
def test_setup_tables_allow_the_printed_choice_of_teams(players, teams, sizes):
    assert team_sizes(players, choose_teams(players, teams)) == sizes


@pytest.mark.parametrize(("players", "teams"), [(2, "3"), (4, "3"), (9, "2"), (12, "2"), (5, "3")])
def test_setup_tables_refuse_a_team_count_they_do_not_list(players, teams):
    with pytest.raises(InvalidOptionError, match="setup table"):
        choose_teams(players, teams)


def test_team_columns_three_teams_full_two_teams_medium_baker_charlie():
    three = read_setup({"campaign": "a"}, 9)
    assert (three.layout, three.team_columns) == ("full", ("able", "baker", "charlie"))
    two = read_setup({"campaign": "a"}, 4)
    assert (two.layout, two.team_columns, two.board_columns) == ("medium", ("baker", "charlie"), ("baker", "charlie"))
    assert two.raids == ("a1", "a2", "a3")
    small = read_setup({"campaign": "a", "layout": "small"}, 2)
    assert small.raids == ("a2", "a3") and small.rows == (1, 2)


def test_campaign_b_two_teams_take_able_and_charlie():
    s = read_setup({"campaign": "b"}, 4)
    assert s.team_columns == ("able", "charlie") and s.board_columns == ("able", "baker", "charlie")
    assert s.raids == ("b1", "b2")


def test_layout_too_narrow_or_too_wide_is_refused():
    with pytest.raises(InvalidOptionError, match="3 Columns"):
        read_setup({"campaign": "a", "layout": "medium"}, 9)
    with pytest.raises(InvalidOptionError, match="two Columns wide"):
        read_setup({"campaign": "c", "layout": "full"}, 2)
    with pytest.raises(InvalidOptionError, match="laid out"):
        read_setup({"campaign": "b", "layout": "small"}, 9)


def test_seats_and_readable_seat_names():
    opts = {"campaign": "a", "players": "7"}
    assert E.seats_for(opts) == ("t1u1", "t1u2", "t1u3", "t2u1", "t2u2", "t3u1", "t3u2")
    names = E.seat_names_for(opts)
    assert names["t1u2"] == "Team Able, Unit 2 (U.S.)"
    assert names["t3u2"] == "Team Charlie, Unit 2 (U.S.)"
    two = E.seats_for({"campaign": "c", "players": "4"})
    assert two == ("t2u1", "t2u2", "t3u1", "t3u2")
    assert set(E.seats_for(opts)) <= set(SPEC.seats)


def test_solo_needs_one_player_and_takes_column_baker():
    s = start(1, campaign="a", solo="on")
    assert s.seats == ("t2u1",) and s.campaign.solo and s.campaign.raids == ("a1s", "a2s", "a3s")
    with pytest.raises(InvalidOptionError, match="solo"):
        start(1, campaign="a")
    with pytest.raises(InvalidOptionError, match="one player"):
        start(2, campaign="a", solo="on")


def test_options_players_up_to_12_only_in_a_campaign():
    with pytest.raises(InvalidOptionError, match="up to 12"):
        start(5)
    with pytest.raises(InvalidOptionError, match="1 to 12"):
        start(13, campaign="a")
    assert len(start(12, campaign="a").units) == 12


def test_options_campaign_keys_without_a_campaign_are_refused():
    for key, value in (("teams", "2"), ("layout", "small"), ("solo", "on"), ("version", "2")):
        with pytest.raises(InvalidOptionError, match="belongs to an Overlord campaign"):
            start(2, **{key: value})


def test_options_blitzkrieg_names_one_raid_of_its_campaign():
    s = start(4, blitzkrieg="a2")
    assert s.campaign.raids == ("a2",) and s.campaign.blitzkrieg == "a2"
    with pytest.raises(InvalidOptionError, match="Campaign A, not B"):
        start(4, blitzkrieg="a2", campaign="b")
    with pytest.raises(InvalidOptionError, match="no Raid 1"):
        start(4, blitzkrieg="a1", layout="small")
    with pytest.raises(InvalidOptionError, match="no solo version"):
        start(1, blitzkrieg="a1", solo="on")


def test_options_campaign_c_versions():
    v2 = start(9, campaign="c", version="2")
    assert v2.campaign.version == "2"
    with pytest.raises(InvalidOptionError, match="version"):
        start(9, campaign="a", version="2")


def test_options_campaigns_are_refused_by_the_lobby_until_their_raid_rules_are_played():
    from rules.dday_dice.overlord import playable
    spec = {o.key: o for o in SPEC.options}
    assert spec["campaign"].implemented == playable.campaign_values()
    assert spec["blitzkrieg"].implemented == playable.blitzkrieg_values()
    assert spec["players"].implemented == playable.players_values()


def test_nations_per_unit_in_a_campaign():
    s = start(2, campaign="a", nations="uk,ca")
    assert [u.nation for u in s.units] == ["uk", "ca"]
    assert E.seat_name(s, "t3u1") == "Team Charlie, Unit 1 (Canada)"


def test_start_notes_name_the_reconstructed_boards_and_the_raid_rules_not_played():
    notes = " ".join(E.start_notes({"campaign": "a", "players": "9"}))
    assert "Raid A-1: Bridgehead, Raid A-2: Breakthrough, Raid A-3: Spearhead" in notes
    assert "Dog Red" in notes and "Omaha Beach" in notes
    assert "does not play yet" not in notes  # every rule of Campaign A is played
    from rules.dday_dice.overlord import raids

    b = " ".join(E.start_notes({"campaign": "b", "players": "6"}))
    missing = [(r, raids.missing(r)) for r in ("b1", "b2") if raids.missing(r)]
    assert ("does not play yet" in b) == bool(missing)
    for r, names in missing:
        assert f"Raid {r[0].upper()}-{r[1:]}: {names[0]}" in b


def test_the_engine_names_each_units_team_for_the_service():
    from rules.core.engine import played_in_teams
    teams = played_in_teams(E, {"campaign": "a", "players": "5"})
    assert teams == {"t2u1": "Team Baker", "t2u2": "Team Baker", "t2u3": "Team Baker",
                     "t3u1": "Team Charlie", "t3u2": "Team Charlie"}
    assert played_in_teams(E, {"campaign": "a", "players": "1", "solo": "on"}) == {}  # one Team: nothing to tell apart
    assert played_in_teams(E, {"players": "3"}) == {}
