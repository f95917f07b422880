"""Card data: schema, provenance, completeness per scenario, overrides recorded in the state."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from pb_helpers import SEATS, E, act, new

from rules.pegasus_bridge import cards as C
from rules.pegasus_bridge import scenario as SC


def test_the_card_file_loads_through_its_schema():
    data = json.loads(C.DATA_FILE.read_text(encoding="utf-8"))
    parsed = C.CardFile.model_validate(data)
    assert len(parsed.cards) == len(data["cards"]) > 100


def test_a_broken_record_is_refused_by_the_schema():
    data = json.loads(C.DATA_FILE.read_text(encoding="utf-8"))
    bad = dict(data["cards"][0])
    bad["effect"] = {"combat": 1, "teleport": True}
    with pytest.raises(ValueError):
        C.CardRecord.model_validate(bad)
    bad = dict(data["cards"][0], provenance="placeholder")
    with pytest.raises(ValueError, match="Placeholder"):
        C.CardRecord.model_validate(bad)


def test_physical_counts_match_the_box():
    t = C.builtin_table()
    phys = Counter()
    for c in t.cards.values():
        phys[c.side] += c.physical
    assert phys == {"british": 91, "german": 81, "terrain": 39}
    heroic = Counter(c.side for c in t.cards.values() if c.heroic)
    assert heroic == {"british": 12, "german": 12}


def test_every_record_has_provenance_and_placeholders_say_so():
    for c in C.builtin_table().cards.values():
        assert c.provenance in ("rulebook", "inferred", "placeholder")
        assert c.text
        if c.provenance == "placeholder":
            assert c.name.startswith("Placeholder: ")
        else:
            assert c.confirmed, f"{c.number} claims rulebook facts but lists none"


def test_cards_the_rulebook_names_carry_its_facts():
    t = C.builtin_table()
    assert t["1502"].name == "Patrouille" and t["1502"].value == 2
    assert t["1503"].value == 3 and t["1503"].effect.ban_tokens
    assert t["1506"].effect.ban_combat_actions
    assert t["1102"].name == "Sapeurs" and t["1102"].value == 3
    grenade = next(c for c in t.cards.values() if c.name == "Grenade")
    assert grenade.effect.combat == 2
    assert next(c for c in t.cards.values() if c.name == "Tranchée").effect.unit_limit == 1
    assert next(c for c in t.cards.values() if c.name == "Grenade fumigène").effect.unit_limit == -1
    assert t["1706"].effect.cancel == ("unit",)
    assert t["1110"].effect.gain_tokens.kind == "plus3"
    for n in ("1106", "1107", "1401", "1405", "1410"):
        assert t[n].unit_type == "Parachutiste"
    for n in ("1501", "1805"):
        assert t[n].effect.as_combat_action
    assert t["1015A"].terrain.size == 2
    assert t["1014A"].terrain.back == "1014B"


@pytest.mark.parametrize("letter", ["P", "M", "D"])
def test_every_scenario_deck_is_complete(letter):
    t = C.builtin_table()
    for side in SEATS:
        deck = t.deck(side, letter)
        kinds = Counter(t[c].type for c in deck)
        assert len(deck) >= 30
        assert kinds["unit"] >= 15 and kinds["combat_action"] >= 8 and kinds["event"] >= 4
        assert len(t.heroics(side, letter)) == 4


def test_terrain_piles_match_the_booklet():
    t = C.builtin_table()
    p, m, d = Counter(t.terrains("P")), Counter(t.terrains("M")), Counter(t.terrains("D"))
    assert sum(p.values()) == 16 and sum(m.values()) == 14 and sum(d.values()) == 15
    for n in ("1014A", "1015A", "1010", "1011"):
        assert p[n] == 1
    names_m = Counter(t[c].name for c in t.terrains("M"))
    assert names_m["Champ de Mines"] == 2 and names_m["Réseau de Barbelés"] == 2 and names_m["Champs inondés"] == 1
    for n in SC.M_OBJECTIVES:
        assert m[n] == 1
    for n in ("1027", "1028", "1029", "1030", "1031", "1032"):
        assert d[n] == 1
    names_d = Counter(t[c].name for c in t.terrains("D"))
    assert names_d["Garnison"] == 2 and names_d["Marécages"] == 2 and names_d["Le bois de Bavent"] == 2
    assert [n for n, k in names_d.items() if k > 1] == sorted(["Garnison", "Marécages", "Le bois de Bavent"],
                                                              key=list(names_d).index)


def test_placeholders_in_play_are_reported():
    assert C.uses_placeholders("1A") and C.uses_placeholders("campaign")
    assert "1103" in C.placeholders_in_play("1A")
    assert "1404" not in C.placeholders_in_play("1A")  # no heroic cards in 1A
    assert "1404" in C.placeholders_in_play("1B")
    assert "placeholder" in E.spec.data_provenance.lower() and "reconstructed" in E.spec.data_provenance.lower()


def test_an_override_file_changes_a_card_and_the_state_records_it(tmp_path, monkeypatch):
    path = tmp_path / "cards.json"
    path.write_text(json.dumps([{"number": "1502", "value": 4, "effect": {"combat": 1}}]), encoding="utf-8")
    monkeypatch.setenv(C.ENV_VAR, str(path))
    state = new("1A", seed=3)
    assert state.card_overrides["1502"]["value"] == 4
    assert state.card_overrides["1502"]["name"] == "Patrouille"  # partial record merged over the built-in one
    t = E.table(state)
    assert t["1502"].value == 4 and t["1502"].effect.combat == 1
    assert t.hash != C.builtin_table().hash
    # the file changes later: the game keeps its own cards
    path.write_text(json.dumps([{"number": "1502", "value": 1}]), encoding="utf-8")
    again = E.load_state(E.dump_state(state))
    assert E.table(again)["1502"].value == 4
    monkeypatch.delenv(C.ENV_VAR)
    C._BY_PATCH.clear()
    C._TABLES.clear()
    reloaded = E.load_state(E.dump_state(state))
    assert E.table(reloaded)["1502"].value == 4
    assert E.table(new("1A", seed=3))["1502"].value == 2


def test_an_invalid_override_is_refused(tmp_path, monkeypatch):
    path = tmp_path / "cards.json"
    path.write_text(json.dumps([{"number": "1502", "value": "lots"}]), encoding="utf-8")
    monkeypatch.setenv(C.ENV_VAR, str(path))
    with pytest.raises(ValueError):
        new("1A", seed=3)


def test_the_game_start_says_when_cards_are_overridden(tmp_path, monkeypatch):
    path = tmp_path / "cards.json"
    path.write_text(json.dumps({"cards": [{"number": "1705", "name": "Fusée éclairante", "provenance": "rulebook",
                                           "confirmed": ["name"]}]}), encoding="utf-8")
    monkeypatch.setenv(C.ENV_VAR, str(path))
    _, events = E.initial_state(SEATS, {"scenario": "1A"}, 5)
    assert any(e.kind == "card_overrides" and "1705" in e.text for e in events)
    state = new("1A", seed=5)
    assert act(state, E.prompts(state)[0].seat, "keep") is not None
