"""Glicko-2 and the rating rules (issue #50): the paper's worked example, a first game worked by hand, and each rule
of bot/service/ratings.py (sides, resignations, draws, co-op, teams, self-play, computers)."""

from __future__ import annotations

import pytest

from bot.service.common import computer_id
from bot.service.glicko import Glicko, update
from bot.service.ratings import Game, ranking, rate, seat_results

ANN, BOB, CLEO, DAN = 1, 2, 3, 4


def test_the_papers_example() -> None:
    """Glickman, "Example of the Glicko-2 system": 1500/200 (volatility 0.06, tau 0.5) beats 1400/30 and loses to
    1550/100 and 1700/300: 1464.06 / 151.52 / 0.05999 (the paper rounds as it goes; to within that rounding)."""
    after = update(Glicko(1500, 200, 0.06), [(1400, 30, 1), (1550, 100, 0), (1700, 300, 0)])
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.rd == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)


def test_a_first_game_between_newcomers_worked_by_hand() -> None:
    """Both 1500/350/0.06. phi = 350/173.7178 = 2.01476; g = 1/sqrt(1 + 3 phi^2/pi^2) = 0.66907; E = 0.5;
    v = 1/(g^2 E (1-E)) = 8.93545; the volatility stays 0.06 (to 5 places); phi* = sqrt(phi^2 + 0.06^2) = 2.01565;
    phi' = 1/sqrt(1/phi*^2 + 1/v) = 1.67120; mu' = phi'^2 g (1 - 0.5) = 0.93433: 1662.31 / 290.32 for the winner,
    1337.69 / 290.32 for the loser."""
    table = rate([Game("2026-06-06T06:00:00+00:00", 1, (("axis", ANN, "axis", "won"), ("allies", BOB, "allies", "lost")))])
    assert (round(table[ANN].glicko.rating, 2), round(table[ANN].glicko.rd, 2)) == (1662.31, 290.32)
    assert (round(table[BOB].glicko.rating, 2), round(table[BOB].glicko.rd, 2)) == (1337.69, 290.32)
    assert (table[ANN].won, table[BOB].lost) == (1, 1)


def test_each_seats_result_from_the_outcome_its_sides_a_resignation_and_an_abort() -> None:
    three = {"axis": ANN, "uk": BOB, "us": CLEO}
    aa = {"axis": "axis", "uk": "allies", "us": "allies"}
    assert seat_results(three, aa, ["uk", "us"]) == (
        ("axis", ANN, "axis", "lost"), ("uk", BOB, "allies", "won"), ("us", CLEO, "allies", "won"))
    # the U.K. resigns: the Allies lose (the U.S. with them), the Axis wins
    assert seat_results(three, aa, None, resigned=["uk"]) == (
        ("axis", ANN, "axis", "won"), ("uk", BOB, "allies", "resigned"), ("us", CLEO, "allies", "lost"))
    # Atlantikwall: a Unit destroyed in the Final Bunker still wins with its side
    wall = {"unit1": ANN, "unit2": BOB, "german": CLEO}
    sides = {"unit1": "units", "unit2": "units", "german": "german"}
    assert [r[3] for r in seat_results(wall, sides, ["unit1"])] == ["lost", "won", "won"]
    # co-op: one side, against the game
    coop = {"unit1": ANN, "unit2": BOB}
    assert [r[3] for r in seat_results(coop, {"unit1": "units", "unit2": "units"}, [])] == ["lost", "lost"]
    # a campaign's status quo: nobody won a game of two sides
    assert [r[3] for r in seat_results({"british": ANN, "german": BOB}, {}, [])] == ["drew", "drew"]
    assert {r[3] for r in seat_results(three, aa, ["axis"], aborted=True)} == {"aborted"}


def game(n: int, *seats: tuple[str, int, str, str]) -> Game:
    return Game(f"2026-06-{n:02d}T00:00:00+00:00", n, tuple(seats))


def test_teams_are_one_opponent_and_unrated_games_change_nothing() -> None:
    # Team against Team: two newcomers beating two newcomers move as one game against one 1500/350 opponent
    teams = rate([game(1, ("t1u1", ANN, "Able", "won"), ("t1u2", BOB, "Able", "won"),
                       ("t2u1", CLEO, "Baker", "lost"), ("t2u2", DAN, "Baker", "lost"))])
    assert round(teams[ANN].glicko.rating, 2) == round(teams[BOB].glicko.rating, 2) == 1662.31
    assert round(teams[CLEO].glicko.rating, 2) == 1337.69
    # not rated: co-op, aborted, and one person on both sides
    unrated = [
        game(2, ("unit1", ANN, "units", "won"), ("unit2", BOB, "units", "won")),
        game(3, ("axis", ANN, "axis", "aborted"), ("allies", BOB, "allies", "aborted")),
        game(4, ("axis", ANN, "axis", "won"), ("allies", ANN, "allies", "lost")),
    ]
    assert rate(unrated) == {}
    # the order is (ended_at, table id), whatever order the games come in
    a = game(5, ("axis", ANN, "axis", "won"), ("allies", BOB, "allies", "lost"))
    b = game(6, ("axis", BOB, "axis", "won"), ("allies", CLEO, "allies", "lost"))
    c = game(7, ("axis", CLEO, "axis", "won"), ("allies", ANN, "allies", "lost"))
    assert {u: r.glicko for u, r in rate([c, a, b]).items()} == {u: r.glicko for u, r in rate([a, b, c]).items()}


def test_a_three_team_game_and_computers_listed_apart() -> None:
    cpu = computer_id(1)
    table = rate([
        game(1, ("a", ANN, "Able", "won"), ("a2", BOB, "Able", "won"), ("b", CLEO, "Baker", "lost"),
             ("c", DAN, "Charlie", "lost")),
        game(2, ("axis", ANN, "axis", "lost"), ("allies", cpu, "allies", "won")),
    ])
    # Baker and Charlie both lost: not compared with each other, each rated against Able only
    assert table[CLEO].glicko == table[DAN].glicko
    assert [r.user_id for r in ranking(table, computers=True)] == [cpu]
    assert cpu not in [r.user_id for r in ranking(table, computers=False)]
    assert table[cpu].seat == "allies" and table[ANN].games == 2
