"""Schemas of the D-Day Dice data records (nations, Tool table, Specialists, Items, Medals, Vehicles, rules).

Every record carries ``provenance`` (``rulebook``: stated by our rulebooks or
read from a printed component; ``inferred``: our reading of indirect evidence,
e.g. a 1st-edition value; ``reconstruction``: our own proposal where nothing is
known) and a one-line ``reason``. The Battle Map schema lives in :mod:`.maps`.

Nothing in the rule files names a Specialist, Item or Medal: they read the
structured :class:`Effect` of a record. An :class:`Effect` is a bag of
primitives; *when* a primitive acts depends on the kind of record:

- Specialists: passive, every turn while the Specialist is with the Unit
  (gains in Phase 3, Skull and RWB helpers in Phase 2, combat helpers in
  Phase 6, move helpers in Phase 5), plus ``trade_die``/``reroll_dice`` used
  once per turn in Phase 2 with ``use``;
- Items and Medals: once, when used (``use``), in Phase 2 when the effect
  touches dice, else in Phase 4 or 5; turn flags last until the end of the turn;
- Vehicles: passive while the Unit has the Vehicle;
- RWB bonus options: once, when the bonus is claimed in Phase 2.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from rules.core.words import CURRENT, PLURAL, Counted, count
from rules.dday_dice.why import Said, Why

Provenance = Literal["rulebook", "inferred", "reconstruction"]
FACES = ("skull", "star", "courage", "tool", "soldier1", "soldier2")
COLOURS = ("red", "white", "blue")
Face = Literal["skull", "star", "courage", "tool", "soldier1", "soldier2"]
Colour = Literal["red", "white", "blue"]


class Effect(BaseModel):
    """Effect primitives, all optional and combinable (see the module docs for their timing)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    soldiers: int = Field(0, ge=0, le=50)
    courage: int = Field(0, ge=0, le=20)
    stars: int = Field(0, ge=0, le=20)
    ip: int = Field(0, ge=0, le=50)
    medal: int = Field(0, ge=0, le=3)
    """Draw this many Medals at random."""
    add_results: int = Field(0, ge=0, le=3)
    """Add results of your choice (any colour and face) to your own Final Tally."""
    give_results: int = Field(0, ge=0, le=2)
    """Add results of your choice to the Final Tally of another Unit still in Phase 2."""
    change_die: int = Field(0, ge=0, le=2)
    """Turn dice of your Final Tally to a face of your choice (the colour stays)."""
    reroll_dice: int = Field(0, ge=0, le=3)
    """Reroll unlocked dice of your Final Tally."""
    trade_die: bool = False
    """Swap one of your dice with one of another Unit in the same Sector (Phase 2)."""
    steal_die: bool = False
    """Take one die of another Unit's Final Tally (same Sector, Phase 2) into yours."""
    extra_reroll: int = Field(0, ge=0, le=2)
    """More rerolls in Phase 1."""
    ignore_skulls: int = Field(0, ge=0, le=6)
    """Active Skulls of your Final Tally that cancel nothing."""
    wild_rwb: bool = False
    """Once per turn an RWB may use two dice of the same colour (two colours suffice)."""
    free_item_max: int = Field(0, ge=0, le=50)
    """This turn, find one Item costing at most this many IP for free."""
    free_specialist: bool = False
    """This turn, rally one Specialist for free."""
    ignore_conditions: bool = False
    free_advance: bool = False
    advance_discount: int = Field(0, ge=0, le=10)
    extra_stay: int = Field(0, ge=0, le=3)
    all_units: bool = False
    """``extra_stay`` (and gains) apply to every Unit still on the map."""
    def_reduce: int = Field(0, ge=0, le=30)
    def_zero: bool = False
    """DEF of your Sector is 0 this turn (not in a Bunker)."""
    ignore_mgf: bool = False
    silence_mgf: int = Field(0, ge=0, le=5)
    cross_barrier: bool = False
    ignore_mines: bool = False
    trade_anywhere: bool = False

    def touches_dice(self) -> bool:
        return bool(self.add_results or self.give_results or self.change_die or self.reroll_dice or self.trade_die
                    or self.steal_die)

    def describe(self, words: Counted = CURRENT) -> Said:
        """A short sentence in our words, for /rules and menus (``words``: an event's, which may be a game's old
        words, :class:`~rules.core.words.Counted`): English, each piece naming its message (``dice-fx-...``)."""
        bits: list[Why] = []

        def add(text: str, key: str, **args: object) -> None:
            bits.append(Why(text, "dice-fx-" + key, **args))

        for v, one, other, what in ((self.soldiers, "Soldier", "Soldiers", "soldiers"),
                                    (self.courage, "Courage", "Courage", "courage"),
                                    (self.stars, "Star", "Stars", "stars"), (self.ip, "Item Point", "Item Points", "ip")):
            if v:
                add(f"+{words(v, one, other, was=PLURAL)}", "gain", what=what, n=v)
        if self.medal:
            add(f"draw {count(self.medal, 'Medal')} at random", "medal", n=self.medal)
        if self.add_results:
            add(f"add {words(self.add_results, 'chosen result')} to your Final Tally", "add-results", n=self.add_results)
        if self.give_results:
            add(f"add {words(self.give_results, 'chosen result')} to another Unit's Final Tally", "give-results",
                n=self.give_results)
        if self.change_die:
            add(f"turn {self.change_die} of your dice to any face (same colour)", "change-die", n=self.change_die)
        if self.reroll_dice:
            add(f"reroll {words(self.reroll_dice, 'unlocked die', 'unlocked dice', was='unlocked die/dice')} "
                "of your Final Tally", "reroll-dice", n=self.reroll_dice)
        if self.trade_die:
            add("swap a die with another Unit in your Sector", "trade-die")
        if self.steal_die:
            add("take a die of another Unit in your Sector into your Final Tally", "steal-die")
        if self.extra_reroll:
            add(f"{words(self.extra_reroll, 'more reroll')} in Phase 1", "extra-reroll", n=self.extra_reroll)
        if self.ignore_skulls:
            add(f"{words(self.ignore_skulls, 'Active Skull')} "
                f"{words.text('cancels' if self.ignore_skulls == 1 else 'cancel', 'cancel')} nothing", "ignore-skulls",
                n=self.ignore_skulls)
        if self.wild_rwb:
            add("one RWB a turn needs only two colours", "wild-rwb")
        if self.free_item_max:
            add(f"find one Item costing up to {self.free_item_max} IP for free", "free-item", n=self.free_item_max)
        if self.free_specialist:
            add("rally one Specialist for free", "free-specialist")
        if self.ignore_conditions:
            add("ignore the conditions of the Sector you enter", "ignore-conditions")
        if self.free_advance:
            add("Advance without paying Courage", "free-advance")
        if self.advance_discount:
            add(f"Advance costs {self.advance_discount} Courage less", "advance-discount", n=self.advance_discount)
        if self.extra_stay:
            who = "every Unit" if self.all_units else "you"
            add(f"{who} may stay {words(self.extra_stay, 'more turn')} in the current Sector", "extra-stay",
                n=self.extra_stay, all="yes" if self.all_units else "no")
        if self.def_reduce:
            add(f"DEF of your Sector -{self.def_reduce}", "def-reduce", n=self.def_reduce)
        if self.def_zero:
            add("DEF of your Sector becomes 0 (not in a Bunker)", "def-zero")
        if self.ignore_mgf:
            add("ignore Machine Gun Fire", "ignore-mgf")
        if self.silence_mgf:
            add(f"silence {self.silence_mgf} Machine Gun Fire", "silence-mgf", n=self.silence_mgf)
        if self.cross_barrier:
            add("cross Barriers", "cross-barrier")
        if self.ignore_mines:
            add("cross Land Mines safely", "ignore-mines")
        if self.trade_anywhere:
            add("trade with a Unit anywhere", "trade-anywhere")
        return Said(bits, empty=Why("no effect", "dice-fx-none"))


class Sourced(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    provenance: Provenance
    reason: str = Field(min_length=3, max_length=300)


class BonusOption(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    key: str = Field(pattern=r"^[a-z][a-z0-9-]*$", max_length=20)
    label: str
    effect: Effect


class Bonus(BaseModel):
    """One RWB bonus of a nation: its name and the options the Unit picks from."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str
    options: tuple[BonusOption, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _unique(self) -> Bonus:
        keys = [o.key for o in self.options]
        if len(set(keys)) != len(keys) or "hold" in keys:
            raise ValueError(f"RWB {self.name}: option keys must be unique and not 'hold'")
        return self


class Nation(Sourced):
    id: str = Field(pattern=r"^[a-z]{2}$")
    name: str
    rwb: dict[Face, Bonus]

    @model_validator(mode="after")
    def _all_faces(self) -> Nation:
        missing = [f for f in FACES if f not in self.rwb]
        if missing:
            raise ValueError(f"nation {self.id}: no RWB bonus for {', '.join(missing)}")
        return self


class ToolTable(Sourced):
    id: Literal["tools"] = "tools"
    ip: tuple[int, ...] = Field(min_length=2)
    """Item Points for 0, 1, 2, ... Tools; beyond the table, each Tool adds the last step again."""

    def points(self, tools: int) -> int:
        if tools < len(self.ip):
            return self.ip[tools]
        step = self.ip[-1] - self.ip[-2]
        return self.ip[-1] + step * (tools - len(self.ip) + 1)


class Specialist(Sourced):
    id: str = Field(pattern=r"^[a-z][a-z0-9-]*$")
    name: str
    stars: int = Field(ge=0, le=30)
    kind: Literal["regular", "ranking", "unique"]
    """``regular``: each Unit has its own copy in hand; ``ranking``: one copy in the shared reserve;
    ``unique`` (Overlord's Neutral Unique Specialists: placeholders in ``data/overlord/specialists.json``, in
    campaigns only): in the reserve like a Ranking one, at most one per Team at a time in a campaign."""
    effect: Effect = Effect()
    text: str = ""
    placeholder: bool = Field(False, exclude_if=lambda v: not v)
    """Name, cost and effect are ours, standing in for a card whose text we lack (Overlord's Unique
    Specialists); left out of a dump when off, so the base records keep their data hash."""


class Item(Sourced):
    id: str = Field(pattern=r"^[a-z][a-z0-9-]*$")
    name: str
    ip: int = Field(ge=0, le=60)
    kind: Literal["regular", "special"] = "regular"
    min_players: int = Field(1, ge=1, le=4)
    """The player-count symbol: in the reserve only with at least this many players."""
    copies: int = Field(1, ge=1, le=4)
    effect: Effect
    not_in_bunker: bool = False


class Medal(Sourced):
    id: str = Field(pattern=r"^[a-z][a-z0-9-]*$")
    name: str
    effect: Effect
    vp: int = Field(2, ge=0, le=20)


class Vehicle(Sourced):
    id: str = Field(pattern=r"^[a-z][a-z0-9-]*$")
    name: str
    effect: Effect


class RuleValue(Sourced):
    """One numeric or switch value of a reconstructed rule (``data/rules.json``)."""

    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    value: int | bool | list[int]
    text: str
