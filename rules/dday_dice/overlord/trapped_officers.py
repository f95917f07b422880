"""Trapped Officers (Overlord, Raid A-2).

In this Raid no Unit rallies a Lieutenant, Colonel or Captain the usual way.

- Several reserves (5+ players): a green token waits in every Column's Sector 9. A Unit in Phase 4 on a
  token of a Column other than its own may rally, for free, one of the three officers not yet freed
  (``rally colonel``); the first to do so takes the token and that officer (first come, first served;
  a Team may free several).
- One reserve (2-4 players): at the start Team Able's first Unit rallies the Colonel, Team Baker's the
  Captain, Team Charlie's the Lieutenant, for free (two Columns: Baker the Captain, Charlie the Colonel,
  and the Lieutenant is rallied as usual). Numbered tokens wait in the Sectors 9: #1 Able (Lieutenant),
  #2 Baker (Colonel), #3 Charlie (Captain). A Unit on a token at the start of a Phase 6 takes it (tie
  rule) and the officer leaves whichever Unit has him to join it; a Unit that already has him gains
  nothing.
- Not modelled: the solo Lieutenant's dice note (our Lieutenant keeps no dice on his card).
"""

from __future__ import annotations

from rules.dday_dice.context import Working
from rules.dday_dice.overlord import raid_flags as RF
from rules.dday_dice.overlord import reserves, tie_break
from rules.dday_dice.overlord.battle_map import PREFIX, column_of
from rules.dday_dice.overlord.raid_rule import RaidRule, register
from rules.dday_dice.state import Unit
from rules.dday_dice.why import Why

RULE = "Trapped Officers"
RAIDS = ("a2",)
OFFICERS = ("lieutenant", "colonel", "captain")
START = {"able": "colonel", "baker": "captain", "charlie": "lieutenant"}
START_TWO = {"baker": "captain", "charlie": "colonel"}
TOKEN_OF = {"able": "lieutenant", "baker": "colonel", "charlie": "captain"}


def in_play(g: Working) -> bool:
    c = g.s.campaign
    return c is not None and c.raid_id in RAIDS and not c.solo


def _single(g: Working) -> bool:
    return not reserves.several(g.s)


def trapped(g: Working) -> tuple[str, ...]:
    """The officers that cannot be rallied the usual way."""
    if _single(g) and len(g.s.campaign.board_columns) == 2:
        return ("colonel", "captain")
    return OFFICERS


def _tokens(g: Working) -> dict[str, str]:
    return {s: kind for s, kind in g.s.campaign.raid_tokens if kind.startswith("officer")}


def _set_tokens(g: Working, tokens: tuple[tuple[str, str], ...]) -> None:
    c = g.s.campaign
    others = tuple(t for t in c.raid_tokens if not t[1].startswith("officer"))
    g.s = g.s.model_copy(update={"campaign": c.model_copy(update={"raid_tokens": others + tokens})})


def _give(g: Working, seat: str, officer: str) -> None:
    """``officer`` joins ``seat``, leaving any Unit that has him."""
    for u in g.s.units:
        if u.seat != seat and officer in u.specialists:
            g.update(u.seat, specialists=tuple(x for x in u.specialists if x != officer))
    u = g.unit(seat)
    reserves.take(g, seat, "ranking", officer)
    g.put(u.model_copy(update={"specialists": u.specialists + (officer,), "hand": tuple(x for x in u.hand if x != officer)}))


def _start(g: Working) -> None:
    if not in_play(g):
        return
    c = g.s.campaign
    nines = [col for col in c.board_columns if f"{PREFIX[col]}-9" in {s.id for s in g.map.sectors}]
    if _single(g):
        table = START_TWO if len(c.board_columns) == 2 else START
        for t in c.teams:
            if t.column in table:
                _give(g, t.seats[0], table[t.column])
                g.emit("raid_rule", f"Trapped Officers: {g.name(t.seats[0])} rallies the "
                     f"{g.d.specialists[table[t.column]].name} for free.", unit=t.seats[0],
                     key="dice-ev-trapped-officer-rallied", args={"unit": g.who(t.seats[0]),
                     "name": g.d.specialists[table[t.column]].name})
        _set_tokens(g, tuple((f"{PREFIX[col]}-9", f"officer:{TOKEN_OF[col]}") for col in nines
                             if TOKEN_OF[col] in trapped(g)))
    else:
        _set_tokens(g, tuple((f"{PREFIX[col]}-9", "officer") for col in nines))
    g.emit("raid_rule", "Trapped Officers: the Lieutenant, Colonel and Captain are freed only from the tokens in "
         + ", ".join(g.map.sector(s).label for s in _tokens(g)) + ".",
         key="dice-ev-trapped-officers", args={"join": ", ".join(g.map.sector(s).label for s in _tokens(g))})


def rally_refusal(g: Working, u: Unit, what: str) -> str | None:
    """Why ``u`` may not rally ``what`` the usual way (a trapped officer), or ``None``; a free rally from a token
    is :func:`free_rally`."""
    if not in_play(g) or what not in trapped(g):
        return None
    if free_rally(g, u, what):
        return None
    name = g.d.specialists[what].name
    return Why(f"Trapped Officers: the {name} is freed only from a token in a Sector 9", "dice-raid-why-trapped", name=name)


def _freed(g: Working) -> set[str]:
    return {f.split(":", 1)[1] for f in g.s.campaign.raid_flags if f.startswith("freed:")}


def free_rally(g: Working, u: Unit, what: str) -> bool:
    """Several reserves: ``u`` stands on another Column's token and ``what`` is still trapped."""
    if not in_play(g) or _single(g) or what not in OFFICERS or what in _freed(g) or what in u.specialists:
        return False
    here = _tokens(g).get(u.sector)
    return here == "officer" and column_of(u.sector) != g.s.campaign.team_of(u.seat).column


def rally_free(g: Working, seat: str, what: str) -> None:
    u = g.unit(seat)
    _set_tokens(g, tuple((s, k) for s, k in _tokens(g).items() if s != u.sector))
    RF.add(g, f"freed:{what}")
    _give(g, seat, what)
    g.emit("rallied", f"{g.name(seat)} frees the trapped {g.d.specialists[what].name} (Trapped Officers).", unit=seat,
         specialist=what, key="dice-ev-trapped-officer-freed", args={"unit": g.who(seat), "name": g.d.specialists[what].name})


def _combat(g: Working) -> None:
    if not in_play(g) or not _single(g):
        return
    for sector, kind in list(_tokens(g).items()):
        here = [u for u in g.active() if u.sector == sector]
        if not here:
            continue
        first = tie_break.order(g, here, same_thing=True)[0]
        officer = kind.split(":", 1)[1]
        _set_tokens(g, tuple((s, k) for s, k in _tokens(g).items() if s != sector))
        if officer in first.specialists:
            g.emit("raid_rule", f"{g.name(first.seat)} takes token of the {g.d.specialists[officer].name}, who is "
                 "already with it.", unit=first.seat,
                 key="dice-ev-trapped-officer-token", args={"unit": g.who(first.seat), "name": g.d.specialists[officer].name})
            continue
        _give(g, first.seat, officer)
        g.emit("rallied", f"{g.name(first.seat)} recovers the {g.d.specialists[officer].name} (Trapped Officers).",
             unit=first.seat, specialist=officer,
             key="dice-ev-trapped-officer-recovered", args={"unit": g.who(first.seat), "name": g.d.specialists[officer].name})


register(RaidRule(RULE, RAIDS, start=_start, combat=_combat))
