"""Two Overlord bench runs compared game for game (:mod:`bench.dice_paired`)."""

from __future__ import annotations

from bench.dice_paired import compare, game_line, parse_line

AI_FIRST = {"t2u1": "ai", "t3u1": "policy"}
AI_SECOND = {"t2u1": "policy", "t3u1": "ai"}
BASELINE = {"t2u1": "policy", "t3u1": "policy"}


def test_a_logged_game_reads_back_as_it_was_played() -> None:
    line = game_line("a3", 3023, AI_SECOND, ("t2u1",), False, 1015)
    assert line == "a3 seed 3023 [('t2u1', 'policy'), ('t3u1', 'ai')] won by ['t2u1']; 1015 decisions"
    g = parse_line(line)
    assert g is not None
    assert (g.raid, g.seed, g.winners, g.adjudicated, g.decisions, g.side, g.score) == (
        "a3", 3023, ("t2u1",), False, 1015, 1, 0.0)
    shared = parse_line(game_line("b2", 7, AI_FIRST, ("t2u1", "t3u1"), True, 40))
    assert shared is not None and shared.adjudicated and shared.score == 0.5
    assert parse_line("30s 127 games") is None


def test_runs_compare_on_the_games_both_played_by_raid_seat_and_game() -> None:
    before = [
        game_line("a3", 1, AI_FIRST, ("t2u1",), False, 50),      # won
        game_line("a3", 2, AI_SECOND, ("t2u1",), False, 977),    # lost
        game_line("b1", 1, AI_FIRST, ("t2u1", "t3u1"), False, 90),  # shared
        game_line("b1", 9, AI_FIRST, ("t2u1",), False, 60),     # not played after: left out
        game_line("a3", 1, BASELINE, ("t3u1",), False, 0),      # the simple policy in the computer's seat: left out
        "some other line",
    ]
    after = [
        game_line("a3", 2, AI_SECOND, ("t3u1",), False, 238),    # turned: lost -> won
        game_line("a3", 1, AI_FIRST, ("t2u1",), False, 52),      # the same result, other moves
        game_line("b1", 1, AI_FIRST, ("t3u1",), False, 120),     # turned: shared -> lost
    ]
    report = compare(before, after)
    assert report[0] == "3 games in both runs: 1.5 before, 2 after (+0.5)"
    assert report[1:3] == ["  A-3: first seat 1->1 of 1, second seat 0->1 of 1",
                           "  B-1: first seat 0.5->0 of 1, second seat -"]
    assert report[3:] == ["  A-3 seed 2, second seat: 0 -> 1 (977 -> 238 decisions)",
                          "  B-1 seed 1, first seat: 0.5 -> 0 (90 -> 120 decisions)"]
    assert compare(before, []) == ["no game in both runs"]
