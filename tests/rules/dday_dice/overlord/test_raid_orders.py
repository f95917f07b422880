"""The hooks every Raid rule plays through: its own orders (owed or not), entry, objective, find and rally checks.

A rule is registered for the test only (``RULES`` and the verb table are patched back afterwards), under a
name Raid A-1 really has, so the machinery is tested without depending on any one Raid rule.
"""

from __future__ import annotations

import pytest

from rules.core.errors import InvalidActionError, RuleError
from rules.dday_dice import actions
from rules.dday_dice.context import Working, refuse
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.legal import legal
from rules.dday_dice.notation import format_action, parse_action
from rules.dday_dice.overlord import raid_rule
from rules.dday_dice.overlord.raid_rule import Order, RaidRule
from tests.rules.dday_dice.helpers import play, put, start


@pytest.fixture
def rule(monkeypatch):
    """Register a rule for A-1; yield a function that replaces its hooks."""
    monkeypatch.setattr(raid_rule, "RULES", dict(raid_rule.RULES))
    monkeypatch.setitem(actions.RAID_VERBS, "signal", "signal UNIT")
    from rules.dday_dice.overlord import raids
    monkeypatch.setattr(raids, "RULES", raid_rule.RULES)

    def set_rule(**hooks):
        r = RaidRule("Beach Clean-up", ("a1",), **hooks)
        raid_rule.RULES["test@a1"] = r
        return r
    return set_rule


def _signal_order(owed=None, seen=None):
    def legal_(g: Working, u):
        return [(o.seat,) for o in g.active() if o.seat != u.seat]

    def apply_(g: Working, seat, words, text):
        if len(words) != 1 or words[0] not in {o.seat for o in g.active()}:
            raise refuse(text, "name a Unit.")
        if seen is not None:
            seen.append((seat, words))
        g.update(seat, courage=g.unit(seat).courage + 1)
    return Order(verb="signal", usage="signal UNIT", phases=(1,), legal=legal_, apply=apply_, owed=owed)


def test_a_raid_order_reads_and_writes_back(rule):
    a = parse_action("signal t2u1")
    assert (a.kind, a.verb, a.args) == ("raid", "signal", ("t2u1",))
    assert format_action(a) == "signal t2u1"
    assert parse_action("signal c-13").args == ("C-13",)
    with pytest.raises(InvalidActionError, match="signal UNIT"):
        parse_action("signal a b c d e f g")


def test_a_raid_order_is_offered_and_played_in_its_phase(rule):
    seen = []
    rule(orders=(_signal_order(seen=seen),))
    s = start(2, campaign="a")
    seat = s.units[0].seat
    g = E.working(s)
    offered = [x for x in legal(g, seat) if x.kind == "raid"]
    assert offered and all(x.verb == "signal" for x in offered)
    other = offered[0].args[0]
    before = s.unit(seat).courage
    s2, _ = play(s, seat, f"signal {other}")
    assert seen == [(seat, (other,))] and s2.unit(seat).courage == before + 1


def test_an_owed_raid_order_comes_first(rule):
    rule(orders=(_signal_order(owed=lambda g, u: u.courage < 50),))
    s = start(2, campaign="a")
    seat = s.units[0].seat
    g = E.working(s)
    assert {x.kind for x in legal(g, seat)} == {"raid"}
    with pytest.raises(RuleError, match="first: 'signal UNIT'"):
        play(s, seat, "keep")


def test_enter_objective_find_and_rally_hooks_refuse(rule):
    rule(enter=lambda g, u, sector: "the test blocks it" if sector.endswith("-2") else None,
         find=lambda g, u, item: "not in this test" if item == "bazooka" else None,
         rally=lambda g, u, sid: "not in this test" if sid == "medic" else None,
         objective=lambda g, u, bunker: None)
    from rules.dday_dice.advance import check_move
    from rules.dday_dice.items import find_choices
    from rules.dday_dice.rally import rally_choices
    s = start(2, campaign="a")
    seat = s.units[0].seat
    col = s.unit(seat).sector.split("-")[0]
    s = put(s, seat, sector=f"{col}-1", courage=30, ip=50, stars=20, visited=(f"{col}-1",))
    g = E.working(s)
    u = g.unit(seat)
    assert check_move(g, u, f"{col}-2") == "the test blocks it"
    assert "bazooka" not in find_choices(g, u)
    assert "medic" not in rally_choices(g, u)


def test_a_raid_verb_may_not_take_a_built_in_word_of_the_notation():
    from rules.dday_dice.notation import BUILT_IN_HEADS, parse_action
    order = Order(verb="pick", usage="pick NAME", phases=(4,), legal=lambda g, u: [], apply=lambda *a: None)
    with pytest.raises(ValueError, match="built-in"):
        raid_rule.register(RaidRule("Beach Clean-up", ("a1",), orders=(order,)))
    for head in BUILT_IN_HEADS:  # every built-in word really is read by the notation, never as a Raid order
        try:
            a = parse_action(head)
        except InvalidActionError as e:
            assert "Could not read" not in str(e), head  # a word the notation knows, missing its words
            continue
        assert a.kind != "raid", head


def test_the_phase_hook_is_called_at_the_start_of_every_phase_one_to_six(rule):
    from rules.dday_dice import turn
    seen = []
    rule(phase=lambda g, n: seen.append(n))
    s = start(2, campaign="a")
    assert seen == [1], "the game's first turn"
    g = E.working(s)
    turn.begin_turn(g)
    for n in (2, 3, 4, 5, 6):
        turn._start_phase(g, n)
    assert seen == [1, 1, 2, 3, 4, 5, 6]
