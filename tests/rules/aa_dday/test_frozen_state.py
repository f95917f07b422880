"""A&A's state is frozen and written copy-on-write (issue #47): a state refuses in-place writes, ``apply`` leaves
the state it was given as it was and shares with it every part it did not change, and the typed parts (outcome,
fortune, effects, highlights) are stored as the plain JSON they were before they had types."""

from __future__ import annotations

import json
import random

import pytest
from pydantic import ValidationError

from rules.aa_dday import ENGINE as E
from rules.aa_dday import build_state
from rules.aa_dday.common import Run
from rules.aa_dday.state import AAState, Arrow, Ending, Fortune, Highlights, Mark
from rules.core.contract import Step

OPTIONS = ({"fortune": "on", "tactics": "on"}, {"players": "3", "fortune": "on", "tactics": "on"})


def test_a_state_and_its_parts_refuse_in_place_writes() -> None:
    s, _ = E.initial_state(E.spec.seats, {"fortune": "on", "tactics": "on"}, 5)
    for name, value in (("turn", 2), ("units", {}), ("removed", ()), ("highlights", Highlights())):
        with pytest.raises(ValidationError):
            setattr(s, name, value)
    assert isinstance(s.removed, tuple) and isinstance(s.used_tactics, tuple)
    parts = (Ending(winners=("axis",), reason="r"), Fortune(card=2, die=6, result="bad"), Mark(card=8, zone="13"),
             Highlights(card=3), Arrow(path=("1", "2"), units={"de:inf": 1}))
    for part in parts:
        name = next(iter(type(part).model_fields))
        with pytest.raises(ValidationError):
            setattr(part, name, getattr(part, name))


# Parts one apply may change and change back (a new mapping equal to the old one): a bomber flies out and is shot
# down or flies home; a tactics card marks the phase it names and that phase ends.
TOGGLED = ("units", "airfield", "effects")


def _named(value: object) -> set[str]:
    """Every text in an event's data or arguments (the locations it names among them)."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*map(_named, value.values()), *map(_named, value.keys())) if value else set()
    if isinstance(value, (list, tuple)):
        return set().union(*map(_named, value)) if value else set()
    return set()


def _shared(before: AAState, step: Step) -> None:
    """Every field ``apply`` left equal is the very same object, and so is every zone's units it left equal and its
    events do not name."""
    after = step.state
    for name in AAState.model_fields:
        old, new = getattr(before, name), getattr(after, name)
        if old == new and name not in TOGGLED:
            assert new is old, name
    named = set().union(*(_named(e.data) | _named(e.args) for e in step.events)) if step.events else set()
    for loc, units in after.units.items():
        if loc not in named and before.units.get(loc) == units:
            assert units is before.units[loc], loc


@pytest.mark.parametrize("options", OPTIONS)
def test_apply_leaves_its_input_as_it_was_and_shares_what_it_did_not_change(options: dict[str, str]) -> None:
    rng = random.Random(47)
    s, _ = E.initial_state(E.seats_for(options), options, 47)
    applied = 0
    for _ in range(120):
        seats = sorted(E.active_seats(s))
        if E.outcome(s) is not None or not seats:
            break
        seat = rng.choice(seats)
        choice = rng.choice(E.options(s, seat, ""))
        text = E.dump_state(s)
        step = E.apply(s, seat, E.parse_action(choice.value))
        assert E.dump_state(s) == text  # the input is as it was
        _shared(s, step)
        s = step.state
        applied += 1
    assert applied >= 60


def test_typed_parts_are_stored_as_the_plain_json_they_were() -> None:
    s, _ = build_state({"13": "2 uk inf", "14": "3 inf", "12": "1 us tank"}, card=8,
                       options={"fortune": "on", "tactics": "on"},
                       effects={"fighter_shot": ["12"], "flood": {"zone": "13", "card": 8}})
    assert s.effects == {"fighter_shot": ("12",), "flood": Mark(zone="13", card=8)}
    s = s.model_copy(update={
        "fortune": Fortune(card=11, die=6, result="bad", zones={"uk": "13", "us": None}),
        "outcome": Ending(winners=("axis",), reason="The end."),
        "highlights": Highlights(card=8, moves=(Arrow(path=("13", "14"), units={"uk:inf": 1}),), combat_zones=(14,)),
    })
    stored = json.loads(E.dump_state(s))
    assert stored["effects"] == {"fighter_shot": ["12"], "flood": {"zone": "13", "card": 8}}
    assert stored["fortune"] == {"card": 11, "die": 6, "result": "bad", "zones": {"uk": "13", "us": None}}
    assert stored["outcome"] == {"winners": ["axis"], "reason": "The end."}
    assert stored["highlights"] == {"card": 8, "casualties": {}, "moves": [{"path": ["13", "14"], "units": {"uk:inf": 1}}],
                                    "combat_zones": [14], "placed": {}}
    assert E.load_state(E.dump_state(s)) == s
    empty = s.model_copy(update={"highlights": Highlights(), "fortune": None})
    assert json.loads(E.dump_state(empty))["highlights"] == {}
    assert E.load_state(E.dump_state(empty)) == empty


def test_run_keeps_the_dice_it_rolled_until_its_next_write() -> None:
    s, _ = E.initial_state(E.spec.seats, {}, 8)
    r = Run(s)
    first = r.roll(2)
    assert r.w is s and r.state().dice.counter == s.dice.counter + 2  # stored by state(), s left as it was
    r = Run(s)
    assert r.roll(2) == first and r.roll(1)
    w = r.replace(close=not s.close)  # the next write stores the dice with it
    assert w.dice.counter == s.dice.counter + 3 and r.state() is w
