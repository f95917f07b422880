"""A cause given in English that also names its message (issue #48): "Machine Gun Fire", "DEF of Sector 3".

A loss, an elimination or a German card says why in brackets. The rules write that cause in English for the event's
stored text and pass it on as a plain string (a printed name, such as a Battle Condition's, stays a plain ``str``).
A cause in our own words is a :class:`Why`: still a ``str`` (its English), so every sentence that inserts it and every
comparison is unchanged, and it carries the message that says it in any language. :meth:`Working.emit
<rules.dday_dice.context.Working.emit>` turns a ``Why`` argument into ``{"key", "args"}``, which ``i18n/dice.py`` words.
"""

from __future__ import annotations

from typing import Any


class Why(str):
    """English words (the ``str``) and the message that says them: ``key`` (``dice-why-...``) with ``args``."""

    key: str
    args: dict[str, Any]

    def __new__(cls, english: str, key: str, /, **args: Any) -> Why:
        made = super().__new__(cls, english)
        made.key = key
        made.args = args
        return made

    def message(self) -> dict[str, Any]:
        """The argument a message inserts: ``{"key", "args"}`` (a nested ``Why`` in ``args`` as its message too)."""
        return {"key": self.key, "args": {k: as_argument(v) for k, v in self.args.items()}}


def as_argument(value: Any) -> Any:
    """``value`` as an event's argument: a :class:`Why` by its message, anything else as it is."""
    return value.message() if isinstance(value, (Why, Said)) else value


MACHINE_GUN_FIRE = Why("Machine Gun Fire", "dice-why-mgf")
SPECIAL_DAMAGE = Why("Special Damage", "dice-why-special-damage")
NO_SOLDIERS_LEFT = Why("no Soldiers left to take the losses", "dice-why-no-soldiers-left")
NOTHING_LEFT = Why("no Soldiers and no Specialists left", "dice-why-nothing-left")
COULD_NOT_MOVE = Why("it had to move and could not", "dice-why-could-not-move")
PLAYING_WITH_FIRE = Why("Playing with Fire", "dice-why-playing-with-fire")
LAND_MINES = Why("Land Mines", "dice-why-land-mines")
INACTIVE_LAND_MINES = Why("inactive Land Mines", "dice-why-inactive-land-mines")
INACTIVE_MGF = Why("inactive Machine Gun Fire", "dice-why-inactive-mgf")
ALARM_SIGNAL = Why("the Alarm Signal", "dice-why-alarm-signal")
THE_TIGER = Why("the Tiger", "dice-why-tiger")
THE_SNIPER = Why("the Sniper", "dice-why-sniper")
ALLIES_DOING = Why("the Allies' doing", "dice-why-allies-doing")
SACRIFICED = Why("sacrificed", "dice-why-sacrificed")
BOUGHT_WITH_COURAGE = Why("bought with Courage", "dice-why-bought-with-courage")
BOUGHT = Why("bought", "dice-why-bought")


def defence_of(sector: str) -> Why:
    """The DEF of a Sector (by its printed name) as a cause."""
    return Why(f"DEF of {sector}", "dice-why-def", sector=sector)


def entering(sector: str) -> Why:
    return Why(f"entering {sector}", "dice-why-entering", sector=sector)


def tiger_in(sector: str) -> Why:
    return Why(f"the Tiger in {sector}", "dice-why-tiger-in", sector=sector)


def inexperience(specialist: str) -> Why:
    return Why(f"the inexperience of its {specialist}", "dice-why-inexperience", specialist=specialist)


def owned(owner: str, who: dict[str, str], thing: str) -> Why:
    """A Unit's card (a Specialist, an Item) as a cause: "Unit 1 (U.S.)'s Bangalore" (``owner``: its English name,
    ``who``: the Unit as an argument)."""
    return Why(f"{owner}'s {thing}", "dice-why-owned", unit=who, thing=thing)


class Said(str):
    """English words joined from pieces ("+5 Soldiers; Advance without paying Courage"), each piece a :class:`Why`:
    an effect's description, said in any language piece by piece (``i18n/dice.py`` joins a list of messages)."""

    pieces: tuple[Why, ...]

    def __new__(cls, pieces: list[Why], sep: str = "; ", empty: Why | None = None) -> Said:
        given = tuple(pieces) or ((empty,) if empty is not None else ())
        made = super().__new__(cls, sep.join(given))
        made.pieces = given
        made.sep = sep
        return made

    sep: str

    def message(self) -> list[dict[str, Any]] | dict[str, Any]:
        """The pieces' messages (joined by "; "), or ``{"pieces", "joined": "comma"}`` for pieces joined by ", "."""
        pieces = [p.message() for p in self.pieces]
        return pieces if self.sep == "; " else {"pieces": pieces, "joined": "comma"}


def card_text(card_id: str, text: str | None, effect: Said) -> str:
    """What a card does: its own sentence where the data gives one (said by ``dice-card-text``, by the card's id in
    another language), else its effect's pieces."""
    return Why(text, "dice-card-text", id=card_id, text=text) if text else effect
