"""Atlantikwall data: the German player's Specialists, Items, Awards, RBN bonuses and numbers, and the Allied cards.

Files (``data/``): ``german_specialists.json``, ``german_items.json``,
``awards.json``, ``german_rules.json`` (the six RBN bonuses and the
Module 1 numbers) and ``atlantikwall_allies.json`` (the PIAT Crew, Sniper,
SOE Agent and the four Regular Items, merged into the Allied data of an
Atlantikwall game, plus what they do to the German: ``vs_german``).

Every record has ``provenance`` and a ``reason``; ``placeholder`` marks a
record whose effect is ours (the card is named by the rulebook, its text is
not given). Cards the box holds but the rulebook never names are not
invented, except the Awards: the deck keeps 21 cards at the printed ratio of
one Black Award for six normal ones, so ten unnamed normal Awards and one
Black Award are placeholders named as such.

The German data is not part of the Allied ``DiceData`` hash (so base games
replay unchanged); an Atlantikwall game stores :data:`GERMAN_HASH` and a
changed German data file is refused on load.
"""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from rules.core.words import CURRENT, PLURAL, Counted
from rules.dday_dice.why import Said, Why, as_argument

DATA_DIR = Path(__file__).with_name("data")
GProvenance = Literal["rulebook", "inferred", "reconstruction"]


class GermanEffect(BaseModel):
    """What a German card does (all optional, combinable). Gains are the German's own."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    soldiers: int = Field(0, ge=0, le=20)
    courage: int = Field(0, ge=0, le=20)
    stars: int = Field(0, ge=0, le=20)
    ip: int = Field(0, ge=0, le=30)
    units_lose_soldiers: int = Field(0, ge=0, le=10)
    units_lose_courage: int = Field(0, ge=0, le=10)
    units_gain_soldiers: int = Field(0, ge=0, le=10)
    unit_loses: Literal["", "specialist", "item"] = ""
    """One Allied Unit (named by the German) loses a Specialist or an Item of its own player's choice."""
    draw_awards: int = Field(0, ge=0, le=3)
    pick_award: bool = False
    """Take the Award of your choice from the deck, then shuffle it."""
    look_awards: int = Field(0, ge=0, le=5)
    """Look at the top cards of the Award deck and put them back in any order."""
    reroll_dice: int = Field(0, ge=0, le=6)
    add_results: int = Field(0, ge=0, le=2)
    steal_die: bool = False
    """Take one die of an Allied Unit's Final Tally into yours (a blue die turns black)."""
    extra_find: int = Field(0, ge=0, le=2)
    activates: Literal["", "mines", "mgf"] = ""
    lose_soldiers: int = Field(0, ge=0, le=20)
    lose_specialist: int = Field(0, ge=0, le=2)
    lose_award: int = Field(0, ge=0, le=2)

    def touches_dice(self) -> bool:
        return bool(self.reroll_dice or self.add_results or self.steal_die)

    def describe(self, words: Counted = CURRENT) -> Said:
        """The effect in our words (``words``: an event's, which may be a game's old words): English, each piece
        naming its message (``dice-fx-...``, ``dice-gfx-...``)."""
        bits: list[Why] = []

        def add(text: str, key: str, **args: object) -> None:
            bits.append(Why(text, key, **args))

        for v, one, other, what in ((self.soldiers, "Soldier", "Soldiers", "soldiers"),
                                    (self.courage, "Courage", "Courage", "courage"),
                                    (self.stars, "Star", "Stars", "stars"), (self.ip, "Item Point", "Item Points", "ip")):
            if v:
                add(f"+{words(v, one, other, was=PLURAL)}", "dice-fx-gain", what=what, n=v)
        if self.units_lose_soldiers:
            add(f"every Allied Unit loses {words(self.units_lose_soldiers, 'Soldier')}", "dice-gfx-units-lose-soldiers",
                n=self.units_lose_soldiers)
        if self.units_lose_courage:
            add(f"every Allied Unit loses {self.units_lose_courage} Courage", "dice-gfx-units-lose-courage",
                n=self.units_lose_courage)
        if self.units_gain_soldiers:
            add(f"every Allied Unit gains {words(self.units_gain_soldiers, 'Soldier')}", "dice-gfx-units-gain-soldiers",
                n=self.units_gain_soldiers)
        if self.unit_loses:
            add(f"an Allied Unit of your choice loses 1 {self.unit_loses} (its player picks which)", "dice-gfx-unit-loses",
                kind=self.unit_loses)
        if self.draw_awards:
            add(f"draw {words(self.draw_awards, 'Award')} at random", "dice-gfx-draw-awards", n=self.draw_awards)
        if self.pick_award:
            add("take the Award of your choice from the deck, then shuffle it", "dice-gfx-pick-award")
        if self.look_awards:
            add(f"look at the top {words(self.look_awards, 'Award', was=PLURAL)} and reorder "
                f"{words.text('it' if self.look_awards == 1 else 'them', 'them')}", "dice-gfx-look-awards",
                n=self.look_awards)
        if self.reroll_dice:
            add(f"reroll up to {words(self.reroll_dice, 'unlocked die', 'unlocked dice', was='unlocked die/dice')} "
                "of your Final Tally", "dice-gfx-reroll-dice", n=self.reroll_dice)
        if self.add_results:
            add(f"add {words(self.add_results, 'black result')} of your choice to your Final Tally",
                "dice-gfx-add-results", n=self.add_results)
        if self.steal_die:
            add("take a die of an Allied Unit's Final Tally (it turns black)", "dice-gfx-steal-die")
        if self.extra_find:
            add(f"find {words(self.extra_find, 'more Item')} this turn, paying "
                f"{words.text('its' if self.extra_find == 1 else 'their', 'their')} cost", "dice-gfx-extra-find",
                n=self.extra_find)
        if self.activates:
            add("activates every " + ("Land Mine" if self.activates == "mines" else "Machine Gun Fire")
                + " of the Battle Map while with you", "dice-gfx-activates", what=self.activates)
        if self.lose_soldiers:
            add(f"lose {words(self.lose_soldiers, 'Soldier', was=PLURAL)}", "dice-gfx-lose-soldiers", n=self.lose_soldiers)
        if self.lose_specialist:
            add("lose 1 Specialist", "dice-gfx-lose-specialist")
        if self.lose_award:
            add("lose 1 Award", "dice-gfx-lose-award")
        return Said(bits, empty=Why("no effect", "dice-fx-none"))


class _Rec(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(pattern=r"^[a-z][a-z0-9-]*$")
    name: str
    provenance: GProvenance
    reason: str = Field(min_length=3, max_length=300)
    placeholder: bool = False


class GermanSpecialist(_Rec):
    stars: int = Field(ge=0, le=20)
    effect: GermanEffect
    active: bool = False
    """Used once a turn with ``use`` (else passive: gains each Phase 3, activation while held)."""
    text: str = ""


class GermanItem(_Rec):
    ip: int = Field(ge=0, le=40)
    effect: GermanEffect
    solo_removed: bool = False


class Award(_Rec):
    black: bool
    effect: GermanEffect
    either: tuple[GermanEffect, ...] = ()
    """Black Awards: the losses to choose from (one of them; only what the German has)."""
    solo_removed: bool = False

    def describe(self, words: Counted = CURRENT) -> str:
        if self.either:
            return Why("Black Award, played at once: " + " OR ".join(e.describe(words) for e in self.either),
                       "dice-gfx-black-award", either=[as_argument(e.describe(words)) for e in self.either])
        return self.effect.describe(words)


class RBNOption(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    key: str
    label: str
    effect: GermanEffect


class RBNBonus(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    face: str
    name: str
    provenance: GProvenance
    reason: str
    options: tuple[RBNOption, ...]


class GRule(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    value: int
    provenance: GProvenance
    reason: str
    text: str


class VsGerman(BaseModel):
    """What an Allied Atlantikwall card does to the German: each Phase 3 while held, or once when used."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    when: Literal["phase3", "use"]
    soldiers: int = 0
    courage: int = 0
    specialist: int = 0


class GermanData:
    __slots__ = ("specialists", "items", "awards", "rbn", "rules", "allies", "vs_german", "hash")

    def __init__(self, raw: dict[str, Any]) -> None:
        self.specialists = {r["id"]: GermanSpecialist.model_validate(r) for r in raw["specialists"]}
        self.items = {r["id"]: GermanItem.model_validate(r) for r in raw["items"]}
        self.awards = {r["id"]: Award.model_validate(r) for r in raw["awards"]}
        self.rbn = {b["face"]: RBNBonus.model_validate(b) for b in raw["rbn"]}
        self.rules = {r["id"]: GRule.model_validate(r) for r in raw["rules"]}
        self.allies: dict[str, dict[str, dict[str, Any]]] = {
            "specialists": {r["id"]: {k: v for k, v in r.items() if k != "id"} for r in raw["allies"]["specialists"]},
            "items": {r["id"]: {k: v for k, v in r.items() if k != "id"} for r in raw["allies"]["items"]},
        }
        self.vs_german = {k: VsGerman.model_validate(v) for k, v in raw["allies"]["vs_german"].items()}
        blob = json.dumps(raw, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        self.hash = hashlib.sha256(blob.encode()).hexdigest()[:16]

    def rule(self, key: str) -> int:
        return self.rules[key].value


def _read(name: str) -> Any:
    return json.loads((DATA_DIR / name).read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def german_data() -> GermanData:
    rules = _read("german_rules.json")
    return GermanData({
        "specialists": _read("german_specialists.json")["records"],
        "items": _read("german_items.json")["records"],
        "awards": _read("awards.json")["records"],
        "rbn": rules["rbn"], "rules": rules["rules"], "allies": _read("atlantikwall_allies.json"),
    })
