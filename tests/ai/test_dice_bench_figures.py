"""The Overlord bench's printed figures (:mod:`bench.ai_dice`): each Raid's score by seat beside the simple policy's
Team's, and the percentile the decision times are quoted at."""

from __future__ import annotations

from bench import ai_dice


def _scores(by_raid_seat: dict[tuple[str, int], float]) -> ai_dice.RaidScores:
    raids = sorted({r for r, _ in by_raid_seat})
    return ai_dice.RaidScores(score=0.0, games=0, adjudicated=0, by_seat=(0.0, 0.0),
                              by_raid={r: 0.0 for r in raids}, by_raid_seat=by_raid_seat)


def test_each_raid_prints_both_seats_for_the_computer_then_the_policy() -> None:
    mine = _scores({("a1", 0): 0.75, ("a1", 1): 0.5, ("b2", 0): 1.0})
    base = _scores({("a1", 0): 0.25, ("a1", 1): 0.0, ("b2", 0): 0.5})
    assert ai_dice.raid_seats(mine, base) == ["A-1 0.75/0.50 | 0.25/0.00", "B-2 1.00/- | 0.50/-"]


def test_p95_is_the_value_at_the_95th_percentile_rank() -> None:
    assert ai_dice.p95([]) == 0.0
    assert ai_dice.p95([3.0]) == 3.0
    values = [float(i) for i in range(101)]  # 0..100: rank round(0.95 * 100) = 95
    assert ai_dice.p95(reversed(values)) == 95.0
    assert ai_dice.p95(c for _, c in [(9.0, 1.0), (9.0, 2.0)]) == 2.0
