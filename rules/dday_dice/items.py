"""Items (found with Item Points in Phase 4) and using Items, Medals and Specialist abilities.

- Finding: at most ``find_limit`` Items a turn, not in a "no Items found
  here" Sector; pay the Item's IP (or use a Special Find credit for an Item
  costing at most its value). Items come from the shared reserve, so a find
  is settled at the end of Phase 4 by the tie rule (:mod:`.rally`).
- Using (``use ID ...``): an Item or a Medal is used once and goes to the used
  pile (a used Medal is revealed). Effects that touch dice are used in Phase 2
  on the Final Tally; the others in Phase 4 or 5, and their turn effects last
  until the end of the turn. A Specialist with an active ability (Lieutenant:
  trade a die) uses it once a turn in Phase 2. Using is always allowed when it
  fits, any number a turn.
"""

from __future__ import annotations

from rules.core.words import count
from rules.dday_dice import awards, badges, battle_conditions, bonuses, chaotic_supply, skulls
from rules.dday_dice.actions import Find, Use
from rules.dday_dice.context import Working, refuse
from rules.dday_dice.effects import available, check_dice, dice_effect, gains
from rules.dday_dice.records import Effect
from rules.dday_dice.state import GERMAN, Order, Unit

RULE = "Phase 4: Find Items"


def free_find_ok(u: Unit, ip: int) -> bool:
    return u.flags.free_item_max > 0 and ip <= u.flags.free_item_max


def find_choices(g: Working, u: Unit) -> list[str]:
    if battle_conditions.no_find(g, u):
        return []
    free = u.flags.free_item_max > 0
    if u.flags.found >= int(g.d.rule("find_limit")) and not free:
        return []
    asked = {o.what for o in u.orders}
    tops = chaotic_supply.findable(g)
    out = g.campaign.extra_finds(g, u)
    for iid in dict.fromkeys(g.campaign.reserve_pool(g.s, g.d, u.seat, "items")):
        ip = g.d.items[iid].ip
        if iid not in asked and (tops is None or iid in tops) and (ip <= u.ip or free_find_ok(u, ip)) \
                and not g.campaign.find_refusal(g, u, iid):
            out.append(iid)
    return out


def order(g: Working, seat: str, a: Find, text: str) -> None:
    u = g.unit(seat)
    if a.what not in g.d.items:
        raise refuse(text, f"there is no Item '{a.what}'.", RULE, key="dice-no-there-no-item", args={"what": a.what})
    rec = g.d.items[a.what]
    if battle_conditions.no_find(g, u):
        raise refuse(text, f"no Items can be found in {g.sector(u).label} now (they may still be used).", RULE,
                     key="dice-no-no-items-can-be-found", args={"label": g.sector(u).label})
    if g.campaign.find(g, seat, a.what, text):
        return
    if a.what not in g.campaign.reserve_pool(g.s, g.d, seat, "items"):
        several = g.campaign.several_reserves(g.s)
        raise refuse(text, f"the {rec.name} is not in "
                     f"{'the reserves your Team draws from' if several else 'the reserve'}.", RULE,
                     key="dice-no-not", args={"name": rec.name, "if_several": several})
    tops = chaotic_supply.findable(g)
    if tops is not None and a.what not in tops:
        raise refuse(text, f"Chaotic Supply: only the top Item of each deck can be found ({', '.join(sorted(tops))}).",
                     RULE, key="dice-no-chaotic-supply-only-top-item", args={"join": ', '.join(sorted(tops))})
    if any(o.what == a.what for o in u.orders):
        raise refuse(text, f"you have already asked for the {rec.name}.", RULE,
                     key="dice-no-you-have-already-asked-for", args={"name": rec.name})
    free = free_find_ok(u, rec.ip)
    if not free and u.flags.found >= int(g.d.rule("find_limit")):
        raise refuse(text, f"you may find {count(int(g.d.rule('find_limit')), 'Item')} a turn.", RULE,
                     key="dice-no-you-may-find-turn", args={"int": int(g.d.rule('find_limit'))})
    if not free and rec.ip > u.ip:
        raise refuse(text, f"the {rec.name} costs {count(rec.ip, 'Item Point')}; you have {u.ip}.", RULE,
                     key="dice-no-costs-you-have", args={"name": rec.name, "ip": rec.ip, "ip2": u.ip})
    paid = 0 if free else rec.ip
    flags = u.flags.model_copy(update={"free_item_max": 0} if free else {"found": u.flags.found + 1})
    g.put(u.model_copy(update={"ip": u.ip - paid, "flags": flags,
                               "orders": u.orders + (Order(kind="find", what=a.what, paid=paid, free=free),)}))
    g.emit("find_asked", f"{g.name(seat)} looks for the {rec.name} (settled at the end of Phase 4).", unit=seat,
         item=a.what, key="dice-ev-find-asked", args={"unit": g.who(seat), "name": rec.name})


def _record(g: Working, u: Unit, what: str) -> tuple[str, str, Effect] | None:
    """(kind, name, effect) of something the Unit may use, or None."""
    if what in u.items:
        r = g.d.items[what]
        return "item", r.name, r.effect
    if what in u.medals:
        r = g.d.medals[what]
        return "medal", r.name, r.effect
    found = badges.record(g, u, what)
    if found is not None:
        return found
    if what in u.specialists:
        r = g.d.specialists[what]
        e = r.effect
        if (e.trade_die or e.reroll_dice) and what not in u.flags.abilities_used:
            return "ability", r.name, Effect(trade_die=e.trade_die, reroll_dice=e.reroll_dice)
    return None


def _phase_ok(g: Working, u: Unit, kind: str, what: str, e: Effect) -> str | None:
    if e.touches_dice():
        if g.s.phase != 2:
            return "it acts on the Final Tally: use it in Phase 2."
        if not available(u.dice):
            return "no die of your Final Tally is still in play."
        german_dice = g.s.german is not None and not g.s.german.solo and bool(available(g.s.german.dice))
        if (e.trade_die or e.steal_die) and not german_dice and not any(
                o.seat != u.seat and o.status == "active" and o.sector == u.sector for o in g.s.units):
            return "no other Unit is in your Sector."
        if e.give_results and not any(o.seat != u.seat and o.status == "active" for o in g.s.units):
            return "no other Unit is on the map."
        return None
    if kind == "ability":
        return "this Specialist's ability works by itself."
    if g.s.phase not in (4, 5):
        return "use it in Phase 4 or 5."
    if kind == "item" and g.d.items[what].not_in_bunker and g.sector(u).bunker:
        return "it does not work in a Bunker."
    return None


def usable(g: Working, u: Unit) -> list[str]:
    """What the Unit could use now (ids), for prompts."""
    out = []
    for what in (*dict.fromkeys(u.items), *dict.fromkeys(u.medals), *u.specialists, *dict.fromkeys(u.badges)):
        found = _record(g, u, what)
        if found is not None and _phase_ok(g, u, found[0], what, found[2]) is None:
            out.append(what)
    return list(dict.fromkeys(out))


def use(g: Working, seat: str, a: Use, text: str) -> None:
    u = g.unit(seat)
    found = _record(g, u, a.what)
    if found is None:
        raise refuse(text, f"your Unit has no '{a.what}' to use (Items, Medals, or a Specialist's once-a-turn "
                     "ability).", key="dice-no-your-unit-has-no-use", args={"what": a.what})
    kind, name, e = found
    why = _phase_ok(g, u, kind, a.what, e)
    if why:
        raise refuse(text, f"the {name}: {why}", key="dice-no-card-why", args={"name": name, "why": why})
    if e.touches_dice():
        check_dice(g, seat, e, a, text)
    elif a.changes or a.results or a.dice or a.target:
        raise refuse(text, f"the {name} takes nothing after its name.",
                     key="dice-no-takes-nothing-after-name", args={"name": name})
    if kind == "item":
        items = list(u.items)
        items.remove(a.what)
        g.put(u.model_copy(update={"items": tuple(items), "used_items": u.used_items + (a.what,)}))
    elif kind == "medal":
        medals = list(u.medals)
        medals.remove(a.what)
        g.put(u.model_copy(update={"medals": tuple(medals), "used_medals": u.used_medals + (a.what,)}))
    elif kind == "badge":
        badges.used(g, seat, a.what)
    else:
        g.flags(seat, abilities_used=u.flags.abilities_used + (a.what,))
    g.emit("used", f"{g.name(seat)} used {'its ' if kind == 'ability' else 'the '}{name}: {e.describe(g.counted)}.", unit=seat,
         what=a.what,
         key="dice-ev-used", args={"unit": g.who(seat), "if_kind": bool(kind == 'ability'), "name": name,
         "describe": e.describe(g.counted)})
    if e.touches_dice():
        dice_effect(g, seat, e, a, name)
        if a.target is not None and a.target != GERMAN:
            reopen(g, a.target)
    gains(g, seat, e, name)
    if kind == "item":
        awards.allied_used(g, seat, a.what)


def reopen(g: Working, seat: str) -> None:
    """A Unit whose Final Tally another Unit changed decides again if it now has a bonus or a Skull to settle."""
    u = g.unit(seat)
    if u.done and (bonuses.claimable(g, u) or bonuses.straight_ok(g, u) or skulls.cancels_left(g, u)):
        g.put(u.model_copy(update={"done": False}))
