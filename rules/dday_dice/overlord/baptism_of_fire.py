"""Baptism of Fire (Overlord, Raids B-2 and B-2S): every Unit starts with its Novice Officer.

- At the start of the Raid each Unit gets the Novice Officer of its nation (:mod:`.novice_officer`). He
  cannot be discarded in any way (he is held beside the Specialists, out of reach of losses, trades and
  sacrifices; a Unit that falls keeps him as its one Specialist).
- Once the Unit is in Sector 9 or beyond (B-2S: Sector 10 or beyond; a Bunker is beyond), it may exchange
  him for free for any Specialist: ``promote captain`` in Phase 4 (our reading: with the rallies, and it
  is not one of the Phase's rallies). The Specialist comes from the Unit's hand (Regular) or the reserve
  (Ranking, Unique: one per Team); the Novice Officer leaves the game. A Unit may also keep him.
- B-2: a Unit that conquers its Bunker with its Novice Officer still with it earns 2 PP for its Team
  (B-2S prints no such bonus).
- While he is with a Unit his handicap (ours, :mod:`.novice_officer`) works.
"""

from __future__ import annotations

from rules.dday_dice.campaign_state import ScoreLine
from rules.dday_dice.context import Working, refuse
from rules.dday_dice.overlord import novice_officer as N
from rules.dday_dice.overlord import reserves, unique_specialists
from rules.dday_dice.overlord.battle_map import local_id
from rules.dday_dice.overlord.raid_rule import Order, RaidRule, register
from rules.dday_dice.state import Unit

RULE = "Baptism of Fire"
FROM_SECTOR = {"b2": 9, "b2s": 10}
CONQUEST_PP = {"b2": 2}


def sector_number(sector_id: str) -> int:
    """The Sector's number on its board; a Bunker counts as beyond every numbered Sector."""
    local = local_id(sector_id)
    return int(local) if local.isdigit() else 99


def _start(g: Working) -> None:
    for u in g.s.units:
        N.join(g, u.seat, N.for_nation(u.nation))
    g.emit("raid_rule", "Baptism of Fire: every Unit starts with its Novice Officer; it must keep him until, from "
         f"Sector {FROM_SECTOR[g.s.campaign.raid_id]} on, it may exchange him for any Specialist ('promote "
         "SPECIALIST' in Phase 4).", key="dice-ev-baptism-of-fire", args={"from_sector": FROM_SECTOR[g.s.campaign.raid_id]})


def _choices(g: Working, u: Unit) -> list[str]:
    out = [x for x in u.hand if x not in u.specialists]
    out += [x for x in dict.fromkeys(reserves.pool(g.s, g.d, u.seat, "ranking"))
            if x not in out and not unique_specialists.refusal(g, u, x)]
    return out


def _ready(g: Working, u: Unit) -> bool:
    return (u.status == "active" and N.held(g, u.seat) is not None
            and sector_number(u.sector) >= FROM_SECTOR[g.s.campaign.raid_id])


def _legal(g: Working, u: Unit) -> list[tuple[str, ...]]:
    return [(x,) for x in _choices(g, u)] if _ready(g, u) else []


def _promote(g: Working, seat: str, words: tuple[str, ...], text: str) -> None:
    u = g.unit(seat)
    if N.held(g, seat) is None:
        raise refuse(text, "your Unit has no Novice Officer to exchange.", RULE, key="dice-no-your-unit-has-no-novice")
    need = FROM_SECTOR[g.s.campaign.raid_id]
    if not _ready(g, u):
        raise refuse(text, f"your Novice Officer may be exchanged only from Sector {need} on.", RULE,
                     key="dice-no-your-novice-officer-may-be", args={"need": need})
    if len(words) != 1:
        raise refuse(text, "name one Specialist: 'promote captain'.", RULE,
                     key="dice-no-name-one-specialist-promote-captain")
    what = words[0].lower()
    if what not in _choices(g, u):
        why = unique_specialists.refusal(g, u, what) if what in g.d.specialists else None
        raise refuse(text, why or f"'{what}' is not a Specialist you can take: one from your hand or the reserve.",
                     RULE,
                     key="dice-no-reason-baptism",
                     args={"value": why or f"'{what}' is not a Specialist you can take: one from your hand or the reserve."})
    nid = N.leave(g, seat)
    if what in u.hand:
        g.update(seat, hand=tuple(x for x in u.hand if x != what), specialists=u.specialists + (what,))
    else:
        reserves.take(g, seat, "ranking", what)
        g.update(seat, specialists=u.specialists + (what,))
    g.emit("rallied", f"{g.name(seat)}'s {N.name(nid)} has learnt enough: he becomes the {g.d.specialists[what].name} "
         "(Baptism of Fire).", unit=seat, what=what, free=True,
         key="dice-ev-novice-promoted", args={"unit": g.who(seat), "name": N.name(nid), "name2": g.d.specialists[what].name})


def _score(g: Working) -> list[ScoreLine]:
    pp = CONQUEST_PP.get(g.s.campaign.raid_id, 0)
    c = g.s.campaign
    return [ScoreLine(team=c.team_of(u.seat).number, pp=pp, text="Baptism of Fire: the Bunker taken with the "
                      "Novice Officer", seat=u.seat)
            for u in g.s.units if pp and u.status == "conquered" and N.held(g, u.seat) is not None]


PROMOTE = Order(verb="promote", usage="promote SPECIALIST", phases=(4,), legal=_legal, apply=_promote, waits=True)

register(RaidRule(RULE, ("b2", "b2s"), start=_start, combat=lambda g: N.inexperience(g), score=_score,
                  orders=(PROMOTE,)))
