"""Trading: Units in the same Sector give resources and Items in Phase 4."""

import pytest

from rules.core.errors import IllegalActionError
from tests.rules.dday_dice.helpers import E, play, put, start
from tests.typed import apply_text


def test_same_sector_units_trade_and_others_cannot():
    s = start(players=2).model_copy(update={"phase": 4})
    s = put(put(s, "unit1", courage=3, items=("bazooka",), done=False), "unit2", done=False)
    s, _ = play(s, "unit1", "give unit2 courage 2", "give unit2 bazooka")
    assert s.unit("unit2").courage == 2 and s.unit("unit2").items == ("bazooka",)
    with pytest.raises(IllegalActionError, match="keep at least 1"):
        apply_text(E, s, "unit1", "give unit2 soldiers 4")
    far = put(s, "unit2", sector="2")
    with pytest.raises(IllegalActionError, match="not in your Sector"):
        apply_text(E, far, "unit1", "give unit2 courage 1")
