"""Bonus rule Chaotic Supply (option ``chaotic_supply=on``, any D-Day Dice game).

At setup the Regular and Special Items of the reserve are shuffled together
and split into two decks of equal size (the first takes the odd card). Only
the top Item of each deck can be found; finding it uncovers the next one;
an empty deck leaves the other alone. (Legendary Items are not in our game.)
"""

from __future__ import annotations

from rules.dday_dice.context import Working

CHAOTIC = "chaotic_supply"


def deal(g: Working) -> None:
    if CHAOTIC not in g.s.extras:
        return
    cards = list(g.s.items_reserve)
    for i in range(len(cards) - 1, 0, -1):
        (j,) = g.roll(1, i + 1)
        cards[i], cards[j - 1] = cards[j - 1], cards[i]
    half = (len(cards) + 1) // 2
    g.s = g.s.model_copy(update={"supply": (tuple(cards[:half]), tuple(cards[half:]))})
    g.emit("chaotic_supply", f"Chaotic Supply: the Items are shuffled into two decks of {half} and "
         f"{len(cards) - half}; only their top cards can be found.",
         key="dice-ev-chaotic-supply", args={"half": half, "n": len(cards) - half})


def findable(g: Working) -> set[str] | None:
    """The Items that can be found now (the tops of the decks), or None when the rule is off."""
    if CHAOTIC not in g.s.extras:
        return None
    return {deck[0] for deck in g.s.supply if deck}


def taken(g: Working, iid: str) -> None:
    """An Item found from the reserve uncovers the one below it."""
    if CHAOTIC not in g.s.extras:
        return
    decks = list(g.s.supply)
    for i, deck in enumerate(decks):
        if deck and deck[0] == iid:
            decks[i] = deck[1:]
            break
    g.s = g.s.model_copy(update={"supply": tuple(decks)})
