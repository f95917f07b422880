"""The typed values inside a Pegasus Bridge state (:class:`~rules.pegasus_bridge.state.PBState`): each a small frozen
pydantic model read by attribute, whose JSON form is the object the state has always stored, key for key.

Two kinds:

- Records of a fixed shape (a card on the stack or on a front's table, a fight, a front, the Assault, a card's
  choice, the campaign and its results, the blue tokens, the outcome): readable field names in Python, the short
  stored keys as their aliases (``card`` is stored as ``"c"``); a key the record only sometimes holds (``st``,
  ``sac``, ``ch``, ``cancels``, ``in_fight``, ``retreat``, ``total``, ``band``) is left out of the JSON while it
  is unset (``None``).
- Notes (:class:`Notes`: the flow's :class:`Flags` and the Terrain piles' :class:`TerrainNotes`): a field is in the
  JSON only once written, and the JSON keeps the order in which the entries were first written (so a state dumps
  to the very text it was stored as). A field never written reads as its default.

Nothing here is changed in place: the working context (:class:`~rules.pegasus_bridge.common.GameBase`) writes a new
value (:func:`rules.core.copies.copied`, :meth:`Record.evolve`, :meth:`Notes.noted`, :meth:`Notes.dropped`) and the state that held the
old one keeps it.

Speed (issue #47: an apply writes these a few dozen times, the computer's search applies thousands of times a
decision): a write copies with :func:`copied`, not pydantic's ``model_copy`` (which copies the set of fields given
and the private values through its general ``__copy__``); a Notes' order of entries is kept in pydantic's private
slot by hand (no declared private attribute, so a loaded note skips pydantic's private-attribute set-up).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from pydantic import BaseModel, ConfigDict, Field, model_serializer, model_validator
from pydantic_core.core_schema import ValidatorFunctionWrapHandler

from rules.core.copies import copied

_AS_STORED = frozenset({bool, int, str, type(None), tuple})
"""The kinds of value a note holds as they are written (:meth:`Notes.noted`)."""


M = TypeVar("M", bound=BaseModel)
_put = object.__setattr__


def _unset(value: Any) -> bool:
    return value is None




class Record(BaseModel):
    """A stored record of a fixed shape: frozen, read by its Python field names, stored under its aliases."""

    model_config = ConfigDict(frozen=True, extra="forbid", validate_by_name=True, validate_by_alias=True,
                              serialize_by_alias=True)

    def evolve(self, **changes: Any) -> Self:
        """A copy with ``changes`` to its fields, named as in Python (copy-on-write; the values are trusted, not
        validated: tuples for lists, records for records)."""
        if not changes.keys() <= type(self).__pydantic_fields__.keys():
            unknown = sorted(changes.keys() - type(self).__pydantic_fields__.keys())
            raise TypeError(f"{type(self).__name__} has no field {', '.join(unknown)}")
        return copied(self, changes)


class StackEntry(Record):
    """A card played and not yet resolved (the state's ``stack``)."""

    card: str = Field(alias="c")
    seat: str = Field(alias="s")
    played_as: str = Field(alias="as")
    """``unit``, ``action`` (a Unit played as a Combat Action), ``ca`` (a Combat Action) or ``event``."""
    front: int | None = Field(alias="f")
    windowed: bool = Field(alias="w")
    """Whether the opponent has had their cancellation window after it."""
    sacrificed: tuple[str, ...] | None = Field(default=None, alias="sac", exclude_if=_unset)
    """The Units given up with it (a sacrifice), when any."""
    cancels: bool | None = Field(default=None, exclude_if=_unset)
    """Set on an answer played in a window: whether it cancels the card under it."""


class TableEntry(Record):
    """A card on a front's table (in the order played)."""

    card: str = Field(alias="c")
    side: str = Field(alias="s")
    played_as: str = Field(alias="as")
    state: str | None = Field(default=None, alias="st", exclude_if=_unset)
    """A Unit's state: ``fighting``, ``won``, ``destroyed``, ``absorbed`` (a Unit's only)."""


class FightCard(Record):
    """A card played into a fight on one side (adds to that side's total)."""

    card: str = Field(alias="c")
    played_as: str = Field(alias="as")
    sacrificed: tuple[str, ...] | None = Field(default=None, alias="sac", exclude_if=_unset)
    option: str | None = Field(default=None, alias="ch", exclude_if=_unset)
    """The option chosen for a card with a choice, once chosen."""


class Fight(Record):
    """The fight on a front: the German Unit, the British one once placed, whose turn it is, the cards and tokens
    each side added, and the sides barred from tossing tokens."""

    german: str = Field(alias="g")
    british: str | None = Field(alias="b")
    turn: str
    """``g_init`` (the German's initiative), ``b_place`` (the British places a Unit), ``british`` or ``german``."""
    cards: Mapping[str, tuple[FightCard, ...]]
    tokens: Mapping[str, int] = Field(alias="tok")
    """What each side's tossed tokens add to its total."""
    banned: tuple[str, ...] = Field(alias="ban")


class Front(Record):
    """One front of an Assault: its Terrain, its kind, the German Unit limit's modifiers, the Units played and
    fought, who won it (``closed``), its fight and its table."""

    terrain: str = Field(alias="t")
    kind: str
    """``normal``, ``hold`` (the British loses a Strength Point but the Assault goes on) or ``ranville``."""
    mod: int
    """The German Unit limit's change by cards."""
    smod: int
    """The German Unit limit's change by the scenario (the Ranville bridge)."""
    units: int
    german_fought: int = Field(alias="gf")
    british_fought: int = Field(alias="bf")
    closed: str | None
    """The side that won this front, once it is over."""
    fight: Fight | None
    table: tuple[TableEntry, ...]
    destroyed_won: bool = Field(alias="dwin")
    """The British has just destroyed a Unit here and may answer with a limit card before the German plays again."""


class Assault(Record):
    """The current Assault: its fronts, the tokens each side tossed with success (back at its end), the round."""

    fronts: tuple[Front, ...]
    out: Mapping[str, Mapping[str, int]]
    round: str = "german"
    retreat: bool | None = Field(default=None, exclude_if=_unset)


class CardChoice(Record):
    """A played card whose owner must choose one of its options."""

    seat: str
    card: str = Field(alias="c")
    front: int | None = Field(alias="f")
    event: bool
    in_fight: bool | None = Field(default=None, exclude_if=_unset)


class ScenarioResult(Record):
    """A campaign scenario's result."""

    scenario: str
    winner: str
    vp: int
    detail: str


class Campaign(Record):
    """The campaign's record: its stage, each scenario's result, and at its end the total and its band."""

    stage: int
    results: tuple[ScenarioResult, ...]
    total: int | None = Field(default=None, exclude_if=_unset)
    band: str | None = Field(default=None, exclude_if=_unset)


class BlueTokens(Record):
    """The campaign's blue tokens: the German's, those gone to the British, those set aside, and the Terrain one
    is on this turn (``""``: none)."""

    german: int
    british: int
    lost: int
    on: str


class Ending(Record):
    """How the game ended: its winners and why."""

    winners: tuple[str, ...]
    reason: str


class HeroicPick(Record):
    """A heroic-card pick under way, a pending step kept in the flags: the seats still to take a card, the cards they
    may not take, and the step the flow goes on to."""

    seats: tuple[str, ...]
    exclude: tuple[str, ...]
    then: str


class Notes(BaseModel):
    """Entries written one by one: the JSON holds those written, in the order first written (see module docs)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    @model_validator(mode="wrap")
    @classmethod
    def _keep_order(cls, data: Any, handler: ValidatorFunctionWrapHandler) -> Any:
        notes = handler(data)
        if isinstance(data, Mapping):
            _put(notes, "__pydantic_private__", {"_written": tuple(data)})
        return notes

    @model_serializer(mode="plain")
    def _in_order(self) -> dict[str, Any]:
        fields = self.__dict__
        return {k: fields[k] for k in _order(self)}

    def written(self, name: str) -> bool:
        """Whether entry ``name`` has been written (and not dropped)."""
        return name in _order(self)

    def entries(self) -> dict[str, Any]:
        """The entries written, in order."""
        fields = self.__dict__
        return {k: fields[k] for k in _order(self)}

    def noted(self, **changes: Any) -> Self:
        """A copy with ``changes`` written (a new entry goes last). Values already of a stored kind (a bool, a
        number, a string, ``None``, a tuple, a record) are copied as they are; any other (a list, a dict) has the
        whole copy validated, which makes it one."""
        if not all(type(v) in _AS_STORED or isinstance(v, Record) for v in changes.values()):
            return self.model_validate({**self.entries(), **changes})
        if not changes.keys() <= type(self).__pydantic_fields__.keys():
            return self.model_validate({**self.entries(), **changes})  # refused there, with the names
        notes = copied(self, changes)
        written = _order(self)
        added = tuple(k for k in changes if k not in written)
        _put(notes, "__pydantic_private__", {"_written": written + added if added else written})
        return notes

    def dropped(self, name: str) -> Self:
        """A copy without entry ``name`` (it reads as its default again)."""
        return self.model_validate({k: v for k, v in self.entries().items() if k != name})


def _order(notes: Notes) -> tuple[str, ...]:
    """The names of the entries of ``notes`` written, in order (every Notes is validated, which puts them)."""
    written: tuple[str, ...] = notes.__pydantic_private__["_written"]  # type: ignore[index]
    return written


class Flags(Notes):
    """The flow's notes to itself, within a turn or a setup."""

    mull: tuple[str, ...] = ()
    """Seats that kept their starting hand or took a new one."""
    mull_then: str | None = None
    """The step after the mulligans."""
    hp: HeroicPick | None = None
    hpicked: bool = False
    """The Turn token's heroic card was taken this turn."""
    approach_swaps: int = 0
    """Scenario 2: how many times the British may still swap the Approach Terrain."""
    chooser: str | None = None
    """The seat choosing the next Terrain."""
    from_objectives: bool = False
    """The revealed Terrains came from the scenario 2 objectives (not shown as revealed)."""
    next_pile: bool = False
    """Scenario 3: the active bridge is done, the next pile is picked."""
    reserved: bool = False
    """Scenario 1B: the German has set aside the counter-attack reserve this turn."""
    bdraw: bool = False
    gdraw: bool = False
    """The British/German drew their cards of the phase."""
    spent_british: bool = False
    spent_german: bool = False
    """The seat spent tokens to draw this phase."""
    winner: str | None = None
    """The winner of this turn's Assault."""


class TerrainNotes(Notes):
    """The Terrain piles of the scenario (scenario 1: one pile; 2: the Approach, objectives and battery piles;
    3: the bridges' piles, their order, the active one)."""

    pile: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    unused: tuple[str, ...] = ()
    ranville: str | None = None
    """The Ranville bridge's face (scenario 1B)."""
    benouville_taken: bool = False
    pegasus_held: bool = False
    approach: tuple[str, ...] = ()
    objectives: tuple[str, ...] = ()
    battery: tuple[str, ...] = ()
    out: tuple[str, ...] = ()
    next: str | None = None
    """Scenario 2: the pile the next Terrain comes from (``battery``, ``objectives``, ``choice``)."""
    pool: tuple[str, ...] = ()
    piles: Mapping[str, tuple[str, ...]] = Field(default_factory=dict)
    order: tuple[str, ...] = ()
    done: tuple[str, ...] = ()
    active: str | None = None
    pt: int = 0
    """Scenario 3: Progression turns spent on the active bridge."""
