"""/rules: one entry per D-Day Dice record, saying where it comes from; owner overrides say so too."""

import json

from bot.service.reference import rules_text
from rules.core.glossary import lookup
from rules.dday_dice.engine import glossary_entries
from rules.dday_dice.overrides import builtin_data


def test_every_record_has_an_entry_with_its_provenance():
    d = builtin_data()
    entries = {e.id: e for e in glossary_entries(d)}
    for sid, r in d.specialists.items():
        e = entries[f"dice-specialist-{sid}"]
        assert e.term == r.name and (("reconstruction" in e.text) or ("inferred" in e.text) or r.provenance == "rulebook")
    for group, prefix in ((d.items, "item"), (d.medals, "medal"), (d.vehicles, "vehicle"), (d.maps, "map"),
                          (d.nations, "nation")):
        for rid in group:
            assert f"dice-{prefix}-{rid}" in entries
    assert entries["dice-medal-bronze-star"].provenance == "rulebook"
    assert entries["dice-item-bazooka"].provenance == "reconstruction"
    assert "Source: our reconstruction" in entries["dice-tool-table"].text


def test_rules_lookup_shows_provenance_and_owner_entries(monkeypatch, tmp_path):
    assert lookup("dday-dice", "medic").term == "Medic"
    path = tmp_path / "d.json"
    path.write_text(json.dumps({"items": [{"id": "bazooka", "ip": 9}]}), encoding="utf-8")
    monkeypatch.setenv("DDAY_DICE_DATA", str(path))
    from rules.dday_dice.overrides import load_data

    e = next(x for x in glossary_entries(load_data()) if x.id == "dice-item-bazooka")
    assert "9 Item Points" in e.text and "DDAY_DICE_DATA" in e.text and e.provenance == "rulebook"
    assert "reconstructed" in rules_text("dday-dice", "tool table").lower() or "Tool table" in rules_text(
        "dday-dice", "tool table")
