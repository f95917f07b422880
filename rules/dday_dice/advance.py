"""Phase 5: the Unit Marker, staying, Advancing and lateral moves, Land Mines, Barriers, conditions, gains.

- The marker shows the turn spent in the Sector (1 on arrival). A Unit may
  stay while the marker is below the stay limit (``stay_limit``, or the
  Sector's own ``max_stay``; plus any extra turns earned); then it must move.
- Moves follow the map's lines, up (an Advance: pay the destination's
  Courage, less discounts; free with Battle Cry) or within a row (a lateral
  move: ``lateral_cost``), never down and never into a Sector visited before.
- Conditions: the Specialists a Sector needs, and bonuses to give up (a
  held RWB of that face), unless the Unit ignores conditions this turn.
- Barriers and Land Mines count only on the lines of the Sector left.
  A Barrier needs ``cross_barrier`` (Wire Cutters, Bulldozer). Each line of
  Land Mines crossed costs the total of ``mine_dice`` d6 in Soldiers, unless
  the Unit crosses safely (Scout, Half-Track).
- Arrival: one-time gains and penalties of the new Sector.
- Atlantikwall: Land Mines count only while active (:mod:`.defences`).
- A Unit that must move and cannot is eliminated (warned in its Phase 4 prompt,
  while it can still act: :func:`stuck_warning`). A Unit with a single legal
  choice makes it by itself.
"""

from __future__ import annotations

from rules.dday_dice import battle_conditions, medals, why
from rules.dday_dice.actions import Move, Stay
from rules.dday_dice.context import Working, passive, refuse
from rules.dday_dice.defences import mines_active
from rules.dday_dice.items import usable
from rules.dday_dice.losses import check_elimination, eliminate, lose_specialists, take_losses
from rules.dday_dice.maps import Edge, neighbours
from rules.dday_dice.state import Unit
from rules.dday_dice.why import Why, as_argument

RULE = "Phase 5: Move"


def stay_limit(g: Working, u: Unit) -> int:
    sec = g.sector(u)
    base = sec.max_stay if sec.max_stay is not None else int(g.d.rule("stay_limit"))
    return base + u.stay_bonus


def must_move(g: Working, u: Unit) -> bool:
    return u.marker >= stay_limit(g, u)


def _held(u: Unit, face: str) -> bool:
    return any(c.face == face and c.option == "hold" and not c.given_up for c in u.claims)


def check_move(g: Working, u: Unit, dest: str) -> tuple[int, Edge] | str:
    """(Courage cost, line crossed) of moving ``u`` to ``dest``, or the reason it cannot."""
    m = g.map
    here = g.sector(u)
    line = next((e for n, e in neighbours(m, u.sector) if n == dest), None)
    if line is None:
        return Why(f"{dest} is not next to {here.label}", "dice-move-not-next", dest=dest, label=here.label)
    to = m.sector(dest)
    if here.bunker and not (g.s.campaign is not None and g.campaign.may_leave_bunker(g, u)):
        return Why("a Unit in a Bunker does not move on", "dice-move-in-bunker")
    if to.row < here.row:
        return Why(f"{to.label} is behind you (no moving down)", "dice-move-behind", label=to.label)
    paid = to
    if g.s.campaign is not None and to.row > here.row:
        land = g.campaign.landing(g, u, dest)
        if land != dest:
            if not any(x.id == land for x in m.sectors):
                return Why(f"advancing into {to.label} would carry you off the map", "dice-move-off-map",
                               label=to.label)
            why = g.campaign.enter_refusal(g, u, dest)
            if why:
                return why
            dest, to = land, m.sector(land)
    if dest in u.visited:
        return Why(f"{to.label} was visited before", "dice-move-visited", label=to.label)
    if to.impassable:
        return Why(f"{to.label} cannot be entered", "dice-move-impassable", label=to.label)
    if g.s.campaign is not None:
        why = g.campaign.enter_refusal(g, u, dest)
        if why:
            return why
    if g.campaign.trench(g, here.id, line):
        why = g.campaign.trench_refusal(g, u)
        if why is not None:
            return why
    elif here.id in line.barrier:
        if not (u.flags.cross_barrier or passive(g, u, "cross_barrier")):
            return Why(f"a Barrier blocks the way from {here.label} (Wire Cutters or a Bulldozer cross it)",
                           "dice-move-barrier", label=here.label)
    if not u.flags.ignore_conditions:
        missing = [r for r in to.require if r not in u.specialists]
        if missing:
            names = ", ".join(g.d.specialists[r].name if r in g.d.specialists else r for r in missing)
            return Why(f"{to.label} needs a {names}", "dice-move-needs", label=to.label, names=names)
        for face in to.give_up:
            if not _held(u, face):
                name = g.d.nations[u.nation].rwb[face].name
                return Why(f"{to.label} needs a held {name} bonus to give up", "dice-move-needs-bonus",
                               label=to.label, name=name)
    if to.bunker and g.s.campaign is not None:
        why = g.campaign.bunker_refusal(g, u, dest)
        if why:
            return why
    if m.scatter(here.id, paid.id):
        cost = scatter_cost(g, u, paid)
    elif paid.row == here.row:
        cost = int(g.d.rule("lateral_cost"))
    elif u.flags.free_advance:
        cost = 0
    else:
        cost = max(0, paid.advance + battle_conditions.advance_plus(g) - u.flags.advance_discount
                   - passive(g, u, "advance_discount"))
    if cost > u.courage:
        return Why(f"moving to {to.label} costs {cost} Courage; you have {u.courage}", "dice-move-costs",
                       label=to.label, cost=cost, courage=u.courage)
    return cost, line


def scatter_cost(g: Working, u: Unit, to) -> int:
    """Scatter! (Overlord): into the next Column is an Advance into that Sector, never under 1 Courage
    (free only with an effect that makes the Advance free, such as the Battle Cry)."""
    if u.flags.free_advance:
        return 0
    return max(1, to.advance - u.flags.advance_discount - passive(g, u, "advance_discount"))


def destinations(g: Working, u: Unit) -> list[str]:
    return [n for n, _ in neighbours(g.map, u.sector) if not isinstance(check_move(g, u, n), str)]


def options(g: Working, u: Unit) -> tuple[bool, list[str]]:
    return must_move(g, u), destinations(g, u)


def stuck_warning(g: Working, u: Unit) -> str:
    """Phase 4: the warning a Unit needs while it can still act, when Phase 5 would eliminate it (it must leave its
    Sector and no move is open now); '' otherwise."""
    if g.s.phase != 4 or u.status != "active":
        return ""
    forced, dests = options(g, u)
    if not forced or dests:
        return ""
    why = list(dict.fromkeys(r for r in (check_move(g, u, n) for n, _ in neighbours(g.map, u.sector))
                             if isinstance(r, str)))
    return (f" Warning: {g.name(u.seat)} must leave {g.sector(u).label} in Phase 5 and has no way out now. "
            + "".join(w[0].upper() + w[1:] + ". " for w in why[:2]) + "Unless that changes in this phase, the Unit "
            "is eliminated at the start of Phase 5.")


def stuck_warning_words(g: Working, u: Unit) -> dict:
    """:func:`stuck_warning`'s words as a message argument (``dice-prompt-stuck``): its English as it is, each reason
    by its message in another language."""
    reasons = list(dict.fromkeys(r for r in (check_move(g, u, n) for n, _ in neighbours(g.map, u.sector))
                                 if isinstance(r, str)))[:2]
    english = "".join(w[0].upper() + w[1:] + ". " for w in reasons)
    pieces = [as_argument(r) if isinstance(r, Why) else {"key": "dice-move-other", "args": {"text": r}}
              for r in reasons]
    return {"key": "dice-prompt-stuck", "args": {"unit": g.who(u.seat), "label": g.sector(u).label,
                                                 "why": {"printed": english, "effect": pieces},
                                                 "if_why": "yes" if reasons else "no"}}


def start(g: Working) -> None:
    for u in g.active():
        forced, dests = options(g, u)
        if forced and not dests:
            g.emit("stuck", f"{g.name(u.seat)} must leave {g.sector(u).label} but cannot move anywhere.", unit=u.seat,
                 key="dice-ev-stuck", args={"unit": g.who(u.seat), "label": g.sector(u).label})
            eliminate(g, u.seat, why.COULD_NOT_MOVE)
        elif forced and len(dests) == 1 and not _usable_now(g, u):
            move(g, u.seat, Move(to=dests[0]), f"move {dests[0]}", auto=True)
        elif not forced and not dests and not _usable_now(g, u):
            stay(g, u.seat, "stay")


def _usable_now(g: Working, u: Unit) -> bool:
    """Something else the Unit may do in Phase 5 (an Item, a sacrifice, an observer, a Raid order): ask it."""
    return bool(usable(g, u) or battle_conditions.sacrifices(g, u) or battle_conditions.observers(g, u)
                or (g.s.campaign is not None and g.campaign.raid_orders(g, u)))


def stay(g: Working, seat: str, text: str) -> None:
    u = g.unit(seat)
    if must_move(g, u):
        raise refuse(text, f"your marker shows turn {u.marker} of {stay_limit(g, u)} in {g.sector(u).label}: "
                     "you must move.", RULE,
                     key="dice-no-your-marker-shows-turn-you", args={"marker": u.marker,
                     "stay_limit": stay_limit(g, u), "label": g.sector(u).label})
    g.put(u.model_copy(update={"marker": u.marker + 1, "done": True}))
    g.emit("stayed", f"{g.name(seat)} stays in {g.sector(u).label} (turn {u.marker + 1}).", unit=seat,
         key="dice-ev-stayed", args={"unit": g.who(seat), "label": g.sector(u).label, "n": u.marker + 1})


def move(g: Working, seat: str, a: Move, text: str, auto: bool = False) -> None:
    u = g.unit(seat)
    found = check_move(g, u, a.to)
    if isinstance(found, str):
        raise refuse(text, found + ".", RULE, key="dice-no-reason-found", args={"found": as_argument(found)})
    cost, line = found
    here = g.sector(u)
    to = g.map.sector(a.to)
    if g.s.campaign is not None and to.row > here.row:
        to = g.map.sector(g.campaign.landing(g, u, a.to))
    if g.campaign.trench(g, here.id, line):
        g.campaign.cross_trench(g, seat)
        u = g.unit(seat)
    claims = u.claims
    if not u.flags.ignore_conditions and to.give_up:
        new = list(claims)
        for face in to.give_up:
            i = next(i for i, c in enumerate(new) if c.face == face and c.option == "hold" and not c.given_up)
            new[i] = new[i].model_copy(update={"given_up": True})
            g.emit("gave_up", f"{g.name(seat)} gave up its held {g.d.nations[u.nation].rwb[face].name} bonus to enter "
                 f"{to.label}.", unit=seat, face=face,
                 key="dice-ev-gave-up", args={"unit": g.who(seat), "name": g.d.nations[u.nation].rwb[face].name,
                 "label": to.label})
        claims = tuple(new)
    u = g.put(u.model_copy(update={"courage": u.courage - cost, "sector": to.id, "marker": 1, "stay_bonus": 0,
                                   "visited": u.visited + (to.id,), "claims": claims, "done": True}))
    how = "moved" if to.row == here.row else "advanced"
    g.emit("moved", f"{g.name(seat)} {how} from {here.label} to {to.label}" + (f" for {cost} Courage" if cost else "")
         + (" (its only way)" if auto else "") + ".", unit=seat, to=to.id, cost=cost,
         key="dice-ev-moved", args={"unit": g.who(seat), "how": how, "label": here.label, "label2": to.label,
         "cost": cost, "if_cost": bool(cost), "if_auto": bool(auto)})
    if here.id in line.mines and mines_active(g):
        if u.flags.ignore_mines or passive(g, u, "ignore_mines"):
            g.emit("mines_safe", f"{g.name(seat)} crossed the Land Mines safely.", unit=seat,
                 key="dice-ev-mines-safe", args={"unit": g.who(seat)})
        else:
            values = g.roll(int(g.d.rule("mine_dice")))
            g.emit("mines", f"{g.name(seat)} crossed Land Mines: rolled {' + '.join(map(str, values))}.", unit=seat,
                 dice=values, key="dice-ev-mines", args={"unit": g.who(seat), "join": ' + '.join(map(str, values))})
            take_losses(g, seat, sum(values), why.LAND_MINES)
    if g.unit(seat).status == "active":
        g.campaign.entering(g, seat)
        arrive(g, seat)
        g.campaign.arrived(g, seat)


def arrive(g: Working, seat: str) -> None:
    u = g.unit(seat)
    a = g.sector(u).arrival
    label = g.sector(u).label
    if a.soldier_dice:
        values = g.roll(a.soldier_dice)
        u = g.update(seat, soldiers=u.soldiers + sum(values))
        g.emit("arrival_gain", f"{g.name(seat)} gained {g.res(sum(values), 'soldiers')} arriving in {label}.", unit=seat,
             dice=values, key="dice-ev-arrival-gain", args={"unit": g.who(seat), "count": sum(values), "label": label})
    got = {k: getattr(a, k) for k in ("soldiers", "courage", "stars") if getattr(a, k)}
    if got:
        u = g.put(u.model_copy(update={k: getattr(u, k) + v for k, v in got.items()}))
        g.emit("arrival_gain", f"{g.name(seat)} gained " + ", ".join(f"{v} {k}" for k, v in got.items())
             + f" arriving in {label}.", unit=seat,
             key="dice-ev-arrival-gains", args={"unit": g.who(seat),
             "join": ", ".join(f"{v} {k}" for k, v in got.items()), "label": label})
    if a.specialist and a.specialist not in u.specialists:
        rec = g.d.specialists[a.specialist]
        if a.specialist in u.hand:
            hand = list(u.hand)
            hand.remove(a.specialist)
            u = g.put(u.model_copy(update={"hand": tuple(hand), "specialists": u.specialists + (a.specialist,)}))
            g.emit("rallied", f"{g.name(seat)} rallied its {rec.name} for free in {label}.", unit=seat,
                 key="dice-ev-rallied-own-free", args={"unit": g.who(seat), "name": rec.name, "label": label})
        elif g.campaign.take_from_reserve(g, seat, "ranking", a.specialist):
            u = g.put(g.unit(seat).model_copy(update={"specialists": u.specialists + (a.specialist,)}))
            g.emit("rallied", f"{g.name(seat)} rallied the {rec.name} for free in {label}.", unit=seat,
                 key="dice-ev-rallied-free", args={"unit": g.who(seat), "name": rec.name, "label": label})
    if a.lose_specialists:
        lose_specialists(g, seat, a.lose_specialists, why.entering(label))
        check_elimination(g, seat)
    if a.medal:
        medals.draw(g, seat, a.medal, Why(f"first visit to {label}", "dice-why-first-visit", label=label))
    if a.vehicle and g.unit(seat).vehicle is None and g.s.vehicle_deck:
        deck = g.s.vehicle_deck
        (v,) = g.roll(1, len(deck)) if len(deck) > 1 else (1,)
        g.s = g.s.model_copy(update={"vehicle_deck": deck[: v - 1] + deck[v:]})
        g.update(seat, vehicle=deck[v - 1])
        g.emit("vehicle", f"{g.name(seat)} took a Vehicle in {label}: {g.d.vehicles[deck[v - 1]].name}.", unit=seat,
             key="dice-ev-vehicle", args={"unit": g.who(seat), "label": label, "name": g.d.vehicles[deck[v - 1]].name})


def apply(g: Working, seat: str, a, text: str) -> None:
    if isinstance(a, Stay):
        stay(g, seat, text)
    elif isinstance(a, Move):
        move(g, seat, a, text)
