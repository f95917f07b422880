"""Atlantikwall: settling what waits for the German player before anything else (:mod:`.german_waits`).

:func:`settle` carries out his answer to the first thing waiting (or refuses any other action until it is
settled); :func:`pending_text` says what that is. The Blind Start pick is settled here; the others hand over to
the module whose rule they belong to (:mod:`.awards`, :mod:`.german_solo`, :mod:`.battle_conditions`).
"""

from __future__ import annotations

from rules.dday_dice import awards, battle_conditions, german_solo, why
from rules.dday_dice.actions import BlindStart, Lose, Pick, Reorder, Wound
from rules.dday_dice.awards import put, side
from rules.dday_dice.context import Working, refuse
from rules.dday_dice.german_waits import (
    AwardOrder,
    AwardPick,
    BlackAward,
    BlindPick,
    ConditionOrder,
    SpecialistLoss,
    TallyChoice,
)
from rules.dday_dice.why import Why, as_argument

RULE = "Atlantikwall: the German player"


def blind_pick(g: Working, a: BlindStart, text: str) -> None:
    gs = side(g)
    if not 1 <= a.die <= len(gs.blind):
        raise refuse(text, f"pick one of the dice 1 to {len(gs.blind)} ({', '.join(map(str, gs.blind))}).", RULE,
                     key="dice-no-pick-blind-die", args={"count": len(gs.blind),
                     "join": ', '.join(map(str, gs.blind))})
    soldiers = gs.blind[a.die - 1]
    courage = sum(gs.blind) - soldiers
    put(g, soldiers=soldiers, courage=courage, blind=(),
        pending=tuple(p for p in gs.pending if not isinstance(p, BlindPick)))
    g.emit("blind_start", f"Blind Start: the German player starts with {g.res(soldiers, 'soldiers')} and {courage} "
         "Courage.", key="dice-ev-blind-pick", args={"soldiers": soldiers, "courage": courage})


def settle(g: Working, a, text: str) -> bool:
    """Settle the first thing waiting for the German with ``a``; False when nothing waits."""
    gs = side(g)
    if not gs.pending:
        return False
    head = gs.pending[0]
    if isinstance(head, BlindPick) and isinstance(a, BlindStart):
        blind_pick(g, a, text)
    elif isinstance(head, BlackAward) and isinstance(a, Wound):
        awards.wound(g, a.option, a.what, text)
    elif isinstance(head, SpecialistLoss) and isinstance(a, Lose):
        if a.what not in gs.specialists:
            raise refuse(text, f"you have no Specialist '{a.what}'; lose one of {', '.join(gs.specialists)}.", RULE,
                         key="dice-no-you-have-no-specialist-lose", args={"what": a.what,
                         "join": ', '.join(gs.specialists)})
        put(g, pending=gs.pending[1:])
        awards.german_loses_specialist(g, a.what, why.ALLIES_DOING)
    elif isinstance(head, AwardPick) and isinstance(a, Pick):
        awards.pick(g, a.what, text)
    elif isinstance(head, TallyChoice) and isinstance(a, Pick):
        german_solo.clasp_pick(g, a.what, text)
    elif isinstance(head, AwardOrder) and isinstance(a, Reorder):
        awards.reorder(g, a.order, text)
    elif isinstance(head, ConditionOrder) and isinstance(a, Reorder):
        battle_conditions.german_reorder(g, a, text)
    else:
        raise refuse(text, "first settle what waits for you: " + pending_text(g) + ".", RULE,
                     key="dice-no-first-settle-what-waits-for", args={"pending_text": as_argument(pending_text(g))})
    return True


_SAID = {
    SpecialistLoss: ("lose", "a Specialist to lose ('lose NAME')"),
    AwardPick: ("pick", "the Award of your choice ('pick NAME')"),
    TallyChoice: ("clasp", "which Final Tally you keep ('pick original' or 'pick new')"),
    ConditionOrder: ("observe", "the order of the Battle Conditions you looked at ('reorder 1 2' or 'reorder 2 1')"),
    AwardOrder: ("reorder", "the order of the Awards you looked at ('reorder ...')"),
}
"""Each plain kind of wait: the ``kind`` argument of its ``dice-pending`` message and its English words."""


def pending_text(g: Working) -> Why:
    """What waits for the German player first, in English, naming its message (``dice-pending``)."""
    head = side(g).pending[0]
    if isinstance(head, BlindPick):
        return Why("pick the die of your starting Soldiers ('start N')", "dice-pending", kind="blind", name="")
    if isinstance(head, BlackAward):
        name = awards.name(head.award)
        return Why(f"the Black Award {name} ('wound N [NAME]')", "dice-pending", kind="wound", name=name)
    kind, words = _SAID[type(head)]
    return Why(words, "dice-pending", kind=kind, name="")
