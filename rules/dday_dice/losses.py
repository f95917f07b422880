"""Taking losses: Soldiers first; each missing Soldier costs a Specialist (each is worth 1 Soldier).

A Unit with 0 Soldiers and no Specialist left is eliminated (the game is then lost).
"""

from __future__ import annotations

from collections.abc import Callable

from rules.core.words import count
from rules.dday_dice import why
from rules.dday_dice.context import Working


def lose_specialists(g: Working, seat: str, n: int, cause: str) -> list[str]:
    """Remove ``n`` Specialists (the most recently rallied first); regular ones go back to the Unit's hand."""
    u = g.unit(seat)
    gone = list(u.specialists[-n:]) if n > 0 else []
    if not gone:
        return []
    keep = u.specialists[: len(u.specialists) - len(gone)]
    hand = u.hand + tuple(x for x in gone if g.d.specialists[x].kind == "regular")
    ranking = tuple(x for x in gone if g.d.specialists[x].kind != "regular")
    g.put(u.model_copy(update={"specialists": keep, "hand": hand}))
    g.campaign.give_back(g, seat, "ranking", ranking)
    names = ", ".join(g.d.specialists[x].name for x in gone)
    g.emit("specialist_lost", f"{g.name(seat)} lost {names} ({cause}).", unit=seat, specialists=gone,
         key="dice-ev-specialists-lost", args={"unit": g.who(seat), "names": names, "cause": cause})
    return gone


def take_losses(g: Working, seat: str, n: int, cause: str) -> None:
    """Lose ``n`` Soldiers; missing Soldiers are taken from Specialists; eliminate the Unit if nothing is left."""
    if n <= 0:
        return
    u = g.unit(seat)
    if u.soldiers >= n:
        g.put(u.model_copy(update={"soldiers": u.soldiers - n}))
        g.emit("losses", f"{g.name(seat)} lost {count(n, 'Soldier')} ({cause}).", unit=seat, lost=n,
             key="dice-ev-losses", args={"unit": g.who(seat), "count": n, "cause": cause})
    else:
        missing = n - u.soldiers
        g.put(u.model_copy(update={"soldiers": 0}))
        g.emit("losses", f"{g.name(seat)} lost its last {g.counted(u.soldiers, 'Soldier')} ({cause}); {missing} more to "
             "take from its Specialists.", unit=seat, lost=u.soldiers, key="dice-ev-losses-last",
             args={"unit": g.who(seat), "count": u.soldiers, "missing": missing, "cause": cause})
        lose_specialists(g, seat, missing, why.NO_SOLDIERS_LEFT)
    check_elimination(g, seat)


def check_elimination(g: Working, seat: str) -> None:
    u = g.unit(seat)
    if u.status == "active" and u.soldiers <= 0 and not u.specialists:
        eliminate(g, seat, why.NOTHING_LEFT)


FALL_HOOKS: list[Callable[[Working, str, str], bool]] = []
"""Rules that take over an elimination (Overlord Keep Going!: a campaign Unit falls and may come back). Each is
registered by its own module, which this one never imports; a hook returns True when it has settled the Unit."""


def eliminate(g: Working, seat: str, why: str) -> None:
    if any(hook(g, seat, why) for hook in FALL_HOOKS):
        return
    g.update(seat, status="eliminated", done=True, queue=())
    g.emit("eliminated", f"{g.name(seat)} is eliminated: {why}.", unit=seat,
         key="dice-ev-eliminated", args={"unit": g.who(seat), "why": why})
