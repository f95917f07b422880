"""Actions of A&A D-Day, as small immutable values.

Locations are canonical keys: the zone number as a string (``"30"``) or a
beachhead box id (``"omaha"``). A unit item's ``nation`` is ``None`` for
German units and for Allied units whose nation was left out (the rules fill it
in when only one nation fits). ``units=None`` means "all".
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class UnitItem:
    n: int
    nation: str | None
    type: str


Units = tuple[UnitItem, ...]


@dataclass(frozen=True, slots=True)
class Done:
    kind = "done"


@dataclass(frozen=True, slots=True)
class Move:
    units: Units | None
    frm: str
    to: str
    via: str | None = None
    kind = "move"


@dataclass(frozen=True, slots=True)
class Land:
    units: Units | None
    frm: str
    to: str | None = None
    """Only with fortune 10 "Coordinated Landing": another landing zone of the same power."""
    kind = "land"


@dataclass(frozen=True, slots=True)
class Patrol:
    units: Units
    to: str
    kind = "patrol"


@dataclass(frozen=True, slots=True)
class PatrolAgain:
    """Send the fighters on the patrols of the previous turn, then end the patrols (``patrol as last turn``)."""

    kind = "patrol"


@dataclass(frozen=True, slots=True)
class Bomb:
    nation: str
    to: str
    kind = "bomb"


@dataclass(frozen=True, slots=True)
class Hits:
    assign: tuple[tuple[str, Units], ...]
    kind = "hits"


@dataclass(frozen=True, slots=True)
class Place:
    chart: str
    n: int
    where: str
    kind = "place"


@dataclass(frozen=True, slots=True)
class Orders:
    """Change one of the sender's standing orders (``kind`` ``all`` for every kind)."""

    order: str
    value: str
    kind = "orders"


@dataclass(frozen=True, slots=True)
class Tactic:
    """Use (``True``) or pass (``False``) the tactics card that came up."""

    use: bool
    kind = "tactic"


@dataclass(frozen=True, slots=True)
class Choose:
    """Answer a choice a fortune or tactics card asks for: zones (``"30"``), nations, unit types."""

    args: tuple[str, ...]
    kind = "choose"


@dataclass(frozen=True, slots=True)
class Reroll:
    """Fortune 14/15 "1": reroll one die showing ``die`` of ``chart``'s reinforcement roll."""

    chart: str
    die: int
    kind = "reroll"


@dataclass(frozen=True, slots=True)
class Split:
    """Three-player game: how the six naval bombardment dice are divided."""

    uk: int
    us: int
    kind = "split"


@dataclass(frozen=True, slots=True)
class Confirm:
    """Agree to the other Allied player's proposal."""

    kind = "confirm"


@dataclass(frozen=True, slots=True)
class Refuse:
    """Disagree with the other Allied player's proposal: the Axis decides."""

    kind = "refuse"


Action = Done | Move | Land | Patrol | PatrolAgain | Bomb | Hits | Place | Orders | Tactic | Choose | Reroll | Split | Confirm | Refuse
