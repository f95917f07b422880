"""Phase 4: rallying Specialists with Stars, one a turn; the shared reserve settled by the tie rule."""

import pytest

from rules.core.errors import IllegalActionError
from tests.rules.dday_dice.helpers import E, play, put, start
from tests.typed import apply_text


def _phase4(players=1, **unit):
    s, _ = play(start(players=players, script=(1, 1, 2, 1, 4, 5) * players), "unit1", "keep")
    for seat in s.seats[1:]:
        s, _ = play(s, seat, "keep")
    return s.model_copy(update={"phase": 4})


def test_rally_pays_stars_and_only_one_a_turn():
    s = _phase4()
    s = put(s, stars=10, done=False)
    s, _ = play(s, "unit1", "rally medic")
    u = s.unit("unit1")
    assert "medic" in u.specialists and u.stars == 6 and "medic" not in u.hand
    with pytest.raises(IllegalActionError, match="1 Specialist"):
        apply_text(E, s, "unit1", "rally scout")


def test_ranking_specialist_goes_to_the_unit_with_fewest_soldiers():
    s = _phase4(players=2)
    s = put(s, "unit1", stars=10, soldiers=9, done=False)
    s = put(s, "unit2", stars=10, soldiers=5, done=False)
    s, _ = play(s, "unit1", "rally colonel", "done")
    s, ev = play(s, "unit2", "rally colonel", "done")
    assert "colonel" in s.unit("unit2").specialists
    assert "colonel" not in s.unit("unit1").specialists and s.unit("unit1").stars == 10
    assert any(e.kind == "rally_lost" for e in ev)
