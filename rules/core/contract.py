"""The one contract every game engine implements (see docs/architecture.md).

The service layer knows nothing about any particular game: it stores the
action log, calls :meth:`GameEngine.apply`, and presents the events, prompts
and views that come back. Everything a player may decide is described by a
:class:`Prompt`; everything that happened is an :class:`Event`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field

from rules.core.errors import InvalidOptionError


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


@runtime_checkable
class GameEngine(Protocol):
    """What a game package provides. All methods are pure; none mutates its input."""

    spec: GameSpec

    def initial_state(
        self,
        seats: Sequence[str],
        options: Mapping[str, str],
        seed: int,
        dice_script: Sequence[int] = (),
    ) -> tuple[Any, tuple[Event, ...]]:
        """Return the state after setup, and the events of any automatic steps up to the first prompt."""

    def prompts(self, state: Any) -> tuple[Prompt, ...]:
        """Return who must decide what now; empty once the game is over."""

    def apply(self, state: Any, seat: str, action: Any) -> Step:
        """Validate and apply ``action`` for ``seat``; raise :class:`RuleError` when refused."""

    def options(self, state: Any, seat: str, partial: str = "") -> list[Choice]:
        """Return legal action texts for ``seat`` that start with ``partial`` (autocomplete)."""

    def field_choices(
        self, state: Any, seat: str, kind: str, field: str, filled: Mapping[str, str]
    ) -> list[Choice]:
        """Return legal values for one field of a structured command (slash-command autocomplete)."""

    def parse_action(self, text: str) -> Any:
        """Read an action from its text form; raise :class:`InvalidActionError`."""

    def format_action(self, action: Any) -> str:
        """Return the text form of an action; ``parse_action(format_action(a)) == a``."""

    def accepts_out_of_turn(self, state: Any, action: Any) -> bool:
        """Return True if ``action`` may be sent by a seat that is not prompted (standing settings)."""

    def view(self, state: Any, seat: str | None) -> BaseModel:
        """Return what ``seat`` (or a spectator, ``None``) may see."""

    def outcome(self, state: Any) -> Outcome | None:
        """Return the outcome once the game is over, else ``None``."""

    def phase_label(self, state: Any) -> str:
        """Return a short label of where the game is ("Turn 3 · Order 08 Allies Move")."""

    def phase_key(self, state: Any) -> tuple[int, int]:
        """Return a sortable (turn, phase number) used to find a past board."""

    def dump_state(self, state: Any) -> str:
        """Return the state as JSON."""

    def load_state(self, text: str) -> Any:
        """Return the state read from :meth:`dump_state` output."""


def start_state(
    engine: GameEngine,
    ruleset: str,
    seats: Sequence[str],
    options: Mapping[str, str],
    seed: int,
    dice_script: Sequence[int] = (),
) -> tuple[Any, tuple[Event, ...]]:
    """Set up a game recorded under ``ruleset``: the current one, or an older one the engine replays."""
    if ruleset == engine.spec.ruleset_version:
        return engine.initial_state(seats, options, seed, dice_script)
    if ruleset in engine.spec.replays:
        return engine.initial_state(  # type: ignore[call-arg]  # an engine listing replays takes ruleset=
            seats, options, seed, dice_script, ruleset=ruleset
        )
    raise InvalidOptionError(
        f"This game was played under rules {ruleset}; this bot plays {engine.spec.ruleset_version}"
        + (f" and replays {', '.join(engine.spec.replays)}" if engine.spec.replays else "") + "."
    )


def seats_for(engine: GameEngine, options: Mapping[str, str]) -> tuple[str, ...]:
    """Return the seats of a game played with ``options``.

    An engine whose seats depend on its options (e.g. two or three players)
    defines ``seats_for(options)``; otherwise the seats are ``spec.seats``.
    """
    method = getattr(engine, "seats_for", None)
    return tuple(method(options)) if method is not None else engine.spec.seats


def unplayable(engine: GameEngine, options: Mapping[str, str]) -> str | None:
    """Why the lobby refuses ``options`` although each value is allowed, or ``None``.

    For a combination an engine can set up but does not play whole yet (an Overlord campaign whose Raids
    still miss rules): the engine defines ``unplayable(options)``. Engine-level tests may still start such
    games; players may not.
    """
    method = getattr(engine, "unplayable", None)
    return method(options) if method is not None else None


def seat_names_for(engine: GameEngine, options: Mapping[str, str]) -> Mapping[str, str]:
    """Return the seats' display names for a game played with ``options``.

    An engine whose names depend on the options (D-Day Dice: "Unit 1 (U.S.)") defines
    ``seat_names_for(options)``; otherwise the names are ``spec.seat_names``.
    """
    method = getattr(engine, "seat_names_for", None)
    return method(options) if method is not None else engine.spec.seat_names


def seat_teams(engine: GameEngine, options: Mapping[str, str]) -> dict[str, str]:
    """Return each seat's Team (``{"t1u1": "Team Able", ...}``) for a game played in Teams, else ``{}``.

    A game played in Teams defines ``seat_teams(options)`` (D-Day Dice: Overlord); any other has none. A
    game with fewer than two Teams has no Teams to tell apart: ``{}``.
    """
    method = getattr(engine, "seat_teams", None)
    teams = dict(method(options)) if method is not None else {}
    return teams if len(set(teams.values())) >= 2 else {}


def public_action_text(engine: GameEngine, action: Any) -> str:
    """Return what other players may read of ``action`` (its text, unless the engine hides a secret in it).

    Engines with secret actions define ``public_text(action)``.
    """
    method = getattr(engine, "public_text", None)
    return method(action) if method is not None else engine.format_action(action)


def start_notes(engine: GameEngine, options: Mapping[str, str]) -> list[str]:
    """Return the sentences a game's start message adds about its data (reconstructed, placeholders).

    Engines define ``start_notes(options)`` when the notes depend on the options; otherwise the
    spec's ``data_provenance`` sentence is used.
    """
    method = getattr(engine, "start_notes", None)
    if method is not None:
        return list(method(options))
    return [engine.spec.data_provenance] if engine.spec.data_provenance else []


def active_seats(engine: GameEngine, state: Any) -> frozenset[str]:
    """Return the seats the rules wait for. Engines may define a cheaper ``active_seats(state)``."""
    method = getattr(engine, "active_seats", None)
    if method is not None:
        return frozenset(method(state))
    return frozenset(p.seat for p in engine.prompts(state))


def asked(engine: GameEngine, state: Any) -> tuple[tuple[str, str], ...]:
    """Return ``(seat, kind)`` for each prompt, in order: what the service's timers are planned from.

    Engines may define a cheaper ``asked(state)`` that names the same pairs as
    :meth:`GameEngine.prompts` without building their choices and texts (a
    conformance test holds them equal).
    """
    method = getattr(engine, "asked", None)
    if method is not None:
        return tuple(method(state))
    return tuple((p.seat, p.kind) for p in engine.prompts(state))
