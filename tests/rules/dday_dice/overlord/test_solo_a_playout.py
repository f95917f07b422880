"""Solo Campaign A played whole by seeded random legal steps: it ends with a result, Raid by Raid, and replays."""

from __future__ import annotations

import random

import pytest

from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.overlord import raids
from tests.rules.dday_dice.overlord.playout import playout, replay
from tests.typed import apply_text

OPTS = {"campaign": "a", "players": "1", "solo": "on"}


def _playout(seed: int):
    kinds: set[str] = set()
    s, log = playout(OPTS, seed, on_step=lambda step: kinds.update(e.kind for e in step.events))
    return E.seats_for(OPTS), s, log, kinds


@pytest.mark.parametrize("seed", [3, 11, 29])
def test_solo_campaign_a_playout_ends_with_a_result_and_replays(seed):
    assert all(not raids.missing(r) for r in ("a1s", "a2s", "a3s"))
    seats, s, log, kinds = _playout(seed)
    assert E.outcome(s) is not None and "solo campaign is over" in E.outcome(s).reason
    assert [r.raid for r in s.campaign.scores] == ["a1s", "a2s", "a3s"]
    assert {"raid_rule", "time_token", "raid_over"} <= kinds
    assert replay(OPTS, seed, log) == s


def _directed(s, rng: random.Random, steps: int = 3000):
    """A-1S played by a keen player: swaps as soon as owed, rallies the War Correspondent, advances highest."""
    from tests.rules.dday_dice.dday_helpers_solo import g_of

    texts = []
    for _ in range(steps):
        if E.outcome(s) is not None or s.campaign.raid != 0:
            break
        p = rng.choice(E.prompts(s))
        choices = [c.value for c in E.options(s, p.seat, "")]
        g = g_of(s)
        moves = [x for x in choices if x.startswith("move ")]
        best = max((g.map.sector(x.split()[1]).row for x in moves), default=0)
        pick = next((x for x in choices if x.startswith(("swap ", "rally war-correspondent"))), None)
        if pick is None and s.phase == 5 and moves:
            pick = rng.choice([x for x in moves if g.map.sector(x.split()[1]).row == best])
        if pick is None:
            calm = [x for x in choices if not x.startswith("pain ") and "help" not in x]
            pick = rng.choice(calm or choices) if choices else p.default
        texts.append(pick)
        s = apply_text(E, s, p.seat, pick).state
    return s, texts


def test_one_less_played_through_the_engine_three_bunkers_two_swaps():
    from tests.rules.dday_dice.helpers import put, start

    for seed in range(1, 11):
        s = put(start(1, campaign="a", solo="on", seed=seed), "t2u1", soldiers=300, courage=200, stars=60)
        s, texts = _directed(s, random.Random(seed))
        score = s.campaign.scores[0] if s.campaign.scores else None
        assert score is not None and score.raid == "a1s"  # the Raid always ends
        swaps = [t for t in texts if t.startswith("swap ")]
        taken = next((x.pp // 5 for x in score.lines if x.text.startswith("each Bunker taken")), 0)
        assert len(swaps) <= 2 and taken <= len(swaps) + 1
        if taken == 3:
            assert len(swaps) == 2
            assert [x.text.split(":")[0] for x in score.lines if x.text.startswith("Time")] == \
                ["Time Passes", "Time Passes Again", "Time Passes Again"]
            return
    raise AssertionError("no keen playout took the three Bunkers")
