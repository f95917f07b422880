"""The British computer's plan of an Assault (issue #51): how it spends its hand and tokens over the whole Assault.

A British decision in an Assault (placing a Unit, raising) is not judged alone: the search
(:mod:`ai.pegasus_bridge`) compares whole **plans** for the rest of the Assault, each a way of committing the
hand and the tokens to the fights still to come, played out to the end of the game in the same sampled worlds
(the German's hand and piles dealt again from what the British saw; never the real ones). The plan that does
best gives the move; the next decision makes the plan again from what the British sees then.

The plans (:data:`PLANS`), for every British decision until this Assault ends (the rule layer's habits after it):

- ``layer``: the rule layer's (:mod:`ai.pegasus_heuristic`): his strongest Unit on each German Unit, raises as
  the simple player does (cheapest fitting Combat Action, tokens for small gaps, up to 6 points on a normal
  front);
- ``all_in``: the strongest Unit, and every raise made whatever the gap, tokens included: for an Assault that
  must be won (the bridges, a gun, an objective, the last Strength Point);
- ``thrifty``: on each German Unit the weakest Unit that beats it by a point (else the strongest), raising only
  for a gap of 2 points or less: for an Assault with more German Units to come than his hand can answer;
- ``keep_tokens``: the rule layer's Units and Combat Actions, but no token tossed in this Assault: the tokens are
  kept for a later, decisive one.

A tactical retreat (one Strength Point, every card kept for later Assaults) is among the moves the search compares
anyway, so it is no plan of its own.

What a plan may cost to decide is a fixed number of sampled worlds (:data:`ai.pegasus_bridge.PLAN_WORLDS`),
never the clock.
"""

from __future__ import annotations

import random
from typing import Any

from ai import pegasus_heuristic
from rules.pegasus_bridge import policy
from rules.pegasus_bridge.flow import Game
from rules.pegasus_bridge.notation import format_action
from rules.pegasus_bridge.pending import PlaceBritishDecision, RaiseDecision
from rules.pegasus_bridge.state import PBState

LAYER = "layer"
PLANS = (LAYER, "all_in", "thrifty", "keep_tokens")
"""The plans compared at a British decision in an Assault, the rule layer's first (the default)."""
THRIFTY_MARGIN = 1
"""``thrifty``: the Unit it sends beats the German's value by at least this many points (on its estimate)."""
THRIFTY_RAISE = 2
"""``thrifty``: the largest gap it raises for."""


def in_assault(s: PBState, seat: str) -> bool:
    """Whether ``seat`` (the British) decides in an Assault, where plans are compared."""
    return seat == "british" and isinstance(s.pending, (PlaceBritishDecision, RaiseDecision))


def follows(s: PBState) -> bool:
    """Whether a plan still steers the British: while the Assault it was made for goes on."""
    return s.assault is not None


def choose(plan: str, engine: Any, s: PBState, seat: str, rng: random.Random) -> str:
    """``plan``'s move for ``seat`` in ``s`` (the rule layer's wherever the plan has nothing of its own to say)."""
    move = _own(plan, engine, s, seat) if plan != LAYER and in_assault(s, seat) else None
    return move if move is not None else pegasus_heuristic.choose(engine, s, seat, rng)


def _own(plan: str, engine: Any, s: PBState, seat: str) -> str | None:
    p = s.pending
    assert isinstance(p, (PlaceBritishDecision, RaiseDecision))
    acts = engine.legal(s, seat)
    t = engine.table(s)
    g = Game(s, t)
    i = p.front
    if isinstance(p, PlaceBritishDecision):
        plays = [a for a in acts if a.kind == "play"]
        if plan != "thrifty" or not plays:
            return None  # the layer's strongest Unit (all_in, keep_tokens), or its answer without a Unit
        gv = g.total("german", i) or 0
        ranked = sorted(plays, key=lambda a: (policy.british_estimate(g, i, a.card), policy.power(t, a.card), a.card))
        beats = [a for a in ranked if policy.british_estimate(g, i, a.card) >= gv + THRIFTY_MARGIN]
        return format_action(beats[0] if beats else ranked[-1])
    fight = s.assault.fronts[i].fight if s.assault is not None else None
    assert fight is not None, "a British placement or raise is always in a front's fight"
    if fight.turn == "g_init":
        return None
    need = (g.total("german", i) or 0) - (g.total("british", i) or 0)
    if need <= 0:
        return "pass"
    if plan == "thrifty" and need > THRIFTY_RAISE:
        return "pass"
    if plan == "keep_tokens":
        acts = [a for a in acts if a.kind != "toss"]
    return policy.gap_actions(g, acts, seat, i, need) or "pass"
