"""Unique Specialists (Overlord): at most one per Team at a time (entered by an owner: none in our data)."""

from __future__ import annotations

import json

import pytest

from rules.core.errors import RuleError
from rules.dday_dice.context import G
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.overrides import ENV_VAR
from rules.dday_dice.rally import resolve_orders
from tests.rules.dday_dice.helpers import play, put, start

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
        E.apply(s, "t2u2", "rally padre")
    assert "rally padre" not in {c.value for c in E.options(s, "t2u2", "rally")}
    s, _ = play(s, "t3u1", "rally padre")
    g = G(s, E.data(s))
    resolve_orders(g)
    assert "padre" in g.s.unit("t2u1").specialists and "padre" in g.s.unit("t3u1").specialists
    s = _phase4(g.s, "t2u2")
    with pytest.raises(RuleError, match="already has its one Unique Specialist"):
        E.apply(s, "t2u2", "rally padre")
