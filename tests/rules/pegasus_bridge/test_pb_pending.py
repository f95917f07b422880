"""Pegasus Bridge pending decisions have one model per kind: a misspelt field fails at once."""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from rules.pegasus_bridge.engine import ENGINE as E
from rules.pegasus_bridge.pending import make


def test_make_refuses_a_misspelt_or_missing_field() -> None:
    with pytest.raises(ValidationError, match="frnt"):
        make("raise", ["german"], frnt=0)
    with pytest.raises(ValidationError, match="card"):
        make("respond", ["british"])
    assert make("terrain", ["german"], among=["T1"]) == {"kind": "terrain", "seats": ["german"], "among": ["T1"]}


def test_a_loaded_state_is_checked_against_the_model_of_its_pending_decision() -> None:
    s, _ = E.initial_state(("british", "german"), {}, 7)
    assert s.pending is not None
    data = json.loads(E.dump_state(s))
    assert E.load_state(json.dumps(data)) == s
    data["pending"]["kind"] = "raize"
    with pytest.raises(ValueError):
        E.load_state(json.dumps(data))
