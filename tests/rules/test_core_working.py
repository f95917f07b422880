"""The one working context the engines share (rules/core/working.py): copy-on-write, dice, events, the old words."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from rules.aa_dday.common import Run
from rules.core.dice import Dice
from rules.core.working import Working
from rules.dday_dice.context import Working as DiceWorking
from rules.pegasus_bridge.common import GameBase


class Tiny(BaseModel):
    model_config = ConfigDict(frozen=True)

    dice: Dice
    other: Dice
    pending: str | None = None


def test_replace_and_wait_leave_the_given_state_alone() -> None:
    start = Tiny(dice=Dice(seed=1), other=Dice(seed=2))
    g = Working(start)
    assert g.wait("choose") is True
    assert g.s.pending == "choose" and start.pending is None


def test_roll_draws_from_the_named_stream_and_stores_it_back() -> None:
    start = Tiny(dice=Dice(seed=1, script=(4, 2)), other=Dice(seed=2, script=(1,)))
    g = Working(start)
    assert g.roll(2) == (4, 2)
    assert g.roll(1, 2, "other") == (1,)
    assert g.s.dice.counter == 2 and g.s.other.counter == 1
    assert start.dice.counter == 0 and start.dice.script == (4, 2)


def test_emit_keeps_the_message_key_unless_the_game_keeps_its_old_words() -> None:
    s = Tiny(dice=Dice(seed=1), other=Dice(seed=2))
    new, old = Working(s), Working(s, old_words=True)
    for g in (new, old):
        g.emit("drew", "Drew 1 card.", seat="british", key="x-drew", args={"count": 1}, kind="card")
    assert (new.events[0].key, new.events[0].args, new.events[0].data) == ("x-drew", {"count": 1}, {"kind": "card"})
    assert (old.events[0].key, old.events[0].args) == ("", {})
    assert new.events[0].seat == "british" and old.events[0].text == "Drew 1 card."


def test_every_engine_context_is_the_core_one() -> None:
    for context in (Run, GameBase, DiceWorking):
        assert issubclass(context, Working)
        assert "emit" not in vars(context) or context is Run  # A&A's logs its data as one positional dict
        # A&A's keeps the dice it rolled until its next write (a new frozen state per roll would double its copies)
        assert ("roll" not in vars(context) or context is Run) and "wait" not in vars(context)
