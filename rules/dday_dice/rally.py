"""Phase 4: rallying Specialists with Stars (and the phase's own flow: orders, the tie rule).

- At most ``rally_limit`` Specialists a turn (one more on a Command Post);
  a free rally (Ultimate Gift) does not count and costs no Star.
- Regular Specialists come from the Unit's own hand: rallied at once.
  Ranking Specialists are one copy in the shared reserve: the Stars are paid
  at once and the request is settled when the phase ends, by the tie rule
  (fewest Soldiers first; then least Courage, fewest Stars, lowest seat). A
  Unit that loses the tie gets its Stars back. Items found (:mod:`.items`)
  follow the same rule.
"""

from __future__ import annotations

from rules.core.words import count
from rules.dday_dice import chaotic_supply
from rules.dday_dice.actions import Rally
from rules.dday_dice.context import Working, refuse
from rules.dday_dice.state import Order, Unit

RULE = "Phase 4: Rally Specialists"


def limit(g: Working, u: Unit) -> int:
    return int(g.d.rule("rally_limit")) + (1 if g.campaign.command_post(g, u) else 0)


def cost(g: Working, u: Unit, sid: str) -> int:
    return 0 if u.flags.free_specialist else g.d.specialists[sid].stars


def rally_choices(g: Working, u: Unit) -> list[str]:
    if u.flags.rallied >= limit(g, u) and not u.flags.free_specialist:
        return []
    ordered = {o.what for o in u.orders}
    pool = list(dict.fromkeys(u.hand + g.campaign.reserve_pool(g.s, g.d, u.seat, "ranking")))
    out = [x for x in pool if x not in ordered and x not in u.specialists and cost(g, u, x) <= u.stars
           and g.campaign.may_rally(g, u, x)]
    return out + g.campaign.free_rallies(g, u, out)


def order(g: Working, seat: str, a: Rally, text: str) -> None:
    u = g.unit(seat)
    if a.what not in g.d.specialists:
        raise refuse(text, f"there is no Specialist '{a.what}'.", RULE,
                     key="dice-no-there-no-specialist", args={"what": a.what})
    rec = g.d.specialists[a.what]
    if a.what in u.specialists:
        raise refuse(text, f"your Unit already has its {rec.name}.", RULE,
                     key="dice-no-your-unit-already-has", args={"name": rec.name})
    if g.campaign.rally(g, seat, a, text):
        return
    if a.what not in u.hand and a.what not in g.campaign.reserve_pool(g.s, g.d, seat, "ranking"):
        several = g.campaign.several_reserves(g.s)
        raise refuse(text, f"the {rec.name} is not available (not in your hand nor in "
                     f"{'the reserves your Team draws from' if several else 'the reserve'}).", RULE,
                     key="dice-no-not-available-not-your-hand", args={"name": rec.name, "if_several": several})
    free = bool(u.flags.free_specialist)
    if not free and u.flags.rallied >= limit(g, u):
        raise refuse(text, f"you may rally {count(limit(g, u), 'Specialist')} a turn here.", RULE,
                     key="dice-no-you-may-rally-turn-here", args={"limit": limit(g, u)})
    price = cost(g, u, a.what)
    if price > u.stars:
        raise refuse(text, f"the {rec.name} costs {count(price, 'Star')}; you have {u.stars}.", RULE,
                     key="dice-no-costs-stars", args={"name": rec.name, "price": price, "stars": u.stars})
    flags = u.flags.model_copy(update={"free_specialist": u.flags.free_specialist - 1} if free
                               else {"rallied": u.flags.rallied + 1})
    if rec.kind == "regular":
        hand = list(u.hand)
        hand.remove(a.what)
        g.put(u.model_copy(update={"stars": u.stars - price, "hand": tuple(hand),
                                   "specialists": u.specialists + (a.what,), "flags": flags}))
        g.emit("rallied", f"{g.name(seat)} rallied its {rec.name}" + (" for free." if free else
                                                                     f" for {g.res(price, 'stars')}."),
             unit=seat, specialist=a.what, key="dice-ev-rallied",
             args={"unit": g.who(seat), "name": rec.name, "count": 0 if free else price, "free": free})
    else:
        if any(o.what == a.what for o in u.orders):
            raise refuse(text, f"you have already asked for the {rec.name}.", RULE,
                         key="dice-no-you-have-already-asked-for", args={"name": rec.name})
        g.put(u.model_copy(update={"stars": u.stars - price, "flags": flags,
                                   "orders": u.orders + (Order(kind="rally", what=a.what, paid=price, free=free,
                                                                  admirer=a.admirer),)}))
        g.emit("rally_asked", f"{g.name(seat)} asks for the {rec.name} from the reserve (settled at the end of Phase 4).",
             unit=seat, specialist=a.what, key="dice-ev-rally-asked", args={"unit": g.who(seat), "name": rec.name})


def tie_order(units: list[Unit], g: Working | None = None) -> list[Unit]:
    """The tie rule: fewest Soldiers first, then least Courage, fewest Stars, then seat order.

    In a campaign, the campaign's own rule (:meth:`~rules.dday_dice.hooks.CampaignRules.tie_order`).
    """
    if g is not None and g.s.campaign is not None:
        return g.campaign.tie_order(g, units)
    return sorted(units, key=lambda u: (u.soldiers, u.courage, u.stars, u.seat))


SETTLE = {
    # order kind: (reserve kind, Unit field it joins, resource refunded, its name, record group)
    "rally": ("ranking", "specialists", "stars", "Stars", "specialists"),
    "find": ("items", "items", "ip", "Item Points", "items"),
}


def resolve_orders(g: Working) -> None:
    """Settle the requests on the shared reserve, by the tie rule; a Unit that loses a tie is refunded."""
    for u in tie_order([x for x in g.active() if x.orders], g):
        for o in u.orders:
            u = g.unit(u.seat)
            reserve, joins, refund, _, group = SETTLE[o.kind]
            name = getattr(g.d, group)[o.what].name
            if g.campaign.take_from_reserve(g, u.seat, reserve, o.what):
                u = g.unit(u.seat)
                if o.kind == "find":
                    chaotic_supply.taken(g, o.what)
                g.put(u.model_copy(update={joins: getattr(u, joins) + (o.what,)}))
                how = "for free" if o.free else f"for {g.res(o.paid, refund)}"
                verb = "rallied" if o.kind == "rally" else "found"
                g.emit(verb, f"{g.name(u.seat)} {verb} the {name} from the reserve {how}.", unit=u.seat, what=o.what,
                     key="dice-ev-settled", args={"unit": g.who(u.seat), "kind": o.kind, "name": name,
                                                  "free": bool(o.free), "paid": o.paid, "refund": refund})
                g.campaign.rally_settled(g, u.seat, o)
            else:
                g.put(u.model_copy(update={refund: getattr(u, refund) + o.paid}))
                g.emit(f"{o.kind}_lost", f"{g.name(u.seat)} lost the tie for the {name}; its {g.res(o.paid, refund)} "
                     f"{g.counted.text('comes' if o.paid == 1 else 'come', 'come')} back.", unit=u.seat,
                     key="dice-ev-tie-lost", args={"unit": g.who(u.seat), "name": name, "paid": o.paid,
                                                   "refund": refund})
        g.update(u.seat, orders=())
