"""A stronger rule layer over the simple Atlantikwall German, for the computer's German player (issue #26).

The simple German of :mod:`rules.dday_dice.german_policy` stays as it is (it is the bench's baseline). Fast paired
games (no search, one simple Unit, the same seeds for both Germans) showed that the German's games are decided by
his Soldiers: they keep the Sectors' DEF up in Phase 6 and win the Assault of the Final Bunker. The simple German
keeps his MGF faces (1 Courage each) and locks them; it also spends his Unteroffizier on die 1, whatever that die
shows. This layer changes those habits and leaves every other decision to the simple German:

- after the first roll it locks the two dice worth most in Soldiers (a two-Soldier face, then a one-Soldier face,
  then a Star, for the Specialists it rallies);
- it rerolls Skulls, Tools and MGF faces (the simple German keeps MGF faces);
- a reroll from a card (the Unteroffizier, the Close Combat Clasp) goes to weak dice only, before any Skull has
  cancelled a die: Skulls first, then Tools, then MGF faces. With no weak die, or once a Skull has cancelled, the
  card is kept.

Measured (December 2026): against one simple Unit, on Exercise Tiger, Omaha Beach, Pointe du Hoc and Sword Beach in
turn, the layer alone (no search) wins 349 of 400 games on seeds 7000-7099 (where it was tuned) and the simple German
249 of the same 400; on fresh seeds 9000-9099 the layer wins 340 of 400 and the simple German 246 (the layer alone
won 130 of them, the simple German alone 36). Each habit added in turn, on the tuning seeds: the card reroll on weak
dice 0.69, rerolling MGF faces too 0.80, locking for Soldiers 0.89 (the simple German: 0.62). Not kept: Fanaticism's
Stars rather than fire, and Discipline's black die when it completes another triple (each within noise), rerolling
one-Soldier faces too (0.66) and rerolling only Skulls (0.51).
"""

from __future__ import annotations

from typing import Any

from rules.dday_dice import german as GR
from rules.dday_dice import german_legal, german_policy
from rules.dday_dice.context import Working
from rules.dday_dice.effects import available
from rules.dday_dice.notation import format_action
from rules.dday_dice.state import DDState

LOCK_WORTH = {"soldier2": 3, "soldier1": 2, "star": 1}
"""What a die is worth to lock, by face (other faces 0)."""
REROLL = ("skull", "tool", "courage")
"""Faces the German rerolls in Phase 1 (``courage`` is the MGF face: 1 Courage)."""
CARD_REROLL = {"skull": 0, "tool": 1, "courage": 2}
"""Faces a card's reroll goes to, the first ones first."""


def choose(engine: Any, state: DDState, seat: str) -> str:
    """The German's action text: the simple German's, but for the habits above."""
    g = Working(state, engine.data(state), engine.campaign)
    return format_action(step(g))


def step(g: Working) -> Any:
    """The German's step (an action) in ``g``."""
    gs = GR.side(g)
    acts = german_legal.legal(g)
    if gs.pending or not acts:
        return german_policy.choose(g, acts)
    locks = [a for a in acts if a.kind == "lock"]
    if locks:
        return max(locks, key=lambda a: sum(LOCK_WORTH.get(gs.dice[i - 1].face, 0) for i in a.dice))
    rerolls = [a for a in acts if a.kind == "reroll"]
    if rerolls:
        weak = tuple(i for i, d in enumerate(gs.dice, 1) if not d.locked and d.face in REROLL)
        return next((a for a in rerolls if a.dice == weak), next(a for a in acts if a.kind == "keep"))
    card_rerolls = [a for a in acts if a.kind == "use" and a.dice and _rerolls(g, a.what)]
    if not card_rerolls:
        return german_policy.choose(g, acts)
    if g.s.phase == 2 and not gs.flags.cancels:
        worst = sorted((i for i in available(gs.dice) if not gs.dice[i - 1].locked and gs.dice[i - 1].face in CARD_REROLL),
                      key=lambda i: (CARD_REROLL[gs.dice[i - 1].face], i))
        for a in card_rerolls:
            want = tuple(sorted(worst[:_rerolls(g, a.what)]))
            if want and a.dice == want:
                return a
    return german_policy.choose(g, [a for a in acts if a not in card_rerolls])


def _rerolls(g: Working, what: str) -> int:
    """How many dice the German's card ``what`` rerolls (0: none, or not a card he may play)."""
    card = GR.card(g, what)
    return card[2].reroll_dice if card is not None else 0
