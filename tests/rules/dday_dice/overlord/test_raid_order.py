"""The order the Raid rules act in is stated once (``raids.ORDER``), not left to the order their modules are imported
in (issue #47): every rule has its place, and a process that imports the modules the other way round plays them in
the same order."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from rules.dday_dice.overlord import raids
from rules.dday_dice.overlord.raid_rule import RULES
from rules.dday_dice.overlord.records import raid_record

REPO = Path(__file__).resolve().parents[4]
READ = """
import importlib, json, sys, types
from pathlib import Path

import rules

base = types.ModuleType("rules.dday_dice")  # the package without its __init__, which imports the engine (and so
base.__path__ = [str(Path(rules.__file__).parent / "dday_dice")]  # every Raid rule, in raids.py's import order)
sys.modules["rules.dday_dice"] = base
for name in sys.argv[1:]:
    importlib.import_module(name)
from rules.dday_dice.overlord import raids
from rules.dday_dice.overlord.raid_rule import RULES

print(json.dumps({"registered": list(RULES),
                  "active": {raid: [r.name for r in raids.active(raid)] for raid in raids.ORDER}}))
"""
"""A fresh interpreter: import the Raid rules' modules in the order named, then read the order they registered in
and each Raid's rules in the order they act."""


def test_every_raid_rule_has_one_stated_place_among_its_raid_s_printed_rules() -> None:
    assert raids.unlisted() == []
    for raid, names in raids.ORDER.items():
        assert set(names) <= set(raid_record(raid).rules), raid
        assert [r.name for r in raids.active(raid)] == list(names)


def test_a_rule_out_of_place_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    order = dict(raids.ORDER)
    order["a1"] = tuple(n for n in order["a1"] if n != "Beach Clean-up") + ("Cannon Fodder", "Ammunition Crate")
    monkeypatch.setattr(raids, "ORDER", order)
    assert raids.unlisted() == ["Ammunition Crate (a1): listed but not registered", "Beach Clean-up (a1): not in ORDER",
                                "Cannon Fodder (a1): listed twice"]


def test_the_order_does_not_depend_on_the_order_the_modules_are_imported_in() -> None:
    backwards = [m.__name__ for m in reversed(raids.RULE_MODULES)]
    out = subprocess.run([sys.executable, "-c", READ, *backwards], cwd=REPO, capture_output=True, text=True,
                         check=True, timeout=60)
    there = json.loads(out.stdout)
    assert there["registered"] != list(RULES)  # the modules did register in another order there
    assert sorted(there["registered"]) == sorted(RULES)
    assert there["active"] == {raid: [r.name for r in raids.active(raid)] for raid in raids.ORDER}
