"""Atlantikwall: the German player's Phase 4: rallying German Specialists, finding German Items, buying Awards.

- One German Specialist a turn, for its Stars (a Battle Condition may make one cheaper).
- One German Item a turn for its Item Points (Ingenuity adds a find); in the
  solitaire, finding the Dog or the Barbed Wire rolls the trade pool.
- Awards: 5 Courage each, any number a turn, drawn at random (:mod:`.awards`).
"""

from __future__ import annotations

from rules.core.words import count
from rules.dday_dice import awards, battle_conditions, german_solo, why
from rules.dday_dice.actions import DrawAward, Find, Rally
from rules.dday_dice.context import Working, refuse
from rules.dday_dice.german_records import german_data
from rules.dday_dice.why import Why

RULE = "Atlantikwall: the German player"
SOLO_POOL = {"dog": 1, "barbed-wire": 2}
"""Solitaire: trade-pool dice each Item takes."""
side = awards.side
put = awards.put


def rally_choices(g: Working) -> list[str]:
    gs = side(g)
    if gs.flags.rallied >= german_data().rule("german_rally_limit"):
        return []
    return [x for x in dict.fromkeys(gs.reserve) if rally_cost(g, x) <= gs.stars]


def rally_cost(g: Working, sid: str) -> int:
    return battle_conditions.german_rally_cost(g, sid, german_data().specialists[sid].stars)


def find_choices(g: Working) -> list[str]:
    gs = side(g)
    if gs.flags.found >= german_data().rule("german_find_limit") + gs.flags.extra_find:
        return []
    return [x for x in dict.fromkeys(gs.item_reserve) if german_data().items[x].ip <= gs.ip]


def _rally(g: Working, a: Rally, text: str) -> None:
    gs = side(g)
    rec = german_data().specialists.get(a.what)
    if rec is None or a.what not in gs.reserve:
        raise refuse(text, "that German Specialist is not in the German Reserve.", RULE,
                     key="dice-no-that-german-specialist-not-german")
    if a.what not in rally_choices(g):
        raise refuse(text, f"the {rec.name} costs {count(rally_cost(g, a.what), 'Star')} (you have {gs.stars}); one rally a "
                     "turn.", RULE,
                     key="dice-no-costs-you-have-one-rally", args={"name": rec.name,
                     "rally_cost": rally_cost(g, a.what), "stars": gs.stars})
    cost = rally_cost(g, a.what)
    reserve = list(gs.reserve)
    reserve.remove(a.what)
    put(g, stars=gs.stars - cost, reserve=tuple(reserve), specialists=gs.specialists + (a.what,),
        flags=gs.flags.model_copy(update={"rallied": gs.flags.rallied + 1}))
    g.emit("german_rallied", f"The German player rallied the {rec.name} for {g.res(cost, 'stars')}.", specialist=a.what,
         key="dice-ev-german-rallied", args={"name": rec.name, "count": cost})
    if rec.effect.activates:
        what = "Land Mine" if rec.effect.activates == "mines" else "Machine Gun Fire"
        g.emit("defences_on", f"Every {what} of the Battle Map is now active.",
             key="dice-ev-defences-on", args={"what": Why(what, f"dice-defence-{rec.effect.activates}")})


def _find(g: Working, a: Find, text: str) -> None:
    gs = side(g)
    rec = german_data().items.get(a.what)
    if rec is None or a.what not in gs.item_reserve:
        raise refuse(text, "that German Item is not in the German Reserve.", RULE,
                     key="dice-no-that-german-item-not-german")
    if a.what not in find_choices(g):
        raise refuse(text, f"the {rec.name} costs {count(rec.ip, 'Item Point')} (you have {gs.ip}); one find a turn "
                     "(Ingenuity adds one).", RULE,
                     key="dice-no-costs-you-have-one-find", args={"name": rec.name, "ip": rec.ip, "ip2": gs.ip})
    pool = list(gs.item_reserve)
    pool.remove(a.what)
    put(g, ip=gs.ip - rec.ip, item_reserve=tuple(pool), items=gs.items + (a.what,),
        flags=gs.flags.model_copy(update={"found": gs.flags.found + 1}))
    g.emit("german_found", f"The German player found the {rec.name} for {g.res(rec.ip, 'ip')}.", item=a.what,
         key="dice-ev-german-found", args={"name": rec.name, "count": rec.ip})
    if gs.solo and a.what in SOLO_POOL and not side(g).pool:
        german_solo.roll_pool(g)


def _draw(g: Working, a: DrawAward, text: str) -> None:
    gs = side(g)
    cost = german_data().rule("award_cost") * a.count
    if cost > gs.courage:
        raise refuse(text, f"{count(a.count, 'Award')} {'costs' if a.count == 1 else 'cost'} {cost} Courage; you have "
                     f"{gs.courage}.", RULE,
                     key="dice-no-courage-you-have", args={"count": a.count, "if_count": bool(a.count == 1),
                     "cost": cost, "courage": gs.courage})
    put(g, courage=gs.courage - cost)
    g.emit("german_awards_bought", f"The German player spends {cost} Courage on {g.counted(a.count, 'Award')}.",
         count=a.count, key="dice-ev-german-awards-bought", args={"cost": cost, "count": a.count})
    awards.draw(g, a.count, why.BOUGHT_WITH_COURAGE)


