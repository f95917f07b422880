"""A stronger rule layer over the simple Pegasus Bridge player, for the computer (its default choice).

The simple player of :mod:`rules.pegasus_bridge.policy` stays as it is (it is the bench's baseline); this layer
changes only some Assault habits, where fast paired matches (no search, the same seeds) showed the simple player
losing games.

The German:

- opens an Assault with his strongest Unit (the simple player picks at random among the stronger half);
- defends every front with his strongest Unit while he has one (the simple player often leaves a normal front
  without a Unit, and picks at random among the stronger half);
- on a normal front raises only when at most :data:`GERMAN_RAISE_GAP` points are missing, or
  :data:`GERMAN_RAISE_GAP_LOSER_CHOOSES` in a scenario where the loser of an Assault chooses the next Terrain
  (every one but 3: a normal front lost there gives him the next choice; the simple player goes up to 4), keeping
  his Combat Actions and tokens for Assaults he can win;
- given the choice, takes cards (Défense coordonnée: draw 2 rather than its bonus; Trousse de soins: draw 1 rather
  than a Unit back; the simple player takes the bonus, then the Unit): a fuller hand wins later Assaults.

The British:

- answers a German Unit with his strongest Unit on that front (the simple player sends the cheapest Unit that
  just reaches the German's value, which the German then outbids);
- cancels every card the German plays when he holds a card that may answer it (the simple player lets cards it
  rates weak stand).

Both sides, where a Terrain lets them spend tokens to draw as many cards, spend them all once their Events are
played (the simple player spends one, and only with three or more): cards in hand win Assaults.

Every other decision is the simple player's. The layer alone (no search) against the simple player, on fresh
seeds 1000-1299 of 1A, 1B, 2 and 3 (1,200 games a side, December 2026): the German won 72.8% where the simple
German won 51.9% on the same seeds (331 games only the layer won, 80 only the simple player); the British 61.7%
where the simple British won 48.1% (235 against 72). The habits measured and not kept are listed in
``ai/pegasus_bridge.py``'s docstring.
"""

from __future__ import annotations

import random
from typing import Any

from rules.pegasus_bridge import policy
from rules.pegasus_bridge import scenario as SC
from rules.pegasus_bridge.flow import Game
from rules.pegasus_bridge.notation import format_action
from rules.pegasus_bridge.pending import PhaseDecision, PlaceBritishDecision, RespondDecision, front_of
from rules.pegasus_bridge.state import PBState

GERMAN_RAISE_GAP = 2
"""On a normal front the German raises only when at most this many points are missing (scenario 3)."""
GERMAN_RAISE_GAP_LOSER_CHOOSES = 1
"""The same where the loser of an Assault chooses the next Terrain (scenarios 1A, 1B and 2).

Measured (December 2026, the rule layer alone as the German against the simple British, 800 fresh games: seeds
1000-1199 of 1A, 1B, 2 and 3): 66.2% won with this gap, 61.6% with 2 everywhere (56 games only this one won, 19
only the other); 1 in scenario 3 as well lost 21 of 200 games there."""


def choose(engine: Any, state: PBState, seat: str, rng: random.Random) -> str:
    """The simple player's choice, but for the Assault habits above."""
    move = _draw_with_tokens(engine, state, seat)
    if move is None:
        move = _german(engine, state, seat) if seat == "german" else _british(engine, state, seat)
    return move if move is not None else policy.choose(engine, state, seat, rng)


def _draw_with_tokens(engine: Any, s: PBState, seat: str) -> str | None:
    """In the seat's phase on a Terrain that trades tokens for cards, once its Events are played: every token."""
    if not isinstance(s.pending, PhaseDecision):
        return None
    acts = engine.legal(s, seat)
    if not any(a.kind == "spend" for a in acts):
        return None
    if _events(engine.table(s), acts):
        return None  # the simple player plays its Events first
    return f"spend {s.tokens[seat]['normal']}"


def _events(t: Any, acts: list[Any]) -> bool:
    """Whether ``acts`` offer an Event to play (the simple player plays those first in its phase)."""
    return any(a.kind == "play" and t[a.card].type == "event" for a in acts)


def _british(engine: Any, s: PBState, seat: str) -> str | None:
    p = s.pending
    if not isinstance(p, (PlaceBritishDecision, RespondDecision)):
        return None
    acts = engine.legal(s, seat)
    plays = [a for a in acts if a.kind == "play"]
    if not plays:
        return None  # no Unit: the simple player's answer (no Unit, absorb or retreat); nothing to cancel with
    if isinstance(p, RespondDecision):
        return format_action(plays[0])
    g = Game(s, engine.table(s))
    i = p.front
    return format_action(max(plays, key=lambda a: (policy.british_estimate(g, i, a.card), policy.power(g.t, a.card), a.card)))


def _german(engine: Any, s: PBState, seat: str) -> str | None:
    p = s.pending
    kind = p.kind if p is not None else ""
    if kind not in ("phase", "place_g", "raise", "choice"):
        return None
    t = engine.table(s)
    acts = engine.legal(s, seat)
    if not acts:
        return None
    if kind == "choice":
        return "choose draw" if any(a.value == "draw" for a in acts) else None
    if kind == "phase":
        if _events(t, acts):
            return None
        if t[s.current[0]].terrain_effect.no_assault:
            return None
        units = [a for a in acts if a.kind == "play"]
        return _strongest(t, units)
    i = front_of(p)
    assert i is not None  # a Unit to place or a raise: both are decisions of a front
    if kind == "place_g":
        units = [a for a in acts if a.kind == "play" and t[a.card].type == "unit"]
        return _strongest(t, units)
    g = Game(s, t)
    assault: Any = s.assault
    f = assault.fronts[i]
    if f.fight.turn == "g_init":
        return None
    need = (g.total("british", i) or 0) - (g.total("german", i) or 0) + 1
    if need <= 0:
        return "pass"
    gap = GERMAN_RAISE_GAP_LOSER_CHOOSES if SC.SCENARIOS[s.scenario].loser_chooses else GERMAN_RAISE_GAP
    if f.kind == "normal" and need > gap:
        return "pass"
    return policy.gap_actions(g, acts, seat, i, need) or "pass"


def _strongest(t: Any, units: list[Any]) -> str | None:
    """The play of the strongest Unit among ``units`` (the highest card id on a tie), or None when there is none."""
    return format_action(max(units, key=lambda a: (policy.power(t, a.card), a.card))) if units else None
