"""A Raid rule the bot plays: its printed name, its Raids, and what it does at each moment (see :mod:`.raids`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rules.dday_dice.actions import RAID_VERBS
from rules.dday_dice.campaign_state import ScoreLine
from rules.dday_dice.context import Working
from rules.dday_dice.notation import BUILT_IN_HEADS
from rules.dday_dice.overlord.records import raid_record
from rules.dday_dice.state import Unit


@dataclass(frozen=True)
class Order:
    """A step of a Raid rule's own, written ``VERB WORDS...`` (an :class:`~rules.dday_dice.actions.RaidOrder`).

    - ``usage``: how to write it, shown when it cannot be read (``"tiger SECTOR"``);
    - ``phases``: the phases it may be given in;
    - ``legal(g, u)``: the word tuples open to ``u`` now (each one a legal step ``VERB *words``);
    - ``apply(g, seat, words, text)``: play it (refuse with :func:`~rules.dday_dice.context.refuse`);
    - ``owed(g, u)``: ``True`` while ``u`` must give this order before anything else in the phase.
    """

    verb: str
    usage: str
    phases: tuple[int, ...]
    legal: Callable[[Working, Unit], list[tuple[str, ...]]]
    apply: Callable[[Working, str, tuple[str, ...], str], None]
    owed: Callable[[Working, Unit], bool] | None = None
    waits: bool = False
    """``True``: while the order is open, the Unit is not finished at once in Phase 2 or 4 (it may give it)."""


@dataclass(frozen=True)
class RaidRule:
    """One printed Raid rule and its moments. Every hook is optional:

    - ``start(g)``: when the Raid is set up (after the resets);
    - ``phase(g, n)``: at the start of phase ``n`` of every turn, before the base game's own start of it;
    - ``combat(g)``: at the start of every Phase 6, before anyone fights;
    - ``defence(g, u)``: a DEF change for ``u``'s Sector;
    - ``enter(g, u, sector)``: why ``u`` may not move into ``sector`` (an extra condition), or ``None``;
    - ``objective(g, u, bunker)``: replaces the campaign's own-Column rule for Bunkers: why ``u`` may not
      enter the Bunker ``bunker``, or ``None`` (the first rule that has this hook decides);
    - ``find(g, u, item)`` / ``rally(g, u, specialist)``: why it cannot be found / rallied now, or ``None``;
    - ``arrive(g, seat)``: after a Unit moved into a Sector and its arrival effects were applied;
    - ``orders``: the rule's own steps (:class:`Order`);
    - ``score(g)``: extra Honor lines when the Raid is counted;
    - ``helpers(g)``: ``False`` when a Unit that conquers a Bunker leaves no Specialists next to it to help;
    - ``conquered(g, seat)``: after ``seat`` took a Bunker (right after the fight, then at each campaign check
      while it is ``conquered``; a rule must act once): the rule may send it on in the Raid (set it
      ``active`` again) when the Raid has more to take;
    - ``leave(g, u)``: ``True`` when ``u``, in a Bunker, may move on from it;
    - ``sits_out(g, u)``: ``True`` when ``u`` fights no Phase 6 this turn (waiting in a Bunker it took);
    - ``transport(g, u, dest)``: the Sector an Advance into ``dest`` really lands in, or ``None`` (no change);
    - ``special_damage(g, u)``: Special Damage hits ``u``; ``True`` when the rule took it (no Specialist is lost).
    """

    name: str
    raids: tuple[str, ...]
    start: Callable[[Working], None] | None = None
    combat: Callable[[Working], None] | None = None
    defence: Callable[[Working, Unit], int] | None = None
    score: Callable[[Working], list[ScoreLine]] | None = None
    phase: Callable[[Working, int], None] | None = None
    enter: Callable[[Working, Unit, str], str | None] | None = None
    objective: Callable[[Working, Unit, str], str | None] | None = None
    find: Callable[[Working, Unit, str], str | None] | None = None
    rally: Callable[[Working, Unit, str], str | None] | None = None
    arrive: Callable[[Working, str], None] | None = None
    orders: tuple[Order, ...] = ()
    helpers: Callable[[Working], bool] | None = None
    conquered: Callable[[Working, str], None] | None = None
    leave: Callable[[Working, Unit], bool] | None = None
    sits_out: Callable[[Working, Unit], bool] | None = None
    transport: Callable[[Working, Unit, str], str | None] | None = None
    special_damage: Callable[[Working, Unit], bool] | None = None


RULES: dict[str, RaidRule] = {}
"""Every rule registered, by ``NAME@RAIDS``; the order they act in is stated by :data:`.raids.ORDER`, not this one's
(which follows the order their modules happen to be imported in)."""


def register(rule: RaidRule) -> RaidRule:
    """Add ``rule``; its name must be one the rulebook gives each of its Raids."""
    for raid in rule.raids:
        if rule.name not in raid_record(raid).rules:
            raise ValueError(f"{raid} has no rule named {rule.name!r}")
    for o in rule.orders:
        if o.verb in BUILT_IN_HEADS:
            raise ValueError(f"the verb {o.verb!r} is a built-in step of the notation")
        if RAID_VERBS.get(o.verb, o.usage) != o.usage:
            raise ValueError(f"the verb {o.verb!r} is already used as {RAID_VERBS[o.verb]!r}")
        RAID_VERBS[o.verb] = o.usage
    RULES[rule.name + "@" + ",".join(rule.raids)] = rule
    return rule


def owes_any(g: Working, u: Unit) -> bool:
    """``u`` still owes a Raid order in this phase (a Unit that moved is finished only once it owes none)."""
    c = g.s.campaign
    if c is None:
        return False
    return any(g.s.phase in o.phases and o.owed is not None and o.owed(g, u)
               for r in RULES.values() if c.raid_id in r.raids for o in r.orders)
