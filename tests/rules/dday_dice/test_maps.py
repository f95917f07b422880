"""Battle Maps: every shipped map is valid; the checker and ``dday dice-map check`` catch broken maps."""

import json

from bot.cli import main
from rules.dday_dice import maps
from rules.dday_dice.overrides import builtin_data

D = builtin_data()


def test_shipped_maps_are_valid_and_exercise_tiger_matches_the_facts():
    assert len(D.maps) >= 6
    for m in D.maps.values():
        assert maps.problems(m, D.specialists, D.items) == []
    t = D.maps["exercise-tiger"]
    assert [t.sector(x).defence[0] for x in ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "B")] == [
        2, 4, 4, 6, 3, 6, 8, 8, 10, 10, 12]
    assert t.start_resources.soldiers == 4 and t.sector("5").require == ("corporal",)
    assert sum(1 for s in D.maps["gold-beach"].sectors if s.bunker) == 2
    assert D.maps["omaha-beach"].sector("8").require == ("scout",) and D.maps["omaha-beach"].sector("8").defence[0] == 10


def test_checker_reports_unreachable_bunker_and_bad_numbers(tmp_path, capsys):
    raw = json.loads(json.dumps(maps.builtin_maps()["exercise-tiger"]))
    raw["edges"] = [e for e in raw["edges"] if e["b"] != "B"]
    path = tmp_path / "m.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    problems = maps.check_file(path, D.specialists, D.items)
    assert any("not connected" in p for p in problems) and any("no Bunker" in p for p in problems)
    assert main(["dice-map", "check", str(path)]) == 1
    raw["sectors"][0]["def"] = [99]
    path.write_text(json.dumps(raw), encoding="utf-8")
    assert any("def" in p.lower() for p in maps.check_file(path))
    good = tmp_path / "good.json"
    good.write_text(json.dumps(maps.builtin_maps()["gold-beach"]), encoding="utf-8")
    capsys.readouterr()
    assert main(["dice-map", "check", str(good)]) == 0 and "valid" in capsys.readouterr().out
    assert main(["dice-map", "schema"]) == 0 and "Battle Map" in capsys.readouterr().out


def test_published_schema_is_current_and_accepts_every_shipped_map():
    from pathlib import Path

    import jsonschema

    published = json.loads((Path(__file__).resolve().parents[3] / "docs" / "dday-dice-map.schema.json").read_text())
    assert published == maps.json_schema(), "regenerate with: dday dice-map schema > docs/dday-dice-map.schema.json"
    for raw in maps.builtin_maps().values():
        jsonschema.validate(raw, published)


def test_a_copy_with_other_sectors_and_lines_answers_from_its_own():
    """The look-ups are worked out once per map (rules.core.memo): a copy with other Sectors or lines is another
    map, and its answers are its own, whichever was asked first."""
    t = D.maps["exercise-tiger"]
    assert t.sector("5").require == ("corporal",)
    assert "B" in [n for n, _ in maps.neighbours(t, "10")]
    sectors = tuple(s.model_copy(update={"require": ()}) if s.id == "5" else s for s in t.sectors)
    other = t.model_copy(update={"sectors": sectors, "edges": tuple(e for e in t.edges if "B" not in (e.a, e.b))})
    assert other.sector("5").require == ()
    assert "B" not in [n for n, _ in maps.neighbours(other, "10")]
    assert t.sector("5").require == ("corporal",) and "B" in [n for n, _ in maps.neighbours(t, "10")]
