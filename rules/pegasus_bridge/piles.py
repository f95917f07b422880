"""Scenario 3's Terrain piles (scenario booklet, "Scenario 3: Terrain setup"): the German's arrangement of the
Terrains into three face-down piles, one per objective bridge, checked (or dealt at random) when he builds them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from rules.core.errors import IllegalActionError
from rules.pegasus_bridge import scenario as SC
from rules.pegasus_bridge.actions import BuildPiles
from rules.pegasus_bridge.common import msg
from rules.pegasus_bridge.flow import Game
from rules.pegasus_bridge.state import PBState


def random_piles(pool: Sequence[str], shuffle: Callable[[list[Any]], None], tries: int = 1000) -> dict[str, list[str]]:
    """Return a legal scenario 3 arrangement of the Terrain ``pool`` into the three bridge piles.

    The named Terrains go to their bridges, the rest is dealt at random with ``shuffle``
    (the game's seeded shuffle, or any other), and arrangements the rules forbid are dealt again.
    """
    piles: dict[str, list[str]] = {}
    for _ in range(tries):
        rest = list(pool)
        piles = {b: [] for b in SC.D_BRIDGES}
        for card, bridge in SC.D_MUST_BE_IN.items():
            rest.remove(card)
            piles[bridge].append(card)
        shuffle(rest)
        for b in SC.D_BRIDGES:
            while len(piles[b]) < SC.D_PILE_SIZE:
                piles[b].append(rest.pop())
            shuffle(piles[b])
        for card, bridge in SC.D_LAST_IN.items():
            piles[bridge].remove(card)
            piles[bridge].append(card)
        if build_problem(piles) is None:
            return piles
    return piles


def check_build(s: PBState, a: BuildPiles) -> None:
    """Refuse an explicit arrangement the rules forbid (the German's ``build piles ...``)."""
    rule = "Scenario 3: Terrain setup"
    piles = dict(a.piles)
    if sorted(piles) != sorted(SC.D_BRIDGES) or len(a.piles) != 3:
        raise IllegalActionError(f"Build one pile for each of the bridges {', '.join(SC.D_BRIDGES)}.", rule=rule,
                                 key="pb-err-build-piles", params={"bridges": list(SC.D_BRIDGES)})
    pool = Counter(s.terrain.pool)
    used = Counter(c for cards in piles.values() for c in cards)
    if used != pool:
        raise IllegalActionError(
            "The piles must use exactly these 12 Terrains: " + " ".join(sorted(s.terrain.pool)) + ".", rule=rule,
            key="pb-err-build-pool", params={"cards": " ".join(sorted(s.terrain.pool))},
        )
    why = build_problem(piles)
    if why:
        raise IllegalActionError(why[0], rule=rule, key=why[1]["key"], params=why[1]["args"])


def build_problem(piles: dict[str, tuple[str, ...] | list[str]]) -> tuple[str, dict[str, Any]] | None:
    """What is wrong with a scenario 3 arrangement: the English sentence and its message, or None."""
    for bridge, cards in piles.items():
        if len(cards) != SC.D_PILE_SIZE:
            return (f"The pile of {bridge} must have {SC.D_PILE_SIZE} Terrains.",
                    msg("pb-err-pile-size", bridge=bridge, size=SC.D_PILE_SIZE))
        if cards[0] == cards[1] or cards[2] == cards[3]:
            return (f"The pile of {bridge} would reveal two identical Terrains together.",
                    msg("pb-err-pile-twins", bridge=bridge))
    for card, bridge in SC.D_MUST_BE_IN.items():
        if card not in piles[bridge]:
            return f"{card} must be in the pile of {bridge}.", msg("pb-err-pile-must", card=card, bridge=bridge)
    for card, bridge in SC.D_LAST_IN.items():
        if piles[bridge][-1] != card:
            return (f"{card} must be the last card of the pile of {bridge}.",
                    msg("pb-err-pile-last", card=card, bridge=bridge))
    return None


def build(g: Game, a: BuildPiles) -> None:
    """The German builds the three piles: as given, or at random with the shuffle dice."""
    if a.piles:
        piles = {b: list(cards) for b, cards in a.piles}
    else:
        piles = random_piles(g.s.terrain.pool, g.shuffle)
    order = list(SC.D_BRIDGES)
    g.shuffle(order)
    g.terrain_note(piles=piles)
    g.terrain_note(order=order)
    g.terrain_note(pool=[])
    g.ev("build", "The German built three face-down Terrain piles of 4, each in front of a face-down bridge.",
         key="pb-ev-build")
    g.ev("build_private", "Your piles (top first): " + "; ".join(
        f"position {order.index(b) + 1} {g.rec(b).name}: {' '.join(piles[b])}" for b in order) + ".", seat="german",
         key="pb-ev-build-private", args={"piles_semi": [msg("pb-pile-line", position=order.index(b) + 1,
                                                       name=g.nm(b), cards=" ".join(piles[b])) for b in order]})
    g.flag(mull_then="pile_pick")
    g.replace(step="hands")
