"""D-Day Dice's decisions stand on the core base every engine's decisions share (issue #47): the Units' decisions,
computed per seat from the state, and what the German player owes, stored in order."""

from __future__ import annotations

import typing

import pytest
from pydantic import ValidationError

from rules.core.decision import Decision
from rules.dday_dice import pending
from rules.dday_dice.german_waits import BlackAward, GermanWait, SpecialistLoss
from tests.rules.dday_dice.aw_helpers import aw, gput
from tests.rules.dday_dice.helpers import g_of, start


def _members(union: object) -> tuple[type, ...]:
    args = typing.get_args(union)
    return typing.get_args(args[0]) if args and typing.get_origin(args[0]) is typing.Union else args


@pytest.mark.parametrize("union", [pending.Decision, GermanWait], ids=["units", "german"])
def test_every_kind_is_a_core_decision_with_its_own_kind(union: object) -> None:
    kinds = _members(union)
    assert len(kinds) >= 7 and all(issubclass(k, Decision) for k in kinds)
    names = [k.model_fields["kind"].default for k in kinds]
    assert len(set(names)) == len(names)


def test_the_decisions_of_a_game_are_computed_per_seat_and_frozen() -> None:
    decs = pending.decisions(g_of(start(2)))
    assert [(d.seat, d.kind) for d in decs] == [("unit1", "roll"), ("unit2", "roll")]
    first = decs[0]
    assert isinstance(first, Decision) and isinstance(first, pending.RollDecision)
    with pytest.raises(ValidationError):
        first.rolls = 3  # type: ignore[misc]  # frozen
    later = first.evolve(rolls=first.rolls + 1)
    assert (first.rolls + 1, first.seat) == (later.rolls, later.seat)
    with pytest.raises(ValidationError):
        pending.RollDecision(seat="unit1", rolls=1, max_rolls=3, must_lock=False, can_mulligan=False, extra=1)


def test_the_german_player_s_decision_carries_his_stored_waits() -> None:
    owed = (BlackAward(award="silver-wound-badge"), SpecialistLoss())
    s = gput(aw(1), pending=owed)
    german = [d for d in pending.decisions(g_of(s)) if d.kind == "german"]
    assert len(german) == 1 and german[0].pending == owed and german[0].seat == "german"
    assert BlackAward(award="x").evolve(award="y") == BlackAward(award="y")
