"""The view: everything the renderer draws; secret Medals only in their owner's view."""

from tests.rules.dday_dice.helpers import E, put, start


def test_view_has_the_map_units_and_dice():
    s = start(players=2, map="gold-beach")
    v = E.view(s, None)
    assert v.game == "dday-dice" and v.private is None and len(v.units) == 2
    sectors = {x.id: x for x in v.map.sectors}
    assert sectors["11"].defence == [16] and sectors["11"].mgf == 1 and sectors["B1"].bunker
    assert any(e.mines for e in v.map.edges) and any(e.barrier for e in v.map.edges)
    u = v.units[0]
    assert u.name == "Unit 1 (U.S.)" and len(u.dice) == 6 and u.dice[0].colour == "red" and u.waiting
    assert v.waiting_for == ["unit1", "unit2"] and "Turn 1" in v.phase_label


def test_secret_medals_only_in_the_owners_view():
    s = put(start(players=2), "unit1", medals=("purple-heart",))
    mine, other, public = E.view(s, "unit1"), E.view(s, "unit2"), E.view(s, None)
    assert [m.id for m in mine.units[0].medals] == ["purple-heart"] and mine.private.medals[0].name == "Purple Heart"
    for v in (other, public):
        assert v.units[0].medals == [] and v.units[0].medal_count == 1
        assert "Purple Heart" not in v.model_dump_json() or "purple-heart" not in v.model_dump_json()
    assert "purple-heart" not in public.model_dump_json()


def test_a_queued_medal_shows_only_to_its_owner():
    s = put(start(players=2), "unit1", medals=("purple-heart",), queue=("done", "use purple-heart", "stay"))
    assert E.view(s, "unit1").units[0].queue == ["done", "use purple-heart", "stay"]
    assert E.view(s, None).units[0].queue == ["done", "use a Medal", "stay"]
