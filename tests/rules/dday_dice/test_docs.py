"""docs/dday-dice.md lists every data record (regenerate the tables when a record changes)."""

from pathlib import Path

from rules.dday_dice.overrides import builtin_data

DOC = (Path(__file__).resolve().parents[3] / "docs" / "dday-dice.md").read_text(encoding="utf-8")


def test_every_record_is_listed_with_its_provenance():
    d = builtin_data()
    rows = {line.split("|")[1].strip() for line in DOC.splitlines() if line.startswith("| ")}
    for group in (d.nations, d.specialists, d.items, d.medals, d.vehicles, d.rules, d.maps):
        for rid, rec in group.items():
            assert rid in rows, f"{rid} is missing from docs/dday-dice.md"
            line = next(x for x in DOC.splitlines() if x.startswith(f"| {rid} |"))
            assert rec.provenance in line and rec.reason.replace("|", "/") in line
    assert "| tools |" in DOC
