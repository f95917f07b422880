"""Trading between Units in Phase 4: resources and Items, between Units in the same Sector.

A Carrier Pigeon (``trade_anywhere``) or a Command Post lets a Unit trade
with any Unit still on the map. A gift needs no answer from the receiver
(the game is co-operative); the giver keeps at least 1 Soldier. Atlantikwall: the
exchange limit of :mod:`.defences` stops resources (not Items) near the Bunker.
"""

from __future__ import annotations

from rules.core.words import count
from rules.dday_dice.actions import RESOURCES, Give
from rules.dday_dice.context import RESOURCE_NOUNS, Working, refuse
from rules.dday_dice.defences import resource_trade_refusal
from rules.dday_dice.state import Unit

RULE = "Trading"


def partners(g: Working, u: Unit) -> list[str]:
    anywhere = u.flags.trade_anywhere or g.campaign.command_post(g, u)
    return [o.seat for o in g.s.units if o.seat != u.seat and o.status == "active"
            and (anywhere or o.sector == u.sector)]


def example_partner(g: Working, u: Unit) -> str | None:
    """The seat a ``give`` example names: a Unit that could take it now, else the first other Unit of this game."""
    near = partners(g, u)
    return near[0] if near else next((s for s in g.s.seats if s != u.seat), None)


def give(g: Working, seat: str, a: Give, text: str) -> None:
    u = g.unit(seat)
    if a.to not in g.s.seats or a.to == seat:
        other = example_partner(g, u)
        raise refuse(text, f"give to another Unit of this game, e.g. 'give {other} courage 1'." if other else
                     "there is no other Unit in this game to give to.", RULE,
                     key="dice-no-exchange-other", args={"other": other, "if_other": bool(other)})
    if a.to not in partners(g, u):
        raise refuse(text, f"{g.name(a.to)} is not in your Sector (or no longer on the map).", RULE,
                     key="dice-no-not-your-sector-no-longer", args={"unit": g.who(a.to)})
    other = g.unit(a.to)
    if a.what in RESOURCES:
        limited = resource_trade_refusal(g, u, other)
        if limited:
            raise refuse(text, limited, "Allied Exchange Limit", key="dice-no-reason-exchange-limit", args={"limited": limited})
        have = getattr(u, a.what)
        room = have - 1 if a.what == "soldiers" else have
        if a.amount > room:
            raise refuse(text, f"you have {count(have, *RESOURCE_NOUNS[a.what])}" + (" and keep at least 1" if a.what == "soldiers"
                         else "") + ".", RULE,
                         key="dice-no-you-have", args={"count": count(have, *RESOURCE_NOUNS[a.what]),
                         "if_what": bool(a.what == "soldiers")})
        g.put(u.model_copy(update={a.what: have - a.amount}))
        g.put(other.model_copy(update={a.what: getattr(other, a.what) + a.amount}))
        g.emit("gave", f"{g.name(seat)} gave {g.res(a.amount, a.what)} to {g.name(a.to)}.", unit=seat, to=a.to,
             key="dice-ev-gave", args={"unit": g.who(seat), "count": a.amount, "what": a.what, "to": g.who(a.to)})
        return
    if a.what in u.badges and a.amount == 1 and a.what not in u.items:
        held = list(u.badges)
        held.remove(a.what)
        g.put(u.model_copy(update={"badges": tuple(held)}))
        g.put(other.model_copy(update={"badges": other.badges + (a.what,)}))
        g.emit("gave", f"{g.name(seat)} gave a Badge to {g.name(a.to)}.", unit=seat, to=a.to, badge=a.what,
             key="dice-ev-gave-badge", args={"unit": g.who(seat), "unit2": g.who(a.to)})
        return
    if a.what not in u.items or a.amount != 1:
        raise refuse(text, f"you have no Item '{a.what}' to give (one at a time).", RULE,
                     key="dice-no-you-have-no-item-give", args={"what": a.what})
    items = list(u.items)
    items.remove(a.what)
    g.put(u.model_copy(update={"items": tuple(items)}))
    g.put(other.model_copy(update={"items": other.items + (a.what,)}))
    g.emit("gave", f"{g.name(seat)} gave the {g.d.items[a.what].name} to {g.name(a.to)}.", unit=seat, to=a.to,
         key="dice-ev-gave-card", args={"unit": g.who(seat), "name": g.d.items[a.what].name, "unit2": g.who(a.to)})
