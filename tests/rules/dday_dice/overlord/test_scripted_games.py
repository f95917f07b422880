"""Overlord games played from scripts: a two-Team Blitzkrieg and a solo campaign, step by step.

Each script (``scripts/*.json``) holds the options, the seed (so every die is fixed) and every step in order,
recorded once from a seeded bot game. Replaying it must accept every step as legal and end in exactly the
recorded result, Raid by Raid, with the Honor lines below. A change of the rules that changes a single
step's effect shows here; the data hash check refuses a script of older Overlord data by name.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules.dday_dice.engine import ENGINE as E
from tests.typed import apply_text

SCRIPTS = Path(__file__).parent / "scripts"


def _play(name: str):
    script = json.loads((SCRIPTS / f"{name}.json").read_text(encoding="utf-8"))
    opts = script["options"]
    state, _ = E.initial_state(E.seats_for(opts), opts, script["seed"])
    for i, (seat, text) in enumerate(script["actions"]):
        assert E.outcome(state) is None, f"the game ended before step {i}"
        assert seat in {p.seat for p in E.prompts(state)}, f"step {i}: {seat} was not asked"
        state = apply_text(E, state, seat, text).state
    return script, state


def _lines(state, raid: str) -> list[tuple[int, int, str]]:
    score = next(r for r in state.campaign.scores if r.raid == raid)
    return [(x.team, x.pp, x.text) for x in score.lines]


def test_a_two_team_blitzkrieg_played_from_a_script():
    script, state = _play("blitzkrieg_a1_two_teams")
    assert state.campaign.blitzkrieg == "a1" and [t.column for t in state.campaign.teams] == ["baker", "charlie"]
    assert state.outcome["reason"] == script["reason"]
    assert [r.totals for r in state.campaign.scores] == [(3, 0)]
    lines = _lines(state, "a1")
    assert (2, 1, "Blitzkrieg: most Stars at the end of the Raid") in lines
    assert (2, 2, "most Mulligan tokens left (Team)") in lines and (3, 2, "most Mulligan tokens left (Team)") in lines
    assert (2, 3, "the Team's Recommended Medal drawn, unused") in lines
    assert sum(pp for team, pp, _ in lines if team == 3) < 0, "Charlie's penalties outweigh its bonus: 0 PP, not less"
    assert state.outcome["winners"] == list(state.campaign.teams[0].seats)


def test_a_solo_campaign_played_from_a_script():
    script, state = _play("solo_campaign_a")
    c = state.campaign
    assert c.solo and [r.raid for r in c.scores] == ["a1s", "a2s", "a3s"]
    assert state.outcome["reason"] == script["reason"]
    assert [r.totals for r in c.scores] == [(23,), (11,), (3,)] and script["totals"] == [37]
    a1s = _lines(state, "a1s")
    assert (2, 5, "each Bunker taken") in a1s
    assert (2, 6, "Time Passes: the Time token 3 Sectors from its Bunker") in a1s
    assert (2, 5, "each Bunker taken") in _lines(state, "a2s")
    assert not any(text == "each Bunker taken" for _, _, text in _lines(state, "a3s"))


@pytest.mark.parametrize("name", ["blitzkrieg_a1_two_teams", "solo_campaign_a"])
def test_a_script_replays_to_the_same_state_after_a_dump(name):
    _, state = _play(name)
    assert E.load_state(E.dump_state(state)) == state
