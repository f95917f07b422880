"""A small fixed-rule A&A D-Day player: the comparison the computer must beat besides the random policy.

The rules have no simple policy of their own for A&A (the bench plays at random), so this is one written by
the obvious rules of thumb, with no lookahead and no scoring:

- land everything that fits, box by box;
- fighters patrol, four at most, the zone with the most German land units and no German artillery; bombers
  strike the zone with the most German land units;
- the Allies move a whole group of one type one zone nearer a city when that zone holds no more German land
  units than the group has units; the Axis attacks a zone with Allied land units when the group moving in,
  with the Germans already there, is at least half again as many as the Allies there, and otherwise holds;
- every other decision takes the prompt's default (the standing orders).
"""

from __future__ import annotations

from typing import Any

from ai.aa_eval import CITY_DIST
from rules.aa_dday.actions import Move
from rules.aa_dday.engine import ENGINE
from rules.aa_dday.state import allied_land, axis_land, axis_stack

LIMIT = 8
"""At most this many land units of a side end a move phase in a zone."""


def baseline_action(state: Any, seat: str) -> str:
    prompts = [p for p in ENGINE.prompts(state) if p.seat == seat]
    default = prompts[0].default if prompts else None
    choices = [c.value for c in ENGINE.options(state, seat, "")]
    if not choices:
        return default or "done"
    p = state.pending
    kind = p.kind if p is not None else None
    if p is None or p.joint is None:
        if kind == "land":
            lands = [c for c in choices if c.startswith("land all ")] or [c for c in choices if c.startswith("land ")]
            if lands:
                return max(lands, key=lambda c: 99 if " all " in c else int(c.split()[1]))
        elif kind == "patrol":
            return _air(state, choices, "patrol 1 ", avoid_art=True)
        elif kind == "bomb":
            return _air(state, choices, "bomb ", avoid_art=False)
        elif kind == "move":
            return _move(state, seat, choices)
    return default if default is not None else choices[0]


def _air(state: Any, choices: list[str], prefix: str, avoid_art: bool) -> str:
    best, most = "done", 0
    for text in choices:
        if not text.startswith(prefix):
            continue
        zone = text.rsplit(" ", 1)[1]
        u = state.units.get(zone) or {}
        if avoid_art and u.get("de:art"):
            continue
        n = axis_land(u)
        if n > most:
            best, most = text, n
    return best


def _move(state: Any, seat: str, choices: list[str]) -> str:
    for text in choices:
        if not text.startswith("move "):
            continue
        a = ENGINE.parse_action(text)
        if not isinstance(a, Move) or not a.units or a.via is not None or a.frm not in CITY_DIST:
            continue
        n = sum(it.n for it in a.units)
        here = state.units.get(a.frm) or {}
        there = state.units.get(a.to) or {}
        if seat == "axis":
            allies = allied_land(there)
            if (allies and n + axis_land(there) >= 1.5 * allies and n == here.get(f"de:{a.units[0].type}", 0)
                    and n + axis_stack(there) <= LIMIT):
                return text
        else:
            key = f"{a.units[0].nation}:{a.units[0].type}"
            if (n == here.get(key, 0) and CITY_DIST[a.to] < CITY_DIST[a.frm] and axis_land(there) <= n
                    and not axis_land(here) and n + allied_land(there) <= LIMIT):
                return text
    return "done"
