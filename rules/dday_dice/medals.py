"""Medals: drawn at random from the deck (a die roll over the cards left), kept face down while ``medals_secret``.

The owner is told the Medal in a private event (``medal_secret``, its ``seat`` the owner's, the Medal's id in
``medal``: the service shows it to that seat only); everyone else only learns that a Medal was drawn. Using a
Medal (see :mod:`.items`) reveals it.
"""

from __future__ import annotations

from rules.dday_dice.context import Working


def draw(g: Working, seat: str, n: int, why: str) -> None:
    for _ in range(n):
        deck = g.s.medal_deck
        if not deck:
            g.emit("no_medal", f"{g.name(seat)} would draw a Medal ({why}), but none are left.", unit=seat,
                 key="dice-ev-no-medal", args={"unit": g.who(seat), "why": why})
            return
        (v,) = g.roll(1, len(deck)) if len(deck) > 1 else (1,)
        medal = deck[v - 1]
        g.s = g.s.model_copy(update={"medal_deck": deck[: v - 1] + deck[v:]})
        u = g.unit(seat)
        g.put(u.model_copy(update={"medals": u.medals + (medal,)}))
        name = g.d.medals[medal].name
        if g.d.rule("medals_secret"):
            g.emit("medal_drawn", f"{g.name(seat)} drew a Medal ({why}) and keeps it face down.", unit=seat,
                 key="dice-ev-medal-drawn", args={"unit": g.who(seat), "why": why})
            g.emit("medal_secret", f"Your Medal, face down ({why}): the {name}, {g.d.medals[medal].effect.describe(g.counted)}. "
                 f"Only you see it until you use it ('use {medal}').", seat=seat, medal=medal,
                 key="dice-ev-medal-secret", args={"why": why, "name": name,
                 "describe": g.d.medals[medal].effect.describe(g.counted), "medal": medal})
        else:
            g.emit("medal_drawn", f"{g.name(seat)} drew the {name} ({why}).", unit=seat, medal=medal,
                 key="dice-ev-medal-drawn-open", args={"unit": g.who(seat), "name": name, "why": why})
