"""board.json: schema, totals and consistency with the rulebook."""

from __future__ import annotations

import json
from collections import Counter, deque
from importlib import resources

import pytest

from rules.aa_dday.board import BOARD, BoardData, load_board_data


@pytest.fixture(scope="module")
def data() -> BoardData:
    return load_board_data()


@pytest.fixture(scope="module")
def raw() -> dict:
    text = resources.files("rules.aa_dday").joinpath("data/board.json").read_text(encoding="utf-8")
    return json.loads(text)


def test_board_json_loads_through_the_pydantic_schema(raw: dict) -> None:
    data = BoardData.model_validate(raw)
    assert len(data.zones) == 42
    with pytest.raises(ValueError):
        BoardData.model_validate({**raw, "zones": raw["zones"][:-1] + [{**raw["zones"][-1], "coastal": "maybe"}]})


def test_piece_totals_per_nation_match_the_rulebook(data: BoardData) -> None:
    totals: dict[str, Counter] = {"de": Counter(), "uk": Counter(), "us": Counter()}
    for units in data.axis_setup.values():
        totals["de"].update(units)
    for box in data.beachheads:
        totals[box.nation].update(box.start)
    for box in data.airborne:
        totals[box.nation].update(box.start)
    for chart in data.reinforcements.values():
        totals[chart.nation].update(u.type for u in chart.units)
    totals["uk"].update(data.air.uk)
    totals["us"].update(data.air.us)
    expected = data.piece_totals
    assert dict(totals["de"]) == dict(expected.de) == {"inf": 51, "art": 34, "tank": 23, "bh": 17}
    assert dict(totals["uk"]) == dict(expected.uk)
    assert dict(totals["us"]) == dict(expected.us)
    # the rulebook's contents list: 125 German, 61 U.S. and 54 U.K. pieces
    assert sum(totals["de"].values()) == 125
    assert sum(totals["us"].values()) == 61
    assert sum(totals["uk"].values()) == 54


def test_no_zone_or_box_is_over_its_limit_at_setup(data: BoardData) -> None:
    for zone, units in data.axis_setup.items():
        land = sum(n for t, n in units.items() if t != "bh")
        assert land <= data.stacking_limit, zone
    for box in data.beachheads:
        assert sum(box.start.values()) <= box.capacity, box.id
    per_zone: Counter = Counter()
    for box in data.airborne:
        per_zone[box.zone] += sum(box.start.values())
    assert all(n <= data.stacking_limit for n in per_zone.values())


def test_adjacency_is_symmetric_and_connected(data: BoardData) -> None:
    ids = {str(z.id) for z in data.zones}
    assert set(data.adjacency) == ids
    for a, neighbours in data.adjacency.items():
        assert str(a) not in {str(b) for b in neighbours}
        for b in neighbours:
            assert str(b) in ids
            assert int(a) in data.adjacency[str(b)], (a, b)
    seen = {"1"}
    todo = deque(["1"])
    while todo:
        z = todo.popleft()
        for b in data.adjacency[z]:
            if str(b) not in seen:
                seen.add(str(b))
                todo.append(str(b))
    assert seen == ids


def test_every_beachhead_lands_in_an_existing_coastal_zone(data: BoardData) -> None:
    coastal = {z.id: z.coastal for z in data.zones}
    for box in data.beachheads:
        assert box.lands_in in coastal, box.id
        assert coastal[box.lands_in], box.id
    assert {b.nation for b in data.beachheads if b.id in ("utah", "omaha")} == {"us"}
    assert {b.nation for b in data.beachheads if b.id in ("gold", "juno", "sword")} == {"uk"}
    for box in data.airborne:
        assert box.zone in coastal


def test_every_blockhouse_arc_names_a_beachhead_box(data: BoardData) -> None:
    boxes = {b.id for b in data.beachheads}
    for bh in data.blockhouses:
        assert set(bh.fires_at) <= boxes, bh.zone
    # the blockhouse list agrees with the setup
    from_setup = {int(z): u["bh"] for z, u in data.axis_setup.items() if u.get("bh")}
    assert from_setup == {b.zone: b.count for b in data.blockhouses}


def test_reinforcement_entry_zones_and_restrictions(data: BoardData) -> None:
    markers = {z.id: z.marker for z in data.zones}
    for chart, zones in data.reinforcement_entry.items():
        allowed = set(chart.split("-"))
        for z in zones:
            assert markers[z] in allowed, (chart, z)
    for chart in ("uk", "us"):
        nation_boxes = {b.id for b in data.beachheads if b.nation == chart}
        for unit in data.reinforcements[chart].units:
            if unit.only:
                assert set(unit.only) <= nation_boxes


def test_every_record_has_provenance(raw: dict) -> None:
    allowed = {"rulebook", "reconstruction"}
    for z in raw["zones"]:
        assert set(z["provenance"].values()) <= allowed
        assert set(z["provenance"]) == {"name", "center", "coastal", "victory_city", "marker"}
    for key in ("beachheads", "airborne", "blockhouses"):
        for rec in raw[key]:
            assert rec["provenance"] in allowed, (key, rec)
    for chart in raw["reinforcements"].values():
        assert chart["provenance"] in allowed
    for key in ("adjacency_provenance", "axis_setup_provenance"):
        assert raw[key] in allowed
    assert raw["air"]["provenance"] in allowed
    assert raw["piece_totals"]["provenance"] == "rulebook"


def test_victory_cities_are_cherbourg_st_lo_and_caen(data: BoardData) -> None:
    assert sorted(data.victory_cities.values()) == [2, 26, 30]
    assert sorted(z.id for z in data.zones if z.victory_city) == [2, 26, 30]
    assert BOARD.zone_name["2"] == "Cherbourg"
    assert BOARD.zone_name["26"] == "St. Lô"
    assert BOARD.zone_name["30"] == "Caen"


def test_names_resolve_to_unique_locations() -> None:
    assert BOARD.names["caen"] == "30"
    assert BOARD.names["st lo"] == "26"
    assert BOARD.names["omaha"] == "omaha"
