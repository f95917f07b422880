"""The game state of D-Day Dice: frozen pydantic models, new versions via ``model_copy``.

Private parts: each Unit's ``medals``, the German's Awards and Award deck order (Atlantikwall) (drawn face down when ``medals_secret``)
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
from rules.dday_dice.campaign_state import CampaignState
from rules.dday_dice.german_waits import Waits
from rules.dday_dice.records import COLOURS, FACES, Colour, Face

RULESET = "dday-dice/2"
"""The current ruleset: /2 writes every counted noun to agree with its number ("1 Soldier", "3 Soldiers"; issue
#46). Games begun under /1, whose events wrote "Soldier(s)" and "gave 1 Soldiers", are still replayed exactly
(``REPLAYS``): :func:`old_words` is the one switch their words hang on."""
REPLAYS: tuple[str, ...] = ("dday-dice/1",)
OLD_WORDS = frozenset(REPLAYS)
"""The rulesets whose events wrote "Soldier(s)" (:func:`old_words`)."""
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


Owed = Literal["specialist", "item", "observe"]
"""A thing a Unit owes (:attr:`Unit.owed`): a loss to pick, or a card to observe."""


class Unit(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    seat: str
    nation: str
    status: Literal["active", "conquered", "eliminated", "destroyed", "safe", "down"] = "active"
    """``destroyed``: lost in an Atlantikwall Phase 7 Assault while other Units went on. Overlord: ``safe`` put in
    safety by a Call for Help (out of the Raid); ``down`` eliminated, may Keep Going."""
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
    badges: tuple[str, ...] = ()
    """Module 3: Badges held (public, like Items)."""
    owed: tuple[Owed, ...] = ()
    """What this Unit's player still owes before its turn goes on, first owed first: a loss the German inflicted
    (Atlantikwall: ``specialist``, ``item``), or a Battle Condition's look at the top card (``observe``)."""

    @property
    def name_index(self) -> int:
        return int(self.seat[4:]) if self.seat.startswith("unit") else int(self.seat[3:])


GERMAN = "german"
"""The German player's seat (Atlantikwall, option german=player)."""


class GermanFlags(BaseModel):
    """This turn's counters and credits (reset every turn)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    rallied: int = 0
    found: int = 0
    extra_find: int = 0
    cancels: int = 0
    abilities_used: tuple[str, ...] = ()


class GermanSide(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    data_hash: str
    soldiers: int
    courage: int = 0
    stars: int = 0
    ip: int = 0
    specialists: tuple[str, ...] = ()
    reserve: tuple[str, ...] = ()
    """German Specialists not rallied (the German Reserve)."""
    items: tuple[str, ...] = ()
    used_items: tuple[str, ...] = ()
    item_reserve: tuple[str, ...] = ()
    awards: tuple[str, ...] = ()
    """The Awards in hand: secret until played."""
    award_deck: tuple[str, ...] = ()
    """Top card first; its order is secret."""
    award_discard: tuple[str, ...] = ()
    played: tuple[str, ...] = ()
    """Awards played this turn (public once played)."""
    looked: tuple[str, ...] = ()
    """Top Awards the German is looking at, to put back in an order of their choice (private)."""
    dice: tuple[Die, ...] = ()
    rolls: int = 0
    claims: tuple[Claim, ...] = ()
    flags: GermanFlags = GermanFlags()
    done: bool = False
    queue: tuple[str, ...] = ()
    pending: Waits = ()
    """Decisions that come before anything else, the first one asked now (:mod:`.german_waits`)."""
    blind: tuple[int, ...] = ()
    """Blind Start, German style: the dice rolled, one to pick as starting Soldiers."""
    removed_mgf: dict[str, int] = Field(default_factory=dict)
    """Sector id -> Machine Gun Fire silenced by a Grenadier: removed for good."""
    deficit: int = 0
    """This turn's missing Soldiers: every Sector's DEF is that much lower for the Allies."""
    assault_order: tuple[str, ...] = ()
    """The Units in a Final Bunker, in the order the Allies chose for Phase 7."""
    destroyed: tuple[str, ...] = ()
    """Units destroyed in a Phase 7 Assault (the game went on)."""
    blind_start: bool = False
    solo: bool = False
    """Atlantikwall solitaire (mode=german-solo): the human is the German, the Unit moves by itself."""
    solo_dir: int = 1
    """Solitaire: the way the Unit moves sideways (+1 towards higher columns, -1 towards lower)."""
    solo_moved: int = 0
    """Solitaire: the last turn the Unit moved."""
    sniper: str = ""
    """Solitaire: '' (not rallied), 'rallied' (fires from the turn after), 'dead'."""
    sniper_turn: int = 0
    sniper_hunt: int = 0
    """Solitaire: Scharfschütze uses against the Allies (the 4th finds the Sniper)."""
    pool: tuple[Die, ...] = ()
    """Solitaire: the trade pool of the Dog and Barbed Wire (6 dice rolled when one is found)."""
    clasp: tuple[Die, ...] = ()
    """Solitaire: the Close Combat Clasp's second Final Tally, waiting for their choice."""


class BadgeState(BaseModel):
    """Module 3 (option badges=on): the Badge deck and who drew one this turn."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    deck: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    variant: str = "none"
    turns: dict[str, int] = Field(default_factory=dict)
    """Seat -> the last turn it got a Badge (one a turn)."""
    drawn: int = 0
    used_this_turn: dict[str, tuple[str, ...]] = Field(default_factory=dict)
    """Honour Badges (permanent): those used this turn, by seat."""


class BattleState(BaseModel):
    """Module 2 (option battle_conditions=on): the Battle Condition deck and the cards in play."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    deck: tuple[str, ...] = ()
    """Top card first; its order is unknown to the players (an observer knows the top two)."""
    discard: tuple[str, ...] = ()
    current: str | None = None
    """The card drawn this turn (with Persistent Weather: the non-Weather card, if any)."""
    weather: str | None = None
    """Persistent Weather: the Weather card in play until another Weather card replaces it."""
    cancelled: tuple[str, ...] = ()
    persistent: bool = False
    observation: bool = False
    looked: tuple[str, ...] = ()
    """Advanced Observation: the top cards the observer looks at (private to them)."""
    looker: str | None = None


def old_words(state: DDState) -> bool:
    """Whether this game's events keep the words it was logged with before its counted nouns agreed."""
    return state.ruleset in OLD_WORDS


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
    german: GermanSide | None = None
    """Atlantikwall (option german=player): the German player; None in the base game."""
    extras: tuple[str, ...] = ()
    """Bonus rules on in this game: ``fire`` (Playing with Fire), ``chaotic_supply``."""
    supply: tuple[tuple[str, ...], ...] = ()
    """Chaotic Supply: the two Item decks, top card first."""
    badges: BadgeState | None = None
    """Module 3: Badges (None when the option is off)."""
    battle: BattleState | None = None
    """Module 2: Battle Conditions (None when the option is off)."""
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
