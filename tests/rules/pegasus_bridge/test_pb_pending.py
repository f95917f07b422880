"""Pegasus Bridge pending decisions are a typed, frozen union, one model per kind: a misspelt field fails at
once, the state's JSON keeps its old form, and a loaded state's decision is read into the model its kind names."""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from rules.pegasus_bridge.engine import ENGINE as E
from rules.pegasus_bridge.pending import (
    CardChoiceDecision,
    PhaseDecision,
    RaiseDecision,
    RespondDecision,
    TerrainDecision,
    front_of,
)


def test_a_decision_refuses_a_misspelt_or_missing_field_and_a_stranger_seat() -> None:
    with pytest.raises(ValidationError, match="frnt"):
        RaiseDecision(seats=("german",), front=0, frnt=0)  # type: ignore[call-arg]
    with pytest.raises(ValidationError, match="card"):
        RespondDecision(seats=("british",))  # type: ignore[call-arg]
    with pytest.raises(ValidationError, match="seats"):
        PhaseDecision(seats=("french",))  # type: ignore[arg-type]
    with pytest.raises(ValidationError, match="seats"):
        PhaseDecision(seats=())


def test_a_decision_is_frozen_and_dumps_in_the_states_old_form() -> None:
    d = TerrainDecision(seats=("german",), among=("T1",))
    with pytest.raises(ValidationError):
        d.among = ("T2",)  # type: ignore[misc]
    assert json.loads(d.model_dump_json()) == {"kind": "terrain", "seats": ["german"], "among": ["T1"]}
    assert list(json.loads(RaiseDecision(seats=("british",), front=1).model_dump_json())) == ["kind", "seats", "front"]
    assert front_of(RaiseDecision(seats=("british",), front=1)) == 1
    assert front_of(CardChoiceDecision(seats=("german",))) is None


def test_a_loaded_state_reads_its_pending_decision_into_the_model_its_kind_names() -> None:
    s, _ = E.initial_state(("british", "german"), {}, 7)
    assert s.pending is not None
    data = json.loads(E.dump_state(s))
    assert data["pending"] == {"kind": s.pending.kind, "seats": list(s.pending.seats)}
    loaded = E.load_state(json.dumps(data))
    assert loaded == s and type(loaded.pending) is type(s.pending)
    data["pending"] = {"kind": "terrain", "seats": ["british"], "among": ["1007"]}
    assert E.load_state(json.dumps(data)).pending == TerrainDecision(seats=("british",), among=("1007",))
    data["pending"] = {"kind": "raize", "seats": ["british"]}
    with pytest.raises(ValueError):
        E.load_state(json.dumps(data))
    data["pending"] = {"kind": "raise", "seats": ["british"]}
    with pytest.raises(ValueError, match="front"):
        E.load_state(json.dumps(data))
