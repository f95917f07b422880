"""Phase 3: Soldiers (1 and 2), Courage, Stars, Item Points by the Tool table, Sector gains."""

from tests.rules.dday_dice.helpers import E, play, start


def test_resources_from_the_final_tally_and_the_tool_table():
    s = start(script=(1, 2, 5, 4, 5, 5))  # no RWB: tools are white/blue/blue
    u0 = s.unit("unit1")
    s, ev = play(s, "unit1", "keep")
    u = s.unit("unit1")
    assert (u.soldiers - u0.soldiers, u.courage, u.ip) == (3, 1, E.data(s).tools.points(3))
    assert E.data(s).tools.points(3) == 6
    assert any(e.kind == "resources" for e in ev)


def test_tool_table_continues_past_its_end():
    t = E.data(start()).tools
    assert [t.points(n) for n in range(8)] == [0, 1, 3, 6, 10, 15, 21, 27]
