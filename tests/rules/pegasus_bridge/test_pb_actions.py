"""Pegasus Bridge actions are one frozen class per kind: the text reads into the class its words name, the one
format/parse pair round-trips every class, and the engine has a handler for each class it can be given in turn."""

from __future__ import annotations

import dataclasses

import pytest

from rules.core.errors import InvalidActionError
from rules.pegasus_bridge.act import HANDLERS
from rules.pegasus_bridge.actions import (
    ACTION_TYPES,
    KINDS,
    BuildPiles,
    Keep,
    Play,
    Reserve,
    Setting,
    TakeHeroic,
    Toss,
)
from rules.pegasus_bridge.engine import ENGINE as E
from rules.pegasus_bridge.notation import format_action, parse_action

ONE_OF_EACH = [
    Setting("never"), Keep(), parse_action("mulligan"), TakeHeroic(), TakeHeroic(value="B"),
    BuildPiles(), BuildPiles(piles=(("1030", ("1025", "1026", "1008", "1028")),)), parse_action("choose pile 2"),
    parse_action("choose terrain 1007"), parse_action("redraw discarding 1105"), parse_action("place blue token"),
    parse_action("no blue token"), Play("1101"), Play("1101", value="action"), Play("1403", cards=("1102", "1104")),
    parse_action("spend 2"), parse_action("done"), parse_action("no unit"), Toss(), Toss(n=3), Toss("plus3"),
    Toss("thornton"), parse_action("pass"), parse_action("retreat"), parse_action("absorb"),
    parse_action("let it stand"), parse_action("choose combat"), Reserve(), Reserve(cards=("1502", "1702")),
]


def test_every_class_is_written_and_read_back_to_itself() -> None:
    assert {type(a) for a in ONE_OF_EACH} == set(ACTION_TYPES)
    for a in ONE_OF_EACH:
        assert parse_action(format_action(a)) == a
        assert KINDS[a.kind] is type(a)


def test_classes_are_frozen_and_only_equal_to_their_own_kind() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        Play("1101").card = "1102"  # type: ignore[misc]
    assert parse_action("keep") == Keep() and parse_action("done") != Keep()
    assert parse_action("toss") == Toss("normal", 1) and parse_action("toss 2") == Toss("normal", 2)
    assert not hasattr(Keep(), "card")


def test_every_class_but_the_setting_has_its_handler_and_apply_refuses_what_is_no_action() -> None:
    assert set(HANDLERS) == set(ACTION_TYPES) - {Setting}
    s, _ = E.initial_state(("british", "german"), {}, 7)
    with pytest.raises(InvalidActionError):
        E.apply(s, "british", object())
    with pytest.raises(ValueError):
        format_action(object())  # type: ignore[arg-type]
