"""One full solo game on N-01 Exercise Tiger, reproduced from a script of dice and actions (a won game)."""

import json
from pathlib import Path

from rules.dday_dice.engine import ENGINE as E
from tests.typed import apply_text

GAME = json.loads((Path(__file__).with_name("data") / "tiger_solo_game.json").read_text(encoding="utf-8"))


def test_scripted_solo_game_on_exercise_tiger_is_won_as_recorded():
    state, _ = E.initial_state(("unit1",), {}, 1, tuple(GAME["dice"]))
    kinds: set[str] = set()
    for text in GAME["actions"]:
        assert E.outcome(state) is None
        assert [p.seat for p in E.prompts(state)] == ["unit1"]
        step = apply_text(E, state, "unit1", text)
        kinds |= {e.kind for e in step.events}
        state = step.state
    final = GAME["final"]
    u = state.unit("unit1")
    assert E.outcome(state).winners == ("unit1",) and E.outcome(state).reason == final["reason"]
    assert (state.turn, u.soldiers, list(u.specialists), list(u.visited)) == (
        final["turn"], final["soldiers"], final["specialists"], final["visited"])
    assert state.dice.script == ()  # every scripted die was used, no seeded die
    assert u.visited[0] == "1" and u.visited[-1] == "B" and u.status == "conquered"
    assert {"rolled", "final_tally", "resources", "moved", "combat", "conquered", "game_over"} <= kinds
    assert E.prompts(state) == ()
