"""D-Day Dice actions: a discriminated union on ``kind`` (text forms in :mod:`.notation`)."""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field

from rules.dday_dice.records import Colour, Face

RESOURCES = ("soldiers", "courage", "stars", "ip")


class _A(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Mulligan(_A):
    kind: Literal["mulligan"] = "mulligan"


class Lock(_A):
    kind: Literal["lock"] = "lock"
    dice: tuple[int, ...]


class Reroll(_A):
    kind: Literal["reroll"] = "reroll"
    dice: tuple[int, ...]


class Keep(_A):
    kind: Literal["keep"] = "keep"


class Result(_A):
    colour: Colour
    face: Face


class ClaimRWB(_A):
    kind: Literal["rwb"] = "rwb"
    face: Face
    option: str
    results: tuple[Result, ...] = ()
    """For an option that adds results (Leadership): which ones."""


class ClaimStraight(_A):
    kind: Literal["straight"] = "straight"


class Cancel(_A):
    kind: Literal["cancel"] = "cancel"
    die: int


class Use(_A):
    """Use an Item, a Medal or a Specialist's once-a-turn ability."""

    kind: Literal["use"] = "use"
    what: str
    changes: tuple[tuple[int, Face], ...] = ()
    results: tuple[Result, ...] = ()
    dice: tuple[int, ...] = ()
    target: str | None = None
    target_results: tuple[Result, ...] = ()
    target_die: int | None = None


class Done(_A):
    kind: Literal["done"] = "done"


class Rally(_A):
    kind: Literal["rally"] = "rally"
    what: str
    admirer: str | None = None
    """Overlord Raid A-3 (The Mutual Admiration Society): the rival Unit that gains Courage."""


class Find(_A):
    kind: Literal["find"] = "find"
    what: str


class Give(_A):
    kind: Literal["give"] = "give"
    to: str
    what: str
    """A resource (soldiers, courage, stars, ip) or an Item id."""
    amount: int = 1


class Stay(_A):
    kind: Literal["stay"] = "stay"


class Move(_A):
    kind: Literal["move"] = "move"
    to: str


class CarryOver(_A):
    """Overlord: the Specialists a Unit keeps from the previous Raid (``what`` empty: none)."""

    kind: Literal["carry"] = "carry"
    what: tuple[str, ...] = ()


class Share(_A):
    """Overlord Share the Pain: give a Skull token of ``colour`` to the Unit ``to``."""

    kind: Literal["share"] = "share"
    colour: Colour
    to: str


class Redraw(_A):
    """Overlord: a single-Unit Team ignores its Victoria Cross and draws another Medal."""

    kind: Literal["redraw"] = "redraw"
    what: Literal["victoria-cross"] = "victoria-cross"


class Retreat(_A):
    """Overlord Keep Going!: back to ``to`` (``None``: stay out of the Raid), keeping one Specialist,
    ``stars`` of the Sector number as Stars and the rest as Courage."""

    kind: Literal["retreat"] = "retreat"
    to: str | None
    keep: str | None = None
    stars: int = 0


Step = Annotated[
    Union[Mulligan, Lock, Reroll, Keep, ClaimRWB, ClaimStraight, Cancel, Use, Done, Rally, Find, Give, Stay, Move, Retreat, CarryOver, Share, Redraw],
    Field(discriminator="kind"),
]


class Turn(_A):
    """Several steps answered at once (``;``-separated): applied in order, later phases queued."""

    kind: Literal["turn"] = "turn"
    parts: tuple[Step, ...]


Action = Annotated[
    Union[Mulligan, Lock, Reroll, Keep, ClaimRWB, ClaimStraight, Cancel, Use, Done, Rally, Find, Give, Stay, Move, Retreat,
          CarryOver, Share, Redraw, Turn],
    Field(discriminator="kind"),
]
STEP_TYPES = (Mulligan, Lock, Reroll, Keep, ClaimRWB, ClaimStraight, Cancel, Use, Done, Rally, Find, Give, Stay, Move,
              Retreat, CarryOver, Share, Redraw)
