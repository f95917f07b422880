"""Specialists kept from one Raid to the next (Overlord, "Preparing the next Raid" and each Raid's rules).

A Raid may let each Unit keep some of the Specialists it had at the end of the previous Raid (Combat
Rations: 1, Supply Depot: 2, ...; the number is the Raid's ``keep``). The Unit chooses at its first
Phase 1 of the new Raid, before anything else: ``carry medic captain`` (up to that number, among those
it had) or ``carry none``. A kept Regular Specialist leaves the hand, a kept Ranking one the reserve; a
Ranking one no longer in the reserve, or one a Raid rule traps (Trapped Officers), cannot be kept.
Where the Raid says so (Combat Rations), each Specialist not kept is 3 Stars instead. In a Blitzkrieg,
or on the first Raid of a Small layout, there was no previous Raid: 3 Stars per Specialist instead
(see :mod:`.campaign`).
"""

from __future__ import annotations

from itertools import combinations

from rules.dday_dice.actions import CarryOver
from rules.dday_dice.campaign_state import Carry
from rules.dday_dice.context import Working, refuse
from rules.dday_dice.overlord import reserves
from rules.dday_dice.state import Unit

RULE = "Preparing the next Raid"
STARS_INSTEAD = {"a2": 3}
"""Raids whose rule lets a Specialist not kept be replaced by Stars (Combat Rations: 3 Stars)."""


def offer(g: Working, before: dict[str, tuple[str, ...]], raid_id: str, slots: int) -> None:
    """Record, for each Unit, the Specialists it had at the end of the last Raid (``before``)."""
    carry = tuple(Carry(seat=s, options=specs, slots=slots, stars_each=STARS_INSTEAD.get(raid_id, 0))
                  for s, specs in before.items() if specs or STARS_INSTEAD.get(raid_id, 0))
    g.s = g.s.model_copy(update={"campaign": g.s.campaign.model_copy(update={"carry": carry})})
    if carry:
        g.emit("carry_offered", f"Each Unit may keep up to {g.counted(slots, 'Specialist')} from the last Raid: "
             "'carry NAME' (or 'carry none') before its first roll.", key="dice-ev-carry-offered", args={"count": slots})


def pending(g: Working, seat: str) -> Carry | None:
    c = g.s.campaign
    if c is None or g.s.phase != 1:
        return None
    return next((x for x in c.carry if x.seat == seat), None)


def choices(g: Working, seat: str) -> tuple[str, ...]:
    """The Specialists ``seat`` may still keep: a Ranking one only while in the reserve; not one a Raid rule
    has trapped (Trapped Officers)."""
    from rules.dday_dice.overlord.trapped_officers import in_play, trapped

    rec = pending(g, seat)
    held = set(trapped(g)) if in_play(g) else set()
    return tuple(x for x in rec.options if x not in held
                 and (g.d.specialists[x].kind == "regular" or x in reserves.pool(g.s, g.d, seat, "ranking")))


def legal(g: Working, u: Unit) -> list[CarryOver]:
    rec = pending(g, u.seat)
    out = [CarryOver(what=())]
    for n in range(1, rec.slots + 1):
        out += [CarryOver(what=c) for c in combinations(choices(g, u.seat), n)]
    return out


def apply(g: Working, seat: str, a, text: str) -> None:
    rec = pending(g, seat)
    if not isinstance(a, CarryOver):
        raise refuse(text, "first say which Specialists you keep from the last Raid: 'carry NAME' or 'carry none' "
                     f"(you had: {', '.join(rec.options) or 'none'}).", RULE,
                     key="dice-no-first-say-which-specialists-you", args={"value": ', '.join(rec.options) or 'none'})
    can = choices(g, seat)
    if len(a.what) > rec.slots or len(set(a.what)) != len(a.what) or any(x not in can for x in a.what):
        raise refuse(text, f"keep up to {rec.slots} of the Specialists you had and may still keep: "
                     f"{', '.join(can) or 'none'}.", RULE,
                     key="dice-no-keep-up-specialists-you-had", args={"slots": rec.slots,
                     "value": ', '.join(can) or 'none'})
    u = g.unit(seat)
    for x in a.what:
        if g.d.specialists[x].kind != "regular":
            reserves.take(g, seat, "ranking", x)
    stars = rec.stars_each * (rec.slots - len(a.what))
    g.put(u.model_copy(update={"specialists": u.specialists + a.what, "hand": tuple(x for x in u.hand if x not in a.what),
                               "stars": u.stars + stars}))
    c = g.s.campaign
    g.s = g.s.model_copy(update={"campaign": c.model_copy(update={"carry": tuple(x for x in c.carry if x.seat != seat)})})
    kept = ", ".join(g.d.specialists[x].name for x in a.what) or "no Specialist"
    g.emit("carried", f"{g.name(seat)} keeps {kept} from the last Raid" + (f" and takes {g.res(stars, 'stars')}." if stars else "."),
         unit=seat,
         key="dice-ev-carried", args={"unit": g.who(seat), "kept": kept, "stars": stars, "if_stars": bool(stars)})
