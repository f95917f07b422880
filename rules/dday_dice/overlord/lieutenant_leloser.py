"""Lieutenant LeLOSER (Overlord, Raids C-3 and C-3S): every Unit starts with its Novice Officer.

- At the start of the Raid each Unit gets the Novice Officer of its nation (:mod:`.novice_officer`); his
  handicap (ours) works while he is with it. Medals, Sector conditions and other effects do not touch him.
- Ways to get rid of him: Special Damage (C-3 and C-3S) and, in C-3 only, paying his cost in Stars:
  ``dismiss`` in Phase 4 (our reading: with the rallies). Our reading of Special Damage: while he is with
  the Unit, the Special Damage falls on him (he leaves the game) instead of on a Specialist.
- A Unit that conquers its final Bunker with him still there earns its Team 2 PP (C-3S: 5 PP).
"""

from __future__ import annotations

from rules.core.words import count
from rules.dday_dice.campaign_state import ScoreLine
from rules.dday_dice.context import Working, refuse
from rules.dday_dice.overlord import novice_officer as N
from rules.dday_dice.overlord.raid_rule import Order, RaidRule, register
from rules.dday_dice.state import Unit

RULE = "Lieutenant LeLOSER"
CONQUEST_PP = {"c3": 2, "c3s": 5}
DISMISS_RAIDS = ("c3",)


def _start(g: Working) -> None:
    for u in g.s.units:
        N.join(g, u.seat, N.for_nation(u.nation))
    how = "Special Damage or paying his cost in Stars ('dismiss' in Phase 4)" if g.s.campaign.raid_id in \
        DISMISS_RAIDS else "Special Damage"
    g.emit("raid_rule", f"Lieutenant LeLOSER: every Unit starts with its Novice Officer; only {how} gets rid of him.",
         key="dice-ev-leloser", args={"how": how})


def _special_damage(g: Working, u: Unit) -> bool:
    nid = N.held(g, u.seat)
    if nid is None:
        return False
    N.leave(g, u.seat)
    g.emit("specialist_lost", f"{g.name(u.seat)} loses its {N.name(nid)} to the Special Damage (Lieutenant LeLOSER).",
         unit=u.seat, specialists=(),
         key="dice-ev-leloser-special-damage", args={"unit": g.who(u.seat), "name": N.name(nid)})
    return True


def _cost(g: Working, seat: str) -> int:
    return N.records()[N.held(g, seat)].stars


def _legal(g: Working, u: Unit) -> list[tuple[str, ...]]:
    ok = g.s.campaign.raid_id in DISMISS_RAIDS and u.status == "active" and N.held(g, u.seat) is not None
    return [()] if ok and u.stars >= _cost(g, u.seat) else []


def _dismiss(g: Working, seat: str, words: tuple[str, ...], text: str) -> None:
    if g.s.campaign.raid_id not in DISMISS_RAIDS:
        raise refuse(text, "in this Raid only Special Damage gets rid of the Novice Officer.", RULE,
                     key="dice-no-this-raid-only-special-damage")
    if N.held(g, seat) is None:
        raise refuse(text, "your Unit has no Novice Officer.", RULE, key="dice-no-no-novice-officer")
    if words:
        raise refuse(text, "just 'dismiss'.", RULE, key="dice-no-just-dismiss")
    u, cost = g.unit(seat), _cost(g, seat)
    if u.stars < cost:
        raise refuse(text, f"sending him away costs {count(cost, 'Star')}; you have {u.stars}.", RULE,
                     key="dice-no-sending-him-away-costs-you", args={"cost": cost, "stars": u.stars})
    nid = N.leave(g, seat)
    g.update(seat, stars=u.stars - cost)
    g.emit("raid_rule", f"{g.name(seat)} pays {g.res(cost, 'stars')} to send its {N.name(nid)} away (Lieutenant LeLOSER).",
         unit=seat, key="dice-ev-leloser-sent-away", args={"unit": g.who(seat), "cost": cost, "name": N.name(nid)})


def _score(g: Working) -> list[ScoreLine]:
    c = g.s.campaign
    pp = CONQUEST_PP[c.raid_id]
    return [ScoreLine(team=c.team_of(u.seat).number, pp=pp, text="Lieutenant LeLOSER: the Bunker taken with the "
                      "Novice Officer", seat=u.seat)
            for u in g.s.units if u.status == "conquered" and N.held(g, u.seat) is not None]


DISMISS = Order(verb="dismiss", usage="dismiss", phases=(4,), legal=_legal, apply=_dismiss, waits=True)

register(RaidRule(RULE, ("c3", "c3s"), start=_start, combat=lambda g: N.inexperience(g), score=_score,
                  orders=(DISMISS,), special_damage=_special_damage))
