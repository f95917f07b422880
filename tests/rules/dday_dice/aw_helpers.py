"""Atlantikwall test helpers: a game with the German player, and quick ways to set his side."""

from __future__ import annotations

from rules.dday_dice.state import DDState, Die
from tests.rules.dday_dice.helpers import put, start

FACE = {"s1": "soldier1", "s2": "soldier2", "star": "star", "mgf": "courage", "courage": "courage", "tool": "tool",
        "skull": "skull"}
COLOUR = {"red": "red", "white": "white", "black": "blue", "blue": "blue"}


def aw(players: int = 1, **options: str) -> DDState:
    return start(players, german="player", **options)


def gput(s: DDState, **changes) -> DDState:
    return s.model_copy(update={"german": s.german.model_copy(update=changes)})


def gdice(*spec: str) -> tuple[Die, ...]:
    """``gdice("red-star", "white-star", "black-star", ...)``."""
    out = []
    for x in spec:
        c, f = x.split("-")
        out.append(Die(colour=COLOUR[c], face=FACE[f]))
    return tuple(out)


def at_phase(s: DDState, phase: int, german_dice: tuple[Die, ...] = (), **german) -> DDState:
    """The game in ``phase`` with every Unit finished, the German waited for."""
    s = s.model_copy(update={"phase": phase})
    for u in s.units:
        s = put(s, u.seat, done=True)
    return gput(s, done=False, dice=german_dice or s.german.dice, rolls=3, **german)

