"""The base class every game engine subclasses (issue #47): the contract, written once.

The service knows nothing about any particular game: it stores the action log, calls :meth:`GameEngine.apply`,
and presents the events, prompts and views that come back (the data types are in :mod:`rules.core.contract`).
An engine implements the abstract methods; every other method has a default that a game needing more overrides
(its seats depend on its options, it hides a secret in an action, it names its words with a message). Callers call
every method directly: no method is looked up by name (``tests/test_architecture.py`` checks it), so a type checker
sees each call. The docstrings below are the methods' documentation; an engine's override needs no copy of them.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any

from pydantic import BaseModel

from rules.core.contract import Choice, Event, GameSpec, Outcome, Prompt, Step
from rules.core.errors import InvalidOptionError

Message = tuple[str, dict[str, Any]]
"""A catalogue message's name and its arguments (plain JSON values), chosen where the words are shown."""


class GameEngine(ABC):
    """What a game package provides. All methods are pure; none mutates its input."""

    spec: GameSpec

    # ------------------------------------------------------------------ required

    @abstractmethod
    def initial_state(
        self,
        seats: Sequence[str],
        options: Mapping[str, str],
        seed: int,
        dice_script: Sequence[int] = (),
    ) -> tuple[Any, tuple[Event, ...]]:
        """Return the state after setup, and the events of any automatic steps up to the first prompt.

        An engine listing older rulesets in ``spec.replays`` also takes ``ruleset=`` (see :func:`start_state`)."""

    @abstractmethod
    def prompts(self, state: Any) -> tuple[Prompt, ...]:
        """Return who must decide what now; empty once the game is over."""

    @abstractmethod
    def apply(self, state: Any, seat: str, action: Any) -> Step:
        """Validate and apply ``action`` for ``seat``; raise :class:`RuleError` when refused.

        ``action`` is the game's typed action (what :meth:`parse_action` returns), never its text: a caller holding
        text parses it first, and a string is refused with a :class:`TypeError` (:func:`refuse_text`)."""

    @abstractmethod
    def options(self, state: Any, seat: str, partial: str = "") -> list[Choice]:
        """Return legal action texts for ``seat`` that start with ``partial`` (autocomplete)."""

    @abstractmethod
    def field_choices(
        self, state: Any, seat: str, kind: str, field: str, filled: Mapping[str, str]
    ) -> list[Choice]:
        """Return legal values for one field of a structured command (slash-command autocomplete)."""

    @abstractmethod
    def parse_action(self, text: str) -> Any:
        """Read an action from its text form; raise :class:`InvalidActionError`."""

    @abstractmethod
    def format_action(self, action: Any) -> str:
        """Return the text form of an action; ``parse_action(format_action(a)) == a``."""

    @abstractmethod
    def accepts_out_of_turn(self, state: Any, action: Any) -> bool:
        """Return True if ``action`` may be sent by a seat that is not prompted (standing settings)."""

    @abstractmethod
    def view(self, state: Any, seat: str | None) -> BaseModel:
        """Return what ``seat`` (or a spectator, ``None``) may see."""

    @abstractmethod
    def outcome(self, state: Any) -> Outcome | None:
        """Return the outcome once the game is over, else ``None``."""

    @abstractmethod
    def phase_label(self, state: Any) -> str:
        """Return a short label of where the game is ("Turn 3 · Order 08 Allies Move")."""

    @abstractmethod
    def phase_key(self, state: Any) -> tuple[int, int]:
        """Return a sortable (turn, phase number) used to find a past board."""

    @abstractmethod
    def dump_state(self, state: Any) -> str:
        """Return the state as JSON."""

    @abstractmethod
    def load_state(self, text: str) -> Any:
        """Return the state read from :meth:`dump_state` output."""

    # ------------------------------------------------------------------ the seats and the lobby

    def seats_for(self, options: Mapping[str, str]) -> tuple[str, ...]:
        """Return the seats of a game played with ``options``: ``spec.seats`` unless they depend on the options
        (two or three players). A combination of options the rules refuse may raise :class:`InvalidOptionError`."""
        return self.spec.seats

    def seat_names_for(self, options: Mapping[str, str]) -> Mapping[str, str]:
        """Return the seats' display names (English) for a game played with ``options``: ``spec.seat_names`` unless
        they depend on the options (D-Day Dice: "Unit 1 (U.S.)")."""
        return self.spec.seat_names

    def seat_teams(self, options: Mapping[str, str]) -> Mapping[str, str]:
        """Return each seat's Team (``{"t1u1": "Team Able", ...}``) for a game played in Teams, else ``{}``.

        Callers read :func:`played_in_teams`, which leaves out a single Team (nothing to tell apart)."""
        return {}

    def unplayable(self, options: Mapping[str, str]) -> str | None:
        """Why the lobby refuses ``options`` although each value is allowed, or ``None`` (the default: none).

        For a combination an engine can set up but does not play whole yet (an Overlord campaign whose Raids still
        miss rules). Engine-level tests may still start such games; players may not."""
        return None

    def start_notes(self, options: Mapping[str, str]) -> list[str]:
        """Return the sentences a game's start message adds about its data (reconstructed, placeholders): the
        spec's ``data_provenance`` sentence unless the notes depend on the options."""
        return [self.spec.data_provenance] if self.spec.data_provenance else []

    # ------------------------------------------------------------------ who is asked

    def asked(self, state: Any) -> tuple[tuple[str, str], ...]:
        """Return ``(seat, kind)`` for each prompt, in order: what the service's timers are planned from.

        The default reads :meth:`prompts`; an engine may name the same pairs more cheaply, without building the
        prompts' choices and texts (a conformance test holds them equal)."""
        return tuple((p.seat, p.kind) for p in self.prompts(state))

    def active_seats(self, state: Any) -> frozenset[str]:
        """Return the seats the rules wait for (those :meth:`asked` names); an engine may find them more cheaply."""
        return frozenset(seat for seat, _ in self.asked(state))

    def public_text(self, action: Any) -> str:
        """Return what other players may read of ``action``: its text (:meth:`format_action`), unless the engine
        hides a secret in it (the service logs the exact text privately)."""
        return self.format_action(action)

    # ------------------------------------------------------------------ words (issue #28)
    # Each names a message of the catalogues and its arguments, so the words are chosen in the reader's language
    # where they are shown (bot/service/words.py); ``None`` (the default) means the English text is shown as it is.

    def phase_words(self, state: Any) -> Message | None:
        """:meth:`phase_label` as a message and its arguments, or ``None``."""
        return None

    def outcome_words(self, state: Any) -> Message | None:
        """The outcome's ``reason`` as a message and its arguments, or ``None`` (also before the game is over)."""
        return None

    def seat_words(self, options: Mapping[str, str]) -> Mapping[str, Message] | None:
        """:meth:`seat_names_for` as a message for each seat (``("", {})``: a seat whose name has none), or ``None``
        (the service then looks for ``<prefix>-seat-name-<seat>`` messages)."""
        return None

    def team_words(self, team: str) -> Message | None:
        """A Team's name (as :meth:`seat_teams` gives it) as a message and its arguments, or ``None``."""
        return None

    def start_note_words(self, options: Mapping[str, str]) -> Sequence[Message] | None:
        """:meth:`start_notes` as messages, one for each note (``("", {})``: a note that has none), or ``None``
        (the service then looks for ``<prefix>-start-note-<i>`` messages)."""
        return None


def refuse_text(engine: GameEngine, action: object) -> None:
    """Raise :class:`TypeError` if ``action`` is text: :meth:`GameEngine.apply` takes a typed action only, so a
    caller that forgot to parse is told so at once instead of the text travelling further (issue #47)."""
    if isinstance(action, str):
        name = type(engine).__name__
        raise TypeError(
            f"{name}.apply takes a typed action, not the text {action!r}: read it with {name}.parse_action "
            f"({type(engine).__module__.rsplit('.', 1)[0]}.notation.parse_action) first"
        )


def played_in_teams(engine: GameEngine, options: Mapping[str, str]) -> dict[str, str]:
    """Each seat's Team (:meth:`GameEngine.seat_teams`) when the game has at least two Teams to tell apart, else
    ``{}``: a game played in one Team is played like one without Teams."""
    found = dict(engine.seat_teams(options))
    return found if len(set(found.values())) >= 2 else {}


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
