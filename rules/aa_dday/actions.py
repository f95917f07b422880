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
    kind = "land"


@dataclass(frozen=True, slots=True)
class Patrol:
    units: Units
    to: str
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


Action = Done | Move | Land | Patrol | Bomb | Hits | Place
