"""Card data of Opération Commando: Pegasus Bridge: schema, loader, overrides.

Every card is one record of ``data/cards.json`` (see :class:`CardRecord`),
keyed by its printed number as a string (``"1502"``, terrain faces
``"1014A"``/``"1014B"``). Nothing in the phase code names a card: the rules
read the structured ``effect`` of a record (:class:`CardEffect` for Units,
Events and Combat Actions, :class:`TerrainEffect` for Terrains).

Provenance (field ``provenance``):

- ``rulebook``: the card is named by the rulebook and its effect as used here
  is stated there (see ``confirmed`` for the fields that are quoted facts;
  other fields, typically the copy counts, are our assumptions);
- ``inferred``: the card is named by the rulebook (or its number is) but its
  values or effect are our reading of indirect evidence;
- ``placeholder``: invented from the rulebook's mechanics to fill the deck.
  Its name always starts with ``"Placeholder: "``.

Overrides: an owner of the physical game can correct any record by number
with a JSON file named by the environment variable ``DDAY_PEGASUS_CARDS``
(a list of records, or ``{"cards": [...]}``; partial records merge over the
built-in one, nested ``effect``/``terrain``/``copies`` objects merge key by
key). The file is read only by :func:`load_table`, called at
``initial_state``; the game then stores the effective overridden records and
a hash of the whole effective table in its state (see :func:`table_from_state`),
so a game replays identically even if the file changes later.
"""

from __future__ import annotations

import hashlib
import json
import os
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

ENV_VAR = "DDAY_PEGASUS_CARDS"
DATA_FILE = Path(__file__).with_name("data") / "cards.json"

SIDES = ("british", "german")
LETTERS = ("P", "M", "D")
COUNTERS = ("german_fought_here", "british_fought_here", "parachutistes_fought")


class PerCount(BaseModel):
    """``value`` per item of ``counter`` (see module docs of effects), at most ``max`` in total."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    counter: Literal["german_fought_here", "british_fought_here", "parachutistes_fought"]
    value: int = 1
    max: int | None = None


class VsBonus(BaseModel):
    """Extra combat bonus against an enemy Unit whose printed value is at least ``min_value``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    min_value: int
    bonus: int


class TokenGain(BaseModel):
    """Take tokens: ``normal`` from the Reserve, ``plus3``/``thornton`` from the special pool."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: Literal["normal", "plus3", "thornton"] = "normal"
    count: int = 1


class Sacrifice(BaseModel):
    """Discard up to ``max`` Units from hand when playing the card: ``per`` combat each."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    per: int = 2
    max: int = 2


class CardEffect(BaseModel):
    """Effect primitives of a Unit, Event or Combat Action (all optional, all combinable).

    Combat primitives (``combat``, ``per_count``, ``vs``) count for the card's own
    side in the fight where it stands; one-shot primitives (``draw``, ``gain_tokens``,
    ``opponent_discards``, ``retrieve``, ``unit_limit``) apply once when the card
    resolves (after the opponent's chance to cancel it).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    combat: int = 0
    per_count: PerCount | None = None
    vs: VsBonus | None = None
    as_combat_action: int | None = None
    """A Unit that may also be played as a Combat Action giving this bonus."""
    ban_tokens: bool = False
    """Unit: the opponent may not use normal tokens against it (heroic special tokens still may).
    Combat Action: the opponent may not toss any token for the rest of this fight."""
    ban_combat_actions: bool = False
    """Unit: the opponent may not play non-heroic Combat Actions against it."""
    cancel: tuple[Literal["unit", "event", "combat_action"], ...] = ()
    """A cancellation card: played right after an opponent's card of one of these kinds
    (as it was played), which is then discarded without effect."""
    answers_limit: int = 0
    """May also be played right after an opponent's card whose ``unit_limit`` has this sign."""
    unit_limit: int = 0
    """Change to the number of German Units allowed on the current Terrain (cumulative)."""
    gain_tokens: TokenGain | None = None
    draw: int = 0
    opponent_discards: int = 0
    """The opponent discards this many cards from their hand, at random."""
    retrieve: Literal["unit", "event", "combat_action", "any"] | None = None
    """Take back the most recently discarded card of this kind from your discard pile."""
    sacrifice: Sacrifice | None = None
    choice: tuple[ChoiceOption, ...] = ()
    """The player picks one option (after the opponent's chance to cancel)."""


class ChoiceOption(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    key: str
    label: str
    effect: CardEffect


CardEffect.model_rebuild()


class TurnFaceBonus(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    british: dict[str, int] = Field(default_factory=dict)
    """Combat bonus by side while the Turn token shows the British face."""
    german: dict[str, int] = Field(default_factory=dict)


class TerrainEffect(BaseModel):
    """Effect primitives of a Terrain card (hooks: on enter, during the turn, in combat)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    combat: dict[str, int] = Field(default_factory=dict)
    """Combat bonus for every fight on this Terrain, by side."""
    base_value: dict[str, int] = Field(default_factory=dict)
    """By side: the printed Combat value of that side's Units counts as this number."""
    no_tokens: tuple[str, ...] = ()
    """Sides that may not toss tokens on this Terrain."""
    units_as_combat_action: int | None = None
    """Both sides may play any Unit as a Combat Action giving this bonus."""
    spend_tokens_to_draw: bool = False
    """In their own phase each player may once spend N tokens to draw N cards."""
    turn_face_combat: TurnFaceBonus | None = None
    on_enter_tokens: dict[str, int] = Field(default_factory=dict)
    on_enter_draw: dict[str, int] = Field(default_factory=dict)
    no_assault: bool = False
    """No Assault Phase is played on this Terrain."""
    fate_heroic: str | None = None
    """During the British phase the Fate token is tossed; a success puts this heroic card in their hand."""

    @field_validator("combat", "base_value", "on_enter_tokens", "on_enter_draw")
    @classmethod
    def _sides(cls, v: dict[str, int]) -> dict[str, int]:
        for k in v:
            if k not in SIDES:
                raise ValueError(f"unknown side {k!r}")
        return v


class TerrainStats(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    size: int | None = Field(default=None, ge=0, le=9)
    """German Units allowed (red box); ``None`` for a Terrain without Assault."""
    draw_british: int = Field(ge=0, le=6)
    draw_german: int = Field(ge=0, le=6)
    back: str | None = None
    """The number of the other face of a double-sided Terrain."""


class CardRecord(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    number: str
    name: str
    side: Literal["british", "german", "terrain"]
    type: Literal["unit", "event", "combat_action", "terrain"]
    value: int | None = Field(default=None, ge=0, le=9)
    unit_type: str | None = None
    heroic: bool = False
    copies: dict[str, int] = Field(default_factory=dict)
    terrain: TerrainStats | None = None
    effect: CardEffect = Field(default_factory=CardEffect)
    terrain_effect: TerrainEffect = Field(default_factory=TerrainEffect)
    text: str
    provenance: Literal["rulebook", "inferred", "placeholder"]
    confirmed: tuple[str, ...] = ()
    """Fields stated by the rulebook (the rest are our reconstruction)."""
    notes: str = ""

    @model_validator(mode="after")
    def _check(self) -> CardRecord:
        for k, v in self.copies.items():
            if k not in LETTERS or v < 0:
                raise ValueError(f"card {self.number}: bad copies entry {k}={v}")
        if self.type == "terrain":
            if self.side != "terrain" or self.terrain is None:
                raise ValueError(f"card {self.number}: a terrain needs side 'terrain' and terrain stats")
        else:
            if self.side == "terrain":
                raise ValueError(f"card {self.number}: only terrains have side 'terrain'")
            if (self.type == "unit") != (self.value is not None):
                raise ValueError(f"card {self.number}: Units and only Units have a combat value")
        if self.provenance == "placeholder" and not self.name.startswith("Placeholder: "):
            raise ValueError(f"card {self.number}: a placeholder's name must start with 'Placeholder: '")
        if self.provenance != "placeholder" and self.name.startswith("Placeholder"):
            raise ValueError(f"card {self.number}: only placeholders are named 'Placeholder'")
        return self

    def count(self, letter: str) -> int:
        return self.copies.get(letter, 0)

    @property
    def physical(self) -> int:
        """Physical copies in the box: the largest per-scenario count (one card serves several scenarios)."""
        return max(self.copies.values(), default=0)


class CardFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    version: int
    note: str = ""
    cards: list[CardRecord]

    @model_validator(mode="after")
    def _unique(self) -> CardFile:
        seen: set[str] = set()
        for c in self.cards:
            if c.number in seen:
                raise ValueError(f"card {c.number} appears twice")
            seen.add(c.number)
        for c in self.cards:
            if c.terrain and c.terrain.back and c.terrain.back not in seen:
                raise ValueError(f"terrain {c.number}: back face {c.terrain.back} is missing")
        return self


class CardTable:
    """The effective cards of one game: records by number plus a content hash."""

    __slots__ = ("cards", "hash", "overrides")

    def __init__(self, records: list[CardRecord], overrides: dict[str, dict[str, Any]]) -> None:
        self.cards: dict[str, CardRecord] = {c.number: c for c in records}
        self.overrides = overrides
        blob = json.dumps([c.model_dump(mode="json") for c in records], sort_keys=True, separators=(",", ":"))
        self.hash = hashlib.sha256(blob.encode()).hexdigest()[:16]

    def __getitem__(self, number: str) -> CardRecord:
        return self.cards[number]

    def __contains__(self, number: object) -> bool:
        return number in self.cards

    def get(self, number: str) -> CardRecord | None:
        return self.cards.get(number)

    def deck(self, side: str, letter: str) -> list[str]:
        """The draw deck of ``side`` for scenario letter ``letter`` (heroic cards excluded), unshuffled."""
        out: list[str] = []
        for c in self.cards.values():
            if c.side == side and not c.heroic:
                out.extend([c.number] * c.count(letter))
        return out

    def heroics(self, side: str, letter: str) -> list[str]:
        return [c.number for c in self.cards.values() if c.side == side and c.heroic and c.count(letter) > 0]

    def terrains(self, letter: str) -> list[str]:
        out: list[str] = []
        for c in self.cards.values():
            if c.type == "terrain":
                out.extend([c.number] * c.count(letter))
        return out

    def name(self, number: str) -> str:
        c = self.cards.get(number)
        return c.name if c else number

    def label(self, number: str) -> str:
        """``"1502 Patrouille (2)"``: number, name and printed value for Units."""
        c = self.cards.get(number)
        if c is None:
            return number
        if c.type == "unit":
            return f"{number} {c.name} ({c.value})"
        return f"{number} {c.name}"


def _merge(base: dict[str, Any], patch: dict[str, Any]) -> dict[str, Any]:
    out = dict(base)
    for k, v in patch.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = _merge(out[k], v)
        else:
            out[k] = v
    return out


@lru_cache(maxsize=1)
def builtin_records() -> tuple[CardRecord, ...]:
    """The shipped card file, validated by :class:`CardFile`."""
    data = json.loads(DATA_FILE.read_text(encoding="utf-8"))
    return tuple(CardFile.model_validate(data).cards)


def _apply_overrides(patches: dict[str, dict[str, Any]]) -> tuple[list[CardRecord], dict[str, dict[str, Any]]]:
    """Merge ``patches`` (number -> partial record) over the built-in records; return records and effective overridden records."""
    base = {c.number: c.model_dump(mode="json") for c in builtin_records()}
    effective: dict[str, dict[str, Any]] = {}
    for number, patch in patches.items():
        merged = _merge(base[number], patch) if number in base else dict(patch)
        merged["number"] = number
        record = CardRecord.model_validate(merged)
        base[number] = record.model_dump(mode="json")
        effective[number] = base[number]
    records = [CardRecord.model_validate(v) for v in base.values()]
    CardFile(version=1, cards=records)  # uniqueness and back faces
    return records, effective


def read_override_file(path: str | os.PathLike[str]) -> dict[str, dict[str, Any]]:
    """Read an override file: a list of (partial) records, or ``{"cards": [...]}``; key them by number."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    if isinstance(data, dict):
        data = data.get("cards", [])
    if not isinstance(data, list):
        raise ValueError(f"{path}: expected a list of card records")
    out: dict[str, dict[str, Any]] = {}
    for rec in data:
        if not isinstance(rec, dict) or "number" not in rec:
            raise ValueError(f"{path}: every override record needs a 'number'")
        out[str(rec["number"])] = {k: v for k, v in rec.items() if k != "number"}
    return out


_TABLES: dict[str, CardTable] = {}


def load_table() -> CardTable:
    """The effective table for a new game: built-in records plus the override file named by ``DDAY_PEGASUS_CARDS``."""
    path = os.environ.get(ENV_VAR, "").strip()
    patches = read_override_file(path) if path else {}
    return table_from_overrides(patches)


_BY_PATCH: dict[str, CardTable] = {}


def table_from_overrides(patches: dict[str, dict[str, Any]]) -> CardTable:
    key = json.dumps(patches, sort_keys=True)
    cached = _BY_PATCH.get(key)
    if cached is not None:
        return cached
    records, effective = _apply_overrides(patches) if patches else (list(builtin_records()), {})
    table = CardTable(records, effective)
    _TABLES.setdefault(table.hash, table)
    _BY_PATCH[key] = _TABLES[table.hash]
    return _TABLES[table.hash]


def table_from_state(cards_hash: str, overrides: dict[str, dict[str, Any]]) -> CardTable:
    """The table a game was started with: built-in records plus the overridden records stored in its state."""
    table = _TABLES.get(cards_hash)
    if table is not None:
        return table
    table = table_from_overrides(overrides)
    if table.hash != cards_hash:
        raise ValueError(
            f"this game was started with card data {cards_hash} but the built-in card file now gives "
            f"{table.hash}; it cannot be replayed with this version of the rules"
        )
    return table


def builtin_table() -> CardTable:
    return table_from_overrides({})


TEXT_KEY = "pb-text-"
"""How the message naming a card's effect begins (``pb-text-1502``): the catalogues word the shipped texts."""


@lru_cache(maxsize=1)
def _builtin_texts() -> dict[str, str]:
    return {c.number: c.text for c in builtin_records()}


def text_key(record: CardRecord) -> str:
    """The message that words ``record``'s effect in the reader's language (``pb-text-<number>``), or "" when an
    override gave the card a text of its own (the catalogues word the shipped text only; that one is shown as
    written)."""
    return TEXT_KEY + record.number if _builtin_texts().get(record.number) == record.text else ""


SCENARIO_LETTER = {"1A": "P", "1B": "P", "2": "M", "3": "D"}


def placeholders_in_play(scenario: str, table: CardTable | None = None) -> list[str]:
    """Numbers of placeholder cards used by ``scenario`` (``1A|1B|2|3|campaign``); empty if none."""
    table = table or builtin_table()
    scenarios = ("1B", "2", "3") if scenario == "campaign" else (scenario,)
    found: set[str] = set()
    for scen in scenarios:
        letter = SCENARIO_LETTER[scen]
        for c in table.cards.values():
            if c.provenance == "placeholder" and c.count(letter) > 0:
                if scen == "1A" and c.heroic:
                    continue
                found.add(c.number)
    return sorted(found)


def uses_placeholders(scenario: str, table: CardTable | None = None) -> bool:
    """True when ``scenario`` puts at least one placeholder card in play (the start message says so)."""
    return bool(placeholders_in_play(scenario, table))
