"""The game state of D-Day Dice: frozen pydantic models, new versions via ``model_copy``.

Private parts: each Unit's ``medals`` (drawn face down when ``medals_secret``)
and the dice seed. Nothing else is hidden: D-Day Dice is co-operative and
the Medal deck is drawn by a die roll over the remaining cards, so no deck
order is stored.

Flow: ``phase`` is 1..6 (0 before the first turn, 7 once the game is over);
each Unit's ``done`` says it has finished the current phase (the rules wait
for every active Unit whose ``done`` is False in phases 1, 2, 4 and 5).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from rules.core.dice import Dice
from rules.dday_dice.overlord.cstate import CampaignState
from rules.dday_dice.records import COLOURS, FACES, Colour, Face

RULESET = "dday-dice/1"
SEATS = ("unit1", "unit2", "unit3", "unit4")
COLOUR_OF_DIE = ("red", "red", "white", "white", "blue", "blue")
"""Dice 1-2 are red, 3-4 white, 5-6 blue; results added by effects are numbered 7, 8, ..."""
PHASE_NAMES = {0: "Setup", 1: "Phase 1 Roll", 2: "Phase 2 Bonuses and Skulls", 3: "Phase 3 Resources",
               4: "Phase 4 Rally and Find", 5: "Phase 5 Move", 6: "Phase 6 Combat", 7: "Game over"}
__all__ = ["COLOURS", "FACES", "Colour", "Face"]


class Die(BaseModel):
    """One result of a Final Tally. ``role``: '' (counts), ``bonus`` (in an RWB), ``straight``,
    ``cancelled`` (by an Active Skull), ``off`` (not rolled: a 5-dice Sector)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    colour: Colour
    face: Face
    locked: bool = False
    added: bool = False
    role: Literal["", "bonus", "straight", "cancelled", "off"] = ""


class Claim(BaseModel):
    """An RWB bonus (``face``) or the Straight (``face`` = ``straight``) claimed in Phase 2."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    face: str
    option: str
    """The option key taken, or ``hold`` (kept unused, to give up for a Sector condition)."""
    dice: tuple[int, ...]
    given_up: bool = False


class TurnFlags(BaseModel):
    """What this turn's effects allow (reset every turn)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    rallied: int = 0
    found: int = 0
    free_item_max: int = 0
    free_specialist: int = 0
    ignore_conditions: bool = False
    free_advance: bool = False
    advance_discount: int = 0
    def_reduce: int = 0
    def_zero: bool = False
    ignore_mgf: bool = False
    silence_mgf: int = 0
    cross_barrier: bool = False
    ignore_mines: bool = False
    trade_anywhere: bool = False
    abilities_used: tuple[str, ...] = ()
    """Specialists whose once-a-turn ability was used."""
    wild_used: bool = False
    cancels: int = 0
    """Active Skulls already resolved (they cancelled a die) this Phase 2."""


class Order(BaseModel):
    """A Phase 4 request on the shared reserve, resolved at the end of the phase by the tie rule."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: Literal["rally", "find"]
    what: str
    paid: int
    free: bool = False
    admirer: str | None = None
    """Overlord Raid A-3: the rival Unit given Courage when this rally is settled."""


class Unit(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    seat: str
    nation: str
    status: Literal["active", "conquered", "eliminated", "safe", "down"] = "active"
    """Overlord: ``safe`` put in safety by a Call for Help (out of the Raid); ``down`` eliminated, may Keep Going."""
    soldiers: int
    courage: int = 0
    stars: int = 0
    ip: int = 0
    hand: tuple[str, ...] = ()
    """Regular Specialists not yet rallied (each Unit has its own set)."""
    specialists: tuple[str, ...] = ()
    items: tuple[str, ...] = ()
    used_items: tuple[str, ...] = ()
    medals: tuple[str, ...] = ()
    """Medals held, face down (secret) while ``medals_secret``."""
    used_medals: tuple[str, ...] = ()
    vehicle: str | None = None
    sector: str
    marker: int = 1
    """Unit Marker face: the turn the Unit spends in its Sector (1 on arrival)."""
    stay_bonus: int = 0
    """Extra turns allowed in the current Sector (Battle Cry, Bronze Star, Pocket Bible)."""
    fought: tuple[str, ...] = ()
    """Single Combat Sectors whose DEF this Unit has already fought."""
    visited: tuple[str, ...] = ()
    bunker: str | None = None
    """The Bunker this Unit conquered."""
    dice: tuple[Die, ...] = ()
    rolls: int = 0
    """Rolls made this turn (1 = the first roll; each reroll adds 1)."""
    mulligan: bool = False
    mulligan_tokens: int = 0
    """Overlord Mulligan tokens left (0 outside a campaign)."""
    claims: tuple[Claim, ...] = ()
    flags: TurnFlags = TurnFlags()
    orders: tuple[Order, ...] = ()
    done: bool = False
    queue: tuple[str, ...] = ()
    """Parts of a whole-turn answer waiting for a later phase."""

    @property
    def name_index(self) -> int:
        return int(self.seat[4:]) if self.seat.startswith("unit") else int(self.seat[3:])


class DDState(BaseModel):
    """Everything needed to continue a game."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    game: Literal["dday-dice"] = "dday-dice"
    ruleset: str = RULESET
    map_id: str
    data_hash: str
    data_overrides: dict[str, dict[str, dict[str, Any]]] = Field(default_factory=dict)
    mulligan: bool = False
    victory_points: bool = False
    turn: int = 0
    phase: int = 0
    units: tuple[Unit, ...]
    items_reserve: tuple[str, ...] = ()
    ranking_reserve: tuple[str, ...] = ()
    medal_deck: tuple[str, ...] = ()
    """Medals not drawn yet (drawn by a die roll over this list: no order is kept)."""
    vehicle_deck: tuple[str, ...] = ()
    bunker_pool: dict[str, tuple[str, ...]] = Field(default_factory=dict)
    """Bunker id -> surviving Specialists of the Units that conquered it (they help the others)."""
    dice: Dice
    outcome: dict[str, Any] | None = None
    campaign: CampaignState | None = None
    """An Overlord campaign or Blitzkrieg (Teams, Raids, scores); ``None`` in a one-board game."""

    def _index(self, seat: str) -> int:
        if seat.startswith("unit"):
            return int(seat[4:]) - 1
        for i, u in enumerate(self.units):
            if u.seat == seat:
                return i
        raise KeyError(seat)

    def unit(self, seat: str) -> Unit:
        return self.units[self._index(seat)]

    def with_unit(self, u: Unit) -> DDState:
        i = self._index(u.seat)
        return self.model_copy(update={"units": self.units[:i] + (u,) + self.units[i + 1:]})

    @property
    def seats(self) -> tuple[str, ...]:
        return tuple(u.seat for u in self.units)
