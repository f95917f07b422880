"""The working context of one ``apply``, shared by every engine: the state being built and the events so far.

A rule takes a context (by convention ``g``; A&A's :class:`~rules.aa_dday.common.Run` names it ``r``), reads the
state ``g.s`` and writes it with :meth:`Working.replace` (copy-on-write: the state a rule was given is never changed),
logs events with :meth:`Working.emit` (an English line, and the message key and arguments the catalogues show it
by), rolls the state's dice with :meth:`Working.roll`, and leaves the decision the rules wait for with
:meth:`Working.wait`. ``g.counted`` is the one switch for the old words of a game logged before its counted nouns
agreed (:class:`~rules.core.words.Counted`): such a game keeps no message key, since its text is not the message's.

Each engine subclasses it with only its own game's helpers (its data, its phase label, its way of naming things);
nothing here knows a rule.
"""

from __future__ import annotations

from typing import Any, Generic, TypeVar

from pydantic import BaseModel

from rules.core.contract import Event
from rules.core.dice import Dice
from rules.core.words import CURRENT, Counted

S = TypeVar("S", bound=BaseModel)


class Working(Generic[S]):
    """One ``apply`` at work: the state ``s`` being built, the ``events`` so far, the words switch ``counted``."""

    __slots__ = ("s", "events", "counted")

    def __init__(self, s: S, old_words: bool = False) -> None:
        self.s = s
        self.events: list[Event] = []
        self.counted = Counted(True) if old_words else CURRENT

    # -- the state --------------------------------------------------------------------------

    def replace(self, **changes: Any) -> S:
        """Replace fields of the state (a new state: the one before is shared, never changed) and return it."""
        self.s = self.s.model_copy(update=changes)
        return self.s

    def wait(self, decision: Any) -> bool:
        """Leave ``decision`` as the one the rules wait for (the state's ``pending``); ``True``: stop advancing."""
        self.replace(pending=decision)
        return True

    def roll(self, n: int, sides: int = 6, stream: str = "dice") -> tuple[int, ...]:
        """``n`` dice of ``sides`` faces from the state's dice stream ``stream`` (a :class:`~rules.core.dice.Dice`
        field), the advanced stream stored back."""
        dice: Dice = getattr(self.s, stream)
        dice, out = dice.roll(n, sides)
        self.replace(**{stream: dice})
        return out

    # -- events -----------------------------------------------------------------------------

    def phase(self) -> str:
        """The label of the phase every event is logged under (a game names its own phases)."""
        return ""

    def arguments(self, args: dict[str, Any]) -> dict[str, Any]:
        """A message's arguments as the event keeps them (a game may turn its own values into plain ones)."""
        return args

    def emit(self, kind: str, text: str, /, *, seat: str | None = None, dice: tuple[int, ...] = (), key: str = "",
             args: dict[str, Any] | None = None, **data: Any) -> None:
        """Log an event: ``text`` in English, ``key``/``args`` its message in the catalogues, ``seat`` the one seat
        that may see it (``None``: public), ``data`` what readers of the log look up. A game logged with the old
        words keeps no key: its text is not the message's."""
        if self.counted.old:
            key, args = "", None
        self.events.append(Event(kind=kind, text=text, data=data, dice=dice, seat=seat, phase=self.phase(), key=key,
                                 args=self.arguments(args) if args else {}))
