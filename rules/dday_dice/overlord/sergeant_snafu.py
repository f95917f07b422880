"""Sergeant SNAFU (Overlord, Raid C-1, and its solo version in C-1S): a Novice Officer nobody wants.

C-1 (our readings in brackets):

- At the start of the Raid one Novice Officer is drawn at random: the Snafu; a Unit drawn at random
  has him for free. His handicap (ours, :mod:`.novice_officer`) hits whoever has him. A Unit that falls
  keeps him as its one Specialist.
- Getting rid of him: a Unit holding (unused) an RWB Leadership or Battle Cry bonus gives it up to hand
  him to another Unit of any Team, ``snafu t3u1`` in Phase 2 (he changes hands at once: the rule says at
  the end of Phase 2); the receiver cannot refuse.
- A Unit that moves into a Bunker with him must at once hand him to another Unit still on the map that is
  not in a Bunker: ``snafu UNIT`` is then owed before it is done. With nobody to take him he stays, and
  the Unit earns its Team 2 PP if it conquers the Bunker with him.
- A Unit put in safety (Call for Help) with him: he goes to another Unit still on the map (one drawn at
  random: the Unit has left the map), or, with nobody left, he leaves the game (nobody gets his 2 PP).
  Our reading: the same for a fallen Unit that stays out of the Raid instead of Keeping Going.

C-1S (solo):

- After the Unit's first RWB of the game, he joins it for free at the next Phase 4 (a Novice Officer drawn
  at random); he is active: his handicap works. He cannot be lost, killed or sacrificed.
- Every RWB Leadership or Battle Cry the Unit obtains while he is with it silences him, or wakes him up
  again (it alternates each time); silenced, his handicap does not work.
- Conquering the Bunker with him active: 3 PP (a Call for Help conquers nothing here, so no PP).
"""

from __future__ import annotations

from rules.dday_dice.campaign_state import ScoreLine
from rules.dday_dice.context import Working, refuse
from rules.dday_dice.overlord import novice_officer as N
from rules.dday_dice.overlord.raid_flags import flags as _flags
from rules.dday_dice.overlord.raid_flags import replace as _set_flags
from rules.dday_dice.overlord.raid_rule import Order, RaidRule, owes_any, register
from rules.dday_dice.state import Unit

RULE = "Sergeant SNAFU"
SOLO_RULE = "Sergeant SNAFU (solo version)"
RID_OF_HIM = ("Leadership", "Battle Cry")
KEPT_PP = 2
SOLO_PP = 3
OWED = "snafu-owed"
DUE = "snafu-due"
JOINED = "snafu-joined"
OUT = ("safe", "eliminated", "destroyed")
"""A Unit out of the Raid for good (in safety, or fallen and staying out) cannot keep the Snafu."""


def _draw(g: Working) -> str:
    ids = sorted(N.records())
    return ids[g.roll(1, len(ids))[0] - 1]


def _start(g: Working) -> None:
    nid = _draw(g)
    units = g.s.units
    seat = units[g.roll(1, len(units))[0] - 1].seat
    N.join(g, seat, nid)
    g.emit("raid_rule", f"Sergeant SNAFU: the {N.name(nid)} is the Snafu; {g.name(seat)} has him for free. A held "
         "Leadership or Battle Cry given up passes him to another Unit ('snafu UNIT' in Phase 2).", unit=seat,
         key="dice-ev-snafu-rule", args={"name": N.name(nid), "unit": g.who(seat)})


def _rid_claim(g: Working, u: Unit) -> int | None:
    rwb = g.d.nations[u.nation].rwb
    return next((i for i, c in enumerate(u.claims) if c.option == "hold" and not c.given_up and c.face in rwb
                 and rwb[c.face].name in RID_OF_HIM), None)


def _takers(g: Working, u: Unit) -> list[str]:
    """Units on the map that may take him from ``u`` (in Phase 5: none in a Bunker)."""
    out = [x for x in g.active() if x.seat != u.seat]
    if g.s.phase == 5:
        out = [x for x in out if not g.sector(x).bunker]
    return [x.seat for x in out]


def _owes(g: Working, u: Unit) -> bool:
    return (g.s.phase == 5 and OWED + u.seat in _flags(g) and N.held(g, u.seat) is not None
            and bool(_takers(g, u)))


def _legal(g: Working, u: Unit) -> list[tuple[str, ...]]:
    if N.held(g, u.seat) is None or u.status != "active":
        return []
    if g.s.phase == 5:
        return [(s,) for s in _takers(g, u)] if _owes(g, u) else []
    return [(s,) for s in _takers(g, u)] if _rid_claim(g, u) is not None else []


def _hand_over(g: Working, seat: str, to: str) -> None:
    nid = N.leave(g, seat)
    N.join(g, to, nid)
    _set_flags(g, tuple(f for f in _flags(g) if f != OWED + seat))
    g.emit("snafu", f"{g.name(seat)} hands the Snafu over to {g.name(to)}.", unit=seat, to=to,
         key="dice-ev-snafu-handed-over", args={"unit": g.who(seat), "unit2": g.who(to)})


def _give(g: Working, seat: str, words: tuple[str, ...], text: str) -> None:
    u = g.unit(seat)
    if N.held(g, seat) is None:
        raise refuse(text, "your Unit does not have the Snafu.", RULE, key="dice-no-your-unit-does-not-have")
    if len(words) != 1 or words[0].lower() not in _takers(g, u):
        raise refuse(text, "name another Unit still on the map" + (" and not in a Bunker" if g.s.phase == 5 else "")
                     + ": 'snafu t3u1'.", RULE,
                     key="dice-no-name-another-unit-still-on", args={"if_phase": bool(g.s.phase == 5)})
    if g.s.phase == 5:
        if not _owes(g, u):
            raise refuse(text, "in Phase 5 the Snafu is handed over only on entering a Bunker.", RULE,
                         key="dice-no-phase-5-snafu-handed-over")
        _hand_over(g, seat, words[0].lower())
        g.update(seat, done=not owes_any(g, g.unit(seat)))
        return
    i = _rid_claim(g, u)
    if i is None:
        raise refuse(text, "to pass the Snafu on, give up a held Leadership or Battle Cry bonus.", RULE,
                     key="dice-no-pass-snafu-on-give-up")
    claims = list(u.claims)
    claims[i] = claims[i].model_copy(update={"given_up": True})
    g.put(u.model_copy(update={"claims": tuple(claims)}))
    _hand_over(g, seat, words[0].lower())


def _arrive(g: Working, seat: str) -> None:
    u = g.unit(seat)
    if N.held(g, seat) is None or not g.sector(u).bunker:
        return
    if _takers(g, u):
        _set_flags(g, _flags(g) + (OWED + seat,))
        g.update(seat, done=False)
        g.emit("snafu", f"{g.name(seat)} enters the Bunker with the Snafu and must hand him over now ('snafu UNIT').",
             unit=seat, key="dice-ev-snafu-must-pass", args={"unit": g.who(seat)})
    else:
        g.emit("snafu", f"{g.name(seat)} enters the Bunker with the Snafu: nobody can take him, he stays "
             f"({KEPT_PP} PP if the Bunker falls).", unit=seat,
             key="dice-ev-snafu-stays", args={"unit": g.who(seat), "kept_pp": KEPT_PP})


def _safe_holders(g: Working, phase: int) -> None:
    for seat in N.holders(g):
        u = g.unit(seat)
        if u.status not in OUT:
            continue
        takers = [x.seat for x in g.active()]
        if takers:
            _hand_over(g, seat, takers[g.roll(1, len(takers))[0] - 1])
        else:
            N.leave(g, seat)
            g.emit("snafu", f"{g.name(seat)} is out of the Raid and nobody is left to take the Snafu: he leaves the game.",
                 key="dice-ev-snafu-leaves", args={"unit": g.who(seat)})


def _score(g: Working) -> list[ScoreLine]:
    c = g.s.campaign
    return [ScoreLine(team=c.team_of(u.seat).number, pp=KEPT_PP, text="Sergeant SNAFU: the Bunker taken with the "
                      "Snafu", seat=u.seat)
            for u in g.s.units if u.status == "conquered" and N.held(g, u.seat) is not None]


SNAFU = Order(verb="snafu", usage="snafu UNIT", phases=(2, 5), legal=_legal, apply=_give, owed=_owes, waits=True)

register(RaidRule(RULE, ("c1",), start=_start, combat=lambda g: N.inexperience(g), arrive=_arrive,
                  phase=_safe_holders, score=_score, orders=(SNAFU,)))


# -- the solo version ---------------------------------------------------------------------------------------------

def _solo_phase(g: Working, phase: int) -> None:
    u = g.s.units[0]
    if phase == 3 and u.status == "active":
        rwb = g.d.nations[u.nation].rwb
        names = [rwb[c.face].name for c in u.claims if c.face in rwb]
        if JOINED not in _flags(g) and DUE not in _flags(g) and names:
            _set_flags(g, _flags(g) + (DUE,))
        elif N.held(g, u.seat) is not None:
            for _ in range(sum(1 for n in names if n in RID_OF_HIM)):
                now = N.toggle_silence(g, u.seat)
                g.emit("snafu", "The Snafu is " + ("silenced" if now else "active again") + ".", unit=u.seat,
                     key="dice-ev-snafu-silenced", args={"if_now": bool(now)})
    if phase == 4 and DUE in _flags(g) and u.status == "active":
        nid = _draw(g)
        N.join(g, u.seat, nid)
        _set_flags(g, tuple(f for f in _flags(g) if f != DUE) + (JOINED,))
        g.emit("snafu", f"After its first RWB, {g.name(u.seat)} is joined by the {N.name(nid)}: he is the Snafu, "
             f"active ({SOLO_PP} PP if the Bunker falls with him active).", unit=u.seat,
             key="dice-ev-snafu-joins", args={"unit": g.who(u.seat), "name": N.name(nid), "solo_pp": SOLO_PP})


def _solo_score(g: Working) -> list[ScoreLine]:
    u = g.s.units[0]
    if u.status != "conquered" or not N.active_with(g, u.seat):
        return []
    return [ScoreLine(team=g.s.campaign.team_of(u.seat).number, pp=SOLO_PP,
                      text="Sergeant SNAFU: the Bunker taken with the Snafu active", seat=u.seat)]


register(RaidRule(SOLO_RULE, ("c1s",), phase=_solo_phase, combat=lambda g: N.inexperience(g), score=_solo_score))
