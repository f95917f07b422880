"""Lost Paras (Overlord, Raid B-1) and Lost Paras (solo version) (Raid B-1S).

- B-1: at the start each Unit of a Team of several Units gets one token of its Team's number (1 Able,
  2 Baker, 3 Charlie); the Unit of a one-Unit Team gets one such token per rival Team
  (``CampaignState.paras``). The exchange is automatic: whenever Units of different Teams are in the same
  Sector (after a move, and at the start of each Phase 2), each gives the other one of the tokens of its own
  Team it still holds. Our reading of "exchange": both give at once, and a Unit that has none left gives
  nothing but still receives. Two Units exchange once only (a flag per pair); tokens received are kept,
  never passed on. At the end of the Raid a Team loses 1 PP for every token of its own number still held
  by one of its Units.
- B-1S: tokens no. 1, 2 and 3 wait in Column Able, Baker and Charlie, in the Sector numbered 1d6 + 5
  (rolled for each Column); entering that Sector collects the token. At the end of the Raid each token not
  collected costs its number in PP (1, 2, 3).
"""

from __future__ import annotations

from rules.dday_dice.campaign_state import ScoreLine
from rules.dday_dice.context import Working
from rules.dday_dice.overlord.battle_map import PREFIX
from rules.dday_dice.overlord.raid_rule import RaidRule, register
from rules.dday_dice.overlord.teams import team_name

RULE = "Lost Paras"
SOLO_RULE = "Lost Paras (solo version)"
TOKEN_NUMBER = {"able": 1, "baker": 2, "charlie": 3}


def _set(g: Working, paras: tuple[tuple[str, int], ...], flags: tuple[str, ...] | None = None) -> None:
    c = g.s.campaign
    update = {"paras": paras} if flags is None else {"paras": paras, "raid_flags": flags}
    g.s = g.s.model_copy(update={"campaign": c.model_copy(update=update)})


def own_number(g: Working, seat: str) -> int:
    return TOKEN_NUMBER[g.s.campaign.team_of(seat).column]


def _start(g: Working) -> None:
    c = g.s.campaign
    rivals = len(c.teams) - 1
    paras: list[tuple[str, int]] = []
    for t in c.teams:
        each = 1 if len(t.seats) > 1 else rivals
        paras += [(seat, TOKEN_NUMBER[t.column]) for seat in t.seats for _ in range(each)]
    _set(g, tuple(paras))
    g.emit("raid_rule", "Lost Paras: every Unit holds its Team's paratroopers (" + ", ".join(
        f"{team_name(t.column)}: {sum(1 for s, _ in paras if s in t.seats)}" for t in c.teams)
        + "); Units of different Teams in the same Sector exchange them at once, once per pair of Units.",
         key="dice-ev-lost-paras-rule",
         args={"join": ", ".join(
        f"{team_name(t.column)}: {sum(1 for s, _ in paras if s in t.seats)}" for t in c.teams)})


def _pair(a: str, b: str) -> str:
    return "paras:" + "|".join(sorted((a, b)))


def _exchange(g: Working, a: str, b: str) -> None:
    c = g.s.campaign
    if _pair(a, b) in c.raid_flags or c.team_of(a).number == c.team_of(b).number:
        return
    paras = list(c.paras)
    moved = []
    for giver, taker in ((a, b), (b, a)):
        i = next((i for i, (s, n) in enumerate(paras) if s == giver and n == own_number(g, giver)), None)
        if i is not None:
            paras[i] = (taker, paras[i][1])
            moved.append(f"{g.name(giver)} hands a para of Team {paras[i][1]} to {g.name(taker)}")
    if not moved:
        return
    _set(g, tuple(paras), c.raid_flags + (_pair(a, b),))
    g.emit("lost_paras", "Lost Paras: " + "; ".join(moved) + ".", units=[a, b],
         key="dice-ev-lost-paras-exchanged", args={"join": "; ".join(moved)})


def _exchange_all(g: Working, *_args) -> None:
    if g.s.campaign.paras == ():
        return
    units = g.active()
    for i, u in enumerate(units):
        for v in units[i + 1:]:
            if u.sector == v.sector:
                _exchange(g, u.seat, v.seat)


def _phase(g: Working, n: int) -> None:
    if n == 2:  # Units that came together without a move (Keep Going!) exchange too
        _exchange_all(g)


def unexchanged(g: Working, team_seats: tuple[str, ...]) -> int:
    return sum(1 for s, n in g.s.campaign.paras if s in team_seats and n == own_number(g, s))


def _score(g: Working) -> list[ScoreLine]:
    out = []
    for t in g.s.campaign.teams:
        n = unexchanged(g, t.seats)
        if n:
            out.append(ScoreLine(team=t.number, pp=-n, text=f"Lost Paras: {n} not exchanged"))
    return out


def _solo_start(g: Working) -> None:
    c = g.s.campaign
    ids = {s.id for s in g.map.sectors}
    tokens = []
    for col in c.board_columns:
        (v,) = g.roll(1)
        sector = f"{PREFIX[col]}-{v + 5}"
        if sector in ids:
            tokens.append((sector, f"para:{TOKEN_NUMBER[col]}"))
    g.s = g.s.model_copy(update={"campaign": c.model_copy(update={"raid_tokens": c.raid_tokens + tuple(tokens)})})
    g.emit("raid_rule", "Lost Paras: paratroopers wait in " + ", ".join(
        f"{g.map.sector(s).label} (no. {k.split(':')[1]})" for s, k in tokens) + "; each one not collected costs its "
        "number in PP.",
         key="dice-ev-lost-paras-waiting",
         args={"join": ", ".join(
        f"{g.map.sector(s).label} (no. {k.split(':')[1]})" for s, k in tokens)})


def _solo_arrive(g: Working, seat: str) -> None:
    c = g.s.campaign
    here = g.unit(seat).sector
    found = [t for t in c.raid_tokens if t[0] == here and t[1].startswith("para:")]
    if not found:
        return
    g.s = g.s.model_copy(update={"campaign": c.model_copy(
        update={"raid_tokens": tuple(t for t in c.raid_tokens if t not in found)})})
    for _, kind in found:
        g.emit("lost_paras", f"{g.name(seat)} collects Lost Para no. {kind.split(':')[1]}.", unit=seat,
             key="dice-ev-lost-para-collected", args={"unit": g.who(seat), "split": kind.split(':')[1]})


def _solo_score(g: Working) -> list[ScoreLine]:
    c = g.s.campaign
    team = c.teams[0].number
    return [ScoreLine(team=team, pp=-int(k.split(":")[1]), text=f"Lost Paras: no. {k.split(':')[1]} not collected")
            for _, k in c.raid_tokens if k.startswith("para:")]


register(RaidRule(RULE, ("b1",), start=_start, phase=_phase, arrive=_exchange_all, score=_score))
register(RaidRule(SOLO_RULE, ("b1s",), start=_solo_start, arrive=_solo_arrive, score=_solo_score))
