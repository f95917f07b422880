"""Unique Specialists (Overlord): at most one per Team at a time (entered by an owner: none in our data)."""

from __future__ import annotations

import json

import pytest

from rules.core.errors import RuleError
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.overrides import ENV_VAR
from rules.dday_dice.rally import resolve_orders
from tests.rules.dday_dice.helpers import play, put, start
from tests.typed import apply_text

PADRE = {"id": "padre", "name": "Padre", "stars": 3, "kind": "unique", "provenance": "reconstruction",
         "reason": "A test Unique Specialist."}


def _phase4(s, *seats):
    s = s.model_copy(update={"phase": 4})
    for u in s.units:
        s = put(s, u.seat, done=u.seat not in seats, stars=10)
    return s


def test_unique_specialists_one_per_team(monkeypatch, tmp_path):
    path = tmp_path / "data.json"
    path.write_text(json.dumps({"specialists": [PADRE]}))
    monkeypatch.setenv(ENV_VAR, str(path))
    s = _phase4(start(12, campaign="a"), "t2u1", "t2u2", "t3u1")
    assert [r.ranking.count("padre") for r in s.campaign.reserves] == [1, 1, 1]  # one per Neutral set
    s, _ = play(s, "t2u1", "rally padre")
    with pytest.raises(RuleError, match="already asked for its one Unique Specialist"):
        apply_text(E, s, "t2u2", "rally padre")
    assert "rally padre" not in {c.value for c in E.options(s, "t2u2", "rally")}
    s, _ = play(s, "t3u1", "rally padre")
    g = E.working(s)
    resolve_orders(g)
    assert "padre" in g.s.unit("t2u1").specialists and "padre" in g.s.unit("t3u1").specialists
    s = _phase4(g.s, "t2u2")
    with pytest.raises(RuleError, match="already has its one Unique Specialist"):
        apply_text(E, s, "t2u2", "rally padre")


UNIQUE = ("field-surgeon", "demolitions-sergeant", "chaplain", "forward-observer")


def test_neutral_unique_specialists_four_placeholders_in_every_reserve_of_a_campaign():
    d = E.data(start(9, campaign="a"))
    assert all(d.specialists[x].kind == "unique" for x in UNIQUE)
    for x in UNIQUE:  # not printed in our rulebook: tagged as ours, never as printed fact
        r = d.specialists[x]
        assert r.provenance == "reconstruction" and r.placeholder and r.reason.startswith("Placeholder")
    s = start(9, campaign="a")
    assert all(sorted(x for x in r.ranking if x in UNIQUE) == sorted(UNIQUE) for r in s.campaign.reserves)
    one = start(4, campaign="a")
    assert sorted(x for x in one.ranking_reserve if x in UNIQUE) == sorted(UNIQUE)


def test_neutral_unique_specialists_stay_out_of_a_base_game_and_its_data_hash():
    from rules.dday_dice.overrides import builtin_data

    s = start(2)
    assert not any(x in E.data(s).specialists for x in UNIQUE) and s.data_hash == builtin_data().hash
    assert not any(x in s.ranking_reserve for x in UNIQUE)


def test_neutral_unique_specialists_one_per_team_at_a_time_on_our_records():
    s = _phase4(start(9, campaign="a"), "t1u1", "t1u2", "t2u1")
    s, _ = play(s, "t1u1", "rally chaplain")
    assert not any(c.value.split()[-1] in UNIQUE for c in E.options(s, "t1u2", "rally"))
    with pytest.raises(RuleError, match="already asked for its one Unique Specialist"):
        apply_text(E, s, "t1u2", "rally field-surgeon")
    s, _ = play(s, "t2u1", "rally chaplain")  # another Team, its own reserve's Chaplain
    g = E.working(s)
    resolve_orders(g)
    assert "chaplain" in g.s.unit("t1u1").specialists and "chaplain" in g.s.unit("t2u1").specialists
    assert [r.ranking.count("chaplain") for r in g.s.campaign.reserves] == [0, 0, 1]
    s = _phase4(g.s, "t1u2")
    with pytest.raises(RuleError, match="already has its one Unique Specialist"):
        apply_text(E, s, "t1u2", "rally forward-observer")


def test_neutral_unique_specialist_acts_with_its_effect():
    from rules.dday_dice.context import passive

    s = put(start(9, campaign="a"), "t1u1", specialists=("field-surgeon",))
    g = E.working(s)
    assert passive(g, g.unit("t1u1"), "soldiers") == 3


def test_neutral_unique_specialists_in_the_rules_glossary_as_our_placeholders():
    from rules.dday_dice.engine import glossary_entries

    entries = {e.id: e for e in glossary_entries()}
    for x in UNIQUE:
        e = entries[f"dice-specialist-{x}"]
        assert e.provenance == "reconstruction" and "Placeholder" in e.text and "Unique Specialist" in e.text
