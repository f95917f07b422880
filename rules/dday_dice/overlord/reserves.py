"""Reserves (Overlord, "Taking Up Duty"): one shared reserve up to 4 players, one per Team from 5 players on.

- One reserve (1-4 players, and every game outside a campaign): the game's own ``items_reserve`` and
  ``ranking_reserve``; every Unit draws from it and everything goes back to it.
- Several reserves (5+ players: one Neutral card set per Team): each Team has its own
  (:class:`~rules.dday_dice.campaign_state.Reserve`): one set's Ranking and Unique Specialists, the Regular
  Items for the number of players who draw from it, and Special Items by the number of reserves:

  - two reserves: both Columns' Special Items in each, and every Unit may draw from both reserves (its
    own first). The player-count symbol is read per Team: an Item marked for more players than the Unit's
    Team has stays out of its reach in either reserve (the rulebook's 5-player example: only the 3-player
    Team uses the Items with the 3-player symbol);
  - three reserves: only the Team's own Column's Special Items, and a Unit draws only from its own reserve.

- A Specialist that goes back to the reserve (lost, left behind at Keep Going!) goes to its Team's own.
- Between Raids every reserve is made again from scratch (:func:`build`).
"""

from __future__ import annotations

from rules.dday_dice.campaign_state import CampaignState, Reserve, Team
from rules.dday_dice.context import Working
from rules.dday_dice.hooks import RESERVE_FIELDS, CampaignRules
from rules.dday_dice.overlord.battle_map import raid_map
from rules.dday_dice.overlord.boards import board
from rules.dday_dice.overrides import DiceData
from rules.dday_dice.state import DDState

RULE = "Reserves"
FIELDS = RESERVE_FIELDS
ONE_RESERVE = CampaignRules()
"""The base game's one shared reserve, which a campaign whose Teams share it (``several`` false) draws from."""


def several(s: DDState) -> bool:
    """Whether each Team has its own reserve (5+ players)."""
    return s.campaign is not None and bool(s.campaign.reserves)


def count(s: DDState) -> int:
    """How many reserves the game has (1 outside a campaign)."""
    return len(s.campaign.reserves) if several(s) else 1


def describe(sets: int) -> str:
    """How the reserves work with ``sets`` Neutral card sets, for the start message."""
    if sets == 1:
        return "one reserve shared by every Team"
    if sets == 2:
        return "a reserve per Team, both Columns' Special Items in each, every Unit draws from both"
    return "a reserve per Team with its own Column's Special Items, each Team draws from its own only"


def describe_key(sets: int) -> str:
    """The message of :func:`describe` (i18n words it)."""
    return {1: "dice-neutral-shared", 2: "dice-neutral-both-columns"}.get(sets, "dice-neutral-own-column")


def _team(c: CampaignState, seat: str) -> Team:
    return c.team_of(seat)


def own(s: DDState, seat: str) -> Reserve:
    """The reserve of ``seat``'s Team (several reserves only)."""
    number = _team(s.campaign, seat).number
    return next(r for r in s.campaign.reserves if r.team == number)


def reachable(s: DDState, seat: str) -> tuple[Reserve, ...]:
    """The reserves ``seat`` draws from, its own first: with two reserves both, with three its own only."""
    mine = own(s, seat)
    if len(s.campaign.reserves) != 2:
        return (mine,)
    return (mine,) + tuple(r for r in s.campaign.reserves if r.team != mine.team)


def _in_reach(d: DiceData, s: DDState, seat: str, kind: str, what: str) -> bool:
    if kind != "items" or what not in d.items:
        return True
    return d.items[what].min_players <= len(_team(s.campaign, seat).seats)


def pool(s: DDState, d: DiceData, seat: str, kind: str) -> tuple[str, ...]:
    """The copies ``seat`` may draw of ``kind`` (``items`` or ``ranking``), every copy once."""
    if not several(s) or seat not in s.seats:
        return everything(s, kind)
    return tuple(x for r in reachable(s, seat) for x in getattr(r, kind) if _in_reach(d, s, seat, kind, x))


def everything(s: DDState, kind: str) -> tuple[str, ...]:
    """Every copy of ``kind`` in every reserve."""
    if not several(s):
        return getattr(s, FIELDS[kind])
    return tuple(x for r in s.campaign.reserves for x in getattr(r, kind))


def _set_reserve(g: Working, new: Reserve) -> None:
    c = g.s.campaign
    g.s = g.s.model_copy(update={"campaign": c.model_copy(update={
        "reserves": tuple(new if r.team == new.team else r for r in c.reserves)})})


def take(g: Working, seat: str, kind: str, what: str) -> bool:
    """Take one copy of ``what`` from a reserve ``seat`` draws from (its own first); False if there is none."""
    if not several(g.s):
        return ONE_RESERVE.take_from_reserve(g, seat, kind, what)
    if not _in_reach(g.d, g.s, seat, kind, what):
        return False
    for r in reachable(g.s, seat):
        left = list(getattr(r, kind))
        if what in left:
            left.remove(what)
            _set_reserve(g, r.model_copy(update={kind: tuple(left)}))
            return True
    return False


def give_back(g: Working, seat: str, kind: str, whats: tuple[str, ...]) -> None:
    """Put ``whats`` back into the reserve of ``seat``'s Team (the shared one with a single reserve)."""
    if not several(g.s):
        ONE_RESERVE.give_back(g, seat, kind, whats)
        return
    if not whats:
        return
    r = own(g.s, seat)
    _set_reserve(g, r.model_copy(update={kind: getattr(r, kind) + tuple(whats)}))


def withhold(g: Working, kind: str, what: str) -> tuple[int, ...]:
    """Remove every copy of ``what`` from every reserve (a Raid rule keeps it out); the Team numbers whose
    reserve had one (0 for the single reserve)."""
    if not several(g.s):
        had = what in getattr(g.s, FIELDS[kind])
        g.s = g.s.model_copy(update={FIELDS[kind]: tuple(x for x in getattr(g.s, FIELDS[kind]) if x != what)})
        return (0,) if had else ()
    had = tuple(r.team for r in g.s.campaign.reserves if what in getattr(r, kind))
    for r in g.s.campaign.reserves:
        _set_reserve(g, r.model_copy(update={kind: tuple(x for x in getattr(r, kind) if x != what)}))
    return had


def build(d: DiceData, c: CampaignState) -> tuple[tuple[str, ...], tuple[str, ...], tuple[Reserve, ...]]:
    """The reserve(s) at the start of a Raid: (shared Items, shared Specialists, Team reserves).

    One reserve: the Neutral set's copies, Regular Items counted for everyone who shares it (every player of
    every Team, as the rulebook sizes a reserve by who uses it), the Team Columns' Special Items.
    Several: one :class:`Reserve` per Team, its Regular Items by that Team's size.
    """
    played = {t.column for t in c.teams}
    specials = {col: [k for k in board(d, bid).special_items for _ in range(d.items[k].copies)]
                for col, bid in raid_map(d, c).boards if col in played}
    ranking = tuple(k for k, r in d.specialists.items() if r.kind != "regular")
    if c.sets == 1:
        drawing = sum(len(t.seats) for t in c.teams)
        return tuple(_regular(d, drawing) + [k for ks in specials.values() for k in ks]), ranking, ()
    out = []
    for t in c.teams:
        mine = [k for col, ks in specials.items() if c.sets == 2 or col == t.column for k in ks]
        out.append(Reserve(team=t.number, items=tuple(_regular(d, len(t.seats)) + mine), ranking=ranking))
    return (), (), tuple(out)


def _regular(d: DiceData, players: int) -> list[str]:
    """The Regular Items of one Neutral set for ``players`` drawing from it (the player-count symbol)."""
    return [k for k, r in d.items.items() if r.kind == "regular" and r.min_players <= players for _ in range(r.copies)]
