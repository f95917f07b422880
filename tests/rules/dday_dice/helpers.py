"""Scripted D-Day Dice games for the rule tests (die values: 1 s1, 2 s2, 3 star, 4 courage, 5 tool, 6 skull)."""

from __future__ import annotations

from rules.dday_dice.context import Working
from rules.dday_dice.engine import ENGINE as E
from rules.dday_dice.state import DDState
from tests.typed import apply_text


def start(players: int = 1, script: tuple[int, ...] = (), seed: int = 1, **options: str) -> DDState:
    opts = {"players": str(players), **options}
    state, _ = E.initial_state(E.seats_for(opts), opts, seed, script)
    return state


def g_of(state: DDState) -> Working:
    """The rules' working context over ``state`` (to call a rule module's functions directly)."""
    return E.working(state)


def raid_at(state: DDState, index: int) -> DDState:
    """An Overlord campaign moved on to its Raid ``index``, reset as between Raids."""
    from rules.dday_dice.overlord import campaign

    g = g_of(state)
    g.s = g.s.model_copy(update={"campaign": g.s.campaign.model_copy(update={"raid": index})})
    campaign._prepare_raid(g, first=False)
    return g.s


def only_acting(state: DDState, seat: str, phase: int) -> DDState:
    """``state`` in ``phase`` with every Unit done but ``seat``."""
    state = state.model_copy(update={"phase": phase})
    for u in state.units:
        state = put(state, u.seat, done=u.seat != seat)
    return state


def put(state: DDState, seat: str = "unit1", **changes) -> DDState:
    return state.with_unit(state.unit(seat).model_copy(update=changes))


def play(state: DDState, seat: str, *texts: str) -> tuple[DDState, list]:
    events: list = []
    for text in texts:
        step = apply_text(E, state, seat, text)
        state = step.state
        events += step.events
    return state, events


def script_more(state: DDState, *values: int) -> DDState:
    return state.model_copy(update={"dice": state.dice.model_copy(update={"script": state.dice.script + values})})


def faces(state: DDState, seat: str = "unit1") -> list[str]:
    return [d.face for d in state.unit(seat).dice]
