"""The values every game engine and the service exchange (see docs/architecture.md).

The engine itself is :class:`rules.core.engine.GameEngine`, the base every game subclasses. Everything a player
may decide is described by a :class:`Prompt`; everything that happened is an :class:`Event`; a game is found and
started by its :class:`GameSpec`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class OptionSpec(BaseModel):
    """A game option chosen at ``/game new`` (``--option KEY=VALUE`` in the console)."""

    model_config = ConfigDict(frozen=True)

    key: str
    values: tuple[str, ...]
    default: str
    help: str
    implemented: tuple[str, ...] | None = None
    """Values the engine can play today; ``None`` means all of ``values``."""
    labels: Mapping[str, str] = Field(default_factory=dict)
    """Words for the values that say little by themselves (``"1a"`` -> the scenario's name), at most 90
    characters each; menus show them instead of the bare value."""


class GameSpec(BaseModel):
    """Registry entry: how a game is found and what it needs to start."""

    model_config = ConfigDict(frozen=True)

    id: str
    name: str
    aliases: tuple[str, ...] = ()
    seats: tuple[str, ...]
    seat_names: Mapping[str, str] = Field(default_factory=dict)
    options: tuple[OptionSpec, ...] = ()
    ruleset_version: str
    replays: tuple[str, ...] = ()
    """Older ruleset versions whose games this engine still replays and continues exactly
    (its ``initial_state`` then takes ``ruleset=``)."""
    data_provenance: str = ""
    """Player-facing sentence on reconstructed data, shown in the start message."""
    dice_sides: int = 6
    """Faces of the game's dice that a scripted value (``dday console --dice``) stands for: 6, or 2 for
    Pegasus Bridge's two-faced tokens. A draw the engine makes with the same dice (D-Day Dice's cards)
    takes a scripted value too, from 1 to the number of cards."""

    def option(self, key: str) -> OptionSpec | None:
        return next((o for o in self.options if o.key == key), None)

    def plays(self, ruleset: str) -> bool:
        """Return True if a game recorded under ``ruleset`` can be replayed and continued here."""
        return ruleset == self.ruleset_version or ruleset in self.replays


class Choice(BaseModel):
    """One legal answer: ``value`` is the action text, ``label`` what a menu shows.

    ``button`` marks a choice of a :class:`Prompt` as worth a button under the
    phase message: a complete, common answer (done, the default casualties, land
    everything from a box, keep the hand, ...) that applies as it stands, with a
    ``label`` in words ("Land all from Omaha"). The service offers only marked
    choices as buttons; unmarked ones are for menus and autocomplete.
    """

    model_config = ConfigDict(frozen=True)

    value: str
    label: str
    button: bool = False
    key: str = ""
    """The catalogue's name of ``label`` (issue #28; ``i18n``), with ``args``: where set, the label is shown in
    the reader's language; ``label`` stays the English words (kept, and shown when no key is set)."""
    args: Mapping[str, Any] = Field(default_factory=dict)


class Prompt(BaseModel):
    """A decision the rules wait for. ``default`` is what a deadline or standing order would pick."""

    model_config = ConfigDict(frozen=True)

    seat: str
    kind: str
    text: str
    choices: tuple[Choice, ...] = ()
    default: str | None = None
    key: str = ""
    """The catalogue's name of ``text``, with ``args`` (as :attr:`Choice.key`)."""
    args: Mapping[str, Any] = Field(default_factory=dict)

    def buttons(self) -> tuple[Choice, ...]:
        """The choices the engine marked as worth a button (see :class:`Choice`)."""
        return tuple(c for c in self.choices if c.button)


class Event(BaseModel):
    """Something that happened, past tense, with a one-line story for the history.

    ``seat`` set means only that seat may see the event (hidden information);
    ``None`` means it is public.
    """

    model_config = ConfigDict(frozen=True)

    kind: str
    text: str
    data: dict[str, Any] = Field(default_factory=dict)
    dice: tuple[int, ...] = ()
    seat: str | None = None
    phase: str = ""
    key: str = ""
    """The catalogue's name of ``text`` (issue #28): the engine names the message and gives its ``args`` (plain
    JSON values: ids, counts, dice); the words, in the table's language, are chosen where the event is shown.
    ``text`` stays the English line (for the log, exports and events stored before a key existed); a test
    holds the English catalogue to it for every keyed event of played games."""
    args: dict[str, Any] = Field(default_factory=dict)


class Outcome(BaseModel):
    """How a finished game ended."""

    model_config = ConfigDict(frozen=True)

    winners: tuple[str, ...]
    reason: str


class Step(BaseModel):
    """The result of one applied action."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    state: Any
    events: tuple[Event, ...]
