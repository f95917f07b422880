"""Campaign Plan (Overlord): the campaign start, Raid by Raid, the resets between Raids, the result.

- Each Team starts a Raid on the Starting Sector of its Column's board (a die roll where the board has
  several), with that board's Starting Resources.
- A Raid ends when no Unit is still fighting in it (each has conquered its Bunker or is out); its
  Performance Points are counted (:mod:`.performance`) and announced line by line.
- Preparing the next Raid: Medals and Vehicles go back into their decks, Items back to the reserve (with
  the bonus rule Chaotic Supply, shuffled again into its two decks once the Raid's own rules have set it),
  Specialists back to the hand (Regular) or the reserve (Ranking); counters reset to the new
  Starting Sector's resources. Specialists a Raid lets a Unit keep are a Raid rule; in a Blitzkrieg
  (and on the first Raid played of a Small layout) each Specialist that would have been kept is
  3 Stars instead.
- The campaign ends after its last Raid: the Team(s) with the most PP win; the result lists every
  Team's PP, Raid by Raid.
- In a campaign a Unit's objective is the Bunker of its own Column (multiplayer); the solo player may
  take any Bunker.
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.core.contract import Event
from rules.core.dice import Dice
from rules.core.words import PLURAL, count
from rules.dday_dice import chaotic_supply
from rules.dday_dice.campaign_state import CampaignState, Team
from rules.dday_dice.context import Working, said
from rules.dday_dice.hooks import CampaignRules
from rules.dday_dice.overlord import (
    carry,
    fanatical_defenders,
    lost_officers,
    mulligan_tokens,
    performance,
    postscript,
    raids,
    reserves,
)
from rules.dday_dice.overlord.battle_map import PREFIX, column_of, raid_map
from rules.dday_dice.overlord.boards import board
from rules.dday_dice.overlord.options import Setup
from rules.dday_dice.overlord.records import campaign_hash, campaigns, raid_record
from rules.dday_dice.overlord.teams import seats, team_name
from rules.dday_dice.overrides import DiceData
from rules.dday_dice.state import RULESET, DDState, Unit
from rules.dday_dice.why import Why

RULE = "Campaign Plan"
KEEP_STARS = 3


def new_campaign(d: DiceData, setup: Setup, nations: tuple[str, ...], switches: Mapping[str, bool],
                 dice: Dice, rules: CampaignRules, ruleset: str = RULESET) -> tuple[DDState, list[Event]]:
    all_seats = seats(setup.sizes, setup.team_columns)
    teams = tuple(Team(number=int(ss[0][1]), column=col, seats=ss)
                  for col, ss in zip(setup.team_columns, _split(all_seats, setup.sizes), strict=True))
    c = CampaignState(campaign=setup.campaign, data_hash=campaign_hash(), blitzkrieg=setup.blitzkrieg,
                      solo=setup.solo, layout=setup.layout, version=setup.version, teams=teams,
                      board_columns=setup.board_columns, raids=setup.raids, rows=setup.rows, sets=setup.sets,
                      hurt_me=setup.hurt_me)
    regular = tuple(k for k, r in d.specialists.items() if r.kind == "regular")
    tokens = 0 if switches["mulligan"] else mulligan_tokens.TOKENS
    units = tuple(Unit(seat=s, nation=nations[i], soldiers=1, hand=regular, sector="A-1", mulligan_tokens=tokens)
                  for i, s in enumerate(all_seats))
    s = DDState(map_id="raid-" + c.raid_id, data_hash=d.hash, data_overrides=d.overrides,
                mulligan=switches["mulligan"], victory_points=False, units=units, dice=dice, campaign=c, ruleset=ruleset)
    g = Working(s, d, rules)
    record = campaigns()[c.campaign]
    title = f"Campaign {c.campaign.upper()}: {record.name}" + (" (solo)" if c.solo else "")
    if c.blitzkrieg:
        title = f"Blitzkrieg {raid_record(c.raid_id).label}"
    team_text = "; ".join(f"{team_name(t.column)} ({count(len(t.seats), 'Unit')})" for t in teams)
    g.events.append(Event(kind="setup", text=f"{title}, {setup.layout} layout: {team_text}; "
                          f"{g.counted(c.sets, 'Neutral card set')}: {reserves.describe(c.sets)}.",
                          data={"campaign": c.campaign, "raids": list(c.raids)},
                          phase="Setup", key="" if g.counted.old else "dice-ev-campaign-setup",
                          args={"title": title, "layout": setup.layout, "sets": c.sets,
                                "teams": [{"key": "dice-team-units", "args": {"team": {"key": f"dice-team-{t.column}",
                                           "args": {}}, "count": len(t.seats)}} for t in teams],
                                "neutral": {"key": reserves.describe_key(c.sets), "args": {}}}))
    _prepare_raid(g, first=True)
    return g.s, g.events


def _split(all_seats: tuple[str, ...], sizes: tuple[int, ...]) -> list[tuple[str, ...]]:
    out, i = [], 0
    for n in sizes:
        out.append(all_seats[i:i + n])
        i += n
    return out


def team_column(c: CampaignState, seat: str) -> str:
    return c.team_of(seat).column


def _prepare_raid(g: Working, first: bool) -> None:
    """Reset everything for the Raid ``campaign.raid`` and place every Unit in its Column.

    The phase goes back to 0 (setup): whatever phase the last Raid ended in, the next turn begins.
    """
    c = g.s.campaign
    m = raid_map(g.d, c)
    items, ranking, own_reserves = reserves.build(g.d, c)
    regular = tuple(k for k, r in g.d.specialists.items() if r.kind == "regular")
    rec = raid_record(c.raid_id)
    bonus_stars = KEEP_STARS * rec.keep if (c.blitzkrieg or first) else 0
    before = {u.seat: u.specialists for u in g.s.units}
    placed, at = [], []
    for u in g.s.units:
        col = team_column(c, u.seat)
        b = board(g.d, dict(m.boards)[col])
        starts = [f"{PREFIX[col]}-{s.id}" for s in b.sectors if s.start]
        where = starts[0] if len(starts) == 1 else starts[g.roll(1, len(starts))[0] - 1]
        res = b.start_resources
        g.put(Unit(seat=u.seat, nation=u.nation, soldiers=res.soldiers, courage=res.courage,
                   stars=res.stars + bonus_stars, ip=res.ip, hand=regular, sector=where, visited=(where,),
                   mulligan_tokens=u.mulligan_tokens))
        placed.append(f"{g.name(u.seat)} in {m.sector(where).label}")
        at.append({**g.who(u.seat), "where": m.sector(where).label})
    g.s = g.s.model_copy(update={
        "map_id": m.id, "items_reserve": items, "ranking_reserve": ranking, "medal_deck": tuple(g.d.medals),
        "vehicle_deck": tuple(g.d.vehicles), "bunker_pool": {}, "phase": 0 if not first else g.s.phase,
        "campaign": c.model_copy(update={"conquests": (), "raid_started": g.s.turn + 1, "raid_tokens": (), "carry": (),
                                         "pain": (), "pain_given": (),
                                         "raid_flags": (), "raid_lines": (), "reserves": own_reserves, "novices": (),
                                         "unproven": tuple(u.seat for u in g.s.units)})})
    boards = ", ".join(f"{col.title()}: {board(g.d, bid).name}" for col, bid in m.boards)
    text = f"{rec.label} ({boards}). " + "; ".join(placed) + "."
    if bonus_stars:
        text += (f" Each Unit gains {g.counted(bonus_stars, 'Star', was=PLURAL)} for the "
                 f"{g.counted.noun(rec.keep, 'Specialist')} it would have kept.")
    g.emit("raid_start", text, raid=c.raid_id, key="dice-ev-raid-start",
         args={"label": rec.label, "boards": boards, "placed": at, "stars": bonus_stars, "keep": rec.keep})
    if rec.keep and not bonus_stars:
        carry.offer(g, before, c.raid_id, rec.keep)
    lost_officers.withhold(g)
    raids.on_start(g)
    chaotic_supply.deal(g)


def bunker_refusal(g: Working, u: Unit, dest: str) -> str | None:
    """Why ``u`` may not enter the Bunker ``dest`` (multiplayer: only its own Column's), or ``None``."""
    c = g.s.campaign
    if c is None:
        return None
    if raids.has_objective(g):
        return raids.objective_refusal(g, u, dest) or fanatical_defenders.bunker_refusal(g, u, dest)
    if c.solo:
        return None
    own = team_column(c, u.seat)
    if column_of(dest) != own:
        label = g.map.sector(dest).label
        return Why(f"your Team's objective is the Bunker of Column {own.title()}, not {label}", "dice-move-own-bunker",
                   column=own.title(), label=label)
    return fanatical_defenders.bunker_refusal(g, u, dest)


def check(g: Working) -> None:
    """Note conquests; end the Raid when nobody is fighting; next Raid or the campaign's result."""
    if g.s.phase == 6:
        postscript.after_combat(g)
    c = g.s.campaign
    known = {s for s, _ in c.conquests}
    new = tuple((u.seat, g.s.turn) for u in g.s.units if u.status == "conquered" and u.seat not in known)
    if new:
        taken = tuple((u.seat, u.bunker) for u in g.s.units if u.seat in {x for x, _ in new} and u.bunker)
        c = c.model_copy(update={"conquests": c.conquests + new, "bunkers_taken": c.bunkers_taken + taken})
        g.s = g.s.model_copy(update={"campaign": c})
    for u in g.s.units:
        if u.status == "conquered":
            raids.on_conquered(g, u.seat)
    c = g.s.campaign
    if any(u.status in ("active", "down") for u in g.s.units):
        return
    score = performance.score_raid(g, list(c.raid_lines) + raids.score_lines(g))
    c = c.model_copy(update={"scores": c.scores + (score,)})
    g.s = g.s.model_copy(update={"campaign": c})
    _announce(g, score)
    if c.raid + 1 < len(c.raids):
        g.s = g.s.model_copy(update={"campaign": c.model_copy(update={"raid": c.raid + 1})})
        _prepare_raid(g, first=False)
        return
    _finish(g)


def _announce(g: Working, score) -> None:
    c = g.s.campaign
    rec = raid_record(score.raid)
    parts = []
    for t, total in zip(c.teams, score.totals, strict=True):
        lines = [x for x in score.lines if x.team == t.number]
        detail = ", ".join(f"{x.pp:+d} {x.text}" + (f" ({g.name(x.seat)})" if x.seat else "") for x in lines)
        parts.append(f"{team_name(t.column)}: {total} PP" + (f" [{detail}]" if detail else ""))
    g.emit("raid_over", f"{rec.label} is over. " + "; ".join(parts) + ".", raid=score.raid,
         totals=list(score.totals), key="dice-ev-raid-over", args={"label": rec.label, "join": "; ".join(parts)})


def _finish(g: Working) -> None:
    c = g.s.campaign
    totals = performance.campaign_totals(c)
    best = max(totals)
    winners = [t for t, pp in zip(c.teams, totals, strict=True) if pp == best]
    table = "; ".join(f"{team_name(t.column)} {pp} PP ("
                      + ", ".join(f"{raid_record(r.raid).label.split(':')[0]} {r.totals[i]}" for r in c.scores) + ")"
                      for i, (t, pp) in enumerate(zip(c.teams, totals, strict=True)))
    who, names = "", []
    if c.solo:
        reason = f"The solo campaign is over: {best} Performance Points. {table}."
    else:
        names = [team_name(t.column) for t in winners]
        who = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        verb = "wins" if len(names) == 1 else "share the lead"
        reason = f"{who} {verb} with {best} PP. {table}."
    ends = (said("dice-end-solo-campaign", {"best": best, "table": table}) if c.solo else
            said("dice-end-campaign", {"who": who, "count": len(names), "best": best, "table": table}))
    seats_won = [s for t in winners for s in t.seats]
    g.s = g.s.model_copy(update={"outcome": {"winners": seats_won, "reason": reason}, "phase": 7})
    g.emit("game_over", reason, key="dice-ev-game-over", args={"reason": ends})
