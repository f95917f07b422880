"""Atlantikwall: the German player's losses in Phase 6, and the Allied losses the German inflicts.

German losses (before the Allies fight):

- He loses Soldiers equal to the highest DEF among the Sectors that hold an
  Allied Unit: the printed DEF for that Unit's marker face, ignoring MGF,
  Land Mines, every Sector attribute and every DEF reducer (reducers only
  help the Allies).
- Short of Soldiers, he drops to 0 without losing the game; each missing
  Soldier lowers the DEF of every Sector by 1 for the Allies this turn (a
  surplus never raises it).
- A DEF the deficit takes below 0 (after the Allies' own reducers, which
  stop at 0) gives each Unit in that Sector that many Soldiers
  (:func:`gain_from_deficit`, called by :mod:`.combat`).

Allied losses: when the German makes a Unit lose a Specialist or an Item,
the Unit's own player picks which (``lose ID``); with a single possibility
it goes by itself, with none nothing happens.
"""

from __future__ import annotations

from rules.dday_dice.actions import Lose
from rules.dday_dice.context import Working, refuse
from rules.dday_dice.losses import check_elimination
from rules.dday_dice.state import Unit
from rules.dday_dice.why import Why

RULE = "Atlantikwall: losing Soldiers"


def printed_defence(g: Working, u: Unit) -> int:
    sec = g.sector(u)
    return sec.defence[min(u.marker, len(sec.defence)) - 1]


def phase6(g: Working) -> None:
    gs = g.s.german
    if gs is None:
        return
    units = g.active()
    top = max((printed_defence(g, u) for u in units), default=0)
    lost = min(top, gs.soldiers)
    deficit = top - lost
    g.s = g.s.model_copy(update={"german": gs.model_copy(update={"soldiers": gs.soldiers - lost, "deficit": deficit})})
    text = f"The German player loses {g.counted(lost, 'Soldier')}: the highest DEF held by the Allies is {top}."
    if deficit:
        text += (f" They are {g.counted(deficit, 'Soldier')} short: every Sector's DEF is {deficit} lower for the Allies "
                 "this turn.")
    g.emit("german_losses", text, seat=None, lost=lost, defence=top, deficit=deficit, key="dice-ev-german-losses",
         args={"count": lost, "top": top, "deficit": deficit})


def gain_from_deficit(g: Working, seat: str, n: int, label: str) -> None:
    u = g.unit(seat)
    g.put(u.model_copy(update={"soldiers": u.soldiers + n}))
    g.emit("deficit_gain", f"{g.name(seat)} gains {g.counted(n, 'Soldier')}: the German's shortage takes the DEF of "
         f"{label} below 0.", unit=seat, gained=n, key="dice-ev-deficit-gain",
         args={"unit": g.who(seat), "count": n, "label": label})


def choices(g: Working, u: Unit) -> list[str]:
    """What the Unit may give up for its first owed loss."""
    if not u.owed or u.owed[0] not in ("specialist", "item"):
        return []
    if u.owed[0] == "specialist":
        return list(dict.fromkeys(u.specialists))
    return list(dict.fromkeys(u.items))


def inflict(g: Working, seat: str, kind: str, why: str) -> None:
    """The German makes the Unit lose a Specialist or an Item: its player picks which."""
    u = g.unit(seat)
    have = u.specialists if kind == "specialist" else u.items
    if not have:
        g.emit("loss_ignored", f"{g.name(seat)} has no {kind} to lose ({why}).", unit=seat,
             key="dice-ev-unit-loss-ignored", args={"unit": g.who(seat), "kind": Why(kind, f"dice-kind-{kind}"), "why": why})
        return
    g.update(seat, owed=u.owed + (kind,))
    g.emit("loss_owed", f"{g.name(seat)} must lose 1 {kind} of its choice ({why}).", unit=seat,
         key="dice-ev-loss-owed", args={"unit": g.who(seat), "kind": Why(kind, f"dice-kind-{kind}"), "why": why})
    settle_single(g, seat)


def settle_single(g: Working, seat: str) -> None:
    """An owed loss with a single possibility is taken by itself."""
    u = g.unit(seat)
    while u.owed and len(choices(g, u)) <= 1:
        left = choices(g, u)
        if left:
            _lose(g, seat, left[0])
        else:
            g.update(seat, owed=u.owed[1:])
        u = g.unit(seat)


def _lose(g: Working, seat: str, what: str) -> None:
    u = g.unit(seat)
    kind = u.owed[0]
    if kind == "specialist":
        specs = list(u.specialists)
        specs.remove(what)
        rec = g.d.specialists[what]
        hand = u.hand + ((what,) if rec.kind == "regular" else ())
        if rec.kind == "ranking":
            g.s = g.s.model_copy(update={"ranking_reserve": g.s.ranking_reserve + (what,)})
        g.put(g.unit(seat).model_copy(update={"specialists": tuple(specs), "hand": hand, "owed": u.owed[1:]}))
        g.emit("specialist_lost", f"{g.name(seat)} lost its {rec.name} (the German's doing).", unit=seat,
             specialists=[what], key="dice-ev-specialist-lost", args={"unit": g.who(seat), "name": rec.name})
        check_elimination(g, seat)
    else:
        items = list(u.items)
        items.remove(what)
        g.put(u.model_copy(update={"items": tuple(items), "used_items": u.used_items + (what,), "owed": u.owed[1:]}))
        g.emit("item_lost", f"{g.name(seat)} lost its {g.d.items[what].name} (the German's doing).", unit=seat,
             key="dice-ev-item-lost", args={"unit": g.who(seat), "name": g.d.items[what].name})


def choose(g: Working, seat: str, a, text: str) -> None:
    u = g.unit(seat)
    if not isinstance(a, Lose):
        raise refuse(text, f"first pick the {u.owed[0]} the German makes you lose ('lose NAME').", RULE,
                     key="dice-no-first-pick-german-makes-you", args={"owed": u.owed[0]})
    if a.what not in choices(g, u):
        raise refuse(text, f"you have no {u.owed[0]} '{a.what}'; pick one of {', '.join(choices(g, u))}.", RULE,
                     key="dice-no-you-have-no-pick-one", args={"owed": u.owed[0], "what": a.what,
                     "join": ', '.join(choices(g, u))})
    _lose(g, seat, a.what)
    settle_single(g, seat)
