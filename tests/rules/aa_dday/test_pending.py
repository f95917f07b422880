"""The pending decision is a frozen model per kind: a misspelt or missing field fails at once, it is replaced and
never changed in place, and the state's JSON keeps the form it had when the decision was a plain dict."""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from rules.aa_dday import ENGINE as E
from rules.aa_dday import build_state
from rules.aa_dday.pending import MODELS, Joint, Move, make, stored
from tests.typed import apply_text


def test_make_refuses_a_misspelt_or_missing_field() -> None:
    with pytest.raises(ValidationError, match="sets"):
        make("patrol", seat="allies", sets=["allies"])
    with pytest.raises(ValidationError, match="choices"):
        make("choose", what="flood", seat="axis", seats=["axis"])
    with pytest.raises(ValidationError):
        make("hits", ctx="combat", need={"axis": [{"n": 0, "pool": {}}]}, pick={"axis": "cheap"})


def test_the_stored_form_keeps_the_fields_given_or_set_in_their_order() -> None:
    p = make("move", seat="allies", side="allies", moved={}, paths=[], seats=["allies"])
    assert list(stored(p)) == ["kind", "seat", "side", "moved", "paths", "seats"]
    limited = p.evolve(out={"uk": ("13",)}, out_limit=1)
    assert list(stored(limited)) == ["kind", "seat", "side", "moved", "paths", "out", "out_limit", "seats"]
    assert list(stored(make("recon", seat="allies", seats=["allies"], zone=None))) == ["kind", "seat", "seats",
                                                                                              "zone"]
    hits = make("hits", ctx="combat", need={}, pick={})
    assert list(stored(hits)) == ["kind", "ctx", "need", "pick"]
    proposed = hits.evolve(joint=Joint(proposal=("uk", "done"), refused=None))
    assert stored(proposed)["joint"] == {"proposal": ("uk", "done"), "refused": None}
    assert stored(proposed.without("joint")) == stored(hits) and proposed.without("joint").joint is None


def test_a_decision_is_frozen_and_an_action_leaves_the_input_states_decision_as_it_was() -> None:
    s, _ = build_state({"30": "2 uk inf", "31": "1 inf"}, card=8)
    p = s.pending
    assert isinstance(p, Move)
    with pytest.raises(ValidationError):
        p.seats = ()  # type: ignore[misc]  # frozen: assigning a field must fail
    before = E.dump_state(s)
    after = apply_text(E, s, "allies", "move 1 uk inf from 30 to 31").state
    assert isinstance(after.pending, Move) and after.pending.moved == {"31": {"uk:inf": 1}}
    assert s.pending is p and p.moved == {} and p.paths == () and E.dump_state(s) == before


def test_a_state_saved_when_the_decision_was_a_dict_loads_and_dumps_the_same_text() -> None:
    s, _ = build_state({"30": "2 uk inf, 2 inf"}, card=11, dice_script=[1, 1, 1, 1, 1, 1, 1, 1])
    data = json.loads(E.dump_state(s))
    saved = [  # as the rules wrote them before the decisions were typed (fields added later come last)
        {"kind": "move", "seat": "axis", "side": "axis", "moved": {"14": {"de:inf": 2}}, "paths": ["de:inf|2|13,14"],
         "out": {"axis": ["13"]}, "out_limit": 2, "seats": ["axis"]},
        {"kind": "hits", "ctx": "bombard", "need": {"uk": [{"n": 1, "pool": {"30": {"de:bh": 1}}}]},
         "pick": {"uk": "value"}, "then": [{"seat": "us", "n": 2, "locs": ["30"], "keys": ["de:bh"]}],
         "joint": {"proposal": ["uk", "hits 30: 1 bh"], "refused": "us", "counter": None}},
        {"kind": "reroll", "seat": "allies", "seats": ["uk"], "rolls": {"uk": [2, 5]}, "done": [], "fortune": True},
        {"kind": "choose", "what": "revive", "seat": "allies", "seats": ["allies"], "fortune": True,
         "choices": ["choose uk", "choose us"], "typ": "bomber"},
    ]
    for pending in saved:
        data["pending"] = pending
        text = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
        loaded = E.load_state(text)
        assert type(loaded.pending) is MODELS[pending["kind"]]
        assert E.dump_state(loaded) == text


def test_a_loaded_state_is_checked_against_the_model_of_its_pending_decision() -> None:
    s, _ = build_state({"30": "2 uk inf, 2 inf"}, card=11, dice_script=[1, 1, 1, 1, 1, 1, 1, 1])
    assert s.pending is not None and s.pending.kind in MODELS
    data = json.loads(E.dump_state(s))
    assert E.load_state(json.dumps(data)) == s
    key = next(k for k in data["pending"] if k != "kind")
    data["pending"][key + "s"] = data["pending"].pop(key)  # a misspelt field
    with pytest.raises(ValueError, match="not a valid A&A D-Day state"):
        E.load_state(json.dumps(data))
    data["pending"] = {"kind": "dig", "seat": "axis", "seats": ["axis"]}  # a kind no model has
    with pytest.raises(ValueError, match="not a valid A&A D-Day state"):
        E.load_state(json.dumps(data))
