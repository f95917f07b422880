"""Lost Officers (Overlord, Raids B-1 and B-1S): Specialists caught in the trees, unavailable until freed.

- B-1: at the start each Unit draws at random 1 Regular Specialist from its own hand and 1 Ranking
  Specialist from the reserve; they go to its Team's pile (``CampaignState.lost_officers``), out of the
  hand and the reserve. A Team frees its pile once its Units have drawn, in this Raid, as many Medals as
  twice its number of Units (Medals held or already used both count): the Regular ones go back to the
  hand of the Unit that drew them, the Ranking ones to the reserve.
- B-1S: the solo Unit draws 1 Regular, 1 Ranking and 1 Unique Specialist. It frees them on Sector 10 of
  Column Baker by giving up a held Fresh Troops bonus: done at the start of a Phase 6 (our reading, as for
  the other "give up a held bonus" rules: a held bonus is given up before the turn ends).
- Not freed in the Raid: they stay unavailable to the end of the campaign (:func:`withhold` takes them
  out again at every later Raid's start and after Keep Going!).
- The rulebook also draws an Auxiliary Specialist, and the solo Raid a Unique one: there are no Auxiliary
  Specialists in this game (records have no such kind), so none is drawn. With a reserve per Team (5+
  players) a Unit draws its Ranking officer from the reserves it draws from, and a freed one goes back to
  its Team's reserve.
"""

from __future__ import annotations

from rules.dday_dice.context import Working
from rules.dday_dice.overlord import reserves
from rules.dday_dice.overlord.raid_rule import RaidRule, register
from rules.dday_dice.overlord.teams import team_name
from rules.dday_dice.state import Unit

RULE = "Lost Officers"
SOLO_SECTOR = "B-10"
FRESH_TROOPS = "Fresh Troops"


def _set(g: Working, lost: tuple[tuple[str, str], ...]) -> None:
    g.s = g.s.model_copy(update={"campaign": g.s.campaign.model_copy(update={"lost_officers": lost})})


def _draw(g: Working, pool: list[str]) -> str | None:
    if not pool:
        return None
    (v,) = g.roll(1, len(pool)) if len(pool) > 1 else (1,)
    return pool[v - 1]


def _take(g: Working, seat: str, sid: str) -> bool:
    """Take ``sid`` out of ``seat``'s hand (Regular) or one copy out of the reserve; whether it was there."""
    u = g.unit(seat)
    if g.d.specialists[sid].kind == "regular":
        if sid not in u.hand:
            return False
        g.update(seat, hand=tuple(x for x in u.hand if x != sid))
        return True
    return reserves.take(g, seat, "ranking", sid)


def _draw_pile(g: Working, u: Unit, kinds: tuple[str, ...]) -> list[str]:
    got = []
    for kind in kinds:
        if kind == "regular":
            pool = [x for x in g.unit(u.seat).hand if x not in u.specialists]
        else:
            pool = [x for x in reserves.pool(g.s, g.d, u.seat, "ranking") if g.d.specialists[x].kind == kind]
        sid = _draw(g, pool)
        if sid is not None and _take(g, u.seat, sid):
            got.append(sid)
    return got


def _start(kinds: tuple[str, ...], how: str):
    def start(g: Working) -> None:
        lost = list(g.s.campaign.lost_officers)
        for u in g.s.units:
            lost += [(u.seat, sid) for sid in _draw_pile(g, u, kinds)]
        _set(g, tuple(lost))
        for t in g.s.campaign.teams:
            names = [g.d.specialists[sid].name for seat, sid in lost if seat in t.seats]
            g.emit("raid_rule", f"Lost Officers: {team_name(t.column)}'s pile holds " + (", ".join(names) or "nothing")
                 + f", unavailable until freed ({how}).",
                 key="dice-ev-lost-officers-pile", args={"team_name": team_name(t.column),
                 "value": ", ".join(names) or "nothing", "how": how})
    return start


def _release(g: Working, seats: tuple[str, ...], why: str) -> None:
    c = g.s.campaign
    freed = [(seat, sid) for seat, sid in c.lost_officers if seat in seats]
    if not freed:
        return
    _set(g, tuple(x for x in c.lost_officers if x[0] not in seats))
    for seat, sid in freed:
        if g.d.specialists[sid].kind == "regular":
            u = g.unit(seat)
            if sid not in u.hand and sid not in u.specialists:
                g.update(seat, hand=u.hand + (sid,))
        else:
            reserves.give_back(g, seat, "ranking", (sid,))
    names = ", ".join(g.d.specialists[sid].name for _, sid in freed)
    g.emit("raid_rule", f"Lost Officers: {why}; {names} available again.",
         key="dice-ev-lost-officers-freed", args={"why": why, "names": names})


def medals_drawn(g: Working, seats: tuple[str, ...]) -> int:
    return sum(len(g.unit(s).medals) + len(g.unit(s).used_medals) for s in seats)


def _team_check(g: Working, *_args) -> None:
    for t in g.s.campaign.teams:
        need = 2 * len(t.seats)
        if any(seat in t.seats for seat, _ in g.s.campaign.lost_officers) and medals_drawn(g, t.seats) >= need:
            _release(g, t.seats, f"{team_name(t.column)} has drawn {need} Medals")


def _solo_combat(g: Working) -> None:
    for u in g.active():
        if u.sector != SOLO_SECTOR or not any(s == u.seat for s, _ in g.s.campaign.lost_officers):
            continue
        rwb = g.d.nations[u.nation].rwb
        i = next((i for i, x in enumerate(u.claims) if x.option == "hold" and not x.given_up
                  and x.face in rwb and rwb[x.face].name == FRESH_TROOPS), None)
        if i is None:
            continue
        claims = list(u.claims)
        claims[i] = claims[i].model_copy(update={"given_up": True})
        g.put(u.model_copy(update={"claims": tuple(claims)}))
        _release(g, (u.seat,), f"{g.name(u.seat)} gives up its Fresh Troops in {g.map.sector(SOLO_SECTOR).label}")


def withhold(g: Working, seat: str | None = None) -> None:
    """Take the officers still lost out of the hands and the fresh reserve of a later Raid again; with ``seat``
    (Keep Going! gave that Unit its whole hand back), only that Unit's Regular ones."""
    c = g.s.campaign
    if c is None:
        return
    for who, sid in c.lost_officers:
        if seat is None or (who == seat and g.d.specialists[sid].kind == "regular"):
            _take(g, who, sid)


def is_lost(g: Working, seat: str, sid: str) -> bool:
    c = g.s.campaign
    return c is not None and (seat, sid) in c.lost_officers


register(RaidRule(RULE, ("b1",), start=_start(("regular", "ranking"), "twice as many Medals as Units"),
                  phase=_team_check, arrive=_team_check))
register(RaidRule(RULE, ("b1s",), start=_start(("regular", "ranking", "unique"),
                                               "give up a Fresh Troops bonus on Sector 10 of Column Baker"),
                  combat=_solo_combat))
