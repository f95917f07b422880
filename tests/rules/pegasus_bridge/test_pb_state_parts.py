"""The values inside a Pegasus Bridge state are typed and frozen (issue #47), and store the JSON they always did.

``tests/data/pegasus_states/stored-430f18b.jsonl`` holds states dumped by the code before (main 430f18b, when the
Assault, the stack, the flags, the Terrain piles, the campaign and the outcome were plain mappings read by key),
picked from seeded random games for what they hold: a fight card with a chosen option or a sacrifice, the two
fronts of scenario 1B, a retreat, an answer that cancels, a heroic pick under way, the piles of scenarios 2 and 3,
a card's choice, the end of a campaign and of a scenario.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from pb_helpers import E, act, new
from pydantic import BaseModel, ValidationError

from rules.core.copies import copied
from rules.pegasus_bridge.common import GameBase
from rules.pegasus_bridge.state import PBState
from rules.pegasus_bridge.state_parts import (
    Assault,
    BlueTokens,
    Campaign,
    CardChoice,
    Ending,
    Fight,
    FightCard,
    Flags,
    Front,
    HeroicPick,
    ScenarioResult,
    StackEntry,
    TableEntry,
    TerrainNotes,
)

STORED = Path(__file__).resolve().parents[2] / "data" / "pegasus_states" / "stored-430f18b.jsonl"
RECORDS = [json.loads(line) for line in STORED.read_text(encoding="utf-8").splitlines()]


def typed(s: PBState) -> None:
    """Every nested value of ``s`` is of its type, down to the fight cards."""
    assert type(s.flags) is Flags and type(s.terrain) is TerrainNotes
    assert s.flags.hp is None or type(s.flags.hp) is HeroicPick
    assert all(type(e) is StackEntry for e in s.stack)
    assert s.choice is None or type(s.choice) is CardChoice
    assert s.outcome is None or type(s.outcome) is Ending
    assert s.blue is None or type(s.blue) is BlueTokens
    if s.campaign is not None:
        assert type(s.campaign) is Campaign and all(type(r) is ScenarioResult for r in s.campaign.results)
    if s.assault is not None:
        assert type(s.assault) is Assault
        for f in s.assault.fronts:
            assert type(f) is Front and all(type(e) is TableEntry for e in f.table)
            if f.fight is not None:
                assert type(f.fight) is Fight
                assert all(type(e) is FightCard for cards in f.fight.cards.values() for e in cards)


@pytest.mark.parametrize("record", RECORDS, ids=[r["what"] for r in RECORDS])
def test_a_state_stored_before_loads_typed_and_dumps_the_same_text(record: dict) -> None:
    state = E.load_state(record["state"])
    typed(state)
    assert E.dump_state(state) == record["state"]


def test_the_stored_states_hold_what_they_were_picked_for() -> None:
    """Read by attribute: the records' parts are there (so the test above covers each kind of value)."""
    s = {r["what"]: E.load_state(r["state"]) for r in RECORDS}
    assert any(e.option for f in s["fight-card-option"].assault.fronts if f.fight
               for cards in f.fight.cards.values() for e in cards)
    assert any(e.sacrificed for f in s["fight-card-sacrifice"].assault.fronts if f.fight
               for cards in f.fight.cards.values() for e in cards)
    assert len(s["two-fronts"].assault.fronts) == 2 and s["retreat"].assault.retreat is True
    assert any(e.cancels is not None for e in s["stack-cancels"].stack)
    pick = s["flags-heroic-pick"].flags.hp
    assert pick is not None and pick.seats and pick.then
    assert s["terrain-2"].terrain.out and s["terrain-3"].terrain.done and s["terrain-3"].terrain.piles
    assert s["choice"].choice is not None
    over = s["campaign-over"]
    assert over.campaign.total is not None and over.campaign.band and len(over.campaign.results) == 3
    assert over.outcome.reason and s["scenario-over"].outcome.winners


def test_an_unset_key_stays_out_of_the_json_and_notes_keep_the_order_written() -> None:
    entry = StackEntry(card="1101", seat="british", played_as="ca", front=None, windowed=False)
    assert entry.model_dump_json() == '{"c":"1101","s":"british","as":"ca","f":null,"w":false}'
    assert entry.evolve(cancels=False).model_dump_json().endswith('"w":false,"cancels":false}')
    flags = Flags().noted(winner="german").noted(mull=["british"]).noted(winner="british")
    assert flags.model_dump_json() == '{"winner":"british","mull":["british"]}'
    assert flags.mull == ("british",) and flags.dropped("winner").model_dump_json() == '{"mull":["british"]}'
    assert flags.dropped("winner").winner is None and not flags.dropped("winner").written("winner")


@pytest.mark.parametrize("scenario", ["1B", "2"])
def test_the_readers_get_typed_values_in_a_whole_game(scenario: str) -> None:
    rng = random.Random(5)
    state = new(scenario, 5)
    seen: set[str] = set()
    while E.outcome(state) is None:
        typed(state)
        seen |= {name for name in ("assault", "stack", "choice") if getattr(state, name)}
        seen |= {"heroic pick"} if state.flags.hp is not None else set()
        seat = rng.choice(sorted({p.seat for p in E.prompts(state)}))
        state = act(state, seat, rng.choice(E.options(state, seat, "")).value)
    typed(state)
    assert {"assault", "stack", "heroic pick"} <= seen


def test_a_nested_value_refuses_a_write() -> None:
    record = next(r for r in RECORDS if r["what"] == "two-fronts")
    state = E.load_state(record["state"])
    front = state.assault.fronts[0]
    with pytest.raises(ValidationError):
        front.units = 9  # type: ignore[misc] # frozen: the write this test expects refused
    with pytest.raises(ValidationError):
        state.flags.winner = "german"  # type: ignore[misc] # frozen
    with pytest.raises(ValidationError):
        state.terrain.pile = ()  # type: ignore[misc] # frozen
    with pytest.raises(TypeError):
        state.assault.fronts[0] = front  # type: ignore[index] # a tuple
    with pytest.raises(TypeError, match="no field gf"):
        front.evolve(gf=1)  # the stored key is not a field's name: a write names the field
    assert E.dump_state(state) == record["state"]


def test_the_working_context_writes_new_values_and_leaves_the_old_state_as_it_was() -> None:
    record = next(r for r in RECORDS if r["what"] == "two-fronts")
    state = E.load_state(record["state"])
    g = GameBase(state, E.table(state))
    g.front_note(1, units=state.assault.fronts[1].units + 1)
    g.flag(winner="british")
    g.terrain_note(benouville_taken=True)
    assert g.s.assault.fronts[1].units == state.assault.fronts[1].units + 1
    assert g.s.assault.fronts[0] is state.assault.fronts[0]  # the front left alone is shared
    assert g.s.flags.winner == "british" and g.s.terrain.benouville_taken
    assert E.dump_state(state) == record["state"]


def _same_model(a: BaseModel, b: BaseModel) -> None:
    assert type(a) is type(b) and a == b
    assert a.__dict__ == b.__dict__ and a.__pydantic_fields_set__ == b.__pydantic_fields_set__
    assert a.__pydantic_private__ == b.__pydantic_private__ and a.__pydantic_extra__ == b.__pydantic_extra__
    assert a.model_dump_json() == b.model_dump_json()


@pytest.mark.parametrize("record", RECORDS, ids=[r["what"] for r in RECORDS])
def test_the_quick_copy_makes_what_pydantic_copy_makes(record: dict) -> None:
    """``copied`` (every write of the rules) against ``model_copy``, and a note written by ``noted`` against the
    same entries validated, on the stored states: the same values, fields given, private order and JSON."""
    state = E.load_state(record["state"])
    changes = {"turn": state.turn + 1, "stack": (), "flags": state.flags.noted(winner="german")}
    _same_model(copied(state, changes), state.model_copy(update=changes))
    if state.assault is not None:
        front = state.assault.fronts[0]
        _same_model(front.evolve(units=front.units + 1, closed="british"),
                    front.model_copy(update={"units": front.units + 1, "closed": "british"}))
    for notes, entry, value in ((state.flags, "winner", "german"), (state.flags, "mull", ("british",)),
                                (state.terrain, "pile", ("1001",)), (state.terrain, "pt", 2)):
        written = notes.noted(**{entry: value})
        _same_model(written, type(notes).model_validate({**notes.entries(), entry: value}))
        assert list(json.loads(written.model_dump_json()))[-1] == entry or notes.written(entry)
    assert E.dump_state(state) == record["state"]
