"""The campaign part of a D-Day Dice state (``DDState.campaign``; ``None`` in a one-board game).

Plain frozen pydantic models, imported by :mod:`rules.dday_dice.state`: nothing here imports the engine.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class Team(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    number: int
    column: str
    """The Team's Column (``able``, ``baker``, ``charlie``): where it starts and whose Bunker it takes."""
    seats: tuple[str, ...]


class ScoreLine(BaseModel):
    """One line of the Honor table earned in a Raid: who, how many PP, why."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    team: int
    pp: int
    text: str
    seat: str | None = None


class RaidScore(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    raid: str
    lines: tuple[ScoreLine, ...]
    totals: tuple[int, ...]
    """PP of each Team for this Raid (never below 0)."""


class Fallen(BaseModel):
    """A Unit eliminated in this Raid that may still Keep Going: where it fell, the Specialists it may keep."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    seat: str
    sector: str
    keep: tuple[str, ...] = ()


class Carry(BaseModel):
    """A Unit that may keep Specialists from the previous Raid: those it had, how many, Stars per unused one."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    seat: str
    options: tuple[str, ...]
    slots: int
    stars_each: int = 0


class Reserve(BaseModel):
    """One Team's own reserve (games of 5+ players, one Neutral card set per Team): Items and the Ranking and
    Unique Specialists of its set."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    team: int
    items: tuple[str, ...] = ()
    ranking: tuple[str, ...] = ()


class CampaignState(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    campaign: str
    data_hash: str
    blitzkrieg: str | None = None
    solo: bool = False
    layout: str = "full"
    version: str = "1"
    teams: tuple[Team, ...]
    board_columns: tuple[str, ...]
    raids: tuple[str, ...]
    rows: tuple[int, ...]
    sets: int = 1
    raid: int = 0
    """Index into ``raids`` of the Raid being played."""
    conquests: tuple[tuple[str, int], ...] = ()
    """(seat, turn) of each Unit that conquered its Bunker in this Raid, in order."""
    raid_started: int = 1
    """The turn this Raid began."""
    scores: tuple[RaidScore, ...] = ()
    fallen: tuple[Fallen, ...] = ()
    raid_tokens: tuple[tuple[str, str], ...] = ()
    """(Sector, kind) of the tokens a Raid rule placed (couriers ...)."""
    raid_flags: tuple[str, ...] = ()
    """What a Raid rule has done so far (``barrage``, ``ammo:2`` ...)."""
    raid_lines: tuple[ScoreLine, ...] = ()
    """PP a Raid rule awarded during the Raid, counted with the Raid."""
    carry: tuple[Carry, ...] = ()
    """Units still to choose the Specialists they keep from the previous Raid (at their next Phase 1)."""
    pain: tuple[tuple[str, str], ...] = ()
    """Share the Pain: (seat, colour) Skull tokens waiting for that Unit's next Final Tally."""
    pain_given: tuple[tuple[str, str], ...] = ()
    """Share the Pain: (seat, colour) tokens given this Phase 2."""
    unproven: tuple[str, ...] = ()
    """Units that have not yet survived a Phase 6 in their Sector (Postscript to an Order)."""
    reserves: tuple[Reserve, ...] = ()
    """Several reserves (one per Team, 5+ players); empty with a single reserve, which is the game's own
    ``items_reserve`` and ``ranking_reserve`` (:mod:`rules.dday_dice.overlord.reserves`)."""
    bunkers_taken: tuple[tuple[str, str], ...] = ()
    """(seat, Bunker Sector) of every conquest of the campaign, Raid after Raid (Ground Start, Raid B-2)."""
    lost_officers: tuple[tuple[str, str], ...] = ()
    """Lost Officers (Raid B-1, B-1S): (seat that drew it, Specialist) still unavailable, to the campaign's end."""
    paras: tuple[tuple[str, int], ...] = ()
    """Lost Paras (Raid B-1): (holder seat, Team number) of each Lost Para token."""
    novices: tuple[tuple[str, str], ...] = ()
    """(seat, Novice Officer id) of each Unit holding a Novice Officer in this Raid (:mod:`.novice_officer`)."""
    hurt_me: bool = False
    """The optional Hurt Me variant of Raid C-1S is played."""

    @property
    def raid_id(self) -> str:
        return self.raids[self.raid]

    def team_of(self, seat: str) -> Team:
        return next(t for t in self.teams if seat in t.seats)
