"""Actions of Opération Commando: Pegasus Bridge: one small frozen class per kind; :data:`Action` is their union.

Each class has only the fields its kind needs and names its ``kind`` (a class constant: the word the prompts
and the computer players test). :mod:`.notation` holds the one reading/writing pair (``parse_action`` /
``format_action``, ``parse_action(format_action(a)) == a``); the engine dispatches on the class (:mod:`.act`).

===============  =======  ==============================================  =====================================
class            kind     fields                                          text (see notation.py)
===============  =======  ==============================================  =====================================
``Setting``      setting  ``value``: ``always`` / ``never``                ``respond always``
``Keep``         keep                                                     ``keep``
``Mulligan``     mulligan                                                 ``mulligan``
``TakeHeroic``   heroic   ``value`` (secret letter) or ``card``;          ``take heroic B``
                          neither: at random
``BuildPiles``   build    ``piles`` (empty: at random)                    ``build piles random``
``ChoosePile``   pile     ``n`` (position 1-3)                            ``choose pile 2``
``ChooseTerrain`` terrain ``card``                                        ``choose terrain 1007``
``Redraw``       redraw   ``card`` (the Unit discarded)                   ``redraw discarding 1105``
``Blue``         blue     ``value``: ``place`` / ``none``                 ``place blue token``
``Play``         play     ``card``, ``value`` ``action`` or None,         ``play 1101 as action``,
                          ``cards`` (Units given up by a Sacrifice)       ``play 1403 with 1104 1102``
``Spend``        spend    ``n``                                           ``spend 2``
``Done``         done                                                     ``done``
``NoUnit``       nounit                                                   ``no unit``
``Toss``         toss     ``value`` ``normal``/``plus3``/``thornton``,    ``toss``, ``toss 2``, ``toss +3``
                          ``n`` (normal tokens only)
``Pass``         pass                                                     ``pass``
``Retreat``      retreat                                                  ``retreat``
``Absorb``       absorb                                                   ``absorb``
``Stand``        stand                                                    ``let it stand``
``Choose``       choose   ``value`` (option key of the card)              ``choose combat``
``Reserve``      reserve  ``cards`` (empty: none)                         ``reserve 1502 1702``
===============  =======  ==============================================  =====================================
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Union


@dataclass(frozen=True, slots=True)
class Setting:
    kind: ClassVar[str] = "setting"
    value: str


@dataclass(frozen=True, slots=True)
class Keep:
    kind: ClassVar[str] = "keep"


@dataclass(frozen=True, slots=True)
class Mulligan:
    kind: ClassVar[str] = "mulligan"


@dataclass(frozen=True, slots=True)
class TakeHeroic:
    kind: ClassVar[str] = "heroic"
    value: str | None = None
    card: str | None = None


@dataclass(frozen=True, slots=True)
class BuildPiles:
    kind: ClassVar[str] = "build"
    piles: tuple[tuple[str, tuple[str, ...]], ...] = ()


@dataclass(frozen=True, slots=True)
class ChoosePile:
    kind: ClassVar[str] = "pile"
    n: int


@dataclass(frozen=True, slots=True)
class ChooseTerrain:
    kind: ClassVar[str] = "terrain"
    card: str


@dataclass(frozen=True, slots=True)
class Redraw:
    kind: ClassVar[str] = "redraw"
    card: str


@dataclass(frozen=True, slots=True)
class Blue:
    kind: ClassVar[str] = "blue"
    value: str


@dataclass(frozen=True, slots=True)
class Play:
    kind: ClassVar[str] = "play"
    card: str
    value: str | None = None
    cards: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Spend:
    kind: ClassVar[str] = "spend"
    n: int


@dataclass(frozen=True, slots=True)
class Done:
    kind: ClassVar[str] = "done"


@dataclass(frozen=True, slots=True)
class NoUnit:
    kind: ClassVar[str] = "nounit"


@dataclass(frozen=True, slots=True)
class Toss:
    kind: ClassVar[str] = "toss"
    value: str = "normal"
    n: int = 1


@dataclass(frozen=True, slots=True)
class Pass:
    kind: ClassVar[str] = "pass"


@dataclass(frozen=True, slots=True)
class Retreat:
    kind: ClassVar[str] = "retreat"


@dataclass(frozen=True, slots=True)
class Absorb:
    kind: ClassVar[str] = "absorb"


@dataclass(frozen=True, slots=True)
class Stand:
    kind: ClassVar[str] = "stand"


@dataclass(frozen=True, slots=True)
class Choose:
    kind: ClassVar[str] = "choose"
    value: str


@dataclass(frozen=True, slots=True)
class Reserve:
    kind: ClassVar[str] = "reserve"
    cards: tuple[str, ...] = ()


Action = Union[Setting, Keep, Mulligan, TakeHeroic, BuildPiles, ChoosePile, ChooseTerrain, Redraw, Blue, Play, Spend,
               Done, NoUnit, Toss, Pass, Retreat, Absorb, Stand, Choose, Reserve]
ACTION_TYPES: tuple[type, ...] = Action.__args__  # type: ignore[attr-defined]
"""Every action class (for ``isinstance``)."""
KINDS: dict[str, type] = {cls.kind: cls for cls in ACTION_TYPES}
