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


class Lose(_A):
    """Atlantikwall: the Specialist or Item a Unit gives up when the German makes it lose one."""

    kind: Literal["lose"] = "lose"
    what: str


class Assault(_A):
    """Atlantikwall: the order in which the Units in the Final Bunker assault it."""

    kind: Literal["assault"] = "assault"
    order: tuple[str, ...]


class DrawAward(_A):
    """Atlantikwall, the German in Phase 4: draw Awards at random for their Courage each."""

    kind: Literal["award"] = "award"
    count: int = 1


class Pick(_A):
    """Atlantikwall, the German: the Award of his choice (a Straight, an Iron Cross)."""

    kind: Literal["pick"] = "pick"
    what: str


class Reorder(_A):
    """Atlantikwall, the German: put back the Awards he looked at, in this order (1 = the first he saw)."""

    kind: Literal["reorder"] = "reorder"
    order: tuple[int, ...]


class Wound(_A):
    """Atlantikwall, the German: resolve a Black Award, with the loss ``option`` (1, 2) and what is lost."""

    kind: Literal["wound"] = "wound"
    option: int
    what: str | None = None


class BlindStart(_A):
    """Atlantikwall Blind Start, German style: the die that gives their starting Soldiers."""

    kind: Literal["start"] = "start"
    die: int


class Sacrifice(_A):
    """Module 2: give up a Specialist or Item to cancel the Battle Condition for everyone."""

    kind: Literal["sacrifice"] = "sacrifice"
    what: str


class BuyBadge(_A):
    """Module 3, Courage Badge rule: buy a Badge in Phase 4."""

    kind: Literal["badge"] = "badge"


class Observe(_A):
    """Module 2, Advanced Observation: lose an Item to look at the top 2 Battle Conditions and reorder them."""

    kind: Literal["observe"] = "observe"
    what: str


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


RAID_VERBS: dict[str, str] = {}
"""Overlord: the words that begin a Raid rule's own step, with their usage (filled by
:func:`rules.dday_dice.overlord.raid_rule.register`; read by the notation)."""


class RaidOrder(_A):
    """Overlord: a step of a Raid rule's own (``tiger C-13``, ``password``, ``snafu t2u1``): the verb and its words."""

    kind: Literal["raid"] = "raid"
    verb: str
    args: tuple[str, ...] = ()


class Retreat(_A):
    """Overlord Keep Going!: back to ``to`` (``None``: stay out of the Raid), keeping one Specialist,
    ``stars`` of the Sector number as Stars and the rest as Courage."""

    kind: Literal["retreat"] = "retreat"
    to: str | None
    keep: str | None = None
    stars: int = 0


Step = Annotated[
    Union[Mulligan, Lock, Reroll, Keep, ClaimRWB, ClaimStraight, Cancel, Use, Done, Rally, Find, Give, Stay, Move,
          Lose, Assault, DrawAward, Pick, Reorder, Wound, BlindStart, Sacrifice, Observe, BuyBadge,
          Retreat, CarryOver, Share, Redraw, RaidOrder],
    Field(discriminator="kind"),
]


class Turn(_A):
    """Several steps answered at once (``;``-separated): applied in order, later phases queued."""

    kind: Literal["turn"] = "turn"
    parts: tuple[Step, ...]


Action = Annotated[
    Union[Mulligan, Lock, Reroll, Keep, ClaimRWB, ClaimStraight, Cancel, Use, Done, Rally, Find, Give, Stay, Move,
          Lose, Assault, DrawAward, Pick, Reorder, Wound, BlindStart, Sacrifice, Observe, BuyBadge,
          Retreat, CarryOver, Share, Redraw, RaidOrder, Turn],
    Field(discriminator="kind"),
]
STEP_TYPES = (Mulligan, Lock, Reroll, Keep, ClaimRWB, ClaimStraight, Cancel, Use, Done, Rally, Find, Give, Stay, Move,
              Lose, Assault, DrawAward, Pick, Reorder, Wound, BlindStart, Sacrifice, Observe, BuyBadge,
              Retreat, CarryOver, Share, Redraw, RaidOrder)
