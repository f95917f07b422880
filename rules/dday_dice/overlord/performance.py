"""Performance Points of a Raid (Overlord, "Campaign Plan" and the Honor tables).

- Every line earned is kept (Team, PP, why, which Unit) and announced; when several Units or Teams
  qualify for a line, each earns it.
- A Team's PP for a Raid never go below 0, whatever its penalties.
- Readings of ours: the Units earning the "first into a Bunker" line are those of the earliest turn
  any Unit took one; "rallied their Regular Specialists" means none of the Unit's Regular Specialists is left
  in its hand; Medals count only while unused, held by a Unit at the end of the Raid; a solo Raid with
  several Bunkers (A-1S, A-3S) counts "each Bunker taken" for every Bunker taken (:func:`.solo_a.taken`).
"""

from __future__ import annotations

from rules.dday_dice.campaign_state import CampaignState, RaidScore, ScoreLine, Team
from rules.dday_dice.context import Working
from rules.dday_dice.overlord import honor, mulligan_tokens, solo_a
from rules.dday_dice.overlord.records import raid_record
from rules.dday_dice.state import Unit


def _line(team: Team, key_pp: tuple[int, str], times: int = 1, seat: str | None = None) -> list[ScoreLine]:
    pp, text = key_pp
    if times <= 0:
        return []
    return [ScoreLine(team=team.number, pp=pp * times, text=text + (f" x{times}" if times > 1 else ""), seat=seat)]


def _conquest_turns(c: CampaignState) -> dict[str, int]:
    return dict(c.conquests)


def _medal_lines(g: Working, team: Team, u: Unit, table: dict[str, tuple[int, str]], column: str) -> list[ScoreLine]:
    wanted = raid_record(g.s.campaign.raid_id).medals.get(column)
    out: list[ScoreLine] = []
    rec = sum(1 for m in u.medals if m == wanted)
    out += _line(team, table["recommended"], rec, u.seat)
    out += _line(team, table["medal"], len(u.medals) - rec, u.seat)
    return out


def multiplayer_lines(g: Working) -> list[ScoreLine]:
    c = g.s.campaign
    turns = _conquest_turns(c)
    T = honor.multiplayer(g.counted.old)
    out: list[ScoreLine] = []
    if turns:
        first = min(turns.values())
        for team in c.teams:
            if any(turns.get(s) == first for s in team.seats):
                out += _line(team, T["first_unit"], 1, next(s for s in team.seats if turns.get(s) == first))
    done = {t.number: max(turns[s] for s in t.seats) for t in c.teams if all(s in turns for s in t.seats)}
    for rank, turn in enumerate(sorted(set(done.values()))[:3]):
        key = ("team_first", "team_second", "team_third")[rank]
        for team in c.teams:
            if done.get(team.number) == turn:
                out += _line(team, T[key])
    conquered = [g.unit(s) for s in turns]
    for field, key in (("soldiers", "most_soldiers"), ("courage", "most_courage")):
        best = max((getattr(u, field) for u in conquered), default=0)
        for u in conquered:
            if getattr(u, field) == best:
                out += _line(c.team_of(u.seat), T[key], 1, u.seat)
    if mulligan_tokens.in_use(g):
        left = {t.number: mulligan_tokens.team_tokens(g, t.seats) for t in c.teams}
        most = max(left.values())
        for team in c.teams:
            if left[team.number] == most:
                out += _line(team, T["mulligans"])
    for team in c.teams:
        if all(g.unit(x).status == "eliminated" for x in team.seats):
            out += _line(team, honor.ELIMINATED_PENALTY)
        for seat in team.seats:
            u = g.unit(seat)
            if u.status == "safe":
                out += _line(team, honor.CALL_FOR_HELP, 1, seat)
            if not any(g.d.specialists[x].kind == "regular" for x in u.hand):
                out += _line(team, T["regulars"], 1, seat)
            if seat in turns:
                out += _line(team, T["item_points"], u.ip // 20, seat)
            out += _medal_lines(g, team, u, T, team.column)
    return out


def solo_lines(g: Working, sectors: int) -> list[ScoreLine]:
    c = g.s.campaign
    team = c.teams[0]
    u = g.unit(team.seats[0])
    T = honor.SOLO
    out = _line(team, T["bunker"], len(solo_a.taken(g)) or len({b for b in (u.bunker,) if b}), u.seat)
    if u.status == "conquered":
        out += _line(team, T["soldiers"], 1 if u.soldiers > sectors else 0, u.seat)
        out += _line(team, T["item_points"], u.ip // 20, u.seat)
        out += _line(team, T["courage"], u.courage // 5, u.seat)
        out += _line(team, T["stars"], u.stars // 4, u.seat)
    out += _line(team, T["specialist"], len(u.specialists), u.seat)
    if u.status == "safe":
        out += _line(team, honor.CALL_FOR_HELP, 1, u.seat)
    if mulligan_tokens.in_use(g):
        out += _line(team, T["mulligans"], u.mulligan_tokens, u.seat)
    out += _medal_lines(g, team, u, T, "solo")
    return out


def blitz_lines(g: Working) -> list[ScoreLine]:
    """Blitzkrieg: 1 extra PP to the Unit(s) with the most Stars at the end."""
    c = g.s.campaign
    units = [g.unit(s) for t in c.teams for s in t.seats]
    best = max(u.stars for u in units)
    return [ScoreLine(team=c.team_of(u.seat).number, pp=honor.BLITZ_STARS[0], text=honor.BLITZ_STARS[1], seat=u.seat)
            for u in units if u.stars == best]


def score_raid(g: Working, extra: list[ScoreLine] = ()) -> RaidScore:
    """The Raid's lines and each Team's PP for it (never below 0)."""
    c = g.s.campaign
    if c.solo:
        lines = solo_lines(g, len(g.map.sectors))
    else:
        lines = multiplayer_lines(g)
        if c.blitzkrieg:
            lines += blitz_lines(g)
    lines += list(extra)
    totals = tuple(max(0, sum(x.pp for x in lines if x.team == t.number)) for t in c.teams)
    return RaidScore(raid=c.raid_id, lines=tuple(lines), totals=totals)


def campaign_totals(c: CampaignState) -> tuple[int, ...]:
    return tuple(sum(r.totals[i] for r in c.scores) for i in range(len(c.teams)))
