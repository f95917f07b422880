"""DDAY_DICE_DATA: an owner's records merged over ours, copied into the state, refused when invalid."""

import json

import pytest

from rules.core.errors import InvalidOptionError
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.overrides import ENV_VAR, builtin_data


def _start(monkeypatch, tmp_path, content):
    path = tmp_path / "dice.json"
    path.write_text(json.dumps(content) if not isinstance(content, str) else content, encoding="utf-8")
    monkeypatch.setenv(ENV_VAR, str(path))
    return E.initial_state(("unit1",), {}, 3)


def test_override_merges_and_the_game_keeps_its_data(monkeypatch, tmp_path):
    s, events = _start(monkeypatch, tmp_path, {"tools": [{"id": "tools", "ip": [0, 2, 4, 6, 8, 10, 12]}],
                                              "specialists": [{"id": "medic", "stars": 1}]})
    d = E.data(s)
    assert d.tools.points(2) == 4 and d.specialists["medic"].stars == 1
    assert d.specialists["medic"].provenance == "rulebook" and d.hash != builtin_data().hash
    assert any(e.kind == "data_overrides" for e in events)
    monkeypatch.delenv(ENV_VAR)
    again = E.load_state(E.dump_state(s))  # the file is gone: the state still holds the records
    assert E.data(again).tools.points(2) == 4


def test_invalid_override_is_refused_at_start(monkeypatch, tmp_path):
    with pytest.raises(InvalidOptionError, match="specialists record 'medic'"):
        _start(monkeypatch, tmp_path, {"specialists": [{"id": "medic", "stars": -3}]})
    with pytest.raises(InvalidOptionError, match="not valid JSON"):
        _start(monkeypatch, tmp_path, "{nope")
    with pytest.raises(InvalidOptionError, match="unknown record kind"):
        _start(monkeypatch, tmp_path, {"cards": []})
    bad_map = {"maps": [{"id": "exercise-tiger", "edges": [{"a": "1", "b": "2"}]}]}
    with pytest.raises(InvalidOptionError, match="map 'exercise-tiger'"):
        _start(monkeypatch, tmp_path, bad_map)


def test_every_record_has_provenance_and_a_reason():
    d = builtin_data()
    groups = [d.nations, d.specialists, d.items, d.medals, d.vehicles, d.rules, d.maps, {"tools": d.tools}]
    for group in groups:
        for rec in group.values():
            assert rec.provenance in ("rulebook", "inferred", "reconstruction") and len(rec.reason) > 10
