"""Pending decisions have one model per kind: a misspelt or missing field fails at once, the dict keeps its form."""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from rules.aa_dday import ENGINE as E
from rules.aa_dday import build_state
from rules.aa_dday.pending import MODELS, make


def test_make_refuses_a_misspelt_or_missing_field() -> None:
    with pytest.raises(ValidationError, match="sets"):
        make("patrol", seat="allies", sets=["allies"])
    with pytest.raises(ValidationError, match="choices"):
        make("choose", what="flood", seat="axis", seats=["axis"])
    with pytest.raises(ValidationError):
        make("hits", ctx="combat", need={"axis": [{"n": 0, "pool": {}}]}, pick={"axis": "cheap"})


def test_make_keeps_the_fields_given_in_their_order() -> None:
    p = make("move", seat="allies", side="allies", moved={}, paths=[], out={}, out_limit=1, seats=["allies"])
    assert list(p) == ["kind", "seat", "side", "moved", "paths", "out", "out_limit", "seats"]
    assert list(make("recon", seat="allies", seats=["allies"], zone=None)) == ["kind", "seat", "seats", "zone"]
    assert "then" not in make("hits", ctx="combat", need={}, pick={})


def test_a_loaded_state_is_checked_against_the_model_of_its_pending_decision() -> None:
    s, _ = build_state({"30": "2 uk inf, 2 inf"}, card=11, dice_script=[1, 1, 1, 1, 1, 1, 1, 1])
    assert s.pending is not None and s.pending["kind"] in MODELS
    data = json.loads(E.dump_state(s))
    assert E.load_state(json.dumps(data)) == s
    key = next(k for k in data["pending"] if k != "kind")
    data["pending"][key + "s"] = data["pending"].pop(key)  # a misspelt field
    with pytest.raises(ValueError, match="not a valid A&A D-Day state"):
        E.load_state(json.dumps(data))
