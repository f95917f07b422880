"""Keep Going! (Overlord, "General Orders"): an eliminated Unit may come back to the Battle Map.

- In a campaign an eliminated Unit is ``down``; at the next Phase 1 it answers before rolling:
  ``retreat SECTOR [keep SPECIALIST] [stars N]``, or ``retreat none`` to stay out of the Raid.
- Retreat: back across the last line of Advance it crossed (to the Sector it came from; any lower
  neighbour if that is not known), then, if it wishes, one more Sector down; on the same board,
  ignoring the destination's conditions. Our reading: a Retreat does not cross a Barrier (this keeps
  the rulebook's Omaha Beach example: from the Bunker to Sector 9, 7 or 8).
- Specialists: it keeps one of those it held when it fell (its own or lost in that fight); the others
  go back to the hand (Regular) or the reserve (Ranking); Regular Specialists lost earlier come back
  to the hand. Items, Item Points, Stars, Courage, Medals and the Vehicle are kept.
- Sector reset: every Sector may be visited again; a one-time Sector advantage is not taken again.
- Gains: Soldiers twice the new Sector's DEF (its highest value; once only for a Single Combat Sector),
  and Stars plus Courage equal to the Sector's number, split as the player says (``stars N``).
- A Team whose every Unit stays out at the end of the Raid takes the eliminated Team penalty.
"""

from __future__ import annotations

from rules.dday_dice.actions import Retreat
from rules.dday_dice.campaign_state import Fallen
from rules.dday_dice.context import Working, refuse
from rules.dday_dice.losses import FALL_HOOKS
from rules.dday_dice.maps import neighbours
from rules.dday_dice.overlord import lost_officers, novice_officer, postscript, reserves
from rules.dday_dice.overlord.battle_map import local_id
from rules.dday_dice.state import TurnFlags, Unit

RULE = "Keep Going!"


def fall(g: Working, seat: str, why: str) -> None:
    """A campaign Unit is eliminated: it is ``down`` and may Keep Going at the next Phase 1."""
    u = g.unit(seat)
    lost = [x for e in g.events if e.kind == "specialist_lost" and e.data.get("unit") == seat
            for x in e.data.get("specialists", ())]
    keep = () if novice_officer.keeps_only_him(g, seat) else tuple(dict.fromkeys((*u.specialists, *lost)))
    c = g.s.campaign
    fallen = tuple(f for f in c.fallen if f.seat != seat) + (Fallen(seat=seat, sector=u.sector, keep=keep),)
    g.s = g.s.model_copy(update={"campaign": c.model_copy(update={"fallen": fallen})})
    g.update(seat, status="down", done=False, queue=())
    g.emit("eliminated", f"{g.name(seat)} is eliminated: {why}. At the next Phase 1 it may Keep Going "
         "('retreat SECTOR keep SPECIALIST stars N') or stay out ('retreat none').", unit=seat,
         key="dice-ev-eliminated-may-keep-going", args={"unit": g.who(seat), "why": why})


def _takes_over(g: Working, seat: str, why: str) -> bool:
    """The elimination hook of :mod:`rules.dday_dice.losses`: a campaign Unit falls instead of being out."""
    if g.s.campaign is None:
        return False
    fall(g, seat, why)
    return True


FALL_HOOKS.append(_takes_over)


def _record(g: Working, seat: str) -> Fallen:
    return next(f for f in g.s.campaign.fallen if f.seat == seat)


def down(g: Working, sid: str) -> list[str]:
    """Lower neighbours of ``sid`` on its own board, not across a Barrier."""
    m = g.map
    here = m.sector(sid)
    col = sid.split("-", 1)[0]
    return [n for n, e in neighbours(m, sid) if n.split("-", 1)[0] == col and m.sector(n).row < here.row
            and not e.barrier and not m.sector(n).impassable]


def landings(g: Working, first: list[str]) -> list[str]:
    """The Sectors ``first`` (one Retreat down) and those one more Retreat below them."""
    out = list(first)
    for f in first:
        out += [x for x in down(g, f) if x not in out]
    return out


def destinations(g: Working, u: Unit) -> list[str]:
    """Sectors one or two Retreats away from where the Unit fell."""
    lower = down(g, _record(g, u.seat).sector)
    before = [v for v in u.visited if v in lower]
    return landings(g, [before[-1]] if before else lower)


def soldiers_for(g: Working, sid: str) -> int:
    sec = g.map.sector(sid)
    top = max(sec.defence)
    return top if sec.single_combat else 2 * top


def sector_number(sid: str) -> int:
    return int(local_id(sid))


def legal(g: Working, u: Unit) -> list[Retreat]:
    keeps = list(_record(g, u.seat).keep) or [None]
    out = [Retreat(to=d, keep=k, stars=n) for d in destinations(g, u) for k in keeps
           for n in range(sector_number(d) + 1)]
    return out + [Retreat(to=None)]


def apply(g: Working, seat: str, a, text: str) -> None:
    if not isinstance(a, Retreat):
        raise refuse(text, "your Unit was eliminated: first 'retreat SECTOR keep SPECIALIST stars N' "
                     "(Keep Going!) or 'retreat none'.", RULE, key="dice-no-your-unit-was-eliminated-first")
    u = g.unit(seat)
    rec = _record(g, seat)
    if a.to is None:
        _forget(g, seat)
        g.update(seat, status="eliminated", done=True)
        g.emit("stays_out", f"{g.name(seat)} stays out of this Raid.", unit=seat,
             key="dice-ev-stays-out", args={"unit": g.who(seat)})
        return
    dests = destinations(g, u)
    if a.to not in dests:
        raise refuse(text, "Retreat one or two Sectors back on your board: " + ", ".join(dests) + ".", RULE,
                     key="dice-no-retreat-one-two-sectors-back", args={"join": ", ".join(dests)})
    if a.keep is not None and a.keep not in rec.keep:
        names = ", ".join(rec.keep) or "none"
        raise refuse(text, f"you may keep one of the Specialists you had when you fell ({names}).", RULE,
                     key="dice-no-you-may-keep-one-specialists", args={"names": names})
    if a.keep is None and rec.keep:
        raise refuse(text, f"name the Specialist you keep ('keep {rec.keep[0]}').", RULE,
                     key="dice-no-name-specialist-you-keep-keep", args={"keep": rec.keep[0]})
    number = sector_number(a.to)
    if not 0 <= a.stars <= number:
        raise refuse(text, f"Sector {number} gives {number} Stars and Courage in all: 'stars' is 0 to {number}.", RULE,
                     key="dice-no-sector-gives-stars-courage-all", args={"number": number})
    _revive(g, u, a, number)


def _forget(g: Working, seat: str) -> None:
    c = g.s.campaign
    g.s = g.s.model_copy(update={"campaign": c.model_copy(
        update={"fallen": tuple(f for f in c.fallen if f.seat != seat)})})


def _revive(g: Working, u: Unit, a: Retreat, number: int) -> None:
    from rules.dday_dice.roll import roll_first

    d = g.d
    regular = [k for k, r in d.specialists.items() if r.kind == "regular"]
    reserves.give_back(g, u.seat, "ranking", tuple(x for x in u.specialists if d.specialists[x].kind != "regular"))
    if a.keep is not None and d.specialists[a.keep].kind != "regular":
        reserves.take(g, u.seat, "ranking", a.keep)
    kept = (a.keep,) if a.keep else ()
    soldiers = soldiers_for(g, a.to)
    _forget(g, u.seat)
    g.put(u.model_copy(update={
        "status": "active", "soldiers": soldiers, "stars": u.stars + a.stars, "courage": u.courage + number - a.stars,
        "specialists": kept, "hand": tuple(x for x in regular if x not in kept), "sector": a.to, "marker": 1,
        "stay_bonus": 0, "fought": (), "visited": (a.to,), "bunker": None, "flags": TurnFlags(), "orders": (),
        "claims": (), "done": False, "queue": ()}))
    label = g.map.sector(a.to).label
    keep = f", keeping the {d.specialists[a.keep].name}" if a.keep else ""
    g.emit("keep_going", f"{g.name(u.seat)} keeps going from {label}{keep}: {g.res(soldiers, 'soldiers')}, "
         f"{number - a.stars} Courage and {g.res(a.stars, 'stars')}.", unit=u.seat, sector=a.to,
         key="dice-ev-keep-going", args={"unit": g.who(u.seat), "label": label, "soldiers": soldiers,
         "keep": {"printed": keep, "effect": [{"key": "dice-keeping", "args": {"name": d.specialists[a.keep].name}}]}
         if a.keep else "",
         "n": number - a.stars, "stars": a.stars})
    lost_officers.withhold(g, u.seat)
    postscript.unprove(g, u.seat)
    roll_first(g, g.unit(u.seat))
