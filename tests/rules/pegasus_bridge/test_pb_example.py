"""The rulebook's worked example of an Assault (Turn Sequence, 4 - Assault Phase, "Example", steps A to G)."""

from __future__ import annotations

import pytest
from pb_helpers import E, act, new, rework, step

from rules.core.errors import IllegalActionError
from tests.typed import apply_text


def german_phase_on_the_road():
    """Scenario 1A, turn 1, German Phase, on Road (size 4, no effect); scripted tosses: failure, +1, failure."""
    state = new("1A", seed=21, script=(1, 2, 1))
    state = act(state, "british", "respond never")
    state = act(state, "german", "respond never")
    state = act(act(state, "british", "keep"), "german", "keep")
    state = act(state, "british", f"choose terrain {state.revealed[0]}")
    state = act(state, "british", "done")
    assert E.prompts(state)[0].kind == "phase" and E.prompts(state)[0].seat == "german"
    return rework(state, current=["1001"],
                  hand={"british": ["1102", "1104", "1306"], "german": ["1502", "1702", "1503"]})



def test_worked_example_a_to_g():
    state = german_phase_on_the_road()
    g = E.table(state)
    assert g["1001"].terrain.size == 4
    view = lambda s: E.view(s, None).fronts[0]  # noqa: E731

    # A) The German plays the Unit Patrouille (Combat value 2).
    state = act(state, "german", "play 1502")
    assert view(state).fight.german == "1502" and view(state).fight.german_value == 2
    state = act(state, "german", "pass")  # German initiative: nothing more
    # B) The British plays the Unit Sapeurs (Combat value 3).
    state = act(state, "british", "play 1102")
    assert view(state).fight.british_value == 3
    state = act(state, "british", "pass")  # 3 >= 2: the German must answer
    # C) The German plays the Combat Action Grenade: 2 + 2 = 4.
    state = act(state, "german", "play 1702")
    assert view(state).fight.german_value == 4
    state = act(state, "german", "pass")  # 4 > 3: back to the British
    reserve = state.reserve
    # D) The British tosses a token: failure; another: +1. Sapeurs 3 + 1 = 4.
    result = step(state, "british", "toss")
    state = result.state
    assert [e.dice for e in result.events if e.kind == "toss"] == [(1,)]
    assert state.reserve == reserve + 1 and view(state).fight.british_value == 3
    state = act(state, "british", "toss")
    assert view(state).fight.british_value == 4 and state.tokens["british"]["normal"] == 0
    state = act(state, "british", "pass")  # 4 >= 4: equal values, the British Unit destroys the German one
    # E) The German tosses a token: failure; he keeps his other token.
    state = act(state, "german", "toss")
    assert view(state).fight.german_value == 4 and state.tokens["german"]["normal"] == 1
    assert state.reserve == reserve + 2
    result = step(state, "german", "pass")
    state = result.state
    # F) He turns his Patrouille sideways: destroyed.
    front = view(state)
    assert [(c.card.number, c.state) for c in front.table if c.played_as == "unit"] == [
        ("1502", "destroyed"), ("1102", "won")]
    assert front.german_fought == 1 and front.units_played == 1 and front.limit == 4
    # G) Only one Unit played on a Terrain allowing 4: he plays an Auto-mitrailleuse and the Assault continues.
    p = E.prompts(state)[0]
    assert (p.seat, p.kind) == ("german", "place_g")
    state = act(state, "german", "play 1503")
    state = act(state, "german", "pass")
    state = act(state, "british", "play 1104")
    assert view(state).fight.german == "1503" and view(state).units_played == 2
    # ... against which the British cannot use (normal) tokens.
    state = rework(state, tokens={"british": {"normal": 3, "plus3": 0, "plus3h": 0, "thornton": 0},
                                  "german": dict(state.tokens["german"])})
    assert not [a for a in E.legal(state, "british") if a.kind == "toss"]
    with pytest.raises(IllegalActionError):
        apply_text(E, state, "british", "toss")
    # ... but special tokens from heroic cards are allowed
    state = rework(state, tokens={"british": {"normal": 3, "plus3": 0, "plus3h": 1, "thornton": 2},
                                  "german": dict(state.tokens["german"])})
    tosses = {E.format_action(a) for a in E.legal(state, "british") if a.kind == "toss"}
    assert tosses == {"toss +3", "toss thornton"}


def test_the_british_wins_ties_and_loses_only_when_strictly_behind():
    state = german_phase_on_the_road()
    state = act(state, "german", "play 1502")
    state = act(state, "german", "pass")
    state = act(state, "british", "play 1104")  # 2 against 2
    state = act(state, "british", "pass")
    p = E.prompts(state)[0]
    assert (p.seat, p.kind) == ("german", "raise")
    state = act(state, "german", "play 1702")  # 4 against 2
    state = act(state, "german", "pass")
    assert E.prompts(state)[0].seat == "british"
    state = rework(state, tokens={"british": {"normal": 0}, "german": {"normal": 0}},
                   hand={"british": ["1102"], "german": ["1503"]})
    state = act(state, "british", "pass")  # behind: the British Unit is destroyed
    assert state.pe == 2
    assert state.last_winner == "german"
    assert E.prompts(state)[0].kind in ("terrain",)
    assert E.prompts(state)[0].seat == "british"  # the loser chooses the next Terrain
